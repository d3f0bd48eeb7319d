"""A game as the frame sees it: one small description per game, and what a game is set up with.

The frame's shared screens (menu, game setup, about) and the app's saves
know a game only through its `Game` description: its name, how many seats,
its setup options, its computer levels, its record reader and writer, and
the scenes of its own play screen (imported only when asked for, so the
command line never loads pygame). The app's wiring lists the games
(quarto_app.app.GAMES); nothing else does.

Pure: no pygame. A `Setup` is plain data and travels through the settings
file, so reading one back checks every value (a damaged file gives defaults).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from .rulebook import RulePage

NAME_LIMIT = 24
"""The longest player name, in characters (the setup field refuses more)."""


@dataclass(frozen=True)
class Seat:
    """One place at the table: who sits there. `level` is the computer's, None for a person."""

    name: str
    level: str | None = None

    @property
    def is_computer(self) -> bool:
        return self.level is not None


@dataclass(frozen=True)
class Setup:
    """A game to start: which game, who sits where, its options, and who starts.

    `options` maps each option's key to the id of the chosen value (the game
    turns them into its own match settings). `starter` is the seat that
    starts, or None for the game's own way (Quarto's dice, a random draw).
    """

    game: str
    seats: tuple[Seat, ...]
    options: Mapping[str, str] = field(default_factory=dict)
    starter: int | None = None

    @property
    def hot_seat(self) -> bool:
        """Only people at the table (undo is theirs to use)."""
        return not any(seat.is_computer for seat in self.seats)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.seats)

    def to_json(self) -> dict[str, Any]:
        return {
            "seats": [{"name": s.name, "level": s.level} for s in self.seats],
            "options": dict(self.options),
            "starter": self.starter,
        }


@dataclass(frozen=True)
class Option:
    """One choice of the game's setup: its key, its words, its values (ids) and their words.

    `label` and `value_labels` are catalog keys. `applies_when` names another
    option and the value it must have for this one to matter (greyed out
    otherwise); `note` is the catalog key of a line explaining it.
    """

    key: str
    label: str
    values: tuple[str, ...]
    value_labels: tuple[str, ...]
    default: str
    applies_when: tuple[str, str] | None = None
    note: str | None = None

    def __post_init__(self) -> None:
        if len(self.values) != len(self.value_labels) or self.default not in self.values:
            raise ValueError(f"option {self.key}: values, their words and the default disagree")


@dataclass
class Saved:
    """A game read back from a record: how it was set up, and the game's own match."""

    setup: Setup
    match: Any
    finished: bool
    undos: int = 0  # undos used in the game so far (the record says so; the statistics too)
    hints: int = 0  # hints given in the game so far


HELP_TAGS = ("Undos", "HintsUsed")
"""The record tags a game's writer adds for `Saved.undos` and `Saved.hints` (when not 0)."""


def help_tags(saved: Saved) -> dict[str, str]:
    """The extra record tags saying the help a game had (none when it had none)."""
    counts = (saved.undos, saved.hints)
    return {tag: str(count) for tag, count in zip(HELP_TAGS, counts, strict=True) if count}


def help_counts(tags: Mapping[str, str]) -> tuple[int, int] | str:
    """(undos, hints) from a record's tags; the name of a tag that is not a count, if any."""
    counts = []
    for tag in HELP_TAGS:
        value = tags.get(tag, "0")
        if not (value.isascii() and value.isdigit() and len(value) <= 6):
            return tag
        counts.append(int(value))
    return counts[0], counts[1]


@dataclass(frozen=True)
class Offer:
    """A question the menu asks once, on the very first start: open this screen now?

    Catalog keys: the question, the lines under it, and the two answers' words.
    """

    title: str
    lines: tuple[str, ...]
    accept: str
    decline: str


@dataclass(frozen=True)
class MenuEntry:
    """One of a game's own screens, offered in its menu column (rules, tutorial, puzzles).

    `label` is a catalog key; `scene` the router name the menu pushes, with
    `game=<the game's id>` as its only parameter, asking `Ask.PAGE` (no answer).
    `offer`: asked once, on the very first start (a newcomer's first lesson).
    """

    label: str
    scene: str
    offer: Offer | None = None


class RecordWriting(Protocol):
    """A game's record kept as its match grows (quarto_app.frame.saving keeps it on disk).

    `text()` is the whole record now. `change()` says how its end changed since
    the last `text()` or `change()`: (the old end, the new end that replaces it),
    or None when the record must be written whole (an undo took a move back).
    """

    def text(self) -> str: ...

    def change(self) -> tuple[str, str] | None: ...


@dataclass(frozen=True)
class Game:
    """Everything the frame needs to offer, set up, save and start one game."""

    id: str  # "quarto": catalog prefix, save suffix, settings key
    title: str  # catalog key of its name
    tagline: tuple[str, ...]  # catalog keys of the lines under the title in the menu
    seat_counts: tuple[int, ...]  # how many may play: (2,) for Quarto
    seat_label: Callable[[int, int], str]  # (seat, seats) -> words: "Left player"
    default_names: tuple[str, ...]  # catalog keys, one per seat, for a first game
    levels: tuple[str, ...]  # the computer's levels, weakest first (ids)
    demo_levels: tuple[str, ...]  # who plays when the computer plays itself
    level_words: Callable[[str], str]
    level_blurb: Callable[[str], str]
    quick_level: str  # a newcomer's first opponent
    options: tuple[Option, ...]
    check_options: Callable[[Mapping[str, str]], str | None]  # words of why not, or None
    starter_words: str  # catalog key of the game's own way to choose who starts
    play_scene: str  # the router name of its play screen
    scenes: Callable[[], Mapping[str, Callable[..., Any]]]  # its own scenes, by router name
    read_record: Callable[[str], Saved]  # raises quarto_app.coded.CodedError
    write_record: Callable[[Saved], str]
    explain: Callable[[Exception], str]  # words for an error its core or records raised
    about: tuple[str, ...] = ()  # catalog keys: the credit and how to play, for the About box
    hidden_hands: bool = False  # players hold cards the others must not see (a hand-over)
    # The record kept as the match grows, so that saving a move costs the same however
    # long the game; without it, every save writes the whole record.
    record_writer: Callable[[Saved], RecordWriting] | None = None
    # Its own screens beside play (rules, tutorial, puzzles...), as smaller buttons
    # under the play buttons of its menu column, in this order.
    menu_entries: tuple[MenuEntry, ...] = ()
    # How far a match went, in the game's words ("12 pieces placed"): the saved games list.
    progress_words: Callable[[Any], str] | None = None
    # The position of a match as the game's own interchange string (Quarto's
    # `r4/r3/r2/r1 H`), offered for export beside the record; None: the record only.
    position_text: Callable[[Any], str] | None = None
    # The other way: a game set up as `Setup` says, played on from a position string
    # (raises quarto_app.coded.CodedError saying what is wrong with it); None: no such import.
    from_position_text: Callable[[str, Setup], Saved] | None = None
    # Its rule book: the pages the frame's "rules" scene turns (frame.rulebook.RulePage),
    # made when the book opens (a game's screens load then, never at start). With one,
    # the pause panel offers the rules too.
    rule_pages: Callable[[], Sequence[RulePage]] | None = None
    # The router name of its screen that reviews a saved game (pushed with `saved=`),
    # offered on the Saved games screen; None: the game has no review.
    review_scene: str | None = None

    def option(self, key: str) -> Option:
        for option in self.options:
            if option.key == key:
                return option
        raise KeyError(key)

    def default_options(self) -> dict[str, str]:
        return {option.key: option.default for option in self.options}

    def default_setup(self) -> Setup:
        """People in every seat, the default names and options, the game's way to start."""
        from .i18n import text

        count = self.seat_counts[0]
        seats = tuple(Seat(text(name)) for name in self.default_names[:count])
        return Setup(self.id, seats, self.default_options())

    def applies(self, option: Option, chosen: Mapping[str, str]) -> bool:
        """Does `option` matter with the other choices as they are?"""
        if option.applies_when is None:
            return True
        key, value = option.applies_when
        return chosen.get(key) == value

    def setup_from_json(self, data: object) -> Setup | None:
        """A remembered setup read back, every value checked; None if it cannot be used."""
        if not isinstance(data, dict):
            return None
        raw_seats = data.get("seats")
        if not isinstance(raw_seats, list) or len(raw_seats) not in self.seat_counts:
            return None
        seats = []
        for raw in raw_seats:
            if not isinstance(raw, dict):
                return None
            name, level = raw.get("name"), raw.get("level")
            if not isinstance(name, str) or not name.strip() or not name.isprintable():
                return None
            if level is not None and level not in self.levels:
                return None
            seats.append(Seat(name[:NAME_LIMIT], level))
        options = self.default_options()
        raw_options = data.get("options")
        if isinstance(raw_options, dict):
            for option in self.options:
                value = raw_options.get(option.key)
                if value in option.values:
                    options[option.key] = value
        if self.check_options(options) is not None:
            options = self.default_options()
        starter = data.get("starter")
        seat_number = isinstance(starter, int) and not isinstance(starter, bool)
        if not (seat_number and 0 <= starter < len(seats)):  # type: ignore[operator]
            starter = None
        return Setup(self.id, tuple(seats), options, starter)
