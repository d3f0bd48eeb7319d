"""A puzzle's difficulty, as a rating on the Glicko-2 scale.

The rating is what the puzzle "plays at" when a player's attempt is rated
against it (`rating.rate_attempt`), as lichess rates its puzzles: a player
rated as the puzzle solves it about half the time, and on the Glicko scale
(the logistic with 400 points per factor of ten in the odds) a 1500 player
solves a 1300 puzzle about three times in four and a 1700 one about one time
in four. Without players' results to learn from, the rating is a model of
those odds, from what makes a Quarto puzzle hard:

* **depth**, `win_in`: each placement more is one more layer of the
  opponent's replies to see through: +160 per placement (win in 3 is the centre);
* **the share of solutions among the sensible moves**: `safe` moves do not
  hand the opponent a line at once, so a player weighs them all; the fewer of
  them win, the harder the choice: +90 per factor e of `safe / solutions`,
  centred on e^2.3 (about one sensible move in ten is a solution);
* **the defences to see through**: the opponent's replies to the easiest
  solution that do not lose at once (`defences`), each of which the player
  must have answered: +45 per factor e of `1 + defences`, centred on e^1.2
  (about two and a half defences).

    rating = 1500 + 160 (win_in - 3) + 90 (ln(safe / solutions) - 2.3)
                  + 45 (ln(1 + defences) - 1.2),   clamped to 800..2600, rounded

The shipped set (a third of each depth) spreads from 1125 (a win in two with
two sensible wrong moves) to 1951 (a win in four with one sensible move in
fifty), median 1468 (bench/puzzles.py prints the spread). The weights are a
first model, to be tuned once players' results exist: the puzzles then rated
by their attempts, as lichess does, would replace it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..rules import Move

CENTRE = 1500
PER_PLACEMENT = 160
PER_SHARE = 90
SHARE_CENTRE = 2.3
PER_DEFENCES = 45
DEFENCES_CENTRE = 1.2
LOWEST = 800
HIGHEST = 2600
TYPICAL_SPREAD = 150
"""Rating points either side of a depth's centre where most puzzles of that depth fall."""


@dataclass(frozen=True)
class Figures:
    """What a proven puzzle's rating is computed from (see `puzzle.Examiner.figures`)."""

    win_in: int
    solutions: tuple[Move, ...]
    legal: int  # legal moves (placement, give)
    safe: int  # legal moves that do not hand the opponent a line at once
    defences: int  # the opponent's replies to the easiest solution that do not lose at once
    empties: int


def rate(figures: Figures) -> int:
    """The puzzle's rating on the Glicko-2 scale (see the module's notes)."""
    share = math.log(figures.safe / len(figures.solutions))
    defences = math.log1p(figures.defences)
    value = (
        CENTRE
        + PER_PLACEMENT * (figures.win_in - 3)
        + PER_SHARE * (share - SHARE_CENTRE)
        + PER_DEFENCES * (defences - DEFENCES_CENTRE)
    )
    return round(min(max(value, LOWEST), HIGHEST))


def typical_span(win_in: int) -> tuple[int, int]:
    """The ratings most puzzles of depth `win_in` get: the rating with the share and
    the defences at their centres, +- TYPICAL_SPREAD. A win in two has no defences
    (after its solution every reply hands over a line), so its centre is lower.
    The generator picks depths by it (`generate.depths_for`)."""
    centre: float = CENTRE + PER_PLACEMENT * (win_in - 3)
    if win_in == 2:
        centre -= PER_DEFENCES * DEFENCES_CENTRE  # ln(1 + 0) instead of the centre
    return round(centre) - TYPICAL_SPREAD, round(centre) + TYPICAL_SPREAD
