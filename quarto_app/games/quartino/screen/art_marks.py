"""How Quartino's stones and cards look in the theme in use, and the marks on them.

A stone's colour comes from the frame's token colours (frame.tokens), which
each theme paints its own way; in high contrast the four differ in luminance,
and every stone's top and every card's spot carries its colour's symbol (a
circle, a square, a triangle, a heart), so they part in greyscale and for
colour-blind players. With the player's attribute labels on, the colour's
letter (in the player's language) is written there too, in every theme.

`StoneStyle` is what the drawn art depends on besides its size: the view
keeps drawn stones and cards under keys holding it, so a change of theme or
of the labels draws them afresh.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from quarto_app.frame import preferences, tokens
from quarto_app.frame.assets import assets
from quarto_app.frame.i18n import text
from quarto_app.frame.theme import ThemeId, current_id

from ..rules import Colour

RGB = tuple[int, int, int]


@dataclass(frozen=True)
class StoneStyle:
    """The theme the stones are drawn in, and whether they carry their colour's letter."""

    theme: ThemeId
    labelled: bool

    @property
    def symbols(self) -> bool:
        """True where every stone and card spot carries its colour's symbol."""
        return tokens.shows_symbol(self.theme)

    def look(self, colour: Colour) -> tokens.TokenLook:
        return tokens.look(tokens.Hue(int(colour)), self.theme)


def current_style() -> StoneStyle:
    """The style the settings ask for: the theme in use, the attribute labels."""
    return StoneStyle(current_id(), preferences.current().piece_labels)


def letter(colour: Colour) -> str:
    """The colour's letter in the player's language (Y, B, G, P in English)."""
    return text(f"quartino.colour.{colour.name.lower()}.letter")


LETTER_FROM = 7  # px: the smallest half-height of a face with room for a readable letter


def draw_marks(
    big: pygame.Surface,
    colour: Colour,
    style: StoneStyle,
    centre: tuple[float, float],
    rx: float,
    ry: float,
    ss: int,
) -> None:
    """The symbol (high contrast) and the letter (labels on) on a face of half-width `rx`
    and half-height `ry` (an ellipse, for a stone's top seen a little from above) on the
    `ss`-times supersampled surface `big`. A letter goes only where it reads."""
    ink = style.look(colour).ink
    with_letter = style.labelled and ry / ss >= LETTER_FROM
    if style.symbols:
        x = centre[0] - rx * 0.34 if with_letter else centre[0]
        radius = rx * (0.36 if with_letter else 0.5)
        squash = min(1.0, ry / rx)
        # Never taller than the face: a round spot keeps its whole symbol inside it.
        radius = min(radius, ry * 0.72 / squash)
        tokens.draw_symbol(
            big, tokens.SYMBOLS[tokens.Hue(int(colour))], (x, centre[1]), radius, ink, squash=squash
        )
    if with_letter:
        size = round(ry * (1.25 if style.symbols else 1.45))
        words = assets().font(size, True).render(letter(colour)[:2], True, ink)
        x = centre[0] + rx * 0.34 if style.symbols else centre[0]
        big.blit(words, words.get_rect(center=(round(x), round(centre[1]))))
