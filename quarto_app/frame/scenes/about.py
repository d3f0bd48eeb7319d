"""Who made the games, how to play them, and the version."""

from __future__ import annotations

from typing import Any

import pygame

from quarto_app import __version__

from .. import intents, text
from ..button_column import ButtonColumn
from ..i18n import text as words
from ..scene import Scene
from ..theme import colours
from ..widgets import Button


class AboutScene(Scene):
    """The credits, each game's few lines on how to play, the version, and a way back."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.column = ButtonColumn([Button(words("frame.about.back"), self.app.router.pop)])
        self.size = (1280, 800)
        self.scale = 1.0

    def paragraphs(self) -> list[tuple[str, bool]]:
        """(words, is a heading) from the top: the credit, then each game's lines."""
        said = [(words("frame.about.credit"), False)]
        for game in self.app.games:
            said.append((words(game.title), True))
            said += [(words(key), False) for key in game.about]
        return said

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
        room = min(self.size[0] - 80, round(1000 * s))
        y = round(130 * s)
        bottom = self.column.buttons[0].rect.top - round(50 * s)
        for index, (paragraph, heading) in enumerate(self.paragraphs()):
            size = round((34 if heading else 30 if index == 0 else 26) * s)
            colour = palette.accent if heading else palette.text if index == 0 else palette.text_dim
            for line in text.wrap(paragraph, size, room, bold=heading):
                if y > bottom:
                    break
                text.draw(surface, line, size, colour, center=(centre, y), bold=heading)
                y += round(size * 1.2)
            y += round(8 * s)
        version = words("frame.about.version", version=__version__)
        text.draw(
            surface,
            version,
            round(26 * s),
            palette.text_dim,
            center=(centre, bottom + round(24 * s)),
        )
        self.column.draw(surface, round(30 * s))
