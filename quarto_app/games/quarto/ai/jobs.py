"""The analysis questions a screen sends to the search worker, and how each is run.

    worker.start_job(ReviewJob(match.settings, match.first, match.actions), seconds=20)
    worker.start_job(HintJob(position, options, claimable=False), seconds=3)
    worker.start_job(MoveValuesJob(position, options), seconds=30)
    ...each frame: for update in worker.poll_updates(): ...   # never blocks
    worker.job_finished                                       # the last update came

A job is plain data (it travels to the worker process); `run_job` answers it
with one `analyst.Analyst` per rule option, kept by the worker between jobs so
that the table carries over (a hint after a review, the next move's values).
What it yields, in order, is what the worker hands to `poll_updates`:

* `HintJob`: one `hint.Hint`;
* `MoveValuesJob`: `analyst.MoveWorth`s (a later one for a move replaces the earlier);
* `ReviewJob`: `review.TurnReview`s (a later one for a turn replaces the earlier).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from ..match import MatchSettings
from ..rules import Position, RuleOptions
from .analyst import Analyst
from .budget import Budget
from .hint import suggest
from .review import review, turns_of


@dataclass(frozen=True)
class HintJob:
    position: Position
    options: RuleOptions
    claimable: bool = False  # a line is there for the player to call (see hint.suggest)


@dataclass(frozen=True)
class MoveValuesJob:
    position: Position
    options: RuleOptions


@dataclass(frozen=True)
class ReviewJob:
    settings: MatchSettings
    first: int
    actions: tuple[str, ...]  # Match.actions: the record's tokens
    start: Position | None = None  # Match.start, for a game played on from a set-up position

    @property
    def options(self) -> RuleOptions:
        return self.settings.options


Job = HintJob | MoveValuesJob | ReviewJob


def run_job(job: Job, analyst: Analyst, budget: Budget) -> Iterator[object]:
    """The updates answering `job` (see the module's notes), within `budget`."""
    if isinstance(job, HintJob):
        if job.position.is_full and not job.claimable:
            return
        yield suggest(analyst, job.position, budget, claimable=job.claimable)
    elif isinstance(job, MoveValuesJob):
        yield from analyst.move_values(job.position, budget)
    else:
        turns = turns_of(job.settings, job.first, job.actions, job.start)
        yield from review(turns, job.options, analyst, budget)
