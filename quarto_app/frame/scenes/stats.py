"""The player's statistics, per game: a line per computer level and for people, and puzzles.

It shows one game at a time (a button switches between them when there are
several) and one way of counting: the games played without help first, the
games with undo or hints (counted apart) one button away. What it shows is a
`Page` (frame.stats_page), built again after every change. Reset forgets the
game's statistics after a question (the shared panel, Ask.RESET).
Keyboard: arrows or Tab move along the buttons, Enter presses, Esc goes back.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from quarto_app.platform.stats import Counted, Summary

from .. import intents, text
from ..button_column import ButtonColumn
from ..game import Game
from ..i18n import plural
from ..i18n import text as words
from ..requests import Answer, Ask, Reply
from ..scene import Scene
from ..statistics import problem_words
from ..stats_page import Page, RowKind, build_page
from ..theme import colours
from ..widgets import Button

if TYPE_CHECKING:
    from ..host import Host

Cell = Callable[[Summary], str]


def _count(value: Callable[[Summary], int]) -> Cell:
    """A figure that means nothing before the first game shows a dash then."""
    return lambda figures: str(value(figures)) if figures.games else words("frame.stats.none")


def _length(figures: Summary) -> str:
    if figures.average_length is None:
        return words("frame.stats.none")
    return words("frame.stats.length", length=figures.average_length)


# The columns after the opponent's: (catalog key of the heading, the cell's words).
COLUMNS: tuple[tuple[str, Cell], ...] = (
    ("frame.stats.column.games", lambda figures: str(figures.games)),
    ("frame.stats.column.wins", _count(lambda f: f.wins)),
    ("frame.stats.column.shared", _count(lambda f: f.shared_wins)),
    ("frame.stats.column.draws", _count(lambda f: f.draws)),
    ("frame.stats.column.losses", _count(lambda f: f.losses)),
    ("frame.stats.column.streak", _count(lambda f: f.current_streak)),
    ("frame.stats.column.best", _count(lambda f: f.best_streak)),
    ("frame.stats.column.length", _length),
)
SHARED = "frame.stats.column.shared"


class StatsScene(Scene):
    """The statistics of `game` (an id; the first game when None)."""

    def __init__(self, app: Host, *, game: str | None = None) -> None:
        super().__init__(app)
        ids = [each.id for each in app.games]
        self.game_index = ids.index(game) if game in ids else 0
        self.counted = Counted.PLAIN
        self.message = ""  # what just happened (a reset, a problem with the file)
        self.message_tone = "bad"
        self.switch_button = Button("", self.next_game)
        self.toggle_button = Button("", self.toggle_counted)
        self.reset_button = Button(words("frame.stats.reset"), self.ask_reset)
        self.back_button = Button(words("frame.stats.back"), self.leave)
        buttons = [self.toggle_button, self.reset_button, self.back_button]
        if len(app.games) > 1:
            buttons.insert(0, self.switch_button)
        self.column = ButtonColumn(buttons)
        self.column.focus = buttons.index(self.back_button)  # Enter on arrival goes back
        self.page = Page(self.game.id, self.counted)
        self.size = (1280, 800)
        self.scale = 1.0
        self.table = pygame.Rect(0, 0, 0, 0)
        self.row_height = 0
        self.load()

    @property
    def game(self) -> Game:
        return self.app.games[self.game_index]

    # --- what is shown ---------------------------------------------------------------

    def load(self) -> None:
        """Read the page again from the statistics (and hear what went wrong with them)."""
        stats = self.app.stats()
        self.page = build_page(stats, self.game, self.counted)
        told = [problem_words(problem) for problem in stats.take_problems()]
        if told:
            self._say(" ".join(told), "bad")
        self.switch_button.label = words("frame.stats.game", game=words(self.game.title))
        helped = self.counted is Counted.ASSISTED
        self.toggle_button.label = words(
            "frame.stats.show_plain" if helped else "frame.stats.show_helped"
        )
        page = self.page
        self.reset_button.enabled = bool(page.everything.games or page.puzzles)
        self.resize(self.size)

    @property
    def columns(self) -> list[tuple[str, Cell]]:
        """The columns shown: shared wins only for a game that has had them."""
        return [column for column in COLUMNS if column[0] != SHARED or self.page.shared]

    def notes(self) -> list[tuple[str, str]]:
        """The lines under the table (words, tone): what is counted apart, the puzzles."""
        page = self.page
        if page.problem:
            return [(page.problem, "bad")]
        helped = page.helped
        said = []
        if page.counted is Counted.PLAIN and helped.games:
            said.append((plural("frame.stats.helped_note", helped.games), "text_dim"))
        elif page.counted is Counted.ASSISTED:
            detail = words(
                "frame.stats.helped_detail",
                undo=helped.with_undo,
                hints=helped.with_hints,
                position=helped.from_position,
            )
            said.append((detail, "text_dim"))
        puzzles = page.puzzles
        if puzzles is not None:
            line = plural(
                "frame.stats.puzzles",
                puzzles.attempts,
                solved=puzzles.solved,
                puzzles=puzzles.puzzles_solved,
                best=puzzles.best_streak,
            )
            if page.rating is not None:
                line = words("frame.stats.rating", puzzles=line, rating=page.rating.rating)
            said.append((line, "text"))
        if not page.everything.games and puzzles is None:
            said.append((words("frame.stats.nothing"), "text_dim"))
        return said

    def _say(self, said: str, tone: str) -> None:
        self.message, self.message_tone = said, tone

    # --- the buttons -------------------------------------------------------------------

    def next_game(self) -> None:
        self.game_index = (self.game_index + 1) % len(self.app.games)
        self.message = ""
        self.load()

    def toggle_counted(self) -> None:
        helped = self.counted is Counted.ASSISTED
        self.counted = Counted.PLAIN if helped else Counted.ASSISTED
        self.load()

    def ask_reset(self) -> None:
        page, title = self.page, words(self.game.title)
        tries = page.puzzles.attempts if page.puzzles is not None else 0
        self.app.router.push(
            "panel",
            ask=Ask.RESET,
            title=words("frame.stats.reset_title", game=title),
            lines=[words("frame.stats.reset_line", games=page.everything.games, tries=tries)],
            answers=[
                (Answer.BACK, words("frame.stats.reset_keep")),  # first: Enter forgets nothing
                (Answer.CONFIRM, words("frame.stats.reset_confirm")),
            ],
            cancel=Answer.BACK,
        )

    def uncovered(self, reply: Reply) -> None:
        if not reply.is_(Ask.RESET, Answer.CONFIRM):
            return
        stats = self.app.stats()
        title = words(self.game.title)
        if stats.reset(self.game.id):
            self._say(words("frame.stats.reset_done", game=title), "good")
        else:
            why = " ".join(problem_words(problem) for problem in stats.take_problems())
            self._say(words("frame.stats.reset_failed", why=why), "bad")
        self.load()

    def leave(self) -> None:
        if len(self.app.router.stack) > 1:
            self.app.router.pop()
        else:
            self.app.router.reset("menu")

    # --- scene hooks -------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.scale = s = min(size[0] / 1280, size[1] / 800)
        width, height = size
        buttons = self.column.buttons
        gap = round(16 * s)
        button_w = min(round(270 * s), (width - round(40 * s)) // len(buttons) - gap)
        button_h = round(52 * s)
        left = (width - len(buttons) * (button_w + gap) + gap) // 2
        top = height - round(28 * s) - button_h
        for index, button in enumerate(buttons):
            button.rect = pygame.Rect(left + index * (button_w + gap), top, button_w, button_h)
        # The table, then the notes (a line each) and the message above the buttons.
        room_below = round(34 * s) * (len(self.notes()) + 1) + round(20 * s)
        table_top = round(124 * s)
        room = top - room_below - table_top
        rows = len(self.page.rows) + 1  # and the headings
        self.row_height = max(1, min(round(50 * s), room // rows))
        table_w = min(width - round(80 * s), round(1200 * s))
        self.table = pygame.Rect((width - table_w) // 2, table_top, table_w, self.row_height * rows)

    def handle(self, intent: intents.Intent) -> None:
        if isinstance(intent, intents.Cancel):
            self.leave()
            return
        if isinstance(intent, intents.Navigate):  # a row of buttons: left/right move too
            intent = intents.Navigate(0, intent.dx or intent.dy)
        self.column.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        palette = colours()
        s = self.scale
        surface.fill(palette.background)
        centre = self.size[0] // 2
        title = words("frame.stats.title", game=words(self.game.title))
        text.draw(
            surface,
            title,
            round(52 * s),
            palette.accent,
            bold=True,
            center=(centre, round(48 * s)),
            max_width=self.size[0] - 40,
        )
        counted = "frame.stats.helped" if self.counted is Counted.ASSISTED else "frame.stats.plain"
        text.draw(
            surface,
            words(counted),
            round(26 * s),
            palette.text_dim,
            center=(centre, round(94 * s)),
            max_width=self.size[0] - 40,
        )
        if not self.page.problem:
            self._draw_table(surface)
        y = self.table.bottom + round(34 * s)
        for line, tone in self.notes():
            text.draw(
                surface,
                line,
                round(24 * s),
                getattr(palette, tone),
                center=(centre, y),
                max_width=self.size[0] - 40,
            )
            y += round(34 * s)
        if self.message:
            text.draw(
                surface,
                self.message,
                round(24 * s),
                getattr(palette, self.message_tone),
                center=(centre, self.column.buttons[0].rect.top - round(26 * s)),
                max_width=self.size[0] - 40,
            )
        self.column.draw(surface, round(26 * s))

    def _draw_table(self, surface: pygame.Surface) -> None:
        palette = colours()
        s = self.scale
        table, height = self.table, self.row_height
        columns = self.columns
        label_w = table.w * 30 // 100
        cell_w = (table.w - label_w) // len(columns)
        size = min(round(28 * s), height * 6 // 10)
        pad = round(14 * s)
        y = table.top
        for index, (key, _) in enumerate(columns):
            x = table.left + label_w + index * cell_w + cell_w // 2
            heading = words(key)
            middle = (x, y + height // 2)
            text.draw(
                surface,
                heading,
                size * 9 // 10,
                palette.text_dim,
                center=middle,
                max_width=cell_w - round(16 * s),
            )
        text.draw(
            surface,
            words("frame.stats.column.opponent"),
            size * 9 // 10,
            palette.text_dim,
            midleft=(table.left + pad, y + height // 2),
            max_width=label_w - pad,
        )
        for number, row in enumerate(self.page.rows):
            y = table.top + (number + 1) * height
            band = pygame.Rect(table.left, y, table.w, height)
            total = row.kind is RowKind.COMPUTER
            if number % 2 == 0 or total:
                fill = palette.panel_active if total else palette.panel
                pygame.draw.rect(surface, fill, band, border_radius=round(6 * s))
            played = row.figures.games > 0
            colour = palette.text if played else palette.text_dim
            text.draw(
                surface,
                row.label,
                size,
                colour,
                bold=total,
                midleft=(band.left + pad, band.centery),
                max_width=label_w - pad,
            )
            for index, (_, cell) in enumerate(columns):
                x = table.left + label_w + index * cell_w + cell_w // 2
                text.draw(
                    surface,
                    cell(row.figures),
                    size,
                    colour,
                    bold=total,
                    center=(x, band.centery),
                    max_width=cell_w - 6,
                )
