"""What a player does, as small hashable values with a text form (the record's tokens).

    y4        place a yellow stone on space 4 (colour letter, then space 0-8)
    C         announce "Colour" (before the first stone of the turn)
    Qybgp@3   claim card ybgp, shown at ring start 3 (`@3` may be left out)
    pass      end the turn without a claim

A record writes a claim as its outcome (`!ybgp@3` right, `?ybgp` wrong, see
`record.py`); `Action.from_str` reads those forms too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum

from ..rules import Card, Colour, RulesError
from .errors import MatchCode, MatchError


class ActionKind(Enum):
    PLACE = "place"
    COLOUR = "colour"
    CLAIM = "claim"
    PASS = "pass"


_PLACE = re.compile(r"^(?P<colour>[ybgp])(?P<space>[0-8])$")
_CLAIM = re.compile(r"^[Q!?](?P<card>[a-z]{4})(?:@(?P<start>[1-8]))?$")
COLOUR_TOKEN = "C"
PASS_TOKEN = "pass"


@dataclass(frozen=True, slots=True)
class Action:
    kind: ActionKind
    space: int | None = None
    colour: Colour | None = None
    card: Card | None = None
    start: int | None = None

    @classmethod
    def place(cls, space: int, colour: Colour) -> Action:
        return cls(ActionKind.PLACE, space=space, colour=colour)

    @classmethod
    def announce_colour(cls) -> Action:
        return cls(ActionKind.COLOUR)

    @classmethod
    def claim(cls, card: Card, start: int | None = None) -> Action:
        return cls(ActionKind.CLAIM, card=card, start=start)

    @classmethod
    def pass_turn(cls) -> Action:
        return cls(ActionKind.PASS)

    @classmethod
    def from_str(cls, text: str) -> Action:
        """`y4`, `C`, `Qybgp@3` (or `!ybgp@3`, `?ybgp`), `pass`; raises MatchError(BAD_ACTION)."""
        token = text.strip() if isinstance(text, str) else ""
        if token == COLOUR_TOKEN:
            return cls.announce_colour()
        if token == PASS_TOKEN:
            return cls.pass_turn()
        found = _PLACE.match(token)
        if found:
            return cls.place(int(found["space"]), Colour.from_letter(found["colour"]))
        found = _CLAIM.match(token)
        if found:
            try:
                card = Card.from_str(found["card"])
            except RulesError:
                raise MatchError(MatchCode.BAD_ACTION, token=text) from None
            return cls.claim(card, int(found["start"]) if found["start"] else None)
        raise MatchError(MatchCode.BAD_ACTION, token=text)

    def __str__(self) -> str:
        if self.kind is ActionKind.PLACE:
            assert self.colour is not None
            return f"{self.colour.letter}{self.space}"
        if self.kind is ActionKind.CLAIM:
            return f"Q{self.card}" + (f"@{self.start}" if self.start is not None else "")
        return COLOUR_TOKEN if self.kind is ActionKind.COLOUR else PASS_TOKEN


PLACEMENTS: tuple[Action, ...] = tuple(
    Action.place(space, colour) for space in range(9) for colour in Colour
)
"""The 36 placements, made once: space by space, each colour in turn."""
