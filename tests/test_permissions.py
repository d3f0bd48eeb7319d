"""Every path the game touches may be unreadable, unwritable or unsearchable: the game
starts, says once what it cannot do, plays, and never writes over what it could not read.

Mode 000 stops nobody running as root (as the tests may): there `refused` makes the
system calls on the paths below a folder raise PermissionError, as a folder of mode
000 does for anyone else; as another user the folder really gets mode 000.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from quarto_app.frame import saving
from quarto_app.frame.game import Saved, Seat, Setup
from quarto_app.games.quarto.game import GAME
from quarto_app.games.quarto.match import Match, MatchSettings
from quarto_app.games.quarto.setup_options import options_of
from quarto_app.platform import crash, saves, storage
from quarto_app.platform.settings import DEFAULTS, JsonCode, load_settings

ROOT = hasattr(os, "geteuid") and os.geteuid() == 0


@pytest.fixture(autouse=True)
def own_profile(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("QUARTO_USER_DIR", str(tmp_path / "profile"))
    saving._told.clear()
    return tmp_path / "profile"


def _denied(path: object) -> OSError:
    return PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))


@contextlib.contextmanager
def refused(
    monkeypatch: pytest.MonkeyPatch, folder: Path, *, files: bool = False
) -> Iterator[None]:
    """`folder` cannot be searched (mode 000); with `files`, only the files in it cannot be
    read (each of mode 000, the folder itself as usual)."""
    if not ROOT:
        targets = list(folder.iterdir()) if files else [folder]
        modes = {p: p.stat().st_mode for p in targets}
        for p in targets:
            p.chmod(0)
        try:
            yield
        finally:
            for p, mode in modes.items():
                with contextlib.suppress(OSError):
                    p.chmod(mode)
        return
    inside = str(folder) + os.sep
    names = (
        ("open",)
        if files
        else ("open", "stat", "lstat", "listdir", "scandir", "replace", "unlink", "rename")
    )
    with monkeypatch.context() as patch:
        for name in names:
            original = getattr(os, name)

            def guarded(path, *args, _original=original, **kwargs):
                if isinstance(path, str | os.PathLike) and os.fspath(path).startswith(inside):
                    raise _denied(path)
                return _original(path, *args, **kwargs)

            patch.setattr(os, name, guarded)
        yield


def a_saved_game() -> Saved:
    match = Match(MatchSettings(names=("Anna", "Ben")))
    match.give(0, 4)
    setup = Setup("quarto", (Seat("Anna"), Seat("Ben")), options_of(match.settings), 0)
    return Saved(setup, match, False)


# --- the saves folder ----------------------------------------------------------------------


def test_an_unsearchable_saves_folder_is_said_once_and_the_game_goes_on(monkeypatch) -> None:
    saved = a_saved_game()
    assert saving.keep(GAME, saved)
    folder = saves.autosave_path("quarto").parent
    saving._kept.clear()
    with refused(monkeypatch, folder):
        game, damaged = saving.unfinished(GAME)  # once crashed: PermissionError from exists()
        assert game is None and damaged is not None and damaged.kept is None
        assert "autosave.quarto" in damaged.words()
        assert saving.unfinished(GAME) == (None, None)  # said once
        assert saving.keep(GAME, a_saved_game()) is False  # refused, never raised
    resumed, _ = saving.unfinished(GAME)  # the folder back: the game is still there, whole
    assert resumed is not None and resumed.match.actions == saved.match.actions


def test_an_unreadable_autosave_is_kept_aside_never_written_over(monkeypatch) -> None:
    saved = a_saved_game()
    saving.keep(GAME, saved)
    path = saves.autosave_path("quarto")
    before = path.read_bytes()
    with refused(monkeypatch, path.parent, files=True):
        game, damaged = saving.unfinished(GAME)
    assert game is None and damaged is not None
    if damaged.kept is not None:  # moved aside whole (its folder is ours)
        assert damaged.kept.read_bytes() == before
    else:
        assert path.read_bytes() == before


def test_the_menu_opens_over_an_unsearchable_saves_folder(monkeypatch) -> None:
    import pygame
    from test_gui_helpers import make_app

    saving.keep(GAME, a_saved_game())
    folder = saves.autosave_path("quarto").parent
    app = make_app()
    app.autosave = True
    try:
        with refused(monkeypatch, folder):
            app.router.reset("menu")
            app.run_frames(3)
            assert app.top is not None and app.running
    finally:
        app.close()
        pygame.quit()


# --- the settings -------------------------------------------------------------------------


def settings_file(content: dict) -> Path:
    path = Path(os.environ["QUARTO_USER_DIR"]) / "config" / "settings.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(content), encoding="utf-8")
    return path


def test_unreadable_settings_are_kept_aside_before_anything_is_saved(monkeypatch) -> None:
    mine = {"setups": {"quarto": {"last": "people"}}, "volume": 0.2}
    path = settings_file(mine)
    with refused(monkeypatch, path.parent, files=True):
        settings = load_settings()
    assert settings.problem is not None and settings.problem.code is JsonCode.UNREADABLE
    assert settings.as_dict() == DEFAULTS
    kept = Path(settings.problem.params["kept"])
    assert json.loads(kept.read_text()) == mine  # the player's setups, whole
    assert settings.save()  # the new file goes where the old one was; the old one is safe
    assert json.loads(kept.read_text()) == mine


def test_unreadable_settings_that_cannot_be_moved_are_never_written_over(monkeypatch) -> None:
    mine = {"volume": 0.2}
    path = settings_file(mine)
    with refused(monkeypatch, path.parent, files=True), monkeypatch.context() as patch:
        patch.setattr(os, "replace", lambda *a, **k: (_ for _ in ()).throw(_denied(a[0])))
        settings = load_settings()
        settings["volume"] = 0.9
        assert settings.save() is False
    assert json.loads(path.read_text()) == mine
    assert settings.problem is not None and settings.problem.params["kept"] == ""


def test_an_oversized_settings_file_is_told_with_its_size(monkeypatch) -> None:
    import pygame
    from test_gui_helpers import make_app

    from quarto_app.app import build_app

    path = settings_file({})
    path.write_bytes(b"{}" + b" " * (storage.LIMIT + 5))
    make_app().close()
    app = build_app(settings=load_settings())
    try:
        app.router.reset("menu")
        said = app.top.message
        assert str(storage.LIMIT) in said and str(storage.LIMIT + 7) in said
        assert "{" not in said
    finally:
        app.close()
        pygame.quit()


# --- leftovers ----------------------------------------------------------------------------


def test_leftovers_of_interrupted_saves_are_cleaned_at_start_and_only_ours() -> None:
    path = saves.autosave_path("quarto")
    old = time.time() - 2 * storage.LEFTOVER_AGE
    stale = [path.with_name(f"autosave.quarto.x{n}.tmp") for n in range(1000)]
    for leftover in stale:
        leftover.write_text("half a record")
        os.utime(leftover, (old, old))
    young = path.with_name("autosave.quarto.now.tmp")  # another game's, mid-write
    young.write_text("being written")
    other = path.with_name("notes.tmp")
    other.write_text("not ours")
    os.utime(other, (old, old))
    settings = Path(os.environ["QUARTO_USER_DIR"]) / "config" / "settings.json.y1.tmp"
    settings.parent.mkdir(parents=True)
    settings.write_text("{")
    os.utime(settings, (old, old))
    saving.unfinished(GAME)
    load_settings()
    assert not any(p.exists() for p in stale) and not settings.exists()
    assert young.exists() and other.exists()


# --- the log --------------------------------------------------------------------------------


class _FullDisk:
    """A log file on a full disk: every write fails."""

    def write(self, text: str) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    def flush(self) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    def seek(self, *args: object) -> int:
        return 0

    def tell(self) -> int:
        return 0

    def close(self) -> None:
        pass


def test_a_log_on_a_full_disk_falls_back_quietly(tmp_path, monkeypatch, capsys) -> None:
    import logging
    import tempfile

    shared = tmp_path / "shared-tmp"
    shared.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(shared))
    monkeypatch.setattr(crash, "_private_folder", None)
    crash.shutdown_logging()
    try:
        crash.setup_logging()
        monkeypatch.setattr(crash._handler, "_open", lambda: _FullDisk())
        logging.getLogger("quarto.test").warning("the first warning on a full disk")
        logging.getLogger("quarto.test").warning("and the next")
        err = capsys.readouterr().err
        assert "Logging error" not in err and "Traceback" not in err
        fallback = Path(crash._private_folder) / crash.LOG_NAME
        assert "and the next" in fallback.read_text()
    finally:
        crash.shutdown_logging()
