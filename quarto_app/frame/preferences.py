"""The player's choices of look, sound and motion, read and written as typed values.

The settings store (quarto_app.platform.settings) keeps them as JSON under their
keys; this is the one place that knows those keys and what a good value is, so
the settings screen, the sound player, the motion switch and the games' views
all read the same thing the same way. A damaged value never reaches a screen:
an unknown theme reads as the default theme, a volume out of range is clamped.

    from quarto_app.frame import preferences
    preferences.use(app.settings)          # once, when the app is built
    if preferences.current().top_down: ...
"""

from __future__ import annotations

import math
from collections.abc import MutableMapping
from enum import StrEnum
from typing import Any

from quarto_app.platform.settings import DEFAULTS, VOLUME_MAX

from .theme import ThemeId, theme_id


class Key(StrEnum):
    """The settings keys of the look, sound and motion."""

    THEME = "theme"
    LANGUAGE = "language"
    SOUND = "sound"
    VOLUME = "volume"
    REDUCED_MOTION = "reduced_motion"
    PIECE_LABELS = "piece_labels"
    TOP_DOWN = "top_down"


class Preferences:
    """Typed reading and writing of the keys above in a settings mapping."""

    def __init__(self, settings: MutableMapping[str, Any]) -> None:
        self.settings = settings

    def _get(self, key: Key) -> Any:
        try:
            return self.settings[key.value]
        except KeyError:
            return DEFAULTS[key.value]

    def _flag(self, key: Key) -> bool:
        value = self._get(key)
        return value if isinstance(value, bool) else bool(DEFAULTS[key.value])

    @property
    def theme(self) -> ThemeId:
        return theme_id(self._get(Key.THEME))

    @theme.setter
    def theme(self, value: ThemeId) -> None:
        self.settings[Key.THEME.value] = ThemeId(value).value

    @property
    def language(self) -> str:
        """The language chosen in the settings; until one is, the system's (if there is a
        catalog for it, else English)."""
        value = self._get(Key.LANGUAGE)
        if isinstance(value, str) and value:
            return value
        from .i18n import system_language

        return system_language()

    @language.setter
    def language(self, value: str) -> None:
        self.settings[Key.LANGUAGE.value] = str(value)

    @property
    def sound(self) -> bool:
        """True when sounds play (False: muted)."""
        return self._flag(Key.SOUND)

    @sound.setter
    def sound(self, value: bool) -> None:
        self.settings[Key.SOUND.value] = bool(value)

    @property
    def volume(self) -> int:
        """0-100."""
        value = self._get(Key.VOLUME)
        number = isinstance(value, int | float) and not isinstance(value, bool)
        if not number or not math.isfinite(value):
            return int(DEFAULTS[Key.VOLUME.value])
        return max(0, min(VOLUME_MAX, round(value)))

    @volume.setter
    def volume(self, value: int) -> None:
        self.settings[Key.VOLUME.value] = max(0, min(VOLUME_MAX, int(value)))

    @property
    def reduced_motion(self) -> bool:
        """True: every change on screen is instant (see quarto_app.frame.motion)."""
        return self._flag(Key.REDUCED_MOTION)

    @reduced_motion.setter
    def reduced_motion(self, value: bool) -> None:
        self.settings[Key.REDUCED_MOTION.value] = bool(value)

    @property
    def piece_labels(self) -> bool:
        """True: each piece (and stone) carries a small label of its attributes."""
        return self._flag(Key.PIECE_LABELS)

    @piece_labels.setter
    def piece_labels(self, value: bool) -> None:
        self.settings[Key.PIECE_LABELS.value] = bool(value)

    @property
    def top_down(self) -> bool:
        """True: the pieces are drawn as seen from straight above."""
        return self._flag(Key.TOP_DOWN)

    @top_down.setter
    def top_down(self, value: bool) -> None:
        self.settings[Key.TOP_DOWN.value] = bool(value)

    def save(self) -> bool:
        """Write the settings now, if they are a store that can be written."""
        save = getattr(self.settings, "save", None)
        return bool(save()) if callable(save) else False


_current: Preferences | None = None


def use(settings: MutableMapping[str, Any]) -> Preferences:
    """Read and write the player's choices in `settings` from now on."""
    global _current
    _current = Preferences(settings)
    return _current


def current() -> Preferences:
    """The choices in force (the defaults, kept in memory, until `use` is called)."""
    global _current
    if _current is None:
        _current = Preferences({})
    return _current
