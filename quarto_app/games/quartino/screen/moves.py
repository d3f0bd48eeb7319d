"""Quartino's move list: each step of the match in the record's notation and in words.

A step is what undo takes back: a stone placed, "Colour", a claim, the end of a turn,
with what the rules did at once after it (the Column rule, the next turn). Nothing
here says a hidden card: the events name only what everyone saw (a claimed card is
shown to all). The frame draws the list and shows a past step (frame.play.moves).
"""

from __future__ import annotations

from quarto_app.frame.i18n import text
from quarto_app.frame.play.moves import MoveEntry, joined

from .. import words
from ..match import Match


def entry(match: Match, step: int, names: tuple[str, ...]) -> MoveEntry:
    """Step `step` of `match` (0: the start, with the deal's first turn)."""
    now = match.at_step(step)
    if step == 0:
        said = [words.event(event, names) for event in now.events]
        return MoveEntry(0, None, "", joined(said) or text("frame.moves.begins"))
    before = match.at_step(step - 1)
    said = [words.event(event, names) for event in now.events.since(before.events)]
    tokens = [token for _turn, token in now.actions.since(before.actions)]
    return MoveEntry(step, before.to_act, " ".join(tokens), joined(said))
