"""The places on Quarto's table, in the game's words: what the pointer is over, where a
piece stands, what has the keyboard focus."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class PlaceKind(Enum):
    RESERVE = "reserve"  # a piece's slot beside the board (index: the piece)
    SQUARE = "square"  # a square of the board (index: 0-15, a4..d1)
    HAND = "hand"  # a player's slot for the piece they must place (index: the seat)
    CALL = "call"  # a player's QUARTO! button (index: the seat)
    BUTTON = "button"  # a button of the top bar (index: its place in the bar)
    HINT = "hint"  # a player's Hint button, when the setup allows hints (index: the seat)


@dataclass(frozen=True)
class Place:
    kind: PlaceKind
    index: int


def reserve(piece: int) -> Place:
    return Place(PlaceKind.RESERVE, piece)


def square(index: int) -> Place:
    return Place(PlaceKind.SQUARE, index)


def hand(seat: int) -> Place:
    return Place(PlaceKind.HAND, seat)
