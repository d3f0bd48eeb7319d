"""A scene: one screen, reached by name through the router, told what happens to it.

Lifecycle (the Tuxemon `state` idea), each hook called once per happening:

    entered()          it is on the stack and on top, for the first time
    covered()          another scene was pushed over it (a menu, a panel)
    uncovered(reply)   the scene over it left: what it was asked and answered (a Reply)
    left()             it is off the stack for good: stop what it started

Every frame the top scene gets the intents (never raw pygame events), then
`update(dt)` after its clock has advanced by dt; the visible scenes draw,
bottom to top (a scene with `opaque = False` lets the one below show).

Idle means idle: the loop draws every frame only while the top scene is
`animating()` (something moves, or a rule runs on time: a call window, a move
clock, a computer thinking). Otherwise it sleeps until an input arrives or
the scene's clock has a timer due, so an idle screen costs next to nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .clock import Clock
from .intents import Intent
from .requests import Ask, Reply

if TYPE_CHECKING:
    from .host import Host


class Scene:
    """One screen. Subclasses override the hooks they need."""

    opaque = True  # False: the scene below shows through (panels over the table)

    def __init__(self, app: Host) -> None:
        self.app = app  # the frame.loop.App it runs in (a protocol: the loop imports scenes)
        self.clock = Clock()  # ticks only while the scene is on top
        self.asked: Ask | None = None  # what the scene below asked of this one (the router sets it)

    @property
    def wants_text(self) -> bool:
        """True while a text field has the focus, so letters type instead of calling."""
        return False

    def entered(self) -> None:
        """On top of the stack for the first time."""

    def covered(self) -> None:
        """Another scene was pushed over this one."""

    def uncovered(self, reply: Reply) -> None:
        """The scene over this one left; `reply` says what it was asked and answered."""

    def left(self) -> None:
        """Off the stack for good: stop searches, timers, anything it started."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window is now `size`: lay out again."""

    def handle(self, intent: Intent) -> None:
        """React to one intent (only the top scene gets them)."""

    def animating(self) -> bool:
        """True while something moves or runs on time: the loop then draws every frame."""
        return False

    def update(self, dt: float) -> None:
        """`dt` seconds have passed (the clock has already advanced)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene; reads state, never changes it."""
