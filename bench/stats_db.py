"""What the statistics database costs as its history grows.

Builds a database of N finished Quarto games (against five levels and between
people, some with undo) and N puzzle attempts, then prints the median time to
open it (SQLite's quick_check and the version check run on every opening),
to read the statistics screen's table and one summary, to read the puzzle
figures, and to record one game (a transaction committed to disk: fsync).

Run: .venv/bin/python bench/stats_db.py [N ...]   (default: 1000 10000)
"""

from __future__ import annotations

import json
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import date, timedelta
from pathlib import Path

from quarto_app.platform.stats import (
    FinishedGame,
    PuzzleAttempt,
    Rating,
    open_stats,
)

LEVELS = ("Beginner", "Easy", "Medium", "Hard", "Master")
RUNS = 7


def calibration() -> str:
    """The time of a fixed loop, to set beside every figure (the machine is shared)."""
    runs = []
    for _ in range(3):
        started = time.perf_counter()
        sum(i * i for i in range(10**6))
        runs.append(time.perf_counter() - started)
    median = statistics.median(runs) * 1000
    return f"calibration: sum(i*i for i in range(10**6)) median {median:.0f} ms"


def game(number: int) -> FinishedGame:
    day = date(2024, 1, 1) + timedelta(days=number // 5)
    seats = (None, None) if number % 7 == 0 else (None, LEVELS[number % 5])
    winners = ((0,), (1,), ())[number % 3]
    return FinishedGame("quarto", day, seats, winners, 8 + number % 9, undos=int(number % 11 == 0))


def build(path: Path, count: int) -> None:
    """N games and N attempts, written in one transaction (the history, not the cost)."""
    with open_stats(path) as stats:

        def everything(connection) -> None:
            for number in range(count):
                finished = game(number)
                connection.execute(
                    "INSERT INTO games (game, played_on, seats, opponents, levels, outcome,"
                    " length, undos) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        "quarto",
                        finished.played_on.isoformat(),
                        2,
                        finished.opponents.value,
                        json.dumps(list(finished.levels)),
                        finished.outcome.value,
                        finished.length,
                        finished.undos,
                    ),
                )
                connection.execute(
                    "INSERT INTO puzzle_attempts (game, puzzle, puzzle_rating, solved,"
                    " played_on, seconds) VALUES ('quarto', ?, 1500.0, ?, ?, 12.5)",
                    (f"p{number % 500}", number % 2, finished.played_on.isoformat()),
                )

        assert stats.database.write(everything)


def median_ms(work: Callable[[], object]) -> str:
    times = []
    for _ in range(RUNS):
        started = time.perf_counter()
        work()
        times.append(time.perf_counter() - started)
    return f"{statistics.median(times) * 1000:7.1f} ms"


def measure(count: int, folder: Path) -> None:
    path = folder / "stats.sqlite3"
    build(path, count)
    stats = open_stats(path)
    lines = stats.table("quarto")
    assert sum(line.plain.games + line.assisted.games for line in lines) == count
    attempt = PuzzleAttempt("p", 1500.0, True, date(2030, 1, 1))
    rating = Rating(1500.0, 80.0, 0.06)
    print(f"{count} games and {count} attempts ({path.stat().st_size / 1e3:.0f} kB):")
    print(f"  open (quick_check)      {median_ms(lambda: open_stats(path).close())}")
    print(f"  table('quarto')         {median_ms(lambda: stats.table('quarto'))}")
    hard = median_ms(lambda: stats.summary("quarto", levels=("Hard",)))
    print(f"  summary(levels=Hard)    {hard}")
    print(f"  puzzle_summary()        {median_ms(stats.puzzle_summary)}")
    print(f"  record_game (fsync)     {median_ms(lambda: stats.record_game(game(count)))}")
    print(f"  record_attempt + rating {median_ms(lambda: stats.record_attempt(attempt, rating))}")
    stats.close()


def main() -> None:
    counts = [int(arg) for arg in sys.argv[1:]] or [1000, 10000]
    print(calibration())
    for count in counts:
        with tempfile.TemporaryDirectory() as folder:
            measure(count, Path(folder))
    print(calibration())


if __name__ == "__main__":
    main()
