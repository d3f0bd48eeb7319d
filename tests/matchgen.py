"""Random matches for property tests: settings and intents as hypothesis strategies."""

from __future__ import annotations

from hypothesis import strategies as st

from quarto_app.games.quarto.match import (
    Calling,
    FalseCallRule,
    Match,
    MatchError,
    MatchSettings,
    Phase,
)
from quarto_app.games.quarto.rules import RuleOptions

intents = st.lists(
    st.one_of(
        st.tuples(st.just("act"), st.integers(0, 255)),
        st.tuples(st.just("call"), st.integers(0, 1)),
        st.tuples(st.just("tick"), st.floats(0.0, 7.0)),
        st.tuples(st.just("undo"), st.just(0)),
    ),
    max_size=80,
)

# Printable one-line names, quotes and backslashes included (the record escapes them).
_name = st.text(
    st.characters(categories=["L", "N", "P", "S"], include_characters=" "), min_size=1, max_size=12
).filter(str.strip)

match_settings = st.builds(
    MatchSettings,
    options=st.builds(RuleOptions, squares=st.booleans(), attributes=st.integers(1, 15)),
    calling=st.sampled_from(list(Calling)),
    steal_window=st.sampled_from([0.0, 2.5, 5.0]),
    false_call=st.sampled_from(list(FalseCallRule)),
    move_clock=st.sampled_from([None, 20.0]),
    names=st.tuples(_name, _name),
)


def apply_intent(match: Match, kind: str, value: float) -> None:
    """Apply one random intent; an intent the match refuses raises MatchError."""
    if kind == "act" and match.to_act is not None:
        player = match.to_act
        if match.phase is Phase.GIVE:
            available = match.position.available()
            match.give(player, available[int(value) % len(available)])
        elif match.phase is Phase.PLACE:
            empty = match.position.empty_squares()
            match.place(player, empty[int(value) % len(empty)])
    elif kind == "call":
        match.call(int(value))
    elif kind == "tick":
        match.tick(value)
    elif kind == "undo":
        match.undo()


def play_randomly(match: Match, steps: list[tuple[str, float]]) -> None:
    for kind, value in steps:
        try:
            apply_intent(match, kind, value)
        except MatchError:
            pass
