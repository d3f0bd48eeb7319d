"""Questions about positions, answered by one search with one table.

    analyst = Analyst(options)
    analyst.best(position, budget)          -> Solution: the value and one best move
    analyst.exact(position, budget)         -> Solution, or None when the budget ran out
    analyst.estimate(position, budget, d)   -> Solution from a search d placements deep
    analyst.move_values(position, budget)   -> every legal move's worth, as they come

The hints, the review and the analysis board ask these of one `Analyst` per
rule option: its transposition table carries from one question to the next,
so the positions of one game, or the moves of one position, reuse each
other's work. A position solved at the root is also stored in the table
(`Search.remember`): an earlier position of the game then reads it.

Each question asks the search only for what it needs. The value and a best
move are the bare exact solve (`Solver.root_values` to the end, alpha-beta:
the moves after the best get a bound only). Every move's value starts from
that solve, then one null-window search per move tells its value from the
position's (a drawn position: does the move hold the draw; a won one: does it
win, else does it draw). Positions too big for the budget get an estimate,
from iterative deepening with the parity evaluation at the horizon (`search`).

The budget (`budget`) is made by the caller; nothing here reads a clock.
Nothing here writes a sentence either: values are `Outcome`s and numbers.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from enum import Enum
from functools import partial
from typing import TypeVar

from ..rules import Move, Position, RuleOptions
from .board import FastBoard
from .budget import UNLIMITED, Budget, Deadline
from .native import is_compiled
from .solver import WIN, SearchStopped, Solver, is_proven

T = TypeVar("T")

EXACT_REACH = {"compiled": 13, "plain": 12}
"""Per search path, up to how many empty squares a position goes to the exact
solve at once, whatever the budget says it affords (bench/ai_solver.py: 13 empty
squares take seconds compiled, a minute or more as plain Python)."""

NOMINAL_RATE = {"compiled": 4_000_000, "plain": 80_000}
"""Nodes per second of an exact solve (bench/ai_solver.py, here about 5.5 million
compiled), until a `Deadline` has seen the rate of this machine."""

EXACT_SHARE = 0.85
"""Of the budget left, the share an exact solve gets when it might not finish: the
rest is for an estimate if it does not."""

TABLE_LIMIT = 1_500_000
"""Table entries (one int each, roughly 120 bytes with the dict's share) beyond
which the table starts afresh before the next question."""


def expected_nodes(empties: int) -> int:
    """About how many nodes an exact solve at `empties` empty squares searches: ten
    times more per square (bench/ai_solver.py medians: 12 about a million, 13 about
    ten million, 14 about a hundred million)."""
    return 10 ** max(empties - 6, 0)


class Outcome(Enum):
    """What a position or a move is worth to the side to move."""

    WIN = "win"
    DRAW = "draw"
    LOSS = "loss"
    UNKNOWN = "unknown"  # not solved: see the estimate


_RANK = {Outcome.LOSS: 0, Outcome.DRAW: 1, Outcome.WIN: 2}


@dataclass(frozen=True, slots=True)
class Worth:
    """A value for the side to move: exact (win, draw, loss) or an estimate."""

    outcome: Outcome
    estimate: float | None = None  # -1..1 when not exact (the horizon's guess)

    @property
    def exact(self) -> bool:
        return self.outcome is not Outcome.UNKNOWN

    @property
    def rank(self) -> int | None:
        """2 for a win, 1 a draw, 0 a loss; None when not exact."""
        return _RANK.get(self.outcome)

    def score(self) -> float:
        """One number to compare worths by: 1, 0, -1 when exact, else the estimate."""
        if self.outcome is Outcome.UNKNOWN:
            return self.estimate or 0.0
        return float((self.rank or 0) - 1)

    def for_opponent(self) -> Worth:
        """The same position seen by the other side."""
        flipped = {Outcome.WIN: Outcome.LOSS, Outcome.LOSS: Outcome.WIN}
        estimate = None if self.estimate is None else -self.estimate
        return Worth(flipped.get(self.outcome, self.outcome), estimate)


WON = Worth(Outcome.WIN)
DRAWN = Worth(Outcome.DRAW)
LOST = Worth(Outcome.LOSS)
_SOLVED = {WIN: WON, 0: DRAWN, -WIN: LOST}


def worth_of(value: int, exact: bool) -> Worth:
    """The worth of a search value (WIN, 0, -WIN, or a horizon estimate between)."""
    if exact or is_proven(value):
        return _SOLVED[max(-WIN, min(WIN, value))]
    return Worth(Outcome.UNKNOWN, round(value / WIN, 3))


@dataclass(frozen=True, slots=True)
class Solution:
    """A position's worth and one move that keeps it (None when the game is over)."""

    worth: Worth
    best: Move | None
    depth: int  # placements searched ahead (the empty squares when exact)


@dataclass(frozen=True, slots=True)
class MoveWorth:
    """One legal move and what it is worth to the side to move. A placement that
    wins at once is one move without a give."""

    move: Move
    worth: Worth
    depth: int  # placements searched ahead for it (the empty squares when exact)


def search_path() -> str:
    """Which search answers: "compiled" (mypyc) or "plain"."""
    return "compiled" if is_compiled() else "plain"


def wins_at_once(position: Position, options: RuleOptions) -> list[int]:
    """The empty squares where the piece in hand makes a line."""
    if position.hand is None:
        return []
    return FastBoard(options, position).winning_squares(position.hand)


def hands_over_a_win(position: Position, options: RuleOptions, move: Move) -> int | None:
    """A square where the opponent wins at once with the piece `move` gives (its
    placement not a win), or None when the give is safe."""
    if move.give is None:
        return None
    after = position.push_unchecked(move)
    squares = FastBoard(options, after).winning_squares(move.give)
    return squares[0] if squares else None


class Analyst:
    """One search and one table for one rule option; see the module's notes."""

    def __init__(
        self, options: RuleOptions, *, reach: int | None = None, table_limit: int = TABLE_LIMIT
    ) -> None:
        self.options = options
        self.solver = Solver(options)
        self.path = search_path()
        self.reach = EXACT_REACH[self.path] if reach is None else reach
        self.table_limit = table_limit
        self.nodes = 0  # every node this analyst has searched
        self._solved: dict[Position, Solution] = {}  # positions solved at the root

    def deadline(self, seconds: float, cancelled: Callable[[], bool] | None = None) -> Deadline:
        """A budget of `seconds` for this analyst's questions (reads the clock)."""
        return Deadline(seconds, rate=NOMINAL_RATE[self.path], cancelled=cancelled)

    # --- the questions -------------------------------------------------------

    def best(self, position: Position, budget: Budget = UNLIMITED) -> Solution:
        """The position's worth and one best move: exact when the budget allows it,
        else the deepest estimate it allows.

        Exact at once up to `reach` empty squares, or when the budget affords the
        solve (`expected_nodes`); otherwise iterative deepening, going to the exact
        solve as soon as the budget left affords it. An exact solve cut short
        leaves `1 - EXACT_SHARE` of the budget to an estimate.
        """
        settled = self._settled(position)
        if settled is not None:
            return settled
        known = self._solved.get(position)
        if known is not None:
            return known
        empties = 16 - position.placed_count
        if empties <= self.reach or budget.affords(self.nodes, expected_nodes(empties)):
            solved = self.exact(position, budget.part(EXACT_SHARE, self.nodes))
            if solved is not None:
                return solved
            return self.estimate(position, budget)
        return self.estimate(position, budget, jump=True)

    def exact(self, position: Position, budget: Budget = UNLIMITED) -> Solution | None:
        """The exact worth and one best move (the bare solve), or None when the
        budget runs out first."""
        settled = self._settled(position)
        if settled is not None:
            return settled
        known = self._solved.get(position)
        if known is not None:
            return known
        self._keep_table_small()
        solver = self.solver
        try:
            results = self._run(budget, True, lambda: solver.root_values(position, 16))
        except SearchStopped:
            return None
        move, value = max(results, key=lambda item: item[1])
        solved = Solution(worth_of(value, True), move, 16 - position.placed_count)
        self._solved[position] = solved
        if position.hand is not None and move.square is not None:
            solver.board.load(position)
            solver.remember(position.hand, value, move.square << 4 | (move.give or 0))
        return solved

    def estimate(
        self,
        position: Position,
        budget: Budget = UNLIMITED,
        max_depth: int | None = None,
        *,
        jump: bool = False,
    ) -> Solution:
        """Iterative deepening, one placement deeper at a time, while the budget
        lasts (and to `max_depth`): the last depth's value and favourite move.
        Exact when a depth reaches the end or proves a win or a loss. With `jump`,
        the exact solve is tried as soon as the budget left affords it.

        When not even one depth finishes, the first move that does not hand over
        a win at once, with the estimate 0.
        """
        settled = self._settled(position)
        if settled is not None:
            return settled
        known = self._solved.get(position)
        if known is not None:
            return known
        self._keep_table_small()
        solver = self.solver
        empties = 16 - position.placed_count
        last = empties if max_depth is None else max(1, min(empties, max_depth))
        order = solver.root_order(position, list(position.legal_moves()))
        found: Solution | None = None
        for depth in range(1, last + 1):
            if jump and depth > 1 and budget.affords(self.nodes, expected_nodes(empties)):
                solved = self.exact(position, budget.part(EXACT_SHARE, self.nodes))
                if solved is not None:
                    return solved
                break
            try:
                results = self._run(
                    budget, False, partial(solver.root_values, position, depth, order)
                )
            except SearchStopped:
                break
            move, value = max(results, key=lambda item: item[1])
            order = [move] + [m for m in order if m != move]
            exact = depth >= empties or is_proven(value)
            found = Solution(worth_of(value, exact), move, empties if exact else depth)
            if exact:
                self._solved[position] = found
                break
        if found is not None:
            return found
        safe = next(
            (m for m in order if hands_over_a_win(position, self.options, m) is None), order[0]
        )
        return Solution(Worth(Outcome.UNKNOWN, 0.0), safe, 0)

    def move_values(
        self, position: Position, budget: Budget = UNLIMITED, max_depth: int | None = None
    ) -> Iterator[MoveWorth]:
        """Every legal move's worth, yielded as it becomes known.

        First what needs no search (placements that win at once, gives that hand
        over a win at once, the last piece), then a one-placement look at the rest
        (estimates), then, when the budget affords the position's exact solve,
        each move's exact value, best moves first; otherwise deeper estimates,
        one depth at a time (to `max_depth` placements, when given, and then no
        exact solve). A move may come more than once: the later worth replaces
        the earlier. When the budget runs out the generator ends.
        """
        if position.is_full:
            return
        options = self.options
        empties = 16 - position.placed_count
        wins = set(wins_at_once(position, options))
        for square in sorted(wins):
            yield MoveWorth(Move(square, None), WON, empties)
        rest: list[Move] = []
        for move in position.legal_moves():
            if move.square in wins:
                continue
            if move.give is None:
                yield MoveWorth(move, DRAWN, empties)  # the last piece, without a line
            elif hands_over_a_win(position, options, move) is not None:
                yield MoveWorth(move, LOST, empties)
            else:
                rest.append(move)
        if not rest:
            return
        self._keep_table_small()
        solver = self.solver
        order = solver.root_order(position, rest)
        try:
            first = self._run(
                budget, False, lambda: solver.root_values(position, 1, order, full_window=True)
            )
        except SearchStopped:
            return
        shown: dict[Move, MoveWorth] = {}
        for move, value in first:
            exact = empties <= 1 or is_proven(value)
            shown[move] = MoveWorth(move, worth_of(value, exact), empties if exact else 1)
            yield shown[move]
        if all(entry.worth.exact for entry in shown.values()):
            return
        last = empties if max_depth is None else max(1, min(empties, max_depth))
        if last >= empties and (
            empties <= self.reach or budget.affords(self.nodes, expected_nodes(empties))
        ):
            root = self.exact(position, budget.part(EXACT_SHARE, self.nodes))
            if root is not None:
                yield from self._exact_moves(position, root, order, shown, budget)
                return
        yield from self._deeper_moves(position, order, shown, budget, last)

    # --- the parts -----------------------------------------------------------

    def _exact_moves(
        self,
        position: Position,
        root: Solution,
        order: list[Move],
        shown: dict[Move, MoveWorth],
        budget: Budget,
    ) -> Iterator[MoveWorth]:
        """Each move's exact worth from the position's: one or two null-window searches."""
        value = {Outcome.WIN: WIN, Outcome.DRAW: 0, Outcome.LOSS: -WIN}[root.worth.outcome]
        if root.best in shown:
            order = [root.best] + [m for m in order if m != root.best]
        empties = 16 - position.placed_count
        hand = position.hand
        for move in order:
            if shown[move].worth.exact:
                continue
            if value <= -WIN:
                found = -WIN  # every move of a lost position loses
            elif move == root.best:
                found = value
            else:
                try:
                    found = self._run(
                        budget, True, partial(self._classify, position, hand, move, value)
                    )
                except SearchStopped:
                    return
            shown[move] = MoveWorth(move, worth_of(found, True), empties)
            yield shown[move]

    def _classify(self, position: Position, hand: int | None, move: Move, known: int) -> int:
        """The exact value of one root move, knowing the position's (no move beats it)."""
        solver = self.solver
        solver.board.load(position)  # a search cut short leaves the board mid-search
        if known >= WIN:
            # window (0, WIN]: a win, or at most a draw
            if solver._root_move(hand, move, 16, 0) >= WIN:
                return WIN
        # window (-1, WIN]: at least a draw (a draw: no win is left), or a loss
        return 0 if solver._root_move(hand, move, 16, -1) >= 0 else -WIN

    def _deeper_moves(
        self,
        position: Position,
        order: list[Move],
        shown: dict[Move, MoveWorth],
        budget: Budget,
        last: int,
    ) -> Iterator[MoveWorth]:
        """Full-window iterative deepening over every move not yet proven, from depth 2
        to `last`, while the budget lasts; a move proven at some depth stays proven."""
        solver = self.solver
        empties = 16 - position.placed_count
        for depth in range(2, last + 1):
            moves = [m for m in order if not shown[m].worth.exact]
            if not moves:
                return
            try:
                results = self._run(
                    budget,
                    False,
                    partial(solver.root_values, position, depth, moves, full_window=True),
                )
            except SearchStopped:
                return
            results.sort(key=lambda item: -item[1])
            for move, value in results:
                exact = depth >= empties or is_proven(value)
                worth = worth_of(value, exact)
                changed = worth != shown[move].worth
                shown[move] = MoveWorth(move, worth, empties if exact else depth)
                if changed:  # a new depth alone is not worth a message to the screen
                    yield shown[move]
            order = [m for m, _ in results] + [m for m in order if shown[m].worth.exact]

    def _settled(self, position: Position) -> Solution | None:
        """Positions that need no search: a full board, a win at once, the last piece."""
        if position.is_full:
            return Solution(DRAWN, None, 0)
        wins = wins_at_once(position, self.options)
        if wins:
            return Solution(WON, Move(wins[0], None), 1)
        if position.hand is not None and not position.available():
            return Solution(DRAWN, Move(position.empty_squares()[0], None), 1)
        return None

    def _run(
        self, budget: Budget, exact: bool, search: Callable[[], T], solver: Solver | None = None
    ) -> T:
        """Run `search` on `solver` (the analyst's own by default) under `budget`,
        counting its nodes."""
        solver = solver or self.solver
        solver.deadline = None
        solver.nodes = 0
        searching = solver
        solver.should_stop = lambda: budget.exhausted(self.nodes + searching.nodes, exact)
        try:
            return search()
        finally:
            self.nodes += solver.nodes
            solver.nodes = 0
            solver.should_stop = None

    def _keep_table_small(self) -> None:
        """Between questions: a table grown past `table_limit` starts afresh."""
        if len(self.solver.tt) > self.table_limit:
            self.solver.reset()
            self._solved.clear()
