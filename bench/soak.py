"""Soak: many computer-vs-computer games through the real scenes, headless.

    .venv/bin/python bench/soak.py [--games 1000] [--levels Beginner,Easy] [--every 100]
    .venv/bin/python bench/soak.py --game quartino [--games 300] [--levels Easy,Medium,Easy]

Games follow what players do: nine in ten are a Rematch from the result
panel (the same table and search process), every tenth starts afresh from the
app's own start path (as the menu does: a new table, a new search process).
Each plays at the fast pace with the real computer players, keeps the autosave
on disk after every move (in a throwaway user folder), and ends on the result
panel; a game that raises, or does not end within its time limit, counts as a
crash. Every `--every` games it prints the
crashes so far, the process's resident memory, its peak, and the worker
processes alive; at the end, the memory growth per 100 games (a least-squares
line through the samples after the first). Target: 0 crashes in 1,000 games,
memory flat.

The throwaway user folder is made once, by the soak itself (the search workers,
started by 'spawn', import this file too and must not make their own), and removed
at the end; SIGTERM and SIGHUP end the soak as Ctrl-C does: the figures so far,
the app closed, the folder removed, exit 128 + the signal's number.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import signal
import sys
import tempfile
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

GAME_LIMIT = 120.0  # seconds of wall clock before a game counts as stuck
DT = 1 / 60


def resident_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def children() -> int:
    """Processes whose parent is this one (the search worker, while a game is on)."""
    me = str(os.getpid())
    count = 0
    for status in Path("/proc").glob("[0-9]*/status"):
        try:
            if any(line == f"PPid:\t{me}" for line in status.read_text().splitlines()):
                count += 1
        except OSError:
            continue
    return count


def calibration() -> float:
    """Seconds of the machine's reference loop (sum(i*i for i in range(10**6)))."""
    began = time.perf_counter()
    sum(i * i for i in range(10**6))
    return time.perf_counter() - began


def growth_per_100(samples: list[tuple[int, float]]) -> float:
    """MB per 100 games: the least-squares slope through (games, resident MB)."""
    points = samples[1:] if len(samples) > 2 else samples
    if len(points) < 2:
        return float("nan")
    mean_x = sum(x for x, _ in points) / len(points)
    mean_y = sum(y for _, y in points) / len(points)
    spread = sum((x - mean_x) ** 2 for x, _ in points)
    slope = sum((x - mean_x) * (y - mean_y) for x, y in points) / spread if spread else 0.0
    return slope * 100


class Stopped(BaseException):
    """A signal asked the soak to stop (no Exception: a game's `except` must not count it)."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


def _stop(signum: int, frame: object) -> None:
    raise Stopped(signum)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--game", choices=("quarto", "quartino"), default="quarto")
    parser.add_argument(
        "--levels", default=None, help="one per seat (Quarto: Beginner,Easy; Quartino: 3 seats)"
    )
    parser.add_argument("--every", type=int, default=100)
    args = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="quarto-soak-")
    os.environ["QUARTO_USER_DIR"] = folder  # the workers inherit it
    for name in ("SIGTERM", "SIGHUP"):
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), _stop)
    try:
        return soak(args)
    except (Stopped, KeyboardInterrupt) as stop:
        signum = stop.signum if isinstance(stop, Stopped) else signal.SIGINT
        print(f"stopped by signal {signum}", flush=True)
        return 128 + int(signum)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def soak(args: argparse.Namespace) -> int:
    import pygame

    from quarto_app.app import build_app
    from quarto_app.frame.loop import Pace
    from quarto_app.frame.window import open_window

    pygame.display.init()
    pygame.font.init()
    open_window((1280, 800))
    app = build_app(pace=Pace.fast())
    app.autosave = True
    game = app.game(args.game)
    default = "Beginner,Easy" if game.id == "quarto" else "Easy,Medium,Easy"
    levels = (args.levels or default).split(",")
    print(
        f"{args.games} games of {game.id}, {' vs '.join(levels)}, fast pace; "
        f"calibration loop {calibration() * 1000:.0f} ms"
    )
    try:
        return play(app, game, levels, args)
    finally:
        app.close()  # every scene leaves: the search worker stops
        pygame.quit()


def play(app, game, levels: list[str], args: argparse.Namespace) -> int:
    from quarto_app.frame import starting
    from quarto_app.frame.game import Seat, Setup
    from quarto_app.frame.requests import Answer
    from quarto_app.frame.scenes.panel import PanelScene

    crashes: list[str] = []
    samples: list[tuple[int, float]] = [(0, resident_mb())]
    frames = 0
    began = time.perf_counter()
    for number in range(1, args.games + 1):
        seats = tuple(
            Seat(f"{starting.computer_name(game, level)} {seat + 1}", level)
            for seat, level in enumerate(levels)
        )
        setup = Setup(game.id, seats, game.default_options(), starter=number % len(seats))
        try:
            if number % 10 == 1 or not isinstance(app.top, PanelScene):
                starting.start(app, setup, keep_setup=False)
            else:
                app.top.answer(Answer.REMATCH)
            deadline = time.perf_counter() + GAME_LIMIT
            while not (isinstance(app.top, PanelScene) and len(app.router.stack) > 1):
                if time.perf_counter() > deadline:
                    raise TimeoutError(f"game {number} did not end in {GAME_LIMIT:.0f} s")
                app.step(DT)
                frames += 1
        except Exception:  # noqa: BLE001 - a soak counts every crash, then goes on
            crashes.append(traceback.format_exc(limit=3))
            app.router.clear()
        if number % args.every == 0 or number == args.games:
            samples.append((number, resident_mb()))
            print(
                f"games {number:5d}  crashes {len(crashes)}  resident {samples[-1][1]:6.1f} MB  "
                f"peak {peak_mb():6.1f} MB  workers alive {children()}  "
                f"{time.perf_counter() - began:6.0f} s",
                flush=True,
            )
    print(
        f"crashes {len(crashes)} in {args.games} games ({frames} frames); "
        f"peak {peak_mb():.1f} MB; growth {growth_per_100(samples):+.2f} MB per 100 games "
        f"(target: 0 crashes, flat)"
    )
    for crash in crashes[:5]:
        print("---", crash, sep="\n")
    return 1 if crashes else 0


if __name__ == "__main__":
    sys.exit(main())
