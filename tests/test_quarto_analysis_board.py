"""Quarto's analysis board through the real scene, headless: a position set up by hand
(drag, click then click) or pasted, illegal set-ups refused with their reason, every
legal move's value drawn as `main.py analyze --all --json` gives it, and a game played
on from the position (against the computer, or between people)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from quarto_jobs import JobRunner
from test_gui_helpers import DT, make_app, post_click, post_drag, post_key, quarto_setup

from quarto_app.frame import saving, starting
from quarto_app.frame.i18n import text
from quarto_app.frame.loop import App
from quarto_app.frame.requests import Answer
from quarto_app.frame.scenes.panel import PanelScene
from quarto_app.games.quarto import words
from quarto_app.games.quarto.ai.jobs import MoveValuesJob
from quarto_app.games.quarto.ai.setup import setup_problem
from quarto_app.games.quarto.game import GAME
from quarto_app.games.quarto.rules import Move, Position, RuleOptions
from quarto_app.games.quarto.screen import analysis_view
from quarto_app.games.quarto.screen.analysis_board import AnalysisBoard
from quarto_app.games.quarto.screen.scene import PlayScene

REPO = Path(__file__).resolve().parent.parent
SOLVED = ".29./e.f./...7/5.8. 1"  # seven placed, piece 1 in hand: solved at once


@pytest.fixture
def app() -> App:
    app = make_app()
    JobRunner.made.clear()
    app.services["quarto.analysis"] = JobRunner
    yield app
    app.close()
    pygame.quit()


def open_board(app: App) -> AnalysisBoard:
    """The board as the menu opens it: Quarto's column, its Analysis board button."""
    app.router.reset("menu")
    app.run_frames(2)
    menu = app.router.stack[-1]
    label = text("quarto.board.menu")
    button = next(b for b in menu.column.buttons if b.label == label)
    post_click(button.rect.center)
    app.run_frames(2)
    board = app.router.stack[-1]
    assert isinstance(board, AnalysisBoard)
    return board


def analyze_json(position: str, *flags: str) -> dict:
    found = subprocess.run(
        [sys.executable, "main.py", "analyze", position, "--all", "--json", *flags],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert found.returncode == 0, found.stderr
    return json.loads(found.stdout)


def test_a_position_set_up_by_hand(app: App) -> None:
    board = open_board(app)
    layout = board.layout
    post_drag(layout.tray_cells[5].center, layout.square_centres[6])  # drag 5 onto c3
    post_click(layout.tray_cells[9].center)  # click 9, then the hand slot
    post_click(layout.hand.center)
    post_click(layout.square_centres[6])  # click the piece on c3, then a1
    post_click(layout.square_centres[12])
    app.run_frames(2)
    expected = Position.from_str("..../..../..../5... 9")
    assert board.setup.position == expected
    assert board.field.text == str(expected)  # the string follows the board
    assert board.said is None
    post_drag(layout.square_centres[12], layout.tray.center)  # back beside the board
    app.run_frames(2)
    assert board.setup.position == Position.from_str("..../..../..../.... 9")


def test_a_line_already_made_is_refused_with_its_reason(app: App) -> None:
    board = open_board(app)
    layout = board.layout
    for piece, square in ((0, 0), (1, 1), (2, 2), (3, 3)):  # all short and solid: a line
        post_drag(layout.tray_cells[piece].center, layout.square_centres[square])
    app.run_frames(2)
    position = board.setup.position
    problem = setup_problem(position, RuleOptions())
    assert problem is not None
    reason = text("quarto.board.refused", reason=words.error(problem))
    assert board.said is not None and board.said.bad and board.said.words == reason
    post_click(board.analyse_button.rect.center)
    post_click(board.play_button.rect.center)
    app.run_frames(2)
    assert not JobRunner.made  # nothing analysed
    assert app.router.stack[-1] is board  # no game started
    assert board.said.words == reason


def test_a_pasted_position_with_a_piece_twice_is_refused(app: App) -> None:
    board = open_board(app)
    pygame.scrap.put_text("0.../0.../..../.... -")
    post_key(pygame.K_v, mod=pygame.KMOD_CTRL)
    app.run_frames(2)
    assert board.said is not None and board.said.bad
    try:
        Position.from_str("0.../0.../..../.... -")
    except Exception as refused:
        wanted = text("quarto.board.unreadable", reason=words.error(refused))
    assert board.said.words == wanted
    assert board.setup.position == Position()  # nothing changed


def test_the_values_drawn_agree_with_analyze_all_json(app: App) -> None:
    board = open_board(app)
    post_click(board.field.rect.center)  # erase the empty board's string, type, Enter
    for _ in str(Position()):
        post_key(pygame.K_BACKSPACE)
    for char in SOLVED:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
    post_key(pygame.K_RETURN)
    app.run_frames(2)
    position = Position.from_str(SOLVED)
    assert board.setup.position == position
    post_click(board.analyse_button.rect.center)
    app.run_frames(2)
    runner = JobRunner.made[-1]
    assert runner.pending == MoveValuesJob(position, RuleOptions())
    assert board.analysing and not board.values  # the screen never waits
    runner.answer()
    app.run_frames(2, DT)
    report = analyze_json(SOLVED)
    assert report["solved"]
    shown = {str(move): (worth.outcome.value, worth.exact) for move, worth in board.values.items()}
    assert shown == {entry["move"]: (entry["value"], entry["solved"]) for entry in report["moves"]}
    # On each square, the best of its moves; beside the pieces, each give after the square.
    best: dict[int, int] = {}
    rank = {"loss": 0, "draw": 1, "win": 2}
    for entry in report["moves"]:
        square = Move.from_str(entry["move"]).square
        best[square] = max(best.get(square, 0), rank[entry["value"]])
    drawn = analysis_view.square_values(board)
    assert {s: worth.rank for s, (worth, _) in drawn.items()} == best
    square = next(iter(best))
    post_click(board.layout.square_centres[square])
    app.run_frames(2)
    gives = analysis_view.give_values(board)
    assert gives == {
        Move.from_str(e["move"]).give: board.values[Move.from_str(e["move"])]
        for e in report["moves"]
        if Move.from_str(e["move"]).square == square and Move.from_str(e["move"]).give is not None
    }


def test_play_on_against_the_computer_from_the_position(app: App) -> None:
    board = open_board(app)
    board.field.text = SOLVED
    board.load_text()
    board.opponent.index = 3  # Hard
    board.mover.index = 1  # the computer moves first here
    post_click(board.play_button.rect.center)
    app.run_frames(3)
    play = app.router.stack[-1]
    assert isinstance(play, PlayScene)
    assert play.match.start == Position.from_str(SOLVED) and play.began_from_position()
    assert play.setup.seats[1].level == "Hard" and play.setup.seats[0].level is None
    app.run_frames(400)  # the computer (a stand-in) places and gives
    assert play.match.position.placed_count == 8  # seven set up, and its placement
    assert play.match.to_act == 0 and play.table.human_turn


def test_play_on_asks_before_replacing_a_game_left_unfinished(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("QUARTO_USER_DIR", str(tmp_path))
    app.autosave = True
    starting.start(app, quarto_setup())
    app.run_frames(1)
    assert app.top.table.give(7)
    app.top.leave()
    app.run_frames(1)
    board = open_board(app)
    board.field.text = SOLVED
    board.load_text()
    board.opponent.index = len(board.opponent.options) - 1  # another person
    post_click(board.play_button.rect.center)
    app.run_frames(2)
    panel = app.top
    assert isinstance(panel, PanelScene)  # asked first: nothing is lost unasked
    new = panel.column.buttons[panel.answers.index(Answer.NEW)]
    post_click(new.rect.center)
    app.run_frames(2)
    play = app.top
    assert isinstance(play, PlayScene) and play.match.start == Position.from_str(SOLVED)
    assert play.table.place(9)
    # The autosave now holds the game from the position, and reads back as it is.
    kept, damaged = saving.unfinished(GAME)
    assert damaged is None and kept is not None
    assert kept.match.start == play.match.start and kept.match.position == play.match.position


def test_play_on_between_people(app: App) -> None:
    board = open_board(app)
    board.field.text = SOLVED
    board.load_text()
    board.opponent.index = len(board.opponent.options) - 1  # another person
    post_click(board.play_button.rect.center)
    app.run_frames(3)
    play = app.router.stack[-1]
    assert isinstance(play, PlayScene) and play.setup.hot_seat
    assert play.match.position == Position.from_str(SOLVED) and play.table.human_turn


def test_a_position_set_up_with_the_keyboard_alone(app: App) -> None:
    board = open_board(app)
    post_key(pygame.K_TAB)  # the board
    post_key(pygame.K_TAB)  # the pieces: piece 0's cell
    for key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_RETURN):  # piece 5, picked
        post_key(key)
    post_key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)  # back to the board: a4
    for key in (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_RETURN):  # c3
        post_key(key)
    post_key(pygame.K_TAB)  # the pieces again
    post_key(pygame.K_RETURN)  # piece 0, picked
    post_key(pygame.K_TAB)  # the piece in hand
    post_key(pygame.K_RETURN)  # put there
    app.run_frames(2)
    assert board.setup.position == Position.from_str("..../..5./..../.... 0")
    post_key(pygame.K_TAB)  # on to the controls: the first one has the focus
    app.run_frames(1)
    assert board.cursor is None and board.focus_visible and board.focus == 0
