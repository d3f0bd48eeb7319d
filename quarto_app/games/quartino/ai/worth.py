"""The value of the board a turn leaves behind: the planners' inner loop, made fast.

`Worth.value` reads one board; `Worth.after_each_stone` the board after each stone
that could go next (every space, every colour the supply has), sharing the work:
a stone changes only the windows through its space, the colour counts and one
height. Both read the cards' needs as packed bits (`tables.PACKED`) and sum the
others' odds over a mask with three byte-table lookups instead of a loop per card.
"""

from __future__ import annotations

from ..rules import (
    COLOUR_THRESHOLD,
    COLOURS,
    COLUMN_THRESHOLD,
    SPACES,
    STONES_PER_COLOUR,
    WINDOWS,
    Board,
    RuleOptions,
)
from .levels import Level
from .tables import ALL_MASK, CARDS, EMPTY, PACKED

DISCARD = 20.0  # one card discarded
WIN = 1000.0
THREAT = 0.8 * DISCARD

Hand = tuple[int, ...]  # card indices (ALL_CARDS order)

# For each space, the windows through it (all eight through the centre, three through a
# ring space) with the step its colour has in their PACKED key; and the windows not through it.
THROUGH: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple(
        (w, 5 ** (3 - spaces.index(space))) for w, spaces in enumerate(WINDOWS) if space in spaces
    )
    for space in SPACES
)
BESIDE: tuple[tuple[int, ...], ...] = tuple(
    tuple(w for w, spaces in enumerate(WINDOWS) if space not in spaces) for space in SPACES
)


class Odds:
    """Per-card weights summed over a card mask: three lookups in 256-entry tables."""

    _cache: dict[tuple[float, ...], Odds] = {}

    def __init__(self, weights: tuple[float, ...]) -> None:
        self.tables = [_byte_table(weights[8 * b : 8 * b + 8]) for b in range(CARDS // 8)]

    @classmethod
    def of(cls, weights: tuple[float, ...]) -> Odds:
        """Shared between planners with the same weights (a rollout builds many)."""
        found = cls._cache.get(weights)
        if found is None:
            if len(cls._cache) > 256:
                cls._cache.clear()
            found = cls._cache[weights] = cls(weights)
        return found

    def total(self, mask: int) -> float:
        low, mid, high = self.tables
        return low[mask & 255] + mid[(mask >> 8) & 255] + high[mask >> 16]


def _byte_table(weights: tuple[float, ...]) -> list[float]:
    """table[mask]: the sum of weights[i] over the bits i of the 8-bit mask."""
    table = [0.0]
    for weight in weights:
        table += [total + weight for total in table]
    return table


class Worth:
    """Values boards for `hand`-holders at `level`; `danger[i]`: how much card i in other
    hands counts (the odds it is held, the next seat weighing most)."""

    def __init__(self, level: Level, options: RuleOptions, danger: list[float]) -> None:
        self.level = level
        self.colour_rule = options.colour_rule
        self.column_rule = options.column_rule
        self.odds = Odds.of(tuple(danger))
        self.foresight = level.foresight and options.colour_rule
        self.own = level.own
        self.known: dict[tuple[int, int, bool, int], float] = {}
        self.boards: dict[tuple[Board, Hand, tuple[int, ...]], list[tuple[float, int, int]]] = {}
        self.threat = level.threat
        self.bonus = level.bonus
        self.low, self.mid, self.high = self.odds.tables
        self.reach0, self.reach1, self.reach2 = level.reach

    def value(self, board: Board, hand: Hand) -> float:
        """How good `board` is for the own `hand` when the turn passes on."""
        stacks = board.stacks
        counts = board.counts
        tall = self._tall([len(stack) for stack in stacks])
        tops = [EMPTY if i in tall or not s else s[-1] for i, s in enumerate(stacks)]
        colour_next = self.colour_rule and max(counts) >= COLOUR_THRESHOLD
        stones = 1 + colour_next + bool(tall)
        bits = 0
        centre = tops[0]
        for _, i, j, k in WINDOWS:
            bits |= PACKED[((centre * 5 + tops[i]) * 5 + tops[j]) * 5 + tops[k]]
        still_open = (
            self.foresight and max(self._left_after(counts, stacks, tall)) >= COLOUR_THRESHOLD
        )
        return self._worth(bits, stones, still_open, _mask(hand), len(hand))

    def after_each_stone(
        self, board: Board, hand: Hand, spaces: tuple[int, ...] = SPACES
    ) -> list[tuple[float, int, int]]:
        """(value, space, colour) of the board after each possible next stone on `spaces`.

        Remembered: a planner asks again for the same board, with and without "Colour".
        """
        key = (board, hand, spaces)
        found = self.boards.get(key)
        if found is None:
            found = self.boards[key] = self._after_each_stone(board, hand, spaces)
        return found

    def _after_each_stone(
        self, board: Board, hand: Hand, spaces: tuple[int, ...]
    ) -> list[tuple[float, int, int]]:
        stacks = board.stacks
        counts = board.counts
        heights = [len(stack) for stack in stacks]
        tall = self._tall(heights)
        tops = [EMPTY if i in tall or not s else s[-1] for i, s in enumerate(stacks)]
        keys = [((tops[0] * 5 + tops[i]) * 5 + tops[j]) * 5 + tops[k] for _, i, j, k in WINDOWS]
        packs = [PACKED[key] for key in keys]
        colour_rule = self.colour_rule
        colour_base = colour_rule and max(counts) >= COLOUR_THRESHOLD
        left = self._left_after(counts, stacks, tall)
        found: list[tuple[float, int, int]] = []
        mask, held = _mask(hand), len(hand)
        worth = self._worth
        for space in spaces:
            rest = 0
            for w in BESIDE[space]:
                rest |= packs[w]
            through = THROUGH[space]
            old = tops[space]
            grows = (
                self.column_rule and space not in tall and heights[space] + 1 >= COLUMN_THRESHOLD
            )
            cleared = space in tall or grows
            if cleared:  # the stone goes with its column: the tops there are empty
                for w, step in through:
                    rest |= PACKED[keys[w] + (EMPTY - old) * step]
            stones_base = 1 + bool(tall or grows)
            space_left = self._left_after(left, stacks, (space,)) if grows else left
            open_base = self.foresight and max(space_left) >= COLOUR_THRESHOLD
            for colour in COLOURS:
                if counts[colour] >= STONES_PER_COLOUR:
                    continue  # none left in the supply
                bits = rest
                if not cleared:
                    change = colour - old
                    for w, step in through:
                        bits |= PACKED[keys[w] + change * step]
                still_open = open_base or (
                    self.foresight and not cleared and space_left[colour] + 1 >= COLOUR_THRESHOLD
                )
                stones = stones_base + (
                    colour_base or (colour_rule and counts[colour] + 1 >= COLOUR_THRESHOLD)
                )
                found.append((worth(bits, stones, still_open, mask, held), space, colour))
        return found

    # --- parts ------------------------------------------------------------------

    def _tall(self, heights: list[int]) -> tuple[int, ...]:
        """The spaces the Column rule will clear before the next player places."""
        if not self.column_rule:
            return ()
        return tuple(i for i, h in enumerate(heights) if h >= COLUMN_THRESHOLD)

    @staticmethod
    def _left_after(counts, stacks, cleared: tuple[int, ...]) -> list[int]:  # noqa: ANN001
        """The colour counts once the stacks of `cleared` are gone."""
        left = list(counts)
        for space in cleared:
            for colour in stacks[space]:
                left[colour] -= 1
        return left

    def _worth(self, bits: int, stones: int, colour_open: bool, hand: int, held: int) -> float:
        """The value for the `held` own cards of mask `hand`, the others' odds and the stones
        the next player will have, from the packed needs `bits` (remembered: a planner meets
        the same needs again and again, through different stones)."""
        key = (bits, stones, colour_open, hand)
        found = self.known.get(key)
        if found is None:
            found = self.known[key] = self._work_out(bits, stones, colour_open, hand, held)
        return found

    def _work_out(self, bits: int, stones: int, colour_open: bool, hand: int, held: int) -> float:
        m0 = bits & ALL_MASK
        m1 = (bits >> CARDS) & ALL_MASK
        m2 = (bits >> 2 * CARDS) & ALL_MASK
        m3 = bits >> 3 * CARDS
        c2 = (hand & m2).bit_count()
        c3 = (hand & m3).bit_count()
        own = self.own
        if colour_open:
            # The Colour rule stays open while the stones stay: the own next turn likely has
            # a stone more, so a card lacking two is as good as one lacking one.
            value = own[1] * c2 + own[2] * (c3 - c2) + own[3] * (held - c3)
        else:
            c0 = (hand & m0).bit_count()
            c1 = (hand & m1).bit_count()
            value = (
                own[0] * c0
                + own[1] * (c1 - c0)
                + own[2] * (c2 - c1)
                + own[3] * (c3 - c2)
                + own[4] * (held - c3)
            )
        if not self.threat:
            return value
        # A card lacking n, n+1, n+2 stones for a next player with n: level.reach of it.
        low, mid, high = self.low, self.mid, self.high
        near, one, two = (m0, m1, m2, m3, ALL_MASK, ALL_MASK)[stones : stones + 3]
        one &= ~near
        two &= ~(near | one)
        threat = (
            self.reach0 * (low[near & 255] + mid[(near >> 8) & 255] + high[near >> 16])
            + self.reach1 * (low[one & 255] + mid[(one >> 8) & 255] + high[one >> 16])
            + self.reach2 * (low[two & 255] + mid[(two >> 8) & 255] + high[two >> 16])
        )
        return value - self.threat * (THREAT * threat + self.bonus * (stones - 1))


def _mask(hand: Hand) -> int:
    mask = 0
    for i in hand:
        mask |= 1 << i
    return mask
