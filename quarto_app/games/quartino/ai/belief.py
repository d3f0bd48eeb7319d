"""What the others may hold, from what a player at the table sees.

The unseen cards are those neither in the own hand nor discarded. A card shown
by a wrong claim is held for sure. With inference, a card the board showed when
a player ended a turn without claiming it is much less likely in their hand
(people miss one now and then, so never impossible); a card their turn brought
closer is more likely theirs, one it took further away less likely.
"""

from __future__ import annotations

import random

from ..match import SeatView
from ..rules import ALL_CARDS
from .tables import needs, tops_of

PASS_FACTOR = 0.15  # how much one passed-up showing lowers the odds of holding a card
BUILT_FACTOR = 3.0  # a card a player's turn brought closer: more likely theirs
SPOILT_FACTOR = 0.4  # a card a player's turn took further away: less likely theirs


def opponents(view: SeatView) -> list[int]:
    """The other seats in the order they play after this one."""
    return [(view.seat + k) % view.players for k in range(1, view.players)]


def _pool(view: SeatView) -> tuple[list[int], dict[int, list[int]]]:
    """(unseen card indices nobody is known to hold, the known cards per seat)."""
    seen = {card.index for card in view.hand}
    for cards in view.discards:
        seen.update(card.index for card in cards)
    known = {seat: [c.index for c in view.known[seat]] for seat in opponents(view)}
    fixed = {c for cards in known.values() for c in cards}
    pool = [i for i in range(len(ALL_CARDS)) if i not in seen and i not in fixed]
    return pool, known


def _weights(view: SeatView, inference: bool) -> dict[int, list[float]]:
    """For each other seat, a weight per card (ALL_CARDS order): 1 without inference."""
    weights = {seat: [1.0] * len(ALL_CARDS) for seat in opponents(view)}
    if not inference:
        return weights
    for seat in opponents(view):
        weight = weights[seat]
        for cards in view.passed[seat]:
            for card in cards:
                weight[card.index] *= PASS_FACTOR
    for who, before, after in view.history:
        found = weights.get(who)
        if found is None:
            continue  # this seat's own turn
        weight = found
        for i, (was, now) in enumerate(
            zip(needs(tops_of(before)), needs(tops_of(after)), strict=True)
        ):
            if now < was:
                weight[i] *= BUILT_FACTOR
            elif now > was:
                weight[i] *= SPOILT_FACTOR
    return weights


class Belief:
    """Who may hold what, read once from a view; then odds and sampled deals from it."""

    def __init__(self, view: SeatView, inference: bool) -> None:
        self.pool, self.known = _pool(view)
        self.order = opponents(view)
        # cards each seat holds beyond those known
        self.slots = {seat: view.hand_sizes[seat] - len(self.known[seat]) for seat in self.order}
        self.weights = _weights(view, inference)  # per seat, per card (ALL_CARDS order)

    def chances(self) -> dict[int, list[float]]:
        """For each other seat, the chance it holds each card (ALL_CARDS order)."""
        chances: dict[int, list[float]] = {}
        for seat in self.order:
            p = [0.0] * len(ALL_CARDS)
            for i in self.known[seat]:
                p[i] = 1.0
            slots = self.slots[seat]
            weights = [self.weights[seat][i] for i in self.pool]
            total = sum(weights)
            if slots > 0 and total > 0:
                for i, w in zip(self.pool, weights, strict=True):
                    p[i] = min(1.0, slots * w / total)
            chances[seat] = p
        return chances

    def sample(self, rng: random.Random) -> dict[int, list[int]]:
        """One deal of the unseen cards to the other seats, consistent with what is known."""
        pool = list(self.pool)
        hands = {seat: list(self.known[seat]) for seat in self.order}
        order = list(self.order)
        rng.shuffle(order)
        for seat in order:
            weight = self.weights[seat]
            weights = [weight[i] for i in pool]
            for _ in range(self.slots[seat]):
                if not pool:
                    break
                pick = rng.choices(range(len(pool)), weights)[0]
                hands[seat].append(pool.pop(pick))
                weights.pop(pick)
        return hands


def holding(view: SeatView, inference: bool) -> dict[int, list[float]]:
    """For each other seat, the chance it holds each card (ALL_CARDS order)."""
    return Belief(view, inference).chances()
