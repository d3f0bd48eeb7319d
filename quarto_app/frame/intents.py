"""The one place where raw pygame events become game intents.

Scenes never look at pygame events: they receive these intents. Pointer
intents carry the event's own position (`event.pos`), never the polled mouse,
so what a test posts is exactly what the scene sees.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

Point = tuple[int, int]


@dataclass(frozen=True)
class PointerDown:
    pos: Point


@dataclass(frozen=True)
class PointerMove:
    pos: Point


@dataclass(frozen=True)
class PointerUp:
    pos: Point


@dataclass(frozen=True)
class Navigate:
    """Arrow keys: move the keyboard focus by (dx, dy)."""

    dx: int
    dy: int


@dataclass(frozen=True)
class Scroll:
    """The mouse wheel: `dy` notches, positive away from the player (up the list)."""

    dy: int


@dataclass(frozen=True)
class TurnPage:
    """PageDown (`step` 1) or PageUp (-1): the next or the previous page."""

    step: int


@dataclass(frozen=True)
class NextFocus:
    """Tab (or Shift+Tab when `back`): jump to the next group of things."""

    back: bool = False


@dataclass(frozen=True)
class Activate:
    """Enter or Space, with no modifier key held: act on the selected or focused thing."""


@dataclass(frozen=True)
class Cancel:
    """Esc or a right click: drop what is held, close what is open."""


@dataclass(frozen=True)
class Call:
    """A seat's call key (QUARTO!): each seat has its own key, so people share a keyboard."""

    seat: int


@dataclass(frozen=True)
class Letter:
    """A letter key that is no call key, outside text fields: a game's shortcut ("c")."""

    letter: str


@dataclass(frozen=True)
class ToggleFullscreen:
    """F11 or Alt+Enter."""


@dataclass(frozen=True)
class ToggleMute:
    """M: sound off, or on again (remembered in the settings)."""


@dataclass(frozen=True)
class Undo:
    pass


@dataclass(frozen=True)
class Redo:
    pass


@dataclass(frozen=True)
class Paste:
    """Ctrl+V: the clipboard's text into the field (or scene) that takes it."""


@dataclass(frozen=True)
class TypeText:
    text: str


@dataclass(frozen=True)
class Backspace:
    """Erase a character; with Ctrl held (`whole`), the whole field."""

    whole: bool = False


@dataclass(frozen=True)
class Resize:
    size: Point


@dataclass(frozen=True)
class WindowMoved:
    pos: Point


@dataclass(frozen=True)
class Quit:
    pass


Intent = (
    PointerDown
    | PointerMove
    | PointerUp
    | Navigate
    | Scroll
    | TurnPage
    | NextFocus
    | Activate
    | Cancel
    | Call
    | Letter
    | ToggleFullscreen
    | ToggleMute
    | Undo
    | Redo
    | Paste
    | TypeText
    | Backspace
    | Resize
    | WindowMoved
    | Quit
)

# Keys at the keyboard's far corners, so people at one keyboard can each call
# without reaching across. Not Shift: pressing it for Shift+Tab would make a
# false call. The fourth corner is the slash left of the right Shift (M, its
# letter neighbour, is the mute key): a slip onto its neighbours ('.' and
# Shift) does nothing, where N, next to M, would mute instead of calling.
CALL_KEYS: tuple[int, ...] = (pygame.K_q, pygame.K_p, pygame.K_z, pygame.K_SLASH)
CALL_KEY_LABELS: tuple[str, ...] = ("Q", "P", "Z", "/")
MUTE_KEY = pygame.K_m
_MODIFIERS = pygame.KMOD_ALT | pygame.KMOD_CTRL | pygame.KMOD_SHIFT | pygame.KMOD_META

_ARROWS = {
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
}


def translate(event: pygame.event.Event, *, typing: bool = False) -> Intent | None:
    """The intent behind one pygame event, or None if it means nothing here.

    With `typing` (a text field has the focus) letters are text, not calls.
    """
    kind = event.type
    if kind == pygame.QUIT:
        return Quit()
    if kind in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
        size = event.size if kind == pygame.VIDEORESIZE else (event.x, event.y)
        return Resize((int(size[0]), int(size[1])))
    if kind == pygame.WINDOWMOVED:
        return WindowMoved((int(event.x), int(event.y)))
    if kind == pygame.MOUSEBUTTONDOWN:
        if event.button == 1:
            return PointerDown(tuple(event.pos))
        if event.button == 3:
            return Cancel()
        return None
    if kind == pygame.MOUSEBUTTONUP:
        return PointerUp(tuple(event.pos)) if event.button == 1 else None
    if kind == pygame.MOUSEMOTION:
        return PointerMove(tuple(event.pos))
    if kind == pygame.MOUSEWHEEL:
        return Scroll(int(event.y)) if event.y else None
    if kind == pygame.TEXTINPUT:
        return TypeText(event.text) if typing else None
    if kind == pygame.KEYDOWN:
        return _key_intent(event, typing)
    return None


def _key_intent(event: pygame.event.Event, typing: bool) -> Intent | None:
    key = event.key
    mod = getattr(event, "mod", 0)
    ctrl = bool(mod & pygame.KMOD_CTRL)
    enter = key in (pygame.K_RETURN, pygame.K_KP_ENTER)
    if key == pygame.K_F11 or (enter and mod & pygame.KMOD_ALT):
        return ToggleFullscreen()
    if key == pygame.K_ESCAPE:
        return Cancel()
    if key in _ARROWS:
        return Navigate(*_ARROWS[key])
    if key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
        return TurnPage(1 if key == pygame.K_PAGEDOWN else -1)
    if key == pygame.K_TAB:
        return NextFocus(back=bool(mod & pygame.KMOD_SHIFT))
    if enter or (key == pygame.K_SPACE and not typing):
        # With a modifier held, Enter is somebody's shortcut, never a move by accident.
        return None if mod & _MODIFIERS else Activate()
    if ctrl and key == pygame.K_v:
        return Paste()
    if typing:
        return Backspace(whole=ctrl) if key == pygame.K_BACKSPACE else None
    if ctrl and key == pygame.K_z:
        return Undo()
    if ctrl and key == pygame.K_y:
        return Redo()
    if ctrl:
        return None
    for seat, call_key in enumerate(CALL_KEYS):
        if key == call_key:
            return Call(seat)
    if key == MUTE_KEY:
        return ToggleMute()
    if pygame.K_a <= key <= pygame.K_z and not mod & _MODIFIERS:
        return Letter(chr(key))
    return None
