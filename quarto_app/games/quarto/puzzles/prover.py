"""Forced wins within a number of placements, proven by a search to exactly that depth.

`Prover.wins_within(position, n)` answers: can the side to move, who holds a
piece, force a line with at most `n` of its own placements, whatever the
opponent does? `n = 1` is a line made with the piece in hand; `n = 2` means
"place, give; whatever the opponent places and gives, make a line next", and
so on. The exact solver (`ai.solver`) tells whether a position is won at all,
but its values carry no distance (a win in two and a win in six are both
`WIN`, and its table mixes them), so the puzzles need this depth-limited
proof of their own.

The search is a plain AND-OR search over the compound move, on bit sets of
the board like the solver's (`ai.tables.completions`: the squares of the
pieces that share a trait index the squares that would complete a line with
that trait). What it relies on, and nothing more:

* the mover's placement that makes a line wins at once (every made line is
  called: the puzzle is the game between players who see their lines);
* a give that lets the receiver make a line at once loses, so the mover only
  gives pieces that cannot make a line ("safe"), and when the opponent has
  no safe give after any of its placements the mover wins at its next one;
* the last piece placed without a line is a draw.

A memo keyed by the exact board and piece in hand keeps, per position, the
largest depth known to fail and the smallest known to succeed; it cannot
change an answer. Nodes are counted (`nodes`) so the benches and tests can
compare work without a clock.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..ai.tables import tables_for
from ..rules import Move, Position, RuleOptions

MASK16 = 0xFFFF

Board = tuple[int, tuple[int, int, int, int]]
"""(occupied squares, the squares whose piece has attribute 0..3), as bit sets."""


def bits(value: int) -> Iterator[int]:
    """The indices of the set bits of `value`, lowest first."""
    while value:
        low = value & -value
        yield low.bit_length() - 1
        value ^= low


def board_of(position: Position) -> Board:
    """The bit sets of a position's board."""
    occ = 0
    has = [0, 0, 0, 0]
    for square, piece in enumerate(position.board):
        if piece is not None:
            occ |= 1 << square
            for a in range(4):
                if piece >> a & 1:
                    has[a] |= 1 << square
    return occ, (has[0], has[1], has[2], has[3])


def placed(board: Board, square: int, piece: int) -> Board:
    """The board with `piece` on the empty `square`."""
    occ, has = board
    bit = 1 << square
    h0, h1, h2, h3 = has
    return occ | bit, (
        h0 | bit if piece & 1 else h0,
        h1 | bit if piece & 2 else h1,
        h2 | bit if piece & 4 else h2,
        h3 | bit if piece & 8 else h3,
    )


def available(position: Position) -> int:
    """Bit set of the pieces neither on the board nor in hand."""
    used = 0
    for piece in position.board:
        if piece is not None:
            used |= 1 << piece
    if position.hand is not None:
        used |= 1 << position.hand
    return MASK16 & ~used


class Prover:
    """The depth-limited proof of forced wins for one rule option."""

    def __init__(self, options: RuleOptions) -> None:
        tables = tables_for(options)
        self.options = options
        self.complete = tables.complete
        self.completers = tables.completers
        self.counted = tables.counted
        # key -> (largest depth known to fail, smallest depth known to win)
        self.memo: dict[int, tuple[int, int]] = {}
        self.nodes = 0

    # --- the board's threats --------------------------------------------------

    def lines_for(self, board: Board, piece: int) -> int:
        """The empty squares where `piece` makes a line."""
        occ, has = board
        complete = self.complete
        squares = 0
        for a in self.counted:
            same = has[a] if piece >> a & 1 else occ & ~has[a]
            squares |= complete[same]
        return squares & ~occ & MASK16

    def unsafe(self, board: Board) -> int:
        """The pieces that would make a line somewhere on `board` (unsafe to give)."""
        occ, has = board
        complete = self.complete
        empty = ~occ & MASK16
        hot = 0
        for a in self.counted:
            ones = has[a]
            if complete[ones] & empty:
                hot |= 1 << a
            if complete[occ & ~ones] & empty:
                hot |= 16 << a
        return self.completers[hot]

    # --- the search -------------------------------------------------------------

    def wins(self, board: Board, hand: int, avail: int, n: int) -> bool:
        """Does the mover, holding `hand` (`avail`: the pieces left to give), force a
        line within `n` of its placements?"""
        self.nodes += 1
        if self.lines_for(board, hand):
            return True
        if n <= 1 or not avail:
            return False  # no placement left in the budget, or the last piece: a draw
        occ, (h0, h1, h2, h3) = board
        key = ((((h3 << 16 | h2) << 16 | h1) << 16 | h0) << 16 | occ) << 4 | hand
        known = self.memo.get(key)
        if known is not None:
            fails_to, wins_from = known
            if n <= fails_to:
                return False
            if n >= wins_from:
                return True
        else:
            fails_to, wins_from = 0, 99
        result = False
        for square in bits(~occ & MASK16):
            after = placed(board, square, hand)
            for give in bits(avail & ~self.unsafe(after)):
                if self.loses(after, give, avail & ~(1 << give), n - 1):
                    result = True
                    break
            if result:
                break
        if result:
            wins_from = n
        else:
            fails_to = n
        self.memo[key] = (fails_to, wins_from)
        return result

    def loses(self, board: Board, piece: int, avail: int, m: int) -> bool:
        """Does the opponent, holding `piece` (one that makes no line), lose to a line
        of the mover within `m` more placements of the mover, whatever it plays?"""
        self.nodes += 1
        if not avail or m < 1:
            return False  # it places the last piece: a draw
        for square in bits(~board[0] & MASK16):
            after = placed(board, square, piece)
            safe = avail & ~self.unsafe(after)
            if not safe:
                continue  # every give hands the mover a line at once
            if m == 1:
                return False  # a safe give, and the mover has no placement after this one
            for give in bits(safe):
                if not self.wins(after, give, avail & ~(1 << give), m):
                    return False
        return True

    # --- on positions -------------------------------------------------------------

    def wins_within(self, position: Position, n: int) -> bool:
        """Can the side to move, holding a piece, force a line within `n` placements?"""
        if position.hand is None:
            raise ValueError("the side to move must hold a piece")
        return self.wins(board_of(position), position.hand, available(position), n)

    def distance(self, position: Position, limit: int) -> int | None:
        """The least number of its placements within which the side to move forces a
        line, if it is at most `limit`; None otherwise (no win, or a longer one)."""
        for n in range(1, limit + 1):
            if self.wins_within(position, n):
                return n
        return None

    def move_wins_within(self, position: Position, move: Move, n: int) -> bool:
        """Does `move` (a placement, and a give unless it makes a line) keep a forced
        line within `n` placements of the mover, this one included?"""
        hand = position.hand
        if hand is None or move.square is None or position.board[move.square] is not None:
            raise ValueError("a move of a puzzle places the piece in hand on an empty square")
        board = board_of(position)
        if self.lines_for(board, hand) >> move.square & 1:
            return True
        if move.give is None or n < 2:
            return False
        after = placed(board, move.square, hand)
        avail = available(position)
        if not avail >> move.give & 1 or self.unsafe(after) >> move.give & 1:
            return False
        return self.loses(after, move.give, avail & ~(1 << move.give), n - 1)
