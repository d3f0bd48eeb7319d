"""Quartino's rules: cards at every rotation (never mirrored), the board, the supply, the deal."""

from __future__ import annotations

import pytest

from quarto_app.games.quartino.rules import (
    ALL_CARDS,
    RING,
    Board,
    Card,
    Colour,
    RulesCode,
    RulesError,
    card_spaces,
    completed,
    completing_starts,
    deal,
)


def board_showing(card: Card, start: int, under: str = "") -> Board:
    """An empty board with `card` shown at ring `start`, each top on a stack of `under`."""
    fields = ["."] * 9
    for space, colour in zip(card_spaces(start), card.colours, strict=True):
        fields[space] = under + colour.letter
    return Board.from_str("/".join(fields))


def test_there_are_24_different_cards() -> None:
    assert len(ALL_CARDS) == 24 == len(set(ALL_CARDS))
    assert len({str(c) for c in ALL_CARDS}) == 24
    assert all(Card.from_str(str(c)) == c for c in ALL_CARDS)


@pytest.mark.parametrize("card", ALL_CARDS, ids=str)
def test_every_card_at_every_rotation_with_stacks_underneath(card: Card) -> None:
    for start in RING:
        for under in ("", "y", "pb", "gyb"):
            board = board_showing(card, start, under)
            assert completing_starts(board.tops, card) == (start,)
            assert (card, start) in completed(board.tops)


@pytest.mark.parametrize("card", ALL_CARDS, ids=str)
def test_the_mirror_image_never_counts(card: Card) -> None:
    mirror = Card(card.centre, card.ring[::-1])
    for start in RING:
        board = board_showing(mirror, start)
        assert completing_starts(board.tops, card) == ()


def test_only_the_top_stone_counts() -> None:
    card = Card.from_str("ybgp")
    board = board_showing(card, 1).place(1, Colour.PINK)  # covers the blue of space 1
    assert completing_starts(board.tops, card) == ()
    assert completing_starts(board.remove_tops((1,)).tops, card) == (1,)


def test_the_ring_wraps_from_8_to_1() -> None:
    card = Card.from_str("ypgb")
    assert card_spaces(7) == (0, 7, 8, 1) and card_spaces(8) == (0, 8, 1, 2)
    board = Board.from_str("y/g/b/./././././p")
    assert completing_starts(board.tops, card) == (8,)


def test_position_string_round_trip_and_supply() -> None:
    board = Board.from_str("yb/g/./p/./././bb/.")
    assert str(board) == "yb/g/./p/./././bb/."
    assert board.tops == (
        Colour.BLUE,
        Colour.GREEN,
        None,
        Colour.PINK,
        None,
        None,
        None,
        Colour.BLUE,
        None,
    )
    assert board.counts == (1, 3, 1, 1) and board.supply == (6, 4, 6, 6)
    assert board.heights == (2, 1, 0, 1, 0, 0, 0, 2, 0)


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("yb/g/./p/./././bb", RulesCode.POSITION_FIELDS),
        ("yb/g/./p/./././bb/./.", RulesCode.POSITION_FIELDS),
        ("yx/g/./p/./././bb/.", RulesCode.UNKNOWN_COLOUR),
        ("yyyy/yyyy/././././././.", RulesCode.TOO_MANY_STONES),
    ],
)
def test_bad_positions_say_why(text: str, code: RulesCode) -> None:
    with pytest.raises(RulesError) as caught:
        Board.from_str(text)
    assert caught.value.code is code


@pytest.mark.parametrize("text", ["ybg", "ybgg", "ybgx", "ybgpy", "", "YBGP!"])
def test_bad_cards(text: str) -> None:
    with pytest.raises(RulesError) as caught:
        Card.from_str(text)
    assert caught.value.code is RulesCode.BAD_CARD


def test_a_colour_that_ran_out_cannot_be_placed_and_removed_stones_return() -> None:
    board = Board.from_str("yyy/yyyy/././././././.")
    assert board.supply[Colour.YELLOW] == 0
    with pytest.raises(RulesError) as caught:
        board.place(2, Colour.YELLOW)
    assert caught.value.code is RulesCode.SUPPLY_EMPTY
    assert board.place(2, Colour.BLUE).supply == (0, 6, 7, 7)
    assert board.clear((1,)).supply[Colour.YELLOW] == 4
    assert board.remove_tops((0, 1)).supply[Colour.YELLOW] == 2
    with pytest.raises(RulesError):
        board.place(9, Colour.BLUE)
    with pytest.raises(RulesError):
        board.remove_tops((2,))


def test_colour_and_column_counts_include_covered_stones() -> None:
    board = Board.from_str("yb/yg/y/yp/././././.")  # four yellows, only two on top
    assert board.colours_with(4) == (Colour.YELLOW,)
    assert Board.from_str("ybgp/ybg/././././././.").spaces_with(4) == (0,)


def test_deals_reproduce_from_a_seed() -> None:
    for players in (2, 3, 4):
        first, again = deal(players, 1234), deal(players, 1234)
        assert first == again
        assert len(first.hands) == players and all(len(h) == 4 for h in first.hands)
        every = [c for h in first.hands for c in h]
        assert len(set(every)) == len(every)
    assert deal(2, 1) != deal(2, 2)
    with pytest.raises(RulesError):
        deal(5, 1)
