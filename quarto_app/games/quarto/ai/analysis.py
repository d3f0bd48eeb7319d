"""Hints and analysis: the best move and the value of every legal move.

Values are from the side to move's view: "win", "draw", "loss" when the
search has proven them, else "unknown" with an estimate between -1 and 1
(the horizon evaluation, see `search.PARITY`). A placement that wins at once
is listed once, without a give.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from ..rules import Move, Position, RuleOptions, piece_to_char, square_name
from .board import FastBoard
from .levels import Level, choose_move, level_by_name
from .native import is_compiled
from .solver import WIN, Solver, is_proven

SOLVED_WORDS = {WIN: "win", 0: "draw", -WIN: "loss"}

JUMP_AFTER = 3
"""Shallow depths searched before the exact search (they catch quick forced wins
and order the root); the depths between would cost several times the solve."""

EXACT_REACH = {"compiled": 13, "plain": 12}
"""Per search path, up to how many empty squares the analysis goes to the exact
search at once (bench/ai_solver.py: 13 empty squares take seconds compiled, a
minute or more as plain Python); above it, it deepens one depth at a time."""


@dataclass(frozen=True)
class MoveValue:
    """One legal move and what it is worth to the side to move."""

    move: Move
    value: str  # "win" | "draw" | "loss" | "unknown"
    solved: bool
    estimate: float | None  # -1..1 when not solved

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


def _word(value: int, solved: bool) -> str:
    if not solved:
        return "unknown"
    return SOLVED_WORDS[max(-WIN, min(WIN, value))]


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
) -> Analysis:
    """Search `position` for up to `seconds`: its value, the best move and, with
    `all_moves`, every legal move's value (solved or estimated)."""
    started = time.monotonic()
    if position.is_full:
        return Analysis("draw", True, None, None, (), 0, 0.0)
    wins, others = root_moves(position, options)
    win_values = tuple(MoveValue(m, "win", True, None) for m in wins)
    if wins and not all_moves:
        return Analysis("win", True, None, wins[0], win_values, 0, 0.0)
    if not others:
        # Only winning placements, or the last piece: place-only moves.
        last = [] if wins else [Move(s, None) for s in position.empty_squares()]
        draws = tuple(MoveValue(m, "draw", True, None) for m in last)
        value = "win" if wins else "draw"
        best = wins[0] if wins else last[0]
        return Analysis(value, True, None, best, win_values + draws, 0, 0.0)

    solver = Solver(options)
    empties = 16 - position.placed_count
    reach = EXACT_REACH["compiled" if is_compiled() else "plain"]
    direct = empties <= reach and (max_depth is None or max_depth >= empties)
    values: dict[Move, int] = {}
    proven: dict[Move, int] = {}
    depth = 0
    exact = False
    searched_best: Move | None = None
    for iteration in solver.iterate(
        position,
        max_depth=max_depth,
        deadline=started + seconds,
        should_stop=should_stop,
        moves=others,
        full_window=all_moves,
        jump_after=JUMP_AFTER if direct else None,
    ):
        depth = iteration.depth
        searched_best = iteration.move
        values = dict(iteration.values)
        for move, value in iteration.values:
            if is_proven(value) and (all_moves or value <= -WIN):
                proven[move] = value
        exact = iteration.depth >= 16 - position.placed_count
        if not all_moves and is_proven(iteration.value):
            proven[iteration.move] = iteration.value
    if not values:  # not even depth 1 in time: a quick safe choice, unproven
        values = {m: 0 for m in others}
    rated = []
    for move in others:
        value = proven.get(move, values.get(move, -WIN))
        solved = exact or move in proven
        rated.append((value, solved, move))
    rated.sort(key=lambda item: (-item[0], not item[1]))
    if not all_moves and searched_best is not None:
        # Values after the best are only bounds: the search's own choice is the best.
        rated.sort(key=lambda item: item[2] != searched_best)
    best_value, best_solved, best_move = rated[0]
    if wins:
        best_value, best_solved, best_move = WIN, True, wins[0]
    if not all_moves:
        rated = [item for item in rated if item[2] == best_move]
    rest = tuple(
        MoveValue(m, _word(v, s), s, None if s else round(v / WIN, 3)) for v, s, m in rated
    )
    position_solved = best_solved or (exact and all(s for _, s, _ in rated))
    return Analysis(
        value=_word(best_value, position_solved),
        solved=position_solved,
        estimate=None if position_solved else round(best_value / WIN, 3),
        best=best_move,
        moves=win_values + rest,
        depth=depth,
        seconds=time.monotonic() - started,
    )


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
    report["search"] = "compiled" if is_compiled() else "plain"
    if level is not None:
        report["level"] = level.name
    if all_moves:
        report["moves"] = [m.as_dict() for m in result.moves]
    return report
