"""Who made the game, and the version."""

from __future__ import annotations

import pygame

from ... import __version__
from .. import intents, theme
from ..loop import App, Scene
from ..widgets import Button
from .button_column import ButtonColumn

CREDIT = (
    "Quarto is a game by Blaise Muller, published by Gigamic. "
    "This is a fan-made implementation, not affiliated with Gigamic."
)


class AboutScene(Scene):
    """The credit line, the version, and a way back."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.column = ButtonColumn([Button("Back", self.app.pop)])
        self.size = (1280, 800)
        self.scale = 1.0

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.scale = s = min(size[0] / 1280, size[1] / 800)
        self.column.place(size[0] // 2, size[1] - round(140 * s), round(260 * s), round(56 * s), 0)

    def handle(self, intent: intents.Intent) -> None:
        if isinstance(intent, intents.Cancel):
            self.app.pop()
            return
        self.column.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        surface.fill(theme.BACKGROUND)
        centre = self.size[0] // 2
        theme.text(
            surface,
            "About",
            round(80 * s),
            theme.ACCENT,
            bold=True,
            center=(centre, round(120 * s)),
        )
        size = round(34 * s)
        y = round(240 * s)
        for line in theme.wrap(CREDIT, size, min(self.size[0] - 80, round(900 * s))):
            theme.text(surface, line, size, theme.TEXT, center=(centre, y))
            y += round(44 * s)
        theme.text(
            surface,
            f"Version {__version__}",
            round(30 * s),
            theme.TEXT_DIM,
            center=(centre, y + round(40 * s)),
        )
        self.column.draw(surface, round(30 * s))
