"""The statistics database under damage, locks and kills: nothing finished is lost, nothing
half-written stays, nothing crashes or hangs, and the player is told once by a code.

A file the game cannot use is set aside under a name that never overwrites an earlier
one, and counting starts again. Another copy of the game holding the file is waited for
a moment, then reported; what could not be written waits in memory and goes in later.
"""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import tempfile
from datetime import date
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from quarto_app.platform import stats_schema
from quarto_app.platform.stats import (
    FinishedGame,
    PuzzleAttempt,
    Rating,
    Stats,
    StatsCode,
    StatsProblem,
    open_stats,
)

ROOT = Path(__file__).resolve().parent.parent
DAY = date(2026, 5, 14)
WON = FinishedGame("quarto", DAY, (None, "Hard"), (0,), 11)


@pytest.fixture(autouse=True)
def own_profile(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("QUARTO_USER_DIR", str(tmp_path / "profile"))
    (tmp_path / "profile" / "data").mkdir(parents=True)
    return tmp_path / "profile"


@pytest.fixture
def db(own_profile: Path) -> Path:
    return own_profile / "data" / "stats.sqlite3"


def games(stats: Stats) -> int:
    return stats.summary("quarto").games


def a_database_with(path: Path, count: int) -> None:
    with open_stats(path) as stats:
        for _ in range(count):
            assert stats.record_game(WON)


def codes(problems: tuple[StatsProblem, ...]) -> list[StatsCode]:
    return [problem.code for problem in problems]


def starts_again(stats: Stats) -> None:
    """Counting starts from nothing, and goes on."""
    assert games(stats) == 0
    assert stats.record_game(WON) and games(stats) == 1


# --- damaged files -----------------------------------------------------------------------


def cut_in_half(path: Path) -> None:
    a_database_with(path, 0)
    with sqlite3.connect(path) as connection:  # enough rows for many pages
        connection.executemany(
            "INSERT INTO games (game, played_on, seats, opponents, levels, outcome, length)"
            " VALUES ('quarto', '2026-01-01', 2, 'computer', '[\"Easy\"]', 'win', ?)",
            [(n,) for n in range(3000)],
        )
    connection.close()
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])


def newer(path: Path) -> None:
    a_database_with(path, 1)
    with sqlite3.connect(path) as connection:
        connection.execute(f"PRAGMA user_version = {stats_schema.VERSION + 1}")
    connection.close()


def not_ours(path: Path) -> None:
    with sqlite3.connect(path) as connection:
        connection.execute("CREATE TABLE recipes (name TEXT)")
    connection.close()


DAMAGE = {
    "garbage": (lambda path: path.write_bytes(b"\x00garbage\xff" * 500), StatsCode.NOT_A_DATABASE),
    "text": (lambda path: path.write_text('{"wins": 3}'), StatsCode.NOT_A_DATABASE),
    "cut-header": (lambda path: path.write_bytes(b"SQLite format 3\x00" + b"\x10" * 40), None),
    "cut-in-half": (cut_in_half, StatsCode.DAMAGED),
    "newer-version": (newer, StatsCode.NEWER),
    "not-ours": (not_ours, StatsCode.DAMAGED),
}


@pytest.mark.parametrize("kind", DAMAGE, ids=list(DAMAGE))
def test_a_damaged_database_is_kept_aside_and_counting_starts_again(db: Path, kind: str) -> None:
    make, code = DAMAGE[kind]
    make(db)
    before = db.read_bytes()
    stats = open_stats()
    [problem] = stats.take_problems()
    assert problem.code is (code or StatsCode.DAMAGED)
    assert problem.kept == db.with_name("stats.sqlite3.bak")
    assert problem.params["file"] == "stats.sqlite3"
    assert problem.kept.read_bytes() == before  # kept as it was, byte for byte
    starts_again(stats)
    assert stats.take_problems() == ()  # told once
    stats.close()
    with open_stats() as again:  # the new file is sound
        assert again.take_problems() == () and games(again) == 1


def test_a_newer_version_says_which_and_its_file_still_holds_the_games(db: Path) -> None:
    newer(db)
    with open_stats() as stats:
        [problem] = stats.take_problems()
    assert problem.params["version"] == stats_schema.VERSION + 1
    assert problem.params["known"] == stats_schema.VERSION
    with sqlite3.connect(problem.kept) as kept:
        assert kept.execute("SELECT count(*) FROM games").fetchone()[0] == 1
    kept.close()


def test_two_damaged_databases_are_both_kept(db: Path) -> None:
    kept = []
    for content in (b"first" * 50, b"second" * 50):
        db.write_bytes(content)
        with open_stats() as stats:
            [problem] = stats.take_problems()
            kept.append(problem.kept)
    assert kept[0] != kept[1]
    assert kept[0].read_bytes() == b"first" * 50 and kept[1].read_bytes() == b"second" * 50


def test_a_journal_beside_a_damaged_database_goes_aside_with_it(db: Path) -> None:
    db.write_bytes(b"garbage" * 100)
    journal = db.with_name("stats.sqlite3-journal")
    journal.write_bytes(b"a journal of the damaged file")
    with open_stats() as stats:
        [problem] = stats.take_problems()
        starts_again(stats)
    assert problem.kept.with_name(problem.kept.name + "-journal").read_bytes().startswith(b"a j")
    assert not journal.exists()


def test_a_folder_or_a_pipe_in_its_place_is_kept_aside_without_blocking(db: Path) -> None:
    db.mkdir()
    (db / "inside").write_text("kept")
    with open_stats() as stats:
        [problem] = stats.take_problems()
        assert problem.code is StatsCode.NOT_A_FILE
        assert (problem.kept / "inside").read_text() == "kept"
        starts_again(stats)
    db.unlink()
    os.mkfifo(db)  # opened for reading, a pipe would wait for a writer forever
    with open_stats() as stats:
        [problem] = stats.take_problems()
        assert problem.code is StatsCode.NOT_A_FILE
        starts_again(stats)


def test_a_database_the_system_will_not_let_us_read_is_kept_aside(
    db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    a_database_with(db, 2)
    real_open = os.open

    def refuse(path, *args, **kwargs):
        if Path(path) == db:
            raise PermissionError(13, "Permission denied", str(path))
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(os, "open", refuse)  # tests may run as root, where mode 000 reads
    with open_stats() as stats:
        [problem] = stats.take_problems()
        assert problem.code is StatsCode.UNREADABLE
        starts_again(stats)
    monkeypatch.undo()
    with open_stats(problem.kept) as kept:  # the player's games are all in the copy
        assert kept.take_problems() == () and games(kept) == 2


def as_a_user_without_privileges(check) -> None:
    """Run `check()` as a user who cannot read a file of mode 000: this process when it is
    not root, otherwise a forked child that became `nobody` (root reads any file)."""
    if os.geteuid() != 0:
        check()
        return
    import pwd
    import traceback

    nobody = pwd.getpwnam("nobody")
    read_end, write_end = os.pipe()
    child = os.fork()
    if child == 0:  # pragma: no cover - the child's report is read below
        status = 1
        try:
            os.close(read_end)
            os.setgid(nobody.pw_gid)
            os.setuid(nobody.pw_uid)
            check()
            status = 0
        except BaseException:
            os.write(write_end, traceback.format_exc().encode())
        finally:
            os._exit(status)
    os.close(write_end)
    with os.fdopen(read_end, "rb") as report:
        failure = report.read().decode()
    _, status = os.waitpid(child, 0)
    assert os.waitstatus_to_exitcode(status) == 0, failure


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="modes and users of Linux")
def test_a_database_of_mode_000_is_kept_aside() -> None:
    folder = Path(tempfile.mkdtemp(prefix="quarto-stats-"))  # below /tmp: anyone may enter
    path = folder / "stats.sqlite3"
    try:
        a_database_with(path, 2)
        if os.geteuid() == 0:
            import pwd

            try:
                nobody = pwd.getpwnam("nobody")
            except KeyError:
                pytest.skip("no user without privileges to become")
            os.chown(folder, nobody.pw_uid, nobody.pw_gid)
            os.chown(path, nobody.pw_uid, nobody.pw_gid)
        path.chmod(0)

        def check() -> None:
            with pytest.raises(PermissionError):
                path.read_bytes()
            with open_stats(path) as stats:
                [problem] = stats.take_problems()
                assert problem.code is StatsCode.UNREADABLE
                assert problem.kept == folder / "stats.sqlite3.bak"
                starts_again(stats)

        as_a_user_without_privileges(check)
        kept = folder / "stats.sqlite3.bak"
        kept.chmod(0o600)
        with open_stats(kept) as stats:  # nothing of the player's was lost
            assert games(stats) == 2
    finally:
        import shutil

        shutil.rmtree(folder, ignore_errors=True)


def test_a_file_that_cannot_be_moved_stays_and_the_session_counts_in_memory(
    db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db.write_bytes(b"garbage" * 100)
    real_replace = os.replace

    def refuse(source, target):
        if Path(source) == db:
            raise PermissionError(13, "Permission denied", str(source))
        return real_replace(source, target)

    monkeypatch.setattr(os, "replace", refuse)
    with open_stats() as stats:
        problems = stats.take_problems()
        assert codes(problems) == [StatsCode.NOT_A_DATABASE, StatsCode.NOT_KEPT]
        assert problems[0].kept is None and problems[0].params["kept"] == ""
        starts_again(stats)  # counted for this session
    assert db.read_bytes() == b"garbage" * 100  # untouched


def test_with_no_data_folder_the_session_counts_in_memory(own_profile: Path) -> None:
    (own_profile / "data" / "stats.sqlite3").parent.rmdir()
    (own_profile / "data").write_text("a file where the data folder should be")
    with open_stats() as stats:
        assert codes(stats.take_problems()) == [StatsCode.NOT_KEPT]
        starts_again(stats)
        assert stats.record_attempt(PuzzleAttempt("p", 1500.0, True, DAY), Rating(1, 2, 3))
        assert stats.puzzle_rating() == Rating(1, 2, 3)
    assert (own_profile / "data").read_text().startswith("a file")


def test_damage_found_mid_session_sets_the_file_aside_and_the_game_is_still_counted(
    db: Path,
) -> None:
    stats = open_stats()
    assert stats.record_game(WON)
    with open(db, "r+b") as handle:  # something else scribbles over the file
        handle.write(b"\x00" * 100)
    assert stats.record_game(WON)
    [problem] = stats.take_problems()
    assert problem.code is StatsCode.DAMAGED and problem.kept.exists()
    assert games(stats) == 1
    stats.close()


ANY_BYTES = st.one_of(
    st.binary(max_size=3000),
    st.binary(min_size=1, max_size=3000).map(lambda tail: b"SQLite format 3\x00" + tail),
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ANY_BYTES)
def test_any_bytes_as_the_database_open_and_count(content: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "stats.sqlite3"
        path.write_bytes(content)
        with open_stats(path) as stats:
            problems = stats.take_problems()
            assert len(problems) <= 1
            assert all(
                problem.code in (StatsCode.NOT_A_DATABASE, StatsCode.DAMAGED)
                for problem in problems
            )
            starts_again(stats)


# --- another copy of the game ------------------------------------------------------------

HOLDER = """
import sqlite3, sys
connection = sqlite3.connect(sys.argv[1], isolation_level=None)
connection.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
sys.stdin.readline()
connection.execute("COMMIT")
"""


class Holder:
    """Another process that holds the database locked until told to let go."""

    def __init__(self, path: Path) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-c", HOLDER, str(path)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self.process.stdout is not None
        assert self.process.stdout.readline().strip() == "locked"

    def let_go(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write("\n")
        self.process.stdin.close()
        assert self.process.wait() == 0
        assert self.process.stdout is not None
        self.process.stdout.close()


def test_a_locked_database_is_reported_then_written_once_free(db: Path) -> None:
    a_database_with(db, 1)
    stats = open_stats(timeout=0.05)
    assert stats.take_problems() == ()
    holder = Holder(db)
    try:
        assert not stats.record_game(WON)  # waited a moment, then gave up: no hang
        assert not stats.record_attempt(PuzzleAttempt("p", 1500.0, True, DAY))
        assert stats.waiting == 2
        with pytest.raises(StatsProblem) as reading:
            stats.summary("quarto")
        assert reading.value.code is StatsCode.LOCKED
        assert not stats.reset("quarto")
        assert codes(stats.take_problems()) == [StatsCode.LOCKED]  # once, not per try
    finally:
        holder.let_go()
    assert stats.flush() and stats.waiting == 0
    assert games(stats) == 2 and stats.puzzle_summary().attempts == 1
    assert stats.take_problems() == ()
    assert sorted(path.name for path in db.parent.iterdir()) == ["stats.sqlite3"]
    stats.close()


def test_a_database_locked_at_the_start_is_not_taken_for_damaged(db: Path) -> None:
    a_database_with(db, 1)
    holder = Holder(db)
    try:
        stats = open_stats(timeout=0.05)
        assert codes(stats.take_problems()) == [StatsCode.LOCKED]
        assert not stats.record_game(WON)
    finally:
        holder.let_go()
    assert games(stats) == 2  # the waiting game went in first
    stats.close()
    assert sorted(path.name for path in db.parent.iterdir()) == ["stats.sqlite3"]


def test_what_waits_is_written_when_the_game_closes(db: Path) -> None:
    a_database_with(db, 0)
    stats = open_stats(timeout=0.05)
    holder = Holder(db)
    try:
        assert not stats.record_game(WON)
    finally:
        holder.let_go()
    stats.close()
    with open_stats() as again:
        assert games(again) == 1


# --- kill -9 -----------------------------------------------------------------------------

RECORDER = """
import sys
from datetime import date, timedelta
from pathlib import Path
from quarto_app.platform.stats import FinishedGame, PuzzleAttempt, Rating, open_stats

stats = open_stats(Path(sys.argv[1]))
number = int(sys.argv[2])
while True:
    seats = (None, "easy", "hard", "medium")[: 2 + number % 3]
    day = date(2026, 1, 1) + timedelta(days=number // 7)
    game = FinishedGame("quartino", day, seats, (number % len(seats),), number, hints=number % 2)
    assert stats.record_game(game)
    attempt = PuzzleAttempt(f"p{number}", 1500.0, number % 3 == 0, day, 1.5)
    assert stats.record_attempt(attempt, Rating(1000.0 + number, 200.0, 0.06))
    print(number, flush=True)
    number += 1
"""


def test_a_kill_at_any_moment_loses_nothing_finished_and_leaves_nothing_half_written(
    db: Path,
) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    count = 0  # games in the file; each run goes on numbering from there
    acknowledged: set[int] = set()  # numbers whose game and attempt the recorder saw written
    for stop_after in (3, 20, 45):  # three kills, each in the middle of a run of writes
        child = subprocess.Popen(
            [sys.executable, "-c", RECORDER, str(db), str(count)],
            stdout=subprocess.PIPE,
            text=True,
            env=env,
        )
        assert child.stdout is not None
        while len(acknowledged) < count + stop_after:
            line = child.stdout.readline()
            assert line, "the recorder stopped before it was killed"
            acknowledged.add(int(line))
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
        acknowledged.update(int(line) for line in child.stdout)  # said before the kill
        child.stdout.close()
        assert child.returncode == -signal.SIGKILL

        with sqlite3.connect(db) as connection:  # the file itself, before the game opens it
            assert connection.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        connection.close()
        with open_stats(db) as stats:
            assert stats.take_problems() == ()
            lines = stats.table("quartino")
            count = sum(line.plain.games + line.assisted.games for line in lines)
            attempts = stats.puzzle_attempts("quarto")
            # The rating is the newest attempt's, written in the same transaction.
            assert stats.puzzle_rating() == attempts[0].rating_after
        numbers = [int(past.attempt.puzzle[1:]) for past in attempts]
        assert len(numbers) == len(set(numbers))
        # Every game and attempt acknowledged is there; at most one game more, whose
        # attempt the kill may have stopped.
        assert acknowledged <= set(numbers) <= set(range(count))
        assert count - 1 <= max(acknowledged) + 1 <= count
        with sqlite3.connect(db) as connection:
            lengths = [row[0] for row in connection.execute("SELECT length FROM games ORDER BY id")]
            assert lengths == list(range(count))  # none missing, none twice
            half_written = connection.execute(
                "SELECT count(*) FROM games WHERE seats !="
                " (SELECT count(*) FROM seats WHERE game_id = games.id)"
            ).fetchone()[0]
            assert half_written == 0
        connection.close()


STOPPED_INSIDE = """
import sqlite3, sys
from datetime import date
from pathlib import Path

real_connect = sqlite3.connect


def connect(*args, **kwargs):
    connection = real_connect(*args, **kwargs)

    def trace(statement):
        if statement.startswith("INSERT INTO seats"):  # the game's row is in, its seats not
            print("inside", flush=True)
            sys.stdin.readline()  # held here until killed

    connection.set_trace_callback(trace)
    return connection


sqlite3.connect = connect
from quarto_app.platform.stats import FinishedGame, open_stats

stats = open_stats(Path(sys.argv[1]))
stats.record_game(FinishedGame("quarto", date(2026, 5, 14), (None, "Easy"), (1,), 9))
"""


def test_a_game_killed_inside_its_transaction_is_not_there_and_the_rest_is(db: Path) -> None:
    a_database_with(db, 3)
    child = subprocess.Popen(
        [sys.executable, "-c", STOPPED_INSIDE, str(db)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert child.stdout is not None and child.stdin is not None
    assert child.stdout.readline().strip() == "inside"
    # The transaction has begun on disk: its journal holds the pages it changes.
    assert db.with_name("stats.sqlite3-journal").exists()
    os.kill(child.pid, signal.SIGKILL)
    child.wait()
    child.stdin.close()
    child.stdout.close()
    with sqlite3.connect(db) as connection:  # the file itself, before the game opens it
        assert connection.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        assert connection.execute("SELECT count(*) FROM seats").fetchone()[0] == 6
    connection.close()
    with open_stats(db) as stats:  # as before the game, and counting goes on
        assert stats.take_problems() == ()
        figures = stats.summary("quarto")
        assert (figures.games, figures.wins, figures.losses) == (3, 3, 0)
        assert stats.record_game(WON) and games(stats) == 4
