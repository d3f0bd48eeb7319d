"""The statistics database file: opened, checked and migrated; set aside when it cannot be used.

`Database` runs the statistics' work on an SQLite file (quarto_app.platform.stats
says what is kept in it):

* Each `write` is one transaction, committed with `synchronous = FULL` in a
  rollback journal: once it returns True the rows are on disk, and a crash or
  a `kill -9` at any moment leaves either the whole transaction or none of it.
* On opening, a file that is no SQLite database (garbage, cut before its
  header), fails SQLite's `quick_check` (truncated, malformed), is not ours
  (tables but no version), was written by a newer version of the game, is a
  folder or a pipe, or cannot be opened or read, is renamed aside with its
  journal, never over an earlier copy kept the same way
  (quarto_app.platform.storage.kept_aside_name), and counting starts again in
  a new file. The same happens if SQLite finds damage later, mid-session.
* Another copy of the game holding the file locked is waited for `timeout`
  seconds (SQLite's busy handler), then reported as `StatsCode.LOCKED`: never
  a hang, never a file set aside for it.
* A sound file the disk will not let us migrate (read-only, full), or no file
  at all (the data folder cannot be made, a damaged file cannot be moved):
  the session counts in memory and says so (`NOT_KEPT`); the file is left as
  it is. A write refused later (read-only, full, failing disk) is reported as
  `UNWRITABLE`, and the caller keeps the entry to try again.

What went wrong is a `StatsProblem`, queued for the player to be told once
(`take_problems`); nothing here raises for a file or a disk, except a read
that cannot be answered now (`read` raises the problem for the screen to say).
"""

from __future__ import annotations

import logging
import os
import sqlite3
import stat
from collections.abc import Callable
from enum import Enum
from pathlib import Path
from typing import TypeVar

from ..coded import CodedError
from . import stats_schema as schema
from .storage import kept_aside_name

log = logging.getLogger("quarto.stats")

FILE_NAME = "stats.sqlite3"
TIMEOUT = 2.0
"""Seconds to wait for another copy of the game to let go of the file."""

MAGIC = b"SQLite format 3\x00"
HEADER = 100  # bytes: SQLite's file header
COMPANIONS = ("-journal", "-wal", "-shm")  # SQLite's files beside the database
T = TypeVar("T")


class StatsCode(Enum):
    """What the player is told about their statistics (the screens word each code)."""

    NOT_A_DATABASE = "not_a_database"  # file, kept: not an SQLite database (garbage, cut header)
    DAMAGED = "damaged"  # file, kept: truncated, malformed, or no statistics of ours
    NOT_A_FILE = "not_a_file"  # file, kept: a folder, a pipe or a device in its place
    UNREADABLE = "unreadable"  # file, kept: the system refused to open or read it
    NEWER = "newer"  # file, kept, version, known: written by a newer version of the game
    LOCKED = "locked"  # file: another copy of the game holds it; tried again at the next game
    UNWRITABLE = "unwritable"  # file: the disk refused (read-only, full, failing); tried again
    NOT_KEPT = "not_kept"  # file: no file can be used: this session's games are counted in memory


SET_ASIDE = {
    StatsCode.NOT_A_DATABASE,
    StatsCode.DAMAGED,
    StatsCode.NOT_A_FILE,
    StatsCode.UNREADABLE,
    StatsCode.NEWER,
}
"""The codes for which the file is renamed aside and counting starts again."""


class StatsProblem(CodedError):
    """Something about the statistics file the player should hear of once.

    `kept` is where a file set aside went (None: it was not moved, or nothing was).
    """

    def __init__(self, code: StatsCode, /, *, file: str, kept: Path | None = None, **more: object):
        super().__init__(code, file=file, kept=str(kept) if kept else "", **more)
        self.kept = kept


def default_path() -> Path:
    """The statistics of this user: `stats.sqlite3` in the per-user data folder."""
    from .paths import stats_path

    return stats_path()


def trouble_of(exc: sqlite3.DatabaseError) -> StatsCode | None:
    """The code for an error SQLite gave about the file; None for a mistake in our own SQL."""
    if isinstance(exc, sqlite3.IntegrityError | sqlite3.ProgrammingError):
        return None
    code = (getattr(exc, "sqlite_errorcode", None) or 0) & 0xFF  # the primary result code
    if code in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
        return StatsCode.LOCKED
    if code in (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB, sqlite3.SQLITE_FORMAT):
        return StatsCode.DAMAGED
    if code in (sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_PERM, sqlite3.SQLITE_AUTH):
        return StatsCode.UNREADABLE
    if code in (
        sqlite3.SQLITE_READONLY,
        sqlite3.SQLITE_FULL,
        sqlite3.SQLITE_IOERR,
        sqlite3.SQLITE_NOMEM,
        sqlite3.SQLITE_NOLFS,
        sqlite3.SQLITE_PROTOCOL,
    ):
        return StatsCode.UNWRITABLE
    return None


def look_at(path: Path) -> tuple[StatsCode, str] | None:
    """Why `path` cannot be our database, from the outside, before SQLite opens it.

    None: no file (or an empty one), or a file that starts as an SQLite database.
    Never blocks: a pipe is refused from its type, and opened without waiting.
    """
    try:
        found = os.stat(path)
    except FileNotFoundError:
        return None
    except OSError as exc:  # the folder cannot be searched
        return StatsCode.UNREADABLE, str(exc)
    if not stat.S_ISREG(found.st_mode):
        return StatsCode.NOT_A_FILE, "not a regular file"
    if found.st_size == 0:
        return None  # SQLite makes a new database in an empty file
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        with os.fdopen(os.open(path, flags), "rb") as handle:
            if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
                return StatsCode.NOT_A_FILE, "not a regular file"
            head = handle.read(HEADER)
    except OSError as exc:
        return StatsCode.UNREADABLE, str(exc)
    if not head.startswith(MAGIC):
        return StatsCode.NOT_A_DATABASE, "no SQLite header"
    if len(head) < HEADER:
        return StatsCode.DAMAGED, "cut inside its header"
    return None


class _Unusable(Exception):
    """The file cannot be used (code, reason, more parameters): set aside if its code is
    in SET_ASIDE; otherwise (UNWRITABLE, NOT_KEPT) left alone, and counted in memory."""

    def __init__(self, code: StatsCode, reason: str, **more: object) -> None:
        super().__init__(code, reason)
        self.code, self.reason, self.more = code, reason, more


class Database:
    """One connection to the statistics file, opened on first use (see the module's doc).

    `path` None: in memory only (no file can be used this session).
    """

    def __init__(self, path: Path | None, timeout: float = TIMEOUT) -> None:
        self.path = path
        self.timeout = timeout
        self._connection: sqlite3.Connection | None = None
        self._problems: list[StatsProblem] = []

    # --- telling the player ----------------------------------------------------------------

    def tell(self, problem: StatsProblem) -> None:
        """Queue `problem` for the player, once: the same code is not queued twice untold."""
        if all(told.code is not problem.code for told in self._problems):
            self._problems.append(problem)

    def take_problems(self) -> tuple[StatsProblem, ...]:
        """What the player has not been told yet; each is given once."""
        problems, self._problems = tuple(self._problems), []
        return problems

    # --- work ------------------------------------------------------------------------------

    def write(self, work: Callable[[sqlite3.Connection], None]) -> bool:
        """Run `work` in one transaction. False if it could not be: the problem is queued."""
        for _ in range(2):  # once more on a new file if this one turns out damaged
            try:
                connection = self._connect()
                connection.execute("BEGIN IMMEDIATE")
                try:
                    work(connection)
                    connection.execute("COMMIT")
                finally:
                    _end(connection)
                return True
            except sqlite3.DatabaseError as exc:
                code = self._after(exc)
                if code is not None:
                    self.tell(self._problem(code))
                    return False
            except StatsProblem as problem:
                self.tell(problem)
                return False
        return False

    def read(self, query: Callable[[sqlite3.Connection], T]) -> T:
        """`query`'s answer from one consistent snapshot; StatsProblem if the file cannot
        answer now (another copy of the game holds it, or the disk fails)."""
        for _ in range(2):
            connection = self._connect()
            try:
                connection.execute("BEGIN")
                try:
                    return query(connection)
                finally:
                    _end(connection)
            except sqlite3.DatabaseError as exc:
                code = self._after(exc)
                if code is not None:
                    raise self._problem(code) from None
        raise self._problem(StatsCode.NOT_KEPT)  # damaged twice in a row: not seen in practice

    def open(self) -> None:
        """Open (check, migrate, or set aside) the file now rather than at the first use;
        what it found is queued."""
        try:
            self._connect()
        except StatsProblem as problem:  # locked: tried again at the next use
            self.tell(problem)

    def close(self) -> None:
        if self._connection is not None:
            self._connection.close()
            self._connection = None

    # --- opening ---------------------------------------------------------------------------

    def _problem(self, code: StatsCode) -> StatsProblem:
        return StatsProblem(code, file=self.path.name if self.path else FILE_NAME)

    def _after(self, exc: sqlite3.DatabaseError) -> StatsCode | None:
        """What a failed operation means. Damage found now: the file is set aside, and
        None says "try again" (on the new file). Our own mistakes are raised."""
        code = trouble_of(exc)
        if code is None:
            raise exc
        self.close()
        if code is StatsCode.DAMAGED and self.path is not None:
            self._set_aside(StatsCode.DAMAGED, str(exc), {})
            return None
        if code is StatsCode.UNREADABLE:  # an open file: its journal or folder refused
            return StatsCode.UNWRITABLE
        return code

    def _connect(self) -> sqlite3.Connection:
        """The open connection, opening (and checking, migrating) the file on first use.

        StatsProblem(LOCKED) when another copy holds the file; the next call tries again.
        """
        if self._connection is not None:
            return self._connection
        if self.path is not None:
            try:
                self._connection = self._open(self.path)
            except _Unusable as unusable:
                if unusable.code in SET_ASIDE:
                    self._set_aside(unusable.code, unusable.reason, unusable.more)
                else:  # a sound file the disk will not let us write, or no file can be made
                    log.warning("The statistics %s cannot be used: %s", self.path, unusable.reason)
                    if unusable.code is not StatsCode.NOT_KEPT:
                        self.tell(self._problem(unusable.code))
                    self._to_memory()
                if self.path is not None:
                    try:  # a new file in its place
                        self._connection = self._open(self.path)
                    except _Unusable as again:
                        log.warning("A new statistics file could not be used: %s", again.reason)
                        self._to_memory()
        if self.path is None:
            self._connection = self._new(":memory:", uri=False)
            schema.migrate(self._connection)
        assert self._connection is not None
        return self._connection

    def _new(self, target: str, uri: bool) -> sqlite3.Connection:
        connection = sqlite3.connect(target, uri=uri, timeout=self.timeout, isolation_level=None)
        connection.execute("PRAGMA foreign_keys = ON")
        connection.execute("PRAGMA synchronous = FULL")  # a commit is on disk when it returns
        return connection

    def _open(self, path: Path) -> sqlite3.Connection:
        """The checked, migrated database at `path`; _Unusable if it cannot be ours,
        StatsProblem(LOCKED) if another copy holds it."""
        looked = look_at(path)
        if looked is not None:
            raise _Unusable(*looked)
        existed = path.exists()
        connection: sqlite3.Connection | None = None
        try:
            connection = self._new(path.absolute().as_uri() + "?mode=rwc", uri=True)
            if existed:
                checked = connection.execute("PRAGMA quick_check").fetchall()
                if checked != [("ok",)]:
                    raise _Unusable(StatsCode.DAMAGED, "; ".join(str(r[0]) for r in checked[:3]))
            version = schema.version_of(connection)
            if version > schema.VERSION:
                raise _Unusable(StatsCode.NEWER, "newer", version=version, known=schema.VERSION)
            if version == 0 and not schema.is_empty(connection):
                raise _Unusable(StatsCode.DAMAGED, "tables, but no version: not our statistics")
            found = schema.migrate(connection)
            if not schema.fits(connection):
                raise _Unusable(StatsCode.DAMAGED, "tables missing or changed")
            if found < schema.VERSION:
                log.info("Statistics %s: version %d -> %d", path, found, schema.VERSION)
            return connection
        except BaseException as exc:
            if connection is not None:
                connection.close()
            if isinstance(exc, sqlite3.DatabaseError):
                code = trouble_of(exc)
                if code is StatsCode.LOCKED:
                    raise self._problem(code) from None
                if not existed and code is not None:  # the folder refused a new file
                    raise _Unusable(StatsCode.NOT_KEPT, str(exc)) from None
                if code is not None:
                    raise _Unusable(code, str(exc)) from None
                if type(exc) is sqlite3.OperationalError:  # e.g. "no such table" in a check
                    raise _Unusable(StatsCode.DAMAGED, str(exc)) from None
            raise

    def _set_aside(self, code: StatsCode, reason: str, more: dict[str, object]) -> None:
        """Rename the file (and its journal) aside and queue the problem; when the place
        cannot be cleared, count in memory from now on."""
        assert self.path is not None
        path, kept = self.path, None
        try:
            target = kept_aside_name(path)
            os.replace(path, target)
            kept = target
            for suffix in COMPANIONS:
                companion = path.with_name(path.name + suffix)
                if os.path.lexists(companion):
                    beside = kept.with_name(kept.name + suffix)
                    os.replace(companion, kept_aside_name(beside) if beside.exists() else beside)
        except OSError as exc:
            # Left in place, or moved without its journal: a new file there is not safe.
            log.warning("Could not set the statistics %s aside (%s)", path, exc)
            self.tell(StatsProblem(code, file=path.name, kept=kept, **more))
            self._to_memory()
            return
        log.warning("The statistics %s could not be used (%s); kept as %s", path, reason, kept)
        self.tell(StatsProblem(code, file=path.name, kept=kept, **more))

    def _to_memory(self) -> None:
        log.warning("The statistics are counted in memory only for this session.")
        self.tell(StatsProblem(StatsCode.NOT_KEPT, file=self.path.name if self.path else FILE_NAME))
        self.path = None


def _end(connection: sqlite3.Connection) -> None:
    """Close a transaction left open by a failure (a read's snapshot, a refused write)."""
    if connection.in_transaction:
        try:
            connection.execute("ROLLBACK")
        except sqlite3.Error as exc:  # the connection is dropped next anyway
            log.warning("Could not roll back a statistics transaction: %s", exc)
