"""How much of a core the game takes when nothing happens, and while the computer plays.

    .venv/bin/python bench/idle_cpu.py [--seconds 6] [--tree OTHER_CHECKOUT]

Each case runs the real loop (`App.run`) in its own process on SDL's dummy
video driver for `--seconds` after a second of warm-up, and reports the
process's CPU time over that wall time (100% = one core busy): an idle menu,
an idle table (a hot-seat game of each game, nobody touching anything), and
a game the computer plays against itself (attract mode: it thinks, moves
glide, both at 60 frames a second by design; its searches run in a worker
process, counted apart). Goal: 3% of a core or less when idle.

`--tree` runs the same cases on another checkout of this repository (an older
commit in a git worktree) in the same run, for a before/after.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import timeit
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CHILD = r"""
import json, os, resource, sys, threading, time
sys.path.insert(0, {root!r})
import pygame
from quarto_app.app import build_app
from quarto_app.frame import starting
from quarto_app.frame.game import Seat, Setup
from quarto_app.frame.loop import Pace
from quarto_app.frame.window import open_window
from quarto_app.platform.settings import load_settings
import tempfile
from pathlib import Path

case, seconds = {case!r}, {seconds!r}
pygame.display.init(); pygame.font.init()
open_window((1280, 800))
settings = load_settings(Path(tempfile.mkdtemp()) / "settings.json")
app = build_app(pace=Pace(), settings=settings)
ids = [game.id for game in app.games]
if case == "menu":
    app.router.reset("menu")
elif case.startswith("table:"):
    game = app.game(case.split(":")[1])
    names = ("Anna", "Ben", "Carl", "Dora")[: game.seat_counts[0]]
    setup = Setup(game.id, tuple(Seat(n) for n in names), game.default_options(), 0)
    starting.start(app, setup, keep_setup=False)
    if case.endswith("quartino"):
        play = next(scene for scene in app.router.stack if hasattr(scene, "table"))
        play.table.taken_by(0)  # past the hand-over: the table as Anna sees it
        while app.top is not play:
            app.router.pop()
elif case.startswith("demo:"):
    game = app.game(case.split(":")[1])
    starting.start(app, starting.demo(game), attract=True)
marks = []

def measure():
    time.sleep(1.0)
    marks.append((time.perf_counter(), resource.getrusage(resource.RUSAGE_SELF)))
    time.sleep(seconds)
    marks.append((time.perf_counter(), resource.getrusage(resource.RUSAGE_SELF)))
    app.running = False

threading.Thread(target=measure, daemon=True).start()
app.run()
(t0, r0), (t1, r1) = marks
cpu = (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)
print(json.dumps({{"cpu": cpu, "wall": t1 - t0, "frames": app.frames}}))
app.close(); pygame.quit()
"""


def run_case(tree: Path, case: str, seconds: float) -> dict | None:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    env.setdefault("QUARTO_USER_DIR", str(Path("/tmp") / f"quarto-bench-{os.getpid()}"))
    code = CHILD.format(root=str(tree), case=case, seconds=seconds)
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=tree
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if done.returncode != 0 or not lines:
        tail = (done.stderr.strip().splitlines() or ["?"])[-1]
        print(f"  {case}: not measured ({tail})")
        return None
    return json.loads(lines[-1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=6.0)
    parser.add_argument("--tree", type=Path, help="another checkout to measure beside this one")
    args = parser.parse_args()
    calibration = min(timeit.repeat("sum(i*i for i in range(10**6))", number=1, repeat=5))
    print(f"calibration loop: {calibration * 1000:.1f} ms")
    cases = ["menu", "table:quarto", "table:quartino", "demo:quarto", "demo:quartino"]
    trees = [("this tree", ROOT)] + ([("other tree", args.tree.resolve())] if args.tree else [])
    for case in cases:
        for label, tree in trees:
            found = run_case(tree, case, args.seconds)
            if found is None:
                continue
            share = 100 * found["cpu"] / found["wall"]
            fps = found["frames"] / (found["wall"] + 1.0)
            print(
                f"{case:<16} {label:<10} {share:5.1f}% of a core "
                f"({found['frames']} frames drawn, ~{fps:.0f}/s)"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
