"""An append-only log whose versions share their items: adding costs the same at any length.

Every state of a match, and every state kept for undo, holds the logs of the game so far
(its events, its record tokens, its finished turns). A tuple would be copied whole at each
step, so a long game (ten thousand false calls, a Quartino game of 16,000 steps) would cost
time and memory in the square of its length. A `Log` is one version of a log: the first
`len(log)` items of storage that all versions share, full chunks that never change and a
tail list that only ever grows at its end. Adding to the newest version appends in place;
adding to an older one (after an undo) copies at most one chunk. So a version never sees
its items change, even while a computer player reads it on another thread.

A `Log` reads like a tuple (`len`, indexing, slices, iteration, `==` with a tuple).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from itertools import chain, islice
from typing import Any, Generic, TypeVar, overload

T = TypeVar("T")

CHUNK = 1024
"""Items per chunk: a branch after an undo copies at most this many references."""


class Log(Sequence[T], Generic[T]):
    """A sequence that only grows at its end; each version is kept, the items shared."""

    __slots__ = ("_chunks", "_tail", "_length")

    _chunks: tuple[list[T], ...]  # full chunks of CHUNK items, never changed again
    _tail: list[T]  # the chunk being filled; this version sees its first items only
    _length: int

    def __init__(self, items: Iterable[T] = ()) -> None:
        self._chunks = ()
        self._tail = []
        self._length = 0
        for item in items:
            self._grow(item)

    def _grow(self, item: T) -> None:
        # Only while building a new, unshared log (the constructor).
        if len(self._tail) == CHUNK:
            self._chunks += (self._tail,)
            self._tail = []
        self._tail.append(item)
        self._length += 1

    def add(self, item: T) -> Log[T]:
        """This log with `item` at its end (this version is unchanged)."""
        length = self._length
        chunks = self._chunks
        tail = self._tail
        seen = length - len(chunks) * CHUNK  # items of the tail this version has
        if seen == CHUNK:  # the tail is full: it becomes a chunk, never to change
            chunks = chunks + (tail,)
            tail = [item]
        else:
            if len(tail) != seen or not seen:
                # A later version grew this tail (branch off with a copy), or this log is
                # empty (the shared EMPTY must keep no one's items).
                tail = tail[:seen]
            tail.append(item)
        log = _new(Log)
        log._chunks = chunks
        log._tail = tail
        log._length = length + 1
        return log

    def extend(self, items: Iterable[T]) -> Log[T]:
        log = self
        for item in items:
            log = log.add(item)
        return log

    def __len__(self) -> int:
        return self._length

    def __iter__(self) -> Iterator[T]:
        seen = self._length - len(self._chunks) * CHUNK
        return chain(chain.from_iterable(self._chunks), islice(self._tail, seen))

    def __reversed__(self) -> Iterator[T]:
        # Newest first at the speed of a tuple's: screens look back for the last event.
        seen = self._length - len(self._chunks) * CHUNK
        tail = reversed(self._tail[:seen])
        return chain(tail, chain.from_iterable(map(reversed, reversed(self._chunks))))

    def _store(self, index: int) -> list[T]:
        """The list that holds item `index` (shared by every version that has it)."""
        chunk = index // CHUNK
        return self._chunks[chunk] if chunk < len(self._chunks) else self._tail

    def continues(self, earlier: Log[T]) -> bool:
        """Whether `earlier`'s items are the first items here: it is a version of this log
        before it grew. False after an undo took one of them back and another came instead.

        Costs at most one chunk's comparisons: versions that share a list share its
        items; a version that branched off after an undo copied the references of
        the one chunk it changed, and only those are compared.
        """
        length = earlier._length
        if length == 0:
            return True
        if length > self._length:
            return False
        mine, theirs = self._store(length - 1), earlier._store(length - 1)
        if mine is theirs:
            return True
        chunk = (length - 1) // CHUNK
        before = zip(self._chunks[:chunk], earlier._chunks[:chunk], strict=True)
        if any(a is not b for a, b in before):
            return False
        count = length - chunk * CHUNK
        return all(a is b or a == b for a, b in zip(mine[:count], theirs[:count], strict=True))

    @overload
    def __getitem__(self, index: int) -> T: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[T, ...]: ...

    def __getitem__(self, index: int | slice) -> T | tuple[T, ...]:
        if isinstance(index, slice):
            start, stop, step = index.indices(self._length)
            if step != 1:
                return self.items()[index]
            return tuple(self._between(start, stop))
        if index < 0:
            index += self._length
        if not 0 <= index < self._length:
            raise IndexError("log index out of range")
        chunk, at = divmod(index, CHUNK)
        return self._chunks[chunk][at] if chunk < len(self._chunks) else self._tail[at]

    def _between(self, start: int, stop: int) -> list[T]:
        """Items start..stop-1, reading only the chunks they are in."""
        found: list[T] = []
        while start < stop:
            chunk, at = divmod(start, CHUNK)
            part = self._chunks[chunk] if chunk < len(self._chunks) else self._tail
            take = min(stop - start, CHUNK - at)
            found.extend(part[at : at + take])
            start += take
        return found

    def since(self, earlier: Log[T]) -> list[T]:
        """The items added after `earlier` (a version of this log), oldest first."""
        start = earlier._length
        base = len(self._chunks) * CHUNK
        if start >= base:  # all in the tail: the usual case, a step's few new items
            return self._tail[start - base : self._length - base]
        return self._between(start, self._length)

    def items(self) -> tuple[T, ...]:
        """Everything, oldest first, as a tuple."""
        return tuple(self)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Log):
            if self._length != other._length:
                return False
            if self._tail is other._tail and self._chunks is other._chunks:
                return True  # one storage, one length: the same items
            return all(a == b for a, b in zip(self, other, strict=True))
        if isinstance(other, tuple):
            return self._length == len(other) and self.items() == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.items())

    def __repr__(self) -> str:
        return f"Log({list(self)!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (Log, (list(self),))


_new = object.__new__

EMPTY: Log[Any] = Log()
"""The empty log (versions never change, so one is enough)."""
