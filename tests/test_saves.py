"""Saved games and the autosave: per game, the game's own record in the player's folders;
a damaged one is kept aside (never over an earlier one) and the player is told in words."""

from __future__ import annotations

import pytest

from quarto_app.frame import saving
from quarto_app.frame.game import Saved, Seat, Setup
from quarto_app.frame.i18n import text
from quarto_app.games.quarto.game import GAME
from quarto_app.games.quarto.match import FalseCallRule, Match, MatchSettings
from quarto_app.games.quarto.match.record import RecordCode, RecordError
from quarto_app.games.quarto.setup_options import options_of
from quarto_app.platform import saves


@pytest.fixture(autouse=True)
def own_profile(tmp_path, monkeypatch):
    monkeypatch.setenv("QUARTO_USER_DIR", str(tmp_path / "profile"))
    return tmp_path / "profile"


def a_game() -> Match:
    match = Match(MatchSettings(names=("Anna", "Computer (Hard)")), first=0)
    match.give(0, 4)
    match.place(1, 0)
    match.give(1, 9)
    return match


def saved(match: Match, level: str | None = "Hard") -> Saved:
    names = match.settings.names
    setup = Setup("quarto", (Seat(names[0]), Seat(names[1], level)), options_of(match.settings), 0)
    return Saved(setup, match, match.result is not None)


def test_a_record_keeps_the_game_the_seats_and_the_options() -> None:
    record = GAME.write_record(saved(a_game()))
    assert '[Game "Quarto"]' in record and '[Computer2 "Hard"]' in record
    assert "2. a4:9" in record
    loaded = GAME.read_record(record)
    assert [seat.level for seat in loaded.setup.seats] == [None, "Hard"]
    assert loaded.setup.names == ("Anna", "Computer (Hard)")
    assert loaded.match.actions == a_game().actions
    assert loaded.match.position == a_game().position
    assert loaded.setup.options == options_of(a_game().settings) and not loaded.finished


def test_an_unknown_computer_level_is_refused_not_crashed_on() -> None:
    record = GAME.write_record(saved(a_game())).replace('"Hard"]', '"Grandmaster"]')
    with pytest.raises(RecordError) as refused:
        GAME.read_record(record)
    assert refused.value.code is RecordCode.BAD_TAG_VALUE
    assert refused.value.params == {"tag": "Computer2", "value": "Grandmaster"}


def test_autosave_follows_the_game_and_resumes() -> None:
    match = a_game()
    assert saving.keep(GAME, saved(match, "Easy"))
    resumed, damaged = saving.unfinished(GAME)
    assert damaged is None and [seat.level for seat in resumed.setup.seats] == [None, "Easy"]
    assert resumed.match.position == match.position
    match.place(0, 5)
    match.call(0)  # a false call: refused, play goes on
    assert saving.keep(GAME, saved(match))
    assert saving.unfinished(GAME)[0].match.events == match.events


def test_the_autosave_is_per_game() -> None:
    saving.keep(GAME, saved(a_game()))
    assert saves.autosave_path("quarto").name == "autosave.quarto"
    assert saves.autosave_path("quarto").exists()
    assert not saves.autosave_path("quartino").exists()


def test_a_finished_game_clears_the_autosave() -> None:
    match = Match(MatchSettings(false_call=FalseCallRule.LOSE))
    match.give(0, 1)
    saving.keep(GAME, saved(match))
    assert saves.autosave_path("quarto").exists()
    match.place(1, 0)
    match.call(1)  # a false call that loses: the game is over
    assert match.result is not None
    saving.keep(GAME, saved(match))
    assert not saves.autosave_path("quarto").exists()
    assert saving.unfinished(GAME) == (None, None)


def test_a_damaged_autosave_is_kept_aside_never_over_an_earlier_one() -> None:
    path = saves.autosave_path("quarto")
    kept = []
    for token in ("z9", "y8"):
        path.write_text(f'[Game "Quarto"]\n\n1. :4 2. {token} *\n', encoding="utf-8")
        game, damaged = saving.unfinished(GAME)
        assert game is None and damaged is not None
        assert "z9" in damaged.why or "y8" in damaged.why  # the record's fault, in words
        assert damaged.kept is not None and damaged.kept.exists()
        assert str(damaged.kept) in damaged.words()
        kept.append(damaged.kept)
        assert not path.exists()
    assert kept[0] != kept[1]
    assert kept[0].read_text(encoding="utf-8").endswith("2. z9 *\n")
    assert kept[1].read_text(encoding="utf-8").endswith("2. y8 *\n")


def test_a_file_that_is_not_text_is_kept_aside_with_its_reason() -> None:
    path = saves.autosave_path("quarto")
    path.write_bytes(b"\xff\xfe\x00garbage")
    game, damaged = saving.unfinished(GAME)
    assert game is None
    assert damaged.why == text("frame.error.not_text", file=path.name)


def test_autosave_never_raises_when_the_disk_refuses(own_profile) -> None:
    own_profile.mkdir(parents=True, exist_ok=True)
    (own_profile / "data").write_text("a file where the folder should be")
    with pytest.raises(OSError):
        saves.autosave_path("quarto")  # no saves folder can be made...
    assert saving.keep(GAME, saved(a_game())) is False  # ...and keeping the game says so
