"""Saved games kept under a name, for any game: save, list, read, import and export.

The files are the platform's (quarto_app.platform.library: a folder per game,
safe file names, nothing overwritten); what a file holds is the game's own
record, read with the game's reader (`Game.read_record`). Listing reads every
save once per version of its file (a save's stamp: it changes when the file
does), so opening the list again costs a look at the folder; a save that
cannot be read is listed as damaged, with the reason in words (the line and
token at fault), and never stops the others from being listed.

Opening a save reads its file afresh: the match handed to the play screen is
never the one the list keeps for its rows.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from pathlib import Path

from quarto_app.coded import CodedError
from quarto_app.platform import library, paths
from quarto_app.platform.library import LibraryError, Listed
from quarto_app.platform.storage import FileError

from .game import Game, Saved, Setup
from .i18n import text
from .starting import together

log = logging.getLogger("quarto.saved_games")

Stamp = tuple[int, int, int, int]
# What each file held, by game and the file's stamp (a changed file is read again).
_read: dict[tuple[str, Stamp], tuple[Saved | None, Exception | None]] = {}


@dataclass(frozen=True)
class Entry:
    """One save in the list: the file, and the game it holds, or why it cannot be used."""

    listed: Listed
    saved: Saved | None
    error: Exception | None

    @property
    def name(self) -> str:
        return self.listed.name

    @property
    def damaged(self) -> bool:
        return self.saved is None


def folder(game: Game) -> Path | None:
    """The game's folder of saves; None (and a line in the log) if it cannot be made."""
    try:
        return paths.game_saves_dir(game.id)
    except OSError as exc:
        log.warning("No folder for the saved games of %s: %s", game.id, exc)
        return None


def entries(game: Game) -> list[Entry]:
    """The game's saves, newest first, each read (once per version of its file)."""
    where = folder(game)
    if where is None:
        return []
    found = [_entry(game, listed) for listed in library.listing(where)]
    alive = {(game.id, entry.listed.stamp) for entry in found}
    for key in [key for key in _read if key[0] == game.id and key not in alive]:
        del _read[key]  # gone, or changed: the cache holds only what is on disk
    return found


def _entry(game: Game, listed: Listed) -> Entry:
    key = (game.id, listed.stamp)
    known = _read.get(key)
    if known is None:
        known = _read[key] = _parse(game, listed.path)
    return Entry(listed, *known)


def _parse(game: Game, path: Path) -> tuple[Saved | None, Exception | None]:
    try:
        raw = library.read(path)
        if raw is None:
            raise FileNotFoundError(path)
        return game.read_record(raw), None
    except (CodedError, OSError) as exc:  # damaged, or refused by the system: said in words
        return None, exc


def load(game: Game, entry: Entry) -> tuple[Saved | None, str | None]:
    """The save's game read afresh from its file, to be played; or why it cannot be."""
    saved, error = _parse(game, entry.listed.path)
    if saved is None:
        return None, why(game, error)
    return saved, None


def record_text(entry: Entry) -> tuple[str | None, Exception | None]:
    """The save's record as its file holds it now (to export), or what went wrong."""
    try:
        raw = library.read(entry.listed.path)
    except (CodedError, OSError) as exc:
        return None, exc
    if raw is None:
        return None, LibraryError(library.LibraryCode.GONE, name=entry.name)
    return raw, None


def kept_private(game: Game, entry: Entry) -> str | None:
    """Why the save's record may not leave the app now, in words; None: it may.

    A game with hidden hands still being played holds every player's hidden cards (the
    computer's too), one click from the hand-over screen: it is exported or copied once
    it is over. A save that cannot be read might be such a game: it is not let out either
    (its file stays in the saves folder)."""
    if not game.hidden_hands:
        return None
    if entry.saved is None:
        return text("frame.saved_games.private_unreadable", name=entry.name)
    if not entry.saved.finished:
        return text("frame.saved_games.private_in_progress", name=entry.name)
    return None


def why(game: Game, error: Exception | None) -> str:
    """Why a save, a file or a clipboard's text cannot be used, in words."""
    if isinstance(error, FileError):
        return text(f"frame.error.{error.code.value}", **error.params)
    if isinstance(error, LibraryError):
        return text(f"frame.saved_games.error.{error.code.value}", **error.params)
    if isinstance(error, FileNotFoundError):
        return text("frame.saved_games.error.missing", file=Path(error.filename or "").name)
    if isinstance(error, OSError):
        name = Path(error.filename).name if error.filename else ""
        return text("frame.error.unreadable", file=name)
    if isinstance(error, CodedError):
        return game.explain(error)
    return str(error)


# --- saving and importing -------------------------------------------------------------


def default_name(game: Game, setup: Setup, when: float | None = None) -> str:
    """Who, what and when: "Anna and Ben, Quarto, 2026-11-28 14:05" (cut to fit)."""
    moment = time.strftime("%Y-%m-%d %H:%M", time.localtime(when))
    title = text(game.title)
    players = together(setup.names)
    name = text("frame.saved_games.default_name", players=players, game=title, when=moment)
    if len(name) <= library.NAME_LIMIT:
        return name
    room = library.NAME_LIMIT - (len(name) - len(players)) - 1
    short = players[: max(room, 1)].rstrip() + "…"
    name = text("frame.saved_games.default_name", players=short, game=title, when=moment)
    return name[: library.NAME_LIMIT]


def save(game: Game, saved: Saved, name: str) -> Listed:
    """Keep the game as a new save called `name` (numbered if taken); LibraryError if not."""
    try:
        where = paths.game_saves_dir(game.id)
    except OSError as exc:  # no folder for saves
        raise LibraryError(library.LibraryCode.REFUSED, name=name, why=_said(exc)) from None
    return library.create(where, name, game.write_record(saved))


def _said(error: OSError) -> str:
    """The system's own words for why it refused (its message, not a traceback)."""
    return error.strerror or str(error)


def import_text(game: Game, raw: str, name: str | None = None) -> tuple[Listed | None, str | None]:
    """Keep a record from outside (a file, the clipboard) as a new save, once the game's
    reader accepts it: the save, or why not (the line and token at fault). Named `name`,
    or who, what and when."""
    try:
        saved = game.read_record(raw)
    except CodedError as exc:
        from_position = _from_position(game, raw)
        if from_position is None:
            return None, why(game, exc)
        saved = from_position
    try:
        chosen = library.clean_name(name) if name else default_name(game, saved.setup)
    except LibraryError:
        chosen = default_name(game, saved.setup)
    try:
        return save(game, saved, chosen), None
    except LibraryError as exc:
        return None, why(game, exc)


def _from_position(game: Game, raw: str) -> Saved | None:
    """A one-line text that is no record but the game's position string: a new game
    between people (the default setup) played on from that position; None if it is not."""
    if game.from_position_text is None or len(raw.strip().splitlines()) != 1:
        return None
    try:
        return game.from_position_text(raw, game.default_setup())
    except CodedError:
        return None  # the record's reason is the one to tell: it was meant as a record


def import_file(game: Game, typed: str) -> tuple[Listed | None, str | None]:
    """Import the record in the file at `typed` (a path; a bare name is looked for in the
    exports folder); named after the file."""
    path = export_folder_path(typed)
    if path is None:
        return None, text("frame.saved_games.error.no_path")
    try:
        raw = library.read(path)
    except (CodedError, OSError) as exc:
        return None, why(game, exc)
    if raw is None:
        return None, text("frame.saved_games.error.missing", file=str(path))
    return import_text(game, raw, path.stem[: library.NAME_LIMIT])


def export_folder_path(typed: str) -> Path | None:
    """The file a typed path names: `~` is the home folder, a relative path starts in the
    exports folder (where Export writes); None for nothing typed."""
    typed = typed.strip().strip('"')
    if not typed:
        return None
    path = Path(typed).expanduser()
    if not path.is_absolute():
        path = (exports_folder() or Path.home()) / path
    return path


def export(entry: Entry) -> tuple[Path | None, Exception | None]:
    """Write the save's record to a new file in the exports folder; its path, or the error."""
    raw, error = record_text(entry)
    if raw is None:
        return None, error
    try:
        return library.export(paths.exports_dir(), entry.name, raw), None
    except OSError as exc:  # no folder for exports
        return None, LibraryError(library.LibraryCode.REFUSED, name=entry.name, why=_said(exc))
    except LibraryError as exc:
        return None, exc


def exports_folder() -> Path | None:
    """Where exports go (Documents/Quarto); None (and a line in the log) if it cannot be
    made."""
    try:
        return paths.exports_dir()
    except OSError as exc:
        log.warning("No folder for exports: %s", exc)
        return None


# --- a row's words --------------------------------------------------------------------


def when_words(entry: Entry) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(entry.listed.modified))


def rules_words(game: Game, setup: Setup) -> str:
    """The options that differ from the game's defaults ("Board: lines and squares"), or
    "Standard rules"."""
    said = []
    for option in game.options:
        value = setup.options.get(option.key, option.default)
        if value == option.default or value not in option.values:
            continue
        if not game.applies(option, setup.options):
            continue
        label = text(option.value_labels[option.values.index(value)])
        said.append(text("frame.saved_games.rule", option=text(option.label), value=label))
    return ", ".join(said) if said else text("frame.saved_games.standard_rules")


def status_words(saved: Saved) -> str:
    """ "In progress", or how it ended: who won, or a draw."""
    outcome = getattr(saved.match, "outcome", None)
    if not saved.finished or outcome is None:
        return text("frame.saved_games.in_progress")
    winners = tuple(saved.setup.names[seat] for seat in outcome.winners)
    if not winners:
        return text("frame.saved_games.draw")
    return text("frame.saved_games.won", players=together(winners))


def details(game: Game, saved: Saved) -> str:
    """A row's second line: the players, the rules, how far it went, how it stands."""
    parts = [together(saved.setup.names), rules_words(game, saved.setup)]
    if game.progress_words is not None:
        parts.append(game.progress_words(saved.match))
    parts.append(status_words(saved))
    return " · ".join(parts)
