"""Random matches, driven by random intents and ticks, keep the rules' invariants."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from matchgen import apply_intent, intents

from quarto_app.games.quarto.match import (
    Calling,
    EventKind,
    FalseCallRule,
    Match,
    MatchError,
    MatchSettings,
    Phase,
)
from quarto_app.games.quarto.rules import Position, RuleOptions


@settings(max_examples=150, deadline=None)
@given(
    squares=st.booleans(),
    attributes=st.integers(1, 15),
    calling=st.sampled_from(list(Calling)),
    false_call=st.sampled_from(list(FalseCallRule)),
    clock=st.sampled_from([None, 20.0]),
    first=st.integers(0, 1),
    intents=intents,
)
def test_random_matches_keep_the_invariants(
    squares, attributes, calling, false_call, clock, first, intents
) -> None:
    options = RuleOptions(squares=squares, attributes=attributes)
    match = Match(
        MatchSettings(options=options, calling=calling, false_call=false_call, move_clock=clock),
        first=first,
    )
    for kind, value in intents:
        result_before = match.result
        try:
            apply_intent(match, kind, value)
        except MatchError:
            assert result_before is not None or kind == "call"
        position = match.position
        # No piece twice: the position string reads back to the same position.
        assert Position.from_str(str(position)) == position
        used = [p for p in position.board if p is not None] + [position.hand] * (
            position.hand is not None
        )
        assert sorted(used + position.available()) == list(range(16))
        log = [e.kind for e in match.events]
        assert log.count(EventKind.RESULT) == (match.result is not None)
        if match.result is not None:
            assert log[-1] is EventKind.RESULT and match.phase is Phase.OVER
            if match.result.lines:  # a winning call points at lines really on the board
                made = position.lines(options)
                assert set(match.result.lines) <= set(made)
        for event in match.events:
            if event.kind is EventKind.LAPSE:
                assert set(event.lines) <= set(match.lapsed_lines)
        if calling is Calling.AUTOMATIC:
            assert EventKind.LAPSE not in log and EventKind.STEAL not in log
    while match.undo():
        pass
    assert match.position == Position()
    # Undo takes back actions; only the first giver's clock can act before any action.
    assert all(e.kind in (EventKind.TIMEOUT, EventKind.RESULT) for e in match.events)
