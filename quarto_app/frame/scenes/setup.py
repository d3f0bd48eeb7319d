"""Game setup: who plays, who starts, and which rules; the defaults play at once.

Left column: the players. Right column: the rules of the seeds and their
variants (2x2 squares, beginner attributes), how QUARTO! is called, and the
optional move clock. Keyboard: Up/Down (or Tab) move, Left/Right change,
typing edits a name, Enter on "Start game" starts.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from ...games.quarto import words
from ...games.quarto.match import Calling, FalseCallRule, MatchSettings
from ...games.quarto.match.settings import TOURNAMENT_MOVE_CLOCK
from ...games.quarto.rules import ATTRIBUTES, RuleOptions
from ...games.quarto.screen.game_setup import DICE, LEVEL_NAMES, GameSetup
from .. import intents, theme
from ..loop import App, Scene
from ..widgets import Button, Choice, TextField, Widget

STEAL_WINDOWS = (3.0, 5.0, 8.0, 12.0)


class SetupScene(Scene):
    """The setup form, filled in from `setup` (the last game's, or the defaults)."""

    def __init__(self, app: App, setup: GameSetup) -> None:
        super().__init__(app)
        settings = setup.settings
        computer_seat = 0 if setup.levels[0] is not None else 1
        against = setup.levels != (None, None)
        level = setup.levels[computer_seat] or "Easy"
        self.mode = Choice(
            "Opponent",
            ["Another person", "The computer"],
            int(against),
            on_change=lambda _: self._sync(),
        )
        self.names = [
            TextField("Left player", settings.names[0] if not setup.levels[0] else "Anna"),
            TextField("Right player", settings.names[1] if not setup.levels[1] else "Ben"),
        ]
        self.level = Choice(
            "Computer level",
            list(LEVEL_NAMES),
            LEVEL_NAMES.index(level),
            on_change=lambda _: self._sync(),
        )
        self.seat = Choice(
            "You sit on the", ["Left", "Right"], 1 - computer_seat, on_change=lambda _: self._sync()
        )
        starter = 0 if setup.starter == DICE else 1 + int(setup.starter)
        self.starter = Choice("Who starts", ["Dice roll", "Left player", "Right player"], starter)
        options = settings.options
        self.board = Choice(
            "Quartos count in", ["Lines", "Lines and 2x2 squares"], int(options.squares)
        )
        self.attributes = [
            Choice(
                f"{words.attribute(a.name).capitalize()} counts",
                ["Yes", "No"],
                0 if options.attributes & a.bit else 1,
                on_change=lambda _, bit=a.bit: self._keep_one(bit),
            )
            for a in ATTRIBUTES
        ]
        self.calling = Choice(
            "QUARTO! is",
            ["Called by players", "Declared by the app"],
            int(settings.calling is Calling.AUTOMATIC),
            on_change=lambda _: self._sync(),
        )
        window = min(
            range(len(STEAL_WINDOWS)), key=lambda i: abs(STEAL_WINDOWS[i] - settings.steal_window)
        )
        self.window = Choice("Time to steal", [f"{w:g} seconds" for w in STEAL_WINDOWS], window)
        self.false_call = Choice(
            "A false call",
            ["is refused", "loses the game"],
            int(settings.false_call is FalseCallRule.LOSE),
        )
        self.clock = Choice(
            "Move clock", ["Off", "1 minute per move"], int(settings.move_clock is not None)
        )
        self.start_button = Button("Start game", self.start)
        self.back_button = Button("Back", self.back)
        self.left_column: list[Widget] = [
            self.mode,
            *self.names,
            self.level,
            self.seat,
            self.starter,
        ]
        self.right_column: list[Widget] = [
            self.board,
            *self.attributes,
            self.calling,
            self.window,
            self.false_call,
            self.clock,
        ]
        self.widgets: list[Widget] = (
            self.left_column + self.right_column + [self.start_button, self.back_button]
        )
        self.focus = len(self.widgets) - 2  # Start game: Enter plays at once
        self.focus_visible = False
        self.message = ""
        self.size = (1280, 800)
        self.scale = 1.0
        self._sync()

    # --- the form's rules --------------------------------------------------------------

    def _sync(self) -> None:
        """Grey out what does not apply; name the computer's seat after its level."""
        against = self.mode.index == 1
        self.level.enabled = self.seat.enabled = against
        computer_seat = 1 - self.seat.index
        for seat, field in enumerate(self.names):
            field.enabled = not (against and seat == computer_seat)
            field.label = "Left player" if seat == 0 else "Right player"
            if against and seat != computer_seat:
                field.label = "Your name"
        announcing = self.calling.index == 0
        self.window.enabled = self.false_call.enabled = announcing

    def _keep_one(self, bit: int) -> None:
        """At least one attribute must count (the beginner variant plays with 1-3)."""
        if self._attribute_mask() == 0:
            self.attributes[[a.bit for a in ATTRIBUTES].index(bit)].index = 0
            self.message = "At least one attribute must count"

    def _attribute_mask(self) -> int:
        return sum(a.bit for a, c in zip(ATTRIBUTES, self.attributes, strict=True) if c.index == 0)

    def game_setup(self) -> GameSetup:
        """The setup the form shows now."""
        against = self.mode.index == 1
        computer_seat = 1 - self.seat.index
        level = self.level.value
        names = [
            field.text.strip() or ("Left" if seat == 0 else "Right")
            for seat, field in enumerate(self.names)
        ]
        levels: list[str | None] = [None, None]
        if against:
            names[computer_seat] = f"Computer ({level})"
            levels[computer_seat] = level
            if names[1 - computer_seat] == names[computer_seat]:
                names[1 - computer_seat] = "You"
        elif names[0] == names[1]:
            names = [f"{names[0]} (left)", f"{names[1]} (right)"]
        settings = MatchSettings(
            options=RuleOptions(squares=self.board.index == 1, attributes=self._attribute_mask()),
            calling=Calling.AUTOMATIC if self.calling.index == 1 else Calling.ANNOUNCE,
            steal_window=STEAL_WINDOWS[self.window.index],
            false_call=FalseCallRule.LOSE if self.false_call.index == 1 else FalseCallRule.REFUSE,
            move_clock=TOURNAMENT_MOVE_CLOCK if self.clock.index == 1 else None,
            names=(names[0], names[1]),
        )
        starter: str | int = DICE if self.starter.index == 0 else self.starter.index - 1
        return replace(
            GameSetup(), settings=settings, levels=(levels[0], levels[1]), starter=starter
        )

    def start(self) -> None:
        from ...games.quarto.screen.scene import PlayScene

        self.app.reset_to(PlayScene(self.app, self.game_setup()))

    def back(self) -> None:
        from .menu import MenuScene

        if len(self.app.scenes) > 1:
            self.app.pop()
        else:
            self.app.reset_to(MenuScene(self.app))

    # --- scene hooks ---------------------------------------------------------------------

    @property
    def wants_text(self) -> bool:
        widget = self.widgets[self.focus]
        return isinstance(widget, TextField) and widget.enabled and self.focus_visible

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.scale = s = min(size[0] / 1280, size[1] / 800)
        width, height = size
        column_w = min(round(560 * s), (width - round(90 * s)) // 2)
        top = round(110 * s)
        bottom = height - round(100 * s)
        row = min(round(52 * s), (bottom - top) // len(self.right_column))
        for index, column in enumerate((self.left_column, self.right_column)):
            left = (
                width // 2 - column_w - round(15 * s) if index == 0 else width // 2 + round(15 * s)
            )
            for at, widget in enumerate(column):
                widget.rect = pygame.Rect(left, top + at * row, column_w, row - round(8 * s))
        button_w, button_h = round(240 * s), round(56 * s)
        y = height - round(30 * s) - button_h
        self.start_button.rect = pygame.Rect(width // 2 + round(10 * s), y, button_w, button_h)
        self.back_button.rect = pygame.Rect(
            width // 2 - round(10 * s) - button_w, y, button_w, button_h
        )

    def handle(self, intent: intents.Intent) -> None:
        widget = self.widgets[self.focus]
        if isinstance(intent, intents.Cancel):
            self.back()
        elif isinstance(intent, intents.PointerMove):
            for each in self.widgets:
                each.hovered = each.rect.collidepoint(intent.pos)
        elif isinstance(intent, intents.PointerDown):
            self._click(intent.pos)
        elif isinstance(intent, intents.TypeText) and isinstance(widget, TextField):
            widget.type(intent.text)
        elif isinstance(intent, intents.Backspace) and isinstance(widget, TextField):
            widget.backspace()
        elif isinstance(intent, intents.NextFocus):
            self._move_focus(-1 if intent.back else 1)
        elif isinstance(intent, intents.Navigate):
            if intent.dy:
                self._move_focus(intent.dy)
            elif isinstance(widget, Choice) and self.focus_visible:
                widget.step(intent.dx)
            elif isinstance(widget, Button):
                self.focus = self.widgets.index(
                    self.start_button if intent.dx > 0 else self.back_button
                )
            self.focus_visible = True
        elif isinstance(intent, intents.Activate):
            self.focus_visible = True
            if isinstance(widget, TextField):
                self._move_focus(1)
            else:
                widget.activate()

    def _move_focus(self, step: int) -> None:
        if self.focus_visible:
            count = len(self.widgets)
            for _ in range(count):
                self.focus = (self.focus + step) % count
                if self.widgets[self.focus].enabled:
                    break
        self.focus_visible = True

    def _click(self, pos: tuple[int, int]) -> None:
        self.message = ""
        for index, widget in enumerate(self.widgets):
            if widget.rect.collidepoint(pos) and widget.enabled:
                self.focus = index
                self.focus_visible = isinstance(widget, TextField)
                if isinstance(widget, Choice):
                    widget.click(pos)
                elif isinstance(widget, Button):
                    widget.activate()
                return

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        surface.fill(theme.BACKGROUND)
        width = self.size[0]
        theme.text(
            surface,
            "Game setup",
            round(56 * s),
            theme.ACCENT,
            bold=True,
            center=(width // 2, round(50 * s)),
        )
        size = round(26 * s)
        for index, widget in enumerate(self.widgets):
            widget.draw(surface, self.focus_visible and index == self.focus, size)
        note = self.message or self._note()
        theme.text(
            surface,
            note,
            round(24 * s),
            theme.TEXT_DIM,
            center=(width // 2, round(88 * s)),
            max_width=width - 40,
        )

    def _note(self) -> str:
        widget = self.widgets[self.focus]
        if widget is self.level:
            return _level_blurb(self.level.value)
        if widget in self.attributes:
            return "The beginner variant: play with only some of the four attributes"
        if widget is self.window:
            return "How long a player may call QUARTO! on a line the other missed"
        return "Press Start game (or Enter) to play with these settings"


def _level_blurb(name: str) -> str:
    try:
        from ...games.quarto.ai import level_by_name

        return f"{name}: {level_by_name(name).blurb}"
    except (ImportError, KeyError, ValueError, AttributeError):
        return name
