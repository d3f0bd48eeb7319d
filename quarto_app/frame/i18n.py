"""Every visible string: gettext catalogs read from the `.po` sources in assets/locale.

A message is found by its key, and the key says whose it is: `frame.menu.quit`,
`quarto.event.call`, `quartino.error.no_stone`. A language is a folder of `.po`
files, one per part (`assets/locale/en/frame.po`, `.../quarto.po`, ...); all of a
language's files are read into one gettext catalog the first time a text is
needed. English is the catalog every other language falls back to, key by key.

Texts are Python format strings with named placeholders (`{name} wins!`),
filled by `text(key, name=...)`: a sentence is never glued together from
pieces, so a translation may put the words in its own order.

    from quarto_app.frame.i18n import text, plural
    text("frame.menu.quit")                  -> "Quit"
    plural("frame.dice.ties", 2, count=2)    -> "after 2 ties"

Pure: no pygame, so the command line speaks through the same catalog.
"""

from __future__ import annotations

import gettext
import io
import logging
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
    found = sorted(p.name for p in root.iterdir() if p.is_dir() and any(p.glob("*.po")))
    return tuple(sorted(found, key=lambda code: code != SOURCE_LANGUAGE))


COMPILED = "messages.mo"
"""A language's sources compiled into one gettext catalog (tools/compile_catalogs.py)."""


def _merged(folder: Path) -> bytes | None:
    """A language's `.po` files as the bytes of one `.mo` (None if there are none)."""
    import polib  # deferred: only when the compiled catalog is missing or stale

    files = sorted(folder.glob("*.po"))
    if not files:
        return None
    merged = polib.POFile()
    merged.metadata = {
        "Content-Type": "text/plain; charset=UTF-8",
        "Plural-Forms": "nplurals=2; plural=(n != 1);",
    }
    for path in files:
        po = polib.pofile(str(path))
        if "Plural-Forms" in po.metadata:
            merged.metadata["Plural-Forms"] = po.metadata["Plural-Forms"]
        for entry in po:
            if entry.msgstr or entry.msgstr_plural:
                merged.append(entry)
    return merged.to_binary()


def compile_language(folder: Path) -> Path:
    """Write `folder`'s compiled catalog beside its sources; its path."""
    data = _merged(folder)
    target = folder / COMPILED
    if data is not None:
        from quarto_app.platform.storage import write_bytes_atomic

        write_bytes_atomic(target, data)
    return target


def _load(folder: Path) -> gettext.GNUTranslations | None:
    """One language's catalog: the compiled one if it is newer than every source."""
    sources = list(folder.glob("*.po"))
    compiled = folder / COMPILED
    try:
        fresh = compiled.stat().st_mtime >= max(p.stat().st_mtime for p in sources)
    except (OSError, ValueError):  # no compiled catalog, or no sources (a frozen build)
        fresh = compiled.is_file() and not sources
    if fresh:
        with compiled.open("rb") as handle:
            return gettext.GNUTranslations(handle)
    data = _merged(folder)
    return None if data is None else gettext.GNUTranslations(io.BytesIO(data))


class Catalog:
    """The texts of one language, with English behind it for any missing key."""

    def __init__(self, language: str = SOURCE_LANGUAGE, root: Path | None = None) -> None:
        self.root = root or locale_dir()
        self.language = language
        self._translations: gettext.NullTranslations | None = None
        self._templates: dict[str, str] = {}

    def _loaded(self) -> gettext.NullTranslations:
        if self._translations is None:
            chain = [self.language] + (
                [SOURCE_LANGUAGE] if self.language != SOURCE_LANGUAGE else []
            )
            found: list[gettext.NullTranslations] = []
            for code in chain:
                try:
                    catalog = _load(self.root / code)
                except (OSError, ValueError) as exc:  # a damaged .po: say so, show keys
                    log.warning("Could not read the %s catalog: %s", code, exc)
                    catalog = None
                if catalog is not None:
                    found.append(catalog)
            first: gettext.NullTranslations = found[0] if found else gettext.NullTranslations()
            for later in found[1:]:
                first.add_fallback(later)
            self._translations = first
        return self._translations

    def has(self, key: str) -> bool:
        """True when some catalog of the chain has a text for `key`."""
        return self._loaded().gettext(key) != key

    def text(self, key: str, /, **params: object) -> str:
        """The text for `key` with its placeholders filled; the key itself if unknown."""
        template = self._templates.get(key)
        if template is None:  # screens ask for the same keys every frame
            template = self._templates[key] = self._loaded().gettext(key)
        return _fill(template, key, params)

    def plural(self, key: str, count: int, /, **params: object) -> str:
        """The form of `key` for `count` things (one tie, two ties), placeholders filled."""
        return _fill(self._loaded().ngettext(key, key, count), key, {"count": count, **params})


def _fill(template: str, key: str, params: dict[str, object]) -> str:
    if not params:
        return template
    try:
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
