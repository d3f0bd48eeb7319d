"""The marks a rule book's pictures share, whatever the game: arrows, a tick, a cross, a
caption, a die, and a picture's rectangle split into panels.

Drawn with pygame.draw in the palette in use, so every theme reads them; the
games' rules pages (games/<game>/screen/rules_pages.py) draw their own art
around them.
"""

from __future__ import annotations

import math

import pygame

from . import text
from .theme import Colour, colours

Point = tuple[float, float]

PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.25, 0.25), (0.75, 0.75)),
    3: ((0.25, 0.25), (0.5, 0.5), (0.75, 0.75)),
    4: ((0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)),
    5: ((0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)),
    6: ((0.25, 0.25), (0.75, 0.25), (0.25, 0.5), (0.75, 0.5), (0.25, 0.75), (0.75, 0.75)),
}
"""Where each face's pips sit, as shares of the die's side."""


def arrow(surface: pygame.Surface, start: Point, end: Point, colour: Colour, width: int) -> None:
    """A straight arrow from `start` to `end`, its head at `end`."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy)
    if length < 1:
        return
    ux, uy = dx / length, dy / length
    head = max(8.0, width * 3.2)
    neck = (end[0] - ux * head * 0.8, end[1] - uy * head * 0.8)
    pygame.draw.line(surface, colour, start, neck, width)
    left = (end[0] - ux * head - uy * head * 0.6, end[1] - uy * head + ux * head * 0.6)
    right = (end[0] - ux * head + uy * head * 0.6, end[1] - uy * head - ux * head * 0.6)
    pygame.draw.polygon(surface, colour, [end, left, right])


def tick(surface: pygame.Surface, centre: Point, size: float, colour: Colour | None = None) -> None:
    """A tick mark (yes, this counts), `size` px across."""
    x, y = centre
    h = size / 2
    points = [(x - h, y), (x - h * 0.25, y + h * 0.7), (x + h, y - h * 0.75)]
    width = max(3, round(size / 6))
    pygame.draw.lines(surface, colour or colours().good, False, points, width)


def cross(
    surface: pygame.Surface, centre: Point, size: float, colour: Colour | None = None
) -> None:
    """A cross (no, this does not count), `size` px across."""
    x, y = centre
    h = size / 2
    width = max(3, round(size / 6))
    ink = colour or colours().bad
    pygame.draw.line(surface, ink, (x - h, y - h), (x + h, y + h), width)
    pygame.draw.line(surface, ink, (x - h, y + h), (x + h, y - h), width)


def caption(
    surface: pygame.Surface,
    words: str,
    centre: tuple[int, int],
    size: int,
    room: int,
    *,
    colour: Colour | None = None,
    bold: bool = False,
) -> pygame.Rect:
    """A short label under or over a part of a picture, fitted to `room` px."""
    ink = colours().text if colour is None else colour
    return text.draw(surface, words, size, ink, center=centre, bold=bold, max_width=room)


def caption_across(
    surface: pygame.Surface,
    words: str,
    part: pygame.Rect,
    y: int,
    size: int,
    *,
    colour: Colour | None = None,
    bold: bool = False,
) -> pygame.Rect:
    """Words centred across `part` at height `y`, fitted to its width."""
    return caption(surface, words, (part.centerx, y), size, part.w, colour=colour, bold=bold)


def die(surface: pygame.Surface, rect: pygame.Rect, face: int) -> None:
    """A die showing `face` (1-6), in the theme's die colours (the dice scene's too)."""
    palette = colours()
    pygame.draw.rect(surface, palette.die_face, rect, border_radius=rect.w // 6)
    pygame.draw.rect(surface, palette.die_edge, rect, 2, border_radius=rect.w // 6)
    for fx, fy in PIPS[face]:
        centre = (rect.left + round(fx * rect.w), rect.top + round(fy * rect.h))
        pygame.draw.circle(surface, palette.die_pip, centre, max(3, rect.w // 11))


def panels(rect: pygame.Rect, count: int, gap: int) -> list[pygame.Rect]:
    """`rect` cut into `count` side-by-side panels with `gap` px between them."""
    width = (rect.w - gap * (count - 1)) // count
    return [
        pygame.Rect(rect.left + i * (width + gap), rect.top, width, rect.h) for i in range(count)
    ]


def scale_of(rect: pygame.Rect) -> float:
    """How big a picture is, against one of 1200 x 420 px (the book at 1280 x 800)."""
    return max(0.3, min(rect.w / 1200, rect.h / 420))


def words_in(
    surface: pygame.Surface,
    words: str,
    rect: pygame.Rect,
    size: int,
    *,
    colour: Colour | None = None,
    bold: bool = False,
) -> None:
    """Words wrapped to `rect`'s width and centred in it, smaller until they fit its height
    (a longer language still reads, never shrunk to a line of dots)."""
    ink = colours().text if colour is None else colour
    while True:
        lines = text.wrap(words, size, rect.w, bold)
        step = round(size * 1.2)
        if len(lines) * step <= rect.h or size <= 12:
            break
        size -= 1
    y = rect.centery - (len(lines) - 1) * step // 2
    for line in lines:
        text.draw(surface, line, size, ink, center=(rect.centerx, y), bold=bold, max_width=rect.w)
        y += step
