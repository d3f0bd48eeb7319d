"""`python main.py puzzles ... --json`, run as a user would run it: the JSON's shape,
seeds and dates that repeat, the puzzles proven, and one line and exit 2 for bad
arguments."""

from __future__ import annotations

import datetime
import json
import subprocess
import sys
from pathlib import Path

import pytest

from quarto_app.games.quarto.puzzles import Puzzle, check_puzzle, daily_puzzle
from quarto_app.games.quarto.rules import Move, Position

REPO = Path(__file__).resolve().parent.parent
USAGE_ERROR = 2
KEYS = {"position", "squares", "win_in", "solutions", "rating"}


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "main.py", *args],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )


def puzzles_json(*args: str) -> dict:
    result = run("puzzles", *args, "--json")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.strip().splitlines()
    assert len(lines) == 1, result.stdout  # one JSON object, nothing else
    return json.loads(lines[0])


def test_puzzles_json_has_the_promised_shape_and_every_puzzle_is_proven() -> None:
    report = puzzles_json("--count", "3", "--seed", "5")
    assert report["seed"] == 5
    entries = report["puzzles"]
    assert len(entries) == 3
    for entry in entries:
        assert set(entry) == KEYS
        position = Position.from_str(entry["position"])
        assert position.hand is not None  # the piece in hand after the space
        assert entry["position"].split(" ")[1] == "0123456789abcdef"[position.hand]
        assert entry["squares"] is False
        assert entry["win_in"] in (2, 3, 4)
        assert isinstance(entry["rating"], int)
        assert entry["solutions"] == sorted(entry["solutions"])
        assert all(str(Move.from_str(m)) == m for m in entry["solutions"])
        assert check_puzzle(Puzzle.from_dict(entry)) == []


def test_the_same_seed_gives_the_same_puzzles_and_squares_count() -> None:
    first = puzzles_json("--count", "2", "--seed", "41", "--squares")
    assert puzzles_json("--count", "2", "--seed", "41", "--squares") == first
    assert all(entry["squares"] is True for entry in first["puzzles"])
    other = puzzles_json("--count", "2", "--seed", "42", "--squares")
    assert other["puzzles"] != first["puzzles"]
    deep = puzzles_json("--seed", "41", "--win-in", "3")
    assert [entry["win_in"] for entry in deep["puzzles"]] == [3]


def test_a_date_gives_that_day_s_daily_puzzle_alone() -> None:
    report = puzzles_json("--date", "2025-03-11")
    assert report["date"] == "2025-03-11"
    assert report["puzzles"] == [daily_puzzle(datetime.date(2025, 3, 11)).as_dict()]
    squares = puzzles_json("--date", "2025-03-11", "--squares")
    assert squares["puzzles"] == [daily_puzzle(datetime.date(2025, 3, 11), True).as_dict()]


def test_without_json_one_line_per_puzzle() -> None:
    result = run("puzzles", "--count", "2", "--seed", "3")
    assert result.returncode == 0, result.stderr
    assert len(result.stdout.strip().splitlines()) == 2


@pytest.mark.parametrize(
    "args",
    [
        ["--count", "0"],
        ["--count", "1001"],
        ["--count", "two"],
        ["--seed", "x"],
        ["--win-in", "5"],
        ["--date", "2025-13-01"],
        ["--date", "20250311"],
        ["--date", "yesterday"],
        ["--date", "2025-03-11", "--seed", "3"],
        ["--date", "2025-03-11", "--count", "2"],
        ["--bogus"],
    ],
)
def test_bad_arguments_exit_2_with_one_line(args: list[str]) -> None:
    result = run("puzzles", *args, "--json")
    assert result.returncode == USAGE_ERROR
    assert result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr
    assert "Traceback" not in result.stderr


def test_help_lists_the_puzzles_command() -> None:
    result = run("--help")
    assert result.returncode == 0
    assert "puzzles" in result.stdout and "analyze" in result.stdout
    result = run("puzzles", "--help")
    assert result.returncode == 0 and "--date" in result.stdout
