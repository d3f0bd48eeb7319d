"""The app loop: raw events turned into intents, time passed on as dt, frames drawn when needed.

Each frame: raw events become intents (intents.translate) for the top scene,
the top scene's clock advances by the frame's dt and the scene updates, then
the visible scenes draw, bottom to top. Tests drive the loop with `step(dt)`
or `run_frames(n, dt)`, so time is theirs to control (and every step draws).

Idle means idle. The real loop (`run`) runs at 60 frames a second only while
the top scene is animating (something moves, or a rule runs on time);
otherwise it waits for the next event, or for the scene clock's next timer,
and draws only when an event came, a timer ended or the scenes changed. The
time slept is passed on exactly, so timers end when they should.

The app holds what every screen shares: the router (scenes by name), the
games (as the wiring lists them), the player's settings, the pace of the
computer's moves, one random generator, and the player's statistics (opened
when first asked for, closed with the app).
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from . import intents, sound, window
from .assets import assets
from .game import Game
from .pace import Pace
from .router import Router
from .scene import Scene

if TYPE_CHECKING:
    from quarto_app.platform.stats import Stats

FPS = 60
MAX_DT = 0.1  # a stalled frame (window dragged, laptop asleep) must not skip a call window
IDLE_WAKE = 0.25  # seconds an idle loop sleeps at most (to notice a signal's request to stop)

__all__ = ["App", "Pace"]


class App:
    """The window's frame loop around the router's stack of scenes."""

    def __init__(
        self,
        *,
        games: Sequence[Game] = (),
        settings: Any = None,
        pace: Pace | None = None,
        rng: random.Random | None = None,
    ) -> None:
        assets().forget()  # a previous App may have run under an earlier pygame.init()
        self.games = tuple(games)
        if settings is None:
            from quarto_app.platform.settings import load_settings

            settings = load_settings()
        self.settings = settings
        self.router = Router(self)
        self.pace = pace or Pace()
        self.rng = rng or random.Random()
        self.running = True
        self.frames = 0
        # Collaborators a game looks up by name (its computer players' factories):
        # the defaults are the game's own, tests put stand-ins here.
        self.services: dict[str, Any] = {}
        # What the player must be told once (a damaged settings file): the menu says it.
        self.messages: list[str] = []
        # Keep the game in progress in the player's folder (off for tests, smoke and demo).
        self.autosave = False
        # The player's very first start (no settings file yet): the menu may offer a game's
        # first lesson, once (off for tests, smoke and demo).
        self.first_start = False
        # Count finished games in the player's statistics (off for tests, smoke and demo,
        # as the autosave; on its own switch, so a test counts without saving), in
        # `stats_file` (None: the per-user data folder). See frame.statistics.
        self.counting = False
        self.stats_file: Path | None = None
        self._stats: Stats | None = None
        self._size = self.surface.get_size()
        self._typing: bool | None = None  # is SDL's text input (and any IME) on?
        self._held: list[pygame.event.Event] = []  # an event the idle wait took off the queue
        self._stack_seen: tuple[int, ...] = ()

    @property
    def surface(self) -> pygame.Surface:
        # pygame replaces the display surface when the window is resized.
        surface = pygame.display.get_surface()
        if surface is None:
            raise RuntimeError("the app runs on an open window (frame.window.open_window)")
        return surface

    @property
    def size(self) -> tuple[int, int]:
        return self._size

    @property
    def top(self) -> Scene | None:
        return self.router.top

    def game(self, game_id: str) -> Game:
        for game in self.games:
            if game.id == game_id:
                return game
        raise KeyError(game_id)

    def find(self, kind: type) -> Scene | None:
        return self.router.find(kind)

    def stats(self) -> Stats:
        """The player's statistics, opened on first use (never raises: a file that cannot
        be used is set aside or counted in memory, and its problems wait to be told)."""
        if self._stats is None:
            from quarto_app.platform.stats import open_stats

            self._stats = open_stats(self.stats_file)
        return self._stats

    # --- the frame ---------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        """Turn one raw event into an intent for the top scene (or the window's own)."""
        top = self.top
        intent = intents.translate(event, typing=bool(top and top.wants_text))
        if intent is None:
            return
        if isinstance(intent, intents.Quit):
            self.running = False
        elif isinstance(intent, intents.Resize):
            self._check_size()
        elif isinstance(intent, intents.WindowMoved):
            window.remember_position(self.settings, intent.pos)
        elif isinstance(intent, intents.ToggleFullscreen):
            window.toggle_fullscreen(self.settings)
            self._check_size()
        elif isinstance(intent, intents.ToggleMute):
            sound.toggle_mute()  # in every scene; the top one hears of it too, to say so
            if top is not None:
                top.handle(intent)
        elif top is not None:
            top.handle(intent)

    def step(self, dt: float) -> None:
        """One frame: events, update by `dt` seconds, draw (no flip, no waiting)."""
        self._advance(dt, exact=False)
        if self.running:
            self.draw(self.surface)
            self.frames += 1

    def _advance(self, dt: float, *, exact: bool) -> bool:
        """Events, then `dt` seconds for the top scene (clamped unless `exact`); True if
        anything may look different now."""
        changed = False
        events = self._held + pygame.event.get()
        self._held = []
        for event in events:
            changed = True
            self.handle_event(event)
            if not self.running:
                return True
        self._check_size()
        self._sync_text_input()
        top = self.top
        if top is not None:
            dt = dt if exact else min(dt, MAX_DT)
            changed |= top.clock.tick(dt) > 0
            if top is self.top:  # a timer may have changed scenes
                top.update(dt)
        stack = tuple(id(scene) for scene in self.router.stack)
        if stack != self._stack_seen:
            self._stack_seen = stack
            changed = True
        return changed or (self.top is not None and self.top.animating())

    def draw(self, surface: pygame.Surface) -> None:
        """Draw from the topmost opaque scene up."""
        stack = self.router.stack
        start = 0
        for index in range(len(stack) - 1, -1, -1):
            if stack[index].opaque:
                start = index
                break
        for scene in stack[start:]:
            scene.draw(surface)

    def run_frames(self, count: int, dt: float = 1 / FPS) -> None:
        """Run `count` frames of `dt` seconds each, as fast as they compute."""
        for _ in range(count):
            if not self.running:
                return
            self.step(dt)

    def run(self) -> None:
        """The real loop until the window is closed: 60 frames a second while something
        moves, otherwise asleep until an event or the next timer."""
        last = time.perf_counter()
        exact = False
        self.draw(self.surface)
        pygame.display.flip()
        try:
            while self.running and self.router.stack:
                now = time.perf_counter()
                dt, last = now - last, now
                if self._advance(dt, exact=exact) and self.running:
                    self.draw(self.surface)
                    self.frames += 1
                    pygame.display.flip()
                top = self.top
                exact = top is not None and not top.animating()
                if top is not None and exact:
                    self._sleep(top)
                else:
                    spare = 1 / FPS - (time.perf_counter() - now)
                    if spare > 0:
                        time.sleep(spare)  # 60 frames a second
        finally:
            window.remember_size(self.settings, self._size)
            self.settings.save()

    def _sleep(self, top: Scene) -> None:
        """Wait for events, at most until the top scene's next timer is due.

        A frame's length at a time, looking for events in between: SDL's own wait
        polls every millisecond on some drivers, which costs more than this."""
        due = top.clock.next_due()
        deadline = time.perf_counter() + (IDLE_WAKE if due is None else min(IDLE_WAKE, due))
        while self.running:
            events = pygame.event.get()
            if events:
                self._held.extend(events)  # handled first by the next frame
                return
            left = deadline - time.perf_counter()
            if left <= 0:
                return
            time.sleep(min(left, 1 / FPS))

    def close(self) -> None:
        """Every scene leaves (searches stop); what waits is written to the statistics,
        which let go of their file."""
        self.router.clear()
        if self._stats is not None:
            self._stats.close()
            self._stats = None

    def _sync_text_input(self) -> None:
        # Text input only while a name field has the focus: elsewhere letters are keys
        # (Q and P call QUARTO!) and no input-method window should pop up.
        typing = bool(self.top is not None and self.top.wants_text)
        if typing != self._typing:
            if typing:
                pygame.key.start_text_input()
            else:
                pygame.key.stop_text_input()
            self._typing = typing

    def _check_size(self) -> None:
        size = self.surface.get_size()
        if size != self._size:
            self._size = size
            if not window.is_fullscreen():
                window.remember_size(self.settings, size)
            for scene in self.router.stack:
                scene.resize(size)
