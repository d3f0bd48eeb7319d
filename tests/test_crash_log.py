"""The log stays the player's own and stays small, whatever is planted in its way.

Each test makes the hostile thing itself: a symbolic link where the log would
be (pointing at a file that must stay untouched), a file where a log folder
should be, a link planted after the log's place was chosen, a named pipe, a
10 MB record.
"""

from __future__ import annotations

import logging
import os
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from quarto_app.platform import crash, paths

TARGET_TEXT = "a file the log must never write to\n"


@pytest.fixture
def user_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """A throw-away per-user folder and temp folder; the real ones are never touched."""
    folder = tmp_path / "user"
    monkeypatch.setenv(paths.USER_DIR_ENV, str(folder))
    shared = tmp_path / "shared-tmp"
    shared.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(shared))
    monkeypatch.setattr(crash, "_private_folder", None, raising=False)
    crash.shutdown_logging()
    yield folder
    crash.shutdown_logging()


def _boom() -> int:
    raise ZeroDivisionError("the board fell over")


def _plant_link(where: Path, tmp_path: Path) -> Path:
    """A link at `where` to a file of someone else's; the file is returned."""
    target = tmp_path / "victim.txt"
    target.write_text(TARGET_TEXT)
    where.parent.mkdir(parents=True, exist_ok=True)
    where.symlink_to(target)
    return target


def test_a_link_in_place_of_the_log_is_not_followed(user_dir: Path, tmp_path: Path, capsys):
    target = _plant_link(user_dir / "logs" / "quarto.log", tmp_path)
    assert crash.run_guarded(_boom, headless=True) == 1
    assert target.read_text() == TARGET_TEXT
    log_file = user_dir / "cache" / "quarto.log"  # the player's cache folder instead
    assert stat.S_ISREG(os.lstat(log_file).st_mode)
    assert "ZeroDivisionError: the board fell over" in log_file.read_text()
    assert str(log_file) in capsys.readouterr().err


def test_the_last_resort_is_a_private_folder_never_a_fixed_shared_path(
    user_dir: Path, tmp_path: Path, capsys
):
    user_dir.mkdir()
    (user_dir / "logs").write_text("a file where the log folder should be")
    target = _plant_link(user_dir / "cache" / "quarto.log", tmp_path)
    shared = Path(tempfile.gettempdir())
    (shared / "quarto.log").symlink_to(target)  # where the game used to write
    assert crash.run_guarded(_boom, headless=True) == 1
    assert target.read_text() == TARGET_TEXT
    [folder] = [entry for entry in shared.iterdir() if entry.is_dir()]
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700  # nobody else can plant anything there
    log_file = folder / "quarto.log"
    assert "ZeroDivisionError: the board fell over" in log_file.read_text()
    assert str(log_file) in capsys.readouterr().err
    # A second call keeps that log rather than making a new folder each time.
    assert crash.setup_logging() == log_file


def test_a_link_planted_after_the_log_was_chosen_is_not_followed(
    user_dir: Path, tmp_path: Path, capsys
):
    log_file = crash.setup_logging()
    assert log_file == user_dir / "logs" / "quarto.log" and not log_file.exists()
    target = _plant_link(log_file, tmp_path)  # between the check and the first write
    crash.log.error("something to write")
    assert target.read_text() == TARGET_TEXT
    assert log_file.is_symlink()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
def test_a_named_pipe_in_place_of_the_log_does_not_block(tmp_path: Path):
    # In its own interpreter: a write that blocked would hold the logging lock for good.
    code = """if True:
        import os
        from quarto_app.platform import crash
        path = crash.setup_logging()
        os.mkfifo(path)
        crash.log.error("something to write")
        print("went on")
    """
    env = dict(os.environ, QUARTO_USER_DIR=str(tmp_path / "user"))
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60
    )
    assert done.returncode == 0 and done.stdout == "went on\n", done.stderr


def test_a_10_mb_record_is_cut_to_the_size_cap(user_dir: Path):
    huge = "x" * 10_000_000

    def crash_with_a_huge_message() -> int:
        raise ValueError(huge)

    assert crash.run_guarded(crash_with_a_huge_message, headless=True) == 1
    crash.log.error("a huge argument: %s", huge)
    log_file = user_dir / "logs" / "quarto.log"
    files = [log_file, *log_file.parent.glob("quarto.log.*")]
    assert all(path.stat().st_size <= crash.LOG_MAX_BYTES for path in files)
    text = "".join(path.read_text("utf-8") for path in files)
    assert "CRITICAL" in text and "Traceback" in text and "ValueError: xxx" in text
    assert "a huge argument: xxx" in text and "characters cut" in text


def test_the_log_rolls_over_by_bytes_not_characters(user_dir: Path):
    crash.setup_logging()
    # 40 kB in UTF-8 but 10,000 characters: counted in characters, the 13th record
    # would be let into a file of 480 kB.
    for _ in range(40):
        crash.log.error("\N{GRINNING FACE}" * 10_000)
    log_file = user_dir / "logs" / "quarto.log"
    files = [log_file, *log_file.parent.glob("quarto.log.*")]
    assert len(files) == 1 + crash.LOG_BACKUPS
    assert all(path.stat().st_size <= crash.LOG_MAX_BYTES for path in files)


def test_a_record_with_a_stray_surrogate_is_still_written(user_dir: Path):
    crash.setup_logging()
    logging.getLogger("quarto").error("half a character: \ud800")
    text = (user_dir / "logs" / "quarto.log").read_text("utf-8")
    assert "half a character: \\ud800" in text
