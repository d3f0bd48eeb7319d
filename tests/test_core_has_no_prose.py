"""The pure core carries no sentences: what a player reads is made from codes, in words.py.

Every string constant of three or more words in a core module (the games'
rules, match and ai packages, and their shared core) fails here, except:
docstrings (of modules, classes, functions and attributes), the message of an
exception raised for a programmer's mistake (ValueError and the like, never
shown to a player: the screens and the command line catch the games' coded
errors), and what the compiled-search build tool prints to a developer.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAMES = ROOT / "quarto_app" / "games"
CORE_PARTS = ("rules", "match", "ai")
SHARED_CORE = ("errors.py", "history.py", "records.py")
PROGRAMMER_ERRORS = {
    "ValueError",
    "TypeError",
    "KeyError",
    "IndexError",
    "AssertionError",
    "RuntimeError",
    "NotImplementedError",
}
BUILD_TOOLS = {"native.py", "__main__.py"}  # `python -m quarto_app.games.quarto.ai build`
SENTENCE = re.compile(r"[A-Za-z][a-z']*\s+[a-z][a-z']*\s+[a-z][a-z']*")


def core_modules() -> list[Path]:
    found = []
    for path in GAMES.rglob("*.py"):
        parts = path.relative_to(GAMES).parts
        if len(parts) == 1 and parts[0] in SHARED_CORE:
            found.append(path)
        elif len(parts) >= 3 and parts[1] in CORE_PARTS:
            found.append(path)
    return sorted(found)


def exempt_constants(tree: ast.AST, tool: bool) -> set[int]:
    exempt: set[int] = set()
    for node in ast.walk(tree):
        # Docstrings, and attribute docstrings (a bare string after an assignment).
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            exempt.add(id(node.value))
        if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
            func = node.exc.func
            if isinstance(func, ast.Name) and func.id in PROGRAMMER_ERRORS:
                exempt.update(id(n) for n in ast.walk(node.exc))
        if tool and isinstance(node, ast.Constant):
            exempt.add(id(node))  # the build tool speaks to a developer at a terminal
    return exempt


def sentences(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text("utf-8"))
    exempt = exempt_constants(tree, path.name in BUILD_TOOLS)
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in exempt
        and SENTENCE.search(node.value)
    ]


def test_the_core_modules_are_found() -> None:
    names = {path.relative_to(GAMES).as_posix() for path in core_modules()}
    assert "quarto/match/flow.py" in names and "quartino/rules/cards.py" in names
    assert "history.py" in names and "quarto/screen/view.py" not in names


def test_a_planted_sentence_is_caught(tmp_path: Path) -> None:
    planted = tmp_path / "planted.py"
    planted.write_text('"""A docstring may say anything at all."""\nWHY = "the piece is taken"\n')
    assert sentences(planted) == [(2, "the piece is taken")]


def test_no_core_module_holds_a_sentence() -> None:
    found = {
        path.relative_to(ROOT).as_posix(): said
        for path in core_modules()
        if (said := sentences(path))
    }
    assert found == {}
