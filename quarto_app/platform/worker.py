"""A worker beside the game: requests out through a pipe, answers back, one at a time.

The computer's thinking runs off the drawing thread, in a daemon process
started with 'spawn' (safe next to pygame; a frozen build calls
`multiprocessing.freeze_support()` first) or, for tests, a thread. This is the
plumbing every such worker shares (the frame's `play.worker.Worker` for any
game's computer player, Quarto's `ai.worker.SearchWorker` for its search and
analysis); what a request means is the caller's `handle`.

Tickets: every request carries a number; a newer request or a cancel bumps
it (in shared memory), answers to an older one are dropped, and a running
job that polls its `stopped()` stops within PARENT_CHECK_SECONDS.

The worker dies with the game, however the game ends (`kill -9`, a hang-up,
a crash): requests travel through a one-way pipe whose sending end only the
game holds, so when the game is gone the pipe reads as closed, both where the
worker waits and in a running job's `stopped()`; the worker then exits. The
pipes and the ticket use no named semaphores (nothing stays in /dev/shm), and
multiprocessing's resource tracker ends with the worker.
"""

from __future__ import annotations

import multiprocessing
import signal
import threading
import time
from collections.abc import Callable, Iterator
from multiprocessing.connection import Connection
from typing import Any, Final

PARENT_CHECK_SECONDS: Final = 0.05  # how often a running job looks whether the game is gone

Update = Callable[[Any], None]
Handle = Callable[[Any, "Stopped", Update], Any]
"""What a worker does with one request: (payload, stopped, update) -> the answer. `update`
sends a piece of the answer early (a job whose answers come as they are found)."""
MakeHandle = Callable[[], Handle]
"""Made once in the worker (module-level, so it travels by name to a 'spawn' process):
state it closes over lasts the worker's life (a search's table)."""


class _Ticket:
    """The thread mode's stand-in for the shared ticket number."""

    def __init__(self) -> None:
        self.value = 0


class Stopped:
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
        # Anything waiting on the pipe is either a newer request (sent after its
        # ticket replaced ours) or the pipe's end (the game is gone): stop for both.
        try:
            return self.requests.poll()
        except (EOFError, OSError):  # Windows reports the closed end as an error
            return True


def serve(make_handle: MakeHandle, requests: Connection, answers: Connection, current: Any) -> None:
    """The worker loop: one request at a time, until a None request or the game is gone."""
    handle = make_handle()
    try:
        while True:
            try:
                request = requests.recv()
            except (EOFError, OSError):
                return  # the game closed its end or died: nobody is left to answer
            if request is None:
                return
            ticket, payload = request
            if current.value != ticket:
                continue  # cancelled or replaced before it began
            stopped = Stopped(ticket, current, requests)

            def update(piece: Any, ticket: int = ticket) -> None:
                answers.send((ticket, piece, None, False))

            try:
                reply: tuple = (ticket, handle(payload, stopped, update), None, True)
            except Exception as exc:  # reported to the game, which falls back to a safe answer
                reply = (ticket, None, f"{type(exc).__name__}: {exc}", True)
            if reply[2] is not None or not stopped():
                try:
                    answers.send(reply)
                except OSError:
                    return  # the game is gone
    finally:
        # In thread mode the game then reads a closed pipe, as from a dead process.
        requests.close()
        answers.close()


def _serve_process(
    make_handle: MakeHandle, requests: Connection, answers: Connection, current: Any
) -> None:
    """The worker process: `serve` without Ctrl+C, which is the game's to handle."""
    # A terminal sends Ctrl+C to the whole process group: the game then closes the
    # worker (or dies, and the pipe tells), so the worker need not print a traceback.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    serve(make_handle, requests, answers, current)


def run_jobs() -> Handle:
    """The handle of a worker whose requests are jobs: (function, arguments, stoppable),
    the function called with `should_stop` when it is stoppable. The function travels by
    name, so it is a module-level one of a module that imports no pygame."""

    def handle(
        payload: tuple[Callable[..., Any], tuple[Any, ...], bool], stopped: Stopped, update: Update
    ) -> Any:
        job, args, stoppable = payload
        return job(*args, should_stop=stopped) if stoppable else job(*args)

    return handle


class Line:
    """The game's side of one worker: send a request, read its answers, cancel, close."""

    def __init__(self, make_handle: MakeHandle, mode: str = "process", name: str = "worker"):
        if mode not in ("process", "thread"):
            raise ValueError("mode is 'process' or 'thread'")
        self.mode = mode
        self.name = name
        self.ticket = 0
        self._make_handle = make_handle
        self._spawn()

    def _spawn(self) -> None:
        # One-way pipes: only the game holds the sending end of the requests, so the
        # worker reads that pipe's end when the game is gone.
        if self.mode == "process":
            context = multiprocessing.get_context("spawn")
            their_requests, self._requests = context.Pipe(duplex=False)
            self._answers, their_answers = context.Pipe(duplex=False)
            self._current: Any = context.RawValue("q", self.ticket)
            self._runner: Any = context.Process(
                target=_serve_process,
                args=(self._make_handle, their_requests, their_answers, self._current),
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
                args=(self._make_handle, their_requests, their_answers, self._current),
                name=self.name,
                daemon=True,
            )
            self._runner.start()

    @property
    def alive(self) -> bool:
        return bool(self._runner.is_alive())

    @property
    def pid(self) -> int | None:
        """The worker process's id (None for a thread): for tests that end it by force."""
        return getattr(self._runner, "pid", None)

    def send(self, payload: Any) -> None:
        """A new request (the worker restarted if it died); older answers become stale."""
        if not self.alive:
            self._requests.close()
            self._answers.close()
            self._spawn()
        self.drop()
        self.cancel()
        try:
            self._requests.send((self.ticket, payload))
        except OSError:
            pass  # the worker died just now: the caller sees `alive` turn False

    def drop(self) -> None:
        """Read what answers older tickets, so the pipe never fills up and blocks the worker."""
        try:
            while self._answers.poll():
                self._answers.recv()
        except (EOFError, OSError):
            pass  # the worker is gone: the caller sees `alive` turn False

    def receive(self) -> Iterator[tuple[Any, str | None, bool]]:
        """The current request's answers that arrived, as (answer, error, last), never
        waiting; stale ones are skipped."""
        while True:
            try:
                if not self._answers.poll():
                    return
                ticket, answer, error, last = self._answers.recv()
            except (EOFError, OSError):
                return  # the worker is gone: the caller sees `alive` turn False
            if ticket == self.ticket:
                yield answer, error, last

    def cancel(self) -> None:
        """Make the request under way stale (a job that polls `stopped()` stops at once)."""
        self.ticket += 1
        self._current.value = self.ticket

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
