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
undo). Time passes only through `tick(dt)`.
"""

from __future__ import annotations

from dataclasses import replace

from ..rules import (
    COLOUR_THRESHOLD,
    COLUMN_THRESHOLD,
    RING,
    Board,
    Card,
    Colour,
    Deal,
    RulesError,
    card_spaces,
    check_space,
    completed,
    completing_starts,
    deal,
)
from .actions import COLOUR_TOKEN, PASS_TOKEN, PLACEMENTS, Action, ActionKind
from .errors import MatchCode, MatchError
from .events import Event, EventKind, Outcome, Termination
from .settings import MatchSettings
from .state import Phase, State, colour_may_be_announced
from .view import SeatView

SKIP_TOKEN = "skip"  # + count: stones skipped, the supply being empty
TIMEOUT_TOKEN = "timeout"
LIMIT_TOKEN = "limit"
STALL_TOKEN = "stall"
COLUMNS_TOKEN = "X"  # + spaces: X0,4


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
            passed=((),) * n,
            turn=-1,
            to_act=None,
            phase=Phase.PLACE,
        )
        self._state = self._start_turn(start, deal_.first)
        self._undo: list[State] = []
        self._redo: list[State] = []

    @classmethod
    def from_seed(cls, settings: MatchSettings, players: int, seed: int) -> Match:
        """A match dealt by `rules.deal(players, seed)`: the same seed, the same deal."""
        return cls(settings, deal(players, seed), seed=seed)

    # --- reading -------------------------------------------------------------

    @property
    def state(self) -> State:
        return self._state

    @property
    def players(self) -> int:
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
    def events(self) -> tuple[Event, ...]:
        return self._state.events

    @property
    def actions(self) -> tuple[tuple[int, str], ...]:
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
        return self._commit(self._place(s, space, colour), s)

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
        return self._commit(self._announce(s), s)

    def claim(self, seat: int, card: Card, start: int | None = None) -> list[Event]:
        s = self._require(seat, Phase.CLAIM)
        if not isinstance(card, Card) or card not in s.hands[seat]:
            raise MatchError(MatchCode.NOT_IN_HAND, card=str(card))
        if start is not None and start not in RING:
            raise MatchError(MatchCode.NOT_THERE, card=str(card), start=start)
        starts = completing_starts(s.board.tops, card)
        if start is not None and starts and start not in starts:
            raise MatchError(MatchCode.NOT_THERE, card=str(card), start=start)
        return self._commit(self._claim(s, card, start), s)

    def pass_turn(self, seat: int) -> list[Event]:
        s = self._require(seat, Phase.CLAIM)
        return self._commit(self._pass(s), s)

    # --- the fast path -------------------------------------------------------

    def apply_unchecked(self, action: Action) -> None:
        """The player to act does `action`, trusted to be legal: no checks, no undo."""
        s = self._state
        kind = action.kind
        if kind is ActionKind.PLACE:
            self._state = self._place(s, action.space, action.colour)  # type: ignore[arg-type]
        elif kind is ActionKind.CLAIM:
            self._state = self._claim(s, action.card, action.start)  # type: ignore[arg-type]
        elif kind is ActionKind.PASS:
            self._state = self._pass(s)
        else:
            self._state = self._announce(s)

    # --- time ----------------------------------------------------------------

    def tick(self, dt: float) -> list[Event]:
        """Let `dt` seconds pass: the move clock, when there is one, runs down."""
        s = self._state
        if s.phase is Phase.OVER or s.clock_left is None or not dt > 0:
            return []
        left = s.clock_left - dt
        self._state = replace(s, clock_left=left) if left > 0 else self._time_out(s)
        return list(self._state.events[len(s.events) :])

    def time_out(self) -> list[Event]:
        """The player to act runs out of time now (records replay this)."""
        s = self._state
        if s.phase is Phase.OVER:
            raise MatchError(MatchCode.GAME_OVER)
        if s.clock_left is None:
            raise MatchError(MatchCode.NO_CLOCK)
        self._state = self._time_out(s)
        return list(self._state.events[len(s.events) :])

    # --- undo and redo -------------------------------------------------------

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> bool:
        """Back to just before the last intent (with the automatic steps it caused)."""
        if not self._undo:
            return False
        self._redo.append(self._state)
        self._state = self._undo.pop()
        return True

    def redo(self) -> bool:
        if not self._redo:
            return False
        self._undo.append(self._state)
        self._state = self._redo.pop()
        return True

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
        self._undo.append(old)
        self._redo.clear()
        self._state = new
        return list(new.events[len(old.events) :])

    @staticmethod
    def _log(s: State, token: str, *events: Event, **changes: object) -> State:
        return replace(
            s, events=s.events + events, actions=s.actions + ((s.turn, token),), **changes
        )

    def _start_turn(self, s: State, seat: int) -> State:
        options = self.settings.options
        turn = s.turn + 1
        s = replace(
            s,
            turn=turn,
            to_act=seat,
            phase=Phase.PLACE,
            colour_open=options.colour_rule and bool(s.board.colours_with(COLOUR_THRESHOLD)),
            colour_used=False,
            placed=0,
            claimed=0,
            cleared=(),
            stones_left=1,
            clock_left=self.settings.move_clock,
            events=s.events + (Event(EventKind.TURN, seat, count=turn // self.players + 1),),
        )
        if options.column_rule:
            tall = s.board.spaces_with(COLUMN_THRESHOLD)
            if tall:
                returned = sum(len(s.board.stacks[i]) for i in tall)
                event = Event(EventKind.COLUMNS, seat, spaces=tall, count=returned)
                token = COLUMNS_TOKEN + ",".join(map(str, tall))
                s = self._log(
                    s, token, event, board=s.board.clear(tall), cleared=tall, stones_left=2
                )
        s = replace(s, turn_board=s.board)
        if not any(s.board.supply) and not self._anyone_can_claim(s):
            return self._finish(self._log(s, STALL_TOKEN), Termination.STALL)
        return self._settle(s)

    @staticmethod
    def _anyone_can_claim(s: State) -> bool:
        shown = {card for card, _ in completed(s.board.tops)}
        return any(card in shown for hand in s.hands for card in hand)

    def _settle(self, s: State) -> State:
        """After a change in PLACE: skip what cannot be placed, move on to CLAIM when done."""
        if s.stones_left and not any(s.board.supply):
            event = Event(EventKind.SKIP, s.to_act, count=s.stones_left)
            s = self._log(s, f"{SKIP_TOKEN}{s.stones_left}", event, stones_left=0)
        if s.stones_left:
            return s
        s = replace(s, phase=Phase.CLAIM)
        if not self.settings.options.auto_claim:
            return s
        assert s.to_act is not None
        hand = s.hands[s.to_act]
        for card, start in completed(s.board.tops):
            if card in hand:
                return self._claim(s, card, start)
        return self._pass(s)

    def _place(self, s: State, space: int, colour: Colour) -> State:
        event = Event(EventKind.PLACE, s.to_act, space=space, colour=colour)
        s = self._log(
            s,
            f"{colour.letter}{space}",
            event,
            board=s.board.place_unchecked(space, colour),
            stones_left=s.stones_left - 1,
            placed=s.placed + 1,
        )
        return self._settle(s)

    def _announce(self, s: State) -> State:
        event = Event(EventKind.COLOUR, s.to_act)
        return self._log(s, COLOUR_TOKEN, event, colour_used=True, stones_left=s.stones_left + 1)

    def _claim(self, s: State, card: Card, start: int | None) -> State:
        seat = s.to_act
        assert seat is not None
        starts = completing_starts(s.board.tops, card)
        if not starts:
            known = s.known[seat] + (() if card in s.known[seat] else (card,))
            event = Event(EventKind.WRONG_CLAIM, seat, card=card)
            s = self._log(s, f"?{card}", event, known=_set(s.known, seat, known))
            return self._end_turn(s)
        start = start if start is not None else starts[0]
        spaces = card_spaces(start)
        hand = tuple(c for c in s.hands[seat] if c != card)
        event = Event(EventKind.CLAIM, seat, card=card, spaces=spaces)
        s = self._log(
            s,
            f"!{card}@{start}",
            event,
            board=s.board.remove_tops(spaces),
            hands=_set(s.hands, seat, hand),
            discards=_set(s.discards, seat, s.discards[seat] + (card,)),
            known=_set(s.known, seat, tuple(c for c in s.known[seat] if c != card)),
            claimed=s.claimed + 1,
        )
        if not hand:
            return self._finish(s, Termination.FOURTH_CARD, (seat,))
        return self._settle(replace(s, phase=Phase.PLACE, stones_left=1))

    def _pass(self, s: State) -> State:
        seat = s.to_act
        assert seat is not None
        shown = frozenset(card for card, _ in completed(s.board.tops))
        s = self._log(
            s,
            PASS_TOKEN,
            Event(EventKind.PASS, seat),
            passed=_set(s.passed, seat, s.passed[seat] + (shown,)),
        )
        return self._end_turn(s)

    def _time_out(self, s: State) -> State:
        event = Event(EventKind.TIMEOUT, s.to_act, count=s.stones_left)
        return self._end_turn(self._log(s, TIMEOUT_TOKEN, event, clock_left=0.0))

    def _end_turn(self, s: State) -> State:
        assert s.to_act is not None and s.turn_board is not None
        s = replace(s, history=s.history + ((s.to_act, s.turn_board, s.board),))
        limit = self.settings.options.round_limit
        if limit is not None and s.turn + 1 >= limit * self.players:
            return self._finish(self._log(s, LIMIT_TOKEN), Termination.ROUND_LIMIT)
        assert s.to_act is not None
        return self._start_turn(s, (s.to_act + 1) % self.players)

    def _finish(
        self, s: State, termination: Termination, winners: tuple[int, ...] | None = None
    ) -> State:
        if winners is None:  # the fewest cards left win, ties shared
            fewest = min(len(hand) for hand in s.hands)
            winners = tuple(i for i, hand in enumerate(s.hands) if len(hand) == fewest)
        outcome = Outcome(termination, winners)
        return replace(
            s,
            outcome=outcome,
            phase=Phase.OVER,
            to_act=None,
            stones_left=0,
            clock_left=None,
            events=s.events + (Event(EventKind.RESULT, outcome=outcome),),
        )


def _set(values: tuple, index: int, value: object) -> tuple:
    return values[:index] + (value,) + values[index + 1 :]
