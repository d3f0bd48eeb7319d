"""The compiled search (mypyc) and the plain source: same answers, and the right one runs."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from quarto_app.games.quarto.ai import SEARCH_PATH, native
from quarto_app.games.quarto.ai.sampling import random_position
from quarto_app.games.quarto.ai.solver import Solver
from quarto_app.games.quarto.rules import Position, RuleOptions

ROOT = Path(__file__).resolve().parent.parent
OPTIONS = (RuleOptions(), RuleOptions(squares=True), RuleOptions(attributes=0b0101))

# Prints, per position on stdin ("position|squares|attributes"), the root
# values in search order, the node count and (up to eight empty squares, where
# the position is not won) the choice among equal moves, as one JSON line.
PROBE = """
import json, sys
from quarto_app.games.quarto.ai import SEARCH_PATH
from quarto_app.games.quarto.ai.solver import Solver
from quarto_app.games.quarto.rules import Position, RuleOptions
print(SEARCH_PATH)
for line in sys.stdin:
    text, squares, attributes = line.rstrip("\\n").split("|")
    options = RuleOptions(squares=squares == "1", attributes=int(attributes))
    solver = Solver(options)
    position = Position.from_str(text)
    values = solver.root_values(position, 16, full_window=True)
    nodes = solver.nodes
    best = max(v for _, v in values)
    chosen = None
    if best < 1000 and position.placed_count >= 8:
        chosen = str(solver.most_chances(position, best, [m for m, _ in values]))
    print(json.dumps([[str(m), v] for m, v in values] + [nodes, chosen]))
"""


def sample() -> list[tuple[Position, RuleOptions]]:
    rng = random.Random(19)
    return [
        (
            random_position(rng, rng.choice((6, 8, 9, 10)), options, must_give=rng.random() < 0.2),
            options,
        )
        for options in OPTIONS
        for _ in range(8)
    ]


def run_probe(plain: bool) -> tuple[str, list[list]]:
    env = dict(os.environ)
    env.pop(native.PLAIN_ENV, None)
    if plain:
        env[native.PLAIN_ENV] = "1"
    lines = "".join(f"{p}|{int(o.squares)}|{o.attributes}\n" for p, o in sample())
    done = subprocess.run(
        [sys.executable, "-c", PROBE],
        input=lines,
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=170,
    )
    assert done.returncode == 0, done.stderr
    path, *rows = done.stdout.splitlines()
    return path, [json.loads(row) for row in rows]


def test_the_plain_switch_runs_the_source() -> None:
    path, rows = run_probe(plain=True)
    assert path == "plain"
    assert len(rows) == len(sample())


@pytest.mark.skipif(SEARCH_PATH != "compiled", reason="no compiled search here (no C compiler)")
def test_compiled_and_plain_give_the_same_values_moves_and_nodes() -> None:
    compiled_path, compiled = run_probe(plain=False)
    plain_path, plain = run_probe(plain=True)
    assert (compiled_path, plain_path) == ("compiled", "plain")
    assert compiled == plain
    assert any(row[-1] is not None for row in plain)  # the choice among equal moves was compared


def test_in_process_search_matches_the_probe() -> None:
    # Whichever path this process runs, it agrees with the plain source.
    _, plain = run_probe(plain=True)
    for (position, options), row in zip(sample(), plain, strict=True):
        solver = Solver(options)
        values = solver.root_values(position, 16, full_window=True)
        assert [[str(m), v] for m, v in values] + [solver.nodes] == row[:-1]


def test_an_edited_source_is_not_shadowed_by_an_old_build(tmp_path, monkeypatch) -> None:
    record = tmp_path / "_native.json"
    monkeypatch.setattr(native, "RECORD", record)
    record.write_text(json.dumps({"sources": native.source_hashes()}), "utf-8")
    assert native._is_current()
    edited = dict(native.source_hashes(), search="1:00000000")
    record.write_text(json.dumps({"sources": edited}), "utf-8")
    assert not native._is_current()
    record.unlink()
    assert not native._is_current()


def test_the_plain_finder_loads_the_sources() -> None:
    finder = native._PlainFinder()
    spec = finder.find_spec(f"{native.PACKAGE}.search", None)
    assert spec is not None and str(spec.origin).endswith("search.py")
    assert finder.find_spec(f"{native.PACKAGE}.levels", None) is None
    assert finder.find_spec("json", None) is None
