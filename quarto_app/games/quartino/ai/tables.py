"""Fast tables: how many stones each card lacks on a board, all 24 cards at once.

A board's tops are read as ints (0-3 the colours, 4 an empty space). For each of
the 625 ways a window (centre + three ring spaces) can look, MISSING[key] holds
how many of its four spaces each card lacks there; a card's need on the board is
the least over the eight windows.
"""

from __future__ import annotations

from ..rules import ALL_CARDS, WINDOWS, Board

EMPTY = 4


def _window_key(centre: int, a: int, b: int, c: int) -> int:
    return ((centre * 5 + a) * 5 + b) * 5 + c


MISSING: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        (centre != card.centre) + (a != card.ring[0]) + (b != card.ring[1]) + (c != card.ring[2])
        for card in ALL_CARDS
    )
    for centre in range(5)
    for a in range(5)
    for b in range(5)
    for c in range(5)
)


def tops_of(board: Board) -> list[int]:
    return [s[-1] if s else EMPTY for s in board.stacks]


def needs(tops: list[int]) -> list[int]:
    """For each card (ALL_CARDS order), the fewest stones that would complete it."""
    centre = tops[0]
    rows = [MISSING[_window_key(centre, tops[i], tops[j], tops[k])] for _, i, j, k in WINDOWS]
    return list(map(min, *rows))


# --- packed: every card's need as bits, for the planners' inner loop -----------------
#
# Field k (bits 24k .. 24k+23, k = 0-3) of a packed int holds the cards lacking at most
# k stones, bit i for ALL_CARDS[i]. OR-ing the packed ints of the eight windows gives
# the same for the whole board (a card lacks at most k somewhere if it does in some
# window): eight lookups instead of 24 minimums over eight rows.

CARDS = len(ALL_CARDS)
ALL_MASK = (1 << CARDS) - 1

PACKED: tuple[int, ...] = tuple(
    sum(1 << (CARDS * k + i) for i, lacks in enumerate(row) for k in range(4) if lacks <= k)
    for row in MISSING
)


def packed_needs(tops: list[int]) -> int:
    """The packed needs of the board with these tops (see PACKED)."""
    centre = tops[0]
    bits = 0
    for _, i, j, k in WINDOWS:
        bits |= PACKED[((centre * 5 + tops[i]) * 5 + tops[j]) * 5 + tops[k]]
    return bits


def within(bits: int, k: int) -> int:
    """The mask of cards lacking at most `k` stones (every card for k >= 4)."""
    return (bits >> (CARDS * k)) & ALL_MASK if k < 4 else ALL_MASK


def need_of(bits: int, i: int) -> int:
    """The stones card `i` lacks, read from packed needs."""
    for k in range(4):
        if bits >> (CARDS * k + i) & 1:
            return k
    return 4
