"""Keeping a game on disk: the same cost at any length, never a player's game deleted.

Costs are counted (bytes handed to the disk, memory allocated), never timed.
"""

from __future__ import annotations

import errno
import random
import textwrap
import tracemalloc
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from matchgen import apply_intent, intents, match_settings

from quarto_app.frame import saving
from quarto_app.frame.game import Saved, Seat, Setup
from quarto_app.games import records
from quarto_app.games.quartino.match import Match as QuartinoMatch
from quarto_app.games.quartino.match import MatchError as QuartinoMatchError
from quarto_app.games.quartino.match import MatchSettings as QuartinoSettings
from quarto_app.games.quartino.match.record import RecordWriter as QuartinoWriter
from quarto_app.games.quartino.match.record import write_record as write_quartino
from quarto_app.games.quartino.rules import RuleOptions as QuartinoOptions
from quarto_app.games.quarto.game import GAME
from quarto_app.games.quarto.match import FalseCallRule, Match, MatchError, MatchSettings
from quarto_app.games.quarto.match.record import RecordWriter, write_record
from quarto_app.games.quarto.setup_options import options_of
from quarto_app.platform import saves


@pytest.fixture(autouse=True)
def own_profile(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("QUARTO_USER_DIR", str(tmp_path / "profile"))
    return tmp_path / "profile"


def setup_of(match: Match) -> Setup:
    names = match.settings.names
    return Setup("quarto", (Seat(names[0]), Seat(names[1])), options_of(match.settings), 0)


def kept_text() -> str:
    return saves.autosave_path("quarto").read_text(encoding="utf-8")


class Written:
    """Counts the bytes the saves hand to the disk, whole files and changed ends alike."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.bytes = 0
        self.whole = 0
        original_at, original_whole = saves._write_at, saves.write_text_atomic

        def at(fd: int, data: bytes, where: int) -> None:
            self.bytes += len(data)
            original_at(fd, data, where)

        def whole(path: Path, text: str) -> None:
            self.bytes += len(text.encode("utf-8"))
            self.whole += 1
            original_whole(path, text)

        monkeypatch.setattr(saves, "_write_at", at)
        monkeypatch.setattr(saves, "write_text_atomic", whole)


def flood(calls: int) -> tuple[Match, Setup]:
    match = Match(MatchSettings(names=("Anna", "Ben")))
    match.give(0, 4)
    for _ in range(calls):
        match.call(1)
    return match, setup_of(match)


def cost_of_one_keep(calls: int, monkeypatch: pytest.MonkeyPatch) -> tuple[int, int]:
    """(bytes written, peak bytes allocated) by the keep after false call `calls` + 1."""
    match, setup = flood(calls)
    assert saving.keep(GAME, Saved(setup, match, False))  # the first keep writes it whole
    with monkeypatch.context() as patched:
        written = Written(patched)
        match.call(1)
        tracemalloc.start()
        assert saving.keep(GAME, Saved(setup, match, False))
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
    assert kept_text() == write_record(match, date=saves.stamp())
    assert written.whole == 0
    return written.bytes, peak


def test_saving_after_20000_false_calls_costs_what_it_costs_after_100(monkeypatch) -> None:
    # Each save used to write, wrap and sync the whole record: 20,000 calls took minutes.
    small_bytes, small_peak = cost_of_one_keep(100, monkeypatch)
    large_bytes, large_peak = cost_of_one_keep(20_000, monkeypatch)
    # The file's last line (at most 80 columns) and the result, whatever the length before.
    assert small_bytes <= 2 * (records.WIDTH + 8) and large_bytes <= 2 * (records.WIDTH + 8)
    assert large_peak < 2 * small_peak + 4096, (small_peak, large_peak)  # not 200 times


@settings(max_examples=60, deadline=None)
@given(
    settings_=match_settings, first=st.integers(0, 1), steps=intents, keep_every=st.integers(1, 4)
)
def test_the_file_is_always_the_whole_record(settings_, first, steps, keep_every) -> None:
    saving._kept.clear()
    match = Match(settings_, first=first)
    setup = Setup(
        "quarto",
        (Seat(settings_.names[0]), Seat(settings_.names[1])),
        options_of(settings_),
        first,
    )
    for number, (kind, value) in enumerate(steps):
        try:
            apply_intent(match, kind, value)
        except MatchError:
            continue
        if number % keep_every == 0:
            saved = Saved(setup, match, match.result is not None)
            assert saving.keep(GAME, saved)
            if match.result is None:
                assert kept_text() == GAME.write_record(saved)
            else:
                assert not saves.autosave_path("quarto").exists()  # played to its end here
                break
    saves.autosave_path("quarto").unlink(missing_ok=True)


def test_an_undo_writes_the_record_whole_once(monkeypatch) -> None:
    match, setup = flood(30)
    saving.keep(GAME, Saved(setup, match, False))
    written = Written(monkeypatch)
    match.call(1)
    saving.keep(GAME, Saved(setup, match, False))
    match.undo()
    match.undo()
    saving.keep(GAME, Saved(setup, match, False))
    assert written.whole == 1 and kept_text() == GAME.write_record(Saved(setup, match, False))
    match.call(0)
    saving.keep(GAME, Saved(setup, match, False))
    assert written.whole == 1 and kept_text() == GAME.write_record(Saved(setup, match, False))


def test_a_file_changed_by_someone_else_is_written_whole_not_patched(monkeypatch) -> None:
    match, setup = flood(3)
    saving.keep(GAME, Saved(setup, match, False))
    path = saves.autosave_path("quarto")
    path.write_text(path.read_text() + "{edited}\n", encoding="utf-8")  # another game, an editor
    written = Written(monkeypatch)
    match.call(1)
    assert saving.keep(GAME, Saved(setup, match, False))
    assert written.whole == 1 and kept_text() == GAME.write_record(Saved(setup, match, False))


def test_a_disk_that_refuses_halfway_leaves_the_last_save_whole(monkeypatch) -> None:
    match, setup = flood(3)
    saving.keep(GAME, Saved(setup, match, False))
    before = kept_text()
    calls = []

    def full(fd: int, data: bytes, at: int) -> None:
        calls.append(data)
        if len(calls) == 1:  # the new end: half of it lands, then the disk is full
            import os

            os.pwrite(fd, data[: len(data) // 2], at)
            raise OSError(errno.ENOSPC, "No space left on device")
        original(fd, data, at)  # putting the old end back needs no new room

    def refuse(path: Path, text: str) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    original = saves._write_at
    monkeypatch.setattr(saves, "_write_at", full)
    monkeypatch.setattr(saves, "write_text_atomic", refuse)
    match.call(1)
    assert saving.keep(GAME, Saved(setup, match, False)) is False
    assert kept_text() == before  # the last save, whole: Continue still works
    monkeypatch.undo()
    assert saving.keep(GAME, Saved(setup, match, False))
    assert kept_text() == GAME.write_record(Saved(setup, match, False))


# --- never delete what was not played to its end here ------------------------------------


def lost_on_time_as_it_resumes() -> Match:
    match = Match(MatchSettings(names=("Anna", "Ben"), move_clock=records.MIN_MOVE_CLOCK))
    match.give(0, 4)
    return match


def test_a_game_that_ends_as_it_resumes_keeps_its_autosave() -> None:
    match = lost_on_time_as_it_resumes()
    setup = setup_of(match)
    saves.write_text(saves.autosave_path("quarto"), GAME.write_record(Saved(setup, match, False)))
    resumed, damaged = saving.unfinished(GAME)
    assert damaged is None and resumed is not None
    resumed.match.tick(records.MIN_MOVE_CLOCK + 1)  # nobody moved: the clock ran out
    assert resumed.match.result is not None
    assert saving.keep(GAME, Saved(resumed.setup, resumed.match, True))
    kept = GAME.read_record(kept_text())  # still there: finished, with its whole record
    assert kept.finished and kept.match.actions == resumed.match.actions


def test_a_game_played_to_its_end_here_clears_its_autosave() -> None:
    match = Match(MatchSettings(names=("Anna", "Ben"), false_call=FalseCallRule.LOSE))
    setup = setup_of(match)
    match.give(0, 4)
    assert saving.keep(GAME, Saved(setup, match, False))
    match.call(0)  # a false call that loses
    assert saving.keep(GAME, Saved(setup, match, True))
    assert not saves.autosave_path("quarto").exists()


def test_a_resumed_game_played_on_and_finished_here_clears_its_autosave() -> None:
    match = lost_on_time_as_it_resumes()
    saves.write_text(
        saves.autosave_path("quarto"), GAME.write_record(Saved(setup_of(match), match, False))
    )
    resumed, _ = saving.unfinished(GAME)
    resumed.match.place(1, 0)
    assert saving.keep(GAME, Saved(resumed.setup, resumed.match, False))
    resumed.match.tick(records.MIN_MOVE_CLOCK + 1)
    assert saving.keep(GAME, Saved(resumed.setup, resumed.match, True))
    assert not saves.autosave_path("quarto").exists()


# --- the writers' changes, for both games -------------------------------------------------


def applied(before: str, change: tuple[str, str]) -> str:
    removed, added = change
    assert before.endswith(removed)
    return before[: len(before) - len(removed)] + added


@settings(max_examples=60, deadline=None)
@given(settings_=match_settings, steps=intents)
def test_quartos_writer_changes_end_as_the_whole_record(settings_, steps) -> None:
    match = Match(settings_)
    writer = RecordWriter(match, date="2026.11.25")
    text = writer.text()
    for kind, value in steps:
        try:
            apply_intent(match, kind, value)
        except MatchError:
            continue
        change = writer.change()
        text = writer.text() if change is None else applied(text, change)
        assert text == write_record(match, date="2026.11.25")


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 4), steps=st.lists(st.integers(0, 99)))
def test_quartinos_writer_changes_end_as_the_whole_record(seed, players, steps) -> None:
    options = QuartinoOptions(round_limit=None)
    match = QuartinoMatch.from_seed(QuartinoSettings(options), players, seed)
    writer = QuartinoWriter(match, date="2026.11.25")
    text = writer.text()
    for value in steps:
        if match.to_act is None:
            break
        if value == 99:
            match.undo()
        else:
            actions = match.legal_actions()
            try:
                match.apply(match.to_act, actions[value % len(actions)])
            except QuartinoMatchError:
                continue
        change = writer.change()
        text = writer.text() if change is None else applied(text, change)
        assert text == write_quartino(match, date="2026.11.25")


@settings(max_examples=300, deadline=None)
@given(st.lists(st.text("ab:1.", min_size=1, max_size=90), max_size=60), st.data())
def test_the_movetext_wraps_as_textwrap_does(words, data) -> None:
    movetext = records.Movetext()
    made: list[str] = []
    for word in words:
        if made and data.draw(st.booleans()):
            made[-1] = made[-1] + word  # Quarto's place and give joining into one move
            movetext.replace_last(made[-1])
        else:
            made.append(word)
            movetext.add(word)
    expected = textwrap.fill(
        " ".join([*made, "*"]), 80, break_long_words=False, break_on_hyphens=False
    )
    assert movetext.text("*") == expected


def test_a_long_random_game_saves_a_few_bytes_a_step(monkeypatch) -> None:
    rng = random.Random(4)
    match = Match(MatchSettings(names=("Anna", "Ben")))
    setup = setup_of(match)
    saving.keep(GAME, Saved(setup, match, False))
    written = Written(monkeypatch)
    steps = 0
    while match.result is None and steps < 400:
        try:
            kind = rng.choice(["act", "act", "call"])
            apply_intent(match, kind, rng.randrange(256 if kind == "act" else 2))
        except MatchError:
            continue
        steps += 1
        saving.keep(GAME, Saved(setup, match, match.result is not None))
    assert written.whole == 0  # it ended here: deleted, not written
    assert written.bytes < 2 * (records.WIDTH + 8) * steps


def test_the_first_move_after_continue_changes_only_the_end(monkeypatch) -> None:
    match, setup = flood(500)
    saving.keep(GAME, Saved(setup, match, False))
    saving._kept.clear()  # a new session
    resumed, damaged = saving.unfinished(GAME)
    assert damaged is None and resumed is not None
    written = Written(monkeypatch)
    resumed.match.call(0)
    assert saving.keep(GAME, Saved(resumed.setup, resumed.match, False))
    assert written.whole == 0 and written.bytes <= 2 * (records.WIDTH + 8)
    assert kept_text() == GAME.write_record(Saved(resumed.setup, resumed.match, False))
