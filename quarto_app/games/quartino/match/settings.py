"""How a match is played beyond the rules: the optional move clock."""

from __future__ import annotations

from dataclasses import dataclass

from ...records import is_move_clock
from ..rules import STANDARD, RuleOptions, RulesCode, RulesError


@dataclass(frozen=True, slots=True)
class MatchSettings:
    """`move_clock`: seconds for a whole turn, or None; when it runs out the turn ends.

    The clock lies in the range both games' records accept (games/records.py): one
    too short to place a stone in would end a resumed turn at its first frame.
    """

    options: RuleOptions = STANDARD
    move_clock: float | None = None

    def __post_init__(self) -> None:
        clock = self.move_clock
        if clock is not None and not is_move_clock(clock):
            raise RulesError(RulesCode.BAD_OPTION, option="move_clock", value=clock)
