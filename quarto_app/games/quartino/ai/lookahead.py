"""Hard's look at the next round: its best candidate turns played on against sampled deals.

A turn valued on its own misses what the others make of it: in a 4-player game three
turns pass before the own next one, and they decide what is left to complete. So for
each of the few best candidates (by the planner's value) and each of a few deals of
the unseen cards to the others (drawn with the odds `belief` gives them), the other
seats play their turns as `MODEL` would, and the position is valued when this seat is
to move again: its best turn then, planned by `MODEL` with its own cards, or the end
if the game ended meanwhile. Every candidate meets the same deals (and the same
rollout seeds), so that comparing them is not drowned in the deals' noise.

The others' turns are planned from what they would see (their sampled cards, the
board, the discards); nothing here reads a hidden card, only the deals drawn from the
own view.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from ..match import Phase, SeatView
from ..rules import ALL_CARDS, COLOUR_THRESHOLD, COLUMN_THRESHOLD, Board, Card
from .belief import Belief
from .levels import LEVELS, LevelName
from .planner import Plan, Planner
from .worth import DISCARD, WIN

# How the others are assumed to play, and how this seat's next turn is planned: the
# Medium policy, without its overlooked cards (a model should not roll dice).
MODEL = replace(LEVELS[LevelName.MEDIUM], miss_claim=0.0)


@dataclass(slots=True)
class Table:
    """What a rollout moves: the board, every hand (sampled for the others), the discards."""

    board: Board
    hands: list[tuple[Card, ...]]
    discards: list[tuple[Card, ...]]
    turn: int


def deals(view: SeatView, belief: Belief, rng: random.Random, count: int) -> list[Table]:
    """`count` tables as this seat sees them, the others' hands drawn from `belief`."""
    tables = []
    for _ in range(count):
        hands = [view.hand] * view.players
        for seat, cards in belief.sample(rng).items():
            hands[seat] = tuple(ALL_CARDS[i] for i in cards)
        tables.append(Table(view.board, hands, list(view.discards), view.turn))
    return tables


def start_turn(board: Board, view: SeatView) -> tuple[Board, int, bool]:
    """(the board once the Column rule cleared it, stones to place, Colour open)."""
    options = view.options
    colour = options.colour_rule and bool(board.colours_with(COLOUR_THRESHOLD))
    tall = board.spaces_with(COLUMN_THRESHOLD) if options.column_rule else ()
    if tall:
        return board.clear(tall), 2, colour
    return board, 1, colour


def seat_view(view: SeatView, table: Table, seat: int) -> tuple[SeatView, Board]:
    """What `seat` would see at the start of its turn on `table`; and the board then."""
    board, stones, colour = start_turn(table.board, view)
    seen = replace(
        view,
        seat=seat,
        board=board,
        hand=table.hands[seat],
        hand_sizes=tuple(len(hand) for hand in table.hands),
        discards=tuple(table.discards),
        passed=((),) * view.players,
        history=(),
        to_act=seat,
        phase=Phase.PLACE,
        turn=table.turn,
        stones_left=stones,
        can_announce_colour=colour,
    )
    return seen, board


def play_round(view: SeatView, table: Table, rng: random.Random) -> tuple[float, int] | None:
    """The others' turns on `table` until this seat is to move again.

    Returns None when nobody won and the round limit did not end the game (the
    table then holds the position); else (this seat's share of the win, -1: lost).
    """
    limit = view.options.round_limit
    for k in range(1, view.players):
        seat = (view.seat + k) % view.players
        table.turn += 1
        if limit is not None and table.turn >= limit * view.players:
            return _by_cards(view, table)
        seen, _ = seat_view(view, table, seat)
        plan = Planner(seen, MODEL, rng).best()
        gone = tuple(card for card in table.hands[seat] if card not in plan.hand)
        table.board = plan.board
        table.hands[seat] = plan.hand
        table.discards[seat] = table.discards[seat] + gone
        if plan.won:
            return (0.0, -1)
    table.turn += 1
    if limit is not None and table.turn >= limit * view.players:
        return _by_cards(view, table)
    return None


def _by_cards(view: SeatView, table: Table) -> tuple[float, int]:
    """The round limit ended the game: the fewest cards left win, ties shared."""
    fewest = min(len(hand) for hand in table.hands)
    winners = [seat for seat, hand in enumerate(table.hands) if len(hand) == fewest]
    if view.seat in winners:
        return (1.0 / len(winners), 1)
    return (0.0, -1)


def rollout(view: SeatView, table: Table, seed: int) -> float:
    """The value of `table` (after a candidate turn) once the others have played."""
    rng = random.Random(seed)
    ended = play_round(view, table, rng)
    if ended is not None:
        share, _ = ended
        return WIN * (2 * share - 1)
    seen, _ = seat_view(view, table, view.seat)
    return Planner(seen, MODEL, rng).best().value


def best_after_round(planner: Planner) -> Plan:
    """The planner's candidate whose next round, played out on sampled deals, is worth most."""
    level = planner.level
    view = planner.view
    plans = planner.ranked()
    if plans[0].won:
        return plans[0]
    candidates = _distinct(plans)[: level.lookahead]
    if len(candidates) == 1:
        return candidates[0]  # nothing to choose between: no round to play out
    tables = deals(view, planner.belief, planner.rng, level.deals)
    totals = [_played(view, plan, tables) for plan in candidates]
    best = max(range(len(candidates)), key=lambda c: (totals[c], -c))
    return candidates[best]


def _played(view: SeatView, plan: Plan, tables: list[Table]) -> float:
    """The sum over the deals of the candidate's value once the round is played."""
    claimed = tuple(card for card in view.hand if card not in plan.hand)
    total = 0.0
    for seed, dealt in enumerate(tables):
        hands = list(dealt.hands)
        hands[view.seat] = plan.hand
        discards = list(dealt.discards)
        discards[view.seat] = discards[view.seat] + claimed
        table = Table(plan.board, hands, discards, dealt.turn)
        total += DISCARD * plan.discarded + rollout(view, table, seed)
    return total


def _distinct(plans: list[Plan]) -> list[Plan]:
    """The plans in order, each end of turn (board and cards left) once."""
    seen: set[tuple[Board, tuple[Card, ...]]] = set()
    kept = []
    for plan in plans:
        key = (plan.board, plan.hand)
        if key not in seen:
            seen.add(key)
            kept.append(plan)
    return kept
