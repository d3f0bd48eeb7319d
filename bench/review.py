"""`main.py review` on whole 16-piece games: seconds per game, median and max, beside the
calibration loop.

    .venv/bin/python bench/review.py [--games 8] [--time 20] [--seed 1] [--levels Hard,Hard]

The games are played first, untimed, by two computer levels (0.2 s a move; only
games in which all sixteen pieces were placed are kept, the longest to review).
Each is then reviewed as `python main.py review RECORD --time T` reviews it
(`review.review_all` with a fresh `Analyst` and a deadline of T seconds), timed
around that call. Per game: seconds, turns exactly solved (before and after) out
of the turns, mistakes, and the empty squares of the largest position solved.
Then the median and the max with the calibration loop (`sum(i*i for i in
range(10**6))`, best of 5) before and after, and the max over the calibration,
a figure that travels between machines (the issue's target: a whole game in at
most 30 s on a machine three times slower than this one).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

from ai_solver import calibrate

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from quarto_app.cli import REVIEW_TIME  # noqa: E402
from quarto_app.games.quarto.ai import choose_move, level_by_name  # noqa: E402
from quarto_app.games.quarto.ai.analyst import Analyst  # noqa: E402
from quarto_app.games.quarto.ai.levels import forget_tables  # noqa: E402
from quarto_app.games.quarto.ai.review import review_all, turns_of_match  # noqa: E402
from quarto_app.games.quarto.match import Match, MatchSettings, Phase  # noqa: E402


def play(rng: random.Random, levels: tuple[str, str]) -> Match:
    """A game between two levels, calls and steals as each level notices them."""
    match = Match(MatchSettings())
    while match.result is None:
        player = match.to_act
        assert player is not None
        level = level_by_name(levels[player])
        if match.claimable_lines(player) and level.notices_missed_line(rng):
            match.call(player)
            break
        if match.phase is Phase.FINAL:
            match.close_window()
            break
        move = choose_move(match.position, match.settings.options, level, rng, seconds=0.2)
        if move.square is not None:
            match.place(player, move.square)
            if match.claimable_lines(player) and level.notices_own_line(rng):
                match.call(player)
                break
        if match.result is None and move.give is not None:
            match.give(player, move.give)
    return match


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--time", type=float, default=REVIEW_TIME)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--levels", default="Hard,Hard")
    args = parser.parse_args()
    levels = tuple(args.levels.split(","))
    assert len(levels) == 2
    rng = random.Random(args.seed)
    games: list[Match] = []
    played = 0
    while len(games) < args.games:
        match = play(rng, levels)  # type: ignore[arg-type]
        played += 1
        if match.position.is_full:
            games.append(match)
    forget_tables()
    before = calibrate()
    print(
        f"calibration: {before * 1000:.1f} ms; {len(games)} whole games of {played} played "
        f"({args.levels}); review --time {args.time:g}"
    )
    print(f"{'game':>4} {'result':>7} {'seconds':>8} {'exact':>7} {'mistakes':>8} {'largest':>7}")
    seconds = []
    for index, match in enumerate(games):
        options = match.settings.options
        turns = turns_of_match(match)
        analyst = Analyst(options)
        started = time.perf_counter()
        entries = review_all(turns, options, analyst, analyst.deadline(args.time))
        spent = time.perf_counter() - started
        seconds.append(spent)
        exact = sum(entry.exact for entry in entries)
        mistakes = sum(entry.mistake for entry in entries)
        solved = [
            16 - turn.before.placed_count
            for turn, entry in zip(turns, entries, strict=True)
            if entry.before.exact and not turn.steal_chance
        ]
        score = match.result.score if match.result else "*"
        print(
            f"{index + 1:>4} {score:>7} {spent:>8.2f} {exact:>3}/{len(entries):<3} "
            f"{mistakes:>8} {max(solved, default=0):>7}",
            flush=True,
        )
    after = calibrate()
    median, worst = statistics.median(seconds), max(seconds)
    print(
        f"median {median:.2f} s ({median / before:.0f}x cal), max {worst:.2f} s "
        f"({worst / before:.0f}x cal); calibration after: {after * 1000:.1f} ms"
    )


if __name__ == "__main__":
    main()
