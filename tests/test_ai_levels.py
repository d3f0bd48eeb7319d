"""The difficulty levels: names, legality, what each level sees, call timing."""

from __future__ import annotations

import random
import time

import pytest

from quarto_app.games.quarto.ai import LEVELS, Level, choose_move, level_by_name
from quarto_app.games.quarto.ai.board import FastBoard
from quarto_app.games.quarto.ai.sampling import random_position
from quarto_app.games.quarto.rules import Position, RuleOptions

STANDARD = RuleOptions()
NAMES = ("Beginner", "Easy", "Medium", "Hard", "Master")


def test_five_levels_weakest_first_with_their_words_in_the_catalog() -> None:
    assert tuple(level.name for level in LEVELS) == NAMES
    from quarto_app.games.quarto import words
    from quarto_app.games.quarto.game import LEVELS as OFFERED

    assert tuple(level.name for level in LEVELS) == OFFERED  # the setup screen's list
    for level in LEVELS:
        blurb = words.level_blurb(level.name)
        assert blurb != f"quarto.level.{level.name.lower()}.blurb" and len(blurb) < 100
    careless = [level.careless for level in LEVELS]
    assert careless == sorted(careless, reverse=True)


def test_level_by_name_any_case() -> None:
    assert level_by_name("hard").name == "Hard"
    assert level_by_name(" MASTER ").name == "Master"
    with pytest.raises(ValueError) as info:
        level_by_name("grandmaster")
    assert info.value.params == {"level": "grandmaster", "choices": ", ".join(NAMES)}


@pytest.mark.parametrize("level", LEVELS, ids=lambda level: level.name)
def test_every_level_plays_legal_moves_to_the_end(level: Level) -> None:
    rng = random.Random(4)
    for options in (STANDARD, RuleOptions(squares=True), RuleOptions(attributes=0b0011)):
        position = random_position(rng, 9, options, must_give=True)
        while not position.is_full:
            move = choose_move(position, options, level, rng, seconds=0.3)
            assert position.illegality(move) is None
            position = position.push(move)
            if move.square is not None and position.lines_through(move.square, options):
                break


def test_the_move_names_a_give_even_when_the_placement_wins() -> None:
    position = Position.from_str("456./..../..../.... c")
    move = choose_move(position, STANDARD, level_by_name("Master"), random.Random(1))
    assert move.square == 3
    assert move.give is not None


@pytest.mark.parametrize("name", ["Hard", "Master"])
def test_strong_levels_always_win_at_once_and_never_hand_over_a_win(name: str) -> None:
    level = level_by_name(name)
    rng = random.Random(9)
    for _ in range(12):
        position = random_position(rng, rng.choice((8, 9, 10, 11)), STANDARD)
        board = FastBoard(STANDARD, position)
        assert position.hand is not None
        wins = board.winning_squares(position.hand)
        move = choose_move(position, STANDARD, level, rng, seconds=0.5)
        if wins:
            assert move.square in wins
            continue
        after = FastBoard(STANDARD, position.push(move))
        if after.unsafe() >> move.give & 1:
            # Only allowed when every placement leaves nothing safe to give.
            for square in position.empty_squares():
                placed = FastBoard(STANDARD, position.place(square))
                assert placed.avail & ~placed.unsafe() == 0, str(position)


def test_beginner_sometimes_hands_over_a_winning_piece_and_sometimes_misses_a_win() -> None:
    beginner = level_by_name("Beginner")
    # a4-c4 want a short or solid piece; only four of the nine pieces left are safe.
    position = Position.from_str("012./..../..../.... f")
    rng = random.Random(2)
    gave_unsafe = 0
    for _ in range(60):
        move = choose_move(position, STANDARD, beginner, rng)
        after = FastBoard(STANDARD, position.push(move))
        gave_unsafe += bool(after.unsafe() >> move.give & 1)
    assert 0 < gave_unsafe < 60
    winning = Position.from_str("012./..../..../.... 3")
    squares = {choose_move(winning, STANDARD, beginner, rng).square for _ in range(60)}
    assert 3 in squares and len(squares) > 1


def test_strong_levels_always_notice_lines_and_weak_ones_sometimes_do_not() -> None:
    rng = random.Random(0)
    for level in LEVELS:
        own = sum(level.notices_own_line(rng) for _ in range(400))
        steal = sum(level.notices_missed_line(rng) for _ in range(400))
        if level.name in ("Hard", "Master"):
            assert own == steal == 400
        else:
            assert own < 400 and steal < 400
    assert sum(LEVELS[0].notices_missed_line(rng) for _ in range(400)) < 200


@pytest.mark.parametrize("window", [None, 5.0, 2.0, 1.0, 0.5])
def test_call_delay_is_human_and_inside_the_window(window: float | None) -> None:
    rng = random.Random(6)
    for level in LEVELS:
        for _ in range(200):
            delay = level.call_delay(rng, window)
            assert delay > 0.3
            if window is not None:
                assert delay < 0.8 * window


def test_master_solves_and_keeps_to_its_deadline() -> None:
    master = level_by_name("Master")
    rng = random.Random(12)
    position = random_position(rng, 12, STANDARD)
    started = time.monotonic()
    choose_move(position, STANDARD, master, rng)
    assert time.monotonic() - started < master.deadline + 0.5


def test_master_converts_won_endgames() -> None:
    from quarto_app.games.quarto.ai.solver import WIN, solve
    from quarto_app.games.quarto.rules import Move

    master = level_by_name("Master")
    rng = random.Random(31)
    converted = 0
    while converted < 3:
        position = random_position(rng, 8, STANDARD, must_give=rng.random() < 0.5)
        if solve(position, STANDARD) != WIN:
            continue
        to_move = 0
        while True:
            assert not position.is_full, "a won position ended in a draw"
            move = choose_move(position, STANDARD, master, rng)
            if move.square is not None:
                placed = position.push(Move(move.square, None))
                if placed.lines_through(move.square, STANDARD):
                    assert to_move == 0, "the winning side lost"
                    break
            position = position.push(move)
            to_move = 1 - to_move
        converted += 1


def test_the_win_probe_finds_wins_a_shallow_search_lets_slip() -> None:
    """A level that searches one placement ahead but probes for a forced win from
    nine empty squares keeps every won position; without the probe it slips."""
    from dataclasses import replace

    from quarto_app.games.quarto.ai.solver import WIN, solve

    shallow = replace(
        level_by_name("Master"), max_depth=1, exact_from=4, win_probe_from=0, think=0.0
    )
    probing = replace(shallow, win_probe_from=9, deadline=30.0)
    rng = random.Random(5)
    slipped = {shallow.name: 0, "probing": 0}
    tried = 0
    while tried < 12:
        position = random_position(rng, 9, STANDARD)
        if solve(position, STANDARD) != WIN:
            continue
        tried += 1
        board = FastBoard(STANDARD, position)
        for key, level in ((shallow.name, shallow), ("probing", probing)):
            move = choose_move(position, STANDARD, level, random.Random(tried))
            if board.wins_at(move.square, position.hand):
                continue
            if -solve(position.push(move), STANDARD) != WIN:
                slipped[key] += 1
    assert slipped["probing"] == 0
    assert slipped[shallow.name] > 0  # the sample does need the probe


def test_each_level_searches_with_its_own_table() -> None:
    # Two computer seats share one search process: Hard must not read the exact
    # values Master's solves leave in a table.
    from quarto_app.games.quarto.ai import levels

    levels.forget_tables()
    options = RuleOptions()
    position = random_position(random.Random(3), 10, options)
    choose_move(position, options, level_by_name("Master"), random.Random(1))
    assert len(levels.solver_for(options, "Master").tt) > 0
    assert levels.solver_for(options, "Hard").tt == {}
    assert levels.solver_for(options, "Master") is levels.solver_for(options, "Master")
    levels.forget_tables()
