"""`main.py analyze` beside the bare exact solve of the same positions, in one run.

    .venv/bin/python bench/ai_analyze.py [--empties 11,12,13,14] [--count 9] [--count-14 3]
        [--time 600] [--all] [--seed 1] [--source random|games] [--compare REV]
        [--positions "..../..../f4../.... 5",...]

For each position, in one worker process of this tree fed the positions in
turn (start-up excluded, the order of the two alternating):

* analyze: what `python main.py analyze POSITION --json [--all] --time T`
  computes (`analysis.analysis_report`, a fresh table each time);
* solve: the bare exact solve, `Solver.root_values(position, 16)` with a fresh
  table, as bench/ai_solver.py times it (value and best move).

Prints per position both times and their ratio, then per number of empty
squares the median and the total ratio (the issue's target: analyze at most
1.5x the solve from 11 to 14 empty squares), with the calibration loop
(`sum(i*i for i in range(10**6))`, best of 5) before and after. The positions
are random open positions without a win at once (`--source random`), or the
first position with that many empty squares and a piece in hand of games
between Hard and Hard (`--source games`), or the `--positions` given. `--time` is
generous so analyze ends exact. `--compare REV` also runs that commit's analyze
(a second worker).
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
from quarto_app.games.quarto.ai.board import FastBoard  # noqa: E402
from quarto_app.games.quarto.ai.sampling import random_position  # noqa: E402
from quarto_app.games.quarto.rules import Move, Position, RuleOptions  # noqa: E402

WORKER = r"""
import json, os, sys, time
sys.meta_path = [f for f in sys.meta_path if "editable" not in type(f).__module__]
if os.path.isdir("quarto_app/games/quarto/ai"):
    from quarto_app.games.quarto.ai.analysis import analysis_report
    from quarto_app.games.quarto.ai.solver import Solver
    from quarto_app.games.quarto.rules import Position, RuleOptions
    from quarto_app.games.quarto import ai
    SEARCH_PATH = getattr(ai, "SEARCH_PATH", "plain")
else:  # before the package moved (commit b73cca0)
    from quarto_app.ai.analysis import analysis_report
    from quarto_app.ai.solver import Solver
    from quarto_app.rules import Position, RuleOptions
    SEARCH_PATH = "plain"
print(json.dumps({"path": SEARCH_PATH}), flush=True)
for line in sys.stdin:
    job = json.loads(line)
    position = Position.from_str(job["position"])
    started = time.perf_counter()
    if job["kind"] == "analyze":
        report = analysis_report(position, RuleOptions(), None, job["seconds"], job["all"])
        answer = {"value": report["value"], "solved": report["solved"], "report": report}
    else:
        solver = Solver(RuleOptions())
        move, value = max(solver.root_values(position, 16), key=lambda item: item[1])
        word = "win" if value >= 1000 else "loss" if value <= -1000 else "draw"
        answer = {"value": word, "solved": True, "nodes": solver.nodes}
    answer["seconds"] = time.perf_counter() - started
    print(json.dumps(answer), flush=True)
"""


class Worker:
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
        self.path = self._read()["path"]

    def _read(self) -> dict:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line:
            raise SystemExit(f"the {self.label} process ended")
        return json.loads(line)

    def run(self, kind: str, position: str, seconds: float = 0.0, all_moves: bool = False) -> dict:
        assert self.process.stdin is not None
        job = {"kind": kind, "position": position, "seconds": seconds, "all": all_moves}
        self.process.stdin.write(json.dumps(job) + "\n")
        self.process.stdin.flush()
        return self._read()

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait(timeout=60)


def open_positions(rng: random.Random, empties: int, count: int) -> list[Position]:
    """Random open positions whose piece in hand cannot win at once (those need no search)."""
    options = RuleOptions()
    found: list[Position] = []
    while len(found) < count:
        position = random_position(rng, empties, options)
        if not FastBoard(options, position).winning_squares(position.hand):
            found.append(position)
    return found


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--empties", default="11,12,13,14")
    parser.add_argument("--count", type=int, default=9, help="positions per number of empties")
    parser.add_argument("--count-14", type=int, default=3, help="positions with 14 or more")
    parser.add_argument("--time", type=float, default=600.0)
    parser.add_argument("--all", action="store_true")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--source", default="random", choices=("random", "games"))
    parser.add_argument("--compare", default=None, help="also run this commit's analyze")
    parser.add_argument("--positions", default="", help="these positions instead, comma-separated")
    args = parser.parse_args()
    given = [Position.from_str(text) for text in args.positions.split(",") if text.strip()]
    worker = Worker(ROOT, "this tree")
    other = Worker(unpack_commit(args.compare), args.compare) if args.compare else None
    before = calibrate()
    print(
        f"calibration: {before * 1000:.1f} ms; search {worker.path}; {args.source} positions; "
        f"analyze --time {args.time}{' --all' if args.all else ''}"
    )
    header = f"{'empty':>5} {'position':<26} {'solve s':>8} {'analyze s':>9} {'ratio':>6}  value"
    if other:
        header += f"  {args.compare + ' s':>12}"
    print(header)
    summary = []
    sizes = sorted({16 - p.placed_count for p in given}) if given else args.empties.split(",")
    for empties in (int(x) for x in sizes):
        rng = random.Random(args.seed * 1000 + empties)
        count = args.count if empties < 14 else args.count_14
        make = open_positions if args.source == "random" else game_positions
        if given:
            positions = [p for p in given if 16 - p.placed_count == empties]
        else:
            positions = make(rng, empties, count)
        solves, analyses, ratios, differ = [], [], [], 0
        for index, position in enumerate(positions):
            text = str(position)
            kinds = ["solve", "analyze"] if index % 2 == 0 else ["analyze", "solve"]
            answers = {k: worker.run(k, text, args.time, args.all) for k in kinds}
            solve, analyze = answers["solve"], answers["analyze"]
            same = analyze["solved"] and analyze["value"] == solve["value"]
            differ += not same
            ratio = analyze["seconds"] / max(solve["seconds"], 1e-9)
            solves.append(solve["seconds"])
            analyses.append(analyze["seconds"])
            ratios.append(ratio)
            line = (
                f"{empties:>5} {text:<26} {solve['seconds']:>8.3f} {analyze['seconds']:>9.3f} "
                f"{ratio:>6.2f}  {solve['value']}" + ("" if same else f"  DIFFER {analyze}")
            )
            if other:
                theirs = other.run("analyze", text, args.time, args.all)
                line += f"  {theirs['seconds']:>12.3f}"
            print(line, flush=True)
        total = sum(analyses) / max(sum(solves), 1e-9)
        summary.append((empties, len(positions), statistics.median(solves), total, ratios, differ))
    print(
        f"{'empty':>5} {'n':>3} {'solve med s':>11} {'x cal':>6} {'ratio med':>9} "
        f"{'max':>6} {'total':>6}  differ"
    )
    for empties, count, median_solve, total, ratios, differ in summary:
        print(
            f"{empties:>5} {count:>3} {median_solve:>11.3f} {median_solve / before:>6.1f} "
            f"{statistics.median(ratios):>9.2f} {max(ratios):>6.2f} {total:>6.2f}  {differ}"
        )
    print(f"calibration after: {calibrate() * 1000:.1f} ms")
    worker.close()
    if other:
        other.close()


if __name__ == "__main__":
    main()
