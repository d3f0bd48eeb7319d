"""Exact-solve figures per number of empty squares: nodes and seconds (median, p95),
beside a calibration of the machine, and optionally an earlier commit's solver.

    .venv/bin/python bench/ai_solver.py [--empties 9,10,11,12,13] [--count 20]
        [--rules standard,squares] [--seed 1] [--compare REV|plain] [--settings JSON]

Each position is a random open position with the piece in hand (see
quarto_app.games.quarto.ai.sampling), the same for every solver; every solve
starts with an empty transposition table (`Solver.root_values(position, 16)`).

The solvers run in worker processes, one per tree, fed the positions in turn
(this tree, then the other, alternating who goes first), so both see the same
machine load. `--compare REV` unpacks commit REV (`git archive`) into a
temporary folder and runs its solver there (its import path, `quarto_app.ai`
before the package moved, is found either way; a tree with the compiled search
is built first); `--compare plain` runs this tree's plain-Python search
(QUARTO_AI_PLAIN=1). The ratio columns are the other solver's median over this
one's: above 1, this tree is faster (fewer nodes). Values must agree: any
disagreement is printed.

Calibration: `python -m timeit "sum(i*i for i in range(10**6))"` run in this
process before and after the solves (best of 5, as timeit reports it); the
"x cal" column is the median seconds over the calibration time, a figure that
travels between machines (the issue's target: 13 empty squares, standard
rules, at most 35).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tarfile
import tempfile
import timeit
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from quarto_app.games.quarto.ai.sampling import random_position  # noqa: E402
from quarto_app.games.quarto.rules import RuleOptions  # noqa: E402

RULES = {"standard": RuleOptions(), "squares": RuleOptions(squares=True)}

# The worker: one JSON job per line in, one JSON answer per line out.
WORKER = r"""
import json, os, sys, time
# Only this tree's code: the venv's editable install of the checkout must not fill in
# modules this tree lacks.
sys.meta_path = [f for f in sys.meta_path if "editable" not in type(f).__module__]
if os.path.isdir("quarto_app/games/quarto/ai"):
    from quarto_app.games.quarto.ai.solver import Solver
    from quarto_app.games.quarto.rules import Position, RuleOptions
    from quarto_app.games.quarto import ai
    SEARCH_PATH = getattr(ai, "SEARCH_PATH", "plain")
else:  # before the package moved (commit b73cca0)
    from quarto_app.ai.solver import Solver
    from quarto_app.rules import Position, RuleOptions
    SEARCH_PATH = "plain"
print(json.dumps({"path": SEARCH_PATH}), flush=True)
for line in sys.stdin:
    job = json.loads(line)
    options = RuleOptions(squares=job["squares"], attributes=job["attributes"])
    solver = Solver(options, **job["settings"])
    position = Position.from_str(job["position"])
    started = time.perf_counter()
    solver.nodes = 0
    value = max(v for _, v in solver.root_values(position, 16))
    seconds = time.perf_counter() - started
    print(json.dumps({"value": value, "nodes": solver.nodes, "seconds": seconds}), flush=True)
"""


def calibrate() -> float:
    """Seconds of one `sum(i*i for i in range(10**6))`, best of 5 (timeit's figure)."""
    timer = timeit.Timer("sum(i*i for i in range(10**6))")
    return min(timer.repeat(repeat=5, number=1))


class Worker:
    """A solver process on one tree."""

    def __init__(self, tree: Path, label: str, plain: bool = False) -> None:
        env = dict(os.environ, PYTHONPATH=str(tree))
        env.pop("QUARTO_AI_PLAIN", None)
        if plain:
            env["QUARTO_AI_PLAIN"] = "1"
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
            raise SystemExit(f"the {self.label} solver process ended")
        return json.loads(line)

    def solve(self, position: str, options: RuleOptions, settings: dict) -> dict:
        assert self.process.stdin is not None
        job = {
            "position": position,
            "squares": options.squares,
            "attributes": options.attributes,
            "settings": settings,
        }
        self.process.stdin.write(json.dumps(job) + "\n")
        self.process.stdin.flush()
        return self._read()

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait(timeout=30)


def unpack_commit(rev: str) -> Path:
    """Commit `rev` of this repository in a temporary folder, its search built if it has one."""
    commit = subprocess.run(
        ["git", "rev-parse", "--verify", f"{rev}^{{commit}}"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    folder = Path(tempfile.gettempdir()) / f"quarto-bench-{commit[:12]}"
    if not (folder / "quarto_app").is_dir():
        folder.mkdir(parents=True, exist_ok=True)
        archive = subprocess.run(
            ["git", "archive", "--format=tar", commit], cwd=ROOT, capture_output=True, check=True
        ).stdout
        archive_path = folder / "source.tar"
        archive_path.write_bytes(archive)
        with tarfile.open(archive_path) as tar:
            tar.extractall(folder, filter="data")
        archive_path.unlink()
        if (folder / "quarto_app/games/quarto/ai/native.py").is_file():
            subprocess.run(
                [sys.executable, "-m", "quarto_app.games.quarto.ai", "build"],
                cwd=folder,
                env=dict(os.environ, PYTHONPATH=str(folder)),
                check=True,
            )
    return folder


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def summary(results: list[dict]) -> tuple[float, float, float, float]:
    nodes = [r["nodes"] for r in results]
    seconds = [r["seconds"] for r in results]
    return (
        statistics.median(nodes),
        percentile(nodes, 0.95),
        statistics.median(seconds),
        percentile(seconds, 0.95),
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--empties", default="9,10,11,12,13")
    parser.add_argument("--count", type=int, default=20)
    parser.add_argument("--rules", default="standard,squares")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--compare", default=None, help="a commit, or 'plain'")
    parser.add_argument("--settings", default="{}", help="Solver keyword arguments, as JSON")
    args = parser.parse_args()
    settings = json.loads(args.settings)

    workers = [Worker(ROOT, "this tree")]
    if args.compare == "plain":
        workers.append(Worker(ROOT, "plain", plain=True))
    elif args.compare:
        workers.append(Worker(unpack_commit(args.compare), args.compare))
    before = calibrate()
    print(
        f"calibration (sum(i*i for i in range(10**6)), best of 5): {before * 1000:.1f} ms;"
        f" count {args.count}, seed {args.seed}, settings {settings}"
    )
    print("solvers: " + ", ".join(f"{w.label} ({w.path})" for w in workers))
    other = workers[1].label if len(workers) > 1 else None
    header = (
        f"{'rules':<8} {'empty':>5} {'nodes med':>10} {'nodes p95':>10} {'s med':>8} "
        f"{'s p95':>8} {'x cal':>6} {'w/d/l':>8}"
    )
    if other:
        header += f" | {'other s med':>11} {'s p95':>8} {'nodes x':>7} {'time x':>7}"
    print(header)
    rows = []
    for rule_name in args.rules.split(","):
        options = RULES[rule_name]
        for empties in (int(x) for x in args.empties.split(",")):
            rng = random.Random(args.seed * 100 + empties + (50 if options.squares else 0))
            results: list[list[dict]] = [[] for _ in workers]
            outcomes = [0, 0, 0]
            for index in range(args.count):
                position = str(random_position(rng, empties, options))
                order = list(range(len(workers)))
                if index % 2:
                    order.reverse()  # alternate who runs first
                answers = {i: workers[i].solve(position, options, settings) for i in order}
                for i in range(len(workers)):
                    results[i].append(answers[i])
                value = answers[0]["value"]
                outcomes[0 if value >= 1000 else 2 if value <= -1000 else 1] += 1
                if any(answers[i]["value"] != value for i in answers):
                    print(f"  VALUES DIFFER on {position}: {[answers[i] for i in order]}")
            rows.append((rule_name, empties, results, outcomes))
            nodes_med, nodes_p95, s_med, s_p95 = summary(results[0])
            line = (
                f"{rule_name:<8} {empties:>5} {nodes_med:>10.0f} {nodes_p95:>10.0f} "
                f"{s_med:>8.3f} {s_p95:>8.3f} {s_med / before:>6.1f} "
                f"{'/'.join(map(str, outcomes)):>8}"
            )
            if other:
                o_nodes, _, o_med, o_p95 = summary(results[1])
                line += (
                    f" | {o_med:>11.3f} {o_p95:>8.3f} {o_nodes / max(nodes_med, 1):>7.1f} "
                    f"{o_med / max(s_med, 1e-9):>7.1f}"
                )
            print(line, flush=True)
    after = calibrate()
    print(
        f"calibration after: {after * 1000:.1f} ms (x cal used the one before; "
        f"with this one the 'x cal' figures are {before / after:.2f} times theirs)"
    )
    for worker in workers:
        worker.close()


if __name__ == "__main__":
    main()
