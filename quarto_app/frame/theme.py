"""The colours of the screens, as named palettes in one registry.

Every colour a screen draws with comes from the palette in use (`colours()`),
so a theme is one more entry in THEMES. The pieces' and the board's own
materials belong to each game's art; the palette is everything around them.
"""

from __future__ import annotations

from dataclasses import dataclass

Colour = tuple[int, int, int]
Shade = tuple[int, int, int, int]


@dataclass(frozen=True)
class Palette:
    background: Colour
    panel: Colour
    panel_active: Colour
    panel_edge: Colour
    text: Colour
    text_dim: Colour
    accent: Colour  # whose turn, keyboard focus
    hover: Colour
    selected: Colour  # the one thing picked by a click or Enter
    good: Colour  # a legal drop, a won line
    bad: Colour  # a refused drop, a false call
    lapsed: Colour
    call: Colour  # the call buttons (QUARTO!)
    call_dim: Colour
    button: Colour
    button_hover: Colour
    last_move: Colour
    overlay_shade: Shade
    dice_shade: Shade
    drop_shadow: Colour
    die_face: Colour
    die_edge: Colour
    die_pip: Colour
    error_background: Colour  # the crash window
    error_title: Colour
    error_text: Colour
    error_button: Colour


WOOD = Palette(
    background=(38, 31, 27),
    panel=(58, 47, 40),
    panel_active=(84, 66, 50),
    panel_edge=(112, 92, 74),
    text=(244, 234, 214),
    text_dim=(186, 170, 148),
    accent=(240, 186, 72),
    hover=(255, 226, 150),
    selected=(120, 214, 120),
    good=(120, 214, 120),
    bad=(236, 96, 80),
    lapsed=(150, 150, 170),
    call=(198, 52, 42),
    call_dim=(104, 60, 52),
    button=(92, 74, 58),
    button_hover=(122, 98, 74),
    last_move=(110, 190, 255),
    overlay_shade=(0, 0, 0, 150),
    dice_shade=(0, 0, 0, 120),
    drop_shadow=(20, 16, 14),
    die_face=(245, 240, 228),
    die_edge=(120, 100, 80),
    die_pip=(40, 32, 28),
    error_background=(40, 32, 28),
    error_title=(250, 200, 120),
    error_text=(240, 230, 210),
    error_button=(90, 70, 60),
)

THEMES: dict[str, Palette] = {"wood": WOOD}
"""Every theme by its id (the settings file stores the id)."""

DEFAULT_THEME = "wood"

_current: Palette = WOOD


def colours() -> Palette:
    """The palette in use."""
    return _current


def use(theme_id: str) -> Palette:
    """Draw with `theme_id` from now on (an unknown id keeps the default)."""
    global _current
    _current = THEMES.get(theme_id, THEMES[DEFAULT_THEME])
    return _current


def lighter(colour: Colour, amount: int = 40) -> Colour:
    """A brighter version of a colour (a pressed or hovered button)."""
    return (
        min(255, colour[0] + amount),
        min(255, colour[1] + amount),
        min(255, colour[2] + amount),
    )
