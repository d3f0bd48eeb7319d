"""Every visible string: gettext catalogs read from the `.po` sources in assets/locale.

A message is found by its key, and the key says whose it is: `frame.menu.quit`,
`quarto.event.call`, `quartino.error.no_stone`. A language is a folder of `.po`
files, one per part (`assets/locale/en/frame.po`, `.../quarto.po`, ...); all of a
language's files are read into one gettext catalog the first time a text is
needed. English is the catalog every other language falls back to, key by key.

Texts are Python format strings with named placeholders (`{name} wins!`),
filled by `text(key, name=...)`: a sentence is never glued together from
pieces, so a translation may put the words in its own order.

A look may have words of its own: the mushroom edition's pieces are mushrooms,
blue or red, pointed or flat. `use_look("mushrooms")` (theme.use calls it) makes
every key with a variant for that look, `quarto.line.one@mushrooms`, say the
variant instead ("four blue mushrooms"); a key without one says what it always says.

A name is a placeholder, so a word that elides before a vowel cannot be written
beside it: French says "la case de Ben" but "la case d’Anna". A translation
writes the word as the placeholder's format spec, `{other:de}`, and the word is
put before the name in its elided form when the name starts with a vowel sound
(`ELIDING` lists the words; `elided` says how).

    from quarto_app.frame.i18n import text, plural
    text("frame.menu.quit")                  -> "Quit"
    plural("frame.dice.ties", 2, count=2)    -> "after 2 ties"

Pure: no pygame, so the command line speaks through the same catalog.
"""

from __future__ import annotations

import gettext
import io
import logging
import os
import re
from collections.abc import Iterator
from pathlib import Path
from string import Formatter

log = logging.getLogger("quarto.i18n")

SOURCE_LANGUAGE = "en"
"""The language every key has a text in, and the fallback of the others."""


def locale_dir() -> Path:
    from quarto_app.platform.paths import resource_path

    return resource_path("locale")


def languages(root: Path | None = None) -> tuple[str, ...]:
    """The languages there is a catalog for (folders of assets/locale), English first."""
    root = root or locale_dir()
    try:
        found = sorted(p.name for p in root.iterdir() if p.is_dir() and any(p.glob("*.po")))
    except OSError as exc:  # an unreadable locale folder: English, from whatever is left
        log.warning("Could not list the languages in %s: %s", root, exc)
        found = []
    return tuple(sorted(found, key=lambda code: code != SOURCE_LANGUAGE))


_LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
"""Where the system says its language, in gettext's order (LANGUAGE may list several)."""


def system_language(available: tuple[str, ...] | None = None) -> str:
    """The system's language if there is a catalog for it ("fr" for fr_CA.UTF-8), else English.

    The environment is read first (Linux, macOS terminals); without it, the locale
    Python reads from the system (Windows says "French_France", normalised to fr_FR).
    """
    import locale

    found = available if available is not None else languages()
    wanted: list[str] = []
    for variable in _LOCALE_VARIABLES:
        value = os.environ.get(variable, "")
        wanted.extend(part for part in value.split(":") if part)
    if not wanted:
        try:
            name = locale.getlocale()[0]
        except ValueError:  # a locale Python cannot parse
            name = None
        wanted = [name] if name else []
    for name in wanted:
        code = locale.normalize(name).split(".")[0].split("@")[0].split("_")[0].lower()
        if code in found:
            return code
    return SOURCE_LANGUAGE


COMPILED = "messages.mo"
"""A language's sources compiled into one gettext catalog (tools/compile_catalogs.py)."""
CATALOG_LIMIT = 4_000_000
"""Bytes: no catalog file is larger (a damaged one may be)."""
CATALOG_MODE = 0o644
"""A compiled catalog is for every user of the checkout or the install to read."""


def _sources(folder: Path) -> list[Path]:
    try:
        return sorted(folder.glob("*.po"))
    except OSError:
        return []


def _merged(folder: Path) -> bytes | None:
    """A language's `.po` files as the bytes of one `.mo` (None if there are none).

    Each file is read through the bounded reader (never a pipe, never megabytes);
    a file that cannot be read or parsed is left out, and the log says why.
    """
    import polib  # deferred: only when the compiled catalog is missing, stale or damaged

    from quarto_app.platform.storage import read_text

    files = _sources(folder)
    if not files:
        return None
    merged = polib.POFile()
    merged.metadata = {
        "Content-Type": "text/plain; charset=UTF-8",
        "Plural-Forms": "nplurals=2; plural=(n != 1);",
    }
    for path in files:
        try:
            content = read_text(path, CATALOG_LIMIT)
            po = polib.pofile(content or "")
        except Exception as exc:  # noqa: BLE001 - polib raises what it likes on damage
            log.warning("Could not read the catalog source %s: %s", path, exc)
            continue
        if "Plural-Forms" in po.metadata:
            merged.metadata["Plural-Forms"] = po.metadata["Plural-Forms"]
        for entry in po:
            if entry.msgstr or entry.msgstr_plural:
                merged.append(entry)
    return merged.to_binary()


def compile_language(folder: Path) -> Path:
    """Write `folder`'s compiled catalog beside its sources (mode 0644); its path."""
    data = _merged(folder)
    target = folder / COMPILED
    if data is not None:
        from quarto_app.platform.storage import write_bytes_atomic

        write_bytes_atomic(target, data, mode=CATALOG_MODE)
    return target


def _compiled(folder: Path) -> gettext.GNUTranslations | None:
    """The compiled catalog, if it is there, newer than every source, and whole.

    Read through the bounded reader (a pipe in its place never blocks); anything
    gettext cannot parse (an empty or cut file, a charset it does not know, a
    plural expression it refuses) gives None, and the sources are read instead.
    """
    from quarto_app.platform.storage import read_bytes

    path = folder / COMPILED
    try:
        sources = _sources(folder)
        if sources and os.stat(path).st_mtime < max(p.stat().st_mtime for p in sources):
            return None  # a developer edited a text since: the sources say it
        data = read_bytes(path, CATALOG_LIMIT)
        return None if data is None else gettext.GNUTranslations(io.BytesIO(data))
    except FileNotFoundError:
        return None
    except Exception as exc:  # noqa: BLE001 - struct.error, LookupError, OSError, ValueError...
        log.warning("The compiled catalog %s cannot be used (%s); reading its sources.", path, exc)
        return None


class _Sources(gettext.NullTranslations):
    """A language's `.po` sources behind its compiled catalog: read only when a text is
    missing there (a damaged or stale catalog, a key added since), at most once."""

    def __init__(self, folder: Path) -> None:
        super().__init__()
        self._folder = folder
        self._read: gettext.NullTranslations | None = None

    def _catalog(self) -> gettext.NullTranslations:
        if self._read is None:
            try:
                data = _merged(self._folder)
                read = gettext.NullTranslations() if data is None else _parsed(data)
            except Exception as exc:  # noqa: BLE001 - a source gettext refuses
                log.warning("Could not read the catalog sources in %s: %s", self._folder, exc)
                read = gettext.NullTranslations()
            behind = getattr(self, "_fallback", None)  # set by add_fallback, after us
            if behind is not None:
                read.add_fallback(behind)
            self._read = read
        return self._read

    def gettext(self, message: str) -> str:
        return self._catalog().gettext(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return self._catalog().ngettext(msgid1, msgid2, n)


def _parsed(data: bytes) -> gettext.GNUTranslations:
    return gettext.GNUTranslations(io.BytesIO(data))


def _chain(folder: Path) -> list[gettext.NullTranslations]:
    """One language's catalogs, best first: the compiled one, then its sources."""
    found: list[gettext.NullTranslations] = []
    compiled = _compiled(folder)
    if compiled is not None:
        found.append(compiled)
    if _sources(folder):
        found.append(_Sources(folder))
    return found


class Catalog:
    """The texts of one language, with English behind it for any missing key.

    Each language is its compiled catalog, then its `.po` sources (read only if a
    text is missing from the compiled one), then English the same way: a damaged
    catalog shows the texts of the next, never a raw key, never a crash.
    """

    def __init__(self, language: str = SOURCE_LANGUAGE, root: Path | None = None) -> None:
        self.root = root or locale_dir()
        self.language = language
        self._translations: gettext.NullTranslations | None = None
        self._templates: dict[tuple[str, str | None], str] = {}
        self._mark: str | None = None
        self._firsts: list[gettext.NullTranslations] = []  # each language's best catalog
        self._variants: frozenset[str] | None = None
        self._tables: list[dict] | None = None

    def _loaded(self) -> gettext.NullTranslations:
        if self._translations is None:
            chain = [self.language] + (
                [SOURCE_LANGUAGE] if self.language != SOURCE_LANGUAGE else []
            )
            found: list[gettext.NullTranslations] = []
            for code in chain:
                nodes = _chain(self.root / code)
                self._firsts.extend(nodes[:1])
                found.extend(nodes)
            first: gettext.NullTranslations = found[0] if found else gettext.NullTranslations()
            for later in found[1:]:
                first.add_fallback(later)
            self._translations = first
        return self._translations

    def has(self, key: str) -> bool:
        """True when some catalog of the chain has a text for `key`."""
        return self._loaded().gettext(key) != key

    def _looked(self, key: str) -> str:
        """`key`'s variant for the look in use, when the catalog has one; else `key`."""
        if _look is None:
            return key
        variant = f"{key}{LOOK_MARK}{_look}"
        return variant if variant in self._variant_keys() else key

    def _variant_keys(self) -> frozenset[str]:
        """Every key of a look's variant, from each language's best catalog (a miss never
        sends gettext to read the sources behind a compiled one)."""
        if self._variants is None:
            found: set[str] = set()
            for table in self._best():
                for entry in table:
                    key = entry[0] if isinstance(entry, tuple) else entry
                    if isinstance(key, str) and LOOK_MARK in key:
                        found.add(key)
            self._variants = frozenset(found)
        return self._variants

    def text(self, key: str, /, **params: object) -> str:
        """The text for `key` with its placeholders filled; the key itself if unknown."""
        template = self._templates.get((key, _look))
        if template is None:  # screens ask for the same keys every frame
            template = self._loaded().gettext(self._looked(key))
            self._templates[(key, _look)] = template
        return _fill(template, key, params, self._decimal())

    def _decimal(self) -> str:
        """This language's decimal mark (".", unless its catalog says another)."""
        if self._mark is None:
            mark = next(
                (
                    found
                    for node in self._best()
                    if isinstance(found := node.get(DECIMAL_MARK), str) and found.strip()
                ),
                ".",
            )
            self._mark = mark
        return self._mark

    def _best(self) -> list[dict]:
        """Each language's best catalog as its table of texts, the language first: its
        compiled one when it is there, else its sources (never both, only to look)."""
        if self._tables is None:
            self._loaded()
            self._tables = []
            for node in self._firsts:
                if isinstance(node, _Sources):
                    node = node._catalog()
                table = getattr(node, "_catalog", {})
                self._tables.append(table if isinstance(table, dict) else {})
        return self._tables

    def plural(self, key: str, count: int, /, **params: object) -> str:
        """The form of `key` for `count` things (one tie, two ties), placeholders filled."""
        key = self._looked(key)
        try:
            template = self._loaded().ngettext(key, key, count)
        except Exception as exc:  # noqa: BLE001 - a plural expression that fails (n / 0)
            log.warning(
                "The plural of %r for %r failed (%s); using English's rule", key, count, exc
            )
            template = _english_plural(self, key, count)
        return _fill(template, key, {"count": count, **params}, self._decimal())


def _english_plural(catalog: Catalog, key: str, count: int) -> str:
    """The form English's own rule (n != 1) picks, from the first catalog that has it."""
    node: gettext.NullTranslations | None = catalog._loaded()
    while node is not None:
        if isinstance(node, _Sources):
            node = node._catalog()
            continue
        found = getattr(node, "_catalog", {})
        if isinstance(found, dict):
            form = found.get((key, 0 if count == 1 else 1))
            if isinstance(form, str):
                return form
        node = getattr(node, "_fallback", None)
    return catalog.text(key)


ELIDING = {"de": "d’", "que": "qu’"}
"""Words a translation may put before a placeholder as its format spec (`{name:de}`),
each with its elided form before a vowel sound."""

_VOWELS = frozenset("aeiouhàâäéèêëîïôöùûüœæ")  # a French name with h is almost always mute


def elided(word: str, name: str) -> str:
    """`word` before `name`, elided before a vowel sound: ("de", "Anna") -> "d’Anna".

    A name starting with a vowel (or a mute h) takes the elided form; y does when a
    consonant follows it (Yves, not Yann); anything else (a digit, a sign) does not.
    """
    first = name[:1].lower()
    second = name[1:2].lower()
    vowel = first in _VOWELS or (first == "y" and second.isalpha() and second not in _VOWELS)
    return f"{ELIDING[word]}{name}" if vowel and word in ELIDING else f"{word} {name}"


DECIMAL_MARK = "frame.number.decimal"
"""The key of a language's decimal mark: "4.5" in English, "4,5" in French."""

_DECIMAL_SPEC = re.compile(r":[^{}]*[eEfFgG%]\}")


class _Words(Formatter):
    """str.format with the eliding words of ELIDING as format specs, and a number
    written with a decimal spec (`{length:.1f}`) in the language's decimal mark."""

    def __init__(self, decimal: str = ".") -> None:
        self.decimal = decimal

    def format_field(self, value: object, format_spec: str) -> str:
        if format_spec in ELIDING:
            return elided(format_spec, str(value))
        said = super().format_field(value, format_spec)
        if self.decimal != "." and _DECIMAL_SPEC.match(f":{format_spec}}}"):
            return said.replace(".", self.decimal)
        return said


def _eliding(template: str) -> bool:
    return any(f":{word}}}" in template for word in ELIDING)


def _fill(template: str, key: str, params: dict[str, object], decimal: str = ".") -> str:
    if not params:
        return template
    try:
        if _eliding(template) or (decimal != "." and _DECIMAL_SPEC.search(template)):
            return _Words(decimal).vformat(template, (), params)
        return template.format(**params)
    except (KeyError, IndexError, ValueError) as exc:
        # A translation that names a placeholder the code does not pass: show it
        # unfilled rather than crash the screen; the catalog test catches it first.
        log.warning("Text %r does not fit its parameters (%s)", key, exc)
        return template


def placeholders(template: str) -> set[str]:
    """The named placeholders of a text: "{name} wins" -> {"name"}."""
    return {field for _, field, _, _ in Formatter().parse(template) if field}


def entries(language: str = SOURCE_LANGUAGE, root: Path | None = None) -> Iterator[tuple[str, str]]:
    """Every (file stem, key) pair of one language's sources, for the catalog tests."""
    import polib

    for path in sorted(((root or locale_dir()) / language).glob("*.po")):
        for entry in polib.pofile(str(path)):
            yield path.stem, entry.msgid


LOOK_MARK = "@"
"""Between a key and the look its variant is for: `quarto.piece@mushrooms`."""

_look: str | None = None


def use_look(look: str | None) -> None:
    """Say the variants of this look (a theme's id) from now on; None: no look's."""
    global _look
    _look = look or None


_current: Catalog | None = None


def use(language: str) -> Catalog:
    """Speak `language` from now on (an unknown one speaks English)."""
    global _current
    _current = Catalog(language)
    return _current


def current() -> Catalog:
    """The catalog in use (English until `use` picks another)."""
    global _current
    if _current is None:
        _current = Catalog()
    return _current


def text(key: str, /, **params: object) -> str:
    """The text for `key` in the current language, placeholders filled."""
    return current().text(key, **params)


def plural(key: str, count: int, /, **params: object) -> str:
    """The text for `count` of something in the current language (`{count}` is filled)."""
    return current().plural(key, count, **params)
