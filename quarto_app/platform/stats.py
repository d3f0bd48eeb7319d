"""The player's statistics: finished games, puzzle attempts and the puzzle rating.

Everything a screen needs is importable from here (the entries and figures are
quarto_app.platform.stats_entries).

A growing history in an SQLite database in the per-user data folder
(`stats.sqlite3`; quarto_app.platform.stats_db opens, checks and sets it aside
when damaged, quarto_app.platform.stats_schema migrates it). One transaction
per finished game or puzzle attempt: once `record_game` returns True the game
is on disk whatever happens next, and a `kill -9` never leaves half of one.

    stats = open_stats()                    # never raises; the same object all session
    stats.record_game(FinishedGame("quarto", today, seats=(None, "Hard"), winners=(0,), length=11))
    stats.table("quarto")                   # a line per opponent kind and level
    for problem in stats.take_problems():   # each told to the player once, by its code
        ...

Whose statistics. The people at this screen are one side. A game with one
person (`None` in `seats`) and computers is that person's record against the
computers (`Opponents.COMPUTER`); a game with two or more people is counted
"between people" (`Opponents.PEOPLE`), never per player: the people's side won
when only people won, shared when people and computers both won (Quartino),
and lost when only computers won; a hot-seat Quarto game is so a win or a draw.
Games with no person (the attract mode) are not statistics.

Counted apart. A game in which undo or a hint was used, or which began from a
set-up position, is *assisted*; the figures a player reads first
(`Counted.PLAIN`) leave assisted games out entirely, streaks included, and
the assisted ones have figures of their own.

Dates are the caller's (`datetime.date`, stored as ISO text): nothing here
reads the clock. Within one day the order is the order of recording.

Bad arguments (a winner who has no seat, a date that is no date) raise
`EntryError`, before anything is written. Files and disks never raise: a
write that could not be made returns False, keeps the entry in memory to be
tried again before the next write (and at `close`), and queues a problem.
A read that cannot be answered now raises `StatsProblem` (LOCKED,
UNWRITABLE) for the screen to say.
"""

from __future__ import annotations

import json
import logging
import sqlite3
from collections.abc import Callable, Iterable
from datetime import date
from pathlib import Path

from . import stats_entries as entries
from .stats_db import FILE_NAME, TIMEOUT, Database, StatsCode, StatsProblem, default_path
from .stats_entries import (
    Counted,
    EntryCode,
    EntryError,
    FinishedGame,
    Line,
    Opponents,
    Outcome,
    PastAttempt,
    PuzzleAttempt,
    PuzzleSummary,
    Rating,
    Reset,
    Summary,
    iso,
    outcome_of,
)

log = logging.getLogger("quarto.stats")

__all__ = [
    "Counted",
    "EntryCode",
    "EntryError",
    "FinishedGame",
    "Line",
    "Opponents",
    "Outcome",
    "PastAttempt",
    "PuzzleAttempt",
    "PuzzleSummary",
    "Rating",
    "Reset",
    "Stats",
    "StatsCode",
    "StatsProblem",
    "Summary",
    "open_stats",
    "outcome_of",
]


def open_stats(path: Path | None = None, *, timeout: float = TIMEOUT) -> Stats:
    """The statistics in `path` (default: the per-user data folder). Never raises: a file
    that cannot be used is set aside and `take_problems` says so; with no usable folder at
    all, this session counts in memory."""
    database: Database
    if path is None:
        try:
            path = default_path()
        except OSError as exc:  # the data folder cannot be made (a file in its place)
            log.warning("No folder for the statistics (%s)", exc)
            database = Database(None, timeout)
            database.tell(StatsProblem(StatsCode.NOT_KEPT, file=FILE_NAME))
            return Stats(database)
    database = Database(path, timeout)
    database.open()  # now, so that what it found is known from the start
    return Stats(database)


class Stats:
    """The statistics of this user; one object for the session (see the module's doc)."""

    def __init__(self, database: Database) -> None:
        self.database = database
        # Entries not yet on disk, oldest first: (game, what they are, the transaction).
        self._pending: list[tuple[str, Reset, Callable[[sqlite3.Connection], None]]] = []

    # --- recording -------------------------------------------------------------------------

    def record_game(self, finished: FinishedGame) -> bool:
        """Count a finished game, in one transaction. False: not on disk yet (kept to be
        tried again, and a problem queued)."""
        entries.check_game(finished)
        values = (
            finished.game,
            iso(finished.played_on),
            len(finished.seats),
            finished.opponents.value,
            json.dumps(list(finished.levels)),
            finished.outcome.value,
            finished.length,
            finished.undos,
            finished.hints,
            int(finished.from_position),
        )
        seats = [
            (seat, level, int(seat in finished.winners))
            for seat, level in enumerate(finished.seats)
        ]

        def work(connection: sqlite3.Connection) -> None:
            cursor = connection.execute(
                "INSERT INTO games (game, played_on, seats, opponents, levels, outcome, length,"
                " undos, hints, from_position) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                values,
            )
            connection.executemany(
                "INSERT INTO seats (game_id, seat, level, won) VALUES (?, ?, ?, ?)",
                [(cursor.lastrowid, *seat) for seat in seats],
            )

        self._pending.append((finished.game, Reset.GAMES, work))
        return self.flush()

    def record_attempt(
        self,
        attempt: PuzzleAttempt,
        rating: Rating | None = None,
        before: Rating | None = None,
    ) -> bool:
        """Count a puzzle attempt and, in the same transaction, the player's rating after
        it (computed by the caller), so the two never disagree; `before`, the rating it was
        rated from, is kept with the attempt. False as `record_game`."""
        entries.check_attempt(attempt)
        for given in (rating, before):
            if given is not None:
                entries.check_rating(given)
        after = (rating.rating, rating.deviation, rating.volatility) if rating else (None,) * 3
        values = (
            attempt.game,
            attempt.puzzle,
            attempt.puzzle_rating,
            int(attempt.solved),
            iso(attempt.played_on),
            attempt.seconds,
            *after,
            before.rating if before is not None else None,
        )

        def work(connection: sqlite3.Connection) -> None:
            connection.execute(
                "INSERT INTO puzzle_attempts (game, puzzle, puzzle_rating, solved, played_on,"
                " seconds, rating, deviation, volatility, rating_before)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                values,
            )
            if rating is not None:
                connection.execute(
                    "INSERT OR REPLACE INTO puzzle_ratings (game, rating, deviation, volatility)"
                    " VALUES (?, ?, ?, ?)",
                    (attempt.game, *after),
                )

        self._pending.append((attempt.game, Reset.PUZZLES, work))
        return self.flush()

    def flush(self) -> bool:
        """Write what could not be written before; True when nothing is left waiting."""
        while self._pending:
            if not self.database.write(self._pending[0][2]):
                return False
            self._pending.pop(0)
        return True

    def reset(self, game: str, part: Reset = Reset.ALL) -> bool:
        """Forget `game`'s finished games, puzzle history and rating, or one of the two
        (the screen asks for confirmation first). False if the file refused (queued)."""
        entries.check_game_id(game)

        def work(connection: sqlite3.Connection) -> None:
            if part in (Reset.GAMES, Reset.ALL):
                connection.execute("DELETE FROM games WHERE game = ?", (game,))
            if part in (Reset.PUZZLES, Reset.ALL):
                connection.execute("DELETE FROM puzzle_attempts WHERE game = ?", (game,))
                connection.execute("DELETE FROM puzzle_ratings WHERE game = ?", (game,))

        if not self.database.write(work):
            return False  # nothing forgotten, and what waits still waits
        self._pending = [  # what waited to be written is forgotten with the rest
            entry
            for entry in self._pending
            if entry[0] != game or (part is not Reset.ALL and entry[1] is not part)
        ]
        return True

    # --- telling ---------------------------------------------------------------------------

    def take_problems(self) -> tuple[StatsProblem, ...]:
        """What the player has not been told yet about their statistics, each once."""
        return self.database.take_problems()

    @property
    def waiting(self) -> int:
        """Entries recorded but not yet on disk (the file was locked or refused)."""
        return len(self._pending)

    def close(self) -> None:
        """Try once more to write what waits, then let the file go."""
        if not self.flush():
            log.warning("%d statistics entries could not be written", len(self._pending))
        self.database.close()

    def __enter__(self) -> Stats:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --- games -----------------------------------------------------------------------------

    def summary(
        self,
        game: str,
        *,
        opponents: Opponents | None = None,
        levels: Iterable[str] | None = None,
        counted: Counted = Counted.PLAIN,
        since: date | None = None,
        until: date | None = None,
    ) -> Summary:
        """Figures for `game`'s finished games: of one opponent kind (None: any), against
        exactly these computer levels (None: any; `()`: no computer), plain, assisted or
        all, played from `since` to `until` (both included)."""
        lineup = None if levels is None else json.dumps(sorted(entries.check_levels(levels)))
        rows = self._game_rows(game, since, until)
        return _summarise(
            row
            for row in rows
            if (opponents is None or row[0] == opponents.value)
            and (lineup is None or row[1] == lineup)
            and _counted(row, counted)
        )

    def table(
        self, game: str, *, since: date | None = None, until: date | None = None
    ) -> list[Line]:
        """A line per opponent kind and line-up of levels with games in the dates: what a
        statistics screen shows (against the computer first, then by levels as sorted)."""
        groups: dict[tuple[str, str], list[tuple]] = {}
        for row in self._game_rows(game, since, until):
            groups.setdefault((row[0], row[1]), []).append(row)
        lines = []
        for (opponents, lineup), rows in sorted(groups.items()):
            lines.append(
                Line(
                    Opponents(opponents),
                    tuple(json.loads(lineup)),
                    _summarise(row for row in rows if _counted(row, Counted.PLAIN)),
                    _summarise(row for row in rows if _counted(row, Counted.ASSISTED)),
                )
            )
        return lines

    def _game_rows(self, game: str, since: date | None, until: date | None) -> list[tuple]:
        entries.check_game_id(game)
        where, values = _dates(since, until)
        self.flush()
        return self.database.read(
            lambda connection: connection.execute(
                "SELECT opponents, levels, outcome, length, undos, hints, from_position"
                f" FROM games WHERE game = ?{where} ORDER BY played_on, id",
                (game, *values),
            ).fetchall()
        )

    # --- puzzles ---------------------------------------------------------------------------

    def puzzle_rating(self, game: str = "quarto") -> Rating | None:
        """The player's puzzle rating as last recorded; None before the first."""
        entries.check_game_id(game)
        self.flush()
        row = self.database.read(
            lambda connection: connection.execute(
                "SELECT rating, deviation, volatility FROM puzzle_ratings WHERE game = ?", (game,)
            ).fetchone()
        )
        return Rating(*row) if row else None

    def puzzle_attempts(
        self,
        game: str = "quarto",
        *,
        puzzle: str | None = None,
        since: date | None = None,
        until: date | None = None,
        last: int | None = None,
    ) -> list[PastAttempt]:
        """The history of attempts, newest first: of one puzzle (None: all), in the dates,
        at most `last` of them (None: all)."""
        entries.check_game_id(game)
        where, values = _dates(since, until)
        if puzzle is not None:
            entries.check_puzzle(puzzle)
            where, values = where + " AND puzzle = ?", (*values, puzzle)
        if last is not None:
            entries.check_count("last", last)
        self.flush()
        rows = self.database.read(
            lambda connection: connection.execute(
                "SELECT puzzle, puzzle_rating, solved, played_on, seconds, rating, deviation,"
                f" volatility, rating_before FROM puzzle_attempts WHERE game = ?{where}"
                " ORDER BY played_on DESC, id DESC LIMIT ?",
                (game, *values, -1 if last is None else last),
            ).fetchall()
        )
        return [
            PastAttempt(
                PuzzleAttempt(
                    row[0], row[1], bool(row[2]), date.fromisoformat(row[3]), row[4], game
                ),
                Rating(*row[5:8]) if row[5] is not None else None,
                row[8],
            )
            for row in rows
        ]

    def puzzle_summary(
        self, game: str = "quarto", *, since: date | None = None, until: date | None = None
    ) -> PuzzleSummary:
        """Attempts, solved and failed, different puzzles solved, streaks, average time."""
        entries.check_game_id(game)
        where, values = _dates(since, until)
        self.flush()
        rows = self.database.read(
            lambda connection: connection.execute(
                f"SELECT puzzle, solved, seconds FROM puzzle_attempts WHERE game = ?{where}"
                " ORDER BY played_on, id",
                (game, *values),
            ).fetchall()
        )
        solved = [bool(row[1]) for row in rows]
        current, best = _streaks(solved)
        times = [row[2] for row in rows if row[2] is not None]
        return PuzzleSummary(
            attempts=len(rows),
            solved=sum(solved),
            failed=len(rows) - sum(solved),
            puzzles_solved=len({row[0] for row in rows if row[1]}),
            current_streak=current,
            best_streak=best,
            average_seconds=sum(times) / len(times) if times else None,
        )

    def solved_puzzles(self, game: str = "quarto") -> frozenset[str]:
        """Every puzzle solved at least once (a stream need not offer them again)."""
        entries.check_game_id(game)
        self.flush()
        rows = self.database.read(
            lambda connection: connection.execute(
                "SELECT DISTINCT puzzle FROM puzzle_attempts WHERE game = ? AND solved = 1",
                (game,),
            ).fetchall()
        )
        return frozenset(row[0] for row in rows)


# --- figures -----------------------------------------------------------------------------

# A game's row: opponents, levels, outcome, length, undos, hints, from_position.
OUTCOME, LENGTH, UNDOS, HINTS, FROM_POSITION = 2, 3, 4, 5, 6


def _counted(row: tuple, counted: Counted) -> bool:
    assisted = bool(row[UNDOS] or row[HINTS] or row[FROM_POSITION])
    return counted is Counted.ALL or assisted == (counted is Counted.ASSISTED)


def _streaks(wins: list[bool]) -> tuple[int, int]:
    """(current, best) runs of True, the current one ending with the last."""
    current = best = 0
    for won in wins:
        current = current + 1 if won else 0
        best = max(best, current)
    return current, best


def _summarise(rows: Iterable[tuple]) -> Summary:
    rows = list(rows)
    outcomes = [row[OUTCOME] for row in rows]
    current, best = _streaks([outcome == Outcome.WIN.value for outcome in outcomes])
    return Summary(
        games=len(rows),
        wins=outcomes.count(Outcome.WIN.value),
        shared_wins=outcomes.count(Outcome.SHARED_WIN.value),
        draws=outcomes.count(Outcome.DRAW.value),
        losses=outcomes.count(Outcome.LOSS.value),
        current_streak=current,
        best_streak=best,
        average_length=sum(row[LENGTH] for row in rows) / len(rows) if rows else None,
        with_undo=sum(1 for row in rows if row[UNDOS]),
        with_hints=sum(1 for row in rows if row[HINTS]),
        from_position=sum(1 for row in rows if row[FROM_POSITION]),
    )


def _dates(since: date | None, until: date | None) -> tuple[str, tuple[str, ...]]:
    """The SQL condition and values for a range of days, both ends included."""
    where, values = "", tuple[str, ...]()
    for day, op in ((since, ">="), (until, "<=")):
        if day is not None:
            entries.check_date(day)
            where, values = f"{where} AND played_on {op} ?", (*values, iso(day))
    if since is not None and until is not None and iso(since) > iso(until):
        raise EntryError(EntryCode.BAD_RANGE, since=iso(since), until=iso(until))
    return where, values
