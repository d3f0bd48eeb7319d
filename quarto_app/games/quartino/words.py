"""Quartino in words: colours, spaces, cards, events, results and refusals, from the catalog.

The core says what happened as data (codes, seats, colours, spaces, cards);
this turns it into sentences in the player's language through the message
catalog (keys `quartino.*` in assets/locale/<lang>/quartino.po). Names stand
where their grammar does not matter, so every sentence reads right for any
name, "You" included. Pure: no pygame, so the command line uses it too.
"""

from __future__ import annotations

from collections.abc import Sequence

from quarto_app.frame.i18n import plural, text

from ..errors import GameError
from .match import Event, EventKind, Outcome, Termination
from .rules import CENTRE, Card, Colour

Names = Sequence[str]

LEVELS = ("Easy", "Medium", "Hard")
"""The computer's levels, weakest first, as the setup offers them (ai.LevelName by name)."""

_COLOUR_PARAMS = frozenset({"colour"})
_SPACE_PARAMS = frozenset({"space", "start"})


def colour(stone: Colour) -> str:
    """A stone's colour: "yellow"."""
    return text(f"quartino.colour.{stone.name.lower()}")


def colour_letter(letter: str) -> str:
    """A colour given by its letter (as errors carry it), in words; the letter if unknown."""
    try:
        return colour(Colour.from_letter(letter))
    except GameError:
        return letter


def space(index: int) -> str:
    """ "the centre", "space 3"."""
    if index == CENTRE:
        return text("quartino.space.centre")
    return text("quartino.space.ring", number=index)


def listed(items: Sequence[str]) -> str:
    """Words in one phrase: "yellow", "yellow and blue", "yellow, blue and pink"."""
    said = ""
    for number, one in enumerate(items):
        if number == 0:
            said = one
        else:
            key = "quartino.list.last" if number == len(items) - 1 else "quartino.list.more"
            said = text(key, first=said, second=one)
    return said


def spaces(indices: Sequence[int]) -> str:
    """Several spaces in one phrase: "the centre and space 4"."""
    return listed([space(index) for index in indices])


def card(shown: Card) -> str:
    """A card by its colours: "yellow centre; blue, green, pink clockwise"."""
    first, second, third = (colour(c) for c in shown.ring)
    return text(
        "quartino.card", centre=colour(shown.centre), first=first, second=second, third=third
    )


def seat(names: Names, player: int | None) -> str:
    if player is None or not 0 <= player < len(names):
        return text("quartino.nobody")
    return names[player]


def together(names: Names, seats: Sequence[int]) -> str:
    """The named seats in one phrase: "Anna", "Anna and Ben"."""
    return listed([seat(names, index) for index in seats])


def stones(count: int) -> str:
    """ "1 stone", "3 stones"."""
    return plural("quartino.stones", count)


def event(happened: Event, names: Names) -> str:
    """One event of the match in a short sentence."""
    player = seat(names, happened.seat)
    kind = happened.kind
    if kind is EventKind.TURN:
        return text("quartino.event.turn", player=player, round=happened.count)
    if kind is EventKind.COLUMNS:
        count = happened.count or 0
        return text("quartino.event.columns", spaces=spaces(happened.spaces), stones=stones(count))
    if kind is EventKind.PLACE:
        assert happened.colour is not None and happened.space is not None
        return text(
            "quartino.event.place",
            player=player,
            colour=colour(happened.colour),
            space=space(happened.space),
        )
    if kind is EventKind.SKIP:
        return text("quartino.event.skip", stones=stones(happened.count or 0))
    if kind in (EventKind.CLAIM, EventKind.WRONG_CLAIM):
        assert happened.card is not None
        return text(f"quartino.event.{kind.value}", player=player, card=card(happened.card))
    if kind is EventKind.TIMEOUT:
        return text("quartino.event.timeout", player=player, stones=stones(happened.count or 0))
    if kind is EventKind.RESULT and happened.outcome is not None:
        return result_title(happened.outcome, names)
    return text(f"quartino.event.{kind.value}", player=player)


def result_title(outcome: Outcome | None, names: Names) -> str:
    """ "Anna won!", "Anna and Ben share the win"."""
    if outcome is None:
        return ""
    winners = outcome.winners
    if len(winners) == 1:
        return text("quartino.result.won", player=seat(names, winners[0]))
    return text("quartino.result.shared", players=together(names, winners))


def result_detail(outcome: Outcome | None, names: Names) -> list[str]:
    """How the game ended, in a line."""
    if outcome is None:
        return []
    winners = together(names, outcome.winners)
    key = f"quartino.termination.{outcome.termination.value}"
    if outcome.termination is Termination.FOURTH_CARD:
        return [text(key, winners=winners)]
    return [text(key, winners=winners)]


def error(refused: GameError, names: Names = ()) -> str:
    """A refusal of the rules, the match or a record, in words (names by seat)."""
    params: dict[str, object] = dict(refused.params)
    for key in _COLOUR_PARAMS & params.keys():
        params[key] = colour_letter(str(params[key]))
    if "shown" in params:  # a card everyone saw: said by its colours
        try:
            params["shown"] = card(Card.from_str(str(params["shown"])))
        except GameError:
            pass
    for key in ("seat", "to_act"):
        value = params.get(key)
        if names and isinstance(value, int) and not isinstance(value, bool):
            params[key] = seat(names, value)
    code = refused.code
    return text(f"quartino.error.{code.value}", **params)


def level(name: str) -> str:
    return text(f"quartino.level.{name.lower()}")


def level_blurb(name: str) -> str:
    return text(f"quartino.level.{name.lower()}.blurb")
