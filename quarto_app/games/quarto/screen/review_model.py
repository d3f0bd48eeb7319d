"""What the review screen shows: a game's turns, the verdicts found so far, the turn chosen.

The verdicts come from the worker piece by piece (`ai.review.review`: a first look at
every turn, then again each time an exact solve changes one); a later verdict on a turn
replaces the earlier. The screen reads this model; nothing here waits or draws.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..ai.analyst import Worth
from ..ai.jobs import ReviewJob
from ..ai.review import Turn, TurnReview, turns_of_match
from ..match import Match


class ReviewModel:
    """One game under review."""

    def __init__(self, match: Match) -> None:
        self.match = match
        self.names: tuple[str, ...] = match.settings.names
        self.turns: list[Turn] = turns_of_match(match)
        self.verdicts: dict[int, TurnReview] = {}  # by the record's turn number
        self.selected = 0  # index into `turns`
        self.done = False  # the worker has sent its last verdict

    @property
    def job(self) -> ReviewJob:
        match = self.match
        return ReviewJob(match.settings, match.first, tuple(match.actions), match.start)

    def take(self, updates: Iterable[object]) -> None:
        """Verdicts from the worker (anything else it sends is not for this screen)."""
        for update in updates:
            if isinstance(update, TurnReview):
                self.verdicts[update.turn] = update

    # --- reading -----------------------------------------------------------------

    @property
    def turn(self) -> Turn | None:
        return self.turns[self.selected] if self.turns else None

    def verdict(self, index: int | None = None) -> TurnReview | None:
        """The latest verdict on turn `index` (the chosen one by default), if any yet."""
        chosen = self.selected if index is None else index
        if not 0 <= chosen < len(self.turns):
            return None
        return self.verdicts.get(self.turns[chosen].number)

    def value_for_first(self, index: int) -> Worth | None:
        """The value after turn `index`, from the first seat's side (the strip's colour:
        one side throughout, so a change of colour is a change of value)."""
        values = self.values_for_first(index)
        return None if values is None else values[1]

    def values_for_first(self, index: int | None = None) -> tuple[Worth, Worth] | None:
        """The values before and after turn `index` (the chosen one by default), from the
        first seat's side, as the strip reads them: a verdict is for its mover, and on the
        other seat's turns its "won" is the first seat's "lost"."""
        found = self.verdict(index)
        if found is None:
            return None
        if found.player == 0:
            return found.before, found.after
        return found.before.for_opponent(), found.after.for_opponent()

    @property
    def exact_count(self) -> int:
        return sum(1 for verdict in self.verdicts.values() if verdict.exact)

    @property
    def mistakes(self) -> int:
        return sum(1 for verdict in self.verdicts.values() if verdict.mistake)

    # --- choosing a turn -------------------------------------------------------------

    def step(self, delta: int) -> None:
        if self.turns:
            self.selected = max(0, min(len(self.turns) - 1, self.selected + delta))

    def choose(self, index: int) -> None:
        if 0 <= index < len(self.turns):
            self.selected = index
