"""Why the match refuses an intent: a code and its parameters, never a sentence.

A refused placement may also carry a rules code (`RulesCode.SUPPLY_EMPTY`,
`RulesCode.NO_SUCH_SPACE`). The words are `quartino.error.<code>` in the catalog.
"""

from __future__ import annotations

from enum import Enum

from quarto_app.games.errors import GameError


class MatchCode(Enum):
    GAME_OVER = "game_over"
    NO_SUCH_SEAT = "no_such_seat"  # seat=<value>
    NOT_YOUR_TURN = "not_your_turn"  # seat=<n>, to_act=<n>
    NOT_PLACING = "not_placing"  # the stones are placed: claim a card or end the turn
    STONES_TO_PLACE = "stones_to_place"  # count=<n>: place them before claiming or ending
    COLOUR_RULE_OFF = "colour_rule_off"
    NO_COLOUR_BONUS = "no_colour_bonus"  # no colour had 4 stones on the board at the start
    COLOUR_ALREADY = "colour_already"
    COLOUR_TOO_LATE = "colour_too_late"  # announced only before the first stone
    NOT_IN_HAND = "not_in_hand"  # card=<text>
    NOT_THERE = "not_there"  # card=<text>, start=<n>: it shows elsewhere, not there
    NO_CLOCK = "no_clock"
    BAD_ACTION = "bad_action"  # token=<text>
    # Undo stops at a claim: seat=<n>, shown=<card text>. The card was shown to everyone
    # (laid down, or shown by a wrong claim); taking the claim back would hide it again.
    SHOWN_TO_ALL = "shown_to_all"


class MatchError(GameError):
    """An intent the match does not allow now."""
