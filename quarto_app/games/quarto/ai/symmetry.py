"""Canonical forms of a position under the game's symmetries.

Two positions that one symmetry turns into the other have the same value, so
the transposition table can store them once. The symmetries are a board map
(32 keep the straight lines, 8 also keep the 2x2 squares) combined with a
relabelling of the pieces: complementing any attribute, and permuting the
counted attributes among themselves (and the uncounted ones among
themselves). With every attribute counted that is 32 x 16 x 24 = 12,288 maps.

The canonical form never tries the 384 piece relabellings one by one:
complementing by the piece in hand makes the hand piece 0 (which fixes the
complement), and sorting the per-attribute square sets fixes the permutation.
Only the board maps are tried, each with two table lookups per square set.
"""

from __future__ import annotations

from .tables import Tables


def canonical_key(cells: list[int], occ: int, hand: int, tables: Tables) -> int:
    """A key equal for exactly the positions one symmetry maps onto each other.

    `cells[s]` is the piece on square s (anything when the square is empty),
    `occ` the set of occupied squares, `hand` the piece in hand.
    """
    # The square set of each attribute, after complementing by the hand piece.
    attribute_sets = [0, 0, 0, 0]
    rest = occ
    while rest:
        low = rest & -rest
        piece = cells[low.bit_length() - 1] ^ hand
        for a in range(4):
            if piece >> a & 1:
                attribute_sets[a] |= low
        rest ^= low
    counted = [attribute_sets[a] for a in tables.counted]
    uncounted = [attribute_sets[a] for a in tables.uncounted]
    occ_lo, occ_hi = occ & 255, occ >> 8
    best = -1
    for low_table, high_table in tables.map_bytes:
        key = low_table[occ_lo] | high_table[occ_hi]
        for part in sorted(low_table[x & 255] | high_table[x >> 8] for x in counted):
            key = key << 16 | part
        if uncounted:
            for part in sorted(low_table[x & 255] | high_table[x >> 8] for x in uncounted):
                key = key << 16 | part
        if best < 0 or key < best:
            best = key
    return best
