"""The analysis board's set-up: a position built by hand, piece by piece, and its rules.

    setup = BoardSetup()
    setup.put(piece, Spot.square(5))      # a piece onto b3 (from wherever it was)
    setup.put(piece, Spot.hand())         # the piece the side to move must place
    setup.put(piece, Spot.tray())         # back beside the board
    setup.load("..../.3../..../a... 5")   # a pasted position string (PositionError if bad)
    setup.position, setup.options, setup.problem()

Every piece is in exactly one place (the tray, a square or the hand), so a
set-up built by hand can never hold a piece twice; a pasted string can, and
`Position.from_str` refuses it with its reason. A line already made is the
set-up check's (`ai.setup.setup_problem`); a full board leaves no move.
Pure: no pygame, no words.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ...errors import GameError
from ..ai.setup import setup_problem
from ..rules import ALL_ATTRIBUTES, Position, RuleOptions, RulesCode
from ..rules.errors import PositionError


class SpotKind(Enum):
    TRAY = "tray"  # beside the board: not in play (index: the piece's cell, -1: anywhere)
    SQUARE = "square"  # a square of the board (index: 0-15, a4..d1)
    HAND = "hand"  # the piece the side to move must place


@dataclass(frozen=True)
class Spot:
    """Where a piece is, or goes, on the analysis board."""

    kind: SpotKind
    index: int = 0

    @staticmethod
    def tray(piece: int = -1) -> Spot:
        return Spot(SpotKind.TRAY, piece)

    @staticmethod
    def square(index: int) -> Spot:
        return Spot(SpotKind.SQUARE, index)

    @staticmethod
    def hand() -> Spot:
        return Spot(SpotKind.HAND)


class BoardSetup:
    """A position being set up by hand, with the rule options it is judged by."""

    def __init__(self, position: Position | None = None, options: RuleOptions | None = None):
        position = position or Position()
        self.board: list[int | None] = list(position.board)
        self.hand: int | None = position.hand
        self.squares = (options or RuleOptions()).squares
        self.attributes = (options or RuleOptions()).attributes

    @property
    def position(self) -> Position:
        return Position(tuple(self.board), self.hand)

    @property
    def options(self) -> RuleOptions:
        return RuleOptions(squares=self.squares, attributes=self.attributes or ALL_ATTRIBUTES)

    def spot_of(self, piece: int) -> Spot:
        """Where `piece` is now."""
        if self.hand == piece:
            return Spot.hand()
        if piece in self.board:
            return Spot.square(self.board.index(piece))
        return Spot.tray(piece)

    def piece_at(self, spot: Spot) -> int | None:
        """The piece on a square or in hand (a tray spot holds its piece if not in play)."""
        if spot.kind is SpotKind.SQUARE:
            return self.board[spot.index]
        if spot.kind is SpotKind.HAND:
            return self.hand
        if not 0 <= spot.index < 16:
            return None
        return spot.index if self.spot_of(spot.index).kind is SpotKind.TRAY else None

    def put(self, piece: int, target: Spot) -> None:
        """Move `piece` to `target`. A piece already there goes where `piece` came from
        (a swap on the board), or back to the tray when `piece` came from the tray."""
        source = self.spot_of(piece)
        if source == target:
            return
        there = self.piece_at(target) if target.kind is not SpotKind.TRAY else None
        self._clear(source)
        if there is not None and there != piece:
            self._clear(target)
            if source.kind is not SpotKind.TRAY:
                self._set(source, there)
        self._set(target, piece)

    def _clear(self, spot: Spot) -> None:
        if spot.kind is SpotKind.SQUARE:
            self.board[spot.index] = None
        elif spot.kind is SpotKind.HAND:
            self.hand = None

    def _set(self, spot: Spot, piece: int) -> None:
        if spot.kind is SpotKind.SQUARE:
            self.board[spot.index] = piece
        elif spot.kind is SpotKind.HAND:
            self.hand = piece

    def clear(self) -> None:
        """Every piece back beside the board."""
        self.board = [None] * 16
        self.hand = None

    def load(self, text: str) -> None:
        """Set up the position a string says (the `analyze` format); PositionError if it
        cannot be read, the set-up unchanged."""
        position = Position.from_str(text.strip())
        self.board, self.hand = list(position.board), position.hand

    def problem(self) -> GameError | None:
        """Why no game could go on from here (a line made, no move left), or None."""
        position = self.position
        found = setup_problem(position, self.options)
        if found is not None:
            return found
        if position.is_full:
            return PositionError(RulesCode.BOARD_FULL)
        return None
