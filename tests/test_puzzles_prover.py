"""The puzzles' depth-limited prover against two references that share nothing with it:
a brute-force "win within n" written straight from the rules (Position.push and
Position.lines_through, no bit sets, no tables), and the exact solver at full depth."""

from __future__ import annotations

import random

import pytest
from puzzle_reference import brute_wins_within

from quarto_app.games.quarto.ai.sampling import random_position
from quarto_app.games.quarto.ai.solver import WIN, Solver, solve
from quarto_app.games.quarto.puzzles import Prover
from quarto_app.games.quarto.rules import Move, Position, RuleOptions

OPTIONS = [RuleOptions(), RuleOptions(squares=True)]


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: o.describe())
def test_the_prover_agrees_with_brute_force_on_small_positions(options: RuleOptions) -> None:
    rng = random.Random(2024)
    seen = {n: [0, 0] for n in (1, 2, 3)}
    for index in range(90):
        position = random_position(rng, 4 + index % 3, options)
        prover = Prover(options)
        for n in (1, 2, 3):
            expected = brute_wins_within(position, n, options)
            assert prover.wins_within(position, n) == expected, (str(position), n)
            seen[n][expected] += 1
    # both answers occur at every depth: the comparison is not vacuous
    for n in (1, 2, 3):
        assert seen[n][0] > 0 and seen[n][1] > 0, seen


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: o.describe())
def test_the_prover_at_full_depth_is_the_exact_solver(options: RuleOptions) -> None:
    # With as many placements as the game has left, "a forced line within n" is
    # "a forced win": the exact solver's WIN.
    rng = random.Random(7)
    solver = Solver(options)
    wins = 0
    for index in range(40):
        empties = 6 + index % 4
        position = random_position(rng, empties, options)
        prover = Prover(options)
        whole = (empties + 1) // 2
        expected = solve(position, options, solver) == WIN
        assert prover.wins_within(position, whole) == expected, str(position)
        wins += expected
    assert 0 < wins < 40


def test_a_win_within_n_is_a_win_within_more() -> None:
    rng = random.Random(11)
    options = RuleOptions()
    for _ in range(30):
        position = random_position(rng, 8, options)
        prover = Prover(options)
        answers = [prover.wins_within(position, n) for n in range(1, 5)]
        assert answers == sorted(answers)  # False... then True...
        distance = prover.distance(position, 4)
        assert distance == (answers.index(True) + 1 if True in answers else None)


def test_a_move_that_wins_within_n_is_one_after_which_every_reply_loses_in_time() -> None:
    rng = random.Random(5)
    options = RuleOptions()
    checked = 0
    for _ in range(12):
        position = random_position(rng, 6, options)
        prover = Prover(options)
        for move in position.legal_moves():
            after = position.push(move)
            if after.hand is None:
                continue
            # a line at once wins; else the opponent, to move in `after`, must be
            # unable to stop a line at the mover's next placement
            line = position.place(move.square).lines_through(move.square, options)
            expected = bool(line) or not _opponent_holds(after, options)
            assert prover.move_wins_within(position, move, 2) == expected, (
                str(position),
                str(move),
            )
            checked += 1
    assert checked > 100


def _opponent_holds(position: Position, options: RuleOptions) -> bool:
    """Does the side to move in `position` avoid losing at the mover's next placement?"""
    for square in position.empty_squares():
        if position.place(square).lines_through(square, options):
            return True
    for move in position.legal_moves():
        if move.give is None:
            return True
        after = position.push(move)
        if not any(after.place(s).lines_through(s, options) for s in after.empty_squares()):
            return True
    return False


def test_positions_the_prover_refuses() -> None:
    prover = Prover(RuleOptions())
    with pytest.raises(ValueError):
        prover.wins_within(Position(), 2)  # the side to move must give first
    position = Position.from_str("..../..../..../.... 5")
    with pytest.raises(ValueError):
        prover.move_wins_within(position, Move(None, 3), 2)
