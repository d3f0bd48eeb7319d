"""What the setup screen decides: who plays, who starts, and the match settings."""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace

from ..match import DiceRoll, Match, MatchSettings, roll_dice

DICE = "dice"


@dataclass(frozen=True)
class GameSetup:
    """A game to start: `levels[seat]` names the computer's level, None for a person.

    `starter` is "dice" (the seeds' way: both throw, the higher gives first) or
    the seat (0 or 1) that gives the first piece.
    """

    settings: MatchSettings = field(default_factory=lambda: MatchSettings(names=("Anna", "Ben")))
    levels: tuple[str | None, str | None] = (None, None)
    starter: str | int = DICE

    @property
    def hot_seat(self) -> bool:
        return self.levels == (None, None)

    def with_names(self, names: tuple[str, str]) -> GameSetup:
        return replace(self, settings=replace(self.settings, names=names))

    def start(self, rng: random.Random) -> tuple[Match, DiceRoll | None]:
        """A new match, and the dice roll that chose who starts (None if chosen)."""
        if self.starter == DICE:
            roll = roll_dice(rng)
            return Match(self.settings, first=roll.first), roll
        return Match(self.settings, first=int(self.starter)), None


LEVEL_NAMES = ("Beginner", "Easy", "Medium", "Hard", "Master")
"""The computer's levels, weakest first (quarto_app.games.quarto.ai.LEVELS has the same names)."""
