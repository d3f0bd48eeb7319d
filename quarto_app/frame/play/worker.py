"""A computer player's thinking off the drawing thread: a job in a worker, behind start/poll.

Any game's computer player is a pure function of what its seat sees; the
screen must never wait for it. `Worker.start(job, *args)` runs `job(*args)`
in a worker process (or a thread, for tests: the plumbing, and how the worker
dies with the game, is `platform.worker`'s); `poll()` hands the answer over
once, never blocking. A newer `start` or a `cancel` makes any answer still
coming stale; a job that takes `should_stop` (`stoppable=True`) is asked to
stop as well. A job that fails, or a worker that died, gives the answer of
the `fallback` the game passed to `start` (a safe move made at once), and the
reason in `error`. A job's answer must not be None (None means "not yet").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from quarto_app.platform.worker import Line, run_jobs

Job = Callable[..., Any]


class Worker:
    """One per play screen: runs jobs one at a time, hands back the answer, cancels at once."""

    def __init__(self, mode: str = "process", name: str = "computer") -> None:
        self._line = Line(run_jobs, mode, name)
        self.mode = mode
        self.error: str | None = None  # the last failure inside the worker, if any
        self._answer: Any = None
        self._has_answer = False
        self._busy = False
        self._fallback: Callable[[], Any] | None = None

    @property
    def alive(self) -> bool:
        """Whether the worker (process or thread) is still there."""
        return self._line.alive

    @property
    def busy(self) -> bool:
        """True from `start` until the answer has been handed out by `poll` (or cancelled)."""
        return self._busy

    def start(
        self,
        job: Job,
        *args: Any,
        fallback: Callable[[], Any] | None = None,
        stoppable: bool = False,
    ) -> None:
        """Start `job(*args)` (a module-level function: it travels by name); replaces any
        job under way. `fallback()` answers instead if the job fails or the worker dies."""
        self._answer, self._has_answer = None, False
        self._busy = True
        self._fallback = fallback
        self._line.send((job, args, stoppable))

    def _collect(self) -> None:
        for answer, error, _ in self._line.receive():
            if error is not None:
                self.error = error
                self._give(self._fallen_back())
            else:
                self._give(answer)
        if self._busy and not self._has_answer and not self._line.alive:
            self.error = "worker_ended"  # a code: the process is gone (killed, crashed)
            self._give(self._fallen_back())

    def _give(self, answer: Any) -> None:
        self._answer, self._has_answer = answer, True

    def _fallen_back(self) -> Any:
        return self._fallback() if self._fallback is not None else None

    def poll(self) -> Any:
        """The answer, once, when it is ready; None otherwise (never blocks)."""
        if not self._busy:
            return None
        self._collect()
        if not self._has_answer:
            return None
        answer, self._answer, self._has_answer, self._busy = self._answer, None, False, False
        return answer

    def cancel(self) -> None:
        """Make the job under way stale (a stoppable one stops within 100 ms); returns at once."""
        self._line.cancel()
        self._answer, self._has_answer = None, False
        self._busy = False

    def close(self) -> None:
        """Stop the job and the worker (at exit; a worker also ends when the game dies)."""
        self._answer, self._has_answer, self._busy = None, False, False
        self._line.close()

    def __enter__(self) -> Worker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
