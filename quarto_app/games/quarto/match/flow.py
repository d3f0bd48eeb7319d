"""A match of Quarto between two players, with the QUARTO! call as the seeds print it.

A turn: the player to move places the piece they were given, then gives one of
the remaining pieces to the opponent (the first player only gives).

The call (announce mode):
1. the placer wins by calling QUARTO! when their placement made a line; they may
   call from the placement until they hand the next piece over ("own" window);
2. if they hand a piece over without calling, the opponent may call "at that
   moment" and wins: the "steal" window opens at the handover and closes after
   `steal_window` seconds or when the opponent places, whichever comes first;
3. if nobody calls during the move in which it was made, the line lapses: it
   loses all value for the rest of the game.
Windows open whether or not a line was made, so they never give a line away.
After the 16th piece, the placer's "final" window is the only one.

Nothing here reads a clock: time passes only through `tick(dt)`. Nothing here
writes a sentence either: events, the result and refusals are data
(see `events`), which the screens put into words.
"""

from __future__ import annotations

from functools import cache
from typing import Any, NamedTuple

from ...history import History
from ...log import EMPTY, Log
from ..rules import (
    ALL_ATTRIBUTES,
    ATTRIBUTES,
    LINES_THROUGH,
    MadeLine,
    Piece,
    Position,
    Square,
    piece_to_char,
    shared_traits,
    square_name,
)
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
from .settings import Calling, FalseCallRule, MatchSettings

WINDOW_RAN_OUT = "wait"  # record token: the timed call window ran out
TIMEOUT = "timeout"  # record token: the player to act ran out of time


class _State(NamedTuple):
    """Everything a match is at one moment; immutable, so undo is a list of these.

    A named tuple: a long record (330,000 false calls fill an autosave) keeps one of
    these per action for undo, so each is as small and as quick to copy as can be.
    """

    position: Position
    phase: Phase
    to_act: int | None
    events: Log[Event] = EMPTY
    result: Result | None = None
    pending: tuple[MadeLine, ...] = ()  # lines the last placement made, not yet called
    placer: int | None = None  # who made the last placement
    window: WindowKind | None = None
    window_left: float | None = None
    clock_left: float | None = None
    lapsed: tuple[MadeLine, ...] = ()  # lines that lost their value, for good
    last_square: Square | None = None
    actions: Log[str] = EMPTY  # the record's tokens: what the players (and time) did

    def but(self, **changes: Any) -> _State:
        """This state with `changes`."""
        return self._replace(**changes)


class Match:
    """One game between players 0 and 1; `first` gives the first piece.

    `start` is a set-up position to play on from (the analysis board's "Play from
    here"): `first` then acts first in it, placing the piece in hand if there is
    one, else giving. A start with a line already made, or a full board, is
    refused (`MatchCode.BAD_START`): a game would not go on from there.
    """

    def __init__(
        self, settings: MatchSettings, first: int = 0, start: Position | None = None
    ) -> None:
        if first not in (0, 1):
            raise MatchError(MatchCode.FIRST_PLAYER, seat=first)
        start = start or Position()
        if start.is_full or start.lines(settings.options):
            raise MatchError(MatchCode.BAD_START, position=str(start))
        self.settings = settings
        self.first = first
        self.start = start
        self._history = History(
            _State(
                position=start,
                phase=Phase.GIVE if start.hand is None else Phase.PLACE,
                to_act=first,
                clock_left=settings.move_clock,
            )
        )

    @property
    def from_position(self) -> bool:
        """The match began from a set-up position, not the empty board."""
        return self.start != Position()

    # --- reading -------------------------------------------------------------

    @property
    def _state(self) -> _State:
        return self._history.now

    @property
    def position(self) -> Position:
        return self._state.position

    @property
    def phase(self) -> Phase:
        return self._state.phase

    @property
    def to_act(self) -> int | None:
        return self._state.to_act

    @property
    def seats(self) -> int:
        """Quarto is played by two."""
        return 2

    @property
    def at_turn_start(self) -> bool:
        """The seat to act has done nothing yet in this turn (undo's stopping points)."""
        before = self._history.previous
        return before is None or before.to_act != self._state.to_act

    @property
    def outcome(self) -> Result | None:
        """The result, under the name every game's match gives it (frame.play.match)."""
        return self._state.result

    @property
    def result(self) -> Result | None:
        return self._state.result

    @property
    def events(self) -> Log[Event]:
        """The whole log, oldest first: it reads like a tuple, and costs nothing to ask for."""
        return self._state.events

    @property
    def last_square(self) -> Square | None:
        return self._state.last_square

    @property
    def actions(self) -> Log[str]:
        """Every action so far as record tokens: ``c2``, ``:a``, ``Q1``, ``wait``, ``timeout``
        (a tuple-like log)."""
        return self._state.actions

    @property
    def lapsed_lines(self) -> tuple[MadeLine, ...]:
        """Lines that were made, never called, and count no more."""
        return self._state.lapsed

    @property
    def clock_remaining(self) -> float | None:
        """Seconds left on the move clock of the player to act, None when off."""
        if self._state.phase in (Phase.GIVE, Phase.PLACE):
            return self._state.clock_left
        return None

    def call_window(self, player: int) -> Window | None:
        """The window in which `player` may call now, if any."""
        s = self._state
        if s.window is None or s.phase == Phase.OVER:
            return None
        holder = s.to_act if s.window is WindowKind.STEAL else s.placer
        if holder != player:
            return None
        length = None if s.window is WindowKind.OWN else self.settings.steal_window
        return Window(s.window, s.window_left, length)

    def claimable_lines(self, player: int) -> tuple[MadeLine, ...]:
        """What a call by `player` would win with now (for the computer's decisions)."""
        return self._state.pending if self.call_window(player) else ()

    # --- intents -------------------------------------------------------------

    def give(self, player: int, piece: Piece) -> list[Event]:
        """`player` hands `piece` to the opponent, closing their own call window."""
        s = self._state
        self._require_turn(player, Phase.GIVE)
        if piece not in range(16):
            raise MatchError(MatchCode.NO_SUCH_PIECE, piece=piece)
        if piece not in s.position.available():
            code = MatchCode.PIECE_IN_HAND if piece == s.position.hand else MatchCode.PIECE_ON_BOARD
            raise MatchError(code, piece=piece)
        other = 1 - player
        event = Event(EventKind.GIVE, player, piece=piece)
        # The placer's missed line stays pending: now it is the receiver's to steal.
        window = WindowKind.STEAL if s.placer is not None and self._announcing else None
        new = s.but(
            actions=s.actions.add(f":{piece_to_char(piece)}"),
            position=s.position.give(piece),
            phase=Phase.PLACE,
            to_act=other,
            events=s.events.add(event),
            window=window,
            window_left=self.settings.steal_window if window else None,
            clock_left=self.settings.move_clock,
        )
        if window is None:
            new = self._lapse(new)
        return self._commit(new, s)

    def place(self, player: int, square: Square) -> list[Event]:
        """`player` puts the piece in hand on `square`; their call window opens."""
        s = self._state
        self._require_turn(player, Phase.PLACE)
        if square not in range(16):
            raise MatchError(MatchCode.NO_SUCH_SQUARE, square=square)
        if s.position.board[square] is not None:
            raise MatchError(MatchCode.SQUARE_TAKEN, square=square)
        piece = s.position.hand
        new = self._lapse(s.but(window=None, window_left=None))  # placing ends the steal
        position = new.position.place(square)
        made = tuple(position.lines_through(square, self.settings.options))
        event = Event(EventKind.PLACE, player, piece=piece, square=square)
        full = position.is_full
        announce = self.settings.calling is Calling.ANNOUNCE
        new = new.but(
            actions=s.actions.add(square_name(square)),
            position=position,
            events=new.events.add(event),
            pending=made,
            placer=player,
            last_square=square,
            phase=Phase.FINAL if full else Phase.GIVE,
            to_act=player,
            window=(WindowKind.FINAL if full else WindowKind.OWN) if announce else None,
            window_left=self.settings.steal_window if full else None,
        )
        if made and self.settings.calling is Calling.AUTOMATIC:
            new = self._win(new, player, EventKind.DECLARE, made)
        elif full and not (self._announcing and new.window_left):
            new = self._end_in_draw(self._lapse(new))
        return self._commit(new, s)

    def call(self, player: int) -> list[Event]:
        """`player` calls QUARTO!: a win, a steal, or a false call."""
        s = self._state
        if s.phase == Phase.OVER:
            raise MatchError(MatchCode.GAME_OVER)
        window = self.call_window(player)
        actions = s.actions.add(_CALL_TOKENS.get(player) or f"Q{player + 1}")
        if window and s.pending:
            kind = EventKind.STEAL if window.kind is WindowKind.STEAL else EventKind.CALL
            return self._commit(self._win(s.but(actions=actions), player, kind, s.pending), s)
        reason, attributes = self._false_call_reason(window)
        event = _false_call(player, reason, attributes)
        new = s.but(actions=actions, events=s.events.add(event))
        if self.settings.false_call is FalseCallRule.LOSE:
            new = self._finish(new, Result(1 - player, Termination.FALSE_CALL, reason=reason))
        return self._commit(new, s)

    def tick(self, dt: float) -> list[Event]:
        """Let `dt` seconds pass: windows and the move clock run down."""
        s = self._state
        if s.phase == Phase.OVER or dt <= 0:
            return []
        new = s
        if new.window_left is not None:
            left = new.window_left - dt
            if left > 0:
                new = new.but(window_left=left)
            else:
                new = self._expire_window(new)
        if new.phase in (Phase.GIVE, Phase.PLACE) and new.clock_left is not None:
            left = new.clock_left - dt
            new = new.but(clock_left=left) if left > 0 else self._time_out(new)
        self._history.now = new  # time passing is not an undoable action
        return new.events.since(s.events)

    def close_window(self) -> list[Event]:
        """End the timed window now, as if its time ran out (records replay this)."""
        s = self._state
        if s.window_left is None:
            raise MatchError(MatchCode.NO_TIMED_WINDOW)
        self._history.now = self._expire_window(s)
        return self._state.events.since(s.events)

    def time_out(self) -> list[Event]:
        """The player to act runs out of time now (records replay this)."""
        s = self._state
        if s.clock_left is None or s.phase not in (Phase.GIVE, Phase.PLACE):
            raise MatchError(MatchCode.NO_MOVE_CLOCK)
        self._history.now = self._time_out(s)
        return self._state.events.since(s.events)

    # --- undo and redo -------------------------------------------------------

    @property
    def can_undo(self) -> bool:
        return self._history.can_undo

    @property
    def can_redo(self) -> bool:
        return self._history.can_redo

    def undo(self) -> bool:
        """Go back to just before the last give, place or call."""
        return self._history.undo()

    def redo(self) -> bool:
        return self._history.redo()

    # --- the game so far, step by step (the move list) -------------------------

    @property
    def steps(self) -> int:
        """The steps that led here (give, place, call...; each one undo takes back)."""
        return self._history.steps

    def at_step(self, step: int) -> Match:
        """A match as this one was after `step` steps (0: the start), with no past of its
        own: a screen shows it read-only. Raises IndexError for a step there was not."""
        past = Match.__new__(Match)
        past.settings, past.first, past.start = self.settings, self.first, self.start
        past._history = History(self._history.at(step))
        return past

    # --- the rules of the call, on states ------------------------------------

    @property
    def _announcing(self) -> bool:
        """Players call their own lines (with a steal window), rather than the app."""
        return self.settings.calling is Calling.ANNOUNCE and self.settings.steal_window > 0

    def _require_turn(self, player: int, phase: Phase) -> None:
        s = self._state
        if s.phase == Phase.OVER:
            raise MatchError(MatchCode.GAME_OVER)
        if s.to_act != player or s.phase != phase:
            raise MatchError(MatchCode.NOT_YOUR_TURN, player=player, phase=phase)

    def _commit(self, new: _State, old: _State) -> list[Event]:
        self._history.commit(new)
        return new.events.since(old.events)

    def _lapse(self, s: _State) -> _State:
        """Close the move's call chances: a line nobody called loses its value."""
        if not s.pending:
            return s.but(placer=None)
        event = Event(EventKind.LAPSE, None, lines=s.pending)
        return s.but(
            events=s.events.add(event), lapsed=s.lapsed + s.pending, pending=(), placer=None
        )

    def _expire_window(self, s: _State) -> _State:
        s = s.but(actions=s.actions.add(WINDOW_RAN_OUT))
        if s.window is WindowKind.FINAL:
            return self._end_in_draw(self._lapse(s.but(window=None, window_left=None)))
        return self._lapse(s.but(window=None, window_left=None))

    def _time_out(self, s: _State) -> _State:
        loser = s.to_act
        assert loser is not None
        event = Event(EventKind.TIMEOUT, loser)
        s = s.but(events=s.events.add(event), clock_left=0.0, actions=s.actions.add(TIMEOUT))
        return self._finish(s, Result(1 - loser, Termination.TIMEOUT))

    def _win(self, s: _State, player: int, kind: EventKind, lines: tuple[MadeLine, ...]) -> _State:
        event = Event(kind, player, lines=lines)
        s = s.but(events=s.events.add(event), pending=())
        return self._finish(s, Result(player, _WON_BY[kind], lines))

    def _end_in_draw(self, s: _State) -> _State:
        return self._finish(s, Result(None, Termination.FULL_BOARD))

    def _finish(self, s: _State, result: Result) -> _State:
        event = Event(EventKind.RESULT, result.winner, lines=result.lines)
        return s.but(
            events=s.events.add(event),
            result=result,
            phase=Phase.OVER,
            to_act=None,
            window=None,
            window_left=None,
        )

    def _false_call_reason(self, window: Window | None) -> tuple[FalseCall, int]:
        """Why a call wins nothing, never giving away whether a line exists.

        The second value is, for FalseCall.NOT_COUNTED, the mask of the
        attributes that four pieces through the last placement share but that
        do not count in this game (the beginner variant).
        """
        s = self._state
        if window is not None:
            ignored = self._shared_but_not_counted()
            if ignored:
                return FalseCall.NOT_COUNTED, ignored
            return (FalseCall.NO_LINE_LAPSED if s.lapsed else FalseCall.NO_LINE), 0
        if s.window is WindowKind.OWN:
            return FalseCall.BEFORE_HANDOVER, 0
        if s.window is WindowKind.FINAL:
            return FalseCall.LAST_PIECE, 0
        if s.window is WindowKind.STEAL:
            return FalseCall.AFTER_HANDOVER, 0
        if s.last_square is None:  # nothing placed yet (cheaper than counting the board)
            return FalseCall.EMPTY_BOARD, 0
        if self.settings.calling is Calling.AUTOMATIC:
            return FalseCall.AUTOMATIC, 0
        return FalseCall.TOO_LATE, 0

    def _shared_but_not_counted(self) -> int:
        """Attributes (mask) that a full line through the last placement shares, uncounted."""
        s = self._state
        counted = self.settings.options.attributes
        if s.last_square is None or counted == ALL_ATTRIBUTES:
            return 0
        ignored = 0
        for line in LINES_THROUGH[self.settings.options.squares][s.last_square]:
            pieces = [s.position.board[square] for square in line]
            if None not in pieces:
                common = shared_traits(pieces, ALL_ATTRIBUTES)  # type: ignore[arg-type]
                for attribute in ATTRIBUTES:
                    if common & (attribute.bit | attribute.bit << 4):
                        ignored |= attribute.bit
        return ignored & ~counted


_CALL_TOKENS = {0: "Q1", 1: "Q2"}  # one string each, however many calls a record holds


@cache
def _false_call(player: int, reason: FalseCall, attributes: int) -> Event:
    """One event for each kind of false call: a flood of calls shares them."""
    return Event(EventKind.FALSE_CALL, player, reason=reason, attributes=attributes)


_WON_BY = {
    EventKind.CALL: Termination.CALL,
    EventKind.DECLARE: Termination.DECLARED,
    EventKind.STEAL: Termination.STEAL,
}
