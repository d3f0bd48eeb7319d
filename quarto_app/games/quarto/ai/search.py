"""The recursive search: negamax with alpha-beta over the compound move (place
the piece in hand, give one), below the root that `solver.Solver` adds.

The search runs on its own flat board (piece numbers, and per line one int
holding the AND of the counted traits and the piece count) and on bit sets:
`occ` (occupied squares), `avail` (pieces that can still be given). Every rule
option uses the same code; only the tables differ.

What makes it fast enough for exact endgames in pure Python:

* the win test and the "unsafe gives" scan are table lookups on the lines
  through one square (`Tables.lines_at`, `Tables.completers`);
* a give that lets the opponent win at once is never searched: a placement
  after which every give is unsafe simply loses, so every searched child holds
  a piece that cannot win at once, and needs no win test of its own;
* the lines with three pieces are passed down as threats (empty square ->
  the pieces that complete a line there); with the pieces threatened on two
  squares or more worked out once per node, the unsafe set after a placement
  is one XOR (a sixth less time with 2x2 squares than scanning the lines);
* a transposition table stores lower and upper bounds with the depth they
  hold for (from seven empty squares up; smaller subtrees are cheaper to
  search again); with eleven or more empty squares the key is the canonical
  form under the symmetries (`symmetry.canonical_key`), deeper a raw key;
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
  instead of an undo log;
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

from ..rules import RuleOptions
from .board import LAND, ONE, THREE, TWO, FastBoard
from .symmetry import canonical_key
from .tables import Tables, tables_for

FOUR = THREE + ONE
WIN = 1000
PARITY = 100
"""Horizon estimate: a placement that leaves an odd number of safe gives is worth
+PARITY (the opponent is the one who runs out of safe pieces first), even -PARITY."""

EXACT = 99
"""Depth stored with exact table entries: good for any search depth."""

CANONICAL_FROM = 11
"""Nodes with at least this many empty squares use the symmetric canonical key."""

LOOKAHEAD_FROM = 9
"""Nodes with at least this many empty squares order their moves by `_by_replies`."""

_TABLE_FROM = 7  # smaller subtrees are cheaper to search again than to look up
_CHECK_EVERY = 255  # nodes between looks at the clock and the cancel flag


def _threatened(threats: dict[int, int]) -> tuple[int, int]:
    """Every piece that completes a three-piece line, and those that do so on two
    squares or more (placing on one square does not take those out of danger)."""
    threatened = twice = 0
    for pieces in threats.values():
        twice |= threatened & pieces
        threatened |= pieces
    return threatened, twice


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
    ) -> None:
        self.tables: Tables = tables_for(options)
        self.options = options
        self.canonical_from = canonical_from
        self.ordering = ordering
        self.use_table = table
        self.lookahead_from = lookahead_from
        self.tt: dict[int, tuple[int, int, int, int]] = {}
        self.nodes = 0
        self.deadline: float | None = None
        self.should_stop: Callable[[], bool] | None = None
        self.board = FastBoard(options)

    def reset(self) -> None:
        """Forget the transposition table."""
        self.tt.clear()

    # --- the recursive search -------------------------------------------------

    def _search(self, hand: int, depth: int, alpha: int, beta: int, threats: dict[int, int]) -> int:
        """Value for the side to move, who holds `hand`: a piece that cannot win at once.

        `threats` maps the empty square of every three-piece line to the pieces
        that complete a line there (`FastBoard.threats`).
        """
        self.nodes += 1
        if not self.nodes & _CHECK_EVERY:
            self._check_stop()
        board = self.board
        occ = board.occ
        empties = 16 - occ.bit_count()
        if empties <= 3:
            if empties == 3:
                return self._last_three(hand, depth, alpha, beta, threats)
            if empties == 2:
                # one piece left: a draw if some placement keeps it safe to give
                return 0 if self._can_give_safely(hand, threats) else -WIN
            return 0  # the last piece goes down without a line: draw
        exact = depth >= empties
        tt = self.tt
        use_table = self.use_table and empties >= _TABLE_FROM
        if not use_table:
            key = 0
        elif empties >= self.canonical_from:
            key = canonical_key(board.cells, occ, hand, self.tables) << 1
        else:
            key = (board.raw << 4 | hand) << 1 | 1
        entry = tt.get(key) if use_table else None
        hint = -1
        if entry is not None:
            lower, upper, stored_depth, hint = entry
            if stored_depth != EXACT:
                hint = -1  # a horizon search's favourite orders worse than the static order
            if stored_depth == EXACT or (not exact and stored_depth >= depth):
                if lower >= beta:
                    return lower
                if upper <= alpha:
                    return upper
                if lower == upper:
                    return lower
                if lower > alpha:
                    alpha = lower
                if upper < beta:
                    beta = upper

        tables = self.tables
        lines_at = tables.lines_at
        line_bits = tables.line_bits
        completers = tables.completers
        lines = board.lines
        code = tables.traits[hand]
        avail = board.avail

        # Every placement with its safe gives; placements with none lose at once.
        candidates = []
        free = ~occ & 0xFFFF
        blocking = 0  # the empty squares of the three-piece lines
        threatened = 0  # every piece that completes one of them
        twice = 0  # the pieces that complete lines on two squares or more
        for empty, pieces in threats.items():
            blocking |= empty
            twice |= threatened & pieces
            threatened |= pieces
        if not avail & ~threatened:
            free &= blocking  # elsewhere every give completes a three-piece line
        while free:
            bit = free & -free
            free ^= bit
            square = bit.bit_length() - 1
            if bit & blocking:
                # placing here covers this square's threats, unless they wait elsewhere too
                unsafe = threatened ^ (threats[bit] & ~twice)
                covers = 1
            else:
                unsafe = threatened
                covers = 0
            for line in lines_at[square]:
                state = lines[line]
                if TWO <= state < THREE:
                    unsafe |= completers[state & code]
            safe = avail & ~unsafe
            if safe:
                count = safe.bit_count()
                if count & 1 and depth <= 0:
                    return PARITY  # the horizon's best estimate: no need to look further
                # fewest safe gives first; on a tie, leave the threats standing
                candidates.append((count << 1 | covers, square, safe))
        if not candidates:
            if use_table:
                tt[key] = (-WIN, -WIN, EXACT, -1)
            return -WIN
        if depth <= 0:
            return -PARITY  # every placement leaves an even number of safe gives

        if self.ordering:
            candidates.sort()
            if hint >= 0:
                hint_square = hint >> 4
                for i, item in enumerate(candidates):
                    if item[1] == hint_square:
                        candidates.insert(0, candidates.pop(i))
                        break

        alpha0, beta0 = alpha, beta
        best = -WIN - 1
        best_move = -1
        cells = board.cells
        raw_step = hand + 1
        child_depth = depth - 1
        keep = code | ~LAND
        recurse = self._last_three if empties == 4 else self._search
        if hint < 0 and empties >= self.lookahead_from and self.ordering:
            candidates = self._by_replies(candidates, code, occ, threats)
        for item in candidates:
            square = item[1]
            bit = 1 << square
            cells[square] = hand
            new_occ = occ | bit
            if len(item) > 3:  # placed and ordered by _by_replies
                child, child_threats, order = item[3], item[4], item[5]
            else:
                # place: the children see a copy of the lines, so nothing needs undoing
                child = lines[:]
                child_threats = threats.copy()
                if bit & blocking:
                    del child_threats[bit]
                for line in lines_at[square]:
                    state = (child[line] & keep) + ONE
                    child[line] = state
                    if THREE <= state < FOUR:
                        pieces = completers[state & LAND]
                        if pieces:
                            empty = line_bits[line] & ~new_occ
                            child_threats[empty] = child_threats.get(empty, 0) | pieces
                gives = item[2]
                if self.ordering and hint >> 4 == square and gives >> (hint & 15) & 1:
                    order = [hint & 15]
                    gives &= ~(1 << (hint & 15))
                else:
                    order = []
                while gives:
                    low = gives & -gives
                    gives ^= low
                    order.append(low.bit_length() - 1)
            board.lines = child
            board.occ = new_occ
            board.raw += raw_step << (5 * square)
            try:
                for give in order:
                    board.avail = avail & ~(1 << give)
                    value = -recurse(give, child_depth, -beta, -alpha, child_threats)
                    if value > best:
                        best = value
                        best_move = square << 4 | give
                        if value > alpha:
                            alpha = value
                            if alpha >= beta:
                                break
            finally:
                board.avail = avail
                board.raw -= raw_step << (5 * square)
                board.occ = occ
                board.lines = lines
            if alpha >= beta:
                break

        stored = EXACT if exact else depth
        if entry is not None and entry[2] == stored:
            lower, upper = entry[0], entry[1]
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
        if use_table and (entry is None or entry[2] <= stored):
            tt[key] = (lower, upper, stored, best_move)
        return best

    def _by_replies(
        self, candidates: list[tuple[int, int, int]], code: int, occ: int, threats: dict[int, int]
    ) -> list[tuple]:
        """Order every (placement, give) by how many moves it leaves the opponent.

        The opponent's moves are (placement, safe give) pairs, each counted:
        a proof below the move, of a win or of its refutation, goes through
        every one of them, so the fewest first finds a cut-off sooner and in a
        cheaper subtree (with none, the opponent has lost); then the fewest
        safe gives. A one-move lookahead that costs about a node per move, so
        it is kept to the top of the tree (`lookahead_from` empty squares up).
        One entry per move, each with its placed lines and its give alone in
        `order`.
        """
        tables = self.tables
        lines_at, line_bits = tables.lines_at, tables.line_bits
        completers, traits = tables.completers, tables.traits
        lines = self.board.lines
        avail = self.board.avail
        keep = code | ~LAND
        ranked = []
        for count, square, safe in candidates:
            bit = 1 << square
            new_occ = occ | bit
            child = lines[:]
            child_threats = threats.copy()
            child_threats.pop(bit, None)
            for line in lines_at[square]:
                state = (child[line] & keep) + ONE
                child[line] = state
                if THREE <= state < FOUR:
                    pieces = completers[state & LAND]
                    if pieces:
                        empty = line_bits[line] & ~new_occ
                        child_threats[empty] = child_threats.get(empty, 0) | pieces
            threatened, twice = _threatened(child_threats)
            # Per opponent square: what the three-piece lines forbid, and the
            # two-piece lines the given piece would raise to three.
            spots = []
            free = ~new_occ & 0xFFFF
            while free:
                spot = free & -free
                free ^= spot
                forbidden = threatened ^ (child_threats.get(spot, 0) & ~twice)
                pairs = []
                for line in lines_at[spot.bit_length() - 1]:
                    state = child[line]
                    if TWO <= state < THREE:
                        pairs.append(state)
                spots.append((forbidden, pairs))
            gives = safe
            while gives:
                low = gives & -gives
                gives ^= low
                give = low.bit_length() - 1
                give_code = traits[give]
                left = avail & ~low
                replies = 0  # the opponent's (placement, safe give) pairs
                for forbidden, pairs in spots:
                    for state in pairs:
                        forbidden |= completers[state & give_code]
                    replies += (left & ~forbidden).bit_count()
                ranked.append((replies, count, square, safe, child, child_threats, [give]))
        ranked.sort(key=lambda entry: entry[:3])
        return [entry[1:] for entry in ranked]

    def _last_three(
        self, hand: int, depth: int, alpha: int, beta: int, threats: dict[int, int]
    ) -> int:
        """Three empty squares, two pieces left: solved without recursion.

        It takes `_search`'s arguments so that a node with four empty squares
        can call it directly. The depth does not matter; the window does only
        when beta <= 0: then the answer is 0 (at least a draw) or -WIN, without
        looking for a win.

        After the side to move places `hand` on s and gives g, the opponent
        places g on t and must give the last piece r, which goes on the last
        square u. Every line through u then holds three pieces, so r wins there
        iff one of them shares a trait with r, counting the pieces put on s and t.
        """
        self.nodes += 1
        if beta <= 0:
            # The caller only asks whether the mover avoids losing: any safe give
            # does (0 is then a lower bound), and most calls end here.
            return 0 if self._can_give_safely(hand, threats) else -WIN
        board = self.board
        tables = self.tables
        completers, lines, lines_at = tables.completers, board.lines, tables.lines_at
        line_bits, traits = tables.line_bits, tables.traits
        code = traits[hand]
        avail = board.avail
        threatened, twice = _threatened(threats)
        free = ~board.occ & 0xFFFF
        first = avail & -avail
        pair = ((first.bit_length() - 1, (avail ^ first).bit_length() - 1),)
        pair += ((pair[0][1], pair[0][0]),)
        empties = []
        while free:
            bit = free & -free
            free ^= bit
            empties.append(bit.bit_length() - 1)
        can_draw = False
        for square in empties:
            bit = 1 << square
            unsafe = threatened ^ (threats.get(bit, 0) & ~twice)
            for line in lines_at[square]:
                state = lines[line]
                if TWO <= state < THREE:
                    unsafe |= completers[state & code]
            safe = avail & ~unsafe
            if not safe:
                continue
            can_draw = True
            t0, t1 = (t for t in empties if t != square)
            for give, last in pair:
                if not safe >> give & 1:
                    continue
                give_code, last_code = traits[give], traits[last]
                for spot, final in ((t0, t1), (t1, t0)):
                    for line in lines_at[final]:
                        shared = lines[line] & last_code
                        members = line_bits[line]
                        if members >> square & 1:
                            shared &= code
                        if members >> spot & 1:
                            shared &= give_code
                        if shared:
                            break  # the last piece wins on the last square
                    else:
                        break  # the opponent has a placement that keeps the draw
                else:
                    return WIN  # both placements hand over a winning last piece
        return 0 if can_draw else -WIN

    def _can_give_safely(self, hand: int, threats: dict[int, int]) -> bool:
        """Is there a placement of `hand` after which some piece left is safe to give?

        With two empty squares that decides the game (a draw, else a loss); with
        three it answers a caller that only asks whether the mover avoids losing.
        """
        board = self.board
        tables = self.tables
        completers, lines, lines_at = tables.completers, board.lines, tables.lines_at
        code = tables.traits[hand]
        avail = board.avail
        threatened, twice = _threatened(threats)
        free = ~board.occ & 0xFFFF
        while free:
            bit = free & -free
            free ^= bit
            unsafe = threatened ^ (threats.get(bit, 0) & ~twice)
            for line in lines_at[bit.bit_length() - 1]:
                state = lines[line]
                if TWO <= state < THREE:
                    unsafe |= completers[state & code]
            if avail & ~unsafe:
                return True
        return False

    def _check_stop(self) -> None:
        if self.deadline is not None and time.monotonic() > self.deadline:
            raise SearchStopped("deadline")
        if self.should_stop is not None and self.should_stop():
            raise SearchStopped("cancelled")
