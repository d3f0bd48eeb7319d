"""A computer player's thinking off the drawing thread: a job in a worker, behind start/poll.

Any game's computer player is a pure function of what its seat sees; the
screen must never wait for it. `Worker.start(job, *args)` runs `job(*args)`
in a daemon process (started with 'spawn': safe beside pygame; a frozen build
calls `multiprocessing.freeze_support()` first) or, for tests, a thread;
`poll()` hands the answer over once, never blocking. A newer `start` or a
`cancel` makes any answer still coming stale (a ticket number); a job that
takes `should_stop` (`stoppable=True`) is asked to stop as well.

The worker dies with the game, however the game ends (closed, crashed,
`kill -9`): requests travel through a one-way pipe whose sending end only the
game holds, so the worker reads a closed pipe when the game is gone, both
while it waits and, every PARENT_CHECK_SECONDS, through a running job's
`should_stop`. A job that fails, or a worker that died, gives the answer of
the `fallback` the game passed to `start` (a safe move made at once), and the
reason in `error`.
"""

from __future__ import annotations

import multiprocessing
import signal
import threading
import time
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any, Final

PARENT_CHECK_SECONDS: Final = 0.05  # how often a running job looks whether the game is gone

Job = Callable[..., Any]


class _Ticket:
    """The thread mode's stand-in for the shared ticket number."""

    def __init__(self) -> None:
        self.value = 0


class _Stopped:
    """A job's stop callback: its ticket was replaced, or the game is gone."""

    def __init__(self, ticket: int, current: Any, requests: Connection) -> None:
        self.ticket = ticket
        self.current = current
        self.requests = requests
        self.next_look = 0.0

    def __call__(self) -> bool:
        if self.current.value != self.ticket:
            return True
        # A search calls this thousands of times a second: the pipe costs a system
        # call, so it is looked at only every PARENT_CHECK_SECONDS.
        now = time.monotonic()
        if now < self.next_look:
            return False
        self.next_look = now + PARENT_CHECK_SECONDS
        # Anything waiting on the pipe is either a newer request or the pipe's end
        # (the game is gone): stop for both.
        try:
            return self.requests.poll()
        except (EOFError, OSError):  # Windows reports the closed end as an error
            return True


def serve(requests: Connection, answers: Connection, current: Any) -> None:
    """The worker loop: one job at a time, until a None request or the game is gone."""
    try:
        while True:
            try:
                request = requests.recv()
            except (EOFError, OSError):
                return  # the game closed its end or died: nobody is left to answer
            if request is None:
                return
            ticket, job, args, stoppable = request
            if current.value != ticket:
                continue  # cancelled or replaced before it began
            stopped = _Stopped(ticket, current, requests)
            try:
                answer = job(*args, should_stop=stopped) if stoppable else job(*args)
                reply: tuple = (ticket, answer, None)
            except Exception as exc:  # reported to the game, which falls back to a safe move
                reply = (ticket, None, f"{type(exc).__name__}: {exc}")
            if reply[2] is not None or not stopped():
                try:
                    answers.send(reply)
                except OSError:
                    return  # the game is gone
    finally:
        # In thread mode the game then reads a closed pipe, as from a dead process.
        requests.close()
        answers.close()


def _serve_process(requests: Connection, answers: Connection, current: Any) -> None:
    """The worker process: `serve` without Ctrl+C, which is the game's to handle."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    serve(requests, answers, current)


class Worker:
    """One per play screen: runs jobs one at a time, hands back the answer, cancels at once."""

    def __init__(self, mode: str = "process", name: str = "computer") -> None:
        if mode not in ("process", "thread"):
            raise ValueError("mode is 'process' or 'thread'")
        self.mode = mode
        self.name = name
        self.error: str | None = None  # the last failure inside the worker, if any
        self._ticket = 0
        self._answer: Any = None
        self._has_answer = False
        self._busy = False
        self._fallback: Callable[[], Any] | None = None
        self._spawn()

    def _spawn(self) -> None:
        # One-way pipes: only the game holds the sending end of the requests, so the
        # worker reads that pipe's end when the game is gone.
        if self.mode == "process":
            context = multiprocessing.get_context("spawn")
            their_requests, self._requests = context.Pipe(duplex=False)
            self._answers, their_answers = context.Pipe(duplex=False)
            self._current: Any = context.RawValue("q", self._ticket)
            self._runner: Any = context.Process(
                target=_serve_process,
                args=(their_requests, their_answers, self._current),
                name=self.name,
                daemon=True,
            )
            self._runner.start()
            # The worker has its own copies now. Without ours, its death reads as a
            # broken pipe here instead of a pipe that fills up and blocks.
            their_requests.close()
            their_answers.close()
        else:
            their_requests, self._requests = multiprocessing.Pipe(duplex=False)
            self._answers, their_answers = multiprocessing.Pipe(duplex=False)
            self._current = _Ticket()
            self._runner = threading.Thread(
                target=serve,
                args=(their_requests, their_answers, self._current),
                name=self.name,
                daemon=True,
            )
            self._runner.start()

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
        if not self._runner.is_alive():
            self._requests.close()
            self._answers.close()
            self._spawn()
        self._drop_answers()
        self._ticket += 1
        self._current.value = self._ticket
        self._answer, self._has_answer = None, False
        self._busy = True
        self._fallback = fallback
        try:
            self._requests.send((self._ticket, job, args, stoppable))
        except OSError:
            pass  # the worker died just now: `_collect` notices and falls back

    def _drop_answers(self) -> None:
        """Read what answers older tickets, so the pipe never fills up and blocks the worker."""
        try:
            while self._answers.poll():
                self._answers.recv()
        except (EOFError, OSError):
            pass  # the worker is gone: `_collect` notices

    def _collect(self) -> None:
        while True:
            try:
                if not self._answers.poll():
                    break
                ticket, answer, error = self._answers.recv()
            except (EOFError, OSError):
                break  # the worker is gone: see below
            if ticket != self._ticket or not self._busy:
                continue  # an answer to a job that was cancelled or replaced
            if error is not None:
                self.error = error
                self._give(self._fallen_back())
            else:
                self._give(answer)
        if self._busy and not self._has_answer and not self._runner.is_alive():
            self.error = "the worker ended unexpectedly"
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
        self._ticket += 1
        self._current.value = self._ticket
        self._answer, self._has_answer = None, False
        self._busy = False

    def close(self) -> None:
        """Stop the job and the worker (at exit; a worker also ends when the game dies)."""
        self.cancel()
        try:
            self._requests.send(None)
        except OSError:
            pass  # the worker is gone already
        self._requests.close()  # its end of the pipe stops the worker too
        self._runner.join(0.5)
        if self.mode == "process" and self._runner.is_alive():
            self._runner.terminate()
            self._runner.join(0.5)
        self._answers.close()

    def __enter__(self) -> Worker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
