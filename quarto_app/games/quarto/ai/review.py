"""The review of a game: every turn's value before and after, and its mistakes.

    turns = turns_of(match.settings, match.first, match.actions)  # a replayed game
    for entry in review(turns, settings, analyst, budget):       # TurnReview, as they come
        ...

A turn here is what one player does from the moment the piece reaches them:
perhaps steal the opponent's uncalled line, place, perhaps call QUARTO!, give.
Only turns that place a piece are reviewed (the record's turns 2 onwards; turn
1 is the first give). `before` is the mover's value when the piece reached
them, `after` once they have given (or when the game ended within the turn),
both from the mover's side, exact where solved, else estimated.

A turn is a mistake when it lowered the mover's value, or when the mover made
a line and did not call it, or let the opponent's uncalled line go unstolen.
"Lowered" compares exact values; a turn that loses at once (a piece that wins
at once handed over, a false call that loses, time run out) lowers any value
that is not a proven loss, estimated or not. `MistakeKind` names the mistake
and `BetterTurn` what would have kept the value.

The review first gives every turn from what needs no deep search (the calls,
wins and losses at once, a shallow estimate), then solves the positions
exactly from the end of the game back to its start, as far as the budget
allows: each solve reuses the table the later ones filled, and each one
solved sends its turns again. Nothing here reads a clock or writes a sentence.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum

from ..match import Calling, Match, MatchSettings, Termination
from ..match.flow import TIMEOUT, WINDOW_RAN_OUT
from ..rules import (
    Move,
    Position,
    RuleOptions,
    parse_square,
    piece_from_char,
    piece_to_char,
    square_name,
)
from .analyst import (
    DRAWN,
    LOST,
    WON,
    Analyst,
    Outcome,
    Solution,
    Worth,
    expected_nodes,
    hands_over_a_win,
    wins_at_once,
)
from .budget import UNLIMITED, Budget

QUICK_EXACT = 9
"""Positions with at most this many empty squares are solved in the first pass (a
few thousand nodes: cheaper than deciding to estimate them)."""

ESTIMATE_DEPTH = 2
"""Placements the first pass looks ahead in larger positions: a few hundredths of a
second even on an empty board, and the same estimate on every machine."""


class MistakeKind(Enum):
    """What went wrong in a turn, most telling first."""

    MISSED_CALL = "missed_call"  # made a line and did not call QUARTO!
    MISSED_STEAL = "missed_steal"  # placed instead of calling the opponent's uncalled line
    MISSED_WIN = "missed_win"  # could place the piece to make a line, and did not
    FALSE_CALL = "false_call"  # called QUARTO! with no line, and lost by it
    TIMEOUT = "timeout"  # ran out of time in the turn
    GAVE_WINNING_PIECE = "gave_winning_piece"  # the piece given wins at once
    WIN_TO_DRAW = "win_to_draw"  # a won game let slip to a draw
    WIN_TO_LOSS = "win_to_loss"  # a won game thrown away
    DRAW_TO_LOSS = "draw_to_loss"  # a drawn game turned into a loss


@dataclass(frozen=True, slots=True)
class BetterTurn:
    """What the mover could have done instead: steal, or place (and call), and give."""

    steal: bool = False  # call QUARTO! on the opponent's line before placing
    square: int | None = None
    give: int | None = None
    call: bool = False  # call QUARTO! after placing

    def tokens(self, player: int) -> str:
        """In the record's notation, for player 0 or 1: "Q1", "c2 Q1", "c2:a"."""
        call = f"Q{player + 1}"
        if self.steal:
            return call
        move = "" if self.square is None else square_name(self.square)
        if self.give is not None:
            move += f":{piece_to_char(self.give)}"
        return f"{move} {call}" if self.call else move


@dataclass(frozen=True, slots=True)
class Turn:
    """One turn that places a piece, as the game's replay saw it."""

    number: int  # the record's turn number (turn 1 is the first give)
    player: int  # 0 or 1
    square: int
    give: int | None  # None: nothing given (the last piece, or the game ended first)
    before: Position  # the mover holds the piece, nothing placed yet
    placed: Position  # after the placement, before the give (the mover to give)
    after: Position | None  # after the give: the opponent holds it
    steal_chance: bool  # the opponent's uncalled line was the mover's to steal
    made_line: bool  # the placement made a line
    winner: int | None = None  # who won, when the game ended within the turn
    ended: Termination | None = None  # how, when it did
    left_to_steal: bool = False  # handed over with the line uncalled, in a steal window
    calling: Calling = Calling.ANNOUNCE

    @property
    def move(self) -> Move:
        return Move(self.square, self.give)

    @property
    def called(self) -> bool:
        """Did the mover win by a QUARTO! on their own line (or the app's, automatic)?"""
        won = self.winner == self.player
        return won and self.ended in (Termination.CALL, Termination.DECLARED)


@dataclass(frozen=True, slots=True)
class TurnReview:
    """The verdict on one turn: values from the mover's side, and the mistake if any."""

    turn: int
    player: int  # 0 or 1
    move: Move
    before: Worth
    after: Worth
    mistake: bool
    kind: MistakeKind | None
    best: BetterTurn | None  # where a mistake: a turn that keeps the value (or the estimate's)
    detail: dict[str, int] = field(default_factory=dict)  # e.g. square, piece: for the words

    @property
    def exact(self) -> bool:
        return self.before.exact and self.after.exact


# --- reading a game -----------------------------------------------------------


def turns_of(
    settings: MatchSettings, first: int, actions: Sequence[str], start: Position | None = None
) -> list[Turn]:
    """The turns of a game replayed from its record tokens (`Match.actions`), from the
    empty board or from the set-up position it began from (`start`).
    Raises the match's error for an action it refuses (a record read by
    `read_record` has been replayed already and never does)."""
    match = Match(settings, first, start=start)
    options = settings.options
    turns: list[Turn] = []
    steal_chance = False  # for the player to place next
    current: Turn | None = None
    giving = False  # the current turn's mover has placed and not yet given
    for token in actions:
        acting = match.to_act
        if token in ("Q1", "Q2"):
            match.call(int(token[1]) - 1)
        elif token == WINDOW_RAN_OUT:
            match.close_window()
        elif token == TIMEOUT:
            match.time_out()
        elif token.startswith(":"):
            match.give(_acting(acting), piece_from_char(token[1:]))
        else:
            assert acting is not None
            before = match.position
            square = parse_square(token)
            match.place(acting, square)
            if current is not None:
                turns.append(current)
            current = Turn(
                number=before.placed_count + 2,
                player=acting,
                square=square,
                give=None,
                before=before,
                placed=match.position,
                after=None,
                steal_chance=steal_chance,
                made_line=bool(match.position.lines_through(square, options)),
                calling=settings.calling,
            )
            giving = True
        if current is None or not giving:
            if token.startswith(":") and match.result is None:
                steal_chance = bool(match.claimable_lines(1 - (acting or 0)))
            continue
        # within the current mover's part of the turn
        if token.startswith(":"):
            receiver = 1 - current.player
            current = replace(
                current,
                give=piece_from_char(token[1:]),
                after=match.position,
                left_to_steal=bool(match.claimable_lines(receiver)),
            )
            steal_chance = current.left_to_steal
            giving = False
        if match.result is not None:
            result = match.result
            current = replace(current, winner=result.winner, ended=result.termination)
            giving = False
    if current is not None:
        turns.append(current)
    return turns


def _acting(player: int | None) -> int:
    assert player is not None
    return player


def turns_of_match(match: Match) -> list[Turn]:
    """The turns of `match` as played so far (a record's match, replayed)."""
    return turns_of(match.settings, match.first, match.actions, match.start)


# --- the verdicts -------------------------------------------------------------


def _after_facts(turn: Turn) -> Worth | None:
    """The mover's value after the turn when it needs no search."""
    if turn.ended is not None:
        if turn.winner is None:
            return DRAWN
        return WON if turn.winner == turn.player else LOST
    if turn.left_to_steal:
        return LOST  # the opponent may call the line the mover left
    return None


def _after_position(turn: Turn) -> tuple[Position, bool] | None:
    """The position to search for the mover's value after the turn, and whether it
    is the opponent's to move (then its value is turned around)."""
    if _after_facts(turn) is not None:
        return None
    if turn.after is not None:
        return turn.after, True
    return turn.placed, False  # the record ends with the mover still to give


def _lowered(before: Worth, after: Worth, at_once: bool) -> bool:
    """Did the turn lower the mover's value? Exact values compare. A turn that loses
    at once (`at_once`) lowers an estimated value too: the mover had a move that
    does not (else the shallow search would have proven the loss)."""
    if before.exact and after.exact:
        return (after.rank or 0) < (before.rank or 0)
    return at_once and after.outcome is Outcome.LOSS


_DROPS = {
    (Outcome.WIN, Outcome.DRAW): MistakeKind.WIN_TO_DRAW,
    (Outcome.WIN, Outcome.LOSS): MistakeKind.WIN_TO_LOSS,
    (Outcome.DRAW, Outcome.LOSS): MistakeKind.DRAW_TO_LOSS,
}


def verdict(
    turn: Turn,
    options: RuleOptions,
    before: Worth,
    after: Worth,
    best_before: Solution | None = None,
) -> TurnReview:
    """The verdict on `turn` given the mover's values before and after it (see the
    module's notes). `best_before` is the analysis of `turn.before`: its best move,
    exact or estimated, is the better turn offered for a mistake of value."""
    player = turn.player
    announce = turn.calling is Calling.ANNOUNCE
    handed_square = None
    if turn.give is not None and turn.after is not None:
        handed_square = hands_over_a_win(turn.placed, options, Move(None, turn.give))
    lost_at_once = handed_square is not None or (
        turn.winner is not None
        and turn.winner != player
        and turn.ended in (Termination.FALSE_CALL, Termination.TIMEOUT)
    )
    kind: MistakeKind | None = None
    better: BetterTurn | None = None
    detail: dict[str, int] = {}
    wins = wins_at_once(turn.before, options)
    if turn.made_line and not turn.called:
        kind, better = MistakeKind.MISSED_CALL, BetterTurn(square=turn.square, call=True)
        detail = {"square": turn.square}
    elif turn.steal_chance:
        kind, better = MistakeKind.MISSED_STEAL, BetterTurn(steal=True)
    elif _lowered(before, after, lost_at_once):
        if wins and turn.square not in wins:
            kind = MistakeKind.MISSED_WIN
            better = BetterTurn(square=wins[0], call=announce)
            detail = {"square": wins[0]}
        elif turn.ended is Termination.FALSE_CALL and turn.winner != player:
            kind = MistakeKind.FALSE_CALL
        elif turn.ended is Termination.TIMEOUT and turn.winner != player:
            kind = MistakeKind.TIMEOUT
        elif handed_square is not None:
            assert turn.give is not None
            kind = MistakeKind.GAVE_WINNING_PIECE
            detail = {"piece": turn.give, "square": handed_square}
        else:
            kind = _DROPS[(before.outcome, after.outcome)]  # both exact: see _lowered
        if better is None and best_before is not None and best_before.best is not None:
            move = best_before.best
            calls = announce and move.give is None and move.square in wins
            better = BetterTurn(square=move.square, give=move.give, call=calls)
    return TurnReview(
        turn=turn.number,
        player=player,
        move=turn.move,
        before=before,
        after=after,
        mistake=kind is not None,
        kind=kind,
        best=better,
        detail=detail,
    )


def review(
    turns: Sequence[Turn],
    options: RuleOptions,
    analyst: Analyst,
    budget: Budget = UNLIMITED,
) -> Iterator[TurnReview]:
    """Every turn's verdict, as it becomes known: all of them at once from a first
    look, then again each time an exact solve changes a turn's values. The later
    verdict on a turn replaces the earlier. Ends when every position is solved,
    or when the budget runs out (turns not solved keep their estimates).

    First look: positions of up to `QUICK_EXACT` empty squares solved, larger
    ones estimated `ESTIMATE_DEPTH` placements deep. Then the exact solves, from
    the end of the game back (each reuses the table the later ones filled):
    positions within `analyst.reach` always, larger ones when the budget affords
    them (`Budget.affords`).
    """
    needed: list[Position] = []
    for turn in turns:
        if not turn.steal_chance:
            needed.append(turn.before)
        found = _after_position(turn)
        if found is not None:
            needed.append(found[0])
    positions = list(dict.fromkeys(needed))  # in game order, once each
    known: dict[Position, Solution] = {}
    for position in positions:
        if budget.exhausted(analyst.nodes):
            return
        if 16 - position.placed_count <= QUICK_EXACT:
            solved = analyst.exact(position, budget)
            if solved is None:
                return
            known[position] = solved
        else:
            known[position] = analyst.estimate(position, budget, ESTIMATE_DEPTH)
    for turn in turns:
        yield _verdict(turn, options, known)
    for position in reversed(positions):
        if known[position].worth.exact:
            continue
        empties = 16 - position.placed_count
        if empties > analyst.reach and not budget.affords(analyst.nodes, expected_nodes(empties)):
            continue
        solved = analyst.exact(position, budget)
        if solved is None:
            return  # the budget ran out
        known[position] = solved
        for turn in turns:
            after = _after_position(turn)
            if turn.before == position or (after is not None and after[0] == position):
                yield _verdict(turn, options, known)


def _verdict(turn: Turn, options: RuleOptions, known: dict[Position, Solution]) -> TurnReview:
    best_before = known.get(turn.before)
    if turn.steal_chance:
        before = WON  # the opponent's uncalled line was there to steal
    else:
        assert best_before is not None
        before = best_before.worth
    after = _after_facts(turn)
    if after is None:
        found = _after_position(turn)
        assert found is not None
        position, theirs = found
        worth = known[position].worth
        after = worth.for_opponent() if theirs else worth
    return verdict(turn, options, before, after, best_before)


def review_all(
    turns: Sequence[Turn],
    options: RuleOptions,
    analyst: Analyst,
    budget: Budget = UNLIMITED,
) -> list[TurnReview]:
    """The last verdict on every turn (`review`, run to its end), in game order."""
    latest: dict[int, TurnReview] = {}
    for entry in review(turns, options, analyst, budget):
        latest[entry.turn] = entry
    return [latest[turn.number] for turn in turns if turn.number in latest]
