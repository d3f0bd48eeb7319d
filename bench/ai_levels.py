"""Level against level: each level should win more games than it loses against the one below.

    .venv/bin/python bench/ai_levels.py [--games 100] [--pairs all|adjacent] [--seed 1]
        [--levels Beginner,Easy,Medium,Hard,Master] [--squares] [--attributes color,...]

Each pair plays `games` games from the empty board, alternating who gives the
first piece. QUARTO! calls are part of the level: a line the placer does not
notice (Level.notices_own_line) can be stolen by the opponent
(Level.notices_missed_line), else it lapses and the game goes on. Prints the
table (wins of the stronger level / draws / wins of the weaker) and the
stronger levels' seconds per move (median, 95th percentile, max). Each level
keeps its own transposition table.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from quarto_app.games.quarto.ai import LEVELS, Level, choose_move, level_by_name, levels
from quarto_app.games.quarto.rules import Move, Position, RuleOptions, parse_attributes

Chooser = Callable[[Position], Move]

# Each level keeps its own solvers (and transposition table), as separate programs
# would: with one shared table the weaker level's shallow search reads the exact
# values the stronger one's solves leave in it (bench/ai_strength.py says how much).
TABLES: dict[str, dict] = {}


def play_game(
    players: tuple[Level | None, Level | None],
    first: int,
    options: RuleOptions,
    rng: random.Random,
    times: dict[str, list[float]],
) -> int | None:
    """One game; players[first] gives the first piece. Returns the winner (0/1) or None.

    A None player moves at random and calls every line it makes (it never steals).
    """
    position = Position()
    to_move = first
    while not position.is_full:
        level = players[to_move]
        if level is None:
            move = rng.choice(list(position.legal_moves()))
        else:
            levels._LOCAL.__dict__["solvers"] = TABLES.setdefault(level.name, {})
            started = time.perf_counter()
            move = choose_move(position, options, level, rng)
            times.setdefault(level.name, []).append(time.perf_counter() - started)
        if move.square is not None:
            placed = position.push(Move(move.square, None))
            if placed.lines_through(move.square, options):
                if level is None or level.notices_own_line(rng):
                    return to_move
                other = players[1 - to_move]
                if other is not None and other.notices_missed_line(rng):
                    return 1 - to_move
        position = position.push(move)
        to_move = 1 - to_move
    return None


def seconds_summary(values: list[float]) -> str:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return f"median {statistics.median(ordered):.2f}s p95 {p95:.2f}s max {ordered[-1]:.2f}s"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--pairs", default="adjacent", choices=("adjacent", "all"))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--levels", default=",".join(level.name for level in LEVELS))
    parser.add_argument("--squares", action="store_true")
    parser.add_argument("--attributes", default="color,shape,height,top")
    args = parser.parse_args()
    options = RuleOptions(squares=args.squares, attributes=parse_attributes(args.attributes))
    chosen = [level_by_name(name) for name in args.levels.split(",")]
    chosen.sort(key=LEVELS.index)
    if args.pairs == "adjacent":
        pairs = [(chosen[i + 1], chosen[i]) for i in range(len(chosen) - 1)]
    else:
        pairs = [(s, w) for i, w in enumerate(chosen) for s in chosen[i + 1 :]]
    print(f"rules: {options.describe()}  games per pair: {args.games} (alternating starts)")
    print(f"{'stronger':<9} {'weaker':<9} {'won':>5} {'drawn':>5} {'lost':>5}  verdict")
    times: dict[str, list[float]] = {}
    for strong, weak in pairs:
        rng = random.Random(f"{args.seed}-{strong.name}-{weak.name}")
        tally = [0, 0, 0]
        for game in range(args.games):
            winner = play_game((strong, weak), game % 2, options, rng, times)
            tally[0 if winner == 0 else 2 if winner == 1 else 1] += 1
        verdict = "stronger" if tally[0] > tally[2] else "NOT stronger"
        print(
            f"{strong.name:<9} {weak.name:<9} {tally[0]:>5} {tally[1]:>5} {tally[2]:>5}  {verdict}",
            flush=True,
        )
    for name in ("Hard", "Master"):
        if name in times:
            print(f"{name} seconds per move: {seconds_summary(times[name])}")


if __name__ == "__main__":
    main()
