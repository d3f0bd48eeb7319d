"""Exact-solve figures per number of empty squares: nodes and seconds (median, p95).

    .venv/bin/python bench/ai_solver.py [--empties 8,9,10,11] [--count 20] [--squares]
        [--attributes color,shape] [--seed 1] [--variant all|nosym|noorder|notable]

Each position is a random open position (see quarto_app.games.quarto.ai.sampling) with the
piece in hand; every solve starts with an empty transposition table.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from quarto_app.games.quarto.ai.sampling import random_position
from quarto_app.games.quarto.ai.solver import WIN, Solver
from quarto_app.games.quarto.rules import RuleOptions, parse_attributes

VARIANTS = {
    "all": {},
    "nosym": {"canonical_from": 17},
    "noorder": {"ordering": False},
    "notable": {"table": False, "canonical_from": 17},
}


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--empties", default="8,9,10")
    parser.add_argument("--count", type=int, default=20)
    parser.add_argument("--squares", action="store_true")
    parser.add_argument("--attributes", default="color,shape,height,top")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variant", default="all", choices=sorted(VARIANTS))
    parser.add_argument("--canonical-from", type=int, default=None)
    args = parser.parse_args()
    options = RuleOptions(squares=args.squares, attributes=parse_attributes(args.attributes))
    settings = dict(VARIANTS[args.variant])
    if args.canonical_from is not None:
        settings["canonical_from"] = args.canonical_from
    print(f"rules: {options.describe()}  variant: {args.variant} {settings}  count: {args.count}")
    print(
        f"{'empty':>5} {'nodes med':>10} {'nodes p95':>10} {'s med':>8} {'s p95':>8} "
        f"{'s max':>8} {'win/draw/loss':>14}"
    )
    for empties in (int(x) for x in args.empties.split(",")):
        rng = random.Random(args.seed * 100 + empties)
        nodes, seconds, outcomes = [], [], [0, 0, 0]
        for _ in range(args.count):
            position = random_position(rng, empties, options)
            solver = Solver(options, **settings)
            started = time.perf_counter()
            solver.nodes = 0
            value = max(v for _, v in solver.root_values(position, 16))
            seconds.append(time.perf_counter() - started)
            nodes.append(solver.nodes)
            outcomes[0 if value >= WIN else 2 if value <= -WIN else 1] += 1
        print(
            f"{empties:>5} {statistics.median(nodes):>10.0f} {percentile(nodes, 0.95):>10} "
            f"{statistics.median(seconds):>8.3f} {percentile(seconds, 0.95):>8.3f} "
            f"{max(seconds):>8.3f} {'/'.join(map(str, outcomes)):>14}"
        )


if __name__ == "__main__":
    main()
