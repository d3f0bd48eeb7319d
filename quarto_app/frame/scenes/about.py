"""Who made the games, how to play them, and the version."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from quarto_app import __version__

from .. import intents, text
from ..assets import MIN_FONT
from ..button_column import ButtonColumn
from ..i18n import text as words
from ..scene import Scene
from ..theme import colours
from ..widgets import Button

SHRINK_STEPS = (1.0, 0.92, 0.85, 0.78, 0.72, 0.66, 0.6)
"""The sizes the paragraphs try, as shares of their own, until every line fits."""


@dataclass(frozen=True)
class Line:
    """One line of a paragraph, placed: its words, size, kind and where it is drawn."""

    words: str
    size: int
    heading: bool
    first: bool  # of the credit, the first paragraph, drawn brighter
    y: int


class AboutScene(Scene):
    """The credits, each game's few lines on how to play, the version, and a way back."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.column = ButtonColumn([Button(words("frame.about.back"), self.app.router.pop)])
        self.size = (1280, 800)
        self.scale = 1.0
        self._layout: tuple[object, tuple[list[Line], int]] | None = None

    def paragraphs(self) -> list[tuple[str, bool]]:
        """(words, is a heading) from the top: the credit, then each game's lines."""
        said = [(words("frame.about.credit"), False)]
        for game in self.app.games:
            said.append((words(game.title), True))
            said += [(words(key), False) for key in game.about]
        return said

    def layout(self) -> tuple[list[Line], int]:
        """The lines of the paragraphs where they are drawn, and how many found no room.

        Every line at its size if they all fit; else all of them smaller, step by step
        down to the smallest legible size (a long language in a small window); only
        then are the last lines left out.
        """
        said = self.paragraphs()
        key = (self.size, tuple(said))
        if self._layout is None or self._layout[0] != key:
            for shrink in SHRINK_STEPS:
                placed = self._placed(said, shrink)
                if placed[1] == 0:
                    break
            self._layout = (key, placed)
        return self._layout[1]

    def _placed(self, said: list[tuple[str, bool]], shrink: float) -> tuple[list[Line], int]:
        s = self.scale
        centre_room = min(self.size[0] - 80, round(1000 * s))
        y = round(130 * s)
        bottom = self.column.buttons[0].rect.top - round(50 * s)
        lines: list[Line] = []
        dropped = 0
        for index, (paragraph, heading) in enumerate(said):
            size = max(MIN_FONT, round((34 if heading else 30 if index == 0 else 26) * s * shrink))
            for row in text.wrap(paragraph, size, centre_room, bold=heading):
                if y > bottom:
                    dropped += 1
                    continue
                lines.append(Line(row, size, heading, index == 0, y))
                y += round(size * 1.2)
            y += round(8 * s * shrink)
        return lines, dropped

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.scale = s = min(size[0] / 1280, size[1] / 800)
        self.column.place(size[0] // 2, size[1] - round(90 * s), round(260 * s), round(56 * s), 0)

    def handle(self, intent: intents.Intent) -> None:
        if isinstance(intent, intents.Cancel):
            self.app.router.pop()
            return
        self.column.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        palette = colours()
        s = self.scale
        surface.fill(palette.background)
        centre = self.size[0] // 2
        title = words("frame.about.title")
        text.draw(
            surface, title, round(72 * s), palette.accent, bold=True, center=(centre, round(64 * s))
        )
        bottom = self.column.buttons[0].rect.top - round(50 * s)
        lines, _ = self.layout()
        for line in lines:
            colour = palette.accent if line.heading else palette.text_dim
            if line.first:
                colour = palette.text
            text.draw(
                surface, line.words, line.size, colour, center=(centre, line.y), bold=line.heading
            )
        version = words("frame.about.version", version=__version__)
        text.draw(
            surface,
            version,
            round(26 * s),
            palette.text_dim,
            center=(centre, bottom + round(24 * s)),
        )
        self.column.draw(surface, round(30 * s))
