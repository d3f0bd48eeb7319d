"""A position of Quarto: the board, the piece in hand, and the moves between.

A turn is a compound move: place the piece you were given, then give one of
the remaining pieces to your opponent. The first player only gives, and the
player who places the last piece has nothing left to give. A move that places
without giving (``c2``) is also the half-move of a player who will call
QUARTO! or has nothing to give; a move that only gives (``:a``) is for a
position whose side to move must give first (``-`` in the position string).

The position string, the project's interchange format, is ``r4/r3/r2/r1 H``:
four ranks from the top, each four cells from file a to d (``.`` or a
piece's hex digit), then the piece in hand or ``-``. Example:
``..../.3../..../a... 5``.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from .errors import (
    IllegalMoveError,
    MoveError,
    PositionError,
    QuartoError,
    RulesCode,
)
from .lines import LINES_THROUGH, STANDARD, Line, RuleOptions, shared_traits, trait_values
from .pieces import Piece, piece_from_char, piece_to_char
from .squares import Square, parse_square, square_name

__all__ = [
    "IllegalMoveError",
    "MadeLine",
    "Move",
    "MoveError",
    "Position",
    "PositionError",
    "QuartoError",
]


@dataclass(frozen=True, slots=True)
class Move:
    """A turn, or the half of one: place the piece in hand, give a piece.

    ``square`` is None for a give-only move, ``give`` is None for a
    place-only move. Text form: ``c2:a``, ``:a`` or ``c2``.
    """

    square: Square | None
    give: Piece | None

    def __post_init__(self) -> None:
        if self.square is None and self.give is None:
            raise MoveError(RulesCode.MOVE_EMPTY)
        for value in (self.square, self.give):
            if value is not None and not (isinstance(value, int) and 0 <= value <= 15):
                raise MoveError(RulesCode.OUT_OF_RANGE, value=value)

    @classmethod
    def from_str(cls, text: str) -> Move:
        """Parse ``c2:a``, ``:a`` or ``c2``; raises MoveError with the reason."""
        if not isinstance(text, str):
            raise MoveError(RulesCode.MOVE_NOT_TEXT, kind=type(text).__name__)
        raw = text.strip()
        square_part, sep, give_part = raw.partition(":")
        try:
            square = parse_square(square_part) if square_part else None
            give = piece_from_char(give_part) if sep and give_part else None
        except QuartoError as exc:
            raise MoveError(RulesCode.BAD_MOVE_PART, text=text, cause=exc) from None
        if sep and not give_part:
            raise MoveError(RulesCode.NOTHING_AFTER_COLON, text=text)
        if square is None and give is None:
            raise MoveError(RulesCode.MOVE_SHAPE, text=text)
        return cls(square, give)

    def __str__(self) -> str:
        square = square_name(self.square) if self.square is not None else ""
        give = f":{piece_to_char(self.give)}" if self.give is not None else ""
        return square + give


@dataclass(frozen=True, slots=True)
class MadeLine:
    """A line (or 2x2 square) of four pieces sharing at least one attribute."""

    squares: Line
    traits: int  # the shared trait bits (see lines.TRAITS)

    @property
    def square_names(self) -> list[str]:
        return [square_name(s) for s in self.squares]

    @property
    def shared(self) -> list[str]:
        """The ids of the shared values: ["tall", "hollow"]."""
        return trait_values(self.traits)


EMPTY_BOARD: tuple[Piece | None, ...] = (None,) * 16


@dataclass(frozen=True, slots=True)
class Position:
    """An immutable position: 16 cells (a piece or None) and the piece in hand.

    `hand` is the piece the side to move must place, or None when the side to
    move must first give a piece. Positions are hashable and compare by value.
    """

    board: tuple[Piece | None, ...] = EMPTY_BOARD
    hand: Piece | None = None

    # --- reading and writing -------------------------------------------------

    @classmethod
    def from_str(cls, text: str) -> Position:
        """Parse a position string; raises PositionError saying what and where."""
        if not isinstance(text, str):
            raise PositionError(RulesCode.POSITION_NOT_TEXT)
        parts = text.strip().split()
        if len(parts) != 2:
            raise PositionError(RulesCode.POSITION_PARTS, count=len(parts))
        board_text, hand_text = parts
        ranks = board_text.split("/")
        if len(ranks) != 4:
            raise PositionError(RulesCode.POSITION_RANKS, count=len(ranks))
        cells: list[Piece | None] = []
        seen: dict[Piece, Square] = {}
        for index, rank in enumerate(ranks):
            rank_label = "4321"[index]
            if len(rank) != 4:
                raise PositionError(
                    RulesCode.RANK_LENGTH, rank=rank_label, text=rank, length=len(rank)
                )
            for file_index, char in enumerate(rank):
                where = index * 4 + file_index
                if char == ".":
                    cells.append(None)
                    continue
                try:
                    piece = piece_from_char(char)
                except QuartoError:
                    raise PositionError(RulesCode.BAD_CELL, char=char, square=where) from None
                if piece in seen:
                    raise PositionError(
                        RulesCode.PIECE_TWICE, piece=piece, first=seen[piece], second=where
                    )
                seen[piece] = where
                cells.append(piece)
        if hand_text == "-":
            hand = None
        else:
            try:
                hand = piece_from_char(hand_text) if len(hand_text) == 1 else None
            except QuartoError:
                hand = None
            if hand is None:
                raise PositionError(RulesCode.BAD_HAND, text=hand_text)
            if len(seen) == 16:
                raise PositionError(RulesCode.FULL_WITH_HAND)
            if hand in seen:
                raise PositionError(RulesCode.HAND_ON_BOARD, piece=hand, square=seen[hand])
        return cls(tuple(cells), hand)

    def __str__(self) -> str:
        cells = "".join("." if p is None else piece_to_char(p) for p in self.board)
        ranks = "/".join(cells[i : i + 4] for i in range(0, 16, 4))
        hand = "-" if self.hand is None else piece_to_char(self.hand)
        return f"{ranks} {hand}"

    # --- what is where -------------------------------------------------------

    @property
    def placed_count(self) -> int:
        return sum(p is not None for p in self.board)

    def empty_squares(self) -> list[Square]:
        return [s for s, p in enumerate(self.board) if p is None]

    def available(self) -> list[Piece]:
        """The pieces still beside the board: neither placed nor in hand."""
        used = {p for p in self.board if p is not None}
        if self.hand is not None:
            used.add(self.hand)
        return [p for p in range(16) if p not in used]

    @property
    def must_give(self) -> bool:
        """True when the side to move must give a piece before anything else."""
        return self.hand is None and self.placed_count < 16

    @property
    def is_full(self) -> bool:
        return self.placed_count == 16

    # --- moves ---------------------------------------------------------------

    def legal_moves(self) -> Iterator[Move]:
        """Every whole turn: place and give, or give only, or place only (last piece).

        Place-only halves of a turn are legal too (see `is_legal`) but are not
        listed, except when nothing is left to give.
        """
        gives = self.available()
        if self.hand is None:
            if not self.is_full:
                yield from (Move(None, g) for g in gives)
            return
        for square in self.empty_squares():
            if gives:
                yield from (Move(square, g) for g in gives)
            else:
                yield Move(square, None)

    def illegality(self, move: Move) -> IllegalMoveError | None:
        """Why `move` is illegal here (the error `push` would raise), or None when legal."""
        if self.is_full:
            return IllegalMoveError(RulesCode.BOARD_FULL)
        if move.square is not None:
            if self.hand is None:
                return IllegalMoveError(RulesCode.NO_PIECE_IN_HAND)
            if self.board[move.square] is not None:
                return IllegalMoveError(RulesCode.SQUARE_TAKEN, square=move.square)
        elif self.hand is not None:
            return IllegalMoveError(RulesCode.PLACE_FIRST, piece=self.hand)
        if move.give is not None:
            if move.give == self.hand:
                return IllegalMoveError(RulesCode.PIECE_IN_HAND, piece=move.give)
            if move.give in self.board:
                return IllegalMoveError(RulesCode.PIECE_ON_BOARD, piece=move.give)
        return None

    def push(self, move: Move) -> Position:
        """The position after `move`; raises IllegalMoveError saying why not."""
        error = self.illegality(move)
        if error is not None:
            raise error
        return self.push_unchecked(move)

    def push_unchecked(self, move: Move) -> Position:
        """The position after `move`, trusting that it is legal (fast path)."""
        board = self.board
        if move.square is not None:
            board = board[: move.square] + (self.hand,) + board[move.square + 1 :]
        return Position(board, move.give)

    def place(self, square: Square) -> Position:
        """Checked half-move: put the piece in hand on `square`."""
        return self.push(Move(square, None))

    def give(self, piece: Piece) -> Position:
        """Checked half-move: give `piece` to the opponent."""
        return self.push(Move(None, piece))

    # --- Quartos -------------------------------------------------------------

    def lines(self, options: RuleOptions = STANDARD) -> list[MadeLine]:
        """Every full line (or 2x2 square) whose pieces share a counted attribute."""
        return _made_lines(self.board, options.lines, options.attributes)

    def lines_through(self, square: Square, options: RuleOptions = STANDARD) -> list[MadeLine]:
        """The made lines that pass through `square` (those a placement there made)."""
        return _made_lines(self.board, LINES_THROUGH[options.squares][square], options.attributes)

    def has_quarto(self, options: RuleOptions = STANDARD) -> bool:
        return bool(self.lines(options))


def _made_lines(
    board: tuple[Piece | None, ...], lines: tuple[Line, ...], attributes: int
) -> list[MadeLine]:
    made = []
    for line in lines:
        pieces = [board[s] for s in line]
        if None in pieces:
            continue
        common = shared_traits(pieces, attributes)  # type: ignore[arg-type]
        if common:
            made.append(MadeLine(line, common))
    return made
