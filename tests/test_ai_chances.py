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


def holding_replies(
    position: Position,
    move: Move,
    options: RuleOptions,
    brute: bool,
    among: list[Move] | None = None,
) -> int:
    """Replies to `move` (or those of them in `among`) that keep the opponent's value."""
    child = position.push(move)
    value = -(brute_value(child, options) if brute else sign(solve(child, options)))
    values = move_values(child, options, brute)
    return sum(1 for m, v in values.items() if v >= -value and (among is None or m in among))


def shallow_favourites(child: Position, options: RuleOptions) -> list[Move]:
    """The replies a full-window search two placements deep (no table) rates best,
    leaving out those that hand over a win at once: what `plausible_replies` must
    find through its narrower windows."""
    values = dict(Solver(options, table=False).root_values(child, 2, full_window=True))
    board = FastBoard(options, child)
    safe = {}
    for reply, value in values.items():
        if reply.square is not None and board.wins_at(reply.square, child.hand):
            safe[reply] = value
            continue
        saved = board.place(reply.square, child.hand) if reply.square is not None else None
        if reply.give is None or not board.unsafe() >> reply.give & 1:
            safe[reply] = value
        if saved is not None:
            board.undo(reply.square, saved)
    top = max(safe.values())
    return [reply for reply, value in safe.items() if value == top]


def chances_key(position: Position, move: Move, options: RuleOptions) -> tuple[float, int]:
    """(share of the plausible replies that hold, how many hold): smaller is better."""
    plausible = shallow_favourites(position.push(move), options)
    keep = holding_replies(position, move, options, False, plausible)
    return keep / len(plausible), keep


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
    # and no move of that value leaves a smaller share of plausible replies that hold
    keys = {m: chances_key(position, m, options) for m in moves if expected[m] == value}
    assert keys[chosen] == min(keys.values())


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: o.describe())
def test_plausible_replies_are_the_shallow_searchs_favourites(options: RuleOptions) -> None:
    rng = random.Random(29)
    solver = Solver(options)
    eye = Solver(options, table=False)
    for empties in (6, 7, 8, 9, 10):
        child = random_position(rng, empties, options)
        found = solver.plausible_replies(eye, child)
        assert sorted(found, key=str) == sorted(shallow_favourites(child, options), key=str)


def test_master_prefers_the_draw_whose_plausible_replies_hold_least() -> None:
    # Seeded drawn positions where the drawing moves differ in that share.
    rng = random.Random(61)
    master = level_by_name("Master")
    compared = 0
    while compared < 4:
        position = random_position(rng, 7, STANDARD)
        values = move_values(position, STANDARD, False)
        if max(values.values()) != 0:
            continue
        draws = [m for m, v in values.items() if v == 0]
        keys = {m: chances_key(position, m, STANDARD) for m in draws}
        if len(set(keys.values())) < 2:
            continue
        move = choose_move(position, STANDARD, master, random.Random(compared))
        assert values[move] == 0
        assert keys[move] == min(keys.values()), str(position)
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


def test_a_lost_position_leaves_the_smallest_share_of_winning_plausible_replies() -> None:
    rng = random.Random(83)
    master = level_by_name("Master")
    checked = 0
    while checked < 3:
        position = random_position(rng, 6, STANDARD)
        values = move_values(position, STANDARD, False)
        if max(values.values()) != -1:
            continue
        keys = {
            m: chances_key(position, m, STANDARD) for m in values if not position.push(m).is_full
        }
        move = choose_move(position, STANDARD, master, random.Random(checked))
        assert keys[move] == min(keys.values()), str(position)
        checked += 1


def test_first_holding_is_the_first_move_that_does_not_lose() -> None:
    rng = random.Random(47)
    seen = {0: 0, -1: 0}
    while min(seen.values()) < 2:
        position = random_position(rng, 8, STANDARD)
        values = move_values(position, STANDARD, False)
        best = max(values.values())
        if best not in seen:
            continue
        seen[best] += 1
        moves = list(values)
        rng.shuffle(moves)
        expected = next((m for m in moves if values[m] >= 0), None)
        assert Solver(STANDARD).first_holding(position, moves) == expected, str(position)


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
    # The value and best move are the bare solve: one search to the end, nothing
    # shallower first; out of reach for the time given, one depth at a time.
    seen: list[int] = []
    original = Solver.root_values

    def spy(self: Solver, position: Position, depth: int, *args, **kwargs):  # type: ignore[no-untyped-def]
        seen.append(depth)
        return original(self, position, depth, *args, **kwargs)

    monkeypatch.setattr(Solver, "root_values", spy)
    rng = random.Random(5)
    position = random_position(rng, 9, STANDARD)
    while FastBoard(STANDARD, position).winning_squares(position.hand):
        position = random_position(rng, 9, STANDARD)  # no search for a win at once
    result = analysis.analyse(position, STANDARD, 30.0, all_moves=False)
    assert result.solved and result.depth == 9
    assert seen == [16]
    seen.clear()
    far = random_position(random.Random(5), 15, STANDARD)
    analysis.analyse(far, STANDARD, 0.2, all_moves=False)
    assert seen[:2] == [1, 2]  # out of reach: deepening one depth at a time


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
