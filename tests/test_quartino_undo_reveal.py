"""Undo never hides again a card that was shown to everyone: it stops at a claim, right or
wrong, and the message line says why (through the real play scene, by posted keys)."""

from __future__ import annotations

import pygame
import pytest
from quartino_screens import (
    ANNA,
    BEN,
    claim_by_pointer,
    drag_stone,
    press,
    quartino_setup,
    start_table,
    take_screen,
    thread_workers,
    wait_for_person,
)
from test_gui_helpers import make_app, post_key

from quarto_app.frame.loop import App, Pace
from quarto_app.frame.play.table import Tone
from quarto_app.games.quartino import words
from quarto_app.games.quartino.match import EventKind, MatchCode
from quarto_app.games.quartino.rules import Colour
from quarto_app.games.quartino.screen.places import TurnButton


@pytest.fixture
def app() -> App:
    app = make_app(pace=Pace.fast())
    thread_workers(app)
    yield app
    app.close()
    pygame.quit()


def ctrl_z(app: App) -> None:
    post_key(pygame.K_z, mod=pygame.KMOD_LCTRL)
    app.run_frames(1)


def test_undo_after_a_computers_claim_keeps_the_card_laid_down_and_says_why(app: App) -> None:
    """The board shows Ben's gbpy (green centre; blue, pink, yellow from space 1): Hard Ben
    claims it in his turn. Anna's Undo would put it back in his hidden hand: it stops."""
    setup = quartino_setup(("Anna", "Ben"), (None, "Hard"))
    play = start_table(app, setup, board="g/b/p/y/././././.")
    drag_stone(app, play, Colour.YELLOW, 6)
    press(app, play, TurnButton.END)
    wait_for_person(app, play)
    claimed = [e for e in play.match.events if e.kind is EventKind.CLAIM]
    assert claimed and claimed[0].seat == 1
    card = claimed[0].card
    before = play.match.state
    assert play.buttons[1].enabled  # Undo can be pressed: it says why it does nothing
    ctrl_z(app)
    assert play.match.state is before and card in play.match.state.discards[1]
    assert card not in play.match.hand(1)
    notice = play.table.current_notice()
    refusal = play.match.undo_refusal()
    assert refusal is not None and refusal.code is MatchCode.SHOWN_TO_ALL
    assert notice is not None and notice.tone is Tone.BAD
    assert notice.words == words.error(refusal, play.table.names)
    assert play.table.undos == 0


def test_between_people_a_claim_cannot_be_undone_within_the_turn(app: App) -> None:
    """Anna lays down ybgp: Ben will see it face up; Undo in her turn stops at it."""
    card = ANNA[0]
    play = start_table(app, quartino_setup(), board="y/b/g/./././././.", hands=(ANNA, BEN))
    assert take_screen(app) == 0
    drag_stone(app, play, Colour.PINK, 3)
    claim_by_pointer(app, play, card)
    assert play.match.state.discards[0] == (card,)
    drag_stone(app, play, Colour.BLUE, 6)  # the stone after the claim
    ctrl_z(app)
    assert play.match.board.stacks[6] == ()  # that stone comes back...
    ctrl_z(app)
    assert play.match.state.discards[0] == (card,)  # ...the claim does not
    assert card not in play.match.hand(0)
    notice = play.table.current_notice()
    assert notice is not None and notice.tone is Tone.BAD
