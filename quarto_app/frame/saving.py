"""The game in progress, kept on disk per game so that closing the window loses nothing.

Any game's play screen calls `keep` after each change; the menu asks
`unfinished` what it may offer to continue. The file holds the game's own
record text (its reader and writer come from its `Game` description); a file
that cannot be read is moved aside, never deleted, and the player is told in
words where it went.

Saving a move costs the same at any length of game: the record is written
whole once (a new game, a game carried on, after an undo), then each change
replaces only the end of the file (the game's `record_writer` says which
characters; platform.saves checks the file is as this game left it).

An autosave is deleted only when its game was played to its end in this
session: a game started in this session, or one carried on and kept at least
once unfinished. A game that ends as it resumes (its clock already run out), or
one found finished on disk, stays where it is, finished.
"""

from __future__ import annotations

import logging
import weakref
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from quarto_app.coded import CodedError
from quarto_app.platform import saves
from quarto_app.platform.storage import FileError

from .game import Game, RecordWriting, Saved
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


@dataclass
class _Kept:
    """One game's autosave as this session wrote it."""

    path: Path
    match: Any  # the match it holds (a new match starts afresh)
    writer: RecordWriting | None
    stamp: saves.Stamp | None = None  # the file as the last save left it
    played: bool = False  # started in this session, or kept on disk here while unfinished
    help: tuple[int, int] = (0, 0)  # the undos and hints its head says (a change: write whole)


_kept: dict[str, _Kept] = {}
_cleaned: set[Path] = set()
_told: set[Path] = set()  # autosaves that could not be used nor moved: said once a session
# Matches read back from an autosave, by identity (a match need not be hashable).
_resumed: weakref.WeakValueDictionary[int, Any] = weakref.WeakValueDictionary()


def _autosave(game: Game) -> Path | None:
    """The game's autosave path, its folder's leftovers cleaned once; None without a folder."""
    try:
        path = saves.autosave_path(game.id)
    except OSError as exc:  # no folder for saved games at all
        log.warning("No folder for saved games: %s", exc)
        return None
    if path not in _cleaned:
        _cleaned.add(path)
        saves.clean_leftovers(path)
    return path


def unfinished(game: Game) -> tuple[Saved | None, Damaged | None]:
    """The game of this kind left unfinished, if any; what went wrong if it was damaged.

    A finished game in the autosave is not offered, and left where it is.
    """
    path = _autosave(game)
    if path is None:
        return None, None
    try:
        raw = saves.read_text(path)
    except (CodedError, OSError) as exc:
        if path in _told:  # left where it was, and the player was told already
            return None, None
        return None, _set_aside(game, path, exc)
    if raw is None:
        return None, None
    try:
        saved = game.read_record(raw)
    except CodedError as exc:
        if path in _told:
            return None, None
        return None, _set_aside(game, path, exc)
    if saved.finished:
        return None, None
    try:
        _resumed[id(saved.match)] = saved.match
    except TypeError:  # a match that takes no weak reference: it counts as played here
        pass
    _carry_on(game, path, saved, raw)
    return saved, None


def _carry_on(game: Game, path: Path, saved: Saved, raw: str) -> None:
    """Make the record's writer now, while the game loads: when it writes the very text on
    disk, the first move after Continue changes only the file's end (a long record is not
    written whole in the middle of play)."""
    if game.record_writer is None:
        return
    writer = game.record_writer(saved)
    stamp = saves.stamp_of(path)
    if stamp is not None and writer.text() == raw:
        kept = _kept[game.id] = _Kept(path, saved.match, writer, stamp)
        kept.played = False
        kept.help = (saved.undos, saved.hints)


def keep(game: Game, saved: Saved) -> bool:
    """Keep the game in progress on disk; False if the disk refused.

    A game that ended after this session played it clears the autosave; one that
    ended otherwise (its clock ran out as it resumed) is kept, finished.
    """
    path = _autosave(game)
    if path is None:
        return False
    kept = _kept.get(game.id)
    helped = (saved.undos, saved.hints)
    if kept is None or kept.match is not saved.match or kept.path != path:
        writer = game.record_writer(saved) if game.record_writer is not None else None
        kept = _kept[game.id] = _Kept(path, saved.match, writer)
        kept.played = _resumed.get(id(saved.match)) is not saved.match
        kept.help = helped
    elif kept.help != helped:  # an undo or a hint: the record's head says so, written whole
        kept.writer = game.record_writer(saved) if game.record_writer is not None else None
        kept.stamp = None
        kept.help = helped
    if saved.finished and kept.played:
        del _kept[game.id]
        return saves.remove(path)
    if kept.writer is not None and kept.stamp is not None:
        change = kept.writer.change()
        if change is not None:
            stamp = saves.replace_end(path, kept.stamp, *change)
            if stamp is not None:
                kept.stamp = stamp
                kept.played = kept.played or not saved.finished
                return True
    record = kept.writer.text() if kept.writer is not None else game.write_record(saved)
    kept.stamp = saves.write_whole(path, record)
    if kept.stamp is None:
        return False
    kept.played = kept.played or not saved.finished
    return True


def file_words(error: FileError) -> str:
    """Why a file cannot be used, in words."""
    return text(f"frame.error.{error.code.value}", **error.params)


def _set_aside(game: Game, path: Path, error: Exception) -> Damaged:
    if isinstance(error, FileError):
        why = file_words(error)
    elif isinstance(error, CodedError):
        why = game.explain(error)
    elif isinstance(error, OSError):  # the system refused: permissions, an unsearchable folder
        why = text("frame.error.unreadable", file=path.name)
    else:
        why = str(error)
    kept = saves.keep_aside(path, error) if _present(path) else None
    if kept is None:
        _told.add(path)
    return Damaged(why, kept)


def _present(path: Path) -> bool:
    """Whether something stands at `path`; a folder that cannot be searched says no."""
    try:
        return path.exists()
    except OSError:
        return False
