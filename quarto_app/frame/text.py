"""Drawing text: every string on screen goes through here, bounded and fitted.

`draw` shrinks the font until the words fit the room they are given (never
below a readable size, MIN_FONT), and only then shortens them with an
ellipsis, so a long name or a long sentence never spills out of its panel
and is never cut mid-word without a mark. Nothing longer than MAX_CHARS reaches pygame's renderer at
all: a damaged file's 10 MB name is cut before it can slow a frame or crash
the renderer.
"""

from __future__ import annotations

import pygame

from .assets import MIN_FONT, assets
from .theme import Colour

MAX_CHARS = 400
ELLIPSIS = "…"

Point = tuple[int, int]


def bounded(words: str, limit: int = MAX_CHARS) -> str:
    """`words` cut to `limit` characters (the last one an ellipsis) and to one line."""
    if len(words) <= limit and "\n" not in words and "\r" not in words:
        return words  # the usual case, every frame: nothing to do
    words = " ".join(str(words).splitlines())
    return words if len(words) <= limit else words[: limit - 1] + ELLIPSIS


def fit(words: str, font: pygame.font.Font, width: int) -> str:
    """The longest start of `words` that fits `width` pixels, with an ellipsis if cut."""
    if font.size(words)[0] <= width:
        return words
    return _shortened(words, font, width)


def _shortened(words: str, font: pygame.font.Font, width: int) -> str:
    low, high = 0, len(words)
    while low < high:  # binary search: the longest prefix that fits with the ellipsis
        middle = (low + high + 1) // 2
        if font.size(words[:middle].rstrip() + ELLIPSIS)[0] <= width:
            low = middle
        else:
            high = middle - 1
    return words[:low].rstrip() + ELLIPSIS if low else ELLIPSIS


def fitted(words: str, size: int, bold: bool, max_width: int | None) -> tuple[str, int]:
    """What `draw` shows of `words` in `max_width` pixels: the words (maybe cut) and the size.

    Shrink first (a long name in a narrow panel), then, at the smallest size,
    cut with an ellipsis.
    """
    words = bounded(words)
    size = max(MIN_FONT, int(size))
    if max_width is None:
        return words, size
    loader = assets()
    chosen = loader.font(size, bold)
    wide = chosen.size(words)[0]
    while size > MIN_FONT and wide > max_width:
        size -= 1
        chosen = loader.font(size, bold)
        wide = chosen.size(words)[0]
    if wide > max_width:
        words = _shortened(words, chosen, max(1, max_width))
    return words, size


LINE_STEP = 1.1
"""A line's height in lines of several, as a share of the font size."""


def fitted_lines(
    words: str, size: int, bold: bool, max_width: int, max_height: int, most: int = 2
) -> tuple[list[str], int]:
    """`words` whole in `max_width` x `max_height` pixels on up to `most` lines:
    the lines and their size (lines are LINE_STEP x size apart).

    One line if it fits at a size not far below `size` (four fifths); else the
    words wrapped onto more lines at the largest size where every line fits;
    only when even that fails, one line cut as `fitted` cuts it.
    """
    words = bounded(words)
    size = max(MIN_FONT, int(size))
    loader = assets()
    comfortable = max(MIN_FONT, size * 4 // 5)
    for trial in range(size, comfortable - 1, -1):
        if loader.font(trial, bold).size(words)[0] <= max_width:
            return [words], trial
    for trial in range(size, MIN_FONT - 1, -1):
        chosen = loader.font(trial, bold)
        lines = wrap(words, trial, max_width, bold)
        whole = all(chosen.size(line)[0] <= max_width and ELLIPSIS not in line for line in lines)
        tall = round(trial * LINE_STEP) * (len(lines) - 1) + trial
        if len(lines) <= most and whole and tall <= max(max_height, MIN_FONT * 2):
            return lines, trial
    line, trial = fitted(words, size, bold, max_width)
    return [line], trial


def draw(
    surface: pygame.Surface,
    words: str,
    size: int,
    colour: Colour,
    *,
    center: Point | None = None,
    topleft: Point | None = None,
    midleft: Point | None = None,
    midright: Point | None = None,
    bold: bool = False,
    max_width: int | None = None,
) -> pygame.Rect:
    """Render `words` at one anchor, fitted to `max_width`; the rectangle drawn."""
    words, size = fitted(words, size, bold, max_width)
    image = assets().rendered(words, size, bold, colour)
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


def width(words: str, size: int, bold: bool = False) -> int:
    """How wide `words` would be drawn at `size` (no fitting)."""
    return assets().font(size, bold).size(bounded(words))[0]


def wrap(words: str, size: int, room: int, bold: bool = False) -> list[str]:
    """Split `words` into lines no wider than `room` pixels at this size."""
    chosen = assets().font(size, bold)
    lines: list[str] = []
    current = ""
    # Split at breakable spaces only: a non-breaking one (French "QUARTO\u00a0!") holds
    # its neighbours on one line.
    for word in bounded(words, MAX_CHARS * 4).split(BREAKABLE):
        if not word:
            continue  # two spaces in a row
        trial = f"{current} {word}" if current else word
        if current and chosen.size(trial)[0] > room:
            lines.append(current)
            current = word
        else:
            current = trial
    if current:
        lines.append(current)
    return [fit(line, chosen, room) for line in lines]


BREAKABLE = " "
"""Where `wrap` may break a line: a plain space (never a non-breaking one)."""
