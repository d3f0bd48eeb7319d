"""The colours of the screens, as named palettes in one registry.

Every colour a screen draws with comes from the palette in use (`colours()`),
so a theme is one more entry in THEMES. The pieces' and the board's own
materials belong to each game's art, which asks `current_id()` which theme to
draw; the palette is everything around them.

The themes: wood (the first look), mushrooms (the kids' edition of Quarto: a
sunny meadow, red and blue), and high contrast (black, white and yellow, every
pair of colours far apart in luminance, so it reads on a poor screen, in
greyscale and for colour-blind players).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from . import i18n

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

# The kids' edition: a meadow under a dark forest green, the red of the caps for the
# calls, the yellow of their dots for the accent.
MUSHROOMS = Palette(
    background=(27, 46, 34),
    panel=(42, 68, 48),
    panel_active=(62, 96, 64),
    panel_edge=(104, 140, 96),
    text=(250, 244, 224),
    text_dim=(196, 210, 180),
    accent=(255, 210, 60),
    hover=(255, 236, 160),
    selected=(150, 226, 255),  # not green: the background is green already
    good=(255, 244, 140),  # pale gold: a green would vanish on the meadow
    bad=(255, 120, 96),
    lapsed=(170, 172, 190),
    call=(206, 48, 40),
    call_dim=(104, 70, 58),
    button=(66, 100, 66),
    button_hover=(92, 132, 88),
    last_move=(120, 200, 255),
    overlay_shade=(0, 0, 0, 150),
    dice_shade=(0, 0, 0, 120),
    drop_shadow=(12, 22, 14),
    die_face=(250, 244, 228),
    die_edge=(112, 84, 60),
    die_pip=(180, 36, 30),
    error_background=(40, 32, 28),
    error_title=(250, 200, 120),
    error_text=(240, 230, 210),
    error_button=(90, 70, 60),
)

# High contrast: white and yellow on black. Every colour a screen puts on the
# background is at least about 4.5:1 from it in luminance, and the ones that must
# be told from each other (focus, selection, a good and a bad drop) differ in
# luminance too, not in hue alone.
CONTRAST = Palette(
    background=(0, 0, 0),
    panel=(28, 28, 28),
    panel_active=(70, 70, 70),
    panel_edge=(255, 255, 255),
    text=(255, 255, 255),
    text_dim=(214, 214, 214),
    accent=(255, 221, 0),
    hover=(255, 255, 160),
    selected=(0, 232, 255),
    good=(90, 255, 140),
    bad=(255, 110, 110),
    lapsed=(176, 176, 176),
    call=(190, 0, 0),
    call_dim=(80, 80, 80),
    button=(44, 44, 44),
    button_hover=(96, 96, 96),
    last_move=(0, 200, 255),
    overlay_shade=(0, 0, 0, 200),
    dice_shade=(0, 0, 0, 170),
    drop_shadow=(0, 0, 0),
    die_face=(255, 255, 255),
    die_edge=(0, 0, 0),
    die_pip=(0, 0, 0),
    error_background=(0, 0, 0),
    error_title=(255, 221, 0),
    error_text=(255, 255, 255),
    error_button=(60, 60, 60),
)


class ThemeId(StrEnum):
    """A theme's id: what the settings file and `--theme` say."""

    WOOD = "wood"
    MUSHROOMS = "mushrooms"
    CONTRAST = "contrast"


THEMES: dict[ThemeId, Palette] = {
    ThemeId.WOOD: WOOD,
    ThemeId.MUSHROOMS: MUSHROOMS,
    ThemeId.CONTRAST: CONTRAST,
}
"""Every theme by its id, in the order the settings screen offers them."""

DEFAULT_THEME = ThemeId.WOOD

_current: Palette = WOOD
_current_id: ThemeId = DEFAULT_THEME


def colours() -> Palette:
    """The palette in use."""
    return _current


def current_id() -> ThemeId:
    """The id of the theme in use (the games' art draws its pieces in it)."""
    return _current_id


def theme_id(name: object) -> ThemeId:
    """The theme called `name`; an unknown or damaged name is the default theme."""
    try:
        return ThemeId(name if isinstance(name, str) else "")
    except ValueError:
        return DEFAULT_THEME


def use(name: object) -> Palette:
    """Draw with the theme `name` from now on (an unknown name keeps the default).

    Drawn art kept in the loader is in the old theme: the caller also drops it
    (`assets().forget_drawn()`) when the theme really changes.
    """
    global _current, _current_id
    _current_id = theme_id(name)
    _current = THEMES[_current_id]
    i18n.use_look(_current_id.value)  # the look's own words: mushrooms are blue or red
    return _current


def lighter(colour: Colour, amount: int = 40) -> Colour:
    """A brighter version of a colour (a pressed or hovered button)."""
    return (
        min(255, colour[0] + amount),
        min(255, colour[1] + amount),
        min(255, colour[2] + amount),
    )
