"""The frame's play kit: both games' matches speak its protocol, and a computer player's
job runs off the drawing thread, answers once, and falls back when it fails."""

from __future__ import annotations

import time

import pytest

from quarto_app.frame.play.match import Outcome, PlayedMatch
from quarto_app.frame.play.worker import Worker
from quarto_app.games.quartino.match import Match as QuartinoMatch
from quarto_app.games.quartino.match import MatchSettings as QuartinoSettings
from quarto_app.games.quarto.match import Match as QuartoMatch
from quarto_app.games.quarto.match import MatchSettings as QuartoSettings


def test_both_games_matches_speak_the_play_kits_protocol() -> None:
    quarto = QuartoMatch(QuartoSettings(names=("A", "B")))
    quartino = QuartinoMatch.from_seed(QuartinoSettings(), 3, seed=1)
    for match, seats in ((quarto, 2), (quartino, 3)):
        assert isinstance(match, PlayedMatch)
        assert match.seats == seats and match.outcome is None
    quarto.give(0, 0)
    quarto.place(1, 0)
    quarto.give(1, 1)
    quarto.call(0)  # a false call with nothing to claim: refused, the game goes on
    assert quarto.outcome is None


def test_an_outcome_names_its_winners_for_every_game() -> None:
    from quarto_app.games.quarto.match import Result, Termination

    assert isinstance(Result(1, Termination.CALL), Outcome)
    assert Result(1, Termination.CALL).winners == (1,)
    assert Result(None, Termination.FULL_BOARD).winners == ()


def double(value: int) -> int:
    return 2 * value


def fail(value: int) -> int:
    raise RuntimeError("a broken player")


def wait(worker: Worker, seconds: float = 20.0) -> object:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        answer = worker.poll()
        if answer is not None:
            return answer
        time.sleep(0.005)
    raise AssertionError("no answer")


@pytest.mark.parametrize("mode", ["thread", "process"])
def test_a_job_answers_once(mode: str) -> None:
    with Worker(mode=mode) as worker:
        worker.start(double, 21)
        assert worker.busy
        assert wait(worker) == 42
        assert not worker.busy and worker.poll() is None  # once


def test_a_failing_job_gives_the_fallback_and_says_why() -> None:
    with Worker(mode="thread") as worker:
        worker.start(fail, 1, fallback=lambda: "safe")
        assert wait(worker) == "safe"
        assert worker.error is not None and "RuntimeError" in worker.error


def test_a_newer_start_makes_the_older_answer_stale() -> None:
    with Worker(mode="thread") as worker:
        worker.start(double, 1)
        worker.start(double, 5)
        assert wait(worker) == 10


def sleepy(seconds: float) -> str:
    time.sleep(seconds)
    return "awake"


def test_closing_mid_thought_ends_the_worker_process() -> None:
    """A job that does not poll `should_stop` (Quartino's planner) is cut off when the
    game closes: the process is ended, nothing is left running."""
    worker = Worker(mode="process")
    worker.start(sleepy, 30.0)
    worker.close()
    assert not worker.alive
    assert worker.poll() is None
