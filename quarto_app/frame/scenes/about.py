"""Who made the game, and the version."""

from __future__ import annotations

import pygame

from ... import __version__
from .. import intents, theme
from ..button_column import ButtonColumn
from ..loop import App, Scene
from ..widgets import Button

HOW_TO_PLAY = (
    "You choose the piece your opponent places, and they choose yours.",
    "Four pieces in a row, column or diagonal that share a colour, shape, height or top: "
    "call QUARTO! (left player Q, right player P) before you give a piece.",
    "Miss it, and your opponent may call it before they place; "
    "if nobody does, it no longer counts.",
    "Mouse: drag a piece, or click it and then where it goes. "
    "Keyboard: arrows and Tab move, Enter or Space acts, Esc cancels.",
)
CREDIT = (
    "Quarto is a game by Blaise Muller, published by Gigamic. "
    "This is a fan-made implementation, not affiliated with Gigamic. "
    "Quartino, a game by Petr Doubek published by Loris Games, is to join it."
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
        self.column.place(size[0] // 2, size[1] - round(100 * s), round(260 * s), round(56 * s), 0)

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
            center=(centre, round(80 * s)),
        )
        size = round(34 * s)
        y = round(170 * s)
        for line in theme.wrap(CREDIT, size, min(self.size[0] - 80, round(900 * s))):
            theme.text(surface, line, size, theme.TEXT, center=(centre, y))
            y += round(44 * s)
        y += round(16 * s)
        small = round(26 * s)
        theme.text(
            surface, "How to play", round(34 * s), theme.ACCENT, bold=True, center=(centre, y)
        )
        y += round(40 * s)
        for paragraph in HOW_TO_PLAY:
            for line in theme.wrap(paragraph, small, min(self.size[0] - 80, round(1000 * s))):
                theme.text(surface, line, small, theme.TEXT_DIM, center=(centre, y))
                y += round(32 * s)
            y += round(6 * s)
        theme.text(
            surface,
            f"Version {__version__}",
            round(30 * s),
            theme.TEXT_DIM,
            center=(centre, y + round(14 * s)),
        )
        self.column.draw(surface, round(30 * s))
