"""The rules of Quarto, pure and fast: pieces, squares, lines, positions, moves.

Read top to bottom: `errors` (what the rules refuse, as codes), `pieces` (the
sixteen pieces and four attributes),
`squares` (a4..d1), `lines` (rows, columns, diagonals, the advanced 2x2
squares, the rule options), `position` (the board, the piece in hand, moves
and Quartos). The match flow with its QUARTO! calls lives in
`quarto_app.games.quarto.match`; this package knows nothing of players, time or screens.
"""

from .errors import RulesCode
from .lines import (
    COMPLETERS,
    LINES_THROUGH,
    OTHERS_THROUGH,
    STANDARD,
    STRAIGHT_LINES,
    TRAITS,
    TWO_BY_TWO,
    Line,
    RuleOptions,
    line_name,
    lines_for,
    shared_traits,
    trait_mask,
    trait_values,
)
from .pieces import (
    ALL_ATTRIBUTES,
    ALL_PIECES,
    ATTRIBUTE_BY_NAME,
    ATTRIBUTES,
    Attribute,
    Piece,
    format_attributes,
    parse_attributes,
    piece_from_char,
    piece_to_char,
    values_of,
)
from .position import (
    IllegalMoveError,
    MadeLine,
    Move,
    MoveError,
    Position,
    PositionError,
    QuartoError,
)
from .squares import ALL_SQUARES, SQUARE_NAMES, Square, parse_square, square_name

__all__ = [
    "ALL_ATTRIBUTES",
    "ALL_PIECES",
    "ALL_SQUARES",
    "ATTRIBUTES",
    "ATTRIBUTE_BY_NAME",
    "COMPLETERS",
    "LINES_THROUGH",
    "OTHERS_THROUGH",
    "SQUARE_NAMES",
    "STANDARD",
    "STRAIGHT_LINES",
    "TRAITS",
    "TWO_BY_TWO",
    "Attribute",
    "IllegalMoveError",
    "Line",
    "MadeLine",
    "Move",
    "MoveError",
    "Piece",
    "Position",
    "PositionError",
    "QuartoError",
    "RulesCode",
    "RuleOptions",
    "Square",
    "format_attributes",
    "line_name",
    "lines_for",
    "parse_attributes",
    "parse_square",
    "piece_from_char",
    "piece_to_char",
    "shared_traits",
    "square_name",
    "trait_mask",
    "trait_values",
    "values_of",
]
