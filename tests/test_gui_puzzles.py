"""Quarto puzzles through the real scenes: the menu's Puzzles entry, the puzzles' page, a
puzzle solved and one failed on the table with posted events, the refutation on the board,
the solution replayed, the rating and the history in the statistics database, the daily
puzzle of a date, and the background worker that makes more.

The defence runs in its thread and the puzzles are made by a thread worker (the app's
`quarto.puzzle_worker` service), so the tests run frames until the answer is there.
"""

from __future__ import annotations

import datetime
import json
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest
from test_gui_helpers import make_app, post_click, post_drag, post_key, save

from quarto_app.frame.i18n import text
from quarto_app.frame.loop import App
from quarto_app.frame.play.worker import Worker
from quarto_app.frame.requests import Answer
from quarto_app.frame.scenes.menu import MenuScene
from quarto_app.frame.scenes.panel import PanelScene
from quarto_app.games.quarto.puzzles import (
    Examiner,
    Outcome,
    Puzzle,
    daily_puzzle,
    refute,
    solution_line,
    stream_range,
)
from quarto_app.games.quarto.rules import Move
from quarto_app.games.quarto.screen.places import reserve, square
from quarto_app.games.quarto.screen.puzzle_hub import PuzzleHub
from quarto_app.games.quarto.screen.puzzle_scene import PuzzleScene
from quarto_app.games.quarto.screen.puzzle_source import PuzzleKind, PuzzleSource
from quarto_app.platform.stats import open_stats

REPO = Path(__file__).resolve().parent.parent
DAY = datetime.date(2025, 3, 11)  # a Tuesday: a win in two, quick to make
START = 1500.0


class Workers:
    """The puzzle workers the app made (threads), to see that they stop."""

    def __init__(self) -> None:
        self.made: list[Worker] = []

    def __call__(self) -> Worker:
        worker = Worker("thread", "puzzles")
        self.made.append(worker)
        return worker


@pytest.fixture
def app() -> App:
    app = make_app((1280, 800))
    app.counting = True  # into the app's own temporary statistics file
    app.services["quarto.puzzle_worker"] = workers = Workers()
    app.services["quarto.today"] = lambda: DAY
    app.workers = workers  # type: ignore[attr-defined]
    app.router.reset("menu")
    app.run_frames(1)
    yield app
    app.close()
    pygame.quit()


def run_until(app: App, done, limit: float = 60.0) -> None:
    """Frames until `done()` (the defence and the workers answer from their threads)."""
    end = time.monotonic() + limit
    while not done():
        assert time.monotonic() < end, "nothing came"
        app.run_frames(1)
        time.sleep(0.002)


def open_page(app: App) -> PuzzleHub:
    """Quarto's menu column: the Puzzles button."""
    menu = app.top
    assert isinstance(menu, MenuScene)
    label = text("quarto.menu.puzzles")
    button = next(b for b in menu.column.buttons if b.label == label)
    post_click(button.rect.center)
    app.run_frames(1)
    hub = app.top
    assert isinstance(hub, PuzzleHub)
    return hub


def open_stream(app: App) -> PuzzleScene:
    hub = open_page(app)
    post_click(hub.stream_button.rect.center)
    run_until(app, lambda: isinstance(app.top, PuzzleScene))
    play = app.top
    assert play.kind is PuzzleKind.STREAM
    return play


def person_turn(app: App, play: PuzzleScene) -> None:
    run_until(app, lambda: play.table.human_turn)


def play_by_drags(app: App, play: PuzzleScene, move: Move) -> None:
    layout = play.layout
    assert move.square is not None
    post_drag(layout.seats[0].hand.center, layout.square_centres[move.square])
    app.run_frames(1)
    if move.give is not None:
        post_drag(layout.reserve_slots[move.give].center, layout.seats[1].hand.center)
        app.run_frames(1)


def play_by_clicks(app: App, play: PuzzleScene, move: Move) -> None:
    """Click a square to place the piece in hand; click a piece, then the defence's hand."""
    layout = play.layout
    assert move.square is not None
    post_click(layout.square_centres[move.square])
    app.run_frames(1)
    if move.give is not None:
        post_click(layout.reserve_slots[move.give].center)
        app.run_frames(1)
        post_click(layout.seats[1].hand.center)
        app.run_frames(1)


def steer(app: App, play: PuzzleScene, place, across: int) -> None:
    """Arrows to `place` on a grid `across` wide (the board 4, the reserve 2)."""
    hands = play.table.hands
    for _ in range(12):
        if hands.focus == place:
            return
        at, to = hands.focus.index, place.index
        if at // across != to // across:
            post_key(pygame.K_DOWN if at // across < to // across else pygame.K_UP)
        else:
            post_key(pygame.K_RIGHT if at % across < to % across else pygame.K_LEFT)
        app.run_frames(1)
    assert hands.focus == place


def play_by_keys(app: App, play: PuzzleScene, move: Move) -> None:
    """Arrows and Enter: choose the square and place; pick the piece and hand it over."""
    assert move.square is not None
    post_key(pygame.K_RETURN)  # shows the focus on the square it starts on, places nothing
    app.run_frames(1)
    steer(app, play, square(move.square), 4)
    post_key(pygame.K_RETURN)
    app.run_frames(1)
    if move.give is None:
        return
    assert play.match.position.board[move.square] is not None
    post_key(pygame.K_DOWN)  # the first arrow shows the focus, on the reserve now
    app.run_frames(1)
    steer(app, play, reserve(move.give), 2)
    post_key(pygame.K_RETURN)  # picked up: the focus goes to the defence's hand
    app.run_frames(1)
    post_key(pygame.K_SPACE)  # handed over
    app.run_frames(1)
    assert play.match.position.hand == move.give


def verdict(app: App) -> PanelScene:
    run_until(app, lambda: isinstance(app.top, PanelScene))
    return app.top


def press(app: App, panel: PanelScene, answer: Answer) -> None:
    button = panel.column.buttons[panel.answers.index(answer)]
    post_click(button.rect.center)
    app.run_frames(1)


def rating_on_file(app: App) -> float | None:
    with open_stats(app.stats_file) as stats:
        rating = stats.puzzle_rating("quarto")
        return None if rating is None else rating.rating


def test_a_puzzle_solved_through_the_real_scenes_raises_the_rating(app: App) -> None:
    play = open_stream(app)
    puzzle = play.puzzle
    low, high = stream_range(START)
    assert low <= puzzle.rating <= high  # at the new player's level
    line = solution_line(puzzle)
    for mine in line[::2]:  # the person's moves; the defence's come from the scene
        person_turn(app, play)
        play_by_clicks(app, play, mine)
    panel = verdict(app)
    assert play.match.result is not None and play.match.result.winner == 0
    assert list(play.attempt.moves) == line  # the exact defence replied as the core says
    assert panel.answers[-1] is Answer.NEXT
    assert play.rated is not None and play.rated.change > 0
    save(app, "puzzle_solved_1280x800.png")
    # In the statistics database: the attempt and the rating after it, in one row.
    after = rating_on_file(app)
    assert after is not None and after > START
    with open_stats(app.stats_file) as stats:
        (past,) = stats.puzzle_attempts("quarto")
    assert past.attempt.puzzle == puzzle.key and past.attempt.solved
    assert past.rating_after is not None and past.rating_after.rating == after
    assert past.rating_before == START
    # Back on the page, the attempt is listed with its change.
    post_key(pygame.K_ESCAPE)
    app.run_frames(1)
    hub = app.top
    assert isinstance(hub, PuzzleHub)
    assert round(hub.rating.rating) == round(after)
    ((shown, change),) = hub.recent
    assert shown.attempt.solved and change == round(after) - round(START)


def sensible_wrong_move(puzzle: Puzzle) -> tuple[Move, Outcome, Move]:
    """A move that does not hand over a line at once, yet lets the win go; its refutation."""
    examiner = Examiner(puzzle.squares)
    for move in puzzle.position.legal_moves():
        if move in puzzle.solutions:
            continue
        refutation = refute(examiner, puzzle.position, move, puzzle.win_in)
        if refutation.outcome is not Outcome.LINE_AT_ONCE and refutation.reply is not None:
            return move, refutation.outcome, refutation.reply
    raise AssertionError("no sensible wrong move")


def test_a_wrong_move_is_refuted_on_the_board_and_lowers_the_rating(app: App) -> None:
    play = open_stream(app)
    puzzle = play.puzzle
    wrong, outcome, reply = sensible_wrong_move(puzzle)
    person_turn(app, play)
    play_by_drags(app, play, wrong)
    panel = verdict(app)
    # The refuting reply is on the board, and the person can move no more.
    assert play.match.position == puzzle.position.push(wrong).push(reply)
    assert play.last is not None and play.last.refutation is not None
    assert play.last.refutation.outcome is outcome
    assert not play.table.human_turn
    assert panel.answers == [Answer.RETRY, Answer.SOLUTION, Answer.NEXT]
    save(app, "puzzle_failed_1280x800.png")
    after = rating_on_file(app)
    assert after is not None and after < START
    # Show the solution: the puzzle from its start, every move of the line played out.
    press(app, panel, Answer.SOLUTION)
    assert play.match.position == puzzle.position
    shown = verdict(app)
    moves = ", ".join(str(move) for move in solution_line(puzzle))
    assert shown.lines == [text("quarto.puzzle.solution_moves", moves=moves)]
    result = play.match.result
    assert result is not None and result.winner == 0
    replayed = puzzle.position
    for move in solution_line(puzzle):
        replayed = replayed.push(move)
    assert play.match.position == replayed
    # Try again: practice, not rated a second time.
    press(app, app.top, Answer.RETRY)
    assert play.match.position == puzzle.position and play.table.human_turn
    with open_stats(app.stats_file) as stats:
        assert len(stats.puzzle_attempts("quarto")) == 1


def test_giving_up_shows_the_solution_and_counts_as_a_miss(app: App) -> None:
    play = open_stream(app)
    person_turn(app, play)
    post_click(play.layout.bar.menu_button.center)  # the pause panel
    app.run_frames(1)
    pause = app.top
    assert isinstance(pause, PanelScene) and Answer.SOLUTION in pause.answers
    press(app, pause, Answer.SOLUTION)
    verdict(app)
    result = play.match.result
    assert result is not None and result.winner == 0  # the solution played out
    after = rating_on_file(app)
    assert after is not None and after < START


def test_the_daily_puzzle_is_the_one_the_command_line_gives_for_that_date(app: App) -> None:
    result = subprocess.run(
        [sys.executable, "main.py", "puzzles", "--date", DAY.isoformat(), "--json"],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    (given,) = json.loads(result.stdout)["puzzles"]
    hub = open_page(app)
    run_until(app, lambda: hub.daily_button.enabled)  # made by the worker, not the screen
    save(app, "puzzles_page_1280x800.png")
    post_click(hub.daily_button.rect.center)
    app.run_frames(1)
    play = app.top
    assert isinstance(play, PuzzleScene) and play.kind is PuzzleKind.DAILY
    assert play.puzzle.as_dict() == given == daily_puzzle(DAY).as_dict()
    # Solved by keyboard alone, the page says so.
    for mine in solution_line(play.puzzle)[::2]:
        person_turn(app, play)
        play_by_keys(app, play, mine)
    verdict(app)
    post_key(pygame.K_ESCAPE)
    app.run_frames(1)
    assert app.top is hub and hub.record.solved(play.puzzle.key)
    assert text("quarto.puzzle.daily_solved") in hub.daily_words()


def test_the_page_s_worker_stops_when_the_page_is_left(app: App) -> None:
    open_page(app)
    workers = app.workers  # type: ignore[attr-defined]
    run_until(app, lambda: bool(workers.made))
    post_key(pygame.K_ESCAPE)
    app.run_frames(1)
    assert isinstance(app.top, MenuScene)
    run_until(app, lambda: not any(worker.alive for worker in workers.made), limit=10)


def test_the_stream_makes_more_in_the_background_when_it_runs_low() -> None:
    made: list[Worker] = []

    def factory() -> Worker:
        made.append(Worker("thread", "puzzles"))
        return made[-1]

    source = PuzzleSource(factory, [])
    rating = 1000.0  # the easiest puzzles: quick to make
    assert source.next_for(rating, ()) is None  # nothing yet: one is being made
    assert source.making and len(made) == 1
    end = time.monotonic() + 60
    while not source.pool:
        assert time.monotonic() < end
        source.poll()  # never blocks: the screen polls it once a frame
        time.sleep(0.005)
    low, high = stream_range(rating)
    puzzle = source.next_for(rating, ())
    assert puzzle is not None and puzzle in source.pool
    assert low - 200 <= puzzle.rating <= high + 200  # the nearest the generator found
    source.close()
    end = time.monotonic() + 10
    while made[0].alive:
        assert time.monotonic() < end
        time.sleep(0.01)


def broken(day: str, squares: bool) -> dict:
    """A job that fails (module-level: a worker's job travels by name)."""
    raise ValueError("no puzzle today")


def test_a_daily_puzzle_the_worker_cannot_make_is_said_and_asked_again(app: App) -> None:
    app.services["quarto.puzzle_worker"] = lambda: FailingWorker(broken)
    hub = open_page(app)
    run_until(app, lambda: hub.source.daily_failed(hub.day))
    assert not hub.daily_button.enabled
    assert text("quarto.puzzle.daily_unavailable") in hub.daily_words()
    hub.source.want_daily(hub.day)  # opened again: tried again
    assert not hub.source.daily_failed(hub.day) and hub.source.making


class FailingWorker(Worker):
    """A thread worker whose every job is `job` instead (one that raises)."""

    def __init__(self, job) -> None:
        super().__init__("thread", "puzzles")
        self.job = job

    def start(self, job, *args, fallback=None, stoppable: bool = False) -> None:
        super().start(self.job, *args, fallback=fallback, stoppable=stoppable)


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)], ids=["1280x800", "960x600"])
def test_the_puzzle_screens_fit_both_window_sizes(size: tuple[int, int]) -> None:
    app = make_app(size)
    app.services["quarto.puzzle_worker"] = Workers()
    app.services["quarto.today"] = lambda: DAY
    app.router.reset("menu")
    app.run_frames(1)
    try:
        tag = f"{size[0]}x{size[1]}"
        save(app, f"menu_puzzles_{tag}.png")
        hub = open_page(app)
        width = app.size[0]
        for button in (hub.daily_button, hub.stream_button, hub.back_button):
            assert 0 <= button.rect.left and button.rect.right <= width
        post_click(hub.stream_button.rect.center)
        run_until(app, lambda: isinstance(app.top, PuzzleScene))
        play = app.top
        assert play.layout is not None and play.layout.size == app.size
        save(app, f"puzzle_{tag}.png")
    finally:
        app.close()
        pygame.quit()
