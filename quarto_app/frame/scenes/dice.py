"""The dice roll that decides who gives the first piece, as a short animation.

Each throw tumbles for a moment and settles on the faces `roll_dice` threw;
a tie is thrown again, as the seeds say. A click or a key skips to the end.
"""

from __future__ import annotations

import pygame

from ...games.quarto.match import DiceRoll
from .. import intents, theme
from ..loop import App, Scene
from ..widgets import draw_frame

HOLD = 1.2  # seconds the outcome stays up before play begins
PIPS = {
    1: ((0.5, 0.5),),
    2: ((0.25, 0.25), (0.75, 0.75)),
    3: ((0.25, 0.25), (0.5, 0.5), (0.75, 0.75)),
    4: ((0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)),
    5: ((0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)),
    6: ((0.25, 0.25), (0.75, 0.25), (0.25, 0.5), (0.75, 0.5), (0.25, 0.75), (0.75, 0.75)),
}


class DiceScene(Scene):
    """Over the play screen until the roll is shown; the match waits underneath."""

    opaque = False

    def __init__(self, app: App, roll: DiceRoll, names: tuple[str, str]) -> None:
        super().__init__(app)
        self.roll = roll
        self.names = names
        self.per_throw = app.pace.dice / len(roll.throws)
        self.elapsed = 0.0
        self.hold = HOLD if app.pace.dice >= 1.0 else app.pace.dice
        self.size = (1280, 800)

    @property
    def throw_index(self) -> int:
        return min(len(self.roll.throws) - 1, int(self.elapsed / max(self.per_throw, 1e-6)))

    @property
    def settled(self) -> bool:
        return self.elapsed >= self.app.pace.dice

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size

    def handle(self, intent: intents.Intent) -> None:
        if isinstance(intent, intents.PointerDown | intents.Activate | intents.Cancel):
            if self.settled:
                self.app.pop()
            else:
                self.elapsed = self.app.pace.dice

    def update(self, dt: float) -> None:
        self.elapsed += dt
        if self.elapsed >= self.app.pace.dice + self.hold:
            self.app.pop()

    def faces(self) -> tuple[int, int]:
        """What the dice show now: tumbling faces, then the throw."""
        index = self.throw_index
        into = self.elapsed - index * self.per_throw
        throw = self.roll.throws[index]
        if self.settled or into >= self.per_throw * 0.7:
            return throw
        tick = int(self.elapsed * 14)
        return (1 + (tick * 5 + throw[0]) % 6, 1 + (tick * 3 + throw[1] + 2) % 6)

    def draw(self, surface: pygame.Surface) -> None:
        width, height = self.size
        s = min(width / 1280, height / 800)
        shade = pygame.Surface((width, height), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 120))
        surface.blit(shade, (0, 0))
        panel = pygame.Rect(0, 0, round(600 * s), round(340 * s))
        panel.center = (width // 2, height // 2)
        draw_frame(surface, panel, theme.PANEL, edge=theme.ACCENT, width=2, radius=18)
        theme.text(
            surface,
            "Who starts? The dice decide",
            round(40 * s),
            theme.TEXT,
            bold=True,
            center=(panel.centerx, panel.top + round(40 * s)),
        )
        faces = self.faces()
        for seat in (0, 1):
            centre_x = panel.left + panel.w * (1 + 2 * seat) // 4
            die = pygame.Rect(0, 0, round(110 * s), round(110 * s))
            die.center = (centre_x, panel.top + round(150 * s))
            _die(surface, die, faces[seat])
            theme.text(
                surface,
                self.names[seat],
                round(32 * s),
                theme.TEXT,
                center=(centre_x, die.bottom + round(26 * s)),
                max_width=panel.w // 2 - 20,
            )
        if self.settled:
            first = self.roll.first
            ties = len(self.roll.throws) - 1
            again = f" (after {ties} tie{'s' if ties > 1 else ''})" if ties else ""
            theme.text(
                surface,
                f"{self.names[first]} gives the first piece{again}",
                round(32 * s),
                theme.ACCENT,
                bold=True,
                center=(panel.centerx, panel.bottom - round(36 * s)),
                max_width=panel.w - 30,
            )
        elif self.throw_index > 0:
            theme.text(
                surface,
                "A tie: throw again",
                round(28 * s),
                theme.TEXT_DIM,
                center=(panel.centerx, panel.bottom - round(36 * s)),
            )


def _die(surface: pygame.Surface, rect: pygame.Rect, face: int) -> None:
    pygame.draw.rect(surface, (245, 240, 228), rect, border_radius=rect.w // 6)
    pygame.draw.rect(surface, (120, 100, 80), rect, 2, border_radius=rect.w // 6)
    for fx, fy in PIPS[face]:
        centre = (rect.left + round(fx * rect.w), rect.top + round(fy * rect.h))
        pygame.draw.circle(surface, (40, 32, 28), centre, max(3, rect.w // 11))
