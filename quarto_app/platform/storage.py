"""Files the game keeps: read with bounds, written atomically, moved aside when damaged.

* Every file the game reads goes through `read_text`: a regular file only
  (a folder, a named pipe or a device where a file should be is refused, and
  never blocks), at most `limit` bytes, UTF-8 with or without a BOM. What it
  refuses is a `FileError` with a code, which the screens say in words.
* Writes go to a temporary file in the same folder, flushed to disk, then
  renamed over the old one (`os.replace`): a crash or a full disk mid-write
  leaves the old file whole.
* A file that cannot be used is renamed, never deleted, to a name that never
  overwrites an earlier one kept the same way: `name.bak`, then
  `name.<date-time>.bak`, then `name.<date-time>-2.bak`...
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import time
from enum import Enum
from pathlib import Path
from typing import Any

from ..coded import CodedError

LIMIT = 1_000_000
"""Bytes: no record, saved game or settings file is longer (a damaged one may be)."""


class FileCode(Enum):
    NOT_A_FILE = "not_a_file"  # file: a folder, a pipe or a device stands where a file should be
    TOO_LARGE = "too_large"  # file, size, limit
    NOT_TEXT = "not_text"  # file: not UTF-8 text


class FileError(CodedError):
    """A file the game cannot use as it is; its code says why."""


def read_text(path: Path, limit: int = LIMIT) -> str | None:
    """The text of `path` (None if there is no file); FileError if it cannot be used.

    OSError (permissions, a folder in the way) is the caller's to handle.
    """
    data = read_bytes(path, limit)
    if data is None:
        return None
    try:
        return data.decode("utf-8-sig")  # a byte-order mark some editors add is fine
    except UnicodeDecodeError:
        raise FileError(FileCode.NOT_TEXT, file=path.name) from None


def read_bytes(path: Path, limit: int = LIMIT) -> bytes | None:
    """The bytes of `path` (None if there is no file); FileError if it is no regular file
    or larger than `limit`. Never blocks on a pipe or a device. OSError is the caller's."""
    try:
        found = os.stat(path)
    except FileNotFoundError:
        return None
    if not stat.S_ISREG(found.st_mode):
        raise FileError(FileCode.NOT_A_FILE, file=path.name)
    if found.st_size > limit:
        raise FileError(FileCode.TOO_LARGE, file=path.name, size=found.st_size, limit=limit)
    # Non-blocking, and checked again once open: a pipe swapped in meanwhile must not hang us.
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    descriptor = os.open(path, flags)
    with os.fdopen(descriptor, "rb") as handle:
        if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
            raise FileError(FileCode.NOT_A_FILE, file=path.name)
        data = handle.read(limit + 1)
    if len(data) > limit:
        raise FileError(FileCode.TOO_LARGE, file=path.name, size=len(data), limit=limit)
    return data


def _taken(path: Path) -> bool:
    """Whether something stands at `path` (a link too); OSError if the folder cannot be
    searched (Path.exists would answer False for a folder it may not look into)."""
    try:
        os.lstat(path)
    except FileNotFoundError:
        return False
    return True


def kept_aside_name(path: Path) -> Path:
    """A free name beside `path` for keeping a damaged copy; OSError if the folder
    cannot be searched."""
    first = path.with_name(path.name + ".bak")
    if not _taken(first):
        return first
    stamp = time.strftime("%Y%m%d-%H%M%S")
    candidate = path.with_name(f"{path.name}.{stamp}.bak")
    number = 2
    while _taken(candidate):
        candidate = path.with_name(f"{path.name}.{stamp}-{number}.bak")
        number += 1
    return candidate


LEFTOVER_AGE = 600.0
"""Seconds: a temporary file of an atomic write this old was left by a write that died
(`kill -9`, a power cut); a younger one may be another running game's, mid-write."""


def remove_leftovers(path: Path, now: float | None = None) -> int:
    """Remove the temporary files that atomic writes of `path` left behind; how many.

    Only our own names (`<name>.<random>.tmp` beside `path`), only regular files, only
    those older than LEFTOVER_AGE. Never raises: a folder that cannot be searched or a
    file that cannot be removed stays as it is.
    """
    now = time.time() if now is None else now
    removed = 0
    try:
        names = os.listdir(path.parent)
    except OSError:
        return 0
    prefix = path.name + "."
    for name in names:
        if not (name.startswith(prefix) and name.endswith(".tmp")):
            continue
        leftover = path.parent / name
        try:
            found = os.lstat(leftover)
            if stat.S_ISREG(found.st_mode) and now - found.st_mtime > LEFTOVER_AGE:
                os.unlink(leftover)
                removed += 1
        except OSError:
            continue
    return removed


def write_bytes_atomic(path: Path, data: bytes, mode: int | None = None) -> None:
    """Write ``data`` so that ``path`` is always either the old or the whole new file.

    The new file is private to the player (0600) unless `mode` says otherwise.
    """
    import tempfile  # deferred: not needed to start the game

    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as tmp:
            tmp.write(data)
            tmp.flush()
            if mode is not None:
                os.chmod(tmp_name, mode)  # os.fchmod: not on Windows
            os.fsync(tmp.fileno())  # the data is on disk before the rename makes it visible
        os.replace(tmp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise


def write_text_atomic(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8, lines as given) so that ``path`` is the old or the new file."""
    write_bytes_atomic(path, text.encode("utf-8"))


def write_json_atomic(path: Path, data: Any) -> None:
    """Write ``data`` as JSON so that ``path`` is always either the old or the new file."""
    text = json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False, allow_nan=False)
    write_text_atomic(path, text + "\n")
