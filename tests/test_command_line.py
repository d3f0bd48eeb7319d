"""The command line as a user runs it: output that cannot be written is said on stderr with
exit code 1, usage errors exit 2 whatever becomes of their message, and no traceback
(nor a CRITICAL in the log) ever stands for a refused argument or a full device."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
FULL = Path("/dev/full")
EMPTY_WHEEL = "/".join(["."] * 9)
needs_full = pytest.mark.skipif(not FULL.exists(), reason="no /dev/full on this platform")
posix = pytest.mark.skipif(os.name != "posix", reason="closing stdout the POSIX way")


def run(
    args: list[str], tmp_path: Path, *, stdout=None, stderr=None, close_stdout=False, timeout=120
) -> subprocess.CompletedProcess:
    env = {
        **os.environ,
        "QUARTO_USER_DIR": str(tmp_path / "profile"),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
    }
    return subprocess.run(
        [sys.executable, "main.py", *args],
        cwd=REPO,
        env=env,
        stdout=stdout if stdout is not None else subprocess.PIPE,
        stderr=stderr if stderr is not None else subprocess.PIPE,
        text=True,
        timeout=timeout,
        preexec_fn=(lambda: os.close(1)) if close_stdout else None,
    )


QUIET = [
    ["--version"],
    ["--help"],
    ["analyze", "--help"],
    ["analyze", "--game", "quartino", "--help"],
    ["analyze", "--game", "quartino", EMPTY_WHEEL, "--json"],
    ["analyze", "--game", "quartino", EMPTY_WHEEL],
    ["analyze", "0123/..../..../.... -", "--json", "--time", "0.2"],
]


@needs_full
@pytest.mark.parametrize("args", QUIET, ids=" ".join)
def test_output_into_a_full_device_is_said_and_exits_1(args, tmp_path) -> None:
    with FULL.open("w") as full:
        result = run(args, tmp_path, stdout=full)
    assert result.returncode == 1, result.stderr
    assert "Traceback" not in result.stderr and "Exception ignored" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1 and "could not be written" in result.stderr


@posix
@pytest.mark.parametrize("args", QUIET[:1] + QUIET[4:], ids=" ".join)
def test_output_with_stdout_closed_is_said_and_exits_1(args, tmp_path) -> None:
    result = run(args, tmp_path, close_stdout=True)
    assert result.returncode == 1, result.stderr
    assert "Traceback" not in result.stderr and "could not be written" in result.stderr


@needs_full
@pytest.mark.parametrize(
    "args",
    [["--bogus"], ["analyze"], ["analyze", "--game", "quartino"], ["--screenshot", "x.png"]],
    ids=" ".join,
)
def test_usage_errors_exit_2_even_when_stderr_is_full(args, tmp_path) -> None:
    with FULL.open("w") as full:
        result = run(args, tmp_path, stderr=full)
    assert result.returncode == 2


def test_demo_and_smoke_together_are_refused(tmp_path) -> None:
    result = run(["--demo", "--smoke"], tmp_path)
    assert result.returncode == 2 and result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1 and "--demo" in result.stderr


@pytest.mark.parametrize("where", ["missing/folder/shot.png", "a-folder"])
def test_a_screenshot_that_cannot_be_written_is_a_usage_error(where, tmp_path) -> None:
    (tmp_path / "a-folder").mkdir()
    result = run(["--smoke", "--screenshot", str(tmp_path / where)], tmp_path)
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1 and "screenshot" in result.stderr
    assert not (tmp_path / "profile" / "logs" / "quarto.log").exists()  # no crash logged


@needs_full
def test_a_smoke_with_stdout_on_a_full_device_is_no_crash(tmp_path) -> None:
    with FULL.open("w") as full:
        result = run(["--smoke"], tmp_path, stdout=full)
    assert result.returncode == 1
    assert "Traceback" not in result.stderr and "could not be written" in result.stderr
    log = tmp_path / "profile" / "logs" / "quarto.log"
    assert not log.exists() or "CRITICAL" not in log.read_text()


def test_a_screenshot_refused_at_the_end_is_one_line_and_exit_1(tmp_path, monkeypatch) -> None:
    # A place the check before the game could not foresee (the disk filled meanwhile).
    import pygame

    from quarto_app import app as wiring

    def refuse(surface, file):
        raise pygame.error(f"Couldn't open {file}")

    monkeypatch.setenv("QUARTO_USER_DIR", str(tmp_path / "profile"))
    monkeypatch.setattr(pygame.image, "save", refuse)
    code = wiring.start(smoke=True, screenshot=str(tmp_path / "shot.png"))
    assert code == 1


@pytest.mark.parametrize("size", [[-5, -5], [100_000, 100_000], [0, 700], [5, 100_000]], ids=str)
def test_a_window_size_the_settings_make_up_is_clamped(size, tmp_path) -> None:
    import pygame

    from quarto_app.frame.window import MAX_SIZE, MIN_SIZE, open_window
    from quarto_app.platform.settings import load_settings

    settings = load_settings(tmp_path / "settings.json")
    settings["window_size"] = size
    pygame.display.init()
    try:
        open_window(settings=settings)
        width, height = pygame.display.get_surface().get_size()
        assert MIN_SIZE[0] <= width <= MAX_SIZE[0] and MIN_SIZE[1] <= height <= MAX_SIZE[1]
    finally:
        pygame.quit()


# --- the soak bench -------------------------------------------------------------------------


def soak(tmp_path: Path, games: int) -> subprocess.Popen:
    env = {**os.environ, "TMPDIR": str(tmp_path), "SDL_VIDEODRIVER": "dummy"}
    env.pop("QUARTO_USER_DIR", None)
    return subprocess.Popen(
        [
            sys.executable,
            "bench/soak.py",
            "--games",
            str(games),
            "--every",
            "1",
            "--levels",
            "Beginner,Beginner",
        ],
        cwd=REPO,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_the_soak_leaves_no_folder_behind(tmp_path) -> None:
    # It once left one per search worker: 110 in a run.
    process = soak(tmp_path, 2)
    out, err = process.communicate(timeout=170)
    assert process.returncode == 0, err
    assert "crashes 0" in out
    assert list(tmp_path.iterdir()) == []


@posix
def test_the_soak_ends_on_sigterm_and_cleans_up(tmp_path) -> None:
    process = soak(tmp_path, 1000)
    assert process.stdout is not None
    first = process.stdout.readline()  # its first line: the app is up, the games begin
    assert "games" in first
    process.send_signal(signal.SIGTERM)
    out, err = process.communicate(timeout=60)
    assert process.returncode == 128 + signal.SIGTERM, err
    assert list(tmp_path.iterdir()) == []
