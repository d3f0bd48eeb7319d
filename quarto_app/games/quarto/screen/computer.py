"""The computer players on screen: their searches, their moves as glides, their calls.

Everything runs on the dt the loop passes in, never on the wall clock, so a
test (or the smoke run) decides how fast time goes. The search itself runs in
the AI's SearchWorker; this only starts it, polls it and acts on the answer.

A computer's turn: think (search, and at least `Pace.think` seconds so a human
sees it coming), slide the piece, then tell the match. Its QUARTO! calls follow
its level: when a call window opens with something to claim, it notices (or
not) per `notices_own_line` / `notices_missed_line`, and calls after
`call_delay`, but only if that delay ends inside the window.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from quarto_app.frame.loop import Pace

from ..match import Calling, Event, Match, MatchError, Phase, WindowKind
from ..rules import Move, Position, RuleOptions

Anchor = tuple[str, int]  # ("reserve", piece), ("hand", seat) or ("square", square)


class Worker(Protocol):
    """What the controller needs of quarto_app.games.quarto.ai.SearchWorker."""

    busy: bool

    def start(
        self, position: Position, options: RuleOptions, level: Any, seed: int | None = None
    ) -> None: ...

    def poll(self) -> Move | None: ...

    def cancel(self) -> None: ...

    def close(self) -> None: ...


def _search_worker() -> Worker:
    from ..ai import SearchWorker

    return SearchWorker()


@dataclass
class Glide:
    """A piece sliding from one place to another over `duration` seconds."""

    piece: int
    start: Anchor
    end: Anchor
    duration: float
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    @property
    def progress(self) -> float:
        """0 to 1, eased in and out so the piece sets off and lands gently."""
        t = 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)
        return t * t * (3 - 2 * t)


@dataclass
class _Pending:
    """What the match is told when the glide lands."""

    kind: str  # "give" or "place"
    player: int
    value: int  # the piece given, or the square placed on


class Computer:
    """Plays the seats whose level is not None; the other seats are people."""

    def __init__(
        self,
        match: Match,
        levels: tuple[Any | None, Any | None],
        *,
        pace: Pace,
        rng: random.Random,
        worker_factory: Callable[[], Worker] = _search_worker,
    ) -> None:
        self.match = match
        self.levels = levels
        self.pace = pace
        self.rng = rng
        self.glide: Glide | None = None
        self._worker_factory = worker_factory
        self._worker: Worker | None = None
        self._searching: Position | None = None
        self._found: Move | None = None
        self._think = 0.0
        self._planned_give: int | None = None
        self._pending: _Pending | None = None
        self._decided: set[tuple[int, str, int]] = set()
        self._call: list[Any] | None = None  # [player, seconds until the call]

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
        self.glide = None
        self._searching = None
        self._found = None
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
        """Let `dt` seconds pass for the computer seats; the match events it caused."""
        match = self.match
        if match.phase == Phase.OVER or not self.any:
            self._stop_search()
            return []
        if self.glide is not None:
            self.glide.elapsed += dt
            return self._land() if self.glide.done else []
        for player in (0, 1):
            self._consider_call(player)
        if self._call is not None:
            self._call[1] -= dt
            if self._call[1] > 0:
                return []  # it waits with its move until it has called
            player = self._call[0]
            self._call = None
            if match.call_window(player) is not None and match.claimable_lines(player):
                return match.call(player)
            return []
        player = match.to_act
        if player is not None and self.plays(player) and match.phase in (Phase.GIVE, Phase.PLACE):
            self._act(player, dt)
        return []

    # --- a move ------------------------------------------------------------------

    def _act(self, player: int, dt: float) -> None:
        match = self.match
        if match.phase == Phase.GIVE and self._planned_give in match.position.available():
            self._start_give(player, self._planned_give)
            return
        position = match.position
        if self._searching != position:
            self._start_search(player, position)
        self._think += dt
        if self._found is None:
            self._found = self._worker_poll()
        if self._found is None or self._think < self.pace.think:
            return
        move, self._found, self._searching = self._found, None, None
        if match.phase == Phase.PLACE and move.square is not None:
            self._planned_give = move.give
            self.glide = Glide(
                position.hand, ("hand", player), ("square", move.square), self.pace.glide
            )
            self._pending = _Pending("place", player, move.square)
        elif move.give is not None:
            self._start_give(player, move.give)

    def _start_give(self, player: int, piece: int) -> None:
        self._planned_give = None
        self.glide = Glide(piece, ("reserve", piece), ("hand", 1 - player), self.pace.glide)
        self._pending = _Pending("give", player, piece)

    def _land(self) -> list[Event]:
        pending, self._pending, self.glide = self._pending, None, None
        if pending is None:
            return []
        try:
            if pending.kind == "give":
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
        self._think = 0.0
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
        self._call = [player, delay]
