"""Nothing runs after the game is gone: the search worker dies with its parent.

Each test starts a parent in its own interpreter, waits until its search
worker is up (and, where it says so, busy in a long search), then ends the
parent the hostile way: `kill -9`, a hang-up, SIGTERM, or Ctrl+C in its
terminal. Within 2 s every process the parent started (the worker and
multiprocessing's resource tracker) must be gone, and no named semaphore any
of them had open may be left in /dev/shm.

The process tree is read from /proc, so these tests run on Linux only.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(
    not Path("/proc/self/stat").exists(), reason="reads the process tree from /proc"
)

ROOT = Path(__file__).resolve().parent.parent
GONE_WITHIN = 2.0  # seconds from the parent's end until its children must be gone
START_WITHIN = 60.0  # a loaded 2-core machine may be slow to start interpreters

# A parent that starts a worker, waits for its first answer (the worker is up),
# then, with "search", starts a 60 s analysis of the empty board and writes its
# worker's pid to the file named by argv[2]; then it waits to be ended. On
# Ctrl+C it leaves at once (os._exit), as a game that died would: multiprocessing's
# own exit would terminate the worker and hide what the worker does by itself.
PARENT = """if True:
    import os, sys, time
    from quarto_app.games.quarto.ai import SearchWorker, level_by_name
    from quarto_app.games.quarto.rules import Position, RuleOptions

    worker = SearchWorker()
    worker.start(Position.from_str("456./..../..../.... c"), RuleOptions(), level_by_name("Hard"))
    while worker.poll() is None:
        time.sleep(0.01)
    if sys.argv[1] == "search":
        worker.start_analysis(Position.from_str("..../..../..../.... -"), RuleOptions(), 60.0)
    with open(sys.argv[2] + ".part", "w") as ready:
        ready.write(str(worker._line.pid))
    os.rename(sys.argv[2] + ".part", sys.argv[2])
    try:
        time.sleep(120)
    except KeyboardInterrupt:
        os._exit(130)
"""


def _stat(pid: int) -> tuple[str, int, int, int] | None:
    """(state, parent pid, CPU ticks, start time) of a process, None once it is gone."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except (FileNotFoundError, ProcessLookupError):
        return None
    fields = text[text.rindex(")") + 2 :].split()  # the name may hold spaces and parentheses
    return fields[0], int(fields[1]), int(fields[11]) + int(fields[12]), int(fields[19])


def _descendants(root: int) -> dict[int, int]:
    """Every living process below `root`: pid -> its start time (a reused pid is not it)."""
    parents: dict[int, tuple[int, int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            stat = _stat(int(entry.name))
            if stat is not None and stat[0] != "Z":
                parents[int(entry.name)] = (stat[1], stat[3])
    found: dict[int, int] = {}
    frontier = [root]
    while frontier:
        parent = frontier.pop()
        for pid, (ppid, started) in parents.items():
            if ppid == parent and pid not in found:
                found[pid] = started
                frontier.append(pid)
    return found


def _alive(pid: int, started: int) -> bool:
    """Still running: a zombie waiting for init to reap it has ended."""
    stat = _stat(pid)
    return stat is not None and stat[0] != "Z" and stat[3] == started


def _semaphores(pids: list[int]) -> set[str]:
    """The named semaphores (/dev/shm/sem.*) these processes have mapped."""
    names: set[str] = set()
    for pid in pids:
        try:
            maps = Path(f"/proc/{pid}/maps").read_text()
        except OSError:
            continue
        for line in maps.splitlines():
            path = line.split(maxsplit=5)[-1]
            if path.startswith("/dev/shm/sem.") and not path.endswith(" (deleted)"):
                names.add(path)
    return names


def _default_signals() -> None:
    """In the child: the signals' default actions, whatever the test runner inherited.

    A runner started with nohup ignores SIGHUP, and a shell's background job ignores
    SIGINT; a child inherits both, and the game rightly keeps an ignored hang-up
    ignored. These tests are about a game started as a player starts it.
    """
    for name in ("SIGHUP", "SIGINT", "SIGTERM"):
        signal.signal(getattr(signal, name), signal.SIG_DFL)


def _wait_for(what: str, ready: Callable[[], bool], seconds: float) -> None:
    until = time.monotonic() + seconds
    while not ready():
        assert time.monotonic() < until, f"gave up waiting: {what}"
        time.sleep(0.02)


class Tree:
    """A parent process and the processes below it, ended by the test."""

    def __init__(self, args: list[str], cwd: Path, **env: str) -> None:
        environment = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
        environment.update(env)
        self.stderr_path = cwd / "stderr.txt"
        with self.stderr_path.open("wb") as stderr:
            # Its own session: a signal to its process group reaches no test runner.
            self.process = subprocess.Popen(
                args,
                cwd=cwd,
                env=environment,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=stderr,
                start_new_session=True,
                preexec_fn=_default_signals,
            )
        self.children: dict[int, int] = {}

    def note_children(self) -> None:
        self.children = _descendants(self.process.pid)

    def survivors(self) -> list[int]:
        return [pid for pid, started in self.children.items() if _alive(pid, started)]

    def wait_until_children_gone(self, seconds: float) -> float:
        """Seconds until every noted child had ended (fails after `seconds`)."""
        started = time.monotonic()
        until = started + seconds
        while self.survivors() and time.monotonic() < until:
            time.sleep(0.01)
        left = self.survivors()
        commands = [Path(f"/proc/{pid}/cmdline").read_bytes()[:120] for pid in left]
        assert not left, f"still running {seconds} s after the parent ended: {commands}"
        return time.monotonic() - started

    def stderr(self) -> str:
        return self.stderr_path.read_text(errors="replace")

    def clean_up(self) -> None:
        """Whatever a failed test left running goes (only processes this test started)."""
        for pid in [self.process.pid, *self.survivors()]:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        try:
            self.process.wait(5)
        except subprocess.TimeoutExpired:
            pass


def _searching(pid: int) -> bool:
    """The worker has spent CPU time on its search since the first look (0.2 s at least)."""
    first = _stat(pid)
    assert first is not None, "the worker died before it was asked to end"
    until = time.monotonic() + START_WITHIN
    while time.monotonic() < until:
        now = _stat(pid)
        assert now is not None, "the worker died before it was asked to end"
        if now[2] - first[2] >= 0.2 * os.sysconf("SC_CLK_TCK"):
            return True
        time.sleep(0.02)
    return False


ENDINGS = {
    "kill -9": lambda tree: os.kill(tree.process.pid, signal.SIGKILL),
    "SIGHUP": lambda tree: os.kill(tree.process.pid, signal.SIGHUP),
    "SIGTERM": lambda tree: os.kill(tree.process.pid, signal.SIGTERM),
    # Ctrl+C in a terminal reaches the whole foreground process group, worker included.
    "Ctrl+C": lambda tree: os.killpg(tree.process.pid, signal.SIGINT),
}


@pytest.mark.parametrize("ending", list(ENDINGS))
@pytest.mark.parametrize("busy", ["search", "idle"])
def test_the_worker_dies_with_its_parent(tmp_path: Path, ending: str, busy: str) -> None:
    ready = tmp_path / "worker.pid"
    tree = Tree([sys.executable, "-c", PARENT, busy, str(ready)], tmp_path, PYTHONPATH=str(ROOT))
    try:
        _wait_for("the worker's first answer", ready.exists, START_WITHIN)
        worker = int(ready.read_text())
        if busy == "search":
            assert _searching(worker), "the worker never got busy with its search"
        tree.note_children()
        assert worker in tree.children
        semaphores = _semaphores([tree.process.pid, *tree.children])
        ENDINGS[ending](tree)
        tree.process.wait(GONE_WITHIN * 5)
        tree.wait_until_children_gone(GONE_WITHIN)
        assert [name for name in semaphores if os.path.exists(name)] == []
        assert "Traceback" not in tree.stderr()
    finally:
        tree.clean_up()


# --- the game itself --------------------------------------------------------------------


def _start_game(tmp_path: Path) -> Tree:
    """The game in attract mode (the computer plays itself) on SDL's dummy display,
    from main.py, once its search worker runs."""
    user = tmp_path / "user"
    tree = Tree(
        [sys.executable, str(ROOT / "main.py"), "--demo"],
        tmp_path,
        QUARTO_USER_DIR=str(user),
    )

    def worker_up() -> bool:
        assert tree.process.poll() is None, f"the game ended early: {tree.stderr()}"
        tree.note_children()
        return any(
            b"multiprocessing" in Path(f"/proc/{pid}/cmdline").read_bytes()
            and b"resource_tracker" not in Path(f"/proc/{pid}/cmdline").read_bytes()
            for pid in tree.children
            if _stat(pid) is not None
        )

    _wait_for("the game's search worker", worker_up, START_WITHIN)
    return tree


def test_a_killed_game_leaves_no_process(tmp_path: Path) -> None:
    tree = _start_game(tmp_path)
    try:
        time.sleep(0.5)  # the attract game is under way: the computer thinks on and off
        tree.note_children()
        semaphores = _semaphores([tree.process.pid, *tree.children])
        os.kill(tree.process.pid, signal.SIGKILL)
        tree.process.wait(GONE_WITHIN * 5)
        tree.wait_until_children_gone(GONE_WITHIN)
        assert [name for name in semaphores if os.path.exists(name)] == []
    finally:
        tree.clean_up()


@pytest.mark.parametrize("signum", [signal.SIGHUP, signal.SIGTERM], ids=["SIGHUP", "SIGTERM"])
def test_a_hang_up_or_sigterm_ends_the_game_cleanly(tmp_path: Path, signum: int) -> None:
    tree = _start_game(tmp_path)
    settings = tmp_path / "user" / "config" / "settings.json"
    try:
        time.sleep(0.5)
        assert not settings.exists()  # the game writes its settings when its loop ends
        tree.note_children()
        os.kill(tree.process.pid, signum)
        code = tree.process.wait(GONE_WITHIN * 5)
        tree.wait_until_children_gone(GONE_WITHIN)
        # As a shell reports a signal; a process killed by it would give -signum here.
        assert code == 128 + signum, tree.stderr()
        assert settings.exists()  # the loop ended and its scenes left: the clean way
        assert "Traceback" not in tree.stderr()
    finally:
        tree.clean_up()


# PyInstaller's one-file launcher, played by an interpreter that starts another
# interpreter (the same executable, as the launcher runs itself) in which main.py
# asks to follow it; the child writes its pid when it has asked.
LAUNCHER = """if True:
    import subprocess, sys, time
    subprocess.Popen([sys.executable, "-c", sys.argv[1], sys.argv[2]])
    time.sleep(120)
"""
GAME_UNDER_LAUNCHER = """if True:
    import os, sys, time
    import main
    main.hang_up_with_the_launcher()
    with open(sys.argv[1] + ".part", "w") as ready:
        ready.write(str(os.getpid()))
    os.rename(sys.argv[1] + ".part", sys.argv[1])
    time.sleep(120)
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a Linux build's launcher")
def test_the_game_hangs_up_when_the_one_file_launcher_is_killed(tmp_path: Path) -> None:
    ready = tmp_path / "game.pid"
    tree = Tree(
        [sys.executable, "-c", LAUNCHER, GAME_UNDER_LAUNCHER, str(ready)],
        tmp_path,
        PYTHONPATH=str(ROOT),
    )
    try:
        _wait_for("the game under its launcher", ready.exists, START_WITHIN)
        tree.note_children()
        assert int(ready.read_text()) in tree.children
        os.kill(tree.process.pid, signal.SIGKILL)
        tree.process.wait(GONE_WITHIN * 5)
        tree.wait_until_children_gone(GONE_WITHIN)
    finally:
        tree.clean_up()


def measure(runs: int) -> None:
    """How long the worker and the resource tracker outlive a parent killed mid-search."""
    import statistics

    for busy in ("search", "idle"):
        times: list[float] = []
        for _ in range(runs):
            with tempfile.TemporaryDirectory() as folder:
                ready = Path(folder) / "worker.pid"
                tree = Tree(
                    [sys.executable, "-c", PARENT, busy, str(ready)],
                    Path(folder),
                    PYTHONPATH=str(ROOT),
                )
                try:
                    _wait_for("the worker's first answer", ready.exists, START_WITHIN)
                    if busy == "search":
                        assert _searching(int(ready.read_text()))
                    tree.note_children()
                    os.kill(tree.process.pid, signal.SIGKILL)
                    times.append(tree.wait_until_children_gone(GONE_WITHIN * 5))
                finally:
                    tree.clean_up()
        print(
            f"kill -9 while {busy}: children gone after {statistics.median(times) * 1000:.0f} ms"
            f" (median of {runs}), {max(times) * 1000:.0f} ms at most"
        )


if __name__ == "__main__":
    # The figures: python tests/test_process_lifecycle.py [runs]
    measure(int(sys.argv[1]) if len(sys.argv) > 1 else 30)
