"""Undo against the computer: the person's last turn and every computer turn after it come
back; redo plays them again; never on a move clock; a game with undo says so in its record."""

from __future__ import annotations

import pygame
import pytest
from quartino_screens import drag_stone, press, quartino_setup, start_table, thread_workers
from test_gui_helpers import DT, make_app, post_key, quarto_setup, start_play

from quarto_app.frame.game import Saved
from quarto_app.frame.loop import App, Pace
from quarto_app.games.quartino.game import GAME as QUARTINO
from quarto_app.games.quartino.rules import Colour
from quarto_app.games.quartino.screen.places import TurnButton
from quarto_app.games.quarto.game import GAME as QUARTO
from quarto_app.games.quarto.match import Phase


@pytest.fixture
def app() -> App:
    app = make_app(pace=Pace.fast())
    thread_workers(app)
    yield app
    app.close()
    pygame.quit()


def wait_for_person(app: App, play, limit: float = 10.0) -> None:
    for _ in range(int(limit / DT)):
        if play.table.human_turn or play.match.outcome is not None:
            return
        app.run_frames(1)
    raise AssertionError(play.status_words())


def ctrl(key: int) -> None:
    post_key(key, mod=pygame.KMOD_LCTRL)


def test_quarto_undo_takes_back_your_turn_and_the_computers_reply(app: App) -> None:
    play = start_play(app, quarto_setup(("You", "Computer (Easy)"), (None, "Easy"), starter=0))
    assert play.table.give(5)
    wait_for_person(app, play)  # the computer placed 5 and gave a piece: your turn to place
    assert play.match.phase == Phase.PLACE and play.match.position.placed_count == 1
    undo = play.buttons[1]
    assert undo.rect.w and undo.enabled  # the buttons are there against the computer too
    ctrl(pygame.K_z)
    app.run_frames(1)
    match = play.match
    assert match.position.placed_count == 0 and match.position.hand is None
    assert match.to_act == 0 and match.phase == Phase.GIVE  # your turn again, from its start
    assert play.table.undos == 1
    ctrl(pygame.K_y)  # and forward again, to your next turn
    app.run_frames(1)
    assert match.position.placed_count == 1 and match.to_act == 0 and match.phase == Phase.PLACE
    saved = QUARTO.read_record(QUARTO.write_record(Saved(play.setup, match, False, 1, 0)))
    assert saved.undos == 1  # the record says undo was used


def test_quarto_undo_is_off_on_a_move_clock(app: App) -> None:
    setup = quarto_setup(("You", "Computer (Easy)"), (None, "Easy"), starter=0, clock="60")
    play = start_play(app, setup)
    assert play.table.give(5)
    wait_for_person(app, play)
    ctrl(pygame.K_z)
    app.run_frames(1)
    assert play.match.position.placed_count == 1 and play.table.undos == 0
    assert play.buttons[1].rect.w == 0  # no Undo button at all


def test_quartino_undo_against_computers_keeps_their_cards_hidden(app: App) -> None:
    setup = quartino_setup(("You", "Easy 1", "Easy 2"), (None, "Easy", "Easy"))
    from quartino_screens import ANNA, BEN, _more_cards

    play = start_table(app, setup, hands=(ANNA, BEN, _more_cards()))
    drag_stone(app, play, Colour.YELLOW, 0)
    press(app, play, TurnButton.END)
    wait_for_person(app, play)  # both computers played their turns
    assert play.match.round == 2
    ctrl(pygame.K_z)
    app.run_frames(1)
    assert play.match.round == 1 and play.match.to_act == 0
    assert play.match.board.stone_count == 0  # your stone and theirs taken back
    assert play.table.viewer == 0 and play.table.seen.hand == ANNA  # only your cards, still
    saved = QUARTINO.read_record(QUARTINO.write_record(Saved(setup, play.match, False, 1, 0)))
    assert saved.undos == 1


def test_the_autosave_says_undo_was_used_and_continue_keeps_the_count(
    app: App, tmp_path, monkeypatch
) -> None:
    from quarto_app.frame import saving, starting

    monkeypatch.setenv("QUARTO_USER_DIR", str(tmp_path))
    app.autosave = True
    starting.start(
        app, quarto_setup(("You", "Computer (Easy)"), (None, "Easy"), starter=0), keep_setup=False
    )
    app.run_frames(2)
    play = app.router.stack[0]
    assert play.table.give(5)
    wait_for_person(app, play)
    ctrl(pygame.K_z)
    app.run_frames(1)
    assert play.table.give(6)  # the game goes on after the undo: the file follows it
    wait_for_person(app, play)
    saved, damaged = saving.unfinished(QUARTO)
    assert damaged is None and saved.undos == 1
    assert saved.match.actions == play.match.actions
    play.leave()
    app.run_frames(1)
    starting.start(app, saved.setup, saved)
    app.run_frames(1)
    assert app.router.stack[0].table.undos == 1
