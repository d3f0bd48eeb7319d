"""Random legal Quartino games per second, through the checked and the fast path.

    .venv/bin/python bench/quartino_rules.py [--games 300] [--runs 5] [--players 2]

Each game: the standard rules with the default round limit (40 rounds); at every
step a random listed action (a right claim when there is one, four times in five).
The checked path is `Match.apply` (validation and an undo snapshot per intent),
the fast path `Match.apply_unchecked` (neither). Prints the median of `runs`
runs, with a calibration loop timed in the same run.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from quartino_play import BENCH, calibration

from quarto_app.games.quartino.match import ActionKind, Match, MatchSettings


def play(games: int, players: int, checked: bool) -> tuple[float, int]:
    rng = random.Random(1)
    steps = 0
    started = time.perf_counter()
    for seed in range(games):
        match = Match.from_seed(MatchSettings(BENCH), players, seed)
        while match.outcome is None:
            actions = match.legal_actions()
            claims = [a for a in actions if a.kind is ActionKind.CLAIM]
            action = claims[0] if claims and rng.random() < 0.8 else rng.choice(actions)
            if checked:
                match.apply(match.to_act, action)  # type: ignore[arg-type]
            else:
                match.apply_unchecked(action)
            steps += 1
    return time.perf_counter() - started, steps


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--players", type=int, default=2)
    args = parser.parse_args()
    print(calibration())
    for checked in (True, False):
        rates, step_rates = [], []
        for _ in range(args.runs):
            seconds, steps = play(args.games, args.players, checked)
            rates.append(args.games / seconds)
            step_rates.append(steps / seconds)
        print(
            f"{'checked Match.apply' if checked else 'fast Match.apply_unchecked':27}"
            f" {args.players} players: {statistics.median(rates):,.0f} games/s, "
            f"{statistics.median(step_rates):,.0f} actions/s "
            f"(median of {args.runs} runs of {args.games} games, {steps / args.games:.0f} "
            f"actions per game)"
        )
    print(calibration())


if __name__ == "__main__":
    main()
