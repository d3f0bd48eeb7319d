"""How fast the pure rules play: random full games and place-and-check per second.

    python bench/rules_games.py [--games 2000] [--runs 5] [--seed 1] [--squares]

A game: the first player gives a random piece, then each turn places the piece
in hand on a random empty square and gives a random remaining piece, through
`Position.push` (checked) or `Position.push_unchecked`; after each placement
`Position.lines_through` looks for a Quarto through the square just filled.
A game stops at the first Quarto or when the board is full. The random choices
are part of the measured loop, as they are in any random playout.

Place-and-check replays pre-drawn placements (no random numbers in the timed
loop) to measure the Position API alone: one push of a place-and-give move
plus one lines_through per placement.
"""

from __future__ import annotations

import argparse
import os
import random
import shlex
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

# Run from a checkout without installing: the package is one level up.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from quarto_app.games.quarto.rules import Move, Position, RuleOptions  # noqa: E402


def play_game(rng: random.Random, checked: bool, options: RuleOptions) -> tuple[int, bool]:
    """Play one random game; return (placements made, whether it ended in a Quarto)."""
    position = Position()
    first = Move(None, rng.choice(position.available()))
    position = position.push(first) if checked else position.push_unchecked(first)
    placements = 0
    while True:
        square = rng.choice(position.empty_squares())
        pieces = position.available()
        give = rng.choice(pieces) if pieces else None
        move = Move(square, give)
        position = position.push(move) if checked else position.push_unchecked(move)
        placements += 1
        if position.lines_through(square, options):
            return placements, True
        if position.is_full:
            return placements, False


def time_games(games: int, seed: int, checked: bool, options: RuleOptions) -> tuple[float, dict]:
    """Seconds to play `games` random games, and what happened in them."""
    rng = random.Random(seed)
    quartos = placements = 0
    start = time.perf_counter()
    for _ in range(games):
        made, quarto = play_game(rng, checked, options)
        placements += made
        quartos += quarto
    elapsed = time.perf_counter() - start
    return elapsed, {"placements": placements, "quartos": quartos}


def draw_full_games(games: int, seed: int) -> list[list[Move]]:
    """Move lists of random full games (place-and-give turns, last one place-only)."""
    rng = random.Random(seed)
    all_games = []
    for _ in range(games):
        squares = list(range(16))
        pieces = list(range(16))
        rng.shuffle(squares)
        rng.shuffle(pieces)
        # pieces[0] is given first; the piece placed on turn i is pieces[i],
        # and the piece given with it is pieces[i + 1].
        moves = [Move(None, pieces[0])]
        for i, square in enumerate(squares):
            moves.append(Move(square, pieces[i + 1] if i < 15 else None))
        all_games.append(moves)
    return all_games


def time_place_and_check(
    all_games: list[list[Move]], checked: bool, options: RuleOptions
) -> tuple[float, int]:
    """Seconds to replay every placement with its lines_through check; placements."""
    placements = 0
    lines_found = 0
    start = time.perf_counter()
    for moves in all_games:
        position = Position().push_unchecked(moves[0])
        for move in moves[1:]:
            position = position.push(move) if checked else position.push_unchecked(move)
            lines_found += len(position.lines_through(move.square, options))  # type: ignore[arg-type]
        placements += 16
    elapsed = time.perf_counter() - start
    assert lines_found >= 0  # keep the result alive; the count itself is not the point
    return elapsed, placements


def median_rate(runs: int, timed: Callable[[int], tuple[float, int]]) -> tuple[float, list[float]]:
    """Median and all of (count / seconds) over `runs` runs of `timed(run_index)`."""
    rates = []
    for run in range(runs):
        elapsed, count = timed(run)
        rates.append(count / elapsed)
    return statistics.median(rates), rates


def command_line() -> str:
    """The command as typed, with the interpreter relative to the current directory."""
    exe = sys.executable
    try:
        exe = os.path.relpath(exe)
    except ValueError:
        pass
    return shlex.join([exe, *sys.argv])


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="games per run (default 2000)")
    parser.add_argument("--runs", type=int, default=5, help="runs; the median is reported")
    parser.add_argument("--seed", type=int, default=1, help="random seed of the first run")
    parser.add_argument("--squares", action="store_true", help="2x2 squares count too")
    args = parser.parse_args(argv)
    if args.games < 1 or args.runs < 1:
        parser.error("--games and --runs must be at least 1")
    options = RuleOptions(squares=args.squares)

    print(f"command: {command_line()}")
    print(f"python {sys.version.split()[0]}, rules: {options.describe()}")
    print(f"{args.runs} runs of {args.games} random games each; median over runs")
    for checked, label in ((True, "push (checked)"), (False, "push_unchecked")):
        outcome: dict = {}

        def run_games(run: int, checked: bool = checked, outcome: dict = outcome) -> tuple:
            elapsed, stats = time_games(args.games, args.seed + run, checked, options)
            for key, value in stats.items():
                outcome[key] = outcome.get(key, 0) + value
            return elapsed, args.games

        median, rates = median_rate(args.runs, run_games)
        total = args.games * args.runs
        print(
            f"  games/s, {label:15}: {median:9.0f}  "
            f"(runs: {', '.join(f'{r:.0f}' for r in rates)}; "
            f"{outcome['quartos'] / total:.0%} end in a Quarto, "
            f"{outcome['placements'] / total:.1f} placements/game)"
        )

    all_games = draw_full_games(args.games, args.seed)
    for checked, label in ((True, "push (checked)"), (False, "push_unchecked")):
        median, rates = median_rate(
            args.runs,
            lambda _run, checked=checked: time_place_and_check(all_games, checked, options),
        )
        print(
            f"  place-and-check/s, {label:15}: {median:9.0f}  "
            f"(runs: {', '.join(f'{r:.0f}' for r in rates)}; push + lines_through per placement)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
