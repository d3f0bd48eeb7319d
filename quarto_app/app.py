"""The app's wiring: the games it offers, the scenes by name, and the window's life.

This is the one module that lists the games (GAMES) and the one that knows
every scene's name: the frame's shared screens, and each game's own from
its description. `start` opens the window on the menu, on the attract game
(--demo), or plays a quick computer game through the real scenes (--smoke)
as fast as frames compute and exits 0 when it reached the end.

A hang-up (SIGHUP: the terminal or the session went away) and SIGTERM end
the game as closing its window does: the loop stops at the next frame, every
scene leaves (the computer's search stops), the settings are written, and the
exit code is 128 + the signal's number, as a shell reports a signal.
"""

from __future__ import annotations

import os
import random
import signal
import threading
import time
from types import FrameType
from typing import Any

from .frame.game import Game
from .games.quartino.game import GAME as QUARTINO
from .games.quarto.game import GAME as QUARTO

GAMES: tuple[Game, ...] = (QUARTO, QUARTINO)
"""Every game of the app, in the order the menu offers them."""

ENDING_SIGNALS = tuple(
    getattr(signal, name) for name in ("SIGHUP", "SIGTERM") if hasattr(signal, name)
)
"""The signals that end the game cleanly (Windows has no SIGHUP)."""
SMOKE_LEVELS = {"quarto": ("Beginner", "Easy"), "quartino": ("Easy", "Medium", "Easy")}
"""Who plays the smoke game of each game (a short one: the weaker levels)."""
SMOKE_TIME_LIMIT = 120.0  # wall-clock seconds before a smoke run gives up
DT = 1 / 60


def _settings_scene(app: Any, **params: Any) -> Any:
    # Imported when first opened, not at start: the first frame comes no later for it.
    from .frame.scenes.settings import SettingsScene

    return SettingsScene(app, **params)


def register_scenes(app: Any) -> None:
    """Every scene under its name: the frame's shared ones, then each game's."""
    from .frame.scenes.about import AboutScene
    from .frame.scenes.choice import ChoiceScene
    from .frame.scenes.dice import DiceScene
    from .frame.scenes.entry import EntryScene
    from .frame.scenes.handover import HandoverScene
    from .frame.scenes.menu import MenuScene
    from .frame.scenes.panel import PanelScene
    from .frame.scenes.rulebook import RuleBookScene
    from .frame.scenes.saved import SavedGamesScene
    from .frame.scenes.setup import SetupScene
    from .frame.scenes.stats import StatsScene

    router = app.router
    for name, factory in (
        ("menu", MenuScene),
        ("setup", SetupScene),
        ("about", AboutScene),
        ("dice", DiceScene),
        ("panel", PanelScene),
        ("settings", _settings_scene),
        ("handover", HandoverScene),
        ("choice", ChoiceScene),
        ("stats", StatsScene),
        ("saved", SavedGamesScene),
        ("entry", EntryScene),
        ("rules", RuleBookScene),  # every game's rule book: Game.rule_pages
    ):
        router.register(name, factory)
    for game in app.games:
        for name, factory in game.scenes().items():
            router.register(name, factory)


def build_app(
    *,
    pace: Any = None,
    rng: random.Random | None = None,
    settings: Any = None,
    theme_name: str | None = None,
    language: str | None = None,
) -> Any:
    """The app on the open window: the games, their scenes, the player's settings in force.

    `theme_name` (the command line's --theme) is used for this run instead of the
    theme in the settings, which it does not change; `language` (--lang) likewise.
    """
    from .frame import i18n, preferences, theme
    from .frame.loop import App

    app = App(games=GAMES, settings=settings, pace=pace, rng=rng)
    chosen = preferences.use(app.settings)
    i18n.use(language or chosen.language)
    theme.use(theme_name or chosen.theme)
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


class _Ending:
    """Turns ENDING_SIGNALS into the loop's end and remembers which came, for the exit code.

    Installed before pygame starts its display, so SDL leaves SIGTERM to us
    rather than putting its own handler there; restored when the window is gone.
    """

    def __init__(self) -> None:
        self.app: Any = None
        self.signum: int | None = None
        self._previous: dict[int, Any] = {}

    def install(self) -> None:
        if threading.current_thread() is not threading.main_thread():
            return  # Python takes signals in the main thread only (tests may start elsewhere)
        for signum in ENDING_SIGNALS:
            if signal.getsignal(signum) is signal.SIG_IGN:
                continue  # started under nohup (or told to ignore it otherwise): so be it
            self._previous[signum] = signal.signal(signum, self._handle)

    def _handle(self, signum: int, frame: FrameType | None) -> None:
        # Runs between two bytecodes of the main thread: the loop ends at the next
        # frame, and no save is cut in the middle.
        self.signum = signum
        if self.app is not None:
            self.app.running = False

    def watch(self, app: Any) -> None:
        """The app whose loop a signal stops (one that came during the start stops it too)."""
        self.app = app
        if self.signum is not None:
            app.running = False

    def exit_code(self, code: int) -> int:
        """`code`, or 128 + the signal's number when a signal ended the game."""
        return code if self.signum is None else 128 + self.signum

    def restore(self) -> None:
        for signum, previous in self._previous.items():
            signal.signal(signum, previous)
        self._previous.clear()


def start(
    demo: bool = False,
    smoke: bool = False,
    screenshot: str | None = None,
    game: str = "quarto",
    theme_name: str | None = None,
    language: str | None = None,
) -> int:
    """Open the window and run until it is closed; the exit code.

    `theme_name` draws this run in that theme, `language` speaks that language
    (see build_app)."""
    if smoke and not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from .frame import starting
    from .frame.loop import Pace
    from .frame.window import open_window
    from .platform.settings import load_settings

    ending = _Ending()
    ending.install()
    app = None
    try:
        pygame.display.init()
        pygame.font.init()
        settings = load_settings()
        # Before anything is written: a player with no settings file yet starts for the first time.
        new_player = settings.problem is None and not settings.path.exists()
        open_window(settings=None if smoke else settings)
        app = build_app(
            pace=Pace.fast() if smoke else Pace(),
            settings=settings,
            theme_name=theme_name,
            language=language,
        )
        ending.watch(app)
        app.autosave = not (smoke or demo)  # never overwrite the player's game with a demo
        app.counting = app.autosave  # nor count a smoke run's or a demo's games as theirs
        app.first_start = app.autosave and new_player  # the menu offers the first lesson
        if smoke:
            return ending.exit_code(_smoke(app, screenshot, app.game(game)))
        app.router.reset("menu")
        if demo:
            starting.start(app, starting.demo(app.game(game)), attract=True)
        app.run()
        return ending.exit_code(0)
    finally:
        if app is not None:
            app.close()  # every scene leaves: any computer search stops
        pygame.quit()
        ending.restore()


def _smoke(app: Any, screenshot: str | None, game: Game) -> int:
    """A quick computer game through the real scenes; 0 when it reached the result."""
    import pygame

    from .frame import i18n, starting
    from .frame.game import Seat, Setup
    from .frame.scenes.panel import PanelScene
    from .platform.console import PROGRAM

    levels = SMOKE_LEVELS.get(game.id, game.demo_levels)
    seats = tuple(Seat("", level) for level in levels)
    setup = starting.named_computers(game, Setup(game.id, seats, game.default_options()))
    starting.start(app, setup, keep_setup=False)
    deadline = time.monotonic() + SMOKE_TIME_LIMIT
    while not isinstance(app.top, PanelScene) or len(app.router.stack) < 2:
        if time.monotonic() > deadline or not app.running:
            _smoke_says(i18n.text("frame.cli.smoke_too_long"))
            return 1
        app.step(DT)
        pygame.display.flip()
    app.run_frames(3, DT)
    pygame.display.flip()
    if screenshot:
        try:
            pygame.image.save(app.surface, screenshot)
        except (pygame.error, OSError) as exc:  # a place the check before could not foresee
            why = i18n.text("frame.cli.screenshot_failed", file=screenshot, why=str(exc))
            _smoke_says(f"{PROGRAM}: {why}", to_stderr=True)
            return 1
    status = app.router.stack[0].status_words()
    said = _smoke_says(i18n.text("frame.cli.smoke_result", status=status, frames=app.frames))
    return 0 if said else 1


def _smoke_says(line: str, *, to_stderr: bool = False) -> bool:
    """A line of the smoke's report; False (and a line on stderr) if it could not be written:
    a result nobody could read is no passed smoke, and no crash either."""
    from .frame.i18n import text
    from .platform import console

    try:
        console.say(line, to_stderr=to_stderr)
    except console.Unwritten as lost:
        why = console.why(lost.error)
        console.lost(text("frame.cli.output_lost", program=console.PROGRAM, why=why))
        return False
    return True
