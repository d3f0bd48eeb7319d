"""The sixteen squares of the board and their names.

Files a-d run left to right, ranks 4 (top) to 1 (bottom): a4 is the top-left
square and d1 the bottom-right. A square is an int 0-15 in reading order,
a4=0, b4=1 ... d4=3, a3=4 ... d1=15, which is also the order of the cells in
a position string.
"""

from __future__ import annotations

from .errors import QuartoError, RulesCode

Square = int
"""A square of the board, 0-15 (a4=0, d1=15)."""

FILES = "abcd"
RANKS = "4321"  # top to bottom, in index order
ALL_SQUARES: tuple[Square, ...] = tuple(range(16))


def square_file(square: Square) -> int:
    """0-3 for files a-d."""
    return square % 4


def square_row(square: Square) -> int:
    """0-3 for rows from the top (rank 4) to the bottom (rank 1)."""
    return square // 4


def square_name(square: Square) -> str:
    """ "a4" for 0, "d1" for 15."""
    return FILES[square % 4] + RANKS[square // 4]


SQUARE_NAMES: tuple[str, ...] = tuple(square_name(s) for s in ALL_SQUARES)
_SQUARE_BY_NAME = {name: s for s, name in enumerate(SQUARE_NAMES)}


def parse_square(name: str) -> Square:
    """Parse a square name such as "c2"; raises QuartoError (a ValueError) otherwise."""
    square = _SQUARE_BY_NAME.get(name.strip().lower()) if isinstance(name, str) else None
    if square is None:
        raise QuartoError(RulesCode.SQUARE_UNKNOWN, text=name)
    return square
