"""What Quartino's play screen says: the status line, the hint under it, each seat's role,
the rules in force and the pointed space. Read from the table model, in the catalog's words.

Names stand where their grammar does not matter ("Anna: place 2 stones"), so
the sentences read right for any name, "You" included.
"""

from __future__ import annotations

from quarto_app.frame.i18n import text

from .. import words
from ..match import Phase
from ..rules import Colour
from .places import PlaceKind
from .table import Table


def status(table: Table) -> str:
    """Whose turn it is and what to do, in a few words."""
    match = table.match
    if table.over:
        return words.result_title(match.outcome, table.names)
    seat = match.to_act
    name = table.name(seat)
    if not table.is_human(seat):
        if table.computer.glide is not None or table.computer.thinking is None:
            return text("quartino.status.computer_plays", player=name)
        return text("quartino.status.computer_thinks", player=name)
    if table.hidden and table.viewer != seat:
        return text("quartino.status.pass_to", player=name)
    seen = table.seen
    if seen.phase is Phase.PLACE:
        if table.colour_offered:
            return text("quartino.status.colour_offer", player=name)
        return text("quartino.status.place", player=name, stones=words.stones(seen.stones_left))
    if not table.board_shows_a_card:
        return text("quartino.status.end", player=name)
    return text("quartino.status.claim", player=name)


def hint(table: Table) -> str:
    """How to do what the status line asks, for whoever is new to the screen."""
    if table.attract:
        return text("quartino.hint.attract")
    if not table.human_turn:
        return ""
    seen = table.seen
    selected = table.hands.selected
    if seen.phase is Phase.PLACE:
        if table.colour_offered:
            colours = [words.colour(c) for c in table.colours_on_board()]
            key = "quartino.hint.colour_offer"
            if table.column_cleared:  # "are on the board" may no longer hold
                key = "quartino.hint.colour_offer_cleared"
            return text(key, colours=words.listed(colours))
        keys = table.hands.focus_visible  # the keyboard is in use: say its keys
        if selected is not None:
            key = "quartino.hint.colour_selected_keys" if keys else "quartino.hint.colour_selected"
            return text(key, colour=words.colour(Colour(int(selected))))
        return text("quartino.hint.place_keys" if keys else "quartino.hint.place")
    if table.selected_card is not None:
        return text("quartino.hint.claim_selected")
    if not table.board_shows_a_card:
        return text("quartino.hint.no_card_shows")
    return text("quartino.hint.claim")


def role(table: Table, seat: int) -> str:
    """What this seat is doing, in words that suit any name."""
    match = table.match
    if table.over:
        return text("quartino.role.winner") if seat in table.winners else ""
    if table.computer.thinking == seat:
        dots = 1 + int(table.clock.time * 3) % 3
        return text("quartino.role.thinking", dots="." * dots)
    if match.to_act == seat:
        return text("quartino.role.to_play")
    return text("quartino.role.waiting")


def who(table: Table, seat: int) -> str:
    """A person, or the computer at its level."""
    level = table.setup.seats[seat].level
    if level is None:
        return text("quartino.who.person")
    return text("quartino.who.computer", level=words.level(level))


def round_and_rules(table: Table) -> str:
    """The round and the rules, on the table's top line: "Round 3 of 40" already says the
    round limit, so the rules part leaves it out."""
    return text(
        "quartino.rules.join",
        first=round_words(table),
        second=rules_in_force(table, rounds=False),
    )


def rules_in_force(table: Table, *, rounds: bool = True) -> str:
    """The rules of this game in one short line (`rounds`: with the round limit)."""
    options = table.match.settings.options
    if options.colour_rule and options.column_rule:
        line = text("quartino.rules.both")
    elif options.colour_rule:
        line = text("quartino.rules.colour")
    elif options.column_rule:
        line = text("quartino.rules.column")
    else:
        line = text("quartino.rules.basic")
    if rounds and options.round_limit is not None:
        line = text(
            "quartino.rules.join",
            first=line,
            second=text("quartino.rules.rounds", limit=options.round_limit),
        )
    if options.auto_claim:
        line = text("quartino.rules.join", first=line, second=text("quartino.rules.auto_claim"))
    clock = table.match.settings.move_clock
    if clock is not None:
        line = text(
            "quartino.rules.join",
            first=line,
            second=text("quartino.rules.clock", seconds=f"{clock:g}"),
        )
    return line


def round_words(table: Table) -> str:
    seen = table.seen
    if seen.round_limit is None:
        return text("quartino.round", round=seen.round)
    return text("quartino.round_of", round=seen.round, limit=seen.round_limit)


def pointed(table: Table) -> str | None:
    """The stack under the pointer (or the keyboard focus), bottom to top, in words."""
    hands = table.hands
    place = hands.focus if hands.focus_visible else hands.hover
    if place is None or place.kind is not PlaceKind.SPACE:
        return None
    stack = table.seen.board.stacks[place.index]
    if not stack:
        return text("quartino.pointed.empty", space=words.space(place.index))
    colours = [words.colour(c) for c in stack]
    if len(colours) == 1:
        return text("quartino.pointed.one", space=words.space(place.index), colour=colours[0])
    return text(
        "quartino.pointed.stack",
        space=words.space(place.index),
        stones=words.listed(colours),
        top=colours[-1],
    )


def pointed_card(table: Table) -> str | None:
    """The card of the hand at the screen under the pointer (or the keyboard focus), read
    out with how to read its picture: a newcomer cannot tell which stone is the centre."""
    hands = table.hands
    place = hands.focus if hands.focus_visible else hands.hover
    hand = table.seen.hand
    if place is None or place.kind is not PlaceKind.CARD or table.seen.viewer is None:
        return None
    if place.index >= len(hand):
        return None
    return text("quartino.pointed.card", card=words.card(hand[place.index]))
