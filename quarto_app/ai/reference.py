"""The brute-force reference: plain minimax straight from the rules.

No pruning, no ordering, no symmetry, no tables of its own: every legal
placement and every give is tried, a win is tested with the rules' own
`Position.lines_through`. The only shortcut is a memo of exact values keyed
by the position itself, which cannot change any value. Tests and the solver
bench compare the fast search against this on late positions.
"""

from __future__ import annotations

from ..rules import Move, Position, RuleOptions

WIN, DRAW, LOSS = 1, 0, -1


def brute_value(position: Position, options: RuleOptions) -> int:
    """Exact value (1 win, 0 draw, -1 loss) for the side to move, by full minimax."""
    return _Brute(options).value(position)


def brute_move_values(position: Position, options: RuleOptions) -> dict[Move, int]:
    """Exact value of every legal move (after `legal_moves`), for the side to move."""
    brute = _Brute(options)
    return {move: brute.move_value(position, move) for move in position.legal_moves()}


class _Brute:
    def __init__(self, options: RuleOptions) -> None:
        self.options = options
        self.memo: dict[Position, int] = {}

    def value(self, position: Position) -> int:
        if position.is_full:
            return DRAW
        known = self.memo.get(position)
        if known is not None:
            return known
        best = LOSS - 1
        for move in position.legal_moves():
            best = max(best, self.move_value(position, move))
        self.memo[position] = best
        return best

    def move_value(self, position: Position, move: Move) -> int:
        if move.square is not None:
            placed = position.push_unchecked(Move(move.square, None))
            if placed.lines_through(move.square, self.options):
                return WIN
            if move.give is None:
                return DRAW  # the last piece went down without a line
        after = position.push_unchecked(move)
        return -self.value(after)
