"""Saved games on disk: one autosave per game, each kept as the game's own record text.

The platform knows files, not games: it reads and writes text atomically,
moves a damaged file aside under a name that never overwrites an earlier
one, and says where. Which game a file holds is in its name
(`autosave.quarto`) and in the record itself (`[Game "Quarto"]`); the game's
own reader turns the text into a match (quarto_app.frame.saving).
"""

from __future__ import annotations

import logging
import os
import time
from pathlib import Path

from .paths import saves_dir
from .storage import kept_aside_name, write_text_atomic
from .storage import read_text as read_bounded

log = logging.getLogger("quarto.saves")


def autosave_path(game_id: str) -> Path:
    """The game of this kind in progress, rewritten after every move."""
    return saves_dir() / f"autosave.{game_id}"


def read_text(path: Path) -> str | None:
    """The text of a saved game, or None if there is none.

    storage.FileError if it is no text file of a sane size, OSError if unreadable.
    """
    return read_bounded(path)


def write_text(path: Path, text: str) -> bool:
    """Keep `text` in `path` (atomically); False, and a line in the log, if the disk refuses."""
    try:
        write_text_atomic(path, text)
    except OSError as exc:
        log.warning("Could not save the game to %s: %s", path, exc)
        return False
    return True


def remove(path: Path) -> bool:
    """Forget a saved game (a finished one); False if the disk refuses."""
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        log.warning("Could not remove %s: %s", path, exc)
        return False
    return True


def keep_aside(path: Path, why: object) -> Path | None:
    """Move a file that cannot be used out of the way, never over an earlier one.

    Returns where it went, or None if it could not be moved (then it stays).
    """
    target = kept_aside_name(path)
    try:
        os.replace(path, target)
    except OSError as exc:
        log.warning("Could not move %s aside (%s); it stays where it is.", path, exc)
        return None
    log.warning("%s could not be used (%s); it was kept as %s", path, why, target)
    return target


def stamp() -> str:
    """Today's date as records write it."""
    return time.strftime("%Y.%m.%d")
