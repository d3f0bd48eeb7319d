"""A Quartino game still being played never leaves the app with its hidden hands: Saved games
refuses to export it or copy it to the clipboard, and says why; once it is over, both work.
Through the real scenes: saved from the pause panel, then the Saved games screen's buttons."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from quartino_screens import ANNA, BEN, drag_stone, press, quartino_setup, thread_workers
from test_gui_helpers import make_app, post_click
from test_saved_games import open_saved_games, save_from_the_pause_panel

from quarto_app.frame import clipboard, saved_games, starting
from quarto_app.frame.game import Saved
from quarto_app.frame.i18n import text
from quarto_app.frame.loop import App, Pace
from quarto_app.games.quartino.game import GAME
from quarto_app.games.quartino.match import Match, MatchSettings
from quarto_app.games.quartino.rules import Colour, Deal, RuleOptions
from quarto_app.games.quartino.screen.places import TurnButton
from quarto_app.platform import library, paths


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    monkeypatch.setenv("QUARTO_USER_DIR", str(tmp_path))
    app = make_app(pace=Pace.fast())
    thread_workers(app)
    yield app
    app.close()
    pygame.quit()


@pytest.fixture
def pasted(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What reaches the system's clipboard (the display of the tests may have none)."""
    put: list[str] = []
    monkeypatch.setattr(clipboard, "put", lambda words: put.append(words) or True)
    return put


def exported_files() -> list[Path]:
    folder = paths.exports_dir()
    return sorted(folder.iterdir()) if folder.exists() else []


def test_a_game_in_progress_is_neither_exported_nor_copied(app: App, pasted: list[str]) -> None:
    setup = quartino_setup(("Anna", "Computer (Easy)"), (None, "Easy"))
    starting.start(app, setup, keep_setup=False)
    app.run_frames(2)
    play = app.router.stack[0]
    drag_stone(app, play, Colour.YELLOW, 0)
    press(app, play, TurnButton.END)
    save_from_the_pause_panel(app, play, "Under way")
    hidden = {str(card) for card in play.match.hand(1)}
    scene = open_saved_games(app, "quartino")
    assert scene.entry.name == "Under way"
    assert all(card in scene.entry.listed.path.read_text("utf-8") for card in hidden)
    post_click(scene.export_button.rect.center)
    app.run_frames(1)
    refused = text("frame.saved_games.private_in_progress", name="Under way")
    assert exported_files() == [] and scene.message == refused and scene.message_bad
    post_click(scene.copy_button.rect.center)
    app.run_frames(1)
    assert pasted == [] and scene.message == refused


def test_a_finished_game_is_exported_and_copied_whole(app: App, pasted: list[str]) -> None:
    match = Match(MatchSettings(RuleOptions(round_limit=1)), Deal((ANNA, BEN), 0))
    for seat in (0, 1):
        match.place(seat, seat, Colour.BLUE)
        match.pass_turn(seat)
    assert match.outcome is not None
    setup = quartino_setup()
    saved_games.save(GAME, Saved(setup, match, True), "Played out")
    scene = open_saved_games(app, "quartino")
    record = scene.entry.listed.path.read_text("utf-8")
    post_click(scene.export_button.rect.center)
    app.run_frames(1)
    assert [p.read_text("utf-8") for p in exported_files()] == [record]
    post_click(scene.copy_button.rect.center)
    app.run_frames(1)
    assert pasted == [record] and not scene.message_bad


def test_a_damaged_quartino_save_is_not_let_out(app: App, pasted: list[str]) -> None:
    folder = paths.game_saves_dir("quartino")
    library.path_for(folder, "Torn").write_text('[Game "Quartino"]\n[Hand1 "ybgp', "utf-8")
    scene = open_saved_games(app, "quartino")
    assert scene.entry.damaged
    post_click(scene.export_button.rect.center)
    app.run_frames(1)
    post_click(scene.copy_button.rect.center)
    app.run_frames(1)
    assert exported_files() == [] and pasted == []
    assert scene.message == text("frame.saved_games.private_unreadable", name=scene.entry.name)
