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


def _weights(view: SeatView, seat: int, pool: list[int], inference: bool) -> list[float]:
    if not inference:
        return [1.0] * len(pool)
    weight = [1.0] * len(ALL_CARDS)
    for cards in view.passed[seat]:
        for card in cards:
            weight[card.index] *= PASS_FACTOR
    for who, before, after in view.history:
        if who != seat:
            continue
        for i, (was, now) in enumerate(
            zip(needs(tops_of(before)), needs(tops_of(after)), strict=True)
        ):
            if now < was:
                weight[i] *= BUILT_FACTOR
            elif now > was:
                weight[i] *= SPOILT_FACTOR
    return [weight[i] for i in pool]


def holding(view: SeatView, inference: bool) -> dict[int, list[float]]:
    """For each other seat, the chance it holds each card (ALL_CARDS order)."""
    pool, known = _pool(view)
    chances: dict[int, list[float]] = {}
    for seat in opponents(view):
        p = [0.0] * len(ALL_CARDS)
        for i in known[seat]:
            p[i] = 1.0
        slots = view.hand_sizes[seat] - len(known[seat])
        weights = _weights(view, seat, pool, inference)
        total = sum(weights)
        if slots > 0 and total > 0:
            for i, w in zip(pool, weights, strict=True):
                p[i] = min(1.0, slots * w / total)
        chances[seat] = p
    return chances


def sample_hands(view: SeatView, rng: random.Random, inference: bool) -> dict[int, list[int]]:
    """One deal of the unseen cards to the other seats, consistent with what is known."""
    pool, known = _pool(view)
    hands = {seat: list(known[seat]) for seat in opponents(view)}
    order = opponents(view)
    rng.shuffle(order)
    for seat in order:
        weights = _weights(view, seat, pool, inference)
        for _ in range(view.hand_sizes[seat] - len(known[seat])):
            if not pool:
                break
            pick = rng.choices(range(len(pool)), weights)[0]
            hands[seat].append(pool.pop(pick))
            weights.pop(pick)
    return hands
