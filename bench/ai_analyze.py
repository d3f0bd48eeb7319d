"""`main.py analyze` on endgames, this tree against an earlier commit, in one run.

    .venv/bin/python bench/ai_analyze.py [--empties 11] [--count 27] [--compare 89be199]
        [--time 600] [--all] [--seed 1] [--source random|games]

What `python main.py analyze POSITION --json [--all] --time T` computes
(`analysis.analysis_report`), timed around that call only (start-up
excluded), in one worker process per tree fed the positions in turn. The
positions are random open positions (`--source random`) or positions reached
in games between Hard and Hard (`--source games`: the first position of each
game with that many empty squares and the piece in hand). Prints per position
both trees' seconds, the values (they must be equal when both solved), and
the median and total ratio. `--time` is generous so that the earlier commit
also ends with exact values; the calibration loop is measured before and after.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
from pathlib import Path

from ai_solver import calibrate, unpack_commit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from quarto_app.games.quarto.ai import choose_move, level_by_name  # noqa: E402
from quarto_app.games.quarto.ai.sampling import random_position  # noqa: E402
from quarto_app.games.quarto.rules import Move, Position, RuleOptions  # noqa: E402

WORKER = r"""
import json, os, sys, time
sys.meta_path = [f for f in sys.meta_path if "editable" not in type(f).__module__]
if os.path.isdir("quarto_app/games/quarto/ai"):
    from quarto_app.games.quarto.ai.analysis import analysis_report
    from quarto_app.games.quarto.rules import Position, RuleOptions
else:  # before the package moved (commit b73cca0)
    from quarto_app.ai.analysis import analysis_report
    from quarto_app.rules import Position, RuleOptions
print(json.dumps({"ready": True}), flush=True)
for line in sys.stdin:
    job = json.loads(line)
    position = Position.from_str(job["position"])
    started = time.perf_counter()
    report = analysis_report(position, RuleOptions(), None, job["seconds"], job["all"])
    seconds = time.perf_counter() - started
    print(json.dumps({"seconds": seconds, "report": report}), flush=True)
"""


class Analyser:
    def __init__(self, tree: Path, label: str) -> None:
        env = dict(os.environ, PYTHONPATH=str(tree))
        env.pop("QUARTO_AI_PLAIN", None)
        self.label = label
        self.process = subprocess.Popen(
            [sys.executable, "-c", WORKER],
            cwd=tree,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        self._read()

    def _read(self) -> dict:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line:
            raise SystemExit(f"the {self.label} analysis process ended")
        return json.loads(line)

    def analyse(self, position: str, seconds: float, all_moves: bool) -> dict:
        assert self.process.stdin is not None
        job = {"position": position, "seconds": seconds, "all": all_moves}
        self.process.stdin.write(json.dumps(job) + "\n")
        self.process.stdin.flush()
        return self._read()

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait(timeout=60)


def game_positions(rng: random.Random, empties: int, count: int) -> list[Position]:
    """Positions Hard reaches against Hard, at `empties` empty squares, piece in hand."""
    options = RuleOptions()
    hard = level_by_name("Hard")
    found: list[Position] = []
    while len(found) < count:
        position = Position()
        while not position.is_full and 16 - position.placed_count > empties:
            move = choose_move(position, options, hard, rng, seconds=0.2)
            if move.square is not None:
                placed = position.push(Move(move.square, None))
                if placed.lines_through(move.square, options):
                    break
            position = position.push(move)
        if 16 - position.placed_count == empties and position.hand is not None:
            found.append(position)
    return found


def move_values(report: dict) -> dict[str, str]:
    """Every listed move's value, by move (the listing order may differ on ties)."""
    return {f"{m['square']}:{m['give']}": m["value"] for m in report.get("moves", [])}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--empties", type=int, default=11)
    parser.add_argument("--count", type=int, default=27)
    parser.add_argument("--compare", default="89be199")
    parser.add_argument("--time", type=float, default=600.0)
    parser.add_argument("--all", action="store_true")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--source", default="random", choices=("random", "games"))
    args = parser.parse_args()
    rng = random.Random(args.seed * 1000 + args.empties)
    if args.source == "random":
        positions = [random_position(rng, args.empties, RuleOptions()) for _ in range(args.count)]
    else:
        positions = game_positions(rng, args.empties, args.count)
    workers = [Analyser(ROOT, "this tree"), Analyser(unpack_commit(args.compare), args.compare)]
    before = calibrate()
    print(
        f"calibration: {before * 1000:.1f} ms; {len(positions)} {args.source} positions, "
        f"{args.empties} empty squares, --time {args.time}{' --all' if args.all else ''}"
    )
    print(f"{'position':<26} {'this s':>8} {args.compare + ' s':>12} {'ratio':>6}  values")
    ratios, this_total, other_total, differ = [], 0.0, 0.0, 0
    for index, position in enumerate(positions):
        order = workers if index % 2 == 0 else workers[::-1]
        answers = {w.label: w.analyse(str(position), args.time, args.all) for w in order}
        mine, theirs = answers["this tree"], answers[args.compare]
        same = (mine["report"]["value"], mine["report"]["solved"]) == (
            theirs["report"]["value"],
            theirs["report"]["solved"],
        )
        if args.all and same:
            same = move_values(mine["report"]) == move_values(theirs["report"])
        differ += not same
        ratio = theirs["seconds"] / max(mine["seconds"], 1e-9)
        ratios.append(ratio)
        this_total += mine["seconds"]
        other_total += theirs["seconds"]
        print(
            f"{str(position):<26} {mine['seconds']:>8.3f} {theirs['seconds']:>12.3f} "
            f"{ratio:>6.1f}  {mine['report']['value']}/{theirs['report']['value']}"
            + ("" if same else "  DIFFER"),
            flush=True,
        )
    print(
        f"median ratio {statistics.median(ratios):.1f}, total {other_total:.1f} s / "
        f"{this_total:.1f} s = {other_total / max(this_total, 1e-9):.1f}x; "
        f"values differ: {differ}; calibration after {calibrate() * 1000:.1f} ms"
    )
    for worker in workers:
        worker.close()


if __name__ == "__main__":
    main()
