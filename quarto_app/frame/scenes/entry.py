"""A question answered with a line of text: a name to save under, a new name, a file.

Over the screen that asked, like the panel: a title, a few lines, the text
field (the setup form's `TextField`, its text chosen in full: typing adds,
Backspace erases, Ctrl+Backspace clears it), and two buttons. Enter or the first
button answers `Answer.CHOSEN` with the text as the reply's value; Esc or the
second answers `Answer.BACK`. The field is drawn across the box, its end in
view, so a long path reads where it is typed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from .. import intents, text
from ..button_column import ButtonColumn
from ..requests import Answer
from ..scene import Scene
from ..theme import colours
from ..widgets import Button, TextField, draw_dialog, draw_frame

if TYPE_CHECKING:
    from ..host import Host


class EntryScene(Scene):
    """`value` starts the field; `limit` caps it; `ok` and `back` are the buttons' words."""

    opaque = False

    def __init__(
        self,
        app: Host,
        *,
        title: str,
        value: str,
        ok: str,
        back: str,
        limit: int,
        lines: Sequence[str] = (),
    ) -> None:
        super().__init__(app)
        self.title = title
        self.lines = list(lines)
        self.field = TextField("", value, max_length=limit)
        self.column = ButtonColumn(
            [Button(ok, self.confirm), Button(back, lambda: self.app.router.pop(Answer.BACK))]
        )
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.box = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0

    @property
    def wants_text(self) -> bool:
        return True  # the field always has the typing: the buttons take Enter and clicks

    def confirm(self) -> None:
        self.app.router.pop(Answer.CHOSEN, self.field.text)

    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        self.scale = s = min(width / 1280, height / 800)
        self.panel = pygame.Rect(0, 0, min(round(820 * s), width - 20), round(350 * s))
        self.panel.center = (width // 2, height // 2)
        self.box = pygame.Rect(
            self.panel.left + round(30 * s),
            self.panel.bottom - round(156 * s),
            self.panel.w - round(60 * s),
            round(54 * s),
        )
        button_w, button_h, gap = round(260 * s), round(50 * s), round(20 * s)
        top = self.panel.bottom - round(24 * s) - button_h
        left = self.panel.centerx - button_w - gap // 2
        for index, button in enumerate(self.column.buttons):
            button.rect = pygame.Rect(left + index * (button_w + gap), top, button_w, button_h)

    def handle(self, intent: intents.Intent) -> None:
        if isinstance(intent, intents.Cancel):
            self.app.router.pop(Answer.BACK)
        elif isinstance(intent, intents.TypeText):
            self.field.type(intent.text)
        elif isinstance(intent, intents.Backspace):
            if intent.whole:
                self.field.text = ""
            else:
                self.field.backspace()
        elif isinstance(intent, intents.Activate) and not self.column.focus_visible:
            self.confirm()  # Enter in the field answers with what it holds
        elif isinstance(intent, intents.PointerDown) and self.box.collidepoint(intent.pos):
            self.column.focus_visible = False  # back in the field: Enter answers
        elif isinstance(intent, intents.Navigate):
            self.column.handle(intents.Navigate(0, intent.dx or intent.dy))
        else:
            self.column.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        palette = colours()
        s = self.scale
        draw_dialog(surface, self.panel, self.title, round(44 * s))
        y = self.panel.top + round(94 * s)
        size = round(24 * s)
        for line in self.lines:
            for part in text.wrap(line, size, self.panel.w - round(60 * s))[:3]:
                if y + round(14 * s) > self.box.top:
                    break
                text.draw(surface, part, size, palette.text_dim, center=(self.panel.centerx, y))
                y += round(28 * s)
        focused = not self.column.focus_visible
        edge = palette.accent if focused else palette.panel_edge
        draw_frame(surface, self.box, palette.background, edge=edge, width=3 if focused else 1)
        self._draw_field(surface, round(28 * s))
        self.column.draw(surface, round(26 * s))

    def _draw_field(self, surface: pygame.Surface, size: int) -> None:
        """The text with its caret, the end in view; the count of characters on the right."""
        palette = colours()
        count = f"{len(self.field.text)}/{self.field.max_length}"
        full = len(self.field.text) >= self.field.max_length
        small = max(1, size * 3 // 4)
        shown = text.draw(
            surface,
            count,
            small,
            palette.bad if full else palette.text_dim,
            midright=(self.box.right - 12, self.box.centery),
        )
        room = shown.left - self.box.left - 30
        said = self.field.text + "|"
        while len(said) > 1 and text.width(said, size) > room:
            said = said[1:]  # the start slides out of view, as a field scrolls
        if said != self.field.text + "|":
            said = "…" + said[1:]
        text.draw(surface, said, size, palette.text, midleft=(self.box.left + 14, self.box.centery))
