"""Files the game keeps: written atomically, and moved aside (never deleted) when damaged.

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
import tempfile
import time
from pathlib import Path
from typing import Any


def kept_aside_name(path: Path) -> Path:
    """A free name beside `path` for keeping a damaged copy."""
    first = path.with_name(path.name + ".bak")
    if not first.exists():
        return first
    stamp = time.strftime("%Y%m%d-%H%M%S")
    candidate = path.with_name(f"{path.name}.{stamp}.bak")
    number = 2
    while candidate.exists():
        candidate = path.with_name(f"{path.name}.{stamp}-{number}.bak")
        number += 1
    return candidate


def write_text_atomic(path: Path, text: str) -> None:
    """Write ``text`` so that ``path`` is always either the old or the whole new file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as tmp:
            tmp.write(text)
            tmp.flush()
            os.fsync(tmp.fileno())  # the data is on disk before the rename makes it visible
        os.replace(tmp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise


def write_bytes_atomic(path: Path, data: bytes) -> None:
    """Write ``data`` so that ``path`` is always either the old or the whole new file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as tmp:
            tmp.write(data)
            tmp.flush()
            os.fsync(tmp.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise


def write_json_atomic(path: Path, data: Any) -> None:
    """Write ``data`` as JSON so that ``path`` is always either the old or the new file."""
    text = json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False, allow_nan=False)
    write_text_atomic(path, text + "\n")
