"""Quarto's move list: each step of the match in the record's notation and in words.

A step is what undo takes back (a give, a placement, a QUARTO! call); time that passed
after it (a call window running out, a line lapsing, the clock) is told with it. The
frame draws the list and shows a past step (frame.play.moves).
"""

from __future__ import annotations

from quarto_app.frame.i18n import text
from quarto_app.frame.play.moves import MoveEntry, joined

from .. import words
from ..match import EventKind, Match


def entry(match: Match, step: int, names: tuple[str, ...]) -> MoveEntry:
    """Step `step` of `match` (0: the start, before anyone acted)."""
    now = match.at_step(step)
    if step == 0:
        said = [words.event(event, names) for event in now.events]
        return MoveEntry(0, None, "", joined(said) or text("frame.moves.begins"))
    before = match.at_step(step - 1)
    events = now.events.since(before.events)
    tokens = now.actions.since(before.actions)
    said = [words.event(event, names) for event in events if event.kind is not EventKind.RESULT]
    if now.result is not None and before.result is None:
        said.append(words.result_title(now.result, names))
    actor = next((event.player for event in events if event.player is not None), before.to_act)
    return MoveEntry(step, actor, " ".join(tokens), joined(said))
