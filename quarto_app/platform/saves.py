"""Saved games on disk: one autosave per game, each kept as the game's own record text.

The platform knows files, not games: it reads and writes text atomically,
moves a damaged file aside under a name that never overwrites an earlier
one, and says where. Which game a file holds is in its name
(`autosave.quarto`) and in the record itself (`[Game "Quarto"]`); the game's
own reader turns the text into a match (quarto_app.frame.saving).

A game in progress grows by a few characters a move: `replace_end` changes
only the end of the file (a record's result moves on behind the new moves),
checked first to be exactly as this game left it, so a save costs the same at
the 16th move as at the 20,000th. Anything unexpected (the file changed, a
full disk) leaves the file as it was, and the caller writes it whole.
"""

from __future__ import annotations

import logging
import os
import stat
import time
from pathlib import Path

from .paths import saves_dir
from .storage import kept_aside_name, remove_leftovers, write_text_atomic
from .storage import read_text as read_bounded

Stamp = tuple[int, int, int, int]
"""A file as a save left it: device, inode, size, modification time (ns)."""

log = logging.getLogger("quarto.saves")


def autosave_path(game_id: str) -> Path:
    """The game of this kind in progress, kept after every move."""
    return saves_dir() / f"autosave.{game_id}"


def clean_leftovers(path: Path) -> int:
    """Remove what interrupted saves of `path` left (`autosave.quarto.*.tmp`); how many."""
    removed = remove_leftovers(path)
    if removed:
        log.info("Removed %d unfinished temporary file(s) beside %s", removed, path)
    return removed


def stamp_of(path: Path) -> Stamp | None:
    """The file's stamp now (None if there is none to take)."""
    try:
        return _stamp(os.stat(path))
    except OSError:
        return None


def _stamp(found: os.stat_result) -> Stamp:
    return (found.st_dev, found.st_ino, found.st_size, found.st_mtime_ns)


def read_text(path: Path) -> str | None:
    """The text of a saved game, or None if there is none.

    storage.FileError if it is no text file of a sane size, OSError if unreadable.
    """
    return read_bounded(path)


def write_text(path: Path, text: str) -> bool:
    """Keep `text` in `path` (atomically); False, and a line in the log, if the disk refuses."""
    return write_whole(path, text) is not None


def write_whole(path: Path, text: str) -> Stamp | None:
    """Keep `text` in `path` (atomically); the file's stamp, or None (and a line in the log)
    if the disk refuses."""
    try:
        write_text_atomic(path, text)
        return _stamp(os.stat(path))
    except OSError as exc:
        log.warning("Could not save the game to %s: %s", path, exc)
        return None


_FLAGS = os.O_RDWR | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
_FLAGS |= getattr(os, "O_BINARY", 0)


def replace_end(path: Path, stamp: Stamp, old_end: str, new_end: str) -> Stamp | None:
    """Make the file end with `new_end` where it ended with `old_end`; its new stamp.

    Only if it is still the file `stamp` describes and really ends with `old_end`:
    otherwise (another game saved over it, it was edited, moved, is no regular
    file) nothing is written and None says so. A write the disk refuses halfway
    is undone (the old end put back) and gives None too.
    """
    old, new = old_end.encode("utf-8"), new_end.encode("utf-8")
    try:
        fd = os.open(path, _FLAGS)
    except OSError:
        return None
    try:
        found = os.fstat(fd)
        if not stat.S_ISREG(found.st_mode) or _stamp(found) != stamp:
            return None
        at = found.st_size - len(old)
        if at < 0 or _read_at(fd, len(old), at) != old:
            return None
        try:
            _write_at(fd, new, at)
            if len(new) < len(old):
                os.ftruncate(fd, at + len(new))
            _sync(fd)
        except OSError as exc:
            log.warning("Could not add to the saved game %s: %s", path, exc)
            try:  # the old end needs no new room on the disk: put it back
                _write_at(fd, old, at)
                os.ftruncate(fd, found.st_size)
            except OSError as again:
                log.warning("Could not restore the end of %s: %s", path, again)
            return None
        return _stamp(os.fstat(fd))
    except OSError as exc:
        log.warning("Could not check the saved game %s: %s", path, exc)
        return None
    finally:
        os.close(fd)


def _read_at(fd: int, size: int, at: int) -> bytes:
    if hasattr(os, "pread"):
        return os.pread(fd, size, at)
    os.lseek(fd, at, os.SEEK_SET)  # Windows
    return os.read(fd, size)


def _write_at(fd: int, data: bytes, at: int) -> None:
    done = 0
    while done < len(data):
        if hasattr(os, "pwrite"):
            done += os.pwrite(fd, data[done:], at + done)
        else:  # Windows
            os.lseek(fd, at + done, os.SEEK_SET)
            done += os.write(fd, data[done:])


def _sync(fd: int) -> None:
    # The move is on the disk, as an atomic write's would be (the data, not the times).
    getattr(os, "fdatasync", os.fsync)(fd)


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
    try:
        target = kept_aside_name(path)
        os.replace(path, target)
    except OSError as exc:
        log.warning("Could not move %s aside (%s); it stays where it is.", path, exc)
        return None
    log.warning("%s could not be used (%s); it was kept as %s", path, why, target)
    return target


def stamp() -> str:
    """Today's date as records write it."""
    return time.strftime("%Y.%m.%d")
