"""The 24 cards and how the board completes them.

A card is a centre colour and three ring colours in clockwise order, written
centre first: `ybgp` is a yellow centre, then blue, green, pink clockwise.
The board completes it at ring start i (1-8) when the centre's top stone is the
centre colour and the top stones of ring spaces i, i+1, i+2 (clockwise, 8 wraps
to 1) are the ring colours in that order. Cards are never flipped: the mirror
image (pink, green, blue) does not count.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import permutations

from .board import CENTRE, RING
from .errors import RulesCode, RulesError
from .stones import COLOURS, Colour

Spaces = tuple[int, int, int, int]


@dataclass(frozen=True, slots=True, order=True)
class Card:
    centre: Colour
    ring: tuple[Colour, Colour, Colour]

    @classmethod
    def from_str(cls, text: str) -> Card:
        """`ybgp`: four different colour letters; raises RulesError(BAD_CARD)."""
        if not isinstance(text, str) or len(text.strip()) != 4:
            raise RulesError(RulesCode.BAD_CARD, card=text)
        try:
            colours = tuple(Colour.from_letter(ch) for ch in text.strip())
        except RulesError:
            raise RulesError(RulesCode.BAD_CARD, card=text) from None
        if len(set(colours)) != 4:
            raise RulesError(RulesCode.BAD_CARD, card=text)
        return CARD_BY_COLOURS[colours]

    def __str__(self) -> str:
        return self.centre.letter + "".join(c.letter for c in self.ring)

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    @property
    def colours(self) -> tuple[Colour, Colour, Colour, Colour]:
        return (self.centre, *self.ring)

    @property
    def index(self) -> int:
        """0-23, the card's place in ALL_CARDS."""
        return CARD_INDEX[self]


ALL_CARDS: tuple[Card, ...] = tuple(
    Card(centre, ring)  # type: ignore[arg-type]
    for centre in COLOURS
    for ring in permutations(c for c in COLOURS if c != centre)
)
CARD_BY_COLOURS: dict[tuple[Colour, ...], Card] = {card.colours: card for card in ALL_CARDS}
CARD_INDEX: dict[Card, int] = {card: i for i, card in enumerate(ALL_CARDS)}


def card_spaces(start: int) -> Spaces:
    """The centre and the three ring spaces clockwise from ring space `start` (1-8)."""
    return (CENTRE, start, start % 8 + 1, (start + 1) % 8 + 1)


WINDOWS: tuple[Spaces, ...] = tuple(card_spaces(start) for start in RING)
"""The eight windows a card can be seen through, by ring start 1-8."""


def completing_starts(tops: tuple[Colour | None, ...], card: Card) -> tuple[int, ...]:
    """The ring starts at which the top stones show `card` (usually none or one)."""
    if tops[CENTRE] != card.centre:
        return ()
    first, second, third = card.ring
    return tuple(
        start
        for start, (_, i, j, k) in zip(RING, WINDOWS, strict=True)
        if tops[i] == first and tops[j] == second and tops[k] == third
    )


def completed(tops: tuple[Colour | None, ...]) -> tuple[tuple[Card, int], ...]:
    """Every (card, ring start) the top stones show, in ring order."""
    centre = tops[CENTRE]
    if centre is None:
        return ()
    found = []
    for start, (_, i, j, k) in zip(RING, WINDOWS, strict=True):
        colours = (centre, tops[i], tops[j], tops[k])
        card = CARD_BY_COLOURS.get(colours)  # type: ignore[arg-type]
        if card is not None:
            found.append((card, start))
    return tuple(found)


def missing(tops: tuple[Colour | None, ...], card: Card, start: int) -> int:
    """How many of the card's four spaces at `start` do not show its colour yet."""
    return sum(tops[s] != c for s, c in zip(card_spaces(start), card.colours, strict=True))
