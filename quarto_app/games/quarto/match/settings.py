"""How a match is played: rule options, calling mode, windows, clock, names."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from ...records import MAX_MOVE_CLOCK, MIN_MOVE_CLOCK, NAME_LIMIT
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
MAX_NAME = NAME_LIMIT  # characters of a name, as in both games' records (the setup takes 24)
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
        # A clock too short to make a move in would end a resumed game at its first frame.
        in_range = _is_number(clock) and MIN_MOVE_CLOCK <= clock <= MAX_MOVE_CLOCK  # type: ignore[operator]
        if clock is not None and not in_range:
            raise MatchError(MatchCode.MOVE_CLOCK, value=clock)
        if len(self.names) != 2 or not all(isinstance(n, str) and n.strip() for n in self.names):
            raise MatchError(MatchCode.NAMES, count=len(self.names))
        if any(len(n) > MAX_NAME for n in self.names):
            raise MatchError(MatchCode.NAME_LONG, limit=MAX_NAME)
        if not all(n.isprintable() for n in self.names):
            raise MatchError(MatchCode.NAME_TEXT)


def _is_number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)
