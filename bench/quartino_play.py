"""Shared by the Quartino benches: one game between computer levels, timed per turn.

from quartino_play import play_game, summary
"""

from __future__ import annotations

import random
import statistics
import time

from quarto_app.games.quartino.ai import Level, plan_turn
from quarto_app.games.quartino.match import Match, MatchSettings, Outcome
from quarto_app.games.quartino.rules import DEFAULT_ROUND_LIMIT, RuleOptions

# The benches play with the round limit (a house rule, off in the app by default), so that
# every game has a result and the numbers compare with the earlier runs.
BENCH = RuleOptions(round_limit=DEFAULT_ROUND_LIMIT)


def play_game(
    levels: list[Level], seed: int, options: RuleOptions = BENCH
) -> tuple[Outcome, int, dict[str, list[float]]]:
    """`levels[seat]` plays seat; returns the outcome, the rounds played, seconds per plan.

    Each seat thinks with its own `random.Random` and sees only `match.view(seat)`;
    every action goes through the checked `Match.apply`.
    """
    match = Match.from_seed(MatchSettings(options), len(levels), seed)
    rngs = [random.Random(f"{seed}-{seat}") for seat in range(len(levels))]
    times: dict[str, list[float]] = {}
    while match.outcome is None:
        seat = match.to_act
        assert seat is not None
        started = time.perf_counter()
        plan = plan_turn(match.view(seat), levels[seat], rngs[seat])
        times.setdefault(levels[seat].name.value, []).append(time.perf_counter() - started)
        assert plan, "no plan for the player to act"
        for action in plan:
            match.apply(seat, action)
    return match.outcome, match.round, times


def summary(seconds: list[float]) -> str:
    if not seconds:
        return "no turns"
    ordered = sorted(seconds)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return (
        f"median {statistics.median(ordered) * 1000:.1f} ms, p95 {p95 * 1000:.1f} ms, "
        f"max {ordered[-1] * 1000:.1f} ms over {len(ordered)} turns"
    )


def calibration() -> str:
    """The time of a fixed loop, to set beside every figure (the machine is shared)."""
    runs = []
    for _ in range(3):
        started = time.perf_counter()
        sum(i * i for i in range(10**6))
        runs.append(time.perf_counter() - started)
    median = statistics.median(runs) * 1000
    return f"calibration: sum(i*i for i in range(10**6)) median {median:.0f} ms"
