"""The difficulty levels and the blocking move chooser built on them.

A level is a handful of numbers a player never sees: how often it plays a
careless move instead of searching (and how careless: does it spot its own
winning square, does it avoid handing over a winning piece), how deep and how
long it searches, and how reliably it calls QUARTO!. Beginner is mostly
careless; Hard and Master always search and never miss a line.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from ...errors import GameError
from ..rules import Move, Position, RuleOptions
from .board import FastBoard
from .solver import WIN, Solver

_LOCAL = threading.local()  # a solver holds board state: one set per thread
_JUMP_AFTER = 3  # shallow depths before the exact search (see Solver.iterate)
_GROWTH = 6.0  # roughly how much longer the next depth takes than the last
_WIN_PROBE_SHARE = 0.6  # of the time the probe has, what the search for a forced win gets
_PROBE_SHARE = 0.25  # of the thinking time, what the deepening keeps when a win probe follows
_TABLE_LIMIT = 600_000  # entries (one int each, about 70 MB); beyond, the table starts afresh
# seconds the choice among equal moves gets even when the solve took long (it surveys,
# estimates and counts: 0.2 s left it little more than the first move it looked at)
_CHANCES_MIN = 0.8
_DEADLINE_MARGIN = 0.05  # the choice among equal moves and the probe end this long before it


@dataclass(frozen=True)
class Level:
    """One difficulty level of the computer opponent."""

    name: str  # its id (the words players see are the catalog's: quarto.level.<name>)
    careless: float  # chance to play a careless move instead of searching
    win_sight: float  # careless move: chance to see a square that wins at once
    safe_sight: float  # careless move: chance to give a piece that cannot win at once
    max_depth: int | None  # placements searched ahead before exact_from (None: time allows)
    exact_from: int  # from this many empty squares on, go for the exact search at once
    win_probe_from: int  # above exact_from, from this many empty squares on, look for a forced win
    think: float  # seconds of search it aims for
    deadline: float  # seconds it never exceeds
    own_line_sight: float  # chance to notice the line it just made
    steal_sight: float  # chance to notice the opponent's unclaimed line
    delay: tuple[float, float]  # range of seconds before it calls QUARTO!
    # among moves of equal exact value, the one that leaves the opponent the most
    # ways to go wrong (Solver.most_chances) instead of any
    plays_for_chances: bool = False

    def notices_own_line(self, rng: random.Random) -> bool:
        """Does the computer see the line it has just made (and call QUARTO!)?"""
        return rng.random() < self.own_line_sight

    def notices_missed_line(self, rng: random.Random) -> bool:
        """Does it see the opponent's unclaimed line in time to steal it?"""
        return rng.random() < self.steal_sight

    def call_delay(self, rng: random.Random, window: float | None = None) -> float:
        """Seconds before calling QUARTO!: never instant, always inside the window.

        Above 0.3 s, and below 0.8 x `window` when the call window is timed (a
        window too short for both gets 80% of its length minus a little).
        """
        low, high = self.delay
        delay = rng.uniform(low, high)
        if window is not None:
            ceiling = 0.8 * window
            delay = min(delay, ceiling * 0.95)
            if delay <= 0.3 and ceiling > 0.32:
                delay = rng.uniform(0.31, min(ceiling * 0.95, 0.6))
        return delay


LEVELS: tuple[Level, ...] = (
    Level(
        name="Beginner",
        careless=1.0,
        win_sight=0.5,
        safe_sight=0.5,
        max_depth=0,
        exact_from=0,
        win_probe_from=0,
        think=0.0,
        deadline=1.0,
        own_line_sight=0.6,
        steal_sight=0.2,
        delay=(1.2, 2.6),
    ),
    Level(
        name="Easy",
        careless=0.45,
        win_sight=0.8,
        safe_sight=0.8,
        max_depth=1,
        exact_from=3,
        win_probe_from=0,
        think=0.3,
        deadline=1.0,
        own_line_sight=0.85,
        steal_sight=0.5,
        delay=(1.0, 2.2),
    ),
    Level(
        name="Medium",
        careless=0.12,
        win_sight=0.95,
        safe_sight=0.9,
        max_depth=2,
        exact_from=7,
        win_probe_from=0,
        think=0.6,
        deadline=1.5,
        own_line_sight=0.95,
        steal_sight=0.8,
        delay=(0.8, 1.8),
    ),
    Level(
        name="Hard",
        careless=0.0,
        win_sight=1.0,
        safe_sight=1.0,
        max_depth=2,
        exact_from=9,
        win_probe_from=0,
        think=0.6,
        deadline=1.5,
        own_line_sight=1.0,
        steal_sight=1.0,
        delay=(0.6, 1.4),
        plays_for_chances=True,
    ),
    Level(
        name="Master",
        careless=0.0,
        win_sight=1.0,
        safe_sight=1.0,
        max_depth=None,
        exact_from=12,
        win_probe_from=13,
        think=1.6,
        deadline=3.5,
        own_line_sight=1.0,
        steal_sight=1.0,
        delay=(0.5, 1.2),
        plays_for_chances=True,
    ),
)
"""The levels, weakest first."""


class LevelCode(Enum):
    UNKNOWN_LEVEL = "unknown_level"  # level, choices


class LevelError(GameError):
    """A level name that is not one of LEVELS (a ValueError)."""


def level_by_name(name: str) -> Level:
    """The level called `name` (any case); LevelError listing the names otherwise."""
    for level in LEVELS:
        if isinstance(name, str) and level.name.lower() == name.strip().lower():
            return level
    choices = ", ".join(level.name for level in LEVELS)
    raise LevelError(LevelCode.UNKNOWN_LEVEL, level=name, choices=choices)


def solver_for(options: RuleOptions, owner: str = "") -> Solver:
    """A solver per rule option, owner (a level's name) and thread, kept between moves
    so the table carries over.

    Each level keeps its own table: two computer seats share one search process,
    and with one table the weaker level's shallow search would read the exact
    values the stronger one's solves left there (Hard then plays far better than
    its own search, and Master's choice of the opponent's chances reads it wrong).
    """
    solvers: dict[tuple[RuleOptions, str], Solver] = _LOCAL.__dict__.setdefault("solvers", {})
    solver = solvers.get((options, owner))
    if solver is None:
        solver = solvers[(options, owner)] = Solver(options)
    elif len(solver.tt) > _TABLE_LIMIT:
        solver.reset()
    return solver


def forget_tables() -> None:
    """Drop this thread's solvers and their tables (benches that start each position afresh)."""
    _LOCAL.__dict__.pop("solvers", None)


def choose_move(
    position: Position,
    options: RuleOptions,
    level: Level,
    rng: random.Random,
    seconds: float | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> Move:
    """The computer's move at `level` (blocking). Always legal.

    While pieces remain the move names a give even when the placement wins:
    it is what the computer hands over if it does not notice its own line.
    `seconds` replaces the level's thinking time (the hard deadline follows).
    `should_stop()` is polled during the search; when it turns true the best
    move found so far is returned at once.
    """
    if position.is_full:
        raise ValueError("the board is full: there is no move to choose")
    moves = list(position.legal_moves())
    if rng.random() < level.careless:
        return careless_move(position, options, level, rng)
    think = level.think if seconds is None else seconds
    deadline = level.deadline if seconds is None else max(seconds, 0.05)
    empties = 16 - position.placed_count
    solve = empties <= level.exact_from
    max_depth = None if solve else level.max_depth
    probe = not solve and empties <= level.win_probe_from
    return search_move(
        position,
        options,
        rng,
        moves,
        think,
        deadline,
        max_depth,
        solve,
        should_stop,
        probe,
        chances=level.plays_for_chances,
        owner=level.name,
    )


def search_move(
    position: Position,
    options: RuleOptions,
    rng: random.Random,
    moves: list[Move],
    think: float,
    deadline: float,
    max_depth: int | None,
    solve: bool,
    should_stop: Callable[[], bool] | None = None,
    probe: bool = False,
    *,
    chances: bool = False,
    owner: str = "",
) -> Move:
    """Iterative deepening within the time limits; ties go to a random move.

    With `solve` a few shallow depths are followed by the exact search at once.
    With `probe`, the time left before the deadline goes to looking for a
    forced win (a search to the end that only tells wins from the rest): a
    position one square too early to solve is often quick to win; failing
    that, to checking that the move played does not lose (`Solver.first_holding`). With
    `chances`, a solved draw or loss is played by `Solver.most_chances` (the
    move that leaves the opponent the most ways to go wrong) with the time
    left before `think` (at least `_CHANCES_MIN`, never past the deadline).
    `owner` names whose table the search uses (`solver_for`).
    """
    board = FastBoard(options, position)
    hand = position.hand
    rng.shuffle(moves)
    if hand is not None:
        # A winning placement ends the game: nothing to search.
        wins = [m for m in moves if m.square is not None and board.wins_at(m.square, hand)]
        if wins:
            return wins[0]
    if position.placed_count == 0:
        return moves[0]  # every first give is the same up to symmetry
    if max_depth == 0:
        return moves[0]
    solver = solver_for(options, owner)
    if probe:
        think *= _PROBE_SHARE  # a fallback move is enough: the probe makes better use of time
    started = time.monotonic()
    best = moves[0]
    previous = 0.0
    empties = 16 - position.placed_count
    known: int | None = None  # the position's exact value, once proven
    for iteration in solver.iterate(
        position,
        max_depth=max_depth,
        deadline=started + deadline,
        should_stop=should_stop,
        moves=moves,
        jump_after=_JUMP_AFTER if solve else None,
    ):
        if iteration.value <= -WIN:
            # Lost against perfect play: keep the move the previous depth liked best
            # (the chances below look for a better try), which leaves the opponent
            # the most ways to go wrong.
            probe = False
            known = -WIN
            break
        if iteration.move is not None:
            best = iteration.move
        spent = iteration.seconds - previous
        previous = iteration.seconds
        if iteration.exact:
            probe = False
            if iteration.depth >= empties:
                known = iteration.value
        if iteration.seconds + _GROWTH * spent > think:
            break  # the next depth would not finish in the time the level aims for
    if probe:
        # The time left goes first to a forced win, then to making sure the move
        # played does not lose: one square before the exact search, the deepening's
        # favourite sometimes does (the opponent may not see it; a person may).
        end = started + deadline - _DEADLINE_MARGIN
        until = time.monotonic() + _WIN_PROBE_SHARE * max(end - time.monotonic(), 0.0)
        win = solver.find_win(position, deadline=until, should_stop=should_stop)
        if win is not None:
            return win
        ordered = _best_first(solver, position, moves, best)
        holding = solver.first_holding(position, ordered, deadline=end, should_stop=should_stop)
        if holding is not None:
            return holding
    if chances and known is not None and known < WIN:
        # A draw or a loss: among the moves that keep it, the one that gives the
        # opponent the most chances to go wrong (a win is simply played).
        budget = max(started + think, time.monotonic() + _CHANCES_MIN)
        ordered = _best_first(solver, position, moves, best)  # proven: surveyed first
        chosen = solver.most_chances(
            position,
            known,
            ordered,
            deadline=min(budget, started + deadline - _DEADLINE_MARGIN),
            should_stop=should_stop,
        )
        if chosen is not None:
            return chosen
    return best


def _best_first(solver: Solver, position: Position, moves: list[Move], best: Move) -> list[Move]:
    """`moves` in root order, the search's favourite `best` first."""
    ordered = solver.root_order(position, moves)
    ordered.remove(best)
    ordered.insert(0, best)
    return ordered


def careless_move(
    position: Position, options: RuleOptions, level: Level, rng: random.Random
) -> Move:
    """A move played without thinking: a quick look for a winning square and a safe give,
    each only as reliable as the level."""
    board = FastBoard(options, position)
    hand = position.hand
    square = None
    if hand is not None:
        empty = position.empty_squares()
        wins = board.winning_squares(hand)
        if wins and rng.random() < level.win_sight:
            square = rng.choice(wins)
        else:
            others = [s for s in empty if s not in wins] or empty
            square = rng.choice(others)
        board.place(square, hand)
    pieces = [p for p in range(16) if board.avail >> p & 1]
    if not pieces:
        return Move(square, None)
    unsafe = board.unsafe()
    safe = [p for p in pieces if not unsafe >> p & 1]
    if safe and rng.random() < level.safe_sight:
        give = rng.choice(safe)
    else:
        give = rng.choice(pieces)
    return Move(square, give)
