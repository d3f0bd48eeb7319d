"""The title screen: one button to play at once, the rest one click away.

It shows one game at a time (a button switches between them when there are
several) and offers to continue that game's unfinished autosave. Starting a
new game while one is saved asks first, so no game is lost by a click.
"""

from __future__ import annotations

from typing import Any

import pygame

from .. import intents, saving, starting, text
from ..button_column import ButtonColumn
from ..game import Game, Saved, Setup
from ..i18n import text as words
from ..requests import Answer, Ask, Reply
from ..scene import Scene
from ..theme import colours
from ..widgets import Button


class MenuScene(Scene):
    """Continue, Play against the computer, Two players, Game setup, Watch, About, Quit."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        ids = [game.id for game in app.games]
        chosen = app.settings.get("menu_game")
        self.game_index = ids.index(chosen) if chosen in ids else 0
        self.saved: Saved | None = None
        self.message = " ".join(app.messages)  # told once: the next menu is quiet
        app.messages.clear()
        self._waiting: Setup | None = None  # a new game to start once the player answers
        self.size = (1280, 800)
        self.scale = 1.0
        self._build()

    @property
    def game(self) -> Game:
        return self.app.games[self.game_index]

    def _build(self) -> None:
        game = self.game
        self.saved, damaged = saving.unfinished(game) if self.app.autosave else (None, None)
        if damaged is not None:
            self.message = f"{self.message} {damaged.words()}".strip()
        buttons = []
        if len(self.app.games) > 1:
            buttons.append(Button(words("frame.menu.game", game=words(game.title)), self.next_game))
        if self.saved is not None:
            who = starting.together(self.saved.setup.names)
            buttons.append(Button(words("frame.menu.continue", players=who), self.resume))
        most = max(game.seat_counts)
        people = (
            words("frame.menu.people") if most == 2 else words("frame.menu.people_many", most=most)
        )
        buttons += [
            Button(words("frame.menu.computer"), self.play_computer),
            Button(people, self.play_people),
            Button(words("frame.menu.setup"), self.open_setup),
            Button(words("frame.menu.watch"), self.watch),
            Button(words("frame.menu.about"), self.about),
            Button(words("frame.menu.quit"), self.quit),
        ]
        self.column = ButtonColumn(buttons)
        self.resize(self.size)

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.scale = s = min(size[0] / 1280, size[1] / 800)
        count = len(self.column.buttons)
        height = min(round(52 * s), (size[1] - round(350 * s)) // max(count, 1))
        self.column.place(size[0] // 2, round(290 * s), round(440 * s), height, round(12 * s))

    def handle(self, intent: intents.Intent) -> None:
        if isinstance(intent, intents.Cancel):
            return
        self.column.handle(intent)

    def uncovered(self, reply: Reply) -> None:
        waiting, self._waiting = self._waiting, None
        if reply.is_(Ask.REPLACE, Answer.CONTINUE):
            self.resume()
        elif reply.is_(Ask.REPLACE, Answer.NEW) and waiting is not None:
            starting.start(self.app, waiting)

    # --- the buttons ---------------------------------------------------------------

    def next_game(self) -> None:
        self.game_index = (self.game_index + 1) % len(self.app.games)
        self.app.settings["menu_game"] = self.game.id
        self.message = ""
        self._build()

    def resume(self) -> None:
        """Carry on with the game left unfinished (the autosave)."""
        saved = self.saved
        assert saved is not None
        starting.start(self.app, saved.setup, saved)

    def play_computer(self) -> None:
        self._start(starting.against_the_computer(self.app, self.game))

    def play_people(self) -> None:
        self._start(starting.between_people(self.app, self.game))

    def _start(self, setup: Setup) -> None:
        if self.saved is None:
            starting.start(self.app, setup)
            return
        self._waiting = setup
        starting.ask_before_replacing(self.app, self.saved)

    def open_setup(self) -> None:
        self.app.router.push("setup", game=self.game.id)

    def watch(self) -> None:
        starting.start(self.app, starting.demo(self.game), attract=True)

    def about(self) -> None:
        self.app.router.push("about")

    def quit(self) -> None:
        self.app.running = False

    def draw(self, surface: pygame.Surface) -> None:
        palette = colours()
        s = self.scale
        surface.fill(palette.background)
        centre = self.size[0] // 2
        game = self.game
        text.draw(
            surface,
            words(game.title).upper(),
            round(120 * s),
            palette.accent,
            bold=True,
            center=(centre, round(130 * s)),
        )
        for index, line in enumerate(game.tagline[:2]):
            text.draw(
                surface,
                words(line),
                round(30 * s),
                palette.text_dim,
                center=(centre, round((215 + 35 * index) * s)),
                max_width=self.size[0] - 40,
            )
        self.column.draw(surface, round(30 * s))
        if self.message:
            lines = text.wrap(self.message, round(22 * s), self.size[0] - 40)[:2]
            for index, line in enumerate(lines):
                y = self.size[1] - round((78 - 22 * index) * s)
                text.draw(surface, line, round(22 * s), palette.bad, center=(centre, y))
        text.draw(
            surface,
            words("frame.menu.keys"),
            round(22 * s),
            palette.text_dim,
            center=(centre, self.size[1] - round(30 * s)),
            max_width=self.size[0] - 40,
        )
