"""The computer levels: a handful of numbers a player never sees.

Easy completes its cards when it can and otherwise builds towards them with some
randomness, blind to what it hands the others; it misses one completed card in
seven. Medium also weighs what its stones leave the next players (bonus stones,
patterns that cards it cannot see could use), and misses one in twenty-five.
Hard searches wider (four ways to place the free stones, not one), values every
candidate against many deals of the unseen cards to the others (determinisation),
each deal drawn with the odds their passes and their stones revealed (`belief`),
counts on the Colour stone of its own next turn while the rule stays open, and
never misses a card. Then it plays its four best turns on through the next round
(`lookahead`): on eight deals of the unseen cards, each other seat answers as Medium
would, and the turn whose round leaves Hard best placed is played.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class LevelName(Enum):
    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"


@dataclass(frozen=True, slots=True)
class Level:
    name: LevelName
    miss_claim: float  # chance to overlook a completed card of its own
    noise: float  # random jitter added to each candidate's value
    threat: float  # how much the others' chances count (0: blind to them)
    targets: int  # most completion targets tried per placing stretch
    beam: int  # how many ways to place the free stones are kept
    samples: int  # deals of the unseen cards the values average over (0: exact odds instead)
    inference: bool  # weigh the others' hands by what their passes and stones showed
    reach: tuple[float, float, float] = (1.0, 0.3, 0.1)  # see planner.value
    bonus: float = 0.5  # each extra stone the next player gets
    later: float = 0.5  # how much the seats after the next one count, against the next one's 1
    own: tuple[float, ...] = (12.0, 8.0, 5.0, 1.5, 0.3)  # an own card lacking 0-4 stones
    foresight: bool = False  # while the Colour rule stays open, count on a stone more next turn
    lookahead: int = 0  # best candidates played on through the next round (0: none)
    deals: int = 0  # sampled deals each candidate is played on against


LEVELS: dict[LevelName, Level] = {
    LevelName.EASY: Level(LevelName.EASY, 0.15, 2.0, 0.0, 3, 1, 0, False),
    LevelName.MEDIUM: Level(LevelName.MEDIUM, 0.04, 0.0, 1.0, 8, 1, 0, False),
    LevelName.HARD: Level(
        LevelName.HARD,
        0.0,
        0.0,
        1.0,
        16,
        4,
        48,
        True,
        later=1.0,
        foresight=True,
        lookahead=4,
        deals=8,
    ),
}


def level_by_name(name: str | LevelName) -> Level:
    """`"hard"` or LevelName.HARD; raises ValueError for an unknown name."""
    key = name if isinstance(name, LevelName) else LevelName(str(name).lower())
    return LEVELS[key]
