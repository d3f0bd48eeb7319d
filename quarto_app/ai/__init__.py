"""The computer opponent: exact endgame search, difficulty levels, hints.

    from quarto_app.ai import LEVELS, Level, level_by_name, choose_move, SearchWorker

`solver` is the negamax search (exact from the moment the end is in reach),
`levels` the five levels and the blocking `choose_move`, `worker` the
off-UI-thread `SearchWorker`, `analysis` the hints and the analyze report.
Nothing here imports pygame.
"""

from .levels import LEVELS, Level, choose_move, level_by_name
from .worker import SearchWorker

__all__ = ["LEVELS", "Level", "SearchWorker", "choose_move", "level_by_name"]
