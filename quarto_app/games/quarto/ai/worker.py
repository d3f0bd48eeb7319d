"""The computer thinks off the UI thread: a daemon process behind start/poll/cancel.

A separate process keeps the pure-Python search away from the UI's GIL, so
the screen keeps its 60 fps while the computer thinks. The process is started
with the 'spawn' method (safe next to pygame; a frozen PyInstaller build must
call `multiprocessing.freeze_support()` first thing in main.py). It lives as
long as the worker and serves one search at a time.

Cancelling is a ticket number in shared memory: `start` and `cancel` bump it,
and the search polls it every 256 nodes (a few milliseconds), so a
cancelled or superseded search stops well within 100 ms. Answers carry their
ticket; stale ones are dropped. Besides moves it runs analyses (hints), so
those never block the screen either. `mode="thread"` runs the same loop in a daemon
thread instead (for tests, or where processes are not allowed).

The worker dies with the game, however the game ends (`kill -9`, a hang-up,
a crash): requests travel through a one-way pipe whose sending end only the
game holds. When the game is gone the pipe reads as closed, both where the
worker waits for a request and, checked every few dozen milliseconds, in
the running search's stop callback; the worker then exits. Pipes and the
ticket's shared memory use no named semaphores, so nothing stays in /dev/shm,
and multiprocessing's resource tracker, which 'spawn' always starts, ends as
soon as the worker, the last holder of its pipe besides the game, is gone.
"""

from __future__ import annotations

import multiprocessing
import os
import random
import signal
import threading
import time
from multiprocessing.connection import Connection
from typing import Any, Final

from ..rules import Move, Position, RuleOptions
from .analysis import Analysis, analyse
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


class _Ticket:
    """The thread mode's stand-in for the shared ticket number."""

    def __init__(self) -> None:
        self.value = 0


PARENT_CHECK_SECONDS: Final = 0.05  # how often a running search looks whether the game is gone


class _Stopped:
    """A search's stop callback: its ticket was replaced, or the game is gone."""

    def __init__(self, ticket: int, current: Any, requests: Connection) -> None:
        self.ticket = ticket
        self.current = current
        self.requests = requests
        self.next_look = 0.0

    def __call__(self) -> bool:
        if self.current.value != self.ticket:
            return True
        # The search calls this thousands of times a second: the pipe costs a
        # system call, so it is looked at only every PARENT_CHECK_SECONDS.
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


def _serve(requests: Connection, answers: Connection, current: Any) -> None:
    """The worker loop: one request at a time, until a None request or the game is gone."""
    try:
        while True:
            try:
                request = requests.recv()
            except (EOFError, OSError):
                return  # the game closed its end or died: nobody is left to answer
            if request is None:
                return
            ticket, kind, position_text, squares, attributes, detail = request
            if current.value != ticket:
                continue  # cancelled or replaced before it began
            stopped = _Stopped(ticket, current, requests)
            try:
                position = Position.from_str(position_text)
                options = RuleOptions(squares=squares, attributes=attributes)
                if kind == "move":
                    level, seed = detail
                    rng = random.Random(seed)
                    answer: Any = str(
                        choose_move(position, options, level, rng, should_stop=stopped)
                    )
                else:
                    seconds, all_moves = detail
                    answer = analyse(
                        position, options, seconds, all_moves=all_moves, should_stop=stopped
                    )
                reply: tuple = (ticket, answer, None)
            except Exception as exc:  # reported to the UI side, which falls back to a safe move
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
    """The worker process: `_serve` without Ctrl+C, which is the game's to handle."""
    # A terminal sends Ctrl+C to the whole process group: the game then closes the
    # worker (or dies, and the pipe tells), so the worker need not print a traceback.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _serve(requests, answers, current)


class SearchWorker:
    """One per play screen: starts searches, hands back the move, cancels at once."""

    def __init__(self, mode: str = "process") -> None:
        if mode not in ("process", "thread"):
            raise ValueError("mode is 'process' or 'thread'")
        self.mode = mode
        self.error: str | None = None  # the last failure inside the worker, if any
        self._ticket = 0
        self._answer: Any = None
        self._kind = "move"
        self._busy = False
        self._position: Position | None = None
        self._options: RuleOptions | None = None
        self._spawn()

    def _spawn(self) -> None:
        # One-way pipes: only the game holds the sending end of the requests, so
        # the worker reads that pipe's end when the game is gone.
        if self.mode == "process":
            context = multiprocessing.get_context("spawn")
            their_requests, self._requests = context.Pipe(duplex=False)
            self._answers, their_answers = context.Pipe(duplex=False)
            self._current: Any = context.RawValue("q", self._ticket)
            self._runner: Any = context.Process(
                target=_serve_process,
                args=(their_requests, their_answers, self._current),
                name="quarto-ai",
                daemon=True,
            )
            self._runner.start()
            # The worker has its own copies now. Without ours, its death reads as
            # a broken pipe here instead of a pipe that fills up and blocks.
            their_requests.close()
            their_answers.close()
        else:
            their_requests, self._requests = multiprocessing.Pipe(duplex=False)
            self._answers, their_answers = multiprocessing.Pipe(duplex=False)
            self._current = _Ticket()
            self._runner = threading.Thread(
                target=_serve,
                args=(their_requests, their_answers, self._current),
                name="quarto-ai",
                daemon=True,
            )
            self._runner.start()

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

    def _send(self, kind: str, position: Position, options: RuleOptions, detail: tuple) -> None:
        if not self._runner.is_alive():
            self._requests.close()
            self._answers.close()
            self._spawn()
        self._drop_answers()
        self._ticket += 1
        self._current.value = self._ticket
        self._answer = None
        self._kind = kind
        self._busy = True
        self._position, self._options = position, options
        try:
            self._requests.send(
                (self._ticket, kind, str(position), options.squares, options.attributes, detail)
            )
        except OSError:
            pass  # the worker died just now: `_collect` notices and falls back to a safe move

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
                continue  # an answer to a search that was cancelled or replaced
            if error is not None:
                self.error = error
                self._answer = self._fallback()
            elif self._kind == "move":
                self._answer = Move.from_str(answer)
            else:
                self._answer = answer
        if self._busy and self._answer is None and not self._runner.is_alive():
            self.error = "worker_ended"  # a code: the process is gone (killed, crashed)
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
        self._ticket += 1
        self._current.value = self._ticket
        self._answer = None
        self._busy = False

    def close(self) -> None:
        """Stop the search and the worker (at app exit; a worker also ends when the game dies)."""
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

    def __enter__(self) -> SearchWorker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
