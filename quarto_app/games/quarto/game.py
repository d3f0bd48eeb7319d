"""Quarto as the frame sees it: its registry entry (GAME).

Everything the menu, the setup screen, the saves and the About box need of
Quarto, and the way to its play screen (imported only when the app asks for
its scenes, so the command line never loads pygame).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from quarto_app.frame.game import (
    Game,
    MenuEntry,
    Offer,
    Saved,
    Seat,
    Setup,
    help_counts,
    help_tags,
)
from quarto_app.frame.i18n import plural, text

from ..errors import GameError
from . import words
from .match.record import RecordCode, RecordError, RecordWriter, read_record
from .setup_options import OPTIONS, check_options, hints_on, options_of

LEVELS = ("Beginner", "Easy", "Medium", "Hard", "Master")
"""The computer's levels, weakest first (quarto_app.games.quarto.ai.LEVELS, by name)."""
STARTER_TAG = "Starter"  # an extra tag: "dice" when the dice chose who gave first
DICE = "dice"
HINTS_TAG = "Hints"  # an extra tag: "on" when a person could ask for hints


def seat_label(seat: int, seats: int) -> str:
    """Seat 0 sits on the left of the table, seat 1 on the right."""
    return text("quarto.seat.left" if seat == 0 else "quarto.seat.right")


def read(record_text: str) -> Saved:
    """A saved game: the match replayed, and the setup it was played with."""
    record = read_record(record_text)
    match = record.match
    seats = []
    for seat, name in enumerate(match.settings.names):
        tag = f"Computer{seat + 1}"
        level = record.tags.get(tag) or None
        if level is not None and level not in LEVELS:
            raise RecordError(RecordCode.BAD_TAG_VALUE, tag=tag, value=level)
        seats.append(Seat(name, level))
    starter = record.tags.get(STARTER_TAG)
    if starter not in (None, DICE):
        raise RecordError(RecordCode.BAD_TAG_VALUE, tag=STARTER_TAG, value=starter)
    # A game whose first player the dice chose is set up with the dice again (a rematch
    # rolls them, "New game" shows them); an older record without the tag, as it began.
    first = None if starter == DICE else match.first
    hinted = record.tags.get(HINTS_TAG)
    if hinted not in (None, "on", "off"):
        raise RecordError(RecordCode.BAD_TAG_VALUE, tag=HINTS_TAG, value=hinted)
    options = options_of(match.settings, hints=hinted == "on")
    setup = Setup("quarto", tuple(seats), options, first)
    helped = help_counts(record.tags)
    if isinstance(helped, str):
        raise RecordError(RecordCode.BAD_TAG_VALUE, tag=helped, value=record.tags[helped])
    undos, hints = helped
    return Saved(setup, match, match.result is not None, undos, hints)


def writer(saved: Saved) -> RecordWriter:
    """The record of a game as it grows, with the computer's seats as extra tags."""
    from quarto_app.platform.saves import stamp

    extra = {f"Computer{seat + 1}": s.level for seat, s in enumerate(saved.setup.seats) if s.level}
    if saved.setup.starter is None:
        extra[STARTER_TAG] = DICE
    if hints_on(saved.setup):
        extra[HINTS_TAG] = "on"
    extra.update(help_tags(saved))
    return RecordWriter(saved.match, date=stamp(), extra=extra)


def write(saved: Saved) -> str:
    """The record of a game, with the computer's seats as extra tags."""
    return writer(saved).text()


def explain(error: Exception) -> str:
    if isinstance(error, GameError):
        return words.error(error)
    return str(error)


def progress(match: Any) -> str:
    """How far a match went, for the saved games list: the pieces on the board."""
    return plural("quarto.saved.progress", match.position.placed_count)


def position_text(match: Any) -> str:
    """The match's position as the project's interchange string (`analyze` reads it)."""
    return str(match.position)


def from_position_text(raw: str, setup: Setup) -> Saved:
    """A game between `setup`'s seats played on from the position string `raw` (the one
    `analyze` reads and the Saved games screen copies); PositionError or MatchError say
    what is wrong with it."""
    from .match import Match
    from .rules.position import Position
    from .setup_options import settings_for

    start = Position.from_str(raw.strip())
    return Saved(setup, Match(settings_for(setup), first=0, start=start), False)


def _play_scene(app: Any, **params: Any) -> Any:
    # Imported when a game starts, not when the menu opens: a faster first frame.
    from .screen.scene import PlayScene

    return PlayScene(app, **params)


def _tutorial_scene(app: Any, **params: Any) -> Any:
    from .screen.tutorial import TutorialScene

    return TutorialScene(app, **params)


def _review_scene(app: Any, **params: Any) -> Any:
    from .screen.review import ReviewScene

    return ReviewScene(app, **params)


def _analysis_board(app: Any, **params: Any) -> Any:
    from .screen.analysis_board import AnalysisBoard

    return AnalysisBoard(app, **params)


def rule_pages() -> Sequence[Any]:
    # Drawn with the game's art: its screens are loaded when the book opens.
    from .screen.rules_pages import pages

    return pages()


def _puzzles_page(app: Any, **params: Any) -> Any:
    from .screen.puzzle_hub import PuzzleHub

    return PuzzleHub(app, **params)


def _puzzle_scene(app: Any, **params: Any) -> Any:
    from .screen.puzzle_scene import PuzzleScene

    return PuzzleScene(app, **params)


def scenes() -> Mapping[str, Callable[..., Any]]:
    """The play screen, the guided first game, the review of a game
    (`router.push("quarto.review", ask=Ask.PAGE, saved=saved)` for a saved game, or `match=`
    a match just played), the puzzles and the analysis board (their menu entries)."""
    return {
        "quarto.play": _play_scene,
        "quarto.tutorial": _tutorial_scene,
        "quarto.review": _review_scene,
        "quarto.puzzles": _puzzles_page,  # the daily puzzle, the stream, the rating
        "quarto.puzzle": _puzzle_scene,  # one puzzle on the table
        "quarto.analysis": _analysis_board,
    }


TUTORIAL = MenuEntry(
    "quarto.menu.tutorial",
    "quarto.tutorial",
    offer=Offer(
        "quarto.tutorial.offer.title",
        ("quarto.tutorial.offer.line", "quarto.tutorial.offer.later"),
        "quarto.tutorial.offer.accept",
        "quarto.tutorial.offer.decline",
    ),
)
"""The guided first game: in Quarto's menu column, and offered on the very first start."""


GAME = Game(
    id="quarto",
    title="quarto.title",
    tagline=("quarto.tagline.1", "quarto.tagline.2"),
    seat_counts=(2,),
    seat_label=seat_label,
    default_names=("quarto.name.first", "quarto.name.second"),
    levels=LEVELS,
    demo_levels=("Medium", "Hard"),
    level_words=words.level,
    level_blurb=words.level_blurb,
    quick_level="Easy",
    options=OPTIONS,
    check_options=check_options,
    starter_words="quarto.setup.dice",
    play_scene="quarto.play",
    scenes=scenes,
    read_record=read,
    write_record=write,
    record_writer=writer,
    explain=explain,
    progress_words=progress,
    position_text=position_text,
    from_position_text=from_position_text,
    menu_entries=(
        MenuEntry("frame.menu.rules", "rules"),
        TUTORIAL,
        MenuEntry("quarto.menu.puzzles", "quarto.puzzles"),
        MenuEntry("quarto.board.menu", "quarto.analysis"),
    ),
    rule_pages=rule_pages,
    review_scene="quarto.review",
    about=("quarto.about.rules", "quarto.about.call", "quarto.about.steal", "quarto.about.keys"),
)
