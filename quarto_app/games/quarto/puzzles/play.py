"""Playing a puzzle: the exact defence, the check of a move, the refutation, the
solution line. Pure: the screens animate what these return.

    attempt = Attempt(puzzle)
    step = attempt.play(Move.from_str("c2:a"))   # the player's placement and give
    step.verdict        # Verdict.WON / GOOD / WRONG / SLOW
    step.reply          # GOOD: the defence's reply, already played (attempt.position is after it)
    step.refutation     # WRONG / SLOW: the reply that shows the move no longer wins in time
    attempt.state       # State.PLAYING / SOLVED / FAILED
    solution_line(puzzle)  # the moves to replay for "show the solution"

Who plays what: the player (the side to move in the puzzle) must make a line
within the puzzle's `win_in` placements; the computer defends exactly: of its
replies it picks the one after which the player's forced line is furthest
away (`defend`), on a tie the one that leaves the player the fewest winning
moves, then the first in board order (square a4..d1, then piece 0..f).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from ..rules import Move, Position
from .prover import available, board_of, placed
from .puzzle import Examiner, Puzzle


class Verdict(Enum):
    """What the player's move did."""

    WON = "won"  # it made a line: the puzzle is solved
    GOOD = "good"  # it keeps the forced line within the count; the defence replied
    WRONG = "wrong"  # it gives the forced win away: a draw or a loss against exact play
    SLOW = "slow"  # it still wins by force, but no longer within the puzzle's count


class State(Enum):
    PLAYING = "playing"
    SOLVED = "solved"
    FAILED = "failed"


class Outcome(Enum):
    """What the refutation of a wrong move shows."""

    LINE_AT_ONCE = "line_at_once"  # the given piece lets the defender make a line now
    DEFENDER_WINS = "defender_wins"  # after the reply the defender forces a line
    DRAW = "draw"  # after the reply the player can at best draw
    WINS_LATER = "wins_later"  # the player still wins, but not within the count


@dataclass(frozen=True)
class Refutation:
    """The defence that refutes a move: its reply, what it shows, and the line that
    follows (the reply first; for DEFENDER_WINS the defender's forced line played
    out, the player resisting longest, when it is within `LINE_LIMIT` placements)."""

    reply: Move | None  # None when the player's move filled the board without a line
    outcome: Outcome
    line: tuple[Move, ...]
    defender_wins_in: int | None = None  # DEFENDER_WINS: its placements to the line


@dataclass(frozen=True)
class Step:
    """The answer to one move of the player."""

    verdict: Verdict
    reply: Move | None = None  # GOOD: the defence's reply, already played
    refutation: Refutation | None = None  # WRONG, SLOW


LINE_LIMIT = 4
"""The longest forced line (in the winner's placements) a refutation plays out."""


def _moves_in_order(position: Position) -> list[Move]:
    """The legal moves, in board order: square a4..d1, then the piece given 0..f."""
    return sorted(position.legal_moves(), key=lambda m: (m.square or 0, m.give or 0))


def winning_placements(examiner: Examiner, position: Position) -> list[Move]:
    """The placements of the piece in hand that make a line, as place-only moves."""
    if position.hand is None:
        return []
    squares = examiner.prover.lines_for(board_of(position), position.hand)
    return [Move(s, None) for s in range(16) if squares >> s & 1]


def attacks(examiner: Examiner, position: Position, budget: int) -> list[Move]:
    """The moves of the side to move that keep a forced line within `budget` of its
    placements (this one included), in board order; a line at once is a place-only move."""
    now = winning_placements(examiner, position)
    if now:
        return now
    if budget < 2:
        return []
    prover = examiner.prover
    return [m for m in _moves_in_order(position) if prover.move_wins_within(position, m, budget)]


def defend(examiner: Examiner, position: Position, budget: int) -> tuple[Move, int | None]:
    """The exact defence of the side to move, whose opponent forces a line within
    `budget` placements: the reply that puts the line furthest away; on a tie the
    one leaving the opponent the fewest winning moves, then the first in board order.

    Returns (reply, the opponent's placements to its line after it); the distance is
    None when the reply escapes the budget (the opponent's last move was no win in
    time). The side to move holds a piece that makes no line.
    """
    prover = examiner.prover
    hand = position.hand
    assert hand is not None
    board = board_of(position)
    scored: list[tuple[Move, Position, int]] = []
    for move in _moves_in_order(position):
        if move.give is None:
            return move, None  # the last piece: the board fills without a line
        child = position.push(move)
        if prover.unsafe(placed(board, move.square or 0, hand)) >> move.give & 1:
            distance: int | None = 1  # hands over a line at once
        else:
            distance = prover.distance(child, budget)
        if distance is None:
            return move, None  # it escapes: nothing delays longer
        scored.append((move, child, distance))
    longest = max(distance for _, _, distance in scored)
    tied = [(move, child) for move, child, distance in scored if distance == longest]
    # min() keeps the first of equal keys: board order breaks the last tie
    move, _ = min(tied, key=lambda item: len(attacks(examiner, item[1], longest)))
    return move, longest


def refute(examiner: Examiner, position: Position, move: Move, budget: int) -> Refutation:
    """The defence that refutes the player's `move` in `position` (a move that does
    not keep the forced line within `budget` placements, this one included)."""
    child = position.push(move)
    if child.is_full:
        return Refutation(None, Outcome.DRAW, ())  # the last piece made no line
    lines = winning_placements(examiner, child)
    if lines:
        return Refutation(lines[0], Outcome.LINE_AT_ONCE, (lines[0],), 1)
    best_rank: tuple[int, int] | None = None
    best: tuple[Move, Outcome, int | None] | None = None
    for reply in _moves_in_order(child):
        after = child.push(reply)
        if reply.give is None:
            rank, outcome, wins_in = (1, 0), Outcome.DRAW, None  # the board is full
        elif winning_placements(examiner, after):
            continue  # hands the player a line: no refutation
        else:
            value = _value(examiner, after)
            if value < 0:
                wins_in = _holder_loses_in(examiner, after, LINE_LIMIT)
                rank = (3, -(wins_in or LINE_LIMIT + 1))
                outcome = Outcome.DEFENDER_WINS
            elif value == 0:
                rank, outcome, wins_in = (1, 0), Outcome.DRAW, None
            else:
                empties = 16 - after.placed_count
                later = examiner.prover.distance(after, (empties + 1) // 2)
                rank, outcome, wins_in = (0, later or 0), Outcome.WINS_LATER, None
        if best_rank is None or rank > best_rank:
            best_rank, best = rank, (reply, outcome, wins_in)
    assert best is not None, "a refuted move has a reply that refutes it"
    reply, outcome, wins_in = best
    line: tuple[Move, ...] = (reply,)
    if outcome is Outcome.DEFENDER_WINS and wins_in is not None:
        line += tuple(_resist(examiner, child.push(reply), wins_in))
    return Refutation(reply, outcome, line, wins_in)


def _value(examiner: Examiner, position: Position) -> int:
    """The exact value for the side to move, who holds a piece that makes no line:
    1 a forced win, 0 a draw, -1 a forced loss."""
    if examiner.solver.find_win(position) is not None:
        return 1
    moves = examiner.solver.root_order(position, list(position.legal_moves()))
    return 0 if examiner.solver.first_holding(position, moves) is not None else -1


def _holder_loses_in(examiner: Examiner, position: Position, limit: int) -> int | None:
    """The least number of the opponent's placements within which the side to move,
    holding a piece that makes no line, loses by force (None beyond `limit`)."""
    prover = examiner.prover
    assert position.hand is not None
    board = board_of(position)
    avail = available(position)
    for m in range(1, limit + 1):
        if prover.loses(board, position.hand, avail, m):
            return m
    return None


def _resist(examiner: Examiner, position: Position, wins_in: int) -> list[Move]:
    """The line after the loser, to move in `position`, resists longest and the winner
    makes its line as fast as it can (within `wins_in` of its placements)."""
    line: list[Move] = []
    budget = wins_in
    while True:
        reply, _ = defend(examiner, position, budget)
        line.append(reply)
        position = position.push(reply)
        if reply.give is None:
            return line
        attack = _fastest(examiner, position, budget)
        line.append(attack)
        if attack.give is None:
            return line
        position = position.push(attack)
        budget -= 1


def _fastest(examiner: Examiner, position: Position, budget: int) -> Move:
    """The winner's move that keeps the line within the fewest placements (`budget` at
    most); on a tie the one leaving the defence the fewest replies, then board order."""
    now = winning_placements(examiner, position)
    if now:
        return now[0]
    for within in range(2, budget + 1):
        moves = attacks(examiner, position, within)
        if moves:
            return min(moves, key=lambda m: (_replies(examiner, position, m), m.square, m.give))
    raise AssertionError("the winner has no move that keeps its line in time")


def _replies(examiner: Examiner, position: Position, move: Move) -> int:
    """The defence's replies to `move` that do not hand over a line at once."""
    assert position.hand is not None and move.square is not None and move.give is not None
    prover = examiner.prover
    board = placed(board_of(position), move.square, position.hand)
    left = available(position) & ~(1 << move.give)
    count = 0
    for square in range(16):
        if not board[0] >> square & 1:
            count += (left & ~prover.unsafe(placed(board, square, move.give))).bit_count()
    return count


def solution_line(puzzle: Puzzle, examiner: Examiner | None = None) -> list[Move]:
    """The moves to replay for "show the solution": the player's moves (fastest, then
    the fewest defences, then board order) and the exact defence's replies, ending
    with the player's line (a place-only move)."""
    examiner = examiner or Examiner(puzzle.squares)
    position = puzzle.position
    line: list[Move] = []
    budget = puzzle.win_in
    while True:
        attack = _fastest(examiner, position, budget)
        line.append(attack)
        if attack.give is None:
            return line
        position = position.push(attack)
        budget -= 1
        reply, _ = defend(examiner, position, budget)
        line.append(reply)
        position = position.push(reply)


@dataclass
class Attempt:
    """One try at a puzzle: the player's moves, the defence's replies, the result."""

    puzzle: Puzzle
    examiner: Examiner | None = None
    position: Position = field(init=False)
    left: int = field(init=False)  # the player's placements left within the count
    state: State = field(init=False, default=State.PLAYING)
    moves: list[Move] = field(init=False, default_factory=list)  # both sides, in order

    def __post_init__(self) -> None:
        if self.examiner is None:
            self.examiner = Examiner(self.puzzle.squares)
        self.position = self.puzzle.position
        self.left = self.puzzle.win_in

    def makes_line(self, square: int) -> bool:
        """Would the piece in hand make a line on `square` (the placement half of a move)?"""
        assert self.examiner is not None and self.position.hand is not None
        return bool(
            self.examiner.prover.lines_for(board_of(self.position), self.position.hand) >> square
            & 1
        )

    def play(self, move: Move) -> Step:
        """The player's move: a placement and a give, or a placement that makes a line.

        Raises the rules' IllegalMoveError for an illegal move, and ValueError when
        the attempt is over or a placement that makes no line comes without a give.
        """
        examiner = self.examiner
        assert examiner is not None
        if self.state is not State.PLAYING:
            raise ValueError("the attempt is over")
        position = self.position
        error = position.illegality(move)
        if error is not None:
            raise error
        if move.square is None:
            raise ValueError("the player places the piece in hand first")
        if self.makes_line(move.square):
            self.moves.append(Move(move.square, None))
            self.position = position.push(Move(move.square, None))
            self.state = State.SOLVED
            return Step(Verdict.WON)
        if move.give is None and position.available():
            raise ValueError("a placement that makes no line goes with a give")
        if examiner.prover.move_wins_within(position, move, self.left):
            self.moves.append(move)
            after = position.push(move)
            self.left -= 1
            reply, _ = defend(examiner, after, self.left)
            self.moves.append(reply)
            self.position = after.push(reply)
            return Step(Verdict.GOOD, reply=reply)
        verdict = Verdict.SLOW if examiner.move_wins(position, move) else Verdict.WRONG
        refutation = refute(examiner, position, move, self.left)
        self.moves.append(move)
        self.moves.extend(refutation.line)
        self.state = State.FAILED
        return Step(verdict, refutation=refutation)
