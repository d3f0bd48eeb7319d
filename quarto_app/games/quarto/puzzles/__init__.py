"""Quarto puzzles: positions with a forced win, proven, played against an exact defence.

Pure, like the rest of the core: no pygame, no clock, no sentences (codes and data).

    from quarto_app.games.quarto.puzzles import (
        Puzzle, make_puzzle, make_puzzles, daily_puzzle, pick_near, stream_range,
        Attempt, Verdict, State, Outcome, solution_line, PlayerRating, rate_attempt,
        read_puzzles, check_puzzle)

Read top to bottom: `prover` (forced wins within n placements, by a search to
that depth), `difficulty` (a puzzle's rating on the Glicko-2 scale), `puzzle`
(what a puzzle is, `Examiner.examine` proves a position one, the JSON form),
`play` (the exact defence, the check of a move, the refutation, the solution
line, `Attempt`), `generate` (plausible games from a seed, stopped at a
puzzle), `daily` (the daily puzzle, the stream at the player's level),
`rating` (the player's Glicko-2 rating, by the `glicko2` package).
"""

from .daily import DAILY_WIN_IN, STREAM_WINDOW, daily_puzzle, daily_win_in, pick_near, stream_range
from .difficulty import Figures, rate
from .generate import (
    GenerateCode,
    GenerateError,
    make_puzzle,
    make_puzzle_data,
    make_puzzles,
    symmetry_key,
)
from .play import (
    Attempt,
    Outcome,
    Refutation,
    State,
    Step,
    Verdict,
    attacks,
    defend,
    refute,
    solution_line,
)
from .prover import Prover
from .puzzle import (
    MAX_WIN_IN,
    MIN_WIN_IN,
    Examiner,
    Problem,
    Puzzle,
    PuzzleCode,
    PuzzleError,
    Rejection,
    check_puzzle,
    read_puzzles,
)
from .rating import PlayerRating, rate_attempt

__all__ = [
    "DAILY_WIN_IN",
    "MAX_WIN_IN",
    "MIN_WIN_IN",
    "STREAM_WINDOW",
    "Attempt",
    "Examiner",
    "Figures",
    "GenerateCode",
    "GenerateError",
    "Outcome",
    "PlayerRating",
    "Problem",
    "Prover",
    "Puzzle",
    "PuzzleCode",
    "PuzzleError",
    "Refutation",
    "Rejection",
    "State",
    "Step",
    "Verdict",
    "attacks",
    "check_puzzle",
    "daily_puzzle",
    "daily_win_in",
    "defend",
    "make_puzzle",
    "make_puzzle_data",
    "make_puzzles",
    "pick_near",
    "rate",
    "rate_attempt",
    "read_puzzles",
    "refute",
    "solution_line",
    "stream_range",
    "symmetry_key",
]
