"""Quarto's review screen, through the real scenes: opened from the result banner or for a
match (a saved record's), it fills in as the worker's verdicts come (the screen never
waits for them), steps turn by turn by keys or a click on the strip, marks the planted
mistakes, and leaves to where it came from.

The worker here runs the real review job (`ai.jobs.run_job`) in the test's own thread,
handing out one verdict per poll, as the worker process does piece by piece; its analyst
solves only up to 10 empty squares (tests/reviewgames.SmallOnly), so what is exact never
depends on the machine's speed.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest
from reviewgames import SmallOnly, find_game
from test_gui_helpers import DT, make_app, post_click, post_drag, post_key, start_play

from quarto_app.frame.loop import App, Pace
from quarto_app.frame.requests import Answer, Ask
from quarto_app.frame.scenes.panel import PanelScene
from quarto_app.games.quarto.ai.analyst import Analyst
from quarto_app.games.quarto.ai.jobs import Job, run_job
from quarto_app.games.quarto.ai.review import MistakeKind
from quarto_app.games.quarto.match import MatchSettings
from quarto_app.games.quarto.rules import parse_square
from quarto_app.games.quarto.screen.review import ReviewScene


class JobsInTurn:
    """The worker's job API, answered a verdict per poll in the caller's thread."""

    started: list[Job] = []

    def __init__(self) -> None:
        self._updates: Iterator[object] | None = None
        self._done = False
        self.closed = False

    def start_job(self, job: Job, seconds: float) -> None:
        JobsInTurn.started.append(job)
        analyst = Analyst(job.options, reach=10)
        self._updates = run_job(job, analyst, SmallOnly())
        self._done = False

    def poll_updates(self) -> list[Any]:
        assert self._updates is not None
        found = next(self._updates, None)
        if found is None:
            self._done = True
            return []
        return [found]

    @property
    def job_finished(self) -> bool:
        return self._done

    def close(self) -> None:
        self.closed = True


@pytest.fixture
def app() -> App:
    app = make_app(pace=Pace.fast())
    app.services["quarto.review_worker"] = JobsInTurn
    JobsInTurn.started.clear()
    yield app
    app.close()
    pygame.quit()


def planted_game():
    settings = MatchSettings(steal_window=0.0, names=("Anna", "Ben"))
    return find_game(settings, {10: "give_win", 11: "miss_call"})


def open_review(app: App, match) -> ReviewScene:
    app.router.reset("menu")
    app.router.push("quarto.review", ask=Ask.PAGE, match=match)
    app.run_frames(1)
    scene = app.top
    assert isinstance(scene, ReviewScene)
    return scene


def finish(app: App, scene: ReviewScene, limit: int = 2000) -> None:
    for _ in range(limit):
        if scene.model.done:
            return
        app.run_frames(1)
    raise AssertionError("the review did not finish")


def test_the_review_fills_in_as_verdicts_come_and_marks_the_planted_mistakes(app: App) -> None:
    match, planted = planted_game()
    scene = open_review(app, match)
    turns = [turn.number for turn in scene.model.turns]
    assert turns == list(range(2, 2 + len(turns)))
    # A verdict a frame: the screen is drawn, and answers, while most are still to come.
    assert 0 < len(scene.model.verdicts) < len(turns)
    assert scene.animating() and not scene.model.done
    post_key(pygame.K_LEFT)
    app.run_frames(1)
    assert scene.model.selected == len(turns) - 2
    finish(app, scene)
    assert set(scene.model.verdicts) == set(turns)
    flagged = {n: v.kind for n, v in scene.model.verdicts.items() if v.mistake and n >= 8}
    assert flagged == planted
    assert not scene.animating()  # done: the screen may sleep

    # The mistake of turn 10: a piece that wins at once, and a better turn on the board.
    tenth = turns.index(10)
    while scene.model.selected != tenth:
        post_key(pygame.K_LEFT if scene.model.selected > tenth else pygame.K_RIGHT)
        app.run_frames(1)
    shown = scene.model.verdict()
    assert shown is not None and shown.kind is MistakeKind.GAVE_WINNING_PIECE
    assert shown.best is not None and shown.best.square is not None
    assert shown.before.exact and shown.after.exact
    assert shown.after.rank < shown.before.rank


def test_a_click_on_the_strip_chooses_that_turn(app: App) -> None:
    match, _ = planted_game()
    scene = open_review(app, match)
    assert scene.layout is not None
    post_click(scene.layout.cells[3].center)
    app.run_frames(1)
    assert scene.model.selected == 3
    assert scene.model.turn is scene.model.turns[3]


def test_esc_leaves_the_review_and_its_worker(app: App) -> None:
    match, _ = planted_game()
    scene = open_review(app, match)
    worker = scene.worker
    post_key(pygame.K_ESCAPE)
    app.run_frames(1)
    assert app.top is not scene and worker.closed


def test_a_saved_record_opens_in_review(app: App) -> None:
    from quarto_app.games.quarto.game import GAME
    from quarto_app.games.quarto.match.record import write_record

    match, _ = planted_game()
    saved = GAME.read_record(
        write_record(match, "2026.11.28")
    )  # the record as a load screen reads it
    assert saved.match is not match
    app.router.reset("menu")
    app.router.push("quarto.review", ask=Ask.PAGE, saved=saved)
    app.run_frames(1)
    scene = app.top
    assert isinstance(scene, ReviewScene)
    assert JobsInTurn.started[-1].actions == tuple(match.actions)


# Pieces 0-3 share "short" and "solid": on a4, b4, c4, d4 they make Anna's line.
LINE_GAME = [(0, "a4"), (1, "b4"), (2, "c4"), (3, "d4")]


def test_review_from_the_result_banner_and_back_to_the_table(app: App) -> None:
    play = start_play(app)
    for piece, where in LINE_GAME:
        layout = play.layout
        post_drag(
            layout.reserve_slots[piece].center, layout.seats[1 - play.match.to_act].hand.center
        )
        app.run_frames(1)
        held = play.layout.seats[play.match.to_act].hand.center
        post_drag(held, play.layout.square_centres[parse_square(where)])
        app.run_frames(1)
    post_click(play.layout.seats[0].call.center)
    app.run_frames(int(app.pace.result_pause / DT) + 2)
    banner = app.top
    assert isinstance(banner, PanelScene) and Answer.REVIEW in banner.answers
    button = banner.column.buttons[banner.answers.index(Answer.REVIEW)]
    post_click(button.rect.center)
    app.run_frames(1)
    review = app.top
    assert isinstance(review, ReviewScene) and review.model.match is play.match
    assert JobsInTurn.started[-1].actions == tuple(play.match.actions)
    finish(app, review)
    assert {v.turn for v in review.model.verdicts.values()} == {2, 3, 4, 5}
    post_key(pygame.K_ESCAPE)
    app.run_frames(1)
    assert app.top is play
