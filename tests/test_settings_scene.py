"""The settings screen, through the real scenes with posted events: reached from the menu,
every choice applied at once and remembered, by keyboard and by mouse."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest
from test_gui_helpers import make_app, post_click, post_key, save

from quarto_app.frame import i18n, motion, preferences, theme
from quarto_app.frame.i18n import text
from quarto_app.frame.loop import App
from quarto_app.frame.scenes.menu import MenuScene
from quarto_app.frame.scenes.settings import SettingsScene, language_name
from quarto_app.frame.theme import THEMES, ThemeId
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
    theme.use(theme.DEFAULT_THEME)
    i18n.use(i18n.SOURCE_LANGUAGE)
    preferences.use({})


def open_settings(app: App) -> SettingsScene:
    menu = app.top
    assert isinstance(menu, MenuScene)
    label = text("frame.menu.settings")
    button = next(b for b in menu.column.buttons if b.label == label)
    post_click(button.rect.center)
    app.run_frames(1)
    scene = app.top
    assert isinstance(scene, SettingsScene)
    return scene


def stored(app: App) -> dict:
    return json.loads(app.settings.path.read_text())


def next_arrow(rect: pygame.Rect) -> tuple[int, int]:
    return (rect.right - 6, rect.centery)


def test_the_menu_opens_settings_and_back_leads_home(app: App) -> None:
    scene = open_settings(app)
    save(app, f"settings_{'x'.join(map(str, app.size))}.png")
    post_click(scene.back_button.rect.center)
    app.run_frames(1)
    assert isinstance(app.top, MenuScene)
    open_settings(app)
    post_key(pygame.K_ESCAPE)
    app.run_frames(1)
    assert isinstance(app.top, MenuScene)


def test_a_theme_chosen_by_mouse_repaints_at_once_and_is_remembered(app: App) -> None:
    scene = open_settings(app)
    post_click(next_arrow(scene.theme_row.rect))
    app.run_frames(1)
    assert theme.current_id() is ThemeId.MUSHROOMS
    assert app.surface.get_at((2, 2))[:3] == THEMES[ThemeId.MUSHROOMS].background
    assert stored(app)["theme"] == "mushrooms"
    post_click(next_arrow(scene.theme_row.rect))
    app.run_frames(1)
    assert theme.current_id() is ThemeId.CONTRAST
    save(app, f"settings_contrast_{'x'.join(map(str, app.size))}.png")
    assert load_settings(app.settings.path)["theme"] == "contrast"


def test_every_row_by_keyboard(app: App) -> None:
    scene = open_settings(app)
    post_key(pygame.K_DOWN)  # the first arrow shows the focus, on the theme
    post_key(pygame.K_DOWN)  # language
    post_key(pygame.K_DOWN)  # volume
    post_key(pygame.K_LEFT)  # 70 -> 60
    post_key(pygame.K_LEFT)  # -> 50
    app.run_frames(1)
    assert scene.widgets[scene.focus] is scene.volume_row
    assert preferences.current().volume == 50
    post_key(pygame.K_DOWN)  # sound
    post_key(pygame.K_RETURN)  # on -> off
    post_key(pygame.K_DOWN)  # reduced motion
    post_key(pygame.K_RIGHT)
    post_key(pygame.K_DOWN)  # attribute labels
    post_key(pygame.K_RIGHT)
    post_key(pygame.K_DOWN)  # pieces seen
    post_key(pygame.K_RIGHT)  # from above
    app.run_frames(1)
    kept = stored(app)
    assert kept["volume"] == 50 and kept["sound"] is False
    assert kept["reduced_motion"] is True and motion.reduced() and motion.duration(0.45) == 0
    assert kept["piece_labels"] is True and kept["top_down"] is True
    chosen = preferences.current()
    assert chosen.piece_labels and chosen.top_down and not chosen.sound
    post_key(pygame.K_TAB)  # Back
    post_key(pygame.K_RETURN)
    app.run_frames(1)
    assert isinstance(app.top, MenuScene)
    again = preferences.Preferences(load_settings(app.settings.path))
    assert (again.volume, again.sound, again.reduced_motion) == (50, False, True)


def test_m_on_the_settings_screen_shows_the_sound_switched(app: App) -> None:
    scene = open_settings(app)
    assert scene.sound_row.index == 1
    post_key(pygame.K_m, text="m")
    app.run_frames(1)
    assert scene.sound_row.index == 0 and app.settings["sound"] is False


def test_the_languages_are_the_catalogs_found(app: App, tmp_path: Path, monkeypatch) -> None:
    scene = open_settings(app)
    assert scene.languages == list(i18n.languages())
    assert scene.language_row.value == "English"
    # A second catalog appears (French is being written): offered by its own name.
    root = tmp_path / "locale"
    for code, name in (("en", "English"), ("fr", "Français")):
        (root / code).mkdir(parents=True)
        (root / code / "frame.po").write_text(
            'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
            f'msgid "frame.settings_screen.language_name"\nmsgstr "{name}"\n\n'
            f'msgid "frame.settings_screen.title"\nmsgstr "{name[:3]} settings"\n',
            encoding="utf-8",
        )
    monkeypatch.setattr(i18n, "locale_dir", lambda: root)
    app.router.pop()
    scene = open_settings(app)
    assert [scene.language_row.options[i] for i in range(2)] == ["English", "Français"]
    assert language_name("xx") == "xx"  # a catalog that does not name itself
    scene.language_row.step(1)
    app.run_frames(1)
    assert stored(app)["language"] == "fr"
    assert text("frame.settings_screen.title") == "Fra settings"
    assert scene.language_row.value == "Français"  # the screen re-worded itself


def test_every_theme_has_its_name_and_its_note_in_the_catalog() -> None:
    for name in ThemeId:
        for key in (
            f"frame.settings_screen.theme.{name}",
            f"frame.settings_screen.theme_note.{name}",
        ):
            assert i18n.Catalog().has(key), key
