"""Playing for the win among equal moves, the direct exact analysis, and the
exact search against the reference on a seeded sample (bench/ai_exact.py runs
the full 500 per rule option)."""

from __future__ import annotations

import random
import time
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from quarto_app.games.quarto.ai import analysis, level_by_name
from quarto_app.games.quarto.ai.board import FastBoard
from quarto_app.games.quarto.ai.levels import choose_move
from quarto_app.games.quarto.ai.reference import (
    brute_move_values,
    brute_value,
    memo_alphabeta_value,
)
from quarto_app.games.quarto.ai.sampling import random_position
from quarto_app.games.quarto.ai.solver import WIN, Solver, solve
from quarto_app.games.quarto.rules import Move, Position, RuleOptions

OPTIONS = (
    RuleOptions(),
    RuleOptions(squares=True),
    RuleOptions(attributes=0b0101),
    RuleOptions(squares=True, attributes=0b0010),
)
STANDARD = RuleOptions()


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: o.describe())
def test_exact_search_equals_the_reference_on_seeded_endgames(options: RuleOptions) -> None:
    rng = random.Random(101)
    plan = [7] * 12 + [8] * 2
    for empties in plan:
        position = random_position(rng, empties, options, must_give=rng.random() < 0.25)
        expected = memo_alphabeta_value(position, options)
        assert solve(position, options) == expected * WIN, str(position)


def sign(value: int) -> int:
    return (value > 0) - (value < 0)


def move_values(position: Position, options: RuleOptions, brute: bool) -> dict[Move, int]:
    """Every legal move's value (1, 0, -1): by brute force, or by the full-window search
    (checked against brute force in test_ai_solver) where brute force is too slow."""
    if brute:
        return brute_move_values(position, options)
    values = Solver(options).root_values(position, 16, full_window=True)
    return {move: sign(value) for move, value in values}


def holding_replies(position: Position, move: Move, options: RuleOptions, brute: bool) -> int:
    """Replies to `move` that keep the opponent's value."""
    child = position.push(move)
    value = -(brute_value(child, options) if brute else sign(solve(child, options)))
    return sum(1 for v in move_values(child, options, brute).values() if v >= -value)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), empties=st.integers(4, 5), index=st.integers(0, 3))
def test_the_choice_among_equal_moves_never_lowers_the_value(
    seed: int, empties: int, index: int
) -> None:
    options = OPTIONS[index]
    rng = random.Random(seed)
    position = random_position(rng, empties, options)
    assert position.hand is not None
    expected = brute_move_values(position, options)
    value = max(expected.values())
    solver = Solver(options)
    board = solver.board
    board.load(position)
    moves = [m for m in position.legal_moves() if not board.wins_at(m.square, position.hand)]
    if not moves or value >= 1:
        return  # a win is simply played; the chances are for draws and losses
    chosen = solver.most_chances(position, value * WIN, moves)
    assert chosen is not None
    assert expected[chosen] == value  # never a worse move than the position's value
    # and no move of that value leaves fewer replies that keep the opponent's value
    fewest = min(holding_replies(position, m, options, True) for m in moves if expected[m] == value)
    assert holding_replies(position, chosen, options, True) == fewest


def test_master_prefers_the_draw_that_leaves_fewest_holding_replies() -> None:
    # Seeded drawn positions where the drawing moves differ in how many replies hold.
    rng = random.Random(61)
    master = level_by_name("Master")
    compared = 0
    while compared < 4:
        position = random_position(rng, 7, STANDARD)
        values = move_values(position, STANDARD, False)
        if max(values.values()) != 0:
            continue
        draws = [m for m, v in values.items() if v == 0]
        counts = {m: holding_replies(position, m, STANDARD, False) for m in draws}
        if len(set(counts.values())) < 2:
            continue
        move = choose_move(position, STANDARD, master, random.Random(compared))
        assert values[move] == 0
        assert counts[move] == min(counts.values()), str(position)
        compared += 1


def test_a_position_where_every_move_draws_still_gets_a_draw() -> None:
    # Only colour counts: every line already holds both colours, or will (rank 1
    # gets two of each), so every move draws.
    colour = RuleOptions(attributes=0b0001)
    blocked = Position.from_str("0123/5476/98ba/.... c")
    cases = [(blocked, colour)]
    rng = random.Random(71)
    while len(cases) < 2:
        position = random_position(rng, 7, STANDARD)
        if set(move_values(position, STANDARD, False).values()) == {0}:
            cases.append((position, STANDARD))
    for position, options in cases:
        values = move_values(position, options, False)
        assert set(values.values()) == {0}
        for name in ("Hard", "Master"):
            level = level_by_name(name)
            move = choose_move(position, options, level, random.Random(1), seconds=0.5)
            assert values[move] == 0, (name, str(position))


def test_a_lost_position_leaves_the_fewest_winning_replies() -> None:
    rng = random.Random(83)
    master = level_by_name("Master")
    checked = 0
    while checked < 3:
        position = random_position(rng, 6, STANDARD)
        values = move_values(position, STANDARD, False)
        if max(values.values()) != -1:
            continue
        counts = {m: holding_replies(position, m, STANDARD, False) for m in values}
        move = choose_move(position, STANDARD, master, random.Random(checked))
        assert counts[move] == min(counts.values()), str(position)
        checked += 1


def test_master_keeps_its_deadline_with_the_choice_among_equal_moves() -> None:
    master = level_by_name("Master")
    rng = random.Random(12)
    for empties in (12, 13):
        position = random_position(rng, empties, STANDARD)
        started = time.monotonic()
        choose_move(position, STANDARD, master, rng)
        assert time.monotonic() - started < master.deadline + 0.5
    short = replace(master, think=0.05, deadline=0.3)
    position = random_position(rng, 12, STANDARD)
    started = time.monotonic()
    choose_move(position, STANDARD, short, rng)
    assert time.monotonic() - started < 0.3 + 0.3


def test_analysis_goes_to_the_exact_search_at_once(monkeypatch) -> None:
    seen: list[int | None] = []
    original = Solver.iterate

    def spy(self: Solver, position: Position, **kwargs):  # type: ignore[no-untyped-def]
        seen.append(kwargs.get("jump_after"))
        return original(self, position, **kwargs)

    monkeypatch.setattr(Solver, "iterate", spy)
    rng = random.Random(5)
    position = random_position(rng, 9, STANDARD)
    while FastBoard(STANDARD, position).winning_squares(position.hand):
        position = random_position(rng, 9, STANDARD)  # no search for a win at once
    result = analysis.analyse(position, STANDARD, 30.0, all_moves=False)
    assert result.solved and result.depth == 9
    assert seen == [analysis.JUMP_AFTER]
    far = random_position(random.Random(5), 15, STANDARD)
    analysis.analyse(far, STANDARD, 0.2, all_moves=False)
    assert seen[-1] is None  # out of reach: deepening one depth at a time


def test_iterate_with_a_jump_runs_the_shallow_depths_then_the_exact_one() -> None:
    rng = random.Random(9)
    jumped = 0
    while jumped < 3:
        position = random_position(rng, 9, STANDARD)
        iterations = list(Solver(STANDARD).iterate(position, jump_after=3))
        if iterations[-1].depth < 9:
            assert abs(iterations[-1].value) >= WIN  # a forced win or loss ends it early
            continue
        assert [it.depth for it in iterations] == [1, 2, 3, 9]
        jumped += 1
