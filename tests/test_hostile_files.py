"""Damaged and hostile files never crash, hang or block the game, nor change a rule silently.

Each test makes its own hostile file (nothing large is committed). A file the
game refuses is kept aside under a name that never overwrites an earlier one,
and the player is told in words; the game goes on with its defaults.
"""

from __future__ import annotations

import json
import math
import os
import threading
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from quarto_app.coded import CodedError
from quarto_app.frame import saving, text
from quarto_app.games.quarto.game import GAME
from quarto_app.games.quarto.match import MatchCode
from quarto_app.games.quarto.match.record import RecordCode, read_record
from quarto_app.platform import saves
from quarto_app.platform.settings import DEFAULTS, JsonCode, load_settings
from quarto_app.platform.storage import LIMIT, FileCode, FileError, read_text

RECORD = """[Game "Quarto"]
[Player1 "Anna"]
[Player2 "Ben"]
[First "1"]
[StealWindow "5"]
[MoveClock "off"]
[Computer2 "Easy"]

1. :4 2. a4:5 *
"""


@pytest.fixture(autouse=True)
def own_profile(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("QUARTO_USER_DIR", str(tmp_path / "profile"))
    return tmp_path / "profile"


def autosave(text_or_bytes: str | bytes) -> Path:
    path = saves.autosave_path("quarto")
    if isinstance(text_or_bytes, bytes):
        path.write_bytes(text_or_bytes)
    else:
        path.write_text(text_or_bytes, encoding="utf-8")
    return path


def refused(path: Path) -> saving.Damaged:
    """Continue on `path`: nothing offered, the file kept aside, words for the player."""
    game, damaged = saving.unfinished(GAME)
    assert game is None and damaged is not None
    assert not path.exists() and damaged.kept is not None and damaged.kept.exists()
    assert damaged.words()
    return damaged


# --- saved games -------------------------------------------------------------------------


def test_the_record_itself_loads_with_a_byte_order_mark() -> None:
    autosave(b"\xef\xbb\xbf" + RECORD.encode())
    game, damaged = saving.unfinished(GAME)
    assert damaged is None and game is not None and game.setup.names == ("Anna", "Ben")


def test_a_10_mb_name_is_refused_by_size_before_anything_reads_it() -> None:
    from costs import peak_memory

    path = autosave(RECORD.replace("Anna", "A" * 10_000_000))
    damaged, peak = peak_memory(lambda: refused(path))
    assert peak < LIMIT  # never read: refused by its size alone
    assert damaged.kept.stat().st_size > LIMIT  # kept whole, for the player or a bug report
    assert str(LIMIT) in damaged.why


def test_a_long_name_within_the_size_limit_is_refused_by_its_length() -> None:
    refused(autosave(RECORD.replace("Anna", "A" * 50_000)))
    with pytest.raises(CodedError) as info:
        read_record(RECORD.replace("Anna", "A" * 41))
    assert info.value.code is RecordCode.BAD_TAG_VALUE and info.value.params["tag"] == "Player1"
    assert read_record(RECORD.replace("Anna", "A" * 40)).match.settings.names[0] == "A" * 40


def test_a_10_mb_token_is_refused_and_a_long_one_named_only_in_part() -> None:
    refused(autosave(RECORD.replace("2. a4:5", "2. " + "a4" * 5_000_000)))
    with pytest.raises(CodedError) as info:
        read_record(RECORD.replace("2. a4:5", "2. " + "x" * 100_000))
    assert info.value.code is RecordCode.NOT_A_MOVE
    assert len(info.value.params["token"]) <= 21


@pytest.mark.parametrize(
    ("tag", "value", "code"),
    [
        ("MoveClock", "inf", RecordCode.BAD_TAG_VALUE),
        ("MoveClock", "1e400", RecordCode.BAD_TAG_VALUE),
        ("MoveClock", "nan", RecordCode.BAD_TAG_VALUE),
        ("MoveClock", "0", RecordCode.BAD_TAG_VALUE),
        ("StealWindow", "nan", RecordCode.BAD_TAG_VALUE),
        ("StealWindow", "-1", RecordCode.BAD_TAG_VALUE),
        ("StealWindow", "1e9", RecordCode.BAD_TAG_VALUE),
        ("Computer2", "Grandmaster", RecordCode.BAD_TAG_VALUE),
    ],
)
def test_impossible_options_are_refused_never_changed_silently(
    tag: str, value: str, code: RecordCode
) -> None:
    damaged_record = "\n".join(
        f'[{tag} "{value}"]' if line.startswith(f"[{tag} ") else line
        for line in RECORD.splitlines()
    )
    with pytest.raises(CodedError) as info:
        GAME.read_record(damaged_record)
    assert info.value.code is code and info.value.params["tag"] == tag
    refused(autosave(damaged_record))


def test_the_sane_ranges_hold_in_the_match_settings_themselves() -> None:
    from quarto_app.games.quarto.match import MatchSettings

    for bad in ({"steal_window": math.nan}, {"move_clock": math.inf}, {"move_clock": 1e9}):
        with pytest.raises(CodedError) as info:
            MatchSettings(**bad)
        assert info.value.code in (MatchCode.STEAL_WINDOW, MatchCode.MOVE_CLOCK)


def test_a_folder_or_a_pipe_where_the_autosave_should_be_is_refused_without_blocking() -> None:
    path = saves.autosave_path("quarto")
    os.mkfifo(path)
    outcome: list[object] = []
    worker = threading.Thread(target=lambda: outcome.append(saving.unfinished(GAME)), daemon=True)
    worker.start()
    worker.join(5)
    assert outcome, "reading a named pipe blocked"
    game, damaged = outcome[0]
    assert game is None and damaged is not None
    assert damaged.why == text.bounded(damaged.why)  # said in words, nothing raised
    with pytest.raises(FileError) as info:
        read_text(damaged.kept if damaged.kept else path)
    assert info.value.code is FileCode.NOT_A_FILE


def test_two_damaged_autosaves_are_both_kept() -> None:
    kept = [refused(autosave(b"\xff\xfe" + bytes([n]))).kept for n in range(3)]
    assert len(set(kept)) == 3 and all(p.exists() for p in kept)


# --- settings ----------------------------------------------------------------------------


def settings_with(content: bytes) -> tuple[object, Path]:
    path = Path(os.environ["QUARTO_USER_DIR"]) / "config" / "settings.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    return load_settings(), path


@pytest.mark.parametrize(
    ("content", "code"),
    [
        (b"[" * 200_000, JsonCode.NOT_JSON),
        (b'{"volume": NaN}', JsonCode.NOT_JSON),
        (b'{"volume": Infinity}', JsonCode.NOT_JSON),
        (b"null", JsonCode.NOT_AN_OBJECT),
        (b"{}" + b" " * (LIMIT + 1), FileCode.TOO_LARGE),
    ],
    ids=["deep-nesting", "nan", "infinity", "null", "too-large"],
)
def test_unusable_settings_give_defaults_are_kept_and_reported(content: bytes, code) -> None:
    settings, path = settings_with(content)
    assert settings.as_dict() == DEFAULTS
    assert settings.problem is not None and settings.problem.code is code
    kept = Path(settings.problem.params["kept"])
    assert kept.read_bytes() == content and not path.exists()  # kept, never overwritten
    settings["volume"] = 0.5
    assert settings.save()
    stored = json.loads(path.read_text())  # what is written back is valid JSON
    assert stored["volume"] == 0.5


def test_a_pipe_as_settings_file_never_blocks() -> None:
    path = Path(os.environ["QUARTO_USER_DIR"]) / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    outcome: list[object] = []
    worker = threading.Thread(target=lambda: outcome.append(load_settings()), daemon=True)
    worker.start()
    worker.join(5)
    assert outcome, "reading a named pipe blocked"
    assert outcome[0].problem.code is FileCode.NOT_A_FILE


def test_a_file_where_the_settings_folder_should_be(own_profile: Path) -> None:
    own_profile.mkdir(parents=True)
    (own_profile / "config").write_text("a file, not a folder")
    settings = load_settings()
    assert settings.as_dict() == DEFAULTS and settings.problem is not None
    assert settings.save() is False  # said in the log; the game goes on


def test_a_damaged_settings_file_is_told_once_on_the_menu(tmp_path: Path) -> None:
    import pygame
    from test_gui_helpers import make_app

    from quarto_app.app import build_app

    settings, _ = settings_with(b"{oops")
    make_app().close()  # the window, headless
    app = build_app(settings=settings)
    try:
        app.router.reset("menu")
        first = app.top.message
        assert "settings.json" in first
        app.router.reset("menu")
        assert app.top.message == ""  # once
    finally:
        app.close()
        pygame.quit()


# --- drawing -----------------------------------------------------------------------------


def test_text_drawing_never_receives_an_unbounded_string() -> None:
    import pygame

    from quarto_app.frame import text as frame_text

    pygame.font.init()
    from costs import calls

    surface = pygame.Surface((400, 100))
    huge = "Z" * 10_000_000
    rect = frame_text.draw(surface, huge, 30, (255, 255, 255), topleft=(0, 0))
    # Bounded work: what a short string costs, never a loop over ten million characters.
    assert calls(lambda: frame_text.draw(surface, huge, 30, (255, 255, 255))) < 10_000
    assert rect.w < 400 * 50
    assert len(frame_text.bounded("Z" * 10_000_000)) == frame_text.MAX_CHARS


# --- any bytes at all --------------------------------------------------------------------

HOSTILE = st.one_of(
    st.binary(max_size=2000),
    st.text(max_size=500).map(lambda s: s.encode("utf-8", "surrogatepass")),
    st.sampled_from([RECORD.encode(), b"\xef\xbb\xbf" + RECORD.encode()]).flatmap(
        lambda base: st.integers(0, len(base) - 1).flatmap(
            lambda cut: st.binary(max_size=20).map(lambda junk: base[:cut] + junk + base[cut:])
        )
    ),
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(HOSTILE)
def test_any_bytes_as_autosave_load_or_are_refused_in_words(content: bytes) -> None:
    path = saves.autosave_path("quarto")
    path.write_bytes(content)
    game, damaged = saving.unfinished(GAME)  # never raises (a hang fails on the test timeout)
    assert (game is None) or (damaged is None)
    if damaged is not None:
        assert damaged.why
    path.unlink(missing_ok=True)


@settings(max_examples=150, deadline=None)
@given(HOSTILE)
def test_any_bytes_as_settings_give_settings(content: bytes) -> None:
    settings, path = settings_with(content)
    assert settings["theme"] is not None  # always usable
    for leftover in path.parent.iterdir():
        leftover.unlink()


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=600))
def test_any_text_is_a_record_or_a_record_error(content: str) -> None:
    try:
        read_record(content)
    except CodedError as exc:
        assert exc.code is not None
