"""`python main.py analyze "<position>" --json`, run as a user would run it.

Only the keys of the rules part of the report are checked here ("position",
"quarto", "lines"); the computer opponent adds its own keys, tested with it.
Every run passes --time 0.5 so that the search, once present, stays short.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
USAGE_ERROR = 2


def analyze(*args: str) -> subprocess.CompletedProcess[str]:
    """Run the analyse command in a fresh interpreter at the repository root."""
    return subprocess.run(
        [sys.executable, "main.py", "analyze", *args],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )


def analyze_json(*args: str) -> dict:
    """Run the analyse command with --json and return the report."""
    result = analyze(*args, "--json", "--time", "0.5")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.strip().splitlines()
    assert len(lines) == 1, result.stdout  # one JSON object, nothing else
    return json.loads(lines[0])


def test_a_row_sharing_two_values() -> None:
    # c, d, e, f are tall and hollow, mixed in colour and shape.
    report = analyze_json("cdef/..../..../.... -")
    assert report["position"] == "cdef/..../..../.... -"
    assert report["quarto"] is True
    assert report["lines"] == [{"squares": ["a4", "b4", "c4", "d4"], "shared": ["tall", "hollow"]}]


def test_no_quarto() -> None:
    report = analyze_json("..../.3../..../a... 5")
    assert report["position"] == "..../.3../..../a... 5"
    assert report["quarto"] is False
    assert report["lines"] == []


@pytest.mark.parametrize(("flags", "quarto"), [((), False), (("--squares",), True)])
def test_squares_flag_finds_a_two_by_two_square(flags: tuple[str, ...], quarto: bool) -> None:
    # 1, 7, b, d are all dark and mixed in everything else; no full straight line.
    report = analyze_json("17../bd../..../.... -", *flags)
    assert report["quarto"] is quarto
    expected = [{"squares": ["a4", "b4", "a3", "b3"], "shared": ["dark"]}] if quarto else []
    assert report["lines"] == expected


@pytest.mark.parametrize(
    ("attributes", "lines"),
    [
        (None, [{"squares": ["a1", "b1", "c1", "d1"], "shared": ["tall"]}]),
        ("color", []),
        ("color,shape,top", []),
        ("height", [{"squares": ["a1", "b1", "c1", "d1"], "shared": ["tall"]}]),
    ],
)
def test_attributes_option_decides_what_counts(attributes: str | None, lines: list) -> None:
    # 4, 5, 6, f share only their height (all tall).
    flags = () if attributes is None else ("--attributes", attributes)
    report = analyze_json("..../..../..../456f -", *flags)
    assert report["quarto"] is bool(lines)
    assert report["lines"] == lines


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["..../..../..../...."], "got 1 part"),
        (["..../..../..x./.... -"], "'x' at c2"),
        (["1.../..../..../...1 -"], "at a4 and d1"),
        (["..../..../..../.... -", "--attributes", "colour"], "unknown attribute 'colour'"),
        (["..../..../..../.... -", "--attributes", ""], "unknown attribute ''"),
        (["..../..../..../.... -", "--frobnicate"], "unrecognized arguments: --frobnicate"),
        (["..../..../..../.... -", "--time", "0"], "--time"),
        (["..../..../..../.... -", "--time", "nan"], "--time"),
        ([], "position"),
    ],
)
def test_usage_errors_are_one_line_on_stderr(args: list[str], says: str) -> None:
    result = analyze(*args, "--json")
    assert result.returncode == USAGE_ERROR
    assert result.stdout == ""
    errors = result.stderr.splitlines()
    assert len(errors) == 1, result.stderr
    assert errors[0].startswith("main.py analyze: ")
    assert says in errors[0]
    assert "Traceback" not in result.stderr


def _analyze_into(stdout: int) -> subprocess.CompletedProcess[str]:
    """The analyse command writing its report to the file descriptor `stdout`."""
    return subprocess.run(
        [sys.executable, "main.py", "analyze", "..../..../..../.... -", "--time", "0.2"],
        cwd=REPO,
        stdout=stdout,
        stderr=subprocess.PIPE,
        text=True,
        timeout=120,
    )


def test_a_reader_that_has_gone_ends_it_quietly() -> None:
    # `| head -0`: the pipe's reading end is closed before the report is written.
    reading, writing = os.pipe()
    os.close(reading)
    try:
        result = _analyze_into(writing)
    finally:
        os.close(writing)
    assert result.returncode != 0
    assert result.stderr == ""  # nor "Exception ignored" from the interpreter's last flush


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full here")
def test_a_full_device_ends_it_with_one_line_and_no_traceback() -> None:
    with open("/dev/full", "wb") as full:
        result = _analyze_into(full.fileno())
    assert result.returncode != 0
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr
    assert "main.py analyze:" in result.stderr
