"""The table model's base: what every game's table shows around its own pieces.

A game's table model (Quarto's `screen/table.py`, Quartino's) subclasses this
and adds its hands and commands. The base holds the match and the seats, and
what the screen shows of what happens: a notice on the message line (its
tone names a palette colour), flashes that light a button for a moment, the
pause before the result panel, the narration of undo and redo, a refused drop
gliding home; and the help the people had in this match (`undos`, counted here,
and `hints_used`, which a game's table counts with `used_hint`), for the statistics.
Every timer comes from the scene's clock, so a covered table (the pause menu)
stands still and a test decides how fast time goes.

Hidden information. A game whose hands are hidden (`hidden=True`) shows the
table as one seat sees it: `viewer` is that seat, or None for what everyone
may see. With one person at the table the viewer is that person; with more,
it is the person whose turn it is, once they have taken the screen (the play
scene's hand-over), and nobody's while a computer plays. Undo then stops at
the start of the turn, so it never shows a hand to the wrong person; and where
the game says undo stops (`undo_refused`: Quartino's claims, whose card everyone
saw), it takes nothing back and says why.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, Generic, TypeVar

from .. import motion, sound
from ..clock import Clock, Timer, smooth
from ..game import Setup
from ..i18n import text
from ..sound import Sound
from .computer import ComputerSeats, Glide
from .gesture import Hands
from .match import PlayedMatch

NOTICE_SECONDS = 4.0
END_SOUND_DELAY = 0.35  # seconds between the move that ends a game and the end's sound
ARRIVE_SECONDS = 0.22  # a person's piece or stone gliding into the place it was given or put

M = TypeVar("M", bound=PlayedMatch)


class Tone(Enum):
    """How a notice reads: each names a palette colour (frame.theme.Palette)."""

    GOOD = "good"
    BAD = "bad"
    QUIET = "text_dim"  # a hint about this turn: gone when the turn changes
    LAPSED = "lapsed"
    NEWS = "text"  # something that changed on the table, plainly said


@dataclass
class Notice:
    """A sentence on the message line: feedback on the last thing that happened."""

    words: str
    tone: Tone
    timer: Timer


class TableModel(Generic[M]):
    """One match on the table, its seats, and what the screen shows of it."""

    hidden = False  # a game with hidden hands sets this (see the module's notes)

    def __init__(
        self,
        setup: Setup,
        match: M,
        computer: ComputerSeats,
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
        self.on_end: Callable[[], None] = lambda: None  # when the match has just ended
        self.computer = computer
        self.start(match)

    # --- a match on the table ----------------------------------------------------

    def start(self, match: M) -> None:
        """A match on the table, and nothing in anyone's hands."""
        self.match = match
        self.computer.restart(match)
        self.hands = self.new_hands()
        self.notice: Notice | None = None
        self.news = ""  # the last thing the match did, in words (told again at a hand-over)
        self._looked: dict[int, int] = {}  # seat -> events there were when it took the screen
        self.flashes: dict[Hashable, Timer] = {}
        self.result_timer: Timer | None = None
        self.arrivals: list[Glide] = []  # a person's moves gliding into place (see `arrive`)
        self.finale: Timer | None = None  # the winning glow and the celebration (see `absorb`)
        self.end_timer: Timer | None = None  # the end's sound, due just after the last move
        self.revealed = False  # the result panel is up: hidden hands may be shown
        self.rolling = False  # an opening (the dice) is up: nobody knows who starts yet
        self.viewer: int | None = self.only_person()
        self._was_over = self.over
        self._turn_seen: Hashable | None = None
        # Help the people had in this match (the statistics count such games apart).
        self.undos = 0
        self.hints_used = 0

    def new_hands(self) -> Hands[Any, Any]:
        """Empty hands, the focus where a turn's work usually starts (the game's)."""
        raise NotImplementedError

    # --- reading ---------------------------------------------------------------------

    @property
    def names(self) -> tuple[str, ...]:
        return self.setup.names

    def name(self, seat: int | None) -> str:
        """A seat's name ("" for nobody)."""
        return self.names[seat] if seat is not None and 0 <= seat < len(self.names) else ""

    @property
    def seats(self) -> int:
        return self.match.seats

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and not self.computer.plays(seat)

    @property
    def people(self) -> tuple[int, ...]:
        return tuple(seat for seat in range(self.seats) if self.is_human(seat))

    def only_person(self) -> int | None:
        """The one person at the table, if exactly one plays (they always see their hand)."""
        people = self.people
        return people[0] if len(people) == 1 else None

    @property
    def over(self) -> bool:
        return self.match.outcome is not None

    @property
    def winners(self) -> tuple[int, ...]:
        outcome = self.match.outcome
        return outcome.winners if outcome is not None else ()

    def may_act_now(self) -> bool:
        """The game's own conditions for a person's move (a phase where people act)."""
        return True

    @property
    def human_turn(self) -> bool:
        """A person may act now (not the computer, nothing in flight, the screen theirs)."""
        seat = self.match.to_act
        return (
            not self.over
            and self.is_human(seat)
            and not self.computer.busy
            and not self.rolling
            and (not self.hidden or self.viewer == seat)
            and self.may_act_now()
        )

    @property
    def undo_allowed(self) -> bool:
        """Undo between people; against the computer too, but never on a move clock (time
        taken back would be a cheat), never in a demo."""
        if self.attract or not self.people:
            return False
        return self.setup.hot_seat or self.match.clock_remaining is None

    @property
    def against_computer(self) -> bool:
        """Undo takes back whole turns: the person's last one and the computer's after it.
        With hidden hands and several people it stays within the turn (nobody sees another's
        hand): as between people."""
        return self.computer.any and not (self.hidden and len(self.people) > 1)

    def may_undo(self) -> bool:
        """Undo can take something back now (a hidden-hands game: only within the turn), or
        has something to say: why it stops here (`undo_refused`)."""
        if not self.undo_allowed:
            return False
        if not self.match.can_undo and self.undo_refused() is None:
            return False
        return self.against_computer or self.undo_stays_in_turn()

    def undo_refused(self) -> str | None:
        """Why undo stops where it is though steps came before, in words (the game's: a
        card shown to everyone is not taken back); None: it does not stop there."""
        return None

    def undo_stays_in_turn(self) -> bool:
        """A hidden-hands game says whether undo would stay in the turn being played."""
        return True

    def may_redo(self) -> bool:
        if not (self.undo_allowed and self.match.can_redo):
            return False
        return self.against_computer or self.redo_stays_in_turn()

    def redo_stays_in_turn(self) -> bool:
        return True

    # --- the hand-over (hidden hands) ------------------------------------------------

    def handover_due(self) -> int | None:
        """The person who must take the screen before the table shows their hand."""
        if not self.hidden or self.over or len(self.people) < 2:
            return None
        seat = self.match.to_act
        if seat is None or not self.is_human(seat) or seat == self.viewer:
            return None
        return seat

    def news_for(self, seat: int) -> list[str]:
        """What happened since `seat`'s person last had the screen, in a few lines (the
        hand-over says it: they were looking away)."""
        said = self.summarise(self.match.events[self._looked.get(seat, 0) :])
        return said or ([self.news] if self.news else [])

    def summarise(self, events: Sequence[Any]) -> list[str]:
        """Those events in a few lines of words (the game's; none by default)."""
        return []

    def taken_by(self, seat: int) -> None:
        """`seat`'s person has the screen: the table shows what they see."""
        self._looked[seat] = len(self.match.events)
        self.viewer = seat
        self._turn_seen = None
        self.follow_turn()

    # --- undo and redo -------------------------------------------------------------------

    def undo(self) -> None:
        """Take back the last action (against the computer: the person's last turn and the
        computer's turns after it), and say in the players' words what it was."""
        if not self.may_undo():
            return
        refused = self.undo_refused()
        if refused is not None and not self.match.can_undo:
            self.say(refused, Tone.BAD)
            return
        taken = self.last_action_words()
        self.match.undo()
        undone = 1
        if self.against_computer:
            # Back to the start of a person's turn: through the computer's turns, and
            # through the person's own actions of that turn.
            while self.match.can_undo and not (
                self.is_human(self.match.to_act) and self.match.at_turn_start
            ):
                taken = self.last_action_words() or taken
                self.match.undo()
                undone += 1
            refused = self.undo_refused()
            if refused is not None and not self.is_human(self.match.to_act):
                # Stopped in a computer's turn by what cannot be taken back: no person's
                # turn to go back to, so nothing is taken back at all.
                for _ in range(undone):
                    self.match.redo()
                self.say(refused, Tone.BAD)
                return
        self.undos += 1
        self._after_history(text("frame.notice.took_back", action=taken))

    def redo(self) -> None:
        if not (self.may_redo() and self.match.redo()):
            return
        if self.against_computer:
            # Forward to the next person's turn start, the computer's turns included.
            while self.match.can_redo and not (
                self.is_human(self.match.to_act) and self.match.at_turn_start
            ):
                self.match.redo()
        self._after_history(text("frame.notice.did_again", action=self.last_action_words()))

    def used_hint(self) -> None:
        """A game's table calls this when it shows a person a hint (the game is then
        counted apart in the statistics, as a game with undo is)."""
        self.hints_used += 1

    def last_action_words(self) -> str:
        """The last action an undo would take back, in the players' words (the game's)."""
        return ""

    def _after_history(self, said: str) -> None:
        self.computer.restart(self.match)
        self.hands.let_go()
        self.hands.returning = None
        if self.result_timer is not None:
            self.result_timer.cancel()
            self.result_timer = None
        self.arrivals = []
        self.finale = None
        if self.end_timer is not None:
            self.end_timer.cancel()  # an end taken back is not heard
            self.end_timer = None
        self._was_over = self.over
        self.revealed = False
        self._turn_seen = None
        self.follow_turn()  # the turn taken back starts afresh, before the notice is said
        self.on_change()
        self.say(said, Tone.QUIET)

    # --- what happened -------------------------------------------------------------

    def update(self, dt: float) -> None:
        """Let the computer act and the match's time pass (the clock has advanced already);
        a countdown in its last three seconds ticks."""
        before = self.countdown()
        self.absorb(self.computer.update(dt))
        self.absorb(self.match.tick(dt))
        self.follow_turn()
        if sound.countdown_tick(before, self.countdown()):
            sound.play(Sound.TICK)

    def countdown(self) -> float | None:
        """The seconds left on the screen's countdown (None: none runs): the move clock by
        default; a game adds its own (Quarto's call windows)."""
        return None if self.over else self.match.clock_remaining

    def absorb(self, events: list[Any]) -> None:
        """Show what the match says happened, with its one sound (and let the screen keep
        the game on disk)."""
        if not events:
            return
        self.on_change()
        said = self.notice
        for event in events:
            self.show(event)
        if self.notice is not said and self.notice is not None:
            self.news = self.notice.words  # what the match did, said for everyone to read
        ended = self.over and not self._was_over
        heard = self.sound_of(events)
        if heard is not None:
            sound.play(heard)
        if ended:
            self._sound_the_end(heard)
            self._was_over = True
            self.game_ended()
            self.on_end()
            self.result_timer = self.clock.start(self.result_pause, self._result_seen)
            # The winning line glows and a win is cheered while the result waits to be
            # shown (the banner then covers the scene, whose time stands still).
            self.finale = self.clock.start(motion.duration(self.result_pause))

    def sound_of(self, events: Sequence[Any]) -> Sound | None:
        """The one sound a batch of the match's events makes (the game's; None: silent),
        the end of the game left out: it has its own (`end_sound`), heard just after."""
        return None

    def _sound_the_end(self, heard: Sound | None) -> None:
        """The end's sound: at once, or just after the move that ended the game (QUARTO!,
        then the fanfare), and before the result panel stops this scene's time."""
        end = self.end_sound()
        if heard is None:
            sound.play(end)
            return
        delay = min(END_SOUND_DELAY, self.result_pause / 2)
        self.end_timer = self.clock.schedule(lambda: sound.play(end), delay)

    def end_sound(self) -> Sound:
        """A win cheered, a draw, or a loss said gently (the computer beat the only person
        at the screen: no fanfare for that)."""
        if not self.winners:
            return Sound.DRAW
        return Sound.WIN if self.cheered else Sound.LAPSE

    @property
    def cheered(self) -> bool:
        """The game was won by a person at this screen, or by anyone when only people, or
        only computers, play (a demo): then the win is celebrated."""
        winners = self.winners
        if not winners:
            return False
        people = self.people
        return not people or any(seat in people for seat in winners)

    def finale_progress(self) -> float | None:
        """How far the end-of-game show has gone (0-1; None: the game is on, or motion is
        reduced, or the show is over and the table stands still)."""
        finale = self.finale
        if finale is None or finale.done or finale.duration <= 0:
            return None
        return finale.progress

    # --- a person's moves glide into place -------------------------------------------

    def arrive(self, item: Any, start: Any, end: Any) -> None:
        """A person's piece (or stone) glides from `start` (a place, or the point where it
        was dropped) to `end`, where the match has already put it: the view draws it on
        the way and not yet at its place. Instant with reduced motion."""
        timer = self.clock.start(motion.duration(ARRIVE_SECONDS), ease=smooth)
        if not timer.done:
            self.arrivals.append(Glide(item, start, end, timer))

    def arriving(self) -> list[Glide]:
        """The arrivals still on their way."""
        return [glide for glide in self.arrivals if not glide.timer.done]

    def show(self, event: Any) -> None:
        """What one event of the match shows on the table (the game's)."""

    def game_ended(self) -> None:
        """The match has just ended: hands are emptied (the focus stays)."""
        focus = self.hands.focus
        self.hands = self.new_hands()
        self.hands.focus = focus

    def _result_seen(self) -> None:
        self.result_timer = None
        self.revealed = True
        self.on_result()

    def say(self, said: str, tone: Tone) -> None:
        self.notice = Notice(said, tone, self.clock.start(NOTICE_SECONDS))

    def current_notice(self) -> Notice | None:
        notice = self.notice
        return notice if notice is not None and not notice.timer.done else None

    def flash(self, key: Hashable, seconds: float) -> None:
        """Light `key` (a seat's button, say) for a moment; nothing flashes with reduced
        motion (the message line says what happened)."""
        self.flashes[key] = self.clock.start(motion.duration(seconds))

    def lit(self, key: Hashable) -> bool:
        timer = self.flashes.get(key)
        return timer is not None and not timer.done

    @property
    def returning(self) -> Any:
        """A refused drop going home, if any."""
        return self.hands.returning

    def send_home(self, item: Any, start: tuple[int, int], home: Any) -> None:
        """A refused drop glides back where it came from."""
        self.hands.send_home(item, start, home, self.clock)

    def clear_returned(self) -> None:
        self.hands.settle()
        if self.arrivals:
            self.arrivals = self.arriving()

    def follow_turn(self) -> None:
        """When a new turn (or phase) starts, the hands start afresh (see `new_turn`)."""
        self.clear_returned()
        turn = self.turn_key()
        if turn == self._turn_seen:
            return
        self._turn_seen = turn
        if self.hidden and self.viewer is not None and self.viewer != self.match.to_act:
            if self.only_person() is None:
                self.viewer = None  # the screen is nobody's until the next person takes it
        if self.notice is not None and self.notice.tone is Tone.QUIET:
            self.notice = None  # a hint about the last turn ("press Enter again") is stale now
        self.hands.selected = None
        self.hands.focus_chosen = False
        self.new_turn()

    def turn_key(self) -> Hashable:
        """What changes when a new step of play begins (the game's phase and seat)."""
        return self.match.to_act

    def new_turn(self) -> None:
        """A new turn or phase: the game moves the focus to where the work is."""

    @property
    def animating(self) -> bool:
        """Something moves, or runs on time: the screen must draw every frame."""
        match = self.match
        return (
            self.hands.moving
            or self.computer.busy
            or self.result_timer is not None
            or bool(self.arriving())
            or self.finale_progress() is not None
            or (match.clock_remaining is not None and not self.over)
        )
