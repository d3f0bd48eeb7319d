"""The rules of a turn, as changes from one State to the next (no checks, no undo).

`Match` checks an intent, then asks these for the next state; `Match.apply_unchecked`
asks them straight away. Every change logs its events and its record token.
"""

from __future__ import annotations

from ..rules import (
    COLOUR_THRESHOLD,
    COLUMN_THRESHOLD,
    Card,
    Colour,
    card_spaces,
    completed,
    completing_starts,
)
from .actions import COLOUR_TOKEN, PASS_TOKEN
from .events import Event, EventKind, Outcome, Termination
from .settings import MatchSettings
from .state import Phase, State

SKIP_TOKEN = "skip"  # + count: stones skipped, the supply being empty
TIMEOUT_TOKEN = "timeout"
LIMIT_TOKEN = "limit"
STALL_TOKEN = "stall"
COLUMNS_TOKEN = "X"  # + spaces: X0,4


class TurnRules:
    """The turn for `players` seats under `settings`."""

    def __init__(self, settings: MatchSettings, players: int) -> None:
        self.options = settings.options
        self.move_clock = settings.move_clock
        self.players = players

    @staticmethod
    def _log(s: State, token: str, *events: Event, **changes: object) -> State:
        logged = s.events.add(events[0]) if len(events) == 1 else s.events.extend(events)
        return s.but(events=logged, actions=s.actions.add((s.turn, token)), **changes)

    def start(self, s: State, seat: int) -> State:
        options = self.options
        turn = s.turn + 1
        s = s.but(
            turn=turn,
            to_act=seat,
            phase=Phase.PLACE,
            colour_open=options.colour_rule and bool(s.board.colours_with(COLOUR_THRESHOLD)),
            colour_used=False,
            placed=0,
            claimed=0,
            stones_left=1,
            clock_left=self.move_clock,
            events=s.events.add(Event(EventKind.TURN, seat, count=turn // self.players + 1)),
        )
        if options.column_rule:
            tall = s.board.spaces_with(COLUMN_THRESHOLD)
            if tall:
                returned = sum(len(s.board.stacks[i]) for i in tall)
                event = Event(EventKind.COLUMNS, seat, spaces=tall, count=returned)
                token = COLUMNS_TOKEN + ",".join(map(str, tall))
                s = self._log(s, token, event, board=s.board.clear(tall), stones_left=2)
        s = s.but(turn_board=s.board)
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
        s = s.but(phase=Phase.CLAIM)
        if not self.options.auto_claim:
            return s
        assert s.to_act is not None
        hand = s.hands[s.to_act]
        for card, start in completed(s.board.tops):
            if card in hand:
                return self.claim(s, card, start)
        return self.pass_turn(s)

    def place(self, s: State, space: int, colour: Colour) -> State:
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

    def announce(self, s: State) -> State:
        event = Event(EventKind.COLOUR, s.to_act)
        return self._log(s, COLOUR_TOKEN, event, colour_used=True, stones_left=s.stones_left + 1)

    def claim(self, s: State, card: Card, start: int | None) -> State:
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
        return self._settle(s.but(phase=Phase.PLACE, stones_left=1))

    def pass_turn(self, s: State) -> State:
        seat = s.to_act
        assert seat is not None
        shown = frozenset(card for card, _ in completed(s.board.tops))
        s = self._log(
            s,
            PASS_TOKEN,
            Event(EventKind.PASS, seat),
            passed=_set(s.passed, seat, s.passed[seat].add(shown)),
        )
        return self._end_turn(s)

    def time_out(self, s: State) -> State:
        event = Event(EventKind.TIMEOUT, s.to_act, count=s.stones_left)
        return self._end_turn(self._log(s, TIMEOUT_TOKEN, event, clock_left=0.0))

    def _end_turn(self, s: State) -> State:
        assert s.to_act is not None and s.turn_board is not None
        s = s.but(history=s.history.add((s.to_act, s.turn_board, s.board)))
        limit = self.options.round_limit
        if limit is not None and s.turn + 1 >= limit * self.players:
            return self._finish(self._log(s, LIMIT_TOKEN), Termination.ROUND_LIMIT)
        assert s.to_act is not None
        return self.start(s, (s.to_act + 1) % self.players)

    def _finish(
        self, s: State, termination: Termination, winners: tuple[int, ...] | None = None
    ) -> State:
        if winners is None:  # the fewest cards left win, ties shared
            fewest = min(len(hand) for hand in s.hands)
            winners = tuple(i for i, hand in enumerate(s.hands) if len(hand) == fewest)
        outcome = Outcome(termination, winners)
        return s.but(
            outcome=outcome,
            phase=Phase.OVER,
            to_act=None,
            stones_left=0,
            clock_left=None,
            events=s.events.add(Event(EventKind.RESULT, outcome=outcome)),
        )


def _set(values: tuple, index: int, value: object) -> tuple:
    return values[:index] + (value,) + values[index + 1 :]
