"""Buttons, choices and a name field, for the menus and the setup form.

A widget keeps its state and its rectangle (set by the scene's layout on every
resize); `draw` only reads. Labels are words already (the scene asks the
catalog). Keyboard focus is drawn as an accent frame.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from . import sound, text
from .assets import assets
from .game import NAME_LIMIT
from .theme import Colour, colours


def draw_frame(
    surface: pygame.Surface,
    rect: pygame.Rect,
    fill: Colour,
    *,
    edge: Colour | None = None,
    width: int = 2,
    radius: int = 10,
) -> None:
    """A rounded panel with an optional edge."""
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if edge is not None:
        pygame.draw.rect(surface, edge, rect, width, border_radius=radius)


def shade(surface: pygame.Surface) -> None:
    """Darken what is under an overlay (the theme's overlay shade)."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill(colours().overlay_shade)
    surface.blit(veil, (0, 0))


def draw_dialog(
    surface: pygame.Surface,
    panel: pygame.Rect,
    title: str,
    title_size: int,
    *,
    title_colour: Colour | None = None,
    shaded: bool = True,
) -> None:
    """An overlay's box: the screen under it shaded, the framed panel, its title on top
    (the shared look of the panel, choice and entry scenes)."""
    palette = colours()
    if shaded:
        shade(surface)
    draw_frame(surface, panel, palette.panel, edge=palette.accent, width=2, radius=18)
    text.draw(
        surface,
        title,
        title_size,
        title_colour or palette.accent,
        bold=True,
        center=(panel.centerx, panel.top + round(title_size * 0.95)),
        max_width=panel.w - 40,
    )


def draw_shadow(surface: pygame.Surface, centre: tuple[int, int], width: int, lift: int) -> None:
    """The soft shadow a piece or stone `width` wide casts on the table at `centre` when it
    is held `lift` pixels over it: smaller and fainter the higher it is."""
    fade = 1.0 / (1.0 + lift / max(1, width))
    w = max(6, round(width * (0.55 + 0.3 * fade)))
    h = max(3, w // 3)
    alpha = round(40 + 80 * fade)
    colour = colours().drop_shadow
    image = assets().drawn(
        ("frame.shadow", w, h, alpha, colour), lambda: _ellipse(w, h, colour, alpha)
    )
    surface.blit(image, (centre[0] - w // 2, centre[1] - h // 2))


def _ellipse(w: int, h: int, colour: tuple[int, int, int], alpha: int) -> pygame.Surface:
    image = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.ellipse(image, (*colour[:3], alpha), image.get_rect())
    return image


@dataclass
class Button:
    """A button that runs `action` when clicked or activated from the keyboard."""

    label: str
    action: Callable[[], None]
    enabled: bool = True
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    hovered: bool = False

    def draw(self, surface: pygame.Surface, focused: bool, text_size: int) -> None:
        """The button, lit when hovered, framed when it has the keyboard focus."""
        palette = colours()
        fill = palette.button_hover if self.hovered and self.enabled else palette.button
        edge = palette.accent if focused else palette.panel_edge
        draw_frame(surface, self.rect, fill, edge=edge, width=3 if focused else 1)
        colour = palette.text if self.enabled else palette.text_dim
        # A long label (two 24-character names) wraps onto two lines before it is cut.
        lines, size = text.fitted_lines(
            self.label, text_size, False, self.rect.w - 12, self.rect.h - 4
        )
        step = round(size * text.LINE_STEP)
        y = self.rect.centery - step * (len(lines) - 1) // 2
        for line in lines:
            text.draw(surface, line, size, colour, center=(self.rect.centerx, y))
            y += step

    def activate(self) -> None:
        if self.enabled:
            sound.play(sound.Sound.CLICK)
            self.action()


def _value_box(row: pygame.Rect) -> pygame.Rect:
    """The right 55% of a setup row, where its value is shown."""
    box = row.copy()
    box.w = row.w * 55 // 100
    box.right = row.right
    return box


def _draw_label(
    surface: pygame.Surface, row: pygame.Rect, label: str, size: int, enabled: bool
) -> Colour:
    """Draw a setup row's label on its left; the text colour for the rest of the row."""
    colour = colours().text if enabled else colours().text_dim
    text.draw(
        surface,
        label,
        size,
        colour,
        midleft=(row.left + 12, row.centery),
        max_width=row.w * 43 // 100,
    )
    return colour


@dataclass
class Choice:
    """One of several options, changed by clicking its arrows or with Left/Right."""

    label: str
    options: Sequence[str]
    index: int = 0
    enabled: bool = True
    on_change: Callable[[int], None] | None = None
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    hovered: bool = False

    @property
    def value(self) -> str:
        return self.options[self.index]

    def step(self, delta: int) -> None:
        """Move to the next (delta 1) or previous (-1) option, wrapping round."""
        if not self.enabled:
            return
        self.index = (self.index + delta) % len(self.options)
        if self.on_change is not None:
            self.on_change(self.index)
        sound.play(sound.Sound.CLICK)  # after the change: a new volume is heard at once

    def click(self, pos: tuple[int, int]) -> None:
        """The left third steps back, the rest steps on."""
        left = _value_box(self.rect)
        self.step(-1 if pos[0] < left.left + left.w // 3 else 1)

    def activate(self) -> None:
        self.step(1)

    def draw(self, surface: pygame.Surface, focused: bool, text_size: int) -> None:
        """Label on the left, ‹ value › on the right."""
        palette = colours()
        colour = _draw_label(surface, self.rect, self.label, text_size, self.enabled)
        box = _value_box(self.rect)
        fill = palette.button_hover if self.hovered and self.enabled else palette.button
        if not self.enabled:
            fill = palette.panel  # flat: it does not apply to this game
        edge = palette.accent if focused else palette.panel_edge
        draw_frame(surface, box, fill, edge=edge, width=3 if focused else 1)
        text.draw(
            surface,
            self.value,
            text_size,
            colour,
            center=box.center,
            max_width=box.w - 2 * text_size,
        )
        if self.enabled:
            arrows = palette.text_dim
            text.draw(surface, "<", text_size, arrows, midleft=(box.left + 10, box.centery))
            text.draw(surface, ">", text_size, arrows, midright=(box.right - 10, box.centery))


@dataclass
class TextField:
    """A one-line name field: type when it has the focus, Backspace erases.

    It takes at most `max_length` characters, and says so while it has the
    focus ("12/24"), so nothing is cut without the player seeing why.
    """

    label: str
    text: str
    max_length: int = NAME_LIMIT
    enabled: bool = True
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    hovered: bool = False

    def type(self, words: str) -> None:
        """Add typed text, keeping to printable characters and the length limit."""
        clean = "".join(ch for ch in words if ch.isprintable())
        self.text = (self.text + clean)[: self.max_length]

    def backspace(self) -> None:
        self.text = self.text[:-1]

    def activate(self) -> None:
        """Enter in a field does nothing more than leave it as it is."""

    def draw(self, surface: pygame.Surface, focused: bool, text_size: int) -> None:
        """Label on the left, the editable text (with a caret when focused) on the right."""
        palette = colours()
        colour = _draw_label(surface, self.rect, self.label, text_size, self.enabled)
        box = _value_box(self.rect)
        edge = palette.accent if focused else palette.panel_edge
        draw_frame(surface, box, palette.panel, edge=edge, width=3 if focused else 1)
        room = box.w - 24
        if focused:
            count = f"{len(self.text)}/{self.max_length}"
            full = len(self.text) >= self.max_length
            small = max(1, text_size * 3 // 4)
            shown = text.draw(
                surface,
                count,
                small,
                palette.bad if full else palette.text_dim,
                midright=(box.right - 10, box.centery),
            )
            room = shown.left - box.left - 20
        caret = "|" if focused else ""
        text.draw(
            surface,
            self.text + caret,
            text_size,
            colour,
            midleft=(box.left + 12, box.centery),
            max_width=room,
        )


Widget = Button | Choice | TextField
