"""What the frame's play kit needs of a game's match: one vocabulary for every game.

Both Quarto's and Quartino's `Match` satisfy it (tests check it): seats
numbered from 0, the seat to act (None when nobody may act: the game is over),
events as data, time passed in through `tick(dt)`, undo and redo of whole
steps, the move clock of the seat to act, and the outcome with its winners
(an empty tuple for a draw).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable


@runtime_checkable
class Outcome(Protocol):
    """How a game ended: the seats that won (more than one: a shared win; none: a draw)."""

    @property
    def winners(self) -> tuple[int, ...]: ...


@runtime_checkable
class PlayedMatch(Protocol):
    @property
    def seats(self) -> int: ...

    @property
    def to_act(self) -> int | None: ...

    @property
    def outcome(self) -> Outcome | None: ...

    @property
    def events(self) -> Sequence[Any]: ...

    @property
    def clock_remaining(self) -> float | None: ...

    @property
    def can_undo(self) -> bool: ...

    @property
    def can_redo(self) -> bool: ...

    def undo(self) -> bool: ...

    def redo(self) -> bool: ...

    def tick(self, dt: float) -> list[Any]: ...
