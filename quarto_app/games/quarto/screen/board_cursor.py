"""The analysis board's keyboard cursor: which spot the arrows and Enter work on.

Tab goes board → pieces → piece in hand → the controls (then round again);
arrows move within the board's 4x4 squares or the pieces' 4x4 cells. Enter
then does what a click on that spot does (pick a piece, put it there).
"""

from __future__ import annotations

from .board_setup import Spot, SpotKind

GROUPS = (SpotKind.SQUARE, SpotKind.TRAY, SpotKind.HAND)


def first_of(kind: SpotKind) -> Spot:
    if kind is SpotKind.SQUARE:
        return Spot.square(0)
    return Spot.tray(0) if kind is SpotKind.TRAY else Spot.hand()


def next_group(cursor: Spot | None, back: bool) -> Spot | None:
    """The cursor after Tab (Shift+Tab: `back`); None when it leaves for the controls."""
    if cursor is None:
        return first_of(GROUPS[-1] if back else GROUPS[0])
    at = GROUPS.index(cursor.kind) + (-1 if back else 1)
    return first_of(GROUPS[at]) if 0 <= at < len(GROUPS) else None


def moved(cursor: Spot, dx: int, dy: int) -> Spot:
    """The cursor after an arrow: within its grid of four by four, stopping at the edges."""
    if cursor.kind is SpotKind.HAND:
        return cursor
    index = max(cursor.index, 0)
    column = min(3, max(0, index % 4 + dx))
    row = min(3, max(0, index // 4 + dy))
    return Spot(cursor.kind, row * 4 + column)
