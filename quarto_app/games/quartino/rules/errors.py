"""The errors of Quartino's rules: a code and its parameters, never a sentence.

The words live in the message catalog under `quartino.error.<code>`.
"""

from __future__ import annotations

from enum import Enum

from quarto_app.games.errors import GameError


class RulesCode(Enum):
    POSITION_FIELDS = "position_fields"  # fields=<found>: a position has 9 fields
    UNKNOWN_COLOUR = "unknown_colour"  # letter=<char>
    TOO_MANY_STONES = "too_many_stones"  # colour=<letter>, count=<n>
    BAD_CARD = "bad_card"  # card=<text>: 4 different colour letters
    NO_SUCH_SPACE = "no_such_space"  # space=<value>: spaces are 0-8
    SUPPLY_EMPTY = "supply_empty"  # colour=<letter>: none left beside the board
    EMPTY_SPACE = "empty_space"  # space=<n>: no stone to take from it
    BAD_DEAL = "bad_deal"  # a deal needs 2-4 hands of 4 different cards, none twice
    BAD_OPTION = "bad_option"  # option=<name>, value=<value>


class RulesError(GameError):
    """Bad input to the rules: a position, card, space or stone that cannot be."""
