"""Four token colours that stay apart in every theme, each with its own symbol.

Made for Quartino's stones (yellow, blue, green, pink: its `Colour` enum has
the same order, so `Hue(colour)` converts), and for anything else a game marks
with one of four colours, a seat for one. The frame knows no game: it knows
four hues, how each theme paints them, and how to draw a round token.

In high contrast the four differ in luminance as well as in hue (pale yellow,
light pink, mid green, deep blue), and each always carries its symbol (a
circle, a square, a triangle, a heart), so they part in greyscale and for
every kind of colour blindness. In the other themes the symbol is shown on
request, and a letter (the game's own, in the player's language) with the
attribute labels.

    from quarto_app.frame import tokens
    image = tokens.token_surface(tokens.Hue.GREEN, 48, letter="G")      # seen from above
    paint = tokens.look(tokens.Hue.GREEN)                                # a game's own drawing:
    tokens.draw_symbol(big, tokens.SYMBOLS[tokens.Hue.GREEN], centre, r, paint.ink, squash=0.42)
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import Enum, IntEnum

import pygame

from .assets import assets
from .theme import Colour, ThemeId, current_id, theme_id


class Hue(IntEnum):
    """The four token colours, in the order of Quartino's stones."""

    YELLOW = 0
    BLUE = 1
    GREEN = 2
    PINK = 3


class Symbol(Enum):
    """A shape drawn on a token, so its colour need not be seen to be known."""

    CIRCLE = "circle"
    SQUARE = "square"
    TRIANGLE = "triangle"
    HEART = "heart"


SYMBOLS: dict[Hue, Symbol] = {
    Hue.YELLOW: Symbol.CIRCLE,  # a sun
    Hue.BLUE: Symbol.SQUARE,
    Hue.GREEN: Symbol.TRIANGLE,  # a fir tree
    Hue.PINK: Symbol.HEART,
}


LETTER_FROM = 24  # px: the smallest token with room for a readable letter


@dataclass(frozen=True)
class TokenLook:
    """How one hue is painted in one theme."""

    fill: Colour
    edge: Colour  # the outline
    ink: Colour  # the symbol and the letter, far from the fill in luminance


# Wood and mushrooms: the hues a child names, spaced in luminance as far as they
# allow (yellow, pink, green, blue from light to dark), for a poor screen's sake.
_WOOD = {
    Hue.YELLOW: TokenLook((246, 198, 52), (150, 104, 20), (70, 44, 6)),
    Hue.BLUE: TokenLook((40, 84, 196), (18, 38, 100), (255, 255, 255)),
    Hue.GREEN: TokenLook((60, 170, 80), (24, 84, 36), (255, 255, 255)),
    Hue.PINK: TokenLook((236, 118, 172), (140, 46, 92), (70, 10, 40)),
}
_MUSHROOMS = {
    Hue.YELLOW: TokenLook((255, 214, 60), (160, 110, 10), (80, 50, 0)),
    Hue.BLUE: TokenLook((36, 78, 196), (16, 34, 100), (255, 255, 255)),
    Hue.GREEN: TokenLook((56, 168, 76), (18, 76, 32), (255, 255, 255)),
    Hue.PINK: TokenLook((246, 126, 186), (150, 50, 100), (80, 10, 46)),
}
# Luminance about 222, 169, 91 and 34 (Rec. 709; 215, 181, 77 and 37 by the older
# Rec. 601 weights pygame.transform.grayscale uses): a greyscale copy shows four steps.
_CONTRAST = {
    Hue.YELLOW: TokenLook((255, 232, 20), (0, 0, 0), (0, 0, 0)),
    Hue.BLUE: TokenLook((0, 30, 170), (255, 255, 255), (255, 255, 255)),
    Hue.GREEN: TokenLook((0, 124, 34), (0, 0, 0), (255, 255, 255)),
    Hue.PINK: TokenLook((255, 140, 200), (0, 0, 0), (0, 0, 0)),
}

LOOKS: dict[ThemeId, dict[Hue, TokenLook]] = {
    ThemeId.WOOD: _WOOD,
    ThemeId.MUSHROOMS: _MUSHROOMS,
    ThemeId.CONTRAST: _CONTRAST,
}
"""Every theme's four token colours."""


def look(hue: Hue | int, theme: ThemeId | str | None = None) -> TokenLook:
    """How `hue` is painted in `theme` (None: the theme in use)."""
    chosen = current_id() if theme is None else theme_id(theme)
    return LOOKS[chosen][Hue(hue)]


def shows_symbol(theme: ThemeId | str | None = None) -> bool:
    """True where the symbols are always drawn: high contrast."""
    return (current_id() if theme is None else theme_id(theme)) is ThemeId.CONTRAST


def _symbol_points(symbol: Symbol, c: float, r: float) -> list[tuple[float, float]]:
    if symbol is Symbol.SQUARE:
        s = r * 0.8
        return [(c - s, c - s), (c + s, c - s), (c + s, c + s), (c - s, c + s)]
    if symbol is Symbol.TRIANGLE:
        return [
            (c + r * math.cos(math.radians(a)), c + 0.15 * r - r * math.sin(math.radians(a)))
            for a in (90, 210, 330)
        ]
    if symbol is Symbol.HEART:
        points = []
        for k in range(48):
            t = 2 * math.pi * k / 48  # the classic heart curve, scaled to r
            x = 16 * math.sin(t) ** 3
            y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
            points.append((c + x * r / 16, c - y * r / 16 + r * 0.1))
        return points
    turns = [2 * math.pi * k / 40 for k in range(40)]
    return [(c + r * 0.85 * math.cos(a), c + r * 0.85 * math.sin(a)) for a in turns]


def draw_symbol(
    surface: pygame.Surface,
    symbol: Symbol,
    centre: tuple[float, float],
    radius: float,
    ink: Colour,
    *,
    squash: float = 1.0,
) -> None:
    """A symbol, filled in `ink`, about `radius` px from its centre. `squash` < 1 flattens
    it for a face seen from a little above (a stone's top ellipse: its height over width)."""
    points = _symbol_points(symbol, 0.0, radius)
    pygame.draw.polygon(surface, ink, [(centre[0] + x, centre[1] + y * squash) for x, y in points])


def token_surface(
    hue: Hue | int,
    diameter: int,
    *,
    theme: ThemeId | str | None = None,
    letter: str | None = None,
    symbol: bool | None = None,
) -> pygame.Surface:
    """A round token seen from above, `diameter` px across, with per-pixel alpha.

    `symbol` None draws it where the theme wants it (high contrast); `letter`
    (a colour's initial, say) is drawn in its middle, or beside the symbol when
    both are shown, on tokens of LETTER_FROM px and more (smaller, it would not
    read). Drawn afresh: keep it in the loader.
    """
    if diameter < 6:
        raise ValueError(f"diameter must be at least 6 px, not {diameter}")
    hue = Hue(hue)
    paint = look(hue, theme)
    ss = 4
    size = diameter * ss
    c = size / 2
    big = pygame.Surface((size, size), pygame.SRCALPHA)
    edge = max(ss, round(size * (0.07 if shows_symbol(theme) else 0.05)))
    pygame.draw.circle(big, paint.edge, (c, c), c - 1)
    pygame.draw.circle(big, paint.fill, (c, c), c - 1 - edge)
    if not shows_symbol(theme):  # a soft sheen from the upper left: a glazed stone
        sheen = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(sheen, (255, 255, 255, 70), (c * 0.72, c * 0.72), c * 0.36)
        big.blit(sheen, (0, 0))
    with_symbol = shows_symbol(theme) if symbol is None else symbol
    if with_symbol:
        at = (c - c * 0.22, c) if letter else (c, c)
        draw_symbol(big, SYMBOLS[hue], at, c * (0.26 if letter else 0.42), paint.ink)
    out = pygame.transform.smoothscale(big, (diameter, diameter))
    if letter and diameter >= LETTER_FROM:
        size_px = max(8, round(diameter * (0.42 if with_symbol else 0.6)))
        words = assets().font(size_px, True).render(letter[:2], True, paint.ink)
        spot = words.get_rect(center=(diameter * (0.7 if with_symbol else 0.5), diameter / 2))
        out.blit(words, spot)
    return out
