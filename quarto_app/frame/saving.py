"""The game in progress, kept on disk per game so that closing the window loses nothing.

Any game's play screen calls `keep` after each move; the menu asks
`unfinished` what it may offer to continue. The file holds the game's own
record text (its reader and writer come from its `Game` description); a file
that cannot be read is moved aside, never deleted, and the player is told in
words where it went.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path

from quarto_app.coded import CodedError
from quarto_app.platform import saves
from quarto_app.platform.storage import FileError

from .game import Game, Saved
from .i18n import text

log = logging.getLogger("quarto.saving")


@dataclass(frozen=True)
class Damaged:
    """An autosave that could not be used: what was wrong, in words, and where it went."""

    why: str
    kept: Path | None

    def words(self) -> str:
        if self.kept is None:
            return text("frame.saved.damaged_left", why=self.why)
        return text("frame.saved.damaged_kept", why=self.why, path=str(self.kept))


def unfinished(game: Game) -> tuple[Saved | None, Damaged | None]:
    """The game of this kind left unfinished, if any; what went wrong if it was damaged.

    A finished game in the autosave (left by an older version) is not offered.
    """
    try:
        path = saves.autosave_path(game.id)
    except OSError as exc:  # no folder for saved games at all: nothing to offer
        log.warning("No folder for saved games: %s", exc)
        return None, None
    try:
        raw = saves.read_text(path)
    except (CodedError, OSError) as exc:
        return None, _set_aside(game, path, exc)
    if raw is None:
        return None, None
    try:
        saved = game.read_record(raw)
    except CodedError as exc:
        return None, _set_aside(game, path, exc)
    if saved.finished:
        saves.remove(path)
        return None, None
    return saved, None


def keep(game: Game, saved: Saved) -> bool:
    """Write the game in progress; a finished one clears the autosave. False if the disk refused."""
    try:
        path = saves.autosave_path(game.id)
    except OSError as exc:
        log.warning("No folder for saved games: %s", exc)
        return False
    if saved.finished:
        return saves.remove(path)
    return saves.write_text(path, game.write_record(saved))


def file_words(error: FileError) -> str:
    """Why a file cannot be used, in words."""
    return text(f"frame.error.{error.code.value}", **error.params)


def _set_aside(game: Game, path: Path, error: Exception) -> Damaged:
    if isinstance(error, FileError):
        why = file_words(error)
    elif isinstance(error, CodedError):
        why = game.explain(error)
    else:
        why = str(error)
    kept = saves.keep_aside(path, error) if path.exists() else None
    return Damaged(why, kept)
