"""The player's puzzle history and Glicko-2 rating, in the statistics database.

    record = PuzzleRecord(app)
    record.rating()                         # PlayerRating (1500 before the first attempt)
    record.rate(puzzle, solved, seconds)    # -> Rated(before, after, kept): one transaction
    record.recent(5)                        # [(PastAttempt, change)], newest first
    record.tried(key) / record.solved(key)  # a puzzle seen before / solved before

Each rated attempt is one row of `puzzle_attempts` written with the player's
rating before and after it, in the same transaction as the rating itself
(`platform.stats.Stats.record_attempt`), so the history and the rating never
disagree.
While the app does not count (tests, the demo) the same is kept in an in-memory
database for the session, so the screens work alike and nothing reaches the
player's own file.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

from quarto_app.frame import statistics
from quarto_app.platform.stats import PastAttempt, PuzzleAttempt, Rating, Stats, StatsProblem
from quarto_app.platform.stats_db import Database

from ..puzzles import PlayerRating, Puzzle, rate_attempt

log = logging.getLogger("quarto.puzzles")

GAME = "quarto"
MEMORY = "quarto.puzzle_stats"  # the session's in-memory statistics while the app does not count


@dataclass(frozen=True)
class Rated:
    """One rated attempt: the player's rating before and after it, and whether it is on disk."""

    before: PlayerRating
    after: PlayerRating
    kept: bool

    @property
    def change(self) -> int:
        return self.after.shown - self.before.shown


class PuzzleRecord:
    """The player's puzzles as the statistics keep them (see the module's notes)."""

    def __init__(self, app: Any) -> None:
        self.app = app

    def _stats(self) -> Stats:
        if self.app.counting:
            return self.app.stats()
        stats = self.app.services.get(MEMORY)
        if stats is None:
            stats = self.app.services[MEMORY] = Stats(Database(None))
        return stats

    def _told(self) -> None:
        statistics.tell(self.app)  # a file problem goes to the menu's messages, once

    def rating(self) -> PlayerRating:
        try:
            found = self._stats().puzzle_rating(GAME)
        except StatsProblem as problem:
            log.warning("The puzzle rating cannot be read now: %s", problem)
            return PlayerRating()
        if found is None:
            return PlayerRating()
        return PlayerRating(found.rating, found.deviation, found.volatility)

    def rate(self, puzzle: Puzzle, solved: bool, seconds: float | None) -> Rated:
        """Record one attempt at `puzzle` and the player's new rating, in one transaction."""
        before = self.rating()
        after = rate_attempt(before, puzzle.rating, solved)
        attempt = PuzzleAttempt(
            puzzle.key,
            float(puzzle.rating),
            solved,
            statistics.today(),
            None if seconds is None else max(0.0, seconds),
            GAME,
        )
        kept = self._stats().record_attempt(
            attempt,
            Rating(after.rating, after.deviation, after.volatility),
            Rating(before.rating, before.deviation, before.volatility),
        )
        self._told()
        return Rated(before, after, kept)

    def recent(self, count: int) -> list[tuple[PastAttempt, int | None]]:
        """The last `count` attempts, newest first, each with the change it made to the
        rating (None where the attempt before it is not known, or none was rated)."""
        try:
            past = self._stats().puzzle_attempts(GAME, last=count + 1)
        except StatsProblem:
            return []
        shown: list[tuple[PastAttempt, int | None]] = []
        for index, attempt in enumerate(past[:count]):
            after = attempt.rating_after
            before = attempt.rating_before
            if before is None and index + 1 < len(past):
                # An attempt kept before the rating before it was: the one after the last.
                earlier = past[index + 1].rating_after
                before = earlier.rating if earlier is not None else None
            change = None
            if after is not None and before is not None:
                change = round(after.rating) - round(before)
            shown.append((attempt, change))
        return shown

    def _attempts(self, key: str) -> list[PastAttempt]:
        try:
            return self._stats().puzzle_attempts(GAME, puzzle=key)
        except StatsProblem:
            return []

    def tried(self, key: str) -> bool:
        return bool(self._attempts(key))

    def solved(self, key: str) -> bool:
        return any(past.attempt.solved for past in self._attempts(key))

    def seen(self) -> frozenset[str]:
        """Every puzzle attempted (the stream does not serve them again)."""
        try:
            return frozenset(past.attempt.puzzle for past in self._stats().puzzle_attempts(GAME))
        except StatsProblem:
            return frozenset()
