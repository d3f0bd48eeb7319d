"""A person's hint at the Quarto table: asked for, thought about in the background, shown.

    hints = Hints(analysis_worker)
    hints.ask(key, HintJob(position, options, claimable=...))   # the button or H
    arrived = hints.update()     # each frame: the hint, once, when it has come
    hints.for_turn(key)          # the hint to draw now, if it is for this turn

The search runs in the analysis worker (ai.SearchWorker's jobs, a process of
its own, started at the first question), so the screen never waits: until the
answer comes, `thinking` is True and the table says so. A hint answers one
moment of the match (`key`: the position, the phase, whose turn, whether a line
is there to call); when the match has moved on, it is dropped unseen.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, Protocol

from ..ai.hint import Hint
from ..ai.jobs import HintJob

HINT_SECONDS = 3.0  # the search's time for one hint; an unsolved position gets the estimate


class AnalysisWorker(Protocol):
    """What the hints need of quarto_app.games.quarto.ai.SearchWorker."""

    def start_job(self, job: Any, seconds: float) -> None: ...

    def poll_updates(self) -> list[Any]: ...

    @property
    def job_finished(self) -> bool: ...

    def cancel(self) -> None: ...

    def close(self) -> None: ...


def analysis_worker() -> AnalysisWorker:
    from ..ai import SearchWorker

    return SearchWorker()


class Hints:
    """One table's hints: at most one question at a time, answered off the drawing thread."""

    def __init__(self, factory: Callable[[], AnalysisWorker] = analysis_worker) -> None:
        self._factory = factory
        self._worker: AnalysisWorker | None = None
        self._asked: Hashable | None = None  # the moment the running question is about
        self._shown: tuple[Hashable, Hint] | None = None
        self.failed = False  # the last question came back without a hint

    @property
    def thinking(self) -> bool:
        return self._asked is not None

    def asked_for(self, key: Hashable) -> bool:
        """A hint for this moment is coming or already here (asking again changes nothing)."""
        return self._asked == key or (self._shown is not None and self._shown[0] == key)

    def ask(self, key: Hashable, job: HintJob) -> None:
        """Start thinking about `job`, the hint for the moment `key` (replaces any question)."""
        if self._worker is None:
            self._worker = self._factory()
        self._shown = None
        self.failed = False
        self._asked = key
        self._worker.start_job(job, HINT_SECONDS)

    def update(self) -> Hint | None:
        """The hint, once, the frame it arrives (never waits)."""
        worker = self._worker
        if worker is None or self._asked is None:
            return None
        arrived = [u for u in worker.poll_updates() if isinstance(u, Hint)]
        if arrived:
            self._shown = (self._asked, arrived[-1])
            self._asked = None
            return arrived[-1]
        if worker.job_finished:  # finished without a hint: the worker failed or ended
            self._asked = None
            self.failed = True
        return None

    def for_turn(self, key: Hashable) -> Hint | None:
        """The hint to show now: only the one that answers this very moment."""
        if self._shown is not None and self._shown[0] == key:
            return self._shown[1]
        return None

    def forget(self) -> None:
        """The moment has passed (a move, an undo, a new match): nothing shown, nothing asked."""
        if self._asked is not None and self._worker is not None:
            self._worker.cancel()
        self._asked = None
        self._shown = None
        self.failed = False

    def close(self) -> None:
        """The table is gone: the worker too."""
        self.forget()
        if self._worker is not None:
            self._worker.close()
            self._worker = None
