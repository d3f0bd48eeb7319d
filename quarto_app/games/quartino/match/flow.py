"""A match of Quartino for 2-4 seats: the turn as a state machine, undo/redo, the event log.

A turn, as the seeds print it and docs/quartino.md reads them:
1. start: the Colour rule is open when a colour has 4+ stones on the board (covered
   ones too); then the Column rule clears every space of 4+ stones (mandatory, one
   extra stone however many spaces);
2. PLACE: 1 stone, +1 for "Colour" (announced before the first stone), +1 for the
   Column rule; a colour the supply lacks cannot be placed; when the supply is empty
   the stones left are skipped;
3. CLAIM (QUARTINO): a right claim returns the card's four top stones to the supply,
   discards it, and gives exactly one more stone (then CLAIM again); a wrong claim keeps
   the card (now seen by all) and ends the turn; `pass` ends it. The last card wins.
The game also ends after the round limit (fewest cards left wins, ties shared), or in
a stall: the supply empty and nobody holding a card the board shows.

Intents are checked (`place`, `announce_colour`, `claim`, `pass_turn`, or `apply`) and
raise MatchError; `apply_unchecked` is the fast path for simulations (no checks, no
undo). The state changes themselves are `turn.TurnRules`. Time passes only through
`tick(dt)`.
"""

from __future__ import annotations

from ...history import History
from ...log import EMPTY, Log
from ..rules import (
    RING,
    Board,
    Card,
    Colour,
    Deal,
    RulesError,
    check_space,
    completed,
    completing_starts,
    deal,
)
from .actions import PLACEMENTS, Action, ActionKind
from .errors import MatchCode, MatchError
from .events import Event, EventKind, Outcome
from .settings import MatchSettings
from .state import Phase, State, colour_may_be_announced
from .turn import TurnRules
from .view import SeatView


class Match:
    """One game from `deal_`; `seed` is kept for the record when the deal came from one.

    `board` sets up stones before the first turn (a position to study or to test);
    a record keeps it in its `Board` tag.
    """

    def __init__(
        self,
        settings: MatchSettings,
        deal_: Deal,
        seed: int | None = None,
        board: Board | None = None,
    ) -> None:
        self.settings = settings
        self.deal = deal_
        self.seed = seed
        self.start_board = board if board is not None else Board()
        n = deal_.players
        start = State(
            board=self.start_board,
            hands=deal_.hands,
            discards=((),) * n,
            known=((),) * n,
            passed=(EMPTY,) * n,
            turn=-1,
            to_act=None,
            phase=Phase.PLACE,
        )
        self._turns = TurnRules(settings, deal_.players)
        self._history = History(self._turns.start(start, deal_.first))
        # The steps undo cannot take back: up to the last claim, right or wrong. A claimed
        # card was shown to everyone; undoing the claim would put it back into a hidden
        # hand, and undo with redo could then fish for the others' cards.
        self._floor = 0
        self._floor_claim: Event | None = None

    @classmethod
    def from_seed(cls, settings: MatchSettings, players: int, seed: int) -> Match:
        """A match dealt by `rules.deal(players, seed)`: the same seed, the same deal."""
        return cls(settings, deal(players, seed), seed=seed)

    # --- reading -------------------------------------------------------------

    @property
    def _state(self) -> State:
        return self._history.now

    @property
    def state(self) -> State:
        return self._state

    @property
    def players(self) -> int:
        return self.deal.players

    @property
    def seats(self) -> int:
        """The players, under the name every game's match gives them (frame.play.match)."""
        return self.deal.players

    @property
    def board(self) -> Board:
        return self._state.board

    @property
    def phase(self) -> Phase:
        return self._state.phase

    @property
    def to_act(self) -> int | None:
        return self._state.to_act

    @property
    def outcome(self) -> Outcome | None:
        return self._state.outcome

    @property
    def events(self) -> Log[Event]:
        """Everything that happened, oldest first (a log that reads like a tuple)."""
        return self._state.events

    @property
    def actions(self) -> Log[tuple[int, str]]:
        """Every step so far as (turn, record token), the automatic ones too."""
        return self._state.actions

    @property
    def round(self) -> int:
        """The round being played, from 1."""
        return self._state.turn // self.players + 1

    @property
    def clock_remaining(self) -> float | None:
        return None if self._state.phase is Phase.OVER else self._state.clock_left

    def hand(self, seat: int) -> tuple[Card, ...]:
        """`seat`'s cards: for that player's eyes (and the referee's) only."""
        return self._state.hands[self._seat(seat)]

    def view(self, seat: int) -> SeatView:
        """What the player at `seat` sees at the table, and nothing more."""
        return SeatView.of(self._state, self._seat(seat), self.settings.options, self.players)

    def can_announce_colour(self) -> bool:
        return colour_may_be_announced(self._state)

    def legal_actions(self) -> list[Action]:
        """Every placement, Colour when it may be announced, every right claim, and pass.

        A claim of any other card in hand is allowed too (a wrong claim); it is not listed.
        """
        s = self._state
        if s.phase is Phase.PLACE:
            supply = s.board.supply
            found = [action for action in PLACEMENTS if supply[action.colour] > 0]  # type: ignore[index]
            if self.can_announce_colour():
                found.append(Action.announce_colour())
            return found
        if s.phase is Phase.CLAIM:
            assert s.to_act is not None
            hand = s.hands[s.to_act]
            claims = [Action.claim(c, start) for c, start in completed(s.board.tops) if c in hand]
            return claims + [Action.pass_turn()]
        return []

    # --- intents (checked) ---------------------------------------------------

    def apply(self, seat: int, action: Action) -> list[Event]:
        """Any intent as an Action (see `actions.py`); raises MatchError."""
        if action.kind is ActionKind.PLACE:
            return self.place(seat, action.space, action.colour)  # type: ignore[arg-type]
        if action.kind is ActionKind.COLOUR:
            return self.announce_colour(seat)
        if action.kind is ActionKind.CLAIM:
            return self.claim(seat, action.card, action.start)  # type: ignore[arg-type]
        return self.pass_turn(seat)

    def place(self, seat: int, space: int, colour: Colour) -> list[Event]:
        s = self._require(seat, Phase.PLACE)
        try:
            check_space(space)
            if not isinstance(colour, Colour):
                colour = Colour.from_letter(colour)  # type: ignore[arg-type]
            s.board.place(space, colour)
        except RulesError as exc:
            raise MatchError(exc.code, **exc.params) from None
        return self._commit(self._turns.place(s, space, colour), s)

    def announce_colour(self, seat: int) -> list[Event]:
        s = self._require(seat, Phase.PLACE)
        if not self.settings.options.colour_rule:
            raise MatchError(MatchCode.COLOUR_RULE_OFF)
        if not s.colour_open:
            raise MatchError(MatchCode.NO_COLOUR_BONUS)
        if s.colour_used:
            raise MatchError(MatchCode.COLOUR_ALREADY)
        if s.placed or s.claimed:
            raise MatchError(MatchCode.COLOUR_TOO_LATE)
        return self._commit(self._turns.announce(s), s)

    def claim(self, seat: int, card: Card, start: int | None = None) -> list[Event]:
        s = self._require(seat, Phase.CLAIM)
        if not isinstance(card, Card) or card not in s.hands[seat]:
            raise MatchError(MatchCode.NOT_IN_HAND, card=str(card))
        if start is not None and start not in RING:
            raise MatchError(MatchCode.NOT_THERE, card=str(card), start=start)
        starts = completing_starts(s.board.tops, card)
        if start is not None and starts and start not in starts:
            raise MatchError(MatchCode.NOT_THERE, card=str(card), start=start)
        return self._commit(self._turns.claim(s, card, start), s)

    def pass_turn(self, seat: int) -> list[Event]:
        s = self._require(seat, Phase.CLAIM)
        return self._commit(self._turns.pass_turn(s), s)

    # --- the fast path -------------------------------------------------------

    def apply_unchecked(self, action: Action) -> None:
        """The player to act does `action`, trusted to be legal: no checks, no undo."""
        s = self._state
        kind = action.kind
        if kind is ActionKind.PLACE:
            self._history.now = self._turns.place(s, action.space, action.colour)  # type: ignore[arg-type]
        elif kind is ActionKind.CLAIM:
            self._history.now = self._turns.claim(s, action.card, action.start)  # type: ignore[arg-type]
        elif kind is ActionKind.PASS:
            self._history.now = self._turns.pass_turn(s)
        else:
            self._history.now = self._turns.announce(s)

    # --- time ----------------------------------------------------------------

    def tick(self, dt: float) -> list[Event]:
        """Let `dt` seconds pass: the move clock, when there is one, runs down."""
        s = self._state
        if s.phase is Phase.OVER or s.clock_left is None or not dt > 0:
            return []
        left = s.clock_left - dt
        self._history.now = s.but(clock_left=left) if left > 0 else self._turns.time_out(s)
        return self._state.events.since(s.events)

    def time_out(self) -> list[Event]:
        """The player to act runs out of time now (records replay this)."""
        s = self._state
        if s.phase is Phase.OVER:
            raise MatchError(MatchCode.GAME_OVER)
        if s.clock_left is None:
            raise MatchError(MatchCode.NO_CLOCK)
        self._history.now = self._turns.time_out(s)
        return self._state.events.since(s.events)

    # --- undo and redo -------------------------------------------------------

    @property
    def can_undo(self) -> bool:
        return self._history.steps > self._floor

    def undo_refusal(self) -> MatchError | None:
        """The claim undo stops at, as a refusal (`SHOWN_TO_ALL`, with the seat and the card):
        its card was shown to everyone. None: no claim stands in undo's way."""
        claim = self._floor_claim
        if claim is None or claim.card is None:
            return None
        return MatchError(MatchCode.SHOWN_TO_ALL, seat=claim.seat, shown=str(claim.card))

    @property
    def can_redo(self) -> bool:
        return self._history.can_redo

    @property
    def at_turn_start(self) -> bool:
        """The seat to act has done nothing yet in this turn (undo's stopping points)."""
        return not _same_turn(self._history.previous, self._state)

    def undo_stays_in_turn(self) -> bool:
        """An undo would go back within the turn being played (same turn, same seat): a
        screen with hidden hands allows no other, so no hand is shown to the wrong eyes."""
        return _same_turn(self._history.previous, self._state)

    def redo_stays_in_turn(self) -> bool:
        return _same_turn(self._history.following, self._state)

    def undo(self) -> bool:
        """Back to just before the last intent (with the automatic steps it caused); never
        back past a claim (see `undo_refusal`)."""
        return self.can_undo and self._history.undo()

    def redo(self) -> bool:
        before = self._state
        if not self._history.redo():
            return False
        self._mark_reveal(self._state.events.since(before.events))
        return True

    # --- the game so far, step by step (the move list) -------------------------

    @property
    def steps(self) -> int:
        """The steps that led here (each intent with the automatic steps it caused)."""
        return self._history.steps

    def at_step(self, step: int) -> Match:
        """A match as this one was after `step` steps (0: the start), with no past of its
        own: a screen shows it read-only. Raises IndexError for a step there was not."""
        past = Match.__new__(Match)
        past.settings, past.deal, past.seed = self.settings, self.deal, self.seed
        past.start_board, past._turns = self.start_board, self._turns
        past._history = History(self._history.at(step))
        past._floor, past._floor_claim = 0, None
        return past

    # --- the rules, on states ------------------------------------------------

    def _seat(self, seat: int) -> int:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.players:
            raise MatchError(MatchCode.NO_SUCH_SEAT, seat=seat)
        return seat

    def _require(self, seat: int, phase: Phase) -> State:
        s = self._state
        self._seat(seat)
        if s.phase is Phase.OVER:
            raise MatchError(MatchCode.GAME_OVER)
        if seat != s.to_act:
            raise MatchError(MatchCode.NOT_YOUR_TURN, seat=seat, to_act=s.to_act)
        if s.phase is not phase:
            if phase is Phase.PLACE:
                raise MatchError(MatchCode.NOT_PLACING)
            raise MatchError(MatchCode.STONES_TO_PLACE, count=s.stones_left)
        return s

    def _commit(self, new: State, old: State) -> list[Event]:
        self._history.commit(new)
        happened = new.events.since(old.events)
        self._mark_reveal(happened)
        return happened

    def _mark_reveal(self, happened: list[Event]) -> None:
        for event in happened:
            if event.kind in _REVEALS:
                self._floor, self._floor_claim = self._history.steps, event


_REVEALS = (EventKind.CLAIM, EventKind.WRONG_CLAIM)  # a card shown to everyone


def _same_turn(other: State | None, now: State) -> bool:
    return other is not None and other.turn == now.turn and other.to_act == now.to_act
