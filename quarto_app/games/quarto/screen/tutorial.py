"""The guided first game: Quarto's table with a coach, played through the real input.

Two scripted games against a computer whose moves the lessons fix (see
games/quarto/tutorial): each step waits for the player's action, lights what
it asks for, and explains a wrong one in the coach's band under the table.
The first game ends with the player's own QUARTO!, then "Next lesson"; the
second with a stolen line, then a congratulation that offers a real game
against the computer, the tutorial again, or the menu.

Nothing of it is kept: no autosave (the player's own saved game stays where it
is), no statistics. The menu opens it from Quarto's column, and offers it once,
on the very first start (frame.game.Offer).
"""

from __future__ import annotations

from typing import Any

import pygame

from quarto_app.frame import saving, starting
from quarto_app.frame.game import Seat, Setup
from quarto_app.frame.i18n import text
from quarto_app.frame.play.scene import PlayScene
from quarto_app.frame.requests import Answer, Ask, PanelShape, Reply
from quarto_app.platform.stats import FinishedGame

from ..rules import Move, Position
from . import say, tutorial_view, view
from .computer import Computer
from .input import TableInput
from .tutorial_table import Progress, ScriptedLevel, ScriptedWorker, TutorialTable
from .tutorial_view import TutorialLayout, tutorial_layout


class TutorialScene(PlayScene):
    """The guided first game of `game` (Quarto's id: the menu passes it)."""

    table: TutorialTable
    input: TableInput
    layout: TutorialLayout | None

    def __init__(self, app: Any, *, game: str = "quarto") -> None:
        you, computer = text("frame.seat.you"), text("quarto.tutorial.computer")
        options = app.game(game).default_options()  # the seeds' rules, as the lessons play
        setup = Setup(game, (Seat(you), Seat(computer, ScriptedLevel.name)), options)
        super().__init__(app, setup=setup)

    # --- the table, the input, the lessons ---------------------------------------------

    def make_table(self, saved: object) -> TutorialTable:
        match = Progress().lesson.start((self.setup.names[0], self.setup.names[1]))
        computer = Computer(
            match,
            [None, ScriptedLevel()],
            pace=self.pace,
            rng=self.app.rng,
            worker_factory=lambda: ScriptedWorker(self._answer),
            clock=self.clock,
        )
        return TutorialTable(
            self.setup, match, computer, self.clock, result_pause=self.pace.result_pause
        )

    def _answer(self, position: Position) -> Move | None:
        return self.table.progress.lesson.answer(position)

    def make_input(self) -> TableInput:
        return TableInput(
            self.table,
            lambda: self.layout.table if self.layout is not None else None,
            self.buttons,
            pause=self.open_pause,
            show_result=self.show_result,
            leave=self.leave,
        )

    def new_match(self) -> None:
        """The tutorial from its first lesson (again, after "Do it again")."""
        self.table.begin(0)

    # --- what the base asks ------------------------------------------------------------

    def status_words(self) -> str:
        return say.status(self.table)

    def rules_words(self) -> str:
        return say.rules_in_force(self.table)

    def game_length(self) -> int:
        return self.table.match.position.placed_count

    def lay_out(self, size: tuple[int, int]) -> TutorialLayout:
        return tutorial_layout(size)

    def draw_table(self, surface: pygame.Surface) -> None:
        assert self.layout is not None
        # No hint of the real game's under the status: the coach's band says what to do
        # ("Made a line? Call QUARTO!" would come before the lesson on calling).
        view.draw(surface, self.table, self.layout.table, self.buttons, hint="")
        tutorial_view.draw(surface, self.table, self.layout)

    def finished_game(self) -> FinishedGame | None:
        return None  # a lesson is nobody's record

    def _keep(self) -> None:
        """Never saved: the player's own game in progress stays as it was."""

    # --- between the lessons, and after the last ---------------------------------------

    def show_result(self) -> None:
        """A lesson won: on to the next one, or the congratulation after the last."""
        progress = self.table.progress
        won = text(progress.lesson.end)
        if not progress.last_lesson:
            self.app.router.push(
                "panel",
                ask=Ask.RESULT,
                title=text("quarto.tutorial.won.title"),
                lines=[won],
                answers=[
                    (Answer.CONTINUE, text("quarto.tutorial.next")),
                    (Answer.MENU, text("frame.play.menu")),
                ],
                tone="good",
                area=lambda size: self.lay_out(size).bar.band,
                shade=False,  # the line just called stays in view
                shape=PanelShape.BANNER,
            )
            return
        self.app.router.push(
            "panel",
            ask=Ask.RESULT,
            title=text("quarto.tutorial.done.title"),
            lines=[won, text("quarto.tutorial.done.line")],
            answers=[
                (Answer.PLAY, text("quarto.tutorial.play")),
                (Answer.REMATCH, text("quarto.tutorial.again")),
                (Answer.MENU, text("frame.play.menu")),
            ],
            tone="good",
        )

    def open_pause(self) -> None:
        self.table.hands.let_go()
        self.app.router.push(
            "panel",
            ask=Ask.PAUSE,
            title=text("frame.pause.title"),
            lines=[text("quarto.tutorial.pause")],
            answers=[
                (Answer.RESUME, text("frame.pause.resume")),
                (Answer.RULES, text("frame.pause.rules")),
                (Answer.SETTINGS, text("frame.pause.settings")),
                (Answer.MENU, text("quarto.tutorial.leave")),
            ],
            cancel=Answer.RESUME,
        )

    def uncovered(self, reply: Reply) -> None:
        if reply.is_(Ask.RESULT, Answer.CONTINUE):
            self.table.begin(self.table.progress.lesson_index + 1)
        elif reply.is_(Ask.RESULT, Answer.PLAY):
            self._play_a_game()
        elif reply.is_(Ask.REPLACE):
            self._replace(reply.answer)
        else:
            super().uncovered(reply)  # Do it again (REMATCH), Menu, Resume

    def _play_a_game(self) -> None:
        """A real game against the computer, as the menu's button starts it: a saved game
        in progress is not replaced without asking."""
        game = self.app.game(self.setup.game)
        saved = saving.unfinished(game)[0] if self.app.autosave else None
        if saved is None:
            starting.start(self.app, starting.against_the_computer(self.app, game))
        else:
            starting.ask_before_replacing(self.app, saved)

    def _replace(self, answer: Answer | None) -> None:
        game = self.app.game(self.setup.game)
        saved = saving.unfinished(game)[0]
        if answer is Answer.CONTINUE and saved is not None:
            starting.start(self.app, saved.setup, saved)
        elif answer is Answer.NEW:
            starting.start(self.app, starting.against_the_computer(self.app, game))
        else:
            self.show_result()  # back: the congratulation and its choices again
