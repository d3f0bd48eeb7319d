"""Hard and Master against a random player, and Master converting won endgames.

    .venv/bin/python bench/ai_strength.py [--games 1000] [--convert 100] [--seed 1]
        [--levels Hard,Master] [--jobs 2] [--progress 100]

Part 1: `games` games per level against a player that moves at random (and
calls every line it makes), alternating who gives first: wins/draws/losses.
Each game has its own seed, so a run split over `jobs` processes plays the
same games as a run on one; a running tally is printed every `progress` games.
Part 2: `convert` random positions with 7-10 empty squares that the solver
proves won for the side to move; Master plays them out against Master (the
loser's best try) and must win every one.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import time

from ai_levels import play_game, seconds_summary

from quarto_app.games.quarto.ai import choose_move, level_by_name
from quarto_app.games.quarto.ai.sampling import random_position
from quarto_app.games.quarto.ai.solver import WIN, solve
from quarto_app.games.quarto.rules import Move, RuleOptions


def play_one(job: tuple[str, int, int]) -> tuple[int, int | None, list[float]]:
    """Game `game` of `name` against random play: (game, winner, seconds per move)."""
    name, game, seed = job
    level = level_by_name(name)
    rng = random.Random(f"{seed}-{name}-{game}")
    times: dict[str, list[float]] = {}
    winner = play_game((level, None), game % 2, RuleOptions(), rng, times)
    return game, winner, times.get(level.name, [])


def against_random(name: str, games: int, seed: int, jobs: int, progress: int) -> None:
    tally = [0, 0, 0]
    lost: list[int] = []
    times: list[float] = []
    started = time.perf_counter()
    work = [(name, game, seed) for game in range(games)]
    with multiprocessing.Pool(jobs) as pool:
        for done, (game, winner, seconds) in enumerate(pool.imap_unordered(play_one, work), 1):
            tally[0 if winner == 0 else 2 if winner == 1 else 1] += 1
            if winner == 1:
                lost.append(game)
            times.extend(seconds)
            if progress and done % progress == 0 and done < games:
                print(
                    f"  {name}: {done} games, won {tally[0]} drawn {tally[1]} lost {tally[2]}",
                    flush=True,
                )
    print(
        f"{name} vs random, {games} games: won {tally[0]} drawn {tally[1]} lost {tally[2]}"
        f"  ({time.perf_counter() - started:.0f}s on {jobs} processes; per move "
        f"{seconds_summary(times)})" + (f"; lost games {sorted(lost)}" if lost else ""),
        flush=True,
    )


def convert(count: int, seed: int) -> None:
    options = RuleOptions()
    master = level_by_name("Master")
    rng = random.Random(seed)
    converted = tried = 0
    while tried < count:
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
    print(f"Master converts won positions (7-10 empty): {converted}/{tried}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--convert", type=int, default=100)
    parser.add_argument("--levels", default="Hard,Master")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=max(1, multiprocessing.cpu_count()))
    parser.add_argument("--progress", type=int, default=100)
    args = parser.parse_args()
    for name in args.levels.split(","):
        against_random(level_by_name(name).name, args.games, args.seed, args.jobs, args.progress)
    if args.convert:
        convert(args.convert, args.seed)


if __name__ == "__main__":
    main()
