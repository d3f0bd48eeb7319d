"""The computer thinks off the UI thread: a worker process behind start/poll/cancel.

A separate process keeps the pure-Python search away from the UI's GIL, so
the screen keeps its 60 fps while the computer thinks; `mode="thread"` runs
it in a thread instead (tests). The plumbing, shared with every game's
computer player, is `quarto_app.platform.worker`: requests through one-way
pipes, tickets that make older answers stale and stop a running search within
100 ms (it polls its `stopped()` every 256 nodes), and a worker that dies with
the game however the game ends.

This says what Quarto's worker does with a request: a move at a level, an
analysis (`start_analysis`, one answer), or a job for the hint, the analysis
board and the review (`jobs`), whose answers come in pieces as they are
found: `poll_updates` each frame, until `job_finished`. The worker keeps one
`Analyst` per rule option, so its table carries over from one question to the
next. A failure, or a worker that died, answers with a safe move.
"""

from __future__ import annotations

import os
import random
from typing import Any

from quarto_app.platform.worker import Handle, Line, Stopped, Update

from ..rules import Move, Position, RuleOptions
from .analysis import Analysis, analyse
from .analyst import Analyst
from .jobs import Job, run_job
from .levels import Level, careless_move, choose_move

_CAREFUL = Level(
    name="fallback",
    careless=1.0,
    win_sight=1.0,
    safe_sight=1.0,
    max_depth=0,
    exact_from=0,
    win_probe_from=0,
    think=0.0,
    deadline=0.0,
    own_line_sight=1.0,
    steal_sight=1.0,
    delay=(0.5, 1.0),
)


def _search() -> Handle:
    """The worker's side: a move, an analysis or a job (`jobs`), for a position."""
    # One analyst per rule option for the worker's life: its table carries over
    # from one question to the next (a hint after a review, the next move's values).
    analysts: dict[RuleOptions, Analyst] = {}

    def handle(payload: tuple, stopped: Stopped, update: Update) -> Any:
        kind, position_text, squares, attributes, detail = payload
        options = RuleOptions(squares=squares, attributes=attributes)
        analyst = analysts.get(options)
        if analyst is None and kind != "move":
            analyst = analysts[options] = Analyst(options)
        if kind == "move":
            level, seed = detail
            position = Position.from_str(position_text)
            return str(
                choose_move(position, options, level, random.Random(seed), should_stop=stopped)
            )
        assert analyst is not None
        if kind == "job":
            job, seconds = detail
            for piece in run_job(job, analyst, analyst.deadline(seconds, stopped)):
                if stopped():
                    break
                update(piece)  # a job's pieces come early; its last answer says it is done
            return None
        seconds, all_moves = detail
        return analyse(
            Position.from_str(position_text),
            options,
            seconds,
            all_moves=all_moves,
            should_stop=stopped,
            analyst=analyst,
        )

    return handle


class SearchWorker:
    """One per play screen: starts searches, hands back the move, cancels at once."""

    def __init__(self, mode: str = "process") -> None:
        self._line = Line(_search, mode, "quarto-ai")
        self.mode = mode
        self.error: str | None = None  # the last failure inside the worker, if any
        self._answer: Any = None
        self._kind = "move"
        self._busy = False
        self._position: Position | None = None
        self._options: RuleOptions | None = None
        self._updates: list[Any] = []  # a job's updates not yet handed out
        self._job_done = False

    @property
    def busy(self) -> bool:
        """True from `start` until the move has been handed out by `poll` (or cancelled)."""
        return self._busy

    def start(
        self, position: Position, options: RuleOptions, level: Level, seed: int | None = None
    ) -> None:
        """Start choosing a move for `position` at `level`; replaces any running search."""
        if seed is None:
            seed = int.from_bytes(os.urandom(8), "little")
        self._send("move", position, options, (level, seed))

    def start_analysis(
        self, position: Position, options: RuleOptions, seconds: float, all_moves: bool = True
    ) -> None:
        """Start analysing `position` (hints: see `analysis.analyse`); replaces any search.
        Collect the result with `poll_analysis`."""
        self._send("analysis", position, options, (seconds, all_moves))

    def start_job(self, job: Job, seconds: float) -> None:
        """Start answering `job` (a hint, every move's value, a review: see `jobs`) for at
        most `seconds`; replaces any search. Collect what it sends with `poll_updates`
        until `job_finished`."""
        self._updates = []
        self._job_done = False
        self._send("job", None, job.options, (job, seconds))

    def poll_updates(self) -> list[Any]:
        """The job's updates that arrived since the last call, oldest first (never blocks)."""
        if self._kind != "job":
            return []
        self._collect()
        updates, self._updates = self._updates, []
        return updates

    @property
    def job_finished(self) -> bool:
        """True once the job has sent everything (or failed: see `error`) and
        `poll_updates` has handed it all out."""
        return self._kind == "job" and self._job_done and not self._updates

    def _send(
        self, kind: str, position: Position | None, options: RuleOptions, detail: tuple
    ) -> None:
        self._answer = None
        self._kind = kind
        self._busy = True
        self._position, self._options = position, options
        text = "" if position is None else str(position)
        self._line.send((kind, text, options.squares, options.attributes, detail))

    def _collect(self) -> None:
        for answer, error, last in self._line.receive():
            if not self._busy:
                continue  # an answer to a search that was cancelled
            if self._kind == "job":
                if error is not None:
                    self.error = error
                if error is not None or last:
                    self._job_done, self._busy = True, False
                else:
                    self._updates.append(answer)
            elif error is not None:
                self.error = error
                self._answer = self._fallback()
            elif self._kind == "move":
                self._answer = Move.from_str(answer)
            else:
                self._answer = answer
        if self._busy and self._answer is None and not self._line.alive:
            self.error = "worker_ended"  # a code: the process is gone (killed, crashed)
            if self._kind == "job":
                self._job_done, self._busy = True, False
            else:
                self._answer = self._fallback()

    def poll(self) -> Move | None:
        """The chosen move, once, when it is ready; None otherwise (never blocks)."""
        return self._take("move")

    def poll_analysis(self) -> Analysis | None:
        """The analysis, once, when it is ready; None otherwise (never blocks)."""
        return self._take("analysis")

    def _take(self, kind: str) -> Any:
        """Hand over the answer of a `kind` request once, so no screen applies it twice."""
        if self._kind != kind:
            return None
        self._collect()
        if self._answer is None:
            return None
        answer, self._answer, self._busy = self._answer, None, False
        return answer

    def _fallback(self) -> Any:
        """After a failure in the worker: a safe move, or an analysis naming only it."""
        assert self._position is not None and self._options is not None
        if self._position.is_full:
            return Analysis("draw", True, None, None, (), 0, 0.0) if self._kind != "move" else None
        move = careless_move(self._position, self._options, _CAREFUL, random.Random())
        if self._kind == "move":
            return move
        return Analysis("unknown", False, 0.0, move, (), 0, 0.0)

    def cancel(self) -> None:
        """Stop the running search (it ends within 100 ms); returns at once."""
        self._line.cancel()
        self._answer = None
        self._busy = False

    def close(self) -> None:
        """Stop the search and the worker (at app exit; a worker also ends when the game dies)."""
        self._answer = None
        self._busy = False
        self._line.close()

    def __enter__(self) -> SearchWorker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
