"""The match flow: turns and the QUARTO! call as the seeds print it, driven by tick()."""

from __future__ import annotations

import random

import pytest

from quarto_app.games.quarto import words
from quarto_app.games.quarto.match import (
    Calling,
    EventKind,
    FalseCall,
    FalseCallRule,
    Match,
    MatchCode,
    MatchError,
    MatchSettings,
    Phase,
    Termination,
    WindowKind,
    roll_dice,
)
from quarto_app.games.quarto.rules import Position, RuleOptions, parse_square

ANNA, BEN = 0, 1
# Pieces 4-7 are the tall ones (bit 4): any four of them on a line make a Quarto.
TALL = (4, 5, 6, 7)
# A full board on which no line shares an attribute (standard rules).
DRAWN_BOARD = "c827/50a4/be93/1d6f -"


def new_match(**kwargs) -> Match:
    return Match(MatchSettings(names=("Anna", "Ben"), **kwargs), first=ANNA)


def play(match: Match, moves: list[tuple[str, int]]) -> None:
    """Play whole turns: each (square, piece) is place on square (if any), then give piece."""
    for square, piece in moves:
        player = match.to_act
        if square:
            match.place(player, parse_square(square))
        match.give(player, piece)


def kinds(events) -> list[EventKind]:
    return [e.kind for e in events]


def refused(code: MatchCode, action, *args, **params) -> None:
    """`action(*args)` raises MatchError with `code` and exactly `params`."""
    with pytest.raises(MatchError) as info:
        action(*args)
    assert (info.value.code, info.value.params) == (code, params)


def setup_line_for(match: Match) -> int:
    """Play until the player to act holds a tall piece that completes a4-d4; returns them."""
    play(match, [("", 4), ("a4", 5), ("b4", 6), ("c4", 7)])
    return match.to_act


def test_turn_order_first_player_only_gives() -> None:
    match = new_match()
    assert match.phase == Phase.GIVE and match.to_act == ANNA
    assert match.call_window(ANNA) is None  # nothing placed, nothing to call
    refused(MatchCode.NOT_YOUR_TURN, match.place, ANNA, 0, player=ANNA, phase=Phase.PLACE)
    match.give(ANNA, 3)
    assert match.phase == Phase.PLACE and match.to_act == BEN and match.position.hand == 3
    refused(MatchCode.NOT_YOUR_TURN, match.give, ANNA, 4, player=ANNA, phase=Phase.GIVE)
    match.place(BEN, parse_square("c2"))
    assert match.phase == Phase.GIVE and match.to_act == BEN
    assert match.last_square == parse_square("c2")
    refused(MatchCode.PIECE_ON_BOARD, match.give, BEN, 3, piece=3)
    refused(MatchCode.NO_SUCH_PIECE, match.give, BEN, 16, piece=16)
    match.give(BEN, 9)
    refused(MatchCode.NO_SUCH_SQUARE, match.place, ANNA, -1, square=-1)
    c2 = parse_square("c2")
    refused(MatchCode.SQUARE_TAKEN, match.place, ANNA, c2, square=c2)


def test_placer_calls_own_quarto_and_wins() -> None:
    match = new_match()
    placer = setup_line_for(match)
    match.place(placer, parse_square("d4"))
    window = match.call_window(placer)
    assert window is not None and window.kind is WindowKind.OWN and window.remaining is None
    events = match.call(placer)
    assert kinds(events) == [EventKind.CALL, EventKind.RESULT]
    assert match.result.winner == placer and match.phase == Phase.OVER
    (line,) = match.result.lines
    assert line.square_names == ["a4", "b4", "c4", "d4"] and line.shared == ["tall", "solid"]
    assert events[0].lines == (line,) and events[0].player == placer
    assert match.result.termination is Termination.CALL
    refused(MatchCode.GAME_OVER, match.call, placer)


def test_placer_need_not_have_placed_the_other_three() -> None:
    # The seeds: "He does not need to have placed the 3 other pieces himself."
    match = new_match()
    play(match, [("", 4), ("a4", 0), ("a3", 5), ("b4", 1), ("a2", 6), ("c4", 7)])
    placer = match.to_act
    match.place(placer, parse_square("d4"))
    assert kinds(match.call(placer))[0] is EventKind.CALL


def test_opponent_steals_a_missed_line_at_the_handover() -> None:
    match = new_match()
    placer = setup_line_for(match)
    other = 1 - placer
    match.place(placer, parse_square("d4"))
    match.give(placer, 0)  # hands over without calling
    window = match.call_window(other)
    assert window.kind is WindowKind.STEAL and window.remaining == pytest.approx(5.0)
    assert match.claimable_lines(other)
    match.tick(4.9)
    events = match.call(other)
    assert kinds(events) == [EventKind.STEAL, EventKind.RESULT]
    assert match.result.winner == other and match.result.termination is Termination.STEAL
    assert events[0].player == other and events[0].lines == match.result.lines


def test_opponent_may_not_steal_before_the_handover() -> None:
    match = new_match()
    placer = setup_line_for(match)
    other = 1 - placer
    match.place(placer, parse_square("d4"))
    events = match.call(other)
    assert kinds(events) == [EventKind.FALSE_CALL]
    assert events[0].reason is FalseCall.BEFORE_HANDOVER and match.result is None
    assert match.claimable_lines(placer)  # still the placer's to call


def test_missed_line_lapses_when_the_steal_window_runs_out() -> None:
    match = new_match(steal_window=3.0)
    placer = setup_line_for(match)
    other = 1 - placer
    match.place(placer, parse_square("d4"))
    match.give(placer, 0)
    assert match.tick(2.0) == []
    assert match.call_window(other).remaining == pytest.approx(1.0)
    events = match.tick(1.0)
    assert kinds(events) == [EventKind.LAPSE]
    assert match.call_window(other) is None
    assert [line.square_names for line in match.lapsed_lines] == [["a4", "b4", "c4", "d4"]]
    refused = match.call(other)
    assert kinds(refused) == [EventKind.FALSE_CALL] and match.result is None


def test_missed_line_lapses_when_the_receiver_places() -> None:
    match = new_match()
    placer = setup_line_for(match)
    other = 1 - placer
    match.place(placer, parse_square("d4"))
    match.give(placer, 0)
    events = match.place(other, parse_square("a1"))
    assert kinds(events) == [EventKind.LAPSE, EventKind.PLACE]
    assert match.call(other)[0].kind is EventKind.FALSE_CALL


def test_a_lapsed_line_never_wins_later() -> None:
    match = new_match()
    placer = setup_line_for(match)
    other = 1 - placer
    match.place(placer, parse_square("d4"))  # a4-d4: four tall pieces, never called
    match.give(placer, 8)
    assert kinds(match.tick(10)) == [EventKind.LAPSE]
    # The lapsed line is still on the board; a call on it is false, and says why.
    assert kinds(match.place(other, parse_square("a1"))) == [EventKind.PLACE]  # lapsed once only
    events = match.call(other)
    assert events[0].kind is EventKind.FALSE_CALL
    assert events[0].reason is FalseCall.NO_LINE_LAPSED
    assert Position.from_str(str(match.position)).has_quarto()  # it is still there
    # A new line through the lapsed line's squares wins: column d (d4 is tall, others short).
    match.give(other, 9)
    match.place(placer, parse_square("d3"))
    match.give(placer, 10)
    match.place(other, parse_square("d2"))
    match.give(other, 11)
    match.place(placer, parse_square("d1"))  # d4=7 (0111), d3=9, d2=10, d1=11: no common bit
    assert match.claimable_lines(placer) == ()
    assert match.call(placer)[0].kind is EventKind.FALSE_CALL


def test_a_new_line_after_a_lapse_still_wins() -> None:
    match = new_match()
    placer = setup_line_for(match)
    other = 1 - placer
    match.place(placer, parse_square("d4"))
    match.give(placer, 12)  # 1100: square-bit clear, hollow
    match.tick(10)  # a4-d4 lapses
    # Column a: a4 holds 4 (0100). 12, 13 and 14 share hollow and, with 4, tall? 12=1100,
    # 13=1101, 14=1110: with 4 (0100) all four are tall.
    match.place(other, parse_square("a3"))
    match.give(other, 13)
    match.place(placer, parse_square("a2"))
    match.give(placer, 14)
    match.place(other, parse_square("a1"))
    events = match.call(other)
    assert kinds(events) == [EventKind.CALL, EventKind.RESULT]
    assert [line.square_names for line in match.result.lines] == [["a4", "a3", "a2", "a1"]]


def test_false_call_is_refused_by_default_and_play_goes_on() -> None:
    match = new_match()
    match.give(ANNA, 0)
    match.place(BEN, 0)
    events = match.call(BEN)
    assert kinds(events) == [EventKind.FALSE_CALL]
    assert events[0].reason is FalseCall.NO_LINE
    assert match.phase == Phase.GIVE and match.to_act == BEN and match.result is None
    match.give(BEN, 1)


def test_false_call_loses_when_the_option_says_so() -> None:
    match = new_match(false_call=FalseCallRule.LOSE)
    match.give(ANNA, 0)
    match.place(BEN, 0)
    events = match.call(BEN)
    assert kinds(events) == [EventKind.FALSE_CALL, EventKind.RESULT]
    assert match.result.winner == ANNA
    assert match.result.termination is Termination.FALSE_CALL
    assert match.result.reason is FalseCall.NO_LINE


def test_false_call_reasons_never_reveal_a_line() -> None:
    # The opponent calling too early hears the same words whether or not a line exists.
    with_line = new_match()
    placer = setup_line_for(with_line)
    with_line.place(placer, parse_square("d4"))
    without = new_match()
    play(without, [("", 4), ("a4", 5), ("b4", 6), ("c4", 0)])
    without.place(placer, parse_square("d4"))
    said = with_line.call(1 - placer)[0]
    assert said == without.call(1 - placer)[0]  # the same event, to the last field
    assert said.reason is FalseCall.BEFORE_HANDOVER


def test_last_piece_gives_the_placer_the_only_window() -> None:
    board = Position.from_str(DRAWN_BOARD).board
    for call in (True, False):
        match = new_match(steal_window=2.0)
        # Replay the drawn board square by square, then spoil the last square to make a line?
        # The drawn board has no line at all: the final window ends in a draw.
        order = list(range(16))
        match.give(ANNA, board[order[0]])
        for i, square in enumerate(order):
            player = match.to_act
            match.place(player, square)
            if i < 15:
                match.give(player, board[order[i + 1]])
        assert match.phase == Phase.FINAL
        last = match.to_act
        assert match.call_window(last).kind is WindowKind.FINAL
        assert match.call_window(1 - last) is None
        if call:
            assert match.call(last)[0].kind is EventKind.FALSE_CALL
        assert match.tick(1.0) == []
        events = match.tick(1.0)
        assert kinds(events) == [EventKind.RESULT]
        assert match.result.winner is None and match.phase == Phase.OVER
        assert match.result.termination is Termination.FULL_BOARD


def _fill_ending_with_line(match: Match) -> int:
    """Fill the board so that the 16th piece, on d4, completes the tall line a4-d4."""
    board = list(Position.from_str(DRAWN_BOARD).board)
    # Put the tall pieces 4, 5, 6 on a4, b4, c4 and 7 last on d4 (swapping places).
    for square, piece in zip((0, 1, 2, 3), TALL, strict=True):
        other = board.index(piece)
        board[other], board[square] = board[square], piece
    order = [s for s in range(16) if s != 3] + [3]
    match.give(ANNA, board[order[0]])
    for i, square in enumerate(order):
        player = match.to_act
        match.place(player, square)
        if i < 15:
            match.give(player, board[order[i + 1]])
    return match.to_act


def test_last_piece_line_called_wins_and_uncalled_lapses_into_a_draw() -> None:
    match = new_match()
    last = _fill_ending_with_line(match)
    assert match.call_window(1 - last) is None
    assert kinds(match.call(last))[0] is EventKind.CALL
    missed = new_match()
    last = _fill_ending_with_line(missed)
    assert missed.call(1 - last)[0].kind is EventKind.FALSE_CALL  # no handover: no steal
    events = missed.tick(5.0)
    assert kinds(events) == [EventKind.LAPSE, EventKind.RESULT]
    assert missed.result.winner is None


def test_automatic_calling_declares_a_line_at_once() -> None:
    match = new_match(calling=Calling.AUTOMATIC)
    placer = setup_line_for(match)
    assert match.call_window(placer) is None
    events = match.place(placer, parse_square("d4"))
    assert kinds(events) == [EventKind.PLACE, EventKind.DECLARE, EventKind.RESULT]
    assert match.result.winner == placer and match.result.termination is Termination.DECLARED
    drawn = new_match(calling=Calling.AUTOMATIC)
    board = Position.from_str(DRAWN_BOARD).board
    drawn.give(ANNA, board[0])
    for square in range(16):
        player = drawn.to_act
        drawn.place(player, square)
        if square < 15:
            assert drawn.call_window(1 - player) is None
            drawn.give(player, board[square + 1])
    assert drawn.result.winner is None and drawn.phase == Phase.OVER


def test_move_clock_runs_for_the_player_to_act_and_timeout_loses() -> None:
    match = new_match(move_clock=60.0)
    assert match.clock_remaining == 60.0
    match.tick(30)
    match.give(ANNA, 0)
    assert match.clock_remaining == 60.0  # Ben's move starts with a full minute
    match.tick(40)
    match.place(BEN, 0)
    assert match.clock_remaining == pytest.approx(20.0)  # placing and giving are one move
    events = match.tick(20.0)
    assert kinds(events) == [EventKind.TIMEOUT, EventKind.RESULT]
    assert match.result.winner == ANNA and match.result.termination is Termination.TIMEOUT
    assert events[0].player == BEN
    assert new_match().clock_remaining is None


def test_undo_and_redo_whole_actions() -> None:
    match = new_match()
    assert not match.can_undo and not match.undo()
    match.give(ANNA, 5)
    match.place(BEN, 0)
    after = match.position
    assert match.undo() and match.position.hand == 5 and match.phase == Phase.PLACE
    assert match.undo() and match.position == Position() and match.to_act == ANNA
    assert match.redo() and match.redo() and match.position == after
    assert not match.redo()
    match.undo()
    match.place(BEN, 1)  # a new action forgets what could be redone
    assert not match.can_redo


def test_undo_brings_back_a_stealable_line() -> None:
    match = new_match()
    placer = setup_line_for(match)
    match.place(placer, parse_square("d4"))
    match.give(placer, 0)
    match.place(1 - placer, parse_square("a1"))  # the line lapses here
    match.undo()
    assert match.claimable_lines(1 - placer)
    assert match.call(1 - placer)[0].kind is EventKind.STEAL


def test_event_log_tells_the_whole_story() -> None:
    match = new_match()
    placer = setup_line_for(match)
    match.place(placer, parse_square("d4"))
    match.give(placer, 0)
    match.tick(5)
    log = kinds(match.events)
    assert log.count(EventKind.GIVE) == 5 and log.count(EventKind.PLACE) == 4
    assert log[-1] is EventKind.LAPSE
    # Every event can be told in words, whatever the names.
    assert all(words.event(event, ("You", "Computer (Easy)")) for event in match.events)


def test_dice_decide_who_starts_and_ties_are_thrown_again() -> None:
    rolls = [roll_dice(random.Random(seed)) for seed in range(200)]
    assert {r.first for r in rolls} == {0, 1}
    for roll in rolls:
        *ties, last = roll.throws
        assert all(a == b for a, b in ties) and last[0] != last[1]
        assert roll.first == (0 if last[0] > last[1] else 1)
    assert roll_dice(random.Random(7)) == roll_dice(random.Random(7))
    assert any(len(r.throws) > 1 for r in rolls)


@pytest.mark.parametrize(
    ("settings", "code"),
    [
        ({"steal_window": -1}, MatchCode.STEAL_WINDOW),
        ({"steal_window": float("nan")}, MatchCode.STEAL_WINDOW),
        ({"steal_window": float("inf")}, MatchCode.STEAL_WINDOW),
        ({"move_clock": 0}, MatchCode.MOVE_CLOCK),
        ({"move_clock": float("nan")}, MatchCode.MOVE_CLOCK),
        ({"move_clock": float("inf")}, MatchCode.MOVE_CLOCK),
        ({"names": ("Anna", " ")}, MatchCode.NAMES),
        ({"names": ("Anna", "Ben\nBen")}, MatchCode.NAME_TEXT),
    ],
)
def test_settings_refuse_nonsense(settings: dict, code: MatchCode) -> None:
    with pytest.raises(ValueError) as info:
        MatchSettings(**settings)
    assert info.value.code is code


def test_the_first_player_is_a_seat() -> None:
    refused(MatchCode.FIRST_PLAYER, Match, MatchSettings(), 2, seat=2)


def test_two_by_two_squares_count_only_in_the_advanced_variant() -> None:
    for squares in (False, True):
        match = Match(MatchSettings(options=RuleOptions(squares=squares)), first=ANNA)
        play(match, [("", 4), ("a4", 5), ("b4", 6), ("a3", 7)])
        placer = match.to_act
        match.place(placer, parse_square("b3"))
        assert bool(match.claimable_lines(placer)) is squares


def test_a_false_call_on_an_attribute_that_does_not_count_says_which() -> None:
    # Beginner variant without colour: 0, 6, a, c are light and share nothing else.
    match = new_match(options=RuleOptions(attributes=0b1110))
    play(match, [("", 0), ("a4", 6), ("b4", 10), ("c4", 12)])
    placer = match.to_act
    match.place(placer, parse_square("d4"))
    (event,) = match.call(placer)
    assert event.kind is EventKind.FALSE_CALL
    assert (event.reason, event.attributes) == (FalseCall.NOT_COUNTED, 0b0001)
    assert words.attribute("color") in words.false_call(event)
    # With colour counting, the same four pieces win.
    counted = new_match()
    play(counted, [("", 0), ("a4", 6), ("b4", 10), ("c4", 12)])
    counted.place(placer, parse_square("d4"))
    assert kinds(counted.call(placer))[0] is EventKind.CALL
