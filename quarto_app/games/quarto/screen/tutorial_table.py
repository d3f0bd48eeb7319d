"""The tutorial's table: Quarto's table model with a coach between the hands and the match.

Every action goes through the real table (the same input, the same rules);
before the match sees it, the coach checks it against the lesson's step
(tutorial.coach): a wrong action is not applied, the piece goes home, and
the coach says why. The computer is the real computer seat, fed the script's
moves instead of a search, and never calls (the steal lesson needs a line it
misses). The match's time stands still: a newcomer reading the coach loses no
call window to the clock (the coach says a real game's window is 5 seconds).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from quarto_app.frame.clock import Clock
from quarto_app.frame.game import Setup

from ..match import Match
from ..rules import Move, Position, RuleOptions
from ..tutorial import (
    LESSONS,
    PERSON,
    Lesson,
    Refusal,
    Step,
    Task,
    check_call,
    check_give,
    check_place,
)
from .computer import Computer
from .places import reserve, square
from .table import Table


class ScriptedLevel:
    """The computer's habits in the tutorial: it never calls (its moves are the script's)."""

    name = "Tutorial"

    def notices_own_line(self, rng: random.Random) -> bool:
        return False

    def notices_missed_line(self, rng: random.Random) -> bool:
        return False

    def call_delay(self, rng: random.Random, window: float | None) -> float:
        return 0.0


class ScriptedWorker:
    """Answers the computer seat with the lesson's move for the position it is asked about."""

    def __init__(self, answer: Callable[[Position], Move | None]) -> None:
        self._answer_for = answer
        self._answer: Move | None = None
        self.busy = False

    def start(
        self, position: Position, options: RuleOptions, level: object, seed: int | None = None
    ) -> None:
        answer = self._answer_for(position)
        if answer is None:  # the script and the lesson disagree: a bug, never the player's
            raise LookupError(f"the tutorial has no computer move for {position}")
        self._answer, self.busy = answer, True

    def poll(self) -> Move | None:
        answer, self._answer = self._answer, None
        self.busy = False
        return answer

    def cancel(self) -> None:
        self._answer, self.busy = None, False

    def close(self) -> None:
        self.cancel()


@dataclass
class Progress:
    """Where the player is in the tutorial, and the last action the coach refused."""

    lesson_index: int = 0
    step_index: int = 0
    refusal: Refusal | None = None

    @property
    def lesson(self) -> Lesson:
        return LESSONS[self.lesson_index]

    @property
    def step(self) -> Step | None:
        """The step to do (None: the lesson is done)."""
        steps = self.lesson.steps
        return steps[self.step_index] if self.step_index < len(steps) else None

    @property
    def last_lesson(self) -> bool:
        return self.lesson_index == len(LESSONS) - 1


class TutorialTable(Table):
    """Quarto's table, each action checked by the coach before the match sees it."""

    def __init__(
        self, setup: Setup, match: Match, computer: Computer, clock: Clock, *, result_pause: float
    ) -> None:
        self.progress = Progress()
        super().__init__(setup, match, computer, clock, result_pause=result_pause)

    def begin(self, lesson_index: int) -> None:
        """The lesson's prepared game on the table, from its first step."""
        self.progress = Progress(lesson_index)
        self.start(self.progress.lesson.start(_names(self.setup)))

    @property
    def step(self) -> Step | None:
        return self.progress.step

    # --- the coach between the hands and the match --------------------------------

    def give(self, piece: int, start: tuple[int, int] | None = None) -> bool:
        step = self.step
        if step is None or not self.human_turn:
            return super().give(piece, start)  # the table says why not (whose turn it is)
        if self._refused(check_give(step, self.match, piece)):
            return False
        return self._done(super().give(piece, start), Task.GIVE_PIECE, Task.GIVE_SAFE)

    def place(self, square_index: int, start: tuple[int, int] | None = None) -> bool:
        step = self.step
        if step is None or not self.human_turn:
            return super().place(square_index, start)
        if self._refused(check_place(step, self.match, square_index)):
            return False
        placed = super().place(square_index, start)
        return self._done(placed, Task.PLACE_SQUARE, Task.PLACE_LINE)

    def call(self, seat: int) -> None:
        step = self.step
        if seat != PERSON or step is None or self.over:
            super().call(seat)
            return
        if self._refused(check_call(step, self.match)):
            return
        super().call(seat)
        self._done(self.over, Task.CALL, Task.STEAL)

    def _refused(self, refusal: Refusal | None) -> bool:
        if refusal is None:
            return False
        self.progress.refusal = refusal
        return True

    def _done(self, accepted: bool, *tasks: Task) -> bool:
        """The step is done when the match took the action it asked for."""
        step = self.step
        if accepted and step is not None and step.task in tasks:
            self.progress.step_index += 1
            self.progress.refusal = None
        return accepted

    # --- what differs from a game ------------------------------------------------------

    @property
    def undo_allowed(self) -> bool:
        return False  # the lesson goes forward; "Do it again" starts it afresh

    def update(self, dt: float) -> None:
        """The computer acts; the match's time stands still (no window runs out)."""
        self.absorb(self.computer.update(dt))
        self.follow_turn()

    @property
    def animating(self) -> bool:
        """As Quarto's table, but no call window counts down: the match's time stands still."""
        return (
            super(Table, self).animating  # the play kit's: what moves, what waits to be shown
            or self.computer.thinking is not None
            or bool(self.fading_lines())
        )

    def new_turn(self) -> None:
        """The keyboard focus starts on what the step names (Enter twice does it)."""
        super().new_turn()
        if self.match.to_act == PERSON:
            self.progress.refusal = None  # said while the computer played (a call too early)
        step = self.step
        if step is None or not self.human_turn:
            return
        if step.task is Task.GIVE_PIECE and step.piece is not None:
            self.hands.focus = reserve(step.piece)
        elif step.task is Task.PLACE_SQUARE and step.square is not None:
            self.hands.focus = square(step.square)


def _names(setup: Setup) -> tuple[str, str]:
    first, second = setup.names
    return first, second


__all__ = ["Progress", "ScriptedLevel", "ScriptedWorker", "TutorialTable"]
