"""Saved games and the autosave, as game records in the player's own folders.

A saved game is the PGN-like record of quarto_app.games.quarto.match.record, so a player
can read it, mail it or attach it to a bug report. Which seats the computer
held, and at what level, ride along as extra tags (``[Computer2 "Hard"]``).

The autosave is rewritten after every action, so closing the window or a
crash loses nothing; a damaged autosave is kept aside, never deleted.
"""

from __future__ import annotations

import logging
import os
import time
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path

from ..coded import CodedError
from ..games.quarto.match import Match
from ..games.quarto.match.record import read_record, write_record
from .paths import autosave_path
from .settings import write_text_atomic

log = logging.getLogger("quarto.saves")

SAVE_SUFFIX = ".quarto"


@dataclass
class SavedGame:
    """A game read back from disk, replayed to where it was saved."""

    match: Match
    computer: dict[int, str] = field(default_factory=dict)  # seat -> level name
    path: Path | None = None


def record_text(match: Match, computer: dict[int, str] | None = None) -> str:
    """The record of `match` dated today, with the computer's seats as extra tags."""
    extra = {f"Computer{seat + 1}": level for seat, level in sorted((computer or {}).items())}
    return write_record(match, date=time.strftime("%Y.%m.%d"), extra=extra)


def save_game(path: Path, match: Match, computer: dict[int, str] | None = None) -> None:
    """Write the game to `path`; OSError from the disk is the caller's to report."""
    write_text_atomic(path, record_text(match, computer))


class SaveCode(Enum):
    NOT_TEXT = "save_not_text"  # file: the file is not UTF-8 text


class SaveError(CodedError):
    """A saved game that cannot be read; its code says why (the record's own error, if any)."""


def load_game(path: Path) -> SavedGame:
    """Read and replay a saved game; CodedError (a ValueError) or OSError say what is wrong."""
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise SaveError(SaveCode.NOT_TEXT, file=path.name) from None
    record = read_record(text)
    computer = {}
    for seat in (0, 1):
        level = record.tags.get(f"Computer{seat + 1}")
        if level:
            computer[seat] = level
    return SavedGame(record.match, computer, path)


def autosave(match: Match, computer: dict[int, str] | None = None) -> bool:
    """Keep the game in progress on disk; a finished game clears it. Never raises."""
    try:
        path = autosave_path()
        if match.result is not None or not match.actions:
            path.unlink(missing_ok=True)
        else:
            save_game(path, match, computer)
    except OSError as exc:
        log.warning("Could not autosave the game: %s", exc)
        return False
    return True


@dataclass(frozen=True)
class Damaged:
    """A saved game that could not be read: why, and where it was kept (None: left in place)."""

    error: Exception
    kept: Path | None


def resume() -> tuple[SavedGame | None, Damaged | None]:
    """The autosaved game, if any, and what went wrong if it was damaged.

    A damaged autosave is renamed to ``.bak`` (kept for the player or a bug
    report); the screens say where it went.
    """
    try:
        path = autosave_path()
    except OSError as exc:
        log.warning("No folder for saved games: %s", exc)
        return None, None
    if not path.exists():
        return None, None
    try:
        return load_game(path), None
    except (CodedError, OSError) as exc:
        log.warning("The autosaved game cannot be resumed: %s", exc)
        backup = path.with_name(path.name + ".bak")
        try:
            os.replace(path, backup)
        except OSError:
            backup = None
        return None, Damaged(exc, backup)
