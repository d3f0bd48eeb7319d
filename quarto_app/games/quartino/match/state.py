"""One moment of a match, immutable: undo and redo are lists of these.

What grows with the game (the events, the record's steps, the finished turns, what
the board showed at each pass) is kept in logs whose versions share their items
(quarto_app.games.log): a state adds to them without copying them, so a game of
16,000 steps costs as many states, not their square. The logs read like tuples.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import Enum
from typing import Any

from ...log import EMPTY, Log
from ..rules import Board, Card
from .events import Event, Outcome


class Phase(Enum):
    PLACE = "place"  # the player to act places stones (Colour first, if they announce it)
    CLAIM = "claim"  # QUARTINO: claim a completed card, or end the turn
    OVER = "over"


@dataclass(frozen=True, slots=True)
class State:
    board: Board
    hands: tuple[tuple[Card, ...], ...]
    discards: tuple[tuple[Card, ...], ...]  # per seat, in the order claimed
    known: tuple[tuple[Card, ...], ...]  # per seat: wrongly claimed, still held, seen by all
    passed: tuple[Log[frozenset[Card]], ...]  # per seat: what the board showed at each pass
    turn: int  # turns begun so far, minus one (the first turn is 0)
    to_act: int | None
    phase: Phase
    stones_left: int = 0
    colour_open: bool = False  # a colour had 4 stones on the board at the start of the turn
    colour_used: bool = False
    placed: int = 0  # stones placed this turn
    claimed: int = 0  # right claims this turn
    clock_left: float | None = None
    events: Log[Event] = EMPTY
    actions: Log[tuple[int, str]] = EMPTY  # (turn, record token), intents and automatic steps
    outcome: Outcome | None = None
    turn_board: Board | None = None  # the board once the Column rule had cleared it this turn
    history: Log[tuple[int, Board, Board]] = EMPTY  # (seat, turn_board, board at its end)

    def but(self, **changes: Any) -> State:
        """This state with `changes`: `dataclasses.replace` without its per-call checks and
        keyword parsing (every step of every game, and every simulated one, comes here)."""
        new = _new(State)
        for name in _FIELDS:
            _set(new, name, changes[name] if name in changes else getattr(self, name))
        return new


_FIELDS = tuple(field.name for field in fields(State))
_new = object.__new__
_set = object.__setattr__  # the state is frozen: this is how its own __init__ sets it


def colour_may_be_announced(s: State) -> bool:
    """Before the first stone of a turn whose start had a colour with 4+ stones on the board."""
    return (
        s.phase is Phase.PLACE
        and s.colour_open
        and not s.colour_used
        and not (s.placed or s.claimed)
    )
