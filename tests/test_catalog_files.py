"""The message catalog is a file like any other: a damaged, cut, foreign or piped
`messages.mo` never crashes, hangs or shows raw keys; the `.po` sources speak instead."""

from __future__ import annotations

import os
import stat
import threading
from pathlib import Path

import pytest

from quarto_app.frame import i18n

HEADER = (
    'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
    '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n'
)
BODY = (
    'msgid "frame.menu.quit"\nmsgstr "Quit"\n\n'
    'msgid "frame.t"\nmsgid_plural "frame.t"\nmsgstr[0] "{count} tie"\nmsgstr[1] "{count} ties"\n'
)


@pytest.fixture
def language(tmp_path: Path) -> Path:
    folder = tmp_path / "en"
    folder.mkdir()
    (folder / "frame.po").write_text(HEADER + BODY, encoding="utf-8")
    return folder


def newer(path: Path) -> None:
    later = max(p.stat().st_mtime for p in path.parent.glob("*.po")) + 10
    os.utime(path, (later, later))


def speaks(root: Path) -> None:
    catalog = i18n.Catalog("en", root)
    assert catalog.text("frame.menu.quit") == "Quit"
    assert catalog.plural("frame.t", 2) == "2 ties" and catalog.plural("frame.t", 1) == "1 tie"


def compiled(folder: Path) -> bytes:
    return i18n.compile_language(folder).read_bytes()


@pytest.mark.parametrize(
    "damage",
    [
        lambda good: b"",  # empty: struct.error in gettext
        lambda good: good[:20],  # cut in its header
        lambda good: good[: len(good) // 2],  # cut in its texts
        lambda good: b"\xde\x12\x04\x95" + b"\xff" * 40,  # the magic number, then junk
        lambda good: good.replace(b"charset=UTF-8", b"charset=KLINGON"),  # LookupError
        lambda good: b"not a catalog at all" * 10,
    ],
    ids=["empty", "cut-header", "cut-texts", "junk", "bad-charset", "text"],
)
def test_a_damaged_newer_catalog_speaks_from_the_sources(language: Path, damage) -> None:
    path = language / i18n.COMPILED
    path.write_bytes(damage(compiled(language)))
    newer(path)
    speaks(language.parent)


def test_a_catalog_missing_keys_speaks_them_from_the_sources(language: Path) -> None:
    # A catalog compiled before texts were added (or with its texts lost) but newer than
    # the sources: what it lacks comes from the sources, never a raw key.
    (language / "frame.po").write_text(HEADER, encoding="utf-8")
    path = i18n.compile_language(language)
    (language / "frame.po").write_text(HEADER + BODY, encoding="utf-8")
    newer(path)
    speaks(language.parent)


def test_a_pipe_in_the_catalogs_place_never_blocks(language: Path) -> None:
    path = language / i18n.COMPILED
    os.mkfifo(path)
    newer(path)
    outcome: list[str] = []
    worker = threading.Thread(
        target=lambda: outcome.append(i18n.Catalog("en", language.parent).text("frame.menu.quit")),
        daemon=True,
    )
    worker.start()
    worker.join(10)
    assert outcome == ["Quit"], "reading a named pipe blocked"


def test_a_pipe_in_a_sources_place_never_blocks(language: Path) -> None:
    os.mkfifo(language / "quarto.po")  # beside a good frame.po, no compiled catalog
    outcome: list[str] = []
    worker = threading.Thread(
        target=lambda: outcome.append(i18n.Catalog("en", language.parent).text("frame.menu.quit")),
        daemon=True,
    )
    worker.start()
    worker.join(10)
    assert outcome == ["Quit"], "reading a named pipe blocked"


def test_a_plural_rule_that_divides_by_zero_uses_englishs(language: Path) -> None:
    # The dice screen said "after N ties" through it, and crashed on a tie.
    broken = HEADER.replace("plural=(n != 1)", "plural=(n / (n - n))")
    (language / "frame.po").write_text(broken + BODY, encoding="utf-8")
    catalog = i18n.Catalog("en", language.parent)
    assert catalog.plural("frame.t", 2) == "2 ties" and catalog.plural("frame.t", 1) == "1 tie"
    i18n.compile_language(language)
    catalog = i18n.Catalog("en", language.parent)
    assert catalog.plural("frame.t", 3) == "3 ties"


def test_the_compiled_catalog_is_readable_by_every_user(language: Path) -> None:
    old = os.umask(0o077)  # a careful user's umask: the file must still be 0644
    try:
        path = i18n.compile_language(language)
    finally:
        os.umask(old)
    assert stat.S_IMODE(path.stat().st_mode) == 0o644


def test_the_tool_writes_the_projects_catalogs_0644() -> None:
    root = Path(__file__).resolve().parent.parent / "assets" / "locale"
    found = list(root.glob(f"*/{i18n.COMPILED}"))
    if not found:
        pytest.skip("no compiled catalog in this checkout (make builds it)")
    for path in found:
        assert stat.S_IMODE(path.stat().st_mode) == 0o644, path


def test_analyze_with_a_cut_catalog_prints_no_traceback(language: Path, monkeypatch, capsys):
    from quarto_app.cli import main

    path = language / i18n.COMPILED
    path.write_bytes(compiled(language)[:30])
    newer(path)
    monkeypatch.setattr(i18n, "locale_dir", lambda: language.parent)
    monkeypatch.setattr(i18n, "_current", None)
    code = main(["analyze", "--game", "quartino", "y/b/g/p", "--json"])  # a usage error
    assert code == 2 and "Traceback" not in capsys.readouterr().err
    assert i18n.text("frame.menu.quit") == "Quit"
