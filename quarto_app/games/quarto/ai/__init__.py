"""The computer opponent: exact endgame search, difficulty levels, hints.

    from quarto_app.games.quarto.ai import LEVELS, Level, level_by_name, choose_move, SearchWorker

`search` is the recursive negamax search (exact from the moment the end is
in reach) and `solver` its root (move values, win probe, iterative deepening);
`levels` the five levels and the blocking `choose_move`, `worker` the
off-UI-thread `SearchWorker`, `analysis` the hints and the analyze report.
`native` builds the mypyc-compiled search and picks it, or the plain source,
before anything below is imported. Nothing here imports pygame.
"""

from .native import choose_path

SEARCH_PATH = choose_path()
"""Which search runs: "compiled" (mypyc) or "plain" (the same source as Python)."""

from .levels import LEVELS, Level, choose_move, level_by_name  # noqa: E402
from .worker import SearchWorker  # noqa: E402

__all__ = ["LEVELS", "SEARCH_PATH", "Level", "SearchWorker", "choose_move", "level_by_name"]
