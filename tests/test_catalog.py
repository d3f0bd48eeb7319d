"""The message catalog: every key the code asks for has an English text that fits it.

The code asks for texts by key (`text("frame.menu.quit")`, or a key built from a
code, `quarto.error.<code>`); the English `.po` sources in assets/locale/en hold
the texts. These tests read the sources and the code, so a missing key, a key in
the wrong file, or a placeholder the code does not fill fails here, not on screen.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from quarto_app.frame import i18n

ROOT = Path(__file__).resolve().parent.parent
CODE = ROOT / "quarto_app"


def english() -> dict[str, str]:
    import polib

    found = {}
    for path in sorted((ROOT / "assets" / "locale" / "en").glob("*.po")):
        for entry in polib.pofile(str(path)):
            found[entry.msgid] = entry.msgstr or entry.msgstr_plural.get(1, "")
    return found


def literal_calls() -> list[tuple[str, str, set[str] | None, int]]:
    """(file, key, keyword names passed or None if **kwargs, line) of text()/plural() calls."""
    calls = []
    for path in CODE.rglob("*.py"):
        tree = ast.parse(path.read_text("utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            if name not in ("text", "plural") or not node.args:
                continue
            first = node.args[0]
            if not (isinstance(first, ast.Constant) and isinstance(first.value, str)):
                continue
            if "." not in first.value or " " in first.value:
                continue  # not a catalog key (theme.text draws a string, for one)
            given: set[str] | None = {k.arg for k in node.keywords if k.arg}
            if any(k.arg is None for k in node.keywords):
                given = None
            if name == "plural":
                given = None if given is None else given | {"count"}
            calls.append((str(path.relative_to(ROOT)), first.value, given, node.lineno))
    return calls


def test_every_english_key_sits_in_the_file_named_by_its_first_word() -> None:
    for stem, key in i18n.entries("en", ROOT / "assets" / "locale"):
        assert key.split(".")[0] == stem, f"{key} is in {stem}.po"


def test_every_english_key_has_a_text() -> None:
    empty = [key for key, value in english().items() if not value.strip()]
    assert empty == []


def test_every_key_the_code_asks_for_exists_and_gets_its_placeholders() -> None:
    texts = english()
    calls = literal_calls()
    assert calls, "no text() calls found: the scan is broken"
    for where, key, given, line in calls:
        assert key in texts, f"{where}:{line} asks for {key!r}, which no .po file has"
        if given is not None:
            missing = i18n.placeholders(texts[key]) - given
            assert not missing, f"{where}:{line}: {key!r} needs {sorted(missing)}"


def test_a_missing_key_shows_the_key_and_a_bad_template_does_not_crash(tmp_path: Path) -> None:
    folder = tmp_path / "en"
    folder.mkdir()
    (folder / "frame.po").write_text(
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
        'msgid "frame.x"\nmsgstr "{who} plays"\n',
        encoding="utf-8",
    )
    catalog = i18n.Catalog("en", tmp_path)
    assert catalog.text("frame.x", who="Anna") == "Anna plays"
    assert catalog.text("frame.nothing") == "frame.nothing"
    assert not catalog.has("frame.nothing") and catalog.has("frame.x")
    assert catalog.text("frame.x") == "{who} plays"  # unfilled, not a KeyError


def test_another_language_falls_back_to_english_key_by_key(tmp_path: Path) -> None:
    header = 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
    for language, body in (
        ("en", 'msgid "frame.a"\nmsgstr "one"\n\nmsgid "frame.b"\nmsgstr "two"\n'),
        ("fr", 'msgid "frame.a"\nmsgstr "un"\n'),
    ):
        (tmp_path / language).mkdir()
        (tmp_path / language / "frame.po").write_text(header + "\n" + body, encoding="utf-8")
    catalog = i18n.Catalog("fr", tmp_path)
    assert (catalog.text("frame.a"), catalog.text("frame.b")) == ("un", "two")
    assert i18n.languages(tmp_path) == ("en", "fr")


@pytest.mark.parametrize(("count", "word"), [(1, "tie"), (2, "ties")])
def test_plurals_follow_the_count(tmp_path: Path, count: int, word: str) -> None:
    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "frame.po").write_text(
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
        '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n'
        'msgid "frame.t"\nmsgid_plural "frame.t"\nmsgstr[0] "{count} tie"\n'
        'msgstr[1] "{count} ties"\n',
        encoding="utf-8",
    )
    assert i18n.Catalog("en", tmp_path).plural("frame.t", count) == f"{count} {word}"


def test_every_code_of_quartos_core_has_words() -> None:
    # Keys built from codes (quarto.error.<code>, quarto.false_call.<reason>, ...) cannot be
    # found by reading the code: every member of every enum must have its text.
    from quarto_app.games.quarto.ai.levels import LEVELS, LevelCode
    from quarto_app.games.quarto.match import FalseCall, MatchCode, Phase
    from quarto_app.games.quarto.match.record import RecordCode
    from quarto_app.games.quarto.rules import ATTRIBUTES, RulesCode

    texts = english()
    keys = [
        f"quarto.error.{code.value}"
        for e in (RulesCode, MatchCode, RecordCode, LevelCode)
        for code in e
    ]
    keys += [f"quarto.false_call.{reason.value}" for reason in FalseCall]
    keys += [f"quarto.phase.{phase.value}" for phase in Phase]
    keys += [f"quarto.attribute.{a.name}" for a in ATTRIBUTES]
    keys += [f"quarto.value.{v}" for a in ATTRIBUTES for v in (a.when_set, a.when_clear)]
    keys += [
        f"quarto.level.{level.name.lower()}{part}" for level in LEVELS for part in ("", ".blurb")
    ]
    missing = [key for key in keys if key not in texts]
    assert missing == []


NAME_PLACEHOLDERS = r"\{(player|other|name|winner|loser)\}"


def test_names_stand_where_their_grammar_does_not_matter() -> None:
    # A player may be called "You" (or anything): "{player} wins" would read "You wins".
    # So a name is never followed by a verb that agrees with it, nor made possessive.
    import re

    agreeing = re.compile(NAME_PLACEHOLDERS + r"( (is|has|does|[a-z]+s)\b|'s\b)")
    wrong = [(key, value) for key, value in english().items() if agreeing.search(value)]
    assert wrong == []


def test_a_compiled_catalog_is_used_only_while_newer_than_its_sources(tmp_path: Path) -> None:
    import os

    folder = tmp_path / "en"
    folder.mkdir()
    source = folder / "frame.po"
    header = 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
    source.write_text(header + 'msgid "frame.x"\nmsgstr "old words"\n', encoding="utf-8")
    compiled = i18n.compile_language(folder)
    assert i18n.Catalog("en", tmp_path).text("frame.x") == "old words"
    source.write_text(header + 'msgid "frame.x"\nmsgstr "new words"\n', encoding="utf-8")
    later = compiled.stat().st_mtime + 10
    os.utime(source, (later, later))  # edited after the last compile: the .mo is stale
    assert i18n.Catalog("en", tmp_path).text("frame.x") == "new words"
    source.unlink()  # a frozen build carries the compiled catalog alone
    assert i18n.Catalog("en", tmp_path).text("frame.x") == "old words"
