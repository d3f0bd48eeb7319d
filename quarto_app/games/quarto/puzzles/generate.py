"""Making puzzles: plausible games from a seed, stopped where a puzzle appears.

    make_puzzle(seed, win_in=3, squares=False)        -> Puzzle (deterministic for its arguments)
    make_puzzle(seed, rating=(1400, 1600))           -> one rated within the range (or the nearest)
    make_puzzle_data(seed, ...)                      -> the same as JSON data (for a worker process)
    make_puzzles(count, seed, ...)                   -> several, none the same up to symmetry

A plausible game is played by two players who never miss a line they can make
and never hand over a piece that makes one while another is safe, and choose
uniformly among the moves left (placement and give). They are no experts: now
and then one lets a forced win appear, which is what a puzzle is. Every
position on the way with `MIN_EMPTIES` to `MAX_EMPTIES` empty squares is
examined (`puzzle.Examiner`), and the first one that is a puzzle of the wanted
kind, with at least `MIN_WRONG` sensible wrong moves, ends that game (the
positions after it are its sequels). Only `random.Random` seeded from the
arguments decides anything: no clock, no search deadline, so a seed gives the
same puzzles on every machine and in every run (the computer levels think against the clock, so
they are not used here).
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from enum import Enum

from ...errors import GameError
from ..ai.symmetry import canonical_key
from ..ai.tables import tables_for
from ..rules import Move, Position, RuleOptions
from .difficulty import typical_span
from .prover import MASK16, available, bits, board_of, placed
from .puzzle import MAX_WIN_IN, MIN_WIN_IN, Examiner, Puzzle, Rejection

MIN_EMPTIES = 4
"""Positions with fewer empty squares are left alone (too few moves to choose from)."""

MAX_EMPTIES = 11
"""Nor are positions with more: a forced win within four placements is rare there,
and proving its absence costs the most."""

MIN_WRONG = 2
"""A puzzle needs at least this many sensible wrong moves (moves that do not hand
over a line at once, yet lose the forced win): with fewer, no thought is needed."""

GAMES = 60
"""Games played for one puzzle before `make_puzzle` settles for the nearest found."""


class GenerateCode(Enum):
    NOTHING_FOUND = "nothing_found"  # games
    BAD_WIN_IN = "bad_win_in"  # value
    BAD_RATING_RANGE = "bad_rating_range"  # low, high


class GenerateError(GameError):
    """The generator was asked for what it cannot make."""


def seeded(*parts: object) -> random.Random:
    """A random stream named by `parts` (a str seed: the same on every machine)."""
    return random.Random(":".join(str(part) for part in parts))


def plausible_moves(position: Position, examiner: Examiner) -> list[Move]:
    """The moves a plausible player chooses among: a line if the piece in hand makes
    one (as place-only moves); else every (placement, safe give); else every move."""
    hand = position.hand
    assert hand is not None
    prover = examiner.prover
    board = board_of(position)
    lines = prover.lines_for(board, hand)
    if lines:
        return [Move(square, None) for square in bits(lines)]
    avail = available(position)
    if not avail:
        return [Move(square, None) for square in bits(~board[0] & MASK16)]
    safe = []
    for square in bits(~board[0] & MASK16):
        gives = avail & ~prover.unsafe(placed(board, square, hand))
        safe += [Move(square, give) for give in bits(gives)]
    return safe or list(position.legal_moves())


def plausible_game(rng: random.Random, examiner: Examiner) -> Iterator[Position]:
    """The positions of one plausible game, each with the side to move holding a
    piece, up to the first line or the full board."""
    position = Position().give(rng.randrange(16))
    while True:
        yield position
        move = rng.choice(plausible_moves(position, examiner))
        position = position.push(move)
        if move.give is None:  # a line, or the last piece
            return


def _wanted(puzzle: Puzzle, win_in: int | None, rating: tuple[int, int] | None) -> bool:
    if win_in is not None and puzzle.win_in != win_in:
        return False
    return rating is None or rating[0] <= puzzle.rating <= rating[1]


def _miss(puzzle: Puzzle, rating: tuple[int, int] | None) -> int:
    """How far the puzzle's rating is from the wanted range."""
    if rating is None:
        return 0
    return max(rating[0] - puzzle.rating, puzzle.rating - rating[1], 0)


def check_request(win_in: int | None, rating: tuple[int, int] | None) -> None:
    """GenerateError for a depth out of 2-4 or an empty rating range."""
    if win_in is not None and not (isinstance(win_in, int) and MIN_WIN_IN <= win_in <= MAX_WIN_IN):
        raise GenerateError(GenerateCode.BAD_WIN_IN, value=win_in)
    if rating is not None and not rating[0] <= rating[1]:
        raise GenerateError(GenerateCode.BAD_RATING_RANGE, low=rating[0], high=rating[1])


def find_puzzles(
    rng: random.Random,
    examiner: Examiner,
    *,
    win_in: int | None = None,
    games: int | None = GAMES,
) -> Iterator[Puzzle]:
    """Every puzzle (of depth `win_in`, if given) in plausible games played from `rng`,
    in order of appearance; `games` bounds how many games are played (None: no bound)."""
    played = 0
    low = MIN_EMPTIES if win_in is None else max(MIN_EMPTIES, 2 * win_in - 1)
    while games is None or played < games:
        played += 1
        examiner.next_game()
        for position in plausible_game(rng, examiner):
            empties = 16 - position.placed_count
            if not low <= empties <= MAX_EMPTIES:
                continue
            if win_in is not None and not examiner.prover.wins_within(position, win_in):
                continue  # the cheap test first: no forced win in time
            figures = examiner.figures(position)
            if isinstance(figures, Rejection):
                continue
            if figures.safe - len(figures.solutions) < MIN_WRONG:
                continue
            puzzle = examiner.puzzle(position, figures)
            if win_in is None or puzzle.win_in == win_in:
                yield puzzle
                break  # one puzzle per game: the positions after it are its sequels


def depths_for(rating: tuple[int, int]) -> list[int]:
    """The depths whose typical ratings (`difficulty.typical_span`) meet the range;
    the nearest depth when none does."""
    low, high = rating
    depths = []
    for win_in in range(MIN_WIN_IN, MAX_WIN_IN + 1):
        span_low, span_high = typical_span(win_in)
        if span_low < high and low < span_high:
            depths.append(win_in)
    if depths:
        return depths
    middle = (low + high) / 2
    return [
        min(range(MIN_WIN_IN, MAX_WIN_IN + 1), key=lambda d: abs(sum(typical_span(d)) / 2 - middle))
    ]


def make_puzzle(
    seed: int | str,
    *,
    win_in: int | None = None,
    rating: tuple[int, int] | None = None,
    squares: bool = False,
    games: int = GAMES,
) -> Puzzle:
    """One puzzle made from `seed`: of depth `win_in` and rated within `rating` when
    given. The same arguments always give the same puzzle.

    For a rating range without a depth, each game looks for a puzzle of one of the
    depths whose typical ratings meet the range (`depths_for`), drawn at random.
    When no puzzle within the range appears in `games` games, the one found nearest
    to it is returned; GenerateError when no puzzle appeared at all.
    """
    check_request(win_in, rating)
    examiner = Examiner(squares)
    rng = seeded("quarto-puzzle", seed, int(squares), win_in, rating)
    depths: Sequence[int | None]
    if win_in is not None:
        depths = [win_in]
    elif rating is not None:
        depths = depths_for(rating)
    else:
        depths = [None]  # any depth: the first puzzle of a game
    nearest: Puzzle | None = None
    for _ in range(games):
        depth = depths[0] if len(depths) == 1 else rng.choice(depths)
        for puzzle in find_puzzles(rng, examiner, win_in=depth, games=1):
            if _wanted(puzzle, win_in, rating):
                return puzzle
            if nearest is None or _miss(puzzle, rating) < _miss(nearest, rating):
                nearest = puzzle
    if nearest is None:
        raise GenerateError(GenerateCode.NOTHING_FOUND, games=games)
    return nearest


def make_puzzle_data(
    seed: int | str,
    win_in: int | None = None,
    rating: tuple[int, int] | None = None,
    squares: bool = False,
) -> dict:
    """`make_puzzle` as JSON data (`Puzzle.as_dict`): what a worker process sends back."""
    return make_puzzle(seed, win_in=win_in, rating=rating, squares=squares).as_dict()


def symmetry_key(puzzle: Puzzle) -> int:
    """Equal for puzzles that a symmetry of the board and the pieces maps onto each other."""
    tables = tables_for(RuleOptions(squares=puzzle.squares))
    position = puzzle.position
    assert position.hand is not None
    cells = [piece or 0 for piece in position.board]
    occ = sum(1 << s for s, piece in enumerate(position.board) if piece is not None)
    return canonical_key(cells, occ, position.hand, tables)


def make_puzzles(
    count: int,
    seed: int | str,
    *,
    squares: bool = False,
    win_in: int | None = None,
) -> list[Puzzle]:
    """`count` puzzles from `seed`, in order of appearance, no two the same up to
    symmetry. The same arguments give the same list, and a longer list starts
    with the shorter one."""
    check_request(win_in, None)
    examiner = Examiner(squares)
    rng = seeded("quarto-puzzles", seed, int(squares), win_in)
    found: list[Puzzle] = []
    seen: set[int] = set()
    for puzzle in find_puzzles(rng, examiner, win_in=win_in, games=None):
        key = symmetry_key(puzzle)
        if key in seen:
            continue
        seen.add(key)
        found.append(puzzle)
        if len(found) >= count:
            break
    return found
