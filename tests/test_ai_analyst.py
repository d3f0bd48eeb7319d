"""The analyst: the value and best move are the bare solve, every move's value agrees
with the reference and with `analyze --all --json`, one table serves related
questions without changing an answer, and budgets stop it. Work is counted in
nodes, never timed."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from quarto_app.games.quarto.ai import native
from quarto_app.games.quarto.ai.analysis import analyse
from quarto_app.games.quarto.ai.analyst import (
    Analyst,
    MoveWorth,
    Outcome,
    Worth,
    expected_nodes,
    hands_over_a_win,
)
from quarto_app.games.quarto.ai.board import FastBoard
from quarto_app.games.quarto.ai.budget import Budget, Deadline, NodeBudget
from quarto_app.games.quarto.ai.reference import brute_move_values
from quarto_app.games.quarto.ai.sampling import random_position
from quarto_app.games.quarto.ai.solver import WIN, Solver, solve
from quarto_app.games.quarto.rules import Move, Position, RuleOptions

ROOT = Path(__file__).resolve().parent.parent
OPTIONS = (
    RuleOptions(),
    RuleOptions(squares=True),
    RuleOptions(attributes=0b0101),
)
STANDARD = RuleOptions()
WORTHS = {WIN: Worth(Outcome.WIN), 0: Worth(Outcome.DRAW), -WIN: Worth(Outcome.LOSS)}
BRUTE = {1: Outcome.WIN, 0: Outcome.DRAW, -1: Outcome.LOSS}


def open_position(rng: random.Random, empties: int, options: RuleOptions) -> Position:
    """A random position whose piece in hand cannot win at once (those need no search)."""
    while True:
        position = random_position(rng, empties, options)
        if not FastBoard(options, position).winning_squares(position.hand):
            return position


def final(entries: list[MoveWorth]) -> dict[Move, MoveWorth]:
    latest: dict[Move, MoveWorth] = {}
    for entry in entries:
        latest[entry.move] = entry
    return latest


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: o.describe())
def test_the_value_and_best_move_are_the_bare_solve(options: RuleOptions) -> None:
    rng = random.Random(31)
    for empties in (7, 9, 10, 11):
        position = open_position(rng, empties, options)
        bare = Solver(options)
        results = bare.root_values(position, 16)
        best_move, value = max(results, key=lambda item: item[1])
        analyst = Analyst(options)
        solution = analyst.best(position, analyst.deadline(600.0))
        assert solution.worth == WORTHS[value] and solution.best == best_move
        assert analyst.nodes == bare.nodes  # nothing searched beyond the bare solve
        assert -solve(position.push(best_move), options) == value  # the move keeps it


def test_analyse_without_all_moves_searches_what_the_bare_solve_does() -> None:
    position = open_position(random.Random(4), 11, STANDARD)
    bare = Solver(STANDARD)
    value = max(v for _, v in bare.root_values(position, 16))
    analyst = Analyst(STANDARD)
    result = analyse(position, STANDARD, 600.0, all_moves=False, analyst=analyst)
    assert result.solved and result.value == WORTHS[value].outcome.value
    assert analyst.nodes == bare.nodes


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: o.describe())
def test_every_move_value_matches_the_reference(options: RuleOptions) -> None:
    rng = random.Random(5)
    for _ in range(3):
        position = random_position(rng, 5, options, must_give=rng.random() < 0.3)
        expected = brute_move_values(position, options)
        latest = final(list(Analyst(options).move_values(position)))
        for move, value in expected.items():
            if move in latest:
                assert latest[move].worth.outcome is BRUTE[value], (position, move)
            else:  # a winning placement is one move without a give
                assert move.square is not None and value == 1
                assert latest[Move(move.square, None)].worth.outcome is Outcome.WIN


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: o.describe())
def test_every_move_value_matches_a_full_window_solve(options: RuleOptions) -> None:
    rng = random.Random(8)
    for empties in (8, 10):
        position = open_position(rng, empties, options)
        expected = dict(Solver(options).root_values(position, 16, full_window=True))
        latest = final(list(Analyst(options).move_values(position)))
        assert set(latest) == set(expected)
        for move, value in expected.items():
            assert latest[move].worth == WORTHS[value], (position, move)
            assert latest[move].depth == empties


def test_every_move_comes_first_as_a_look_then_exact() -> None:
    position = open_position(random.Random(12), 10, STANDARD)
    entries = list(Analyst(STANDARD).move_values(position))
    legal = set(position.legal_moves())
    first = entries[: len(legal)]
    assert {entry.move for entry in first} == legal  # every move at once, some estimated
    assert any(not entry.worth.exact for entry in first)
    assert all(entry.worth.exact for entry in final(entries).values())


def test_the_values_agree_with_analyze_all_json() -> None:
    position = open_position(random.Random(21), 9, STANDARD)
    done = subprocess.run(
        [sys.executable, "main.py", "analyze", str(position), "--all", "--json", "--time", "60"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    latest = final(list(Analyst(STANDARD).move_values(position)))
    listed = {entry["move"]: (entry["value"], entry["solved"]) for entry in report["moves"]}
    assert listed == {str(m): (e.worth.outcome.value, e.worth.exact) for m, e in latest.items()}
    best = max(latest.values(), key=lambda e: e.worth.score())
    assert report["value"] == best.worth.outcome.value and report["solved"] is True


def test_one_table_for_a_game_gives_the_answers_of_fresh_ones_with_less_work() -> None:
    # A game's positions solved from the end back, one analyst: each solve can read
    # the positions solved before it (Search.remember), never a different value.
    rng = random.Random(3)
    position = open_position(rng, 12, STANDARD)
    line = [position]
    while 16 - position.placed_count > 6:
        move = Solver(STANDARD).root_values(position, 2)[0][0]
        if move.give is None:
            break
        position = position.push(move)
        line.append(position)
    shared = Analyst(STANDARD)
    fresh_nodes = 0
    for position in reversed(line):
        alone = Analyst(STANDARD)
        expected = alone.exact(position)
        fresh_nodes += alone.nodes
        found = shared.exact(position)
        assert expected is not None and found is not None and found.best is not None
        assert found.worth == expected.worth
        if found.best.give is not None:  # (a placement that wins at once gives nothing)
            assert WORTHS[-solve(position.push(found.best), STANDARD)] == found.worth
    assert shared.nodes < fresh_nodes


def test_an_estimate_when_the_budget_does_not_reach() -> None:
    position = random_position(random.Random(1), 15, STANDARD)
    analyst = Analyst(STANDARD)
    solution = analyst.best(position, NodeBudget(20_000))
    assert solution.worth.outcome is Outcome.UNKNOWN
    assert solution.worth.estimate is not None and -1 < solution.worth.estimate < 1
    assert solution.best is not None and position.illegality(solution.best) is None
    assert hands_over_a_win(position, STANDARD, solution.best) is None
    assert analyst.nodes < 20_000 + 512  # stopped within two polls of the limit


def test_an_exact_solve_cut_short_says_so() -> None:
    position = open_position(random.Random(2), 12, STANDARD)
    analyst = Analyst(STANDARD)
    assert analyst.exact(position, NodeBudget(1000)) is None
    assert analyst.exact(position) is not None  # the same question, unlimited


class FakeClock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_a_deadline_stops_at_its_time_and_judges_by_the_rate_it_saw() -> None:
    clock = FakeClock()
    budget = Deadline(10.0, rate=1000.0, clock=clock)
    assert not budget.exhausted(0, True)
    assert budget.affords(0, 10_000) and not budget.affords(0, 10_001)  # the nominal rate
    clock.now += 1.0
    assert not budget.exhausted(1_000_000, True)  # an exact solve: a million nodes a second
    assert budget.affords(0, 9_000_000) and not budget.affords(0, 9_000_001)
    clock.now += 1.0
    assert not budget.exhausted(1_000_001, False)  # a shallow search: not counted in the rate
    assert budget.affords(0, 8_000_000)
    half = budget.part(0.5, 0)
    assert half.affords(0, 4_000_000) and not half.affords(0, 4_000_001)
    clock.now += 4.01
    assert half.exhausted(0) and not budget.exhausted(0)
    clock.now += 4.0
    assert budget.exhausted(0)


def test_a_cancel_stops_a_deadline_at_once() -> None:
    cancelled = [False]
    budget = Deadline(60.0, rate=1.0, cancelled=lambda: cancelled[0])
    assert not budget.exhausted(0)
    cancelled[0] = True
    assert budget.exhausted(0)


def test_the_base_budget_never_stops_and_a_node_budget_counts() -> None:
    assert not Budget().exhausted(10**12) and Budget().affords(0, 10**12)
    budget = NodeBudget(1000)
    assert budget.affords(400, 600) and not budget.affords(400, 601)
    assert budget.part(0.5, 400).affords(400, 300) and not budget.part(0.5, 400).affords(400, 301)
    assert expected_nodes(13) == 10_000_000


# Per position on stdin, the final worth of every move, and the analyst's nodes.
PROBE = """
import json, sys
from quarto_app.games.quarto.ai import SEARCH_PATH
from quarto_app.games.quarto.ai.analyst import Analyst
from quarto_app.games.quarto.rules import Position, RuleOptions
print(SEARCH_PATH)
for line in sys.stdin:
    analyst = Analyst(RuleOptions())
    position = Position.from_str(line.strip())
    best = analyst.best(position)
    latest = {str(e.move): [e.worth.outcome.value, e.depth] for e in analyst.move_values(position)}
    print(json.dumps([str(best.best), best.worth.outcome.value, latest, analyst.nodes]))
"""


def test_the_plain_search_gives_the_same_answers_with_the_same_work() -> None:
    rng = random.Random(17)
    positions = [str(open_position(rng, empties, STANDARD)) for empties in (7, 8, 9)]
    runs = []
    for plain in (False, True):
        env = dict(os.environ)
        env.pop(native.PLAIN_ENV, None)
        if plain:
            env[native.PLAIN_ENV] = "1"
        done = subprocess.run(
            [sys.executable, "-c", PROBE],
            input="\n".join(positions) + "\n",
            capture_output=True,
            text=True,
            env=env,
            cwd=ROOT,
            timeout=170,
        )
        assert done.returncode == 0, done.stderr
        path, *rows = done.stdout.splitlines()
        runs.append([json.loads(row) for row in rows])
        if plain:
            assert path == "plain"
    assert runs[0] == runs[1]


def test_a_set_up_the_analysis_cannot_start_from_is_refused_with_the_reason() -> None:
    from quarto_app.games.quarto import words
    from quarto_app.games.quarto.ai.setup import SetupCode, setup_problem
    from quarto_app.games.quarto.rules import RulesCode

    assert setup_problem(Position.from_str("..../.3../..../a... 5"), STANDARD) is None
    twice = Position((3,) + (None,) * 14 + (3,), 5)
    in_hand = Position((3,) + (None,) * 15, 3)
    line = Position.from_str("0123/..../..../.... 5")
    square = Position.from_str("17../bd../..../.... 5")  # a 2x2 square of dark pieces
    problems = {
        "twice": setup_problem(twice, STANDARD),
        "in_hand": setup_problem(in_hand, STANDARD),
        "line": setup_problem(line, STANDARD),
        "square": setup_problem(square, RuleOptions(squares=True)),
    }
    assert problems["twice"] is not None and problems["twice"].code is RulesCode.PIECE_TWICE
    assert problems["twice"].params == {"piece": 3, "first": 0, "second": 15}
    assert problems["in_hand"] is not None and problems["in_hand"].code is RulesCode.HAND_ON_BOARD
    assert problems["line"] is not None and problems["line"].code is SetupCode.LINE_MADE
    assert problems["line"].params == {"line": "a4-d4"}
    assert problems["square"] is not None and problems["square"].code is SetupCode.LINE_MADE
    assert setup_problem(square, STANDARD) is None  # 2x2 squares do not count here
    for problem in problems.values():
        assert problem is not None and "{" not in words.error(problem)
