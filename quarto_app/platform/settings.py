"""A small settings store: JSON in the per-user config folder.

* A missing file gives the defaults.
* A damaged file (not JSON, not an object) gives the defaults, a clear warning
  in the log, and is kept aside as ``settings.json.bak`` so nothing the player
  had is lost. A single value of the wrong type falls back to its default with
  a warning; the rest is kept. So does a value out of its range (CHECKS: a
  volume of 250).
* Keys this version does not know are kept and written back, so an older
  build does not wipe settings a newer one added.
* Writes are atomic (temporary file in the same folder, then ``os.replace``):
  a crash or a full disk mid-write leaves the old file intact.

``load_json`` is the same machinery for any small JSON file the game keeps
(statistics); writing is quarto_app.platform.storage's.

    from quarto_app.platform.settings import load_settings
    settings = load_settings()
    settings["sound"] = False
    settings.save()
"""

from __future__ import annotations

import copy
import json
import logging
import os
from collections.abc import Callable, Iterator, Mapping, MutableMapping
from enum import Enum
from pathlib import Path
from typing import Any

from ..coded import CodedError
from .storage import (
    LIMIT,
    FileError,
    kept_aside_name,
    read_text,
    remove_leftovers,
    write_json_atomic,
)

log = logging.getLogger("quarto.settings")

# The app-wide defaults. Screens may pass their own defaults to load_settings; a
# stored value is used only when its JSON type matches the default's.
DEFAULTS: dict[str, Any] = {
    "fullscreen": False,
    "window_size": [1280, 800],
    "window_position": None,
    "setups": {},  # game id -> the last game set up (quarto_app.frame.game.Setup.to_json)
    "menu_game": None,  # the game the menu showed last
    "theme": "wood",  # quarto_app.frame.theme.ThemeId
    "language": "",  # a folder of assets/locale ("": the system's language)
    "sound": True,  # False: muted (the M key)
    "volume": 70,  # 0-100
    "reduced_motion": False,  # every change on screen instant (quarto_app.frame.motion)
    "piece_labels": False,  # a small label of its attributes on each piece
    "top_down": False,  # the pieces seen from straight above
    "tutorial_offered": False,  # the menu asked once whether to open a game's first lesson
}

VOLUME_MAX = 100


def _volume(value: Any) -> int:
    """A volume of 0-100. Earlier builds kept 0.0-1.0 (written as a float, 0.7 by
    default): a float no greater than 1 is read on that scale."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError("not a number")
    if isinstance(value, float):
        if not 0.0 <= value <= VOLUME_MAX:
            raise ValueError("out of range")
        return round(value * VOLUME_MAX) if value <= 1.0 else round(value)
    if not 0 <= value <= VOLUME_MAX:
        raise ValueError("out of range")
    return value


CHECKS: dict[str, Callable[[Any], Any]] = {"volume": _volume}
"""Keys whose stored value must be more than the right JSON type: each check gives the
value to use, or raises ValueError (the default is used, with a warning)."""


class JsonCode(Enum):
    NOT_JSON = "not_json"  # file: not JSON (or NaN, Infinity, nesting beyond reason)
    NOT_AN_OBJECT = "not_an_object"  # file: JSON, but not an object of settings
    UNREADABLE = "unreadable"  # file: the system refused to read it (or its folder)


class DamagedFileError(CodedError):
    """A file that cannot be used; it was moved aside (`kept`: where; None: it stayed).

    Its parameters are the file's name, where it was kept ("" if it stayed), and those
    of what was wrong (a file too large says its size and the limit).
    """

    def __init__(self, code: Enum, /, *, file: str, kept: Path | None, **why: object) -> None:
        super().__init__(code, **why, file=file, kept=str(kept) if kept else "")
        self.kept = kept


def _no_constants(name: str) -> Any:
    # JSON has no NaN or Infinity: Python's reader accepts them, a settings file must not.
    raise ValueError(f"{name} is not a JSON value")


def _kept_aside(path: Path) -> Path | None:
    try:
        backup = kept_aside_name(path)
        os.replace(path, backup)
    except OSError:  # read-only or unsearchable folder: leave it where it is, use defaults
        return None
    return backup


def load_json(path: Path, what: str = "file", limit: int = LIMIT) -> Any:
    """The JSON value in ``path``; None if there is no such file.

    A file that cannot be used (not a regular file, too large, not UTF-8 JSON,
    NaN or Infinity in it, nested beyond reason) is moved aside under a name
    that never overwrites an earlier one, a warning goes to the log, and
    DamagedFileError is raised so the caller falls back to its defaults.
    """
    params: dict[str, object] = {}
    try:
        text = read_text(path, limit)
    except FileError as exc:
        code: Enum = exc.code
        reason = str(exc)
        params = {k: v for k, v in exc.params.items() if k != "file"}
    else:
        if text is None:
            return None
        try:
            return json.loads(text, parse_constant=_no_constants)
        except (ValueError, RecursionError) as exc:  # JSONDecodeError is a ValueError
            code, reason = JsonCode.NOT_JSON, str(exc)[:200]
    kept = _kept_aside(path)
    log.warning(
        "The %s %s is damaged (%s); using defaults. The old file is %s.",
        what,
        path,
        reason,
        f"kept aside as {kept}" if kept else "left where it was",
    )
    raise DamagedFileError(code, file=path.name, kept=kept, **params)


def _same_kind(value: Any, default: Any) -> bool:
    """JSON-level type match; bool is not a number here, an int is a fine float."""
    if isinstance(default, bool) or isinstance(value, bool):
        return isinstance(value, bool) and isinstance(default, bool)
    if isinstance(default, float):
        return isinstance(value, int | float)
    if default is None:
        return True
    return isinstance(value, type(default))


class Settings(MutableMapping[str, Any]):
    """The player's settings: a dict with defaults, saved atomically to ``path``."""

    def __init__(self, path: Path, defaults: Mapping[str, Any], values: Mapping[str, Any]):
        self.path = path
        self.defaults = dict(defaults)
        self._values: dict[str, Any] = dict(values)
        self.problem: CodedError | None = None  # why the stored settings could not be used
        # The stored file could not be read and still stands there: it is the player's,
        # and saving over it would lose it. Nothing is written this session.
        self.keep_off: bool = False

    def __getitem__(self, key: str) -> Any:
        if key in self._values:
            return self._values[key]
        # A copy: a caller that fills in a default dict must not change the defaults.
        return copy.deepcopy(self.defaults[key])

    def __setitem__(self, key: str, value: Any) -> None:
        self._values[key] = value

    def __delitem__(self, key: str) -> None:
        """Back to the default (the key stays readable if it has one)."""
        del self._values[key]

    def __iter__(self) -> Iterator[str]:
        return iter({**self.defaults, **self._values})

    def __len__(self) -> int:
        return len({**self.defaults, **self._values})

    def as_dict(self) -> dict[str, Any]:
        return {**self.defaults, **self._values}

    def save(self) -> bool:
        """Write the settings; False (and a warning in the log) if the disk refuses.

        A failed save must not end the game, hence no exception.
        """
        if self.keep_off:
            return False
        try:
            write_json_atomic(self.path, self.as_dict())
        except OSError as exc:
            log.warning("Could not save the settings to %s: %s", self.path, exc)
            return False
        return True


def load_settings(path: Path | None = None, defaults: Mapping[str, Any] | None = None) -> Settings:
    """The stored settings merged over the defaults (see the module docstring).

    Never raises: a file that cannot be used gives the defaults, is kept aside,
    and `Settings.problem` says what happened, for the player to be told once.
    """
    if path is None:
        from .paths import settings_path

        path = settings_path()
    defaults = DEFAULTS if defaults is None else defaults
    problem: CodedError | None = None
    try:
        stored = load_json(path, "settings file")
    except DamagedFileError as exc:
        stored, problem = None, exc
    except OSError as exc:  # unreadable (permissions, a file where the folder should be)
        stored, problem = None, _unreadable(path, exc)
    if problem is None and not isinstance(stored, dict) and _present(path):
        # JSON, but not settings ("null", a list, a number): kept aside, never overwritten.
        kept = _kept_aside(path)
        log.warning(
            "The settings file %s does not hold a JSON object; using defaults. "
            "The old file is kept aside as %s.",
            path,
            kept,
        )
        stored, problem = None, DamagedFileError(JsonCode.NOT_AN_OBJECT, file=path.name, kept=kept)
    values: dict[str, Any] = {}
    for key, value in (stored or {}).items():
        if key in defaults and key in CHECKS:
            try:
                values[key] = CHECKS[key](value)
            except ValueError as exc:
                log.warning(
                    "Setting %r in %s cannot be used (%r: %s); using the default %r.",
                    key,
                    path,
                    value,
                    exc,
                    defaults[key],
                )
            continue
        if key in defaults and not _same_kind(value, defaults[key]):
            log.warning(
                "Setting %r in %s has the wrong type (%r); using the default %r.",
                key,
                path,
                value,
                defaults[key],
            )
            continue
        values[key] = value
    settings = Settings(path, defaults, values)
    settings.problem = problem
    left = problem is not None and getattr(problem, "kept", None) is None
    settings.keep_off = left and _present(path)
    if settings.keep_off:
        log.warning("The settings will not be saved over %s, which could not be read.", path)
    remove_leftovers(path)  # what interrupted saves of the settings left
    return settings


def _unreadable(path: Path, exc: OSError) -> DamagedFileError:
    """A settings file the system will not let us read: moved aside if it can be (a file of
    mode 000 in a folder of ours), else left alone; never written over."""
    kept = _kept_aside(path) if _present(path) else None
    log.warning(
        "Could not read the settings file %s (%s); using defaults. The old file is %s.",
        path,
        exc,
        f"kept aside as {kept}" if kept else "left where it was",
    )
    return DamagedFileError(JsonCode.UNREADABLE, file=path.name, kept=kept)


def _present(path: Path) -> bool:
    """Whether a file (or anything) stands at `path`; True when we may not even look."""
    try:
        os.lstat(path)
    except FileNotFoundError:
        return False
    except OSError:
        return True  # an unsearchable folder: something of the player's may be there
    return True
