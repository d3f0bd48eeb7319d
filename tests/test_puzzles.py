"""Quarto puzzles: the shipped and generated ones are true, the defence is exact, a
wrong move's refutation refutes it, the daily puzzle, seeds, the player's rating.

"True" is checked here with the exact solver's own entry point (`solve`, a full
window search to the end) and the rules' own line test, apart from the
generator's path (`Examiner`): every listed solution wins (within `win_in`, by the
depth-limited prover, and at all, by the solver), every other legal move does
not win at all, `win_in` is the least, at most a quarter of the moves solve it.
"""

from __future__ import annotations

import datetime
import json
import random
from pathlib import Path

import pytest
from puzzle_reference import brute_wins_within

from quarto_app.games.quarto.ai import SEARCH_PATH
from quarto_app.games.quarto.ai.solver import WIN, Solver, solve
from quarto_app.games.quarto.puzzles import (
    Attempt,
    Examiner,
    Figures,
    Outcome,
    PlayerRating,
    Prover,
    Puzzle,
    PuzzleError,
    State,
    Verdict,
    daily_puzzle,
    daily_win_in,
    defend,
    make_puzzle,
    make_puzzle_data,
    make_puzzles,
    pick_near,
    rate,
    rate_attempt,
    read_puzzles,
    solution_line,
    stream_range,
)
from quarto_app.games.quarto.rules import Move, Position, RuleOptions

ROOT = Path(__file__).resolve().parent.parent
SHIPPED = ROOT / "assets" / "puzzles" / "quarto.json"
PLAIN_SAMPLE = 60
"""Shipped puzzles checked when the search runs as plain Python (all when compiled:
a few seconds); `python tools/make_puzzles.py --check` checks all of them anyway."""


def shipped() -> list[Puzzle]:
    return read_puzzles(json.loads(SHIPPED.read_text(encoding="utf-8")))


def makes_line(position: Position, square: int, options: RuleOptions) -> bool:
    return bool(position.place(square).lines_through(square, options))


def assert_true_puzzle(puzzle: Puzzle, solvers: dict[bool, Solver]) -> None:
    options = RuleOptions(squares=puzzle.squares)
    position = puzzle.position
    assert position.hand is not None and not position.has_quarto(options)
    assert 2 <= puzzle.win_in <= 4
    prover = Prover(options)
    # win_in is the least: a forced line within it, none within one placement fewer
    assert prover.wins_within(position, puzzle.win_in)
    assert not prover.wins_within(position, puzzle.win_in - 1)
    moves = list(position.legal_moves())
    assert len(puzzle.solutions) * 4 <= len(moves)
    assert list(puzzle.solutions) == sorted(puzzle.solutions, key=str)
    listed = set(puzzle.solutions)
    assert listed <= set(moves)
    for move in moves:
        assert move.square is not None and move.give is not None
        assert not makes_line(position, move.square, options)  # else win_in would be 1
        child = position.push(move)
        if any(makes_line(child, s, options) for s in child.empty_squares()):
            wins = False  # the opponent makes a line with the given piece at once
        else:
            wins = solve(child, options, solvers[puzzle.squares]) == -WIN
        assert wins == (move in listed), (puzzle.key, str(move))
        if move in listed:
            assert prover.move_wins_within(position, move, puzzle.win_in)


@pytest.fixture(scope="module")
def solvers() -> dict[bool, Solver]:
    return {squares: Solver(RuleOptions(squares=squares)) for squares in (False, True)}


def test_the_shipped_set_is_spread_over_depths_and_rules() -> None:
    puzzles = shipped()
    assert 200 <= len(puzzles) <= 600
    assert SHIPPED.stat().st_size < 100_000
    for squares in (False, True):
        for win_in in (2, 3, 4):
            group = [p for p in puzzles if p.squares == squares and p.win_in == win_in]
            assert len(group) >= 30, (squares, win_in)
    assert len({p.key for p in puzzles}) == len(puzzles)


def test_the_shipped_puzzles_are_true(solvers: dict[bool, Solver]) -> None:
    puzzles = shipped()
    if SEARCH_PATH != "compiled":
        puzzles = random.Random(27).sample(puzzles, PLAIN_SAMPLE)
    for puzzle in puzzles:
        assert_true_puzzle(puzzle, solvers)


def test_the_shipped_ratings_are_the_model_s() -> None:
    examiners = {squares: Examiner(squares) for squares in (False, True)}
    for puzzle in random.Random(3).sample(shipped(), 40):
        figures = examiners[puzzle.squares].figures(puzzle.position)
        assert isinstance(figures, Figures)
        assert rate(figures) == puzzle.rating


@pytest.mark.parametrize("squares", [False, True], ids=["lines", "squares"])
@pytest.mark.parametrize("win_in", [2, 3, 4])
def test_generated_puzzles_are_true(win_in: int, squares: bool, solvers) -> None:
    for seed in range(2):
        puzzle = make_puzzle(f"test {seed}", win_in=win_in, squares=squares)
        assert puzzle.win_in == win_in and puzzle.squares == squares
        assert_true_puzzle(puzzle, solvers)


def test_the_same_seed_gives_the_same_puzzles() -> None:
    first = make_puzzles(3, 99)
    assert make_puzzles(3, 99) == first
    assert make_puzzles(2, 99) == first[:2]  # a longer list starts with the shorter one
    assert make_puzzles(3, 100) != first
    assert make_puzzle_data(5, win_in=2) == make_puzzle(5, win_in=2).as_dict()
    assert len({p.key for p in first}) == 3


def test_a_rating_range_is_met() -> None:
    puzzle = make_puzzle(1, rating=(1400, 1500))
    assert 1400 <= puzzle.rating <= 1500


def test_the_daily_puzzle_is_the_same_on_a_date_and_differs_across_dates() -> None:
    monday = datetime.date(2025, 3, 10)
    tuesday = datetime.date(2025, 3, 11)
    assert daily_puzzle(monday) == daily_puzzle(monday)
    assert daily_puzzle(monday).position != daily_puzzle(tuesday).position
    assert daily_puzzle(monday, squares=True).squares
    assert daily_puzzle(monday).win_in == daily_win_in(monday) == 2
    assert daily_win_in(datetime.date(2025, 3, 16)) == 4  # a Sunday
    days = [monday + datetime.timedelta(weeks=w) for w in range(4)]
    assert len({str(daily_puzzle(day).position) for day in days}) == 4


def test_a_date_s_daily_puzzle_is_pinned() -> None:
    # Every player must get the same puzzle on the same day: a change to the generator
    # that changes it must be deliberate (and said in the release notes).
    friday = daily_puzzle(datetime.date(2025, 3, 14))
    assert friday.as_dict() == {
        "position": "f.6./..../915./0b.. 2",
        "squares": False,
        "win_in": 3,
        "solutions": ["c3:e"],
        "rating": 1538,
    }


def test_solving_through_the_attempt_follows_the_solution_line() -> None:
    for puzzle in random.Random(8).sample(shipped(), 12):
        line = solution_line(puzzle)
        assert len(line) == 2 * puzzle.win_in - 1
        assert line[-1].give is None  # the player's line
        attempt = Attempt(puzzle)
        for index in range(0, len(line), 2):
            step = attempt.play(line[index])
            if index == len(line) - 1:
                assert step.verdict is Verdict.WON
            else:
                assert step.verdict is Verdict.GOOD
                assert step.reply == line[index + 1]
        assert attempt.state is State.SOLVED
        assert attempt.moves == line
        assert attempt.position.has_quarto(puzzle.options)


def test_the_exact_defence_delays_the_line_longest() -> None:
    checked = 0
    for puzzle in random.Random(4).sample(shipped(), 16):
        if puzzle.win_in < 3:
            continue
        examiner = Examiner(puzzle.squares)
        prover = Prover(puzzle.options)
        for solution in puzzle.solutions:
            after = puzzle.position.push(solution)
            reply, distance = defend(examiner, after, puzzle.win_in - 1)
            assert distance is not None
            chosen = after.push(reply)
            # the player's line is exactly `distance` away after the chosen reply...
            assert prover.wins_within(chosen, distance)
            assert not prover.wins_within(chosen, distance - 1)
            # ...and no other reply puts it further: after each, it is within `distance`
            for other in after.legal_moves():
                child = after.push(other)
                assert prover.wins_within(child, distance), (puzzle.key, str(other))
            checked += 1
    assert checked >= 5


def test_the_exact_defence_agrees_with_brute_force_on_a_small_puzzle() -> None:
    # Count the player's placements to the line after each reply by plain minimax.
    puzzle = next(p for p in shipped() if p.win_in == 3 and 16 - p.position.placed_count <= 6)
    examiner = Examiner(puzzle.squares)
    after = puzzle.position.push(puzzle.solutions[0])
    reply, distance = defend(examiner, after, 2)

    def brute_distance(position: Position) -> int:
        return next(n for n in (1, 2) if brute_wins_within(position, n, puzzle.options))

    assert distance == brute_distance(after.push(reply))
    assert distance == max(brute_distance(after.push(m)) for m in after.legal_moves())


def test_a_wrong_move_is_refuted_for_real(solvers: dict[bool, Solver]) -> None:
    outcomes = set()
    for puzzle in random.Random(6).sample(shipped(), 10):
        options = puzzle.options
        examiner = Examiner(puzzle.squares)
        wrong = [m for m in puzzle.position.legal_moves() if m not in puzzle.solutions]
        for move in random.Random(puzzle.key).sample(wrong, min(6, len(wrong))):
            attempt = Attempt(puzzle, examiner)
            step = attempt.play(move)
            assert step.verdict is Verdict.WRONG  # at the first move no slower win exists
            assert attempt.state is State.FAILED
            refutation = step.refutation
            assert refutation is not None and refutation.reply is not None
            child = puzzle.position.push(move)
            assert child.illegality(refutation.reply) is None
            outcomes.add(refutation.outcome)
            if refutation.outcome is Outcome.LINE_AT_ONCE:
                assert refutation.reply.square is not None
                assert makes_line(child, refutation.reply.square, options)
                continue
            after = child.push(refutation.reply)
            value = solve(after, options, solvers[puzzle.squares])
            assert value < WIN  # the player no longer wins at all
            if refutation.outcome is Outcome.DEFENDER_WINS:
                assert value == -WIN
                assert refutation.line[0] == refutation.reply
                if refutation.defender_wins_in is not None:
                    end = child
                    for played in refutation.line:
                        end = end.push(played)
                    assert end.has_quarto(options)  # the line played out ends in a line
            else:
                assert refutation.outcome is Outcome.DRAW and value == 0
    assert Outcome.LINE_AT_ONCE in outcomes and Outcome.DEFENDER_WINS in outcomes


def test_an_attempt_refuses_what_is_not_a_move() -> None:
    puzzle = shipped()[0]
    attempt = Attempt(puzzle)
    taken = next(s for s, piece in enumerate(puzzle.position.board) if piece is not None)
    with pytest.raises(ValueError):
        attempt.play(Move(taken, puzzle.solutions[0].give))  # the rules refuse it
    free = puzzle.position.empty_squares()[0]
    if not attempt.makes_line(free):
        with pytest.raises(ValueError):
            attempt.play(Move(free, None))  # no line and no give
    line = solution_line(puzzle)
    for index in range(0, len(line), 2):
        attempt.play(line[index])
    with pytest.raises(ValueError):
        attempt.play(line[-1])  # the attempt is over


def test_the_player_rating_moves_the_right_way() -> None:
    player = PlayerRating()
    solved = rate_attempt(player, 1500, solved=True)
    failed = rate_attempt(player, 1500, solved=False)
    assert solved.rating > player.rating > failed.rating
    assert solved.deviation < player.deviation  # one more result: less uncertain
    # solving a harder puzzle gains more; failing an easier one loses more
    assert rate_attempt(player, 1900, True).rating - player.rating > solved.rating - player.rating
    assert player.rating - rate_attempt(player, 1100, False).rating > player.rating - failed.rating
    settled = PlayerRating(1600, 60, 0.06)
    after = rate_attempt(settled, 1600, solved=True)
    assert 1600 < after.rating < solved.rating  # a settled rating moves less
    assert after.deviation >= 45


def test_the_stream_serves_near_the_player_s_level() -> None:
    pool = shipped()
    low, high = stream_range(1700)
    picked = pick_near(pool, 1700, rng=random.Random(1))
    assert picked is not None and low <= picked.rating <= high
    seen = [p.key for p in pool if p.key != pool[0].key]
    assert pick_near(pool, 3000, seen) == pool[0]  # the only one not seen yet
    assert pick_near(pool, 1500, [p.key for p in pool]) is None


def test_puzzle_data_round_trips_and_bad_data_says_what() -> None:
    for puzzle in shipped()[:20]:
        assert Puzzle.from_dict(json.loads(json.dumps(puzzle.as_dict()))) == puzzle
    good = shipped()[0].as_dict()
    bad = [
        ([1], "puzzle_not_an_object"),
        ([{k: v for k, v in good.items() if k != "win_in"}], "puzzle_field_missing"),
        ([{**good, "squares": "no"}], "puzzle_field_type"),
        ([{**good, "rating": True}], "puzzle_field_type"),
        ([{**good, "position": "nonsense"}], "puzzle_bad_position"),
        ([{**good, "solutions": ["z9:a"]}], "puzzle_bad_move"),
        ([{**good, "win_in": 7}], "puzzle_win_in_range"),
        ({"puzzles": 3}, "puzzles_not_a_list"),
    ]
    for data, code in bad:
        with pytest.raises(PuzzleError) as caught:
            read_puzzles(data)
        assert caught.value.code.value == code


def test_a_slower_win_later_in_the_line_is_told_apart_and_refuted() -> None:
    # After the defence's reply the count runs on: a move there that still wins by
    # force, but not within the placements left, is SLOW (not WRONG), and its
    # refutation is a reply after which the line is out of the count yet still forced.
    for puzzle in (p for p in shipped() if p.win_in >= 3):
        examiner = Examiner(puzzle.squares)
        attempt = Attempt(puzzle, examiner)
        attempt.play(puzzle.solutions[0])
        position, left = attempt.position, attempt.left
        for move in position.legal_moves():
            if examiner.prover.move_wins_within(position, move, left):
                continue
            if solve(position.push(move), puzzle.options) != -WIN:
                continue  # no win at all: WRONG, tested above
            step = attempt.play(move)
            assert step.verdict is Verdict.SLOW and attempt.state is State.FAILED
            refutation = step.refutation
            assert refutation is not None and refutation.outcome is Outcome.WINS_LATER
            assert refutation.reply is not None
            after = position.push(move).push(refutation.reply)
            assert solve(after, puzzle.options) == WIN  # still a forced win...
            assert not Prover(puzzle.options).wins_within(after, left - 1)  # ...out of time
            return
    pytest.fail("no slower win found in the shipped set")
