"""Quarto's puzzles page, from its menu column: the daily puzzle, the stream, the rating.

    Daily puzzle       today's, the same for everyone (made from the date); solved or not
    Puzzle stream      puzzles near the player's rating, made in the background as needed
    Your rating        Glicko-2, "?" while still uncertain; the last attempts beside it

The daily puzzle and new stream puzzles are made by the session's
`puzzle_source` off the drawing thread; the page polls it each frame and asks
for frames only while something is being made. The day is the frame's
(`statistics.today`; a test may set the `quarto.today` service).
"""

from __future__ import annotations

import datetime
from typing import Any

import pygame

from quarto_app.frame import intents, statistics, text
from quarto_app.frame.button_column import ButtonColumn
from quarto_app.frame.i18n import text as words
from quarto_app.frame.requests import Reply
from quarto_app.frame.scene import Scene
from quarto_app.frame.theme import colours
from quarto_app.frame.widgets import Button

from ..puzzles import PlayerRating, daily_win_in
from .puzzle_record import PuzzleRecord
from .puzzle_source import PuzzleKind, puzzle_source

RECENT = 8  # attempts listed
TODAY = "quarto.today"


class PuzzleHub(Scene):
    """The puzzles' page (see the module's notes)."""

    def __init__(self, app: Any, *, game: str = "quarto") -> None:
        super().__init__(app)
        self.record = PuzzleRecord(app)
        self.source = puzzle_source(app)
        self.day: datetime.date = app.services.get(TODAY, statistics.today)()
        self.daily_button = Button(words("quarto.puzzle.daily"), self.open_daily)
        self.stream_button = Button(words("quarto.puzzle.stream"), self.open_stream)
        self.back_button = Button(words("quarto.puzzle.back_menu"), self.app.router.pop)
        self.column = ButtonColumn([self.daily_button, self.stream_button, self.back_button])
        self.size = (1280, 800)
        self.scale = 1.0
        self.waiting_stream = False  # the player asked for a stream puzzle not made yet
        self.load()

    # --- what the page shows -----------------------------------------------------------

    def load(self) -> None:
        """Read the rating and the history again (after an attempt)."""
        self.rating: PlayerRating = self.record.rating()
        self.recent = self.record.recent(RECENT)
        self.seen = self.record.seen()
        self._daily_known: tuple[str, str] | None = None  # (puzzle key, state key)
        self.source.want_daily(self.day)
        self.source.refill(self.rating.rating, self.seen)
        self._buttons()

    def _buttons(self) -> None:
        self.daily_button.enabled = self.source.daily(self.day) is not None
        self.stream_button.enabled = not self.waiting_stream

    def rating_words(self) -> str:
        key = (
            "quarto.puzzle.rating_provisional"
            if self.rating.provisional
            else "quarto.puzzle.rating"
        )
        return words(key, rating=self.rating.shown)

    def daily_words(self) -> str:
        puzzle = self.source.daily(self.day)
        when = words(
            "quarto.puzzle.daily_line",
            date=self.day.isoformat(),
            count=daily_win_in(self.day),
        )
        if puzzle is None and self.source.daily_failed(self.day):
            state = words("quarto.puzzle.daily_unavailable")
        elif puzzle is None:
            state = words("quarto.puzzle.daily_making")
        else:
            state = words(self._daily_state(puzzle.key))
        return words("quarto.puzzle.daily_state", when=when, state=state)

    def _daily_state(self, key: str) -> str:
        """The daily puzzle's state's key, read from the history once per puzzle and load
        (the page draws often while a puzzle is being made)."""
        if self._daily_known is None or self._daily_known[0] != key:
            if self.record.solved(key):
                state = "quarto.puzzle.daily_solved"
            elif self.record.tried(key):
                state = "quarto.puzzle.daily_failed"
            else:
                state = "quarto.puzzle.daily_new"
            self._daily_known = (key, state)
        return self._daily_known[1]

    def stream_words(self) -> str:
        if self.waiting_stream:
            return words("quarto.puzzle.stream_making")
        return words("quarto.puzzle.stream_line", rating=self.rating.shown)

    def attempt_lines(self) -> list[tuple[str, str]]:
        """The recent attempts in words, newest first, each with its tone."""
        said = []
        for past, change in self.recent:
            attempt = past.attempt
            key = (
                "quarto.puzzle.attempt_solved" if attempt.solved else "quarto.puzzle.attempt_failed"
            )
            if change is None:
                change_words = ""
            else:
                sign = "+" if change >= 0 else "\u2212"
                change_words = f"{sign}{abs(change)}"
            said.append(
                (
                    words(
                        key,
                        date=attempt.played_on.isoformat(),
                        rating=round(attempt.puzzle_rating),
                        change=change_words,
                    ),
                    "good" if attempt.solved else "bad",
                )
            )
        return said

    # --- opening a puzzle ----------------------------------------------------------------

    def open_daily(self) -> None:
        puzzle = self.source.daily(self.day)
        if puzzle is not None:
            self.app.router.push("quarto.puzzle", puzzle=puzzle, kind=PuzzleKind.DAILY)

    def open_stream(self) -> None:
        puzzle = self.source.next_for(self.rating.rating, self.seen, self.app.rng)
        if puzzle is None:
            self.waiting_stream = True  # opened as soon as one is made
            self._buttons()
            return
        self.waiting_stream = False
        self.app.router.push("quarto.puzzle", puzzle=puzzle, kind=PuzzleKind.STREAM)

    # --- scene hooks -----------------------------------------------------------------------

    def uncovered(self, reply: Reply) -> None:
        self.load()

    def left(self) -> None:
        self.source.close()  # nothing is made for a page nobody looks at

    def update(self, dt: float) -> None:
        self.source.poll()
        if self.waiting_stream and self.app.top is self:
            puzzle = self.source.next_for(self.rating.rating, self.seen, self.app.rng)
            if puzzle is not None:
                self.waiting_stream = False
                self.app.router.push("quarto.puzzle", puzzle=puzzle, kind=PuzzleKind.STREAM)
        self._buttons()

    def animating(self) -> bool:
        return self.source.making  # frames only while a puzzle is being made

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.scale = s = min(size[0] / 1280, size[1] / 800)
        width, height = round(440 * s), round(64 * s)
        left = round(size[0] * 0.3)
        self.daily_button.rect = pygame.Rect(0, round(210 * s), width, height)
        self.stream_button.rect = pygame.Rect(0, round(380 * s), width, height)
        for button in (self.daily_button, self.stream_button):
            button.rect.centerx = left
        self.back_button.rect = pygame.Rect(0, size[1] - round(110 * s), round(260 * s), height)
        self.back_button.rect.centerx = size[0] // 2

    def handle(self, intent: intents.Intent) -> None:
        if isinstance(intent, intents.Cancel):
            self.app.router.pop()
            return
        self.column.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        palette = colours()
        s = self.scale
        surface.fill(palette.background)
        centre = self.size[0] // 2
        text.draw(
            surface,
            words("quarto.puzzle.page_title"),
            round(64 * s),
            palette.accent,
            bold=True,
            center=(centre, round(60 * s)),
        )
        text.draw(
            surface,
            self.rating_words(),
            round(34 * s),
            palette.text,
            center=(centre, round(128 * s)),
            max_width=self.size[0] - round(40 * s),
        )
        self.column.draw(surface, round(32 * s))
        room = round(520 * s)
        for button, said in (
            (self.daily_button, self.daily_words()),
            (self.stream_button, self.stream_words()),
        ):
            y = button.rect.bottom + round(26 * s)
            for line in text.wrap(said, round(25 * s), room)[:3]:
                text.draw(
                    surface, line, round(25 * s), palette.text_dim, center=(button.rect.centerx, y)
                )
                y += round(30 * s)
        self._draw_recent(surface)

    def _draw_recent(self, surface: pygame.Surface) -> None:
        palette = colours()
        s = self.scale
        x = round(self.size[0] * 0.58)
        room = self.size[0] - x - round(40 * s)
        y = round(210 * s)
        text.draw(
            surface,
            words("quarto.puzzle.recent"),
            round(30 * s),
            palette.accent,
            bold=True,
            midleft=(x, y),
            max_width=room,
        )
        y += round(48 * s)
        lines = self.attempt_lines()
        if not lines:
            text.draw(
                surface,
                words("quarto.puzzle.no_attempts"),
                round(25 * s),
                palette.text_dim,
                midleft=(x, y),
                max_width=room,
            )
            return
        for said, tone in lines:
            text.draw(
                surface, said, round(25 * s), getattr(palette, tone), midleft=(x, y), max_width=room
            )
            y += round(36 * s)
