"""Passing the screen to the next person, for games with hidden hands.

Opaque on purpose: it covers the whole table, so nothing of the last
person's hand shows through, and it shows no card of anyone until the named
person says they are there. Its answer reaches the play scene as a Reply to
Ask.HANDOVER: Answer.READY with the seat as the value (the table then shows
what that seat sees), or Answer.MENU.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from .. import intents, text
from ..button_column import ButtonColumn
from ..i18n import text as words
from ..requests import Answer
from ..scene import Scene
from ..theme import colours
from ..widgets import Button

if TYPE_CHECKING:
    from ..host import Host

NEWS_LINES = 6  # the most lines of what happened the hand-over says


class HandoverScene(Scene):
    """ "Pass the screen to Anna": nothing of the table until Anna is there."""

    opaque = True

    def __init__(self, app: Host, *, seat: int, player: str, news: Sequence[str] = ()) -> None:
        super().__init__(app)
        self.seat = seat
        self.name = player
        self.news = list(news)[-NEWS_LINES:]  # what happened while they looked away
        self.column = ButtonColumn(
            [
                Button(words("frame.handover.ready", name=player), self.ready),
                Button(words("frame.handover.menu"), self.menu),
            ]
        )
        self.size = (1280, 800)
        self.scale = 1.0

    def ready(self) -> None:
        self.app.router.pop(Answer.READY, self.seat)

    def menu(self) -> None:
        self.app.router.pop(Answer.MENU)

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.scale = s = min(size[0] / 1280, size[1] / 800)
        width = min(round(520 * s), size[0] - 40)
        ready, menu = self.column.buttons
        ready.rect = pygame.Rect(0, size[1] // 2 - round(90 * s), width, round(64 * s))
        ready.rect.centerx = size[0] // 2
        # Menu far from "show my hand", at the foot of the screen: a slip never leaves the game.
        menu.rect = pygame.Rect(0, 0, min(round(240 * s), width), round(48 * s))
        menu.rect.midbottom = (size[0] // 2, size[1] - round(24 * s))

    def handle(self, intent: intents.Intent) -> None:
        if isinstance(intent, intents.Cancel):
            return  # nothing to close: the table under it is not for these eyes
        self.column.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        palette = colours()
        s = self.scale
        surface.fill(palette.background)
        centre = self.size[0] // 2
        room = self.size[0] - 60
        text.draw(
            surface,
            words("frame.handover.title", name=self.name),
            round(56 * s),
            palette.accent,
            bold=True,
            center=(centre, self.size[1] // 2 - round(210 * s)),
            max_width=room,
        )
        text.draw(
            surface,
            words("frame.handover.line", name=self.name),
            round(28 * s),
            palette.text_dim,
            center=(centre, self.size[1] // 2 - round(145 * s)),
            max_width=room,
        )
        y = self.size[1] // 2 + round(80 * s)
        for line in self.news:
            text.draw(
                surface, line, round(22 * s), palette.text, center=(centre, y), max_width=room
            )
            y += round(28 * s)
        self.column.draw(surface, round(28 * s))
