"""Undo and redo over a match's states: one mechanism for every game's match flow.

A match flow keeps immutable states (they share their parts, so keeping every
one costs little). `commit` is a player's step, which undo can take back; time
passing sets `now` directly, since it is not something a player takes back.
"""

from __future__ import annotations

from typing import Generic, TypeVar

S = TypeVar("S")


class History(Generic[S]):
    """The state now, the states before it (for undo) and those undone (for redo)."""

    __slots__ = ("now", "_back", "_ahead")

    def __init__(self, start: S) -> None:
        self.now = start
        self._back: list[S] = []
        self._ahead: list[S] = []

    def commit(self, new: S) -> None:
        """A step to `new` that undo can take back; what was undone is gone for good."""
        self._back.append(self.now)
        self._ahead.clear()
        self.now = new

    @property
    def previous(self) -> S | None:
        """The state an undo would go back to (None: nothing to undo)."""
        return self._back[-1] if self._back else None

    @property
    def following(self) -> S | None:
        """The state a redo would go to (None: nothing to redo)."""
        return self._ahead[-1] if self._ahead else None

    @property
    def steps(self) -> int:
        """How many steps led to the state now (each one undo takes back)."""
        return len(self._back)

    def at(self, step: int) -> S:
        """The state after `step` steps (0: the start; `steps`: now), as the game went
        (time that passed after a step is in it). Raises IndexError for another step."""
        if not 0 <= step <= len(self._back):
            raise IndexError(step)
        return self.now if step == len(self._back) else self._back[step]

    @property
    def can_undo(self) -> bool:
        return bool(self._back)

    @property
    def can_redo(self) -> bool:
        return bool(self._ahead)

    def undo(self) -> bool:
        """Back to the state before the last step; False when there is none."""
        if not self._back:
            return False
        self._ahead.append(self.now)
        self.now = self._back.pop()
        return True

    def redo(self) -> bool:
        """The last undone step again; False when there is none."""
        if not self._ahead:
            return False
        self._back.append(self.now)
        self.now = self._ahead.pop()
        return True
