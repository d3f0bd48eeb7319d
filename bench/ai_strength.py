"""Hard and Master against a random player, and Master converting won endgames.

    .venv/bin/python bench/ai_strength.py [--games 1000] [--convert 100] [--seed 1]

Part 1: `games` games per level against a player that moves at random (and
calls every line it makes), alternating who gives first: wins/draws/losses.
Part 2: `convert` random positions with 7-10 empty squares that the solver
proves won for the side to move; Master plays them out against Master (the
loser's best try) and must win every one.
"""

from __future__ import annotations

import argparse
import random
import time

from ai_levels import play_game, seconds_summary

from quarto_app.ai import choose_move, level_by_name
from quarto_app.ai.sampling import random_position
from quarto_app.ai.solver import WIN, solve
from quarto_app.rules import Move, RuleOptions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--convert", type=int, default=100)
    parser.add_argument("--levels", default="Hard,Master")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    options = RuleOptions()
    times: dict[str, list[float]] = {}
    for name in args.levels.split(","):
        level = level_by_name(name)
        rng = random.Random(f"{args.seed}-{name}")
        tally = [0, 0, 0]
        started = time.perf_counter()
        for game in range(args.games):
            winner = play_game((level, None), game % 2, options, rng, times)
            tally[0 if winner == 0 else 2 if winner == 1 else 1] += 1
        print(
            f"{level.name} vs random, {args.games} games: won {tally[0]} drawn {tally[1]} "
            f"lost {tally[2]}  ({time.perf_counter() - started:.0f}s; per move "
            f"{seconds_summary(times[level.name])})",
            flush=True,
        )

    master = level_by_name("Master")
    rng = random.Random(args.seed)
    converted = tried = 0
    while tried < args.convert:
        position = random_position(rng, rng.randint(7, 10), options, must_give=rng.random() < 0.3)
        if solve(position, options) != WIN:
            continue
        tried += 1
        to_move = 0
        winner = None
        while not position.is_full:
            move = choose_move(position, options, master, rng)
            if move.square is not None:
                placed = position.push(Move(move.square, None))
                if placed.lines_through(move.square, options):
                    winner = to_move
                    break
            position = position.push(move)
            to_move = 1 - to_move
        converted += winner == 0
    print(f"Master converts won positions (7-10 empty): {converted}/{tried}")


if __name__ == "__main__":
    main()
