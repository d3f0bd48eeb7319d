"""The window: opened where and as large as the player left it, fullscreen on F11.

Its size, position and fullscreen state are remembered in the settings
(`window_size`, `window_position`, `fullscreen`) and used at the next start,
kept inside the desktop and never under MIN_SIZE; without a desktop to measure
(the headless drivers), never over MAX_SIZE. A size the settings file makes up
(negative, 100,000 pixels) is clamped the same way on every driver.
"""

from __future__ import annotations

import os
import warnings
from typing import Any

import pygame

from .i18n import text

DEFAULT_SIZE = (1280, 800)
MIN_SIZE = (960, 600)
MAX_SIZE = (3840, 2400)  # where no desktop says how large a window may be: 4K and a bit


_offset = [0, 0]  # reported minus asked window position (the window manager's frame)


def _window() -> Any | None:
    """pygame-ce's Window for the display, or None on an SDL that has none."""
    try:
        with warnings.catch_warnings():
            # pygame-ce warns that surface rendering through Window may go away; we only
            # read and set the window's size, position and fullscreen state.
            warnings.simplefilter("ignore", DeprecationWarning)
            return pygame.Window.from_display_module()
    except (AttributeError, pygame.error):
        return None


def _headless() -> bool:
    return pygame.display.get_driver() in ("dummy", "offscreen")


def _pair(value: object) -> tuple[int, int] | None:
    """Two whole numbers from the settings file, or None for anything else."""
    if (
        isinstance(value, list | tuple)
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    ):
        return (int(value[0]), int(value[1]))
    return None


def _clamped(size: tuple[int, int], low: tuple[int, int], high: tuple[int, int]) -> tuple[int, int]:
    return (
        min(max(size[0], low[0]), high[0]),
        min(max(size[1], low[1]), high[1]),
    )


def open_window(size: tuple[int, int] | None = None, settings: Any = None) -> None:
    """A resizable window titled by the catalog: the size asked for, else the remembered one.

    Never bigger than the desktop, never smaller than MIN_SIZE; at the
    remembered position and fullscreen state when there is a real display.
    """
    remembered = settings if settings is not None and size is None else None
    if size is None:
        size = (_pair(remembered.get("window_size")) if remembered else None) or DEFAULT_SIZE
        size = _clamped(size, MIN_SIZE, MAX_SIZE)  # whatever the settings file says
    else:
        size = _clamped(size, (1, 1), MAX_SIZE)  # the code's own sizes (tests go small)
    desktops = pygame.display.get_desktop_sizes() if pygame.display.get_init() else []
    if desktops and desktops[0][0] > 0 and not _headless():
        size = (min(size[0], desktops[0][0]), min(size[1], desktops[0][1] - 60))
        size = (max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1]))
        position = _pair(remembered.get("window_position")) if remembered else None
        if position is not None and _on_a_desktop(position, desktops[0]):
            os.environ["SDL_VIDEO_WINDOW_POS"] = f"{position[0]},{position[1]}"
    _set_icon()
    pygame.display.set_mode(size, pygame.RESIZABLE)
    asked = os.environ.pop("SDL_VIDEO_WINDOW_POS", None)
    pygame.display.set_caption(text("frame.app.title"))
    found = _window()
    if found is not None:
        found.minimum_size = MIN_SIZE
        if asked is not None:
            # Window managers add their frame between the position asked for and the one
            # reported: keep the difference, so the next start opens where this one was.
            x, y = (int(v) for v in asked.split(","))
            _offset[:] = [found.position[0] - x, found.position[1] - y]
        if remembered and remembered.get("fullscreen") is True and not _headless():
            found.set_fullscreen(desktop=True)


def _on_a_desktop(position: tuple[int, int], desktop: tuple[int, int]) -> bool:
    # A window left on a second screen that is gone now must not open out of sight.
    return 0 <= position[0] < desktop[0] - 100 and 0 <= position[1] < desktop[1] - 100


def _set_icon() -> None:
    """The window's icon from assets/, if it is there (it is optional)."""
    from quarto_app.platform.paths import resource_path

    icon = resource_path("icon-48.png")
    if icon.exists():
        try:
            pygame.display.set_icon(pygame.image.load(str(icon)))
        except (pygame.error, OSError):
            pass  # the default icon is fine


def is_fullscreen() -> bool:
    try:
        return bool(pygame.display.is_fullscreen())
    except pygame.error:  # no window (yet)
        return False


def toggle_fullscreen(settings: Any) -> bool:
    """Fullscreen on or off (F11, Alt+Enter); the new state, remembered."""
    found = _window()
    if found is None:
        return False
    going_full = not is_fullscreen()
    try:
        if going_full:
            found.set_fullscreen(desktop=True)
        else:
            found.set_windowed()
    except pygame.error:
        return is_fullscreen()  # the driver refused: nothing changed
    settings["fullscreen"] = going_full
    return going_full


def remember_size(settings: Any, size: tuple[int, int]) -> None:
    if not is_fullscreen():
        settings["window_size"] = [int(size[0]), int(size[1])]


def remember_position(settings: Any, position: tuple[int, int]) -> None:
    if not is_fullscreen():
        x, y = int(position[0]) - _offset[0], int(position[1]) - _offset[1]
        settings["window_position"] = [max(0, x), max(0, y)]
