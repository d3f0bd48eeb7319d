"""Starting a game: the setups the player used last, remembered per game, and the way in.

The settings file keeps, per game, the last game set up against the computer
and the last one between people (`setups.<game>.computer` / `.people`), and
which of the two came last. The menu's quick buttons start from them, so a
choice made once (a level, the 2x2 squares, a name) is still there after a
restart; the setup screen opens on the last one.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from .game import Game, Saved, Seat, Setup
from .i18n import text
from .requests import Answer, Ask


def together(names: tuple[str, ...]) -> str:
    """ "Anna and Ben", "Anna, Ben and Carl": the players of a game in one phrase."""
    said = names[0] if names else ""
    for index, name in enumerate(names[1:], start=2):
        key = "frame.names.last" if index == len(names) else "frame.names.more"
        said = text(key, first=said, second=name)
    return said


def computer_name(game: Game, level: str) -> str:
    """A computer seat's name: "Computer (Easy)"."""
    return text("frame.seat.computer", level=game.level_words(level))


def computer_names(game: Game, levels: tuple[str | None, ...]) -> list[str | None]:
    """The name of each computer seat (None for a person's): "Computer (Easy)", or, when
    two computers play at one level, "Computer 1 (Easy)" and "Computer 2 (Easy)", so that
    the players tell them apart wherever they are named (a number up front survives a
    name cut short in a narrow panel)."""
    names: list[str | None] = []
    for seat, level in enumerate(levels):
        if level is None:
            names.append(None)
        elif levels.count(level) == 1:
            names.append(computer_name(game, level))
        else:
            number = levels[: seat + 1].count(level)
            words = game.level_words(level)
            names.append(text("frame.seat.computer_numbered", number=number, level=words))
    return names


def named_computers(game: Game, setup: Setup) -> Setup:
    """`setup` with its computer seats named by `computer_names` (nobody types those)."""
    names = computer_names(game, tuple(seat.level for seat in setup.seats))
    seats = tuple(
        seat if name is None else Seat(name, seat.level)
        for seat, name in zip(setup.seats, names, strict=True)
    )
    return replace(setup, seats=seats)


def _store(app: Any, game: Game) -> dict[str, Any]:
    """This game's remembered setups, a dict held by the settings (changes are kept)."""
    setups = app.settings.get("setups")
    if not isinstance(setups, dict):
        setups = {}
    mine = setups.get(game.id)
    if not isinstance(mine, dict):
        mine = {}
        setups[game.id] = mine
    app.settings["setups"] = setups
    return mine


def remember(app: Any, setup: Setup) -> None:
    """Keep `setup` as the last one of its kind, on disk at once."""
    game = app.game(setup.game)
    kind = "people" if setup.hot_seat else "computer"
    mine = _store(app, game)
    mine[kind] = setup.to_json()
    mine["last"] = kind
    app.settings.save()


def remembered(app: Any, game: Game, kind: str | None = None) -> Setup | None:
    """The last setup of `kind` ("computer", "people"; None: whichever came last)."""
    mine = _store(app, game)
    kind = kind or mine.get("last")
    if kind not in ("computer", "people"):
        return None
    setup = game.setup_from_json(mine.get(kind))
    # Kept by an older version, two computers of one level may share a name: named again.
    return named_computers(game, setup) if setup is not None else None


def last_setup(app: Any, game: Game) -> Setup:
    """What the setup screen opens on: the last game set up, or the defaults."""
    return remembered(app, game) or game.default_setup()


def _latest_options(app: Any, game: Game) -> dict[str, str]:
    latest = remembered(app, game)
    return dict(latest.options) if latest else game.default_options()


def against_the_computer(app: Any, game: Game) -> Setup:
    """The quick game against the computer: as last time, else a person against the easy level."""
    last = remembered(app, game, "computer")
    options = _latest_options(app, game)
    if last is not None:
        return replace(last, options=options)
    people = remembered(app, game, "people")
    you = people.seats[0].name if people else text("frame.seat.you")
    seats = (Seat(you), Seat(computer_name(game, game.quick_level), game.quick_level))
    return Setup(game.id, seats, options)


def between_people(app: Any, game: Game) -> Setup:
    """The quick game at one screen: the names of last time, the latest rules."""
    last = remembered(app, game, "people") or game.default_setup()
    return replace(last, options=_latest_options(app, game))


def demo(game: Game) -> Setup:
    """The computer against itself, for attract mode (two seats at one level: numbered)."""
    seats = tuple(Seat("", level) for level in game.demo_levels)
    return named_computers(game, Setup(game.id, seats, game.default_options()))


def start(
    app: Any,
    setup: Setup,
    saved: Saved | None = None,
    *,
    attract: bool = False,
    keep_setup: bool = True,
) -> None:
    """Leave whatever is on screen for the game's table (a saved game carried on, if given).

    A new game the player set up is remembered (`keep_setup`), never a demo.
    """
    game = app.game(setup.game)
    if keep_setup and not attract and saved is None:
        remember(app, setup)
    app.router.reset(game.play_scene, setup=setup, saved=saved, attract=attract)


def ask_before_replacing(app: Any, saved: Saved) -> None:
    """Ask whether to continue the saved game or start a new one; the scene that asked
    hears a Reply to Ask.REPLACE: Answer.CONTINUE, NEW or BACK."""
    app.router.push(
        "panel",
        ask=Ask.REPLACE,
        title=text("frame.replace.title"),
        lines=[text("frame.replace.line", players=together(saved.setup.names))],
        answers=[
            (Answer.CONTINUE, text("frame.replace.continue")),
            (Answer.NEW, text("frame.replace.new")),
            (Answer.BACK, text("frame.replace.back")),
        ],
        cancel=Answer.BACK,
    )
