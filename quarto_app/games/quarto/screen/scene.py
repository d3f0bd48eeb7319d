"""Quarto's play screen: a match on the table, on the frame's play scene.

The frame's base (frame.play.scene) holds what every game's play screen
shares: the buttons, the pause and result panels, the autosave, attract mode.
This adds Quarto's parts: its table model (table.py), its input (input.py),
its layout and view (layout.py, view.py), and the dice roll that decides who
gives first.
"""

from __future__ import annotations

from typing import Any

import pygame

from quarto_app.frame.clock import Clock
from quarto_app.frame.game import Saved
from quarto_app.frame.i18n import text
from quarto_app.frame.play.moves import MoveEntry
from quarto_app.frame.play.scene import PlayScene as BasePlayScene
from quarto_app.frame.requests import Answer, Ask

from .. import words
from ..match import DiceRoll, Match, roll_dice
from ..setup_options import settings_for
from . import moves, say, view
from .computer import Computer, search_worker
from .hints import Hints, analysis_worker
from .input import TableInput
from .layout import TableLayout, table_layout
from .table import Table


class PlayScene(BasePlayScene):
    """One match of Quarto on screen; `saved` carries on a saved game instead of starting one."""

    table: Table
    input: TableInput
    layout: TableLayout | None

    has_moves = True

    def make_table(self, saved: Saved | None) -> Table:
        match = saved.match if saved is not None else Match(settings_for(self.setup))
        self._roll: DiceRoll | None = None
        return self._table_on(match, self.clock)

    def _table_on(self, match: Match, clock: Clock) -> Table:
        services = self.app.services
        levels = [
            None if seat.level is None else services.get("quarto.level", _level)(seat.level)
            for seat in self.setup.seats
        ]
        worker = services.get("quarto.worker", search_worker)
        computer = Computer(
            match, levels, pace=self.pace, rng=self.app.rng, worker_factory=worker, clock=clock
        )
        return Table(
            self.setup,
            match,
            computer,
            clock,
            attract=self.attract,
            result_pause=self.pace.result_pause,
            hints=Hints(services.get("quarto.analysis", analysis_worker)),
        )

    def move_entry(self, step: int) -> MoveEntry:
        return moves.entry(self.match, step, self.names)

    def past_table(self, step: int) -> Table:
        """A table of the match after `step` steps, on a clock of its own that never runs:
        its computer never thinks, nothing on it moves."""
        return self._table_on(self.match.at_step(step), Clock())

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

    def status_words(self) -> str:
        return say.status(self.table)

    def new_match(self) -> None:
        """A new match with the same setup; the dice roll first unless a starter was chosen.
        A match played on from a set-up position starts again from that position."""
        first = self.setup.starter
        self._roll = None
        if first is None:
            self._roll = roll_dice(self.app.rng)
            first = self._roll.first
        start = self.table.match.start
        self.table.start(Match(settings_for(self.setup), first=first, start=start))
        self.table.rolling = self._roll is not None and self.pace.dice > 0
        self._history_buttons()

    def opening(self) -> None:
        """The dice: who gives first."""
        roll = self._roll
        if roll is None:
            self.opened()
            return
        self.app.router.push(
            "dice",
            ask=Ask.DICE,
            throws=roll.throws,
            first=roll.first,
            names=self.names,
            outcome=text("quarto.dice.first", player=self.names[roll.first]),
            duration=self.pace.dice,
        )

    def began_from_position(self) -> bool:
        return self.match.from_position

    def left(self) -> None:
        self.table.hints.close()
        super().left()

    def result_answers(self) -> list[tuple[Answer, str]]:
        if self.attract or self.match.steps == 0:
            return []
        return [(Answer.REVIEW, text("quarto.play.review"))]

    def open_review(self) -> None:
        """The game just played, turn by turn with the computer's verdicts."""
        self.app.router.push("quarto.review", ask=Ask.PAGE, match=self.match)

    def game_length(self) -> int:
        return self.match.position.placed_count  # the statistics count pieces placed

    def moves_right(self) -> int | None:
        """The move list ends short of the board's rank labels (4, 3, 2, 1)."""
        if self.layout is None:
            return None
        label_x = self.layout.rank_labels[0][1][0]
        return label_x - self.layout.px(14)

    def lay_out(self, size: tuple[int, int]) -> TableLayout:
        return table_layout(size)

    def draw_table(self, surface: pygame.Surface) -> None:
        assert self.layout is not None
        shown = self.shown_table
        assert isinstance(shown, Table)
        view.draw(surface, shown, self.layout, self.buttons)

    def celebration_origin(self, surface: pygame.Surface) -> tuple[int, int]:
        """The confetti bursts from the middle of the winning line (else the board's)."""
        layout, result = self.layout, self.match.result
        if layout is None:
            return super().celebration_origin(surface)
        if result is None or not result.lines:
            return layout.board.center
        points = [layout.square_centres[s] for s in result.lines[0].squares]
        return (
            sum(x for x, _ in points) // len(points),
            sum(y for _, y in points) // len(points),
        )

    def rules_words(self) -> str:
        return say.rules_in_force(self.table)

    def result_words(self) -> tuple[str, list[str], str]:
        result = self.match.result
        title = words.result_title(result, self.names)
        lines = [] if result is None else words.result_detail(result, self.names)
        tone = "good" if result is not None and result.winner is not None else "text"
        return title, lines, tone


def _level(name: str) -> Any:
    from ..ai import level_by_name

    return level_by_name(name)
