"""Fast tables: how many stones each card lacks on a board, all 24 cards at once.

A board's tops are read as ints (0-3 the colours, 4 an empty space). For each of
the 625 ways a window (centre + three ring spaces) can look, MISSING[key] holds
how many of its four spaces each card lacks there; a card's need on the board is
the least over the eight windows.
"""

from __future__ import annotations

from ..rules import ALL_CARDS, WINDOWS, Board

EMPTY = 4


def _window_key(centre: int, a: int, b: int, c: int) -> int:
    return ((centre * 5 + a) * 5 + b) * 5 + c


MISSING: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        (centre != card.centre) + (a != card.ring[0]) + (b != card.ring[1]) + (c != card.ring[2])
        for card in ALL_CARDS
    )
    for centre in range(5)
    for a in range(5)
    for b in range(5)
    for c in range(5)
)


def tops_of(board: Board) -> list[int]:
    return [s[-1] if s else EMPTY for s in board.stacks]


def needs(tops: list[int]) -> list[int]:
    """For each card (ALL_CARDS order), the fewest stones that would complete it."""
    centre = tops[0]
    rows = [MISSING[_window_key(centre, tops[i], tops[j], tops[k])] for _, i, j, k in WINDOWS]
    return list(map(min, *rows))


def after_columns(board: Board, threshold: int, on: bool) -> Board:
    """The board as the next player finds it once the Column rule has cleared it."""
    if not on:
        return board
    tall = board.spaces_with(threshold)
    return board.clear(tall) if tall else board
