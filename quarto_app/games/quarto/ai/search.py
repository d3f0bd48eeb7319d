"""The recursive search: negamax with alpha-beta over the compound move (place
the piece in hand, give one), below the root that `solver.Solver` adds.

The search runs on its own flat board (piece numbers, and per line one int
holding the AND of the counted traits and the piece count) and on bit sets:
`occ` (occupied squares), `avail` (pieces that can still be given). Every rule
option uses the same code; only the tables differ.

The module is plain, fully typed Python, written so that mypyc can compile it
as it is (`make` does where a C compiler exists; see `native.py`): ints, lists
of ints and the instance's own attributes in the hot loop; no dicts, closures
or bound methods there, bit counts from tables rather than int methods. The
same source runs uncompiled with the same answers and node counts.

What makes it fast enough for exact endgames:

* the win test and the "unsafe gives" scan are table lookups on the lines
  through one square (`Tables.lines_at`, `Tables.completers`);
* a give that lets the opponent win at once is never searched: a placement
  after which every give is unsafe simply loses, so every searched child holds
  a piece that cannot win at once, and needs no win test of its own;
* the lines with three pieces (the threats: empty square -> the pieces that
  complete a line there) are read once per node; with the pieces threatened
  on two squares or more worked out once, the unsafe set after a placement is
  one XOR;
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
* a child gets a copy of the line list (a C-level copy of 10 or 19 ints)
  instead of an undo log; a search stopped by `SearchStopped` leaves the
  board mid-search, and every entry point at the root loads it afresh;
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
from typing import Final

from ..rules import RuleOptions
from .board import LAND, ONE, THREE, TWO, FastBoard
from .symmetry import canonical_key
from .tables import Tables, tables_for

FOUR: Final = THREE + ONE
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


def _popcounts() -> list[int]:
    counts = [0] * 65536
    for value in range(1, 65536):
        counts[value] = counts[value >> 1] + (value & 1)
    return counts


def _lowest_bits() -> list[int]:
    lowest = [0] * 65536
    for value in range(1, 65536):
        lowest[value] = ((value & -value).bit_length()) - 1
    return lowest


POPCOUNT: Final[list[int]] = _popcounts()
"""POPCOUNT[x]: the number of set bits of a 16-bit x (a list index is cheaper
than int.bit_count in both the compiled and the plain path)."""
LOWEST: Final[list[int]] = _lowest_bits()
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
        self.line_bits: list[int] = list(tables.line_bits)
        self.lines_at: list[list[int]] = [list(through) for through in tables.lines_at]
        self.completers: list[int] = list(tables.completers)
        self.traits: list[int] = list(tables.traits)
        self.line_count = len(tables.line_bits)
        # Per square, the pieces that complete a three-piece line there: scratch
        # space that `_threats` fills and its caller reads before recursing.
        self.threat_at: list[int] = [0] * 16

    def reset(self) -> None:
        """Forget the transposition table."""
        self.tt.clear()

    def table_entry(self, key: int) -> tuple[int, int, int, int] | None:
        """(lower, upper, depth, move) stored under `key`, or None."""
        entry = self.tt.get(key)
        return None if entry is None else unpack(entry)

    # --- the recursive search -------------------------------------------------

    def _threats(self, lines: list[int], occ: int) -> tuple[int, int, int]:
        """Read the threats of the board `lines`/`occ` into `threat_at`.

        Returns (blocking, threatened, twice): the empty squares of the
        three-piece lines, every piece that completes one, and the pieces that
        complete lines on two squares or more (placing on one square does not
        take those out of danger). `threat_at[s]` is valid for s in blocking.
        """
        line_bits = self.line_bits
        completers = self.completers
        at = self.threat_at
        blocking = 0
        for line in range(self.line_count):
            state = lines[line]
            if THREE <= state < FOUR:
                pieces = completers[state & LAND]
                if pieces:
                    empty = line_bits[line] & ~occ
                    square = LOWEST[empty]
                    if blocking & empty:
                        at[square] |= pieces
                    else:
                        at[square] = pieces
                        blocking |= empty
        threatened = 0
        twice = 0
        rest = blocking
        while rest:
            low = rest & -rest
            rest ^= low
            pieces = at[LOWEST[low]]
            twice |= threatened & pieces
            threatened |= pieces
        return blocking, threatened, twice

    def _search(self, hand: int, depth: int, alpha: int, beta: int) -> int:
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
                key = (board.raw << 4 | hand) << 1 | 1
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

        lines = board.lines
        lines_at = self.lines_at
        completers = self.completers
        code = self.traits[hand]
        avail = board.avail
        blocking, threatened, twice = self._threats(lines, occ)
        at = self.threat_at

        # Every placement with its safe gives, as one sortable int:
        # (safe gives << 1 | covers) << 20 | square << 16 | safe gives' set.
        # Placements with no safe give lose at once.
        candidates: list[int] = []
        free = ~occ & 0xFFFF
        if not avail & ~threatened:
            free &= blocking  # elsewhere every give completes a three-piece line
        while free:
            bit = free & -free
            free ^= bit
            square = LOWEST[bit]
            covers = 0
            unsafe = threatened
            if bit & blocking:
                # placing here covers this square's threats, unless they wait elsewhere too
                unsafe = threatened ^ (at[square] & ~twice)
                covers = 1
            for line in lines_at[square]:
                state = lines[line]
                if TWO <= state < THREE:
                    unsafe |= completers[state & code]
            safe = avail & ~unsafe
            if safe:
                count = POPCOUNT[safe]
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
                candidates = self._by_replies(candidates, code, occ)

        alpha0 = alpha
        beta0 = beta
        best = -WIN - 1
        best_move = -1
        cells = board.cells
        raw = board.raw
        raw_step = hand + 1
        child_depth = depth - 1
        keep = code | ~LAND
        for item in candidates:
            square = item >> 16 & 15
            gives = item & 0xFFFF
            bit = 1 << square
            cells[square] = hand
            # place: the children see a copy of the lines, so nothing needs undoing
            child = lines[:]
            for line in lines_at[square]:
                child[line] = (child[line] & keep) + ONE
            board.lines = child
            board.occ = occ | bit
            board.raw = raw + (raw_step << (5 * square))
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
            board.raw = raw
            board.occ = occ
            board.lines = lines
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

    def _by_replies(self, candidates: list[int], code: int, occ: int) -> list[int]:
        """Order every (placement, give) by how many moves it leaves the opponent.

        The opponent's moves are (placement, safe give) pairs, each counted:
        a proof below the move, of a win or of its refutation, goes through
        every one of them, so the fewest first finds a cut-off sooner and in a
        cheaper subtree (with none, the opponent has lost); then the fewest
        safe gives. A one-move lookahead that costs about a node per move, so
        it is kept to the top of the tree (`lookahead_from` empty squares up).
        Takes and returns `_search`'s candidate ints, one per move (its give
        alone in the set of gives).
        """
        lines_at = self.lines_at
        completers = self.completers
        traits = self.traits
        board = self.board
        lines = board.lines
        avail = board.avail
        at = self.threat_at
        keep = code | ~LAND
        ranked: list[int] = []
        for item in candidates:
            square = item >> 16 & 15
            safe = item & 0xFFFF
            rank = item >> 20  # safe gives << 1 | covers
            new_occ = occ | 1 << square
            child = lines[:]
            for line in lines_at[square]:
                child[line] = (child[line] & keep) + ONE
            blocking, threatened, twice = self._threats(child, new_occ)
            # Per opponent square: what the three-piece lines forbid, and the
            # two-piece lines the given piece would raise to three.
            forbidden_at: list[int] = []
            pair_states: list[int] = []
            pair_ends: list[int] = []
            free = ~new_occ & 0xFFFF
            while free:
                spot = free & -free
                free ^= spot
                spot_square = LOWEST[spot]
                forbidden = threatened
                if spot & blocking:
                    forbidden = threatened ^ (at[spot_square] & ~twice)
                forbidden_at.append(forbidden)
                for line in lines_at[spot_square]:
                    state = child[line]
                    if TWO <= state < THREE:
                        pair_states.append(state)
                pair_ends.append(len(pair_states))
            gives = safe
            while gives:
                low = gives & -gives
                gives ^= low
                give = LOWEST[low]
                give_code = traits[give]
                left = avail & ~low
                replies = 0  # the opponent's (placement, safe give) pairs
                start = 0
                for index in range(len(forbidden_at)):
                    forbidden = forbidden_at[index]
                    end = pair_ends[index]
                    for at_pair in range(start, end):
                        forbidden |= completers[pair_states[at_pair] & give_code]
                    start = end
                    replies += POPCOUNT[left & ~forbidden]
                ranked.append(((replies << 6 | rank) << 4 | square) << 4 | give)
        ranked.sort()
        return [(entry >> 4 & 15) << 16 | 1 << (entry & 15) for entry in ranked]

    def _last_three(self, hand: int, alpha: int, beta: int) -> int:
        """Three empty squares, two pieces left: solved without recursion.

        The window matters only when beta <= 0: then the answer is 0 (at least
        a draw) or -WIN, without looking for a win.

        After the side to move places `hand` on s and gives g, the opponent
        places g on t and must give the last piece r, which goes on the last
        square u. Every line through u then holds three pieces, so r wins there
        iff one of them shares a trait with r, counting the pieces put on s and t.
        """
        self.nodes += 1
        if beta <= 0:
            # The caller only asks whether the mover avoids losing: any safe give
            # does (0 is then a lower bound), and most calls end here.
            return 0 if self._can_give_safely(hand) else -WIN
        board = self.board
        lines = board.lines
        occ = board.occ
        completers = self.completers
        lines_at = self.lines_at
        line_bits = self.line_bits
        traits = self.traits
        code = traits[hand]
        avail = board.avail
        blocking, threatened, twice = self._threats(lines, occ)
        at = self.threat_at
        free = ~occ & 0xFFFF
        first = avail & -avail
        piece_a = LOWEST[first]
        piece_b = LOWEST[avail ^ first]
        squares: list[int] = []
        while free:
            bit = free & -free
            free ^= bit
            squares.append(LOWEST[bit])
        can_draw = False
        for index in range(3):
            square = squares[index]
            unsafe = threatened
            if blocking >> square & 1:
                unsafe = threatened ^ (at[square] & ~twice)
            for line in lines_at[square]:
                state = lines[line]
                if TWO <= state < THREE:
                    unsafe |= completers[state & code]
            safe = avail & ~unsafe
            if not safe:
                continue
            can_draw = True
            other_a = squares[(index + 1) % 3]
            other_b = squares[(index + 2) % 3]
            for turn in range(2):
                give = piece_a if turn == 0 else piece_b
                last = piece_b if turn == 0 else piece_a
                if not safe >> give & 1:
                    continue
                give_code = traits[give]
                last_code = traits[last]
                both_lose = True  # both placements of the give hand over a winning last piece
                for spot_turn in range(2):
                    spot = other_a if spot_turn == 0 else other_b
                    final = other_b if spot_turn == 0 else other_a
                    last_wins = False
                    for line in lines_at[final]:
                        shared = lines[line] & last_code
                        members = line_bits[line]
                        if members >> square & 1:
                            shared &= code
                        if members >> spot & 1:
                            shared &= give_code
                        if shared:
                            last_wins = True  # the last piece wins on the last square
                            break
                    if not last_wins:
                        both_lose = False  # the opponent has a placement that keeps the draw
                        break
                if both_lose:
                    return WIN
        return 0 if can_draw else -WIN

    def _can_give_safely(self, hand: int) -> bool:
        """Is there a placement of `hand` after which some piece left is safe to give?

        With two empty squares that decides the game (a draw, else a loss); with
        three it answers a caller that only asks whether the mover avoids losing.
        """
        board = self.board
        lines = board.lines
        occ = board.occ
        completers = self.completers
        lines_at = self.lines_at
        code = self.traits[hand]
        avail = board.avail
        blocking, threatened, twice = self._threats(lines, occ)
        at = self.threat_at
        free = ~occ & 0xFFFF
        while free:
            bit = free & -free
            free ^= bit
            square = LOWEST[bit]
            unsafe = threatened
            if bit & blocking:
                unsafe = threatened ^ (at[square] & ~twice)
            for line in lines_at[square]:
                state = lines[line]
                if TWO <= state < THREE:
                    unsafe |= completers[state & code]
            if avail & ~unsafe:
                return True
        return False

    def _check_stop(self) -> None:
        deadline = self.deadline
        if deadline is not None and time.monotonic() > deadline:
            raise SearchStopped("deadline")
        should_stop = self.should_stop
        if should_stop is not None and should_stop():
            raise SearchStopped("cancelled")
