"""The play screen's geometry at the supported window sizes: every target maps back to itself."""

from __future__ import annotations

import itertools
import math

import pygame
import pytest
from pygame import Rect

from quarto_app.games.quarto.screen.layout import table_layout

SIZES = [(1280, 800), (960, 600), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES)
def test_every_square_slot_and_button_maps_back_to_itself(size: tuple[int, int]) -> None:
    layout = table_layout(size)
    for square, (cell, centre) in enumerate(
        zip(layout.square_cells, layout.square_centres, strict=True)
    ):
        assert layout.square_at(centre) == square
        for corner in (cell.topleft, (cell.right - 1, cell.bottom - 1)):
            assert layout.square_at(corner) == square
        assert layout.reserve_slot_at(centre) is None
    for piece, slot in enumerate(layout.reserve_slots):
        assert layout.reserve_slot_at(slot.center) == piece
        assert layout.square_at(slot.center) is None
        assert layout.hand_at(slot.center) is None
    for seat, side in enumerate(layout.seats):
        assert layout.hand_at(side.hand.center) == seat
        assert layout.call_button_at(side.call.center) == seat
        assert layout.square_at(side.hand.center) is None
        assert layout.reserve_slot_at(side.call.center) is None


@pytest.mark.parametrize("size", SIZES)
def test_nothing_overlaps_and_everything_is_on_screen(size: tuple[int, int]) -> None:
    layout = table_layout(size)
    window = Rect((0, 0), size)
    board_block = Rect(layout.square_cells[0].topleft, (0, 0)).unionall(layout.square_cells)
    regions = {
        "board": layout.board,
        "reserve": Rect(layout.reserve_slots[0]).unionall(layout.reserve_slots),
        "left": layout.seats[0].panel,
        "right": layout.seats[1].panel,
        "status": layout.status,
        "message": layout.message,
    }
    assert layout.board.contains(board_block)
    for name, rect in regions.items():
        assert window.contains(rect), name
    for (a, ra), (b, rb) in itertools.combinations(regions.items(), 2):
        assert not ra.colliderect(rb), f"{a} overlaps {b}"
    for side in layout.seats:
        assert side.panel.contains(side.hand) and side.panel.contains(side.call)
    for button in (layout.menu_button, layout.undo_button, layout.redo_button):
        assert layout.status.contains(button)


@pytest.mark.parametrize("size", SIZES)
def test_pieces_are_big_enough_to_read(size: tuple[int, int]) -> None:
    layout = table_layout(size)
    # Below about 36 px a hollow top or a square shape is hard to tell at a glance.
    assert layout.reserve_piece_width >= 36
    assert layout.board_piece_width >= 50
    pitch = layout.square_cells[0].w
    assert layout.board_piece_width < pitch  # neighbours never touch
    assert layout.reserve_piece_width * 1.35 < layout.reserve_slots[0].h


def test_bigger_windows_get_bigger_boards() -> None:
    boards = [table_layout(size).board.w for size in sorted(SIZES)]
    assert boards == sorted(boards) and boards[0] < boards[-1]


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_side_panels_hold_two_to_four_seats_without_overlap(seats: int) -> None:
    from quarto_app.frame.seat_panel import side_columns

    left, right = Rect(0, 100, 200, 600), Rect(1000, 100, 200, 600)
    panels = side_columns(left, right, seats, gap=10)
    assert len(panels) == seats
    for index, panel in enumerate(panels):
        on_right = 1 <= index <= seats // 2  # clockwise: down the right, up the left
        assert (right if on_right else left).contains(panel)
        assert not any(panel.colliderect(other) for other in panels[index + 1 :])
    # Turn order goes round the table clockwise, as the rules play it: each next seat's
    # panel lies clockwise of the one before about the table's middle.
    middle = ((left.centerx + right.centerx) / 2, (left.centery + right.centery) / 2)
    angles = [
        math.atan2(panel.centery - middle[1], panel.centerx - middle[0]) for panel in panels
    ]  # screen y grows downwards, so clockwise is a growing angle
    turns = [(angles[(i + 1) % seats] - angles[i]) % (2 * math.pi) for i in range(seats)]
    assert all(0 < turn < math.pi * 1.01 for turn in turns) and sum(turns) == pytest.approx(
        2 * math.pi
    )


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_a_24_character_name_reads_whole_in_its_seat_panel(size: tuple[int, int]) -> None:
    """The longest name the setup allows is wrapped, never cut, in both games' panels."""
    from test_gui_helpers import make_app

    from quarto_app.frame import seat_panel, text
    from quarto_app.frame.game import NAME_LIMIT
    from quarto_app.games.quartino.screen.layout import table_layout as quartino_layout

    name = "Bartholomew Featherstone"
    assert len(name) == NAME_LIMIT
    app = make_app(size)  # fonts need the display and a fresh loader (a test before may quit)
    scale = min(size[0] / 1280, size[1] / 800)
    # Each game's panels with the sizes its view draws the name and role at.
    try:
        games = [(table_layout(size).seats, 36, 24), (quartino_layout(size, 4).seats, 32, 20)]
        for sides, name_size, role_size in games:
            name_size, role_size = round(name_size * scale), round(role_size * scale)
            for side in sides:
                panel = seat_panel.SeatPanel(side.panel, side.name, side.role)
                lines, font_size, top = seat_panel.name_lines(panel, name, name_size, role_size)
                assert " ".join(lines) == name, (side, lines)
                assert font_size >= 15 and top - font_size // 2 >= side.panel.top
                bottom = top + round(font_size * text.LINE_STEP) * (len(lines) - 1) + font_size // 2
                assert bottom <= side.role[1] - role_size // 2 + 2  # clear of the role line
    finally:
        app.close()
        pygame.quit()
