"""The computer seats on screen: a search off the drawing thread, then its moves one by one.

A computer's turn: it thinks (the game's search runs in a worker, and for at
least `Pace.think` seconds, so a person sees the move coming), then plays the
answer as steps: each step a thing gliding from one place to another, then
the match told (or the match told at once, for a step with nothing to show),
with `Pace.step` seconds between steps so a person can follow a turn of
several stones. Time comes from the scene's clock, never the wall clock.

A game subclasses `ComputerSeats` and says what to search (`search`), how an
answer becomes steps (`steps`), which seat acts now (`acting`) and what a
seat does outside its turn (`react`: Quarto's calls). The worker is anything
with `start`-like methods the game calls, `poll()`, `cancel()`, `close()`
(frame.play.worker.Worker for a pure-Python player).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from .. import motion
from ..clock import Clock, Timer, smooth


class Polled(Protocol):
    """What the seats need of any worker: its answer once, cancel, close."""

    def poll(self) -> Any: ...

    def cancel(self) -> None: ...

    def close(self) -> None: ...


@dataclass
class Glide:
    """A thing sliding from one place to another; `timer` says how far it is."""

    item: Any
    start: Any
    end: Any
    timer: Timer

    @property
    def progress(self) -> float:
        return self.timer.progress

    @property
    def piece(self) -> Any:  # Quarto's word for what glides
        return self.item


@dataclass(frozen=True)
class Step:
    """One visible part of a computer's turn: an optional glide, then `act` tells the match.

    `act` returns the match's events; a refusal (the match moved on under the
    glide: a steal, a timeout) raises and drops the rest of the plan.
    """

    act: Callable[[], list[Any]]
    glide: tuple[Any, Any, Any] | None = None  # (item, from place, to place)
    pause: bool = True  # wait Pace.step before it, so a person sees each step apart


class ComputerSeats:
    """Plays the seats whose level is not None; the other seats are people."""

    refused: tuple[type[Exception], ...] = (ValueError,)  # what a step's act raises when stale

    def __init__(
        self,
        match: Any,
        levels: Sequence[Any | None],
        *,
        pace: Any,
        rng: random.Random,
        worker_factory: Callable[[], Any],
        clock: Clock | None = None,
    ) -> None:
        self.match = match
        self.levels = tuple(levels)
        self.pace = pace
        self.rng = rng
        # Standalone (tests), the seats keep their own clock and tick it in update().
        self._own_clock = clock is None
        self.clock = clock if clock is not None else Clock()
        self.glide: Glide | None = None
        self._worker_factory = worker_factory
        self._worker: Any = None
        self._searching: Hashable | None = None  # what the running search is for
        self._found: Any = None
        self._thinking: Timer | None = None  # the least time it is seen thinking
        self._plan: list[Step] = []
        self._landing: Step | None = None
        self._pause: Timer | None = None  # between two steps of a turn

    # --- reading ---------------------------------------------------------------

    def plays(self, seat: int | None) -> bool:
        """True if the computer plays this seat."""
        return seat is not None and 0 <= seat < len(self.levels) and self.levels[seat] is not None

    @property
    def any(self) -> bool:
        return any(level is not None for level in self.levels)

    @property
    def thinking(self) -> int | None:
        """The seat whose move is being searched for, if any."""
        if self._searching is not None and self.glide is None and not self._plan:
            return self.match.to_act
        return None

    @property
    def busy(self) -> bool:
        """True while a computer move is under way (people wait)."""
        return (
            self.glide is not None or bool(self._plan) or self.thinking is not None or self.reacting
        )

    @property
    def reacting(self) -> bool:
        """A seat is about to act outside its turn (the game's; Quarto: a call)."""
        return False

    # --- driving -----------------------------------------------------------------

    def restart(self, match: Any) -> None:
        """Forget everything under way: a new match, or the same one after undo."""
        if self._worker is not None and self._searching is not None:
            self._worker.cancel()
        self.match = match
        for timer in (self.glide.timer if self.glide else None, self._thinking, self._pause):
            if timer is not None:
                timer.cancel()
        self.glide = None
        self._searching = None
        self._found = None
        self._thinking = None
        self._plan = []
        self._landing = None
        self._pause = None
        self.forget()

    def forget(self) -> None:
        """The game's own state under way (restart calls this)."""

    def close(self) -> None:
        """Stop the search worker for good."""
        if self._worker is not None:
            self._worker.cancel()
            self._worker.close()
            self._worker = None

    def update(self, dt: float) -> list[Any]:
        """Act for the computer seats after `dt` more seconds; the match events it caused."""
        if self._own_clock:
            self.clock.tick(dt)
        if self.match.outcome is not None or not self.any:
            self._stop_search()
            self._plan = []
            return []
        if self.glide is not None:
            return self._land() if self.glide.timer.done else []
        reaction = self.react()
        if reaction is not None:
            return reaction
        seat = self.acting()
        if seat is None or not self.plays(seat):
            self._plan = []
            return []
        if self._plan:
            return self._next_step()
        self._think(seat)
        return []

    # --- the game's part ----------------------------------------------------------------

    def acting(self) -> int | None:
        """The seat that must act now (None: nobody, or not in a phase where seats act)."""
        return self.match.to_act

    def react(self) -> list[Any] | None:
        """Something a computer seat does outside its own move (None: nothing now)."""
        return None

    def search_key(self, seat: int) -> Hashable:
        """What a search is for: when it changes under a running search, search again."""
        raise NotImplementedError

    def search(self, worker: Any, seat: int, seed: int) -> None:
        """Start the worker on `seat`'s move (the game's search and arguments)."""
        raise NotImplementedError

    def steps(self, seat: int, answer: Any) -> list[Step]:
        """The worker's answer as the steps a person sees."""
        raise NotImplementedError

    # --- a turn ------------------------------------------------------------------------

    def _think(self, seat: int) -> None:
        key = self.search_key(seat)
        if self._searching != key:
            self._start_search(seat, key)
        if self._found is None and self._worker is not None:
            self._found = self._worker.poll()
        if self._found is None or (self._thinking is not None and not self._thinking.done):
            return
        answer, self._found, self._searching = self._found, None, None
        self._plan = self.steps(seat, answer)

    def _start_search(self, seat: int, key: Hashable) -> None:
        if self._worker is None:
            self._worker = self._worker_factory()
        elif self._searching is not None:
            self._worker.cancel()
        self._searching = key
        self._found = None
        if self._thinking is not None:
            self._thinking.cancel()
        self._thinking = self.clock.start(self.pace.think)
        self.search(self._worker, seat, self.rng.randrange(2**31))

    def _next_step(self) -> list[Any]:
        if self._pause is not None and not self._pause.done and self._plan[0].pause:
            return []
        step = self._plan.pop(0)
        if step.glide is not None:
            item, start, end = step.glide
            glide = self.clock.start(motion.duration(self.pace.glide), ease=smooth)
            self.glide = Glide(item, start, end, glide)
            self._landing = step
            return []
        return self._do(step)

    def _land(self) -> list[Any]:
        step, self._landing, self.glide = self._landing, None, None
        return [] if step is None else self._do(step)

    def _do(self, step: Step) -> list[Any]:
        try:
            events = step.act()
        except self.refused:
            self._plan = []  # the match moved on under the step (a steal, a timeout)
            return []
        if self._plan:
            self._pause = self.clock.start(self.pace.step)
        return events

    def _stop_search(self) -> None:
        if self._worker is not None and self._searching is not None:
            self._worker.cancel()
        self._searching = None
        self._found = None
