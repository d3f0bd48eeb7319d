"""Settings: the look, the language, the sound and the motion, for every game.

One column of choices, each applied the moment it changes and written to the
player's settings at once (quarto_app.frame.preferences): the theme repaints
this screen and every drawn piece, the language re-words it, a new volume is
heard (each choice clicks, after it took effect), and the switches (reduced motion, attribute
labels, pieces seen from above) are read by the games' screens as they draw.

Keyboard as on the setup screen: Up/Down (or Tab) move, Left/Right (or Enter,
or a click on either end of a value) change, Esc or Back leaves. Push it with
`ask=Ask.SETTINGS`: the screen below then hears `Reply(Ask.SETTINGS, ...)` and
re-words itself (the language may have changed) and redraws (the theme).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from .. import i18n, intents, preferences, text, theme
from ..assets import assets
from ..i18n import text as words
from ..requests import Answer, Reply
from ..scene import Scene
from ..theme import THEMES, ThemeId, colours
from ..widgets import Button, Choice

VOLUME_STEP = 10
LANGUAGE_NAME = "frame.settings_screen.language_name"


def language_name(code: str) -> str:
    """A language's name in that language ("English", "Français"), or its code."""
    own = i18n.Catalog(code).text(LANGUAGE_NAME)
    if code != i18n.SOURCE_LANGUAGE and own == i18n.Catalog().text(LANGUAGE_NAME):
        return code  # that catalog does not name itself: its code is clearer than "English"
    return own


class SettingsScene(Scene):
    """Theme, language, volume, sound, reduced motion, attribute labels, pieces from above."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.chosen = preferences.current()
        self.themes: list[ThemeId] = list(THEMES)
        self.languages: list[str] = list(i18n.languages())
        self.volumes: list[int] = list(range(0, 101, VOLUME_STEP))
        self.focus = 0
        self.focus_visible = False
        self.size = (1280, 800)
        self.scale = 1.0
        self._build()

    # --- the form -----------------------------------------------------------------------

    def _build(self) -> None:
        """Make the rows in the language in use, showing the settings as they are now."""
        chosen = self.chosen
        on_off = [words("frame.settings_screen.off"), words("frame.settings_screen.on")]
        spoken = i18n.current().language  # --lang may speak another than the settings say
        language = spoken if spoken in self.languages else i18n.SOURCE_LANGUAGE
        volume = min(self.volumes, key=lambda step: abs(step - chosen.volume))

        def row(key: str, options: list[str], index: int, apply: Callable[[int], None]) -> Choice:
            return Choice(words(f"frame.settings_screen.{key}"), options, index, on_change=apply)

        self.theme_row = row(
            "theme",
            [words(f"frame.settings_screen.theme.{t.value}") for t in self.themes],
            self.themes.index(theme.current_id()),
            self._theme,
        )
        self.language_row = row(
            "language",
            [language_name(code) for code in self.languages],
            self.languages.index(language),
            self._language,
        )
        self.volume_row = row(
            "volume",
            [words("frame.settings_screen.volume_value", volume=v) for v in self.volumes],
            self.volumes.index(volume),
            self._volume,
        )
        self.sound_row = row("sound", on_off, int(chosen.sound), self._sound)
        self.motion_row = row("motion", on_off, int(chosen.reduced_motion), self._motion)
        self.labels_row = row("labels", on_off, int(chosen.piece_labels), self._labels)
        self.view_row = row(
            "view",
            [words("frame.settings_screen.view.side"), words("frame.settings_screen.view.top")],
            int(chosen.top_down),
            self._view,
        )
        self.back_button = Button(words("frame.settings_screen.back"), self.back)
        self.resize(self.size)

    @property
    def rows(self) -> list[Choice]:
        return [
            self.theme_row,
            self.language_row,
            self.volume_row,
            self.sound_row,
            self.motion_row,
            self.labels_row,
            self.view_row,
        ]

    @property
    def widgets(self) -> list[Choice | Button]:
        return [*self.rows, self.back_button]

    # --- each choice, applied at once ------------------------------------------------------

    def _theme(self, index: int) -> None:
        chosen = self.themes[index]
        self.chosen.theme = chosen
        if theme.current_id() is not chosen:
            theme.use(chosen)
            assets().forget_drawn()  # the pieces and boards kept were drawn in the old theme
        self._keep()

    def _language(self, index: int) -> None:
        self.chosen.language = self.languages[index]
        i18n.use(self.chosen.language)
        self._keep()
        self._build()  # every label of this screen, in the new language

    def _volume(self, index: int) -> None:
        self.chosen.volume = self.volumes[index]  # the choice's click is heard at it
        self._keep()

    def _sound(self, index: int) -> None:
        self.chosen.sound = bool(index)
        self._keep()

    def _motion(self, index: int) -> None:
        self.chosen.reduced_motion = bool(index)
        self._keep()

    def _labels(self, index: int) -> None:
        self.chosen.piece_labels = bool(index)
        self._keep()

    def _view(self, index: int) -> None:
        self.chosen.top_down = bool(index)
        self._keep()

    def _keep(self) -> None:
        self.chosen.save()

    def back(self) -> None:
        self.app.router.pop(Answer.BACK)

    # --- scene hooks ---------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.scale = s = min(size[0] / 1280, size[1] / 800)
        width, height = size
        column_w = min(round(820 * s), width - round(60 * s))
        top = round(140 * s)
        bottom = height - round(110 * s)
        row_h = min(round(60 * s), (bottom - top) // len(self.rows))
        left = (width - column_w) // 2
        for at, widget in enumerate(self.rows):
            widget.rect = pygame.Rect(left, top + at * row_h, column_w, row_h - round(10 * s))
        button_w, button_h = round(240 * s), round(56 * s)
        self.back_button.rect = pygame.Rect(0, 0, button_w, button_h)
        self.back_button.rect.midbottom = (width // 2, height - round(30 * s))

    def uncovered(self, reply: Reply) -> None:
        self._build()  # a key (M) may have changed a setting under a panel

    def handle(self, intent: intents.Intent) -> None:
        widget = self.widgets[self.focus]
        if isinstance(intent, intents.Cancel):
            self.back()
        elif isinstance(intent, intents.ToggleMute):
            self.sound_row.index = int(self.chosen.sound)  # the M key, shown at once
        elif isinstance(intent, intents.PointerMove):
            for each in self.widgets:
                each.hovered = each.rect.collidepoint(intent.pos)
        elif isinstance(intent, intents.PointerDown):
            self._click(intent.pos)
        elif isinstance(intent, intents.NextFocus):
            self._move_focus(-1 if intent.back else 1)
        elif isinstance(intent, intents.Navigate):
            if intent.dy:
                self._move_focus(intent.dy)
            elif isinstance(widget, Choice) and self.focus_visible:
                widget.step(intent.dx)
            self.focus_visible = True
        elif isinstance(intent, intents.Activate):
            self.focus_visible = True
            widget.activate()

    def _move_focus(self, step: int) -> None:
        if self.focus_visible:
            self.focus = (self.focus + step) % len(self.widgets)
        self.focus_visible = True

    def _click(self, pos: tuple[int, int]) -> None:
        for index, widget in enumerate(self.widgets):
            if widget.rect.collidepoint(pos):
                self.focus = index
                self.focus_visible = False
                if isinstance(widget, Choice):
                    widget.click(pos)
                else:
                    widget.activate()
                return

    def draw(self, surface: pygame.Surface) -> None:
        palette = colours()
        s = self.scale
        surface.fill(palette.background)
        centre = self.size[0] // 2
        title = words("frame.settings_screen.title")
        text.draw(
            surface, title, round(56 * s), palette.accent, bold=True, center=(centre, round(50 * s))
        )
        text.draw(
            surface,
            self.note(),
            round(24 * s),
            palette.text_dim,
            center=(centre, round(100 * s)),
            max_width=self.size[0] - 40,
        )
        size = round(26 * s)
        for index, widget in enumerate(self.widgets):
            widget.draw(surface, self.focus_visible and index == self.focus, size)

    def note(self) -> str:
        """A line about the focused row."""
        widget = self.widgets[self.focus]
        if widget is self.theme_row:
            return words(f"frame.settings_screen.theme_note.{self.themes[widget.index].value}")
        notes = {
            id(self.language_row): "language_note",
            id(self.volume_row): "volume_note",
            id(self.sound_row): "sound_note",
            id(self.motion_row): "motion_note",
            id(self.labels_row): "labels_note",
            id(self.view_row): "view_note",
        }
        key = notes.get(id(widget), "note")
        return words(f"frame.settings_screen.{key}")
