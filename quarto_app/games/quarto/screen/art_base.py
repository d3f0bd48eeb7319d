"""What the drawn art of every theme shares: the pieces' and the board's geometry, and
the few drawing helpers (colour blends, rows filled under an ellipse or a polygon).

The contract every theme's side view keeps (quarto_app.games.quarto.screen.art):
a piece is drawn on a surface ``width`` px wide and ``round(HEIGHT_RATIO * width)``
tall, standing with its base centre ``BASE_FROM_BOTTOM * width`` above the bottom;
tall pieces fill the height, short ones stand on the same base line. The board's
sixteen round squares are where `square_centres` and `square_radius` say.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

Colour = tuple[int, int, int]
Point = tuple[float, float]

# --- piece geometry, in units of the piece width ---------------------------

HEIGHT_RATIO = 1.35
"""A piece surface is ``round(HEIGHT_RATIO * width)`` px tall."""
BASE_FROM_BOTTOM = 0.18
"""The base centre of a piece is this many widths above the surface bottom."""

TILT = 0.34  # vertical squash of the top face: a gentle three-quarter view
ROUND_R = 0.37  # radius of a round piece
SQUARE_R = 0.41  # centre-to-corner of a square piece (its top is a rhombus)
SQUARE_TURN = math.radians(12)  # turned a little so the two side faces differ
TOP_MARGIN = 0.05  # room above a tall piece for the highlight glow
SHORT_BODY = 0.47  # body height of a short piece, as a share of a tall one's


def mix(a: Colour, b: Colour, t: float) -> Colour:
    """Blend two colours: t=0 gives a, t=1 gives b."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def scale(c: Colour, k: float) -> Colour:
    """Darken (k < 1) or brighten (k > 1) a colour, clamped to 0-255."""
    return (min(255, round(c[0] * k)), min(255, round(c[1] * k)), min(255, round(c[2] * k)))


@dataclass(frozen=True)
class Shape:
    """Where a piece is drawn, in supersampled pixels."""

    cx: float  # centre x
    top_y: float  # centre of the top face
    base_y: float  # centre of the bottom face (the base centre)
    r: float  # radius (round) or centre-to-corner (square)
    ry: float  # vertical radius of the top face ellipse
    square: bool

    def corners(self, y: float) -> list[Point]:
        """The four corners of a square piece at height y, in angle order."""
        return [
            (
                self.cx + self.r * math.cos(SQUARE_TURN + k * math.pi / 2),
                y + self.r * TILT * math.sin(SQUARE_TURN + k * math.pi / 2),
            )
            for k in range(4)
        ]

    def silhouette(self) -> list[Point]:
        """The outline polygon of a square piece: the hull of top and bottom."""
        return convex_hull(self.corners(self.top_y) + self.corners(self.base_y))


def convex_hull(points: Sequence[Point]) -> list[Point]:
    """Monotone-chain convex hull, counter-clockwise."""
    pts = sorted(set(points))

    def cross(o: Point, a: Point, b: Point) -> float:
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower: list[Point] = []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    upper: list[Point] = []
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


def ellipse_rect(cx: float, cy: float, rx: float, ry: float) -> pygame.Rect:
    return pygame.Rect(round(cx - rx), round(cy - ry), round(2 * rx), round(2 * ry))


def fill_ellipse_rows(
    surf: pygame.Surface,
    cx: float,
    cy: float,
    rx: float,
    ry: float,
    colour_at: Callable[[float], Colour],
) -> None:
    """Fill an ellipse row by row; colour_at(v) gets v in -1 (back) .. 1 (front)."""
    for y in range(math.floor(cy - ry), math.ceil(cy + ry) + 1):
        v = (y + 0.5 - cy) / ry
        if abs(v) >= 1:
            continue
        half = rx * math.sqrt(1 - v * v)
        pygame.draw.line(surf, colour_at(v), (round(cx - half), y), (round(cx + half) - 1, y))


def fill_convex_rows(
    surf: pygame.Surface, pts: Sequence[Point], colour_at: Callable[[float], Colour]
) -> None:
    """Fill a convex polygon row by row; colour_at(v) gets v in 0 (top) .. 1 (bottom)."""
    top = min(p[1] for p in pts)
    bottom = max(p[1] for p in pts)
    n = len(pts)
    for y in range(math.floor(top), math.ceil(bottom) + 1):
        yc = y + 0.5
        xs = []
        for i in range(n):
            (ax, ay), (bx, by) = pts[i], pts[(i + 1) % n]
            if (ay <= yc < by) or (by <= yc < ay):
                xs.append(ax + (yc - ay) * (bx - ax) / (by - ay))
        if len(xs) >= 2:
            v = (yc - top) / (bottom - top)
            pygame.draw.line(surf, colour_at(v), (round(min(xs)), y), (round(max(xs)) - 1, y))


def silhouette(
    surf: pygame.Surface, shape: Shape, colour: tuple[int, int, int, int], g: float
) -> None:
    """Draw a side-view piece's silhouette grown by g px: an outline, once the body is drawn
    over it."""
    if shape.square:
        hull = shape.silhouette()
        for k in range(12):
            a = k * math.pi / 6
            dx, dy = g * math.cos(a), g * math.sin(a)
            pygame.draw.polygon(surf, colour, [(x + dx, y + dy) for x, y in hull])
    else:
        rx, ry = shape.r + g, shape.ry + g
        pygame.draw.ellipse(surf, colour, ellipse_rect(shape.cx, shape.top_y, rx, ry))
        pygame.draw.ellipse(surf, colour, ellipse_rect(shape.cx, shape.base_y, rx, ry))
        pygame.draw.rect(
            surf,
            colour,
            pygame.Rect(
                round(shape.cx - rx),
                round(shape.top_y),
                round(2 * rx),
                round(shape.base_y - shape.top_y),
            ),
        )


def geometry(piece: int, width: int, ss: int) -> tuple[Shape, int]:
    """The shape of a piece in supersampled pixels, and the surface height."""
    height = round(HEIGHT_RATIO * width)
    square = bool(piece & 2)
    r = (SQUARE_R if square else ROUND_R) * width
    ry = r * TILT
    base_y = height - BASE_FROM_BOTTOM * width
    # the tall pieces fill the height, measured on the round pieces' top face
    tall_top = TOP_MARGIN * width + ROUND_R * width * TILT
    tall_body = base_y - tall_top
    body = tall_body if piece & 4 else tall_body * SHORT_BODY
    shape = Shape(
        cx=width / 2 * ss,
        top_y=(base_y - body) * ss,
        base_y=base_y * ss,
        r=r * ss,
        ry=ry * ss,
        square=square,
    )
    return shape, height


def contact_shadow(
    surf: pygame.Surface, cx: float, cy: float, rx: float, ry: float, colour: Colour
) -> None:
    """A soft shadow where a piece meets the ground: stacked ellipses, faint outside."""
    steps = 7
    for i in range(steps):
        t = i / (steps - 1)  # 0 = outermost, faintest
        grow = 1.0 + 0.32 * (1 - t)
        alpha = round(12 + 58 * t * t)
        pygame.draw.ellipse(surf, (*colour, alpha), ellipse_rect(cx, cy, rx * grow, ry * grow))


def luminance(colour: Colour) -> float:
    """How light a colour looks, 0-255 (Rec. 709 weights, as a greyscale copy shows it)."""
    return 0.2126 * colour[0] + 0.7152 * colour[1] + 0.0722 * colour[2]


# --- the board ------------------------------------------------------------------

BOARD_MARGIN = 0.075  # from the board edge to the grid, as a share of the size
SQUARE_FILL = 0.40  # radius of a round square, as a share of the grid pitch
CORNER = 0.07  # corner radius of the board


def grid_pitch(size: int) -> float:
    return size * (1 - 2 * BOARD_MARGIN) / 4


def square_centres(size: int) -> list[tuple[int, int]]:
    """The centres of the 16 round squares on ``board_texture(size)``, a4..d1.

    a4 is top left, d4 top right, d1 bottom right. The grid is symmetric
    about the middle of the board (to within a pixel for odd sizes).
    """
    pitch = grid_pitch(size)
    middle = size // 2
    offsets = [-round(1.5 * pitch), -round(0.5 * pitch), round(0.5 * pitch), round(1.5 * pitch)]
    return [(middle + offsets[col], middle + offsets[row]) for row in range(4) for col in range(4)]


def square_radius(size: int) -> int:
    """The radius in px of a round square on ``board_texture(size)``."""
    return max(2, round(grid_pitch(size) * SQUARE_FILL))


def clip_to(surf: pygame.Surface, mask_surf: pygame.Surface) -> None:
    """Make surf transparent wherever mask_surf (white shape on clear) is clear."""
    surf.blit(mask_surf, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
