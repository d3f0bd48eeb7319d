"""Positions, position strings, moves and move legality (example-based tests).

The property tests over random positions and random games are in
test_rules_properties.py.
"""

from __future__ import annotations

import pytest

from quarto_app.games.quarto.rules import (
    IllegalMoveError,
    MadeLine,
    Move,
    MoveError,
    Position,
    PositionError,
    QuartoError,
    RuleOptions,
    RulesCode,
    parse_square,
)

EMPTY = "..../..../..../.... -"
FULL_BOARD = "0123/4567/89ab/cdef"


def test_error_classes_are_value_errors() -> None:
    # Callers (the CLI, the screens) catch ValueError; every rules error must be one.
    for cls in (PositionError, MoveError, IllegalMoveError):
        assert issubclass(cls, QuartoError)
        assert issubclass(cls, ValueError)


# --- reading and writing positions --------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        EMPTY,
        "..../..../..../.... 5",
        "..../.3../..../a... 5",
        "f.../..../..../...0 -",
        f"{FULL_BOARD} -",
        "0123/4567/89ab/cde. f",
        "0123/4567/89ab/cde. -",
    ],
)
def test_canonical_strings_round_trip(text: str) -> None:
    assert str(Position.from_str(text)) == text


def test_from_str_reads_cells_in_reading_order() -> None:
    position = Position.from_str("..../.3../..../a... 5")
    expected = [None] * 16
    expected[5] = 3  # b3
    expected[12] = 10  # a1
    assert list(position.board) == expected
    assert position.hand == 5


def test_from_str_normalises_case_and_outer_whitespace() -> None:
    position = Position.from_str("  A.../..../..../...B  C\n")
    assert str(position) == "a.../..../..../...b c"


def test_empty_position_defaults() -> None:
    position = Position()
    assert str(position) == EMPTY
    assert Position.from_str(EMPTY) == position
    assert position.must_give
    assert not position.is_full
    assert position.placed_count == 0
    assert position.available() == list(range(16))
    assert position.empty_squares() == list(range(16))


def test_positions_are_hashable_values() -> None:
    a = Position.from_str("..../.3../..../a... 5")
    b = Position.from_str("..../.3../..../a... 5")
    assert a == b and hash(a) == hash(b)
    assert len({a, b, Position()}) == 2
    with pytest.raises(AttributeError):
        a.hand = 6  # type: ignore[misc]


def parse_error(text: object) -> PositionError:
    """The PositionError that parsing `text` raises."""
    with pytest.raises(PositionError) as info:
        Position.from_str(text)  # type: ignore[arg-type]
    return info.value


def sq(name: str) -> int:
    return parse_square(name)


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("..../..../..../....", "1"),
        ("", "0"),
        ("   ", "0"),
        ("..../..../..../.... 5 6", "3"),
        ("..../..../ ..../.... 5", "3"),
    ],
)
def test_wrong_number_of_parts(text: str, count: str) -> None:
    error = parse_error(text)
    assert (error.code, error.params) == (RulesCode.POSITION_PARTS, {"count": int(count)})


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("..../..../.... -", "3"),
        ("..../..../..../..../.... -", "5"),
        ("................ -", "1"),
        ("..../..../..../..../ -", "5"),
    ],
)
def test_wrong_number_of_ranks(text: str, count: str) -> None:
    error = parse_error(text)
    assert (error.code, error.params) == (RulesCode.POSITION_RANKS, {"count": int(count)})


@pytest.mark.parametrize(
    ("text", "rank", "length"),
    [
        ("...../..../..../.... -", "4", 5),
        ("..../.../..../.... -", "3", 3),
        ("..../..../0/.... -", "2", 1),
        ("..../..../..../ -", "1", 0),
        ("..../..../..../.......... -", "1", 10),
    ],
)
def test_rank_of_wrong_length(text: str, rank: str, length: int) -> None:
    error = parse_error(text)
    assert error.code is RulesCode.RANK_LENGTH
    assert (error.params["rank"], error.params["length"]) == (rank, length)


@pytest.mark.parametrize(
    ("text", "char", "square"),
    [
        ("x.../..../..../.... -", "x", "a4"),
        ("..../..g./..../.... -", "g", "c3"),
        ("..../..../..../...- -", "-", "d1"),
        ("..../..../.*../.... 3", "*", "b2"),
        ("..../..../..../..é. -", "é", "c1"),
    ],
)
def test_bad_character_names_its_square(text: str, char: str, square: str) -> None:
    error = parse_error(text)
    assert (error.code, error.params) == (RulesCode.BAD_CELL, {"char": char, "square": sq(square)})


@pytest.mark.parametrize(
    ("text", "piece", "first", "second"),
    [
        ("1.../...1/..../.... -", "1", "a4", "d3"),
        ("..../..../..a./...A -", "a", "c2", "d1"),
        ("f..f/..../..../.... 0", "f", "a4", "d4"),
    ],
)
def test_piece_twice_names_both_squares(text: str, piece: str, first: str, second: str) -> None:
    error = parse_error(text)
    assert error.code is RulesCode.PIECE_TWICE
    assert error.params == {"piece": int(piece, 16), "first": sq(first), "second": sq(second)}


@pytest.mark.parametrize(
    ("text", "piece", "square"),
    [("1.../..../..../.... 1", "1", "a4"), ("..../..../..../..c. C", "c", "c1")],
)
def test_piece_in_hand_also_on_board(text: str, piece: str, square: str) -> None:
    error = parse_error(text)
    assert error.code is RulesCode.HAND_ON_BOARD
    assert error.params == {"piece": int(piece, 16), "square": sq(square)}


@pytest.mark.parametrize("hand", ["g", "10", "--", "x", ".", "٣", "-1"])
def test_bad_piece_in_hand(hand: str) -> None:
    error = parse_error(f"..../..../..../.... {hand}")
    assert (error.code, error.params) == (RulesCode.BAD_HAND, {"text": hand})


@pytest.mark.parametrize("hand", "0123456789abcdef")
def test_full_board_with_a_piece_in_hand(hand: str) -> None:
    # Every piece is on a full board, so whatever the hand is, it is also there: the
    # error names the real problem, the full board, rather than one square.
    assert parse_error(f"{FULL_BOARD} {hand}").code is RulesCode.FULL_WITH_HAND


@pytest.mark.parametrize("value", [None, 5, b"..../..../..../.... -", ["....", "-"], Position()])
def test_non_text_input(value: object) -> None:
    assert parse_error(value).code is RulesCode.POSITION_NOT_TEXT


# --- moves as text ------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "square", "give"),
    [("c2:a", 10, 10), (":a", None, 10), ("c2", 10, None), ("a4:0", 0, 0), ("d1:f", 15, 15)],
)
def test_move_from_str(text: str, square: int | None, give: int | None) -> None:
    move = Move.from_str(text)
    assert move == Move(square, give)
    assert str(move) == text


def test_every_canonical_move_string_round_trips() -> None:
    squares = [None, *range(16)]
    gives = [None, *range(16)]
    texts = set()
    for square in squares:
        for give in gives:
            if square is None and give is None:
                continue
            move = Move(square, give)
            text = str(move)
            texts.add(text)
            assert Move.from_str(text) == move
    assert len(texts) == 17 * 17 - 1


def test_move_from_str_is_lenient_on_case_and_spaces() -> None:
    assert Move.from_str(" C2:A ") == Move(10, 10)
    assert Move.from_str("B4:F") == Move(1, 15)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", RulesCode.MOVE_SHAPE),
        ("   ", RulesCode.MOVE_SHAPE),
        (":", RulesCode.NOTHING_AFTER_COLON),
        ("c2:", RulesCode.NOTHING_AFTER_COLON),
        ("e2:a", RulesCode.SQUARE_UNKNOWN),
        ("c5", RulesCode.SQUARE_UNKNOWN),
        ("c2:g", RulesCode.PIECE_UNKNOWN),
        ("c2:ab", RulesCode.PIECE_UNKNOWN),
        ("c2a", RulesCode.SQUARE_UNKNOWN),
        ("c2::a", RulesCode.PIECE_UNKNOWN),
        (":a:b", RulesCode.PIECE_UNKNOWN),
    ],
)
def test_bad_move_strings(text: str, reason: RulesCode) -> None:
    with pytest.raises(MoveError) as info:
        Move.from_str(text)
    error = info.value
    assert error.params["text"] == text  # names the whole move that was typed
    if error.code is RulesCode.BAD_MOVE_PART:
        error = error.params["cause"]
    assert error.code is reason


def test_a_move_must_do_something() -> None:
    with pytest.raises(MoveError) as info:
        Move(None, None)
    assert info.value.code is RulesCode.MOVE_EMPTY


@pytest.mark.parametrize(
    ("square", "give"),
    [(16, 3), (-1, 3), (0, 16), (0, -1), (None, 16), (None, -1)],
)
def test_out_of_range_moves_never_get_through(square: int | None, give: int | None) -> None:
    # Moves built in code (by the computer or the screens) skip from_str. A square or
    # piece outside 0-15 must be refused as a rules error, either when the Move is
    # built (MoveError) or when it is pushed (IllegalMoveError) -- not crash with an
    # IndexError, and not make a 32-cell board or a piece 16 in hand.
    hand = None if square is None else 5
    position = Position(Position().board, hand)
    with pytest.raises((MoveError, IllegalMoveError)):
        position.push(Move(square, give))


def test_moves_are_hashable_values() -> None:
    a, b = Move(10, 3), Move.from_str("c2:3")
    assert a == b and hash(a) == hash(b)
    table = {a: "x", Move(None, 3): "y", Move(10, None): "z"}
    assert table[b] == "x"
    assert len(table) == 3
    with pytest.raises(AttributeError):
        a.square = 1  # type: ignore[misc]


# --- legality -----------------------------------------------------------------


def illegal(position: str, move: str) -> tuple[RulesCode, dict]:
    """The code and values of the IllegalMoveError that push raises."""
    with pytest.raises(IllegalMoveError) as info:
        Position.from_str(position).push(Move.from_str(move))
    return info.value.code, info.value.params


def test_placing_on_a_taken_square() -> None:
    assert illegal("..../.3../..../.... 5", "b3:1") == (RulesCode.SQUARE_TAKEN, {"square": 5})


def test_placing_with_no_piece_in_hand() -> None:
    assert illegal(EMPTY, "a4:1")[0] is RulesCode.NO_PIECE_IN_HAND
    assert illegal("..../.3../..../.... -", "a4")[0] is RulesCode.NO_PIECE_IN_HAND


def test_giving_while_holding_a_piece() -> None:
    assert illegal("..../..../..../.... 5", ":1") == (RulesCode.PLACE_FIRST, {"piece": 5})


def test_giving_a_piece_already_placed() -> None:
    on_board = (RulesCode.PIECE_ON_BOARD, {"piece": 3})
    assert illegal("..../.3../..../.... 5", "a4:3") == on_board
    assert illegal("..../.3../..../.... -", ":3") == on_board


def test_giving_the_piece_in_hand() -> None:
    # Once placed, the piece in hand is on the board: it cannot be given too.
    assert illegal("..../.3../..../.... 5", "a4:5") == (RulesCode.PIECE_IN_HAND, {"piece": 5})


def test_nothing_is_legal_on_a_full_board() -> None:
    full = Position.from_str(f"{FULL_BOARD} -")
    assert list(full.legal_moves()) == []
    assert not full.must_give
    assert full.is_full
    for move in ("a4", ":0", "a4:0"):
        assert illegal(f"{FULL_BOARD} -", move)[0] is RulesCode.BOARD_FULL


def test_place_and_give_helpers_are_checked() -> None:
    position = Position().give(5).place(6)
    assert str(position) == "..../..5./..../.... -"
    with pytest.raises(IllegalMoveError):
        position.place(7)
    with pytest.raises(IllegalMoveError):
        position.give(5)


def test_push_plays_a_turn() -> None:
    position = Position.from_str("..../.3../..../.... 5")
    after = position.push(Move.from_str("d1:9"))
    assert str(after) == "..../.3../..../...5 9"
    assert position.push_unchecked(Move.from_str("d1:9")) == after
    # The original position is untouched (positions are immutable values).
    assert str(position) == "..../.3../..../.... 5"


def test_last_piece_is_placed_without_giving() -> None:
    position = Position.from_str("0123/4567/89ab/cde. f")
    assert list(position.legal_moves()) == [Move(15, None)]
    after = position.push(Move(15, None))
    assert str(after) == f"{FULL_BOARD} -"
    assert illegal("0123/4567/89ab/cde. f", "d1:0") == (RulesCode.PIECE_ON_BOARD, {"piece": 0})


def test_legal_moves_of_the_first_turn() -> None:
    assert list(Position().legal_moves()) == [Move(None, g) for g in range(16)]
    position = Position().give(0)
    moves = list(position.legal_moves())
    assert len(moves) == 16 * 15
    assert set(moves) == {Move(s, g) for s in range(16) for g in range(1, 16)}


# --- Quartos ------------------------------------------------------------------


def test_made_line_words_and_description() -> None:
    # c, d, e, f are tall and hollow (bits 4 and 8), mixed in colour and shape.
    position = Position.from_str("cdef/..../..../.... -")
    (line,) = position.lines()
    assert line == MadeLine((0, 1, 2, 3), 0b0000_1100)
    assert line.square_names == ["a4", "b4", "c4", "d4"]
    assert line.shared == ["tall", "hollow"]
    assert position.has_quarto()


def test_made_line_with_clear_values() -> None:
    # 0, 2, 4, 6 are light and solid, mixed in shape and height.
    position = Position.from_str("0.../2.../4.../6... -")
    (line,) = position.lines()
    assert line.square_names == ["a4", "a3", "a2", "a1"]
    assert line.shared == ["light", "solid"]


def test_no_quarto_when_nothing_is_shared() -> None:
    # 0 and f differ in everything, as do 1 and e: no common characteristic.
    position = Position.from_str("01ef/..../..../.... -")
    assert position.lines() == []
    assert not position.has_quarto()


def test_attribute_option_limits_what_counts() -> None:
    position = Position.from_str("cdef/..../..../.... -")
    assert position.lines(RuleOptions(attributes=0b0001)) == []  # colour only
    (line,) = position.lines(RuleOptions(attributes=0b0100))  # height only
    assert line.shared == ["tall"]


def test_two_by_two_square_counts_only_with_the_option() -> None:
    # 1, 7, b, d are all dark and mixed in everything else.
    position = Position.from_str("17../bd../..../.... -")
    assert position.lines() == []
    (square,) = position.lines(RuleOptions(squares=True))
    assert square.square_names == ["a4", "b4", "a3", "b3"]
    assert square.shared == ["dark"]
    assert position.lines_through(5, RuleOptions(squares=True)) == [square]
    assert position.lines_through(10, RuleOptions(squares=True)) == []


def test_several_lines_at_once() -> None:
    position = Position.from_str("1357/9.../b.../d... -")  # all dark
    made = position.lines_through(0)
    assert sorted(line.square_names[-1] for line in made) == ["a1", "d4"]
    assert all("dark" in line.shared for line in made)


@pytest.mark.parametrize("value", [None, 12, b"c2:a"])
def test_non_text_moves_and_squares_are_refused_clearly(value: object) -> None:
    with pytest.raises(MoveError) as move:
        Move.from_str(value)  # type: ignore[arg-type]
    assert move.value.code is RulesCode.MOVE_NOT_TEXT
    with pytest.raises(QuartoError) as square:
        parse_square(value)  # type: ignore[arg-type]
    assert square.value.code is RulesCode.SQUARE_UNKNOWN
