"""The one loader: fonts, images, drawn surfaces, rendered words and sounds, each made once.

Nothing is loaded at import time (the Pygame Zero `loaders` idea): the first
`font(30)` opens the font, the first `image("icon-48.png")` reads the file,
and `drawn(key, make)` keeps what a game's art draws (a piece at one size)
converted for the display, so each frame only blits. Drawn surfaces from
earlier window sizes are dropped, oldest first, past a limit.

The app has one `Assets` (`assets()`); `forget()` empties it when pygame is
restarted, `forget_drawn()` drops the drawn art when the theme changes.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame

MIN_FONT = 15  # pixels: below this pygame's default font blurs
DRAWN_LIMIT = 600  # drawn surfaces kept (a few window sizes' worth of pieces)
TEXT_LIMIT = 400  # rendered words kept (what a few screens show)


class Assets:
    def __init__(self, drawn_limit: int = DRAWN_LIMIT) -> None:
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._images: dict[str, pygame.Surface] = {}
        self._drawn: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        self._rendered: OrderedDict[tuple[str, int, bool, tuple[int, ...]], pygame.Surface] = (
            OrderedDict()
        )
        self.drawn_limit = drawn_limit
        self._silent = False  # the mixer could not be opened: never try again

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        """pygame's default font at `size` pixels (never under MIN_FONT)."""
        key = (max(MIN_FONT, int(size)), bold)
        if not pygame.font.get_init():
            # pygame's font module was shut (pygame.quit): the fonts kept died with it.
            self._fonts.clear()
            pygame.font.init()
        found = self._fonts.get(key)
        if found is None:
            found = pygame.font.Font(None, key[0])
            found.set_bold(bold)
            self._fonts[key] = found
        return found

    def image(self, name: str) -> pygame.Surface:
        """An image shipped in assets/ (raises FileNotFoundError if it is missing)."""
        found = self._images.get(name)
        if found is None:
            from quarto_app.platform.paths import resource_path

            path = resource_path(name)
            if not path.is_file():
                raise FileNotFoundError(path)
            found = self._for_display(pygame.image.load(str(path)))
            self._images[name] = found
        return found

    def drawn(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """What `make()` draws, made once per key and kept converted for the display."""
        found = self._drawn.get(key)
        if found is not None:
            self._drawn.move_to_end(key)
            return found
        found = self._for_display(make())
        self._drawn[key] = found
        while len(self._drawn) > self.drawn_limit:
            self._drawn.popitem(last=False)
        return found

    def rendered(
        self, words: str, size: int, bold: bool, colour: tuple[int, ...]
    ) -> pygame.Surface:
        """`words` rendered in the default font: the same words each frame render once."""
        key = (words, size, bold, tuple(colour))
        found = self._rendered.get(key)
        if found is not None:
            self._rendered.move_to_end(key)
            return found
        found = self.font(size, bold).render(words, True, colour)
        self._rendered[key] = found
        while len(self._rendered) > TEXT_LIMIT:
            self._rendered.popitem(last=False)
        return found

    def sound(self, name: str) -> pygame.mixer.Sound | None:
        """A sound from assets/, or None when it cannot be heard (play silently).

        The mixer opens with the first sound asked for, not at start-up. When it
        cannot (no audio device, a pygame without its mixer module), the loader
        stays silent from then on and never tries again: no error, no delay.
        """
        if name in self._sounds:
            return self._sounds[name]
        found = None
        if not self._silent and _mixer_open():
            from quarto_app.platform.paths import resource_path

            try:
                found = pygame.mixer.Sound(str(resource_path(name)))
            except (pygame.error, FileNotFoundError, OSError):
                found = None  # a missing or damaged file: that one sound is silent
        else:
            self._silent = True
        self._sounds[name] = found
        return found

    def forget(self) -> None:
        """Drop everything (pygame restarted)."""
        self._fonts.clear()
        self._images.clear()
        self._drawn.clear()
        self._sounds.clear()
        self._rendered.clear()
        self._silent = False

    def forget_drawn(self) -> None:
        """Drop the drawn art only (another theme): fonts, words and sounds stay."""
        self._drawn.clear()

    @staticmethod
    def _for_display(surface: pygame.Surface) -> pygame.Surface:
        # Converted once, blits every frame are cheap; without a display (tests of art
        # alone) the surface stays as drawn.
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            return surface.convert_alpha()
        return surface


def _mixer_open() -> bool:
    """Open pygame's mixer if it is not open; False if it cannot be heard."""
    try:
        if not pygame.mixer.get_init():
            pygame.mixer.init()
        return bool(pygame.mixer.get_init())
    except (pygame.error, NotImplementedError, AttributeError, ImportError, OSError):
        # NotImplementedError: pygame built without its mixer (a MissingModule).
        return False


_shared: Assets | None = None


def assets() -> Assets:
    """The app's loader (made on first use)."""
    global _shared
    if _shared is None:
        _shared = Assets()
    return _shared
