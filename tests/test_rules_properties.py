"""Property tests of the rules: win detection, position strings, random games.

The win-detection reference below is brute force written from the rule book:
it finds the lines by the squares' coordinates and compares the pieces' bits
directly, one attribute at a time; it uses none of quarto_app's tables
(LINES_THROUGH, TRAITS, COMPLETERS, shared_traits...).
"""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from quarto_app.games.quarto import words
from quarto_app.games.quarto.rules import (
    IllegalMoveError,
    Move,
    MoveError,
    Position,
    PositionError,
    RuleOptions,
    RulesCode,
    format_attributes,
    parse_attributes,
    parse_square,
    square_name,
)

# bit -> (value when set, value when clear), in the attribute order the words
# are documented to come in (colour, shape, height, top).
VALUE_WORDS = (
    (1, "dark", "light"),
    (2, "square", "round"),
    (4, "tall", "short"),
    (8, "hollow", "solid"),
)


def _reference_lines(squares: bool) -> list[tuple[int, ...]]:
    """The sets of four squares that make a Quarto, found from coordinates."""
    found = []
    for quad in itertools.combinations(range(16), 4):
        rows = {s // 4 for s in quad}
        files = {s % 4 for s in quad}
        straight = (
            len(rows) == 1
            or len(files) == 1
            or all(s // 4 == s % 4 for s in quad)
            or all(s // 4 + s % 4 == 3 for s in quad)
        )
        block = (
            len(rows) == 2
            and len(files) == 2
            and max(rows) - min(rows) == 1
            and max(files) - min(files) == 1
        )
        if straight or (squares and block):
            found.append(quad)
    return found


REFERENCE_LINES = {flag: _reference_lines(flag) for flag in (False, True)}
ALL_OPTIONS = [
    RuleOptions(squares=squares, attributes=mask)
    for squares in (False, True)
    for mask in range(1, 16)
]


def reference_shared_words(pieces: list[int], attributes: int) -> list[str]:
    """The values all four pieces have, among the counted attributes."""
    words = []
    for bit, when_set, when_clear in VALUE_WORDS:
        if not attributes & bit:
            continue
        if all(p & bit for p in pieces):
            words.append(when_set)
        if all(not p & bit for p in pieces):
            words.append(when_clear)
    return words


def reference_made_lines(
    board: tuple[int | None, ...], options: RuleOptions, through: int | None = None
) -> set[tuple[tuple[int, ...], tuple[str, ...]]]:
    """(sorted squares, shared words) of every made line, optionally through a square."""
    made = set()
    for quad in REFERENCE_LINES[options.squares]:
        if through is not None and through not in quad:
            continue
        pieces = [board[s] for s in quad]
        if any(p is None for p in pieces):
            continue
        words = reference_shared_words(pieces, options.attributes)  # type: ignore[arg-type]
        if words:
            made.add((quad, tuple(words)))
    return made


def got_made_lines(made: list) -> set[tuple[tuple[int, ...], tuple[str, ...]]]:
    """The package's MadeLines in the reference's form."""
    return {(tuple(sorted(line.squares)), tuple(line.shared)) for line in made}


@st.composite
def positions(draw: st.DrawFn, min_placed: int = 0) -> Position:
    """Any readable position: some pieces on distinct squares, maybe one in hand."""
    pieces = draw(st.permutations(range(16)))
    squares = draw(st.permutations(range(16)))
    placed = draw(st.integers(min_placed, 16))
    board: list[int | None] = [None] * 16
    for piece, square in zip(pieces[:placed], squares[:placed], strict=True):
        board[square] = piece
    hand = pieces[placed] if placed < 16 and draw(st.booleans()) else None
    return Position(tuple(board), hand)


# --- win detection --------------------------------------------------------------


@settings(max_examples=300)
@given(positions(min_placed=8))
def test_lines_agree_with_brute_force_in_every_rule_option(position: Position) -> None:
    for options in ALL_OPTIONS:
        made = position.lines(options)
        expected = reference_made_lines(position.board, options)
        assert got_made_lines(made) == expected, options
        assert len(made) == len(expected)  # no line reported twice
        assert position.has_quarto(options) == bool(expected)
        for line in made:
            said = words.made_line(line)
            assert all(words.value(v) in said for v in line.shared)
            assert line.square_names == ["abcd"[s % 4] + "4321"[s // 4] for s in line.squares]


@settings(max_examples=150)
@given(positions(min_placed=10), st.integers(0, 15))
def test_lines_through_agree_with_brute_force(position: Position, square: int) -> None:
    for options in ALL_OPTIONS:
        made = position.lines_through(square, options)
        assert got_made_lines(made) == reference_made_lines(position.board, options, square)


@given(st.lists(st.integers(0, 15), min_size=4, max_size=4, unique=True), st.integers(1, 15))
def test_shared_words_of_a_full_row(pieces: list[int], attributes: int) -> None:
    board = tuple(pieces) + (None,) * 12
    made = Position(board, None).lines(RuleOptions(attributes=attributes))
    expected = reference_shared_words(pieces, attributes)
    if expected:
        (line,) = made
        assert line.squares == (0, 1, 2, 3)
        assert line.shared == expected
    else:
        assert made == []


def test_reference_finds_known_lines() -> None:
    # A sanity check of the reference itself, on the rule book's own numbers.
    assert len(REFERENCE_LINES[False]) == 10
    assert len(REFERENCE_LINES[True]) == 19
    board = (12, 13, 14, 15) + (None,) * 12
    assert reference_made_lines(board, RuleOptions()) == {((0, 1, 2, 3), ("tall", "hollow"))}


# --- position strings ---------------------------------------------------------


@given(positions())
def test_random_positions_round_trip_through_text(position: Position) -> None:
    text = str(position)
    assert Position.from_str(text) == position
    assert str(Position.from_str(text)) == text


POSITION_ALPHABET = ".0123456789abcdefABCDEFgxz/- \t\n:é"


@settings(max_examples=400)
@given(st.one_of(st.text(), st.text(alphabet=POSITION_ALPHABET, max_size=30)))
def test_any_text_parses_or_raises_position_error(text: str) -> None:
    try:
        position = Position.from_str(text)
    except PositionError as exc:
        assert isinstance(exc, ValueError)
        assert isinstance(exc.code, RulesCode)
        assert words.error(exc)  # words for it, never an empty or failing message
        return
    assert Position.from_str(str(position)) == position


@settings(max_examples=400)
@given(positions(), st.integers(0, 20), st.sampled_from(POSITION_ALPHABET))
def test_one_changed_character_parses_or_raises_position_error(
    position: Position, index: int, char: str
) -> None:
    text = str(position)
    index = min(index, len(text) - 1)
    mutated = text[:index] + char + text[index + 1 :]
    try:
        Position.from_str(mutated)
    except PositionError as exc:
        assert isinstance(exc.code, RulesCode) and words.error(exc)


MOVE_ALPHABET = "abcdeABCDE012345fgF: -\t"


@settings(max_examples=400)
@given(st.one_of(st.text(max_size=8), st.text(alphabet=MOVE_ALPHABET, max_size=6)))
def test_any_text_is_a_move_or_a_move_error(text: str) -> None:
    try:
        move = Move.from_str(text)
    except MoveError as exc:
        assert exc.params["text"] == text  # names the move that was typed
        assert repr(text) in words.error(exc)
        return
    assert Move.from_str(str(move)) == move
    assert move.square is None or 0 <= move.square < 16
    assert move.give is None or 0 <= move.give < 16


@given(st.one_of(st.text(max_size=4), st.text(alphabet="abcdeABCDE012345 ", max_size=4)))
def test_any_text_is_a_square_or_a_value_error(text: str) -> None:
    try:
        square = parse_square(text)
    except ValueError as exc:
        assert exc.code is RulesCode.SQUARE_UNKNOWN and exc.params == {"text": text}
        return
    assert 0 <= square < 16
    assert square_name(square) == text.strip().lower()


ATTRIBUTE_WORDS = st.sampled_from(["color", "shape", "height", "top", "size", "", " top", "Color"])


@given(st.one_of(st.text(max_size=12), st.lists(ATTRIBUTE_WORDS, max_size=5).map(",".join)))
def test_any_text_is_an_attribute_mask_or_a_value_error(text: str) -> None:
    try:
        mask = parse_attributes(text)
    except ValueError as exc:
        assert exc.code is RulesCode.ATTRIBUTE_UNKNOWN
        return
    # Only known names get through, so at least one attribute counts.
    assert 1 <= mask <= 15
    assert RuleOptions(attributes=mask).attributes == mask
    assert parse_attributes(format_attributes(mask)) == mask


# --- random games ---------------------------------------------------------------

ALL_MOVES = [
    Move(square, give)
    for square in [None, *range(16)]
    for give in [None, *range(16)]
    if not (square is None and give is None)
]


def check_invariants(position: Position) -> None:
    """No piece twice; board + hand + available are exactly the sixteen pieces."""
    placed = [p for p in position.board if p is not None]
    assert len(placed) == len(set(placed))
    in_hand = [] if position.hand is None else [position.hand]
    assert position.hand not in placed
    everything = placed + in_hand + position.available()
    assert sorted(everything) == list(range(16))


def check_legal_moves(position: Position) -> None:
    """legal_moves() is exactly the legal whole turns of the compound-move space.

    Place-only halves are legal while pieces remain to give (the call of
    QUARTO! happens between placing and giving) but are documented not to be
    listed as turns; they are checked separately.
    """
    listed = list(position.legal_moves())
    assert len(listed) == len(set(listed))
    legal = {m for m in ALL_MOVES if position.illegality(m) is None}
    pieces_left = bool(position.available())
    halves = {m for m in legal if m.give is None and pieces_left}
    assert set(listed) == legal - halves
    expected_halves = (
        {Move(s, None) for s in range(16) if position.board[s] is None}
        if position.hand is not None and pieces_left
        else set()
    )
    assert halves == expected_halves
    for move in ALL_MOVES:
        if move in legal:
            assert position.push(move) == position.push_unchecked(move)
        else:
            try:
                position.push(move)
            except IllegalMoveError as exc:
                expected = position.illegality(move)
                assert expected is not None
                assert (exc.code, exc.params) == (expected.code, expected.params)
            else:
                raise AssertionError(f"{move} was pushed though illegal in {position}")


@settings(max_examples=40, deadline=None)
@given(st.data())
def test_random_games_keep_the_invariants(data: st.DataObject) -> None:
    position = Position()
    turns = 0
    while True:
        check_invariants(position)
        check_legal_moves(position)
        moves = list(position.legal_moves())
        if not moves:
            break
        move = data.draw(st.sampled_from(moves))
        before = position.placed_count
        position = position.push(move)
        assert position.placed_count == before + (move.square is not None)
        turns += 1
    assert position.is_full
    assert turns == 17  # the first give, then sixteen placements


@settings(max_examples=200)
@given(positions(), st.data())
def test_push_unchecked_agrees_with_push_from_any_position(
    position: Position, data: st.DataObject
) -> None:
    moves = list(position.legal_moves())
    if not moves:
        assert position.is_full
        return
    move = data.draw(st.sampled_from(moves))
    after = position.push(move)
    assert after == position.push_unchecked(move)
    check_invariants(after)
