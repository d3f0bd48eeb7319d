"""What the statistics screen shows of one game, as data: rows of figures and their words.

Built from the player's statistics (quarto_app.platform.stats) for one game and
one way of counting: the games played without help, or those with undo or hints
(or begun from a set-up position), which are counted apart. The screen
(frame.scenes.stats) draws a `Page`; tests read it.

Rows, top to bottom: one per computer level, in the game's order (every level,
played or not, so the player sees the whole ladder); computers at several levels
at once (a game for three or more), those played; every game against the
computer together; then people playing each other (with computers too, those
played). A level the game no longer offers is shown under its id.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from quarto_app.platform.stats import (
    Counted,
    Line,
    Opponents,
    PuzzleSummary,
    Rating,
    Stats,
    StatsProblem,
    Summary,
)

from .game import Game
from .i18n import text
from .starting import together
from .statistics import problem_words


class RowKind(Enum):
    LEVEL = "level"  # against the computer at one level
    LINEUP = "lineup"  # against computers at several levels at once
    COMPUTER = "computer"  # every game against the computer
    PEOPLE = "people"  # people playing each other (`levels`: the computers with them)


@dataclass(frozen=True)
class Row:
    kind: RowKind
    levels: tuple[str, ...]  # the computers' levels (ids, sorted); () for the totals
    label: str
    figures: Summary


@dataclass(frozen=True)
class Page:
    """One game's statistics as counted one way; `problem` says why the file could not
    answer now (the rows are then empty)."""

    game: str
    counted: Counted
    rows: tuple[Row, ...] = ()
    everything: Summary = Summary()  # every game, counted either way
    helped: Summary = Summary()  # the games with undo or hints, every opponent
    puzzles: PuzzleSummary | None = None  # None: no puzzle tried in this game
    rating: Rating | None = None  # the puzzle rating, once there is one
    problem: str = ""

    @property
    def shared(self) -> bool:
        """Some game shown ended in a shared win: the screen gives them a column."""
        return any(row.figures.shared_wins for row in self.rows)

    def row(self, kind: RowKind, levels: tuple[str, ...] = ()) -> Row | None:
        for row in self.rows:
            if row.kind is kind and row.levels == levels:
                return row
        return None


def build_page(stats: Stats, game: Game, counted: Counted) -> Page:
    """`game`'s statistics counted `counted` (PLAIN or ASSISTED)."""
    try:
        lines = stats.table(game.id)
        computer = stats.summary(game.id, opponents=Opponents.COMPUTER, counted=counted)
        everything = stats.summary(game.id, counted=Counted.ALL)
        helped = stats.summary(game.id, counted=Counted.ASSISTED)
        puzzles = stats.puzzle_summary(game.id)
        rating = stats.puzzle_rating(game.id)
    except StatsProblem as problem:  # another copy of the game holds the file, a failing disk
        return Page(game.id, counted, problem=problem_words(problem))
    return Page(
        game.id,
        counted,
        _rows(game, lines, counted, computer),
        everything,
        helped,
        puzzles if puzzles.attempts else None,
        rating,
    )


def _rows(game: Game, lines: list[Line], counted: Counted, computer: Summary) -> tuple[Row, ...]:
    def figures(line: Line) -> Summary:
        return line.assisted if counted is Counted.ASSISTED else line.plain

    def order(levels: tuple[str, ...]) -> tuple[int, ...]:
        known = game.levels
        return tuple(known.index(level) if level in known else len(known) for level in levels)

    def words(levels: tuple[str, ...]) -> str:
        return together(tuple(_level(game, level) for level in levels))

    against = {line.levels: line for line in lines if line.opponents is Opponents.COMPUTER}
    rows = [
        Row(
            RowKind.LEVEL,
            (level,),
            text("frame.stats.level", level=_level(game, level)),
            figures(against[(level,)]) if (level,) in against else Summary(),
        )
        for level in game.levels
    ]
    for levels in sorted(against, key=order):
        line = against[levels]
        if not figures(line).games:
            continue
        if len(levels) > 1:
            label = text("frame.stats.lineup", levels=words(levels))
            rows.append(Row(RowKind.LINEUP, levels, label, figures(line)))
        elif levels[0] not in game.levels:  # a level this version no longer offers
            label = text("frame.stats.level", level=words(levels))
            rows.append(Row(RowKind.LEVEL, levels, label, figures(line)))
    if rows:
        rows.append(Row(RowKind.COMPUTER, (), text("frame.stats.computer"), computer))
    people = {line.levels: line for line in lines if line.opponents is Opponents.PEOPLE}
    alone = people.pop((), None)
    rows.append(
        Row(
            RowKind.PEOPLE,
            (),
            text("frame.stats.people"),
            figures(alone) if alone is not None else Summary(),
        )
    )
    for levels in sorted(people, key=order):
        if figures(people[levels]).games:
            label = text("frame.stats.people_with", levels=words(levels))
            rows.append(Row(RowKind.PEOPLE, levels, label, figures(people[levels])))
    return tuple(rows)


def _level(game: Game, level: str) -> str:
    """A level in words; one the game no longer offers, as it was recorded."""
    return game.level_words(level) if level in game.levels else level
