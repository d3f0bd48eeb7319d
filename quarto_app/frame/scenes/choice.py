"""A choice over the screen: which of a few things, each a button with a picture and words.

For any game's "which one?" (Quartino: which card to claim, and where). The
scene below asked with Ask.CHOICE; it hears Answer.CHOSEN with the chosen
option's value, or no answer when the player steps back (Esc, "Back").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from .. import intents, text
from ..requests import Answer, Choice
from ..scene import Scene
from ..theme import colours, lighter
from ..widgets import draw_dialog, draw_frame

if TYPE_CHECKING:
    from ..host import Host


class ChoiceScene(Scene):
    """`options` in a row of tiles; Left/Right (or Tab) move, Enter or a click chooses."""

    opaque = False

    def __init__(
        self, app: Host, *, title: str, options: Sequence[Choice], back: str, line: str = ""
    ) -> None:
        super().__init__(app)
        self.title = title
        self.line = line
        self.options = list(options)
        self.back = back
        self.focus = 0
        self.hover: int | None = None
        self.tiles: list[pygame.Rect] = []
        self.back_rect = pygame.Rect(0, 0, 0, 0)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0

    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        self.scale = s = min(width / 1280, height / 800)
        count = max(1, len(self.options))
        tile_w, tile_h, gap = round(170 * s), round(250 * s), round(16 * s)
        row = count * tile_w + (count - 1) * gap
        self.panel = pygame.Rect(0, 0, max(row + round(60 * s), round(560 * s)), round(440 * s))
        self.panel.center = (width // 2, height // 2)
        left = self.panel.centerx - row // 2
        top = self.panel.top + round(100 * s)
        self.tiles = [
            pygame.Rect(left + i * (tile_w + gap), top, tile_w, tile_h) for i in range(count)
        ]
        self.back_rect = pygame.Rect(0, 0, round(220 * s), round(46 * s))
        self.back_rect.midbottom = (self.panel.centerx, self.panel.bottom - round(18 * s))

    def choose(self, index: int) -> None:
        self.app.router.pop(Answer.CHOSEN, self.options[index].value)

    def step_back(self) -> None:
        self.app.router.pop()

    def handle(self, intent: intents.Intent) -> None:
        if isinstance(intent, intents.Cancel):
            self.step_back()
        elif isinstance(intent, intents.PointerMove):
            self.hover = next(
                (i for i, tile in enumerate(self.tiles) if tile.collidepoint(intent.pos)), None
            )
        elif isinstance(intent, intents.PointerDown):
            for index, tile in enumerate(self.tiles):
                if tile.collidepoint(intent.pos):
                    self.choose(index)
                    return
            if self.back_rect.collidepoint(intent.pos):
                self.step_back()
        elif isinstance(intent, intents.Navigate | intents.NextFocus):
            if isinstance(intent, intents.Navigate):
                step = intent.dx or intent.dy
            else:
                step = -1 if intent.back else 1
            self.focus = (self.focus + step) % len(self.options)
        elif isinstance(intent, intents.Activate):
            self.choose(self.focus)

    def draw(self, surface: pygame.Surface) -> None:
        palette = colours()
        s = self.scale
        draw_dialog(surface, self.panel, self.title, round(40 * s))
        if self.line:
            text.draw(
                surface,
                self.line,
                round(22 * s),
                palette.text_dim,
                center=(self.panel.centerx, self.panel.top + round(76 * s)),
                max_width=self.panel.w - 40,
            )
        for index, (option, tile) in enumerate(zip(self.options, self.tiles, strict=True)):
            lit = index == self.hover or index == self.focus
            fill = lighter(palette.panel) if lit else palette.panel_active
            edge = palette.accent if index == self.focus else palette.panel_edge
            draw_frame(surface, tile, fill, edge=edge, width=3 if index == self.focus else 1)
            words_at = tile.bottom - round(24 * s)
            if option.picture is not None:
                room = pygame.Rect(
                    tile.left + 8, tile.top + 8, tile.w - 16, words_at - tile.top - 24
                )
                option.picture(surface, room)
            text.draw(
                surface,
                option.words,
                round(20 * s),
                palette.text,
                center=(tile.centerx, words_at),
                max_width=tile.w - 12,
            )
        draw_frame(surface, self.back_rect, palette.button, edge=palette.panel_edge, width=1)
        text.draw(
            surface,
            self.back,
            round(24 * s),
            palette.text,
            center=self.back_rect.center,
            max_width=self.back_rect.w - 12,
        )
