"""The computer opponent: exact endgame search, difficulty levels, hints.

    from quarto_app.games.quarto.ai import LEVELS, Level, level_by_name, choose_move, SearchWorker

`search` is the recursive negamax search (exact from the moment the end is
in reach) and `solver` its root (move values, win probe, iterative deepening);
`levels` the five levels and the blocking `choose_move`, `worker` the
off-UI-thread `SearchWorker`, `analysis` the hints and the analyze report.
Nothing here imports pygame.
"""

from .levels import LEVELS, Level, choose_move, level_by_name
from .worker import SearchWorker

__all__ = ["LEVELS", "Level", "SearchWorker", "choose_move", "level_by_name"]
