"""A reference for the puzzles' tests: "a forced line within n placements" by plain
minimax straight from the rules (Position.push, Position.lines_through), with no
bit sets, no tables, no ordering: nothing shared with the prover it checks."""

from __future__ import annotations

from functools import cache

from quarto_app.games.quarto.rules import Position, RuleOptions


def brute_wins_within(position: Position, n: int, options: RuleOptions) -> bool:
    """Can the side to move (holding a piece) force a line within n of its placements?
    Every placement and every give, from the rules alone."""

    @cache
    def wins(pos: Position, budget: int) -> bool:
        for square in pos.empty_squares():
            if pos.place(square).lines_through(square, options):
                return True
        if budget < 2:
            return False
        for move in pos.legal_moves():
            if move.give is None:
                continue  # the last piece, placed without a line: a draw
            if loses(pos.push(move), budget - 1):
                return True
        return False

    @cache
    def loses(pos: Position, budget: int) -> bool:
        # the opponent holds pos.hand; the mover has `budget` placements left
        for square in pos.empty_squares():
            if pos.place(square).lines_through(square, options):
                return False  # the opponent makes a line
        for move in pos.legal_moves():
            if move.give is None:
                return False  # the last piece: a draw
            if not wins(pos.push(move), budget):
                return False
        return True

    return wins(position, n)
