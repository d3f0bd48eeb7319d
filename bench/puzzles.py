"""How long the puzzles take: making one of each depth, and answering the player.

    flock -x /tmp/cpu.lock .venv/bin/python bench/puzzles.py [--seeds 20]

For each rule set and depth (win in 2, 3, 4): `make_puzzle(seed, win_in=d)` for
`--seeds` seeds, in seconds (median and max), what the background generator
of the stream spends per puzzle; then `make_puzzle(seed, rating=stream_range(r))`
for players rated 1200, 1500 and 1800; a week of daily puzzles; then, on the
shipped set, what a puzzle screen waits for: `Attempt.play` (a good move and
the defence's reply; a wrong move and its refutation) and `solution_line`. The
calibration loop (timeit's `sum(i*i for i in range(10**6))`, best of 5) is
measured before and after.
Prints which search ran (compiled or plain) and the shipped set's rating spread.
"""

from __future__ import annotations

import argparse
import datetime
import json
import random
import statistics
import sys
import time
import timeit
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from quarto_app.games.quarto.ai import SEARCH_PATH  # noqa: E402
from quarto_app.games.quarto.puzzles import (  # noqa: E402
    Attempt,
    Examiner,
    daily_puzzle,
    make_puzzle,
    read_puzzles,
    solution_line,
    stream_range,
)


def calibrate() -> float:
    """Seconds of one `sum(i*i for i in range(10**6))`, best of 5 (timeit's figure)."""
    return min(timeit.Timer("sum(i*i for i in range(10**6))").repeat(repeat=5, number=1))


def timed(call, *args, **kwargs) -> float:
    """Seconds of one `call(*args, **kwargs)`."""
    started = time.perf_counter()
    call(*args, **kwargs)
    return time.perf_counter() - started


def row(label: str, seconds: list[float]) -> str:
    return (
        f"{label:<34} n={len(seconds):>3}  median {statistics.median(seconds) * 1000:8.1f} ms"
        f"  max {max(seconds) * 1000:8.1f} ms"
    )


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, default=20, help="puzzles made per depth")
    parser.add_argument("--sample", type=int, default=30, help="shipped puzzles played")
    args = parser.parse_args(argv)
    before = calibrate()
    print(f"search: {SEARCH_PATH}; calibration before: {before * 1000:.1f} ms")
    for squares in (False, True):
        rule = "squares" if squares else "lines"
        for win_in in (2, 3, 4):
            seconds = [
                timed(make_puzzle, f"bench {seed}", win_in=win_in, squares=squares)
                for seed in range(args.seeds)
            ]
            print(row(f"make_puzzle {rule} win in {win_in}", seconds))
    for player in (1200, 1500, 1800):  # the ranges the stream asks for
        low, high = stream_range(player)
        seconds = [
            timed(make_puzzle, f"bench {seed}", rating=(low, high)) for seed in range(args.seeds)
        ]
        print(row(f"make_puzzle rating {low}-{high} ({player})", seconds))

    first = datetime.date(2025, 3, 10)  # a Monday: a week of daily puzzles, depths 2 to 4
    days = [first + datetime.timedelta(days=n) for n in range(7)]
    print(row("daily_puzzle, a week", [timed(daily_puzzle, day) for day in days]))

    shipped = read_puzzles(json.loads((ROOT / "assets/puzzles/quarto.json").read_text("utf-8")))
    ratings = sorted(p.rating for p in shipped)
    print(
        f"shipped set: {len(shipped)} puzzles, ratings {ratings[0]}..{ratings[-1]}, "
        f"median {statistics.median(ratings):.0f}, mean {statistics.mean(ratings):.0f}"
    )
    sample = random.Random(1).sample(shipped, min(args.sample, len(shipped)))
    good, wrong, lines = [], [], []
    for puzzle in sample:
        examiner = Examiner(puzzle.squares)
        line = solution_line(puzzle, Examiner(puzzle.squares))
        lines.append(timed(solution_line, puzzle, Examiner(puzzle.squares)))
        attempt = Attempt(puzzle, examiner)
        good.append(timed(attempt.play, line[0]))
        others = [m for m in puzzle.position.legal_moves() if m not in puzzle.solutions]
        for move in random.Random(puzzle.key).sample(others, min(3, len(others))):
            attempt = Attempt(puzzle, Examiner(puzzle.squares))
            wrong.append(timed(attempt.play, move))
    print(row("Attempt.play, first good move", good))
    print(row("Attempt.play, wrong move", wrong))
    print(row("solution_line", lines))
    print(f"calibration after: {calibrate() * 1000:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
