"""A player's side of the table: a panel with their name and what they are doing.

Every game's table shows one per seat (2 to 4), lit for the seat whose turn
it is; `side_columns` places them when a game puts its seats in two columns
beside the board (seats 0 and 2 on the left, 1 and 3 on the right, each
column split between its seats). What goes inside below the name (a hand
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
    """Panels for 2-4 seats in two columns: even seats on the left, odd on the right."""
    columns: list[list[int]] = [[s for s in range(seats) if s % 2 == c] for c in (0, 1)]
    panels: dict[int, pygame.Rect] = {}
    for column, area in zip(columns, (left, right), strict=True):
        height = (area.h - gap * (len(column) - 1)) // max(1, len(column))
        for index, seat in enumerate(column):
            panels[seat] = pygame.Rect(area.x, area.y + index * (height + gap), area.w, height)
    return [panels[seat] for seat in range(seats)]


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
    """The panel, lit when it is this seat's turn, with the name (fitted) and the role."""
    palette = colours()
    draw_frame(
        surface,
        panel.rect,
        palette.panel_active if active else palette.panel,
        edge=palette.accent if active else palette.panel_edge,
        width=3 if active else 1,
    )
    text.draw(
        surface,
        name,
        name_size,
        palette.accent if active else palette.text,
        center=panel.name,
        bold=True,
        max_width=panel.rect.w - 16,
    )
    text.draw(
        surface, role, role_size, palette.text_dim, center=panel.role, max_width=panel.rect.w - 12
    )
