"""A match played on from a set-up position (the analysis board's "Play from here"): who
acts first and how, what is refused, and its record read back; and the board's set-up
model (every piece in one place)."""

from __future__ import annotations

import pytest

from quarto_app.games.quarto.match import Match, MatchCode, MatchError, MatchSettings, Phase
from quarto_app.games.quarto.match.record import RecordCode, RecordError, read_record, write_record
from quarto_app.games.quarto.rules import Position, RulesCode
from quarto_app.games.quarto.rules.errors import PositionError
from quarto_app.games.quarto.screen.board_setup import BoardSetup, Spot

START = ".29./e.f./...7/5.8. 1"


def test_the_first_player_places_the_piece_in_hand_or_gives() -> None:
    placing = Match(MatchSettings(), first=1, start=Position.from_str(START))
    assert (placing.phase, placing.to_act, placing.from_position) == (Phase.PLACE, 1, True)
    giving = Match(MatchSettings(), first=0, start=Position.from_str(".29./e.f./...7/5.8. -"))
    assert (giving.phase, giving.to_act) == (Phase.GIVE, 0)
    assert not Match(MatchSettings()).from_position


@pytest.mark.parametrize("start", ["0123/..../..../.... -", "0123/4567/89ab/cdef -"])
def test_a_start_with_a_line_or_no_move_is_refused(start: str) -> None:
    with pytest.raises(MatchError) as refused:
        Match(MatchSettings(), start=Position.from_str(start))
    assert refused.value.code is MatchCode.BAD_START


def test_the_record_keeps_the_start_and_replays_from_it() -> None:
    match = Match(MatchSettings(), first=1, start=Position.from_str(START))
    match.place(1, 15)
    match.give(1, 0)
    record = write_record(match, "2026.11.28")
    assert f'[Position "{START}"]' in record and '[First "2"]' in record
    back = read_record(record).match
    assert back.start == match.start and back.position == match.position
    assert back.to_act == 0 and back.phase is Phase.PLACE


def test_a_damaged_start_names_its_tag() -> None:
    record = write_record(Match(MatchSettings(), start=Position.from_str(START)), "2026.11.28")
    for damaged in ("0123/..../..../.... -", "nonsense"):
        with pytest.raises(RecordError) as refused:
            read_record(record.replace(START, damaged))
        assert refused.value.code is RecordCode.BAD_TAG_VALUE
        assert refused.value.params["tag"] == "Position"


def test_every_piece_is_in_one_place_on_the_board_being_set_up() -> None:
    setup = BoardSetup()
    setup.put(5, Spot.square(0))
    setup.put(6, Spot.square(1))
    setup.put(5, Spot.square(1))  # onto 6: the two change places
    assert setup.position == Position.from_str("65../..../..../.... -")
    setup.put(7, Spot.hand())
    setup.put(8, Spot.hand())  # from beside the board: 7 goes back there
    assert setup.position == Position.from_str("65../..../..../.... 8")
    setup.put(8, Spot.square(0))  # the piece in hand onto 6: 6 into the hand
    assert setup.position == Position.from_str("85../..../..../.... 6")
    setup.put(5, Spot.tray())
    assert setup.position == Position.from_str("8.../..../..../.... 6")
    assert setup.problem() is None


def test_the_set_up_says_why_no_game_could_go_on() -> None:
    setup = BoardSetup()
    setup.load("0123/4567/89ab/cde. f")
    made = setup.problem()
    assert made is not None and made.code.value == "line_made"
    setup.load("c827/50a4/be93/1d6. f")  # no line anywhere: f placed, the board is full
    assert setup.problem() is None
    setup.put(15, Spot.square(15))
    full = setup.problem()
    assert full is not None and full.code is RulesCode.BOARD_FULL
    with pytest.raises(PositionError) as twice:
        setup.load("0.../0.../..../.... -")
    assert twice.value.code is RulesCode.PIECE_TWICE
    assert setup.position == Position.from_str("c827/50a4/be93/1d6f -")  # unchanged


def test_a_game_from_a_set_up_position_is_reviewed_from_it() -> None:
    from quarto_app.games.quarto.ai.analyst import Analyst
    from quarto_app.games.quarto.ai.budget import UNLIMITED
    from quarto_app.games.quarto.ai.review import MistakeKind, review_all, turns_of_match

    match = Match(MatchSettings(), first=0, start=Position.from_str(START))
    match.place(0, 9)
    match.give(0, 0)
    match.place(1, 15)
    match.give(1, 3)  # piece 3 lets the first player make a line at once
    turns = turns_of_match(match)
    assert [(turn.player, turn.square) for turn in turns] == [(0, 9), (1, 15)]
    options = match.settings.options
    entries = review_all(turns, options, Analyst(options), UNLIMITED)
    assert [entry.kind for entry in entries] == [None, MistakeKind.GAVE_WINNING_PIECE]
