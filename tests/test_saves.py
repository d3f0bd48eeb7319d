"""Saved games and the autosave: records in the player's folders; nothing is ever lost."""

from __future__ import annotations

import pytest

from quarto_app.games.quarto.match import FalseCallRule, Match, MatchSettings
from quarto_app.games.quarto.match.record import RecordCode, RecordError
from quarto_app.platform import saves


@pytest.fixture(autouse=True)
def own_profile(tmp_path, monkeypatch):
    monkeypatch.setenv("QUARTO_USER_DIR", str(tmp_path / "profile"))
    return tmp_path / "profile"


def a_game() -> Match:
    match = Match(MatchSettings(names=("Anna", "Computer")), first=0)
    match.give(0, 4)
    match.place(1, 0)
    match.give(1, 9)
    return match


def test_save_and_load_keep_the_game_and_the_computer_seat(tmp_path) -> None:
    path = tmp_path / "game.quarto"
    saves.save_game(path, a_game(), computer={1: "Hard"})
    text = path.read_text(encoding="utf-8")
    assert '[Computer2 "Hard"]' in text and "2. a4:9" in text
    loaded = saves.load_game(path)
    assert loaded.computer == {1: "Hard"}
    assert loaded.match.actions == a_game().actions
    assert loaded.match.position == a_game().position


def test_damaged_or_foreign_files_say_what_is_wrong(tmp_path) -> None:
    bad = tmp_path / "bad.quarto"
    bad.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(saves.SaveError) as not_text:
        saves.load_game(bad)
    assert not_text.value.code is saves.SaveCode.NOT_TEXT
    bad.write_text(saves.record_text(a_game()).replace("a4:9", "a4:4"), encoding="utf-8")
    with pytest.raises(RecordError) as illegal:
        saves.load_game(bad)
    assert illegal.value.code is RecordCode.ILLEGAL and illegal.value.params["token"] == "a4:4"


def test_autosave_follows_the_game_and_resumes() -> None:
    match = a_game()
    assert saves.autosave(match, computer={1: "Easy"})
    resumed, message = saves.resume()
    assert message is None and resumed.computer == {1: "Easy"}
    assert resumed.match.position == match.position
    match.place(0, 5)
    match.call(0)  # a false call: refused, play goes on
    assert saves.autosave(match)
    assert saves.resume()[0].match.events == match.events


def test_a_finished_game_clears_the_autosave() -> None:
    match = Match(MatchSettings(false_call=FalseCallRule.LOSE))
    match.give(0, 1)
    saves.autosave(match)
    assert saves.autosave_path().exists()
    match.place(1, 0)
    match.call(1)  # a false call that loses: the game is over
    assert match.result is not None
    saves.autosave(match)
    assert not saves.autosave_path().exists()
    assert saves.resume() == (None, None)


def test_a_damaged_autosave_is_kept_aside_not_lost() -> None:
    path = saves.autosave_path()
    path.write_text('[Game "Quarto"]\n\n1. :4 2. z9 *\n', encoding="utf-8")
    game, damaged = saves.resume()
    assert game is None
    assert damaged.error.code is RecordCode.NOT_A_MOVE and damaged.error.params["token"] == "z9"
    assert damaged.kept == path.with_name(path.name + ".bak")
    assert not path.exists()
    assert path.with_name(path.name + ".bak").read_text(encoding="utf-8").endswith("2. z9 *\n")


def test_autosave_never_raises_when_the_disk_refuses(own_profile) -> None:
    own_profile.mkdir(parents=True, exist_ok=True)
    (own_profile / "data").write_text("a file where the folder should be")
    assert saves.autosave(a_game()) is False
