"""The title screen: every game side by side, each with its own way in; one key plays.

A column per game (the games of the app's wiring, in its order): its title,
its one-line tagline, the last game set up, and its buttons: continue the
game left unfinished (its own autosave), play against the computer, people at
one screen, the setup form; then, as smaller buttons two to a row, watch the
computer play, its saved games, and the game's own screens (its `menu_entries`: rules, tutorial,
puzzles...). Under the columns, what belongs
to no game (Statistics, Settings, About, Quit). Starting a new game while one
is saved asks first, so no game is lost by a click.

Keyboard: Up/Down within a column, Left/Right along a row and then between
columns, Tab through
everything, Enter presses. The focus starts on the game played last, on
"Continue" when it has a game left unfinished, else on "Play against the
computer": one key plays.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from .. import intents, saving, starting, statistics, text
from ..button_column import ButtonColumn
from ..game import Game, MenuEntry, Saved, Setup
from ..i18n import text as words
from ..requests import Answer, Ask, Reply
from ..scene import Scene
from ..theme import colours
from ..widgets import Button

if TYPE_CHECKING:
    from ..host import Host


@dataclass
class GameColumn:
    """One game's part of the menu."""

    game: Game
    saved: Saved | None
    rows: list[list[Button]] = field(default_factory=list)  # one or two buttons a row
    first_small: int = 0  # the rows from this one on hold the smaller buttons, two a row
    last: str = ""  # the last game set up, in words
    area: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))

    @property
    def buttons(self) -> list[Button]:
        """Every button of the column, in reading order."""
        return [button for row in self.rows for button in row]

    def row_of(self, button: Button) -> int:
        return next(index for index, row in enumerate(self.rows) if button in row)


class MenuScene(Scene):
    """A column per game (Continue, Computer, People, Setup, Watch, Saved games), then Statistics,
    Settings, About and Quit."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        statistics.tell(app)  # a statistics file set aside, say
        self.message = " ".join(app.messages)  # told once: the next menu is quiet
        app.messages.clear()
        self._waiting: Setup | None = None  # a new game to start once the player answers
        self._waiting_saved: Saved | None = None
        self.size = (1280, 800)
        self.scale = 1.0
        self._build()

    # --- the columns -----------------------------------------------------------------

    def _build(self) -> None:
        self.columns: list[GameColumn] = []
        damaged_words = []
        for game in self.app.games:
            saved, damaged = saving.unfinished(game) if self.app.autosave else (None, None)
            if damaged is not None:
                damaged_words.append(damaged.words())
            self.columns.append(self._column(game, saved))
        if damaged_words:
            self.message = " ".join([self.message, *damaged_words]).strip()
        self.bottom = [
            Button(words("frame.stats.open"), self.open_stats),
            Button(words("frame.menu.settings"), self.settings),
            Button(words("frame.menu.about"), self.about),
            Button(words("frame.menu.quit"), self.quit),
        ]
        buttons = [button for column in self.columns for button in column.buttons]
        self.column = ButtonColumn(buttons + self.bottom)  # every button, in reading order
        ids = [game.id for game in self.app.games]
        chosen = self.app.settings.get("menu_game")
        first = self.columns[ids.index(chosen) if chosen in ids else 0]
        self.column.focus = self.column.buttons.index(first.buttons[0])
        self.resize(self.size)

    def _column(self, game: Game, saved: Saved | None) -> GameColumn:
        column = GameColumn(game, saved)
        if saved is not None:
            who = starting.together(saved.setup.names)
            column.rows.append(
                [Button(words("frame.menu.continue", players=who), lambda: self._resume(column))]
            )
        most = max(game.seat_counts)
        people = (
            words("frame.menu.people") if most == 2 else words("frame.menu.people_many", most=most)
        )
        column.rows += [
            [Button(words("frame.menu.computer"), lambda: self._play_computer(game))],
            [Button(people, lambda: self._play_people(game))],
            [Button(words("frame.menu.setup"), lambda: self._open_setup(game))],
        ]
        column.first_small = len(column.rows)
        small = [
            Button(words("frame.menu.watch"), lambda: self._watch(game)),
            Button(words("frame.menu.saved_games"), lambda: self._open_saved(game)),
        ]
        small += [self._entry_button(game, entry) for entry in game.menu_entries]
        column.rows += [small[at : at + 2] for at in range(0, len(small), 2)]
        last = starting.remembered(self.app, game)
        if last is not None:
            column.last = words("frame.menu.last", players=starting.together(last.names))
        return column

    def entered(self) -> None:
        """On the player's very first start, a game's first lesson is offered, once."""
        offered = self._offered()
        if offered is None or not self.app.first_start or self.app.settings["tutorial_offered"]:
            return
        self.app.settings["tutorial_offered"] = True  # asked once, whatever the answer
        self.app.settings.save()
        offer = offered[1].offer
        assert offer is not None
        self.app.router.push(
            "panel",
            ask=Ask.OFFER,
            title=words(offer.title),
            lines=[words(line) for line in offer.lines],
            answers=[(Answer.CONFIRM, words(offer.accept)), (Answer.BACK, words(offer.decline))],
            cancel=Answer.BACK,
        )

    def _offered(self) -> tuple[Game, MenuEntry] | None:
        """The first of the games' own screens that is offered on a first start."""
        for game in self.app.games:
            for entry in game.menu_entries:
                if entry.offer is not None:
                    return game, entry
        return None

    def _entry_button(self, game: Game, entry: MenuEntry) -> Button:
        def open_entry() -> None:
            self.app.settings["menu_game"] = game.id
            self.app.router.push(entry.scene, ask=Ask.PAGE, game=game.id)

        return Button(words(entry.label), open_entry)

    @property
    def focused_column(self) -> GameColumn:
        button = self.column.buttons[self.column.focus]
        for column in self.columns:
            if button in column.buttons:
                return column
        return self.columns[0]

    @property
    def game(self) -> Game:
        """The game whose column has the focus."""
        return self.focused_column.game

    @property
    def saved(self) -> Saved | None:
        """The focused game's unfinished game, if any."""
        return self.focused_column.saved

    def next_game(self) -> None:
        """The focus to the next game's column."""
        at = self.columns.index(self.focused_column)
        self._focus_column(self.columns[(at + 1) % len(self.columns)], 0)

    def _focus_column(self, column: GameColumn, row: int, place: int = 0) -> None:
        """The focus on `column`'s row `row` (kept in range), its button `place` or the last."""
        buttons = column.rows[max(0, min(row, len(column.rows) - 1))]
        button = buttons[min(place, len(buttons) - 1)]
        self.column.focus = self.column.buttons.index(button)
        self.app.settings["menu_game"] = column.game.id

    # --- layout and input ----------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.scale = s = min(size[0] / 1280, size[1] / 800)
        count = len(self.columns)
        margin, gap = round(30 * s), round(24 * s)
        width = (size[0] - 2 * margin - (count - 1) * gap) // max(count, 1)
        top = round(250 * s)
        bottom_row = size[1] - round(150 * s)
        row_gap = round(10 * s)
        # A row's height in play-button heights: smaller buttons 0.85, and Continue 1.35,
        # room for the players' names on two lines; the fullest column sets the unit.
        weights = [
            [self._weight(column, at) for at in range(len(column.rows))] for column in self.columns
        ]
        room = min((bottom_row - top - row_gap * (len(w) - 1)) / max(sum(w), 1) for w in weights)
        height = min(round(52 * s), int(room))
        button_w = min(round(420 * s), width - round(20 * s))
        pair_gap = round(10 * s)
        for index, column in enumerate(self.columns):
            left = margin + index * (width + gap)
            column.area = pygame.Rect(left, round(40 * s), width, bottom_row - round(40 * s))
            y = top
            for at, row in enumerate(column.rows):
                row_h = round(height * self._weight(column, at))
                part = (button_w - pair_gap) // 2 if len(row) > 1 else button_w
                x = column.area.centerx - button_w // 2
                for button in row:
                    button.rect = pygame.Rect(x, y, part, row_h)
                    x += part + pair_gap
                y += row_h + row_gap
        bottom_w = round(200 * s)
        total = len(self.bottom) * bottom_w + (len(self.bottom) - 1) * gap
        x = size[0] // 2 - total // 2
        for button in self.bottom:
            button.rect = pygame.Rect(x, bottom_row + round(16 * s), bottom_w, height)
            x += bottom_w + gap

    @staticmethod
    def _weight(column: GameColumn, at: int) -> float:
        """Row `at`'s height in play-button heights."""
        if at >= column.first_small:
            return 0.85
        return 1.35 if at == 0 and column.saved is not None else 1.0

    def handle(self, intent: intents.Intent) -> None:
        if isinstance(intent, intents.Cancel):
            return
        if isinstance(intent, intents.Navigate):
            self._navigate(intent.dx, intent.dy)
            return
        self.column.handle(intent)
        self.app.settings["menu_game"] = self.game.id

    def _navigate(self, dx: int, dy: int) -> None:
        if not self.column.focus_visible:
            self.column.focus_visible = True  # the first arrow shows where the focus is
            return
        button = self.column.buttons[self.column.focus]
        if button in self.bottom:
            at = self.bottom.index(button)
            if dx:
                self.column.focus = self.column.buttons.index(
                    self.bottom[(at + dx) % len(self.bottom)]
                )
            elif dy < 0:
                self._focus_column(self.focused_column, len(self.focused_column.rows) - 1)
            return
        column = self.focused_column
        row = column.row_of(button)
        place = column.rows[row].index(button)
        if dx and 0 <= place + dx < len(column.rows[row]):
            self._focus_column(column, row, place + dx)  # along a row of smaller buttons
        elif dx:
            at = (self.columns.index(column) + dx) % len(self.columns)
            self._focus_column(self.columns[at], row, 0 if dx > 0 else 1)
        elif row + dy >= len(column.rows):
            self.column.focus = self.column.buttons.index(self.bottom[0])
        else:
            self._focus_column(column, (row + dy) % len(column.rows), place)

    def uncovered(self, reply: Reply) -> None:
        waiting, self._waiting = self._waiting, None
        saved, self._waiting_saved = self._waiting_saved, None
        if reply.is_(Ask.SETTINGS):  # the language may have changed: every button re-worded
            shown = self.column.focus_visible
            self._build()
            self.column.focus = self.column.buttons.index(self.bottom[0])
            self.column.focus_visible = shown
        elif reply.is_(Ask.OFFER, Answer.CONFIRM) and (offered := self._offered()) is not None:
            game, entry = offered
            self.app.router.push(entry.scene, ask=Ask.PAGE, game=game.id)
        elif reply.is_(Ask.REPLACE, Answer.CONTINUE) and saved is not None:
            starting.start(self.app, saved.setup, saved)
        elif reply.is_(Ask.REPLACE, Answer.NEW) and waiting is not None:
            starting.start(self.app, waiting)

    # --- the buttons ---------------------------------------------------------------

    def resume(self) -> None:
        """Carry on with the focused game's unfinished game (its autosave)."""
        self._resume(self.focused_column)

    def _resume(self, column: GameColumn) -> None:
        saved = column.saved
        assert saved is not None
        self.app.settings["menu_game"] = column.game.id
        starting.start(self.app, saved.setup, saved)

    def play_computer(self) -> None:
        self._play_computer(self.game)

    def _play_computer(self, game: Game) -> None:
        self._start(game, starting.against_the_computer(self.app, game))

    def play_people(self) -> None:
        self._play_people(self.game)

    def _play_people(self, game: Game) -> None:
        self._start(game, starting.between_people(self.app, game))

    def _start(self, game: Game, setup: Setup) -> None:
        self.app.settings["menu_game"] = game.id
        saved = next(column.saved for column in self.columns if column.game is game)
        if saved is None:
            starting.start(self.app, setup)
            return
        self._waiting, self._waiting_saved = setup, saved
        starting.ask_before_replacing(self.app, saved)

    def open_setup(self) -> None:
        self._open_setup(self.game)

    def _open_setup(self, game: Game) -> None:
        self.app.settings["menu_game"] = game.id
        self.app.router.push("setup", game=game.id)

    def watch(self) -> None:
        self._watch(self.game)

    def _watch(self, game: Game) -> None:
        starting.start(self.app, starting.demo(game), attract=True)

    def open_saved(self) -> None:
        self._open_saved(self.game)

    def _open_saved(self, game: Game) -> None:
        """The game's saved games, to open, rename, delete, export or import."""
        self.app.settings["menu_game"] = game.id
        self.app.router.push("saved", ask=Ask.PAGE, game=game.id)

    def open_stats(self) -> None:
        """The statistics, on the game whose column had the focus last."""
        self.app.router.push("stats", ask=Ask.PAGE, game=self.app.settings.get("menu_game"))

    def settings(self) -> None:
        self.app.router.push("settings", ask=Ask.SETTINGS)

    def about(self) -> None:
        self.app.router.push("about", ask=Ask.PAGE)

    def quit(self) -> None:
        self.app.running = False

    # --- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        palette = colours()
        s = self.scale
        surface.fill(palette.background)
        focused = self.focused_column
        for column in self.columns:
            area = column.area
            lit = column is focused and self.column.focus_visible
            if lit:
                pygame.draw.rect(surface, palette.panel, area, border_radius=round(18 * s))
            centre = area.centerx
            text.draw(
                surface,
                words(column.game.title).upper(),
                round(96 * s),
                palette.accent,
                bold=True,
                center=(centre, round(100 * s)),
                max_width=area.w - round(20 * s),
            )
            if column.game.tagline:
                text.draw(
                    surface,
                    words(column.game.tagline[0]),
                    round(24 * s),
                    palette.text_dim,
                    center=(centre, round(172 * s)),
                    max_width=area.w - round(20 * s),
                )
            if column.last:
                text.draw(
                    surface,
                    column.last,
                    round(20 * s),
                    palette.text_dim,
                    center=(centre, round(208 * s)),
                    max_width=area.w - round(20 * s),
                )
        self.column.draw(surface, round(26 * s))
        centre = self.size[0] // 2
        if self.message:
            lines = text.wrap(self.message, round(22 * s), self.size[0] - 40)[:2]
            for index, line in enumerate(lines):
                y = self.size[1] - round((70 - 22 * index) * s)
                text.draw(surface, line, round(22 * s), palette.bad, center=(centre, y))
        text.draw(
            surface,
            words("frame.menu.keys"),
            round(20 * s),
            palette.text_dim,
            center=(centre, self.size[1] - round(20 * s)),
            max_width=self.size[0] - 40,
        )
