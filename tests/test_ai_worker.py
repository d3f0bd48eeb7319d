"""The search worker: answers off the UI thread, cancels fast, closes at once."""

from __future__ import annotations

import time

import pytest

from quarto_app.games.quarto.ai import SearchWorker, level_by_name
from quarto_app.games.quarto.ai.sampling import random_position
from quarto_app.games.quarto.rules import Position, RuleOptions

STANDARD = RuleOptions()


def wait_for_move(worker: SearchWorker, seconds: float):
    until = time.monotonic() + seconds
    while time.monotonic() < until:
        move = worker.poll()
        if move is not None:
            return move
        time.sleep(0.01)
    return None


@pytest.fixture(params=["process", "thread"])
def worker(request):
    searcher = SearchWorker(mode=request.param)
    yield searcher
    searcher.close()


def test_a_search_answers_once_with_a_legal_move(worker: SearchWorker) -> None:
    position = Position.from_str("456./..../..../.... c")
    worker.start(position, STANDARD, level_by_name("Master"), seed=1)
    assert worker.busy
    move = wait_for_move(worker, 20.0)  # the process start is part of this
    assert move is not None and move.square == 3 and position.illegality(move) is None
    assert not worker.busy
    assert worker.poll() is None


def test_cancel_stops_the_search_quickly(worker: SearchWorker) -> None:
    import random

    hard_position = random_position(random.Random(2), 13, STANDARD)
    quick = Position.from_str("456./..../..../.... c")
    worker.start(quick, STANDARD, level_by_name("Hard"), seed=1)
    assert wait_for_move(worker, 20.0) is not None  # the worker is up
    worker.start(hard_position, STANDARD, level_by_name("Master"), seed=1)
    time.sleep(0.2)
    started = time.monotonic()
    worker.cancel()
    assert time.monotonic() - started < 0.05  # cancel returns at once
    assert not worker.busy and worker.poll() is None
    # The next search is served right away: the cancelled one ended within 100 ms.
    worker.start(quick, STANDARD, level_by_name("Hard"), seed=1)
    started = time.monotonic()
    assert wait_for_move(worker, 2.0) is not None
    assert time.monotonic() - started < 0.35


def test_a_new_start_replaces_the_running_search(worker: SearchWorker) -> None:
    import random

    slow = random_position(random.Random(3), 13, STANDARD)
    quick = Position.from_str("456./..../..../.... c")
    worker.start(slow, STANDARD, level_by_name("Master"), seed=1)
    worker.start(quick, STANDARD, level_by_name("Master"), seed=1)
    move = wait_for_move(worker, 20.0)
    assert move is not None and move.square == 3


def test_close_mid_search_returns_at_once() -> None:
    import random

    worker = SearchWorker()
    worker.start(random_position(random.Random(4), 13, STANDARD), STANDARD, level_by_name("Master"))
    time.sleep(0.3)
    started = time.monotonic()
    worker.close()
    assert time.monotonic() - started < 1.0


def test_unknown_mode_is_refused() -> None:
    with pytest.raises(ValueError):
        SearchWorker(mode="fibre")


def test_an_analysis_runs_in_the_worker(worker: SearchWorker) -> None:
    position = Position.from_str("012./cde./..../.... -")
    worker.start_analysis(position, STANDARD, 5.0)
    assert worker.poll() is None  # an analysis is not a move
    until = time.monotonic() + 20.0
    result = None
    while result is None and time.monotonic() < until:
        result = worker.poll_analysis()
        time.sleep(0.01)
    assert result is not None and result.value == "loss" and result.solved
    assert not worker.busy
