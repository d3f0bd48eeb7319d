"""A panel over the screen: a title, a few lines, and buttons that answer.

One scene for every question the app asks over another screen: the pause
menu, the result of a game, "replace the saved game?". It knows nothing of
who asked: pressing a button pops the panel with that button's `Answer`,
which the scene below receives as a `Reply` to what it asked. Esc answers
`cancel` (None: Esc does nothing).

Two shapes: CENTRED (a box in the middle, buttons in a column) for questions,
and BANNER (a band over the given area, words on the left, buttons in a row on
the right) for a result that must leave the table readable under it. A game
may draw a picture in the panel (`picture`: the winner's cards).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from .. import intents, text
from ..button_column import ButtonColumn
from ..requests import Answer, PanelShape
from ..scene import Scene
from ..theme import colours
from ..widgets import Button, draw_dialog, draw_frame, shade

if TYPE_CHECKING:
    from ..host import Host

Area = Callable[[tuple[int, int]], pygame.Rect]
Picture = Callable[[pygame.Surface, pygame.Rect], None]


class PanelScene(Scene):
    """`answers` are (answer, words) pairs, one button each, top to bottom (left to right)."""

    opaque = False

    def __init__(
        self,
        app: Host,
        *,
        title: str,
        answers: Sequence[tuple[Answer, str]],
        lines: Sequence[str] = (),
        tone: str = "accent",
        area: Area | None = None,
        shade: bool = True,
        cancel: Answer | None = None,
        shape: PanelShape = PanelShape.CENTRED,
        picture: Picture | None = None,
    ) -> None:
        super().__init__(app)
        self.title = title
        self.lines = list(lines)
        self.tone = tone
        self.area = area
        self.shade = shade
        self.cancel = cancel
        self.shape = shape
        self.picture = picture
        self.answers = [answer for answer, _ in answers]
        self.column = ButtonColumn(
            [Button(words, self._answerer(answer)) for answer, words in answers]
        )
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.picture_area = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0

    def _answerer(self, answer: Answer) -> Callable[[], None]:
        return lambda: self.answer(answer)

    def answer(self, answer: Answer | None) -> None:
        self.app.router.pop(answer)

    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        self.scale = s = min(width / 1280, height / 800)
        if self.shape is PanelShape.BANNER:
            self._banner(size)
            return
        if self.area is not None:
            self.panel = self.area(size)
        else:
            tall = 520 if self.picture is not None else 440
            tall += 62 * max(0, len(self.column.buttons) - 3)  # room for the lines still
            self.panel = pygame.Rect(0, 0, round(640 * s), round(tall * s))
            self.panel.center = (width // 2, height // 2)
        button_h, gap = round(50 * s), round(12 * s)
        count = len(self.column.buttons)
        top = self.panel.bottom - round(24 * s) - count * (button_h + gap) + gap
        button_w = min(round(300 * s), self.panel.w - round(40 * s))
        self.column.place(self.panel.centerx, top, button_w, button_h, gap)
        if self.picture is not None:
            self.picture_area = pygame.Rect(
                self.panel.left + round(30 * s),
                top - round(150 * s),
                self.panel.w - round(60 * s),
                round(130 * s),
            )

    def _banner(self, size: tuple[int, int]) -> None:
        s = self.scale
        self.panel = self.area(size) if self.area is not None else pygame.Rect(0, 0, size[0], 96)
        count = len(self.column.buttons)
        button_w, button_h, gap = round(170 * s), round(44 * s), round(10 * s)
        right = self.panel.right - round(16 * s)
        top = self.panel.centery - button_h // 2
        for index, button in enumerate(self.column.buttons):
            left = right - (count - index) * (button_w + gap) + gap
            button.rect = pygame.Rect(left, top, button_w, button_h)
        words_right = right - count * (button_w + gap)
        if self.picture is not None:
            room = round(300 * s)
            self.picture_area = pygame.Rect(
                words_right - room, self.panel.top + 4, room - gap, self.panel.h - 8
            )
            words_right -= room
        self._words_right = words_right

    def handle(self, intent: intents.Intent) -> None:
        if isinstance(intent, intents.Cancel):
            if self.cancel is not None:
                self.answer(self.cancel)
            return
        if self.shape is PanelShape.BANNER and isinstance(intent, intents.Navigate):
            intent = intents.Navigate(0, intent.dx or intent.dy)  # a row: left/right move too
        self.column.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        palette = colours()
        if self.shade:
            shade(surface)
        if self.shape is PanelShape.BANNER:
            self._draw_banner(surface)
            return
        s = self.scale
        title_colour = getattr(palette, self.tone)
        draw_dialog(
            surface, self.panel, self.title, round(52 * s), title_colour=title_colour, shaded=False
        )
        y = self.panel.top + round(98 * s)
        size = round(28 * s)
        bottom = self.column.buttons[0].rect.top if self.column.buttons else self.panel.bottom
        if self.picture is not None:
            bottom = self.picture_area.top
        for line in self.lines:
            for part in text.wrap(line, size, self.panel.w - round(60 * s)):
                if y + round(16 * s) > bottom:
                    break  # never over the buttons: the rest is in the move list
                text.draw(surface, part, size, palette.text, center=(self.panel.centerx, y))
                y += round(32 * s)
        if self.picture is not None:
            self.picture(surface, self.picture_area)
        self.column.draw(surface, round(28 * s))

    def _draw_banner(self, surface: pygame.Surface) -> None:
        palette = colours()
        s = self.scale
        draw_frame(surface, self.panel, palette.panel, edge=palette.accent, width=2, radius=12)
        left = self.panel.left + round(20 * s)
        room = max(40, self._words_right - left - round(12 * s))
        said = " ".join(self.lines[:2])
        # The detail whole, on two lines if one would cut it (a longer language, 4 buttons).
        lines, size = text.fitted_lines(said, round(24 * s), False, room, self.panel.h // 2)
        lines = lines if said else []
        step = round(size * text.LINE_STEP)
        title_y = self.panel.centery - (
            round(16 * s) + step * (len(lines) - 1) // 2 if lines else 0
        )
        text.draw(
            surface,
            self.title,
            round(36 * s),
            getattr(palette, self.tone),
            bold=True,
            midleft=(left, title_y),
            max_width=room,
        )
        y = title_y + round(36 * s)
        for line in lines:
            text.draw(surface, line, size, palette.text, midleft=(left, y))
            y += step
        if self.picture is not None:
            self.picture(surface, self.picture_area)
        self.column.draw(surface, round(24 * s))
