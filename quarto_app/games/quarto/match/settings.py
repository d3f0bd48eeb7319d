"""How a match is played: rule options, calling mode, windows, clock, names."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from ..rules import STANDARD, RuleOptions


class Calling(Enum):
    """Who declares a Quarto."""

    ANNOUNCE = "announce"  # the seeds' rule: call it, or it may be stolen, then lapses
    AUTOMATIC = "automatic"  # casual play: the app declares a made line at once


class FalseCallRule(Enum):
    """What a call with nothing to claim costs."""

    REFUSE = "refuse"  # refused with the reason; play goes on
    LOSE = "lose"  # the caller loses the game


DEFAULT_STEAL_WINDOW = 5.0
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
        if self.steal_window < 0:
            raise ValueError("the steal window cannot be negative")
        if self.move_clock is not None and self.move_clock <= 0:
            raise ValueError("the move clock must be a positive number of seconds, or off")
        if len(self.names) != 2 or not all(n.strip() for n in self.names):
            raise ValueError("a match needs two player names")
        if not all(n.isprintable() for n in self.names):
            raise ValueError("a player's name is one line of printable text")
