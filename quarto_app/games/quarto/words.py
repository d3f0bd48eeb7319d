"""Quarto in words: pieces, lines, events, results and refusals, from the catalog.

The core says what happened as data (codes, seats, pieces, squares); this
turns it into sentences in the player's language through the message catalog
(quarto_app.frame.i18n, keys `quarto.*` in assets/locale/<lang>/quarto.po).
Names are passed in by seat, so every sentence reads right whatever the
names are. Pure: no pygame, so the command line uses it too.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from quarto_app.frame.i18n import text

from ..errors import GameError
from .match import Event, EventKind, FalseCall, Result, Termination
from .rules import ATTRIBUTES, MadeLine, line_name, piece_to_char, square_name, values_of

Names = Sequence[str]

_SQUARE_PARAMS = frozenset({"square", "first", "second"})
_QUOTED_PARAMS = frozenset({"text", "word", "token", "value", "char", "game", "level"})


def value(value_id: str, many: bool = False) -> str:
    """One attribute value ("dark", "tall"...) in words, said of one piece or of several
    (`many`: a language whose adjectives agree in number says "claires", not "claire")."""
    return text(f"quarto.value.{value_id}.many" if many else f"quarto.value.{value_id}")


def attribute(name: str) -> str:
    """An attribute ("color", "height"...) in words."""
    return text(f"quarto.attribute.{name}")


def piece(piece: int) -> str:
    """A piece by its four values: "dark round tall hollow"."""
    color, shape, height, top = (value(v) for v in values_of(piece))
    return text("quarto.piece", color=color, shape=shape, height=height, top=top)


def made_line(line: MadeLine) -> str:
    """What a line's pieces share: "four tall pieces" (or two values, "... and four ...")."""
    shared = [value(v, many=True) for v in line.shared]
    if len(shared) == 1:
        return text("quarto.line.one", value=shared[0])
    return text("quarto.line.two", first=shared[0], second=shared[1])


def lines(made: Sequence[MadeLine]) -> str:
    """Every line with its squares: "four tall pieces on a4-d4"."""
    said = ""
    for line in made:
        one = text("quarto.line.on", line=made_line(line), squares=line_name(line.squares))
        said = one if not said else text("quarto.lines.and", first=said, second=one)
    return said


def seat(names: Names, player: int | None) -> str:
    if player is None or not 0 <= player < len(names):
        return text("quarto.nobody")
    return names[player]


def other(names: Names, player: int) -> str:
    """The name of the two players' other one."""
    return seat(names, 1 - player)


def event(event: Event, names: Names) -> str:
    """What an event of the log says to the players."""
    who = seat(names, event.player)
    kind = event.kind
    if kind is EventKind.GIVE:
        assert event.piece is not None and event.player is not None
        return text(
            "quarto.event.give",
            player=who,
            piece=piece(event.piece),
            other=other(names, event.player),
        )
    if kind is EventKind.PLACE:
        assert event.piece is not None and event.square is not None
        return text(
            "quarto.event.place",
            player=who,
            piece=piece(event.piece),
            square=square_name(event.square),
        )
    if kind is EventKind.CALL:
        return text("quarto.event.call", player=who, lines=lines(event.lines))
    if kind is EventKind.DECLARE:
        return text("quarto.event.declare", player=who, lines=lines(event.lines))
    if kind is EventKind.STEAL:
        assert event.player is not None
        return text(
            "quarto.event.steal",
            player=who,
            other=other(names, event.player),
            lines=lines(event.lines),
        )
    if kind is EventKind.LAPSE:
        return text("quarto.event.lapse", lines=lines(event.lines))
    if kind is EventKind.FALSE_CALL:
        assert event.reason is not None
        return text("quarto.event.false_call", player=who, reason=false_call(event))
    if kind is EventKind.TIMEOUT:
        return text("quarto.event.timeout", player=who)
    return result_title_for(event.player, names)


def false_call(event: Event) -> str:
    """Why a call won nothing, never giving a line away."""
    assert event.reason is not None
    return false_call_reason(event.reason, event.attributes)


def false_call_reason(reason: FalseCall, attributes: int = 0) -> str:
    if reason is FalseCall.NOT_COUNTED:
        ignored = [attribute(a.name) for a in ATTRIBUTES if attributes & a.bit]
        return text("quarto.false_call.not_counted", attributes=list_of(ignored))
    return text(f"quarto.false_call.{reason.value}")


def list_of(items: Sequence[str]) -> str:
    """ "colour", "colour and height", "colour, shape and height"."""
    if not items:
        return ""
    said = items[0]
    for index, item in enumerate(items[1:], start=2):
        key = "quarto.list.last" if index == len(items) else "quarto.list.more"
        said = text(key, first=said, second=item)
    return said


def result_title_for(winner: int | None, names: Names) -> str:
    if winner is None:
        return text("quarto.result.draw")
    return text("quarto.result.wins", player=seat(names, winner))


def result_title(result: Result | None, names: Names) -> str:
    """ "Anna wins!" or "A draw"."""
    return result_title_for(None if result is None else result.winner, names)


def result_detail(result: Result, names: Names) -> list[str]:
    """How the game was won, in a sentence or two, for the result panel."""
    winner = seat(names, result.winner)
    loser = other(names, result.winner) if result.winner is not None else ""
    how = result.termination
    if how in (Termination.CALL, Termination.DECLARED, Termination.STEAL):
        said = [
            text("quarto.result.line", line=made_line(line), squares="-".join(line.square_names))
            for line in result.lines
        ]
        if how is Termination.STEAL:
            said.append(text("quarto.result.missed", player=loser))
        if how is Termination.DECLARED:
            said.append(text("quarto.result.declared", player=winner))
        return said
    if how is Termination.FALSE_CALL:
        assert result.reason is not None
        return [
            text("quarto.result.false_call", player=loser, reason=false_call_reason(result.reason))
        ]
    if how is Termination.TIMEOUT:
        return [text("quarto.result.timeout", player=loser)]
    return [text("quarto.result.full_board")]


def error(error: GameError, names: Names | None = None) -> str:
    """What a refusal of the rules, the match or a record says, with its values shown."""
    shown = {name: _shown(name, param, names) for name, param in error.params.items()}
    held = error.params.get("piece")
    if isinstance(held, int) and 0 <= held < 16:
        shown["piece_name"] = piece(held)
    return text(f"quarto.error.{error.code.value}", **shown)


def _shown(name: str, param: object, names: Names | None) -> str:
    if isinstance(param, GameError):
        return error(param, names)
    if isinstance(param, Enum):
        return text(f"quarto.{type(param).__name__.lower()}.{param.value}")
    if isinstance(param, bool):
        return str(param)
    if isinstance(param, int):
        if name in _SQUARE_PARAMS and 0 <= param < 16:
            return square_name(param)
        if name == "piece" and 0 <= param < 16:
            return piece_to_char(param)
        if name == "player" and names is not None:
            return seat(names, param)
    if name in _QUOTED_PARAMS:
        return repr(param)  # what was typed, exactly, quotes and all
    return str(param)


def level(name: str) -> str:
    """A computer level's name in words ("Beginner"...)."""
    return text(f"quarto.level.{name.lower()}")


def level_blurb(name: str) -> str:
    """What playing against a level is like, in a sentence."""
    return text(f"quarto.level.{name.lower()}.blurb")
