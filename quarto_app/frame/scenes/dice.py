"""The dice roll that decides who starts, as a short animation, for 2 to 4 seats.

Each throw tumbles for a moment and settles on the faces thrown; a tie is
thrown again, as the seeds say. A click or a key skips to the end. The scene
pops itself when the roll has been shown; the play screen waits under it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import pygame

from .. import intents, motion, sketch, text
from ..i18n import plural
from ..i18n import text as words
from ..scene import Scene
from ..theme import colours
from ..widgets import draw_frame

HOLD = 1.2  # seconds the outcome stays up before play begins


class DiceScene(Scene):
    """`throws`: every throw, one die per seat; `first`: the seat that starts; `duration`: s."""

    opaque = False

    def __init__(
        self,
        app: Any,
        *,
        throws: Sequence[Sequence[int]],
        first: int,
        names: Sequence[str],
        outcome: str,
        duration: float,
    ) -> None:
        super().__init__(app)
        self.throws = [tuple(throw) for throw in throws]
        self.first = first
        self.outcome = outcome  # the game's words for who starts
        self.names = list(names)
        # With reduced motion the dice show their throw at once, and it stays up as long.
        self.duration = motion.duration(max(duration, 1e-3))
        self.per_throw = self.duration / len(self.throws)
        self.hold = HOLD if duration >= 1.0 else duration
        self.size = (1280, 800)

    @property
    def elapsed(self) -> float:
        return self.clock.time

    @property
    def throw_index(self) -> int:
        if self.settled:
            return len(self.throws) - 1
        return min(len(self.throws) - 1, int(self.elapsed / max(self.per_throw, 1e-6)))

    @property
    def settled(self) -> bool:
        return self.elapsed >= self.duration

    def entered(self) -> None:
        self.clock.schedule(lambda: self.app.router.pop(), self.duration + self.hold)

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size

    def animating(self) -> bool:
        return True  # the dice tumble, then the outcome waits for its timer

    def handle(self, intent: intents.Intent) -> None:
        if isinstance(intent, intents.PointerDown | intents.Activate | intents.Cancel):
            if self.settled:
                self.app.router.pop()
            else:
                self.clock.tick(self.duration - self.elapsed)  # straight to the outcome

    def faces(self) -> tuple[int, ...]:
        """What the dice show now: tumbling faces, then the throw."""
        index = self.throw_index
        into = self.elapsed - index * self.per_throw
        throw = self.throws[index]
        if self.settled or into >= self.per_throw * 0.7:
            return throw
        tick = int(self.elapsed * 14)
        return tuple(
            1 + (tick * (5 - 2 * seat) + face + 2 * seat) % 6 for seat, face in enumerate(throw)
        )

    def tumble(self, seat: int) -> tuple[float, float]:
        """How a die rolls now: (its hop, a share of its size; its turn, degrees). Both die
        away as the throw settles; (0, 0) once it lies still."""
        if self.settled:
            return 0.0, 0.0
        index = self.throw_index
        into = (self.elapsed - index * self.per_throw) / max(self.per_throw * 0.7, 1e-6)
        if into >= 1.0:
            return 0.0, 0.0
        left = 1.0 - into
        hop = abs(math.sin((into * 3 + seat * 0.4) * math.pi)) * 0.35 * left
        turn = math.sin((into * 2.5 + seat * 0.3) * math.pi) * 28 * left
        return hop, turn

    def draw(self, surface: pygame.Surface) -> None:
        palette = colours()
        width, height = self.size
        s = min(width / 1280, height / 800)
        shade = pygame.Surface((width, height), pygame.SRCALPHA)
        shade.fill(palette.dice_shade)
        surface.blit(shade, (0, 0))
        seats = len(self.names)
        panel = pygame.Rect(0, 0, round(max(600, 260 * seats) * s), round(340 * s))
        panel.center = (width // 2, height // 2)
        draw_frame(surface, panel, palette.panel, edge=palette.accent, width=2, radius=18)
        title = words("frame.dice.title")
        text.draw(
            surface,
            title,
            round(40 * s),
            palette.text,
            bold=True,
            center=(panel.centerx, panel.top + round(40 * s)),
            max_width=panel.w - 30,
        )
        faces = self.faces()
        for seat in range(seats):
            centre_x = panel.left + panel.w * (1 + 2 * seat) // (2 * seats)
            die = pygame.Rect(0, 0, round(110 * s), round(110 * s))
            die.center = (centre_x, panel.top + round(150 * s))
            hop, turn = self.tumble(seat)
            if hop or turn:  # rolling: drawn apart, turned, a little off the table
                alone = pygame.Surface(die.size, pygame.SRCALPHA)
                sketch.die(alone, alone.get_rect(), faces[seat])
                turned = pygame.transform.rotate(alone, turn)
                at = turned.get_rect(center=(die.centerx, die.centery - round(hop * die.h)))
                surface.blit(turned, at)
            else:
                sketch.die(surface, die, faces[seat])
            text.draw(
                surface,
                self.names[seat],
                round(32 * s),
                palette.text,
                center=(centre_x, die.bottom + round(26 * s)),
                max_width=panel.w // seats - 20,
            )
        bottom = (panel.centerx, panel.bottom - round(36 * s))
        if self.settled:
            ties = len(self.throws) - 1
            said = (
                plural("frame.dice.after_ties", ties, outcome=self.outcome)
                if ties
                else self.outcome
            )
            text.draw(
                surface,
                said,
                round(32 * s),
                palette.accent,
                bold=True,
                center=bottom,
                max_width=panel.w - 30,
            )
        elif self.throw_index > 0:
            text.draw(
                surface, words("frame.dice.tie"), round(28 * s), palette.text_dim, center=bottom
            )
