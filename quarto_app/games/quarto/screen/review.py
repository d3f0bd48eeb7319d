"""The review screen: a game's turns with the computer's verdict on each, as it comes.

Opened from the result panel ("Review") on the game just played, or for a saved
game's record: `router.push("quarto.review", ask=Ask.PAGE, saved=saved)` (a
`frame.game.Saved` whose match is Quarto's), or `match=` a Quarto `Match`.

The review runs in the search worker (`ai.jobs.ReviewJob`, answered piece by piece):
the screen polls it once a frame and never waits; the turns fill in as verdicts come,
exact ones replacing estimates. Left/Right (or a click on the strip) choose a turn;
Esc or Back leaves, and the worker with the screen.
"""

from __future__ import annotations

from typing import Any

import pygame

from quarto_app.frame import intents
from quarto_app.frame.game import Saved
from quarto_app.frame.i18n import text
from quarto_app.frame.scene import Scene
from quarto_app.frame.widgets import Button

from ..match import Match
from . import review_view
from .review_model import ReviewModel
from .review_view import ReviewLayout

REVIEW_SECONDS = 25.0
"""The review's budget: the end of the game is solved first, then back towards its
start as far as this allows (a whole game on a slow machine within 30 s)."""


def review_worker() -> Any:
    from ..ai.worker import SearchWorker

    return SearchWorker()


class ReviewScene(Scene):
    """One game under review; `saved` (a saved game) or `match` (a Quarto match)."""

    def __init__(self, app: Any, *, saved: Saved | None = None, match: Match | None = None) -> None:
        super().__init__(app)
        chosen = match if match is not None else saved.match if saved is not None else None
        if not isinstance(chosen, Match):
            raise TypeError("the review needs a Quarto match")
        self.model = ReviewModel(chosen)
        self.model.selected = max(0, len(self.model.turns) - 1)
        self.back = Button(text("quarto.review.screen.back"), self._leave)
        self.layout: ReviewLayout | None = None
        self.worker: Any = None

    def entered(self) -> None:
        if not self.model.turns:
            self.model.done = True
            return
        self.worker = self.app.services.get("quarto.review_worker", review_worker)()
        self.worker.start_job(self.model.job, REVIEW_SECONDS)

    def left(self) -> None:
        if self.worker is not None:
            self.worker.close()
            self.worker = None

    def _leave(self) -> None:
        if len(self.app.router.stack) > 1:
            self.app.router.pop()
        else:
            self.app.router.reset("menu")

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = review_view.review_layout(size, len(self.model.turns))
        self.back.rect = self.layout.back

    def animating(self) -> bool:
        return not self.model.done  # polling the worker every frame while it works

    def update(self, dt: float) -> None:
        worker = self.worker
        if worker is None or self.model.done:
            return
        self.model.take(worker.poll_updates())  # never blocks
        if worker.job_finished:
            self.model.done = True

    def handle(self, intent: intents.Intent) -> None:
        model = self.model
        if isinstance(intent, intents.Cancel):
            self._leave()
        elif isinstance(intent, intents.Navigate):
            model.step(intent.dx + intent.dy)
        elif isinstance(intent, intents.PointerMove):
            self.back.hovered = self.back.rect.collidepoint(intent.pos)
        elif isinstance(intent, intents.PointerUp):
            if self.back.rect.collidepoint(intent.pos):
                self.back.activate()
                return
            cell = self.layout.cell_at(intent.pos) if self.layout is not None else None
            if cell is not None:
                model.choose(cell)

    def draw(self, surface: pygame.Surface) -> None:
        assert self.layout is not None
        review_view.draw(surface, self.model, self.layout, self.back)
