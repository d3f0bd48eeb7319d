"""French: a whole catalog beside the English one, its grammar, its typography, its fit.

Every key has its French text with the same placeholders; French plurals,
elision before a name ("d’Anna"), non-breaking spaces and « » quotes; the
language comes from the settings, the system or `--lang`; and the real screens
of both games in French at 960x600 show every text whole.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import polib
import pygame
import pytest
from screen_tour import tour
from test_gui_helpers import make_app

from quarto_app.frame import i18n, preferences
from quarto_app.frame import text as drawn

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "assets" / "locale"
NBSP = "\u00a0"
SAME = "same as English"
"""A French entry's translator comment when its text is rightly the English one (a name)."""


def catalog(language: str) -> dict[str, polib.POEntry]:
    found: dict[str, polib.POEntry] = {}
    for path in sorted((LOCALE / language).glob("*.po")):
        for entry in polib.pofile(str(path)):
            found[entry.msgid] = entry
    return found


def forms(entry: polib.POEntry) -> list[str]:
    """An entry's texts: its one text, or each plural form."""
    if entry.msgid_plural:
        return [entry.msgstr_plural[n] for n in sorted(entry.msgstr_plural)]
    return [entry.msgstr]


ENGLISH = catalog("en")
FRENCH = catalog("fr")


def test_every_key_has_a_french_text_and_french_has_no_key_of_its_own() -> None:
    assert sorted(set(ENGLISH) - set(FRENCH)) == [], "keys without French"
    assert sorted(set(FRENCH) - set(ENGLISH)) == [], "French keys English does not have"
    empty = [key for key, entry in FRENCH.items() if not all(t.strip() for t in forms(entry))]
    assert empty == []
    fuzzy = [key for key, entry in FRENCH.items() if "fuzzy" in entry.flags]
    assert fuzzy == []


def test_every_french_key_sits_in_the_file_named_by_its_first_word() -> None:
    for stem, key in i18n.entries("fr", LOCALE):
        assert key.split(".")[0] == stem, f"{key} is in fr/{stem}.po"


def test_no_french_text_is_the_english_one_left_untranslated() -> None:
    # A text may be the same in both languages (a name, "{first}, {second}") only when
    # the translator says so in the entry; else an English text copied is untranslated.
    copied = [
        key
        for key, entry in FRENCH.items()
        if forms(entry) == forms(ENGLISH[key]) and SAME not in entry.tcomment
    ]
    assert copied == []
    wrongly_marked = [
        key
        for key, entry in FRENCH.items()
        if SAME in entry.tcomment and forms(entry) != forms(ENGLISH[key])
    ]
    assert wrongly_marked == []


def test_placeholders_are_the_same_in_both_languages() -> None:
    differ = []
    for key, entry in FRENCH.items():
        wanted = set().union(*(i18n.placeholders(t) for t in forms(ENGLISH[key])))
        for form in forms(entry):
            if i18n.placeholders(form) != wanted:
                differ.append((key, form))
    assert differ == []


def test_a_placeholder_format_is_one_python_knows_or_an_eliding_word() -> None:
    from string import Formatter

    for entry in FRENCH.values():
        for form in forms(entry):
            for _, field, spec, _ in Formatter().parse(form):
                if field and spec and spec not in i18n.ELIDING:
                    format(1.5, spec)  # ValueError: a spec neither a number's nor a word's


def test_french_plurals_follow_french_rules() -> None:
    french = i18n.Catalog("fr")
    for count in (0, 1):
        singular = french.plural("quartino.stones", count)
        assert singular == FRENCH["quartino.stones"].msgstr_plural[0].format(count=count)
    plural = french.plural("quartino.stones", 2)
    assert plural == FRENCH["quartino.stones"].msgstr_plural[1].format(count=2)
    for path in (LOCALE / "fr").glob("*.po"):
        assert polib.pofile(str(path)).metadata["Plural-Forms"] == "nplurals=2; plural=(n > 1);"


def test_french_typography_non_breaking_spaces_quotes_and_apostrophes() -> None:
    wrong = []
    for key, entry in FRENCH.items():
        for form in forms(entry):
            plain = re.sub(r"\{[^{}]*\}", "{}", form)  # "{length:.1f}" is no colon of prose
            plain = re.sub(r"\S*[/.]\S*:\S*|c2:a|:a\b|'\.\.\.'", "", plain)  # moves like c2:a
            if re.search(r"[ ][:;!?»%]|«[ ]", plain):
                wrong.append((key, "a breaking space where a non-breaking one belongs"))
            if re.search(r"[^\s\u00a0({][;!?»]|«[^\u00a0]", plain):
                wrong.append((key, "no space before ; ! ? » or after «"))
            if re.search(r"\w'\w", plain):
                wrong.append((key, "a typewriter apostrophe"))
            if re.search(r"\"[A-Za-zÀ-ÿ ]+\"", plain) and "[Name" not in plain:
                wrong.append((key, "English quotes"))
    assert wrong == []


NAMES = r"\{(player|other|name|winner|loser|players|winners|first|second|game)\}"


def test_a_name_never_follows_an_eliding_word_unelided() -> None:
    # "de {player}" would read "de Anna": the word is the placeholder's spec, {player:de}.
    glued = [
        key
        for key, entry in FRENCH.items()
        if any(re.search(r"(?i)\b(de|que) " + NAMES, form) for form in forms(entry))
    ]
    assert glued == []


def test_a_name_is_never_the_subject_of_a_conjugated_verb() -> None:
    # A seat may be called "Vous": "{player} a gagné" would read "Vous a gagné".
    verbs = r"(a|as|est|es|ont|sont|avait|était|peut|doit|va|fait|gagne|joue|donne|pose|annonce)"
    agreeing = re.compile(NAMES + r"\s" + verbs + r"\b")
    wrong = [key for key, entry in FRENCH.items() if any(agreeing.search(f) for f in forms(entry))]
    assert wrong == []


@pytest.mark.parametrize(
    ("name", "said"),
    [
        ("Anna", "d’Anna"),
        ("Ben", "de Ben"),
        ("Élodie", "d’Élodie"),
        ("Hugo", "d’Hugo"),
        ("Yves", "d’Yves"),
        ("Yann", "de Yann"),
        ("42", "de 42"),
        ("", "de "),
    ],
)
def test_de_elides_before_a_vowel_sound(name: str, said: str) -> None:
    assert i18n.elided("de", name) == said


def test_an_eliding_spec_in_a_text_elides_by_the_name_given(tmp_path: Path) -> None:
    (tmp_path / "fr").mkdir()
    (tmp_path / "fr" / "frame.po").write_text(
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
        'msgid "frame.slot"\nmsgstr "la case {other:de} ({count:.1f})"\n',
        encoding="utf-8",
    )
    french = i18n.Catalog("fr", tmp_path)
    assert french.text("frame.slot", other="Anna", count=2) == "la case d’Anna (2.0)"
    assert french.text("frame.slot", other="Ben", count=2) == "la case de Ben (2.0)"


def test_a_line_of_pieces_says_its_values_in_the_plural() -> None:
    from quarto_app.games.quarto import words
    from quarto_app.games.quarto.rules import Position, RuleOptions

    previous = i18n.current()
    try:
        french = i18n.use("fr")
        line = Position.from_str("0123/..../..../.... -").lines(RuleOptions())[0]
        for value in line.shared:
            many = french.text(f"quarto.value.{value}.many")
            assert many != french.text(f"quarto.value.{value}")  # "claires", not "claire"
            assert many in words.made_line(line)
    finally:
        i18n._current = previous


def test_every_looks_variant_stands_for_a_key_with_its_placeholders() -> None:
    from quarto_app.frame.theme import ThemeId

    for texts in (ENGLISH, FRENCH):
        variants = [key for key in texts if i18n.LOOK_MARK in key]
        assert variants, "no variant: the mushroom edition's words are gone"
        for variant in variants:
            key, look = variant.split(i18n.LOOK_MARK)
            assert look in {theme.value for theme in ThemeId}, variant
            assert key in texts, f"{variant} varies a key that does not exist"
            base = set().union(*(i18n.placeholders(t) for t in forms(texts[key])))
            for form in forms(texts[variant]):
                assert i18n.placeholders(form) == base, variant


def test_a_look_says_its_variant_and_any_other_key_as_always(tmp_path: Path) -> None:
    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "quarto.po").write_text(
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
        'msgid "quarto.a"\nmsgstr "four {v} pieces"\n\n'
        'msgid "quarto.a@mushrooms"\nmsgstr "four {v} mushrooms"\n\n'
        'msgid "quarto.b"\nmsgstr "the board"\n',
        encoding="utf-8",
    )
    words = i18n.Catalog("en", tmp_path)
    try:
        i18n.use_look("mushrooms")
        assert words.text("quarto.a", v="blue") == "four blue mushrooms"
        assert words.text("quarto.b") == "the board"
        i18n.use_look("wood")
        assert words.text("quarto.a", v="dark") == "four dark pieces"
        i18n.use_look(None)
        assert words.text("quarto.a", v="dark") == "four dark pieces"
    finally:
        i18n.use_look(None)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_with_mushrooms_every_attribute_word_follows_the_look(language: str) -> None:
    from quarto_app.frame import theme
    from quarto_app.games.quarto import words
    from quarto_app.games.quarto.match import FalseCall
    from quarto_app.games.quarto.rules import ATTRIBUTES, Position, RuleOptions

    previous = i18n.current()
    line = Position.from_str("0123/..../..../.... -").lines(RuleOptions())[0]
    said = i18n.use(language)
    try:
        theme.use("wood")
        wood = (words.made_line(line), words.piece(5), words.attribute("shape"))
        theme.use("mushrooms")
        mushrooms = (words.made_line(line), words.piece(5), words.attribute("shape"))
        for value in line.shared:
            assert said.text(f"quarto.value.{value}.many@mushrooms") in mushrooms[0]
        for one, other in zip(wood, mushrooms, strict=True):
            assert one != other
        for attribute in ATTRIBUTES:  # a false call names the attributes of the look
            shown = words.false_call_reason(FalseCall.NOT_COUNTED, attribute.bit)
            assert said.text(f"quarto.attribute.{attribute.name}@mushrooms") in shown
    finally:
        theme.use("wood")
        i18n._current = previous


def test_wrapping_never_breaks_at_a_non_breaking_space() -> None:
    from quarto_app.frame.assets import assets

    pygame.font.init()
    assets().forget()  # fonts made before an earlier test quit pygame are dead
    said = f"Annoncez QUARTO{NBSP}! avant de donner{NBSP}: il y a un alignement"
    for room in range(60, 400, 7):
        for line in drawn.wrap(said, 20, room):
            assert not line.startswith(("!", ":")), (room, line)


@pytest.mark.parametrize(
    ("environment", "language"),
    [
        ({"LANG": "fr_FR.UTF-8"}, "fr"),
        ({"LANG": "fr_CA.UTF-8"}, "fr"),
        ({"LC_ALL": "fr_BE@euro"}, "fr"),
        ({"LANGUAGE": "de:fr", "LANG": "de_DE.UTF-8"}, "fr"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({"LANG": "C"}, "en"),
    ],
)
def test_the_system_says_the_language_when_the_settings_do_not(
    monkeypatch: pytest.MonkeyPatch, environment: dict[str, str], language: str
) -> None:
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(variable, raising=False)
    for variable, value in environment.items():
        monkeypatch.setenv(variable, value)
    assert i18n.system_language(("en", "fr")) == language
    assert preferences.Preferences({}).language == language
    assert preferences.Preferences({"language": "en"}).language == "en"  # chosen: kept


def test_without_an_environment_the_systems_locale_says_it(monkeypatch) -> None:
    import locale

    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setattr(locale, "getlocale", lambda *a: ("French_France", "1252"))  # Windows
    assert i18n.system_language(("en", "fr")) == "fr"


def test_lang_speaks_the_command_lines_own_messages(monkeypatch, capsys) -> None:
    from quarto_app.cli import main

    monkeypatch.setattr(i18n, "_current", None)
    assert main(["puzzles", "--count", "0", "--lang", "fr"]) == 2
    said = i18n.Catalog("fr").text("quarto.cli.count", most=1000)
    assert said in capsys.readouterr().err
    assert main(["--lang=xx", "--smoke"]) == 2
    assert "xx" in capsys.readouterr().err
    assert main(["puzzles", "--count", "0", "--lang", "en"]) == 2
    assert i18n.Catalog("en").text("quarto.cli.count", most=1000) in capsys.readouterr().err


@pytest.mark.parametrize("game", ["quarto", "quartino"])
def test_the_smoke_game_plays_in_french_with_mushrooms(tmp_path: Path, game: str) -> None:
    shot = tmp_path / "smoke.png"
    env = {
        "PATH": "/usr/bin:/bin",
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "QUARTO_USER_DIR": str(tmp_path / "user"),
    }
    command = ["--smoke", "--lang", "fr", "--theme", "mushrooms", "--game", game]
    done = subprocess.run(
        [sys.executable, "main.py", *command, "--screenshot", str(shot)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    french = i18n.Catalog("fr").text("frame.cli.smoke_result").split("{")[0]
    assert done.stdout.startswith(french), done.stdout
    assert pygame.image.load(str(shot)).get_size() == (1280, 800)
    assert not (tmp_path / "user" / "config" / "settings.json").exists()  # nothing remembered


@pytest.mark.parametrize(
    ("language", "look"), [("fr", "wood"), ("fr", "mushrooms"), ("en", "wood")]
)
def test_every_text_of_the_real_screens_fits_at_960x600(monkeypatch, language, look) -> None:
    # text.draw shrinks a text to fit its button or panel, down to MIN_FONT (the smallest
    # legible size), and only then cuts it with an ellipsis: a text cut is one that
    # overflowed. The names are the default ones, so what overflows is the language's.
    cut: set[tuple[str, str]] = set()
    where = ["start"]
    fitted = drawn.fitted

    def recording(words: str, size: int, bold: bool, max_width: int | None):
        shown = fitted(words, size, bold, max_width)
        if shown[0] != drawn.bounded(words):
            cut.add((where[0], words))
        return shown

    monkeypatch.setattr(drawn, "fitted", recording)
    from quarto_app.frame import theme

    app = make_app((960, 600))
    previous = i18n.current()
    try:
        i18n.use(language)
        theme.use(look)

        def look(name: str) -> None:
            where[0] = name
            app.run_frames(1)

        tour(app, look)
    finally:
        i18n._current = previous
        theme.use("wood")
        app.close()
        pygame.quit()
    assert sorted(cut) == []


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 800)], ids=["960x600", "1280x800"])
def test_the_about_box_shows_every_line_of_both_games(language: str, size) -> None:
    # Its paragraphs shrink together, never below the smallest legible size, until they fit.
    from quarto_app.frame.assets import MIN_FONT
    from quarto_app.frame.requests import Ask

    app = make_app(size)
    previous = i18n.current()
    try:
        i18n.use(language)
        app.router.reset("menu")
        app.router.push("about", ask=Ask.PAGE)
        app.run_frames(2)
        lines, dropped = app.top.layout()
        shown = " ".join(line.words for line in lines)
        for game in app.games:
            for key in game.about:
                assert i18n.text(key).split()[-1] in shown
    finally:
        i18n._current = previous
        app.close()
        pygame.quit()
    assert dropped == 0
    assert min(line.size for line in lines) >= MIN_FONT


def test_a_decimal_number_takes_the_languages_decimal_mark(tmp_path: Path) -> None:
    header = 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
    texts = 'msgid "frame.avg"\nmsgstr "{length:.1f} coups, {count} parties, {name:de}"\n'
    for language, mark in (("en", "."), ("fr", ",")):
        (tmp_path / language).mkdir()
        (tmp_path / language / "frame.po").write_text(
            header + texts + f'\nmsgid "{i18n.DECIMAL_MARK}"\nmsgstr "{mark}"\n',
            encoding="utf-8",
        )
    params = {"length": 12.25, "count": 3, "name": "Anna"}
    assert (
        i18n.Catalog("fr", tmp_path).text("frame.avg", **params) == "12,2 coups, 3 parties, d’Anna"
    )
    assert (
        i18n.Catalog("en", tmp_path).text("frame.avg", **params) == "12.2 coups, 3 parties, d’Anna"
    )
    assert i18n.Catalog("fr").text(i18n.DECIMAL_MARK) == ","


def test_a_broken_plural_rule_breaks_neither_a_look_nor_a_decimal(tmp_path: Path) -> None:
    # gettext evaluates the plural rule when a key is missing: the look's variant and the
    # decimal mark are looked up for keys that may be missing.
    (tmp_path / "fr").mkdir()
    (tmp_path / "fr" / "frame.po").write_text(
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
        '"Plural-Forms: nplurals=2; plural=(n / (n - n));\\n"\n\n'
        'msgid "frame.x"\nmsgstr "{length:.1f} de plus"\n',
        encoding="utf-8",
    )
    try:
        i18n.use_look("mushrooms")
        assert i18n.Catalog("fr", tmp_path).text("frame.x", length=1.5) == "1.5 de plus"
    finally:
        i18n.use_look(None)


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize(
    ("command", "description"),
    [
        ([], "frame.cli.help.description"),
        (["analyze"], "quarto.cli.help.analyze"),
        (["puzzles"], "quarto.cli.help.puzzles"),
        (["review"], "quarto.cli.help.review"),
    ],
)
def test_the_help_speaks_the_language_asked(monkeypatch, capsys, language, command, description):
    from quarto_app.cli import main

    monkeypatch.setattr(i18n, "_current", None)
    with pytest.raises(SystemExit) as done:
        main([*command, "--help", "--lang", language])
    assert done.value.code == 0
    said = capsys.readouterr().out
    words = i18n.Catalog(language)
    assert said.startswith(words.text("frame.cli.help.usage"))
    assert words.text(description) in said
    assert f"{words.text('frame.cli.help.options')}:" in said
    assert words.text("frame.cli.help.help") in said


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_crash_message_speaks_the_players_language(capsys, language: str) -> None:
    from quarto_app.frame.error_window import say_crash
    from quarto_app.platform import crash

    def boom() -> int:
        raise RuntimeError("boom")

    previous = i18n.current()
    try:
        words = i18n.use(language)
        assert crash.run_guarded(boom, headless=True, say=say_crash) == 1
    finally:
        i18n._current = previous
    said = capsys.readouterr().err
    assert words.text("frame.crash.title") in said
    assert "RuntimeError: boom" in said


def test_a_look_never_sends_the_catalog_to_its_sources(tmp_path: Path, monkeypatch) -> None:
    # A look without a variant for a key is no missing text: a compiled catalog answers
    # alone, and the `.po` sources behind it are never read (a slow start otherwise).
    folder = tmp_path / "en"
    folder.mkdir()
    (folder / "quarto.po").write_text(
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
        'msgid "quarto.a"\nmsgstr "pieces"\n\nmsgid "quarto.a@mushrooms"\nmsgstr "mushrooms"\n',
        encoding="utf-8",
    )
    compiled = i18n.compile_language(folder)
    later = compiled.stat().st_mtime + 10
    import os

    os.utime(compiled, (later, later))
    read: list[Path] = []
    merged = i18n._merged
    monkeypatch.setattr(i18n, "_merged", lambda where: read.append(where) or merged(where))
    try:
        for look, said in (("wood", "pieces"), ("mushrooms", "mushrooms"), (None, "pieces")):
            i18n.use_look(look)
            assert i18n.Catalog("en", tmp_path).text("quarto.a") == said
    finally:
        i18n.use_look(None)
    assert read == []
