"""Do the fast search's exact values equal a brute-force solver's?

    .venv/bin/python bench/ai_exact.py [--per-empties 7:250,8:200,9:45,10:5]
        [--seed 1] [--rules standard,squares,subset,squares-one]

For each rule option (lines; lines + 2x2 squares; colour and height only;
lines + 2x2 squares with shape only),
random open positions (a quarter of them "must give") are solved by
`solver.solve` and by `reference.memo_alphabeta_value` (plain alpha-beta
with a memo of bounds: no ordering, no symmetry, no safe-give rule, its own
board and win test); prints agreements, mismatches and both solvers' total
seconds per number of empty squares. The default plan is 500 positions with
7-10 empty squares per rule option; nine and ten empty squares cost the
reference up to minutes each (the tests run a smaller seeded sample).
"""

from __future__ import annotations

import argparse
import random
import time

from quarto_app.games.quarto.ai.reference import memo_alphabeta_value
from quarto_app.games.quarto.ai.sampling import random_position
from quarto_app.games.quarto.ai.solver import WIN, solve
from quarto_app.games.quarto.rules import RuleOptions

RULES = {
    "standard": RuleOptions(),
    "squares": RuleOptions(squares=True),
    "subset": RuleOptions(attributes=0b0101),
    "squares-one": RuleOptions(squares=True, attributes=0b0010),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-empties", default="7:250,8:200,9:45,10:5")
    parser.add_argument("--rules", default=",".join(RULES))
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    plan = [tuple(int(x) for x in item.split(":")) for item in args.per_empties.split(",")]
    total = mismatches = 0
    print(f"{'rules':<28} {'empty':>5} {'count':>5} {'equal':>5} {'fast s':>8} {'brute s':>8}")
    for options in (RULES[name] for name in args.rules.split(",")):
        for empties, count in plan:
            rng = random.Random(args.seed * 1000 + empties)
            equal = 0
            fast_seconds = brute_seconds = 0.0
            for _ in range(count):
                position = random_position(rng, empties, options, must_give=rng.random() < 0.25)
                started = time.perf_counter()
                fast = solve(position, options) // WIN
                fast_seconds += time.perf_counter() - started
                started = time.perf_counter()
                brute = memo_alphabeta_value(position, options)
                brute_seconds += time.perf_counter() - started
                if fast == brute:
                    equal += 1
                else:
                    print(f"MISMATCH {options.describe()} {position}: fast {fast} brute {brute}")
            total += count
            mismatches += count - equal
            print(
                f"{options.describe():<28} {empties:>5} {count:>5} {equal:>5} "
                f"{fast_seconds:>8.2f} {brute_seconds:>8.2f}",
                flush=True,
            )
    print(f"positions: {total}, mismatches: {mismatches}")


if __name__ == "__main__":
    main()
