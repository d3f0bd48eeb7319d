"""How a match is played beyond the rules: the optional move clock."""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..rules import STANDARD, RuleOptions, RulesCode, RulesError


@dataclass(frozen=True, slots=True)
class MatchSettings:
    """`move_clock`: seconds for a whole turn, or None; when it runs out the turn ends."""

    options: RuleOptions = STANDARD
    move_clock: float | None = None

    def __post_init__(self) -> None:
        clock = self.move_clock
        if clock is not None and not (
            isinstance(clock, int | float) and math.isfinite(clock) and clock > 0
        ):
            raise RulesError(RulesCode.BAD_OPTION, option="move_clock", value=clock)
