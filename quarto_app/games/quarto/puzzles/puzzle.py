"""What a puzzle is, how a position is proven to be one, and its data form.

A puzzle is a position, under the standard rules or with the 2x2 squares, in
which the side to move holds a piece and can force a line:

* `win_in` is the least number of the mover's placements within which a line
  can be forced, 2 to 4 (1 would be a line made with the piece in hand);
* `solutions` are the moves (placement and give) after which the line is
  still forced within `win_in` placements, this one included.

Which moves count as solutions: the moves that keep the *shortest* forced
win, or every move that keeps *some* forced win? A puzzle is accepted only
where the two are the same set: every legal move that is not a solution is
proven by the exact solver to win by no means (a draw or a loss against
perfect defence). So "every listed solution wins, every other move does not,
and `win_in` is the least" holds in the strict sense, and a player who finds
a slower win is never told it is wrong at the first move, because there is
no slower win there. (After the defence's reply the count runs on; see
`play.Verdict.SLOW` for a win found later that no longer fits it.)

A position where more than a quarter of the legal moves are solutions is no
puzzle: guessing would do.

Everything is proven here, by `prover.Prover` for the depths and by the
exact solver (`ai.solver`) for "does not win at all"; nothing is written by
hand. `examine` returns a `Puzzle` or the `Rejection` that says why not.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ...errors import GameError
from ..ai.solver import Solver
from ..rules import Move, Position, QuartoError, RuleOptions
from .difficulty import Figures, rate
from .prover import Prover, available, board_of, placed

MIN_WIN_IN = 2
MAX_WIN_IN = 4
"""The depths a puzzle may have: 2 to 4 of the mover's placements."""

MAX_SOLUTION_SHARE = 0.25
"""At most this share of the legal moves may be solutions."""

TABLE_LIMIT = 400_000
"""Entries of the solver's table (one int each) beyond which a new game starts it afresh."""


class Rejection(Enum):
    """Why a position is no puzzle."""

    MUST_GIVE = "must_give"  # the side to move holds no piece
    GAME_OVER = "game_over"  # a line is on the board already, or the board is full
    WINS_AT_ONCE = "wins_at_once"  # the piece in hand makes a line: a depth of 1
    NO_SHORT_WIN = "no_short_win"  # no forced win within MAX_WIN_IN placements (maybe none)
    TOO_MANY_SOLUTIONS = "too_many_solutions"  # more than MAX_SOLUTION_SHARE of the moves
    SLOW_WINS = "slow_wins"  # a move outside the solutions still wins, later


class PuzzleCode(Enum):
    """What is wrong with a puzzle read from data (a file, the command line's JSON)."""

    NOT_AN_OBJECT = "puzzle_not_an_object"  # index
    FIELD_MISSING = "puzzle_field_missing"  # index, field
    FIELD_TYPE = "puzzle_field_type"  # index, field
    BAD_POSITION = "puzzle_bad_position"  # index, cause
    BAD_MOVE = "puzzle_bad_move"  # index, cause
    WIN_IN_RANGE = "puzzle_win_in_range"  # index, value
    NOT_A_LIST = "puzzles_not_a_list"


class PuzzleError(GameError):
    """Puzzle data that cannot be read (a ValueError with a code)."""


@dataclass(frozen=True)
class Puzzle:
    """A proven puzzle: the position, the rule set, its depth, solutions and rating."""

    position: Position
    squares: bool
    win_in: int
    solutions: tuple[Move, ...]  # in the order of their text (`c2:a`)
    rating: int  # difficulty on the Glicko-2 scale (difficulty.rate)

    @property
    def options(self) -> RuleOptions:
        return RuleOptions(squares=self.squares)

    @property
    def key(self) -> str:
        """A stable name for the puzzle (its position and rule set), e.g. for a history."""
        return f"{self.position} {'squares' if self.squares else 'lines'}"

    def as_dict(self) -> dict:
        """The puzzle as JSON data: the entry of `puzzles --json` and of the shipped set."""
        return {
            "position": str(self.position),
            "squares": self.squares,
            "win_in": self.win_in,
            "solutions": [str(move) for move in self.solutions],
            "rating": self.rating,
        }

    @classmethod
    def from_dict(cls, data: object, index: int = 0) -> Puzzle:
        """Read `as_dict`'s form back; PuzzleError says what is wrong and where.

        Only the form is checked here; whether the puzzle is true is `check`'s work.
        """
        if not isinstance(data, dict):
            raise PuzzleError(PuzzleCode.NOT_AN_OBJECT, index=index)
        kinds = {
            "position": str,
            "squares": bool,
            "win_in": int,
            "solutions": list,
            "rating": int,
        }
        for field, kind in kinds.items():
            if field not in data:
                raise PuzzleError(PuzzleCode.FIELD_MISSING, index=index, field=field)
            value = data[field]
            if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
                raise PuzzleError(PuzzleCode.FIELD_TYPE, index=index, field=field)
        try:
            position = Position.from_str(data["position"])
        except QuartoError as exc:
            raise PuzzleError(PuzzleCode.BAD_POSITION, index=index, cause=exc) from None
        if not MIN_WIN_IN <= data["win_in"] <= MAX_WIN_IN:
            raise PuzzleError(PuzzleCode.WIN_IN_RANGE, index=index, value=data["win_in"])
        moves = []
        for text in data["solutions"]:
            try:
                moves.append(Move.from_str(text))
            except QuartoError as exc:
                raise PuzzleError(PuzzleCode.BAD_MOVE, index=index, cause=exc) from None
        return cls(
            position=position,
            squares=data["squares"],
            win_in=data["win_in"],
            solutions=tuple(sorted(moves, key=str)),
            rating=data["rating"],
        )


def read_puzzles(data: object) -> list[Puzzle]:
    """A list of puzzles from JSON data: `{"puzzles": [...]}` or the list itself."""
    if isinstance(data, dict) and "puzzles" in data:
        data = data["puzzles"]
    if not isinstance(data, list):
        raise PuzzleError(PuzzleCode.NOT_A_LIST)
    return [Puzzle.from_dict(entry, index) for index, entry in enumerate(data)]


class Examiner:
    """Proves positions to be puzzles (or not) under one rule set.

    Keeps a prover and an exact solver, whose tables serve every position
    examined after (they only ever hold proven values).
    """

    def __init__(self, squares: bool) -> None:
        self.squares = squares
        self.options = RuleOptions(squares=squares)
        self.prover = Prover(self.options)
        self.solver = Solver(self.options)

    def next_game(self) -> None:
        """Forget the prover's memo, of no use in another game, and the solver's table
        once it is large (both grow with every position examined)."""
        self.prover = Prover(self.options)
        if len(self.solver.tt) > TABLE_LIMIT:
            self.solver.reset()

    def move_wins(self, position: Position, move: Move) -> bool:
        """Does `move` win by force at all, however long it takes (the exact solver)?"""
        hand = position.hand
        assert hand is not None and move.square is not None
        board = board_of(position)
        if self.prover.lines_for(board, hand) >> move.square & 1:
            return True
        if move.give is None:
            return False  # the last piece, placed without a line
        if self.prover.unsafe(placed(board, move.square, hand)) >> move.give & 1:
            return False  # the opponent makes a line with it at once
        child = position.push(move)
        replies = self.solver.root_order(child, list(child.legal_moves()))
        # The move wins iff every reply loses: no reply holds even a draw.
        return self.solver.first_holding(child, replies) is None

    def examine(self, position: Position) -> Puzzle | Rejection:
        """The puzzle `position` is, with its depth, solutions and rating; or why not."""
        figures = self.figures(position)
        if isinstance(figures, Rejection):
            return figures
        return self.puzzle(position, figures)

    def puzzle(self, position: Position, figures: Figures) -> Puzzle:
        return Puzzle(
            position=position,
            squares=self.squares,
            win_in=figures.win_in,
            solutions=figures.solutions,
            rating=rate(figures),
        )

    def figures(self, position: Position) -> Figures | Rejection:
        """What a puzzle's rating is computed from, once the position is proven one."""
        hand = position.hand
        if hand is None:
            return Rejection.MUST_GIVE
        if position.is_full or position.has_quarto(self.options):
            return Rejection.GAME_OVER
        prover = self.prover
        board = board_of(position)
        if prover.lines_for(board, hand):
            return Rejection.WINS_AT_ONCE
        win_in = prover.distance(position, MAX_WIN_IN)
        if win_in is None:
            return Rejection.NO_SHORT_WIN
        moves = list(position.legal_moves())
        solutions = [m for m in moves if prover.move_wins_within(position, m, win_in)]
        if len(solutions) > MAX_SOLUTION_SHARE * len(moves):
            return Rejection.TOO_MANY_SOLUTIONS
        unsafe_after = {}
        avail = available(position)
        for square in position.empty_squares():
            unsafe_after[square] = prover.unsafe(placed(board, square, hand))
        chosen = set(solutions)
        safe = [
            m
            for m in moves
            if m.give is not None
            and m.square is not None
            and not unsafe_after[m.square] >> m.give & 1
        ]
        for move in safe:
            if move not in chosen and self.move_wins(position, move):
                return Rejection.SLOW_WINS
        defences = min(self._defences(position, move, avail) for move in solutions)
        return Figures(
            win_in=win_in,
            solutions=tuple(sorted(solutions, key=str)),
            legal=len(moves),
            safe=len(safe),
            defences=defences,
            empties=16 - position.placed_count,
        )

    def _defences(self, position: Position, move: Move, avail: int) -> int:
        """The opponent's replies to `move` that do not hand the mover a line at once."""
        assert position.hand is not None and move.square is not None and move.give is not None
        board = placed(board_of(position), move.square, position.hand)
        left = avail & ~(1 << move.give)
        count = 0
        for square in range(16):
            if board[0] >> square & 1:
                continue
            after = placed(board, square, move.give)
            count += (left & ~self.prover.unsafe(after)).bit_count()
        return count


class Problem(Enum):
    """What `check_puzzle` found wrong with a puzzle's data."""

    NOT_A_PUZZLE = "not_a_puzzle"  # rejection: why the position is none
    WIN_IN = "win_in"  # listed, proven
    SOLUTIONS = "solutions"  # missing (proven, not listed), extra (listed, not proven)
    NOT_A_WIN = "not_a_win"  # move: a listed solution the exact solver finds no win
    RATING = "rating"  # listed, computed


def check_puzzle(puzzle: Puzzle, examiner: Examiner | None = None) -> list[tuple[Problem, dict]]:
    """Prove the puzzle afresh and compare: [] when everything listed is true.

    The position is examined from scratch (`Examiner.examine`: the least depth,
    every solution, every other move proven by the exact solver to win by no
    means), and each listed solution is also proven a win by the exact solver.
    """
    examiner = examiner or Examiner(puzzle.squares)
    found = examiner.examine(puzzle.position)
    if isinstance(found, Rejection):
        return [(Problem.NOT_A_PUZZLE, {"rejection": found})]
    problems: list[tuple[Problem, dict]] = []
    if found.win_in != puzzle.win_in:
        problems.append((Problem.WIN_IN, {"listed": puzzle.win_in, "proven": found.win_in}))
    listed, proven = set(puzzle.solutions), set(found.solutions)
    if listed != proven:
        missing = sorted(str(m) for m in proven - listed)
        extra = sorted(str(m) for m in listed - proven)
        problems.append((Problem.SOLUTIONS, {"missing": missing, "extra": extra}))
    for move in sorted(listed & proven, key=str):
        if not examiner.move_wins(puzzle.position, move):
            problems.append((Problem.NOT_A_WIN, {"move": str(move)}))
    if found.rating != puzzle.rating:
        problems.append((Problem.RATING, {"listed": puzzle.rating, "computed": found.rating}))
    return problems
