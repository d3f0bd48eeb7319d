"""What the rules refuse, as codes: the screens and the command line say it in words.

Every error carries a `RulesCode` and the values it is about (a square or a
piece as its number, the text that could not be read); the catalog key of its
words is `quarto.error.<code>` (see quarto_app.games.quarto.words).
"""

from __future__ import annotations

from enum import Enum

from ...errors import GameError


class RulesCode(Enum):
    # reading a square, a piece, an attribute list
    SQUARE_UNKNOWN = "square_unknown"  # text
    PIECE_UNKNOWN = "piece_unknown"  # text
    ATTRIBUTE_UNKNOWN = "attribute_unknown"  # word, choices
    NO_ATTRIBUTE = "no_attribute"
    # reading a position string
    POSITION_NOT_TEXT = "position_not_text"
    POSITION_PARTS = "position_parts"  # count
    POSITION_RANKS = "position_ranks"  # count
    RANK_LENGTH = "rank_length"  # rank, text, length
    BAD_CELL = "bad_cell"  # char, square
    PIECE_TWICE = "piece_twice"  # piece, first, second
    BAD_HAND = "bad_hand"  # text
    FULL_WITH_HAND = "full_with_hand"
    HAND_ON_BOARD = "hand_on_board"  # piece, square
    # reading a move
    MOVE_NOT_TEXT = "move_not_text"  # kind
    MOVE_EMPTY = "move_empty"
    OUT_OF_RANGE = "out_of_range"  # value
    MOVE_SHAPE = "move_shape"  # text
    NOTHING_AFTER_COLON = "nothing_after_colon"  # text
    BAD_MOVE_PART = "bad_move_part"  # text, cause
    # playing a move
    BOARD_FULL = "board_full"
    NO_PIECE_IN_HAND = "no_piece_in_hand"
    SQUARE_TAKEN = "square_taken"  # square
    PLACE_FIRST = "place_first"  # piece
    PIECE_IN_HAND = "piece_in_hand"  # piece
    PIECE_ON_BOARD = "piece_on_board"  # piece


class QuartoError(GameError):
    """Base of every error the rules raise for bad input; its code says what."""


class PositionError(QuartoError):
    """A position string that cannot be read."""


class MoveError(QuartoError):
    """A move string that cannot be read."""


class IllegalMoveError(QuartoError):
    """A move that the rules do not allow in this position."""
