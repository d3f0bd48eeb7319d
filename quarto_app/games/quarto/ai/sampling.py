"""Random positions for tests and benches: what a game could have reached."""

from __future__ import annotations

import random

from ..rules import Position, RuleOptions


def random_position(
    rng: random.Random, empties: int, options: RuleOptions, *, must_give: bool = False
) -> Position:
    """A random position with `empties` empty squares and no made line on the board.

    Pieces are dropped one by one on random squares, skipping drops that would
    make a line (as if every earlier Quarto had been seen and refused), so the
    game is still open. The hand is a random remaining piece, or None with
    `must_give` (the side to move has just placed and must give).
    """
    if not 1 <= empties <= 16:
        raise ValueError("a position has 1 to 16 empty squares")
    while True:
        board: list[int | None] = [None] * 16
        pieces = list(range(16))
        rng.shuffle(pieces)
        stuck = False
        for _ in range(16 - empties):
            piece = pieces.pop()
            squares = [s for s in range(16) if board[s] is None]
            rng.shuffle(squares)
            for square in squares:
                board[square] = piece
                if not Position(tuple(board), None).lines_through(square, options):
                    break
                board[square] = None
            else:
                stuck = True
                break
        if stuck:
            continue
        if must_give or not pieces:
            return Position(tuple(board), None)
        return Position(tuple(board), rng.choice(pieces))
