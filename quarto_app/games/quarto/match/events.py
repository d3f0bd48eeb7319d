"""What happens in a match, as data: events for the log, windows, the result, errors.

Nothing here is a sentence. An event says what kind of thing happened, by
whom and with what; a result says who won and how (`Termination`); an error
says what was refused (`MatchCode`) and with what. The screens put all of it
into words through the message catalog (quarto_app.games.quarto.words).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ...errors import GameError
from ..rules import MadeLine, Piece, Square


class Phase(Enum):
    """What the match waits for."""

    GIVE = "give"  # to_act chooses a piece for the opponent
    PLACE = "place"  # to_act places the piece in hand
    FINAL = "final"  # the board is full; the last placer may still call
    OVER = "over"


class WindowKind(Enum):
    """Which chance to call QUARTO! is open."""

    OWN = "own"  # the placer, from their placement until they give (untimed)
    STEAL = "steal"  # the receiver, from the handover until they place or time runs out
    FINAL = "final"  # the placer of the 16th piece, who has nothing to give


class EventKind(Enum):
    GIVE = "give"
    PLACE = "place"
    CALL = "call"  # the placer's own valid QUARTO!
    DECLARE = "declare"  # the app declared a made line itself (automatic calling)
    STEAL = "steal"  # the opponent's valid QUARTO! on a line the placer missed
    LAPSE = "lapse"  # nobody called a made line in time: it loses all value
    FALSE_CALL = "false call"
    TIMEOUT = "timeout"
    RESULT = "result"


class FalseCall(Enum):
    """Why a QUARTO! call won nothing (worded never to give a line away)."""

    NO_LINE = "no_line"  # nothing was made this move
    NO_LINE_LAPSED = "no_line_lapsed"  # ...and a line that lapsed earlier counts no more
    NOT_COUNTED = "not_counted"  # four pieces share only attributes that do not count
    BEFORE_HANDOVER = "before_handover"  # a line can be stolen only after the handover
    LAST_PIECE = "last_piece"  # the last piece was placed: there is no handover to steal at
    AFTER_HANDOVER = "after_handover"  # one's own line must be called before handing over
    EMPTY_BOARD = "empty_board"
    AUTOMATIC = "automatic"  # the app declares every line itself in this game
    TOO_LATE = "too_late"  # the moment to call has passed


class Termination(Enum):
    """How a match ended (the python-chess Outcome idea: data, not a sentence)."""

    CALL = "call"  # the placer called their own line
    DECLARED = "declared"  # the app declared the line (automatic calling)
    STEAL = "steal"  # the receiver called the line the placer missed
    FALSE_CALL = "false_call"  # the loser called falsely under the "a false call loses" rule
    TIMEOUT = "timeout"  # the loser's move clock ran out
    FULL_BOARD = "full_board"  # sixteen pieces placed and no line counted: a draw


@dataclass(frozen=True, slots=True)
class Event:
    """One entry of the match log.

    `player` is who acted (or lost on time); `reason` and `attributes` say why
    a false call failed (`attributes`: the mask of attributes that four pieces
    share but that do not count in this game, for FalseCall.NOT_COUNTED).
    """

    kind: EventKind
    player: int | None
    piece: Piece | None = None
    square: Square | None = None
    lines: tuple[MadeLine, ...] = ()
    reason: FalseCall | None = None
    attributes: int = 0


@dataclass(frozen=True)
class Result:
    """How the match ended: `winner` is 0 or 1, or None for a draw."""

    winner: int | None
    termination: Termination
    lines: tuple[MadeLine, ...] = ()
    reason: FalseCall | None = None  # for Termination.FALSE_CALL: why the call was false

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats that won (the frame's play kit speaks of winners for every game)."""
        return () if self.winner is None else (self.winner,)

    @property
    def score(self) -> str:
        """ "1-0", "0-1" or "1/2-1/2", as in records."""
        return {0: "1-0", 1: "0-1", None: "1/2-1/2"}[self.winner]


@dataclass(frozen=True)
class Window:
    """A player's chance to call QUARTO! now: its kind, seconds left and length (None: untimed)."""

    kind: WindowKind
    remaining: float | None
    length: float | None


class MatchCode(Enum):
    GAME_OVER = "game_over"
    NOT_YOUR_TURN = "not_your_turn"  # player, phase
    NO_SUCH_PIECE = "no_such_piece"  # piece
    PIECE_IN_HAND = "piece_in_hand"  # piece (the same words as the rules' refusal)
    PIECE_ON_BOARD = "piece_on_board"  # piece
    NO_SUCH_SQUARE = "no_such_square"  # square
    SQUARE_TAKEN = "square_taken"  # square
    NO_TIMED_WINDOW = "no_timed_window"
    NO_MOVE_CLOCK = "no_move_clock"
    FIRST_PLAYER = "first_player"  # seat
    STEAL_WINDOW = "steal_window"  # value: not a number of seconds >= 0
    MOVE_CLOCK = "move_clock"  # value: not a positive number of seconds
    NAMES = "names"  # count: a match needs two names
    NAME_TEXT = "name_text"  # a name is one line of printable text
    NAME_LONG = "name_long"  # limit
    BAD_START = "bad_start"  # position: a set-up start with a line made, or a full board


class MatchError(GameError):
    """An intent or a setting the match does not allow; its code says why."""
