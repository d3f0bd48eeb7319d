"""What one player sees at the table: the computer players' only input.

Their own cards, the board (and so the supply), every discarded card, the cards
shown by wrong claims, how many cards each player holds, the turn, and what the
board showed each time a player ended a turn without a claim. Never another
player's hidden cards: the view has no field that could hold them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..rules import ALL_CARDS, Board, Card, RuleOptions
from .state import Phase, State, colour_may_be_announced


@dataclass(frozen=True, slots=True)
class SeatView:
    seat: int
    players: int
    options: RuleOptions
    board: Board
    hand: tuple[Card, ...]  # this seat's own cards
    hand_sizes: tuple[int, ...]  # per seat
    discards: tuple[tuple[Card, ...], ...]  # per seat, face up
    known: tuple[tuple[Card, ...], ...]  # per seat: shown by a wrong claim, still held
    # These two grow with the game: the state's logs, shared (they read like tuples).
    passed: tuple[Sequence[frozenset[Card]], ...]  # per seat: what the board showed at a pass
    history: Sequence[tuple[int, Board, Board]]  # each finished turn: seat, board at start, end
    to_act: int | None
    phase: Phase
    turn: int
    stones_left: int
    can_announce_colour: bool

    @classmethod
    def of(cls, s: State, seat: int, options: RuleOptions, players: int) -> SeatView:
        return cls(
            seat=seat,
            players=players,
            options=options,
            board=s.board,
            hand=s.hands[seat],
            hand_sizes=tuple(len(hand) for hand in s.hands),
            discards=s.discards,
            known=s.known,
            passed=s.passed,
            history=s.history,
            to_act=s.to_act,
            phase=s.phase,
            turn=s.turn,
            stones_left=s.stones_left,
            can_announce_colour=colour_may_be_announced(s),
        )

    def unseen(self) -> tuple[Card, ...]:
        """The cards this seat cannot place: in another hand or in the box."""
        seen = set(self.hand)
        for cards in self.discards:
            seen.update(cards)
        return tuple(card for card in ALL_CARDS if card not in seen)
