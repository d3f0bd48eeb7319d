"""Menu, game setup, About and the smoke run: the way from starting the app to a game."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from test_gui_helpers import SCREENSHOTS, make_app, post_click, post_key, save

from quarto_app import __version__
from quarto_app.frame import intents
from quarto_app.frame.loop import App
from quarto_app.frame.scenes.about import AboutScene
from quarto_app.frame.scenes.dice import DiceScene
from quarto_app.frame.scenes.menu import MenuScene
from quarto_app.frame.scenes.setup import SetupScene
from quarto_app.games.quarto.match import Calling, FalseCallRule
from quarto_app.games.quarto.screen.game_setup import GameSetup
from quarto_app.games.quarto.screen.scene import PlayScene

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(params=[(1280, 800), (960, 600)], ids=["1280x800", "960x600"])
def app(request: pytest.FixtureRequest) -> App:
    app = make_app(request.param)
    app.push(MenuScene(app))
    app.run_frames(1)
    yield app
    app.reset_scenes()
    pygame.quit()


def next_arrow(rect: pygame.Rect) -> tuple[int, int]:
    """Just inside the right end of a choice, where its ">" is."""
    return (rect.right - 6, rect.centery)


def size_name(app: App) -> str:
    return "x".join(map(str, app.size))


def test_one_key_from_the_menu_to_a_game_against_the_computer(app: App) -> None:
    save(app, f"menu_{size_name(app)}.png")
    post_key(pygame.K_RETURN)
    app.run_frames(1)
    play = app.find(PlayScene)
    assert isinstance(play, PlayScene)
    assert play.setup.levels == (None, "Easy")
    assert isinstance(app.top, DiceScene)  # who starts: the seeds' dice roll


def test_the_about_box_credits_gigamic_and_shows_the_version(app: App) -> None:
    menu = app.top
    about_button = menu.column.buttons[4]
    assert about_button.label == "About"
    post_click(about_button.rect.center)
    app.run_frames(1)
    assert isinstance(app.top, AboutScene)
    from quarto_app.frame.scenes.about import CREDIT

    for credit in ("Blaise Muller", "Gigamic", "fan-made", "Petr Doubek", "Loris Games"):
        assert credit in CREDIT
    assert __version__
    save(app, f"about_{size_name(app)}.png")
    post_key(pygame.K_ESCAPE)
    app.run_frames(1)
    assert isinstance(app.top, MenuScene)


def test_setup_by_keyboard_builds_the_game_it_shows(app: App) -> None:
    setup = SetupScene(app, GameSetup())
    app.push(setup)
    app.run_frames(1)
    save(app, f"setup_{size_name(app)}.png")
    # Down from the top: Opponent, Left player's name.
    setup.focus = 0
    setup.focus_visible = True
    post_key(pygame.K_RIGHT)  # Opponent: the computer
    app.run_frames(1)
    assert setup.mode.value == "The computer"
    post_key(pygame.K_DOWN)  # Your name (the right seat is the computer's)
    app.run_frames(1)
    assert setup.wants_text
    for _ in range(4):
        post_key(pygame.K_BACKSPACE)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Zoé"))
    post_key(pygame.K_q)  # while typing, Q is a letter, not a call
    app.run_frames(1)
    assert setup.names[0].text == "Zoé"
    post_key(pygame.K_DOWN)  # skips the computer's name: Computer level
    post_key(pygame.K_RIGHT)
    post_key(pygame.K_RIGHT)  # Easy -> Medium -> Hard
    app.run_frames(1)
    assert setup.level.value == "Hard"
    game = setup.game_setup()
    assert game.levels == (None, "Hard")
    assert game.settings.names == ("Zoé", "Computer (Hard)")


def test_setup_rules_and_the_last_attribute_cannot_be_switched_off(app: App) -> None:
    setup = SetupScene(app, GameSetup())
    app.push(setup)
    app.run_frames(1)
    post_click(next_arrow(setup.board.rect))
    for choice in setup.attributes[1:]:
        post_click(next_arrow(choice.rect))
    post_click(next_arrow(setup.calling.rect))
    post_click(next_arrow(setup.clock.rect))
    app.run_frames(1)
    assert setup.board.value == "Lines and 2x2 squares"
    assert not setup.window.enabled and not setup.false_call.enabled
    post_click(next_arrow(setup.attributes[0].rect))  # the last one that counts
    app.run_frames(1)
    assert setup.attributes[0].value == "Yes"
    assert setup.message == "At least one attribute must count"
    game = setup.game_setup()
    options = game.settings.options
    assert options.squares and options.attributes == 0b0001
    assert game.settings.calling is Calling.AUTOMATIC
    assert game.settings.move_clock == 60.0
    post_click(next_arrow(setup.calling.rect))
    post_click(next_arrow(setup.false_call.rect))
    post_click(next_arrow(setup.window.rect))
    app.run_frames(1)
    game = setup.game_setup()
    assert game.settings.false_call is FalseCallRule.LOSE
    assert game.settings.steal_window == 8.0
    save(app, f"setup_changed_{size_name(app)}.png")
    post_click(setup.start_button.rect.center)
    app.run_frames(1)
    play = app.find(PlayScene)
    assert play is not None and play.match.settings == game.settings


def test_intents_come_from_one_translation() -> None:
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 20), button=1)
    assert intents.translate(down) == intents.PointerDown((10, 20))
    right = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 20), button=3)
    assert intents.translate(right) == intents.Cancel()
    q = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q, mod=0, unicode="q")
    assert intents.translate(q) == intents.CallQuarto(0)
    assert intents.translate(q, typing=True) is None
    shift_tab = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=pygame.KMOD_LSHIFT)
    assert intents.translate(shift_tab) == intents.NextFocus(back=True)
    lshift = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=pygame.KMOD_LSHIFT)
    assert intents.translate(lshift) is None  # Shift alone never calls QUARTO!
    undo = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL)
    assert intents.translate(undo) == intents.Undo()


def test_smoke_run_plays_a_computer_game_and_saves_a_screenshot(tmp_path: Path) -> None:
    shot = tmp_path / "smoke.png"
    env = {"PATH": "/usr/bin:/bin", "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run(
        [sys.executable, "main.py", "--smoke", "--screenshot", str(shot)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "smoke:" in done.stdout
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1280, 800)
    SCREENSHOTS.mkdir(exist_ok=True)
    (SCREENSHOTS / "smoke_1280x800.png").write_bytes(shot.read_bytes())


def test_a_game_left_unfinished_is_offered_again_from_the_menu(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("QUARTO_USER_DIR", str(tmp_path))
    app.autosave = True
    play = PlayScene(app, GameSetup(starter=0))
    app.reset_to(play)
    app.run_frames(1)
    assert play.give(7)
    assert play.place(10)
    assert play.give(2)
    play.leave_to_menu()
    app.run_frames(1)
    menu = app.top
    assert isinstance(menu, MenuScene)
    assert menu.column.buttons[0].label == "Continue the saved game"
    save(app, f"menu_continue_{size_name(app)}.png")
    post_key(pygame.K_RETURN)
    app.run_frames(1)
    resumed = app.top
    assert isinstance(resumed, PlayScene) and resumed is not play
    assert resumed.match.position == play.match.position
    assert resumed.match.settings.names == ("Anna", "Ben")
    assert resumed.status_line() == "Anna: place the piece"
