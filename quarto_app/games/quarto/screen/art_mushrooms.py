"""The kids' edition: the sixteen pieces as mushrooms, and a meadow to stand them in.

Gigamic's rule book for children (../shared/seeds/quarto-mushrooms-rules-fr.txt)
has sixteen mushrooms, each tall or short, blue or red, with a pointed or a
flat cap, with or without yellow dots. The pieces' bits stay what they are
(quarto_app.games.quarto.rules.pieces); the mushrooms show them so
(games/quarto/looks.py names the values for the words):

    dark   -> a blue cap      light -> a red cap
    square -> a flat cap      round -> a pointed cap
    tall   -> a tall stem     short -> a short stem
    hollow -> yellow dots     solid -> a plain cap

The red is a bright tomato and the blue a deep blue, far apart in luminance,
so a greyscale copy (or a colour-blind eye) still tells them apart; the dots
are a light yellow that shows on both. Every mushroom has a dark outline.

Same surface contract as the wood pieces (art_base): `width` x 1.35 `width`,
the base on the same line, the tall ones reaching the top.
"""

from __future__ import annotations

import math
import random

import pygame

from .art_base import (
    BASE_FROM_BOTTOM,
    CORNER,
    HEIGHT_RATIO,
    TOP_MARGIN,
    Colour,
    Point,
    clip_to,
    contact_shadow,
    ellipse_rect,
    mix,
    scale,
    square_centres,
    square_radius,
)

RED: Colour = (238, 88, 62)
BLUE: Colour = (26, 52, 148)
DOTS: Colour = (255, 224, 70)
STEM: Colour = (242, 234, 214)
OUTLINE: Colour = (46, 26, 22)

GRASS: Colour = (150, 196, 100)
_CLEARING: Colour = (206, 228, 162)
_RING: Colour = (64, 112, 48)

# Shapes in units of the piece width.
_POINTED_H, _POINTED_RX = 0.42, 0.38  # a pointed cap is tall and narrow...
_FLAT_H, _FLAT_RX = 0.27, 0.46  # ...a flat one low and wide
_RIM_TILT = 0.22  # the rim seen from a little above: an ellipse this flat
_STEM_TOP, _STEM_FOOT = 0.12, 0.15  # half widths of the stem
_SHORT = 0.56  # a short mushroom's height, as a share of a tall one's
_DOT_R = 0.062

# Where the dots sit on a cap: across (-1..1 of its width there) and up (0 rim, 1 top).
_POINTED_DOTS = ((-0.55, 0.18), (0.15, 0.12), (0.62, 0.26), (-0.3, 0.5), (0.32, 0.55), (0, 0.8))
_FLAT_DOTS = ((-0.72, 0.3), (-0.3, 0.2), (0.2, 0.24), (0.66, 0.32), (-0.45, 0.72), (0.22, 0.74))


def colour_of(piece: int) -> Colour:
    """A mushroom's cap colour."""
    return BLUE if piece & 1 else RED


def _cap_size(piece: int) -> tuple[float, float]:
    """(height, half width) of the cap, in piece widths."""
    return (_FLAT_H, _FLAT_RX) if piece & 2 else (_POINTED_H, _POINTED_RX)


def _half_width(piece: int, s: float) -> float:
    """The cap's half width at height s (0 rim .. 1 top), as a share of the rim's."""
    s = min(1.0, max(0.0, s))
    if piece & 2:  # a low dome, flat on top
        return (1 - s**2.6) ** (1 / 2.6)
    return (1 - s**1.15) ** 0.8  # a cone with slightly full sides: a pointed cap


def _layout(piece: int, width: float) -> tuple[float, float, float]:
    """(centre x, cap top y, rim y) in px of a surface `width` wide."""
    base_y = round(HEIGHT_RATIO * width) - BASE_FROM_BOTTOM * width
    tall = base_y - (TOP_MARGIN + 0.02) * width
    top = base_y - (tall if piece & 4 else tall * _SHORT)
    cap_h, _ = _cap_size(piece)
    return width / 2, top, top + cap_h * width


def cap_top(piece: int, width: int) -> tuple[float, float]:
    """Where the top of the cap sits in the piece's surface (art.piece_top)."""
    cx, top, _ = _layout(piece, width)
    return cx, top


def _cap_outline(piece: int, cx: float, rim_y: float, width: float) -> list[Point]:
    """The cap's outline: up the right side to the top, down the left, round the rim."""
    cap_h, rx = _cap_size(piece)
    h, rx = cap_h * width, rx * width
    ry = rx * _RIM_TILT
    steps = 40
    right = [(cx + rx * _half_width(piece, i / steps), rim_y - h * i / steps) for i in range(steps)]
    left = [(2 * cx - x, y) for x, y in reversed(right)]
    front = [
        (cx - rx * math.cos(math.pi * i / steps), rim_y + ry * math.sin(math.pi * i / steps))
        for i in range(1, steps)
    ]
    return right + [(cx, rim_y - h)] + left + front


def _shaded_cap(piece: int, cx: float, rim_y: float, width: float, ss: int) -> pygame.Surface:
    """The cap on its own surface: its colour lit from the upper left, a sheen, the dots."""
    size = (round(width * ss), round(HEIGHT_RATIO * width * ss))
    cap = pygame.Surface(size, pygame.SRCALPHA)
    outline = [(x * ss, y * ss) for x, y in _cap_outline(piece, cx, rim_y, width)]
    albedo = colour_of(piece)
    cap_h, rx = _cap_size(piece)
    top = (rim_y - cap_h * width) * ss
    left, right = (cx - rx * width) * ss, (cx + rx * width) * ss
    # shade across: lit on the left, darker toward the right edge
    for x in range(math.floor(left), math.ceil(right) + 1):
        u = (x - cx * ss) / (rx * width * ss)
        k = 1.08 - 0.38 * max(0.0, u) - 0.12 * max(0.0, -u) ** 3
        pygame.draw.line(cap, scale(albedo, k), (x, top - 2), (x, (rim_y + 0.2 * width) * ss))
    # the rim's front lip, a little darker: the cap's edge turning under
    lip = (rx * width * ss, rx * width * _RIM_TILT * ss)
    lip_band = max(2, round(0.035 * width * ss))
    pygame.draw.ellipse(
        cap,
        scale(albedo, 0.62),
        ellipse_rect(cx * ss, rim_y * ss, lip[0], lip[1]).inflate(0, 2 * lip_band),
    )
    pygame.draw.ellipse(
        cap,
        scale(albedo, 0.95),
        ellipse_rect(cx * ss, rim_y * ss - lip_band, lip[0], lip[1]),
    )
    # a soft sheen on the upper left
    sheen = pygame.Surface(size, pygame.SRCALPHA)
    sx, sy = (cx - 0.35 * rx * width) * ss, (rim_y - 0.62 * cap_h * width) * ss
    for i in range(6):
        t = i / 5
        pygame.draw.ellipse(
            sheen,
            (255, 255, 255, round(14 + 30 * t)),
            ellipse_rect(
                sx, sy, rx * width * ss * (0.42 - 0.3 * t), cap_h * width * ss * (0.3 - 0.2 * t)
            ),
        )
    cap.blit(sheen, (0, 0))
    if piece & 8:
        _dots(cap, piece, cx, rim_y, width, ss)
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), outline)
    clip_to(cap, mask)
    return cap


def _dots(cap: pygame.Surface, piece: int, cx: float, rim_y: float, width: float, ss: int) -> None:
    cap_h, rx = _cap_size(piece)
    r = _DOT_R * width * ss
    for u, s in _FLAT_DOTS if piece & 2 else _POINTED_DOTS:
        half = rx * width * _half_width(piece, s)
        x = (cx + u * half * 0.92) * ss
        y = (rim_y - s * cap_h * width) * ss + (r * 0.3 if s < 0.3 else 0)
        squash = math.sqrt(max(0.25, 1 - u * u))  # dots near the edge turn away from us
        rect = ellipse_rect(x, y, r * squash, r * 0.8)
        pygame.draw.ellipse(cap, scale(DOTS, 0.72), rect.inflate(ss * 2, ss * 2))
        pygame.draw.ellipse(cap, DOTS, rect)
        pygame.draw.ellipse(
            cap,
            mix(DOTS, (255, 255, 255), 0.6),
            ellipse_rect(x - r * 0.25, y - r * 0.25, r * 0.3, r * 0.22),
        )


def _stem(
    surf: pygame.Surface, cx: float, rim_y: float, base_y: float, width: float, ss: int
) -> None:
    """The stem, a little wider at its foot, lit from the left like a cylinder."""
    top_half, foot_half = _STEM_TOP * width * ss, _STEM_FOOT * width * ss
    x_mid, y0, y1 = cx * ss, rim_y * ss, base_y * ss
    foot_ry = foot_half * 0.34
    stem = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    for x in range(math.floor(x_mid - foot_half), math.ceil(x_mid + foot_half) + 1):
        u = (x - x_mid) / foot_half
        k = 1.02 - 0.32 * max(0.0, u) ** 1.5 - 0.10 * max(0.0, -u) ** 4
        pygame.draw.line(stem, scale(STEM, k), (x, y0), (x, y1 + foot_ry))
    steps = 12
    right = [
        (x_mid + top_half + (foot_half - top_half) * (i / steps) ** 2, y0 + (y1 - y0) * i / steps)
        for i in range(steps + 1)
    ]
    outline = right + [(2 * x_mid - x, y) for x, y in reversed(right)]
    shape = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    pygame.draw.polygon(shape, (255, 255, 255, 255), outline)
    pygame.draw.ellipse(shape, (255, 255, 255, 255), ellipse_rect(x_mid, y1, foot_half, foot_ry))
    clip_to(stem, shape)
    surf.blit(stem, (0, 0))


def _outlined(body: pygame.Surface, grow: float) -> pygame.Surface:
    """`body` over its own silhouette grown by `grow` px in the outline colour."""
    mask = pygame.mask.from_surface(body, 128)
    ink = mask.to_surface(setcolor=(*OUTLINE, 235), unsetcolor=(0, 0, 0, 0))
    out = pygame.Surface(body.get_size(), pygame.SRCALPHA)
    for k in range(12):
        a = k * math.pi / 6
        out.blit(ink, (round(grow * math.cos(a)), round(grow * math.sin(a))))
    out.blit(body, (0, 0))
    return out


def draw_piece(piece: int, width: int) -> pygame.Surface:
    """One mushroom seen from the side, `width` px wide (art.piece_surface)."""
    ss = 3 if width < 72 else 2
    height = round(HEIGHT_RATIO * width)
    base_y = height - BASE_FROM_BOTTOM * width
    cx, _, rim_y = _layout(piece, width)
    body = pygame.Surface((width * ss, height * ss), pygame.SRCALPHA)
    _stem(body, cx, rim_y - 0.02 * width, base_y, width, ss)
    body.blit(_shaded_cap(piece, cx, rim_y, width, ss), (0, 0))
    shape = pygame.Surface(body.get_size(), pygame.SRCALPHA)
    contact_shadow(
        shape,
        cx * ss + 0.03 * width * ss,
        base_y * ss + 0.02 * width * ss,
        0.30 * width * ss,
        0.09 * width * ss,
        (20, 34, 10),
    )
    shape.blit(_outlined(body, ss * max(1.0, width / 60)), (0, 0))
    return pygame.transform.smoothscale(shape, (width, height))


# --- the meadow ---------------------------------------------------------------------------


def draw_board(size: int) -> pygame.Surface:
    """A sunny meadow: grass with a darker border, the sixteen squares as round
    clearings ringed with deeper green. Light, so red and blue caps stand out on it."""
    ss = 2 if size <= 1000 else 1
    big_size = size * ss
    big = pygame.Surface((big_size, big_size), pygame.SRCALPHA)
    big.fill((*GRASS, 255))
    rng = random.Random(11)
    patches = pygame.Surface((big_size, big_size), pygame.SRCALPHA)
    for _ in range(max(40, size // 3)):  # soft patches of lighter and darker grass
        x, y = rng.uniform(0, big_size), rng.uniform(0, big_size)
        r = rng.uniform(0.02, 0.07) * big_size
        tone = (190, 226, 130, rng.randint(14, 30)) if rng.random() < 0.5 else (80, 130, 50, 18)
        pygame.draw.circle(patches, tone, (x, y), r)
    big.blit(patches, (0, 0))
    blade = max(1, round(big_size * 0.0025))
    for _ in range(max(60, size // 2)):  # tufts of grass
        x, y = rng.uniform(0, big_size), rng.uniform(0, big_size)
        length = rng.uniform(0.008, 0.018) * big_size
        for lean in (-0.5, 0.0, 0.5):
            end = (x + lean * length * 0.6, y - length * (1 - abs(lean) * 0.3))
            pygame.draw.line(big, (92, 148, 60), (x, y), end, blade)
    for _ in range(max(12, size // 25)):  # a few daisies
        x, y = rng.uniform(0, big_size), rng.uniform(0, big_size)
        r = big_size * 0.005
        for k in range(5):
            a = k * 2 * math.pi / 5
            pygame.draw.circle(
                big, (252, 252, 244), (x + 1.6 * r * math.cos(a), y + 1.6 * r * math.sin(a)), r
            )
        pygame.draw.circle(big, (250, 206, 60), (x, y), r)
    whole = pygame.Rect(0, 0, big_size, big_size)
    radius = round(big_size * CORNER)
    band = max(3, round(big_size * 0.02))
    pygame.draw.rect(big, (*_RING, 255), whole, band, radius)
    pygame.draw.rect(
        big, (196, 226, 150, 255), whole.inflate(-2 * band, -2 * band), max(1, band // 3), radius
    )
    r = square_radius(size) * ss
    for x, y in square_centres(size):
        c = ((x + 0.5) * ss, (y + 0.5) * ss)
        pygame.draw.circle(big, _RING, c, r)
        pygame.draw.circle(big, scale(_CLEARING, 0.86), c, r * 0.9)
        pygame.draw.circle(big, _CLEARING, (c[0] + r * 0.05, c[1] + r * 0.05), r * 0.86)
    cut = pygame.Surface((big_size, big_size), pygame.SRCALPHA)
    pygame.draw.rect(cut, (255, 255, 255, 255), whole, 0, radius)
    clip_to(big, cut)
    if ss == 1:
        return big
    return pygame.transform.smoothscale(big, (size, size))
