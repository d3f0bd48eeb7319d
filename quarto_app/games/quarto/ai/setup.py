"""The analysis board's set-up check: a position a game could have reached and can go on from.

    problem = setup_problem(position, options)   # a coded error, or None

A position built square by square (the analysis board's drag and drop) may
hold a piece twice, the piece in hand on the board, or a line already made
(the game would have ended there, or the line lapsed, which a set-up cannot
say): the analysis refuses those with the reason, as a code the screen says
in words (`words.error`: `quarto.error.<code>`). Pure: no words, no pygame.
"""

from __future__ import annotations

from enum import Enum

from ...errors import GameError
from ..rules import Position, PositionError, RuleOptions, RulesCode, line_name


class SetupCode(Enum):
    LINE_MADE = "line_made"  # line: the squares of a line (or 2x2 square) already made


class SetupError(GameError):
    """A set-up the analysis refuses; its code and parameters say why."""


def setup_problem(position: Position, options: RuleOptions) -> GameError | None:
    """Why the analysis cannot start from `position`, or None when it can."""
    seen: dict[int, int] = {}
    for square, piece in enumerate(position.board):
        if piece is None:
            continue
        if piece in seen:
            return PositionError(
                RulesCode.PIECE_TWICE, piece=piece, first=seen[piece], second=square
            )
        seen[piece] = square
    if position.hand is not None:
        if position.hand in seen:
            return PositionError(
                RulesCode.HAND_ON_BOARD, piece=position.hand, square=seen[position.hand]
            )
        if len(seen) == 16:
            return PositionError(RulesCode.FULL_WITH_HAND)
    made = position.lines(options)
    if made:
        return SetupError(SetupCode.LINE_MADE, line=line_name(made[0].squares))
    return None
