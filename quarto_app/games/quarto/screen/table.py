"""The table as a model: what is on it and in the players' hands, and the commands on it.

The view draws only from this; the input only calls its commands. Each
command is checked once, by the rules (the match): a refusal comes back as
the rule's code and is said on the message line in the rule's words. The
table adds only what the rules do not know: which seats are people, what a
hand is holding or has selected, and what the screen is showing (notices,
flashes, pieces in flight).

Timers come from the scene's clock, so a covered table (the pause menu) is
still, and a test decides how fast time goes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from quarto_app.frame.clock import Clock, Timer, smooth
from quarto_app.frame.game import Setup
from quarto_app.frame.i18n import text

from .. import words
from ..match import Calling, Event, EventKind, Match, MatchError, Phase
from ..rules import MadeLine
from .computer import Computer, Glide
from .places import Place, PlaceKind, hand, reserve, square

NOTICE_SECONDS = 4.0
LAPSE_SECONDS = 3.0
RETURN_SECONDS = 0.25
PRESSED_SECONDS = 0.4
REFUSED_SECONDS = 1.5


class Tone:
    """How a notice reads: the name of a palette colour (frame.theme.Palette)."""

    GOOD = "good"
    BAD = "bad"
    QUIET = "text_dim"
    LAPSED = "lapsed"


@dataclass
class Notice:
    """A sentence on the message line: feedback on the last thing that happened."""

    words: str
    tone: str
    timer: Timer


@dataclass
class Drag:
    """A piece held by the pointer; `moved` once it left the press point."""

    piece: int
    source: Place
    press: tuple[int, int]
    pos: tuple[int, int]
    moved: bool = False


@dataclass
class Return:
    """A refused drop gliding back to where it came from."""

    piece: int
    start: tuple[int, int]
    home: Place
    timer: Timer


@dataclass
class Hands:
    """What the people at the screen are holding, pointing at and have chosen."""

    drag: Drag | None = None
    selected: int | None = None  # the one reserve piece picked this turn (click or Enter)
    hover: Place | None = None
    focus: Place = field(default_factory=lambda: reserve(0))
    focus_visible: bool = False  # shown once the keyboard is used
    focus_chosen: bool = False  # moved by the player this turn (Enter acts only then)


class Table:
    """One match on the table, its seats, and what the screen shows of it."""

    def __init__(
        self,
        setup: Setup,
        match: Match,
        computer: Computer,
        clock: Clock,
        *,
        attract: bool = False,
        result_pause: float = 1.2,
    ) -> None:
        self.setup = setup
        self.clock = clock
        self.attract = attract
        self.result_pause = result_pause
        self.on_change: Callable[[], None] = lambda: None  # after every change of the match
        self.on_result: Callable[[], None] = lambda: None  # once the result has been seen
        self.computer = computer
        self.start(match)

    def start(self, match: Match) -> None:
        """A match on the table, and nothing in anyone's hands."""
        self.match = match
        self.computer.restart(match)
        self.hands = Hands()
        self.returning: Return | None = None
        self.notice: Notice | None = None
        self.fading: tuple[tuple[MadeLine, ...], Timer] | None = None
        self.pressed: dict[int, Timer] = {}  # seat -> its QUARTO! button stays lit
        self.refused: dict[int, Timer] = {}  # seat -> its false call stays red
        self.result_timer: Timer | None = None
        self.rolling = False  # the dice are up: nobody knows who starts yet
        self._turn_seen: tuple[Phase, int | None] | None = None

    # --- reading ---------------------------------------------------------------

    @property
    def names(self) -> tuple[str, ...]:
        return self.match.settings.names

    def name(self, seat: int | None) -> str:
        return words.seat(self.names, seat)

    def opponent(self, seat: int) -> int:
        return 1 - seat

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and not self.computer.plays(seat)

    @property
    def human_turn(self) -> bool:
        """A person may give or place now (not the computer, nothing in flight)."""
        match = self.match
        return (
            match.phase in (Phase.GIVE, Phase.PLACE)
            and self.is_human(match.to_act)
            and not self.computer.busy
            and not self.rolling
        )

    def can_call(self, seat: int) -> bool:
        """The seat's QUARTO! button works: a person, announce mode, the game on."""
        return (
            self.is_human(seat)
            and self.match.settings.calling is Calling.ANNOUNCE
            and self.match.phase != Phase.OVER
        )

    @property
    def undo_allowed(self) -> bool:
        """Undo is for people playing each other (against the computer it would be a cheat)."""
        return self.setup.hot_seat and not self.attract

    @property
    def over(self) -> bool:
        return self.match.phase == Phase.OVER

    def in_flight(self) -> list[tuple[int, Place | tuple[int, int], Place, float]]:
        """Pieces moving on their own: (piece, from, to, progress 0-1)."""
        moving: list[tuple[int, Place | tuple[int, int], Place, float]] = []
        glide: Glide | None = self.computer.glide
        if glide is not None:
            moving.append((glide.piece, glide.start, glide.end, glide.progress))
        if self.returning is not None:
            back = self.returning
            moving.append((back.piece, back.start, back.home, back.timer.progress))
        return moving

    def held_piece(self) -> int | None:
        """The piece not in its place (dragged, gliding, going home), so not drawn there."""
        drag = self.hands.drag
        if drag is not None and drag.moved:
            return drag.piece
        if self.returning is not None:
            return self.returning.piece
        glide = self.computer.glide
        return glide.piece if glide is not None else None

    # --- commands, each checked once by the rules ------------------------------------

    def _acting_person(self) -> int | None:
        """The seat a person at the screen acts for now (None: the computer's turn, or over)."""
        return self.match.to_act if self.human_turn else None

    def give(self, piece: int) -> bool:
        """The person to act gives `piece`; the rule's reason on screen if it cannot be."""
        given = self._command(lambda player: self.match.give(player, piece))
        if given:
            self.hands.selected = None
        return given

    def place(self, square_index: int) -> bool:
        """The person to act places the piece in hand on a square."""
        return self._command(lambda player: self.match.place(player, square_index))

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
        self.pressed[seat] = self.clock.start(PRESSED_SECONDS)
        self.absorb(self.match.call(seat))

    def undo(self) -> None:
        """Take back the last action, and say in the players' words what it was."""
        if self.undo_allowed and self.match.can_undo:
            taken = _last_action(self.match)
            self.match.undo()
            said = words.event(taken, self.names) if taken else ""
            self._after_history(text("quarto.notice.took_back", action=said))

    def redo(self) -> None:
        if self.undo_allowed and self.match.redo():
            done = _last_action(self.match)
            said = words.event(done, self.names) if done else ""
            self._after_history(text("quarto.notice.did_again", action=said))

    def _after_history(self, said: str) -> None:
        self.computer.restart(self.match)
        self.hands.drag = None
        self.returning = None
        if self.result_timer is not None:
            self.result_timer.cancel()
            self.result_timer = None
        self._turn_seen = None
        self._follow_turn()  # the turn taken back starts afresh, before the notice is said
        self.on_change()
        self.say(said, Tone.QUIET)

    # --- what happened -------------------------------------------------------------

    def update(self, dt: float) -> None:
        """Let the computer act and the match's time pass (the clock has advanced already)."""
        self.absorb(self.computer.update(dt))
        self.absorb(self.match.tick(dt))
        self._follow_turn()

    def absorb(self, events: list[Event]) -> None:
        """Show what the match says happened (and let the screen keep the game on disk)."""
        if events:
            self.on_change()
        for event in events:
            kind = event.kind
            if kind is EventKind.FALSE_CALL:
                self.say(words.event(event, self.names), Tone.BAD)
                if event.player is not None:
                    self.refused[event.player] = self.clock.start(REFUSED_SECONDS)
            elif kind is EventKind.LAPSE:
                self.say(words.event(event, self.names), Tone.LAPSED)
                self.fading = (event.lines, self.clock.start(LAPSE_SECONDS))
            elif kind in (EventKind.STEAL, EventKind.CALL, EventKind.DECLARE):
                self.say(words.event(event, self.names), Tone.GOOD)
            elif kind is EventKind.TIMEOUT:
                self.say(words.event(event, self.names), Tone.BAD)
            elif kind is EventKind.RESULT:
                self.hands = Hands(focus=self.hands.focus)
                self.result_timer = self.clock.start(self.result_pause, self._result_seen)

    def _result_seen(self) -> None:
        self.result_timer = None
        self.on_result()

    def say(self, said: str, tone: str) -> None:
        self.notice = Notice(said, tone, self.clock.start(NOTICE_SECONDS))

    def current_notice(self) -> Notice | None:
        notice = self.notice
        return notice if notice is not None and not notice.timer.done else None

    def lit(self, flashes: dict[int, Timer], seat: int) -> bool:
        timer = flashes.get(seat)
        return timer is not None and not timer.done

    def fading_lines(self) -> tuple[MadeLine, ...]:
        if self.fading is None or self.fading[1].done:
            return ()
        return self.fading[0]

    def send_home(self, piece: int, start: tuple[int, int], home: Place) -> None:
        """A refused drop glides back where it came from."""
        self.returning = Return(piece, start, home, self.clock.start(RETURN_SECONDS, ease=smooth))

    def clear_returned(self) -> None:
        if self.returning is not None and self.returning.timer.done:
            self.returning = None

    def _follow_turn(self) -> None:
        """When a new turn starts, the hands start afresh and the focus goes where the work is."""
        self.clear_returned()
        turn = (self.match.phase, self.match.to_act)
        if turn == self._turn_seen:
            return
        self._turn_seen = turn
        if self.notice is not None and self.notice.tone == Tone.QUIET:
            self.notice = None  # a hint about the last turn ("press Enter again") is stale now
        hands = self.hands
        hands.selected = None
        hands.focus_chosen = False
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


def _last_action(match: Match) -> Event | None:
    """The last give, place or call of the match (what an undo takes back)."""
    for event in reversed(match.events):
        if event.kind in (EventKind.GIVE, EventKind.PLACE, EventKind.FALSE_CALL, EventKind.CALL):
            return event
        if event.kind in (EventKind.STEAL, EventKind.DECLARE):
            return event
    return None
