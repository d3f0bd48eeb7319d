"""The search's own board: flat lists and bit sets instead of the rules' Position.

Per line it keeps the AND of the counted trait codes of its pieces and how
many pieces it holds, so a win test is "a line through the square holds three
pieces and their AND meets the placed piece's code", and the pieces that are
unsafe to give (the opponent could win with them at once) are the completers
of every line holding three pieces. The solver inlines the same updates in
its inner loop; this class is the readable, measurable version of them.
"""

from __future__ import annotations

from ..rules import Position, RuleOptions
from .tables import Tables, tables_for


class FastBoard:
    """A mutable board with place/undo, win test and unsafe-give scan."""

    __slots__ = ("tables", "cells", "land", "lcnt", "occ", "raw", "avail")

    def __init__(self, options: RuleOptions, position: Position | None = None) -> None:
        self.tables: Tables = tables_for(options)
        self.load(position or Position())

    def load(self, position: Position) -> None:
        """Set the board to `position`; `avail` is the pieces neither placed nor in hand."""
        tables = self.tables
        self.cells = [0] * 16  # the piece on each square (0 also when empty: see occ)
        self.land = [tables.mask] * len(tables.line_bits)
        self.lcnt = [0] * len(tables.line_bits)
        self.occ = 0
        self.raw = 0  # square s holds piece+1 in bits 5s..5s+4: a unique key
        used = 0
        for square, piece in enumerate(position.board):
            if piece is not None:
                self.place(square, piece)
                used |= 1 << piece
        if position.hand is not None:
            used |= 1 << position.hand
        self.avail = 0xFFFF & ~used

    def wins_at(self, square: int, piece: int) -> bool:
        """Would placing `piece` on the empty `square` make a line through it?"""
        code = self.tables.traits[piece]
        land, lcnt = self.land, self.lcnt
        for line in self.tables.lines_at[square]:
            if lcnt[line] == 3 and land[line] & code:
                return True
        return False

    def place(self, square: int, piece: int) -> list[int]:
        """Put `piece` on the empty `square`; returns what `undo` needs."""
        code = self.tables.traits[piece]
        land, lcnt = self.land, self.lcnt
        saved = []
        for line in self.tables.lines_at[square]:
            saved.append(land[line])
            land[line] &= code
            lcnt[line] += 1
        self.cells[square] = piece
        self.occ |= 1 << square
        self.raw += (piece + 1) << (5 * square)
        return saved

    def undo(self, square: int, saved: list[int]) -> None:
        """Take the piece off `square` again (the inverse of `place`)."""
        land, lcnt = self.land, self.lcnt
        for line, old in zip(self.tables.lines_at[square], saved, strict=True):
            land[line] = old
            lcnt[line] -= 1
        self.raw -= (self.cells[square] + 1) << (5 * square)
        self.occ &= ~(1 << square)
        self.cells[square] = 0

    def threes(self) -> list[tuple[int, int]]:
        """(empty square bit, completers) for every line holding exactly three pieces."""
        tables, occ, land, lcnt = self.tables, self.occ, self.land, self.lcnt
        return [
            (bits & ~occ, tables.completers[land[i]])
            for i, bits in enumerate(tables.line_bits)
            if lcnt[i] == 3
        ]

    def unsafe(self) -> int:
        """Bit set of the pieces the opponent could place to win at once."""
        completers, land, lcnt = self.tables.completers, self.land, self.lcnt
        pieces = 0
        for i in range(len(lcnt)):
            if lcnt[i] == 3:
                pieces |= completers[land[i]]
        return pieces

    def winning_squares(self, piece: int) -> list[int]:
        """The empty squares where `piece` makes a line."""
        return [s for s in range(16) if not self.occ >> s & 1 and self.wins_at(s, piece)]
