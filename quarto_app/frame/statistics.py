"""The player's statistics as the app uses them: finished games counted, problems told.

The database is quarto_app.platform.stats; the app opens it once, when first
asked (`app.stats()`), and closes it on exit. A play scene hands each finished
game to `count` (frame.play.scene: once per match, never a demo's); the app
counts only while `app.counting` is on, which, like the autosave, is off for
tests, the smoke run and the demo, and `app.stats_file` says where the file is
(None: the per-user data folder), so no test ever touches the player's own.

What went wrong with the file (set aside as damaged, locked by another copy of
the game, a full disk) is told once, in words: `tell` puts it in
`app.messages`, which the menu says.
"""

from __future__ import annotations

import logging
from datetime import date
from typing import TYPE_CHECKING

from quarto_app.platform.stats import FinishedGame, StatsProblem

from .i18n import text

if TYPE_CHECKING:
    from .host import Host

log = logging.getLogger("quarto.stats")


def today() -> date:
    """The day a game is counted under: the wall clock is the frame's, never a core's."""
    return date.today()


def count(app: Host, finished: FinishedGame) -> bool:
    """Count a finished game (when the app counts at all); False if it is not on disk yet
    (it waits in memory, and the player is told why at the next menu)."""
    if not app.counting:
        return False
    written = app.stats().record_game(finished)
    if not written:
        log.warning("A finished %s game is not in the statistics file yet", finished.game)
    tell(app)
    return written


def tell(app: Host) -> None:
    """What the player has not heard yet about their statistics, for the menu to say."""
    if app.counting:
        app.messages.extend(problem_words(p) for p in app.stats().take_problems())


def problem_words(problem: StatsProblem) -> str:
    """A statistics problem in the player's words: what happened, and where the file went."""
    params = problem.params
    why = text(f"frame.stats.problem.{problem.code.value}", **params)
    kept = params.get("kept")
    return text("frame.stats.problem.kept", why=why, path=kept) if kept else why
