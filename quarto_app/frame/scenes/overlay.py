"""Panels over the play screen: the game-over result, and the pause menu (Esc)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...games.quarto import words
from ...games.quarto.match import Phase
from .. import intents, theme
from ..button_column import ButtonColumn
from ..loop import App, Scene
from ..widgets import Button, draw_frame

if TYPE_CHECKING:
    from ...games.quarto.screen.scene import PlayScene


class _PanelOverlay(Scene):
    """A shaded screen with a centred panel: a title, some lines of text, buttons."""

    opaque = False

    def __init__(self, app: App, play: PlayScene, buttons: list[Button]) -> None:
        super().__init__(app)
        self.play = play
        self.column = ButtonColumn(buttons)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0

    def title(self) -> tuple[str, theme.Colour]:
        raise NotImplementedError

    def lines(self) -> list[str]:
        return []

    def place_panel(self, size: tuple[int, int]) -> pygame.Rect:
        """Where the panel goes: the middle of the window."""
        s = self.scale
        panel = pygame.Rect(0, 0, round(640 * s), round(440 * s))
        panel.center = (size[0] // 2, size[1] // 2)
        return panel

    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        self.scale = min(width / 1280, height / 800)
        s = self.scale
        self.panel = self.place_panel(size)
        button_h, gap = round(50 * s), round(12 * s)
        top = self.panel.bottom - round(24 * s) - len(self.column.buttons) * (button_h + gap) + gap
        button_w = min(round(300 * s), self.panel.w - round(40 * s))
        self.column.place(self.panel.centerx, top, button_w, button_h, gap)

    def handle(self, intent: intents.Intent) -> None:
        if isinstance(intent, intents.Cancel):
            self.on_cancel()
            return
        self.column.handle(intent)

    def on_cancel(self) -> None:
        self.app.pop()

    def keep_clear(self) -> pygame.Rect | None:
        """A part of the screen left unshaded (the board, to see the winning line)."""
        return None

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill(theme.OVERLAY_SHADE)
        keep = self.keep_clear()
        if keep is not None:
            shade.fill((0, 0, 0, 0), keep)
        surface.blit(shade, (0, 0))
        s = self.scale
        draw_frame(surface, self.panel, theme.PANEL, edge=theme.ACCENT, width=2, radius=18)
        title, colour = self.title()
        theme.text(
            surface,
            title,
            round(52 * s),
            colour,
            bold=True,
            center=(self.panel.centerx, self.panel.top + round(48 * s)),
            max_width=self.panel.w - 40,
        )
        y = self.panel.top + round(98 * s)
        size = round(28 * s)
        for line in self.lines():
            for part in theme.wrap(line, size, self.panel.w - round(60 * s)):
                theme.text(surface, part, size, theme.TEXT, center=(self.panel.centerx, y))
                y += round(32 * s)
        self.column.draw(surface, round(28 * s))


class GameOverOverlay(_PanelOverlay):
    """Who won (or a draw), with what, and what next: Rematch, New game, Menu."""

    def __init__(self, app: App, play: PlayScene) -> None:
        buttons = [
            Button("Rematch", self.rematch),
            Button("New game", self.new_game),
            Button("Menu", self.menu),
        ]
        super().__init__(app, play, buttons)

    def place_panel(self, size: tuple[int, int]) -> pygame.Rect:
        """Beside the board, over the reserve, so the winning line stays in view."""
        layout = self.play.layout
        assert layout is not None
        s = self.scale
        left = layout.board.right + round(24 * s)
        top = min(layout.board.top, layout.reserve.top - layout.px(44))
        bottom = max(layout.board.bottom, layout.reserve.bottom + layout.px(10))
        return pygame.Rect(left, top, size[0] - left - round(16 * s), bottom - top)

    def keep_clear(self) -> pygame.Rect | None:
        # Nothing is shaded: the board and the winning line stay as bright as in play.
        return pygame.Rect((0, 0), self.app.size)

    def title(self) -> tuple[str, theme.Colour]:
        result = self.play.match.result
        title = words.result_title(result, self.play.names)
        if result is None or result.winner is None:
            return title, theme.TEXT
        return title, theme.GOOD

    def lines(self) -> list[str]:
        result = self.play.match.result
        return [] if result is None else words.result_detail(result, self.play.names)

    def on_cancel(self) -> None:
        # Esc on the result leaves the board in view; the buttons come back with Menu.
        self.app.pop()

    def rematch(self) -> None:
        self.app.pop()
        self.play.new_match()
        self.play.enter()

    def new_game(self) -> None:
        from .setup import SetupScene

        self.app.reset_to(SetupScene(self.app, self.play.setup))

    def menu(self) -> None:
        from .menu import MenuScene

        self.app.reset_to(MenuScene(self.app))


class PauseOverlay(_PanelOverlay):
    """Esc during a game: carry on, start again, or leave."""

    def __init__(self, app: App, play: PlayScene) -> None:
        buttons = [
            Button("Keep playing", self.resume),
            Button("New game", self.new_game),
            Button("Menu", self.menu),
        ]
        super().__init__(app, play, buttons)

    def title(self) -> tuple[str, theme.Colour]:
        return "Paused", theme.ACCENT

    def lines(self) -> list[str]:
        if self.play.match.phase == Phase.OVER:
            return ["The game is over."]
        return ["The clocks stop while this is open.", "Leaving ends the game."]

    def resume(self) -> None:
        self.app.pop()

    def new_game(self) -> None:
        from .setup import SetupScene

        self.app.reset_to(SetupScene(self.app, self.play.setup))

    def menu(self) -> None:
        from .menu import MenuScene

        self.app.reset_to(MenuScene(self.app))
