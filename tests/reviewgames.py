"""Scripted games for the review tests: quiet opening moves, then exact play with
planted mistakes, each graded by its own fresh exact solve (not the review's table).

    match, planted = scripted_game(settings, seed, {9: "drop", 11: "give_win", 12: "miss_call"})

Turns before `exact_from` are quiet (no line made, no piece handed over that wins
at once); later turns keep the mover's exact value unless the plan says:

* "drop": a move that lowers the value, neither a win at once missed nor a
  winning piece given (a mistake only the search sees);
* "give_win": hand over a piece that wins at once;
* "miss_call": place the piece on a square where it makes a line, do not call;
* "miss_win": place the piece elsewhere than where it makes a line (value lowered);
* "miss_steal": the opponent's uncalled line is there to steal: let the window run out.

A plan that cannot be played in this game raises `Infeasible`.
"""

from __future__ import annotations

import random

from quarto_app.games.quarto.ai.analyst import hands_over_a_win, wins_at_once
from quarto_app.games.quarto.ai.budget import Budget
from quarto_app.games.quarto.ai.review import MistakeKind
from quarto_app.games.quarto.ai.solver import WIN, solve
from quarto_app.games.quarto.match import Calling, Match, MatchSettings
from quarto_app.games.quarto.rules import Move, Position, RuleOptions

EXACT_FROM = 8  # turn 8 places with 10 empty squares


class Infeasible(Exception):
    pass


class SmallOnly(Budget):
    """Never stops, affords no solve beyond the analyst's reach: what is exact in a
    review then never depends on the machine's speed."""

    def affords(self, nodes: int, more: int) -> bool:
        return False


def value_after(position: Position, options: RuleOptions, move: Move) -> int:
    """The mover's exact value once `move` is played, a line it makes not counted."""
    child = position.push(move)
    if child.is_full:
        return 0
    return -solve(child, options)


def position_value(position: Position, options: RuleOptions) -> int:
    if wins_at_once(position, options):
        return WIN
    return solve(position, options)


def _quiet(position: Position, options: RuleOptions, rng: random.Random) -> Move:
    moves = list(position.legal_moves())
    rng.shuffle(moves)
    for move in moves:
        assert move.square is not None
        if position.place(move.square).lines_through(move.square, options):
            continue
        if hands_over_a_win(position, options, move) is None:
            return move
    raise Infeasible("no quiet move")


_DROPS = {
    (WIN, 0): MistakeKind.WIN_TO_DRAW,
    (WIN, -WIN): MistakeKind.WIN_TO_LOSS,
    (0, -WIN): MistakeKind.DRAW_TO_LOSS,
}


def scripted_game(
    settings: MatchSettings,
    seed: int,
    plan: dict[int, str],
    exact_from: int = EXACT_FROM,
) -> tuple[Match, dict[int, MistakeKind]]:
    """The game and the mistakes planted in it, by turn number."""
    rng = random.Random(seed)
    options = settings.options
    announce = settings.calling is Calling.ANNOUNCE
    match = Match(settings)
    match.give(0, rng.randrange(16))
    planted: dict[int, MistakeKind] = {}
    while match.result is None:
        player = match.to_act
        assert player is not None
        position = match.position
        turn = position.placed_count + 2
        action = plan.get(turn, "quiet" if turn < exact_from else "best")
        if match.claimable_lines(player):
            if action != "miss_steal":
                match.call(player)  # the opponent's line, stolen
                break
            match.close_window()
            planted[turn] = MistakeKind.MISSED_STEAL
            action = "best"
        elif action == "miss_steal":
            raise Infeasible("no line to steal")
        wins = wins_at_once(position, options)
        call = False
        if action == "quiet":
            move = _quiet(position, options, rng)
        elif action == "best":
            if wins:
                move, call = Move(wins[0], None), announce
            else:
                moves = list(position.legal_moves())
                move = max(moves, key=lambda m: value_after(position, options, m))
        elif action == "miss_call":
            if not wins:
                raise Infeasible("no line to make")
            moves = [m for m in position.legal_moves() if m.square == wins[0]]
            move = max(moves, key=lambda m: value_after(position, options, m))
            planted[turn] = MistakeKind.MISSED_CALL
        else:
            move = _planted(position, options, action, wins)
            if action == "drop":
                before = position_value(position, options)
                planted[turn] = _DROPS[(before, value_after(position, options, move))]
            else:
                planted[turn] = {
                    "give_win": MistakeKind.GAVE_WINNING_PIECE,
                    "miss_win": MistakeKind.MISSED_WIN,
                }[action]
        assert move.square is not None
        match.place(player, move.square)
        if call:
            match.call(player)
        elif match.result is None and move.give is not None:
            match.give(player, move.give)
        elif match.result is None and match.call_window(player) is not None:
            match.close_window()  # the last piece: the final window runs out
    return match, planted


def _planted(position: Position, options: RuleOptions, action: str, wins: list[int]) -> Move:
    before = position_value(position, options)
    if action == "drop" and wins:
        raise Infeasible("a drop here would be a missed win")
    for move in position.legal_moves():
        assert move.square is not None
        if move.give is None:
            continue
        if action == "miss_win":
            if wins and move.square not in wins:
                if value_after(position, options, move) < WIN:
                    return move
            continue
        if move.square in wins:
            continue
        handed = hands_over_a_win(position, options, move) is not None
        if action == "give_win" and handed and before > -WIN:
            return move
        if action == "drop" and not handed and value_after(position, options, move) < before:
            return move
    raise Infeasible(action)


def find_game(
    settings: MatchSettings, plan: dict[int, str], seeds: range = range(200)
) -> tuple[Match, dict[int, MistakeKind]]:
    """The first seed's game in which `plan` can be played (the same one every run)."""
    for seed in seeds:
        try:
            match, planted = scripted_game(settings, seed, plan)
        except Infeasible:
            continue
        if set(planted) >= set(plan) - {t for t, a in plan.items() if a == "quiet"}:
            return match, planted
    raise Infeasible(f"no game for {plan}")
