"""The tutorial's screen: Quarto's table above, the coach's band below, and what the step
points at lit on the table (the piece to give, the square to place on, the squares that
finish a line, the QUARTO! button). Only reads.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame
from pygame import Rect

from quarto_app.frame import text
from quarto_app.frame.play.bar import BarLayout
from quarto_app.frame.theme import Colour, colours
from quarto_app.frame.widgets import draw_frame

from ..tutorial import PERSON, Task, completes, threats
from . import tutorial_say
from .layout import TableLayout, table_layout
from .tutorial_table import TutorialTable

COACH_SHARE = 0.2  # of the window's height, under the table


@dataclass(frozen=True)
class TutorialLayout:
    """The table laid out above the coach's band."""

    table: TableLayout
    coach: Rect
    scale: float  # the window's (the table's is smaller: it has less room)

    @property
    def bar(self) -> BarLayout:
        return self.table.bar

    def px(self, pixels: float) -> int:
        """A size designed for 1280x800, scaled to this window."""
        return max(1, round(pixels * self.scale))


def tutorial_layout(size: tuple[int, int]) -> TutorialLayout:
    width, height = size
    band = max(90, round(height * COACH_SHARE))
    table = table_layout((width, height - band))
    margin = table.px(16)
    coach = Rect(margin, height - band, width - 2 * margin, band - margin)
    return TutorialLayout(table, coach, min(width / 1280, height / 800))


def draw(surface: pygame.Surface, table: TutorialTable, layout: TutorialLayout) -> None:
    """The coach's band, and the step's target lit on the table."""
    _targets(surface, table, layout.table)
    _coach(surface, table, layout)


def _coach(surface: pygame.Surface, table: TutorialTable, layout: TutorialLayout) -> None:
    palette = colours()
    rect = layout.coach
    step = table.step
    refused = table.progress.refusal
    edge = palette.bad if refused is not None else palette.accent
    draw_frame(surface, rect, palette.panel, edge=edge, width=max(2, layout.table.px(3)))
    px = layout.px
    pad = px(18)
    room = rect.w - 2 * pad
    heading_size = px(28)
    said: list[tuple[str, Colour]] = []
    if step is None:
        title, taught = tutorial_say.between(table)
        said.append((taught, palette.text))
    else:
        title = tutorial_say.heading(step)
        if refused is not None:
            said.append((tutorial_say.refusal(table, refused), palette.bad))
        said.append(
            (tutorial_say.instruction(table), palette.text_dim if refused else palette.text)
        )
    text.draw(
        surface,
        title,
        heading_size,
        palette.accent,
        bold=True,
        topleft=(rect.left + pad, rect.top + px(10)),
        max_width=room,
    )
    top = rect.top + px(10) + heading_size + px(8)
    area = Rect(rect.left + pad, top, room, rect.bottom - px(8) - top)
    size, lines = _fitted(said, area, px(27), px(24))
    if len(said) > 1 and size is None:
        said = said[:1]  # no room for both: why the action was refused says what to do
    size, lines = _fitted(said, area, px(27), 13)
    size = size or 13
    pitch = round(size * 1.25)
    y = area.top
    for line, colour in lines:
        if y + pitch > area.bottom + pitch // 3:
            break
        text.draw(surface, line, size, colour, topleft=(area.left, y), max_width=area.w)
        y += pitch


def _fitted(
    said: list[tuple[str, Colour]], area: Rect, largest: int, smallest: int
) -> tuple[int | None, list[tuple[str, Colour]]]:
    """The largest font size, down to `smallest`, at which the words wrapped fit `area`
    (None: none does), and the wrapped lines at the size tried last."""
    size = largest
    while True:
        lines = [
            (line, colour) for words, colour in said for line in text.wrap(words, size, area.w)
        ]
        if len(lines) * round(size * 1.25) <= area.h:
            return size, lines
        if size <= smallest:
            return None, lines
        size -= 1


def _targets(surface: pygame.Surface, table: TutorialTable, layout: TableLayout) -> None:
    """What the step points at, while the player may act."""
    step = table.step
    if step is None or not table.human_turn:
        return
    palette = colours()
    match = table.match
    ring = max(3, layout.px(5))
    radius = layout.square_cells[0].w * 48 // 100
    if step.task is Task.GIVE_PIECE and step.piece is not None:
        if step.piece != table.held_piece() and step.piece != table.hands.selected:
            slot = layout.reserve_slots[step.piece]
            pygame.draw.rect(surface, palette.accent, slot.inflate(4, 4), ring, border_radius=10)
    elif step.task is Task.PLACE_SQUARE and step.square is not None:
        pygame.draw.circle(
            surface, palette.accent, layout.square_centres[step.square], radius, ring
        )
    elif step.task is Task.GIVE_SAFE:
        for threat in threats(match.position, match):
            centre = layout.square_centres[threat.square]
            pygame.draw.circle(surface, palette.bad, centre, radius, ring)
    elif step.task is Task.PLACE_LINE and match.position.hand is not None:
        where = completes(match.position, match, match.position.hand)
        if where is not None:
            centre = layout.square_centres[where.square]
            pygame.draw.circle(surface, palette.accent, centre, radius, ring)
    elif step.task in (Task.CALL, Task.STEAL):
        for line in match.claimable_lines(PERSON):
            for square in line.squares:
                centre = layout.square_centres[square]
                pygame.draw.circle(surface, palette.good, centre, radius, max(2, ring // 2))
        button = layout.seats[PERSON].call.inflate(layout.px(12), layout.px(12))
        pygame.draw.rect(surface, palette.accent, button, ring, border_radius=20)
