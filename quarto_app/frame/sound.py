"""The sound effects: one player that the screens call by name, silent when it must be.

A screen plays an effect by its name in the game's words, never by a file:

    from quarto_app.frame import sound
    sound.play(sound.Sound.PLACE)

Each effect is a short WAV file under assets/sounds/ (synthesised by
tools/make_sounds.py), read through the frame's one loader the first time it
is played, not at start-up. The volume (0-100) and the mute switch are the
player's settings (quarto_app.frame.preferences), read at every play, so the
settings screen and the M key take effect at once.

Without sound (no audio device, the mixer fails to open, a pygame without its
mixer, SDL_AUDIODRIVER=dummy) every call returns quietly: no error, and no
delay, since the loader stops trying after the first failure.
"""

from __future__ import annotations

import math
from enum import Enum

import pygame

from . import preferences
from .assets import Assets, assets

SOUNDS_FOLDER = "sounds"


class Sound(Enum):
    """Every effect, named for what happens on the table."""

    PICK_UP = "pick_up"  # a piece (or stone) leaves its place, in the hand or the pointer
    PLACE = "place"  # a piece or stone is set on the board
    GIVE = "give"  # a piece is handed to the other player
    CALL = "call"  # QUARTO! or QUARTINO!, rightly called
    STEAL = "steal"  # a line the other player missed, called by the next one
    LAPSE = "lapse"  # a line nobody called in time no longer counts
    FALSE_CALL = "false_call"  # a call (or a claimed card) the board does not show
    COLOUR = "colour"  # "Colour!": one more stone
    COLUMN = "column"  # a stack of four or more clears
    TICK = "tick"  # each of the last three seconds of a call window or a move clock
    WIN = "win"  # the game is won (by a person at this screen, or by anyone in hot-seat)
    DRAW = "draw"  # the game ends with no winner
    CLICK = "click"  # a button or a choice of a menu

    @property
    def file(self) -> str:
        """Its file, relative to assets/."""
        return f"{SOUNDS_FOLDER}/{self.value}.wav"


def loudness(volume: int) -> float:
    """The mixer's gain (0.0-1.0) for a volume of 0-100.

    Squared, because hearing is about logarithmic: on a straight line the
    top half of the slider would sound all the same.
    """
    share = max(0, min(100, volume)) / 100
    return share * share


class SoundPlayer:
    """Plays the effects through a loader, at the volume the preferences say."""

    def __init__(self, loader: Assets | None = None) -> None:
        self._loader = loader

    @property
    def loader(self) -> Assets:
        return self._loader or assets()

    def play(self, effect: Sound) -> bool:
        """Start `effect`; True if it is being heard (False: muted, silent or no mixer)."""
        chosen = preferences.current()
        if not chosen.sound or chosen.volume == 0:
            return False
        found = self.loader.sound(effect.file)
        if found is None:
            return False
        try:
            found.set_volume(loudness(chosen.volume))
            return found.play() is not None
        except (pygame.error, NotImplementedError):  # the mixer closed under us: stay quiet
            return False

    def toggle_mute(self) -> bool:
        """Mute or unmute (the M key); True if sounds now play. Remembered in the settings."""
        chosen = preferences.current()
        chosen.sound = not chosen.sound
        if chosen.sound:
            self.play(Sound.CLICK)  # the player hears that sound is back
        return chosen.sound


def countdown_tick(before: float | None, after: float | None, last: int = 3) -> bool:
    """True when a countdown crossed one of its last `last` whole seconds between two frames.

    `before` and `after` are the seconds left (None: no countdown). A call window
    or a move clock ticks as it passes 3, 2 and 1 seconds left (Sound.TICK).
    """
    if before is None or after is None or after >= before:
        return False
    return after > 0 and math.ceil(after) < math.ceil(before) and math.ceil(after) <= last


_player = SoundPlayer()


def player() -> SoundPlayer:
    """The app's sound player."""
    return _player


def play(effect: Sound) -> bool:
    """Play `effect` through the app's player (see SoundPlayer.play)."""
    return _player.play(effect)


def toggle_mute() -> bool:
    """Mute or unmute the app's player (see SoundPlayer.toggle_mute)."""
    return _player.toggle_mute()
