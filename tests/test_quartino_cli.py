"""`python main.py analyze --game quartino "<position>" [--cards ...] [--json]`."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from quarto_app.cli import main

REPO = Path(__file__).resolve().parent.parent
EMPTY = "/".join(["."] * 9)


def pos(*fields: str) -> str:
    return "/".join(list(fields) + ["."] * (9 - len(fields)))


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["analyze", "--game", "quartino", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_the_json_report(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "yb/g/./p/./././bb/.", "--cards", "ybgp,gpby", "--json")
    assert code == 0 and err == ""
    report = json.loads(out)
    assert report["tops"] == ["b", "g", None, "p", None, None, None, "b", None]
    assert report["supply"] == {"y": 6, "b": 4, "g": 6, "p": 6}
    assert report["colour_rule"] == [] and report["columns"] == [] and report["completed"] == []


def test_completed_cards_colour_rule_and_columns(capsys: pytest.CaptureFixture[str]) -> None:
    # ybgp shows at 1; ypgb, its mirror, would need p, g, b clockwise: it does not show.
    position = pos("gy", "b", "g", "p", "ybgg")
    code, out, _ = run(capsys, position, "--cards=ybgp,ypgb", "--json")
    report = json.loads(out)
    assert code == 0
    assert report["completed"] == [{"card": "ybgp", "spaces": [0, 1, 2, 3]}]
    assert report["colour_rule"] == ["g"] and report["columns"] == [4]


def test_a_card_shown_twice_across_the_wrap(capsys: pytest.CaptureFixture[str]) -> None:
    position = "y/g/b/p/./y/g/b/p"  # ypgb from 8 over the wrap; ygbp from 1 and from 6
    code, out, _ = run(capsys, position, "--cards", "ypgb,ygbp", "--json")
    found = json.loads(out)["completed"]
    assert code == 0
    assert {"card": "ypgb", "spaces": [0, 8, 1, 2]} in found
    assert {"card": "ygbp", "spaces": [0, 1, 2, 3]} in found
    assert {"card": "ygbp", "spaces": [0, 6, 7, 8]} in found


def test_the_text_picture(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, pos("y", "b", "g", "p"), "--cards", "ybgp")
    assert code == 0
    assert "1:b" in out.splitlines()[0] and "0:y" in out.splitlines()[2]
    assert "Supply: y 6, b 6, g 6, p 6" in out
    assert "Card ybgp shows on spaces 0, 1, 2, 3" in out


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("y/b/g",), "9 fields"),
        (("y/b/g/./././././x",), "not a colour"),
        ((pos("yyyy", "yyyy"),), "only 7 stones"),
        ((EMPTY, "--cards", "ybg"), "not a card"),
        ((EMPTY, "--cards", "ybgg"), "not a card"),
        ((EMPTY, "--cards", "ybgp,ybgp"), "given twice"),
        ((), "usage"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(capsys, args, words) -> None:
    code, out, err = run(capsys, *args)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and words in err


def test_as_a_user_runs_it_no_traceback() -> None:
    for args, expected in (([EMPTY], 0), (["y/q"], 2)):
        result = subprocess.run(
            [sys.executable, "main.py", "analyze", "--game", "quartino", *args, "--json"],
            cwd=REPO,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert result.returncode == expected
        assert "Traceback" not in result.stderr


def test_quarto_stays_the_default(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(["analyze", "--game", "quarto", "0123/..../..../.... -", "--json", "--time", "0.2"])
        == 0
    )
    assert json.loads(capsys.readouterr().out)["quarto"] is True
    assert main(["analyze", "--game", "chess", "x"]) == 2


def test_the_quartino_analyze_path_imports_no_pygame() -> None:
    code = (
        "import contextlib, io, json, sys\n"
        "from quarto_app.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        f"    code = main(['analyze', '--game', 'quartino', {EMPTY!r}, '--json'])\n"
        "print(json.dumps({'code': code, 'pygame': sorted(m for m in sys.modules"
        " if m.split('.')[0] == 'pygame')}))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=60
    )
    assert json.loads(result.stdout.strip().splitlines()[-1]) == {"code": 0, "pygame": []}
