"""A walk through the real screens of both games, for the layout tests and for looking.

`tour` visits the menu, both setups, About, the settings, both statistics
screens (filled, and their reset question), the dice, a Quarto table (giving,
the pause panel, the result panel) and a Quartino table (the hand-over, a turn,
the pause panel, the result panel), and calls `look(name)` at each stop: the
French layout test records every text that did not fit there, a script under
/tmp saves a screenshot.

Every stop is reached by frames and posted events, never by waiting on a clock.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
from quartino_screens import quartino_setup, start_table, take_screen, thread_workers
from test_gui_helpers import post_key, quarto_setup, start_play

from quarto_app.frame import starting, statistics
from quarto_app.frame.game import Seat, Setup
from quarto_app.frame.loop import App
from quarto_app.frame.requests import Ask
from quarto_app.frame.scenes.panel import PanelScene
from quarto_app.platform.stats import FinishedGame, PuzzleAttempt

Look = Callable[[str], None]

FRAME_LIMIT = 20_000
"""Frames a computer game may take to reach its result (far more than it needs)."""


def _until_result(app: App) -> None:
    for _ in range(FRAME_LIMIT):
        if isinstance(app.top, PanelScene) and len(app.router.stack) > 1:
            app.run_frames(3)
            return
        app.run_frames(1)
    raise AssertionError("the computer game did not reach its result")


def _computer_game(app: App, game: str, levels: tuple[str, ...]) -> None:
    chosen = app.game(game)
    seats = tuple(Seat(starting.computer_name(chosen, level), level) for level in levels)
    starting.start(app, Setup(game, seats, chosen.default_options()), keep_setup=False)
    _until_result(app)


def _counted(app: App) -> None:
    """A few finished games of both games, with help and without, and a puzzle tried:
    the statistics screens show every column, note and plural."""
    today = statistics.today()
    stats = app.stats()
    for seats, winners, more in [
        ((None, "Beginner"), (0,), {}),
        ((None, "Hard"), (1,), {}),
        (("Medium", None), (), {}),
        ((None, None), (1,), {}),
        ((None, "Easy"), (0,), {"undos": 2}),
        ((None, "Easy"), (0,), {"hints": 1}),
    ]:
        assert stats.record_game(FinishedGame("quarto", today, seats, winners, 11, **more))
    assert stats.record_game(FinishedGame("quartino", today, (None, "Easy", "Hard"), (0, 1), 30))
    assert stats.record_attempt(PuzzleAttempt("puzzle-1", 1500.0, True, today))


def tour(app: App, look: Look) -> None:
    """Every screen a player meets in both games, each shown to `look`."""
    thread_workers(app)
    _counted(app)
    app.router.reset("menu")
    app.run_frames(2)
    look("menu")
    for game in ("quarto", "quartino"):
        app.router.push("setup", game=game)
        app.run_frames(2)
        look(f"setup_{game}")
        app.router.pop()
        app.router.push("stats", ask=Ask.PAGE, game=game)
        app.run_frames(2)
        look(f"stats_{game}")
        app.top.ask_reset()  # the question before the statistics are forgotten
        app.run_frames(2)
        look(f"stats_reset_{game}")
        app.router.pop()
        app.run_frames(1)
        app.router.pop()
    app.router.push("about", ask=Ask.PAGE)
    app.run_frames(2)
    look("about")
    app.router.pop()
    app.router.push("settings", ask=Ask.SETTINGS)
    app.run_frames(2)
    look("settings")
    app.router.pop()

    start_play(app, quarto_setup(starter=None))  # the dice say who gives first
    look("quarto_dice")
    start_play(app, quarto_setup())
    look("quarto_give")
    post_key(pygame.K_RETURN)  # the first piece of the reserve chosen: the hint to give it
    app.run_frames(2)
    look("quarto_give_selected")
    post_key(pygame.K_ESCAPE)
    post_key(pygame.K_ESCAPE)  # the pause panel
    app.run_frames(2)
    look("quarto_pause")
    _computer_game(app, "quarto", ("Beginner", "Easy"))
    look("quarto_result")

    start_table(app, quartino_setup())
    look("quartino_handover")
    take_screen(app)
    app.run_frames(2)
    look("quartino_turn")
    post_key(pygame.K_ESCAPE)
    app.run_frames(2)
    look("quartino_pause")
    _computer_game(app, "quartino", ("Easy", "Medium", "Easy"))
    look("quartino_result")
