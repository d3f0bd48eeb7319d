"""Where things live: bundled assets and the player's own folders.

One resolver for the whole app, so the game behaves the same from source and
frozen by PyInstaller:

* ``resource_path("icon.png")`` is a read-only file shipped with the game
  (the ``assets/`` folder). From source that is ``<checkout>/assets``; in the
  frozen app it is ``sys._MEIPASS/assets`` (the unpacked bundle).
* Everything the game writes (settings, saves, statistics, the log) goes to
  per-user folders chosen by platformdirs, created on first use. Never next to
  the executable: it may run from a read-only folder (Program Files, a mounted
  disk image, /opt).

``QUARTO_USER_DIR``, when set, puts all per-user folders below that one
folder (``config/``, ``data/``, ``logs/``, ``cache/``, ``exports/``): a portable
install, and what the tests and the build check use so they never touch the real profile.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "Quarto"
USER_DIR_ENV = "QUARTO_USER_DIR"


def is_frozen() -> bool:
    """True when running from the PyInstaller build rather than from source."""
    return bool(getattr(sys, "frozen", False)) and hasattr(sys, "_MEIPASS")


def bundle_dir() -> Path:
    """The folder that holds ``assets/``: the unpacked bundle or the checkout."""
    if is_frozen():
        return Path(sys._MEIPASS)  # type: ignore[attr-defined]
    # quarto_app/platform/paths.py -> the checkout (or the installed project) is two levels up.
    return Path(__file__).resolve().parents[2]


def resource_path(*parts: str) -> Path:
    """A file shipped in ``assets/``, e.g. ``resource_path("icon.png")``.

    The path is returned whether or not the file exists, so callers decide
    how to react to a missing optional asset.
    """
    return bundle_dir().joinpath("assets", *parts)


def _ensure(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    return path


def _override(sub: str) -> Path | None:
    root = os.environ.get(USER_DIR_ENV)
    return Path(root).expanduser() / sub if root else None


def user_data_dir() -> Path:
    """Saved games and statistics. Created on first use."""
    override = _override("data")
    if override is not None:
        return _ensure(override)
    import platformdirs  # deferred: only the game needs it, not `analyze`

    return _ensure(Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)))


def user_config_dir() -> Path:
    """Settings. Created on first use."""
    override = _override("config")
    if override is not None:
        return _ensure(override)
    import platformdirs

    return _ensure(Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)))


def user_log_dir() -> Path:
    """The log (``quarto.log``). Created on first use."""
    override = _override("logs")
    if override is not None:
        return _ensure(override)
    import platformdirs

    return _ensure(Path(platformdirs.user_log_dir(APP_NAME, appauthor=False)))


def user_cache_dir() -> Path:
    """The player's own cache folder: where the log goes when the log folder is unusable.
    Created on first use."""
    override = _override("cache")
    if override is not None:
        return _ensure(override)
    import platformdirs

    return _ensure(Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False)))


def settings_path() -> Path:
    """The settings file (JSON), see quarto_app.platform.settings.

    Its folder is not made here (writing the file makes it), so a settings
    folder that cannot be made (a file in its place) is not an error yet: the
    settings load as defaults and saving them says why in the log.
    """
    override = _override("config")
    if override is not None:
        return override / "settings.json"
    import platformdirs

    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)) / "settings.json"


def saves_dir() -> Path:
    """Folder of saved games. Created on first use."""
    return _ensure(user_data_dir() / "saves")


def game_saves_dir(game_id: str) -> Path:
    """Folder of one game's saved games, each saved under a name (quarto_app.platform.library).
    Created on first use."""
    return _ensure(saves_dir() / game_id)


def exports_dir() -> Path:
    """Where exported records go: a folder the player finds in their documents
    (`Documents/Quarto`). Created on first use."""
    override = _override("exports")
    if override is not None:
        return _ensure(override)
    import platformdirs

    # platformdirs falls back on ~/Documents where the system names no documents folder
    return _ensure(Path(platformdirs.user_documents_dir()) / APP_NAME)


def stats_path() -> Path:
    """The statistics: an SQLite database (quarto_app.platform.stats). Not made here."""
    return user_data_dir() / "stats.sqlite3"


def log_path() -> Path:
    """The log file written by quarto_app.platform.crash."""
    return user_log_dir() / "quarto.log"
