"""What a hand does with a thing on the table: press, drag, drop, or click then click.

A press on something that may move holds it (`Drag`); it becomes a drag once
the pointer has left the press point by more than DRAG_THRESHOLD pixels, so a
click that wobbles a little is still a click (the first half of
click-then-click: select, then click where it goes). A drop the game refuses
glides back home (`Return`), so nothing vanishes and nothing is left floating.
Generic over what is held (a piece, a stone) and the game's places.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any, Generic, TypeVar

from .. import motion, sound
from ..clock import Clock, Timer, smooth
from ..sound import Sound

DRAG_THRESHOLD = 6  # pixels the pointer moves before a press becomes a drag
RETURN_SECONDS = 0.25

Point = tuple[int, int]
Item = TypeVar("Item")
P = TypeVar("P")


@dataclass
class Drag(Generic[Item, P]):
    """A thing held by the pointer since `press` at place `source`; `moved` once it left."""

    item: Item
    source: P
    press: Point
    pos: Point
    moved: bool = False

    def follow(self, pos: Point) -> bool:
        """The pointer is at `pos` now: past the threshold, the press is a drag.
        True when it has just become one (the thing is picked up)."""
        self.pos = pos
        if self.moved:
            return False
        if abs(pos[0] - self.press[0]) + abs(pos[1] - self.press[1]) > DRAG_THRESHOLD:
            self.moved = True
            return True
        return False


@dataclass
class Return(Generic[Item, P]):
    """A refused drop gliding back from `start` (a point) to its `home` place."""

    item: Item
    start: Point
    home: P
    timer: Timer


class Release(Enum):
    CLICK = "click"  # let go where it was pressed: select it (click-then-click)
    DROP = "drop"  # carried somewhere: the game decides whether it goes there


class Hold(Generic[Item, P]):
    """The one thing a hand holds, and the one refused drop going home."""

    def __init__(self) -> None:
        self.drag: Drag[Item, P] | None = None
        self.returning: Return[Item, P] | None = None

    def press(self, item: Item, source: P, pos: Point) -> None:
        self.drag = Drag(item, source, pos, pos)

    def move(self, pos: Point) -> None:
        drag = self.drag
        if drag is not None and drag.follow(pos) and drag.item != self.picked():
            sound.play(Sound.PICK_UP)  # it leaves its place in the pointer's grip

    def picked(self) -> Any:
        """What is already in hand by a click (a hand selects; a plain hold has none)."""
        return None

    def release(self) -> tuple[Release, Drag[Item, P]] | None:
        """Let go: a click or a drop, with what was held (None when nothing was)."""
        drag, self.drag = self.drag, None
        if drag is None:
            return None
        return (Release.DROP if drag.moved else Release.CLICK), drag

    def let_go(self) -> None:
        """Drop what is held without a gesture (a panel came up, the turn changed)."""
        self.drag = None

    def send_home(self, item: Item, start: Point, home: P, clock: Clock) -> None:
        timer = clock.start(motion.duration(RETURN_SECONDS), ease=smooth)
        self.returning = Return(item, start, home, timer)

    def settle(self) -> None:
        """Forget a return that has landed."""
        if self.returning is not None and self.returning.timer.done:
            self.returning = None

    @property
    def moving(self) -> bool:
        """Something follows the pointer or glides home (the screen must redraw)."""
        return (self.drag is not None and self.drag.moved) or self.returning is not None

    def held(self) -> Any:
        """What is out of its place: dragged, or going home (None if nothing)."""
        if self.drag is not None and self.drag.moved:
            return self.drag.item
        if self.returning is not None:
            return self.returning.item
        return None


class Hands(Hold[Item, P]):
    """What the people at the screen hold, point at, have picked and have the focus on.

    One selection: `selected` is *the* thing picked by a click or Enter. The
    keyboard focus is shown once the keyboard is used (`focus_visible`), and
    Enter acts only on a focus the player moved this turn (`focus_chosen`).
    """

    def __init__(self, focus: P) -> None:
        super().__init__()
        self._selected: Item | None = None
        self.hover: P | None = None
        self.focus: P = focus
        self.focus_visible = False
        self.focus_chosen = False

    @property
    def selected(self) -> Item | None:
        """The thing picked up by a click or Enter (None: nothing)."""
        return self._selected

    @selected.setter
    def selected(self, item: Item | None) -> None:
        # Picking a thing up is heard (putting it back, or down, is the game's to say).
        if item is not None and item != self._selected:
            sound.play(Sound.PICK_UP)
        self._selected = item

    def picked(self) -> Item | None:
        return self._selected
