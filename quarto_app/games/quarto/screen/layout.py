"""Where everything on the play screen is, for one window size; and what is under a point.

Pure geometry: rectangles and centres computed from the window size (so a
resized window gets a fresh layout and crisp text), hit-testing, no drawing.
Seat 0 (player 0) sits on the left, seat 1 on the right; the reserve keeps one
fixed slot per piece so pieces never shuffle as others are played.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from pygame import Rect

from quarto_app.frame.play.bar import BarLayout, bar_layout

from .places import Place, PlaceKind

Point = tuple[int, int]
CentresFn = Callable[[int], Sequence[tuple[float, float]]]


def art_centres(size: int) -> Sequence[tuple[float, float]]:
    # The board texture's holes are where art.py drew them; ask it rather than guess.
    from . import art

    return art.square_centres(size)


@dataclass(frozen=True)
class SeatLayout:
    """One player's side: name, the slot for the piece they must place, their QUARTO! button."""

    panel: Rect
    name: Point
    role: Point
    hand: Rect
    call: Rect
    clock: Point
    hint: Rect  # the Hint button (shown only when the setup allows hints)


@dataclass(frozen=True)
class TableLayout:
    """The play screen for one window size."""

    bar: BarLayout  # the status and message lines, with the Menu/Undo/Redo buttons
    board: Rect
    square_centres: tuple[Point, ...]
    square_cells: tuple[Rect, ...]
    board_piece_width: int
    file_labels: tuple[tuple[str, Point], ...]
    rank_labels: tuple[tuple[str, Point], ...]
    reserve: Rect
    reserve_slots: tuple[Rect, ...]  # index = piece
    reserve_piece_width: int
    seats: tuple[SeatLayout, ...]  # left, right

    @property
    def size(self) -> tuple[int, int]:
        return self.bar.size

    @property
    def scale(self) -> float:
        return self.bar.scale

    @property
    def status(self) -> Rect:
        return self.bar.status

    @property
    def message(self) -> Rect:
        return self.bar.message

    @property
    def menu_button(self) -> Rect:
        return self.bar.menu_button

    @property
    def undo_button(self) -> Rect:
        return self.bar.undo_button

    @property
    def redo_button(self) -> Rect:
        return self.bar.redo_button

    def px(self, pixels: float) -> int:
        """A size designed for 1280x800, scaled to this window."""
        return self.bar.px(pixels)

    def square_at(self, pos: Point) -> int | None:
        """The square whose cell holds `pos`, or None."""
        for square, cell in enumerate(self.square_cells):
            if cell.collidepoint(pos):
                return square
        return None

    def reserve_slot_at(self, pos: Point) -> int | None:
        """The piece whose reserve slot holds `pos` (whether or not it is still there)."""
        for piece, slot in enumerate(self.reserve_slots):
            if slot.collidepoint(pos):
                return piece
        return None

    def hand_at(self, pos: Point) -> int | None:
        """The seat whose hand slot holds `pos`, or None."""
        for seat, side in enumerate(self.seats):
            if side.hand.collidepoint(pos):
                return seat
        return None

    def hint_button_at(self, pos: Point) -> int | None:
        """The seat whose Hint button holds `pos`, or None (hidden or not: the caller knows)."""
        for seat, side in enumerate(self.seats):
            if side.hint.collidepoint(pos):
                return seat
        return None

    def call_button_at(self, pos: Point) -> int | None:
        """The seat whose QUARTO! button holds `pos`, or None."""
        for seat, side in enumerate(self.seats):
            if side.call.collidepoint(pos):
                return seat
        return None

    def piece_base(self, place: Place) -> Point:
        """Where a piece stands on a square, in its reserve slot or in a player's hand slot."""
        if place.kind is PlaceKind.SQUARE:
            return self.square_centres[place.index]
        in_reserve = place.kind is PlaceKind.RESERVE
        rect = self.reserve_slots[place.index] if in_reserve else self.seats[place.index].hand
        width = self.reserve_piece_width if in_reserve else self.board_piece_width
        # The art stands a piece on a base about 0.18 of its width above its bottom.
        return (rect.centerx, rect.centery + round(0.675 * width) - round(0.18 * width))

    def piece_width(self, place: Place) -> int:
        if place.kind is PlaceKind.RESERVE:
            return self.reserve_piece_width
        return self.board_piece_width


def table_layout(size: tuple[int, int], centres: CentresFn = art_centres) -> TableLayout:
    """Lay out the play screen for a window of `size` pixels."""
    bar = bar_layout(size)
    width, height = bar.size
    scale = bar.scale

    def px(value: float) -> int:
        return max(1, round(value * scale))

    message = bar.message
    margin = px(16)
    main = Rect(margin, message.bottom + px(6), width - 2 * margin, 0)
    main.h = height - main.top - margin
    panel_w = max(150, min(px(210), round(width * 0.17)))
    label = px(30)
    gap = px(20)
    # The reserve is a column of 8 rows of 2 as tall as the board area: pieces are
    # taller than wide, so this leaves the most room for the board.
    middle = main.w - 2 * panel_w - 4 * gap - label
    cell_h = (main.h - px(30)) / 8
    # Pieces as big as the height allows, unless that would starve the board of width.
    cell_w = min(cell_h * 0.86 / 1.35 / 0.78, middle * 0.28 / 2)
    cell_w = max(cell_w, 11.0)  # art draws pieces from 8 px wide
    reserve_piece = round(cell_w * 0.78)
    reserve_w = round(2 * cell_w)
    # Never below the smallest board the art draws, even in a window under the minimum.
    board_size = max(64, min(main.h - label - px(8), middle - reserve_w))
    gap += (middle - reserve_w - board_size) // 4

    board = Rect(main.left + panel_w + gap + label, 0, board_size, board_size)
    board.centery = main.top + (main.h - label) // 2
    raw = centres(board_size)
    square_centres = tuple((board.left + round(x), board.top + round(y)) for x, y in raw)
    pitch = abs(square_centres[1][0] - square_centres[0][0])
    cells = tiled_cells(square_centres, pitch)
    board_piece = max(8, round(pitch * 0.74))
    file_labels = tuple(
        ("abcd"[f], (square_centres[f][0], board.bottom + label // 2 + px(2))) for f in range(4)
    )
    rank_labels = tuple(
        ("4321"[r], (board.left - label // 2 - px(2), square_centres[r * 4][1])) for r in range(4)
    )

    reserve = Rect(board.right + gap + label // 2, 0, reserve_w, round(cell_h * 8))
    reserve.bottom = main.bottom - px(4)
    slots = []
    for piece in range(16):
        # Light and dark side by side; the rows run through shape, height and top.
        col, row = piece & 1, piece >> 1
        slots.append(
            Rect(
                reserve.left + round(col * cell_w),
                reserve.top + round(row * cell_h),
                round(cell_w),
                round(cell_h),
            )
        )

    seats = []
    for seat in (0, 1):
        left = main.left if seat == 0 else main.right - panel_w
        panel = Rect(left, board.top, panel_w, board_size)
        hand_w = min(round(panel_w * 0.78), round(pitch * 1.05))
        hand = Rect(0, 0, hand_w, round(board_piece * 1.35 + pitch * 0.3))
        hand.midtop = (panel.centerx, panel.top + px(88))
        call = Rect(0, 0, round(panel_w * 0.92), px(96))
        call.midtop = (panel.centerx, hand.bottom + px(22))
        hint = Rect(0, 0, round(panel_w * 0.7), px(40))
        hint.midtop = (panel.centerx, call.bottom + px(50))
        seats.append(
            SeatLayout(
                panel=panel,
                name=(panel.centerx, panel.top + px(26)),
                role=(panel.centerx, panel.top + px(60)),
                hand=hand,
                call=call,
                clock=(panel.centerx, call.bottom + px(28)),
                hint=hint,
            )
        )
    return TableLayout(
        bar=bar,
        board=board,
        square_centres=square_centres,
        square_cells=cells,
        board_piece_width=board_piece,
        file_labels=file_labels,
        rank_labels=rank_labels,
        reserve=reserve,
        reserve_slots=tuple(slots),
        reserve_piece_width=reserve_piece,
        seats=tuple(seats),
    )


def tiled_cells(centres: tuple[Point, ...], pitch: int) -> tuple[Rect, ...]:
    """A hit cell per square, edges halfway between neighbours: no gaps, no overlaps."""
    xs = [centres[f][0] for f in range(4)]
    ys = [centres[r * 4][1] for r in range(4)]

    def edges(values: list[int]) -> list[int]:
        inner = [(a + b) // 2 for a, b in zip(values, values[1:], strict=False)]
        return [values[0] - pitch // 2, *inner, values[-1] + pitch // 2]

    ex, ey = edges(xs), edges(ys)
    return tuple(
        Rect(ex[f], ey[r], ex[f + 1] - ex[f], ey[r + 1] - ey[r]) for r in range(4) for f in range(4)
    )
