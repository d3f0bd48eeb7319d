"""Quartino as the frame sees it: its registry entry (GAME).

Everything the menu, the setup screen, the saves and the About box need of
Quartino, and the way to its play screen (imported only when a game starts,
so the command line never loads pygame). Hands are hidden: the frame passes
the screen from one person to the next before it shows a hand.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from quarto_app.frame.game import (
    Game,
    MenuEntry,
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

LEVELS = words.LEVELS
STARTER_TAG = "Starter"  # an extra tag: "draw" when the first player was drawn at random
DRAW = "draw"
HINTS_TAG = "Hints"  # an extra tag: "on" when the table showed where cards match


def seat_label(seat: int, seats: int) -> str:
    """Seats are numbered round the table, in the order of play."""
    return text("quartino.seat", number=seat + 1)


def read(record_text: str) -> Saved:
    """A saved game: the match replayed, and the setup it was played with."""
    record = read_record(record_text)
    match = record.match
    seats = []
    for seat, name in enumerate(record.names):
        tag = f"Computer{seat + 1}"
        level = record.tags.get(tag) or None
        if level is not None and level not in LEVELS:
            raise RecordError(RecordCode.BAD_TAG_VALUE, tag=tag, value=level)
        seats.append(Seat(name, level))
    for tag, allowed in ((STARTER_TAG, (None, DRAW)), (HINTS_TAG, (None, "on", "off"))):
        if record.tags.get(tag) not in allowed:
            raise RecordError(RecordCode.BAD_TAG_VALUE, tag=tag, value=record.tags[tag])
    starter = None if record.tags.get(STARTER_TAG) == DRAW else match.deal.first
    options = options_of(match.settings, hints=record.tags.get(HINTS_TAG) == "on")
    setup = Setup("quartino", tuple(seats), options, starter)
    helped = help_counts(record.tags)
    if isinstance(helped, str):
        raise RecordError(RecordCode.BAD_TAG_VALUE, tag=helped, value=record.tags[helped])
    undos, hints = helped
    return Saved(setup, match, match.outcome is not None, undos, hints)


def writer(saved: Saved) -> RecordWriter:
    """The record of a game as it grows, with the computer seats, the draw and the hints as
    extra tags (the autosave changes only its end after each step)."""
    from quarto_app.platform.saves import stamp

    setup = saved.setup
    extra = {f"Computer{seat + 1}": s.level for seat, s in enumerate(setup.seats) if s.level}
    if setup.starter is None:
        extra[STARTER_TAG] = DRAW
    if hints_on(setup):
        extra[HINTS_TAG] = "on"
    extra.update(help_tags(saved))
    return RecordWriter(saved.match, names=setup.names, date=stamp(), extra=extra)


def write(saved: Saved) -> str:
    """The record of a game, with the computer seats, the draw and the hints as extra tags."""
    return writer(saved).text()


def explain(error: Exception) -> str:
    if isinstance(error, GameError):
        return words.error(error)
    return str(error)


def progress(match: Any) -> str:
    """How far a match went, for the saved games list: the turns begun."""
    return plural("quartino.saved.progress", match.state.turn + 1)


def _play_scene(app: Any, **params: Any) -> Any:
    # Imported when a game starts, not when the menu opens: a faster first frame.
    from .screen.scene import PlayScene

    return PlayScene(app, **params)


def rule_pages() -> Sequence[Any]:
    # Drawn with the game's art: its screens are loaded when the book opens.
    from .screen.rules_pages import pages

    return pages()


def scenes() -> Mapping[str, Callable[..., Any]]:
    return {"quartino.play": _play_scene}


GAME = Game(
    id="quartino",
    title="quartino.title",
    tagline=("quartino.tagline.1", "quartino.tagline.2"),
    seat_counts=(2, 3, 4),
    seat_label=seat_label,
    default_names=("quartino.name.1", "quartino.name.2", "quartino.name.3", "quartino.name.4"),
    levels=LEVELS,
    demo_levels=("Medium", "Hard", "Medium"),
    level_words=words.level,
    level_blurb=words.level_blurb,
    quick_level="Easy",
    options=OPTIONS,
    check_options=check_options,
    starter_words="quartino.setup.draw",
    play_scene="quartino.play",
    scenes=scenes,
    read_record=read,
    write_record=write,
    record_writer=writer,
    explain=explain,
    progress_words=progress,
    menu_entries=(MenuEntry("frame.menu.rules", "rules"),),
    rule_pages=rule_pages,
    about=(
        "quartino.about.rules",
        "quartino.about.claim",
        "quartino.about.rules_colour_column",
        "quartino.about.keys",
    ),
    hidden_hands=True,
)
