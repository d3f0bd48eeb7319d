"""How much an analysis may search: a budget counted in nodes, made by the caller.

The analysis (`analyst.Analyst`) never reads a clock. It tells its budget how
many nodes it has searched so far and asks two questions:

* `exhausted(nodes)`: stop now? (polled by the search every 256 nodes);
* `affords(nodes, more)`: is a search of about `more` nodes worth starting?
  (an exact solve that cannot finish would only waste the time an estimate needs).

`Budget()` never stops (tests, the puzzle generator: answers that repeat);
`NodeBudget` stops after a number of nodes (the same answer on any machine);
`Deadline` is the one that reads a clock, injected, for the callers that are
given seconds: the command line and the worker behind the screens.
"""

from __future__ import annotations

import time
from collections.abc import Callable


class Budget:
    """A budget that never runs out; the base of the others."""

    def exhausted(self, nodes: int, exact: bool = False) -> bool:
        """Should the search stop, `nodes` searched so far by this analysis? `exact`:
        the search running is an exact solve (whose node rate `affords` goes by)."""
        return False

    def affords(self, nodes: int, more: int) -> bool:
        """Is a search of about `more` nodes worth starting, after `nodes`?"""
        return True

    def part(self, share: float, nodes: int) -> Budget:
        """A budget for `share` of what is left after `nodes`, so that the rest stays
        for what follows (an estimate, when an exact solve is cut short)."""
        return self


UNLIMITED = Budget()


class NodeBudget(Budget):
    """Stops once `limit` nodes have been searched: the same answers on every machine."""

    def __init__(self, limit: int) -> None:
        self.limit = limit

    def exhausted(self, nodes: int, exact: bool = False) -> bool:
        return nodes >= self.limit

    def affords(self, nodes: int, more: int) -> bool:
        return nodes + more <= self.limit

    def part(self, share: float, nodes: int) -> Budget:
        return NodeBudget(nodes + int(share * max(self.limit - nodes, 0)))


class _Meter:
    """The node rate of exact solves, seen by a deadline and the parts cut from it.

    Only exact solves count: a shallow search near the top of the tree spends far
    longer per node (the move ordering's lookahead), and would make every solve
    look unaffordable.
    """

    def __init__(self, rate: float) -> None:
        self.rate = rate
        self.nodes = 0
        self.seconds = 0.0
        self.last: tuple[int, float] | None = None  # the last poll of an exact solve

    def see(self, nodes: int, now: float, exact: bool) -> None:
        last = self.last
        if exact and last is not None and nodes >= last[0]:
            self.nodes += nodes - last[0]
            self.seconds += now - last[1]
        self.last = (nodes, now) if exact else None

    def per_second(self, min_sample: float) -> float:
        if self.seconds < min_sample or self.nodes <= 0:
            return self.rate
        return self.nodes / self.seconds


class Deadline(Budget):
    """Stops when `seconds` have passed (by `clock`) or `cancelled()` turns true.

    Whether a search is affordable is judged by the node rate of the exact solves
    seen so far (the analysis reports its nodes at every poll), or by `rate`
    (nodes per second) before there is enough to go by.
    """

    MIN_SAMPLE = 0.05  # seconds of searching before the rate seen replaces `rate`

    def __init__(
        self,
        seconds: float,
        *,
        rate: float,
        cancelled: Callable[[], bool] | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.clock = clock
        self.end = clock() + seconds
        self.cancelled = cancelled
        self.meter = _Meter(rate)

    def exhausted(self, nodes: int, exact: bool = False) -> bool:
        now = self.clock()
        self.meter.see(nodes, now, exact)
        if now > self.end:
            return True
        return self.cancelled is not None and self.cancelled()

    def rate(self) -> float:
        """Nodes per second seen so far (the `rate` given until enough has been seen)."""
        return self.meter.per_second(self.MIN_SAMPLE)

    def left(self) -> float:
        """Seconds left."""
        return max(self.end - self.clock(), 0.0)

    def affords(self, nodes: int, more: int) -> bool:
        return more <= self.rate() * self.left()

    def part(self, share: float, nodes: int) -> Budget:
        child = Deadline(
            share * self.left(), rate=self.meter.rate, cancelled=self.cancelled, clock=self.clock
        )
        child.meter = self.meter  # one rate for the whole analysis
        return child
