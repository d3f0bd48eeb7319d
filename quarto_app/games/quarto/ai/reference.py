"""The brute-force reference: plain minimax straight from the rules.

No pruning, no ordering, no symmetry, no tables of its own: every legal
placement and every give is tried, a win is tested with the rules' own
`Position.lines_through`. The only shortcut is a memo of exact values keyed
by the position itself, which cannot change any value. Tests and the solver
bench compare the fast search against this on late positions.
"""

from __future__ import annotations

from ..rules import LINES_THROUGH, TRAITS, Move, Position, RuleOptions, trait_mask

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


def alphabeta_value(position: Position, options: RuleOptions, *, memo: bool = False) -> int:
    """Exact value by plain alpha-beta minimax: the reference for deeper positions.

    Natural move order, no symmetry, no safe-give rule: only the window, which
    cannot change a value. Its own board (a list) and its own win test (each
    line through the square, AND of the trait codes), so it shares nothing
    with the solver beyond the rules' line lists. With `memo`, a textbook memo
    of bounds keyed by the exact position (lower and upper bound, no symmetry,
    no depth since every search goes to the end), which cannot change a value
    either; it makes nine and ten empty squares affordable.
    """
    if position.is_full:
        return DRAW
    mask = trait_mask(options.attributes)
    cells = [None if p is None else TRAITS[p] & mask for p in position.board]
    left = [p for p in range(16) if p not in position.board and p != position.hand]
    lines = LINES_THROUGH[options.squares]
    table: dict[tuple, tuple[int, int]] | None = {} if memo else None

    def wins(square: int, code: int) -> bool:
        for line in lines[square]:
            common = code
            for s in line:
                if s != square:
                    other = cells[s]
                    if other is None:
                        common = 0
                        break
                    common &= other
            if common:
                return True
        return False

    def value(hand: int, alpha: int, beta: int) -> int:
        if table is not None:
            key = (tuple(cells), TRAITS[hand] & mask, tuple(TRAITS[p] & mask for p in left))
            lower, upper = table.get(key, (LOSS, WIN))
            if lower >= beta or lower == upper:
                return lower
            if upper <= alpha:
                return upper
            alpha, beta = max(alpha, lower), min(beta, upper)
        alpha0 = alpha
        code = TRAITS[hand] & mask
        best = LOSS
        for square in range(16):
            if cells[square] is not None:
                continue
            if wins(square, code):
                best = WIN
                break
            if not left:
                score = DRAW
            else:
                cells[square] = code
                score = LOSS - 1
                for i in range(len(left)):
                    give = left.pop(i)
                    score = max(score, -value(give, -beta, -max(alpha, score)))
                    left.insert(i, give)
                    if score >= beta:
                        break
                cells[square] = None
            if score > best:
                best = score
                alpha = max(alpha, best)
                if best >= beta:
                    break
        if table is not None:
            if best <= alpha0:
                table[key] = (lower, best)
            elif best >= beta:
                table[key] = (best, upper)
            else:
                table[key] = (best, best)
        return best

    if position.hand is not None:
        return value(position.hand, LOSS, WIN)
    best = LOSS - 1
    for i in range(len(left)):
        give = left.pop(i)
        best = max(best, -value(give, LOSS, WIN))
        left.insert(i, give)
    return best


def memo_alphabeta_value(position: Position, options: RuleOptions) -> int:
    """`alphabeta_value` with its memo of bounds."""
    return alphabeta_value(position, options, memo=True)
