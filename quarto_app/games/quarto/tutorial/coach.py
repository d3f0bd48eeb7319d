"""The coach: an action checked against the step, and why it is refused, as data.

The rules check every action once, in the match; the coach only asks whether
the action is the one the step teaches. A refusal says why with a code and
the pieces, squares and lines that show it (the screen says it in words): the
piece that would give the computer a line, the square where the piece in hand
makes one, the line the player must call before giving or before placing.
An action the rules themselves refuse (a taken square, a give while placing)
is left to the rules, which say why in their own words.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..match import Match, Phase
from ..rules import LINES_THROUGH, TRAITS, MadeLine, Piece, Position, Square, shared_traits
from .script import PERSON, Step, Task


class Why(Enum):
    """Why the coach refuses an action."""

    NOT_THE_PIECE = "not_the_piece"  # piece: the one this step gives
    NOT_THE_SQUARE = "not_the_square"  # square: the one this step places on
    DANGEROUS = "dangerous"  # piece, square, line: the line it would let the computer make
    NO_LINE_THERE = "no_line_there"  # square, line: where the piece in hand makes a line
    CALL_FIRST = "call_first"  # line: the player's own line, to call before giving
    STEAL_FIRST = "steal_first"  # line: the computer's missed line, to call before placing
    NOTHING_TO_CALL = "nothing_to_call"  # a call where the step wants a give or a place
    NOT_YET = "not_yet"  # a call before the computer has handed its piece over


@dataclass(frozen=True)
class Refusal:
    why: Why
    piece: Piece | None = None
    square: Square | None = None
    line: MadeLine | None = None


@dataclass(frozen=True)
class Threat:
    """An empty square that finishes a line: three pieces there share `line.traits`."""

    square: Square
    line: MadeLine


def threats(position: Position, match: Match) -> tuple[Threat, ...]:
    """Every empty square where a fourth piece could finish a line, with its line."""
    options = match.settings.options
    found = []
    for square in position.empty_squares():
        for line in LINES_THROUGH[options.squares][square]:
            others = [position.board[s] for s in line if s != square]
            if None in others:
                continue
            common = shared_traits(others, options.attributes)  # type: ignore[arg-type]
            if common:
                found.append(Threat(square, MadeLine(line, common)))
    return tuple(found)


def completes(position: Position, match: Match, piece: Piece) -> Threat | None:
    """Where `piece` would finish a line, and the line it would make there with the values
    all four share (None: it finishes none: it is safe to give)."""
    for threat in threats(position, match):
        shared = TRAITS[piece] & threat.line.traits  # the values it shares with the three
        if shared:
            return Threat(threat.square, MadeLine(threat.line.squares, shared))
    return None


def check_give(step: Step, match: Match, piece: Piece) -> Refusal | None:
    """Why the coach refuses giving `piece` now (None: give it)."""
    position = match.position
    if step.task is Task.GIVE_PIECE and piece != step.piece:
        return Refusal(Why.NOT_THE_PIECE, piece=step.piece)
    if step.task is Task.GIVE_SAFE:
        danger = completes(position, match, piece)
        if danger is not None:
            return Refusal(Why.DANGEROUS, piece=piece, square=danger.square, line=danger.line)
    if step.task is Task.CALL:
        made = match.claimable_lines(PERSON)
        return Refusal(Why.CALL_FIRST, line=made[0] if made else None)
    return None


def check_place(step: Step, match: Match, square: Square) -> Refusal | None:
    """Why the coach refuses placing the piece in hand on `square` now (None: place it)."""
    position = match.position
    held = position.hand
    if held is None or position.board[square] is not None:
        return None  # the rules say why (nothing in hand, a taken square)
    if step.task is Task.PLACE_SQUARE and square != step.square:
        return Refusal(Why.NOT_THE_SQUARE, square=step.square)
    if step.task is Task.PLACE_LINE and not position.place(square).lines_through(
        square, match.settings.options
    ):
        where = completes(position, match, held)
        if where is not None:
            return Refusal(Why.NO_LINE_THERE, square=where.square, line=where.line)
    if step.task is Task.STEAL:
        made = match.claimable_lines(PERSON)
        return Refusal(Why.STEAL_FIRST, line=made[0] if made else None)
    return None


def check_call(step: Step, match: Match) -> Refusal | None:
    """Why the coach refuses a QUARTO! call now (None: call)."""
    if step.task is Task.STEAL:
        handed = match.to_act == PERSON and match.phase is Phase.PLACE
        return None if handed else Refusal(Why.NOT_YET)
    if step.task is Task.CALL:
        return None
    return Refusal(Why.NOTHING_TO_CALL)
