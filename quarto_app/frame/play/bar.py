"""The play screen's top: the status line with the Menu/Undo/Redo buttons, and the message
line under it, the same for every game.

The status line says whose turn it is and what to do; the message line says
what just happened (a notice, coloured by its tone) or how to do what the
status asks, with something short on its right (the rules in force, or the
thing the pointer is over). Sizes are designed for 1280x800 and scaled.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from .. import text
from ..assets import MIN_FONT
from ..theme import Colour, colours
from ..widgets import Button
from ..window import DEFAULT_SIZE

BUTTONS = 4  # Menu, Redo, Undo, Moves, right to left


@dataclass(frozen=True)
class BarLayout:
    """The top of the play screen for one window size."""

    size: tuple[int, int]
    scale: float
    status: pygame.Rect
    message: pygame.Rect
    menu_button: pygame.Rect
    undo_button: pygame.Rect
    redo_button: pygame.Rect
    moves_button: pygame.Rect

    def px(self, pixels: float) -> int:
        """A size designed for 1280x800, scaled to this window."""
        return max(1, round(pixels * self.scale))

    @property
    def buttons(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect, pygame.Rect]:
        """Menu, Undo, Redo, Moves: the order of the play scene's buttons."""
        return (self.menu_button, self.undo_button, self.redo_button, self.moves_button)

    @property
    def band(self) -> pygame.Rect:
        """Both lines: where a result banner goes, leaving the whole table in view."""
        return self.status.union(self.message)


def bar_layout(size: tuple[int, int]) -> BarLayout:
    width, height = max(size[0], 320), max(size[1], 240)
    scale = min(width / DEFAULT_SIZE[0], height / DEFAULT_SIZE[1])

    def px(value: float) -> int:
        return max(1, round(value * scale))

    status = pygame.Rect(0, 0, width, px(58))
    message = pygame.Rect(0, status.bottom, width, px(38))
    button_h = px(40)
    menu = pygame.Rect(width - px(16) - px(100), (status.h - button_h) // 2, px(100), button_h)
    redo = menu.move(-px(100) - px(10), 0)
    undo = redo.move(-px(100) - px(10), 0)
    moves = undo.move(-px(100) - px(10), 0)
    return BarLayout((width, height), scale, status, message, menu, undo, redo, moves)


@dataclass(frozen=True)
class Said:
    """Words and how they look."""

    words: str
    colour: Colour
    bold: bool = False


def draw(
    surface: pygame.Surface,
    bar: BarLayout,
    *,
    status: Said,
    buttons: Sequence[Button],
    focused: int | None,
    message: Said | None,
    aside: Said | None,
) -> None:
    """Both lines: the status and the buttons, then the message with `aside` on its right."""
    palette = colours()
    pygame.draw.rect(surface, palette.panel, bar.status)
    left = bar.px(24)
    lefts = [button.rect.left for button in buttons if button.rect.w]
    right = min(lefts, default=bar.menu_button.left) - bar.px(16)
    text.draw(
        surface,
        status.words,
        bar.px(34),
        status.colour,
        midleft=(left, bar.status.centery),
        max_width=right - left,
    )
    for index, button in enumerate(buttons):
        if button.rect.w:
            button.draw(surface, focused == index, bar.px(26))
    room = bar.message.w - 2 * left
    edge = bar.message.right - left
    if aside is not None and aside.words and not _crowds(bar, message, aside, room, left):
        shown = text.draw(
            surface,
            aside.words,
            bar.px(24 if not aside.bold else 27),
            aside.colour,
            midright=(bar.message.right - left, bar.message.centery),
            bold=aside.bold,
            max_width=room // 2,
        )
        edge = shown.left
    if message is not None and message.words:
        text.draw(
            surface,
            message.words,
            bar.px(27),
            message.colour,
            midleft=(left, bar.message.centery),
            max_width=edge - left - bar.px(20),
        )


def _crowds(bar: BarLayout, message: Said | None, aside: Said, room: int, left: int) -> bool:
    """Would `aside` cut the message short? Then the message has the line to itself
    (what just happened matters more than the rules in force, which the pause shows)."""
    if message is None or not message.words:
        return False
    aside_w = min(room // 2, text.width(aside.words, bar.px(24 if not aside.bold else 27)))
    width = bar.message.right - left - aside_w - left - bar.px(20)
    return text.width(message.words, MIN_FONT) > width  # cut even at the smallest size
