"""What happens in a match, as data: events for the log, and the outcome.

No event carries a sentence: a screen words it through the catalog
(`quartino.event.<kind>`, `quartino.termination.<termination>`).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..rules import Card, Colour


class EventKind(Enum):
    TURN = "turn"  # seat begins a turn in round `count`
    COLUMNS = "columns"  # the Column rule cleared `spaces`, `count` stones back to the supply
    COLOUR = "colour"  # seat announced "Colour": one more stone
    PLACE = "place"  # seat placed `colour` on `space`
    SKIP = "skip"  # `count` stones could not be placed: the supply is empty
    CLAIM = "claim"  # seat claimed `card` rightly; its four top stones at `spaces` went back
    WRONG_CLAIM = "wrong_claim"  # seat claimed `card`, which the board does not show: turn over
    PASS = "pass"  # seat ended the turn without a claim
    TIMEOUT = "timeout"  # seat's move clock ran out: the turn ends, `count` stones unplaced
    RESULT = "result"  # the game is over: `outcome`


class Termination(Enum):
    FOURTH_CARD = "fourth_card"  # a player discarded their last card
    ROUND_LIMIT = "round_limit"  # the agreed number of rounds was played
    STALL = "stall"  # no stone can be placed and no card claimed, ever again


@dataclass(frozen=True, slots=True)
class Outcome:
    """How the game ended; `winners` are seats (more than one: a shared win)."""

    termination: Termination
    winners: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Event:
    kind: EventKind
    seat: int | None = None
    space: int | None = None
    colour: Colour | None = None
    card: Card | None = None
    spaces: tuple[int, ...] = ()
    count: int | None = None
    outcome: Outcome | None = None
