"""Colours and fonts of the game screens.

Fonts are loaded on first use and cached per pixel size, so text is rendered
at the size the current window needs (crisp, never a scaled bitmap).
"""

from __future__ import annotations

import pygame

Colour = tuple[int, int, int]

BACKGROUND: Colour = (38, 31, 27)
PANEL: Colour = (58, 47, 40)
PANEL_ACTIVE: Colour = (84, 66, 50)
PANEL_EDGE: Colour = (112, 92, 74)
TEXT: Colour = (244, 234, 214)
TEXT_DIM: Colour = (186, 170, 148)
ACCENT: Colour = (240, 186, 72)  # whose turn, focus, the selected piece
HOVER: Colour = (255, 226, 150)
GOOD: Colour = (120, 214, 120)  # a legal drop, a won line
BAD: Colour = (236, 96, 80)  # a refused drop, a false call
LAPSED: Colour = (150, 150, 170)
QUARTO: Colour = (198, 52, 42)  # the QUARTO! buttons
QUARTO_DIM: Colour = (104, 60, 52)
BUTTON: Colour = (92, 74, 58)
BUTTON_HOVER: Colour = (122, 98, 74)
OVERLAY_SHADE = (0, 0, 0, 150)
LAST_MOVE: Colour = (110, 190, 255)

_fonts: dict[tuple[int, bool], pygame.font.Font] = {}


def forget_fonts() -> None:
    """Drop cached fonts: after pygame.quit() they are no longer valid."""
    _fonts.clear()


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """pygame's default font at `size` pixels (never under 15: below that it blurs), cached."""
    size = max(15, int(size))
    key = (size, bold)
    cached = _fonts.get(key)
    if cached is None:
        if not pygame.font.get_init():
            pygame.font.init()
        cached = pygame.font.Font(None, size)
        cached.set_bold(bold)
        _fonts[key] = cached
    return cached


def text(
    surface: pygame.Surface,
    words: str,
    size: int,
    colour: Colour,
    *,
    center: tuple[int, int] | None = None,
    topleft: tuple[int, int] | None = None,
    midleft: tuple[int, int] | None = None,
    midright: tuple[int, int] | None = None,
    bold: bool = False,
    max_width: int | None = None,
) -> pygame.Rect:
    """Render `words` at one anchor; shrink the font until it fits `max_width`."""
    chosen = font(size, bold)
    while max_width is not None and size > 15 and chosen.size(words)[0] > max_width:
        size -= 1
        chosen = font(size, bold)
    image = chosen.render(words, True, colour)
    rect = image.get_rect()
    if center is not None:
        rect.center = center
    elif midleft is not None:
        rect.midleft = midleft
    elif midright is not None:
        rect.midright = midright
    elif topleft is not None:
        rect.topleft = topleft
    surface.blit(image, rect)
    return rect


def wrap(words: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split `words` into lines no wider than `width` pixels at this size."""
    chosen = font(size, bold)
    lines: list[str] = []
    current = ""
    for word in words.split():
        trial = f"{current} {word}".strip()
        if current and chosen.size(trial)[0] > width:
            lines.append(current)
            current = word
        else:
            current = trial
    if current:
        lines.append(current)
    return lines
