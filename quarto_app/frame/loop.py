"""The app loop: a stack of scenes, 60 frames a second, time passed on as dt.

Each frame: raw events become intents (intents.translate) for the top scene,
the top scene updates with the frame's dt, then the visible scenes draw,
bottom to top (an overlay draws over the scene it covers). Tests drive the
loop with `step(dt)` or `run_frames(n, dt)`, so time is theirs to control.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from . import intents, theme
from .intents import Intent

FPS = 60
MAX_DT = 0.1  # a stalled frame (window dragged, laptop asleep) must not skip a call window


@dataclass(frozen=True)
class Pace:
    """How long the computer's moves take on screen; `fast` for smoke runs and tests."""

    think: float = 0.7  # at least this long "thinking", so a human sees a move coming
    glide: float = 0.45  # a piece sliding to its place
    result_pause: float = 1.2  # the winning line alone on the board before the overlay
    call_scale: float = 1.0  # the computer's reaction times, as its level sets them
    dice: float = 1.6  # the dice animation before the first move

    @classmethod
    def fast(cls) -> Pace:
        return cls(think=0.0, glide=0.05, result_pause=0.1, call_scale=0.05, dice=0.1)


class Scene:
    """One screen. Subclasses override the hooks they need."""

    opaque = True  # False: the scene below shows through (overlays)

    def __init__(self, app: App) -> None:
        self.app = app

    @property
    def wants_text(self) -> bool:
        """True while a text field has the focus, so letters type instead of calling."""
        return False

    def enter(self) -> None:
        """The scene becomes the top of the stack."""

    def exit(self) -> None:
        """The scene leaves the stack for good."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window is now `size`: lay out again."""

    def handle(self, intent: Intent) -> None:
        """React to one intent (only the top scene gets them)."""

    def update(self, dt: float) -> None:
        """Let `dt` seconds pass."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene; reads state, never changes it."""


class App:
    """The scene stack and the frame loop around it."""

    def __init__(self, *, pace: Pace | None = None, rng: random.Random | None = None) -> None:
        theme.forget_fonts()  # a previous App may have run under an earlier pygame.init()
        self.scenes: list[Scene] = []
        self.pace = pace or Pace()
        self.rng = rng or random.Random()
        self.running = True
        self.frames = 0
        # Where computer players come from; tests put stand-ins here.
        self.worker_factory: Callable[[], Any] | None = None
        self.level_lookup: Callable[[str], Any] | None = None
        # Keep the game in progress in the player's folder (off for tests, smoke and bench).
        self.autosave = False
        self._size = self.surface.get_size()
        self._typing: bool | None = None  # is SDL's text input (and any IME) on?

    @property
    def surface(self) -> pygame.Surface:
        # pygame replaces the display surface when the window is resized.
        return pygame.display.get_surface()

    @property
    def size(self) -> tuple[int, int]:
        return self._size

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    # --- the stack -------------------------------------------------------------

    def push(self, scene: Scene) -> None:
        """Put `scene` on top; it gets the window size, then enters."""
        self.scenes.append(scene)
        scene.resize(self._size)
        scene.enter()

    def pop(self) -> Scene | None:
        """Remove the top scene; the one below becomes the top again."""
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].enter()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for `scene`."""
        if self.scenes:
            self.scenes.pop().exit()
        self.push(scene)

    def reset_to(self, scene: Scene) -> None:
        """Empty the stack, then make `scene` the only one."""
        self.reset_scenes()
        self.push(scene)

    def reset_scenes(self) -> None:
        """Empty the stack, letting each scene clean up."""
        while self.scenes:
            self.scenes.pop().exit()

    def find(self, kind: type) -> Scene | None:
        """The topmost scene of this class on the stack, if any."""
        for scene in reversed(self.scenes):
            if isinstance(scene, kind):
                return scene
        return None

    # --- the frame ---------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        """Turn one raw event into an intent for the top scene."""
        top = self.top
        intent = intents.translate(event, typing=bool(top and top.wants_text))
        if intent is None:
            return
        if isinstance(intent, intents.Quit):
            self.running = False
        elif isinstance(intent, intents.Resize):
            self._check_size()
        elif top is not None:
            top.handle(intent)

    def step(self, dt: float) -> None:
        """One frame: events, update by `dt` seconds, draw (no flip, no waiting)."""
        for event in pygame.event.get():
            self.handle_event(event)
            if not self.running:
                return
        self._check_size()
        self._sync_text_input()
        if self.top is not None:
            self.top.update(min(dt, MAX_DT))
        self.draw(self.surface)
        self.frames += 1

    def draw(self, surface: pygame.Surface) -> None:
        """Draw from the topmost opaque scene up."""
        start = 0
        for index in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[index].opaque:
                start = index
                break
        for scene in self.scenes[start:]:
            scene.draw(surface)

    def run_frames(self, count: int, dt: float = 1 / FPS) -> None:
        """Run `count` frames of `dt` seconds each, as fast as they compute."""
        for _ in range(count):
            if not self.running:
                return
            self.step(dt)

    def run(self) -> None:
        """The real loop: 60 frames a second until the window is closed."""
        clock = pygame.time.Clock()
        while self.running and self.scenes:
            dt = clock.tick(FPS) / 1000.0
            self.step(dt)
            pygame.display.flip()

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
            for scene in self.scenes:
                scene.resize(size)
