"""A second game plugs in with its own package and one registry entry; the frame is untouched.

The toy game here ("tally": each player in turn adds one; the first to make
the count reach the target wins) is written the way a game of the app is:
a pure core, a record reader and writer, a play scene, and a `Game`
description. Given to the app beside Quarto, it appears in the menu, gets a
setup screen for 2 to 4 seats built from its own options, starts its own play
screen, and keeps its own autosave.
"""

from __future__ import annotations

import json
import random
import tempfile
from dataclasses import dataclass, field, replace
from enum import Enum
from pathlib import Path

import pygame
import pytest
from test_gui_helpers import post_click

from quarto_app.app import GAMES, register_scenes
from quarto_app.coded import CodedError
from quarto_app.frame import intents, saving, starting
from quarto_app.frame.game import Game, MenuEntry, Option, Saved, Seat, Setup
from quarto_app.frame.i18n import text
from quarto_app.frame.loop import App, Pace
from quarto_app.frame.requests import Ask
from quarto_app.frame.scene import Scene
from quarto_app.frame.scenes.menu import MenuScene
from quarto_app.frame.scenes.setup import SetupScene
from quarto_app.frame.window import open_window
from quarto_app.platform.settings import load_settings

# --- the toy game's core, record and screen ----------------------------------------------


@dataclass
class Tally:
    target: int
    seats: int
    count: int = 0
    moves: list[int] = field(default_factory=list)

    @property
    def winner(self) -> int | None:
        return (len(self.moves) - 1) % self.seats if self.count >= self.target else None

    def add(self) -> None:
        self.count += 1
        self.moves.append(self.count)


class TallyCode(Enum):
    DAMAGED = "damaged"


class TallyError(CodedError):
    pass


def read(text: str) -> Saved:
    try:
        data = json.loads(text)
        seats = tuple(Seat(s["name"], s["level"]) for s in data["seats"])
        setup = Setup("tally", seats, {"target": str(data["target"])})
        match = Tally(int(data["target"]), len(seats))
    except (ValueError, KeyError, TypeError):
        raise TallyError(TallyCode.DAMAGED) from None
    for _ in range(int(data["count"])):
        match.add()
    return Saved(setup, match, match.winner is not None)


def write(saved: Saved) -> str:
    return json.dumps(
        {
            "game": "tally",
            "seats": [{"name": s.name, "level": s.level} for s in saved.setup.seats],
            "target": saved.match.target,
            "count": saved.match.count,
        }
    )


class TallyScene(Scene):
    def __init__(self, app, *, setup: Setup, saved: Saved | None = None, attract: bool = False):
        super().__init__(app)
        self.setup = setup
        self.match = saved.match if saved else Tally(int(setup.options["target"]), len(setup.seats))

    def add(self) -> None:
        self.match.add()
        saving.keep(self.app.game("tally"), Saved(self.setup, self.match, False))

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((0, 0, 0))


TALLY = Game(
    id="tally",
    title="tally.title",
    tagline=("tally.tagline",),
    seat_counts=(2, 3, 4),
    seat_label=lambda seat, seats: f"Player {seat + 1}",
    default_names=("tally.name.1", "tally.name.2", "tally.name.3", "tally.name.4"),
    levels=(),
    demo_levels=(),
    level_words=lambda level: level,
    level_blurb=lambda level: level,
    quick_level="",
    options=(Option("target", "tally.target", ("5", "10"), ("tally.five", "tally.ten"), "5"),),
    check_options=lambda options: None,
    starter_words="tally.starter",
    play_scene="tally.play",
    scenes=lambda: {"tally.play": TallyScene},
    read_record=read,
    write_record=write,
    explain=str,
)

# --- the app with both games ---------------------------------------------------------------


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    monkeypatch.setenv("QUARTO_USER_DIR", str(tmp_path))
    pygame.display.init()
    pygame.font.init()
    open_window((1280, 800))
    settings = load_settings(Path(tempfile.mkdtemp()) / "settings.json")
    app = App(games=(*GAMES, TALLY), settings=settings, pace=Pace(), rng=random.Random(1))
    register_scenes(app)  # the app's own wiring, with one more entry in the list
    app.autosave = True
    app.router.reset("menu")
    yield app
    app.close()
    pygame.quit()


def test_the_menu_offers_the_second_game_and_its_setup_has_its_seats_and_options(
    app: App,
) -> None:
    menu = app.top
    assert isinstance(menu, MenuScene) and menu.game.id == "quarto"
    # Every game side by side: the toy game's column, with its title and its own buttons.
    tally = next(column for column in menu.columns if column.game is TALLY)
    assert [column.game.id for column in menu.columns] == [g.id for g in (*GAMES, TALLY)]
    setup_label = text("frame.menu.setup")
    post_click(next(b for b in tally.buttons if b.label == setup_label).rect.center)
    app.run_frames(1)
    setup = app.top
    assert isinstance(setup, SetupScene) and setup.game is TALLY
    setup.players.step(1)  # 3 players
    assert setup.setup().options == {"target": "5"}
    assert len(setup.setup().seats) == 3
    setup.options[0].step(1)  # the game's own option: a target of 10
    setup.start()
    app.run_frames(1)
    play = app.top
    assert isinstance(play, TallyScene)
    assert play.match.target == 10 and play.match.seats == 3


def test_the_second_game_keeps_its_own_autosave_beside_quartos(app: App) -> None:
    setup = Setup("tally", (Seat("Ann"), Seat("Bo")), {"target": "5"})
    starting.start(app, setup)
    play = app.top
    play.add()
    play.add()
    saved, damaged = saving.unfinished(TALLY)
    assert damaged is None and saved.match.count == 2
    quarto_saved, _ = saving.unfinished(app.game("quarto"))
    assert quarto_saved is None  # each game its own file
    app.router.reset("menu")
    menu = app.top
    tally = next(column for column in menu.columns if column.game is TALLY)
    assert tally.saved is not None and tally.saved.setup.names == ("Ann", "Bo")


class TallyRulesScene(Scene):
    """A game's own page, opened from its menu column."""

    def __init__(self, app, *, game: str) -> None:
        super().__init__(app)
        self.game = game

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((0, 0, 0))


def test_a_games_own_screens_are_buttons_of_its_column_by_pointer_and_keyboard(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    entries = (MenuEntry("tally.rules", "tally.rules"), MenuEntry("tally.more", "tally.more"))
    game = replace(
        TALLY,
        menu_entries=entries,
        scenes=lambda: {
            "tally.play": TallyScene,
            "tally.rules": TallyRulesScene,
            "tally.more": TallyRulesScene,
        },
    )
    monkeypatch.setenv("QUARTO_USER_DIR", str(tmp_path))
    pygame.display.init()
    pygame.font.init()
    open_window((1280, 800))
    settings = load_settings(Path(tempfile.mkdtemp()) / "settings.json")
    app = App(games=(game,), settings=settings, pace=Pace(), rng=random.Random(1))
    register_scenes(app)
    try:
        app.router.reset("menu")
        menu = app.top
        column = menu.columns[0]
        # Watch, Saved games and the two entries: smaller buttons, two to a row, inside
        # the column.
        watch, saved = column.rows[-2]
        rules, more = column.rows[-1]
        assert watch.label == text("frame.menu.watch")
        assert saved.label == text("frame.menu.saved_games") and rules.label == text("tally.rules")
        assert more.rect.left > rules.rect.right and more.rect.top == rules.rect.top
        assert rules.rect.top > watch.rect.bottom
        assert column.area.contains(watch.rect.union(saved.rect).union(more.rect))
        post_click(rules.rect.center)
        app.run_frames(1)
        assert isinstance(app.top, TallyRulesScene)
        assert (app.top.game, app.top.asked) == ("tally", Ask.PAGE)
        # The keyboard, on a new menu (the focus on the first button): down the column
        # to Watch (the first arrow only shows the focus), right along its row to Saved
        # games, down to the entry under it.
        app.router.reset("menu")
        menu = app.top
        for _ in range(4):
            menu.handle(intents.Navigate(0, 1))
        assert menu.column.buttons[menu.column.focus].label == text("frame.menu.watch")
        menu.handle(intents.Navigate(1, 0))
        assert menu.column.buttons[menu.column.focus].label == text("frame.menu.saved_games")
        menu.handle(intents.Navigate(0, 1))
        assert menu.column.buttons[menu.column.focus].label == text("tally.more")
        menu.handle(intents.Activate())
        app.run_frames(1)
        assert isinstance(app.top, TallyRulesScene)
    finally:
        app.close()
        pygame.quit()
