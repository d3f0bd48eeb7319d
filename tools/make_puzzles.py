"""Make the puzzles that ship with the game, or check them all against the solver.

    .venv/bin/python tools/make_puzzles.py            writes assets/puzzles/quarto.json
    .venv/bin/python tools/make_puzzles.py --check    proves every shipped puzzle afresh

The set is `--per-group` puzzles for each depth (win in 2, 3, 4) and each rule
set (lines; lines and 2x2 squares), made by the seeded generator
(quarto_app.games.quarto.puzzles.make_puzzles), so the same arguments write
the same file. One puzzle per line keeps the diffs of a new set readable.

`--check` examines every puzzle from scratch (its least depth, every solution,
every other move proven by the exact solver to win by no means, its rating)
and exits 1 listing the puzzles that fail; tests/test_puzzles.py checks a
seeded sample of the same on every `make test`.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from quarto_app.games.quarto.puzzles import (  # noqa: E402
    Examiner,
    Puzzle,
    check_puzzle,
    make_puzzles,
    read_puzzles,
)

SHIPPED = ROOT / "assets" / "puzzles" / "quarto.json"
FORMAT = 1
SEED = 27  # the issue that asked for puzzles
PER_GROUP = 50


def write(puzzles: list[Puzzle], path: Path, seed: int, per_group: int) -> None:
    """The set as JSON, one puzzle per line."""
    head = {
        "format": FORMAT,
        "made_by": f"tools/make_puzzles.py --seed {seed} --per-group {per_group}",
    }
    lines = [json.dumps(puzzle.as_dict()) for puzzle in puzzles]
    text = json.dumps(head)[:-1] + ', "puzzles": [\n' + ",\n".join(lines) + "\n]}\n"
    json.loads(text)  # what is written must read back
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def make(seed: int, per_group: int, path: Path) -> int:
    puzzles: list[Puzzle] = []
    for squares in (False, True):
        for win_in in (2, 3, 4):
            started = time.perf_counter()
            group = make_puzzles(per_group, seed, squares=squares, win_in=win_in)
            seconds = time.perf_counter() - started
            rule = "squares" if squares else "lines"
            print(f"{rule} win in {win_in}: {len(group)} puzzles, {seconds:.1f} s", file=sys.stderr)
            puzzles += sorted(group, key=lambda p: (p.rating, str(p.position)))
    write(puzzles, path, seed, per_group)
    print(f"wrote {len(puzzles)} puzzles to {path}", file=sys.stderr)
    return 0


def check(path: Path) -> int:
    puzzles = read_puzzles(json.loads(path.read_text(encoding="utf-8")))
    examiners = {squares: Examiner(squares) for squares in (False, True)}
    failed = 0
    started = time.perf_counter()
    for index, puzzle in enumerate(puzzles):
        examiner = examiners[puzzle.squares]
        examiner.next_game()
        problems = check_puzzle(puzzle, examiner)
        if problems:
            failed += 1
            print(f"puzzle {index} ({puzzle.key}): {problems}")
    seconds = time.perf_counter() - started
    print(f"checked {len(puzzles)} puzzles in {seconds:.1f} s: {failed} failed")
    return 1 if failed else 0


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="prove every puzzle of the file")
    parser.add_argument("--file", type=Path, default=SHIPPED, help="the set to write or check")
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument(
        "--per-group", type=int, default=PER_GROUP, help="puzzles per depth and rule set"
    )
    args = parser.parse_args(argv)
    if args.check:
        return check(args.file)
    return make(args.seed, args.per_group, args.file)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
