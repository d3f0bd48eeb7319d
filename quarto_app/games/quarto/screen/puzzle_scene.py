"""A Quarto puzzle on the play screen: the person forces a line, the computer defends exactly.

The table, input and view are the play screen's (scene.py), so pieces are
dragged, clicked or worked by keys as in a game. The person (left seat) places
the piece in hand and gives one; the defence (right seat) answers through the
computer-seat machinery with the core's exact defence (`puzzles.play.Attempt`,
run in `puzzle_defence.DefenceWorker`'s thread). What happens:

- a placement that makes a line: solved (the match declares it at once);
- a move that keeps the forced line: the defence's longest reply, and on;
- a move that lets it go: the reply that refutes it is played on the board, the
  reason said, then Try again / Show the solution / Next;
- Show the solution: the puzzle from its start, both sides played by the
  computer, move by move (`puzzles.play.solution_line`).

The first attempt at a puzzle never seen before is rated (Glicko-2) and kept
in the statistics database with the rating after it (`puzzle_record`); a
retry is practice. Undo is off: the count would mean nothing.
"""

from __future__ import annotations

import queue
from typing import Any

import pygame

from quarto_app.frame import intents
from quarto_app.frame.game import Saved, Seat, Setup
from quarto_app.frame.i18n import text
from quarto_app.frame.play.scene import PlayScene
from quarto_app.frame.requests import Answer, Ask, PanelShape, Reply

from .. import words
from ..match import Match
from ..puzzles import Attempt, Examiner, Outcome, Puzzle, State, Step, Verdict, solution_line
from ..rules import Move, Position
from ..setup_options import OPTIONS
from . import say, view
from .computer import Computer
from .input import TableInput
from .layout import TableLayout, table_layout
from .puzzle_defence import DEFENCE, PERSON, DefenceLevel, DefenceWorker, person_move, puzzle_match
from .puzzle_record import PuzzleRecord, Rated
from .puzzle_source import PuzzleKind, puzzle_source
from .table import Table, Tone


class PuzzleTable(Table):
    """Quarto's table for a puzzle: no undo, and no moves once the puzzle is decided."""

    settled = False  # the attempt is over (solved, failed) or the solution is being shown

    def start(self, match: Match) -> None:
        self.settled = False
        super().start(match)
        self.recent = ([], [])  # the moves that set the position up are no one's moves

    @property
    def undo_allowed(self) -> bool:
        return False

    def may_act_now(self) -> bool:
        return super().may_act_now() and not self.settled


class PuzzleScene(PlayScene):
    """One puzzle on Quarto's table (see the module's notes): the play kit's scene with
    Quarto's table, input, layout and view, as Quarto's play scene has them."""

    table: PuzzleTable
    input: TableInput
    layout: TableLayout | None

    def __init__(
        self,
        app: Any,
        *,
        puzzle: Puzzle,
        kind: PuzzleKind = PuzzleKind.STREAM,
        game: str = "quarto",
    ) -> None:
        self.puzzle = puzzle
        self.kind = kind
        self.examiner = Examiner(puzzle.squares)
        self.record = PuzzleRecord(app)
        self.source = puzzle_source(app)
        self.verdicts: queue.Queue[tuple[Attempt, Step]] = queue.Queue()
        self.defence = DefenceWorker(self._answer)
        self.attempt = Attempt(puzzle, self.examiner)
        self.last: Step | None = None  # the verdict on the person's last move
        self.replaying = False
        self._solution: dict[Position, Move] | None = None
        self.rateable = not self.record.tried(puzzle.key)  # a first attempt is rated
        self.rated: Rated | None = None
        self.seconds = 0.0
        self.told = False  # the verdict's panel has been shown for this attempt
        names = (text("quarto.puzzle.you"), text("quarto.puzzle.defence"))
        seats = (Seat(names[PERSON]), Seat(names[DEFENCE], "Master"))
        options = {option.key: option.default for option in OPTIONS}
        setup = Setup("quarto", seats, options, starter=None)
        super().__init__(app, setup=setup)
        self.table.on_change = lambda: None  # a puzzle is not a saved game
        self.table.on_end = self._ended

    # --- the table ---------------------------------------------------------------------

    def _match(self) -> Match:
        names = (self.setup.seats[PERSON].name, self.setup.seats[DEFENCE].name)
        return puzzle_match(self.puzzle.position, self.puzzle.options, names)

    def make_table(self, saved: Saved | None) -> PuzzleTable:
        match = self._match()
        computer = Computer(
            match,
            [None, DefenceLevel()],
            pace=self.pace,
            rng=self.app.rng,
            worker_factory=lambda: self.defence,
            clock=self.clock,
        )
        return PuzzleTable(self.setup, match, computer, self.clock, result_pause=0.6)

    def make_input(self) -> TableInput:
        return TableInput(
            self.table,
            lambda: self.layout,
            self.buttons,
            pause=self.open_pause,
            show_result=self.show_result,
            leave=self.leave,
        )

    @property
    def match(self) -> Match:
        return self.table.match

    def lay_out(self, size: tuple[int, int]) -> TableLayout:
        return table_layout(size)

    def rules_words(self) -> str:
        return say.rules_in_force(self.table)

    def result_words(self) -> tuple[str, list[str], str]:
        result = self.match.result
        return words.result_title(result, self.names), [], "text"

    def game_length(self) -> int:
        return self.match.position.placed_count

    def new_match(self) -> None:
        """The puzzle from its start: a new attempt (rated only if it is the first)."""
        self.attempt = Attempt(self.puzzle, self.examiner)
        self.last = None
        self.told = False
        self.seconds = 0.0
        self.table.computer.levels = (None, DefenceLevel())
        self.replaying = False
        self.table.start(self._match())

    def show_solution(self) -> None:
        """The puzzle from its start, both sides played by the computer along the solution."""
        self.told = False
        self.replaying = True
        self.table.computer.levels = (DefenceLevel(), DefenceLevel())
        self.table.start(self._match())
        self.table.settled = True
        self.table.say(text("quarto.puzzle.replaying"), Tone.NEWS)

    def _answer(self, position: Position) -> Move:
        """In the defence's thread: the computer seat's move at `position`."""
        if self.replaying:
            return self._solution_move(position)
        attempt = self.attempt
        step = attempt.play(person_move(attempt.position, position))
        self.verdicts.put((attempt, step))
        reply = step.reply if step.verdict is Verdict.GOOD else _refutation_reply(step)
        assert reply is not None
        return reply

    def _solution_move(self, position: Position) -> Move:
        if self._solution is None:
            moves: dict[Position, Move] = {}
            at = self.puzzle.position
            for move in solution_line(self.puzzle, self.examiner):
                moves[at] = move
                at = at.push(move)
            self._solution = moves
        return self._solution[position]

    # --- what the person did -------------------------------------------------------------

    def update(self, dt: float) -> None:
        if self.attempt.state is State.PLAYING and not self.replaying:
            self.seconds += dt
        while not self.verdicts.empty():
            attempt, step = self.verdicts.get()
            if attempt is self.attempt and not self.replaying:  # not a stale answer
                self._judged(step)
        super().update(dt)
        self.source.poll()
        if self.defence.error is not None:
            self.defence.error = None
            self.table.say(text("quarto.puzzle.defence_failed"), Tone.BAD)
        table = self.table
        failed = self.attempt.state is State.FAILED and not self.replaying
        if failed and not table.over and not table.computer.busy and not self.told:
            if self.app.top is self:
                self.show_result()  # the refuting reply is on the board: the verdict

    def _judged(self, step: Step) -> None:
        self.last = step
        if step.verdict is Verdict.GOOD:
            self.table.say(text("quarto.puzzle.good"), Tone.GOOD)
        else:
            self.table.settled = True
            self._rate(solved=False)

    def _ended(self) -> None:
        """The match is over: a line made (by either side), or the board full."""
        if self.replaying:
            return
        attempt = self.attempt
        result = self.match.result
        square = self.match.last_square
        if attempt.state is State.PLAYING and square is not None:
            # The person's last placement ended it: a line (solved) or a full board.
            step = attempt.play(Move(square, None))
            self.last = step
            self._rate(solved=step.verdict is Verdict.WON)
        self.table.settled = True
        if result is not None and result.winner == PERSON:
            self.table.say(text("quarto.puzzle.solved"), Tone.GOOD)

    def _rate(self, solved: bool) -> None:
        if not self.rateable:
            return
        self.rateable = False
        self.rated = self.record.rate(self.puzzle, solved, self.seconds)
        # The next stream puzzle at the new rating is made while the verdict is read.
        self.source.refill(self.rated.after.rating, self.record.seen())
        if not self.rated.kept:
            self.table.say(text("frame.notice.not_saved"), Tone.BAD)

    # --- panels ----------------------------------------------------------------------------

    def show_result(self) -> None:
        """The verdict over the top lines: solved, not solved (and why), or the solution."""
        self.told = True
        self.table.hands.let_go()
        if self.replaying:
            title, lines, tone = text("quarto.puzzle.solution_title"), [self._line_words()], "text"
            answers = [(Answer.RETRY, text("quarto.puzzle.retry"))]
        elif self.attempt.state is State.SOLVED:
            title, tone = self._verdict_title("quarto.puzzle.solved"), "good"
            lines = [self._rated_words()]
            answers = [(Answer.RETRY, text("quarto.puzzle.retry"))]
        else:
            title, tone = self._verdict_title("quarto.puzzle.failed"), "bad"
            lines = [self._why_words()]
            answers = [
                (Answer.RETRY, text("quarto.puzzle.retry")),
                (Answer.SOLUTION, text("quarto.puzzle.show_solution")),
            ]
        answers.append((Answer.NEXT, text("quarto.puzzle.next")))
        self.app.router.push(
            "panel",
            ask=Ask.PUZZLE,
            title=title,
            lines=[line for line in lines if line],
            answers=answers,
            tone=tone,
            area=lambda size: self.lay_out(size).bar.band,
            shade=False,
            shape=PanelShape.BANNER,
            cancel=Answer.BACK,
        )

    def _verdict_title(self, key: str) -> str:
        """The verdict, with the new rating and its change (+12) when the attempt was rated."""
        rated = self.rated
        if rated is None:
            return text(key)
        change = rated.change
        sign = "+" if change >= 0 else "\u2212"
        return text(
            "quarto.puzzle.verdict_rated",
            verdict=text(key),
            rating=rated.after.shown,
            change=f"{sign}{abs(change)}",
        )

    def _rated_words(self) -> str:
        if self.rated is None:
            return text("quarto.puzzle.not_rated")
        return text("quarto.puzzle.puzzle_rating", rating=self.puzzle.rating)

    def _why_words(self) -> str:
        """Why the move was wrong: what the refuting reply shows."""
        step = self.last
        if step is None or step.refutation is None:
            return text("quarto.puzzle.why.draw")
        refutation = step.refutation
        if step.verdict is Verdict.SLOW or refutation.outcome is Outcome.WINS_LATER:
            return text("quarto.puzzle.why.slow", count=self.attempt.left)
        if refutation.outcome is Outcome.LINE_AT_ONCE:
            return text("quarto.puzzle.why.line_at_once")
        if refutation.outcome is Outcome.DEFENDER_WINS:
            return text("quarto.puzzle.why.defender_wins")
        return text("quarto.puzzle.why.draw")

    def _line_words(self) -> str:
        """The solution's moves in the records' notation (`c3:e, d2:c, ..., d4`), as the
        defence's thread found them for the replay (never searched on the drawing thread)."""
        moves, at = [], self.puzzle.position
        solution = self._solution or {}
        while at in solution:
            moves.append(str(solution[at]))
            at = at.push(solution[at])
        return text("quarto.puzzle.solution_moves", moves=", ".join(moves))

    def open_pause(self) -> None:
        self.table.hands.let_go()
        self.app.router.push(
            "panel",
            ask=Ask.PAUSE,
            title=self._title(),
            lines=[say.rules_in_force(self.table), self._about_words()],
            answers=[
                (Answer.RESUME, text("frame.pause.resume")),
                (Answer.RETRY, text("quarto.puzzle.retry")),
                (Answer.SOLUTION, text("quarto.puzzle.show_solution")),
                (Answer.BACK, text("quarto.puzzle.back")),
            ],
            cancel=Answer.RESUME,
        )

    def uncovered(self, reply: Reply) -> None:
        answer = reply.answer
        if answer is Answer.RETRY:
            self.new_match()
        elif answer is Answer.SOLUTION:
            if self.attempt.state is State.PLAYING and not self.replaying:
                self._rate(solved=False)  # giving up on a first attempt counts as a miss
            self.show_solution()
        elif answer is Answer.NEXT:
            self.next_puzzle()
        elif answer is Answer.BACK:
            self.leave()
        elif reply.asked is Ask.PUZZLE:
            pass  # the panel left unanswered: the board stays as it is
        else:
            super().uncovered(reply)

    def next_puzzle(self) -> None:
        """The stream's next puzzle at the player's rating (after the daily one too)."""
        seen = self.record.seen() | {self.puzzle.key}
        puzzle = self.source.next_for(self.record.rating().rating, seen, self.app.rng)
        if puzzle is None:
            self.leave()  # none ready yet: the puzzles' page says one is being made
            return
        self.app.router.replace("quarto.puzzle", puzzle=puzzle, kind=PuzzleKind.STREAM)

    def leave(self) -> None:
        self.app.router.pop()  # back to the puzzles' page

    def left(self) -> None:
        super().left()
        self.defence.close()

    def handle(self, intent: intents.Intent) -> None:
        table = self.table
        decided = table.settled and not table.over and not table.computer.busy
        if decided and isinstance(intent, intents.PointerDown | intents.Activate):
            on_buttons = (
                isinstance(intent, intents.PointerDown)
                and self.layout is not None
                and self.layout.bar.status.collidepoint(intent.pos)
            )
            if not on_buttons:
                self.show_result()  # a click on a decided puzzle: its verdict again
                return
        super().handle(intent)

    # --- words -------------------------------------------------------------------------------

    def _title(self) -> str:
        key = "quarto.puzzle.daily" if self.kind is PuzzleKind.DAILY else "quarto.puzzle.title"
        return text(key)

    def _about_words(self) -> str:
        return text("quarto.puzzle.about", count=self.puzzle.win_in, rating=self.puzzle.rating)

    def status_words(self) -> str:
        if self.replaying:
            return text("quarto.puzzle.status_solution", status=say.status(self.table))
        left = max(self.attempt.left, 1)
        return text(
            "quarto.puzzle.status", title=self._title(), count=left, status=say.status(self.table)
        )

    def draw_table(self, surface: pygame.Surface) -> None:
        assert self.layout is not None
        view.draw(surface, self.table, self.layout, self.buttons, status=self.status_words())

    def finished_game(self) -> None:
        return None  # an attempt is counted as an attempt, never as a game


def _refutation_reply(step: Step) -> Move | None:
    return step.refutation.reply if step.refutation is not None else None
