"""The 28 stones: 7 of each of four colours, written `y b g p`."""

from __future__ import annotations

from enum import IntEnum

from .errors import RulesCode, RulesError


class Colour(IntEnum):
    """A stone's colour; the int is its index in counts and supplies."""

    YELLOW = 0
    BLUE = 1
    GREEN = 2
    PINK = 3

    @property
    def letter(self) -> str:
        return LETTERS[self]

    @classmethod
    def from_letter(cls, letter: str) -> Colour:
        """`y`, `b`, `g` or `p` (any case); raises RulesError(UNKNOWN_COLOUR)."""
        index = LETTERS.find(letter.lower()) if isinstance(letter, str) and len(letter) == 1 else -1
        if index < 0:
            raise RulesError(RulesCode.UNKNOWN_COLOUR, letter=letter)
        return COLOURS[index]


LETTERS = "ybgp"
COLOURS: tuple[Colour, ...] = tuple(Colour)
STONES_PER_COLOUR = 7
TOTAL_STONES = STONES_PER_COLOUR * len(COLOURS)
