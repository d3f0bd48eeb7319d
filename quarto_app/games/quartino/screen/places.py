"""The places on Quartino's table, in the game's words: what the pointer is over, where a
stone stands, what has the keyboard focus."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class PlaceKind(Enum):
    SUPPLY = "supply"  # a colour's pile beside the board (index: the Colour)
    SPACE = "space"  # a space of the wheel (index: 0 the centre, 1-8 the ring)
    CARD = "card"  # a card of the hand at the screen (index: its place in the hand)
    ACTION = "action"  # a button of the turn: Colour, QUARTINO!, End turn (index: Action)
    BUTTON = "button"  # a button of the top bar (index: its place in the bar)


class TurnButton(Enum):
    """The buttons of a turn, in the order they stand."""

    COLOUR = 0
    CLAIM = 1
    END = 2


@dataclass(frozen=True)
class Place:
    kind: PlaceKind
    index: int


def supply(colour: int) -> Place:
    return Place(PlaceKind.SUPPLY, int(colour))


def space(index: int) -> Place:
    return Place(PlaceKind.SPACE, index)


def card(index: int) -> Place:
    return Place(PlaceKind.CARD, index)


def action(button: TurnButton) -> Place:
    return Place(PlaceKind.ACTION, button.value)
