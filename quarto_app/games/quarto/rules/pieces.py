"""The sixteen pieces and their four attributes.

A piece is an int 0-15; each bit is one attribute, so the sixteen ints are
exactly the sixteen different pieces of the box:

    bit 1  dark   (else light)
    bit 2  square (else round)
    bit 4  tall   (else short)
    bit 8  hollow (else solid)
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import QuartoError, RulesCode

Piece = int
"""A piece, 0-15."""

ALL_PIECES: tuple[Piece, ...] = tuple(range(16))
FULL_SET = 0xFFFF
"""Bit set of all sixteen pieces (bit ``p`` stands for piece ``p``)."""


@dataclass(frozen=True)
class Attribute:
    """One of the four attributes a piece has, with both of its values."""

    bit: int
    name: str  # its id on the command line, in records and in catalog keys
    when_set: str  # the id of the value a piece has when its bit is set ("dark")
    when_clear: str  # the id of the value a piece has when its bit is clear ("light")

    def value_of(self, piece: Piece) -> str:
        """The id of the value this piece has for this attribute ("dark", "round"...)."""
        return self.when_set if piece & self.bit else self.when_clear


# The ids are tokens (records, the command line's JSON, catalog keys such as
# quarto.value.dark); the screens say them in the player's language.
COLOR = Attribute(1, "color", "dark", "light")
SHAPE = Attribute(2, "shape", "square", "round")
HEIGHT = Attribute(4, "height", "tall", "short")
TOP = Attribute(8, "top", "hollow", "solid")

ATTRIBUTES: tuple[Attribute, ...] = (COLOR, SHAPE, HEIGHT, TOP)
ATTRIBUTE_BY_NAME: dict[str, Attribute] = {a.name: a for a in ATTRIBUTES}
ALL_ATTRIBUTES = 0b1111
"""Mask of the four attribute bits: every attribute counts."""


def piece_to_char(piece: Piece) -> str:
    """The piece as its lower-case hex digit, as in position strings."""
    return "0123456789abcdef"[piece]


def piece_from_char(char: str) -> Piece:
    """Parse one hex digit into a piece; raises QuartoError (a ValueError) otherwise."""
    if not isinstance(char, str) or len(char) != 1 or char.lower() not in "0123456789abcdef":
        raise QuartoError(RulesCode.PIECE_UNKNOWN, text=char)
    return int(char, 16)


def values_of(piece: Piece) -> tuple[str, ...]:
    """The ids of a piece's four values, attribute by attribute: ("dark", "round", ...)."""
    return tuple(a.value_of(piece) for a in ATTRIBUTES)


def parse_attributes(text: str) -> int:
    """Parse "color,height" into an attribute mask.

    Raises QuartoError (a ValueError) naming the bad word. An empty set is
    refused: the beginner variant plays with 1, 2 or 3 attributes, or all four.
    """
    mask = 0
    for word in (w.strip() for w in text.split(",")):
        attribute = ATTRIBUTE_BY_NAME.get(word)
        if attribute is None:
            raise QuartoError(
                RulesCode.ATTRIBUTE_UNKNOWN, word=word, choices=",".join(ATTRIBUTE_BY_NAME)
            )
        mask |= attribute.bit
    return mask


def format_attributes(mask: int) -> str:
    """The attribute mask as "color,shape,height,top" (the inverse of parse)."""
    return ",".join(a.name for a in ATTRIBUTES if mask & a.bit)
