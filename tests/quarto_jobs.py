"""A stand-in for the analysis worker of Quarto's screens (hints, the analysis board).

It answers a job with the real analyst (`ai.jobs.run_job`), but only when the
test lets it (`answer()`), so a test sees the screen while it waits and then
with the answer, frame by frame, without a clock or a process.
"""

from __future__ import annotations

from typing import Any

from quarto_app.games.quarto.ai.analyst import Analyst
from quarto_app.games.quarto.ai.budget import UNLIMITED
from quarto_app.games.quarto.ai.jobs import Job, run_job


class JobRunner:
    """The worker's start_job / poll_updates / job_finished, answered on `answer()`."""

    made: list[JobRunner] = []  # every runner the screens made, newest last

    def __init__(self) -> None:
        self.jobs: list[Job] = []
        self.pending: Job | None = None
        self._updates: list[Any] = []
        self._done = False
        self.closed = False
        JobRunner.made.append(self)

    def start_job(self, job: Job, seconds: float) -> None:
        self.jobs.append(job)
        self.pending, self._updates, self._done = job, [], False

    def answer(self) -> None:
        """Answer the job asked last, in full (exact: no budget)."""
        job = self.pending
        assert job is not None, "no job to answer"
        self._updates = list(run_job(job, Analyst(job.options), UNLIMITED))
        self.pending, self._done = None, True

    def poll_updates(self) -> list[Any]:
        updates, self._updates = self._updates, []
        return updates

    @property
    def job_finished(self) -> bool:
        return self._done and not self._updates

    def cancel(self) -> None:
        self.pending, self._updates, self._done = None, [], False

    def close(self) -> None:
        self.closed = True
