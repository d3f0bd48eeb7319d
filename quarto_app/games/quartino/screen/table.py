"""Quartino's table as a model: the stones, the hands as the seat at the screen sees them,
the turn's stones, and the commands on them.

The view draws only from `seen` (what the seat at the screen may see: its own
cards, never another seat's, until the result reveals every hand) and the
animations here; the input only calls the commands. Each command is checked
once, by the match: a refusal comes back as a code, said on the message line
in the rule's words.

What happens shows as it happens: the Column rule's stacks fall back to the
supply, a claimed card is shown with its four stones going back, a wrong
claim shows the card to everyone (and it stays shown in its owner's panel),
each placed stone fills a slot of the turn.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

from quarto_app.frame import motion
from quarto_app.frame.clock import Clock, Timer, smooth
from quarto_app.frame.game import Setup
from quarto_app.frame.i18n import plural, text
from quarto_app.frame.play.gesture import Hands
from quarto_app.frame.play.table import TableModel, Tone
from quarto_app.frame.sound import Sound

from .. import words
from ..match import Event, EventKind, Match, MatchError, Phase
from ..rules import (
    COLOUR_THRESHOLD,
    Board,
    Card,
    Colour,
    card_spaces,
    completed,
    completing_starts,
)
from . import sounds
from .computer import Computer
from .places import Place, PlaceKind, TurnButton, action, space, supply

CLEAR_SECONDS = 1.0  # the Column rule's stacks falling back to the supply
SHOW_SECONDS = 2.2  # a claimed card in the middle of the table
SUMMARY_LINES = 6  # what the others did, said at a hand-over

__all__ = ["Claim", "Seen", "Table", "Tone"]


@dataclass(frozen=True)
class Seen:
    """Everything the view may draw: what the seat at the screen sees, nothing more."""

    viewer: int | None  # whose hand is face up (None: nobody's)
    board: Board
    supply: tuple[int, ...]
    hand: tuple[Card, ...]  # the viewer's cards
    hand_sizes: tuple[int, ...]
    discards: tuple[tuple[Card, ...], ...]
    known: tuple[tuple[Card, ...], ...]  # shown by a wrong claim, still held
    to_act: int | None
    phase: Phase
    stones_left: int
    can_colour: bool
    round: int
    round_limit: int | None
    revealed: tuple[tuple[Card, ...], ...] | None  # every hand, once the game is over and shown


@dataclass(frozen=True)
class Claim:
    """A card to claim, and where (None: wherever it shows, or ask when it shows twice)."""

    card: Card
    start: int | None = None


@dataclass
class Clearing:
    """The Column rule's stacks on their way back to the supply."""

    stacks: dict[int, tuple[Colour, ...]]
    timer: Timer


@dataclass
class Showing:
    """A claimed card in the middle of the table: right (its stones go back) or wrong."""

    card: Card
    seat: int
    right: bool
    stones: dict[int, Colour]  # space -> the top stone that goes back (a right claim)
    timer: Timer


class Table(TableModel[Match]):
    """One match of Quartino on the table, its seats, and what the screen shows of it."""

    hidden = True
    computer: Computer
    hands: Hands[Colour, Place]

    def __init__(
        self,
        setup: Setup,
        match: Match,
        computer: Computer,
        clock: Clock,
        *,
        attract: bool = False,
        result_pause: float = 1.2,
        hints: bool = False,
    ) -> None:
        self.hints = hints
        super().__init__(setup, match, computer, clock, attract=attract, result_pause=result_pause)

    def start(self, match: Match) -> None:
        super().start(match)
        self.shown_board = match.board
        self.turn_stones: list[Colour] = []  # placed this turn, in order
        self.clearing: Clearing | None = None
        self.showing: Showing | None = None
        self.colour_declined = False
        self.selected_card: int | None = None  # a card of the hand at the screen, picked
        self.last_space = 0  # where the keyboard's focus goes on the wheel
        self._seen_key: tuple[int, int | None, bool] | None = None
        self._seen: Seen | None = None
        self._read_turn()

    def new_hands(self) -> Hands[Colour, Place]:
        return Hands(focus=supply(0))

    # --- reading ---------------------------------------------------------------

    def name(self, seat: int | None) -> str:
        return words.seat(self.names, seat)

    def may_act_now(self) -> bool:
        return self.match.phase in (Phase.PLACE, Phase.CLAIM)

    @property
    def seen(self) -> Seen:
        """What the seat at the screen sees now (made once per state)."""
        match = self.match
        key = (id(match.state), self.viewer, self.revealed)
        if key != self._seen_key or self._seen is None:
            self._seen_key, self._seen = key, self._make_seen()
        return self._seen

    def _make_seen(self) -> Seen:
        match = self.match
        viewer = self.viewer
        view = match.view(viewer if viewer is not None else 0)
        revealed = None
        if self.revealed and self.over:
            revealed = tuple(match.hand(seat) for seat in range(match.players))
        return Seen(
            viewer=viewer,
            board=view.board,
            supply=view.board.supply,
            hand=view.hand if viewer is not None else (),
            hand_sizes=view.hand_sizes,
            discards=view.discards,
            known=view.known,
            to_act=view.to_act,
            phase=view.phase,
            stones_left=view.stones_left,
            can_colour=view.can_announce_colour,
            round=match.round,
            round_limit=match.settings.options.round_limit,
            revealed=revealed,
        )

    @property
    def colour_offered(self) -> bool:
        """The person to act may say "Colour" and has not said no."""
        return self.human_turn and self.seen.can_colour and not self.colour_declined

    def colours_on_board(self) -> tuple[Colour, ...]:
        """The colours with 4+ stones on the board at the start of the turn (the offer's
        why): the board as the last turn left it, before the Column rule cleared any of
        them (Colour is counted first, so a cleared column's stones still count)."""
        start = self._start_board()
        return start.colours_with(COLOUR_THRESHOLD) if start is not None else ()

    @property
    def column_cleared(self) -> bool:
        """The Column rule cleared stones at this turn's start (so the colours counted
        for "Colour" may no longer all be on the board)."""
        return self._start_board() != self.match.state.turn_board

    def _start_board(self) -> Board | None:
        state = self.match.state
        history = state.history
        return history[-1][2] if history else state.turn_board

    @property
    def board_shows_a_card(self) -> bool:
        """Whether the top stones show any of the 24 cards: what everyone at the table sees,
        whoever holds it. When none shows, QUARTINO! can only be a wrong claim, so the
        screen leads to End turn instead."""
        return bool(completed(self.seen.board.tops))

    def way_on(self) -> TurnButton:
        """The turn button that leads on now (lit, and where the keyboard lands): Colour
        before the stones; after them QUARTINO! while the board shows a card, else End turn."""
        if self.seen.phase is not Phase.CLAIM:
            return TurnButton.COLOUR
        return TurnButton.CLAIM if self.board_shows_a_card else TurnButton.END

    def lit_button(self) -> TurnButton | None:
        """The turn button drawn lit as the way on, for the person to act. QUARTINO! only
        when one of the viewer's own cards shows, and only with the table's hints on (else
        the light would tell them what they must see for themselves); End turn when no card
        the viewer could claim shows (with the hints off: when the board shows none at all,
        which everyone sees)."""
        if not self.human_turn:
            return None
        seen = self.seen
        if seen.phase is not Phase.CLAIM:
            return TurnButton.COLOUR if self.colour_offered else None
        if self.hints:
            return TurnButton.CLAIM if self.own_card_shows() else TurnButton.END
        return None if self.board_shows_a_card else TurnButton.END

    def own_card_shows(self) -> bool:
        """The board shows a card of the viewer's hand."""
        return any(self.matches(card) for card in self.seen.hand)

    def first_supply(self) -> Place:
        """The first colour the supply still has (where the keyboard picks a colour)."""
        left = [c for c in Colour if self.seen.supply[c] > 0]
        return supply(left[0] if left else 0)

    def slots(self) -> tuple[Colour | None, ...]:
        """The turn's stone slots: the stones placed, then one empty slot per stone to come."""
        return (*self.turn_stones, *([None] * self.seen.stones_left))

    def matches(self, card: Card) -> tuple[tuple[int, ...], ...]:
        """Where `card` shows on the board now: the spaces of each window (the hints)."""
        return tuple(card_spaces(start) for start in completing_starts(self.seen.board.tops, card))

    def in_flight(self) -> list[tuple[Colour, Place | tuple[int, int], Place, float]]:
        """Stones moving on their own: (colour, from, to, progress 0-1)."""
        moving: list[tuple[Colour, Place | tuple[int, int], Place, float]] = []
        glide = self.computer.glide
        if glide is not None:
            moving.append((glide.item, glide.start, glide.end, glide.progress))
        back = self.returning
        if back is not None:
            moving.append((back.item, back.start, back.home, back.timer.progress))
        return moving

    # --- commands, each checked once by the match -----------------------------------

    def _acting_person(self) -> int | None:
        return self.match.to_act if self.human_turn else None

    def _command(self, act: Callable[[int], list[Event]]) -> bool:
        seat = self._acting_person()
        if seat is None:
            return False
        try:
            self.absorb(act(seat))
        except MatchError as refused:
            self.say(words.error(refused, self.names), Tone.BAD)
            return False
        return True

    def place(self, colour: Colour, at: int, start: tuple[int, int] | None = None) -> bool:
        """The person to act places a stone of `colour` on space `at`; it glides there from
        the supply, or from `start` where it was dropped."""
        placed = self._command(lambda seat: self.match.place(seat, at, colour))
        if placed:
            self.hands.selected = None
            self.arrive(colour, start or supply(int(colour)), space(at))
        return placed

    def arriving_at(self, index: int) -> bool:
        """A person's stone is still gliding onto space `index` (its stack's top is not drawn
        there yet)."""
        return any(glide.end == space(index) for glide in self.arriving())

    def announce_colour(self) -> bool:
        return self._command(self.match.announce_colour)

    def decline_colour(self) -> None:
        """ "No" to the Colour rule's offer: it is not asked again this turn."""
        self.colour_declined = True

    def claim(self, chosen: Claim) -> bool:
        claimed = self._command(lambda seat: self.match.claim(seat, chosen.card, chosen.start))
        if claimed:
            self.selected_card = None
        return claimed

    def end_turn(self) -> bool:
        return self._command(self.match.pass_turn)

    def starts_of(self, card: Card) -> tuple[int, ...]:
        return completing_starts(self.match.board.tops, card)

    # --- undo, within the turn --------------------------------------------------------

    def undo_stays_in_turn(self) -> bool:
        return self.match.undo_stays_in_turn()

    def redo_stays_in_turn(self) -> bool:
        return self.match.redo_stays_in_turn()

    # --- the hand-over ---------------------------------------------------------------

    def handover_due(self) -> int | None:
        """A wrong claim is shown to the whole table when it happens: the screen is passed
        on only once everyone has seen the card (never over the next person's hand)."""
        shown = self.current_showing()
        if shown is not None and not shown.right:
            return None
        return super().handover_due()

    def taken_by(self, seat: int) -> None:
        super().taken_by(seat)
        self.showing = None  # what was shown before the hand-over was seen by all then

    def undo_refused(self) -> str | None:
        refusal = self.match.undo_refusal()
        return words.error(refusal, self.names) if refusal is not None else None

    def last_action_words(self) -> str:
        for event in reversed(self.match.events):
            if event.kind in (EventKind.PLACE, EventKind.COLOUR, EventKind.CLAIM):
                return words.event(event, self.names)
            if event.kind is EventKind.TURN:
                break
        return ""

    def _after_history(self, said: str) -> None:
        self.shown_board = self.match.board
        self.clearing = None
        self.showing = None
        self._read_turn()
        super()._after_history(said)

    def _read_turn(self) -> None:
        """The stones placed this turn, read from the log (after a load or an undo)."""
        stones: list[Colour] = []
        for event in reversed(self.match.events):
            if event.kind is EventKind.TURN:
                break
            if event.kind is EventKind.CLAIM:
                stones = []  # the slots start again after a claim: one more stone
                break
            if event.kind is EventKind.PLACE and event.colour is not None:
                stones.insert(0, event.colour)
        self.turn_stones = stones

    # --- what happened -------------------------------------------------------------

    def absorb(self, events: list[Event]) -> None:
        super().absorb(events)
        self.shown_board = self.match.board

    def show(self, event: Event) -> None:
        kind = event.kind
        board = self.shown_board
        names = self.names
        if kind is EventKind.TURN:
            self.turn_stones = []
            self.colour_declined = False
        elif kind is EventKind.COLUMNS:
            stacks = {i: board.stacks[i] for i in event.spaces}
            timer = self.clock.start(motion.duration(CLEAR_SECONDS), ease=smooth)
            self.clearing = Clearing(stacks, timer)
            self.shown_board = board.clear(event.spaces)
            seat = self.name(event.seat)
            self.say(
                text("quartino.notice.columns", said=words.event(event, names), player=seat),
                Tone.GOOD,
            )
        elif kind is EventKind.PLACE and event.colour is not None and event.space is not None:
            self.turn_stones.append(event.colour)
            self.shown_board = board.place_unchecked(event.space, event.colour)
            if self.shown_board.supply[event.colour] == 0:
                self.say(
                    text("quartino.notice.colour_gone", colour=words.colour(event.colour)),
                    Tone.NEWS,
                )
            elif self.people and not self.is_human(event.seat):
                # A computer's stone, said too: the person may have looked away meanwhile
                # (when only computers play, the line keeps saying how to leave).
                self.say(words.event(event, names), Tone.NEWS)
        elif kind is EventKind.COLOUR:
            self.say(words.event(event, names), Tone.GOOD)
        elif kind is EventKind.CLAIM and event.card is not None and event.seat is not None:
            tops = board.tops
            stones = {i: top for i in event.spaces if (top := tops[i]) is not None}
            self.showing = Showing(
                event.card, event.seat, True, stones, self.clock.start(SHOW_SECONDS)
            )
            self.shown_board = board.remove_tops(event.spaces)
            self.turn_stones = []
            self.say(words.event(event, names), Tone.GOOD)
        elif kind is EventKind.WRONG_CLAIM and event.card is not None and event.seat is not None:
            self.showing = Showing(
                event.card, event.seat, False, {}, self.clock.start(SHOW_SECONDS)
            )
            self.say(words.event(event, names), Tone.BAD)
        elif kind in (EventKind.SKIP, EventKind.TIMEOUT):
            self.say(words.event(event, names), Tone.BAD)

    def sound_of(self, events: Sequence[Event]) -> Sound | None:
        return sounds.loudest(events)

    def summarise(self, events: Sequence[Event]) -> list[str]:
        """What the others did: stones, Colour, Column, claims (the last few, in words)."""
        told = (
            EventKind.PLACE,
            EventKind.COLOUR,
            EventKind.COLUMNS,
            EventKind.CLAIM,
            EventKind.WRONG_CLAIM,
            EventKind.SKIP,
            EventKind.TIMEOUT,
        )
        said = [words.event(event, self.names) for event in events if event.kind in told]
        if len(said) > SUMMARY_LINES:
            more = len(said) - SUMMARY_LINES + 1
            said = [plural("quartino.notice.more", more), *said[-(SUMMARY_LINES - 1) :]]
        return said

    def turn_key(self) -> Hashable:
        return (self.match.state.turn, self.match.phase, self.match.to_act)

    def new_turn(self) -> None:
        """The focus goes where the work is: a colour of the supply, or the turn's buttons."""
        hands = self.hands
        self.selected_card = None
        seen = self.seen
        if seen.phase is Phase.PLACE and hands.focus.kind not in (
            PlaceKind.SUPPLY,
            PlaceKind.SPACE,
        ):
            hands.focus = self.first_supply()
        elif seen.phase is Phase.CLAIM and hands.focus.kind in (PlaceKind.SUPPLY, PlaceKind.SPACE):
            hands.focus = action(self.way_on())

    def focus_space(self) -> Place:
        """Where the keyboard goes on the wheel: the last space it was on, or the centre."""
        return space(self.last_space)

    @property
    def animating(self) -> bool:
        return (
            super().animating
            or (self.clearing is not None and not self.clearing.timer.done)
            or (self.showing is not None and not self.showing.timer.done)
            or self.computer.thinking is not None
        )

    def current_showing(self) -> Showing | None:
        shown = self.showing
        return shown if shown is not None and not shown.timer.done else None

    def current_clearing(self) -> Clearing | None:
        clearing = self.clearing
        return clearing if clearing is not None and not clearing.timer.done else None
