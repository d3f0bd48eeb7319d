"""A hint: one best move (placement and give) and why, as a code with parameters.

    hint = suggest(analyst, position, budget)
    hint.move, hint.worth, hint.reason, hint.params, hint.dangerous

The move keeps the position's exact value wherever the budget solved it (it
is `Analyst.best`'s move, or for a lost position the one that holds out
longest); else it is the estimate's favourite. The reason is the one thing a
player most needs to hear about it (`HintReason`, most pressing first); the
screen says it in words. Nothing here writes a sentence or reads a clock.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from functools import partial

from ..rules import Move, Position
from .analyst import Analyst, Outcome, Worth, hands_over_a_win, wins_at_once
from .budget import UNLIMITED, Budget
from .solver import WIN, SearchStopped, Solver


class HintReason(Enum):
    """Why the hint's move, most pressing first. Parameters in `Hint.params`."""

    CALL_NOW = "call_now"  # a line is there to be called: call QUARTO! first (no move)
    WIN_NOW = "win_now"  # square: the piece in hand makes a line there; place it and call
    FORCED_WIN = "forced_win"  # this move wins against any defence
    NO_SAFE_GIVE = "no_safe_give"  # wherever the piece goes, every piece left wins at once
    DEEPEST_LOSS = "deepest_loss"  # placements: every move loses; this one holds out longest
    AVOID_PIECE = "avoid_piece"  # piece, square, count: giving `piece` lets the opponent
    # win at once on `square` (one of `count` such pieces after this placement)
    KEEPS_DRAW = "keeps_draw"  # a draw with best play, and this move keeps it
    ESTIMATE = "estimate"  # not solved in the time allowed: the computer's best guess


@dataclass(frozen=True)
class Hint:
    """The suggested move, what it is worth to the player, and why."""

    move: Move | None  # None only for CALL_NOW
    worth: Worth
    reason: HintReason
    params: dict[str, int] = field(default_factory=dict)
    # after the suggested placement: each piece that would let the opponent win at
    # once, with a square where it would (for drawing the danger on the board)
    dangerous: tuple[tuple[int, int], ...] = ()


def dangerous_pieces(
    position: Position, analyst: Analyst, square: int | None
) -> list[tuple[int, int]]:
    """After placing the piece in hand on `square` (None: nothing placed), each piece
    left that would let the opponent win at once, with a square where it would."""
    placed = position if square is None else position.place(square)
    found = []
    for piece in placed.available():
        where = hands_over_a_win(placed, analyst.options, Move(None, piece))
        if where is not None:
            found.append((piece, where))
    return found


def suggest(
    analyst: Analyst,
    position: Position,
    budget: Budget = UNLIMITED,
    *,
    claimable: bool = False,
) -> Hint:
    """The hint for the player to move in `position`.

    `claimable`: the match has a line this player may call now (their own, or the
    opponent's to steal); the hint is then to call (the position cannot tell).
    Raises ValueError for a full board (there is nothing to hint).
    """
    if claimable:
        return Hint(None, Worth(Outcome.WIN), HintReason.CALL_NOW)
    if position.is_full:
        raise ValueError("the board is full: there is no move to hint")
    wins = wins_at_once(position, analyst.options)
    if wins:
        square = wins[0]
        return Hint(Move(square, None), Worth(Outcome.WIN), HintReason.WIN_NOW, {"square": square})
    solution = analyst.best(position, budget)
    move = solution.best
    assert move is not None
    worth = solution.worth
    params: dict[str, int] = {}
    reason = HintReason.ESTIMATE
    if worth.outcome is Outcome.LOSS:
        options = analyst.options
        safe = [m for m in position.legal_moves() if hands_over_a_win(position, options, m) is None]
        if not safe:
            reason = HintReason.NO_SAFE_GIVE
        else:
            move, placements = _holds_out_longest(analyst, position, safe, budget)
            reason = HintReason.DEEPEST_LOSS
            params = {"placements": placements}
    dangerous: tuple[tuple[int, int], ...] = ()
    if move.give is not None:
        dangerous = tuple(dangerous_pieces(position, analyst, move.square))
    if worth.outcome is Outcome.WIN:
        reason = HintReason.FORCED_WIN
    elif worth.outcome is not Outcome.LOSS and dangerous:
        piece, square = dangerous[0]
        reason = HintReason.AVOID_PIECE
        params = {"piece": piece, "square": square, "count": len(dangerous)}
    elif worth.outcome is Outcome.DRAW:
        reason = HintReason.KEEPS_DRAW
    return Hint(move, worth, reason, params, dangerous)


def _holds_out_longest(
    analyst: Analyst, position: Position, moves: list[Move], budget: Budget
) -> tuple[Move, int]:
    """Of `moves` (all losing), one whose loss takes the most placements to force,
    and how many (counting the mover's own): searched one depth deeper at a time,
    keeping the moves not yet proven lost, until none is left (the last ones left
    are the deepest) or the budget ends (then the best found so far).

    A table of its own: the analyst's holds exact losses, which a shallow search
    would read as losses within any depth.
    """
    probe = Solver(analyst.options)
    empties = 16 - position.placed_count
    alive = probe.root_order(position, moves)
    for depth in range(2, empties + 1):
        try:
            results = analyst._run(
                budget,
                False,
                partial(probe.root_values, position, depth, alive, full_window=True),
                solver=probe,
            )
        except SearchStopped:
            return alive[0], depth
        holding = [move for move, value in results if value > -WIN]
        if not holding:
            return alive[0], depth  # all proven lost within `depth`: the deepest ones
        alive = holding
    return alive[0], empties
