"""Quartino's computer players: they read a SeatView, never another player's cards.

    from quarto_app.games.quartino.ai import LEVELS, LevelName, plan_turn, choose_action
    plan_turn(match.view(seat), LEVELS[LevelName.HARD], random.Random(seed))

`plan_turn` gives the actions from now to the end of the turn, `choose_action`
the first of them. `tables` (what each card lacks, fast), `belief` (who may hold
what), `planner` (a turn played out and valued, against sampled deals for Hard).
"""

from __future__ import annotations

import random

from ..match import Action, ActionKind, Phase, SeatView
from .levels import LEVELS, Level, LevelName, level_by_name
from .lookahead import best_after_round
from .planner import Planner


def plan_turn(view: SeatView, level: Level, rng: random.Random) -> tuple[Action, ...]:
    """The actions from now to the end of the turn, as the level would play them.

    With auto-claim the app claims and ends turns itself: the plan then stops before
    its first claim or pass, and the player asks again while the turn is still theirs.
    """
    if view.to_act != view.seat or view.phase is Phase.OVER:
        return ()
    planner = Planner(view, level, rng)
    actions = (best_after_round(planner) if level.lookahead else planner.best()).actions
    if view.options.auto_claim:
        kinds = [action.kind for action in actions]
        for stop, kind in enumerate(kinds):
            if kind in (ActionKind.CLAIM, ActionKind.PASS):
                return actions[:stop]
    return actions


def plan_tokens(view: SeatView, level_name: str, seed: int) -> tuple[str, ...]:
    """`plan_turn` for a worker: a level by name and a seed in, the actions as record
    tokens out (plain strings travel between processes without surprises)."""
    actions = plan_turn(view, level_by_name(level_name), random.Random(seed))
    return tuple(str(action) for action in actions) or (SETTLED,)


SETTLED = "-"
"""What `plan_tokens` answers when the seat has nothing to do now (its turn is over)."""


def choose_action(view: SeatView, level: Level, rng: random.Random) -> Action | None:
    """The next action, or None when it is not this seat's turn."""
    plan = plan_turn(view, level, rng)
    return plan[0] if plan else None


__all__ = [
    "LEVELS",
    "SETTLED",
    "Level",
    "LevelName",
    "choose_action",
    "level_by_name",
    "plan_tokens",
    "plan_turn",
]
