"""An append-only log whose versions share their past: adding costs the same at any length.

Every state of a match (and every state kept for undo) holds its log of
events and of record tokens. A tuple would be copied whole at each action, so
a long record (ten thousand false calls) would cost time and memory in the
square of its length; a `Log` is its last item and the log before it, so a
new state adds one small node and shares everything else.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Generic, TypeVar

T = TypeVar("T")


class Log(Generic[T]):
    """A sequence that only grows at its end; each version is kept, the past shared."""

    __slots__ = ("_last", "_before", "_length")

    def __init__(self, last: T | None = None, before: Log[T] | None = None) -> None:
        self._last = last
        self._before = before
        self._length: int = 0 if before is None else before._length + 1

    def add(self, item: T) -> Log[T]:
        """This log with `item` at its end (this one is unchanged)."""
        return Log(item, self)

    def extend(self, items: Iterator[T] | tuple[T, ...]) -> Log[T]:
        log = self
        for item in items:
            log = log.add(item)
        return log

    def __len__(self) -> int:
        return self._length

    def since(self, earlier: Log[T]) -> list[T]:
        """The items added after `earlier` (a version of this log), oldest first."""
        items: list[T] = []
        node: Log[T] | None = self
        while node is not None and node is not earlier and node._length > earlier._length:
            items.append(node._last)  # type: ignore[arg-type]
            node = node._before
        items.reverse()
        return items

    def items(self) -> tuple[T, ...]:
        """Everything, oldest first (walks the whole log: keep the result if you need it often)."""
        empty: Log[T] = Log()
        return tuple(self.since(empty)) if self._length else ()


EMPTY: Log = Log()
