"""The board: a centre space (0) and a ring of eight (1-8, clockwise from the top).

Stones stack on any space; only the top stone of each space counts for a card.
The supply is whatever of the 28 stones is not on the board.

The position string, the interchange format of tests, records and the analyze
command, is 9 fields joined by `/`: the centre, then ring spaces 1-8, each the
stack from bottom to top in `y b g p` letters, `.` for an empty space:
`yb/g/./p/./././bb/.`.
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import RulesCode, RulesError
from .stones import COLOURS, STONES_PER_COLOUR, Colour

CENTRE = 0
RING: tuple[int, ...] = tuple(range(1, 9))
SPACES: tuple[int, ...] = (CENTRE, *RING)

Stack = tuple[Colour, ...]
EMPTY_STACKS: tuple[Stack, ...] = ((),) * len(SPACES)


def check_space(space: object) -> int:
    """`space` if it is 0-8; raises RulesError(NO_SUCH_SPACE)."""
    if isinstance(space, bool) or not isinstance(space, int) or not 0 <= space <= 8:
        raise RulesError(RulesCode.NO_SUCH_SPACE, space=space)
    return space


@dataclass(frozen=True, slots=True)
class Board:
    """Nine stacks, bottom to top. Immutable and hashable: its own table key."""

    stacks: tuple[Stack, ...] = EMPTY_STACKS

    # --- reading and writing -------------------------------------------------

    @classmethod
    def from_str(cls, text: str) -> Board:
        """Parse `yb/g/./...`; raises RulesError saying what is wrong."""
        fields = text.strip().split("/") if isinstance(text, str) else []
        if len(fields) != len(SPACES):
            raise RulesError(RulesCode.POSITION_FIELDS, fields=len(fields))
        stacks = tuple(
            () if field == "." else tuple(Colour.from_letter(ch) for ch in field)
            for field in fields
        )
        board = cls(stacks)
        for colour, count in zip(COLOURS, board.counts, strict=True):
            if count > STONES_PER_COLOUR:
                raise RulesError(RulesCode.TOO_MANY_STONES, colour=colour.letter, count=count)
        return board

    def __str__(self) -> str:
        return "/".join("".join(c.letter for c in s) if s else "." for s in self.stacks)

    # --- what is where -------------------------------------------------------

    @property
    def tops(self) -> tuple[Colour | None, ...]:
        """The top stone of each space, centre first; None for an empty space."""
        return tuple(s[-1] if s else None for s in self.stacks)

    @property
    def heights(self) -> tuple[int, ...]:
        return tuple(len(s) for s in self.stacks)

    @property
    def counts(self) -> tuple[int, ...]:
        """Stones of each colour on the board, covered ones too (index: Colour)."""
        counts = [0, 0, 0, 0]
        for stack in self.stacks:
            for colour in stack:
                counts[colour] += 1
        return tuple(counts)

    @property
    def supply(self) -> tuple[int, ...]:
        """Stones of each colour beside the board (index: Colour)."""
        return tuple(STONES_PER_COLOUR - n for n in self.counts)

    @property
    def stone_count(self) -> int:
        return sum(len(s) for s in self.stacks)

    def colours_with(self, at_least: int) -> tuple[Colour, ...]:
        """The colours with `at_least` stones on the board (the Colour rule's test)."""
        return tuple(c for c, n in zip(COLOURS, self.counts, strict=True) if n >= at_least)

    def spaces_with(self, at_least: int) -> tuple[int, ...]:
        """The spaces holding `at_least` stones (the Column rule's test)."""
        return tuple(i for i, s in enumerate(self.stacks) if len(s) >= at_least)

    # --- changes -------------------------------------------------------------

    def place(self, space: int, colour: Colour) -> Board:
        """Checked: a stone of `colour` from the supply onto `space`."""
        check_space(space)
        if not isinstance(colour, Colour):
            raise RulesError(RulesCode.UNKNOWN_COLOUR, letter=colour)
        if self.supply[colour] <= 0:
            raise RulesError(RulesCode.SUPPLY_EMPTY, colour=colour.letter)
        return self.place_unchecked(space, colour)

    def place_unchecked(self, space: int, colour: Colour) -> Board:
        """The fast path: trusts that the space exists and the colour is in the supply."""
        stacks = self.stacks
        return Board(stacks[:space] + (stacks[space] + (colour,),) + stacks[space + 1 :])

    def clear(self, spaces: tuple[int, ...]) -> Board:
        """Every stone of `spaces` back to the supply (the Column rule)."""
        return Board(tuple(() if i in spaces else s for i, s in enumerate(self.stacks)))

    def remove_tops(self, spaces: tuple[int, ...]) -> Board:
        """The top stone of each of `spaces` back to the supply (a claimed card)."""
        for space in spaces:
            if not self.stacks[check_space(space)]:
                raise RulesError(RulesCode.EMPTY_SPACE, space=space)
        return Board(tuple(s[:-1] if i in spaces else s for i, s in enumerate(self.stacks)))
