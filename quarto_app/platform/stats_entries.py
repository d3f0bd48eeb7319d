"""What the statistics record and answer, as data: entries, figures, codes, and the checks.

The statistics themselves are quarto_app.platform.stats (which says whose
statistics a game is and what counts apart); this module is its vocabulary,
so the screens can build an entry or read a figure without a database.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date
from enum import Enum

from ..coded import CodedError

NAME_LIMIT = 40  # characters: a level's name (Quarto's names have the same bound)
PUZZLE_LIMIT = 200  # characters: a puzzle's id (a position string and a little more)
GAME_ID = re.compile(r"[a-z][a-z0-9_]{0,31}")


class Opponents(Enum):
    COMPUTER = "computer"  # one person at this screen, every other seat a computer
    PEOPLE = "people"  # two or more people at this screen (hot-seat), computers or not


class Outcome(Enum):
    """The result for the people at this screen."""

    WIN = "win"
    SHARED_WIN = "shared_win"  # Quartino: winners on both sides
    DRAW = "draw"
    LOSS = "loss"


class Counted(Enum):
    PLAIN = "plain"  # no undo, no hint, from the start: the record a player reads first
    ASSISTED = "assisted"  # undo or a hint used, or begun from a set-up position
    ALL = "all"


class Reset(Enum):
    """What `Stats.reset` forgets of one game."""

    GAMES = "games"
    PUZZLES = "puzzles"
    ALL = "all"


class EntryCode(Enum):
    """A caller's mistake in what it asked to record or query (a bug, not the player's)."""

    BAD_GAME = "bad_game"  # value: a game id is lower-case letters, digits, _
    BAD_DATE = "bad_date"  # value: a datetime.date is wanted
    BAD_RANGE = "bad_range"  # since, until: since is after until
    BAD_SEATS = "bad_seats"  # value: each seat None (a person) or a level's name
    NO_PERSON = "no_person"  # no person sits at the table: not the player's statistics
    BAD_WINNERS = "bad_winners"  # value: seats that are not at the table, or twice
    BAD_COUNT = "bad_count"  # name, value: a count (length, undos, hints) is a whole number >= 0
    BAD_FLAG = "bad_flag"  # name, value: True or False is wanted
    BAD_PUZZLE = "bad_puzzle"  # value: a puzzle id is printable text
    BAD_NUMBER = "bad_number"  # name, value: a finite number (deviation, volatility > 0)


class EntryError(CodedError):
    """What a caller asked to record or query is wrong; nothing was written."""


@dataclass(frozen=True, slots=True)
class FinishedGame:
    """A game played to its end.

    `seats`: per seat, None for a person at this screen or the computer's level
    (as quarto_app.frame.game.Seat.level). `winners`: the winning seats; none is
    a draw, more than one a shared win. `length`: moves (Quarto: placements) or
    turns (Quartino), as the game counts them. `undos`, `hints`: how many were
    used (0: none).
    """

    game: str
    played_on: date
    seats: tuple[str | None, ...]
    winners: tuple[int, ...]
    length: int
    undos: int = 0
    hints: int = 0
    from_position: bool = False

    @property
    def outcome(self) -> Outcome:
        return outcome_of(self.seats, self.winners)

    @property
    def opponents(self) -> Opponents:
        people = sum(level is None for level in self.seats)
        return Opponents.COMPUTER if people == 1 else Opponents.PEOPLE

    @property
    def levels(self) -> tuple[str, ...]:
        """The computer seats' levels, sorted: the line-up the game is counted under."""
        return tuple(sorted(level for level in self.seats if level is not None))

    @property
    def assisted(self) -> bool:
        return bool(self.undos or self.hints or self.from_position)


@dataclass(frozen=True, slots=True)
class Summary:
    """Figures over a set of finished games. `current_streak`, `best_streak`: wins in a
    row (a shared win, a draw or a loss ends one), in the order the games were played."""

    games: int = 0
    wins: int = 0
    shared_wins: int = 0
    draws: int = 0
    losses: int = 0
    current_streak: int = 0
    best_streak: int = 0
    average_length: float | None = None
    with_undo: int = 0
    with_hints: int = 0
    from_position: int = 0


@dataclass(frozen=True, slots=True)
class Line:
    """One line of a game's statistics: an opponent kind and the computers' levels
    (sorted; none between people alone), plain and assisted games apart."""

    opponents: Opponents
    levels: tuple[str, ...]
    plain: Summary
    assisted: Summary


@dataclass(frozen=True, slots=True)
class Rating:
    """A Glicko-2 rating as the rating module computes it; stored and given back as is."""

    rating: float
    deviation: float
    volatility: float


@dataclass(frozen=True, slots=True)
class PuzzleAttempt:
    """One try at a puzzle. `puzzle_rating`: the puzzle's rating at the time;
    `seconds`: the time taken, if the screen measured it."""

    puzzle: str
    puzzle_rating: float
    solved: bool
    played_on: date
    seconds: float | None = None
    game: str = "quarto"


@dataclass(frozen=True, slots=True)
class PastAttempt:
    """An attempt from the history, with the player's rating after it and the rating
    before it (each if one was given)."""

    attempt: PuzzleAttempt
    rating_after: Rating | None
    rating_before: float | None = None


@dataclass(frozen=True, slots=True)
class PuzzleSummary:
    """Figures over puzzle attempts. `puzzles_solved`: different puzzles solved at least
    once; streaks are attempts solved in a row."""

    attempts: int = 0
    solved: int = 0
    failed: int = 0
    puzzles_solved: int = 0
    current_streak: int = 0
    best_streak: int = 0
    average_seconds: float | None = None


def outcome_of(seats: tuple[str | None, ...], winners: tuple[int, ...]) -> Outcome:
    """The result for the people at this screen, who are one side: a win when only people
    won, shared when people and computers both did, a loss when only computers did, a
    draw when nobody did (quarto_app.platform.stats says why)."""
    if not winners:
        return Outcome.DRAW
    people = {seat for seat, level in enumerate(seats) if level is None}
    won = set(winners)
    if won <= people:
        return Outcome.WIN
    return Outcome.SHARED_WIN if won & people else Outcome.LOSS


def iso(day: date) -> str:
    return date(day.year, day.month, day.day).isoformat()  # a datetime counts as its day


# --- checks ------------------------------------------------------------------------------


def check_game_id(game: object) -> None:
    if not isinstance(game, str) or not GAME_ID.fullmatch(game):
        raise EntryError(EntryCode.BAD_GAME, value=repr(game)[:60])


def check_date(day: object) -> None:
    if not isinstance(day, date):
        raise EntryError(EntryCode.BAD_DATE, value=repr(day)[:60])


def check_count(name: str, value: object) -> None:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise EntryError(EntryCode.BAD_COUNT, name=name, value=repr(value)[:60])


def check_number(name: str, value: object, positive: bool = False) -> None:
    good = isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)
    if not good or (positive and value <= 0):  # type: ignore[operator]
        raise EntryError(EntryCode.BAD_NUMBER, name=name, value=repr(value)[:60])


def check_puzzle(puzzle: object) -> None:
    if not (isinstance(puzzle, str) and 0 < len(puzzle) <= PUZZLE_LIMIT and puzzle.isprintable()):
        raise EntryError(EntryCode.BAD_PUZZLE, value=repr(puzzle)[:60])


def is_level(level: object) -> bool:
    return isinstance(level, str) and 0 < len(level) <= NAME_LIMIT and level.isprintable()


def check_levels(levels: Iterable[str]) -> list[str]:
    levels = list(levels)
    if not all(is_level(level) for level in levels):
        raise EntryError(EntryCode.BAD_SEATS, value=repr(levels)[:60])
    return levels


def check_game(finished: FinishedGame) -> None:
    check_game_id(finished.game)
    check_date(finished.played_on)
    seats = finished.seats
    if (
        not isinstance(seats, tuple)
        or not seats
        or not all(level is None or is_level(level) for level in seats)
    ):
        raise EntryError(EntryCode.BAD_SEATS, value=repr(seats)[:60])
    if all(level is not None for level in seats):
        raise EntryError(EntryCode.NO_PERSON)
    winners = finished.winners
    if (
        not isinstance(winners, tuple)
        or len(set(winners)) != len(winners)
        or not all(
            isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(seats)
            for seat in winners
        )
    ):
        raise EntryError(EntryCode.BAD_WINNERS, value=repr(winners)[:60])
    for name in ("length", "undos", "hints"):
        check_count(name, getattr(finished, name))
    if not isinstance(finished.from_position, bool):
        raise EntryError(
            EntryCode.BAD_FLAG, name="from_position", value=repr(finished.from_position)
        )


def check_attempt(attempt: PuzzleAttempt) -> None:
    check_game_id(attempt.game)
    check_puzzle(attempt.puzzle)
    check_number("puzzle_rating", attempt.puzzle_rating)
    check_date(attempt.played_on)
    if not isinstance(attempt.solved, bool):
        raise EntryError(EntryCode.BAD_FLAG, name="solved", value=repr(attempt.solved)[:60])
    if attempt.seconds is not None:
        check_number("seconds", attempt.seconds)
        if attempt.seconds < 0:
            raise EntryError(EntryCode.BAD_NUMBER, name="seconds", value=repr(attempt.seconds))


def check_rating(rating: Rating) -> None:
    check_number("rating", rating.rating)
    check_number("deviation", rating.deviation, positive=True)
    check_number("volatility", rating.volatility, positive=True)
