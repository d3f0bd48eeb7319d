"""Game records: written and read back losslessly; damaged records name the fault."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from matchgen import match_settings, play_randomly

from quarto_app.games.quarto.match import Match, MatchSettings
from quarto_app.games.quarto.match.record import RecordError, read_record, write_record
from quarto_app.games.quarto.rules import parse_square

SAMPLE = """[Game "Quarto"]
[Date "2026.11.20"]
[Player1 "Anna"]
[Player2 "Ben"]
[First "1"]
[Rules "lines"]
[Attributes "color,shape,height,top"]
[Calling "announce"]
[StealWindow "5"]
[FalseCall "refuse"]
[MoveClock "off"]
[Result "0-1"]

1. :4 2. a4:5 3. b4:6 {Ben thinks a while} 4. c4:7
5. d4:0 Q2 0-1
"""


@settings(max_examples=120, deadline=None)
@given(settings_=match_settings, first=st.integers(0, 1), steps=st.data())
def test_records_round_trip_losslessly(settings_: MatchSettings, first: int, steps) -> None:
    from matchgen import intents

    match = Match(settings_, first=first)
    play_randomly(match, steps.draw(intents))
    text = write_record(match, date="2026.11.20")
    again = read_record(text).match
    assert again.settings == match.settings and again.first == match.first
    assert again.actions == match.actions
    assert again.events == match.events
    assert again.result == match.result
    assert again.position == match.position
    assert write_record(again, date="2026.11.20") == text


def test_sample_record_replays_to_a_steal() -> None:
    record = read_record(SAMPLE)
    assert record.tags["Player1"] == "Anna"
    result = record.match.result
    assert result.winner == 1 and "steals the Quarto Anna missed" in result.reason
    assert record.match.position.board[parse_square("d4")] == 7


def test_writer_merges_each_turn_into_one_move() -> None:
    match = Match(MatchSettings(), first=1)
    match.give(1, 3)
    match.place(0, parse_square("c2"))
    match.call(0)  # a false call sits between the place and the give
    match.give(0, 9)
    text = write_record(match, date="2026.11.20")
    assert text.endswith("\n\n1. :3 2. c2 Q1 :9 *\n")
    assert '[First "2"]' in text and '[Result "*"]' in text


@pytest.mark.parametrize(
    "damage, message",
    [
        (("c4:7", "c4:4"), r"line 14, token 'c4:4': piece 4 is already on the board"),
        (("c4:7", "c9:7"), r"line 14, token 'c9:7': not a move"),
        (("c4:7", "c4:7 hello"), r"line 14, token 'hello': not a move"),
        (("a4:5", "b4:5"), r"line 14, token 'b4:6': b4 is taken"),
        (("5. d4:0 Q2 0-1", "5. d4:0 Q2"), r"does not end with a result"),
        (("Q2 0-1", "Q2 0-1 6."), r"nothing may follow the result 0-1"),
        (
            ('[Result "0-1"]', '[Result "1-0"]'),
            r"Result tag says 1-0 but the movetext ends with 0-1",
        ),
        (("Q2 0-1", "0-1"), r"the record says 0-1 but replaying its moves gives \*"),
        (('[Rules "lines"]', '[Rules "lines"'), r"line 6: .* is not a tag"),
        (('[Rules "lines"]', '[Rules "diagonals"]'), r"bad tag value: Rules must be"),
        (('[Attributes "color,shape,height,top"]', '[Attributes "smell"]'), "unknown attribute"),
        (('[Calling "announce"]', '[Calling "shout"]'), r"bad tag value"),
        (('[StealWindow "5"]', '[StealWindow "soon"]'), r"bad tag value"),
        (('[First "1"]', '[First "3"]'), r"First tag must be 1 or 2"),
        (('[Game "Quarto"]', '[Game "Chess"]'), r"not of Quarto"),
        (("{Ben thinks a while}", "{Ben thinks"), r"comment must close on its line"),
        (("Q2 0-1", "Q3 0-1"), r"token 'Q3': not a move"),
        (("1. :4", "1. wait :4"), r"line 14, token 'wait': no timed call window is open"),
        (("Q2 0-1", "timeout 0-1"), r"token 'timeout': no move clock is running"),
    ],
)
def test_damaged_records_name_the_fault(damage: tuple[str, str], message: str) -> None:
    old, new = damage
    assert old in SAMPLE
    with pytest.raises(RecordError, match=message):
        read_record(SAMPLE.replace(old, new, 1))


def test_not_a_record_at_all() -> None:
    with pytest.raises(RecordError):
        read_record(b"\x00\x01")  # type: ignore[arg-type]
    with pytest.raises(RecordError, match="does not end with a result"):
        read_record("")
