"""Quartino records: written and read back losslessly; a damaged record names its fault."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_quartino_support import cards, setup

from quarto_app.games.quartino.match import Action, Match, MatchError, MatchSettings, Phase
from quarto_app.games.quartino.match.record import (
    RecordCode,
    RecordError,
    read_record,
    write_record,
)
from quarto_app.games.quartino.rules import Colour, RuleOptions

options = st.builds(
    RuleOptions,
    colour_rule=st.booleans(),
    column_rule=st.booleans(),
    auto_claim=st.booleans(),
    round_limit=st.sampled_from([None, 3, 8]),
)
intents = st.lists(
    st.one_of(
        st.tuples(st.just("act"), st.integers(0, 99)),
        st.tuples(st.just("claim"), st.integers(0, 3)),
        st.tuples(st.just("tick"), st.floats(0.0, 25.0)),
        st.tuples(st.just("undo"), st.just(0)),
    ),
    max_size=120,
)


def apply_intent(match: Match, kind: str, value: float) -> None:
    seat = match.to_act
    try:
        if kind == "act" and seat is not None:
            actions = match.legal_actions()
            match.apply(seat, actions[int(value) % len(actions)])
        elif kind == "claim" and seat is not None and match.phase is Phase.CLAIM:
            hand = match.hand(seat)
            match.claim(seat, hand[int(value) % len(hand)])
        elif kind == "tick":
            match.tick(value)
        elif kind == "undo":
            match.undo()
    except MatchError:
        raise AssertionError(f"{kind} {value} refused") from None


def same_game(a: Match, b: Match) -> None:
    assert a.actions == b.actions and a.events == b.events and a.outcome == b.outcome
    clockless = {"clock_left": None}
    assert replace(a.state, **clockless) == replace(b.state, **clockless)


@settings(max_examples=80, deadline=None)
@given(
    rules=options,
    clock=st.sampled_from([None, 20.0]),
    players=st.integers(2, 4),
    seed=st.integers(0, 2**32),
    steps=intents,
)
def test_records_round_trip_losslessly(rules, clock, players, seed, steps) -> None:
    match = Match.from_seed(MatchSettings(rules, move_clock=clock), players, seed)
    for kind, value in steps:
        apply_intent(match, kind, value)
    names = tuple(f'Ann "{i}" \\' for i in range(players))
    text = write_record(match, names=names, date="2026.11.25")
    record = read_record(text)
    assert record.names == names and record.match.seed == seed
    assert record.match.deal == match.deal and record.match.settings == match.settings
    same_game(record.match, match)
    assert write_record(record.match, names=names, date="2026.11.25") == text


def finished_game() -> tuple[Match, str]:
    rng = random.Random(5)
    match = Match.from_seed(MatchSettings(RuleOptions(round_limit=6)), 3, 77)
    while match.outcome is None:
        actions = match.legal_actions()
        claims = [a for a in actions if a.kind.value == "claim"]
        match.apply(match.to_act, claims[0] if claims else rng.choice(actions))
    return match, write_record(match, date="2026.11.25")


def test_a_record_holds_the_deal_the_seed_and_the_result() -> None:
    match, text = finished_game()
    assert text.startswith('[Game "Quartino"]\n')
    for hand, tag in zip(match.deal.hands, ("Hand1", "Hand2", "Hand3"), strict=True):
        assert f'[{tag} "{",".join(map(str, hand))}"]' in text
    assert '[Seed "77"]' in text and '[Players "3"]' in text
    assert text.rstrip().endswith("=" + ",".join(str(w + 1) for w in match.outcome.winners))
    assert '[Termination "round_limit"]' in text


def test_a_set_up_board_and_a_wrong_claim_round_trip() -> None:
    a, b = cards("ybgp"), cards("gpyb", "bypg", "pbyg", "pgby")
    match = setup("y/b/g/./././././.", (a[0], *b[:3]), (b[3], *cards("gybp", "bpyg", "gbyp")))
    match.place(0, 3, Colour.PINK)
    match.claim(0, a[0])
    match.place(0, 4, Colour.GREEN)
    match.claim(0, b[0])  # wrong
    text = write_record(match)
    assert '[Board "y/b/g/./././././."]' in text and '[Seed "-"]' in text
    assert text.endswith("\n\n1. p3 !ybgp@1 g4 ?gpyb *\n")
    same_game(read_record(text).match, match)


def damaged(text: str, old: str, new: str) -> str:
    assert old in text
    return text.replace(old, new, 1)


def first_place_token(text: str) -> str:
    return text.split("\n\n", 1)[1].split()[1]


@pytest.mark.parametrize(
    ("change", "code", "params"),
    [
        (lambda t: damaged(t, '[Game "Quartino"]', '[Game "Quarto"]'), RecordCode.WRONG_GAME, {}),
        (lambda t: damaged(t, '[Players "3"]\n', ""), RecordCode.MISSING_TAG, {"tag": "Players"}),
        (lambda t: damaged(t, '[Seed "77"]', '[Seed "78"]'), RecordCode.DEAL_MISMATCH, {}),
        (
            lambda t: damaged(t, '[AutoClaim "off"]', '[AutoClaim "maybe"]'),
            RecordCode.BAD_TAG_VALUE,
            {"tag": "AutoClaim"},
        ),
        (
            lambda t: damaged(t, '[Date "2026.11.25"]', "[Date 2026]"),
            RecordCode.BAD_TAG,
            {"line": 3},
        ),
        (
            lambda t: damaged(t, "\n\n1. ", "\n\n1. zz "),
            RecordCode.BAD_TOKEN,
            {"line": 21, "token": "zz"},
        ),
        (
            lambda t: damaged(t, "\n\n1. ", "\n\n1. pass "),
            RecordCode.REFUSED,
            {"line": 21, "token": "pass", "reason": "stones_to_place"},
        ),
        (lambda t: t.rstrip()[: t.rstrip().rindex(" ")] + "\n", RecordCode.NO_RESULT, {}),
        (lambda t: t.rstrip() + " y1\n", RecordCode.AFTER_RESULT, {"token": "y1"}),
        (lambda t: damaged(t, "limit =", "="), RecordCode.MISSING_STEP, {"expected": "limit"}),
        (
            lambda t: damaged(t, "limit =", "limit y1 ="),
            RecordCode.REFUSED,
            {"token": "y1", "reason": "game_over"},
        ),
        (
            lambda t: damaged(t, "limit =", "stall ="),
            RecordCode.NOT_WHAT_HAPPENED,
            {"token": "stall", "expected": "limit"},
        ),
    ],
)
def test_a_damaged_record_names_the_fault(change, code, params) -> None:
    _, text = finished_game()
    with pytest.raises(RecordError) as caught:
        read_record(change(text))
    assert caught.value.code is code
    for name, value in params.items():
        assert caught.value.params[name] == value


def test_a_claim_the_rules_judge_otherwise_is_caught() -> None:
    a = cards("ybgp")[0]
    match = setup("y/b/g/./././././.", (a, *cards("gpyb", "bypg", "pbyg")))
    match.place(0, 3, Colour.PINK)
    match.claim(0, a)
    text = write_record(match)
    with pytest.raises(RecordError) as caught:
        read_record(damaged(text, "!ybgp@1", "?ybgp"))
    assert caught.value.code is RecordCode.NOT_WHAT_HAPPENED
    assert caught.value.params["expected"] == "!ybgp@1"


def test_intents_and_tokens_agree() -> None:
    match = Match.from_seed(MatchSettings(), 2, 3)
    match.apply(match.to_act, Action.from_str("y0"))
    assert match.actions[-1][1] == "y0"


def test_the_documented_example_reads_back() -> None:
    from quarto_app.games.quartino.match import record

    doc = record.__doc__ or ""
    example = doc[doc.index('    [Game "Quartino"]') : doc.index("=1\n") + 3]
    text = "\n".join(line[4:] for line in example.splitlines()) + "\n"
    game = read_record(text)
    assert game.names == ("Anna", "Ben") and game.match.outcome.winners == (0,)
    assert write_record(game.match, names=("Anna", "Ben"), date="2026.11.25") == text


def long_record(steps: int) -> str:
    """People placing a yellow stone on the centre and ending the turn, on and on: the
    Column rule clears the stack every fourth turn, so the game never ends."""
    match = Match.from_seed(MatchSettings(RuleOptions(round_limit=None)), 2, 7)
    place, end = Action.place(0, Colour.YELLOW), Action.pass_turn()
    while len(match.actions) < steps:
        while match.phase is Phase.PLACE:
            match.apply_unchecked(place)
        match.apply_unchecked(end)
    return write_record(match)


def test_a_record_of_16000_steps_costs_16_times_one_of_1000() -> None:
    # Every state once kept the whole tuple of events and steps, and undo keeps every
    # state: 8,000 steps took 1.2 GB, 16,000 raised MemoryError. Counted, never timed.
    from costs import calls, peak_memory

    texts = {n: long_record(n) for n in (1000, 16000)}
    work = {n: calls(lambda n=n: read_record(texts[n])) for n in texts}
    peak = {}
    for n, text in texts.items():
        record, peak[n] = peak_memory(lambda text=text: read_record(text))
        assert len(record.match.actions) >= n and record.match.undo()
    assert work[16000] / work[1000] < 24, work  # linear: 16 and a little; quadratic: 256
    assert peak[16000] / peak[1000] < 24, peak
