"""The turn planner: every sensible way to play the rest of a turn, and its value.

A plan is the actions from now to the end of the turn: "Colour" or not, the stones
that complete one of the own cards (a target), the other stones placed one by one
where they are worth most (greedy), the claims, and after each claim the one more
stone, again towards a target or greedy. Within a turn nothing hidden changes, so
the planner plays the whole turn out exactly; only the value of where it leaves
the board needs guessing (`value`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..match import Action, Phase, SeatView
from ..rules import (
    ALL_CARDS,
    COLOUR_THRESHOLD,
    COLOURS,
    COLUMN_THRESHOLD,
    RING,
    Board,
    Card,
    card_spaces,
    completed,
)
from .belief import holding, opponents, sample_hands
from .levels import Level
from .tables import after_columns, needs, tops_of

DISCARD = 20.0  # one card discarded
WIN = 1000.0
THREAT = 0.8 * DISCARD


@dataclass(slots=True)
class Plan:
    actions: tuple[Action, ...]
    board: Board
    hand: tuple[Card, ...]
    discarded: int = 0
    won: bool = False
    value: float = 0.0


def stones_for_next(board: Board, view: SeatView) -> int:
    """Stones the next player will place: 1, +1 for Colour, +1 for the Column rule."""
    options = view.options
    colour = options.colour_rule and bool(board.colours_with(COLOUR_THRESHOLD))
    column = options.column_rule and bool(board.spaces_with(COLUMN_THRESHOLD))
    return 1 + colour + column


def lacking(board: Board, card: Card, start: int) -> list[tuple[int, int]]:
    """The (space, colour) stones that would show `card` at ring `start`."""
    stacks = board.stacks
    return [
        (space, colour)
        for space, colour in zip(card_spaces(start), card.colours, strict=True)
        if not stacks[space] or stacks[space][-1] != colour
    ]


def affordable(board: Board, stones: list[tuple[int, int]]) -> bool:
    supply = board.supply
    need = [0, 0, 0, 0]
    for _, colour in stones:
        need[colour] += 1
    return all(n <= s for n, s in zip(need, supply, strict=True))


class Planner:
    """Plans for the seat of `view`, at `level`, with `rng` for its few random choices."""

    def __init__(self, view: SeatView, level: Level, rng: random.Random) -> None:
        self.view = view
        self.level = level
        self.rng = rng
        weights = {seat: 1.0 if k == 0 else level.later for k, seat in enumerate(opponents(view))}
        danger = [0.0] * len(ALL_CARDS)
        if level.samples:
            # Determinisation: the value of a board against each sampled deal is linear in
            # the cards dealt, so averaging it over the deals is valuing it once against
            # how often each card fell to each seat.
            for _ in range(level.samples):
                for seat, cards in sample_hands(view, rng, level.inference).items():
                    for i in cards:
                        danger[i] += weights[seat] / level.samples
        else:
            for seat, chances in holding(view, level.inference).items():
                for i, p in enumerate(chances):
                    danger[i] += weights[seat] * p
        self.danger = [(i, d) for i, d in enumerate(danger) if d > 0]

    # --- values ---------------------------------------------------------------

    def value(self, board: Board, hand: tuple[Card, ...]) -> float:
        """How good `board` is for the own `hand` when the turn passes on."""
        options = self.view.options
        stones = stones_for_next(board, self.view)
        board = after_columns(board, COLUMN_THRESHOLD, options.column_rule)
        level = self.level
        need = needs(tops_of(board))
        if level.foresight and options.colour_rule and board.colours_with(COLOUR_THRESHOLD):
            # The Colour rule stays open while the stones stay: the own next turn likely has
            # a stone more, so a card lacking two is as good as one lacking one.
            own = sum(level.own[max(1, need[card.index] - 1)] for card in hand)
        else:
            own = sum(level.own[need[card.index]] for card in hand)
        if not self.level.threat:
            return own
        # A card lacking n, n+1, n+2 stones for a next player with n: level.reach of it.
        reach = self.level.reach
        threat = 0.0
        for i, d in self.danger:
            beyond = need[i] - stones
            if beyond < 3:
                threat += d * reach[max(beyond, 0)]
        return own - self.level.threat * (THREAT * threat + self.level.bonus * (stones - 1))

    # --- plans ----------------------------------------------------------------

    def plans(self) -> list[Plan]:
        view = self.view
        if view.phase is Phase.CLAIM:
            return self._claiming(Plan((), view.board, view.hand))
        found = self._placing(Plan((), view.board, view.hand), view.stones_left)
        if view.can_announce_colour:
            colour = Plan((Action.announce_colour(),), view.board, view.hand)
            found += self._placing(colour, view.stones_left + 1)
        return found

    def _placing(self, plan: Plan, stones: int) -> list[Plan]:
        board, hand = plan.board, plan.hand
        if stones <= 0 or not any(board.supply):
            return self._claiming(plan)
        targets: dict[frozenset[tuple[int, int]], tuple[list[tuple[int, int]], int]] = {}
        for card in hand:
            for start in RING:
                stones_needed = lacking(board, card, start)
                if len(stones_needed) <= stones and affordable(board, stones_needed):
                    targets.setdefault(frozenset(stones_needed), (stones_needed, start))
        chosen = sorted(targets.values(), key=lambda t: len(t[0]))[: self.level.targets]
        found: list[Plan] = []
        for target, start in chosen:
            step = plan
            for space, colour in target:
                step = _placed(step, space, COLOURS[colour])
            forbidden = set(card_spaces(start))
            for free in self._free(step, stones - len(target), forbidden):
                found += self._claiming(free)
        for free in self._free(plan, stones, set()):
            found += self._claiming(free)
        return found

    def _free(self, plan: Plan, stones: int, forbidden: set[int]) -> list[Plan]:
        """Place `stones` one by one where each is worth most: a beam of `level.beam` plans."""
        noise = self.level.noise
        beam = [plan]
        for _ in range(stones):
            scored: list[tuple[float, int, Plan, int, int]] = []
            for k, step in enumerate(beam):
                board = step.board
                supply = board.supply
                for space in range(9):
                    if space in forbidden:
                        continue
                    for colour in COLOURS:
                        if supply[colour] <= 0:
                            continue
                        worth = self.value(board.place_unchecked(space, colour), step.hand)
                        if noise:
                            worth += self.rng.uniform(0.0, noise)
                        scored.append((worth, k, step, space, colour))
            if not scored:
                break  # the supply is empty (or every space forbidden): the rest is skipped
            scored.sort(key=lambda item: (-item[0], item[1], item[3], item[4]))
            beam = [_placed(step, space, COLOURS[colour]) for _, _, step, space, colour in scored]
            beam = _distinct(beam)[: self.level.beam]
        return beam

    def _claiming(self, plan: Plan) -> list[Plan]:
        shown = [(card, start) for card, start in completed(plan.board.tops) if card in plan.hand]
        if not shown or self.rng.random() < self.level.miss_claim:
            return [
                Plan(plan.actions + (Action.pass_turn(),), plan.board, plan.hand, plan.discarded)
            ]
        found: list[Plan] = []
        for card, start in shown:
            hand = tuple(c for c in plan.hand if c != card)
            after = Plan(
                plan.actions + (Action.claim(card, start),),
                plan.board.remove_tops(card_spaces(start)),
                hand,
                plan.discarded + 1,
            )
            if not hand:
                after.won = True
                return [after]
            found += self._placing(after, 1)
        return found

    # --- choosing ---------------------------------------------------------------

    def best(self) -> Plan:
        plans = self.plans()
        for plan in plans:
            plan.value = (
                WIN * plan.won + DISCARD * plan.discarded + self.value(plan.board, plan.hand)
            )
        plans.sort(key=lambda p: -p.value)
        return plans[0]


def _distinct(plans: list[Plan]) -> list[Plan]:
    """The plans in order, each final board once."""
    seen: set[Board] = set()
    kept = []
    for plan in plans:
        if plan.board not in seen:
            seen.add(plan.board)
            kept.append(plan)
    return kept


def _placed(plan: Plan, space: int, colour) -> Plan:  # noqa: ANN001 - a Colour
    return Plan(
        plan.actions + (Action.place(space, colour),),
        plan.board.place_unchecked(space, colour),
        plan.hand,
        plan.discarded,
        plan.won,
    )
