"""A small label of a piece's four attributes, drawn on the piece: the badge.

For players who would rather read than look (a small screen, a child learning
the attributes, weak eyes): four little signs on a dark pill at the piece's
foot, always in the same order, so a row of labelled pieces reads like a table:

    colour  a swatch of the piece's colour (light or dark; red or blue)
    shape   a circle or a square outline (mushrooms: a pointed or a flat cap)
    height  a bar standing on a line, tall or half as tall
    top     a ring for a hollow piece, a disc for a solid one (mushrooms:
            yellow dots, or a plain ring)

Signs, not words: they read the same in every language and need no reading at
all, and they fit at the sizes the pieces are drawn. White on near-black, so
they keep their contrast in every theme and in greyscale.
"""

from __future__ import annotations

import math

import pygame

from quarto_app.frame.theme import ThemeId

from . import art_mushrooms
from .art_base import BASE_FROM_BOTTOM, HEIGHT_RATIO, Colour

_INK: Colour = (255, 255, 255)
_PILL = (16, 16, 16, 215)
_WOOD_SWATCH = {False: (236, 210, 164), True: (100, 60, 37)}
_CONTRAST_SWATCH = {False: (255, 255, 255), True: (0, 0, 0)}
BADGE_WIDTH = 0.94  # of the piece's width
BADGE_HEIGHT = 0.27


def _swatch(piece: int, theme: ThemeId) -> Colour:
    if theme is ThemeId.MUSHROOMS:
        return art_mushrooms.colour_of(piece)
    return (_CONTRAST_SWATCH if theme is ThemeId.CONTRAST else _WOOD_SWATCH)[bool(piece & 1)]


def _cap_sign(surf: pygame.Surface, flat: bool, x: float, y: float, g: float) -> None:
    """A mushroom cap outline: pointed (a tall arch to a tip) or flat (a low dome)."""
    w, h = g * 0.9, g * (0.38 if flat else 0.8)
    steps = 16
    points = []
    for i in range(steps + 1):
        t = i / steps
        u = -1 + 2 * t
        lift = (1 - abs(u) ** 2.6) ** (1 / 2.6) if flat else (1 - abs(u)) ** 0.8
        points.append((x + u * w / 2, y + g * 0.3 - lift * h))
    pygame.draw.polygon(surf, _INK, points)


def _sign(
    surf: pygame.Surface, index: int, piece: int, theme: ThemeId, x: float, y: float, g: float
) -> None:
    """The sign of attribute `index` (colour, shape, height, top) centred on (x, y), g px."""
    stroke = max(1, round(g * 0.14))
    if index == 0:
        box = pygame.Rect(0, 0, round(g * 0.78), round(g * 0.78))
        box.center = (round(x), round(y))
        pygame.draw.rect(surf, _INK, box, border_radius=round(g * 0.18))
        inner = box.inflate(-2 * stroke, -2 * stroke)
        pygame.draw.rect(surf, _swatch(piece, theme), inner, border_radius=round(g * 0.12))
    elif index == 1:
        if theme is ThemeId.MUSHROOMS:
            _cap_sign(surf, bool(piece & 2), x, y, g)
        elif piece & 2:
            box = pygame.Rect(0, 0, round(g * 0.74), round(g * 0.74))
            box.center = (round(x), round(y))
            pygame.draw.rect(surf, _INK, box, stroke)
        else:
            pygame.draw.circle(surf, _INK, (x, y), g * 0.42, stroke)
    elif index == 2:
        foot = y + g * 0.42
        pygame.draw.line(surf, _INK, (x - g * 0.4, foot), (x + g * 0.4, foot), stroke)
        tall = g * (0.84 if piece & 4 else 0.38)
        bar = pygame.Rect(0, 0, round(g * 0.34), round(tall))
        bar.midbottom = (round(x), round(foot))
        pygame.draw.rect(surf, _INK, bar)
    else:
        hollow = bool(piece & 8)
        if theme is ThemeId.MUSHROOMS:
            pygame.draw.circle(surf, _INK, (x, y), g * 0.44, stroke)
            if hollow:
                for k in range(3):
                    a = math.pi / 2 + k * 2 * math.pi / 3
                    spot = (x + g * 0.18 * math.cos(a), y - g * 0.18 * math.sin(a))
                    pygame.draw.circle(surf, art_mushrooms.DOTS, spot, g * 0.13)
        elif hollow:
            pygame.draw.circle(surf, _INK, (x, y), g * 0.42, max(stroke, round(g * 0.2)))
        else:
            pygame.draw.circle(surf, _INK, (x, y), g * 0.42)


def badge(piece: int, width: int, theme: ThemeId) -> pygame.Surface:
    """The label of `piece` for a piece drawn `width` px wide."""
    w, h = max(8, round(width * BADGE_WIDTH)), max(4, round(width * BADGE_HEIGHT))
    ss = 4
    big = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
    pygame.draw.rect(big, _PILL, big.get_rect(), border_radius=h * ss // 2)
    if theme is ThemeId.CONTRAST:
        pygame.draw.rect(big, _INK, big.get_rect(), max(1, ss), border_radius=h * ss // 2)
    cell = (w * ss - h * ss * 0.5) / 4
    g = min(cell * 0.95, h * ss * 0.8)
    for index in range(4):
        x = h * ss * 0.25 + cell * (index + 0.5)
        _sign(big, index, piece, theme, x, h * ss / 2, g)
    return pygame.transform.smoothscale(big, (w, h))


def add_badge(surf: pygame.Surface, piece: int, width: int, theme: ThemeId, *, top: bool) -> None:
    """Draw the label on a drawn piece: at its foot seen from the side, along the bottom
    edge of the square seen from above (clear of the hole and the dots)."""
    label = badge(piece, width, theme)
    rect = label.get_rect()
    if top:
        rect.midbottom = (width // 2, width - max(1, round(width * 0.02)))
    else:
        base_y = round(HEIGHT_RATIO * width) - BASE_FROM_BOTTOM * width
        rect.center = (width // 2, round(base_y + 0.05 * width))
    surf.blit(label, rect)
