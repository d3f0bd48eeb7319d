"""Hints and the analyze report: values, best moves, the CLI's JSON."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from quarto_app.games.quarto.ai.analysis import analyse, analysis_report
from quarto_app.games.quarto.ai.levels import LevelCode
from quarto_app.games.quarto.ai.reference import brute_move_values, brute_value
from quarto_app.games.quarto.ai.sampling import random_position
from quarto_app.games.quarto.rules import Move, Position, RuleOptions

STANDARD = RuleOptions()
ROOT = Path(__file__).resolve().parent.parent
WORDS = {1: "win", 0: "draw", -1: "loss"}


def test_win_in_one_is_best_and_gives_nothing() -> None:
    result = analyse(Position.from_str("456./..../..../.... c"), STANDARD, 1.0, all_moves=False)
    assert (result.value, result.solved, result.best) == ("win", True, Move(3, None))
    assert result.moves[0].move == Move(3, None) and result.moves[0].value == "win"


def test_forced_loss_from_a_give() -> None:
    result = analyse(Position.from_str("012./cde./..../.... -"), STANDARD, 5.0)
    assert result.value == "loss" and result.solved
    assert result.best is not None and result.best.square is None
    assert all(m.value == "loss" for m in result.moves)


def test_every_move_value_matches_brute_force() -> None:
    rng = random.Random(21)
    for _ in range(3):
        position = random_position(rng, 5, STANDARD)
        expected = brute_move_values(position, STANDARD)
        result = analyse(position, STANDARD, 10.0)
        assert result.solved and result.value == WORDS[brute_value(position, STANDARD)]
        for entry in result.moves:
            if entry.move.give is None and entry.move.square is not None:
                assert entry.value == "win"  # a winning placement, listed once
            else:
                assert entry.value == WORDS[expected[entry.move]]


def test_unsolved_positions_give_an_estimate() -> None:
    position = random_position(random.Random(1), 15, STANDARD)
    result = analyse(position, STANDARD, 0.3, all_moves=False)
    assert not result.solved and result.value == "unknown"
    assert result.estimate is not None and -1 < result.estimate < 1
    assert position.illegality(result.best) is None


def test_report_lists_every_move_with_all() -> None:
    position = Position.from_str("0123/4567/89ab/c... d")
    report = analysis_report(position, STANDARD, None, 5.0, all_moves=True)
    assert report["solved"] is True and report["value"] in ("win", "draw", "loss")
    listed = {(m["square"], m["give"]) for m in report["moves"]}
    assert len(listed) == len(report["moves"]) >= 3
    assert report["best"] == {k: report["moves"][0][k] for k in ("square", "give")}


def test_report_refuses_an_unknown_level() -> None:
    with pytest.raises(ValueError) as info:
        analysis_report(Position(), STANDARD, "ultra", 1.0, False)
    assert info.value.code is LevelCode.UNKNOWN_LEVEL and info.value.params["level"] == "ultra"


def test_report_at_a_level_names_it() -> None:
    position = Position.from_str("456./..../..../.... c")
    report = analysis_report(position, STANDARD, "easy", 1.0, False)
    assert report["level"] == "Easy" and report["value"] == "win"


def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "main.py", "analyze", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_cli_analyze_json() -> None:
    done = run_cli("0123/4567/89a./.... -", "--time", "3", "--all", "--json")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["value"] == "loss" and report["solved"] is True
    assert report["best"]["square"] is None and len(report["moves"]) == 5


def test_the_report_says_which_search_answered() -> None:
    from quarto_app.games.quarto.ai import SEARCH_PATH

    report = analysis_report(Position.from_str("0123/4567/89a./.... -"), STANDARD, seconds=3)
    assert report["search"] == SEARCH_PATH
    assert SEARCH_PATH in {"compiled", "plain"}


def test_cli_bad_level_exits_2() -> None:
    done = run_cli("..../..../..../.... -", "--level", "godlike", "--json")
    assert done.returncode == 2 and "Beginner" in done.stderr
