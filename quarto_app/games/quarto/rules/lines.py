"""The ways to make a Quarto: lines, and with the advanced variant, 2x2 squares.

Also the rule options (which of those count, and which attributes count) and
the tables every fast check is built on.
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import QuartoError, RulesCode
from .pieces import ALL_ATTRIBUTES, ATTRIBUTES, Piece, format_attributes
from .squares import Square, square_name

Line = tuple[Square, Square, Square, Square]
"""Four squares that make a Quarto when their pieces share an attribute."""

ROWS: tuple[Line, ...] = tuple((r * 4, r * 4 + 1, r * 4 + 2, r * 4 + 3) for r in range(4))
COLUMNS: tuple[Line, ...] = tuple((f, f + 4, f + 8, f + 12) for f in range(4))
DIAGONALS: tuple[Line, ...] = ((0, 5, 10, 15), (3, 6, 9, 12))
STRAIGHT_LINES: tuple[Line, ...] = ROWS + COLUMNS + DIAGONALS
"""The ten lines of the basic game: 4 rows, 4 columns, 2 diagonals."""

TWO_BY_TWO: tuple[Line, ...] = tuple(
    (r * 4 + f, r * 4 + f + 1, r * 4 + f + 4, r * 4 + f + 5) for r in range(3) for f in range(3)
)
"""The nine contiguous 2x2 squares of the advanced variant."""


@dataclass(frozen=True)
class RuleOptions:
    """Which arrangements and which attributes make a Quarto.

    `squares` adds the nine 2x2 squares (advanced variant); `attributes` is a
    non-empty mask of attribute bits (the beginner variant plays with 1-3).
    """

    squares: bool = False
    attributes: int = ALL_ATTRIBUTES

    def __post_init__(self) -> None:
        if not (isinstance(self.attributes, int) and 0 < self.attributes <= ALL_ATTRIBUTES):
            raise QuartoError(RulesCode.NO_ATTRIBUTE)

    @property
    def lines(self) -> tuple[Line, ...]:
        return lines_for(self.squares)

    def describe(self) -> str:
        """ "lines + 2x2 squares; color,height": a label for logs, benches and test ids."""
        shape = "lines + 2x2 squares" if self.squares else "lines"
        return f"{shape}; {format_attributes(self.attributes)}"


STANDARD = RuleOptions()


def lines_for(squares: bool) -> tuple[Line, ...]:
    """The 10 lines, or the 19 lines and 2x2 squares with the advanced variant."""
    return STRAIGHT_LINES + TWO_BY_TWO if squares else STRAIGHT_LINES


def line_name(line: Line) -> str:
    """ "a4-d4" style name of a line, for messages."""
    return f"{square_name(line[0])}-{square_name(line[3])}"


def _lines_through(lines: tuple[Line, ...]) -> tuple[tuple[Line, ...], ...]:
    return tuple(tuple(line for line in lines if s in line) for s in range(16))


LINES_THROUGH: dict[bool, tuple[tuple[Line, ...], ...]] = {
    flag: _lines_through(lines_for(flag)) for flag in (False, True)
}
"""LINES_THROUGH[squares][s]: the lines (and 2x2 squares) that pass through s."""


def _others(line: Line, square: Square) -> tuple[Square, Square, Square]:
    first, second, third = (x for x in line if x != square)
    return first, second, third


OTHERS_THROUGH: dict[bool, tuple[tuple[tuple[Square, Square, Square], ...], ...]] = {
    flag: tuple(tuple(_others(line, s) for line in LINES_THROUGH[flag][s]) for s in range(16))
    for flag in (False, True)
}
"""OTHERS_THROUGH[squares][s]: for each line through s, its three other squares."""


# The trait code of a piece has eight bits, one per attribute value: the low
# nibble is the piece, the high nibble its complement. Four pieces share an
# attribute exactly when the AND of their codes is not zero, and an empty
# square (code 0) kills every AND it is in: the whole win test is one AND chain.
TRAITS: tuple[int, ...] = tuple(p | ((~p & 0xF) << 4) for p in range(16))


def trait_mask(attributes: int) -> int:
    """The trait bits that count under an attribute mask (both values of each)."""
    return attributes | (attributes << 4)


COMPLETERS: tuple[int, ...] = tuple(
    sum(1 << p for p in range(16) if TRAITS[p] & common) for common in range(256)
)
"""COMPLETERS[c]: bit set of the pieces whose traits meet the common traits c."""


def shared_traits(pieces: tuple[Piece, ...] | list[Piece], attributes: int) -> int:
    """The trait bits that all `pieces` share, among the attributes that count."""
    common = trait_mask(attributes)
    for piece in pieces:
        common &= TRAITS[piece]
    return common


def trait_values(common: int) -> list[str]:
    """Trait bits as value ids: 0b0000_0100 -> ["tall"], 0b0001_0000 -> ["light"]."""
    values = []
    for attribute in ATTRIBUTES:
        if common & attribute.bit:
            values.append(attribute.when_set)
        if common & (attribute.bit << 4):
            values.append(attribute.when_clear)
    return values
