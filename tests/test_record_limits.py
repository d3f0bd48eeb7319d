"""One set of limits for both games' records, reading and writing alike (games/records.py):
a value the reader refuses is one the writer refuses, and no reader lets an exception out."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from quarto_app.coded import CodedError
from quarto_app.games import records
from quarto_app.games.quartino.match import Match as QuartinoMatch
from quarto_app.games.quartino.match import MatchSettings as QuartinoSettings
from quarto_app.games.quartino.match.record import RecordCode as QuartinoCode
from quarto_app.games.quartino.match.record import read_record as read_quartino
from quarto_app.games.quartino.match.record import write_record as write_quartino
from quarto_app.games.quartino.rules import RulesError
from quarto_app.games.quarto.match import Match, MatchSettings
from quarto_app.games.quarto.match.record import RecordCode as QuartoCode
from quarto_app.games.quarto.match.record import read_record as read_quarto
from quarto_app.games.quarto.match.record import write_record as write_quarto

QUARTO = write_quarto(Match(MatchSettings(names=("Anna", "Ben"))), date="2026.11.25")
QUARTINO = write_quartino(
    QuartinoMatch.from_seed(QuartinoSettings(), 2, 5), names=("Anna", "Ben"), date="2026.11.25"
)


def with_tag(record: str, tag: str, value: str) -> str:
    lines = record.splitlines()
    found = [i for i, line in enumerate(lines) if line.startswith(f"[{tag} ")]
    quoted = records.quote(value)
    if found:
        lines[found[0]] = f'[{tag} "{quoted}"]'
    else:
        lines.insert(1, f'[{tag} "{quoted}"]')
    return "\n".join(lines) + "\n"


BOTH = [(read_quarto, QUARTO, QuartoCode), (read_quartino, QUARTINO, QuartinoCode)]


@pytest.mark.parametrize(("read", "record", "codes"), BOTH, ids=["quarto", "quartino"])
@pytest.mark.parametrize(
    "clock", ["1e-300", "1e300", "0.001", "4.99", "3601", "inf", "nan", "-5", "60s", "٣٠"]
)
def test_a_clock_outside_what_a_setup_offers_is_refused(read, record, codes, clock) -> None:
    # A clock of 1e-300 once made a resumed game lost on time at its first frame.
    with pytest.raises(CodedError) as info:
        read(with_tag(record, "MoveClock", clock))
    assert info.value.code is codes.BAD_TAG_VALUE and info.value.params["tag"] == "MoveClock"


@pytest.mark.parametrize(("read", "record", "codes"), BOTH, ids=["quarto", "quartino"])
@pytest.mark.parametrize("clock", ["5", "60", "90.5", "3600"])
def test_a_clock_a_setup_could_offer_reads(read, record, codes, clock) -> None:
    assert read(with_tag(record, "MoveClock", clock)).match.settings.move_clock == float(clock)


@pytest.mark.parametrize(("read", "record", "codes"), BOTH, ids=["quarto", "quartino"])
@pytest.mark.parametrize(
    "name",
    ["", "   ", "An\x00na", "An\u2028na", "A" * 41, "A" * 300],
    ids=["empty", "blank", "nul", "line-separator", "41", "300"],
)
def test_a_name_the_writer_refuses_the_reader_refuses(read, record, codes, name) -> None:
    with pytest.raises(CodedError) as info:
        read(with_tag(record, "Player1", name))
    assert info.value.code in (codes.BAD_TAG_VALUE, codes.BAD_TAG)
    with pytest.raises((ValueError, CodedError)):
        write_quartino(QuartinoMatch.from_seed(QuartinoSettings(), 2, 5), names=(name, "Ben"))
    with pytest.raises(CodedError):
        write_quarto(Match(MatchSettings(names=(name, "Ben"))), date="2026.11.25")


@pytest.mark.parametrize(("read", "record", "codes"), BOTH, ids=["quarto", "quartino"])
def test_the_longest_name_reads_in_both(read, record, codes) -> None:
    name = "Ä" * records.NAME_LIMIT
    assert read(with_tag(record, "Player1", name)).tags["Player1"] == name


def test_a_10_mb_name_is_refused_without_matching_it() -> None:
    from costs import calls

    huge = with_tag(QUARTINO, "Player1", "A" * 10_000_000)
    with pytest.raises(CodedError) as info:
        read_quartino(huge)
    assert info.value.code is QuartinoCode.BAD_TAG
    assert len(info.value.params["text"]) <= records.SHOWN + 1
    assert calls(lambda: pytest.raises(CodedError, read_quartino, huge)) < 5_000


@pytest.mark.parametrize(
    ("tag", "value"),
    [
        ("Players", "²"),
        ("Players", "٣"),
        ("Players", "9" * 200),
        ("First", "¹"),
        ("Seed", "9" * 200),
        ("Seed", "1" * 21),
        ("RoundLimit", "9" * 200),
        ("RoundLimit", "0"),
        ("RoundLimit", "+3"),
    ],
)
def test_quartinos_numbers_are_ascii_digits_of_a_sane_length(tag: str, value: str) -> None:
    with pytest.raises(CodedError) as info:
        read_quartino(with_tag(QUARTINO, tag, value))
    assert info.value.code is QuartinoCode.BAD_TAG_VALUE and info.value.params["tag"] == tag
    assert len(info.value.params["value"]) <= records.SHOWN + 1


@pytest.mark.parametrize("tag", ["Players", "Seed", "RoundLimit", "First"])
def test_a_5000_digit_number_is_refused_as_a_tag_line_too_long(tag: str) -> None:
    # Python itself refuses to convert so many digits (ValueError): never let it try.
    with pytest.raises(CodedError) as info:
        read_quartino(with_tag(QUARTINO, tag, "9" * 5000))
    assert info.value.code is QuartinoCode.BAD_TAG
    with pytest.raises(CodedError) as info:
        read_quarto(with_tag(QUARTO, "First", "9" * 5000))
    assert info.value.code is QuartoCode.BAD_TAG


@pytest.mark.parametrize(("tag", "value"), [("First", "²"), ("First", "9" * 200)])
def test_quartos_numbers_too(tag: str, value: str) -> None:
    with pytest.raises(CodedError) as info:
        read_quarto(with_tag(QUARTO, tag, value))
    assert info.value.code is QuartoCode.BAD_TAG_VALUE


def test_quartinos_match_settings_hold_the_same_clock_limits() -> None:
    for clock in (1e-300, 1e300, records.MIN_MOVE_CLOCK - 0.5, records.MAX_MOVE_CLOCK + 1):
        with pytest.raises(RulesError):
            QuartinoSettings(move_clock=clock)
    assert QuartinoSettings(move_clock=records.MIN_MOVE_CLOCK).move_clock == records.MIN_MOVE_CLOCK


TAG_VALUES = st.text(max_size=40) | st.integers(-(10**30), 10**30).map(str)


@settings(max_examples=300, deadline=None)
@given(
    tag=st.sampled_from(
        [
            "Players",
            "First",
            "Seed",
            "RoundLimit",
            "MoveClock",
            "Player2",
            "Hand1",
            "Board",
            "ColourRule",
            "Result",
        ]
    ),
    value=TAG_VALUES,
)
def test_any_tag_value_reads_or_is_refused_with_a_code(tag: str, value: str) -> None:
    try:
        read_quartino(with_tag(QUARTINO, tag, value))
    except CodedError as exc:
        assert exc.code in QuartinoCode


@settings(max_examples=200, deadline=None)
@given(
    tag=st.sampled_from(["First", "MoveClock", "StealWindow", "Player1", "Rules"]), value=TAG_VALUES
)
def test_any_quarto_tag_value_reads_or_is_refused_with_a_code(tag: str, value: str) -> None:
    try:
        read_quarto(with_tag(QUARTO, tag, value))
    except CodedError as exc:
        assert exc.code in QuartoCode
