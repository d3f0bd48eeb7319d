"""Quarto's analysis board: set up any position, see every legal move's value, play on.

Set up by hand: drag a piece from beside the board onto a square or into the
"piece in hand" slot (or click it, then click where it goes); drag it back
beside the board to take it off. Or type or paste a position string (the
`main.py analyze` format) and press Set up. The rule options (2x2 squares,
the attributes that count: the beginner variant) are on the right.

Analyse asks the analysis worker (a process of its own: the screen never
waits) for every legal move's value, and draws them as they come: on each
empty square the best a placement there can do, and, for the square chosen
(a click on it), beside each piece what giving it is worth. A set-up no game
could go on from (a line already made, a piece twice, a full board) is
refused with the reason. Play from here starts a game from the position,
against the computer at the chosen level or between two people.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

import pygame

from quarto_app.frame import clipboard, intents, saving, starting
from quarto_app.frame.game import Saved, Seat, Setup
from quarto_app.frame.i18n import text
from quarto_app.frame.requests import Answer, Ask, Reply
from quarto_app.frame.scene import Scene
from quarto_app.frame.widgets import Button, Choice, TextField, Widget

from ...errors import GameError
from .. import words
from ..ai.analyst import MoveWorth, Worth
from ..ai.jobs import MoveValuesJob
from ..match import Match
from ..rules import ATTRIBUTES, Move, Position
from ..setup_options import settings_for
from . import analysis_view, board_cursor
from .analysis_layout import BoardLayout, board_layout
from .board_setup import BoardSetup, Spot, SpotKind
from .hints import AnalysisWorker, analysis_worker

ANALYSIS_SECONDS = 10.0  # as long as `main.py analyze` thinks by default
DRAG_SLOP = 6  # pixels the pointer moves before a press becomes a drag
POSITION_LIMIT = 40  # characters the position field takes (a position string is 21)


@dataclass
class Press:
    """A piece pressed by the pointer: a click, or a drag once it moves."""

    piece: int
    source: Spot
    start: tuple[int, int]
    pos: tuple[int, int]
    moved: bool = False


@dataclass
class Said:
    words: str
    bad: bool = False


class AnalysisBoard(Scene):
    """The analysis board (Quarto's menu column offers it)."""

    def __init__(self, app: Any, *, game: str = "quarto", position: str | None = None) -> None:
        super().__init__(app)
        self.game = app.game(game)  # Quarto's entry (the app lists the games)
        self.levels = self.game.levels
        self.setup = BoardSetup(Position.from_str(position) if position else None)
        self.layout: BoardLayout | None = None
        self.press: Press | None = None
        self.selected: int | None = None  # a piece clicked, waiting for where it goes
        self.hover: Spot | None = None
        self.cursor: Spot | None = None  # the keyboard's spot (board_cursor), if it is there
        self.values: dict[Move, Worth] = {}
        self.analysed: Position | None = None  # the position the values are for
        self.analysing = False
        self.chosen_square: int | None = None  # its gives' values shown beside the pieces
        self.said: Said | None = None
        self._worker: AnalysisWorker | None = None
        self._waiting: tuple[Setup, Saved] | None = None  # a game to start once asked
        self._unfinished: Saved | None = None  # the game it would replace (to carry on)
        self._build_widgets()
        self._show_text()

    # --- widgets ---------------------------------------------------------------------

    def _build_widgets(self) -> None:
        board = self.game.option("board")
        self.board_choice = Choice(
            text(board.label),
            [text(key) for key in board.value_labels],
            index=1 if self.setup.squares else 0,
            on_change=lambda index: self._set_rules(squares=index == 1),
        )
        self.attribute_choices = [
            Choice(
                text(f"quarto.option.{attribute.name}"),
                [text("quarto.option.yes"), text("quarto.option.no")],
                index=0 if self.setup.attributes & attribute.bit else 1,
                on_change=self._attribute_changed(attribute.bit),
            )
            for attribute in ATTRIBUTES
        ]
        self.field = TextField(text("quarto.board.position"), "", max_length=POSITION_LIMIT)
        self.load_button = Button(text("quarto.board.load"), self.load_text)
        self.paste_button = Button(text("quarto.board.paste"), self.paste)
        self.clear_button = Button(text("quarto.board.clear"), self.clear)
        self.analyse_button = Button(text("quarto.board.analyse"), self.analyse)
        self.opponent = Choice(
            text("quarto.board.against"),
            [words.level(level) for level in self.levels] + [text("quarto.board.person")],
            index=self.levels.index(self.game.quick_level),
        )
        self.mover = Choice(
            text("quarto.board.mover"),
            [text("quarto.board.mover.you"), text("quarto.board.mover.computer")],
        )
        self.play_button = Button(text("quarto.board.play"), self.play_from_here)
        self.menu_button = Button(text("frame.play.menu"), self.leave)
        self.widgets: list[Widget] = [
            self.board_choice,
            *self.attribute_choices,
            self.field,
            self.load_button,
            self.paste_button,
            self.clear_button,
            self.analyse_button,
            self.opponent,
            self.mover,
            self.play_button,
            self.menu_button,
        ]
        self.focus = 0
        self.focus_visible = False

    @property
    def against_person(self) -> bool:
        return self.opponent.index == len(self.levels)  # the choice after the levels

    def _set_rules(self, *, squares: bool) -> None:
        self.setup.squares = squares
        self._changed()

    def _attribute_changed(self, bit: int) -> Callable[[int], None]:
        return lambda index: self._set_attribute(bit, index == 0)

    def _set_attribute(self, bit: int, counts: bool) -> None:
        attributes = self.setup.attributes | bit if counts else self.setup.attributes & ~bit
        if not attributes:  # the last one: one attribute at least must count
            choice = next(
                c for c, a in zip(self.attribute_choices, ATTRIBUTES, strict=True) if a.bit == bit
            )
            choice.index = 0
            self.said = Said(text("quarto.setup.one_attribute"), bad=True)
            return
        self.setup.attributes = attributes
        self._changed()

    # --- the set-up ------------------------------------------------------------------

    def _show_text(self) -> None:
        """The position field shows the board as it is set up."""
        self.field.text = str(self.setup.position)

    def _changed(self) -> None:
        """The set-up changed: the values are for another position, the field follows."""
        self._stop()
        self.values = {}
        self.analysed = None
        self.chosen_square = None
        self._show_text()
        problem = self.setup.problem()
        self.said = None if problem is None else Said(refusal(problem), bad=True)

    def put(self, piece: int, target: Spot) -> None:
        """A piece onto a square, into the hand slot, or back beside the board."""
        self.setup.put(piece, target)
        self.selected = None
        self._changed()

    def load_text(self) -> None:
        """Set up the position the field says; its reason if it cannot be read."""
        try:
            self.setup.load(self.field.text)
        except GameError as refused:
            self.said = Said(text("quarto.board.unreadable", reason=words.error(refused)), bad=True)
            return
        self._changed()

    def paste(self) -> None:
        """The clipboard's text into the field, set up at once."""
        pasted = clipboard.get()
        if pasted is None:
            self.said = Said(text("quarto.board.no_clipboard"), bad=True)
            return
        self.field.text = " ".join(pasted.split())[:POSITION_LIMIT]
        self.load_text()

    def clear(self) -> None:
        self.setup.clear()
        self.selected = None
        self._changed()

    # --- the analysis ----------------------------------------------------------------

    def _refused(self) -> bool:
        """Say why no game could go on from the set-up, if so (True: refused)."""
        problem = self.setup.problem()
        if problem is None:
            return False
        self.said = Said(refusal(problem), bad=True)
        return True

    def analyse(self) -> None:
        """Every legal move's value, asked of the analysis worker; drawn as they come."""
        if self._refused():
            return
        if self._worker is None:
            self._worker = self.app.services.get("quarto.analysis", analysis_worker)()
        position = self.setup.position
        self.values = {}
        self.analysed = position
        self.analysing = True
        self.chosen_square = None
        self.said = None
        self._worker.start_job(MoveValuesJob(position, self.setup.options), ANALYSIS_SECONDS)

    def _stop(self) -> None:
        if self.analysing and self._worker is not None:
            self._worker.cancel()
        self.analysing = False

    def _follow(self) -> None:
        worker = self._worker
        if worker is None or not self.analysing:
            return
        for update in worker.poll_updates():
            if isinstance(update, MoveWorth):
                self.values[update.move] = update.worth
        if worker.job_finished:
            self.analysing = False
            if not self.values:
                self.said = Said(text("quarto.board.failed"), bad=True)

    @property
    def legal_count(self) -> int:
        """How many moves the analysis will value (a winning placement counts once)."""
        position = self.analysed
        return 0 if position is None else len(analysis_view.legal_moves(position, self.setup))

    # --- playing on --------------------------------------------------------------------

    def play_from_here(self) -> None:
        """A game from this position: against the computer at the chosen level (the person
        moves first here, or the computer), or between two people."""
        if self._refused():
            return
        if self.against_person:
            setup = starting.between_people(self.app, self.game)
            first = 0
        else:
            level = self.levels[self.opponent.index]
            base = starting.against_the_computer(self.app, self.game)
            computer = Seat(starting.computer_name(self.game, level), level)
            setup = replace(base, seats=(base.seats[0], computer))
            first = self.mover.index
        options = dict(setup.options)
        options["board"] = "squares" if self.setup.squares else "lines"
        for attribute in ATTRIBUTES:
            options[attribute.name] = "yes" if self.setup.attributes & attribute.bit else "no"
        setup = replace(setup, options=options, starter=first)
        match = Match(settings_for(setup), first=first, start=self.setup.position)
        saved = Saved(setup, match, False)
        waiting, _ = saving.unfinished(self.game) if self.app.autosave else (None, None)
        if waiting is None:
            starting.start(self.app, setup, saved)
        else:  # a game left unfinished: asked first, as the setup screen does
            self._waiting = (setup, saved)
            self._unfinished = waiting
            starting.ask_before_replacing(self.app, waiting)

    def uncovered(self, reply: Reply) -> None:
        if reply.is_(Ask.REPLACE, Answer.NEW) and self._waiting is not None:
            starting.start(self.app, *self._waiting)
        elif reply.is_(Ask.REPLACE, Answer.CONTINUE) and self._unfinished is not None:
            starting.start(self.app, self._unfinished.setup, self._unfinished)
        self._waiting, self._unfinished = None, None

    def leave(self) -> None:
        if len(self.app.router.stack) > 1:
            self.app.router.pop()
        else:
            self.app.router.reset("menu")

    def left(self) -> None:
        if self._worker is not None:
            self._worker.close()
            self._worker = None

    # --- scene hooks -------------------------------------------------------------------

    @property
    def wants_text(self) -> bool:
        return self.widgets[self.focus] is self.field and self.focus_visible

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = layout = board_layout(size)
        self.menu_button.rect = layout.bar.menu_button
        area, row = layout.controls, layout.row_height
        gap = layout.px(8)
        rows: list[list[Widget]] = [[self.board_choice]]
        rows += [[choice] for choice in self.attribute_choices]
        rows += [
            [self.field],
            [self.load_button, self.paste_button, self.clear_button],
            [self.analyse_button],
            [self.opponent],
            [self.mover],
            [self.play_button],
        ]
        y = area.top
        for at, widgets in enumerate(rows):
            if at in (7, 8):
                y += layout.px(14)  # a gap between setting up and playing on
            width = (area.w - gap * (len(widgets) - 1)) // len(widgets)
            for index, widget in enumerate(widgets):
                widget.rect = pygame.Rect(
                    area.left + index * (width + gap), y, width, row - layout.px(8)
                )
            y += row

    def animating(self) -> bool:
        return self.analysing or (self.press is not None and self.press.moved)

    def update(self, dt: float) -> None:
        self._follow()
        self.mover.enabled = not self.against_person

    def draw(self, surface: pygame.Surface) -> None:
        assert self.layout is not None
        analysis_view.draw(surface, self, self.layout)

    def handle(self, intent: intents.Intent) -> None:
        widget = self.widgets[self.focus]
        if isinstance(intent, intents.Cancel):
            if self.selected is not None or self.press is not None:
                self.selected, self.press = None, None
            else:
                self.leave()
        elif isinstance(intent, intents.PointerMove):
            self._pointer_move(intent.pos)
        elif isinstance(intent, intents.PointerDown):
            self._pointer_down(intent.pos)
        elif isinstance(intent, intents.PointerUp):
            self._pointer_up(intent.pos)
        elif isinstance(intent, intents.Paste):
            self.paste()
        elif isinstance(intent, intents.TypeText) and widget is self.field:
            self.field.type(intent.text)
        elif isinstance(intent, intents.Backspace) and widget is self.field:
            self.field.backspace()
        elif isinstance(intent, intents.NextFocus):
            self._next_focus(intent.back)
        elif isinstance(intent, intents.Navigate) and self.cursor is not None:
            self.cursor = board_cursor.moved(self.cursor, intent.dx, intent.dy)
        elif isinstance(intent, intents.Navigate):
            if intent.dy or not (isinstance(widget, Choice) and self.focus_visible):
                self._move_focus(intent.dy or intent.dx)
            else:
                widget.step(intent.dx)
        elif isinstance(intent, intents.Activate) and self.cursor is not None:
            self._click(self.cursor)
        elif isinstance(intent, intents.Activate):
            self.focus_visible = True
            if widget is self.field:
                self.load_text()
            else:
                widget.activate()

    def _next_focus(self, back: bool) -> None:
        """Tab: the board, the pieces, the piece in hand (the cursor), then the controls."""
        last = len(self.widgets) - 1
        on_widgets = self.cursor is None and self.focus_visible
        if on_widgets and not (self.focus == (0 if back else last)):
            self._move_focus(-1 if back else 1)
            return
        self.cursor = board_cursor.next_group(None if on_widgets else self.cursor, back)
        self.focus_visible = self.cursor is None
        if self.cursor is None:
            self.focus = last if back else 0

    def _move_focus(self, step: int) -> None:
        if self.focus_visible:
            count = len(self.widgets)
            for _ in range(count):
                self.focus = (self.focus + step) % count
                if self.widgets[self.focus].enabled:
                    break
        self.focus_visible = True

    # --- the pointer ---------------------------------------------------------------------

    def _pointer_move(self, pos: tuple[int, int]) -> None:
        assert self.layout is not None
        self.hover = self.layout.spot_at(pos)
        for widget in self.widgets:
            widget.hovered = widget.rect.collidepoint(pos)
        press = self.press
        if press is not None:
            press.pos = pos
            far = abs(pos[0] - press.start[0]) + abs(pos[1] - press.start[1])
            press.moved = press.moved or far > DRAG_SLOP

    def _pointer_down(self, pos: tuple[int, int]) -> None:
        assert self.layout is not None
        for index, widget in enumerate(self.widgets):
            if widget.rect.collidepoint(pos) and widget.enabled:
                self.focus = index
                self.focus_visible = widget is self.field
                if isinstance(widget, Choice):
                    widget.click(pos)
                elif isinstance(widget, Button):
                    widget.activate()
                return
        self.focus_visible = False
        self.cursor = None
        spot = self.layout.spot_at(pos)
        if spot is None:
            self.selected = None
            return
        piece = self.setup.piece_at(spot)
        if piece is not None and self.selected is None:
            self.press = Press(piece, spot, pos, pos)
            return
        self._click(spot)

    def _pointer_up(self, pos: tuple[int, int]) -> None:
        press, self.press = self.press, None
        if press is None:
            return
        assert self.layout is not None
        if press.moved:
            target = self.layout.spot_at(pos)
            if target is not None and target != press.source:
                self.put(press.piece, target)
            return
        self._click(press.source)

    def _click(self, spot: Spot) -> None:
        """Click then click: a piece picked, then where it goes; a square chosen to see
        what each give is worth after placing there."""
        selected = self.selected
        piece = self.setup.piece_at(spot)
        if selected is not None:
            if self.setup.spot_of(selected) == spot:
                self.selected = None  # clicked again: put down where it was
            elif self.setup.spot_of(selected).kind is SpotKind.TRAY and piece is not None:
                self.selected = piece  # another piece picked instead
            else:
                self.put(selected, spot)
            return
        if spot.kind is SpotKind.SQUARE and piece is None:
            if self.values:
                self.chosen_square = None if self.chosen_square == spot.index else spot.index
            return
        if piece is not None:
            self.selected = piece


def refusal(problem: GameError) -> str:
    """Why the set-up is refused, as a sentence of its own."""
    return text("quarto.board.refused", reason=words.error(problem))
