"""Screen time: timers and animations that advance only when the clock is ticked.

The Pygame Zero `clock` idea. A scene starts a timer for anything that takes
time on screen (a notice that fades, a piece gliding home, the pause before
the result panel) and reads its progress when it draws; the app loop ticks
the clock of the scene on top by each frame's dt. So tests decide how fast
time goes, and a covered scene's time stands still (the pause menu stops the
animations under it as well as the match).

Pure: no pygame, no wall clock.
"""

from __future__ import annotations

from collections.abc import Callable


def linear(t: float) -> float:
    return t


def smooth(t: float) -> float:
    """Ease in and out: a piece sets off and lands gently."""
    return t * t * (3 - 2 * t)


class Timer:
    """Something that lasts `duration` seconds on a clock, then (optionally) does `on_done`."""

    def __init__(
        self,
        duration: float,
        on_done: Callable[[], object] | None = None,
        ease: Callable[[float], float] = linear,
    ) -> None:
        self.duration = max(0.0, duration)
        self.on_done = on_done
        self.ease = ease
        self.elapsed = 0.0
        self.cancelled = False

    @property
    def done(self) -> bool:
        return self.cancelled or self.elapsed >= self.duration

    @property
    def left(self) -> float:
        """Seconds to go (0 once done)."""
        return 0.0 if self.done else self.duration - self.elapsed

    @property
    def progress(self) -> float:
        """0 at the start to 1 at the end, through the easing."""
        if self.duration <= 0 or self.done:
            return 1.0
        return self.ease(min(1.0, self.elapsed / self.duration))

    def cancel(self) -> None:
        """Stop it without running `on_done`."""
        self.cancelled = True


class Clock:
    """The timers of one scene, advanced by `tick(dt)`."""

    def __init__(self) -> None:
        self.time = 0.0  # seconds ticked so far (for what cycles: a spinner's dots)
        self._timers: list[Timer] = []

    def start(
        self,
        duration: float,
        on_done: Callable[[], object] | None = None,
        ease: Callable[[float], float] = linear,
    ) -> Timer:
        """A timer from now; keep it to read its progress, or just let it fire."""
        timer = Timer(duration, on_done, ease)
        self._timers.append(timer)
        return timer

    def schedule(self, callback: Callable[[], object], delay: float) -> Timer:
        """Call `callback` once, `delay` seconds from now."""
        return self.start(delay, callback)

    def tick(self, dt: float) -> int:
        """Let `dt` seconds pass: timers advance, finished ones fire (in the order started).
        Returns how many finished (something on screen may have changed)."""
        if dt <= 0:
            return 0
        self.time += dt
        finished = 0
        for timer in list(self._timers):
            if timer.cancelled:
                self._timers.remove(timer)
                continue
            timer.elapsed += dt
            if timer.elapsed >= timer.duration:
                self._timers.remove(timer)
                finished += 1
                if timer.on_done is not None:
                    timer.on_done()
        return finished

    def clear(self) -> None:
        """Forget every timer without firing any (a new match, a scene that leaves)."""
        for timer in self._timers:
            timer.cancel()
        self._timers.clear()

    def next_due(self) -> float | None:
        """Seconds until the next timer ends (0 if one is due), None when none runs."""
        running = [t.duration - t.elapsed for t in self._timers if not t.cancelled]
        return max(0.0, min(running)) if running else None

    @property
    def pending(self) -> int:
        """How many timers are still running."""
        return sum(not timer.cancelled for timer in self._timers)
