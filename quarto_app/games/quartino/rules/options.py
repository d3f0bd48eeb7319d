"""The rule options, the table's constants, and the readings chosen where the rules are silent.

`docs/quartino.md` explains each option for the players.
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import RulesCode, RulesError

MIN_PLAYERS = 2
MAX_PLAYERS = 4
HAND_SIZE = 4  # cards each player draws
COLOUR_THRESHOLD = 4  # stones of one colour on the board that allow "Colour"
COLUMN_THRESHOLD = 4  # stones on one space that the Column rule clears
DEFAULT_ROUND_LIMIT = 40  # rounds: the house rule's usual choice (the printed rules have none)


@dataclass(frozen=True, slots=True)
class RuleOptions:
    """What the players agreed on before the deal.

    `colour_rule`, `column_rule`: the two rules the reviewers call additions (off
    both: the basic game). `auto_claim`: the app announces every completed card of
    the player to move (for children). `round_limit`: after this many rounds the
    player with the fewest cards left wins, ties shared; None (the printed rules) plays
    without a limit. The limit is a house rule: the seeds' rules end a game only with a
    player's fourth card.
    """

    colour_rule: bool = True
    column_rule: bool = True
    auto_claim: bool = False
    round_limit: int | None = None

    def __post_init__(self) -> None:
        limit = self.round_limit
        if limit is not None and (
            isinstance(limit, bool) or not isinstance(limit, int) or limit < 1
        ):
            raise RulesError(RulesCode.BAD_OPTION, option="round_limit", value=limit)


STANDARD = RuleOptions()
BASIC = RuleOptions(colour_rule=False, column_rule=False)
