"""The move list: the whole game so far, entry by entry, on a panel that opens beside the
table; selecting an entry shows that position, read-only, until the player comes back.

The same for every game. A game's play scene says one entry in its record's notation
and in words (`PlayScene.move_entry`) and builds a read-only table of a past step
(`PlayScene.past_table`); its match keeps every step (`steps`, `at_step`: the undo
history). Entry 0 is the start; the last entry is the game as it is now (the live
game). This module holds the list's state, what it says, and how it is drawn; the
play scene routes input to it while it is open.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from .. import text
from ..i18n import text as say
from ..theme import colours
from ..widgets import draw_frame
from .bar import BarLayout

PANEL_WIDTH = 262  # designed for 1280x800: the left seat's column, clear of the board
HEADER = 44
ROW = 50


@dataclass(frozen=True)
class MoveEntry:
    """One step of the game: who acted (None: time, or nobody), in notation and in words."""

    step: int  # 0: the start
    seat: int | None
    notation: str
    words: str


def joined(sentences: list[str]) -> str:
    """A step's sentences in one line (a step may place, call and lapse at once)."""
    said = ""
    for sentence in sentences:
        said = sentence if not said else say("frame.moves.joined", first=said, second=sentence)
    return said


class MoveList:
    """Whether the list is open, the step shown (None: the live game), and what scrolls."""

    def __init__(self) -> None:
        self.open = False
        self.viewing: int | None = None
        self.top = 0  # the first entry in view
        self.hovered: int | None = None
        self._entries: dict[int, MoveEntry] = {}
        self._source: object = None  # the match the kept entries were read from
        self._steps = 0

    def close(self) -> None:
        self.open = False
        self.viewing = None
        self.hovered = None

    def selected(self, steps: int) -> int:
        """The entry selected: the one viewed, or the last (the live game)."""
        return steps if self.viewing is None else self.viewing

    def show(self, step: int, steps: int) -> None:
        """Select `step` (kept within the game); the last entry is the live game."""
        step = max(0, min(steps, step))
        self.viewing = None if step == steps else step

    def follow(self, match: object, steps: int) -> None:
        """Forget what no longer holds: another match, or steps taken back (undo)."""
        if match is not self._source or steps < self._steps:
            self._entries.clear()
            if match is not self._source:
                self.close()  # a new match on the table (a rematch, the next demo)
            self._source = match
        self._steps = steps
        if self.viewing is not None and self.viewing >= steps:
            self.viewing = None

    def entry(self, step: int, steps: int, read: Callable[[int], MoveEntry]) -> MoveEntry:
        """Entry `step`, read once (the last one is read afresh: time may add to it)."""
        if step == steps:
            return read(step)
        found = self._entries.get(step)
        if found is None:
            found = self._entries[step] = read(step)
        return found


@dataclass(frozen=True)
class MovePanel:
    """Where the list is drawn for one window size."""

    rect: pygame.Rect
    header: pygame.Rect
    rows: tuple[pygame.Rect, ...]
    scale: float

    def px(self, pixels: float) -> int:
        return max(1, round(pixels * self.scale))

    def row_at(self, pos: tuple[int, int]) -> int | None:
        """The row (from the top of the view) under `pos`, or None."""
        for index, row in enumerate(self.rows):
            if row.collidepoint(pos):
                return index
        return None


def panel_layout(bar: BarLayout, right: int | None = None) -> MovePanel:
    """The panel at the window's left; `right`: the edge it must not pass (the table's
    labels beyond it)."""
    width, height = bar.size
    top = bar.message.bottom + bar.px(8)
    left = bar.px(8)
    panel_w = bar.px(PANEL_WIDTH) if right is None else min(bar.px(PANEL_WIDTH), right - left)
    rect = pygame.Rect(left, top, panel_w, height - top - bar.px(8))
    header = pygame.Rect(rect.x, rect.y, rect.w, bar.px(HEADER))
    row_h = bar.px(ROW)
    count = max(1, (rect.bottom - header.bottom - bar.px(6)) // row_h)
    rows = tuple(
        pygame.Rect(rect.x + bar.px(6), header.bottom + i * row_h, rect.w - bar.px(12), row_h)
        for i in range(count)
    )
    return MovePanel(rect, header, rows, bar.scale)


def scroll(moves: MoveList, panel: MovePanel, steps: int) -> None:
    """Keep the selected entry in view (the live game at the bottom)."""
    shown = len(panel.rows)
    selected = moves.selected(steps)
    top = min(moves.top, selected)
    top = max(top, selected - shown + 1)
    moves.top = max(0, min(top, steps + 1 - shown))


def draw(
    surface: pygame.Surface,
    panel: MovePanel,
    moves: MoveList,
    steps: int,
    entry: Callable[[int], MoveEntry],
    name: Callable[[int | None], str],
) -> None:
    """The panel: its title, then an entry per row, two lines each."""
    palette = colours()
    draw_frame(surface, panel.rect, palette.panel, edge=palette.panel_edge, radius=panel.px(10))
    text.draw(
        surface,
        say("frame.moves.title"),
        panel.px(26),
        palette.text,
        midleft=(panel.header.x + panel.px(14), panel.header.centery),
        bold=True,
        max_width=panel.header.w // 2,
    )
    text.draw(
        surface,
        say("frame.moves.keys"),
        panel.px(17),
        palette.text_dim,
        midright=(panel.header.right - panel.px(12), panel.header.centery),
        max_width=panel.header.w // 2 - panel.px(10),
    )
    selected = moves.selected(steps)
    for offset, row in enumerate(panel.rows):
        step = moves.top + offset
        if step > steps:
            break
        found = entry(step)
        chosen = step == selected
        if chosen:
            fill = palette.panel_active
            draw_frame(surface, row, fill, edge=palette.accent, width=2, radius=panel.px(6))
        elif moves.hovered == step:
            draw_frame(surface, row, palette.button_hover, radius=panel.px(6))
        left = row.x + panel.px(8)
        if step == 0:
            label = say("frame.moves.start")
        else:
            label = say("frame.moves.number", number=step)
        who = name(found.seat) if found.seat is not None else ""
        head = say("frame.moves.head", label=label, player=who) if who else label
        right = row.right - panel.px(8)
        tag = say("frame.moves.now") if step == steps else found.notation
        # The name takes what the tag leaves (a long name beside "b0" stays whole),
        # but never less than half the row.
        tag_room = text.width(tag, panel.px(19), bold=True) + panel.px(10) if tag else 0
        shown = text.draw(
            surface,
            head,
            panel.px(19),
            palette.accent if chosen else palette.text,
            topleft=(left, row.y + panel.px(4)),
            bold=True,
            max_width=max(row.w // 2, right - left - tag_room),
        )
        if tag:
            text.draw(
                surface,
                tag,
                panel.px(19),
                palette.good if step == steps else palette.hover,
                midright=(right, shown.centery),
                bold=True,
                max_width=right - shown.right - panel.px(10),
            )
        text.draw(
            surface,
            found.words,
            panel.px(16),
            palette.text if chosen else palette.text_dim,
            topleft=(left, row.y + panel.px(27)),
            max_width=row.w - panel.px(16),
        )


def draw_band(
    surface: pygame.Surface, bar: BarLayout, buttons: list[pygame.Rect], step: int, words: str
) -> None:
    """The past in view: the step's words on the status line, and a band saying how to
    get back to the live game on the message line."""
    palette = colours()
    band = bar.message
    pygame.draw.rect(surface, palette.accent, band)
    key = "frame.moves.viewing_start" if step == 0 else "frame.moves.viewing"
    left = bar.px(24)
    text.draw(
        surface,
        say(key, number=step),
        bar.px(26),
        palette.background,
        midleft=(left, band.centery),
        bold=True,
        max_width=band.w - 2 * left,
    )
    status = bar.status
    right = min((r.left for r in buttons if r.w), default=bar.menu_button.left) - bar.px(16)
    pygame.draw.rect(surface, palette.panel, pygame.Rect(0, status.y, right, status.h))
    text.draw(
        surface,
        words,
        bar.px(26),
        palette.text,
        midleft=(left, status.centery),
        max_width=right - left,
    )
