"""A game's rule book: one page at a time, each a title, a picture the game draws and a
few short lines; turned with Previous/Next, the arrows or PageUp/PageDown.

It knows no game: the game gives its pages (`Game.rule_pages`, frame.rulebook).
From the menu it opens on the first page. From a match's pause panel it is
given that match's setup options: it opens on a page of its own listing the
options in force (from the game's `Option`s alone), and marks each variant's
page as played in this match or not.

Keyboard: Left/Right or PageUp/PageDown turn the pages, Up/Down or Tab move
along the buttons, Enter presses (Next, until the focus is moved), Esc closes.
Pointer: the buttons, or a page's dot.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

import pygame

from .. import intents, text
from ..button_column import ButtonColumn
from ..game import Game
from ..i18n import text as words
from ..rulebook import RulePage
from ..scene import Scene
from ..theme import colours
from ..widgets import Button, draw_frame

if TYPE_CHECKING:
    from ..host import Host

BACK, PREVIOUS, NEXT = range(3)


class RuleBookScene(Scene):
    """The rule book of `game`; `options`: the setup options of the match it was opened
    from (None: opened from the menu)."""

    def __init__(self, app: Host, *, game: str, options: Mapping[str, str] | None = None) -> None:
        super().__init__(app)
        self.game: Game = app.game(game)
        self.options = None if options is None else dict(options)
        made = self.game.rule_pages() if self.game.rule_pages is not None else ()
        first = [self._match_page()] if self.options is not None else []
        self.pages: list[RulePage] = first + list(made)
        self.page = 0
        self.column = ButtonColumn(
            [
                Button(words("frame.rules.back"), self.app.router.pop),
                Button(words("frame.rules.previous"), lambda: self.turn(-1)),
                Button(words("frame.rules.next"), lambda: self.turn(1)),
            ]
        )
        self.column.focus = NEXT
        self.size = (1280, 800)
        self.scale = 1.0
        self.picture_area = pygame.Rect(0, 0, 0, 0)
        self.dots: list[pygame.Rect] = []
        self.dot_radius = 6
        self._buttons_enabled()

    # --- the pages -------------------------------------------------------------------

    @property
    def current(self) -> RulePage:
        return self.pages[self.page]

    def turn(self, step: int) -> None:
        """The next (step 1) or previous (-1) page; nothing past either end."""
        self.page = max(0, min(len(self.pages) - 1, self.page + step))
        self._buttons_enabled()

    def _buttons_enabled(self) -> None:
        buttons = self.column.buttons
        buttons[PREVIOUS].enabled = self.page > 0
        buttons[NEXT].enabled = self.page < len(self.pages) - 1

    def in_force(self, page: RulePage) -> bool | None:
        """Is this variant's page played in the match the book was opened from? None: the
        page is no variant's, or the book was opened from the menu."""
        if page.in_force is None or self.options is None:
            return None
        return page.in_force(self.options)

    def _match_page(self) -> RulePage:
        return RulePage(
            words("frame.rules.match_title"),
            self._draw_options,
            (words("frame.rules.match_note"),),
        )

    def _draw_options(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The match's options, a row each: its name, then its value (dim where the other
        choices make it not matter)."""
        palette = colours()
        chosen = {**self.game.default_options(), **(self.options or {})}
        rows = self.game.options
        row_h = min(rect.h // max(1, len(rows)), round(54 * self.scale))
        width = min(rect.w, round(860 * self.scale))
        left = rect.centerx - width // 2
        top = rect.centery - row_h * len(rows) // 2
        size = max(14, round(row_h * 0.5))
        for index, option in enumerate(rows):
            row = pygame.Rect(left, top + index * row_h, width, row_h - 4)
            applies = self.game.applies(option, chosen)
            if index % 2 == 0:
                draw_frame(surface, row, palette.panel, radius=8)
            value = chosen.get(option.key, option.default)
            # A value the setup does not offer (a record written by hand) is shown as it is.
            known = value in option.values
            said = words(option.value_labels[option.values.index(value)]) if known else value
            ink = palette.text if applies else palette.text_dim
            text.draw(
                surface,
                words(option.label),
                size,
                ink,
                midleft=(row.left + 14, row.centery),
                max_width=row.w * 55 // 100,
            )
            text.draw(
                surface,
                said if applies else words("frame.rules.not_applied", value=said),
                size,
                palette.accent if applies else palette.text_dim,
                bold=applies,
                midright=(row.right - 14, row.centery),
                max_width=row.w * 42 // 100,
            )

    # --- scene hooks -------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        width, height = size
        self.scale = s = min(width / 1280, height / 800)
        button_w, button_h, gap = round(200 * s), round(52 * s), round(14 * s)
        y = height - round(28 * s) - button_h
        margin = round(40 * s)
        buttons = self.column.buttons
        buttons[BACK].rect = pygame.Rect(margin, y, button_w, button_h)
        buttons[NEXT].rect = pygame.Rect(width - margin - button_w, y, button_w, button_h)
        buttons[PREVIOUS].rect = buttons[NEXT].rect.move(-(button_w + gap), 0)
        lines_top = y - round(24 * s) - 3 * round(36 * s)
        self.lines_top = lines_top
        # A dot per page between Back and Previous; a click on one opens that page.
        r, gap = max(3, round(6 * s)), round(22 * s)
        left = width // 2 - (len(self.pages) - 1) * gap // 2
        self.dots = [
            pygame.Rect(0, 0, gap, button_h).move(left + i * gap - gap // 2, y)
            for i in range(len(self.pages))
        ]
        self.dot_radius = r
        top = round(150 * s)
        self.picture_area = pygame.Rect(
            margin, top, width - 2 * margin, lines_top - round(12 * s) - top
        )

    def handle(self, intent: intents.Intent) -> None:
        if isinstance(intent, intents.Cancel):
            self.app.router.pop()
        elif isinstance(intent, intents.TurnPage):
            self.turn(intent.step)
        elif isinstance(intent, intents.Navigate) and intent.dx:
            self.turn(intent.dx)
        elif isinstance(intent, intents.PointerDown) and self._dot_at(intent.pos) is not None:
            self.open_page(self._dot_at(intent.pos) or 0)
        else:
            self.column.handle(intent)

    def open_page(self, index: int) -> None:
        """Page `index` (0 first), kept within the book."""
        self.turn(index - self.page)

    def draw(self, surface: pygame.Surface) -> None:
        palette = colours()
        s = self.scale
        width, _ = self.size
        surface.fill(palette.background)
        margin = round(40 * s)
        heading = words("frame.rules.heading", game=words(self.game.title))
        text.draw(
            surface,
            heading,
            round(26 * s),
            palette.text_dim,
            midleft=(margin, round(34 * s)),
            max_width=width // 2 - margin,
        )
        counter = words("frame.rules.page", page=self.page + 1, pages=len(self.pages))
        text.draw(
            surface,
            counter,
            round(26 * s),
            palette.text_dim,
            midright=(width - margin, round(34 * s)),
        )
        page = self.current
        text.draw(
            surface,
            page.title,
            round(46 * s),
            palette.accent,
            bold=True,
            center=(width // 2, round(82 * s)),
            max_width=width - 2 * margin,
        )
        self._badge(surface, page)
        page.picture(surface, self.picture_area)
        self._lines(surface, page)
        self._dots(surface)
        self.column.draw(surface, round(26 * s))

    def _badge(self, surface: pygame.Surface, page: RulePage) -> None:
        played = self.in_force(page)
        if played is None:
            return
        palette = colours()
        s = self.scale
        said = words("frame.rules.in_force" if played else "frame.rules.not_in_force")
        size = round(22 * s)
        room = text.width(said, size, True) + round(28 * s)
        badge = pygame.Rect(0, 0, room, round(32 * s))
        badge.center = (self.size[0] // 2, round(126 * s))
        colour = palette.good if played else palette.lapsed
        draw_frame(surface, badge, palette.panel, edge=colour, width=2, radius=badge.h // 2)
        text.draw(surface, said, size, colour, bold=True, center=badge.center, max_width=room)

    def _lines(self, surface: pygame.Surface, page: RulePage) -> None:
        palette = colours()
        s = self.scale
        size = round(27 * s)
        step = round(36 * s)
        room = self.size[0] - 2 * round(60 * s)
        said = [part for line in page.lines for part in text.wrap(line, size, room)]
        y = self.lines_top + step // 2
        bottom = self.column.buttons[BACK].rect.top - round(8 * s)
        for part in said:
            if y + step // 2 > bottom:
                break  # never over the buttons
            text.draw(surface, part, size, palette.text, center=(self.size[0] // 2, y))
            y += step

    def _dot_at(self, pos: tuple[int, int]) -> int | None:
        for index, dot in enumerate(self.dots):
            if dot.collidepoint(pos):
                return index
        return None

    def _dots(self, surface: pygame.Surface) -> None:
        """A dot per page, the current one lit: how far through the book."""
        palette = colours()
        r = self.dot_radius
        for index, dot in enumerate(self.dots):
            at = dot.center
            if index == self.page:
                pygame.draw.circle(surface, palette.accent, at, r + 2)
            else:
                pygame.draw.circle(surface, palette.panel_edge, at, r, max(1, r // 3))
