"""The deal: every player's four cards and the starting player, from a seed."""

from __future__ import annotations

import random
from dataclasses import dataclass

from .cards import ALL_CARDS, Card
from .errors import RulesCode, RulesError
from .options import HAND_SIZE, MAX_PLAYERS, MIN_PLAYERS


@dataclass(frozen=True, slots=True)
class Deal:
    """`hands[seat]` in the order drawn; `first` is the seat that starts."""

    hands: tuple[tuple[Card, ...], ...]
    first: int

    def __post_init__(self) -> None:
        every = [card for hand in self.hands for card in hand]
        if (
            not MIN_PLAYERS <= len(self.hands) <= MAX_PLAYERS
            or any(len(hand) != HAND_SIZE for hand in self.hands)
            or not all(isinstance(card, Card) for card in every)
            or len(set(every)) != len(every)
            or not (isinstance(self.first, int) and 0 <= self.first < len(self.hands))
        ):
            raise RulesError(RulesCode.BAD_DEAL)

    @property
    def players(self) -> int:
        return len(self.hands)


def deal(players: int, seed: int | str) -> Deal:
    """Shuffle the 24 cards with `random.Random(seed)`, four each, draw the first player."""
    if isinstance(players, bool) or not isinstance(players, int):
        raise RulesError(RulesCode.BAD_DEAL)
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise RulesError(RulesCode.BAD_DEAL)
    rng = random.Random(seed)
    cards = list(ALL_CARDS)
    rng.shuffle(cards)
    hands = tuple(tuple(cards[i * HAND_SIZE : (i + 1) * HAND_SIZE]) for i in range(players))
    return Deal(hands, rng.randrange(players))
