"""Where the puzzle screens get their puzzles: the shipped set, the daily puzzle, and more
made in the background when the stream at the player's level runs low.

    source = puzzle_source(app)          # one for the session (app.services)
    source.want_daily(day)               # made off the drawing thread, once
    source.daily(day)                    # the Puzzle, or None while it is being made
    source.next_for(rating, seen, rng)   # a stream puzzle near the rating, or None
    source.poll()                        # once a frame: collect what the worker made

Making a puzzle takes up to a second or two (a daily win in four, a stream
puzzle for a strong player), so it is never done on the drawing thread: jobs
go one at a time to a `frame.play.worker.Worker` (a 'spawn' process that dies
with the game; a thread in tests). The puzzles made this session are kept in
memory with the shipped set; the stream serves the standard rules (lines).
"""

from __future__ import annotations

import datetime
import json
import logging
import random
from collections.abc import Callable, Iterable
from enum import Enum
from typing import Any

from quarto_app.frame.play.worker import Worker
from quarto_app.platform.paths import resource_path

from ..puzzles import Puzzle, PuzzleError, daily_puzzle, make_puzzle_data, pick_near, stream_range

log = logging.getLogger("quarto.puzzles")

LOW = 4
"""Fewer unseen puzzles than this near the player's level: make another in the background."""

SERVICE = "quarto.puzzles"
WORKER_SERVICE = "quarto.puzzle_worker"


class PuzzleKind(Enum):
    """Where a puzzle on the table came from: what its "Next" means."""

    DAILY = "daily"
    STREAM = "stream"


def daily_data(day: str, squares: bool) -> dict:
    """The daily puzzle of `day` (ISO) as JSON data: what the worker sends back."""
    return daily_puzzle(datetime.date.fromisoformat(day), squares=squares).as_dict()


def shipped() -> list[Puzzle]:
    """The shipped set's puzzles under the standard rules; none if the file cannot be read
    (the stream then makes its own)."""
    path = resource_path("puzzles", "quarto.json")
    try:
        data = json.loads(path.read_text("utf-8"))
        from ..puzzles import read_puzzles

        return [puzzle for puzzle in read_puzzles(data) if not puzzle.squares]
    except (OSError, ValueError, PuzzleError) as exc:
        log.warning("The shipped puzzles cannot be read (%s): the stream makes its own", exc)
        return []


class PuzzleSource:
    """The session's puzzles and the background worker that makes more."""

    def __init__(self, worker_factory: Callable[[], Any], pool: Iterable[Puzzle]) -> None:
        self._worker_factory = worker_factory
        self._worker: Any = None
        self.pool: list[Puzzle] = list(pool)
        self._keys = {puzzle.key for puzzle in self.pool}
        self._dailies: dict[datetime.date, Puzzle] = {}
        self._daily_failed: set[datetime.date] = set()  # the worker could not make it
        self._jobs: list[tuple[str, Any, tuple]] = []  # (kind, tag, arguments), oldest first
        self._running: tuple[str, Any, tuple] | None = None
        self._made = 0  # stream puzzles asked for: each job its own seed
        self.failed = False  # the worker could not make one (said on the hub)

    # --- the daily puzzle --------------------------------------------------------------

    def want_daily(self, day: datetime.date) -> None:
        if day in self._dailies or any(job[1] == day for job in self._queued()):
            return
        self._daily_failed.discard(day)  # asked again: tried again
        self._jobs.insert(0, ("daily", day, (day.isoformat(), False)))
        self._next()

    def daily(self, day: datetime.date) -> Puzzle | None:
        return self._dailies.get(day)

    def daily_failed(self, day: datetime.date) -> bool:
        """The worker could not make that day's puzzle (it is tried again when asked again)."""
        return day in self._daily_failed

    # --- the stream ----------------------------------------------------------------------

    def near(self, rating: float, seen: Iterable[str]) -> int:
        """Unseen puzzles within the stream's range of `rating`."""
        done = set(seen)
        low, high = stream_range(rating)
        return sum(1 for p in self.pool if p.key not in done and low <= p.rating <= high)

    def next_for(
        self, rating: float, seen: Iterable[str], rng: random.Random | None = None
    ) -> Puzzle | None:
        """A puzzle for a player rated `rating` who has seen `seen` (Puzzle.key); more are
        made in the background when few are left near that rating. None: none left yet."""
        seen = set(seen)
        self.refill(rating, seen)
        return pick_near(self.pool, rating, seen, rng)

    def refill(self, rating: float, seen: Iterable[str]) -> None:
        """Queue the making of one more stream puzzle when the stream runs low."""
        if self.near(rating, seen) >= LOW or any(job[0] == "stream" for job in self._queued()):
            return
        self._made += 1
        seed = f"stream {self._made} {round(rating)}"
        self._jobs.append(("stream", rating, (seed, None, stream_range(rating), False)))
        self._next()

    @property
    def making(self) -> bool:
        """A puzzle is being made (or waits to be)."""
        return bool(self._jobs) or self._running is not None

    # --- the worker ----------------------------------------------------------------------

    def poll(self) -> None:
        """Once a frame: take what the worker made, start the next job. Never blocks."""
        if self._running is None or self._worker is None:
            return
        answer = self._worker.poll()
        if answer is None:
            return
        kind, tag, _ = self._running
        self._running = None
        if isinstance(answer, dict):
            try:
                puzzle = Puzzle.from_dict(answer)
            except PuzzleError:
                puzzle = None
            if puzzle is not None and kind == "daily":
                self._dailies[tag] = puzzle
            elif puzzle is not None and puzzle.key not in self._keys:
                self._keys.add(puzzle.key)
                self.pool.append(puzzle)
        else:
            self.failed = True
            if kind == "daily":
                self._daily_failed.add(tag)
            log.warning("A puzzle could not be made: %s", getattr(self._worker, "error", None))
        self._next()

    def close(self) -> None:
        """Stop the worker (the puzzles made so far stay for the session)."""
        self._jobs.clear()
        self._running = None
        if self._worker is not None:
            self._worker.close()
            self._worker = None

    def _queued(self) -> list[tuple[str, Any, tuple]]:
        return self._jobs + ([self._running] if self._running is not None else [])

    def _next(self) -> None:
        if self._running is not None or not self._jobs:
            return
        if self._worker is None:
            self._worker = self._worker_factory()
        self._running = kind, _, args = self._jobs.pop(0)
        job = daily_data if kind == "daily" else make_puzzle_data
        self._worker.start(job, *args, fallback=lambda: False)


def puzzle_source(app: Any) -> PuzzleSource:
    """The session's puzzle source (made on first use, kept in the app's services)."""
    source = app.services.get(SERVICE)
    if source is None:
        factory = app.services.get(WORKER_SERVICE, lambda: Worker("process", "puzzles"))
        source = PuzzleSource(factory, shipped())
        app.services[SERVICE] = source
    return source
