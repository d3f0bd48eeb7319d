"""How a match is played: rule options, calling mode, windows, clock, names."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from ..rules import STANDARD, RuleOptions
from .events import MatchCode, MatchError


class Calling(Enum):
    """Who declares a Quarto."""

    ANNOUNCE = "announce"  # the seeds' rule: call it, or it may be stolen, then lapses
    AUTOMATIC = "automatic"  # casual play: the app declares a made line at once


class FalseCallRule(Enum):
    """What a call with nothing to claim costs."""

    REFUSE = "refuse"  # refused with the reason; play goes on
    LOSE = "lose"  # the caller loses the game


DEFAULT_STEAL_WINDOW = 5.0
MAX_STEAL_WINDOW = 60.0  # seconds: a window longer than a minute is no window
MAX_MOVE_CLOCK = 3600.0  # seconds: an hour per move
MAX_NAME = 40  # characters of a name in a record (the setup screen takes 24)
TOURNAMENT_MOVE_CLOCK = 60.0  # the seeds: "1 minute per move" in tournaments


@dataclass(frozen=True)
class MatchSettings:
    """Everything the players agreed on before the first piece was given."""

    options: RuleOptions = STANDARD
    calling: Calling = Calling.ANNOUNCE
    steal_window: float = DEFAULT_STEAL_WINDOW
    false_call: FalseCallRule = FalseCallRule.REFUSE
    move_clock: float | None = None  # seconds per move, or None for no clock
    names: tuple[str, str] = field(default=("Player 1", "Player 2"))

    def __post_init__(self) -> None:
        # NaN compares false with everything and inf never runs out: both are refused, and
        # so is anything no table would agree to (a record may come from anywhere).
        if not (_is_number(self.steal_window) and 0 <= self.steal_window <= MAX_STEAL_WINDOW):
            raise MatchError(MatchCode.STEAL_WINDOW, value=self.steal_window)
        clock = self.move_clock
        if clock is not None and not (_is_number(clock) and 0 < clock <= MAX_MOVE_CLOCK):
            raise MatchError(MatchCode.MOVE_CLOCK, value=clock)
        if len(self.names) != 2 or not all(isinstance(n, str) and n.strip() for n in self.names):
            raise MatchError(MatchCode.NAMES, count=len(self.names))
        if any(len(n) > MAX_NAME for n in self.names):
            raise MatchError(MatchCode.NAME_LONG, limit=MAX_NAME)
        if not all(n.isprintable() for n in self.names):
            raise MatchError(MatchCode.NAME_TEXT)


def _is_number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)
