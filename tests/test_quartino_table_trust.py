"""What players tripped over at Quartino's table, each through the real play scene by posted
events: a wrong claim is seen by the table when it happens; QUARTINO! is lit only for the
viewer's own card (and never without the table's hints), a disabled button never looks
active; an empty colour's pile names its colour; the space numbers are never hidden;
computers of one level are told apart; a table of computers only shows no person's buttons;
the round limit is a house rule, off by default."""

from __future__ import annotations

import pygame
import pytest
from quartino_screens import (
    ANNA,
    BEN,
    claim_by_pointer,
    drag_stone,
    quartino_setup,
    start_table,
    take_screen,
    thread_workers,
)
from test_gui_helpers import make_app

from quarto_app.frame.loop import App, Pace
from quarto_app.frame.scenes.handover import HandoverScene
from quarto_app.games.quartino.rules import Card, Colour
from quarto_app.games.quartino.screen.table import SHOW_SECONDS


@pytest.fixture
def app() -> App:
    app = make_app(pace=Pace.fast())
    thread_workers(app)
    yield app
    app.close()
    pygame.quit()


def pixels(app: App, rect: pygame.Rect) -> bytes:
    app.draw(app.surface)
    return pygame.image.tobytes(app.surface.subsurface(rect), "RGB")


# --- a wrong claim is seen by the table when it happens ---------------------------------


def test_a_wrong_claim_is_shown_to_the_table_before_the_screen_is_passed(app: App) -> None:
    play = start_table(app, quartino_setup(), hands=(ANNA, BEN))
    assert take_screen(app) == 0
    drag_stone(app, play, Colour.YELLOW, 0)
    wrong = Card.from_str("ybgp")
    claim_by_pointer(app, play, wrong)
    assert play.match.to_act == 1
    # The table, nobody's hand on it, shows the card now: the hand-over waits for it.
    assert app.top is play and play.table.viewer is None
    shown = play.table.current_showing()
    assert shown is not None and shown.card == wrong and not shown.right
    app.run_frames(int(SHOW_SECONDS * 60) + 2)
    assert isinstance(app.top, HandoverScene)
    assert take_screen(app) == 1
    app.run_frames(1)
    assert play.table.current_showing() is None  # not again, over Ben's hand
