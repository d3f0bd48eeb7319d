"""Game setup for any game: who sits where, who starts, and the game's own options.

Built from the game's description: the left column has, per seat, a name
and who plays it (a person, or the computer at a level), then who starts;
the right column has the game's options, greyed out when another choice
makes them moot. It opens on the setup used last. Keyboard: Up/Down (or Tab)
move, Left/Right change, typing edits a name, Enter starts the game (in a name
field it moves on to the next row; on "Back" it goes back).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from .. import intents, saving, starting, text
from ..game import Game, Saved, Seat, Setup
from ..i18n import text as words
from ..requests import Answer, Ask, Reply
from ..scene import Scene
from ..theme import colours
from ..widgets import Button, Choice, TextField, Widget

PERSON = 0  # the first entry of a seat's "played by" choice; then the levels, weakest first


class SetupScene(Scene):
    """The setup form of `game` (an id), filled in from the setup used last."""

    def __init__(self, app: Any, *, game: str, setup: Setup | None = None) -> None:
        super().__init__(app)
        self.game: Game = app.game(game)
        start = setup or starting.last_setup(app, self.game)
        seat_max = max(self.game.seat_counts)
        self.count = len(start.seats)
        self.players = Choice(
            words("frame.setup.players"),
            [str(n) for n in self.game.seat_counts],
            self.game.seat_counts.index(self.count),
            on_change=lambda _: self._sync(),
        )
        self._typed = [
            start.seats[i].name if i < self.count and not start.seats[i].is_computer else ""
            for i in range(seat_max)
        ]
        defaults = [words(key) for key in self.game.default_names]
        self.names: list[TextField] = []
        self.played_by: list[Choice] = []
        kinds = [words("frame.setup.person")] + [
            words("frame.setup.computer_level", level=self.game.level_words(level))
            for level in self.game.levels
        ]
        for index in range(seat_max):
            seat = start.seats[index] if index < self.count else None
            typed = self._typed[index] or (defaults[index] if index < len(defaults) else "")
            self._typed[index] = typed
            self.names.append(TextField("", typed))
            level = seat.level if seat is not None else None
            chosen = PERSON if level is None else 1 + self.game.levels.index(level)
            self.played_by.append(Choice("", kinds, chosen, on_change=lambda _: self._sync()))
        self.starter = Choice(words("frame.setup.starter"), [], 0)
        self._starter_choice = 0 if start.starter is None else start.starter + 1
        self.options: list[Choice] = []
        for option in self.game.options:
            values = [words(label) for label in option.value_labels]
            value = start.options.get(option.key, option.default)
            chosen = option.values.index(value if value in option.values else option.default)
            self.options.append(
                Choice(
                    words(option.label),
                    values,
                    chosen,
                    on_change=self._changer(option.key),
                )
            )
        self._last_options = self.option_values()
        self.start_button = Button(words("frame.setup.start"), self.start)
        self.back_button = Button(words("frame.setup.back"), self.back)
        self.focus_visible = False
        self.message = ""
        self._waiting: Setup | None = None  # the new game, while the player is asked
        self._saved: Saved | None = None  # ...about this unfinished one
        self.size = (1280, 800)
        self.scale = 1.0
        self._sync()
        self.focus = self.widgets.index(self.start_button)  # Enter plays at once

    # --- the form's rules --------------------------------------------------------------

    @property
    def left_column(self) -> list[Widget]:
        column: list[Widget] = [self.players] if len(self.game.seat_counts) > 1 else []
        for index in range(self.count):
            column += [self.names[index], self.played_by[index]]
        return column + [self.starter]

    @property
    def right_column(self) -> list[Widget]:
        return list(self.options)

    @property
    def widgets(self) -> list[Widget]:
        return self.left_column + self.right_column + [self.back_button, self.start_button]

    def _sync(self) -> None:
        """Seats as many as chosen, computer names for computer seats, moot options grey."""
        focused = self.widgets[self.focus] if hasattr(self, "focus") else None
        self.count = int(self.players.value)
        computers = starting.computer_names(self.game, self._levels())
        for index in range(self.count):
            field, kind = self.names[index], self.played_by[index]
            label = self.game.seat_label(index, self.count)
            kind.label = words("frame.setup.played_by", seat=label)
            computer = kind.index != PERSON
            if field.enabled and not computer:
                self._typed[index] = field.text
            if computer:
                field.text = computers[index] or ""
            elif not field.enabled:
                field.text = self._typed[index]
            field.enabled = not computer
            field.label = label
        seat_words = [self.game.seat_label(i, self.count) for i in range(self.count)]
        self.starter.options = [words(self.game.starter_words)] + seat_words
        self.starter.index = min(self._starter_choice, len(seat_words))
        chosen = self.option_values()
        for option, choice in zip(self.game.options, self.options, strict=True):
            choice.enabled = self.game.applies(option, chosen)
        if focused is not None and focused in self.widgets:
            self.focus = self.widgets.index(focused)
        self.resize(self.size)

    def _levels(self) -> tuple[str | None, ...]:
        """Who plays each seat: None for a person, else the computer's level."""
        return tuple(
            None if kind.index == PERSON else self.game.levels[kind.index - 1]
            for kind in self.played_by[: self.count]
        )

    def _changer(self, key: str) -> Callable[[int], None]:
        return lambda _index: self._option_changed(key)

    def _option_changed(self, key: str) -> None:
        """Keep the options possible: a change the game refuses is undone, with its reason."""
        chosen = self.option_values()
        why = self.game.check_options(chosen)
        if why is not None:
            option = self.game.option(key)
            index = [o.key for o in self.game.options].index(key)
            self.options[index].index = option.values.index(self._last_options[key])
            self.message = why
        self._last_options = self.option_values()
        self._sync()

    def option_values(self) -> dict[str, str]:
        return {
            option.key: option.values[choice.index]
            for option, choice in zip(self.game.options, self.options, strict=True)
        }

    def setup(self) -> Setup:
        """The game the form shows now."""
        seats = []
        for index in range(self.count):
            kind = self.played_by[index].index
            level = None if kind == PERSON else self.game.levels[kind - 1]
            name = " ".join(self.names[index].text.split())
            seats.append(Seat(name or self.game.seat_label(index, self.count), level))
        seats = _distinct(self.game, seats)
        self._starter_choice = self.starter.index
        starter = None if self.starter.index == 0 else self.starter.index - 1
        return Setup(self.game.id, tuple(seats), self.option_values(), starter)

    def start(self) -> None:
        setup = self.setup()
        saved, _ = saving.unfinished(self.game) if self.app.autosave else (None, None)
        if saved is None:
            starting.start(self.app, setup)
        else:
            self._waiting = setup
            self._saved = saved
            starting.ask_before_replacing(self.app, saved)

    def uncovered(self, reply: Reply) -> None:
        if reply.is_(Ask.REPLACE, Answer.CONTINUE) and self._saved is not None:
            starting.start(self.app, self._saved.setup, self._saved)
        elif reply.is_(Ask.REPLACE, Answer.NEW) and self._waiting is not None:
            starting.start(self.app, self._waiting)

    def back(self) -> None:
        if len(self.app.router.stack) > 1:
            self.app.router.pop()
        else:
            self.app.router.reset("menu")

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
        rows = max(len(self.left_column), len(self.right_column))
        row = min(round(52 * s), (bottom - top) // rows)
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
        for hidden in self.names[self.count :] + self.played_by[self.count :]:
            hidden.rect = pygame.Rect(0, 0, 0, 0)

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
                button = self.start_button if intent.dx > 0 else self.back_button
                self.focus = self.widgets.index(button)
            self.focus_visible = True
        elif isinstance(intent, intents.Activate):
            self.focus_visible = True
            if isinstance(widget, TextField):
                self._move_focus(1)
            elif isinstance(widget, Choice):
                self.start()  # as the note says: Enter plays; Left/Right change a choice
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
        palette = colours()
        s = self.scale
        surface.fill(palette.background)
        width = self.size[0]
        title = words("frame.setup.title", game=words(self.game.title))
        centre = width // 2
        text.draw(
            surface, title, round(56 * s), palette.accent, bold=True, center=(centre, round(50 * s))
        )
        size = round(26 * s)
        for index, widget in enumerate(self.widgets):
            widget.draw(surface, self.focus_visible and index == self.focus, size)
        note = self.message or self.note()
        colour = palette.bad if self.message else palette.text_dim
        text.draw(
            surface,
            note,
            round(24 * s),
            colour,
            center=(centre, round(88 * s)),
            max_width=width - 40,
        )

    def note(self) -> str:
        """A line about the focused row: a level's style, an option's meaning."""
        widget = self.widgets[self.focus]
        if widget in self.played_by and isinstance(widget, Choice) and widget.index != PERSON:
            level = self.game.levels[widget.index - 1]
            return words(
                "frame.setup.level_note",
                level=self.game.level_words(level),
                blurb=self.game.level_blurb(level),
            )
        if widget in self.options:
            option = self.game.options[self.options.index(widget)]  # type: ignore[arg-type]
            if option.note is not None:
                return words(option.note)
        return words("frame.setup.note")


def _distinct(game: Game, seats: list[Seat]) -> list[Seat]:
    """Two seats with one name would read as one player: say which seat each is."""
    names = [seat.name for seat in seats]
    count = len(seats)
    return [
        Seat(
            words("frame.seat.same_name", name=seat.name, seat=game.seat_label(index, count))
            if names.count(seat.name) > 1
            else seat.name,
            seat.level,
        )
        for index, seat in enumerate(seats)
    ]
