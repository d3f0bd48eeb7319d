"""The statistics database's tables, and the path from any earlier version to this one.

The version is SQLite's own `PRAGMA user_version` (0 in a new, empty file).
`MIGRATIONS[n]` takes a database from version n to n + 1; `migrate` applies
every step the file lacks, and the new version number, in one transaction:
a crash or a `kill -9` mid-way leaves the file at its old version, whole, and
the next start simply migrates again. A step is never edited once shipped;
a change is a new step at the end.

    version 1  finished games and their seats
    version 2  puzzle attempts and the player's puzzle rating; a game may have
               begun from a set-up position (a puzzle, an imported position)
    version 3  the player's puzzle rating before each attempt, beside the one after
"""

from __future__ import annotations

import sqlite3

MIGRATIONS: tuple[tuple[str, ...], ...] = (
    (  # 1
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            game TEXT NOT NULL,
            played_on TEXT NOT NULL CHECK (played_on = date(played_on)),
            seats INTEGER NOT NULL CHECK (seats >= 1),
            opponents TEXT NOT NULL CHECK (opponents IN ('computer', 'people')),
            levels TEXT NOT NULL,
            outcome TEXT NOT NULL CHECK (outcome IN ('win', 'shared_win', 'draw', 'loss')),
            length INTEGER NOT NULL CHECK (length >= 0),
            undos INTEGER NOT NULL DEFAULT 0 CHECK (undos >= 0),
            hints INTEGER NOT NULL DEFAULT 0 CHECK (hints >= 0)
        )""",
        # `level` NULL: a person at this screen; otherwise the computer's level.
        """CREATE TABLE seats (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seat INTEGER NOT NULL CHECK (seat >= 0),
            level TEXT,
            won INTEGER NOT NULL CHECK (won IN (0, 1)),
            PRIMARY KEY (game_id, seat)
        )""",
        "CREATE INDEX games_by_day ON games (game, played_on, id)",
    ),
    (  # 2
        """ALTER TABLE games ADD COLUMN from_position INTEGER NOT NULL DEFAULT 0
            CHECK (from_position IN (0, 1))""",
        # rating, deviation, volatility: the player's rating after this attempt, if given.
        """CREATE TABLE puzzle_attempts (
            id INTEGER PRIMARY KEY,
            game TEXT NOT NULL,
            puzzle TEXT NOT NULL,
            puzzle_rating REAL NOT NULL,
            solved INTEGER NOT NULL CHECK (solved IN (0, 1)),
            played_on TEXT NOT NULL CHECK (played_on = date(played_on)),
            seconds REAL CHECK (seconds IS NULL OR seconds >= 0),
            rating REAL,
            deviation REAL,
            volatility REAL
        )""",
        "CREATE INDEX attempts_by_day ON puzzle_attempts (game, played_on, id)",
        "CREATE INDEX attempts_by_puzzle ON puzzle_attempts (game, puzzle)",
        """CREATE TABLE puzzle_ratings (
            game TEXT PRIMARY KEY,
            rating REAL NOT NULL,
            deviation REAL NOT NULL,
            volatility REAL NOT NULL
        )""",
    ),
    (  # 3
        # The rating the attempt was rated from (NULL: not given, or an attempt of version 2).
        "ALTER TABLE puzzle_attempts ADD COLUMN rating_before REAL",
    ),
)

VERSION = len(MIGRATIONS)
"""The version this code writes and reads."""

SHAPE: dict[str, frozenset[str]] = {
    "games": frozenset(
        "id game played_on seats opponents levels outcome length undos hints from_position".split()
    ),
    "seats": frozenset("game_id seat level won".split()),
    "puzzle_attempts": frozenset(
        "id game puzzle puzzle_rating solved played_on seconds rating deviation volatility"
        " rating_before".split()
    ),
    "puzzle_ratings": frozenset("game rating deviation volatility".split()),
}
"""The tables of the current version and their columns: what `fits` checks."""


def version_of(connection: sqlite3.Connection) -> int:
    return int(connection.execute("PRAGMA user_version").fetchone()[0])


def is_empty(connection: sqlite3.Connection) -> bool:
    """No table, index or view at all: a new file (or one made empty)."""
    return connection.execute("SELECT count(*) FROM sqlite_master").fetchone()[0] == 0


def migrate(connection: sqlite3.Connection) -> int:
    """Bring the database to `VERSION`; the version it had. The connection is in
    autocommit mode (isolation_level=None): the transaction is this function's.

    The version is read again once the write lock is held, so two copies of the
    game starting at once never apply a step twice. A version newer than
    `VERSION` is left untouched (the caller decides what to do with it).
    """
    connection.execute("BEGIN IMMEDIATE")
    try:
        found = version_of(connection)
        if found < VERSION:
            for step in MIGRATIONS[found:]:
                for statement in step:
                    connection.execute(statement)
            connection.execute(f"PRAGMA user_version = {VERSION}")
        connection.execute("COMMIT")
    except BaseException:
        if connection.in_transaction:
            connection.execute("ROLLBACK")
        raise
    return found


def fits(connection: sqlite3.Connection) -> bool:
    """Every table of the current version is there with (at least) its columns."""
    for table, columns in SHAPE.items():
        found = {row[1] for row in connection.execute(f"PRAGMA table_info({table})")}
        if not columns <= found:
            return False
    return True
