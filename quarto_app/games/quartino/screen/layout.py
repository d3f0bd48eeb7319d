"""Where everything on Quartino's table is, for one window size and seat count; and what is
under a point.

Pure geometry, designed at 1280x800 and scaled: the status and message lines
at the top (the frame's bar); the seats' panels in two columns (clockwise in
turn order, as frame.seat_panel places them); between them the
wheel, the supply beside it, the turn's row (its stone slots and buttons) under
it, and the hand of the person at the screen at the bottom.

The wheel's ring runs clockwise from the top: space 1 is at twelve o'clock,
space 3 at three o'clock.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from pygame import Rect

from quarto_app.frame.play.bar import BarLayout, bar_layout
from quarto_app.frame.seat_panel import side_columns

from ..rules import COLOURS, HAND_SIZE, RING
from .places import Place, PlaceKind, TurnButton

Point = tuple[int, int]
SLOTS = 4  # the most stone slots a turn row shows: 3, and 1 after each claim (shown 1 at a time)


@dataclass(frozen=True)
class SeatLayout:
    """One player's panel: name, role, and rows of small cards (in hand, claimed, shown)."""

    panel: Rect
    name: Point
    role: Point
    cards: Rect  # where the panel's small cards go


@dataclass(frozen=True)
class TableLayout:
    bar: BarLayout
    wheel: Rect  # the board's disc
    space_centres: tuple[Point, ...]  # index: space (0 centre, 1-8 ring)
    space_numbers: tuple[Point, ...]  # where ring space 1-8's number is written (index 0: 1)
    space_radius: int  # of a ring space's hole (the centre's is a little larger)
    centre_radius: int
    stone_width: int  # a stone on the board, across
    supply: Rect
    supply_piles: tuple[Rect, ...]  # index: Colour
    turn_row: Rect
    slots: tuple[Rect, ...]
    turn_buttons: tuple[Rect, ...]  # index: TurnButton
    hand: Rect  # the hand at the screen, face up
    hand_cards: tuple[Rect, ...]
    seats: tuple[SeatLayout, ...]

    @property
    def size(self) -> tuple[int, int]:
        return self.bar.size

    def px(self, pixels: float) -> int:
        return self.bar.px(pixels)

    def space_at(self, pos: Point) -> int | None:
        """The space whose hole (or the stack on it) holds `pos`."""
        best, best_d = None, None
        for index, (x, y) in enumerate(self.space_centres):
            radius = self.centre_radius if index == 0 else self.space_radius
            # A stack rises above its hole: its stones count as the space too.
            dy = y - pos[1]
            lift = min(max(dy, 0), radius * 1.2)
            d = math.hypot(pos[0] - x, dy - lift)
            if d <= radius * 1.1 and (best_d is None or d < best_d):
                best, best_d = index, d
        return best

    def supply_at(self, pos: Point) -> int | None:
        for colour, pile in enumerate(self.supply_piles):
            if pile.collidepoint(pos):
                return colour
        return None

    def card_at(self, pos: Point) -> int | None:
        for index, rect in enumerate(self.hand_cards):
            if rect.collidepoint(pos):
                return index
        return None

    def turn_button_at(self, pos: Point) -> TurnButton | None:
        for button, rect in zip(TurnButton, self.turn_buttons, strict=True):
            if rect.collidepoint(pos):
                return button
        return None

    def stone_base(self, place: Place) -> Point:
        """Where a stone stands: on a space's hole, or on its supply pile."""
        if place.kind is PlaceKind.SPACE:
            return self.space_centres[place.index]
        pile = self.supply_piles[place.index]
        return (pile.centerx, pile.bottom - pile.h // 4)


def table_layout(size: tuple[int, int], seats: int) -> TableLayout:
    """Lay out Quartino's table for a window of `size` and `seats` players (2-4)."""
    bar = bar_layout(size)
    width, height = bar.size

    def px(value: float) -> int:
        return bar.px(value)

    margin = px(16)
    gap = px(18)
    main = Rect(margin, bar.message.bottom + px(8), width - 2 * margin, 0)
    main.h = height - main.top - margin
    panel_w = max(150, min(px(232), round(width * 0.19)))
    left = Rect(main.left, main.top, panel_w, main.h)
    right = Rect(main.right - panel_w, main.top, panel_w, main.h)
    panels = side_columns(left, right, seats, px(12))
    seat_layouts = []
    for panel in panels:
        cards = Rect(panel.left + px(8), panel.top + px(78), panel.w - px(16), 0)
        cards.h = panel.bottom - px(8) - cards.top
        seat_layouts.append(
            SeatLayout(
                panel=panel,
                name=(panel.centerx, panel.top + px(24)),
                role=(panel.centerx, panel.top + px(58)),
                cards=cards,
            )
        )

    middle = Rect(left.right + gap, main.top, right.left - left.right - 2 * gap, main.h)
    card_h = px(128)
    card_w = round(card_h * 0.78)
    hand_h = card_h + px(26)
    row_h = px(54)
    supply_w = max(px(120), min(px(150), middle.w // 5))
    diameter = min(middle.h - hand_h - row_h - 2 * px(10), middle.w - supply_w - gap)
    diameter = max(diameter, 120)
    block_w = diameter + gap + supply_w
    wheel = Rect(0, 0, diameter, diameter)
    wheel.topleft = (middle.centerx - block_w // 2, middle.top)
    cx, cy = wheel.center
    ring = diameter * 0.355
    centres = [(cx, cy)]
    for space in RING:
        angle = math.radians(-90 + 45 * (space - 1))  # space 1 at the top, then clockwise
        centres.append((round(cx + ring * math.cos(angle)), round(cy + ring * math.sin(angle))))
    space_radius = round(diameter * 0.118)
    centre_radius = round(diameter * 0.13)
    numbers = []  # outside each ring space, away from the centre
    for x, y in centres[1:]:
        d = math.hypot(x - cx, y - cy) or 1
        out = space_radius + px(16)
        numbers.append((round(x + (x - cx) / d * out), round(y + (y - cy) / d * out)))

    supply = Rect(wheel.right + gap, wheel.top + px(24), supply_w, diameter - px(24))
    pile_h = supply.h // len(COLOURS)
    piles = tuple(
        Rect(supply.left, supply.top + i * pile_h, supply.w, pile_h - px(6))
        for i in range(len(COLOURS))
    )

    turn_row = Rect(middle.left, wheel.bottom + px(10), middle.w, row_h)
    # The turn's stone slots, then its three buttons, together under the wheel.
    slot = px(40)
    slots_w = SLOTS * slot + (SLOTS - 1) * px(8)
    button_gap = px(10)
    button_w = min(px(170), (turn_row.w - slots_w - px(110) - 3 * button_gap) // 3)
    button_h = px(46)
    group_w = px(90) + slots_w + px(16) + 3 * button_w + 2 * button_gap
    start = turn_row.centerx - group_w // 2 + px(90)
    slots = tuple(
        Rect(start + i * (slot + px(8)), turn_row.centery - slot // 2, slot, slot)
        for i in range(SLOTS)
    )
    first_button = start + slots_w + px(16)
    buttons = tuple(
        Rect(
            first_button + i * (button_w + button_gap),
            turn_row.centery - button_h // 2,
            button_w,
            button_h,
        )
        for i in range(3)
    )

    hand = Rect(middle.left, turn_row.bottom + px(10), middle.w, hand_h)
    spread = card_w + px(16)
    first = hand.centerx - (HAND_SIZE * spread - px(16)) // 2
    hand_cards = tuple(
        Rect(first + i * spread, hand.bottom - card_h, card_w, card_h) for i in range(HAND_SIZE)
    )
    return TableLayout(
        bar=bar,
        wheel=wheel,
        space_centres=tuple(centres),
        space_numbers=tuple(numbers),
        space_radius=space_radius,
        centre_radius=centre_radius,
        stone_width=round(space_radius * 1.55),
        supply=supply,
        supply_piles=piles,
        turn_row=turn_row,
        slots=slots,
        turn_buttons=buttons,
        hand=hand,
        hand_cards=hand_cards,
        seats=tuple(seat_layouts),
    )
