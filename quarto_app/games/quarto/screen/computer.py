"""Quarto's computer seats on screen: their searches, their moves as glides, their calls.

The frame's driver (frame.play.computer) thinks at least `Pace.think` seconds
and plays the answer as glides; this says what Quarto's computer searches for
(a placement and the piece to give next, from the AI's SearchWorker) and adds
its QUARTO! calls, which follow its level: when a call window opens with
something to claim, it notices (or not) per `notices_own_line` /
`notices_missed_line`, and calls after `call_delay`, but only if that delay
ends inside the window. It waits with its move until it has called.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Sequence
from typing import Any, Protocol

from quarto_app.frame.clock import Clock, Timer
from quarto_app.frame.play.computer import ComputerSeats, Glide, Step

from ..match import Calling, Event, Match, MatchError, Phase, WindowKind
from ..rules import Move, Position, RuleOptions
from .places import Place, PlaceKind

__all__ = ["Computer", "Glide", "Worker", "search_worker"]


class Worker(Protocol):
    """What the seats need of quarto_app.games.quarto.ai.SearchWorker."""

    @property
    def busy(self) -> bool: ...

    def start(
        self, position: Position, options: RuleOptions, level: Any, seed: int | None = None
    ) -> None: ...

    def poll(self) -> Move | None: ...

    def cancel(self) -> None: ...

    def close(self) -> None: ...


def search_worker() -> Worker:
    from ..ai import SearchWorker

    return SearchWorker()


class Computer(ComputerSeats):
    """Plays the seats whose level is not None; the other seats are people."""

    refused = (MatchError,)
    match: Match

    def __init__(
        self,
        match: Match,
        levels: Sequence[Any | None],
        *,
        pace: Any,
        rng: random.Random,
        worker_factory: Callable[[], Worker] = search_worker,
        clock: Clock | None = None,
    ) -> None:
        self._decided: set[tuple[int, WindowKind, int]] = set()
        self._call: tuple[int, Timer] | None = None  # the seat about to call, and when
        super().__init__(
            match, levels, pace=pace, rng=rng, worker_factory=worker_factory, clock=clock
        )

    def forget(self) -> None:
        if self._call is not None:
            self._call[1].cancel()
        self._decided.clear()
        self._call = None

    @property
    def reacting(self) -> bool:
        return self._call is not None

    # --- a move ------------------------------------------------------------------

    def acting(self) -> int | None:
        match = self.match
        return match.to_act if match.phase in (Phase.GIVE, Phase.PLACE) else None

    def search_key(self, seat: int) -> Hashable:
        return self.match.position

    def search(self, worker: Worker, seat: int, seed: int) -> None:
        worker.start(self.match.position, self.match.settings.options, self.levels[seat], seed=seed)

    def steps(self, seat: int, answer: Move) -> list[Step]:
        """Place (if placing) and give: the give follows without a new search."""
        match = self.match
        position = match.position
        steps = []
        if match.phase == Phase.PLACE and answer.square is not None:
            assert position.hand is not None
            square = answer.square
            steps.append(
                Step(
                    lambda: self.match.place(seat, square),
                    (position.hand, Place(PlaceKind.HAND, seat), Place(PlaceKind.SQUARE, square)),
                )
            )
        if answer.give is not None:
            piece = answer.give
            receiver = (seat + 1) % len(self.levels)
            steps.append(
                Step(
                    lambda: self.match.give(seat, piece),
                    (piece, Place(PlaceKind.RESERVE, piece), Place(PlaceKind.HAND, receiver)),
                    pause=False,
                )
            )
        return steps

    # --- a call ------------------------------------------------------------------

    def react(self) -> list[Event] | None:
        """A computer's QUARTO! call: decided once per window, made after its delay."""
        for player in range(len(self.levels)):
            self._consider_call(player)
        if self._call is None:
            return None
        player, timer = self._call
        if not timer.done:
            return []  # it waits with its move until it has called
        self._call = None
        match = self.match
        if match.call_window(player) is not None and match.claimable_lines(player):
            return match.call(player)
        return []

    def _consider_call(self, player: int) -> None:
        """Once per window: does this computer see its chance, and when does it call?"""
        level = self.levels[player]
        match = self.match
        if level is None or match.settings.calling is Calling.AUTOMATIC or self._call:
            return
        window = match.call_window(player)
        if window is None:
            return
        token = (player, window.kind, match.position.placed_count)
        if token in self._decided:
            return
        self._decided.add(token)
        if not match.claimable_lines(player):
            return
        if window.kind is WindowKind.STEAL:
            noticed = level.notices_missed_line(self.rng)
        else:
            noticed = level.notices_own_line(self.rng)
        if not noticed:
            return
        delay = level.call_delay(self.rng, window.length) * self.pace.call_scale
        if window.remaining is not None and delay >= window.remaining:
            return  # too slow: it would call after the window closed, so it says nothing
        self._call = (player, self.clock.start(delay))


_ = Glide  # the glide on screen is the frame's (re-exported for the view's readers)
