"""The pure core never imports pygame, when it really runs.

tests/test_layers.py reads the import graph from the source; this imports
the pure packages (the rules, the computer opponent, the match flow, the
command line and the saves) in a fresh interpreter and checks that pygame
never got loaded, however it might have been reached. A fresh interpreter,
because this pytest process may already have imported pygame for other tests.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

# The pure modules and packages, explicitly. Packages are imported with every
# submodule, so a pygame import hidden in a module that the package's
# __init__ does not load is caught too.
PURE = [
    "quarto_app.games.quarto.rules",
    "quarto_app.cli",
    "quarto_app.games.quarto.match",
    "quarto_app.games.quarto.ai",
    "quarto_app.games.quarto.puzzles",
    "quarto_app.platform.saves",
    "quarto_app.games.quartino.rules",
    "quarto_app.games.quartino.match",
    "quarto_app.games.quartino.ai",
]
# Every pure package must exist and be checked: a renamed package must not slip
# out of this test unnoticed.
NOT_YET_REQUIRED: set[str] = set()

_CHECK = """
import importlib, importlib.util, json, pkgutil, sys
checked = []
for name in {pure!r}:
    if importlib.util.find_spec(name) is None:
        continue
    module = importlib.import_module(name)
    checked.append(name)
    for info in pkgutil.walk_packages(getattr(module, "__path__", []), name + "."):
        importlib.import_module(info.name)
        checked.append(info.name)
print(json.dumps({{"checked": checked, "pygame": sorted(
    m for m in sys.modules if m == "pygame" or m.startswith("pygame.")
)}}))
"""


def run_python(code: str) -> dict:
    """Run `code` in a fresh interpreter at the repo root; return its JSON output."""
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1])


def test_pure_packages_do_not_import_pygame() -> None:
    report = run_python(_CHECK.format(pure=PURE))
    checked = set(report["checked"])
    # The packages that must exist were really imported, not silently skipped.
    for name in set(PURE) - NOT_YET_REQUIRED:
        assert name in checked
    assert "quarto_app.games.quarto.rules.position" in checked
    assert report["pygame"] == []


def test_puzzles_command_runs_without_pygame() -> None:
    code = """
import contextlib, io, json, sys
from quarto_app.cli import main
out = io.StringIO()
with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
    code = main(["puzzles", "--seed", "1", "--win-in", "2", "--json"])
report = json.loads(out.getvalue())
print(json.dumps({"code": code, "count": len(report["puzzles"]),
                  "pygame": sorted(m for m in sys.modules if m.split(".")[0] == "pygame")}))
"""
    report = run_python(code)
    assert report["code"] == 0
    assert report["count"] == 1
    assert report["pygame"] == []


def test_analyze_command_runs_without_pygame() -> None:
    # The analyse path of the command line (with the search if it is there)
    # must not pull pygame in either.
    code = """
import contextlib, io, json, sys
from quarto_app.cli import main
out = io.StringIO()
with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
    code = main(["analyze", "0123/4567/89ab/cde. f", "--json", "--time", "0.5"])
report = json.loads(out.getvalue())
print(json.dumps({"code": code, "quarto": report["quarto"],
                  "pygame": sorted(m for m in sys.modules if m.split(".")[0] == "pygame")}))
"""
    report = run_python(code)
    assert report["code"] == 0
    assert report["quarto"] is True  # 0, 1, 2, 3 are all short and solid: row 4 is a Quarto
    assert report["pygame"] == []
