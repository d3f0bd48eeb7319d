"""What happens in a match, as data: events for the log, windows, the result."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..rules import MadeLine, Piece, Square


class EventKind(Enum):
    GIVE = "give"
    PLACE = "place"
    CALL = "call"  # the placer's own valid QUARTO!
    STEAL = "steal"  # the opponent's valid QUARTO! on a line the placer missed
    LAPSE = "lapse"  # nobody called a made line in time: it loses all value
    FALSE_CALL = "false call"
    TIMEOUT = "timeout"
    RESULT = "result"


@dataclass(frozen=True)
class Event:
    """One entry of the match log; `text` is a sentence for the players."""

    kind: EventKind
    player: int | None
    piece: Piece | None = None
    square: Square | None = None
    lines: tuple[MadeLine, ...] = ()
    text: str = ""


@dataclass(frozen=True)
class Result:
    """How the match ended: `winner` is 0 or 1, or None for a draw."""

    winner: int | None
    reason: str
    lines: tuple[MadeLine, ...] = ()

    @property
    def score(self) -> str:
        """ "1-0", "0-1" or "1/2-1/2", as in records."""
        return {0: "1-0", 1: "0-1", None: "1/2-1/2"}[self.winner]


@dataclass(frozen=True)
class Window:
    """A player's chance to call QUARTO! now.

    kind "own": the placer, from their placement until they give (untimed);
    "steal": the receiver, after the handover, until they place or time runs out;
    "final": the placer of the 16th piece, who has nothing to give.
    """

    kind: str
    remaining: float | None
    length: float | None
