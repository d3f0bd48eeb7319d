"""The packaging layer: resource and per-user paths, the settings store, the crash
guard, main.py's exits, and build.spec's exclusions.

The built executable itself is checked by tools/check_build.py after `make exe`
(.ci/run), not here: `make test` must not need a PyInstaller build.
"""

from __future__ import annotations

import ast
import json
import logging
import os
import re
import subprocess
import sys
import threading
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from quarto_app import __version__
from quarto_app.platform import crash, paths, saves, stats_db
from quarto_app.platform.settings import (
    DEFAULTS,
    DamagedFileError,
    load_json,
    load_settings,
    write_json_atomic,
)

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def user_dir(tmp_path, monkeypatch):
    """A throw-away per-user folder; the real profile is never touched."""
    folder = tmp_path / "user"
    monkeypatch.setenv(paths.USER_DIR_ENV, str(folder))
    yield folder
    crash.shutdown_logging()


# --- paths -----------------------------------------------------------------------------


def test_resource_path_from_source_is_the_checkout_assets_folder(monkeypatch):
    monkeypatch.delattr(sys, "frozen", raising=False)
    assert paths.resource_path("icon.png") == ROOT / "assets" / "icon.png"
    assert paths.resource_path("sounds", "place.wav") == ROOT / "assets" / "sounds" / "place.wav"


def test_resource_path_when_frozen_is_inside_the_unpacked_bundle(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.is_frozen()
    assert paths.resource_path("icon.png") == tmp_path / "assets" / "icon.png"


def test_user_folders_are_created_on_first_use(user_dir):
    assert not user_dir.exists()
    assert paths.user_config_dir() == user_dir / "config"
    assert paths.user_data_dir() == user_dir / "data"
    assert paths.user_log_dir() == user_dir / "logs"
    for folder in (paths.user_config_dir(), paths.user_data_dir(), paths.user_log_dir()):
        assert folder.is_dir()
    assert paths.settings_path() == user_dir / "config" / "settings.json"
    assert paths.saves_dir().is_dir()
    assert saves.autosave_path("quarto").parent == paths.saves_dir()
    assert paths.stats_path() == user_dir / "data" / "stats.sqlite3"
    assert stats_db.default_path() == paths.stats_path()  # the statistics open there
    assert paths.stats_path().name == stats_db.FILE_NAME  # and their problems name it
    assert paths.log_path() == user_dir / "logs" / "quarto.log"
    # The files themselves are only named, not created.
    assert not paths.settings_path().exists() and not paths.stats_path().exists()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG folders are Linux's")
def test_user_folders_follow_platformdirs_and_stay_away_from_the_executable(tmp_path, monkeypatch):
    monkeypatch.delenv(paths.USER_DIR_ENV, raising=False)
    for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME"):
        monkeypatch.setenv(var, str(tmp_path / var))
    bundle = tmp_path / "read-only-install"
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    monkeypatch.setattr(sys, "executable", str(bundle / "Quarto"))
    assert paths.user_data_dir() == tmp_path / "XDG_DATA_HOME" / "Quarto"
    assert paths.user_config_dir() == tmp_path / "XDG_CONFIG_HOME" / "Quarto"
    assert paths.user_log_dir() == tmp_path / "XDG_STATE_HOME" / "Quarto" / "log"
    for path in (paths.settings_path(), saves.autosave_path("quarto"), paths.stats_path()):
        assert bundle not in path.parents
    assert not bundle.exists()


# --- settings --------------------------------------------------------------------------


def test_missing_settings_give_the_defaults_without_writing(tmp_path):
    settings = load_settings(tmp_path / "settings.json")
    assert settings.as_dict() == DEFAULTS
    assert not (tmp_path / "settings.json").exists()


def test_settings_round_trip_and_keep_unknown_keys(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"sound": False, "from_a_newer_version": [1, 2]}))
    settings = load_settings(path)
    assert settings["sound"] is False
    assert settings["volume"] == DEFAULTS["volume"]
    settings["volume"] = 0.25
    assert settings.save()
    stored = json.loads(path.read_text())
    assert stored["from_a_newer_version"] == [1, 2]
    assert load_settings(path)["volume"] == 0.25
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]  # no temp file left


def test_settings_use_the_callers_defaults(tmp_path):
    settings = load_settings(tmp_path / "s.json", defaults={"level": "medium"})
    assert settings["level"] == "medium"
    assert "sound" not in settings


@pytest.mark.parametrize(
    "damage",
    [b"{not json", b"\xff\xfe\x00garbage", b'["a", "list"]', b"", b"42"],
    ids=["syntax", "not-utf8", "list", "empty", "number"],
)
def test_a_damaged_settings_file_gives_defaults_a_warning_and_a_backup(tmp_path, caplog, damage):
    path = tmp_path / "settings.json"
    path.write_bytes(damage)
    with caplog.at_level(logging.WARNING):
        settings = load_settings(path)
    assert settings.as_dict() == DEFAULTS
    backup = tmp_path / "settings.json.bak"
    assert backup.read_bytes() == damage  # nothing the player had is lost
    assert not path.exists()
    assert str(path) in caplog.text and str(backup) in caplog.text
    assert "using defaults" in caplog.text


def test_a_second_damaged_file_does_not_overwrite_the_first_backup(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text("{first")
    load_settings(path)
    path.write_text("{second")
    load_settings(path)
    kept = sorted(p.read_text() for p in tmp_path.glob("settings.json*.bak"))
    assert kept == ["{first", "{second"]


def test_a_value_of_the_wrong_type_falls_back_alone(tmp_path, caplog):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"sound": "yes", "volume": 1, "fullscreen": True}))
    with caplog.at_level(logging.WARNING):
        settings = load_settings(path)
    assert settings["sound"] is DEFAULTS["sound"]
    assert settings["volume"] == 1  # an int is a fine float
    assert settings["fullscreen"] is True
    assert "'sound'" in caplog.text
    assert path.exists()  # the file as a whole is fine: not moved aside


def test_a_failed_write_keeps_the_old_file_and_leaves_no_temp_file(tmp_path, monkeypatch, caplog):
    path = tmp_path / "settings.json"
    write_json_atomic(path, {"sound": True})
    settings = load_settings(path)
    settings["sound"] = False

    def refuse(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", refuse)
    with caplog.at_level(logging.WARNING):
        assert settings.save() is False
    assert json.loads(path.read_text()) == {"sound": True}
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]
    assert "disk full" in caplog.text


def test_load_json_of_a_missing_file_is_none_and_damage_raises(tmp_path):
    assert load_json(tmp_path / "nothing.json") is None
    (tmp_path / "stats.json").write_text("{")
    with pytest.raises(DamagedFileError):
        load_json(tmp_path / "stats.json", "statistics file")
    assert (tmp_path / "stats.json.bak").exists()


# --- crash guard -----------------------------------------------------------------------


def test_run_guarded_returns_the_games_exit_code(user_dir):
    assert crash.run_guarded(lambda: 0, headless=True) == 0
    assert crash.run_guarded(lambda: 3, headless=True) == 3


@pytest.mark.parametrize("exit_exc", [SystemExit(2), SystemExit(0), KeyboardInterrupt()])
def test_exits_and_interrupts_are_not_crashes(user_dir, exit_exc):
    def start() -> int:
        raise exit_exc

    with pytest.raises(type(exit_exc)):
        crash.run_guarded(start, headless=True)
    assert not (user_dir / "logs" / "quarto.log").exists()


def _boom() -> int:
    raise ZeroDivisionError("the board fell over")


def test_a_crash_is_logged_with_traceback_and_time_and_reported_on_stderr(user_dir, capsys):
    assert crash.run_guarded(_boom, headless=True) == 1
    log_file = user_dir / "logs" / "quarto.log"
    text = log_file.read_text("utf-8")
    assert re.search(r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d+ CRITICAL", text, re.M)
    assert "Traceback" in text and "ZeroDivisionError: the board fell over" in text
    assert f"Quarto {__version__}" in text
    err = capsys.readouterr().err
    assert "Quarto hit an unexpected error" in err
    assert f"The details are in {log_file}" in err
    # A second crash is appended, not overwritten.
    crash.run_guarded(_boom, headless=True)
    assert log_file.read_text("utf-8").count("ZeroDivisionError: the board fell over") == 2


def test_the_error_window_is_shown_only_with_a_display(user_dir, monkeypatch):
    shown: list[tuple[list[str], Path | None]] = []

    def window(msg: list[str], log: Path | None) -> None:
        shown.append((msg, log))

    monkeypatch.setattr(crash, "display_available", lambda: True)
    assert crash.run_guarded(_boom, headless=True, show_window=window) == 1
    assert shown == []
    assert crash.run_guarded(_boom, headless=False, show_window=window) == 1
    message, log_file = shown[0]
    assert log_file == user_dir / "logs" / "quarto.log"
    assert message[0].startswith("Quarto hit an unexpected error")
    assert str(log_file) in message[-1]


def test_a_failing_error_window_still_exits_1(user_dir, monkeypatch, capsys):
    def no_window(message, log_file):
        raise RuntimeError("no video device")

    monkeypatch.setattr(crash, "display_available", lambda: True)
    assert crash.run_guarded(_boom, headless=False, show_window=no_window) == 1
    assert "The details are in" in capsys.readouterr().err
    assert "Could not show the error window" in (user_dir / "logs" / "quarto.log").read_text()


def test_an_unwritable_log_folder_falls_back_to_the_cache_folder(user_dir, monkeypatch, capsys):
    def no_log_dir() -> Path:
        raise PermissionError("read-only profile")

    monkeypatch.setattr(paths, "user_log_dir", no_log_dir)
    assert crash.run_guarded(_boom, headless=True) == 1
    log_file = user_dir / "cache" / "quarto.log"
    assert "ZeroDivisionError" in log_file.read_text()
    assert str(log_file) in capsys.readouterr().err


def test_no_display_means_no_window(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    assert not crash.display_available()
    if sys.platform.startswith("linux"):
        monkeypatch.setenv("SDL_VIDEODRIVER", "x11")
        monkeypatch.delenv("DISPLAY", raising=False)
        monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
        assert not crash.display_available()
        monkeypatch.setenv("DISPLAY", ":0")
        assert crash.display_available()


def _in_fresh_python(code: str, tmp_path: Path, **extra: str) -> subprocess.CompletedProcess[str]:
    """Run ``code`` in its own interpreter: the tests below init and quit pygame, which
    must not pull fonts and surfaces from under other test modules."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env.update(QUARTO_USER_DIR=str(tmp_path / "user"), **extra)
    env.pop(crash.CRASH_TEST_ENV, None)
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120
    )
    assert done.returncode == 0, done.stderr
    return done


def test_the_error_window_draws_and_any_key_closes_it(tmp_path):
    code = """if True:
        from pathlib import Path
        import pygame
        from quarto_app.frame.error_window import show_error_window
        from quarto_app.platform import crash

        log_file = Path("/nowhere/" + "long" * 40 + "/quarto.log")
        message = crash.crash_message(ValueError("x" * 300), log_file)
        show_error_window(message, log_file, max_frames=2)  # draws, then returns
        assert not pygame.display.get_init()
        calls = []

        def events():
            calls.append(1)
            return [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE)]

        pygame.event.get = events
        show_error_window(message, None, max_frames=100)
        assert calls == [1], calls  # closed on the first key, not after 100 frames
        print("closed")
    """
    assert _in_fresh_python(code, tmp_path).stdout.strip() == "closed"


def test_the_message_stays_short_however_long_the_error():
    message = crash.crash_message(ValueError("x" * 5000), None)
    assert len(message[1]) <= crash.MESSAGE_LIMIT and message[1].endswith("...")


def test_long_words_such_as_paths_are_wrapped(monkeypatch):
    class Font:  # one pixel per character
        def size(self, text: str) -> tuple[int, int]:
            return len(text), 10

    from quarto_app.frame.error_window import _wrap_text

    lines = _wrap_text("see /a/very/long/path/that/does/not/fit here", Font(), 10)
    assert all(len(line) <= 10 for line in lines)
    assert "".join(lines).replace(" ", "") == "see/a/very/long/path/that/does/not/fithere"


@pytest.mark.filterwarnings("ignore::pytest.PytestUnhandledThreadExceptionWarning")
def test_a_dying_worker_thread_is_logged(user_dir):
    crash.setup_logging()

    def work() -> None:
        raise LookupError("no move found")

    thread = threading.Thread(target=work, name="computer")
    thread.start()
    thread.join()
    text = (user_dir / "logs" / "quarto.log").read_text()
    assert "Uncaught error in thread computer" in text and "LookupError" in text


def test_first_frame_is_reported_once(tmp_path):
    code = """if True:
        import pygame
        from quarto_app.platform import crash

        original_flip = pygame.display.flip

        def start():
            pygame.display.init()
            pygame.display.set_mode((64, 48))
            pygame.display.flip()
            pygame.display.update()
            pygame.display.flip()
            pygame.display.quit()
            return 0

        assert crash.run_guarded(start, headless=True) == 0
        assert pygame.display.flip is original_flip
    """
    err = _in_fresh_python(code, tmp_path, **{crash.FIRST_FRAME_ENV: "1"}).stderr
    assert len(re.findall(r"^first frame after \d+\.\d\d s$", err, re.M)) == 1, err


# --- main.py ---------------------------------------------------------------------------


def _main(args: list[str], user: Path, **extra: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != crash.CRASH_TEST_ENV}
    env.update(QUARTO_USER_DIR=str(user), SDL_VIDEODRIVER="dummy", **extra)
    return subprocess.run(
        [sys.executable, str(ROOT / "main.py"), *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        cwd=user.parent,
    )


def test_main_version(tmp_path):
    done = _main(["--version"], tmp_path / "user")
    assert done.returncode == 0
    assert done.stdout.strip() == f"Quarto {__version__}"


@pytest.mark.parametrize(
    "args", [["--no-such-option"], ["--screenshot", "x.png"], ["analyze"]], ids=str
)
def test_usage_errors_exit_2_with_one_line_and_no_crash_report(tmp_path, args):
    done = _main(args, tmp_path / "user")
    assert done.returncode == 2
    assert "Traceback" not in done.stderr and "unexpected error" not in done.stderr
    assert not (tmp_path / "user" / "logs" / "quarto.log").exists()


def test_main_reports_a_crash_with_exit_1_and_the_log_path(tmp_path):
    user = tmp_path / "user"
    done = _main(["--smoke"], user, **{crash.CRASH_TEST_ENV: "1"})
    assert done.returncode == 1
    log_file = user / "logs" / "quarto.log"
    assert f"The details are in {log_file}" in done.stderr
    assert "self-test crash" in log_file.read_text()


# --- build.spec ------------------------------------------------------------------------


def _spec_excludes() -> set[str]:
    tree = ast.parse((ROOT / "build.spec").read_text("utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", None) == "EXCLUDES":
            return set(ast.literal_eval(node.value))
    raise AssertionError("build.spec has no EXCLUDES list")


def test_build_excludes_nothing_the_game_imports():
    """Import main.py and every quarto_app module in a clean interpreter: none of the
    modules it loads may be one that build.spec leaves out of the executable."""
    probe = (
        "import importlib, pkgutil, sys, runpy\n"
        "import quarto_app\n"
        "runpy.run_path(sys.argv[1], run_name='not_main')\n"
        "for m in pkgutil.walk_packages(quarto_app.__path__, 'quarto_app.'):\n"
        "    importlib.import_module(m.name)\n"
        "print('\\n'.join(sorted(sys.modules)))\n"
    )
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run(
        [sys.executable, "-c", probe, str(ROOT / "main.py")],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr
    excludes = _spec_excludes()
    loaded = done.stdout.split()
    clashes = [m for m in loaded if any(m == x or m.startswith(x + ".") for x in excludes)]
    assert not clashes, f"build.spec excludes modules the game imports: {clashes}"


def test_build_spec_essentials():
    text = (ROOT / "build.spec").read_text("utf-8")
    assert "console=False" in text
    assert 'APP = "Quarto"' in text
    assert {"tkinter", "pytest", "_pytest", "hypothesis", "numpy"} <= _spec_excludes()


def test_check_build_knows_every_asset_file():
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import check_build
    finally:
        sys.path.remove(str(ROOT / "tools"))
    wanted = check_build.expected_assets()
    assert "assets/quarto.desktop" in wanted
    assert all(not Path(name).name.startswith(".") for name in wanted)
    measured, program = check_build.find_build(Path("dist"))
    assert program.name in ("Quarto", "Quarto.exe")
