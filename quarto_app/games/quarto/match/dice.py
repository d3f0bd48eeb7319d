"""The players throw dice to see who starts (the seeds)."""

from __future__ import annotations

import random
from dataclasses import dataclass


@dataclass(frozen=True)
class DiceRoll:
    """Every throw, one die per player, ties thrown again; `first` gives first."""

    throws: tuple[tuple[int, int], ...]
    first: int


def roll_dice(rng: random.Random) -> DiceRoll:
    """Both players throw a die until they differ; the higher throw starts."""
    throws = []
    while True:
        pair = (rng.randint(1, 6), rng.randint(1, 6))
        throws.append(pair)
        if pair[0] != pair[1]:
            return DiceRoll(tuple(throws), 0 if pair[0] > pair[1] else 1)
