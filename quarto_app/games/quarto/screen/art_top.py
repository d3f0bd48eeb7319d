"""Every theme's pieces seen from straight above: the top-down view.

Seen from the side, a tall piece on a full board hides part of the square
behind it. From above nothing hides anything, and each of the four
attributes has its own sign, read at a glance:

    height  the size: a tall piece is near the eye, so it is big (0.86 of the
            surface), a short one small (0.58); the tall one's shadow falls further
    shape   the outline: round or square. Mushrooms: a pointed cap is a cone,
            lit on one side and shaded on the other, ribbed to its tip, its edge
            sagging between the ribs; a flat cap a round disc, a paler top in a
            dark rim
    colour  light or dark, far apart in luminance (mushrooms: red or blue)
    top     a hole in the middle (mushrooms: yellow dots)

The surface is `width` x `width` with the piece in the middle (art.piece_base),
so it sits on a square's centre whatever its size.
"""

from __future__ import annotations

import math

import pygame

from quarto_app.frame.theme import ThemeId

from . import art_mushrooms
from .art_base import Colour, mix, scale

_TALL, _SHORT = 0.86, 0.58  # a round piece's diameter, as a share of the width
_SQUARE_SIDE = 0.88  # a square piece's side, as a share of the round one's diameter
_HOLE = 0.34  # the hole's radius, as a share of the piece's half size
_LIGHT_FROM = (-0.6, -0.8)  # the light comes from the upper left (screen y points down)


class _Look:
    """One theme's colours for the top-down pieces."""

    def __init__(
        self, light: Colour, dark: Colour, edge_light: Colour, edge_dark: Colour, edge: float
    ) -> None:
        self.light, self.dark = light, dark
        self.edge_light, self.edge_dark = edge_light, edge_dark
        self.edge = edge  # outline width, as a share of the width


_WOOD = _Look((236, 210, 164), (118, 72, 44), (92, 60, 34), (34, 18, 10), 0.022)
# A dark piece is a dark grey, not black: on the black of the screen around the
# board it must read as a filled disc inside its white edge, not as a bare ring.
_CONTRAST = _Look((255, 255, 255), (60, 60, 60), (0, 0, 0), (255, 255, 255), 0.05)
_DARK_EDGE = 0.6  # ...and its white edges thinner than a light piece's black ones: it
# must not look lighter than it is


def _umbrella_points(c: float, half: float) -> list[tuple[float, float]]:
    """A pointed cap's outline from above: eight ribs hold the edge out, between them it
    sags, as an umbrella's does. A flat cap is a plain circle: the two differ at a glance."""
    points = []
    for k in range(128):
        a = 2 * math.pi * k / 128 + 0.2
        sag = abs(math.sin(4 * (a - 0.2)))  # 0 at a rib, 1 halfway between two
        r = half * (1 - 0.11 * sag**1.5)
        points.append((c + r * math.cos(a), c + r * math.sin(a)))
    return points


def _outline_points(square: bool, c: float, half: float) -> list[tuple[float, float]]:
    """The piece's outline: a circle, or a square with softly rounded corners."""
    if not square:
        return [
            (c + half * math.cos(2 * math.pi * k / 96), c + half * math.sin(2 * math.pi * k / 96))
            for k in range(96)
        ]
    side = half * _SQUARE_SIDE
    corner = side * 0.16
    points = []
    for cx, cy, start in ((1, 1, 0), (-1, 1, 90), (-1, -1, 180), (1, -1, 270)):
        ox, oy = c + cx * (side - corner), c + cy * (side - corner)
        for k in range(7):
            a = math.radians(start + 15 * k)
            points.append((ox + corner * math.cos(a), oy + corner * math.sin(a)))
    return points


def _shadow(big: pygame.Surface, points: list[tuple[float, float]], drop: float, ss: int) -> None:
    """The piece's shadow cast to the lower right; a taller piece casts it further."""
    shade = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    pygame.draw.polygon(shade, (0, 0, 0, 105), [(x + drop, y + drop * 1.15) for x, y in points])
    big.blit(pygame.transform.box_blur(shade, max(1, round(drop * 0.5))), (0, 0))


def _plain(piece: int, width: int, look: _Look, ss: int) -> pygame.Surface:
    """A wood or high-contrast piece from above."""
    size = width * ss
    big = pygame.Surface((size, size), pygame.SRCALPHA)
    tall, square, dark, hollow = (bool(piece & bit) for bit in (4, 2, 1, 8))
    c = size / 2
    half = size * (_TALL if tall else _SHORT) / 2
    points = _outline_points(square, c, half)
    _shadow(big, points, size * (0.05 if tall else 0.025), ss)
    fill = look.dark if dark else look.light
    ink = look.edge_dark if dark else look.edge_light
    edge = max(ss, round(look.edge * size * (_DARK_EDGE if look is _CONTRAST and dark else 1)))
    if look is _CONTRAST and dark:  # a black hairline outside the white edge
        pygame.draw.polygon(big, (0, 0, 0), _outline_points(square, c, half + edge * 0.6))
    pygame.draw.polygon(big, ink, points)
    inner = _outline_points(square, c, half - edge)
    pygame.draw.polygon(big, fill, inner)
    if look is _WOOD:  # the top lit from the upper left, a little darker away from it
        glow = pygame.Surface((size, size), pygame.SRCALPHA)
        for i in range(8):
            t = i / 7
            pygame.draw.circle(
                glow,
                (255, 250, 235, round(6 + 10 * t)),
                (c - half * 0.25 * t, c - half * 0.25 * t),
                half * (1 - 0.6 * t),
            )
        mask = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), inner)
        glow.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        big.blit(glow, (0, 0))
    if hollow:
        hole = half * _HOLE * (1.25 if not tall else 1.0)  # a bigger hole on a small piece
        if look is _CONTRAST:
            if dark:  # a thin white ring: black on dark grey would be faint
                pygame.draw.circle(big, (255, 255, 255), (c, c), hole + max(ss, edge // 2))
            pygame.draw.circle(big, (0, 0, 0), (c, c), hole)
        else:
            pygame.draw.circle(big, scale(fill, 0.55), (c, c), hole + max(ss, edge // 2))
            pygame.draw.circle(big, (22, 12, 8), (c, c), hole)
            lit = mix(fill, (255, 248, 230), 0.5)  # the far wall catches the light
            rect = pygame.Rect(0, 0, 2 * hole, 2 * hole)
            rect.center = (round(c), round(c))
            pygame.draw.arc(big, lit, rect, math.radians(200), math.radians(340), max(ss, edge))
    return pygame.transform.smoothscale(big, (width, width))


def _cap(piece: int, width: int, ss: int) -> pygame.Surface:
    """A mushroom's cap from above."""
    size = width * ss
    big = pygame.Surface((size, size), pygame.SRCALPHA)
    tall, flat, dotted = bool(piece & 4), bool(piece & 2), bool(piece & 8)
    c = size / 2
    half = size * (_TALL if tall else _SHORT) / 2
    points = _outline_points(False, c, half) if flat else _umbrella_points(c, half)
    _shadow(big, points, size * (0.05 if tall else 0.025), ss)
    albedo = art_mushrooms.colour_of(piece)
    edge = max(ss, round(0.03 * size))
    pygame.draw.polygon(big, art_mushrooms.OUTLINE, points)
    r = half - edge
    inner = [(c + (x - c) * r / half, c + (y - c) * r / half) for x, y in points]
    if flat:  # an even disc: a dark rim, then the flat top, paler
        pygame.draw.polygon(big, scale(albedo, 0.66), inner)
        pygame.draw.circle(big, scale(albedo, 1.06), (c - r * 0.03, c - r * 0.03), r * 0.76)
    else:  # a cone: each slice as bright as it faces the light, ribs to the tip
        cone = pygame.Surface((size, size), pygame.SRCALPHA)
        slices = 48
        for k in range(slices):
            a0, a1 = 2 * math.pi * k / slices, 2 * math.pi * (k + 1) / slices
            mid = (a0 + a1) / 2
            facing = math.cos(mid) * _LIGHT_FROM[0] + math.sin(mid) * _LIGHT_FROM[1]
            colour = scale(albedo, 0.86 + 0.36 * facing)
            far = r * 1.2
            rim = [(c + far * math.cos(a0), c + far * math.sin(a0))]
            rim.append((c + far * math.cos(a1), c + far * math.sin(a1)))
            pygame.draw.polygon(cone, colour, [(c, c), *rim])
        rib = scale(albedo, 0.55)
        for k in range(8):
            a = 2 * math.pi * k / 8 + 0.2
            end = (c + r * math.cos(a), c + r * math.sin(a))
            pygame.draw.line(cone, rib, (c, c), end, max(1, ss))
        tip = mix(albedo, (255, 255, 255), 0.55)
        pygame.draw.circle(cone, tip, (c - r * 0.05, c - r * 0.05), r * 0.1)
        mask = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), inner)
        cone.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        big.blit(cone, (0, 0))
    if dotted:
        dot = max(2 * ss, r * 0.15)
        spots = [(0.56, 2 * math.pi * k / 6 + 0.55) for k in range(6)]
        spots.append((0.0, 0.0) if flat else (0.3, 2.2))  # not on a pointed cap's tip
        for distance, angle in spots:
            x, y = c + r * distance * math.cos(angle), c + r * distance * math.sin(angle)
            pygame.draw.circle(big, scale(art_mushrooms.DOTS, 0.7), (x, y), dot + ss)
            pygame.draw.circle(big, art_mushrooms.DOTS, (x, y), dot)
    return pygame.transform.smoothscale(big, (width, width))


def draw_piece(piece: int, width: int, theme: ThemeId) -> pygame.Surface:
    """One piece seen from above in `theme`, on a `width` px square (art.piece_surface)."""
    ss = 4 if width < 72 else 3
    if theme is ThemeId.MUSHROOMS:
        return _cap(piece, width, ss)
    return _plain(piece, width, _CONTRAST if theme is ThemeId.CONTRAST else _WOOD, ss)
