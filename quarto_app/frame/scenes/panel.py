"""A panel over the screen: a title, a few lines, and buttons that answer.

One scene for every question the app asks over another screen: the pause
menu, the result of a game, "replace the saved game?". It knows nothing of
who asked: pressing a button pops the panel with that button's answer id,
which the scene below receives in `uncovered(answer)`. Esc answers `cancel`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from .. import intents, text
from ..button_column import ButtonColumn
from ..scene import Scene
from ..theme import colours
from ..widgets import Button, draw_frame

Area = Callable[[tuple[int, int]], pygame.Rect]


class PanelScene(Scene):
    """`answers` are (answer id, words) pairs, one button each, top to bottom."""

    opaque = False

    def __init__(
        self,
        app: Any,
        *,
        title: str,
        answers: Sequence[tuple[str, str]],
        lines: Sequence[str] = (),
        tone: str = "accent",
        area: Area | None = None,
        shade: bool = True,
        cancel: str | None = None,
    ) -> None:
        super().__init__(app)
        self.title = title
        self.lines = list(lines)
        self.tone = tone
        self.area = area
        self.shade = shade
        self.cancel = cancel
        self.column = ButtonColumn(
            [Button(words, lambda answer=answer: self.answer(answer)) for answer, words in answers]
        )
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0

    def answer(self, answer: str | None) -> None:
        self.app.router.pop(answer)

    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        self.scale = s = min(width / 1280, height / 800)
        if self.area is not None:
            self.panel = self.area(size)
        else:
            self.panel = pygame.Rect(0, 0, round(640 * s), round(440 * s))
            self.panel.center = (width // 2, height // 2)
        button_h, gap = round(50 * s), round(12 * s)
        count = len(self.column.buttons)
        top = self.panel.bottom - round(24 * s) - count * (button_h + gap) + gap
        button_w = min(round(300 * s), self.panel.w - round(40 * s))
        self.column.place(self.panel.centerx, top, button_w, button_h, gap)

    def handle(self, intent: intents.Intent) -> None:
        if isinstance(intent, intents.Cancel):
            self.answer(self.cancel)
            return
        self.column.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        palette = colours()
        if self.shade:
            shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            shade.fill(palette.overlay_shade)
            surface.blit(shade, (0, 0))
        s = self.scale
        draw_frame(surface, self.panel, palette.panel, edge=palette.accent, width=2, radius=18)
        text.draw(
            surface,
            self.title,
            round(52 * s),
            getattr(palette, self.tone),
            bold=True,
            center=(self.panel.centerx, self.panel.top + round(48 * s)),
            max_width=self.panel.w - 40,
        )
        y = self.panel.top + round(98 * s)
        size = round(28 * s)
        bottom = self.column.buttons[0].rect.top if self.column.buttons else self.panel.bottom
        for line in self.lines:
            for part in text.wrap(line, size, self.panel.w - round(60 * s)):
                if y + round(16 * s) > bottom:
                    break  # never over the buttons: the rest is in the move list
                text.draw(surface, part, size, palette.text, center=(self.panel.centerx, y))
                y += round(32 * s)
        self.column.draw(surface, round(28 * s))
