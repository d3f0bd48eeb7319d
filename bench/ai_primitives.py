"""Rules primitives of the search, per second: place-check-undo and unsafe-give scans.

    .venv/bin/python bench/ai_primitives.py [--rounds 5]

"place-check-undo": put the piece in hand on a square, test for a line
through it, take it back (the FastBoard methods, and the same steps inlined
as the solver's inner loop does them). "unsafe scan": the set of pieces the
opponent could win with at once (FastBoard.unsafe over all lines, and the
solver's way: from the threats passed down, square -> completing pieces).
Prints the median of `rounds` timings of each.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from quarto_app.games.quarto.ai.board import LAND, ONE, THREE, FastBoard
from quarto_app.games.quarto.ai.sampling import random_position
from quarto_app.games.quarto.rules import RuleOptions

N = 200_000


def positions(options: RuleOptions) -> list[FastBoard]:
    rng = random.Random(1)
    return [
        FastBoard(options, random_position(rng, rng.randint(4, 12), options)) for _ in range(64)
    ]


def methods_place_check_undo(boards: list[FastBoard]) -> float:
    started = time.perf_counter()
    done = 0
    per_board = N // len(boards)
    for board in boards:
        empties = [s for s in range(16) if not board.occ >> s & 1]
        piece = next(p for p in range(16) if board.avail >> p & 1)
        for i in range(per_board):
            square = empties[i % len(empties)]
            board.wins_at(square, piece)
            saved = board.place(square, piece)
            board.undo(square, saved)
        done += per_board
    return done / (time.perf_counter() - started)


def inline_place_check_undo(boards: list[FastBoard]) -> float:
    started = time.perf_counter()
    done = 0
    per_board = N // len(boards)
    for board in boards:
        tables = board.tables
        lines_at, lines = tables.lines_at, board.lines
        empties = [s for s in range(16) if not board.occ >> s & 1]
        piece = next(p for p in range(16) if board.avail >> p & 1)
        code = tables.traits[piece]
        keep = code | ~LAND
        for i in range(per_board):
            square = empties[i % len(empties)]
            through = lines_at[square]
            for line in through:  # check
                state = lines[line]
                if state >= THREE and state & code:
                    break
            child = lines[:]  # place on a copy, as the solver does: undo is dropping it
            for line in through:
                child[line] = (child[line] & keep) + ONE
        done += per_board
    return done / (time.perf_counter() - started)


def method_unsafe(boards: list[FastBoard]) -> float:
    started = time.perf_counter()
    per_board = N // len(boards)
    for board in boards:
        for _ in range(per_board):
            board.unsafe()
    return per_board * len(boards) / (time.perf_counter() - started)


def threats_unsafe(boards: list[FastBoard]) -> float:
    started = time.perf_counter()
    per_board = N // len(boards)
    for board in boards:
        threats = board.threats()
        bit = 1 << next(s for s in range(16) if not board.occ >> s & 1)
        for _ in range(per_board):
            # the solver does this once per node and the last line per square
            threatened = twice = 0
            for pieces in threats.values():
                twice |= threatened & pieces
                threatened |= pieces
            unsafe = threatened ^ (threats.get(bit, 0) & ~twice)  # noqa: F841
    return per_board * len(boards) / (time.perf_counter() - started)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    for options in (RuleOptions(), RuleOptions(squares=True)):
        boards = positions(options)
        print(options.describe())
        for name, bench in (
            ("place-check-undo (FastBoard methods)", methods_place_check_undo),
            ("place-check-undo (inlined, as in the solver)", inline_place_check_undo),
            ("unsafe scan (FastBoard.unsafe, all lines)", method_unsafe),
            ("unsafe scan (solver: threats passed down)", threats_unsafe),
        ):
            rates = [bench(boards) for _ in range(args.rounds)]
            print(f"  {name:<46} {statistics.median(rates) / 1e6:6.2f} M/s")


if __name__ == "__main__":
    main()
