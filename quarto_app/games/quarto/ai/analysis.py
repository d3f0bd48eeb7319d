"""The analyze report: the best move and the value of every legal move.

Values are from the side to move's view: "win", "draw", "loss" when the
search has proven them, else "unknown" with an estimate between -1 and 1
(the horizon evaluation, see `search.PARITY`). A placement that wins at once
is listed once, without a give.

`analyse` and `analysis_report` are the seconds-based front of `analyst.Analyst`
(which the hints, the review and the analysis board ask directly, with a budget).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from ..rules import Move, Position, RuleOptions, piece_to_char, square_name
from .analyst import EXACT_REACH, Analyst, MoveWorth, Outcome, Solution, Worth, search_path
from .board import FastBoard
from .budget import Budget
from .levels import Level, choose_move, level_by_name
from .solver import WIN

__all__ = [
    "EXACT_REACH",
    "JUMP_AFTER",
    "SOLVED_WORDS",
    "Analysis",
    "MoveValue",
    "analyse",
    "analysis_report",
    "root_moves",
]

SOLVED_WORDS = {WIN: "win", 0: "draw", -WIN: "loss"}

JUMP_AFTER = 3
"""Shallow depths the computer's levels search before their exact search (levels.py
has its own copy); the analysis goes to the exact search without them."""


@dataclass(frozen=True)
class MoveValue:
    """One legal move and what it is worth to the side to move."""

    move: Move
    value: str  # "win" | "draw" | "loss" | "unknown"
    solved: bool
    estimate: float | None  # -1..1 when not solved

    @classmethod
    def of(cls, entry: MoveWorth) -> MoveValue:
        worth = entry.worth
        return cls(entry.move, worth.outcome.value, worth.exact, worth.estimate)

    def as_dict(self) -> dict:
        """The move's entry in the analyze JSON."""
        entry = {"move": str(self.move), **_move_dict(self.move), "value": self.value}
        entry["solved"] = self.solved
        if not self.solved:
            entry["estimate"] = self.estimate
        return entry


@dataclass(frozen=True)
class Analysis:
    """What the search found for a position."""

    value: str  # "win" | "draw" | "loss" | "unknown"
    solved: bool
    estimate: float | None  # -1..1 when not solved
    best: Move | None  # None when the game is over
    moves: tuple[MoveValue, ...]  # best first; every legal move when asked for all
    depth: int  # placements searched ahead (the last finished depth)
    seconds: float


def _move_dict(move: Move | None) -> dict:
    if move is None:
        return {"square": None, "give": None}
    return {
        "square": None if move.square is None else square_name(move.square),
        "give": None if move.give is None else piece_to_char(move.give),
    }


def root_moves(position: Position, options: RuleOptions) -> tuple[list[Move], list[Move]]:
    """(placements that win at once, as place-only moves; every other legal move)."""
    if position.hand is None:
        return [], list(position.legal_moves())
    board = FastBoard(options, position)
    winning = set(board.winning_squares(position.hand))
    wins = [Move(s, None) for s in sorted(winning)]
    others = [m for m in position.legal_moves() if m.square not in winning]
    return wins, others


def analyse(
    position: Position,
    options: RuleOptions,
    seconds: float = 10.0,
    *,
    all_moves: bool = True,
    max_depth: int | None = None,
    should_stop: Callable[[], bool] | None = None,
    analyst: Analyst | None = None,
) -> Analysis:
    """Search `position` for up to `seconds`: its value, the best move and, with
    `all_moves`, every legal move's value (solved or estimated).

    Without `all_moves` this is the bare exact solve wherever the time allows it
    (`Analyst.best`). `max_depth` keeps the search that shallow (a level's look).
    `analyst` carries a table over from earlier questions (a fresh one otherwise).
    """
    started = time.monotonic()
    analyst = analyst or Analyst(options)
    budget = analyst.deadline(seconds, should_stop)
    empties = 16 - position.placed_count
    if all_moves:
        result = _all_moves(position, analyst, budget, max_depth)
    elif max_depth is not None and max_depth < empties:
        result = _one_move(position, analyst.estimate(position, budget, max_depth), options)
    else:
        result = _one_move(position, analyst.best(position, budget), options)
    value, solved, estimate, best, moves, depth = result
    return Analysis(value, solved, estimate, best, moves, depth, time.monotonic() - started)


_Parts = tuple[str, bool, float | None, Move | None, tuple[MoveValue, ...], int]


def _one_move(position: Position, solution: Solution, options: RuleOptions) -> _Parts:
    worth = solution.worth
    if position.is_full:
        return "draw", True, None, None, (), 0
    wins, _ = root_moves(position, options)
    if wins:
        listed = tuple(MoveValue(m, "win", True, None) for m in wins)
    elif solution.best is not None:
        listed = (MoveValue(solution.best, worth.outcome.value, worth.exact, worth.estimate),)
    else:
        listed = ()
    return (
        worth.outcome.value,
        worth.exact,
        worth.estimate,
        solution.best,
        listed,
        solution.depth,
    )


def _all_moves(
    position: Position, analyst: Analyst, budget: Budget, max_depth: int | None
) -> _Parts:
    """Every move's latest worth from `Analyst.move_values`, best first."""
    if position.is_full:
        return "draw", True, None, None, (), 0
    latest: dict[Move, MoveWorth] = {}
    for entry in analyst.move_values(position, budget, max_depth):
        latest[entry.move] = entry
    wins, others = root_moves(position, analyst.options)
    for move in wins + others:
        if move not in latest:  # not even a first look in time: a guess of 0
            latest.setdefault(move, MoveWorth(move, Worth(Outcome.UNKNOWN, 0.0), 0))
    entries = sorted(latest.values(), key=lambda e: (-e.worth.score(), not e.worth.exact))
    top = entries[0]
    # A proven win needs no more; anything less is the value only once every move is proven.
    solved = top.worth.outcome is Outcome.WIN or all(e.worth.exact for e in entries)
    worth = top.worth if solved else Worth(Outcome.UNKNOWN, round(top.worth.score(), 3))
    moves = tuple(MoveValue.of(e) for e in entries)
    depth = min(e.depth for e in entries)
    return worth.outcome.value, solved, worth.estimate, top.move, moves, depth


def analysis_report(
    position: Position,
    options: RuleOptions,
    level: str | Level | None = None,
    seconds: float = 10.0,
    all_moves: bool = False,
) -> dict:
    """The search's part of `main.py analyze --json`: value, solved, best, depth,
    search ("compiled" or "plain"), (level), (moves).

    Without a level the search runs at full strength for `seconds`; with one,
    its value is searched as deep and as long as that level would, and "best"
    is the move that level plays (with a fixed seed, so the answer repeats).
    Raises ValueError for an unknown level name.
    """
    if isinstance(level, str):
        level = level_by_name(level)
    max_depth = None
    if level is not None:
        seconds = min(seconds, max(level.deadline, 0.1))
        if 16 - position.placed_count > level.exact_from:
            max_depth = level.max_depth or 1
    result = analyse(position, options, seconds, all_moves=all_moves, max_depth=max_depth)
    best = result.best
    if level is not None and best is not None:
        best = choose_move(position, options, level, random.Random(0), seconds)
        if position.hand is not None and best.square in set(
            FastBoard(options, position).winning_squares(position.hand)
        ):
            best = Move(best.square, None)
    report: dict = {"value": result.value, "solved": result.solved}
    if not result.solved:
        report["estimate"] = result.estimate
    report["best"] = None if best is None else _move_dict(best)
    report["depth"] = result.depth
    # Which search answered: a bug report then says whether the compiled one ran, and
    # the packaging check sees that the executable carries it.
    report["search"] = search_path()
    if level is not None:
        report["level"] = level.name
    if all_moves:
        report["moves"] = [m.as_dict() for m in result.moves]
    return report
