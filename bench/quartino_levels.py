"""Quartino's computer levels against each other: strength, move times, how games end.

    .venv/bin/python bench/quartino_levels.py [--games 200] [--jobs 2] [--only NAME]

Matches (each game its own seed, so a run over `jobs` processes plays the same games):
- `hard-medium`, `medium-easy`: 2 players, seats alternating;
- `hard-3medium`: 4 players, one Hard against three Mediums, Hard's seat rotating;
Every game uses the standard rules (Colour and Column rules, round limit 40). A
shared win counts as a fraction. Move time is the planning time of one whole turn
(`plan_turn`). Targets: Hard >= 60% of 2-player games against Medium, >= 35% of
4-player games against three Mediums, each level clearly above the one below,
move p95 <= 0.5 s, every game with a result.
"""

from __future__ import annotations

import argparse
import collections
import multiprocessing
import statistics
import time

from quartino_play import calibration, play_game, summary

from quarto_app.games.quartino.ai import level_by_name

MATCHES = {
    "hard-medium": ("hard", "medium", 2),
    "medium-easy": ("medium", "easy", 2),
    "hard-3medium": ("hard", "medium", 4),
}


def one(job: tuple[str, int]) -> tuple[str, float, str, int, dict[str, list[float]]]:
    name, game = job
    main_level, other, players = MATCHES[name]
    seat = game % players
    names = [other] * players
    names[seat] = main_level
    outcome, rounds, times = play_game([level_by_name(n) for n in names], 100_000 + game)
    share = (seat in outcome.winners) / len(outcome.winners)
    return name, share, outcome.termination.value, rounds, times


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--only", choices=sorted(MATCHES))
    args = parser.parse_args()
    print(calibration())
    names = [args.only] if args.only else list(MATCHES)
    times: dict[str, list[float]] = collections.defaultdict(list)
    for name in names:
        started = time.perf_counter()
        score = 0.0
        ends: collections.Counter[str] = collections.Counter()
        rounds: list[int] = []
        jobs = [(name, game) for game in range(args.games)]
        with multiprocessing.Pool(args.jobs) as pool:
            for _, share, end, played, seconds in pool.imap_unordered(one, jobs):
                score += share
                ends[end] += 1
                rounds.append(played)
                for level, values in seconds.items():
                    times[level].extend(values)
        main_level, other, players = MATCHES[name]
        print(
            f"{name}: {main_level} scores {score:.1f} of {args.games} games "
            f"({100 * score / args.games:.1f}%; an equal share is {100 / players:.0f}%); "
            f"ends {dict(ends)}; rounds median {statistics.median(rounds):g}, "
            f"max {max(rounds)} ({time.perf_counter() - started:.0f} s on {args.jobs} processes)",
            flush=True,
        )
    for level in ("easy", "medium", "hard"):
        if times[level]:
            print(f"move time {level}: {summary(times[level])}")
    print(calibration())


if __name__ == "__main__":
    main()
