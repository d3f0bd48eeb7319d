"""The drawn art of the game: the sixteen pieces and the board, in every theme.

This module is the art's one entry (`piece_surface`, `board_texture`, where a
piece stands) and draws the wood theme itself; the other looks are beside it:
art_mushrooms (the kids' edition), art_contrast (high contrast), art_top (every
theme's pieces seen from straight above), art_labels (a badge of a piece's
attributes), all on the geometry of art_base.

Everything is drawn with ``pygame.draw`` on a supersampled surface and scaled
down with ``smoothscale``, which gives smooth anti-aliased edges without any
image files. Pieces are seen in a slight three-quarter view, from the front
and a little above: the top face is an ellipse (round pieces) or a rhombus
(square pieces), the sides are shaded as if lit from the upper left. The
board is seen from straight above.

Nothing is drawn at import time, and nothing drawn is kept here: each call
draws afresh, and the screens keep what they blit in the frame's one loader
(quarto_app.frame.assets, `drawn`), converted for the display. Only the
geometry shared by the sixteen pieces of one size is memoised below.

Surfaces are plain per-pixel-alpha surfaces; they do not need a display.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache

import pygame

from quarto_app.frame import preferences
from quarto_app.frame.theme import ThemeId, current_id, theme_id

from ..rules.pieces import Piece
from . import art_contrast, art_labels, art_mushrooms, art_top
from .art_base import (
    BASE_FROM_BOTTOM,
    HEIGHT_RATIO,
    Colour,
    contact_shadow,
    square_centres,
    square_radius,
)
from .art_base import CORNER as _CORNER
from .art_base import ROUND_R as _ROUND_R
from .art_base import SQUARE_TURN as _SQUARE_TURN
from .art_base import TILT as _TILT
from .art_base import Shape as _Shape
from .art_base import clip_to as _clip_to
from .art_base import ellipse_rect as _ellipse_rect
from .art_base import fill_convex_rows as _fill_convex_rows
from .art_base import fill_ellipse_rows as _fill_ellipse_rows
from .art_base import geometry as _geometry
from .art_base import mix as _mix
from .art_base import scale as _scale
from .art_base import silhouette as _outline

__all__ = [
    "BASE_FROM_BOTTOM",
    "BOARD_COLOUR",
    "HEIGHT_RATIO",
    "PieceStyle",
    "PieceView",
    "current_style",
    "board_texture",
    "fitting_piece_width",
    "piece_base",
    "piece_size",
    "piece_surface",
    "piece_top",
    "square_centres",
    "square_radius",
]

# --- piece geometry, in units of the piece width ---------------------------

_HOLE = 0.50  # radius of the hole, as a share of the top face radius...
_HOLE_SMALL = 0.58  # ...and at 40 px, where a bigger hole reads better

# --- colours ------------------------------------------------------------------

_LIGHT_WOOD: Colour = (228, 198, 150)  # pale maple / cream
_DARK_WOOD: Colour = (100, 60, 37)  # walnut
# What each wood turns to in shade: darkening cream by plain scaling looks grey
# and greenish, real wood in shadow goes a warmer, deeper brown.
_SHADE_OF: dict[Colour, Colour] = {_LIGHT_WOOD: (120, 78, 44), _DARK_WOOD: (34, 18, 10)}
_BOARD_WOOD: Colour = (176, 122, 68)  # a honey-toned board between the two
_HIGHLIGHT: Colour = (255, 206, 84)

BOARD_COLOUR: Colour = _BOARD_WOOD
"""The main colour of the board wood, for backgrounds that should match it."""

# Light comes from the upper left and a little from the front: (x, z) with z
# pointing at the viewer, used to shade the sides by their horizontal normal.
_LIGHT = (-0.62, 0.78)
_HALF = (-0.33, 0.94)  # halfway between the light and the eye, for the sheen


def _lit(albedo: Colour, nx: float, nz: float, grain: float = 1.0) -> Colour:
    """The colour of a vertical side whose outward normal is (nx, nz).

    Lambert shading plus a soft sheen, so round sides look turned and
    polished rather than flat.
    """
    diffuse = max(0.0, nx * _LIGHT[0] + nz * _LIGHT[1])
    sheen = max(0.0, nx * _HALF[0] + nz * _HALF[1]) ** 28
    k = 0.08 + 1.0 * diffuse  # 0.08 in full shade, about 1.08 facing the light
    shade = _SHADE_OF.get(albedo, _scale(albedo, 0.4))
    base = _mix(shade, albedo, min(k, 1.0))
    if k > 1.0:
        base = _scale(base, k)
    return _mix(_scale(base, grain), (255, 250, 238), 0.30 * sheen)


def _grain_fn(seed: int) -> Callable[[float], float]:
    """A deterministic stripe pattern for wood grain: f(t) around 1.0."""
    rng = random.Random(seed)
    waves = [(rng.uniform(9, 17), rng.uniform(0, 6.3), 0.030), (rng.uniform(25, 41), 0, 0.018)]
    lines = [rng.uniform(0.0, 1.0) for _ in range(5)]

    def grain(t: float) -> float:
        value = 1.0 + sum(a * math.sin(f * t + p) for f, p, a in waves)
        for line in lines:
            if abs(t - line) < 0.006:  # a thin dark line of late wood
                value -= 0.07
        return value

    return grain


def _shadow(surf: pygame.Surface, shape: _Shape) -> None:
    """A soft contact shadow under the piece, cast to the lower right."""
    cx = shape.cx + 0.10 * shape.r
    cy = shape.base_y + 0.25 * shape.ry
    contact_shadow(surf, cx, cy, shape.r * 1.02, shape.ry * 1.25, (30, 18, 10))


# One column of a body side: x, its top below the top centre line, its bottom
# below the base line, and its colour.
_Column = tuple[int, float, float, Colour]


def _rim_light(colour: Colour, t: float) -> Colour:
    """Brighten the far right edge a little, as if a second light caught it.

    Without it a dark piece melts into a dark background on its shaded side.
    """
    return _mix(colour, (236, 205, 170), 0.22 * t) if t > 0 else colour


def _round_columns(shape: _Shape, albedo: Colour, grain: Callable[[float], float]) -> list[_Column]:
    """The side of a cylinder, one column at a time with its own shading."""
    columns = []
    x0 = math.floor(shape.cx - shape.r)
    x1 = math.ceil(shape.cx + shape.r)
    for x in range(x0, x1 + 1):
        u = (x + 0.5 - shape.cx) / shape.r
        if abs(u) >= 1:
            continue
        nz = math.sqrt(1 - u * u)
        theta = math.asin(u)  # grain follows the surface, tighter at the edges
        colour = _lit(albedo, u, nz, grain(0.5 + theta / math.pi))
        colour = _rim_light(colour, (u - 0.90) / 0.10)
        columns.append((x, 0.0, shape.ry * nz, colour))
    return columns


def _square_columns(
    shape: _Shape, albedo: Colour, grain: Callable[[float], float]
) -> list[_Column]:
    """The two visible side faces of a square prism, one column at a time."""
    columns = []
    top = shape.corners(shape.top_y)
    right_x = max(p[0] for p in top)
    for k in range(4):
        a, b = top[k], top[(k + 1) % 4]
        mid = _SQUARE_TURN + (k + 0.5) * math.pi / 2
        nx, nz = math.cos(mid), math.sin(mid)
        if nz <= 0:  # this face looks away from us
            continue
        left, right = (a, b) if a[0] < b[0] else (b, a)
        colour = _lit(albedo, nx, nz)
        span = right[0] - left[0]
        for x in range(math.floor(left[0]), math.ceil(right[0]) + 1):
            t = (x + 0.5 - left[0]) / span
            if not 0 <= t <= 1:
                continue
            dy = left[1] + t * (right[1] - left[1]) - shape.top_y
            # a slight darkening toward the edges of each face reads as a
            # gently rounded arris instead of a flat cardboard box
            edge = 1.0 - 0.10 * max(0.0, abs(t - 0.5) * 2 - 0.75) / 0.25
            c = _scale(colour, grain(t * 0.5 + k * 0.25) * edge)
            c = _rim_light(c, 1 - (right_x - x) / (shape.r * 0.08))
            columns.append((x, dy, dy, c))
    return columns


@lru_cache(maxsize=64)
def _body_columns(kind: int, width: int, ss: int) -> tuple[_Column, ...]:
    """The shaded columns of a body, shared by its tall/short, solid/hollow variants."""
    shape, _ = _geometry(kind, width, ss)
    albedo = _DARK_WOOD if kind & 1 else _LIGHT_WOOD
    grain = _grain_fn(1000 + kind)
    if shape.square:
        return tuple(_square_columns(shape, albedo, grain))
    return tuple(_round_columns(shape, albedo, grain))


def _body(surf: pygame.Surface, shape: _Shape, piece: Piece, width: int, ss: int) -> None:
    """Draw the sides of a piece, then the lit front edge of a square one."""
    top_y, base_y = shape.top_y, shape.base_y
    for x, dy_top, dy_bottom, colour in _body_columns(piece & 3, width, ss):
        pygame.draw.line(surf, colour, (x, round(top_y + dy_top)), (x, round(base_y + dy_bottom)))
    if shape.square:
        # The front vertical edge, where the two visible faces meet, catches light.
        albedo = _DARK_WOOD if piece & 1 else _LIGHT_WOOD
        front = max(shape.corners(top_y), key=lambda p: p[1])
        pygame.draw.line(
            surf,
            _mix(_lit(albedo, -0.3, 0.95), (255, 250, 240), 0.25),
            (round(front[0]), round(front[1])),
            (round(front[0]), round(front[1] + base_y - top_y)),
            max(1, round(shape.r * 0.035)),
        )


@lru_cache(maxsize=64)
def _gradient_band(kind: int, width: int, ss: int) -> tuple[pygame.Surface, tuple[int, int]]:
    """The multiply band of _body_gradient for one piece geometry, and where it goes."""
    shape, _ = _geometry(kind, width, ss)
    x0 = math.floor(shape.cx - shape.r) - 2
    x1 = math.ceil(shape.cx + shape.r) + 2
    y0 = math.floor(shape.top_y)
    y1 = math.ceil(shape.base_y + shape.ry) + 2
    height = shape.base_y - shape.top_y
    foot = shape.base_y - shape.ry * 1.2
    strip = pygame.Surface((1, y1 - y0))
    for i in range(y1 - y0):
        y = y0 + i
        k = 1.0 - 0.10 * min(1.0, max(0.0, (y - shape.top_y) / height))
        if y > foot:
            k -= 0.24 * min(1.0, (y - foot) / (shape.ry * 2.2)) ** 1.5
        v = round(255 * k)
        strip.set_at((0, i), (v, v, v))
    return pygame.transform.scale(strip, (x1 - x0, y1 - y0)), (x0, y0)


def _body_gradient(surf: pygame.Surface, piece: Piece, width: int, ss: int) -> None:
    """Darken the sides gently toward the ground, where less light reaches.

    One multiply-blit of a stretched one-pixel strip: far cheaper than
    shading every column in several bands.
    """
    band, at = _gradient_band(piece & 6, width, ss)
    surf.blit(band, at, special_flags=pygame.BLEND_RGB_MULT)


def _top_colour(albedo: Colour) -> Colour:
    """The top face colour: lit from above, so brighter than any side.

    Walnut gets a stronger lift so a dark hole still stands out on it.
    """
    if albedo == _DARK_WOOD:
        return _scale(albedo, 1.30)
    return _mix(_scale(albedo, 1.12), (255, 248, 232), 0.15)


def _top_face(surf: pygame.Surface, shape: _Shape, albedo: Colour) -> None:
    """The top face, a little brighter than the sides, with a lit front rim."""
    top = _top_colour(albedo)
    back, front = _scale(top, 1.03), _scale(top, 0.95)
    rim = _mix(top, (255, 252, 244), 0.35)
    rim_w = max(2, round(shape.r * 0.045))
    if shape.square:
        corners = shape.corners(shape.top_y)
        _fill_convex_rows(surf, corners, lambda v: _mix(back, front, v))
        # lit rims along the two front edges
        front_corner = max(range(4), key=lambda k: corners[k][1])
        for nb in (front_corner - 1, front_corner + 1):
            pygame.draw.line(surf, rim, corners[front_corner], corners[nb % 4], rim_w)
    else:
        _fill_ellipse_rows(
            surf, shape.cx, shape.top_y, shape.r, shape.ry, lambda v: _mix(back, front, (v + 1) / 2)
        )
        rect = _ellipse_rect(shape.cx, shape.top_y, shape.r, shape.ry)
        pygame.draw.arc(surf, rim, rect, math.pi * 1.02, math.pi * 1.98, rim_w)


def _hole(surf: pygame.Surface, shape: _Shape, albedo: Colour, width: int) -> None:
    """A round hole in the top face: its lit back wall and a deep dark floor."""
    share = _HOLE_SMALL + (_HOLE - _HOLE_SMALL) * min(1.0, max(0.0, (width - 40) / 50))
    hr = shape.r * share * (0.92 if shape.square else 1.0)
    hry = hr * _TILT
    cx, cy = shape.cx, shape.top_y
    depth = hry * 1.05
    wall_top, wall_low = _scale(albedo, 0.62), _scale(albedo, 0.30)
    floor = _mix(_scale(albedo, 0.16), (12, 7, 4), 0.55)
    for y in range(math.floor(cy - hry), math.ceil(cy + hry) + 1):
        v = (y + 0.5 - cy) / hry
        if abs(v) >= 1:
            continue
        half = hr * math.sqrt(1 - v * v)
        # the back wall shows above the floor, which is the rim ellipse moved down
        fv = (y + 0.5 - cy - depth) / hry
        wall_t = min(1.0, max(0.0, (y - (cy - hry)) / (depth + 1e-6)))
        pygame.draw.line(
            surf, _mix(wall_top, wall_low, wall_t), (round(cx - half), y), (round(cx + half) - 1, y)
        )
        if abs(fv) < 1:
            fhalf = min(half, hr * math.sqrt(1 - fv * fv))
            pygame.draw.line(surf, floor, (round(cx - fhalf), y), (round(cx + fhalf) - 1, y))
    # The front lip is a rounded edge facing the light; the back lip is dark.
    rect = _ellipse_rect(cx, cy, hr, hry)
    lip = max(2, round(shape.r * 0.04))
    pygame.draw.arc(
        surf,
        _mix(_scale(albedo, 1.2), (255, 250, 240), 0.3),
        rect,
        math.pi * 1.05,
        math.pi * 1.95,
        lip,
    )
    pygame.draw.arc(
        surf, _scale(albedo, 0.35), rect, math.pi * 0.08, math.pi * 0.92, max(1, lip // 2)
    )


def _draw_piece(piece: Piece, width: int) -> pygame.Surface:
    """Draw one piece (no glow) at `width` px."""
    ss = 4 if width < 72 else 3
    shape, height = _geometry(piece, width, ss)
    big = pygame.Surface((width * ss, height * ss), pygame.SRCALPHA)
    dark = bool(piece & 1)
    albedo = _DARK_WOOD if dark else _LIGHT_WOOD
    _shadow(big, shape)
    outline = (24, 14, 8, 235) if dark else (74, 50, 30, 215)
    _outline(big, shape, outline, ss * max(0.8, width / 110))
    _body(big, shape, piece, width, ss)
    _body_gradient(big, piece, width, ss)
    _top_face(big, shape, albedo)
    if piece & 8:
        _hole(big, shape, albedo, width)
    return pygame.transform.smoothscale(big, (width, height))


def _add_glow(base: pygame.Surface, width: int) -> pygame.Surface:
    """The piece with a warm golden outline and soft glow around it."""
    mask = pygame.mask.from_surface(base, 140)
    gold = mask.to_surface(setcolor=(*_HIGHLIGHT, 255), unsetcolor=(*_HIGHLIGHT, 0))
    out = pygame.Surface(base.get_size(), pygame.SRCALPHA)
    # two box blurs look like a gaussian one and cost a tenth of it
    radius = max(1, round(width * 0.03))
    blur = pygame.transform.box_blur(pygame.transform.box_blur(gold, radius), radius)
    for _ in range(3):  # stack the blur to make the glow strong near the edge
        out.blit(blur, (0, 0))
    ring = max(1.5, width / 45)
    for k in range(8):
        a = k * math.pi / 4
        out.blit(gold, (round(ring * math.cos(a)), round(ring * math.sin(a))))
    out.blit(base, (0, 0))
    return out


class PieceView(Enum):
    """How the pieces are seen."""

    SIDE = "side"  # from the front and a little above: the first look, every attribute in 3D
    TOP = "top"  # from straight above: nothing hides the square behind (art_top)


def _theme(theme: ThemeId | str | None) -> ThemeId:
    return current_id() if theme is None else theme_id(theme)


def piece_surface(
    piece: int,
    width: int,
    *,
    highlight: bool = False,
    theme: ThemeId | str | None = None,
    view: PieceView = PieceView.SIDE,
    labelled: bool = False,
) -> pygame.Surface:
    """The drawn piece, `width` px wide, in `theme` (None: the theme in use).

    Seen from the side (`view` SIDE) it is ``round(1.35 * width)`` px tall; tall
    pieces fill the height, short ones stand on the same base line, and the base
    centre is at ``(width / 2, height - 0.18 * width)``, in every theme. Seen from
    above (TOP) it is a ``width`` px square centred on the piece. `piece_size` and
    `piece_base` say both.

    Per-pixel alpha. ``highlight`` adds a golden glow for hover and selection;
    ``labelled`` a small badge of its four attributes (art_labels). Drawn afresh
    on every call (a few milliseconds): keep it (quarto_app.frame.assets) to blit
    it, under a key that holds every argument.
    """
    if not 0 <= piece <= 15:
        raise ValueError(f"piece must be 0-15, not {piece}")
    if width < 8:
        raise ValueError(f"width must be at least 8 px, not {width}")
    width = int(width)
    look = _theme(theme)
    if view is PieceView.TOP:
        drawn = art_top.draw_piece(piece, width, look)
    elif look is ThemeId.MUSHROOMS:
        drawn = art_mushrooms.draw_piece(piece, width)
    elif look is ThemeId.CONTRAST:
        drawn = art_contrast.draw_piece(piece, width)
    else:
        drawn = _draw_piece(piece, width)
    if labelled:
        art_labels.add_badge(drawn, piece, width, look, top=view is PieceView.TOP)
    return _add_glow(drawn, width) if highlight else drawn


@dataclass(frozen=True)
class PieceStyle:
    """How the player wants the pieces drawn now: the theme, the view, the labels.

    Hashable, so it can go in the loader's key with the piece and its width:

        style = art.current_style()
        image = assets().drawn(("quarto.piece", piece, width, lit, style),
                               lambda: style.piece(piece, width, highlight=lit))
        x, y = style.base(width)   # the point of the surface that goes on the square
    """

    theme: ThemeId
    view: PieceView
    labelled: bool

    def piece(self, piece: int, width: int, *, highlight: bool = False) -> pygame.Surface:
        return piece_surface(
            piece,
            width,
            highlight=highlight,
            theme=self.theme,
            view=self.view,
            labelled=self.labelled,
        )

    def size(self, width: int) -> tuple[int, int]:
        return piece_size(width, view=self.view)

    def base(self, width: int) -> tuple[float, float]:
        return piece_base(width, view=self.view)


def current_style() -> PieceStyle:
    """The style the settings ask for (frame.preferences) in the theme in use."""
    chosen = preferences.current()
    view = PieceView.TOP if chosen.top_down else PieceView.SIDE
    return PieceStyle(current_id(), view, chosen.piece_labels)


def piece_size(width: int, *, view: PieceView = PieceView.SIDE) -> tuple[int, int]:
    """The size of `piece_surface(..., width, view=view)`."""
    return (width, width) if view is PieceView.TOP else (width, round(HEIGHT_RATIO * width))


def piece_base(width: int, *, view: PieceView = PieceView.SIDE) -> tuple[float, float]:
    """Where the piece stands in its surface of that width: the point to put on the
    square's centre. Seen from the side, the base centre; from above, the middle."""
    if view is PieceView.TOP:
        return width / 2, width / 2
    return width / 2, round(HEIGHT_RATIO * width) - BASE_FROM_BOTTOM * width


def piece_top(piece: int, width: int, *, theme: ThemeId | str | None = None) -> tuple[float, float]:
    """Where the top of a piece seen from the side sits in its surface: the centre of
    its top face (the top of the cap, for a mushroom).

    Handy for anything drawn on or above a piece (a marker, a label).
    """
    if _theme(theme) is ThemeId.MUSHROOMS:
        return art_mushrooms.cap_top(piece, width)
    shape, _ = _geometry(piece, width, 1)
    return shape.cx, shape.top_y


# --- the board ------------------------------------------------------------------


def fitting_piece_width(size: int) -> int:
    """A piece width whose round base nearly fills a round square of this board.

    The base of a round piece then covers about 90% of the square's width,
    as the real pieces do; square pieces reach a little wider at the corners.
    """
    return max(8, round(0.9 * square_radius(size) / _ROUND_R))


def _recess(r: int, wood: Colour, ss: int) -> pygame.Surface:
    """One round square: a shallow round recess cut into the board, r px.

    Drawn `ss` times bigger and scaled down, so its rims stay smooth on a
    board drawn without supersampling.
    """
    final = 2 * r + 2
    r *= ss
    size = 2 * r + 2
    c = size / 2
    out = pygame.Surface((size, size), pygame.SRCALPHA)
    # a chamfer ring: in shade on the upper left, lit on the lower right
    bevel = max(2, round(r * 0.07))
    pygame.draw.circle(out, _scale(wood, 0.50), (c, c), r)
    lit = _mix(wood, (255, 240, 214), 0.36)
    pygame.draw.circle(out, lit, (c + bevel * 0.9, c + bevel * 0.9), r)
    inner = pygame.Surface((size, size), pygame.SRCALPHA)
    ri = r - bevel
    floor = _scale(wood, 0.82)
    deep = _scale(wood, 0.46)
    inner.fill((*deep, 255))
    # the rim casts a soft shadow on the floor from the upper left
    shade = r * 0.24
    steps = 7
    for i in range(steps):
        t = (i + 1) / steps
        pygame.draw.circle(inner, _mix(deep, floor, t**0.8), (c + shade * t, c + shade * t), ri)
    cut = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(cut, (255, 255, 255, 255), (c, c), ri)
    _clip_to(inner, cut)
    out.blit(inner, (0, 0))
    whole = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(whole, (255, 255, 255, 255), (c, c), r)
    _clip_to(out, whole)
    return out if ss == 1 else pygame.transform.smoothscale(out, (final, final))


def _draw_board(size: int) -> pygame.Surface:
    ss = 2 if size <= 1000 else 1  # past that, plain pixels are fine enough
    big_size = size * ss
    big = pygame.Surface((big_size, big_size), pygame.SRCALPHA)
    rng = random.Random(7)
    wood = _BOARD_WOOD
    # broad bands of tone running across the board, like a planed plank
    phases = [rng.uniform(0, 6.3) for _ in range(3)]
    for y in range(big_size):
        t = y / big_size
        k = 1.0 + 0.035 * math.sin(11 * t + phases[0]) + 0.02 * math.sin(29 * t + phases[1])
        k += 0.012 * math.sin(73 * t + phases[2])
        pygame.draw.line(big, _scale(wood, k), (0, y), (big_size - 1, y))
    # fine grain lines
    grain = pygame.Surface((big_size, big_size), pygame.SRCALPHA)
    n_lines = max(20, size // 4)
    for _ in range(n_lines):
        y0 = rng.uniform(-0.05, 1.05) * big_size
        amp = rng.uniform(0.002, 0.012) * big_size
        freq = rng.uniform(1.0, 3.0)
        ph = rng.uniform(0, 6.3)
        dark = rng.random() < 0.7
        colour = (70, 40, 18, rng.randint(18, 46)) if dark else (255, 230, 180, rng.randint(14, 30))
        pts = [
            (x, y0 + amp * math.sin(freq * 6.283 * x / big_size + ph))
            for x in range(-8, big_size + 9, max(4, big_size // 48))
        ]
        pygame.draw.lines(grain, colour, False, pts, max(1, round(ss * rng.uniform(0.5, 1.6))))
    big.blit(grain, (0, 0))
    # an engraved groove framing the grid
    inset = round(big_size * 0.032)
    groove = pygame.Rect(inset, inset, big_size - 2 * inset, big_size - 2 * inset)
    gw = max(1, round(big_size * 0.003))
    corner = round(big_size * (_CORNER - 0.028))
    light_groove = groove.move(gw, gw)
    pygame.draw.rect(big, _mix(wood, (255, 240, 210), 0.35), light_groove, gw, corner)
    pygame.draw.rect(big, _scale(wood, 0.55), groove, gw, corner)
    # the sixteen round squares
    r = square_radius(size) * ss
    hole = _recess(r, wood, 1 if ss > 1 else 2)
    for x, y in square_centres(size):
        big.blit(
            hole, ((x + 0.5) * ss - hole.get_width() / 2, (y + 0.5) * ss - hole.get_height() / 2)
        )
    # a bevelled edge: lit along the top and left, shaded along the bottom and right
    radius = round(big_size * _CORNER)
    edge = max(2, round(big_size * 0.008))
    rim = pygame.Surface((big_size, big_size), pygame.SRCALPHA)
    whole = pygame.Rect(0, 0, big_size, big_size)
    pygame.draw.rect(rim, (50, 28, 12, 150), whole, edge, radius)
    pygame.draw.rect(
        rim,
        (255, 238, 205, 95),
        whole.move(edge // 2, edge // 2).inflate(-edge, -edge),
        edge // 2 + 1,
        radius,
    )
    pygame.draw.rect(
        rim,
        (60, 34, 14, 80),
        whole.move(-edge // 2, -edge // 2).inflate(-edge, -edge),
        edge // 2 + 1,
        radius,
    )
    big.blit(rim, (0, 0))
    cut = pygame.Surface((big_size, big_size), pygame.SRCALPHA)
    pygame.draw.rect(cut, (255, 255, 255, 255), whole, 0, radius)
    _clip_to(big, cut)
    if ss == 1:
        return big
    return pygame.transform.smoothscale(big, (size, size))


def board_texture(size: int, *, theme: ThemeId | str | None = None) -> pygame.Surface:
    """The Quarto board in `theme` (None: the theme in use), a `size` px square with
    rounded corners: wood, a meadow for the mushrooms, plain greys in high contrast.

    Sixteen round squares sit in a 4x4 grid (see square_centres and
    square_radius), the same in every theme; the corners outside the rounded
    edge are transparent. Drawn afresh on every call: keep it
    (quarto_app.frame.assets) to blit it.
    """
    if size < 32:
        raise ValueError(f"size must be at least 32 px, not {size}")
    look = _theme(theme)
    if look is ThemeId.MUSHROOMS:
        return art_mushrooms.draw_board(int(size))
    if look is ThemeId.CONTRAST:
        return art_contrast.draw_board(int(size))
    return _draw_board(int(size))
