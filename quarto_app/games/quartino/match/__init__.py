"""The match flow of Quartino: seats, turns, claims, the clock, undo/redo, events, records.

Pure and testable: no pygame and no wall clock. Screens turn clicks into intents
(`place`, `announce_colour`, `claim`, `pass_turn`, or an `Action`) and pass time
with `tick(dt)`. `view(seat)` is what one player sees; the computer players read
only that.
"""

from .actions import Action, ActionKind
from .errors import MatchCode, MatchError
from .events import Event, EventKind, Outcome, Termination
from .flow import Match
from .settings import MatchSettings
from .state import Phase, State
from .view import SeatView

__all__ = [
    "Action",
    "ActionKind",
    "Event",
    "EventKind",
    "Match",
    "MatchCode",
    "MatchError",
    "MatchSettings",
    "Outcome",
    "Phase",
    "SeatView",
    "State",
    "Termination",
]
