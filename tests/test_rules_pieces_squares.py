"""Pieces, attributes, squares, lines and rule options of quarto_app.games.quarto.rules.

The expected values here come from the rule books (sixteen different pieces,
four two-valued characteristics; ten lines; nine extra 2x2 squares) and from
the board naming documented in quarto_app.games.quarto.rules.squares, never from the
package's own tables.
"""

from __future__ import annotations

import itertools

import pytest

from quarto_app.games.quarto import words
from quarto_app.games.quarto.rules import (
    ALL_ATTRIBUTES,
    ALL_PIECES,
    ALL_SQUARES,
    ATTRIBUTE_BY_NAME,
    ATTRIBUTES,
    LINES_THROUGH,
    OTHERS_THROUGH,
    SQUARE_NAMES,
    STANDARD,
    STRAIGHT_LINES,
    TWO_BY_TWO,
    RuleOptions,
    RulesCode,
    format_attributes,
    line_name,
    lines_for,
    parse_attributes,
    parse_square,
    piece_from_char,
    piece_to_char,
    square_name,
    values_of,
)

# The four characteristics of the rule book, by the bit documented in pieces.py:
# bit -> (id, id of the value when set, id of the value when clear).
EXPECTED_ATTRIBUTES = {
    1: ("color", "dark", "light"),
    2: ("shape", "square", "round"),
    4: ("height", "tall", "short"),
    8: ("top", "hollow", "solid"),
}


def coords(square: int) -> tuple[int, int]:
    """(row from the top, file from the left) of a square in reading order."""
    return divmod(square, 4)


# --- pieces -------------------------------------------------------------------


def test_sixteen_distinct_pieces_cover_every_combination() -> None:
    assert ALL_PIECES == tuple(range(16))
    # Every combination of the four characteristics appears exactly once.
    descriptions = [values_of(p) for p in ALL_PIECES]
    assert len(set(descriptions)) == 16
    values = [(v_set, v_clear) for (_, v_set, v_clear) in EXPECTED_ATTRIBUTES.values()]
    assert set(descriptions) == set(itertools.product(*values))


def test_attribute_names_and_values() -> None:
    got = {a.bit: (a.name, a.when_set, a.when_clear) for a in ATTRIBUTES}
    assert got == EXPECTED_ATTRIBUTES
    assert [a.bit for a in ATTRIBUTES] == [1, 2, 4, 8]
    assert ALL_ATTRIBUTES == 0b1111
    assert set(ATTRIBUTE_BY_NAME) == {"color", "shape", "height", "top"}
    for name, attribute in ATTRIBUTE_BY_NAME.items():
        assert attribute.name == name


@pytest.mark.parametrize("piece", ALL_PIECES)
def test_values_of_reads_each_bit(piece: int) -> None:
    expected = tuple(
        v_set if piece & bit else v_clear
        for bit, (_, v_set, v_clear) in sorted(EXPECTED_ATTRIBUTES.items())
    )
    assert values_of(piece) == expected


def test_values_of_examples() -> None:
    assert values_of(0) == ("light", "round", "short", "solid")
    assert values_of(15) == ("dark", "square", "tall", "hollow")
    assert values_of(0b0101) == ("dark", "round", "tall", "solid")


@pytest.mark.parametrize("piece", ALL_PIECES)
def test_piece_chars_round_trip(piece: int) -> None:
    char = piece_to_char(piece)
    assert char == format(piece, "x")
    assert piece_from_char(char) == piece
    assert piece_from_char(char.upper()) == piece


@pytest.mark.parametrize("bad", ["", "g", "G", "10", " 1", "-", ".", "x", "١"])
def test_piece_from_char_rejects_non_pieces(bad: str) -> None:
    with pytest.raises(ValueError) as refused:
        piece_from_char(bad)
    assert refused.value.code is RulesCode.PIECE_UNKNOWN and refused.value.params == {"text": bad}


# --- attribute masks ----------------------------------------------------------


@pytest.mark.parametrize("mask", range(1, 16))
def test_format_then_parse_attributes_round_trips(mask: int) -> None:
    text = format_attributes(mask)
    names = [EXPECTED_ATTRIBUTES[b][0] for b in (1, 2, 4, 8) if mask & b]
    assert text == ",".join(names)
    assert parse_attributes(text) == mask


def test_parse_attributes_accepts_spaces_any_order_and_repeats() -> None:
    assert parse_attributes("height, color") == 0b0101
    assert parse_attributes("top,top") == 0b1000
    assert parse_attributes("color,shape,height,top") == ALL_ATTRIBUTES


@pytest.mark.parametrize(
    ("text", "word"),
    [("colour", "colour"), ("color,size", "size"), ("", ""), ("color,", ""), ("Color", "Color")],
)
def test_parse_attributes_names_the_bad_word(text: str, word: str) -> None:
    with pytest.raises(ValueError) as info:
        parse_attributes(text)
    assert info.value.code is RulesCode.ATTRIBUTE_UNKNOWN
    assert info.value.params["word"] == word
    # The words list the valid names, so the user can fix the command.
    message = words.error(info.value)
    assert repr(word) in message
    for name in ("color", "shape", "height", "top"):
        assert name in message


# --- squares ------------------------------------------------------------------


def test_square_numbering_corners() -> None:
    assert parse_square("a4") == 0
    assert parse_square("d4") == 3
    assert parse_square("a1") == 12
    assert parse_square("d1") == 15
    assert square_name(0) == "a4"
    assert square_name(15) == "d1"


def test_square_names_in_reading_order() -> None:
    expected = [f + r for r in "4321" for f in "abcd"]
    assert list(SQUARE_NAMES) == expected
    assert ALL_SQUARES == tuple(range(16))


@pytest.mark.parametrize("square", range(16))
def test_square_names_round_trip(square: int) -> None:
    name = square_name(square)
    assert parse_square(name) == square
    assert parse_square(name.upper()) == square
    assert parse_square(f" {name} ") == square


@pytest.mark.parametrize("bad", ["", "a0", "a5", "e1", "4a", "aa", "a44", "b 2", "-", "12"])
def test_bad_square_names_raise_a_clear_value_error(bad: str) -> None:
    with pytest.raises(ValueError) as info:
        parse_square(bad)
    assert info.value.code is RulesCode.SQUARE_UNKNOWN and info.value.params == {"text": bad}
    assert repr(bad) in words.error(info.value)  # the words say what was wrong


# --- lines --------------------------------------------------------------------


def reference_straight_lines() -> set[frozenset[int]]:
    """Every set of four squares in one row, one column or one long diagonal."""
    found = set()
    for quad in itertools.combinations(range(16), 4):
        rows = {coords(s)[0] for s in quad}
        files = {coords(s)[1] for s in quad}
        same_row = len(rows) == 1
        same_file = len(files) == 1
        main_diag = all(coords(s)[0] == coords(s)[1] for s in quad)
        anti_diag = all(coords(s)[0] + coords(s)[1] == 3 for s in quad)
        if same_row or same_file or main_diag or anti_diag:
            found.add(frozenset(quad))
    return found


def reference_two_by_two() -> set[frozenset[int]]:
    """Every set of four squares forming a contiguous 2x2 block."""
    found = set()
    for quad in itertools.combinations(range(16), 4):
        rows = sorted({coords(s)[0] for s in quad})
        files = sorted({coords(s)[1] for s in quad})
        if len(rows) == 2 and len(files) == 2 and rows[1] - rows[0] == 1:
            if files[1] - files[0] == 1:
                found.add(frozenset(quad))
    return found


def test_ten_straight_lines() -> None:
    assert len(STRAIGHT_LINES) == 10
    assert len(set(map(frozenset, STRAIGHT_LINES))) == 10
    assert set(map(frozenset, STRAIGHT_LINES)) == reference_straight_lines()
    for line in STRAIGHT_LINES:
        assert len(line) == 4


def test_nine_two_by_two_squares() -> None:
    assert len(TWO_BY_TWO) == 9
    assert set(map(frozenset, TWO_BY_TWO)) == reference_two_by_two()
    assert not set(map(frozenset, TWO_BY_TWO)) & reference_straight_lines()


def test_lines_for_each_variant() -> None:
    assert set(map(frozenset, lines_for(False))) == reference_straight_lines()
    advanced = lines_for(True)
    assert len(advanced) == 19
    assert set(map(frozenset, advanced)) == reference_straight_lines() | reference_two_by_two()
    assert STANDARD.lines == lines_for(False)
    assert RuleOptions(squares=True).lines == lines_for(True)


def test_line_names() -> None:
    assert line_name((0, 1, 2, 3)) == "a4-d4"
    assert line_name((0, 5, 10, 15)) == "a4-d1"
    assert line_name((3, 6, 9, 12)) == "d4-a1"
    assert line_name((0, 4, 8, 12)) == "a4-a1"


@pytest.mark.parametrize("squares", [False, True])
def test_lines_through_and_others_through_are_consistent(squares: bool) -> None:
    lines = lines_for(squares)
    for s in range(16):
        through = LINES_THROUGH[squares][s]
        # Exactly the lines containing s, each once.
        assert sorted(through) == sorted(line for line in lines if s in line)
        others = OTHERS_THROUGH[squares][s]
        assert len(others) == len(through)
        for line, rest in zip(through, others, strict=True):
            assert s not in rest
            assert len(rest) == 3
            assert set(rest) | {s} == set(line)
    # Each line is listed through each of its four squares: 4 entries per line.
    assert sum(len(LINES_THROUGH[squares][s]) for s in range(16)) == 4 * len(lines)


def test_lines_through_counts() -> None:
    # A corner lies on a row, a column and a diagonal; an edge square only on two.
    assert len(LINES_THROUGH[False][0]) == 3
    assert len(LINES_THROUGH[False][1]) == 2
    assert len(LINES_THROUGH[False][5]) == 3  # b3 is on the main diagonal
    # With 2x2 squares, the centre squares are in four squares, the corners in one.
    assert len(LINES_THROUGH[True][5]) == 3 + 4
    assert len(LINES_THROUGH[True][0]) == 3 + 1
    assert len(LINES_THROUGH[True][1]) == 2 + 2


# --- rule options -------------------------------------------------------------


@pytest.mark.parametrize("attributes", [0, 16, 17, 255, -1])
def test_rule_options_reject_impossible_attribute_masks(attributes: int) -> None:
    with pytest.raises(ValueError) as refused:
        RuleOptions(attributes=attributes)
    assert refused.value.code is RulesCode.NO_ATTRIBUTE


@pytest.mark.parametrize("attributes", range(1, 16))
def test_rule_options_accept_every_non_empty_mask(attributes: int) -> None:
    for squares in (False, True):
        options = RuleOptions(squares=squares, attributes=attributes)
        assert options.attributes == attributes
        shape = "lines + 2x2 squares" if squares else "lines"
        assert options.describe() == f"{shape}; {format_attributes(attributes)}"


def test_standard_options() -> None:
    assert STANDARD == RuleOptions(squares=False, attributes=0b1111)
    assert STANDARD.describe() == "lines; color,shape,height,top"
    assert hash(STANDARD) == hash(RuleOptions())
