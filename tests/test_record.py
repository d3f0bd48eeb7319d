"""Game records: written and read back losslessly; damaged records name the fault."""

from __future__ import annotations

from enum import Enum

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from matchgen import match_settings, play_randomly

from quarto_app.games.quarto import words
from quarto_app.games.quarto.match import Match, MatchCode, MatchSettings, Termination
from quarto_app.games.quarto.match.record import (
    RecordCode,
    RecordError,
    read_record,
    write_record,
)
from quarto_app.games.quarto.rules import RulesCode, parse_square

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
    assert result.winner == 1 and result.termination is Termination.STEAL
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


S, M, R = RulesCode, MatchCode, RecordCode


@pytest.mark.parametrize(
    "damage, code, where",
    [
        (("c4:7", "c4:4"), (R.ILLEGAL, M.PIECE_ON_BOARD), {"line": 14, "token": "c4:4"}),
        (("c4:7", "c9:7"), (R.NOT_A_MOVE,), {"line": 14, "token": "c9:7"}),
        (("c4:7", "c4:7 hello"), (R.NOT_A_MOVE,), {"line": 14, "token": "hello"}),
        (("a4:5", "b4:5"), (R.ILLEGAL, M.SQUARE_TAKEN), {"line": 14, "token": "b4:6"}),
        (("5. d4:0 Q2 0-1", "5. d4:0 Q2"), (R.NO_RESULT,), {}),
        (("Q2 0-1", "Q2 0-1 6."), (R.AFTER_RESULT,), {"result": "0-1"}),
        (('[Result "0-1"]', '[Result "1-0"]'), (R.RESULT_TAG,), {"tag": "1-0", "movetext": "0-1"}),
        (("Q2 0-1", "0-1"), (R.RESULT_REPLAY,), {"written": "0-1", "replayed": "*"}),
        (('[Rules "lines"]', '[Rules "lines"'), (R.BAD_TAG,), {"line": 6}),
        (('[Rules "lines"]', '[Rules "diagonals"]'), (R.BAD_TAG_VALUE,), {"tag": "Rules"}),
        (
            ('[Attributes "color,shape,height,top"]', '[Attributes "smell"]'),
            (R.BAD_TAG_VALUE,),
            {"tag": "Attributes", "value": "smell"},
        ),
        (('[Calling "announce"]', '[Calling "shout"]'), (R.BAD_TAG_VALUE,), {"tag": "Calling"}),
        (('[StealWindow "5"]', '[StealWindow "soon"]'), (R.BAD_TAG_VALUE,), {"tag": "StealWindow"}),
        (('[StealWindow "5"]', '[StealWindow "nan"]'), (R.BAD_TAG_VALUE,), {"tag": "StealWindow"}),
        (('[MoveClock "off"]', '[MoveClock "inf"]'), (R.BAD_TAG_VALUE,), {"tag": "MoveClock"}),
        (('[First "1"]', '[First "3"]'), (R.BAD_TAG_VALUE,), {"tag": "First", "value": "3"}),
        (('[Game "Quarto"]', '[Game "Chess"]'), (R.WRONG_GAME,), {"game": "Chess"}),
        (("{Ben thinks a while}", "{Ben thinks"), (R.OPEN_COMMENT,), {}),
        (("Q2 0-1", "Q3 0-1"), (R.NOT_A_MOVE,), {"token": "Q3"}),
        (("1. :4", "1. wait :4"), (R.ILLEGAL, M.NO_TIMED_WINDOW), {"line": 14, "token": "wait"}),
        (("Q2 0-1", "timeout 0-1"), (R.ILLEGAL, M.NO_MOVE_CLOCK), {"token": "timeout"}),
    ],
)
def test_damaged_records_name_the_fault(
    damage: tuple[str, str], code: tuple[Enum, ...], where: dict
) -> None:
    old, new = damage
    assert old in SAMPLE
    with pytest.raises(RecordError) as info:
        read_record(SAMPLE.replace(old, new, 1))
    error = info.value
    assert error.code is code[0]
    assert where.items() <= error.params.items()
    if len(code) > 1:
        assert error.params["cause"].code is code[1]
    assert words.error(error)  # and it can be said in words


def test_not_a_record_at_all() -> None:
    with pytest.raises(RecordError):
        read_record(b"\x00\x01")  # type: ignore[arg-type]
    with pytest.raises(RecordError) as info:
        read_record("")
    assert info.value.code is RecordCode.NO_RESULT


def test_loading_and_undo_cost_linear_work_and_memory_in_the_record_length() -> None:
    # Each false call once kept a whole copy of the event list for undo: 40,000 calls
    # took a minute and 12 GB. Sixteen times the calls must cost about sixteen times as
    # much, not 256 times: counted in calls made and memory held, never in seconds.
    from costs import calls, peak_memory

    head = '[Game "Quarto"]\n[Player1 "A"]\n[Player2 "B"]\n\n1. :4 '
    small, large = 1000, 16000
    texts = {n: head + "Q1 " * n + "*\n" for n in (small, large)}
    work = {n: calls(lambda n=n: read_record(texts[n])) for n in texts}
    peak = {}
    for n, text in texts.items():
        match, peak[n] = peak_memory(lambda text=text: read_record(text).match)
        assert len(match.events) == n + 1 and match.undo()  # the give, then the calls
    assert work[large] / work[small] < 24, work  # linear: 16 and a little; quadratic: 256
    assert peak[large] / peak[small] < 24, peak
