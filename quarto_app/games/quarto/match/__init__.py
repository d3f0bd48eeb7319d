"""The match flow: two players, turns, the QUARTO! call with its windows, the clock.

Pure and testable: no pygame and no wall clock. The screens turn clicks into
intents (`give`, `place`, `call`) and pass time with `tick(dt)`.
"""

from .dice import DiceRoll, roll_dice
from .events import (
    Event,
    EventKind,
    FalseCall,
    MatchCode,
    MatchError,
    Phase,
    Result,
    Termination,
    Window,
    WindowKind,
)
from .flow import Match
from .settings import (
    DEFAULT_STEAL_WINDOW,
    TOURNAMENT_MOVE_CLOCK,
    Calling,
    FalseCallRule,
    MatchSettings,
)

__all__ = [
    "DEFAULT_STEAL_WINDOW",
    "TOURNAMENT_MOVE_CLOCK",
    "Calling",
    "DiceRoll",
    "Event",
    "EventKind",
    "FalseCall",
    "FalseCallRule",
    "Match",
    "MatchCode",
    "MatchError",
    "MatchSettings",
    "Phase",
    "Result",
    "Termination",
    "Window",
    "WindowKind",
    "roll_dice",
]
