"""The recursive search: negamax with alpha-beta over the compound move (place
the piece in hand, give one), below the root that `solver.Solver` adds.

The search runs on bit sets of the board (`board.FastBoard`): `occ` (occupied
squares), `has0`..`has3` (the squares whose piece has attribute 0..3), `avail`
(pieces that can still be given). Every rule option uses the same code; only
the tables differ.

The module is plain, fully typed Python, written so that mypyc can compile it
as it is (`make` does where a C compiler exists; see `native.py`): the bit sets
are `i64` (C ints when compiled), the tables `bytes` (a byte read straight from
the buffer, where a list read takes a reference and unboxes an int object);
no dicts, closures or bound methods in the hot loop, bit counts from tables
rather than int methods. The same source runs uncompiled with the same answers
and node counts.

What makes it fast enough for exact endgames:

* the threats are table lookups, one per trait: the squares of the pieces
  that share a trait (an AND of the bit sets) index `Tables.complete`, the
  squares that would complete a line with that trait; the traits with such a
  square index `Tables.completers`, the pieces unsafe to give;
* a give that lets the opponent win at once is never searched: a placement
  after which every give is unsafe simply loses, so every searched child holds
  a piece that cannot win at once, and needs no win test of its own;
* the threats are read once per node (`_prepare`); after a placement only the
  lines of the placed piece's traits can gain a threat, one lookup per
  attribute (`_unsafe_after`), while the other traits' threats only lose the
  square;
* a transposition table stores lower and upper bounds with the depth they
  hold for, packed in one int (from seven empty squares up; smaller subtrees
  are cheaper to search again); with eleven or more empty squares the key is
  the canonical form under the symmetries (`symmetry.canonical_key`), deeper
  a raw key;
* move ordering: placements that leave the fewest safe gives first (six
  times fewer nodes than square order at ten empty squares; on a tie, one
  that leaves the three-piece lines open: 1-3% less time), the table's
  move first when it comes from an exact search; from nine empty squares up,
  a one-move lookahead puts first the moves that leave the opponent the
  fewest moves, counted per (placement, safe give), since the proof below a
  move, of a win or of its refutation, goes through each of them (counting
  the opponent's placements instead, with a placement's gives kept together,
  took 1.7x the time on slow 2x2 draws at twelve empty squares; lower down
  the lookahead costs more than it saves);
* a child is the same board with a few ints set, restored on the way back
  (a copy of the line list per child and the threat scan over all lines,
  before the bit sets: the bit sets, the i64s and the byte tables made the
  same search about 3x faster compiled); a search stopped by `SearchStopped`
  leaves the board mid-search, and every entry point at the root loads it
  afresh;
* a node with six empty squares or fewer (no table, no lookahead there)
  searches its moves in the same order without building and sorting a list
  of candidates (`_small`: another 17% less time at 12 empty squares);
* the last three squares are decided without recursion, and when the
  caller only asks whether the mover avoids losing (beta <= 0, most calls)
  one safe give answers it (17% less time on slow 2x2 draws);
* iterative deepening with a deadline (`solver.Solver.iterate`), with a parity
  evaluation at the horizon until the search reaches the last square, after
  which the values are exact.

Values are from the side to move's view: WIN, -WIN, 0 for a draw, and
heuristic estimates strictly between.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from ..rules import RuleOptions
from .board import FastBoard
from .symmetry import canonical_key
from .tables import Tables, tables_for

if TYPE_CHECKING:
    # mypyc compiles i64 to a C int64 (no tag checks, no reference counts); the
    # plain path only reads annotations, so nothing needs it at run time.
    from mypy_extensions import i64

WIN: Final = 1000
PARITY: Final = 100
"""Horizon estimate: a placement that leaves an odd number of safe gives is worth
+PARITY (the opponent is the one who runs out of safe pieces first), even -PARITY."""

EXACT: Final = 99
"""Depth stored with exact table entries: good for any search depth."""

CANONICAL_FROM: Final = 11
"""Nodes with at least this many empty squares use the symmetric canonical key."""

LOOKAHEAD_FROM: Final = 9
"""Nodes with at least this many empty squares order their moves by `_by_replies`."""

SMALL: Final = 6
"""Nodes with at most this many empty squares (and neither table nor lookahead)
search their moves in `_search`'s order without a list (`Search._small`)."""

TABLE_FROM: Final = 7
"""Nodes with at least this many empty squares use the table (smaller subtrees are
cheaper to search again than to look up)."""
_CHECK_EVERY: Final = 255  # nodes between looks at the clock and the cancel flag

# A table entry is one int: lower and upper bound (offset to be non-negative),
# the depth they hold for, and the best move (square << 4 | give, or -1).
_BOUND_OFFSET: Final = 2048
_UPPER_SHIFT: Final = 16
_LOWER_SHIFT: Final = 28


def _pack(lower: int, upper: int, depth: int, move: int) -> int:
    """One table entry as a small int (a boxed tuple costs more, compiled or not)."""
    return (
        (lower + _BOUND_OFFSET) << _LOWER_SHIFT
        | (upper + _BOUND_OFFSET) << _UPPER_SHIFT
        | depth << 9
        | (move + 1)
    )


def unpack(entry: int) -> tuple[int, int, int, int]:
    """(lower, upper, depth, move) of a packed table entry."""
    return (
        (entry >> _LOWER_SHIFT) - _BOUND_OFFSET,
        (entry >> _UPPER_SHIFT & 4095) - _BOUND_OFFSET,
        entry >> 9 & 127,
        (entry & 511) - 1,
    )


def _popcounts() -> bytes:
    counts = bytearray(65536)
    for value in range(1, 65536):
        counts[value] = counts[value >> 1] + (value & 1)
    return bytes(counts)


def _lowest_bits() -> bytes:
    return bytes([0] + [((value & -value).bit_length()) - 1 for value in range(1, 65536)])


POPCOUNT: Final[bytes] = _popcounts()
"""POPCOUNT[x]: the number of set bits of a 16-bit x. The tables are bytes: mypyc
reads a byte straight out of the buffer, where a list read takes a reference and
unboxes an int object (and int.bit_count is a method call in either path)."""
LOWEST: Final[bytes] = _lowest_bits()
"""LOWEST[x]: the index of the lowest set bit of a 16-bit x > 0."""


class SearchStopped(Exception):
    """Raised inside the search when the deadline passes or it is cancelled."""


def is_proven(value: int) -> bool:
    """A value that no horizon estimate can produce: a forced win or loss."""
    return abs(value) >= WIN


class Search:
    """The search below the root, for one rule option. Its transposition table
    survives between searches (clear it with `reset`): later moves of a game
    reuse earlier work."""

    def __init__(
        self,
        options: RuleOptions,
        *,
        canonical_from: int = CANONICAL_FROM,
        ordering: bool = True,
        table: bool = True,
        lookahead_from: int = LOOKAHEAD_FROM,
        table_from: int = TABLE_FROM,
    ) -> None:
        tables = tables_for(options)
        self.tables: Tables = tables
        self.options = options
        self.canonical_from = canonical_from
        self.ordering = ordering
        self.use_table = table
        self.lookahead_from = lookahead_from
        self.table_from = table_from
        self.tt: dict[int, int] = {}
        self.nodes = 0
        self.deadline: float | None = None
        self.should_stop: Callable[[], bool] | None = None
        self.board = FastBoard(options)
        # The tables as lists of ints: what the compiled path indexes fastest.
        # `Tables.complete` and `Tables.completers` as byte tables (`tables.low_high`)
        self.complete_lo, self.complete_hi = tables.complete_bytes
        self.completers_lo, self.completers_hi = tables.completers_bytes
        self.counted: i64 = options.attributes & 15
        # Scratch space that `_prepare` fills for `_unsafe_after`, per attribute:
        # the squares of the pieces that share the placed piece's value, the empty
        # squares that complete a line of the other value, and the trait bits of
        # both values (0 for an attribute that does not count). Read before the
        # next `_prepare`, which a recursion would run.
        self.same0: i64 = 0
        self.same1: i64 = 0
        self.same2: i64 = 0
        self.same3: i64 = 0
        self.other0: i64 = 0
        self.other1: i64 = 0
        self.other2: i64 = 0
        self.other3: i64 = 0
        self.mine0: i64 = 0
        self.mine1: i64 = 0
        self.mine2: i64 = 0
        self.mine3: i64 = 0
        self.theirs0: i64 = 0
        self.theirs1: i64 = 0
        self.theirs2: i64 = 0
        self.theirs3: i64 = 0

    def reset(self) -> None:
        """Forget the transposition table."""
        self.tt.clear()

    def table_entry(self, key: int) -> tuple[int, int, int, int] | None:
        """(lower, upper, depth, move) stored under `key`, or None."""
        entry = self.tt.get(key)
        return None if entry is None else unpack(entry)

    def remember(self, hand: int, value: int, move: int) -> None:
        """Store the exact `value` of the loaded board with `hand` to place, and its best
        `move` (square << 4 | give), under the key `_search` reads it by.

        For a position solved at the root (roots are not stored by the search): a
        later search that passes through it, from an earlier position of the same
        game, then reads its value instead of searching it again. `hand` must not
        be able to win at once (every node `_search` sees holds such a piece).
        """
        board = self.board
        occ: i64 = board.occ
        empties = 16 - POPCOUNT[occ]
        if not self.use_table or empties < self.table_from:
            return
        # the same key as `_search`
        if empties >= self.canonical_from:
            key = canonical_key(board.cells, occ, hand, self.tables) << 1
        else:
            has0, has1, has2, has3 = board.has0, board.has1, board.has2, board.has3
            pieces = ((int(has3) << 16 | int(has2)) << 16 | int(has1)) << 16 | int(has0)
            key = (pieces << 20 | int(occ) << 4 | int(hand)) << 1 | 1
        self.tt[key] = _pack(value, value, EXACT, move)

    # --- the recursive search -------------------------------------------------

    def _prepare(
        self, piece: i64, occ: i64, has0: i64, has1: i64, has2: i64, has3: i64
    ) -> tuple[i64, i64]:
        """Read the threats of the board `occ`/`has*` for placing `piece` next.

        Returns (blocking, threatened): the empty squares where some piece
        would complete a three-piece line, and every piece that would. Fills
        the scratch space `_unsafe_after` reads.
        """
        lo = self.complete_lo
        hi = self.complete_hi
        counted = self.counted
        empty = ~occ & 0xFFFF
        # a byte table's entry is tested against the same byte of a square set, so
        # the ints stay C ints when compiled (an int read from bytes is a tagged int)
        empty_lo = empty & 255
        empty_hi = empty >> 8
        blocking: i64 = 0
        hot: i64 = 0  # the trait bits some three-piece line shares
        # One attribute at a time (unrolled: four ints are cheaper than a list),
        # without branches on the piece (see `_unsafe_after`): `pick` is -1 when
        # the piece has the attribute, else 0.
        same: i64 = 0
        other: i64 = 0
        mine: i64 = 0
        theirs: i64 = 0
        if counted & 1:
            ones = has0
            zeros = occ & ~has0
            with_one = lo[ones] & empty_lo | (hi[ones] & empty_hi) << 8
            with_zero = lo[zeros] & empty_lo | (hi[zeros] & empty_hi) << 8
            blocking |= with_one | with_zero
            hot |= 1 & (with_one | -with_one) >> 63 | 16 & (with_zero | -with_zero) >> 63
            pick = -(piece & 1)
            same = ones & pick | zeros & ~pick
            other = with_zero & pick | with_one & ~pick
            mine = 1 & pick | 16 & ~pick
            theirs = 16 & pick | 1 & ~pick
        self.same0, self.other0, self.mine0, self.theirs0 = same, other, mine, theirs
        same = other = mine = theirs = 0
        if counted & 2:
            ones = has1
            zeros = occ & ~has1
            with_one = lo[ones] & empty_lo | (hi[ones] & empty_hi) << 8
            with_zero = lo[zeros] & empty_lo | (hi[zeros] & empty_hi) << 8
            blocking |= with_one | with_zero
            hot |= 2 & (with_one | -with_one) >> 63 | 32 & (with_zero | -with_zero) >> 63
            pick = -(piece >> 1 & 1)
            same = ones & pick | zeros & ~pick
            other = with_zero & pick | with_one & ~pick
            mine = 2 & pick | 32 & ~pick
            theirs = 32 & pick | 2 & ~pick
        self.same1, self.other1, self.mine1, self.theirs1 = same, other, mine, theirs
        same = other = mine = theirs = 0
        if counted & 4:
            ones = has2
            zeros = occ & ~has2
            with_one = lo[ones] & empty_lo | (hi[ones] & empty_hi) << 8
            with_zero = lo[zeros] & empty_lo | (hi[zeros] & empty_hi) << 8
            blocking |= with_one | with_zero
            hot |= 4 & (with_one | -with_one) >> 63 | 64 & (with_zero | -with_zero) >> 63
            pick = -(piece >> 2 & 1)
            same = ones & pick | zeros & ~pick
            other = with_zero & pick | with_one & ~pick
            mine = 4 & pick | 64 & ~pick
            theirs = 64 & pick | 4 & ~pick
        self.same2, self.other2, self.mine2, self.theirs2 = same, other, mine, theirs
        same = other = mine = theirs = 0
        if counted & 8:
            ones = has3
            zeros = occ & ~has3
            with_one = lo[ones] & empty_lo | (hi[ones] & empty_hi) << 8
            with_zero = lo[zeros] & empty_lo | (hi[zeros] & empty_hi) << 8
            blocking |= with_one | with_zero
            hot |= 8 & (with_one | -with_one) >> 63 | 128 & (with_zero | -with_zero) >> 63
            pick = -(piece >> 3 & 1)
            same = ones & pick | zeros & ~pick
            other = with_zero & pick | with_one & ~pick
            mine = 8 & pick | 128 & ~pick
            theirs = 128 & pick | 8 & ~pick
        self.same3, self.other3, self.mine3, self.theirs3 = same, other, mine, theirs
        low: i64 = self.completers_lo[hot]
        high: i64 = self.completers_hi[hot]
        return blocking, low | high << 8

    def _unsafe_after(self, bit: i64, empty: i64) -> i64:
        """The pieces unsafe to give once the piece of the last `_prepare` goes on
        the empty square `bit` (`empty`: the empty squares before): those that
        complete a three-piece line then. The lines of the other value only lose
        that square; those of the placed piece's value may gain it."""
        rest = empty & ~bit
        rest_lo = rest & 255
        rest_hi = rest >> 8
        lo = self.complete_lo
        hi = self.complete_hi
        # Without branches (they would be mispredicted about half the time):
        # (v | -v) >> 63 is -1 for a v > 0, 0 for v == 0.
        same = self.same0 | bit
        made: i64 = lo[same] & rest_lo | hi[same] & rest_hi
        hot = self.mine0 & (made | -made) >> 63
        same = self.same1 | bit
        made = lo[same] & rest_lo | hi[same] & rest_hi
        hot |= self.mine1 & (made | -made) >> 63
        same = self.same2 | bit
        made = lo[same] & rest_lo | hi[same] & rest_hi
        hot |= self.mine2 & (made | -made) >> 63
        same = self.same3 | bit
        made = lo[same] & rest_lo | hi[same] & rest_hi
        hot |= self.mine3 & (made | -made) >> 63
        kept = self.other0 & rest
        hot |= self.theirs0 & (kept | -kept) >> 63
        kept = self.other1 & rest
        hot |= self.theirs1 & (kept | -kept) >> 63
        kept = self.other2 & rest
        hot |= self.theirs2 & (kept | -kept) >> 63
        kept = self.other3 & rest
        hot |= self.theirs3 & (kept | -kept) >> 63
        low: i64 = self.completers_lo[hot]
        high: i64 = self.completers_hi[hot]
        return low | high << 8

    def _completes(
        self, piece: i64, bit: i64, occ: i64, has0: i64, has1: i64, has2: i64, has3: i64
    ) -> bool:
        """Would `piece` on the empty square `bit` of the board `occ`/`has*` make a line?"""
        lo = self.complete_lo
        hi = self.complete_hi
        counted = self.counted
        bit_lo = bit & 255
        bit_hi = bit >> 8
        if counted & 1:
            same = has0 if piece & 1 else occ & ~has0
            if lo[same] & bit_lo or hi[same] & bit_hi:
                return True
        if counted & 2:
            same = has1 if piece & 2 else occ & ~has1
            if lo[same] & bit_lo or hi[same] & bit_hi:
                return True
        if counted & 4:
            same = has2 if piece & 4 else occ & ~has2
            if lo[same] & bit_lo or hi[same] & bit_hi:
                return True
        if counted & 8:
            same = has3 if piece & 8 else occ & ~has3
            if lo[same] & bit_lo or hi[same] & bit_hi:
                return True
        return False

    def _search(self, hand: i64, depth: i64, alpha: i64, beta: i64) -> i64:
        """Value for the side to move, who holds `hand`: a piece that cannot win at once."""
        self.nodes += 1
        if not self.nodes & _CHECK_EVERY:
            self._check_stop()
        board = self.board
        occ = board.occ
        empties = 16 - POPCOUNT[occ]
        if empties <= 3:
            if empties == 3:
                return self._last_three(hand, alpha, beta)
            if empties == 2:
                # one piece left: a draw if some placement keeps it safe to give
                return 0 if self._can_give_safely(hand) else -WIN
            return 0  # the last piece goes down without a line: draw
        if (
            empties <= SMALL
            and depth >= empties
            and self.ordering
            and (empties < self.table_from or not self.use_table)
            and empties < self.lookahead_from
        ):
            return self._small(hand, depth, alpha, beta)
        has0 = board.has0
        has1 = board.has1
        has2 = board.has2
        has3 = board.has3
        exact = depth >= empties
        tt = self.tt
        use_table = self.use_table and empties >= self.table_from
        key = 0
        hint = -1
        found = False
        entry_lower = -WIN
        entry_upper = WIN
        entry_depth = -1
        if use_table:
            if empties >= self.canonical_from:
                key = canonical_key(board.cells, occ, hand, self.tables) << 1
            else:
                # the board itself: occ and the four attribute sets tell every piece
                # (as a Python int: 84 bits)
                pieces = ((int(has3) << 16 | int(has2)) << 16 | int(has1)) << 16 | int(has0)
                key = (pieces << 20 | int(occ) << 4 | int(hand)) << 1 | 1
            packed = tt.get(key)
            if packed is not None:
                found = True
                entry_lower = (packed >> _LOWER_SHIFT) - _BOUND_OFFSET
                entry_upper = (packed >> _UPPER_SHIFT & 4095) - _BOUND_OFFSET
                entry_depth = packed >> 9 & 127
                if entry_depth == EXACT:
                    hint = (packed & 511) - 1
                # a horizon search's favourite orders worse than the static order
                if entry_depth == EXACT or (not exact and entry_depth >= depth):
                    if entry_lower >= beta:
                        return entry_lower
                    if entry_upper <= alpha:
                        return entry_upper
                    if entry_lower == entry_upper:
                        return entry_lower
                    if entry_lower > alpha:
                        alpha = entry_lower
                    if entry_upper < beta:
                        beta = entry_upper

        avail = board.avail
        blocking, threatened = self._prepare(hand, occ, has0, has1, has2, has3)

        # Every placement with its safe gives, as one sortable int:
        # (safe gives << 1 | covers) << 20 | square << 16 | safe gives' set.
        # Placements with no safe give lose at once.
        candidates: list[int] = []
        empty = ~occ & 0xFFFF
        free = empty
        if not avail & ~threatened:
            free &= blocking  # elsewhere every give completes a three-piece line
        while free:
            bit = free & -free
            free ^= bit
            square: i64 = LOWEST[bit]
            # placing on a threatened square covers its threats (leaves them open: 0)
            covers = 1 if bit & blocking else 0
            safe = avail & ~self._unsafe_after(bit, empty)
            if safe:
                count: i64 = POPCOUNT[safe]
                if count & 1 and depth <= 0:
                    return PARITY  # the horizon's best estimate: no need to look further
                # fewest safe gives first; on a tie, leave the threats standing
                candidates.append(((count << 1 | covers) << 4 | square) << 16 | safe)
        if not candidates:
            if use_table:
                tt[key] = _pack(-WIN, -WIN, EXACT, -1)
            return -WIN
        if depth <= 0:
            return -PARITY  # every placement leaves an even number of safe gives

        hint_square = -1
        hint_give = -1
        if self.ordering:
            candidates.sort()
            if hint >= 0:
                hint_square = hint >> 4
                hint_give = hint & 15
                for i in range(len(candidates)):
                    if candidates[i] >> 16 & 15 == hint_square:
                        candidates.insert(0, candidates.pop(i))
                        break
            elif empties >= self.lookahead_from:
                candidates = self._by_replies(candidates, hand)

        alpha0 = alpha
        beta0 = beta
        best = -WIN - 1
        best_move = -1
        cells = board.cells
        child_depth = depth - 1
        for item in candidates:
            square = item >> 16 & 15
            gives = item & 0xFFFF
            bit = 1 << square
            # place: the board is a few ints, set here and restored below
            cells[square] = hand
            board.occ = occ | bit
            if hand & 1:
                board.has0 = has0 | bit
            if hand & 2:
                board.has1 = has1 | bit
            if hand & 4:
                board.has2 = has2 | bit
            if hand & 8:
                board.has3 = has3 | bit
            pending = -1
            if square == hint_square and gives >> hint_give & 1:
                pending = hint_give
                gives &= ~(1 << hint_give)
            while True:
                if pending >= 0:
                    give = pending
                    pending = -1
                elif gives:
                    low = gives & -gives
                    gives ^= low
                    give = LOWEST[low]
                else:
                    break
                board.avail = avail & ~(1 << give)
                if empties == 4:
                    value = -self._last_three(give, -beta, -alpha)
                else:
                    value = -self._search(give, child_depth, -beta, -alpha)
                if value > best:
                    best = value
                    best_move = square << 4 | give
                    if value > alpha:
                        alpha = value
                        if alpha >= beta:
                            break
            board.avail = avail
            board.occ = occ
            board.has0 = has0
            board.has1 = has1
            board.has2 = has2
            board.has3 = has3
            if alpha >= beta:
                break

        stored = EXACT if exact else depth
        if found and entry_depth == stored:
            lower, upper = entry_lower, entry_upper
        else:
            lower, upper = -WIN, WIN
        if best <= alpha0:
            upper = best
        elif best >= beta0:
            lower = best
        else:
            lower = upper = best
        if lower > upper:  # horizon values of different depths can disagree
            lower = upper = best
        if use_table and (not found or entry_depth <= stored):
            tt[key] = _pack(lower, upper, stored, best_move)
        return best

    def _small(self, hand: i64, depth: i64, alpha: i64, beta: i64) -> i64:
        """A node near the end (at most `SMALL` empty squares, no table, no
        lookahead), searched to the end: `_search` (same moves in the same order,
        same values and nodes) without its list of candidates, which costs more
        than the rest of such a small node. The caller counts the node.
        """
        board = self.board
        occ = board.occ
        avail = board.avail
        has0 = board.has0
        has1 = board.has1
        has2 = board.has2
        has3 = board.has3
        blocking, threatened = self._prepare(hand, occ, has0, has1, has2, has3)
        empty = ~occ & 0xFFFF
        free = empty
        if not avail & ~threatened:
            free &= blocking  # elsewhere every give completes a three-piece line
        # The safe gives of each empty square, lowest square first, three 16-bit
        # slots per int (0: no candidate), and the set of ranks that occur, a
        # rank being `_search`'s sort key: safe gives << 1 | covers.
        low_slots: i64 = 0
        high_slots: i64 = 0
        ranks: i64 = 0
        slot: i64 = 0
        scan = empty
        while scan:
            bit = scan & -scan
            scan ^= bit
            safe: i64 = 0
            if free & bit:
                safe = avail & ~self._unsafe_after(bit, empty)
            if safe:
                rank: i64 = POPCOUNT[safe] << 1
                if bit & blocking:
                    rank |= 1
                ranks |= 1 << rank
            if slot < 3:
                low_slots |= safe << (16 * slot)
            else:
                high_slots |= safe << (16 * (slot - 3))
            slot += 1
        if not ranks:
            return -WIN
        cells = board.cells
        child_depth = depth - 1
        last = POPCOUNT[empty] == 4  # the children have three empty squares
        best: i64 = -WIN - 1
        while ranks:
            # the lowest rank left (below 34: fewer than 17 safe gives)
            rank_bit = ranks & -ranks
            ranks ^= rank_bit
            if rank_bit & 0xFFFF:
                rank = LOWEST[rank_bit]
            else:
                rank = 16 + LOWEST[rank_bit >> 16]
            scan = empty
            slot = 0
            while scan:
                bit = scan & -scan
                scan ^= bit
                if slot < 3:
                    gives = low_slots >> (16 * slot) & 0xFFFF
                else:
                    gives = high_slots >> (16 * (slot - 3)) & 0xFFFF
                slot += 1
                if not gives:
                    continue
                covers: i64 = 0
                if bit & blocking:
                    covers = 1
                if (POPCOUNT[gives] << 1 | covers) != rank:
                    continue
                square: i64 = LOWEST[bit]
                cells[square] = hand
                board.occ = occ | bit
                if hand & 1:
                    board.has0 = has0 | bit
                if hand & 2:
                    board.has1 = has1 | bit
                if hand & 4:
                    board.has2 = has2 | bit
                if hand & 8:
                    board.has3 = has3 | bit
                while gives:
                    low = gives & -gives
                    gives ^= low
                    board.avail = avail & ~low
                    if last:
                        value = -self._last_three(LOWEST[low], -beta, -alpha)
                    else:
                        value = -self._search(LOWEST[low], child_depth, -beta, -alpha)
                    if value > best:
                        best = value
                        if value > alpha:
                            alpha = value
                            if alpha >= beta:
                                break
                board.avail = avail
                board.occ = occ
                board.has0 = has0
                board.has1 = has1
                board.has2 = has2
                board.has3 = has3
                if alpha >= beta:
                    return best
        return best

    def _by_replies(self, candidates: list[int], hand: i64) -> list[int]:
        """Order every (placement, give) by how many moves it leaves the opponent.

        The opponent's moves are (placement, safe give) pairs, each counted:
        a proof below the move, of a win or of its refutation, goes through
        every one of them, so the fewest first finds a cut-off sooner and in a
        cheaper subtree (with none, the opponent has lost); then the fewest
        safe gives. A one-move lookahead that costs about a node per move, so
        it is kept to the top of the tree (`lookahead_from` empty squares up).
        Takes and returns `_search`'s candidate ints, one per move (its give
        alone in the set of gives), for placing `hand` on the board.
        """
        board = self.board
        occ = board.occ
        avail = board.avail
        has0 = board.has0
        has1 = board.has1
        has2 = board.has2
        has3 = board.has3
        ranked: list[int] = []
        for item in candidates:
            square = item >> 16 & 15
            safe = item & 0xFFFF
            rank = item >> 20  # safe gives << 1 | covers
            bit = 1 << square
            new_occ = occ | bit
            empty = ~new_occ & 0xFFFF
            new0 = has0 | bit if hand & 1 else has0
            new1 = has1 | bit if hand & 2 else has1
            new2 = has2 | bit if hand & 4 else has2
            new3 = has3 | bit if hand & 8 else has3
            gives = safe
            while gives:
                low = gives & -gives
                gives ^= low
                give = LOWEST[low]
                left = avail & ~low
                self._prepare(give, new_occ, new0, new1, new2, new3)
                replies = 0  # the opponent's (placement, safe give) pairs
                free = empty
                while free:
                    spot = free & -free
                    free ^= spot
                    replies += POPCOUNT[left & ~self._unsafe_after(spot, empty)]
                ranked.append(((replies << 6 | rank) << 4 | square) << 4 | give)
        ranked.sort()
        return [(entry >> 4 & 15) << 16 | 1 << (entry & 15) for entry in ranked]

    def _last_three(self, hand: i64, alpha: i64, beta: i64) -> i64:
        """Three empty squares, two pieces left: solved without recursion.

        The window matters only when beta <= 0: then the answer is 0 (at least
        a draw) or -WIN, without looking for a win.

        After the side to move places `hand` on s and gives g, the opponent
        places g on t and must give the last piece r, which goes on the last
        square u: r wins there iff it completes a line through u.
        """
        self.nodes += 1
        if beta <= 0:
            # The caller only asks whether the mover avoids losing: any safe give
            # does (0 is then a lower bound), and most calls end here.
            return 0 if self._can_give_safely(hand) else -WIN
        board = self.board
        occ = board.occ
        has0 = board.has0
        has1 = board.has1
        has2 = board.has2
        has3 = board.has3
        avail = board.avail
        empty = ~occ & 0xFFFF
        first = avail & -avail
        piece_a = LOWEST[first]
        piece_b = LOWEST[avail ^ first]
        bit_0 = empty & -empty
        # the three empty squares, lowest first
        rest = empty ^ bit_0
        bit_1 = rest & -rest
        bit_2 = rest ^ bit_1
        self._prepare(hand, occ, has0, has1, has2, has3)
        safe_0 = avail & ~self._unsafe_after(bit_0, empty)
        safe_1 = avail & ~self._unsafe_after(bit_1, empty)
        safe_2 = avail & ~self._unsafe_after(bit_2, empty)
        can_draw = False
        for index in range(3):
            if index == 0:
                bit, safe, other_a, other_b = bit_0, safe_0, bit_1, bit_2
            elif index == 1:
                bit, safe, other_a, other_b = bit_1, safe_1, bit_2, bit_0
            else:
                bit, safe, other_a, other_b = bit_2, safe_2, bit_0, bit_1
            if not safe:
                continue
            can_draw = True
            # `hand` on `bit`
            occ_1 = occ | bit
            one0 = has0 | bit if hand & 1 else has0
            one1 = has1 | bit if hand & 2 else has1
            one2 = has2 | bit if hand & 4 else has2
            one3 = has3 | bit if hand & 8 else has3
            for turn in range(2):
                give = piece_a if turn == 0 else piece_b
                last = piece_b if turn == 0 else piece_a
                if not safe >> give & 1:
                    continue
                both_lose = True  # both placements of the give hand over a winning last piece
                for spot_turn in range(2):
                    spot = other_a if spot_turn == 0 else other_b
                    final = other_b if spot_turn == 0 else other_a
                    # `give` on `spot`: does the last piece then win on `final`?
                    last_wins = self._completes(
                        last,
                        final,
                        occ_1 | spot,
                        one0 | spot if give & 1 else one0,
                        one1 | spot if give & 2 else one1,
                        one2 | spot if give & 4 else one2,
                        one3 | spot if give & 8 else one3,
                    )
                    if not last_wins:
                        both_lose = False  # the opponent has a placement that keeps the draw
                        break
                if both_lose:
                    return WIN
        return 0 if can_draw else -WIN

    def _can_give_safely(self, hand: i64) -> bool:
        """Is there a placement of `hand` after which some piece left is safe to give?

        With two empty squares that decides the game (a draw, else a loss); with
        three it answers a caller that only asks whether the mover avoids losing.
        """
        board = self.board
        occ = board.occ
        avail = board.avail
        self._prepare(hand, occ, board.has0, board.has1, board.has2, board.has3)
        empty = ~occ & 0xFFFF
        free = empty
        while free:
            bit = free & -free
            free ^= bit
            if avail & ~self._unsafe_after(bit, empty):
                return True
        return False

    def _check_stop(self) -> None:
        deadline = self.deadline
        if deadline is not None and time.monotonic() > deadline:
            raise SearchStopped("deadline")
        should_stop = self.should_stop
        if should_stop is not None and should_stop():
            raise SearchStopped("cancelled")
