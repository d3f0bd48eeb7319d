"""Shared helpers for the GUI tests: a headless window, synthetic input, AI stand-ins.

The stand-ins replace quarto_app.games.quarto.ai inside the tests only (through
the app's services): a level whose noticing and reaction time are fixed, and a
worker that answers at once with a legal move (a winning square first, so the
computer makes lines to call). Each app has its own settings and statistics files
(and counts finished games only when a test turns `app.counting` on).
"""

from __future__ import annotations

import os
import random
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from quarto_app.frame.game import Seat, Setup  # noqa: E402
from quarto_app.frame.loop import App, Pace  # noqa: E402
from quarto_app.games.quarto.rules import Move, Position, RuleOptions  # noqa: E402

SCREENSHOTS = Path(__file__).parent / "screenshots"
DT = 1 / 60


class StandInLevel:
    """A computer level with fixed habits."""

    def __init__(self, name: str = "Easy", notices: bool = True, delay: float = 0.8) -> None:
        self.name = name
        self.notices = notices
        self.delay = delay
        self.delay_windows: list[float | None] = []

    def notices_own_line(self, rng: random.Random) -> bool:
        return self.notices

    def notices_missed_line(self, rng: random.Random) -> bool:
        return self.notices

    def call_delay(self, rng: random.Random, window: float | None) -> float:
        self.delay_windows.append(window)
        return self.delay


class StandInWorker:
    """Answers on the first poll: a placement that makes a line if any, else the first."""

    def __init__(self) -> None:
        self.busy = False
        self.started: list[Position] = []
        self.closed = False
        self._answer: Move | None = None

    def start(
        self, position: Position, options: RuleOptions, level: object, seed: int | None = None
    ) -> None:
        self.started.append(position)
        moves = list(position.legal_moves())
        winning = [m for m in moves if m.square is not None and _makes_line(position, m, options)]
        self._answer = (winning or moves)[0]
        self.busy = True

    def poll(self) -> Move | None:
        answer, self._answer = self._answer, None
        self.busy = False
        return answer

    def cancel(self) -> None:
        self._answer = None
        self.busy = False

    def close(self) -> None:
        self.closed = True


def _makes_line(position: Position, move: Move, options: RuleOptions) -> bool:
    assert move.square is not None
    return bool(position.place(move.square).lines_through(move.square, options))


def make_app(size: tuple[int, int] = (1280, 800), pace: Pace | None = None) -> App:
    """A headless window of `size` and the app on it, with AI stand-ins and fresh settings."""
    from quarto_app.app import build_app
    from quarto_app.frame.window import open_window
    from quarto_app.platform.settings import load_settings

    pygame.display.init()
    pygame.font.init()
    open_window(size)
    settings = load_settings(Path(tempfile.mkdtemp(prefix="quarto-settings-")) / "settings.json")
    app = build_app(pace=pace or Pace(), rng=random.Random(7), settings=settings)
    app.stats_file = Path(tempfile.mkdtemp(prefix="quarto-stats-")) / "stats.sqlite3"
    levels: dict[str, StandInLevel] = {}
    app.services["quarto.level"] = lambda name: levels.setdefault(name, StandInLevel(name))
    app.services["quarto.worker"] = StandInWorker
    app.stand_in_levels = levels  # type: ignore[attr-defined]
    return app


def quarto_setup(
    names: tuple[str, str] = ("Anna", "Ben"),
    levels: tuple[str | None, str | None] = (None, None),
    starter: int | None = 0,
    **options: str,
) -> Setup:
    """A game of Quarto to start: the seeds' rules unless `options` say otherwise."""
    from quarto_app.games.quarto.game import GAME

    chosen = {**GAME.default_options(), **options}
    seats = tuple(Seat(name, level) for name, level in zip(names, levels, strict=True))
    return Setup("quarto", seats, chosen, starter)


def start_play(app: App, setup: Setup | None = None, **extra: object):  # -> PlayScene
    """The play screen of `setup` (hot seat, Anna gives first, by default), two frames in."""
    app.router.reset("quarto.play", setup=setup or quarto_setup(), **extra)
    app.run_frames(2)
    return app.router.stack[0]


def post_click(pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def post_drag(start: tuple[int, int], end: tuple[int, int], steps: int = 4) -> None:
    """Press at `start`, move in steps to `end`, release there."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for i in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * i // steps
        y = start[1] + (end[1] - start[1]) * i // steps
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))
        )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))


def post_key(key: int, mod: int = 0, text: str | None = None) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=text or ""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod))


def save(app: App, name: str) -> Path:
    """Save the current frame under tests/screenshots/ (git-ignored)."""
    SCREENSHOTS.mkdir(exist_ok=True)
    path = SCREENSHOTS / name
    pygame.image.save(app.surface, str(path))
    return path
