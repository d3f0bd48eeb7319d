"""Where everything on the analysis board is, for one window size; and what is under a point.

Pure geometry, as the play screen's layout: the top bar (the status and message
lines, the Menu button), the board on the left, the sixteen pieces beside it in
four rows of four with the slot for the piece in hand under them, and the
column of controls on the right (rule options, the position string, Analyse,
Play from here).
"""

from __future__ import annotations

from dataclasses import dataclass

from pygame import Rect

from quarto_app.frame.play.bar import BarLayout, bar_layout

from .board_setup import Spot, SpotKind
from .layout import CentresFn, Point, art_centres, tiled_cells


@dataclass(frozen=True)
class BoardLayout:
    """The analysis board for one window size."""

    bar: BarLayout
    board: Rect
    square_centres: tuple[Point, ...]
    square_cells: tuple[Rect, ...]
    board_piece_width: int
    file_labels: tuple[tuple[str, Point], ...]
    rank_labels: tuple[tuple[str, Point], ...]
    tray: Rect  # the pieces not in play, one fixed cell per piece
    tray_cells: tuple[Rect, ...]  # index = piece
    tray_piece_width: int
    hand: Rect  # the piece the side to move must place
    controls: Rect  # the column of rule options and buttons
    row_height: int

    @property
    def scale(self) -> float:
        return self.bar.scale

    def px(self, pixels: float) -> int:
        return self.bar.px(pixels)

    def spot_at(self, pos: Point) -> Spot | None:
        """The square, the hand slot or the tray cell under `pos` (a tray cell is its piece's)."""
        for square, cell in enumerate(self.square_cells):
            if cell.collidepoint(pos):
                return Spot.square(square)
        if self.hand.collidepoint(pos):
            return Spot.hand()
        for piece, cell in enumerate(self.tray_cells):
            if cell.collidepoint(pos):
                return Spot.tray(piece)
        if self.tray.collidepoint(pos):
            return Spot.tray()
        return None

    def piece_base(self, spot: Spot) -> Point:
        """Where a piece stands: on a square, in its tray cell, in the hand slot."""
        if spot.kind is SpotKind.SQUARE:
            return self.square_centres[spot.index]
        rect = self.hand if spot.kind is SpotKind.HAND else self.tray_cells[spot.index]
        width = self.piece_width(spot)
        return (rect.centerx, rect.centery + round(0.675 * width) - round(0.18 * width))

    def piece_width(self, spot: Spot) -> int:
        return self.tray_piece_width if spot.kind is SpotKind.TRAY else self.board_piece_width


def board_layout(size: tuple[int, int], centres: CentresFn = art_centres) -> BoardLayout:
    """Lay out the analysis board for a window of `size` pixels."""
    bar = bar_layout(size)
    width, height = bar.size

    def px(value: float) -> int:
        return max(1, round(value * bar.scale))

    margin, label, gap = px(16), px(30), px(24)
    top = bar.message.bottom + px(12)
    room = height - top - margin
    controls_w = max(px(380), round(width * 0.30))
    tray_w = px(236)
    board_size = max(64, min(room - label, width - controls_w - tray_w - 2 * gap - label - margin))
    board = Rect(margin + label, top, board_size, board_size)
    raw = centres(board_size)
    square_centres = tuple((board.left + round(x), board.top + round(y)) for x, y in raw)
    pitch = abs(square_centres[1][0] - square_centres[0][0])
    cells = tiled_cells(square_centres, pitch)
    file_labels = tuple(
        ("abcd"[f], (square_centres[f][0], board.bottom + label // 2 + px(2))) for f in range(4)
    )
    rank_labels = tuple(
        ("4321"[r], (board.left - label // 2 - px(2), square_centres[r * 4][1])) for r in range(4)
    )

    tray = Rect(board.right + gap, top + px(26), tray_w, 0)
    cell_w = tray_w // 4
    cell_h = min(round(cell_w * 1.45), (room - px(26) - px(150)) // 4)
    tray.h = cell_h * 4
    tray_cells = tuple(
        Rect(tray.left + (piece % 4) * cell_w, tray.top + (piece // 4) * cell_h, cell_w, cell_h)
        for piece in range(16)
    )
    tray_piece = max(8, min(round(cell_w * 0.7), round(cell_h * 0.86 / 1.35)))
    board_piece = max(8, round(pitch * 0.74))
    hand = Rect(0, 0, min(tray_w, round(pitch * 1.05)), round(board_piece * 1.35 + pitch * 0.2))
    hand.midtop = (tray.centerx, tray.bottom + px(44))

    controls = Rect(tray.right + gap, top, 0, room)
    controls.w = width - margin - controls.left
    row = min(px(50), room // 12)
    return BoardLayout(
        bar=bar,
        board=board,
        square_centres=square_centres,
        square_cells=cells,
        board_piece_width=board_piece,
        file_labels=file_labels,
        rank_labels=rank_labels,
        tray=tray,
        tray_cells=tray_cells,
        tray_piece_width=tray_piece,
        hand=hand,
        controls=controls,
        row_height=row,
    )
