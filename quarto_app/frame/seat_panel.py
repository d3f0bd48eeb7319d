"""A player's side of the table: a panel with their name and what they are doing.

Every game's table shows one per seat (2 to 4), lit for the seat whose turn
it is; `side_columns` places them when a game puts its seats in two columns
beside the board (round the table clockwise, in turn order: seat 0 at the
top left, then down the right column, then up the left one; each column
split between its seats). What goes inside below the name (a hand
slot, a call button, cards) is the game's.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from . import text
from .theme import colours
from .widgets import draw_frame


@dataclass(frozen=True)
class SeatPanel:
    """Where one seat's panel is, and where its name and role go in it."""

    rect: pygame.Rect
    name: tuple[int, int]
    role: tuple[int, int]


def side_columns(left: pygame.Rect, right: pygame.Rect, seats: int, gap: int) -> list[pygame.Rect]:
    """Panels for 2-4 seats in two columns, clockwise in turn order (the rules' way
    round the table): 0 top left, 1 (and 2 of 4) down the right, the last up the left."""
    half = seats // 2
    right_seats = list(range(1, half + 1))
    left_seats = [0, *reversed(range(half + 1, seats))]
    columns: list[list[int]] = [left_seats, right_seats]
    panels: dict[int, pygame.Rect] = {}
    for column, area in zip(columns, (left, right), strict=True):
        height = (area.h - gap * (len(column) - 1)) // max(1, len(column))
        for index, seat in enumerate(column):
            panels[seat] = pygame.Rect(area.x, area.y + index * (height + gap), area.w, height)
    return [panels[seat] for seat in range(seats)]


def name_lines(
    panel: SeatPanel, name: str, name_size: int, role_size: int
) -> tuple[list[str], int, int]:
    """How the name goes in the panel: its lines, their size, the first line's centre y.

    One line at the name's place; a name that would shrink too far, wrapped and
    centred in the room between the panel's edge and the role line.
    """
    role_top = panel.role[1] - role_size // 2
    room = role_top - panel.rect.top - 3
    lines, size = text.fitted_lines(name, name_size, True, panel.rect.w - 16, room)
    if len(lines) == 1:
        return lines, size, panel.name[1]
    step = round(size * text.LINE_STEP)
    return lines, size, (panel.rect.top + 3 + role_top) // 2 - step * (len(lines) - 1) // 2


def draw(
    surface: pygame.Surface,
    panel: SeatPanel,
    *,
    name: str,
    role: str,
    active: bool,
    name_size: int,
    role_size: int,
) -> None:
    """The panel, lit when it is this seat's turn, with the name and the role.

    A long name that would shrink too far is wrapped onto two lines around the
    name's place, so a 24-character name reads whole in a narrow panel.
    """
    palette = colours()
    draw_frame(
        surface,
        panel.rect,
        palette.panel_active if active else palette.panel,
        edge=palette.accent if active else palette.panel_edge,
        width=3 if active else 1,
    )
    lines, size, top = name_lines(panel, name, name_size, role_size)
    step = round(size * text.LINE_STEP)
    for index, line in enumerate(lines):
        text.draw(
            surface,
            line,
            size,
            palette.accent if active else palette.text,
            center=(panel.name[0], top + index * step),
            bold=True,
        )
    text.draw(
        surface, role, role_size, palette.text_dim, center=panel.role, max_width=panel.rect.w - 12
    )
