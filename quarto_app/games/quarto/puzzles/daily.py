"""The daily puzzle and the stream of puzzles at the player's level.

    daily_puzzle(datetime.date(2025, 3, 14))          -> that day's puzzle (standard rules)
    daily_puzzle(day, squares=True)                  -> that day's puzzle with 2x2 squares
    stream_range(player_rating)                      -> the ratings the next puzzle should have
    pick_near(pool, player_rating, seen, rng)        -> one of the pool near the player's level

The daily puzzle is made from the date alone (the date is an argument: the
core reads no clock), so every player gets the same one on the same day,
whatever their machine, as long as they run the same generator: a change to
the generator (its plausible players, its filters) changes the daily puzzles
of the versions after it (tests/test_puzzles.py pins one date's, so such a
change is never made unknowingly). Its depth follows the week, as newspaper puzzles get
harder towards the weekend: a win in two on Monday and Tuesday, in three from
Wednesday to Friday, in four on Saturday and Sunday.

The stream serves the player puzzles rated within `STREAM_WINDOW` of their
own rating (`stream_range`): from a pool (the shipped set and whatever the background
generator has made) when one is there, and otherwise the generator makes one
for that range (`generate.make_puzzle(seed, rating=stream_range(r))`).
"""

from __future__ import annotations

import datetime
import random
from collections.abc import Iterable

from .difficulty import typical_span
from .generate import make_puzzle
from .puzzle import MAX_WIN_IN, MIN_WIN_IN, Puzzle

DAILY_WIN_IN = (2, 2, 3, 3, 3, 4, 4)
"""The daily puzzle's depth, Monday to Sunday."""

STREAM_WINDOW = 150
"""Rating points either side of the player's rating that the stream serves from."""


def daily_win_in(day: datetime.date) -> int:
    return DAILY_WIN_IN[day.weekday()]


def daily_puzzle(day: datetime.date, squares: bool = False) -> Puzzle:
    """The puzzle of `day`: the same for everyone, different from one day to the next."""
    if not isinstance(day, datetime.date):
        raise TypeError("the day is a datetime.date")
    return make_puzzle(f"daily {day.isoformat()}", win_in=daily_win_in(day), squares=squares)


def stream_range(player_rating: float) -> tuple[int, int]:
    """The ratings of the puzzles served to a player rated `player_rating`: within
    `STREAM_WINDOW` of it, moved inside the ratings puzzles typically get (from the
    easiest depth's typical span to the hardest's), so that a very strong or very
    weak player is served the nearest puzzles there are, not a range the generator
    seldom meets."""
    lowest = typical_span(MIN_WIN_IN)[0] + STREAM_WINDOW
    highest = typical_span(MAX_WIN_IN)[1] - STREAM_WINDOW
    centre = min(max(round(player_rating), lowest), highest)
    return centre - STREAM_WINDOW, centre + STREAM_WINDOW


def pick_near(
    pool: Iterable[Puzzle],
    player_rating: float,
    seen: Iterable[str] = (),
    rng: random.Random | None = None,
) -> Puzzle | None:
    """A puzzle of `pool` the player has not seen (`seen`: `Puzzle.key`s), rated
    within the stream's range, chosen at random among those (with `rng`; else the
    nearest); the nearest unseen one when none is within the range; None when the
    player has seen them all (time to generate more).
    """
    done = set(seen)
    unseen = [puzzle for puzzle in pool if puzzle.key not in done]
    if not unseen:
        return None
    low, high = stream_range(player_rating)
    near = [puzzle for puzzle in unseen if low <= puzzle.rating <= high]
    if near and rng is not None:
        return rng.choice(near)
    return min(unseen, key=lambda puzzle: (abs(puzzle.rating - player_rating), puzzle.key))
