"""`python main.py review RECORD_FILE [--time S] [--json]`, run as a user would run it.

The planted mistakes of a scripted game (tests/reviewgames.py) are in the report
with their kinds and the values the in-process review gives them; a record that
cannot be read exits 2 naming the line and token, in the catalog's words.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from reviewgames import SmallOnly, find_game

from quarto_app.frame.i18n import text
from quarto_app.games.quarto import words
from quarto_app.games.quarto.ai.analyst import Analyst
from quarto_app.games.quarto.ai.review import review_all, turns_of_match
from quarto_app.games.quarto.match import MatchSettings
from quarto_app.games.quarto.match.record import RecordError, read_record, write_record

ROOT = Path(__file__).resolve().parent.parent
KEYS = {"turn", "player", "move", "before", "after", "exact", "mistake", "kind", "best"}
PLAN = {10: "give_win", 11: "miss_call", 12: "miss_steal"}


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "main.py", "review", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.fixture(scope="module")
def game(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    match, planted = find_game(MatchSettings(names=("Anna", "Ben")), PLAN)
    path = tmp_path_factory.mktemp("records") / "game.pgn"
    path.write_text(write_record(match, "2026.01.01"), encoding="utf-8")
    return match, planted, path


def test_json_lists_every_placing_turn_with_the_planted_mistakes(game) -> None:  # type: ignore[no-untyped-def]
    match, planted, path = game
    done = run(str(path), "--json", "--time", "2")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    assert len(lines) == 1
    report = json.loads(lines[0])
    assert report["players"] == ["Anna", "Ben"] and report["result"] == match.result.score
    turns = turns_of_match(match)
    assert [entry["turn"] for entry in report["turns"]] == [turn.number for turn in turns]
    options = match.settings.options
    local = {  # from 10 empty squares on, solved in any time; in the same order as the CLI's
        entry.turn: entry
        for entry in review_all(turns, options, Analyst(options, reach=10), SmallOnly())
        if entry.turn >= 8
    }
    for entry, turn in zip(report["turns"], turns, strict=True):
        assert KEYS <= set(entry)
        assert entry["player"] == turn.player + 1 and entry["move"] == str(turn.move)
        assert entry["exact"] == (entry["before"] != "unknown" and entry["after"] != "unknown")
        if entry["turn"] in planted:
            assert entry["mistake"] and entry["kind"] == planted[entry["turn"]].value
            assert entry["best"]
        elif entry["turn"] >= 8:
            assert not entry["mistake"] and entry["kind"] is None and entry["best"] is None
        if entry["turn"] in local:
            mine = local[entry["turn"]]
            assert (entry["before"], entry["after"]) == (
                mine.before.outcome.value,
                mine.after.outcome.value,
            )
            assert entry["best"] == (None if mine.best is None else mine.best.tokens(mine.player))


def test_the_annotated_game_names_every_turn(game) -> None:  # type: ignore[no-untyped-def]
    match, _, path = game
    done = run(str(path), "--time", "1")
    assert done.returncode == 0, done.stderr
    said = done.stdout
    for turn in turns_of_match(match):
        assert f"{turn.number}. " in said and str(turn.move) in said
    assert said.strip().splitlines()[-1] == words.result_title(match.result, ("Anna", "Ben"))


def test_a_damaged_record_exits_2_naming_the_line_and_token(tmp_path: Path) -> None:
    record = '[Game "Quarto"]\n\n1. :a 2. d3:5\n3. zz:3 1-0\n'
    path = tmp_path / "bad.pgn"
    path.write_text(record, encoding="utf-8")
    with pytest.raises(RecordError) as caught:
        read_record(record)
    assert caught.value.params["line"] == 4 and caught.value.params["token"] == "zz:3"
    done = run(str(path), "--json")
    assert done.returncode == 2 and done.stdout == ""
    reason = words.error(caught.value)
    expected = text("quarto.review.bad_record", file="bad.pgn", reason=reason)
    assert done.stderr.strip() == f"main.py review: {expected}"


@pytest.mark.parametrize(
    "content",
    [None, "folder", b"\xff\xfe not text", '[Game "Quartino"]\n\n*\n', "1. :a 2. a4:a *\n"],
    ids=["missing", "folder", "not-utf8", "other-game", "illegal-move"],
)
def test_a_record_that_cannot_be_read_exits_2(tmp_path: Path, content: object) -> None:
    path = tmp_path / "game.pgn"
    if content == "folder":
        path.mkdir()
    elif isinstance(content, bytes):
        path.write_bytes(content)
    elif isinstance(content, str):
        path.write_text(content, encoding="utf-8")
    done = run(str(path))
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith("main.py review: ") and len(done.stderr.splitlines()) == 1


@pytest.mark.parametrize("args", [("--time", "0"), ("--time", "nan"), ("--depth", "3"), ()])
def test_bad_arguments_exit_2(args: tuple[str, ...], tmp_path: Path) -> None:
    path = tmp_path / "game.pgn"
    path.write_text("1. :a *\n", encoding="utf-8")
    done = run(*((str(path), *args) if args else ()))
    assert done.returncode == 2 and done.stdout == ""


def test_the_help_lists_review() -> None:
    done = subprocess.run(
        [sys.executable, "main.py", "--help"], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0 and "review RECORD_FILE" in done.stdout
