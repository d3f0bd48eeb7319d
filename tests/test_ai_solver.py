"""The search: known values, agreement with brute force, symmetries, deepening."""

from __future__ import annotations

import random
import time

import pytest

from quarto_app.games.quarto.ai.board import FastBoard
from quarto_app.games.quarto.ai.reference import (
    alphabeta_value,
    brute_move_values,
    brute_value,
    memo_alphabeta_value,
)
from quarto_app.games.quarto.ai.sampling import random_position
from quarto_app.games.quarto.ai.solver import WIN, Solver, solve
from quarto_app.games.quarto.ai.symmetry import canonical_key
from quarto_app.games.quarto.ai.tables import board_maps, tables_for
from quarto_app.games.quarto.rules import Move, Position, RuleOptions, lines_for

OPTIONS = (
    RuleOptions(),
    RuleOptions(squares=True),
    RuleOptions(attributes=0b0101),
    RuleOptions(squares=True, attributes=0b0010),
)


def sign(value: int) -> int:
    return (value > 0) - (value < 0)


def test_win_in_one_is_found() -> None:
    # a4, b4, c4 hold tall pieces (bit 4); the hand is tall too: d4 wins.
    position = Position.from_str("456./..../..../.... c")
    options = RuleOptions()
    assert solve(position, options) == WIN
    assert FastBoard(options, position).winning_squares(0xC) == [3]


def test_every_give_unsafe_is_a_forced_loss() -> None:
    # a4-c4 (0, 1, 2) wait for a short or a solid piece, a3-c3 (c, d, e) for a tall or
    # a hollow one: every piece left completes one of them, so whoever must give loses.
    position = Position.from_str("012./cde./..../.... -")
    options = RuleOptions()
    board = FastBoard(options, position)
    assert board.avail & ~board.unsafe() == 0
    assert solve(position, options) == -WIN


def test_holding_a_completer_is_a_win_in_one() -> None:
    position = Position.from_str("012./cde./..../.... 3")
    assert solve(position, RuleOptions()) == WIN


def test_a_blocked_board_is_a_draw() -> None:
    # Only colour counts (odd pieces are dark): every row, column and diagonal
    # already holds both colours, or will (rank 1 gets two of each).
    position = Position.from_str("0123/5476/98ba/.... c")
    options = RuleOptions(attributes=0b0001)
    assert solve(position, options) == 0


def test_full_board_is_a_draw() -> None:
    position = Position.from_str("0123/4567/89ab/cdef -")
    assert solve(position, RuleOptions()) == 0


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: o.describe())
def test_fast_search_equals_brute_force_on_late_positions(options: RuleOptions) -> None:
    rng = random.Random(7)
    for _ in range(12):
        empties = rng.choice((3, 4, 5, 6))
        position = random_position(rng, empties, options, must_give=rng.random() < 0.25)
        expected = brute_value(position, options)
        for canonical_from, lookahead_from in ((0, 0), (6, 17), (17, 4)):
            solver = Solver(options, canonical_from=canonical_from, lookahead_from=lookahead_from)
            assert solve(position, options, solver) == expected * WIN, str(position)


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: o.describe())
def test_search_bounds_hold_for_every_window(options: RuleOptions) -> None:
    # Fail-soft alpha-beta: a value at or above beta is a lower bound, one at or
    # below alpha an upper bound, anything between exact. The null windows around
    # a draw are the ones the search gives most of its nodes (and the ones the
    # endgame shortcuts answer without looking for a win).
    rng = random.Random(23)
    checked = 0
    while checked < 40:
        position = random_position(rng, rng.choice((3, 4, 5)), options)
        solver = Solver(options)
        solver.board.load(position)
        assert position.hand is not None
        if solver.board.winning_squares(position.hand):
            continue  # the search is only asked about a piece that cannot win at once
        exact = brute_value(position, options) * WIN
        for alpha, beta in ((-WIN, 0), (0, WIN), (-WIN - 1, WIN + 1), (-1, 1)):
            solver.board.load(position)
            value = solver._search(position.hand, 16, alpha, beta)
            if value >= beta:
                assert exact >= value, (str(position), alpha, beta, value, exact)
            elif value <= alpha:
                assert exact <= value, (str(position), alpha, beta, value, exact)
            else:
                assert exact == value, (str(position), alpha, beta, value, exact)
        checked += 1


def test_every_root_move_value_equals_brute_force() -> None:
    options = RuleOptions()
    rng = random.Random(11)
    for _ in range(4):
        position = random_position(rng, 5, options)
        expected = brute_move_values(position, options)
        got = dict(Solver(options).root_values(position, 16, full_window=True))
        assert {m: sign(v) for m, v in got.items()} == expected


def test_board_maps_keep_the_lines() -> None:
    for squares, count in ((False, 32), (True, 8)):
        maps = board_maps(squares)
        assert len(maps) == count and len(set(maps)) == count
        lines = {frozenset(line) for line in lines_for(squares)}
        for board_map in maps:
            assert {frozenset(board_map[s] for s in line) for line in lines} == lines


def transformed(position: Position, board_map, relabel) -> Position:
    board = [None] * 16
    for square, piece in enumerate(position.board):
        if piece is not None:
            board[board_map[square]] = relabel(piece)
    hand = None if position.hand is None else relabel(position.hand)
    return Position(tuple(board), hand)


def random_relabel(rng: random.Random, options: RuleOptions):
    counted = [a for a in range(4) if options.attributes >> a & 1]
    others = [a for a in range(4) if not options.attributes >> a & 1]
    target = dict(zip(counted, rng.sample(counted, len(counted)), strict=True))
    target.update(zip(others, rng.sample(others, len(others)), strict=True))
    flip = rng.randrange(16)

    def relabel(piece: int) -> int:
        out = 0
        for a in range(4):
            if piece >> a & 1:
                out |= 1 << target[a]
        return out ^ flip

    return relabel


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: o.describe())
def test_symmetric_positions_share_key_and_value(options: RuleOptions) -> None:
    rng = random.Random(3)
    tables = tables_for(options)
    maps = board_maps(options.squares)
    for _ in range(10):
        position = random_position(rng, rng.choice((5, 6, 9)), options)
        image = transformed(position, rng.choice(maps), random_relabel(rng, options))
        keys = []
        for p in (position, image):
            board = FastBoard(options, p)
            keys.append(canonical_key(board.cells, board.occ, p.hand, tables))
        assert keys[0] == keys[1]
        if 16 - position.placed_count <= 6:
            assert solve(position, options) == solve(image, options)


def test_canonical_key_tells_different_positions_apart() -> None:
    options = RuleOptions()
    tables = tables_for(options)
    a = FastBoard(options, Position.from_str("01../..../..../.... 2"))
    b = FastBoard(options, Position.from_str("0.../..../..../...1 2"))
    # a4-b4 are neighbours on a row; a4 and d1 only share the diagonal (and the
    # 32 maps send rows to rows or columns, never to the diagonals).
    assert canonical_key(a.cells, a.occ, 2, tables) != canonical_key(b.cells, b.occ, 2, tables)


def test_iterate_deepens_to_an_exact_value() -> None:
    options = RuleOptions()
    position = random_position(random.Random(5), 6, options)
    iterations = list(Solver(options).iterate(position))
    assert [it.depth for it in iterations] == list(range(1, len(iterations) + 1))
    last = iterations[-1]
    assert last.exact
    assert sign(last.value) == brute_value(position, options)
    assert last.move in set(position.legal_moves())


def test_iterate_stops_at_the_deadline() -> None:
    options = RuleOptions()
    position = random_position(random.Random(8), 13, options)
    started = time.monotonic()
    iterations = list(Solver(options).iterate(position, deadline=started + 0.2))
    assert time.monotonic() - started < 0.4
    assert all(not it.exact for it in iterations)


class StopAfter:
    """A cancel flag that turns true at its `looks`-th look, and counts the looks after."""

    def __init__(self, looks: int) -> None:
        self.looks = looks
        self.seen = 0

    def __call__(self) -> bool:
        self.seen += 1
        return self.seen >= self.looks


def test_iterate_stops_when_cancelled() -> None:
    # Counted, not timed: the search looks at the flag every few hundred nodes and stops
    # at the first look that finds it set.
    options = RuleOptions()
    position = random_position(random.Random(8), 13, options)
    stop = StopAfter(40)
    list(Solver(options).iterate(position, should_stop=stop))
    assert stop.seen == 40


def test_place_only_when_the_last_piece_goes_down() -> None:
    position = Position.from_str("0123/4567/89ab/cde. f")
    options = RuleOptions()
    results = Solver(options).root_values(position, 16)
    assert [move for move, _ in results] == [Move(15, None)]
    assert sign(results[0][1]) == brute_value(position, options)


@pytest.mark.parametrize("options", OPTIONS[:3], ids=lambda o: o.describe())
def test_plain_alphabeta_reference_equals_brute_force(options: RuleOptions) -> None:
    rng = random.Random(17)
    for _ in range(8):
        position = random_position(rng, rng.choice((4, 5)), options, must_give=rng.random() < 0.3)
        expected = brute_value(position, options)
        assert alphabeta_value(position, options) == expected
        assert memo_alphabeta_value(position, options) == expected


@pytest.mark.parametrize("options", OPTIONS[:3], ids=lambda o: o.describe())
def test_fast_search_equals_memo_alphabeta_at_seven_and_eight_empty_squares(
    options: RuleOptions,
) -> None:
    """Deep enough for the reply lookahead and the table; the bench does hundreds more."""
    rng = random.Random(23)
    for _ in range(3):
        position = random_position(rng, rng.choice((7, 8)), options, must_give=rng.random() < 0.3)
        expected = memo_alphabeta_value(position, options)
        for lookahead_from in (6, 17):
            solver = Solver(options, lookahead_from=lookahead_from)
            assert solve(position, options, solver) == expected * WIN, str(position)


def hands_over_a_win(board: FastBoard, position: Position, move: Move) -> bool:
    """Does `move` (not a win itself) give a piece the opponent can place to win?"""
    if board.wins_at(move.square, position.hand):
        return False
    saved = board.place(move.square, position.hand)
    unsafe = board.unsafe() >> move.give & 1
    board.undo(move.square, saved)
    return bool(unsafe)


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: o.describe())
def test_root_order_is_a_permutation_with_losing_gives_last(options: RuleOptions) -> None:
    rng = random.Random(23)
    seen_losing = False
    for _ in range(12):
        position = random_position(rng, rng.choice((6, 9, 11)), options)
        moves = list(position.legal_moves())
        solver = Solver(options)
        ordered = solver.root_order(position, moves)
        assert sorted(ordered, key=str) == sorted(moves, key=str)
        board = FastBoard(options, position)
        winning = [board.wins_at(m.square, position.hand) for m in ordered]
        assert winning == sorted(winning, reverse=True)  # wins at once first
        losing = [hands_over_a_win(board, position, m) for m in ordered]
        # every move that lets the opponent win at once comes after every other move
        assert losing == sorted(losing)
        seen_losing = seen_losing or any(losing)
    assert seen_losing  # the sample does exercise the ordering of losing gives


def placement_rank(board: FastBoard, position: Position, move: Move) -> tuple[int, int]:
    """(safe gives left after the placement, 1 if it covers a threat's square)."""
    assert position.hand is not None and move.square is not None
    saved = board.place(move.square, position.hand)
    count = (board.avail & ~board.unsafe()).bit_count()
    board.undo(move.square, saved)
    board_threats = FastBoard(board.tables.options, position).threats()
    return count, 1 if 1 << move.square in board_threats else 0


def test_root_order_tries_fewest_safe_gives_first_and_then_leaves_threats_open() -> None:
    options = RuleOptions()
    rng = random.Random(31)
    tied = False  # a covering and an open square with the same count were compared
    for _ in range(20):
        position = random_position(rng, 7, options)  # below the lookahead
        ordered = Solver(options).root_order(position, list(position.legal_moves()))
        board = FastBoard(options, position)
        # wins at once come first and moves that hand over a win last, whatever
        # their placement
        ranks = [
            placement_rank(board, position, m)
            for m in ordered
            if not board.wins_at(m.square, position.hand)
            and not hands_over_a_win(board, position, m)
        ]
        assert ranks == sorted(ranks)
        by_count: dict[int, set[int]] = {}
        for count, covers in ranks:
            by_count.setdefault(count, set()).add(covers)
        tied = tied or any(len(kinds) == 2 for kinds in by_count.values())
    assert tied


def opponent_moves(board: FastBoard, position: Position, move: Move) -> int:
    """After `move`, the opponent's (placement, safe give) pairs, counted one by one."""
    assert position.hand is not None and move.square is not None and move.give is not None
    saved = board.place(move.square, position.hand)
    left = board.avail & ~(1 << move.give)
    count = 0
    for square in range(16):
        if not board.occ >> square & 1:
            again = board.place(square, move.give)
            count += (left & ~board.unsafe()).bit_count()
            board.undo(square, again)
    board.undo(move.square, saved)
    return count


@pytest.mark.parametrize("options", OPTIONS[:2], ids=lambda o: o.describe())
def test_lookahead_tries_the_moves_that_leave_the_opponent_fewest_moves_first(
    options: RuleOptions,
) -> None:
    rng = random.Random(37)
    split = False  # some placement had its gives ranked apart by other placements' moves
    for _ in range(6):
        position = random_position(rng, 10, options)  # at the lookahead
        solver = Solver(options, lookahead_from=10)
        ordered = solver.root_order(position, list(position.legal_moves()))
        board = FastBoard(options, position)
        searched = [
            m
            for m in ordered
            if not board.wins_at(m.square, position.hand)
            and not hands_over_a_win(board, position, m)
        ]
        ranks = [
            (opponent_moves(board, position, m),) + placement_rank(board, position, m)
            for m in searched
        ]
        assert ranks == sorted(ranks)
        for square in {m.square for m in searched}:
            at = [i for i, m in enumerate(searched) if m.square == square]
            split = split or at[-1] - at[0] + 1 != len(at)
    assert split


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: o.describe())
def test_threats_are_the_winning_squares_of_every_piece(options: RuleOptions) -> None:
    rng = random.Random(41)
    merged = False  # some square is waited on by two lines at once
    for _ in range(40):
        board = FastBoard(options, random_position(rng, rng.randint(3, 10), options))
        threats = board.threats()
        for square in range(16):
            if board.occ >> square & 1:
                continue
            winners = sum(1 << p for p in range(16) if board.wins_at(square, p))
            assert threats.get(1 << square, 0) == winners
            through = [
                line
                for line in board.tables.lines_at[square]
                if (board.lines[line] >> 8) == 3 and board.lines[line] & 255
            ]
            merged = merged or len(through) > 1
        everything = 0
        for pieces in threats.values():
            everything |= pieces
        assert everything == board.unsafe()
    assert merged


@pytest.mark.parametrize("options", OPTIONS[:2], ids=lambda o: o.describe())
def test_find_win_returns_a_winning_move_exactly_when_the_position_is_won(
    options: RuleOptions,
) -> None:
    rng = random.Random(43)
    wins = 0
    for _ in range(30):
        position = random_position(rng, rng.randint(5, 9), options, must_give=rng.random() < 0.2)
        move = Solver(options).find_win(position)
        if solve(position, options) != WIN:
            assert move is None
            continue
        wins += 1
        assert move is not None
        values = dict(Solver(options).root_values(position, 16, full_window=True))
        assert values[move] >= WIN
    assert wins >= 5


def test_find_win_gives_up_at_its_deadline() -> None:
    options = RuleOptions()
    position = random_position(random.Random(8), 13, options)
    started = time.monotonic()
    Solver(options).find_win(position, deadline=started + 0.2)
    assert time.monotonic() - started < 0.4


def test_find_win_stops_when_cancelled() -> None:
    options = RuleOptions()
    position = random_position(random.Random(8), 13, options)
    stop = StopAfter(40)
    Solver(options).find_win(position, should_stop=stop)
    assert stop.seen == 40
