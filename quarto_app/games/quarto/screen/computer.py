"""The computer seats on screen: their searches, their moves as glides, their calls.

Time comes from the scene's clock (frame.clock), never the wall clock, so a
test (or the smoke run) decides how fast it goes. The search itself runs in
the AI's SearchWorker; this only starts it, polls it and acts on the answer.

A computer's turn: think (search, and at least `Pace.think` seconds so a human
sees it coming), slide the piece, then tell the match. Its QUARTO! calls follow
its level: when a call window opens with something to claim, it notices (or
not) per `notices_own_line` / `notices_missed_line`, and calls after
`call_delay`, but only if that delay ends inside the window.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, Protocol

from quarto_app.frame.clock import Clock, Timer, smooth

from ..match import Calling, Event, Match, MatchError, Phase, WindowKind
from ..rules import Move, Position, RuleOptions
from .places import Place, PlaceKind


class Worker(Protocol):
    """What the seats need of quarto_app.games.quarto.ai.SearchWorker."""

    busy: bool

    def start(
        self, position: Position, options: RuleOptions, level: Any, seed: int | None = None
    ) -> None: ...

    def poll(self) -> Move | None: ...

    def cancel(self) -> None: ...

    def close(self) -> None: ...


def search_worker() -> Worker:
    from ..ai import SearchWorker

    return SearchWorker()


class Doing(Enum):
    GIVE = "give"
    PLACE = "place"


@dataclass
class Glide:
    """A piece sliding from one place to another; `timer` says how far it is."""

    piece: int
    start: Place
    end: Place
    timer: Timer

    @property
    def progress(self) -> float:
        return self.timer.progress


@dataclass(frozen=True)
class _Pending:
    """What the match is told when the glide lands."""

    doing: Doing
    player: int
    value: int  # the piece given, or the square placed on


class Computer:
    """Plays the seats whose level is not None; the other seats are people."""

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
        self.match = match
        self.levels = tuple(levels)
        self.pace = pace
        self.rng = rng
        # Standalone (tests), the seats keep their own clock and tick it in update().
        self._own_clock = clock is None
        self.clock = clock if clock is not None else Clock()
        self.glide: Glide | None = None
        self._worker_factory = worker_factory
        self._worker: Worker | None = None
        self._searching: Position | None = None
        self._found: Move | None = None
        self._thinking: Timer | None = None  # the least time it is seen thinking
        self._planned_give: int | None = None
        self._pending: _Pending | None = None
        self._decided: set[tuple[int, WindowKind, int]] = set()
        self._call: tuple[int, Timer] | None = None  # the seat about to call, and when

    # --- reading ---------------------------------------------------------------

    def plays(self, player: int) -> bool:
        """True if the computer plays this seat."""
        return self.levels[player] is not None

    @property
    def any(self) -> bool:
        return any(level is not None for level in self.levels)

    @property
    def thinking(self) -> int | None:
        """The seat whose move is being searched for, if any."""
        if self._searching is not None and self.glide is None:
            return self.match.to_act
        return None

    @property
    def busy(self) -> bool:
        """True while a computer move or call is under way (people wait)."""
        return self.glide is not None or self._call is not None or self.thinking is not None

    # --- driving -----------------------------------------------------------------

    def restart(self, match: Match) -> None:
        """Forget everything under way: a new match, or the same one after undo."""
        if self._worker is not None and self._searching is not None:
            self._worker.cancel()
        self.match = match
        for timer in (self.glide.timer if self.glide else None, self._thinking):
            if timer is not None:
                timer.cancel()
        if self._call is not None:
            self._call[1].cancel()
        self.glide = None
        self._searching = None
        self._found = None
        self._thinking = None
        self._planned_give = None
        self._pending = None
        self._decided.clear()
        self._call = None

    def close(self) -> None:
        """Stop the search worker for good."""
        if self._worker is not None:
            self._worker.cancel()
            self._worker.close()
            self._worker = None

    def update(self, dt: float) -> list[Event]:
        """Act for the computer seats after `dt` more seconds; the match events it caused."""
        if self._own_clock:
            self.clock.tick(dt)
        match = self.match
        if match.phase == Phase.OVER or not self.any:
            self._stop_search()
            return []
        if self.glide is not None:
            return self._land() if self.glide.timer.done else []
        for player in range(len(self.levels)):
            self._consider_call(player)
        if self._call is not None:
            player, timer = self._call
            if not timer.done:
                return []  # it waits with its move until it has called
            self._call = None
            if match.call_window(player) is not None and match.claimable_lines(player):
                return match.call(player)
            return []
        player = match.to_act
        if player is not None and self.plays(player) and match.phase in (Phase.GIVE, Phase.PLACE):
            self._act(player)
        return []

    # --- a move ------------------------------------------------------------------

    def _act(self, player: int) -> None:
        match = self.match
        if match.phase == Phase.GIVE and self._planned_give in match.position.available():
            self._start_give(player, self._planned_give)
            return
        position = match.position
        if self._searching != position:
            self._start_search(player, position)
        if self._found is None:
            self._found = self._worker_poll()
        if self._found is None or (self._thinking is not None and not self._thinking.done):
            return
        move, self._found, self._searching = self._found, None, None
        if match.phase == Phase.PLACE and move.square is not None:
            assert position.hand is not None
            self._planned_give = move.give
            self._fly(
                position.hand,
                Place(PlaceKind.HAND, player),
                Place(PlaceKind.SQUARE, move.square),
                _Pending(Doing.PLACE, player, move.square),
            )
        elif move.give is not None:
            self._start_give(player, move.give)

    def _start_give(self, player: int, piece: int) -> None:
        self._planned_give = None
        receiver = (player + 1) % len(self.levels)
        self._fly(
            piece,
            Place(PlaceKind.RESERVE, piece),
            Place(PlaceKind.HAND, receiver),
            _Pending(Doing.GIVE, player, piece),
        )

    def _fly(self, piece: int, start: Place, end: Place, pending: _Pending) -> None:
        self.glide = Glide(piece, start, end, self.clock.start(self.pace.glide, ease=smooth))
        self._pending = pending

    def _land(self) -> list[Event]:
        pending, self._pending, self.glide = self._pending, None, None
        if pending is None:
            return []
        try:
            if pending.doing is Doing.GIVE:
                return self.match.give(pending.player, pending.value)
            return self.match.place(pending.player, pending.value)
        except MatchError:
            # The match moved on under the glide (a steal, a timeout): nothing to do.
            self._planned_give = None
            return []

    def _start_search(self, player: int, position: Position) -> None:
        if self._worker is None:
            self._worker = self._worker_factory()
        elif self._searching is not None:
            self._worker.cancel()
        self._searching = position
        self._found = None
        if self._thinking is not None:
            self._thinking.cancel()
        self._thinking = self.clock.start(self.pace.think)
        seed = self.rng.randrange(2**31)
        self._worker.start(position, self.match.settings.options, self.levels[player], seed=seed)

    def _worker_poll(self) -> Move | None:
        return self._worker.poll() if self._worker is not None else None

    def _stop_search(self) -> None:
        if self._worker is not None and self._searching is not None:
            self._worker.cancel()
        self._searching = None
        self._found = None

    # --- a call ------------------------------------------------------------------

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
