"""What the play screen says: the status line, the hint under it, each side's role and
last moves, and the pointed piece. Read from the table model, in the catalog's words.

Names stand where their grammar does not matter ("Anna: place the piece"),
so the sentences read right for any name, "You" included.
"""

from __future__ import annotations

from quarto_app.frame.i18n import plural, text
from quarto_app.frame.intents import CALL_KEY_LABELS

from .. import words
from ..match import Calling, EventKind, FalseCallRule, Phase, WindowKind
from ..rules import ALL_ATTRIBUTES, ATTRIBUTES, piece_to_char, square_name
from .places import PlaceKind
from .table import Table


def status(table: Table) -> str:
    """Whose turn it is and what to do, in a few words."""
    match = table.match
    if table.rolling:
        return text("quarto.status.dice")
    if match.phase == Phase.OVER:
        return words.result_title(match.result, table.names)
    player = match.to_act
    assert player is not None
    name, other = table.name(player), table.name(table.opponent(player))
    if match.phase == Phase.FINAL:
        return text("quarto.status.final", player=name)
    if not table.is_human(player):
        if table.computer.glide is not None:
            key = (
                "quarto.status.computer_gives"
                if match.phase == Phase.GIVE
                else "quarto.status.computer_places"
            )
            return text(key, player=name, other=other)
        key = (
            "quarto.status.computer_thinks_give"
            if match.phase == Phase.GIVE
            else "quarto.status.computer_thinks_place"
        )
        return text(key, player=name, other=other)
    if match.phase == Phase.GIVE:
        return text("quarto.status.give", player=name, other=other)
    return text("quarto.status.place", player=name)


def hint(table: Table) -> str:
    """How to do what the status line asks, for whoever is new to the screen.

    The steal window opens after every give (it must: opening it only when
    there is a line would give the line away), but it is shown by its ring
    alone: the hint never asks the receiver whether a line was missed.
    """
    match = table.match
    if table.attract:
        return text("quarto.hint.attract")
    if table.rolling:
        return ""
    if match.phase == Phase.FINAL and table.is_human(match.to_act):
        seat = match.to_act
        assert seat is not None
        return text("quarto.hint.final", key=CALL_KEY_LABELS[seat])
    if not table.human_turn:
        return ""
    player = match.to_act
    assert player is not None
    other = table.name(table.opponent(player))
    if match.phase == Phase.GIVE:
        if table.hands.selected is not None:
            piece = words.piece(table.hands.selected)
            return text("quarto.hint.give_selected", other=other, piece=piece)
        window = match.call_window(player)
        if window is not None and window.kind is WindowKind.OWN:
            return text("quarto.hint.give_or_call", other=other, key=CALL_KEY_LABELS[player])
        return text("quarto.hint.give", other=other)
    return text("quarto.hint.place")


def role(table: Table, seat: int) -> str:
    """What this side is doing, in words that suit any name ("You", "Anna")."""
    match = table.match
    if match.phase == Phase.OVER:
        result = match.result
        if result is not None and result.winner == seat:
            return text("quarto.role.winner")
        return text("quarto.role.draw") if result is not None and result.winner is None else ""
    if table.rolling:
        return text("quarto.role.dice")
    if table.computer.thinking == seat:
        dots = 1 + int(table.clock.time * 3) % 3
        return text("quarto.role.thinking", dots="." * dots)
    if match.to_act != seat:
        return text("quarto.role.waiting")
    if match.phase == Phase.GIVE:
        return text("quarto.role.giving")
    if match.phase == Phase.PLACE:
        return text("quarto.role.placing")
    return text("quarto.role.final")


def recent(table: Table, seat: int) -> list[str]:
    """This side's last few moves in a few words each, newest first (the table keeps them:
    no frame reads the whole log)."""
    said = []
    for event in reversed(table.recent[seat]):
        if event.kind is EventKind.GIVE and event.piece is not None:
            said.append(text("quarto.recent.gave", piece=words.piece(event.piece)))
        elif event.kind is EventKind.PLACE and event.square is not None:
            said.append(text("quarto.recent.placed", square=square_name(event.square)))
        elif event.kind is EventKind.FALSE_CALL:
            said.append(text("quarto.recent.false_call"))
    return said


def pointed_piece(table: Table) -> int | None:
    """The piece under the pointer (or the keyboard focus), to name its attributes."""
    hands = table.hands
    place = hands.focus if hands.focus_visible else hands.hover
    if place is None:
        return None
    position = table.match.position
    if place.kind is PlaceKind.RESERVE and place.index in position.available():
        return place.index
    if place.kind is PlaceKind.SQUARE:
        return position.board[place.index]
    if (
        place.kind is PlaceKind.HAND
        and table.match.phase == Phase.PLACE
        and place.index == table.match.to_act
    ):
        return position.hand
    return None


def rules_in_force(table: Table) -> str:
    """The rules of this game in one short line (2x2 squares, attributes, clock, window)."""
    settings = table.match.settings
    options = settings.options
    parts = [text("quarto.rules.squares" if options.squares else "quarto.rules.lines")]
    if options.attributes != ALL_ATTRIBUTES:
        counted = [words.attribute(a.name) for a in ATTRIBUTES if options.attributes & a.bit]
        parts.append(text("quarto.rules.attributes", attributes=words.list_of(counted)))
    if settings.calling is Calling.AUTOMATIC:
        parts.append(text("quarto.rules.automatic"))
    else:
        parts.append(text("quarto.rules.window", seconds=f"{settings.steal_window:g}"))
        if settings.false_call is FalseCallRule.LOSE:
            parts.append(text("quarto.rules.false_call_loses"))
    if settings.move_clock is not None:
        parts.append(text("quarto.rules.clock", seconds=f"{settings.move_clock:g}"))
    line = parts[0]
    for part in parts[1:]:
        line = text("quarto.rules.join", first=line, second=part)
    return line


def computer_hint(table: Table) -> str | None:
    """The computer's hint for the person to act, in one line ("Hint: place on b2, give 7.
    Piece 3 would let Ben win at once on c1"); "thinking" while it comes; None without one."""
    shown = table.shown_hint()
    if shown is None:
        if table.hints.thinking and table.human_turn:
            return text("quarto.hints.thinking")
        return None
    from .. import review_words

    player = table.match.to_act
    assert player is not None
    reason = review_words.hint(shown, table.names, player)
    move = shown.move
    if move is None:  # call QUARTO!: the reason says it all
        return text("quarto.hints.reason_only", reason=reason)
    if move.square is not None and move.give is not None:
        said = text(
            "quarto.hints.move.place_give",
            square=square_name(move.square),
            piece=piece_to_char(move.give),
        )
    elif move.square is not None:
        said = text("quarto.hints.move.place", square=square_name(move.square))
    else:
        assert move.give is not None
        said = text("quarto.hints.move.give", piece=piece_to_char(move.give))
    return text("quarto.hints.line", move=said, reason=reason)


def struck_pieces(table: Table) -> str | None:
    """The legend of the pieces the hint strikes out (each would let the opponent win at
    once after its placement), or None when it strikes none."""
    shown = table.shown_hint()
    if shown is None or table.match.to_act is None:
        return None
    give = shown.move.give if shown.move is not None else None
    count = sum(1 for piece, _square in shown.dangerous if piece != give)
    if not count:
        return None
    other = table.name(table.opponent(table.match.to_act))
    return plural("quarto.hints.struck", count, other=other)
