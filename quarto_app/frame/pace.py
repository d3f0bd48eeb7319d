"""How fast things happen on screen: the computer's moves, the result pause, the dice.

One value per app (`app.pace`); `Pace.fast()` for smoke runs and tests, where
frames compute as fast as they can and nobody watches.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Pace:
    """How long the computer's moves take on screen; `fast` for smoke runs and tests."""

    think: float = 0.7  # at least this long "thinking", so a human sees a move coming
    glide: float = 0.45  # a piece sliding to its place
    result_pause: float = 1.2  # the winning line alone on the board before the result panel
    call_scale: float = 1.0  # the computer's reaction times, as its level sets them
    dice: float = 1.6  # the dice animation before the first move
    step: float = 0.35  # between two stones of one computer turn (Quartino), so each is seen
    watching: float = 0.5  # the share of these times when only computers play (attract)

    @classmethod
    def fast(cls) -> Pace:
        return cls(think=0.0, glide=0.05, result_pause=0.1, call_scale=0.05, dice=0.1, step=0.0)

    def unwatched(self) -> Pace:
        """The pace when nobody plays, only watches: the same moves, quicker."""
        k = self.watching
        return Pace(
            think=self.think * k,
            glide=self.glide * k,
            result_pause=self.result_pause,
            call_scale=self.call_scale,
            dice=self.dice,
            step=self.step * k,
            watching=k,
        )
