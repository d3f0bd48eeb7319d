"""Menu, game setup, About and the smoke run: the way from starting the app to a game."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from test_gui_helpers import SCREENSHOTS, make_app, post_click, post_key, quarto_setup, save

from quarto_app.frame import intents, saving, starting
from quarto_app.frame.game import Saved
from quarto_app.frame.i18n import text
from quarto_app.frame.loop import App, Pace
from quarto_app.frame.requests import Answer
from quarto_app.frame.scenes.about import AboutScene
from quarto_app.frame.scenes.dice import DiceScene
from quarto_app.frame.scenes.menu import MenuScene
from quarto_app.frame.scenes.panel import PanelScene
from quarto_app.frame.scenes.setup import SetupScene
from quarto_app.games.quarto.match import Calling, FalseCallRule, Match
from quarto_app.games.quarto.screen import say
from quarto_app.games.quarto.screen.scene import PlayScene
from quarto_app.games.quarto.setup_options import settings_for
from quarto_app.platform.settings import load_settings

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(params=[(1280, 800), (960, 600)], ids=["1280x800", "960x600"])
def app(request: pytest.FixtureRequest) -> App:
    app = make_app(request.param)
    app.router.reset("menu")
    app.run_frames(1)
    yield app
    app.close()
    pygame.quit()


def next_arrow(rect: pygame.Rect) -> tuple[int, int]:
    """Just inside the right end of a choice, where its ">" is."""
    return (rect.right - 6, rect.centery)


def size_name(app: App) -> str:
    return "x".join(map(str, app.size))


def button(menu: MenuScene, key: str):
    label = text(key)
    return next(b for b in menu.column.buttons if b.label == label)


def test_one_key_from_the_menu_to_a_game_against_the_computer(app: App) -> None:
    save(app, f"menu_{size_name(app)}.png")
    post_key(pygame.K_RETURN)
    app.run_frames(1)
    play = app.find(PlayScene)
    assert isinstance(play, PlayScene)
    assert [seat.level for seat in play.setup.seats] == [None, "Easy"]
    assert isinstance(app.top, DiceScene)  # who starts: the seeds' dice roll


def test_the_about_box_credits_the_publishers_and_shows_the_version(app: App) -> None:
    menu = app.top
    post_click(button(menu, "frame.menu.about").rect.center)
    app.run_frames(1)
    assert isinstance(app.top, AboutScene)
    credit = text("frame.about.credit")
    for name in ("Blaise Muller", "Gigamic", "fan-made", "Petr Doubek", "Loris Games"):
        assert name in credit
    assert any(line == credit for line, _ in app.top.paragraphs())
    save(app, f"about_{size_name(app)}.png")
    post_key(pygame.K_ESCAPE)
    app.run_frames(1)
    assert isinstance(app.top, MenuScene)


def open_setup(app: App) -> SetupScene:
    app.router.push("setup", game="quarto")
    app.run_frames(1)
    setup = app.top
    assert isinstance(setup, SetupScene)
    return setup


def test_setup_by_keyboard_builds_the_game_it_shows(app: App) -> None:
    setup = open_setup(app)
    save(app, f"setup_{size_name(app)}.png")
    # From the top: the left player's name, who plays the left seat, the right player's name...
    setup.focus = setup.widgets.index(setup.played_by[1])
    setup.focus_visible = True
    post_key(pygame.K_RIGHT)  # the right seat: the computer, Beginner
    post_key(pygame.K_RIGHT)  # ... Easy
    app.run_frames(1)
    assert setup.played_by[1].value == text("frame.setup.computer_level", level="Easy")
    assert not setup.names[1].enabled  # the computer's name is its level's
    setup.focus = setup.widgets.index(setup.names[0])
    app.run_frames(1)
    assert setup.wants_text
    for _ in range(4):
        post_key(pygame.K_BACKSPACE)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Zoé"))
    post_key(pygame.K_q)  # while typing, Q is a letter, not a call
    app.run_frames(1)
    assert setup.names[0].text == "Zoé"
    game = setup.setup()
    assert [seat.level for seat in game.seats] == [None, "Easy"]
    assert game.names == ("Zoé", starting.computer_name(app.game("quarto"), "Easy"))


def test_a_name_field_refuses_more_than_its_limit_and_says_it(app: App) -> None:
    setup = open_setup(app)
    field = setup.names[0]
    setup.focus = setup.widgets.index(field)
    setup.focus_visible = True
    field.text = ""
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Zoë the Great Long-Named Player"))
    app.run_frames(1)
    assert len(field.text) == field.max_length == 24
    assert field.text == "Zoë the Great Long-Named Player"[:24]
    save(app, f"setup_long_name_{size_name(app)}.png")


def test_setup_rules_and_the_last_attribute_cannot_be_switched_off(app: App) -> None:
    setup = open_setup(app)
    by_key = {
        option.key: choice
        for option, choice in zip(app.game("quarto").options, setup.options, strict=True)
    }
    post_click(next_arrow(by_key["board"].rect))
    for key in ("shape", "height", "top"):
        post_click(next_arrow(by_key[key].rect))
    post_click(next_arrow(by_key["calling"].rect))
    post_click(next_arrow(by_key["clock"].rect))
    app.run_frames(1)
    assert setup.option_values()["board"] == "squares"
    assert not by_key["steal_window"].enabled and not by_key["false_call"].enabled
    post_click(next_arrow(by_key["color"].rect))  # the last one that counts
    app.run_frames(1)
    assert setup.option_values()["color"] == "yes"
    assert setup.message == text("quarto.setup.one_attribute")
    settings = settings_for(setup.setup())
    assert settings.options.squares and settings.options.attributes == 0b0001
    assert settings.calling is Calling.AUTOMATIC
    assert settings.move_clock == 60.0
    post_click(next_arrow(by_key["calling"].rect))
    post_click(next_arrow(by_key["false_call"].rect))
    post_click(next_arrow(by_key["steal_window"].rect))
    app.run_frames(1)
    settings = settings_for(setup.setup())
    assert settings.false_call is FalseCallRule.LOSE
    assert settings.steal_window == 8.0
    save(app, f"setup_changed_{size_name(app)}.png")
    post_click(setup.start_button.rect.center)
    app.run_frames(1)
    play = app.find(PlayScene)
    assert play is not None and play.match.settings == settings


def test_setup_choices_stick_from_the_menu_and_after_a_restart(app: App) -> None:
    setup = open_setup(app)
    setup.played_by[1].step(1)
    setup.played_by[1].step(1)
    setup.played_by[1].step(1)  # the right seat: the computer, Medium
    board = setup.options[0]
    board.step(1)  # 2x2 squares
    post_click(setup.start_button.rect.center)
    app.run_frames(1)
    assert app.find(PlayScene) is not None
    app.router.reset("menu")
    app.run_frames(1)
    post_click(button(app.top, "frame.menu.computer").rect.center)
    app.run_frames(1)
    play = app.find(PlayScene)
    assert [seat.level for seat in play.setup.seats] == [None, "Medium"]
    assert play.match.settings.options.squares
    # A new app on the same settings file: the setup screen opens on the same choices.
    again = make_app(app.size)
    again.settings = load_settings(app.settings.path)
    again.router.reset("menu")
    again.router.push("setup", game="quarto")
    reopened = again.top
    assert [seat.level for seat in reopened.setup().seats] == [None, "Medium"]
    assert reopened.option_values()["board"] == "squares"
    again.close()


def test_intents_come_from_one_translation() -> None:
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 20), button=1)
    assert intents.translate(down) == intents.PointerDown((10, 20))
    right = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 20), button=3)
    assert intents.translate(right) == intents.Cancel()
    q = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q, mod=0, unicode="q")
    assert intents.translate(q) == intents.Call(0)
    assert intents.translate(q, typing=True) is None
    shift_tab = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=pygame.KMOD_LSHIFT)
    assert intents.translate(shift_tab) == intents.NextFocus(back=True)
    lshift = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=pygame.KMOD_LSHIFT)
    assert intents.translate(lshift) is None  # Shift alone never calls QUARTO!
    undo = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL)
    assert intents.translate(undo) == intents.Undo()
    f11 = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0)
    assert intents.translate(f11) == intents.ToggleFullscreen()
    alt_enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=pygame.KMOD_LALT)
    assert intents.translate(alt_enter) == intents.ToggleFullscreen()
    for mod in (pygame.KMOD_LCTRL, pygame.KMOD_RSHIFT, pygame.KMOD_LMETA):
        held = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=mod)
        assert intents.translate(held) is None  # never an Activate
    plain = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0)
    assert intents.translate(plain) == intents.Activate()


def test_the_window_size_is_remembered(app: App) -> None:
    pygame.display.set_mode((1100, 700), pygame.RESIZABLE)
    app.run_frames(1)
    assert app.settings["window_size"] == [1100, 700]
    moved = pygame.event.Event(pygame.WINDOWMOVED, x=40, y=50)
    app.handle_event(moved)
    assert app.settings["window_position"] == [40, 50]


def test_smoke_run_plays_a_computer_game_and_saves_a_screenshot(tmp_path: Path) -> None:
    shot = tmp_path / "smoke.png"
    env = {
        "PATH": "/usr/bin:/bin",
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "QUARTO_USER_DIR": str(tmp_path / "user"),
    }
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
    assert not (tmp_path / "user" / "config" / "settings.json").exists()  # nothing remembered
    assert not (tmp_path / "user" / "data" / "stats.sqlite3").exists()  # nor counted


def leave_a_game_unfinished(app: App) -> PlayScene:
    app.autosave = True
    starting.start(app, quarto_setup())
    play = app.top
    app.run_frames(1)
    assert play.table.give(7)
    assert play.table.place(10)
    assert play.table.give(2)
    play.leave()
    app.run_frames(1)
    return play


@pytest.fixture
def own_saves(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("QUARTO_USER_DIR", str(tmp_path))
    return tmp_path


def test_a_game_left_unfinished_is_offered_again_from_the_menu(app: App, own_saves) -> None:
    play = leave_a_game_unfinished(app)
    menu = app.top
    assert isinstance(menu, MenuScene)
    assert menu.column.buttons[0].label == text("frame.menu.continue", players="Anna and Ben")
    save(app, f"menu_continue_{size_name(app)}.png")
    post_key(pygame.K_RETURN)
    app.run_frames(1)
    resumed = app.top
    assert isinstance(resumed, PlayScene) and resumed is not play
    assert resumed.match.position == play.match.position
    assert resumed.names == ("Anna", "Ben")
    assert say.status(resumed.table) == text("quarto.status.place", player="Anna")


def test_continue_with_two_24_character_names_reads_whole(
    app: App, own_saves, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 28: the Continue button wraps the players' names before it cuts them."""
    from quarto_app.frame import text as frame_text

    names = ("Bartholomew Featherstone", "Wilhelmina Ravensbourne")
    app.autosave = True
    starting.start(app, quarto_setup(names))
    assert app.top.table.give(7)
    app.top.leave()
    app.run_frames(1)
    menu = app.top
    label = text("frame.menu.continue", players=" and ".join(names))
    rect = menu.column.buttons[0].rect
    assert menu.column.buttons[0].label == label
    drawn: list[tuple[str, int]] = []
    original = frame_text.draw

    def spy(surface, words_drawn, size_px, colour, **kwargs):
        centre = kwargs.get("center")
        if centre is not None and rect.collidepoint(centre):
            fitted, size = frame_text.fitted(words_drawn, size_px, False, kwargs.get("max_width"))
            drawn.append((fitted, size))
        return original(surface, words_drawn, size_px, colour, **kwargs)

    monkeypatch.setattr(frame_text, "draw", spy)
    app.run_frames(1)
    save(app, f"menu_continue_long_{size_name(app)}.png")
    assert " ".join(words for words, _ in drawn) == label
    assert all(size >= 15 for _, size in drawn)


@pytest.mark.parametrize("answer", [Answer.CONTINUE, Answer.NEW, Answer.BACK])
def test_a_new_game_over_a_saved_one_asks_first(app: App, own_saves, answer: Answer) -> None:
    play = leave_a_game_unfinished(app)
    menu = app.top
    post_click(button(menu, "frame.menu.people").rect.center)
    app.run_frames(1)
    assert isinstance(app.top, PanelScene)  # asked, nothing replaced yet
    assert app.top.title == text("frame.replace.title")
    save(app, f"replace_saved_game_{size_name(app)}.png")
    saved, _ = saving.unfinished(app.game("quarto"))
    assert saved is not None and saved.match.actions == play.match.actions
    app.top.answer(answer)
    app.run_frames(1)
    if answer is Answer.BACK:
        assert isinstance(app.top, MenuScene)
        return
    now = app.top
    assert isinstance(now, PlayScene)
    if answer is Answer.CONTINUE:
        assert now.match.actions == play.match.actions
    else:
        assert now.match.actions == ()
        now.table.give(1)  # the first move of the new game replaces the saved one
        app.run_frames(1)
        kept, _ = saving.unfinished(app.game("quarto"))
        assert kept is not None and kept.match.actions == now.match.actions


def test_a_finished_game_is_not_offered_to_continue(app: App, own_saves) -> None:
    from quarto_app.platform import saves

    game = app.game("quarto")
    match = Match(settings_for(quarto_setup()), first=0)
    for giver, piece, square in [(0, 4, 0), (1, 5, 1), (0, 6, 2), (1, 7, 3)]:
        match.give(giver, piece)  # four tall pieces on a4-d4
        match.place(1 - giver, square)
    match.call(0)
    assert match.result is not None
    path = saves.autosave_path("quarto")
    saves.write_text(path, game.write_record(Saved(quarto_setup(), match, finished=True)))
    assert saving.unfinished(game) == (None, None)  # an old finished autosave is not offered
    # ...and not deleted: it was not played to its end in this session (issue 25).
    assert game.read_record(path.read_text(encoding="utf-8")).finished


def test_f11_and_alt_enter_toggle_full_screen_and_remember_it(app: App, monkeypatch) -> None:
    from quarto_app.frame import window

    state = {"full": False}
    monkeypatch.setattr(window, "is_fullscreen", lambda: state["full"])

    class FakeWindow:  # the dummy video driver has no full screen to go to
        def set_fullscreen(self, desktop: bool) -> None:
            state["full"] = True

        def set_windowed(self) -> None:
            state["full"] = False

    monkeypatch.setattr(window, "_window", FakeWindow)
    post_key(pygame.K_F11)
    app.run_frames(1)
    assert state["full"] and app.settings["fullscreen"] is True
    post_key(pygame.K_RETURN, mod=pygame.KMOD_LALT)
    app.run_frames(1)
    assert not state["full"] and app.settings["fullscreen"] is False


def test_after_continue_new_game_shows_the_remembered_dice_roll(app: App, own_saves) -> None:
    """A game whose first player the dice chose is continued from the menu; Pause, then
    New game opens the setup on "dice roll", not on the seat the dice happened to pick."""
    app.autosave = True
    app.pace = Pace(dice=0.0)
    starting.start(app, quarto_setup(starter=None))  # the dice decide
    play = app.top
    app.run_frames(2)
    first = play.match.to_act
    assert play.table.give(7)
    play.leave()
    app.run_frames(1)
    menu = app.top
    label = text("frame.menu.continue", players=starting.together(("Anna", "Ben")))
    post_click(next(b for b in menu.column.buttons if b.label == label).rect.center)
    app.run_frames(1)
    resumed = app.top
    assert isinstance(resumed, PlayScene) and resumed.match.to_act == 1 - first
    assert resumed.setup.starter is None
    post_key(pygame.K_ESCAPE)  # the pause panel
    app.run_frames(1)
    assert isinstance(app.top, PanelScene)
    app.top.answer(Answer.NEW)
    app.run_frames(1)
    setup = app.top
    assert isinstance(setup, SetupScene)
    assert setup.starter.value == text("quarto.setup.dice")
    assert setup.setup().starter is None
