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


def collect_job(worker: SearchWorker, seconds: float) -> list:
    """Every update of the running job, polled as a screen would, until it is finished
    (or `seconds` pass: a stuck worker fails the test instead of hanging it)."""
    updates: list = []
    until = time.monotonic() + seconds
    while not worker.job_finished and time.monotonic() < until:
        updates.extend(worker.poll_updates())
        time.sleep(0.01)
    return updates


def test_a_hint_job_sends_one_hint(worker: SearchWorker) -> None:
    from quarto_app.games.quarto.ai.hint import HintReason
    from quarto_app.games.quarto.ai.jobs import HintJob

    worker.start_job(HintJob(Position.from_str("456./..../..../.... c"), STANDARD), 5.0)
    updates = collect_job(worker, 30.0)
    assert worker.job_finished and worker.error is None
    assert [u.reason for u in updates] == [HintReason.WIN_NOW]
    assert worker.poll_updates() == [] and worker.poll() is None


def test_every_move_value_comes_from_the_worker_as_found(worker: SearchWorker) -> None:
    import random

    from quarto_app.games.quarto.ai.analyst import Analyst
    from quarto_app.games.quarto.ai.jobs import MoveValuesJob

    position = random_position(random.Random(6), 9, STANDARD)
    worker.start_job(MoveValuesJob(position, STANDARD), 30.0)
    updates = collect_job(worker, 60.0)
    assert worker.job_finished and worker.error is None
    latest = {u.move: u.worth for u in updates}
    expected = {u.move: u.worth for u in Analyst(STANDARD).move_values(position)}
    assert latest == expected and all(w.exact for w in latest.values())


def test_a_review_job_sends_every_turn_and_the_planted_mistakes(worker: SearchWorker) -> None:
    from reviewgames import find_game

    from quarto_app.games.quarto.ai.jobs import ReviewJob
    from quarto_app.games.quarto.ai.review import MistakeKind
    from quarto_app.games.quarto.match import MatchSettings

    match, planted = find_game(MatchSettings(steal_window=0.0), {10: "give_win", 11: "miss_call"})
    worker.start_job(ReviewJob(match.settings, match.first, match.actions), 2.0)
    updates = collect_job(worker, 60.0)
    assert worker.job_finished and worker.error is None
    latest = {u.turn: u for u in updates}
    assert sorted(latest) == list(range(2, 2 + len(latest)))
    assert {t: u.kind for t, u in latest.items() if t >= 8 and u.mistake} == planted
    assert planted[11] is MistakeKind.MISSED_CALL


def test_a_new_start_drops_the_jobs_updates(worker: SearchWorker) -> None:
    import random

    from quarto_app.games.quarto.ai.jobs import MoveValuesJob

    slow = random_position(random.Random(3), 15, STANDARD)
    worker.start_job(MoveValuesJob(slow, STANDARD), 30.0)
    time.sleep(0.2)
    worker.start(Position.from_str("456./..../..../.... c"), STANDARD, level_by_name("Hard"), 1)
    assert worker.poll_updates() == []  # a move is on its way now, not the job's values
    assert wait_for_move(worker, 20.0) is not None
