"""The review: scripted games with planted mistakes are flagged on exactly those turns,
with the values graded against fresh exact solves (tests/reviewgames.py).

The review's analyst solves up to 10 empty squares (`reach`) and its budget affords
nothing larger, so the quiet opening stays estimated and what is exact never
depends on the machine's speed.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from reviewgames import SmallOnly, find_game, position_value

from quarto_app.games.quarto.ai.analyst import Analyst, Outcome, Worth
from quarto_app.games.quarto.ai.budget import NodeBudget
from quarto_app.games.quarto.ai.review import (
    MistakeKind,
    TurnReview,
    review,
    review_all,
    turns_of_match,
)
from quarto_app.games.quarto.ai.solver import WIN, solve
from quarto_app.games.quarto.match import Calling, FalseCallRule, Match, MatchSettings
from quarto_app.games.quarto.match.record import read_record, write_record
from quarto_app.games.quarto.rules import Move, square_name

LAPSING = MatchSettings(steal_window=0.0)  # an uncalled line lapses at the handover
STEALING = MatchSettings()  # five seconds to steal it
REACH = 10


def reviewed(match: Match) -> list[TurnReview]:
    analyst = Analyst(match.settings.options, reach=REACH)
    return review_all(turns_of_match(match), match.settings.options, analyst, SmallOnly())


def exact_worth(value: int) -> Worth:
    return Worth({WIN: Outcome.WIN, 0: Outcome.DRAW, -WIN: Outcome.LOSS}[value])


def grade(match: Match, entries: list[TurnReview]) -> None:
    """Every exact value agrees with a fresh solve; positions beyond reach are estimates."""
    options = match.settings.options
    turns = {turn.number: turn for turn in turns_of_match(match)}
    for entry in entries:
        turn = turns[entry.turn]
        if not turn.steal_chance:
            empties = 16 - turn.before.placed_count
            assert entry.before.exact == (empties <= REACH), entry
            if entry.before.exact:
                assert entry.before == exact_worth(position_value(turn.before, options)), entry
        if turn.ended is None and not turn.left_to_steal and turn.after is not None:
            empties = 16 - turn.after.placed_count
            assert entry.after.exact == (empties <= REACH), entry
            if entry.after.exact:
                assert entry.after == exact_worth(-position_value(turn.after, options)), entry


@pytest.mark.parametrize(
    ("settings", "plan"),
    [
        (LAPSING, {}),
        (LAPSING, {9: "drop", 10: "give_win", 11: "miss_call"}),
        (LAPSING, {10: "give_win", 11: "miss_win"}),
        (STEALING, {10: "give_win", 11: "miss_call", 12: "miss_steal"}),
        (STEALING, {8: "drop", 11: "drop"}),
        (MatchSettings(calling=Calling.AUTOMATIC), {9: "give_win", 10: "miss_win"}),
    ],
    ids=["clean", "drop-give-call", "missed-win", "call-and-steal", "two-drops", "automatic"],
)
def test_the_planted_mistakes_are_flagged_and_nothing_else(
    settings: MatchSettings, plan: dict[int, str]
) -> None:
    match, planted = find_game(settings, plan)
    entries = reviewed(match)
    flagged = {entry.turn: entry.kind for entry in entries if entry.mistake}
    assert flagged == planted
    assert [entry.turn for entry in entries] == list(range(2, len(entries) + 2))
    grade(match, entries)


def test_a_better_turn_keeps_the_value() -> None:
    match, planted = find_game(LAPSING, {9: "drop", 10: "give_win", 11: "miss_call"})
    options = match.settings.options
    turns = {turn.number: turn for turn in turns_of_match(match)}
    for entry in reviewed(match):
        if not entry.mistake:
            assert entry.best is None
            continue
        assert entry.best is not None
        turn = turns[entry.turn]
        if entry.kind is MistakeKind.MISSED_CALL:
            assert (entry.best.square, entry.best.call) == (turn.square, True)
            tokens = f"{square_name(turn.square)} Q{entry.player + 1}"
            assert entry.best.tokens(entry.player) == tokens
            continue
        move = Move(entry.best.square, entry.best.give)
        value = position_value(turn.before, options)
        child = turn.before.push(move)
        assert -solve(child, options) == value  # the better turn keeps the value


def test_a_missed_call_and_a_missed_steal_read_as_the_record_says() -> None:
    match, _ = find_game(STEALING, {10: "give_win", 11: "miss_call", 12: "miss_steal"})
    by_turn = {entry.turn: entry for entry in reviewed(match)}
    call, steal = by_turn[11], by_turn[12]
    assert call.kind is MistakeKind.MISSED_CALL and call.after.outcome is Outcome.LOSS
    assert steal.kind is MistakeKind.MISSED_STEAL and steal.before.outcome is Outcome.WIN
    assert steal.best is not None and steal.best.tokens(steal.player) == f"Q{steal.player + 1}"
    assert by_turn[10].detail["piece"] == turns_of_match(match)[8].give


def test_a_record_read_back_reviews_the_same() -> None:
    match, _ = find_game(LAPSING, {9: "drop", 10: "give_win", 11: "miss_call"})
    again = read_record(write_record(match, "2026.01.01")).match
    assert turns_of_match(again) == turns_of_match(match)
    assert reviewed(again) == reviewed(match)


def test_every_turn_comes_first_from_the_first_look_then_as_solved() -> None:
    match, _ = find_game(LAPSING, {9: "drop"})
    turns = turns_of_match(match)
    analyst = Analyst(match.settings.options, reach=REACH)
    updates: Iterator[TurnReview] = review(turns, match.settings.options, analyst, SmallOnly())
    first = {entry.turn: entry for entry in (next(updates) for _ in turns)}
    assert list(first) == [turn.number for turn in turns]
    later = list(updates)
    assert later  # the 10 empty squares are solved after the first look
    for entry in later:  # each one tells something new: a value now exact
        earlier = first[entry.turn]
        assert (entry.before.exact and not earlier.before.exact) or (
            entry.after.exact and not earlier.after.exact
        )


def test_a_budget_that_runs_out_ends_the_review_with_estimates_left() -> None:
    match, _ = find_game(LAPSING, {})
    turns = turns_of_match(match)
    analyst = Analyst(match.settings.options)  # would solve up to 13 empty squares
    entries = review_all(turns, match.settings.options, analyst, NodeBudget(200_000))
    assert len(entries) == len(turns)
    assert any(not entry.exact for entry in entries)
    assert analyst.nodes < 400_000  # stopped within a poll of the limit


@pytest.mark.parametrize("ending", ["false_call", "timeout"])
def test_a_turn_lost_by_a_false_call_or_the_clock_is_a_mistake(ending: str) -> None:
    settings = MatchSettings(steal_window=0.0, false_call=FalseCallRule.LOSE, move_clock=30.0)
    match, _ = find_game(settings, {})
    options = settings.options
    # Replay the clean game up to the first turn from 10 empty squares on whose mover
    # is not lost; there the mover places quietly, then calls with no line or runs out
    # of time.
    again = Match(settings, match.first)
    for token in match.actions:
        position = again.position
        if not token.startswith(":") and token[0].islower() and position.placed_count >= 6:
            if position_value(position, options) > -WIN:
                break
        _apply(again, token)
    else:
        pytest.fail("no turn to end the game on")
    player = again.to_act
    assert player is not None
    square = next(
        s
        for s in again.position.empty_squares()
        if not again.position.place(s).lines_through(s, options)
    )
    turn_number = again.position.placed_count + 2
    again.place(player, square)
    if ending == "false_call":
        again.call(player)
    else:
        again.time_out()
    assert again.result is not None and again.result.winner == 1 - player
    entries = reviewed(again)
    flagged = {entry.turn: entry.kind for entry in entries if entry.mistake}
    expected = MistakeKind.FALSE_CALL if ending == "false_call" else MistakeKind.TIMEOUT
    assert flagged == {turn_number: expected}
    assert entries[-1].after.outcome is Outcome.LOSS and entries[-1].best is not None


def _apply(match: Match, token: str) -> None:
    from quarto_app.games.quarto.rules import parse_square, piece_from_char

    player = match.to_act
    assert player is not None
    if token.startswith(":"):
        match.give(player, piece_from_char(token[1:]))
    elif token.startswith("Q"):
        match.call(int(token[1]) - 1)
    else:
        match.place(player, parse_square(token))
