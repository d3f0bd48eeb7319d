"""Quarto's table as a model: the pieces in the players' hands, and the commands on them.

The view draws only from this; the input only calls its commands. Each
command is checked once, by the rules (the match): a refusal comes back as
the rule's code and is said on the message line in the rule's words. The
frame's table model (frame.play.table) keeps what every game's table has:
notices, flashes, the result pause, undo narration, drops going home.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from enum import Enum

from quarto_app.frame.clock import Clock, Timer
from quarto_app.frame.game import Setup
from quarto_app.frame.i18n import text
from quarto_app.frame.play.gesture import Hands
from quarto_app.frame.play.table import TableModel, Tone
from quarto_app.frame.sound import Sound

from .. import words
from ..ai.hint import Hint
from ..ai.jobs import HintJob
from ..match import Calling, Event, EventKind, Match, MatchError, Phase
from ..rules import MadeLine
from ..setup_options import hints_on
from . import sounds
from .computer import Computer
from .hints import Hints
from .places import Place, PlaceKind, hand, reserve, square

LAPSE_SECONDS = 3.0
PRESSED_SECONDS = 0.4
REFUSED_SECONDS = 1.5
RECENT = 3  # moves of each side listed under its QUARTO! button
RECENT_KINDS = (EventKind.GIVE, EventKind.PLACE, EventKind.FALSE_CALL)

__all__ = ["Flash", "Hands", "Table", "Tone"]


class Flash(Enum):
    """What lights a seat's QUARTO! button for a moment (flash keys are (Flash, seat))."""

    PRESSED = "pressed"  # the button was pressed
    REFUSED = "refused"  # a false call: red


class Table(TableModel[Match]):
    """One match of Quarto on the table, its two seats, and what the screen shows of it."""

    computer: Computer
    hands: Hands[int, Place]

    def __init__(
        self,
        setup: Setup,
        match: Match,
        computer: Computer,
        clock: Clock,
        *,
        attract: bool = False,
        result_pause: float = 1.2,
        hints: Hints | None = None,
    ) -> None:
        self.hints = hints or Hints()
        super().__init__(setup, match, computer, clock, attract=attract, result_pause=result_pause)

    def start(self, match: Match) -> None:
        self.hints.forget()
        super().start(match)
        self.fading: tuple[tuple[MadeLine, ...], Timer] | None = None
        self.holder: int | None = None  # who holds the piece in hand (kept, not searched for)
        self.recent: tuple[list[Event], ...] = ([], [])  # each seat's last moves, newest last
        self._read_log()

    def _read_log(self) -> None:
        """What the view keeps from the log, read once (a new match, a load, an undo); play
        then keeps it up to date event by event, so no frame scans a long log."""
        self.holder = _holder(self.match)
        recent: tuple[list[Event], ...] = ([], [])
        for event in reversed(self.match.events):
            if event.kind in RECENT_KINDS and event.player in (0, 1):
                mine = recent[event.player]
                if len(mine) < RECENT:
                    mine.insert(0, event)
                if all(len(seat) == RECENT for seat in recent):
                    break
        self.recent = recent

    def new_hands(self) -> Hands[int, Place]:
        return Hands(focus=reserve(0))

    # --- reading ---------------------------------------------------------------

    @property
    def names(self) -> tuple[str, ...]:
        return self.match.settings.names

    def name(self, seat: int | None) -> str:
        return words.seat(self.names, seat)

    def opponent(self, seat: int) -> int:
        return 1 - seat

    def may_act_now(self) -> bool:
        return self.match.phase in (Phase.GIVE, Phase.PLACE)

    def can_call(self, seat: int) -> bool:
        """The seat's QUARTO! button works: a person, announce mode, the game on."""
        return (
            self.is_human(seat)
            and self.match.settings.calling is Calling.ANNOUNCE
            and self.match.phase != Phase.OVER
        )

    def in_flight(self) -> list[tuple[int, Place | tuple[int, int], Place, float]]:
        """Pieces moving on their own: (piece, from, to, progress 0-1): the computer's
        move, a person's piece gliding into place, a refused drop going home."""
        moving: list[tuple[int, Place | tuple[int, int], Place, float]] = []
        glide = self.computer.glide
        if glide is not None:
            moving.append((glide.item, glide.start, glide.end, glide.progress))
        for arrival in self.arriving():
            moving.append((arrival.item, arrival.start, arrival.end, arrival.progress))
        back = self.returning
        if back is not None:
            moving.append((back.item, back.start, back.home, back.timer.progress))
        return moving

    def flying(self) -> set[int]:
        """The pieces on their way somewhere (drawn moving, not at either end)."""
        moving = {piece for piece, *_ in self.in_flight()}
        held = self.held_piece()
        return moving if held is None else moving | {held}

    def held_piece(self) -> int | None:
        """The piece not in its place (dragged, gliding, going home), so not drawn there."""
        held = self.hands.held()
        if held is not None:
            return held
        glide = self.computer.glide
        return glide.item if glide is not None else None

    # --- commands, each checked once by the rules ------------------------------------

    def _acting_person(self) -> int | None:
        """The seat a person at the screen acts for now (None: the computer's turn, or over)."""
        return self.match.to_act if self.human_turn else None

    def give(self, piece: int, start: tuple[int, int] | None = None) -> bool:
        """The person to act gives `piece`; the rule's reason on screen if it cannot be.
        It glides to the other's hand from the reserve, or from `start` where it was dropped."""
        given = self._command(lambda player: self.match.give(player, piece))
        if given:
            self.hands.selected = None
            if self.holder is not None:
                self.arrive(piece, start or reserve(piece), hand(self.holder))
        return given

    def place(self, square_index: int, start: tuple[int, int] | None = None) -> bool:
        """The person to act places the piece in hand on a square; it glides there from the
        hand, or from `start` where it was dropped."""
        player, piece = self.match.to_act, self.match.position.hand
        placed = self._command(lambda player: self.match.place(player, square_index))
        if placed and piece is not None and player is not None:
            self.arrive(piece, start or hand(player), square(square_index))
        return placed

    def _command(self, act: Callable[[int], list[Event]]) -> bool:
        """`act` for the person to act, checked by the match alone; False if refused."""
        player = self._acting_person()
        if player is None:
            return False
        try:
            self.absorb(act(player))
        except MatchError as refused:
            self.say(words.error(refused, self.names), Tone.BAD)
            return False
        return True

    def call(self, seat: int) -> None:
        """The seat's QUARTO! button or key."""
        if self.over or not self.is_human(seat):
            return
        if self.match.settings.calling is Calling.AUTOMATIC:
            self.say(text("quarto.notice.automatic"), Tone.QUIET)
            return
        self.flash((Flash.PRESSED, seat), PRESSED_SECONDS)
        self.absorb(self.match.call(seat))

    # --- hints ------------------------------------------------------------------------

    @property
    def hints_allowed(self) -> bool:
        """The setup switched hints on, and a person plays (never in a demo)."""
        return hints_on(self.setup) and not self.attract and bool(self.people)

    def hint_moment(self) -> Hashable:
        """What a hint answers: this position, phase and turn, and whether a line is there
        to call (a hint asked for a moment that has passed is never shown)."""
        match = self.match
        seat = match.to_act
        claimable = seat is not None and self._may_claim(seat)
        return (match.position, match.phase, seat, claimable)

    def _may_claim(self, seat: int) -> bool:
        match = self.match
        return match.call_window(seat) is not None and bool(match.claimable_lines(seat))

    def ask_hint(self) -> None:
        """The Hint button or H: the computer's suggestion for the person to act, thought
        about in the background (the table says "thinking" until it comes)."""
        if not self.hints_allowed:
            if not self.attract and self.people:
                self.say(text("quarto.hints.off"), Tone.QUIET)
            return
        if not self.human_turn:
            self.say(text("quarto.hints.not_now"), Tone.QUIET)
            return
        moment = self.hint_moment()
        if self.hints.asked_for(moment):
            return  # asked already: the same hint is coming, or shown
        match = self.match
        assert match.to_act is not None
        job = HintJob(
            match.position, match.settings.options, claimable=self._may_claim(match.to_act)
        )
        self.hints.ask(moment, job)

    def shown_hint(self) -> Hint | None:
        """The hint to draw now: one that answers this very moment of the match."""
        if not self.human_turn:
            return None
        return self.hints.for_turn(self.hint_moment())

    def _follow_hints(self) -> None:
        if self.hints.update() is not None:
            self.used_hint()  # shown to a person: the game is counted apart
            self.on_change()  # the record says so at once (the autosave)
        elif self.hints.failed:
            self.hints.failed = False
            self.say(text("quarto.hints.failed"), Tone.BAD)

    def update(self, dt: float) -> None:
        super().update(dt)
        self._follow_hints()

    def last_action_words(self) -> str:
        taken = _last_action(self.match)
        return words.event(taken, self.names) if taken else ""

    def _after_history(self, said: str) -> None:
        self._read_log()
        super()._after_history(said)

    # --- what happened -------------------------------------------------------------

    def show(self, event: Event) -> None:
        kind = event.kind
        if kind is EventKind.GIVE and event.player is not None:
            self.holder = self.opponent(event.player)
        elif kind is EventKind.PLACE:
            self.holder = None
        if kind in RECENT_KINDS and event.player in (0, 1):
            mine = self.recent[event.player]
            mine.append(event)
            del mine[:-RECENT]
        if kind is EventKind.FALSE_CALL:
            self.say(words.event(event, self.names), Tone.BAD)
            if event.player is not None:
                self.flash((Flash.REFUSED, event.player), REFUSED_SECONDS)
        elif kind is EventKind.LAPSE:
            self.say(words.event(event, self.names), Tone.LAPSED)
            self.fading = (event.lines, self.clock.start(LAPSE_SECONDS))
        elif kind in (EventKind.STEAL, EventKind.CALL, EventKind.DECLARE):
            self.say(words.event(event, self.names), Tone.GOOD)
        elif kind is EventKind.TIMEOUT:
            self.say(words.event(event, self.names), Tone.BAD)

    def sound_of(self, events: Sequence[Event]) -> Sound | None:
        return sounds.loudest(event for event in events if event.kind is not EventKind.RESULT)

    def countdown(self) -> float | None:
        """The nearest end of the move clock or of a call window (a steal), while the game is on."""
        if self.over:
            return None
        left = [self.match.clock_remaining]
        for seat in (0, 1):
            window = self.match.call_window(seat)
            if window is not None:
                left.append(window.remaining)
        running = [seconds for seconds in left if seconds is not None]
        return min(running) if running else None

    def fading_lines(self) -> tuple[MadeLine, ...]:
        if self.fading is None or self.fading[1].done:
            return ()
        return self.fading[0]

    def turn_key(self) -> Hashable:
        return (self.match.phase, self.match.to_act)

    def new_turn(self) -> None:
        """The focus goes where the work is; a hint for the last turn is gone."""
        if not self.hints.asked_for(self.hint_moment()):
            self.hints.forget()
        hands = self.hands
        position = self.match.position
        if self.match.phase == Phase.GIVE:
            available = position.available()
            if hands.focus.kind is not PlaceKind.RESERVE or hands.focus.index not in available:
                hands.focus = reserve(available[0] if available else 0)
        elif self.match.phase == Phase.PLACE:
            empty = position.empty_squares()
            if hands.focus.kind is not PlaceKind.SQUARE or hands.focus.index not in empty:
                hands.focus = square(empty[0] if empty else 0)

    def receiver_hand(self) -> Place:
        to_act = self.match.to_act if self.match.to_act is not None else 0
        return hand(self.opponent(to_act))

    @property
    def animating(self) -> bool:
        match = self.match
        window = match.call_window(0) or match.call_window(1)
        timed = window is not None and window.remaining is not None
        return (
            super().animating
            or timed
            or self.computer.thinking is not None
            or self.hints.thinking
            or bool(self.fading_lines())
        )


def _holder(match: Match) -> int | None:
    """Who holds the piece in hand: whoever it was last given to (also once the game is
    over: a piece in hand when time ran out, or when a steal was called, stays there).
    Read from the log once, after an undo or a load; play keeps it up to date."""
    if match.position.hand is None:
        return None
    for event in reversed(match.events):
        if event.kind is EventKind.GIVE and event.player is not None:
            return 1 - event.player
    return match.to_act


def _last_action(match: Match) -> Event | None:
    """The last give, place or call of the match (what an undo takes back)."""
    for event in reversed(match.events):
        if event.kind in (EventKind.GIVE, EventKind.PLACE, EventKind.FALSE_CALL, EventKind.CALL):
            return event
        if event.kind in (EventKind.STEAL, EventKind.DECLARE):
            return event
    return None
