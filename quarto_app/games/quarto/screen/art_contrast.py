"""High-contrast pieces and board: light and dark by luminance, thick outlines.

A light piece is white with a thick black outline, a dark piece black with a
thick white outline, so either shows on any ground and reads the same in
greyscale and to colour-blind eyes (no attribute is told by hue). The top
face is edged in the outline's colour, so a round top (an ellipse) and a
square one (a rhombus) read at a glance, and the tall pieces stand twice as
high as the short ones. A hollow piece has a black hole, ringed in white on a
dark piece. The board is a plain mid grey, its squares dark discs edged in black,
so an empty square shows too.

Same geometry as the wood pieces (art_base): same sizes, same base line.
"""

from __future__ import annotations

import math

import pygame

from .art_base import (
    CORNER,
    SQUARE_TURN,
    TILT,
    Colour,
    Shape,
    contact_shadow,
    ellipse_rect,
    geometry,
    mix,
    silhouette,
    square_centres,
    square_radius,
)

WHITE: Colour = (255, 255, 255)
BLACK: Colour = (0, 0, 0)
# A side's colour from full shade to full light, for each of the two values.
_LIGHT_SIDE: tuple[Colour, Colour] = ((176, 176, 176), (255, 255, 255))
_DARK_SIDE: tuple[Colour, Colour] = (BLACK, (58, 58, 58))
_LIGHT_TOP: Colour = WHITE
_DARK_TOP: Colour = (84, 84, 84)  # lighter than the sides, so its shape shows, still dark
_LIGHT_AT = (-0.62, 0.78)  # the light, from the upper left and the front, as in the wood

BOARD: Colour = (132, 132, 132)
"""The board's grey: about 100 levels from both the white and the black pieces."""
_SQUARE: Colour = (74, 74, 74)


def _lambert(nx: float, nz: float) -> float:
    return max(0.0, min(1.0, 0.15 + nx * _LIGHT_AT[0] + nz * _LIGHT_AT[1]))


def _sides(surf: pygame.Surface, shape: Shape, dark: bool, ink: Colour, edge: int) -> None:
    """The visible sides, flat shaded (no grain: nothing to blur the edges)."""
    shade, lit = _DARK_SIDE if dark else _LIGHT_SIDE
    if not shape.square:
        for x in range(math.floor(shape.cx - shape.r), math.ceil(shape.cx + shape.r) + 1):
            u = (x + 0.5 - shape.cx) / shape.r
            if abs(u) >= 1:
                continue
            nz = math.sqrt(1 - u * u)
            colour = mix(shade, lit, _lambert(u, nz))
            bottom = shape.base_y + shape.ry * nz
            pygame.draw.line(surf, colour, (x, round(shape.top_y)), (x, round(bottom)))
        return
    top = shape.corners(shape.top_y)
    for k in range(4):
        a, b = top[k], top[(k + 1) % 4]
        mid = SQUARE_TURN + (k + 0.5) * math.pi / 2
        nx, nz = math.cos(mid), math.sin(mid)
        if nz <= 0:  # this face looks away
            continue
        drop = shape.base_y - shape.top_y
        face = [a, b, (b[0], b[1] + drop), (a[0], a[1] + drop)]
        pygame.draw.polygon(surf, mix(shade, lit, _lambert(nx, nz)), face)
    # the front edge, where the two faces meet, drawn in ink: the corner reads
    front = max(top, key=lambda p: p[1])
    pygame.draw.line(
        surf, ink, front, (front[0], front[1] + shape.base_y - shape.top_y), max(1, edge // 2)
    )


def _top(surf: pygame.Surface, shape: Shape, dark: bool, ink: Colour, edge: int) -> None:
    fill = _DARK_TOP if dark else _LIGHT_TOP
    if shape.square:
        corners = shape.corners(shape.top_y)
        pygame.draw.polygon(surf, fill, corners)
        pygame.draw.polygon(surf, ink, corners, edge)
    else:
        rect = ellipse_rect(shape.cx, shape.top_y, shape.r, shape.ry)
        pygame.draw.ellipse(surf, fill, rect)
        pygame.draw.ellipse(surf, ink, rect, edge)


def _hole(surf: pygame.Surface, shape: Shape, dark: bool, edge: int) -> None:
    hr = shape.r * (0.50 if shape.square else 0.54)
    rect = ellipse_rect(shape.cx, shape.top_y, hr, hr * TILT)
    if dark:  # a white ring: black on a dark top would not show
        pygame.draw.ellipse(surf, WHITE, rect.inflate(2 * edge, 2 * edge))
    pygame.draw.ellipse(surf, BLACK, rect)


def draw_piece(piece: int, width: int) -> pygame.Surface:
    """One high-contrast piece seen from the side, `width` px wide (art.piece_surface)."""
    ss = 4 if width < 72 else 3
    shape, height = geometry(piece, width, ss)
    big = pygame.Surface((width * ss, height * ss), pygame.SRCALPHA)
    dark = bool(piece & 1)
    ink = WHITE if dark else BLACK
    edge = max(ss, round(ss * width * 0.03))
    contact_shadow(
        big,
        shape.cx + 0.10 * shape.r,
        shape.base_y + 0.25 * shape.ry,
        shape.r * 1.05,
        shape.ry * 1.3,
        BLACK,
    )
    silhouette(big, shape, (*ink, 255), ss * max(1.2, width * 0.045))
    if dark:  # a black hairline outside the white one: the outline shows on white too
        ring = pygame.mask.from_surface(big, 250).outline()
        if len(ring) > 2:
            pygame.draw.lines(big, BLACK, True, ring, max(1, ss // 2))
    _sides(big, shape, dark, ink, edge)
    _top(big, shape, dark, ink, edge)
    if piece & 8:
        _hole(big, shape, dark, edge)
    return pygame.transform.smoothscale(big, (width, height))


def draw_board(size: int) -> pygame.Surface:
    """The high-contrast board: mid grey in a white edge, the squares dark discs."""
    ss = 2 if size <= 1000 else 1
    big_size = size * ss
    big = pygame.Surface((big_size, big_size), pygame.SRCALPHA)
    whole = pygame.Rect(0, 0, big_size, big_size)
    radius = round(big_size * CORNER)
    pygame.draw.rect(big, (*WHITE, 255), whole, 0, radius)
    edge = max(2, round(big_size * 0.012))
    pygame.draw.rect(big, (*BOARD, 255), whole.inflate(-2 * edge, -2 * edge), 0, radius - edge)
    r = square_radius(size) * ss
    ring = max(2, round(r * 0.05))
    for x, y in square_centres(size):
        # dark discs edged in black, not white: a white ring would read as one more
        # outline round a piece standing in it, seen from above
        centre = ((x + 0.5) * ss, (y + 0.5) * ss)
        pygame.draw.circle(big, BLACK, centre, r)
        pygame.draw.circle(big, _SQUARE, centre, r - ring)
    if ss == 1:
        return big
    return pygame.transform.smoothscale(big, (size, size))
