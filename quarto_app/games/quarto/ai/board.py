"""The search's own board: flat lists and bit sets instead of the rules' Position.

Each line is one int, `lines[i] = land | count << 8`: the AND of the counted
trait codes of its pieces (8 bits; every bit set while it is empty) and how
many pieces it holds. One int per line halves the list work in the inner loop,
and `completers[state & code]` reads the land straight out of it (codes are
below 256). A win test is "a line through the square holds three pieces and
their AND meets the placed piece's code"; the pieces unsafe to give (the
opponent could win with them at once) are the completers of every line holding
three pieces. The root of the search (`solver.Solver`) works on these lines.

The recursive search below the root (`search.Search`) reads the same board as
bit sets instead: `occ`, and per attribute `has0`..`has3`, the squares whose
piece has that attribute (bit a of its number). The squares of the pieces that
share a trait are then one AND away, and `Tables.complete` turns them into the
squares that would complete a line: no list to copy or to update per move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ..rules import Position, RuleOptions
from .tables import Tables, tables_for

if TYPE_CHECKING:
    from mypy_extensions import i64  # a C int64 when compiled (see search.py)

ONE: Final = 256
"""One piece in a line's count (the count sits above the eight land bits)."""
TWO: Final = 2 * ONE
THREE: Final = 3 * ONE
LAND: Final = ONE - 1
"""Mask of the land bits of a line state."""


class FastBoard:
    """A mutable board with place/undo, win test and unsafe-give scan."""

    __slots__ = ("tables", "cells", "lines", "occ", "has0", "has1", "has2", "has3", "avail")

    def __init__(self, options: RuleOptions, position: Position | None = None) -> None:
        self.tables: Tables = tables_for(options)
        self.load(position or Position())

    def load(self, position: Position) -> None:
        """Set the board to `position`; `avail` is the pieces neither placed nor in hand."""
        tables = self.tables
        self.cells = [0] * 16  # the piece on each square (0 also when empty: see occ)
        self.lines = [tables.mask] * len(tables.line_bits)
        self.occ: i64 = 0
        # squares whose piece has attribute 0, 1, 2, 3 (bit a of the piece number)
        self.has0: i64 = 0
        self.has1: i64 = 0
        self.has2: i64 = 0
        self.has3: i64 = 0
        used = 0
        for square, piece in enumerate(position.board):
            if piece is not None:
                self.place(square, piece)
                used |= 1 << piece
        if position.hand is not None:
            used |= 1 << position.hand
        self.avail: i64 = 0xFFFF & ~used

    def wins_at(self, square: int, piece: int) -> bool:
        """Would placing `piece` on the empty `square` make a line through it?"""
        code = self.tables.traits[piece]
        lines = self.lines
        for line in self.tables.lines_at[square]:
            state = lines[line]
            if state >= THREE and state & code:
                return True
        return False

    def place(self, square: int, piece: int) -> list[int]:
        """Put `piece` on the empty `square`; returns what `undo` needs."""
        keep = self.tables.traits[piece] | ~LAND
        lines = self.lines
        saved = lines[:]
        for line in self.tables.lines_at[square]:
            lines[line] = (lines[line] & keep) + ONE
        self.cells[square] = piece
        bit = 1 << square
        self.occ |= bit
        if piece & 1:
            self.has0 |= bit
        if piece & 2:
            self.has1 |= bit
        if piece & 4:
            self.has2 |= bit
        if piece & 8:
            self.has3 |= bit
        return saved

    def undo(self, square: int, saved: list[int]) -> None:
        """Take the piece off `square` again (the inverse of `place`)."""
        self.lines[:] = saved
        keep = ~(1 << square)
        self.occ &= keep
        self.has0 &= keep
        self.has1 &= keep
        self.has2 &= keep
        self.has3 &= keep
        self.cells[square] = 0

    def threats(self) -> dict[int, int]:
        """Empty square bit -> the pieces that complete a three-piece line there.

        Only lines holding exactly three pieces that share a trait count; two
        such lines through one square merge their pieces.
        """
        tables, occ = self.tables, self.occ
        threats: dict[int, int] = {}
        for bits, state in zip(tables.line_bits, self.lines, strict=True):
            if THREE <= state < THREE + ONE and tables.completers[state & LAND]:
                empty = bits & ~occ
                threats[empty] = threats.get(empty, 0) | tables.completers[state & LAND]
        return threats

    def unsafe(self) -> int:
        """Bit set of the pieces the opponent could place to win at once."""
        completers = self.tables.completers
        pieces = 0
        for state in self.lines:
            if THREE <= state < THREE + ONE:
                pieces |= completers[state & LAND]
        return pieces

    def winning_squares(self, piece: int) -> list[int]:
        """The empty squares where `piece` makes a line."""
        return [s for s in range(16) if not self.occ >> s & 1 and self.wins_at(s, piece)]
