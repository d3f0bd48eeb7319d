"""Quartino's drawn art: the stones, the round board and the cards, made with pygame.draw.

Drawn on a supersampled surface and scaled down with smoothscale, so edges
are smooth without image files. Stones are discs seen a little from above
(a top ellipse over a short side band), so a stack shows each stone's edge
and its top stone whole; the board is a wooden disc with nine holes seen from
above; a card shows a section of the wheel as the printed cards do: the
centre space at the bottom and the three ring spaces above it on an arc,
clockwise from left to right.

Colours follow the theme in use (art_marks.StoneStyle: the frame's token
colours, the symbols in high contrast, the letters with the labels); each
call takes the style, the current one by default.

Nothing is kept here: each call draws afresh and the view keeps what it
blits in the frame's loader (frame.assets `drawn`, keyed with the style).
"""

from __future__ import annotations

import math

import pygame

from quarto_app.frame.theme import ThemeId, colours

from ..rules import Card, Colour
from .art_marks import StoneStyle, current_style, draw_marks

RGB = tuple[int, int, int]
SS = 3  # supersampling

TILT = 0.42  # the top ellipse's height over its width: a view a little from above
THICKNESS = 0.26  # a stone's side band, in stone widths
_WOOD: RGB = (176, 122, 68)
_WOOD_DARK: RGB = (120, 78, 40)
_HOLE: RGB = (96, 60, 30)
_PAPER: RGB = (246, 236, 212)
_INK: RGB = (70, 52, 40)
_BACK: RGB = (46, 58, 96)
_BARK: RGB = (86, 58, 36)
_STUMP: RGB = (214, 176, 120)
_STUMP_DARK: RGB = (150, 108, 62)
_TOADSTOOL: RGB = (196, 40, 34)  # a mushrooms card's back: a fly agaric's cap
# High contrast: white card faces with black ink, a grey board with black holes.
_BLACK: RGB = (0, 0, 0)
_WHITE: RGB = (255, 255, 255)
_CONTRAST_WOOD: RGB = (92, 92, 92)


def _scale(c: RGB, k: float) -> RGB:
    return (min(255, round(c[0] * k)), min(255, round(c[1] * k)), min(255, round(c[2] * k)))


def _mix(a: RGB, b: RGB, t: float) -> RGB:
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def _down(surface: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    return pygame.transform.smoothscale(surface, size)


# --- stones --------------------------------------------------------------------------


def stone_size(width: int) -> tuple[int, int]:
    """The surface of one stone: its width, and the top ellipse plus the side band."""
    return width, round(width * TILT + width * THICKNESS) + 2


def stone_base(width: int) -> tuple[int, int]:
    """Where in a stone's surface its base centre is (the middle of its bottom ellipse)."""
    w, h = stone_size(width)
    return w // 2, h - 1 - round(width * TILT / 2)


def stone_step(width: int) -> int:
    """How much higher each stone of a stack stands than the one under it."""
    return max(2, round(width * THICKNESS))


def stone_surface(
    colour: Colour,
    width: int,
    *,
    top: bool = False,
    dim: bool = False,
    style: StoneStyle | None = None,
) -> pygame.Surface:
    """One stone. `top`: the top of its stack, with a light rim that reads at a glance;
    `dim`: drawn faded (a stone about to leave the board)."""
    style = style or current_style()
    if style.symbols:
        return _flat_stone(colour, width, top=top, dim=dim, style=style)
    w, h = stone_size(width)
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    base = style.look(colour).fill
    rx = w * SS / 2 - SS
    ry = width * TILT * SS / 2
    band = width * THICKNESS * SS
    top_cy = ry + SS
    # the side band: the lower half of the bottom ellipse, the rectangle up to the top
    side = _scale(base, 0.68)
    bottom = pygame.Rect(0, 0, round(2 * rx), round(2 * ry))
    bottom.center = (round(w * SS / 2), round(top_cy + band))
    pygame.draw.ellipse(big, side, bottom)
    pygame.draw.rect(big, side, pygame.Rect(bottom.left, round(top_cy), bottom.w, round(band)))
    # shading on the band: lighter on the left (the light comes from the upper left)
    for i in range(bottom.w):
        t = i / max(1, bottom.w - 1)
        shade = _scale(base, 0.86 - 0.34 * t)
        x = bottom.left + i
        pygame.draw.line(big, shade, (x, round(top_cy)), (x, round(top_cy + band)), 1)
    pygame.draw.ellipse(big, _scale(base, 0.45), bottom, max(1, SS))
    face = pygame.Rect(0, 0, round(2 * rx), round(2 * ry))
    face.center = (round(w * SS / 2), round(top_cy))
    pygame.draw.ellipse(big, base, face)
    sheen = face.inflate(-face.w * 0.45, -face.h * 0.5).move(-face.w * 0.1, -face.h * 0.08)
    pygame.draw.ellipse(big, _mix(base, (255, 255, 255), 0.35), sheen)
    edge = (255, 250, 235) if top else _scale(base, 0.5)
    pygame.draw.ellipse(big, edge, face, max(1, SS * (2 if top else 1)))
    draw_marks(big, colour, style, face.center, rx, ry, SS)
    small = _down(big, (w, h))
    if dim:
        small.set_alpha(110)
    return small


def _flat_stone(
    colour: Colour, width: int, *, top: bool, dim: bool, style: StoneStyle
) -> pygame.Surface:
    """A stone in high contrast: one flat fill on its top and its side (so a stack's
    stones keep their own luminance), a strong outline, the symbol on the top."""
    w, h = stone_size(width)
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    paint = style.look(colour)
    rx = w * SS / 2 - SS
    ry = width * TILT * SS / 2
    band = width * THICKNESS * SS
    top_cy = ry + SS
    line = max(SS, round(width * SS * 0.04))
    bottom = pygame.Rect(0, 0, round(2 * rx), round(2 * ry))
    bottom.center = (round(w * SS / 2), round(top_cy + band))
    pygame.draw.ellipse(big, paint.edge, bottom)
    side = pygame.Rect(bottom.left, round(top_cy), bottom.w, round(band))
    pygame.draw.rect(big, paint.edge, side)
    pygame.draw.ellipse(big, paint.fill, bottom.inflate(-2 * line, -2 * line))
    pygame.draw.rect(big, paint.fill, side.inflate(-2 * line, 0))
    face = pygame.Rect(0, 0, round(2 * rx), round(2 * ry))
    face.center = (round(w * SS / 2), round(top_cy))
    pygame.draw.ellipse(big, paint.fill, face)
    pygame.draw.ellipse(big, paint.edge, face, line * (2 if top else 1))
    draw_marks(big, colour, style, face.center, rx * 0.92, ry * 0.86, SS)
    small = _down(big, (w, h))
    if dim:
        small.set_alpha(110)
    return small


# --- the board -------------------------------------------------------------------------


def wheel_surface(
    diameter: int,
    centres: tuple[tuple[int, int], ...],
    ring: int,
    centre: int,
    *,
    style: StoneStyle | None = None,
) -> pygame.Surface:
    """The round board: a wooden disc, the ring's groove, nine holes. `centres` are the
    spaces' centres relative to the disc's top-left corner."""
    style = style or current_style()
    if style.theme is ThemeId.CONTRAST:
        return _contrast_wheel(diameter, centres, ring, centre)
    # Mushrooms: a tree stump in the meadow, pale fresh wood inside a thick bark.
    stump = style.theme is ThemeId.MUSHROOMS
    wood, dark = (_STUMP, _STUMP_DARK) if stump else (_WOOD, _WOOD_DARK)
    rim = (6 if stump else 3) * SS
    d = diameter * SS
    big = pygame.Surface((d, d), pygame.SRCALPHA)
    middle = (d // 2, d // 2)
    pygame.draw.circle(big, _BARK if stump else _scale(_WOOD, 0.7), middle, d // 2)
    pygame.draw.circle(big, wood, middle, d // 2 - rim)
    for k in range(14):  # growth rings: a calm grain, the same every time
        r = d // 2 - rim - 5 * SS - k * d // 30
        if r <= 0:
            break
        pygame.draw.circle(big, _mix(wood, dark, 0.18 + 0.05 * (k % 3)), middle, r, SS)
    groove = round(math.dist(centres[0], centres[1]) * SS)
    pygame.draw.circle(big, dark, middle, groove, 2 * SS)
    for index, (x, y) in enumerate(centres):
        radius = (centre if index == 0 else ring) * SS
        at = (x * SS, y * SS)
        pygame.draw.circle(big, _scale(wood, 1.12), at, radius + 2 * SS)
        pygame.draw.circle(big, _HOLE, at, radius)
        pygame.draw.circle(big, _scale(_HOLE, 0.75), at, radius, 2 * SS)
    return _down(big, (diameter, diameter))


def _contrast_wheel(
    diameter: int, centres: tuple[tuple[int, int], ...], ring: int, centre: int
) -> pygame.Surface:
    """The board in high contrast: a mid grey disc edged in white, black holes ringed in
    white, so every stone's fill and outline stand out against it."""
    d = diameter * SS
    big = pygame.Surface((d, d), pygame.SRCALPHA)
    middle = (d // 2, d // 2)
    pygame.draw.circle(big, _WHITE, middle, d // 2)
    pygame.draw.circle(big, _CONTRAST_WOOD, middle, d // 2 - 3 * SS)
    groove = round(math.dist(centres[0], centres[1]) * SS)
    pygame.draw.circle(big, _BLACK, middle, groove, 2 * SS)
    for index, (x, y) in enumerate(centres):
        radius = (centre if index == 0 else ring) * SS
        at = (x * SS, y * SS)
        pygame.draw.circle(big, _WHITE, at, radius + 2 * SS)
        pygame.draw.circle(big, _BLACK, at, radius)
    return _down(big, (diameter, diameter))


# --- cards -----------------------------------------------------------------------------


def card_spots(w: int, h: int) -> tuple[tuple[float, float, float], ...]:
    """The four spots of a card face, centre first: (x, y, radius) in the card's pixels.
    The centre space sits low in the middle; the ring spaces on an arc above it, left to
    right clockwise, as the wheel's spaces lie round its centre."""
    r = min(w, h) * 0.135
    cx, cy = w / 2, h * 0.72
    arc = min(h * 0.44, (w / 2 - r * 1.25) / math.sin(math.radians(48)))
    spots = [(cx, cy, r * 1.1)]
    for angle in (-48.0, 0.0, 48.0):
        a = math.radians(angle - 90)
        spots.append((cx + arc * math.cos(a), cy + arc * math.sin(a), r))
    return tuple(spots)


def card_surface(
    card: Card, w: int, h: int, *, lit: bool = False, style: StoneStyle | None = None
) -> pygame.Surface:
    """A card face: paper, a faint section of the wheel, and the card's four colours."""
    style = style or current_style()
    contrast = style.theme is ThemeId.CONTRAST
    paper = _WHITE if contrast else _PAPER
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    rect = big.get_rect()
    radius = max(2, w * SS // 9)
    pygame.draw.rect(big, paper, rect, border_radius=radius)
    if contrast:  # lit: a thicker black frame, read in greyscale too
        edge = _BLACK
    else:
        edge = (255, 214, 96) if lit else _scale(_PAPER, 0.62)
    pygame.draw.rect(big, edge, rect, max(SS, (3 if lit else 1) * SS), border_radius=radius)
    spots = card_spots(w, h)
    cx, cy, _ = spots[0]
    # the wheel's section: the ring's arc through the three ring spaces, and the spokes
    arc_r = math.dist((cx, cy), spots[2][:2]) * SS
    arc_rect = pygame.Rect(0, 0, round(2 * arc_r), round(2 * arc_r))
    arc_rect.center = (round(cx * SS), round(cy * SS))
    faint = _scale(paper, 0.62 if contrast else 0.82)
    pygame.draw.arc(big, faint, arc_rect, math.radians(30), math.radians(150), max(SS, 2 * SS))
    for x, y, _ in spots[1:]:
        pygame.draw.line(big, faint, (cx * SS, cy * SS), (x * SS, y * SS), max(SS, SS))
    # a small arrow along the arc: clockwise, left to right
    tip = (spots[3][0] * SS + 0.10 * w * SS, spots[3][1] * SS + 0.06 * h * SS)
    pygame.draw.polygon(
        big,
        faint,
        [
            tip,
            (tip[0] - 0.07 * w * SS, tip[1] - 0.01 * h * SS),
            (tip[0] - 0.02 * w * SS, tip[1] - 0.07 * h * SS),
        ],
    )
    for (x, y, r), colour in zip(spots, card.colours, strict=True):
        fill = style.look(colour).fill
        at = (round(x * SS), round(y * SS))
        pygame.draw.circle(big, _BLACK if contrast else _scale(fill, 0.55), at, round(r * SS) + SS)
        pygame.draw.circle(big, fill, at, round(r * SS))
        if not contrast:  # a glazed sheen; in high contrast it would blur the symbol
            pygame.draw.circle(
                big,
                _mix(fill, (255, 255, 255), 0.35),
                (at[0] - round(r * SS * 0.3), at[1] - round(r * SS * 0.3)),
                round(r * SS * 0.35),
            )
        draw_marks(big, colour, style, at, r * SS * 0.9, r * SS * 0.9, SS)
    return _down(big, (w, h))


def card_back(w: int, h: int, *, style: StoneStyle | None = None) -> pygame.Surface:
    """A card's back: what the others see of a hand."""
    style = style or current_style()
    contrast = style.theme is ThemeId.CONTRAST
    cap = style.theme is ThemeId.MUSHROOMS
    back = _BLACK if contrast else _TOADSTOOL if cap else _BACK
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    rect = big.get_rect()
    radius = max(2, w * SS // 9)
    pygame.draw.rect(big, back, rect, border_radius=radius)
    if cap:  # the cap's white spots, in the corners round the middle
        for fx, fy, fr in (
            (0.2, 0.16, 0.07),
            (0.8, 0.2, 0.05),
            (0.22, 0.84, 0.05),
            (0.78, 0.82, 0.07),
        ):
            at = (round(rect.w * fx), round(rect.h * fy))
            pygame.draw.circle(big, (250, 244, 232), at, round(min(rect.w, rect.h) * fr))
    line = _WHITE if contrast else _mix(back, _WHITE, 0.4) if cap else _scale(_BACK, 1.6)
    pygame.draw.rect(big, line, rect, max(SS, SS), border_radius=radius)
    inner = rect.inflate(-rect.w // 5, -rect.h // 5)
    if not cap:
        line = _WHITE if contrast else _scale(_BACK, 1.25)
        pygame.draw.rect(big, line, inner, max(SS, SS), border_radius=radius // 2)
    cx, cy = rect.center
    r = min(w, h) * SS * 0.11
    for index, colour in enumerate(Colour):
        a = math.radians(45 + 90 * index)
        at = (round(cx + r * 1.3 * math.cos(a)), round(cy + r * 1.3 * math.sin(a)))
        pygame.draw.circle(big, style.look(colour).fill, at, round(r * 0.8))
    return _down(big, (w, h))


def empty_slot(size: int, *, lit: bool = False) -> pygame.Surface:
    """A turn's stone slot still to fill: a dashed ring, in the palette in use (lit:
    the next one to fill, in its accent)."""
    big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
    centre = (size * SS // 2, size * SS // 2)
    palette = colours()
    colour = palette.accent if lit else palette.text_dim
    r = size * SS // 2 - 2 * SS
    for k in range(12):
        a0 = math.radians(k * 30)
        a1 = math.radians(k * 30 + 18)
        rect = pygame.Rect(0, 0, 2 * r, 2 * r)
        rect.center = centre
        pygame.draw.arc(big, colour, rect, a0, a1, 2 * SS)
    return _down(big, (size, size))
