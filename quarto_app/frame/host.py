"""What a scene may ask of the app it runs in: a protocol, so scenes are typed without
importing the loop (which imports the scenes).

`frame.loop.App` is the one implementation; tests build it on a headless window.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from .game import Game
from .pace import Pace
from .requests import Answer, Ask

if TYPE_CHECKING:
    from quarto_app.platform.settings import Settings
    from quarto_app.platform.stats import Stats


class Navigator(Protocol):
    """The router as a scene uses it: scenes by name, and the stack."""

    @property
    def stack(self) -> list[Any]: ...

    @property
    def top(self) -> Any: ...

    def push(self, name: str, *, ask: Ask | None = None, **params: Any) -> Any: ...

    def replace(self, name: str, **params: Any) -> Any: ...

    def pop(self, answer: Answer | None = None, value: object = None) -> Any: ...

    def reset(self, name: str, **params: Any) -> Any: ...

    def find(self, kind: type) -> Any: ...


class Host(Protocol):
    """The app: its router, games, settings, pace, randomness, services and statistics
    (`counting`: finished games are counted; `stats()`: opened on first use)."""

    router: Navigator
    games: tuple[Game, ...]
    settings: Settings
    pace: Pace
    rng: random.Random
    services: dict[str, Any]
    messages: list[str]
    autosave: bool
    first_start: bool
    counting: bool
    running: bool
    frames: int

    @property
    def size(self) -> tuple[int, int]: ...

    @property
    def surface(self) -> pygame.Surface: ...

    @property
    def top(self) -> Any: ...

    def game(self, game_id: str) -> Game: ...

    def find(self, kind: type) -> Any: ...

    def stats(self) -> Stats: ...
