"""Quartino's computer seats on screen: a turn planned off the drawing thread, then played
stone by stone.

The frame's driver (frame.play.computer) thinks at least `Pace.think` seconds,
then plays the plan as steps with `Pace.step` between them, so a person can
follow a turn of several stones and claims. The plan is the level's whole turn
(`ai.plan_tokens`), computed in a worker from what the seat sees
(`match.view(seat)`, never another seat's cards). A computer seat plays
openly: its stones and claims are seen, its cards stay hidden.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Sequence
from typing import Any

from quarto_app.frame.clock import Clock
from quarto_app.frame.play.computer import ComputerSeats, Step
from quarto_app.frame.play.worker import Worker

from ..ai import SETTLED, plan_tokens
from ..match import Action, ActionKind, Event, Match, MatchError, Phase
from .places import space, supply


def plan_worker() -> Worker:
    """The computer thinks in its own process: never on the drawing thread."""
    return Worker(mode="process", name="quartino-ai")


def _fallback(view: Any, level: str) -> Callable[[], tuple[str, ...]]:
    """If the worker fails: the easiest level's turn, made at once on this side."""
    return lambda: plan_tokens(view, "easy", 0)


class Computer(ComputerSeats):
    """Plays the seats whose level (a name: "Easy", "Medium", "Hard") is not None."""

    refused = (MatchError,)
    match: Match

    def __init__(
        self,
        match: Match,
        levels: Sequence[str | None],
        *,
        pace: Any,
        rng: random.Random,
        worker_factory: Callable[[], Any] = plan_worker,
        clock: Clock | None = None,
    ) -> None:
        super().__init__(
            match, levels, pace=pace, rng=rng, worker_factory=worker_factory, clock=clock
        )

    def acting(self) -> int | None:
        match = self.match
        return match.to_act if match.phase in (Phase.PLACE, Phase.CLAIM) else None

    def search_key(self, seat: int) -> Hashable:
        return (self.match.state.turn, len(self.match.actions))

    def search(self, worker: Any, seat: int, seed: int) -> None:
        level = str(self.levels[seat]).lower()
        view = self.match.view(seat)
        worker.start(plan_tokens, view, level, seed, fallback=_fallback(view, level))

    def steps(self, seat: int, answer: tuple[str, ...]) -> list[Step]:
        """Each action of the plan a step: a stone glides from the supply to its space."""
        steps = []
        for token in answer:
            if token == SETTLED:
                continue
            action = Action.from_str(token)
            steps.append(self._step(seat, action))
        return steps

    def _step(self, seat: int, action: Action) -> Step:
        def act() -> list[Event]:
            return self.match.apply(seat, action)

        if action.kind is ActionKind.PLACE:
            assert action.colour is not None and action.space is not None
            return Step(act, (action.colour, supply(action.colour), space(action.space)))
        return Step(act)
