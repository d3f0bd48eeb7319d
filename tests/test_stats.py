"""Statistics: finished games and puzzle attempts counted, queried, reset, and kept across
versions of the database (quarto_app.platform.stats). Damage, locks and kills are
tests/test_stats_damage.py's."""

from __future__ import annotations

import sqlite3
from datetime import date, datetime
from pathlib import Path

import pytest

from quarto_app.platform import stats_schema
from quarto_app.platform.stats import (
    Counted,
    EntryCode,
    EntryError,
    FinishedGame,
    Opponents,
    Outcome,
    PuzzleAttempt,
    Rating,
    Reset,
    Stats,
    StatsCode,
    Summary,
    open_stats,
    outcome_of,
)

DAY = date(2026, 5, 14)


@pytest.fixture(autouse=True)
def own_profile(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("QUARTO_USER_DIR", str(tmp_path / "profile"))
    return tmp_path / "profile"


@pytest.fixture
def stats(own_profile: Path):
    with open_stats() as opened:
        assert opened.take_problems() == ()
        yield opened


def against(level: str, winners: tuple[int, ...], length: int = 12, **flags) -> FinishedGame:
    """A Quarto game of the person in seat 0 against the computer at `level`."""
    return FinishedGame("quarto", flags.pop("on", DAY), (None, level), winners, length, **flags)


def test_a_won_a_drawn_and_a_lost_game_are_counted_against_their_level(stats: Stats) -> None:
    assert stats.record_game(against("Hard", (0,), length=11))
    assert stats.record_game(against("Hard", (), length=16))
    assert stats.record_game(against("Hard", (1,), length=9))
    assert stats.record_game(against("Easy", (0,), length=7))
    hard = stats.summary("quarto", opponents=Opponents.COMPUTER, levels=["Hard"])
    assert (hard.games, hard.wins, hard.draws, hard.losses, hard.shared_wins) == (3, 1, 1, 1, 0)
    assert hard.average_length == 12.0
    easy = stats.summary("quarto", levels=["Easy"])
    assert (easy.games, easy.wins, easy.average_length) == (1, 1, 7.0)
    assert stats.summary("quarto").games == 4
    assert stats.summary("quartino") == Summary()  # another game's figures are its own
    lines = stats.table("quarto")
    assert [(line.opponents, line.levels) for line in lines] == [
        (Opponents.COMPUTER, ("Easy",)),
        (Opponents.COMPUTER, ("Hard",)),
    ]
    assert lines[1].plain == hard and lines[1].assisted == Summary()


def test_the_figures_outlive_the_session(own_profile: Path) -> None:
    with open_stats() as first:
        assert first.record_game(against("Medium", (0,)))
        assert first.record_attempt(
            PuzzleAttempt("p1", 1450.0, True, DAY), Rating(1520.0, 290.0, 0.06)
        )
    again = open_stats()
    assert again.take_problems() == ()
    assert again.summary("quarto", levels=("Medium",)).wins == 1
    assert again.puzzle_rating() == Rating(1520.0, 290.0, 0.06)
    assert (own_profile / "data" / "stats.sqlite3").is_file()
    again.close()


def test_streaks_count_wins_in_a_row_in_the_order_played(stats: Stats) -> None:
    # Recorded out of order: the dates decide, then the order of recording within a day.
    for day, winners in [(2, (0,)), (1, (0,)), (3, (1,)), (4, (0,)), (4, (0,)), (5, (0,))]:
        stats.record_game(against("Hard", winners, on=date(2026, 5, day)))
    figures = stats.summary("quarto")
    assert (figures.current_streak, figures.best_streak) == (3, 3)
    stats.record_game(against("Hard", (), on=date(2026, 5, 6)))
    figures = stats.summary("quarto")
    assert (figures.current_streak, figures.best_streak) == (0, 3)
    stats.record_game(against("Hard", (0,), on=date(2026, 5, 7)))
    assert stats.summary("quarto").current_streak == 1
    # Within a date range, the streaks of that range.
    in_may_1_to_3 = stats.summary("quarto", since=date(2026, 5, 1), until=date(2026, 5, 3))
    assert (in_may_1_to_3.games, in_may_1_to_3.best_streak) == (3, 2)
    assert in_may_1_to_3.current_streak == 0


def test_dates_filter_both_ends_included(stats: Stats) -> None:
    for day in (1, 2, 3, 4):
        stats.record_game(against("Easy", (0,), on=date(2026, 6, day)))
    assert stats.summary("quarto", since=date(2026, 6, 2)).games == 3
    assert stats.summary("quarto", until=date(2026, 6, 2)).games == 2
    assert stats.summary("quarto", since=date(2026, 6, 2), until=date(2026, 6, 3)).games == 2
    # A datetime counts as its day, whether recorded or asked for.
    stats.record_game(against("Easy", (0,), on=datetime(2026, 6, 3, 23, 59)))
    assert stats.summary("quarto", until=datetime(2026, 6, 3, 0, 0)).games == 4
    assert [line.plain.games for line in stats.table("quarto", since=date(2026, 6, 4))] == [1]
    with pytest.raises(EntryError) as backwards:
        stats.summary("quarto", since=date(2026, 6, 3), until=date(2026, 6, 2))
    assert backwards.value.code is EntryCode.BAD_RANGE


def test_games_with_undo_hints_or_a_set_up_start_are_counted_apart(stats: Stats) -> None:
    stats.record_game(against("Hard", (0,)))
    stats.record_game(against("Hard", (0,), undos=2))
    stats.record_game(against("Hard", (1,), hints=1))
    stats.record_game(against("Hard", (0,), undos=1, hints=3))
    stats.record_game(against("Hard", (0,), from_position=True))
    stats.record_game(against("Hard", (0,)))
    assert [against("Hard", (0,), undos=1).assisted, against("Hard", (0,)).assisted] == [
        True,
        False,
    ]
    plain = stats.summary("quarto")
    assert (plain.games, plain.wins, plain.current_streak, plain.best_streak) == (2, 2, 2, 2)
    assert (plain.with_undo, plain.with_hints, plain.from_position) == (0, 0, 0)
    assisted = stats.summary("quarto", counted=Counted.ASSISTED)
    assert (assisted.games, assisted.wins, assisted.losses) == (4, 3, 1)
    assert (assisted.with_undo, assisted.with_hints, assisted.from_position) == (2, 2, 1)
    assert stats.summary("quarto", counted=Counted.ALL).games == 6
    [line] = stats.table("quarto")
    assert (line.plain, line.assisted) == (plain, assisted)


def test_hot_seat_games_are_counted_between_people_not_per_player(stats: Stats) -> None:
    stats.record_game(FinishedGame("quarto", DAY, (None, None), (1,), 14))
    stats.record_game(FinishedGame("quarto", DAY, (None, None), (0,), 12))
    stats.record_game(FinishedGame("quarto", DAY, (None, None), (), 16))
    stats.record_game(against("Hard", (1,)))
    people = stats.summary("quarto", opponents=Opponents.PEOPLE)
    assert (people.games, people.wins, people.draws, people.losses) == (3, 2, 1, 0)
    assert stats.summary("quarto", opponents=Opponents.COMPUTER).losses == 1
    assert [(line.opponents, line.levels) for line in stats.table("quarto")] == [
        (Opponents.COMPUTER, ("Hard",)),
        (Opponents.PEOPLE, ()),
    ]


def test_quartino_tables_of_several_seats_and_shared_wins(stats: Stats) -> None:
    table = (None, "hard", "easy", "hard")
    stats.record_game(FinishedGame("quartino", DAY, table, (0,), 20))
    stats.record_game(FinishedGame("quartino", DAY, table, (0, 2), 30))
    stats.record_game(FinishedGame("quartino", DAY, table, (1, 3), 25))
    # Seats in another order: the same line-up of levels.
    stats.record_game(FinishedGame("quartino", DAY, ("easy", "hard", None, "hard"), (2,), 18))
    # Two people and a computer: between people; the people's side shares a win.
    stats.record_game(FinishedGame("quartino", DAY, (None, "medium", None), (1, 2), 22))
    lineup = stats.summary("quartino", levels=("hard", "hard", "easy"))
    assert (lineup.games, lineup.wins, lineup.shared_wins, lineup.losses) == (4, 2, 1, 1)
    assert lineup.average_length == pytest.approx(93 / 4)
    lines = stats.table("quartino")
    assert [(line.opponents, line.levels) for line in lines] == [
        (Opponents.COMPUTER, ("easy", "hard", "hard")),
        (Opponents.PEOPLE, ("medium",)),
    ]
    assert lines[1].plain.shared_wins == 1


@pytest.mark.parametrize(
    ("seats", "winners", "outcome"),
    [
        ((None, "Hard"), (0,), Outcome.WIN),
        ((None, "Hard"), (1,), Outcome.LOSS),
        ((None, "Hard"), (), Outcome.DRAW),
        (("Hard", None), (1,), Outcome.WIN),
        ((None, "a", "b"), (0, 2), Outcome.SHARED_WIN),
        ((None, "a", "b"), (1, 2), Outcome.LOSS),
        ((None, None, "b"), (0, 1), Outcome.WIN),
        ((None, None), (1,), Outcome.WIN),
    ],
)
def test_the_outcome_is_the_people_at_the_screens(seats, winners, outcome) -> None:
    assert outcome_of(seats, winners) is outcome
    assert FinishedGame("quarto", DAY, seats, winners, 1).outcome is outcome


@pytest.mark.parametrize(
    ("change", "code"),
    [
        ({"game": "Quarto!"}, EntryCode.BAD_GAME),
        ({"played_on": "2026-05-14"}, EntryCode.BAD_DATE),
        ({"seats": ("Hard", "Easy")}, EntryCode.NO_PERSON),
        ({"seats": ()}, EntryCode.BAD_SEATS),
        ({"seats": [None, "Hard"]}, EntryCode.BAD_SEATS),
        ({"seats": (None, "x" * 41)}, EntryCode.BAD_SEATS),
        ({"seats": (None, "Hard\n")}, EntryCode.BAD_SEATS),
        ({"winners": (2,)}, EntryCode.BAD_WINNERS),
        ({"winners": (0, 0)}, EntryCode.BAD_WINNERS),
        ({"winners": (True,)}, EntryCode.BAD_WINNERS),
        ({"length": -1}, EntryCode.BAD_COUNT),
        ({"length": 3.5}, EntryCode.BAD_COUNT),
        ({"undos": True}, EntryCode.BAD_COUNT),
        ({"hints": -2}, EntryCode.BAD_COUNT),
        ({"from_position": 1}, EntryCode.BAD_FLAG),
    ],
)
def test_a_wrong_entry_is_refused_by_its_code_and_nothing_is_written(
    stats: Stats, change: dict, code: EntryCode
) -> None:
    fields = {"game": "quarto", "played_on": DAY, "seats": (None, "Hard"), "winners": (0,)}
    fields.update(length=10)
    fields.update(change)
    with pytest.raises(EntryError) as refused:
        stats.record_game(FinishedGame(**fields))
    assert refused.value.code is code
    assert stats.waiting == 0
    assert stats.summary("quarto", counted=Counted.ALL).games == 0
    assert stats.take_problems() == ()


def test_reset_forgets_one_game_and_leaves_the_other(stats: Stats) -> None:
    stats.record_game(against("Hard", (0,)))
    stats.record_game(FinishedGame("quartino", DAY, (None, "easy"), (0,), 9))
    stats.record_attempt(PuzzleAttempt("p1", 1500.0, True, DAY), Rating(1600.0, 250.0, 0.06))
    assert stats.reset("quarto", Reset.GAMES)
    assert stats.table("quarto") == []
    assert stats.puzzle_summary().attempts == 1  # the puzzles were not asked for
    assert stats.reset("quarto")
    assert stats.puzzle_summary().attempts == 0 and stats.puzzle_rating() is None
    assert stats.summary("quartino").games == 1
    stats.record_game(against("Easy", (1,)))
    assert stats.summary("quarto").losses == 1  # counting starts again


# --- puzzles -----------------------------------------------------------------------------


def test_puzzle_attempts_and_the_rating_after_each(stats: Stats) -> None:
    assert stats.puzzle_rating() is None  # the rating module's start values are its own
    history = [
        (PuzzleAttempt("a", 1400.0, True, date(2026, 5, 1), 31.5), Rating(1562.0, 290.0, 0.06)),
        (PuzzleAttempt("b", 1700.0, False, date(2026, 5, 1)), Rating(1540.5, 270.0, 0.0599)),
        (PuzzleAttempt("b", 1700.0, True, date(2026, 5, 2), 8.5), Rating(1601.25, 255.0, 0.06)),
        (PuzzleAttempt("a", 1400.0, True, date(2026, 5, 3), 4.0), None),
    ]
    for attempt, rating in history:
        assert stats.record_attempt(attempt, rating)
    # The last attempt gave no new rating: the one before stays the player's.
    assert stats.puzzle_rating() == Rating(1601.25, 255.0, 0.06)
    past = stats.puzzle_attempts()
    assert [p.attempt for p in past] == [attempt for attempt, _ in reversed(history)]
    assert [p.rating_after for p in past] == [rating for _, rating in reversed(history)]
    assert [p.attempt.solved for p in stats.puzzle_attempts(puzzle="b")] == [True, False]
    assert len(stats.puzzle_attempts(last=2)) == 2
    assert [p.attempt.puzzle for p in stats.puzzle_attempts(until=date(2026, 5, 1))] == ["b", "a"]
    summary = stats.puzzle_summary()
    assert (summary.attempts, summary.solved, summary.failed, summary.puzzles_solved) == (
        4,
        3,
        1,
        2,
    )
    assert (summary.current_streak, summary.best_streak) == (2, 2)
    assert summary.average_seconds == pytest.approx(44 / 3)
    assert stats.puzzle_summary(since=date(2026, 5, 2)).puzzles_solved == 2
    assert stats.solved_puzzles() == frozenset({"a", "b"})
    assert stats.summary("quarto").games == 0  # puzzles are not games


@pytest.mark.parametrize(
    ("attempt", "rating", "code"),
    [
        (PuzzleAttempt("", 1500.0, True, DAY), None, EntryCode.BAD_PUZZLE),
        (PuzzleAttempt("p", float("nan"), True, DAY), None, EntryCode.BAD_NUMBER),
        (PuzzleAttempt("p", 1500.0, 1, DAY), None, EntryCode.BAD_FLAG),  # type: ignore[arg-type]
        (PuzzleAttempt("p", 1500.0, True, DAY, -1.0), None, EntryCode.BAD_NUMBER),
        (PuzzleAttempt("p", 1500.0, True, DAY), Rating(1500.0, 0.0, 0.06), EntryCode.BAD_NUMBER),
        (
            PuzzleAttempt("p", 1500.0, True, DAY),
            Rating(float("inf"), 200.0, 0.06),
            EntryCode.BAD_NUMBER,
        ),
    ],
)
def test_a_wrong_attempt_or_rating_is_refused(stats: Stats, attempt, rating, code) -> None:
    with pytest.raises(EntryError) as refused:
        stats.record_attempt(attempt, rating)
    assert refused.value.code is code
    assert stats.puzzle_summary().attempts == 0 and stats.puzzle_rating() is None


# --- versions ----------------------------------------------------------------------------

VERSION_1 = [  # written out by hand, as version 1 of the game made it
    """CREATE TABLE games (id INTEGER PRIMARY KEY, game TEXT NOT NULL,
        played_on TEXT NOT NULL CHECK (played_on = date(played_on)),
        seats INTEGER NOT NULL CHECK (seats >= 1),
        opponents TEXT NOT NULL CHECK (opponents IN ('computer', 'people')),
        levels TEXT NOT NULL,
        outcome TEXT NOT NULL CHECK (outcome IN ('win', 'shared_win', 'draw', 'loss')),
        length INTEGER NOT NULL CHECK (length >= 0),
        undos INTEGER NOT NULL DEFAULT 0 CHECK (undos >= 0),
        hints INTEGER NOT NULL DEFAULT 0 CHECK (hints >= 0))""",
    """CREATE TABLE seats (game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seat INTEGER NOT NULL CHECK (seat >= 0), level TEXT,
        won INTEGER NOT NULL CHECK (won IN (0, 1)), PRIMARY KEY (game_id, seat))""",
    "CREATE INDEX games_by_day ON games (game, played_on, id)",
    "INSERT INTO games VALUES (1, 'quarto', '2026-01-02', 2, 'computer', '[\"Hard\"]', 'win', 12,"
    " 0, 0)",
    "INSERT INTO games VALUES (2, 'quarto', '2026-01-03', 2, 'computer', '[\"Hard\"]', 'loss',"
    " 9, 1, 0)",
    "INSERT INTO seats VALUES (1, 0, NULL, 1), (1, 1, 'Hard', 0), (2, 0, NULL, 0),"
    " (2, 1, 'Hard', 1)",
    "PRAGMA user_version = 1",
]


def a_version_1_database(path: Path, more_games: int = 0) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    connection = sqlite3.connect(path, isolation_level=None)
    connection.execute("BEGIN")
    for statement in VERSION_1:
        connection.execute(statement)
    for number in range(3, 3 + more_games):
        connection.execute(
            "INSERT INTO games VALUES (?, 'quarto', '2026-01-04', 2, 'computer', '[\"Easy\"]',"
            " 'draw', 16, 0, 0)",
            (number,),
        )
        connection.execute(
            "INSERT INTO seats VALUES (?, 0, NULL, 0), (?, 1, 'Easy', 0)", (number, number)
        )
    connection.execute("COMMIT")
    connection.close()


def test_a_version_1_database_is_migrated_and_keeps_its_games(own_profile: Path) -> None:
    path = own_profile / "data" / "stats.sqlite3"
    a_version_1_database(path)
    with open_stats() as stats:
        assert stats.take_problems() == ()
        hard = stats.summary("quarto", levels=("Hard",))
        assert (hard.games, hard.wins, hard.average_length) == (1, 1, 12.0)
        assert stats.summary("quarto", counted=Counted.ASSISTED).with_undo == 1
        # What version 2 added works on the migrated file.
        assert stats.record_game(against("Hard", (0,), from_position=True))
        assert stats.record_attempt(PuzzleAttempt("p", 1500.0, True, DAY), Rating(1, 2, 3))
        assert stats.summary("quarto", counted=Counted.ASSISTED).from_position == 1
    connection = sqlite3.connect(path)
    assert connection.execute("PRAGMA user_version").fetchone()[0] == stats_schema.VERSION == 3
    assert connection.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    connection.close()
    assert sorted(p.name for p in path.parent.iterdir()) == ["stats.sqlite3"]  # nothing set aside


def test_a_version_2_database_keeps_its_attempts_and_gains_the_rating_before(
    own_profile: Path,
) -> None:
    path = own_profile / "data" / "stats.sqlite3"
    path.parent.mkdir(parents=True, exist_ok=True)
    connection = sqlite3.connect(path, isolation_level=None)
    for step in stats_schema.MIGRATIONS[:2]:  # version 2 as it shipped
        for statement in step:
            connection.execute(statement)
    connection.execute("PRAGMA user_version = 2")
    connection.execute(
        "INSERT INTO puzzle_attempts (game, puzzle, puzzle_rating, solved, played_on, seconds,"
        " rating, deviation, volatility) VALUES ('quarto', 'old', 1400, 1, ?, NULL, 1510, 300,"
        " 0.06)",
        (DAY.isoformat(),),
    )
    connection.close()
    with open_stats() as stats:
        assert stats.take_problems() == ()
        assert stats.record_attempt(
            PuzzleAttempt("new", 1600.0, False, DAY),
            Rating(1490, 280, 0.06),
            Rating(1510, 300, 0.06),
        )
        new, old = stats.puzzle_attempts("quarto")
    assert (old.attempt.puzzle, old.rating_before) == ("old", None)  # not known then
    assert old.rating_after is not None and old.rating_after.rating == 1510
    assert (new.attempt.puzzle, new.rating_before) == ("new", 1510)
    assert new.rating_after is not None and new.rating_after.rating == 1490


def test_every_step_of_the_migrations_makes_the_current_shape() -> None:
    connection = sqlite3.connect(":memory:", isolation_level=None)
    assert stats_schema.migrate(connection) == 0
    assert stats_schema.version_of(connection) == stats_schema.VERSION
    assert stats_schema.fits(connection)
    assert stats_schema.migrate(connection) == stats_schema.VERSION  # nothing to do twice


def test_a_migration_that_fails_half_way_leaves_the_file_as_it_was(own_profile: Path) -> None:
    path = own_profile / "data" / "stats.sqlite3"
    a_version_1_database(path)
    with sqlite3.connect(path) as connection:  # in the way of version 2's last table
        connection.execute("CREATE TABLE puzzle_ratings (something TEXT)")
    connection.close()
    with open_stats() as stats:
        [problem] = stats.take_problems()
        assert problem.code is StatsCode.DAMAGED and problem.kept is not None
        assert stats.summary("quarto", counted=Counted.ALL).games == 0  # a new file
    with sqlite3.connect(problem.kept) as kept:
        # Version 2's first steps (a column, a table) were rolled back with the failed one.
        assert kept.execute("PRAGMA user_version").fetchone()[0] == 1
        columns = {row[1] for row in kept.execute("PRAGMA table_info(games)")}
        assert "from_position" not in columns
        tables = {row[0] for row in kept.execute("SELECT name FROM sqlite_master")}
        assert "puzzle_attempts" not in tables
        assert kept.execute("SELECT count(*) FROM games").fetchone()[0] == 2
    kept.close()
