"""Saved games kept under a name: a folder per game, one record file per save.

The platform knows files, not games: a save is the game's record text in
`<saves>/<game>/<name>.record` (paths.game_saves_dir), written atomically.

* A file name is made from the save's name so that any name the player types
  is safe on every system and reads back exactly: letters, digits, a few
  harmless marks and any printable character beyond ASCII stay as they are;
  anything else (a slash, a colon, a control character, `%` itself) becomes
  `%XX`, as do a leading or trailing dot or space and the first letter of a
  name Windows reserves (CON, NUL, COM1...). At most NAME_LIMIT characters of
  at most 4 bytes each: a file name stays under every system's 255 bytes.
  Names are compared as the system compares them: a name taken in another
  case on a case-blind disk counts as taken.
* Listing looks only at the folder (names, sizes, dates): reading each save is
  the caller's, one file at a time, so one damaged file never hides another.
* Nothing here overwrites or removes a file other than the one asked for: a new
  save under a taken name gets the next free number ("Anna (2)"), a rename onto
  a taken name is refused, and only files of this folder with our extension are
  listed, renamed or deleted.
"""

from __future__ import annotations

import logging
import os
import stat
import unicodedata
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from urllib.parse import unquote

from ..coded import CodedError
from .storage import read_text as read_bounded
from .storage import write_text_atomic

log = logging.getLogger("quarto.library")

EXTENSION = ".record"
EXPORT_EXTENSION = ".txt"
NAME_LIMIT = 48
"""Characters of a save's name: at 4 bytes a character at most, its file name (with the
extension, a number, and the atomic write's temporary suffix) stays under 255 bytes."""
_KEPT = frozenset(" -_,()'!&+=@#;.[]{}~")
_RESERVED = frozenset(
    ["CON", "PRN", "AUX", "NUL"]
    + [f"COM{n}" for n in range(1, 10)]
    + [f"LPT{n}" for n in range(1, 10)]
)
_NUMBERED = 1000  # "Anna (2)" ... "Anna (999)": beyond that, something else is wrong


class LibraryCode(Enum):
    NAME_EMPTY = "save_name_empty"
    NAME_TOO_LONG = "save_name_too_long"  # limit
    NAME_TAKEN = "save_name_taken"  # name
    GONE = "save_gone"  # name
    REFUSED = "save_refused"  # name, why: the system refused (a full disk, permissions)


class LibraryError(CodedError):
    """A save that cannot be made, renamed or removed as asked; its code says why."""


@dataclass(frozen=True)
class Listed:
    """One saved game as the folder shows it, before it is read."""

    name: str
    path: Path
    modified: float  # seconds since the epoch: when it was saved
    stamp: tuple[int, int, int, int]  # device, inode, size, modification (ns): this very file


def clean_name(name: str) -> str:
    """`name` as a save is called: one line, its spaces collapsed, NFC; LibraryError if
    nothing is left or it is too long."""
    said = unicodedata.normalize("NFC", " ".join(name.split()))
    said = "".join(ch for ch in said if ch.isprintable())
    if not said:
        raise LibraryError(LibraryCode.NAME_EMPTY)
    if len(said) > NAME_LIMIT:
        raise LibraryError(LibraryCode.NAME_TOO_LONG, limit=NAME_LIMIT)
    return said


def file_stem(name: str) -> str:
    """The file name (without extension) a save called `name` is kept under."""
    out = []
    for index, ch in enumerate(name):
        edge = index in (0, len(name) - 1) and ch in ". "
        readable = ch.isalnum() or ch in _KEPT or (not ch.isascii() and ch.isprintable())
        if readable and not edge:
            out.append(ch)
        else:
            out.append("".join(f"%{byte:02X}" for byte in ch.encode("utf-8")))
    stem = "".join(out)
    if stem.split(".")[0].upper() in _RESERVED:
        stem = f"%{ord(stem[0]):02X}{stem[1:]}"
    return stem


def name_of(path: Path) -> str:
    """The save's name a file of the folder stands for."""
    stem = path.name[: -len(EXTENSION)] if path.name.endswith(EXTENSION) else path.stem
    return unicodedata.normalize("NFC", unquote(stem, errors="replace"))


def path_for(folder: Path, name: str) -> Path:
    return folder / (file_stem(name) + EXTENSION)


def listing(folder: Path) -> list[Listed]:
    """The saves in `folder`, newest first; an unreadable folder lists nothing (and logs)."""
    found = []
    try:
        entries = list(os.scandir(folder))
    except OSError as exc:
        log.warning("Could not list the saved games in %s: %s", folder, exc)
        return []
    for entry in entries:
        if not entry.name.endswith(EXTENSION) or entry.name == EXTENSION:
            continue
        try:
            info = entry.stat(follow_symlinks=False)
        except OSError:
            continue
        if not stat.S_ISREG(info.st_mode):
            continue  # a folder or a link by that name is none of ours
        path = Path(entry.path)
        stamp = (info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns)
        found.append(Listed(name_of(path), path, info.st_mtime, stamp))
    found.sort(key=lambda listed: (-listed.modified, listed.name.casefold()))
    return found


def read(path: Path) -> str | None:
    """The save's text (None if it is gone); storage.FileError if it is no text file of a
    sane size, OSError if the system refuses."""
    return read_bounded(path)


def _taken(path: Path) -> bool:
    try:
        os.lstat(path)  # a case-blind disk finds "anna.record" for "Anna.record"
    except FileNotFoundError:
        return False
    except OSError:
        return True  # cannot tell: never risk writing over it
    return True


def free_name(folder: Path, name: str) -> str:
    """`name`, or the first of "name (2)", "name (3)"... that no save of `folder` has."""
    name = clean_name(name)
    if not _taken(path_for(folder, name)):
        return name
    for number in range(2, _NUMBERED):
        suffix = f" ({number})"
        candidate = name[: NAME_LIMIT - len(suffix)].rstrip() + suffix
        if not _taken(path_for(folder, candidate)):
            return candidate
    raise LibraryError(LibraryCode.NAME_TAKEN, name=name)


def create(folder: Path, name: str, text: str) -> Listed:
    """Keep `text` as a new save called `name` (numbered if that name is taken)."""
    chosen = free_name(folder, name)
    path = path_for(folder, chosen)
    try:
        write_text_atomic(path, text)
        info = os.stat(path)
    except OSError as exc:
        log.warning("Could not save %s: %s", path, exc)
        raise LibraryError(LibraryCode.REFUSED, name=chosen, why=exc.strerror or str(exc)) from None
    stamp = (info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns)
    return Listed(chosen, path, info.st_mtime, stamp)


def rename(listed: Listed, new_name: str) -> Path:
    """Call the save `listed` `new_name`; its new path. LibraryError if the name is taken,
    the file is gone, or the system refuses; nothing else is touched."""
    name = clean_name(new_name)
    target = path_for(listed.path.parent, name)
    if target == listed.path:
        return target
    same_file = target.name.casefold() == listed.path.name.casefold()  # a change of case
    if _taken(target) and not same_file:
        raise LibraryError(LibraryCode.NAME_TAKEN, name=name)
    if not _taken(listed.path):
        raise LibraryError(LibraryCode.GONE, name=listed.name)
    try:
        os.replace(listed.path, target)
    except OSError as exc:
        log.warning("Could not rename %s: %s", listed.path, exc)
        raise LibraryError(
            LibraryCode.REFUSED, name=listed.name, why=exc.strerror or str(exc)
        ) from None
    return target


def delete(listed: Listed) -> None:
    """Remove the save `listed`, and nothing else; LibraryError if the system refuses."""
    try:
        found = os.lstat(listed.path)
        if not stat.S_ISREG(found.st_mode):
            raise LibraryError(LibraryCode.GONE, name=listed.name)
        os.unlink(listed.path)
    except FileNotFoundError:
        raise LibraryError(LibraryCode.GONE, name=listed.name) from None
    except OSError as exc:
        log.warning("Could not delete %s: %s", listed.path, exc)
        raise LibraryError(
            LibraryCode.REFUSED, name=listed.name, why=exc.strerror or str(exc)
        ) from None


def export(folder: Path, name: str, text: str) -> Path:
    """Write `text` to a new file in `folder` named after the save (numbered, never over
    another file); its path. LibraryError if the system refuses."""
    stem = file_stem(clean_name(name))
    for number in range(1, _NUMBERED):
        suffix = "" if number == 1 else f" ({number})"
        path = folder / f"{stem}{suffix}{EXPORT_EXTENSION}"
        if not _taken(path):
            break
    else:
        raise LibraryError(LibraryCode.NAME_TAKEN, name=name)
    try:
        write_text_atomic(path, text)
    except OSError as exc:
        log.warning("Could not export to %s: %s", path, exc)
        raise LibraryError(LibraryCode.REFUSED, name=name, why=exc.strerror or str(exc)) from None
    return path
