"""A puzzle on Quarto's table: the match set up at the puzzle's position, and the
computer seat that defends (or replays the solution) off the drawing thread.

The table, its input and its view are the play screen's own, so a puzzle is
played as a game is: drag, click or keys. The match is a real `Match` brought to
the puzzle's position by giving and placing its pieces in board order (a
position with no line has none on the way either), with the made line declared
at once (`Calling.AUTOMATIC`: a puzzle is about forcing the line, not calling it).

The defence is the core's (`puzzles.play`): `Attempt.play` judges the person's
move and answers with the exact defence, or with the reply that refutes it. It
takes a few milliseconds, at times more than a frame (tens of ms for a refutation
or the solution line), so it runs in `DefenceWorker`'s one thread, one request
at a time (the examiner's tables are not shared between threads); the computer
seat polls it each frame, as it polls the search worker in a game.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from typing import Any

from ..match import Calling, Match, MatchSettings
from ..rules import Move, Position, RuleOptions

PERSON, DEFENCE = 0, 1
"""The person solves from the left seat; the defence sits on the right."""

Answer = Callable[[Position], Move]
"""What the worker runs for a position where the computer seat acts: its move there."""


class DefenceLevel:
    """The computer seat's "level": it plays what the puzzle's defence says (its calls never
    come up, the made line being declared at once)."""

    name = "defence"


def puzzle_match(position: Position, options: RuleOptions, names: tuple[str, str]) -> Match:
    """A match at `position` (the person, seat 0, holding its piece in hand)."""
    placed = [(square, piece) for square, piece in enumerate(position.board) if piece is not None]
    hand = position.hand
    assert hand is not None, "a puzzle's side to move holds a piece"
    # The seat that gives first so that seat 0 receives the piece in hand at the end.
    first = (len(placed) + 1) % 2
    settings = MatchSettings(options=options, calling=Calling.AUTOMATIC, names=names)
    match = Match(settings, first=first)
    giver = first
    for square, piece in placed:
        match.give(giver, piece)
        giver = 1 - giver
        match.place(giver, square)
    match.give(giver, hand)
    assert match.position == position and match.to_act == PERSON
    return match


def person_move(before: Position, after: Position) -> Move:
    """The person's move from `before` (their piece in hand) to `after` (a piece given)."""
    placed = [
        square
        for square in range(16)
        if before.board[square] is None and after.board[square] is not None
    ]
    assert len(placed) == 1
    return Move(placed[0], after.hand)


class DefenceWorker:
    """One thread answering `answer(position)` for the computer seat, one request at a time;
    an answer to a cancelled or older request is dropped. Closes with the scene (a daemon
    thread besides, so it never keeps the game alive)."""

    def __init__(self, answer: Answer) -> None:
        self.answer = answer
        self.error: BaseException | None = None  # the last failure, kept for the scene to say
        self._requests: queue.Queue[tuple[int, Position] | None] = queue.Queue()
        self._lock = threading.Lock()
        self._ticket = 0
        self._found: tuple[int, Move] | None = None
        self._waiting = False  # from start until the answer is handed out (or cancelled)
        self._thread = threading.Thread(target=self._serve, name="puzzle-defence", daemon=True)
        self._thread.start()

    @property
    def busy(self) -> bool:
        with self._lock:
            return self._waiting

    def start(
        self, position: Position, options: RuleOptions, level: Any, seed: int | None = None
    ) -> None:
        with self._lock:
            self._ticket += 1
            self._found = None
            self._waiting = True
            ticket = self._ticket
        self._requests.put((ticket, position))

    def poll(self) -> Move | None:
        with self._lock:
            found, self._found = self._found, None
            if found is not None:
                self._waiting = False
        return None if found is None else found[1]

    def cancel(self) -> None:
        with self._lock:
            self._ticket += 1
            self._found = None
            self._waiting = False

    def close(self) -> None:
        self.cancel()
        self._requests.put(None)

    def wait(self, seconds: float) -> None:
        """Until the thread has ended (tests; the game never waits for it)."""
        self._thread.join(seconds)

    def _serve(self) -> None:
        while True:
            request = self._requests.get()
            if request is None:
                return
            ticket, position = request
            with self._lock:
                if ticket != self._ticket:
                    continue  # replaced before it began
            try:
                move = self.answer(position)
            except Exception as exc:  # a bug in the defence: the scene says it, nothing hangs
                self.error = exc
                continue
            with self._lock:
                if ticket == self._ticket:
                    self._found = (ticket, move)
