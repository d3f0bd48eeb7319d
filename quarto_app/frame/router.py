"""Scenes by name: push, replace, pop and reset, with what to pass, and the lifecycle calls.

No scene imports another: a scene asks the router for one by name, saying what
it asks (`router.push("panel", ask=Ask.PAUSE, title=...)`), and hears the
answer when that scene leaves (`router.pop(Answer.NEW)` reaches the scene below
as `uncovered(Reply(Ask.PAUSE, Answer.NEW))`). The app's wiring registers every
scene's factory under its name: the frame's shared screens and each game's
own (`"quarto.play"`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .requests import NO_REPLY, Answer, Ask, Reply
from .scene import Scene

SceneFactory = Callable[..., Scene]


class UnknownScene(KeyError):
    """No scene is registered under that name (a wiring mistake)."""


class Router:
    """The stack of scenes, bottom first, and the factories that make them."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.stack: list[Scene] = []
        self._factories: dict[str, SceneFactory] = {}

    def register(self, name: str, factory: SceneFactory) -> None:
        self._factories[name] = factory

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def make(self, name: str, **params: Any) -> Scene:
        try:
            factory = self._factories[name]
        except KeyError:
            raise UnknownScene(name) from None
        return factory(self.app, **params)

    def push(self, name: str, *, ask: Ask | None = None, **params: Any) -> Scene:
        """Put the scene `name` (made with `params`) over the current one; its answer
        will reach the current one as a Reply to `ask`."""
        scene = self.make(name, **params)
        scene.asked = ask
        if self.stack:
            self.stack[-1].covered()
        self._enter(scene)
        return scene

    def replace(self, name: str, **params: Any) -> Scene:
        """Swap the top scene for the scene `name`."""
        scene = self.make(name, **params)
        if self.stack:
            scene.asked = self.stack[-1].asked
            self.stack.pop().left()
        self._enter(scene)
        return scene

    def pop(self, answer: Answer | None = None, value: object = None) -> Scene | None:
        """Take the top scene off; the one below is uncovered with the reply."""
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.left()
        if self.stack:
            asked = scene.asked
            self.stack[-1].uncovered(Reply(asked, answer, value) if asked or answer else NO_REPLY)
        return scene

    def reset(self, name: str, **params: Any) -> Scene:
        """Empty the stack, then make the scene `name` the only one."""
        scene = self.make(name, **params)
        self.clear()
        self._enter(scene)
        return scene

    def clear(self) -> None:
        """Empty the stack, top first, each scene told it has left."""
        while self.stack:
            self.stack.pop().left()

    def find(self, kind: type) -> Scene | None:
        """The topmost scene of this class, if any (for tests and the smoke run)."""
        for scene in reversed(self.stack):
            if isinstance(scene, kind):
                return scene
        return None

    def _enter(self, scene: Scene) -> None:
        self.stack.append(scene)
        scene.resize(self.app.size)
        scene.entered()
