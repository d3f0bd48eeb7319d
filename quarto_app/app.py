"""The app's wiring: the games it offers, the scenes by name, and the window's life.

This is the one module that lists the games (GAMES) and the one that knows
every scene's name: the frame's shared screens, and each game's own from
its description. `start` opens the window on the menu, on the attract game
(--demo), or plays a quick computer game through the real scenes (--smoke)
as fast as frames compute and exits 0 when it reached the end.
"""

from __future__ import annotations

import os
import random
import time
from typing import Any

from .frame.game import Game
from .games.quarto.game import GAME as QUARTO

GAMES: tuple[Game, ...] = (QUARTO,)
"""Every game of the app, in the order the menu offers them."""

SMOKE_LEVELS = ("Beginner", "Easy")
SMOKE_TIME_LIMIT = 120.0  # wall-clock seconds before a smoke run gives up
DT = 1 / 60


def register_scenes(app: Any) -> None:
    """Every scene under its name: the frame's shared ones, then each game's."""
    from .frame.scenes.about import AboutScene
    from .frame.scenes.dice import DiceScene
    from .frame.scenes.menu import MenuScene
    from .frame.scenes.panel import PanelScene
    from .frame.scenes.setup import SetupScene

    router = app.router
    for name, factory in (
        ("menu", MenuScene),
        ("setup", SetupScene),
        ("about", AboutScene),
        ("dice", DiceScene),
        ("panel", PanelScene),
    ):
        router.register(name, factory)
    for game in app.games:
        for name, factory in game.scenes().items():
            router.register(name, factory)


def build_app(*, pace: Any = None, rng: random.Random | None = None, settings: Any = None) -> Any:
    """The app on the open window: the games, their scenes, the player's settings in force."""
    from .frame import i18n, theme
    from .frame.loop import App

    app = App(games=GAMES, settings=settings, pace=pace, rng=rng)
    i18n.use(str(app.settings.get("language") or i18n.SOURCE_LANGUAGE))
    theme.use(str(app.settings.get("theme") or theme.DEFAULT_THEME))
    register_scenes(app)
    problem = getattr(app.settings, "problem", None)
    if problem is not None:  # the player is told once, on the first menu
        why = i18n.text(f"frame.error.{problem.code.value}", **problem.params)
        kept = problem.params.get("kept")
        said = (
            i18n.text("frame.settings.kept", why=why, path=kept)
            if kept
            else i18n.text("frame.settings.left", why=why)
        )
        app.messages.append(said)
    return app


def start(demo: bool = False, smoke: bool = False, screenshot: str | None = None) -> int:
    """Open the window and run until it is closed; the exit code."""
    if smoke and not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from .frame import starting
    from .frame.loop import Pace
    from .frame.window import open_window
    from .platform.settings import load_settings

    pygame.display.init()
    pygame.font.init()
    app = None
    try:
        settings = load_settings()
        open_window(settings=None if smoke else settings)
        app = build_app(pace=Pace.fast() if smoke else Pace(), settings=settings)
        app.autosave = not (smoke or demo)  # never overwrite the player's game with a demo
        if smoke:
            return _smoke(app, screenshot)
        app.router.reset("menu")
        if demo:
            starting.start(app, starting.demo(app.games[0]), attract=True)
        app.run()
        return 0
    finally:
        if app is not None:
            app.close()  # every scene leaves: any computer search stops
        pygame.quit()


def _smoke(app: Any, screenshot: str | None) -> int:
    """A quick computer game through the real scenes; 0 when it reached the result."""
    import pygame

    from .frame import starting
    from .frame.game import Seat, Setup
    from .frame.scenes.panel import PanelScene

    game = app.games[0]
    seats = tuple(Seat(starting.computer_name(game, level), level) for level in SMOKE_LEVELS)
    starting.start(app, Setup(game.id, seats, game.default_options()), keep_setup=False)
    deadline = time.monotonic() + SMOKE_TIME_LIMIT
    while not isinstance(app.top, PanelScene) or len(app.router.stack) < 2:
        if time.monotonic() > deadline or not app.running:
            print("smoke: the game did not finish in time")
            return 1
        app.step(DT)
        pygame.display.flip()
    app.run_frames(3, DT)
    pygame.display.flip()
    if screenshot:
        pygame.image.save(app.surface, screenshot)
    play = app.router.stack[0]
    print(f"smoke: {play.status_words()} after {app.frames} frames")
    return 0
