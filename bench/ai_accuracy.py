"""How often a level's move throws away the value of a position it cannot yet solve.

    .venv/bin/python bench/ai_accuracy.py [--levels Hard,Master] [--empties 12] [--count 30]
        [--squares] [--attributes color,...] [--seed 1] [--no-probe]

Each position is a random open position with the piece in hand (see
quarto_app.games.quarto.ai.sampling). The exact solver gives its value; each level then
chooses a move as in a game (thinking time and deadline included, its table
emptied first) and the solver gives the value of that move. A won position
whose move no longer wins, or a drawn one whose move loses, is a slip. Lost
positions are counted apart: nothing can be thrown away there. The levels
think against the wall clock, so a busy machine makes them slip more.
`--no-probe` adds each level without its forced-win probe (Level.win_probe_from),
on the same positions with the same random choices.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import time

from ai_levels import seconds_summary

from quarto_app.games.quarto.ai import choose_move, level_by_name
from quarto_app.games.quarto.ai.board import FastBoard
from quarto_app.games.quarto.ai.levels import forget_tables
from quarto_app.games.quarto.ai.sampling import random_position
from quarto_app.games.quarto.ai.solver import WIN, solve
from quarto_app.games.quarto.rules import Move, Position, RuleOptions, parse_attributes


def move_value(position: Position, move: Move, options: RuleOptions) -> int:
    """Exact value of `move` for the side that plays it: WIN, 0 or -WIN."""
    assert position.hand is not None and move.square is not None
    if FastBoard(options, position).wins_at(move.square, position.hand):
        return WIN
    return -solve(position.push(move), options)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", default="Hard,Master")
    parser.add_argument("--empties", type=int, default=12)
    parser.add_argument("--count", type=int, default=30)
    parser.add_argument("--squares", action="store_true")
    parser.add_argument("--attributes", default="color,shape,height,top")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-probe", action="store_true")
    args = parser.parse_args()
    options = RuleOptions(squares=args.squares, attributes=parse_attributes(args.attributes))
    levels = [level_by_name(name) for name in args.levels.split(",")]
    if args.no_probe:
        levels += [
            dataclasses.replace(level, name=f"{level.name}-np", win_probe_from=0)
            for level in levels
            if level.win_probe_from
        ]
    rng = random.Random(f"{args.seed}-{args.empties}")
    # per level: [won kept, won slipped, drawn kept, drawn slipped]
    tally = {level.name: [0, 0, 0, 0] for level in levels}
    times: dict[str, list[float]] = {level.name: [] for level in levels}
    lost = 0
    print(f"rules: {options.describe()}  {args.count} positions, {args.empties} empty squares")
    for index in range(args.count):
        position = random_position(rng, args.empties, options)
        value = solve(position, options)
        if value <= -WIN:
            lost += 1
            continue
        for level in levels:
            forget_tables()
            started = time.perf_counter()
            # the same random choices for every level: the position's own seed
            move = choose_move(position, options, level, random.Random(f"{args.seed}-{index}"))
            times[level.name].append(time.perf_counter() - started)
            kept = move_value(position, move, options) >= value
            tally[level.name][(0 if value >= WIN else 2) + (not kept)] += 1
    print(f"lost positions (skipped): {lost}")
    header = f"{'level':<10} {'won kept':>9} {'slipped':>8} {'drawn kept':>11} {'slipped':>8}"
    print(f"{header}  move time")
    for level in levels:
        won_kept, won_slip, drawn_kept, drawn_slip = tally[level.name]
        print(
            f"{level.name:<10} {won_kept:>9} {won_slip:>8} {drawn_kept:>11} {drawn_slip:>8}  "
            f"{seconds_summary(times[level.name])}"
        )


if __name__ == "__main__":
    main()
