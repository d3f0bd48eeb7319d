"""A short celebration of a win: a burst of confetti over the table, for every game.

Drawn from the finale's progress alone (0 to 1), so it costs nothing to keep:
each scrap's path is worked out from its seed, not stepped frame by frame,
and a frame drawn twice at the same progress is the same picture. The play
scene draws it over the table while the finale runs (frame.play.table:
`finale_progress`), never with reduced motion (the finale is then instant).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

from .theme import Colour, colours

SCRAPS = 110
GRAVITY = 2.4  # in window heights per (finale)^2: up first, then down past the bottom


@dataclass(frozen=True)
class Scrap:
    """One scrap of confetti: where it flies, how it spins, its colour (a palette name)."""

    vx: float  # window heights per finale
    vy: float
    spin: float  # turns per finale
    phase: float
    size: float  # share of the window's smaller side
    colour: str


COLOURS = ("accent", "good", "selected", "call", "hover", "last_move")


def scraps(seed: int) -> tuple[Scrap, ...]:
    """The same burst for the same seed."""
    rng = random.Random(seed)
    made = []
    for _ in range(SCRAPS):
        angle = math.radians(rng.uniform(-160, -20))  # upwards, in a wide fan
        speed = rng.uniform(0.7, 1.5)
        made.append(
            Scrap(
                vx=math.cos(angle) * speed * 0.8,
                vy=math.sin(angle) * speed,
                spin=rng.uniform(1.0, 3.0),
                phase=rng.random(),
                size=rng.uniform(0.011, 0.021),
                colour=rng.choice(COLOURS),
            )
        )
    return tuple(made)


def where(scrap: Scrap, origin: tuple[int, int], height: int, progress: float) -> tuple[int, int]:
    """A scrap's centre at `progress`: thrown from `origin`, then falling."""
    x = origin[0] + scrap.vx * height * progress
    y = origin[1] + (scrap.vy * progress + GRAVITY * progress * progress / 2) * height
    return round(x), round(y)


def draw(
    surface: pygame.Surface, progress: float, seed: int, origin: tuple[int, int] | None = None
) -> None:
    """The burst at `progress` (0-1), thrown from `origin` (the window's centre by default)."""
    width, height = surface.get_size()
    centre = origin if origin is not None else (width // 2, height // 2)
    palette = colours()
    side = min(width, height)
    for scrap in scraps(seed):
        x, y = where(scrap, centre, height, progress)
        if not (-20 < x < width + 20 and -20 < y < height + 20):
            continue
        colour: Colour = getattr(palette, scrap.colour)
        long = max(3, round(scrap.size * side))
        # A flat scrap turning over: its width swings between full and a sliver.
        turn = abs(math.cos(2 * math.pi * (scrap.spin * progress + scrap.phase)))
        rect = pygame.Rect(0, 0, max(1, round(long * turn)), max(2, long // 2 + 1))
        rect.center = (x, y)
        pygame.draw.rect(surface, colour, rect)
