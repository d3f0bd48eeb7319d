"""Hints: the move keeps the exact value (checked against fresh solves), and the
reason code and its parameters say what is true of the position."""

from __future__ import annotations

import random

from quarto_app.games.quarto import review_words
from quarto_app.games.quarto.ai.analyst import (
    Analyst,
    Outcome,
    Worth,
    hands_over_a_win,
    wins_at_once,
)
from quarto_app.games.quarto.ai.budget import NodeBudget
from quarto_app.games.quarto.ai.hint import Hint, HintReason, suggest
from quarto_app.games.quarto.ai.review import MistakeKind
from quarto_app.games.quarto.ai.sampling import random_position
from quarto_app.games.quarto.ai.solver import WIN, Solver, solve
from quarto_app.games.quarto.rules import Move, Position, RuleOptions

STANDARD = RuleOptions()
OUTCOMES = {WIN: Outcome.WIN, 0: Outcome.DRAW, -WIN: Outcome.LOSS}


def value_of(position: Position, options: RuleOptions) -> int:
    return WIN if wins_at_once(position, options) else solve(position, options)


def loss_depth(position: Position, options: RuleOptions, move: Move) -> int:
    """The fewest placements within which `move` is proven lost (a search without a table)."""
    probe = Solver(options, table=False)
    for depth in range(1, 17 - position.placed_count):
        if probe.root_values(position, depth, [move], full_window=True)[0][1] <= -WIN:
            return depth
    raise AssertionError("the move does not lose")


def test_the_hint_keeps_the_exact_value_and_gives_its_reasons() -> None:
    rng = random.Random(7)
    seen: set[HintReason] = set()
    for index in range(400):
        options = (STANDARD, RuleOptions(squares=True))[index % 2]
        position = random_position(rng, rng.choice((6, 7, 8, 9, 10)), options)
        hint = suggest(Analyst(options), position)
        seen.add(hint.reason)
        value = value_of(position, options)
        assert hint.worth.outcome is OUTCOMES[value]
        assert hint.move is not None and position.illegality(hint.move) is None
        if hint.reason is HintReason.WIN_NOW:
            assert hint.move.square in wins_at_once(position, options) and hint.move.give is None
            continue
        assert -solve(position.push(hint.move), options) == value  # the move keeps it
        reason = hint.reason
        if reason is HintReason.AVOID_PIECE:
            piece, square = hint.params["piece"], hint.params["square"]
            placed = position.place(hint.move.square)
            assert hands_over_a_win(placed, options, Move(None, piece)) == square
            assert hint.params["count"] == len(hint.dangerous) and piece != hint.move.give
        if reason is HintReason.DEEPEST_LOSS:
            safe = [
                m for m in position.legal_moves() if hands_over_a_win(position, options, m) is None
            ]
            depths = {m: loss_depth(position, options, m) for m in safe}
            assert depths[hint.move] == max(depths.values()) == hint.params["placements"]
        if reason is HintReason.NO_SAFE_GIVE:
            assert all(
                hands_over_a_win(position, options, m) is not None for m in position.legal_moves()
            )
        placed = position.place(hint.move.square) if hint.move.square is not None else position
        for piece, square in hint.dangerous:  # each a piece that wins at once, not the give
            assert piece != hint.move.give or reason is HintReason.NO_SAFE_GIVE
            assert hands_over_a_win(placed, options, Move(None, piece)) == square
    wanted = {
        HintReason.WIN_NOW,
        HintReason.FORCED_WIN,
        HintReason.KEEPS_DRAW,
        HintReason.AVOID_PIECE,
        HintReason.DEEPEST_LOSS,
    }
    assert wanted <= seen


def test_no_safe_give_when_every_piece_wins_at_once() -> None:
    rng = random.Random(3)
    for _ in range(5000):
        position = random_position(rng, 4, STANDARD)
        if wins_at_once(position, STANDARD):
            continue
        moves = list(position.legal_moves())
        if all(hands_over_a_win(position, STANDARD, m) is not None for m in moves):
            break
    else:
        raise AssertionError("no such position in the sample")
    hint = suggest(Analyst(STANDARD), position)
    assert hint.reason is HintReason.NO_SAFE_GIVE and hint.worth.outcome is Outcome.LOSS


def test_a_line_to_call_comes_first() -> None:
    hint = suggest(Analyst(STANDARD), Position.from_str("456./..../..../.... c"), claimable=True)
    assert hint.reason is HintReason.CALL_NOW and hint.move is None


def test_an_early_position_gets_the_estimates_favourite() -> None:
    position = random_position(random.Random(4), 15, STANDARD)
    hint = suggest(Analyst(STANDARD), position, NodeBudget(30_000))
    assert hint.worth.outcome is Outcome.UNKNOWN
    assert hint.reason in (HintReason.ESTIMATE, HintReason.AVOID_PIECE)
    assert hint.move is not None and hands_over_a_win(position, STANDARD, hint.move) is None


def test_every_reason_and_mistake_has_words() -> None:
    params = {"square": 5, "piece": 7, "count": 2, "placements": 3}
    for reason in HintReason:
        hint = Hint(None, Worth(Outcome.DRAW), reason, params)
        said = review_words.hint(hint, ("Anna", "Ben"), 0)
        assert "{" not in said and f"quarto.hint.{reason.value}" != said
    from quarto_app.frame.i18n import current

    for kind in MistakeKind:
        assert current().has(f"quarto.review.kind.{kind.value}"), kind
