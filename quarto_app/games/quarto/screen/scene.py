"""The play screen: a match of Quarto on the table, and the rematches that follow it.

It wires the three parts together and talks to the rest of the app: the
table model (table.py) holds the match and the hands, the input (input.py)
turns intents into commands on it, the view (view.py) draws it. This scene
asks the router for the dice, the pause menu and the result panel by name
and hears their answers; it keeps the game on disk after every move.
"""

from __future__ import annotations

from typing import Any

import pygame

from quarto_app.frame import intents, saving
from quarto_app.frame.game import Saved, Setup
from quarto_app.frame.i18n import text
from quarto_app.frame.scene import Scene
from quarto_app.frame.widgets import Button

from .. import words
from ..match import Match, roll_dice
from ..setup_options import settings_for
from . import say, view
from .computer import Computer, search_worker
from .input import TableInput
from .layout import TableLayout, table_layout
from .table import Table, Tone

ATTRACT_REMATCH = 4.0  # seconds a finished demo game stays up before the next one
GAME_ID = "quarto"


class PlayScene(Scene):
    """One match on screen; `saved` carries on a saved game instead of starting one."""

    def __init__(
        self, app: Any, *, setup: Setup, saved: Saved | None = None, attract: bool = False
    ) -> None:
        super().__init__(app)
        self.setup = setup
        self.attract = attract
        self.layout: TableLayout | None = None
        self.buttons = [
            Button(text("quarto.button.menu"), self.open_pause),
            Button(text("quarto.button.undo"), lambda: self.table.undo()),
            Button(text("quarto.button.redo"), lambda: self.table.redo()),
        ]
        services = app.services
        levels = [
            None if seat.level is None else services.get("quarto.level", _level)(seat.level)
            for seat in setup.seats
        ]
        worker = services.get("quarto.worker", search_worker)
        match = saved.match if saved is not None else Match(settings_for(setup))
        computer = Computer(
            match, levels, pace=app.pace, rng=app.rng, worker_factory=worker, clock=self.clock
        )
        self.table = Table(
            setup, match, computer, self.clock, attract=attract, result_pause=app.pace.result_pause
        )
        self.table.on_change = self._keep
        self.table.on_result = self._show_result
        self.input = TableInput(
            self.table,
            lambda: self.layout,
            self.buttons,
            pause=self.open_pause,
            show_result=self._show_result,
            leave=self.leave,
        )
        self._asking: str | None = None  # which panel or scene over this one will answer
        self._roll = None
        if saved is None:
            self.new_match()

    @property
    def match(self) -> Match:
        return self.table.match

    @property
    def names(self) -> tuple[str, ...]:
        return self.table.names

    def status_words(self) -> str:
        """The status line as it reads now (the smoke run prints it)."""
        return say.status(self.table)

    def new_match(self) -> None:
        """A new match with the same setup; the dice roll first unless a starter was chosen."""
        first = self.setup.starter
        self._roll = None
        if first is None:
            self._roll = roll_dice(self.app.rng)
            first = self._roll.first
        self.table.start(Match(settings_for(self.setup), first=first))
        self.table.rolling = self._roll is not None and self.app.pace.dice > 0
        self._history_buttons()

    # --- scene hooks ---------------------------------------------------------------

    def entered(self) -> None:
        self._roll_dice()

    def _roll_dice(self) -> None:
        if not self.table.rolling or self._roll is None:
            return
        roll = self._roll
        first = self.names[roll.first]
        self._asking = "dice"
        self.app.router.push(
            "dice",
            throws=roll.throws,
            first=roll.first,
            names=self.names,
            outcome=text("quarto.dice.first", player=first),
            duration=self.app.pace.dice,
        )

    def covered(self) -> None:
        self.table.hands.drag = None  # a piece in the pointer's grip is let go

    def uncovered(self, answer: Any) -> None:
        asking, self._asking = self._asking, None
        if asking == "dice":
            self.table.rolling = False
        elif answer == "rematch":
            self.new_match()
            self._roll_dice()
        elif answer == "new":
            self.app.router.reset("setup", game=GAME_ID, setup=self.setup)
        elif answer == "menu":
            self.app.router.reset("menu")

    def left(self) -> None:
        self.table.computer.close()
        self.clock.clear()

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = layout = table_layout(size)
        shown = [layout.menu_button, layout.undo_button, layout.redo_button]
        for index, (button, rect) in enumerate(zip(self.buttons, shown, strict=True)):
            visible = index == 0 or self.table.undo_allowed
            button.rect = rect if visible else pygame.Rect(0, 0, 0, 0)

    def handle(self, intent: intents.Intent) -> None:
        self.input.handle(intent)

    def update(self, dt: float) -> None:
        self.table.update(dt)
        self._history_buttons()

    def _history_buttons(self) -> None:
        """Undo and Redo work only between people, while the game is on, with something to do."""
        playing = self.table.undo_allowed and not self.table.over and not self.table.rolling
        self.buttons[1].enabled = playing and self.match.can_undo
        self.buttons[2].enabled = playing and self.match.can_redo

    def draw(self, surface: pygame.Surface) -> None:
        assert self.layout is not None
        view.draw(surface, self.table, self.layout, self.buttons)

    # --- panels and leaving ------------------------------------------------------------

    def open_pause(self) -> None:
        self.table.hands.drag = None
        if self.table.over:
            lines = [text("quarto.pause.over")]
        else:
            kept = "quarto.pause.kept" if self.app.autosave else "quarto.pause.not_kept"
            lines = [say.rules_in_force(self.table), text("quarto.pause.clocks"), text(kept)]
        self._asking = "pause"
        self.app.router.push(
            "panel",
            title=text("quarto.pause.title"),
            lines=lines,
            answers=[
                ("resume", text("quarto.pause.resume")),
                ("new", text("quarto.button.new_game")),
                ("menu", text("quarto.button.menu")),
            ],
            cancel="resume",
        )

    def _show_result(self) -> None:
        if self.attract:
            self.clock.schedule(self._next_demo, ATTRACT_REMATCH)
            return
        if self.app.top is not self:
            return
        result = self.match.result
        self._asking = "result"
        self.app.router.push(
            "panel",
            title=words.result_title(result, self.names),
            lines=[] if result is None else words.result_detail(result, self.names),
            answers=[
                ("rematch", text("quarto.button.rematch")),
                ("new", text("quarto.button.new_game")),
                ("menu", text("quarto.button.menu")),
            ],
            tone="good" if result is not None and result.winner is not None else "text",
            area=self._beside_the_board,
            shade=False,  # the board and the winning line stay as bright as in play
        )

    def _beside_the_board(self, size: tuple[int, int]) -> pygame.Rect:
        """The result panel goes over the reserve, so the winning line stays in view."""
        layout = table_layout(size)
        s = min(size[0] / 1280, size[1] / 800)
        left = layout.board.right + round(24 * s)
        top = min(layout.board.top, layout.reserve.top - layout.px(44))
        bottom = max(layout.board.bottom, layout.reserve.bottom + layout.px(10))
        return pygame.Rect(left, top, size[0] - left - round(16 * s), bottom - top)

    def _next_demo(self) -> None:
        self.new_match()
        self._roll_dice()

    def leave(self) -> None:
        self.app.router.reset("menu")

    def _keep(self) -> None:
        """The game on disk after every change, so a closed window loses nothing."""
        if not self.app.autosave or self.attract:
            return
        saved = Saved(self.setup, self.match, self.match.result is not None)
        if not saving.keep(self.app.game(GAME_ID), saved):
            self.table.say(text("quarto.notice.not_saved"), Tone.BAD)


def _level(name: str) -> Any:
    from ..ai import level_by_name

    return level_by_name(name)
