"""A scene: one screen, reached by name through the router, told what happens to it.

Lifecycle (the Tuxemon `state` idea), each hook called once per happening:

    entered()          it is on the stack and on top, for the first time
    covered()          another scene was pushed over it (a menu, a panel)
    uncovered(answer)  the scene over it left, with what it answered (or None)
    left()             it is off the stack for good: stop what it started

Every frame the top scene gets the intents (never raw pygame events), then
`update(dt)` after its clock has advanced by dt; the visible scenes draw,
bottom to top (a scene with `opaque = False` lets the one below show).
"""

from __future__ import annotations

from typing import Any

import pygame

from .clock import Clock
from .intents import Intent


class Scene:
    """One screen. Subclasses override the hooks they need."""

    opaque = True  # False: the scene below shows through (panels over the table)

    def __init__(self, app: Any) -> None:
        self.app = app  # the frame.loop.App it runs in (not imported: the loop imports scenes)
        self.clock = Clock()  # ticks only while the scene is on top

    @property
    def wants_text(self) -> bool:
        """True while a text field has the focus, so letters type instead of calling."""
        return False

    def entered(self) -> None:
        """On top of the stack for the first time."""

    def covered(self) -> None:
        """Another scene was pushed over this one."""

    def uncovered(self, answer: Any) -> None:
        """The scene over this one left; `answer` is what it said (None if nothing)."""

    def left(self) -> None:
        """Off the stack for good: stop searches, timers, anything it started."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window is now `size`: lay out again."""

    def handle(self, intent: Intent) -> None:
        """React to one intent (only the top scene gets them)."""

    def update(self, dt: float) -> None:
        """`dt` seconds have passed (the clock has already advanced)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene; reads state, never changes it."""
