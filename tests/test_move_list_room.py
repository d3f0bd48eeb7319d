"""The move list opens beside the table without covering it: on Quarto's screen it ends
short of the board's rank labels (4, 3, 2, 1), at the designed size and the smallest."""

from __future__ import annotations

import pygame
import pytest
from test_gui_helpers import make_app, post_key, save, start_play

from quarto_app.frame import text
from quarto_app.frame.loop import Pace
from quarto_app.frame.play import moves as move_list


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
def test_quartos_move_list_leaves_the_rank_labels_clear(size: tuple[int, int]) -> None:
    app = make_app(size, pace=Pace.fast())
    try:
        play = start_play(app)
        post_key(pygame.K_l)
        app.run_frames(1)
        assert play.moves.open
        layout = play.layout
        panel = move_list.panel_layout(layout.bar, play.moves_right())
        size_px = layout.px(24)  # as the view draws them
        for label, (x, _y) in layout.rank_labels:
            assert panel.rect.right < x - text.width(label, size_px, bold=True) // 2
        assert panel.rect.w >= layout.px(200)  # still room for a name and its move
        save(app, f"quarto_move_list_{size[0]}x{size[1]}.png")
    finally:
        app.close()
        pygame.quit()
