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
    COLOURS,
    RING,
    SPACES,
    Board,
    Card,
    card_spaces,
    completed,
)
from .belief import Belief, opponents
from .levels import Level
from .tables import packed_needs, tops_of, within
from .worth import DISCARD, WIN, Worth


@dataclass(slots=True)
class Plan:
    actions: tuple[Action, ...]
    board: Board
    hand: tuple[Card, ...]
    discarded: int = 0
    won: bool = False
    value: float = 0.0


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
        self.belief = Belief(view, level.inference)
        if level.samples:
            # Determinisation: the value of a board against each sampled deal is linear in
            # the cards dealt, so averaging it over the deals is valuing it once against
            # how often each card fell to each seat.
            for _ in range(level.samples):
                for seat, cards in self.belief.sample(rng).items():
                    for i in cards:
                        danger[i] += weights[seat] / level.samples
        else:
            for seat, chances in self.belief.chances().items():
                for i, p in enumerate(chances):
                    danger[i] += weights[seat] * p
        self.worth = Worth(level, view.options, danger)

    # --- values ---------------------------------------------------------------

    def value(self, board: Board, hand: tuple[Card, ...]) -> float:
        """How good `board` is for the own `hand` when the turn passes on."""
        return self.worth.value(board, _indices(hand))

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
        near = within(packed_needs(tops_of(board)), stones)  # the cards within reach at all
        for card in hand:
            if not near >> card.index & 1:
                continue
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
        spaces = tuple(space for space in SPACES if space not in forbidden)
        for _ in range(stones):
            # (-value, beam index, space, colour, plan): sorted best first, then in order
            scored: list[tuple[float, int, int, int, Plan]] = []
            for k, step in enumerate(beam):
                for worth, space, colour in self.worth.after_each_stone(
                    step.board, _indices(step.hand), spaces
                ):
                    if noise:
                        worth += self.rng.uniform(0.0, noise)
                    scored.append((-worth, k, space, colour, step))
            if not scored:
                break  # the supply is empty (or every space forbidden): the rest is skipped
            scored.sort()
            beam = self._kept(scored)
        return beam

    def _kept(self, scored: list[tuple[float, int, int, int, Plan]]) -> list[Plan]:
        """The first `level.beam` of the sorted placements, each resulting board once."""
        seen: set[Board] = set()
        kept: list[Plan] = []
        for _, _, space, colour, step in scored:
            placed = _placed(step, space, COLOURS[colour])
            if placed.board not in seen:
                seen.add(placed.board)
                kept.append(placed)
                if len(kept) == self.level.beam:
                    break
        return kept

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

    def ranked(self) -> list[Plan]:
        """Every plan, valued, best first."""
        plans = self.plans()
        for plan in plans:
            plan.value = (
                WIN * plan.won + DISCARD * plan.discarded + self.value(plan.board, plan.hand)
            )
        plans.sort(key=lambda p: -p.value)
        return plans

    def best(self) -> Plan:
        return self.ranked()[0]


def _indices(hand: tuple[Card, ...]) -> tuple[int, ...]:
    return tuple(card.index for card in hand)


def _placed(plan: Plan, space: int, colour) -> Plan:  # noqa: ANN001 - a Colour
    return Plan(
        plan.actions + (Action.place(space, colour),),
        plan.board.place_unchecked(space, colour),
        plan.hand,
        plan.discarded,
        plan.won,
    )
