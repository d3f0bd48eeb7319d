"""Quartino's turn buttons lead a newcomer the right way: after the stones, QUARTINO! only
while the top stones show a card at all; otherwise End turn (a claim could only be wrong).
Driven through the real play scene by posted keys."""

from __future__ import annotations

import pygame
import pytest
from quartino_screens import drag_stone, quartino_setup, start_table, take_screen, thread_workers
from test_gui_helpers import make_app, post_key

from quarto_app.frame.i18n import text
from quarto_app.frame.loop import App, Pace
from quarto_app.games.quartino import words
from quarto_app.games.quartino.match import EventKind, Phase
from quarto_app.games.quartino.rules import Card, Colour
from quarto_app.games.quartino.screen import say
from quarto_app.games.quartino.screen.places import PlaceKind, TurnButton


@pytest.fixture
def app() -> App:
    app = make_app(pace=Pace.fast())
    thread_workers(app)
    yield app
    app.close()
    pygame.quit()


def tab_to_turn_buttons(app: App, play) -> TurnButton:
    hands = play.table.hands
    for _ in range(len(PlaceKind) + 1):
        if hands.focus_visible and hands.focus.kind is PlaceKind.ACTION:
            return TurnButton(hands.focus.index)
        post_key(pygame.K_TAB)
        app.run_frames(1)
    raise AssertionError("Tab never reached the turn's buttons")


def test_with_no_card_on_the_board_enter_on_the_turn_buttons_ends_the_turn(app: App) -> None:
    play = start_table(app, quartino_setup())
    take_screen(app)
    drag_stone(app, play, Colour.YELLOW, 0)  # one stone on an empty wheel: no card shows
    assert play.match.phase is Phase.CLAIM
    assert say.hint(play.table) == text("quartino.hint.no_card_shows")
    assert tab_to_turn_buttons(app, play) is TurnButton.END
    post_key(pygame.K_RETURN)
    app.run_frames(1)
    assert play.match.to_act == 1  # the turn ended, and nothing was claimed
    assert EventKind.WRONG_CLAIM not in [event.kind for event in play.match.events]


def test_with_a_card_on_the_board_enter_on_the_turn_buttons_claims_it(app: App) -> None:
    # A pink on 3 shows ybgp from ring space 1, a card of Anna's hand.
    play = start_table(app, quartino_setup(), board="yy/b/g/././g/p/./.")
    take_screen(app)
    drag_stone(app, play, Colour.PINK, 3)
    assert say.hint(play.table) == text("quartino.hint.claim")
    assert tab_to_turn_buttons(app, play) is TurnButton.CLAIM
    post_key(pygame.K_RETURN)
    app.run_frames(1)
    claims = [event.card for event in play.match.events if event.kind is EventKind.CLAIM]
    assert claims == [Card.from_str("ybgp")]


def test_the_first_tab_shows_the_supply_and_enter_enter_places_a_stone(app: App) -> None:
    play = start_table(app, quartino_setup())
    take_screen(app)
    hands = play.table.hands
    post_key(pygame.K_TAB)  # the keyboard's first key shows where the focus is
    app.run_frames(1)
    assert hands.focus_visible and hands.focus.kind is PlaceKind.SUPPLY
    assert say.hint(play.table) == text("quartino.hint.place_keys")
    post_key(pygame.K_RETURN)  # takes the colour; the focus goes to the wheel
    app.run_frames(1)
    assert hands.selected is Colour.YELLOW and hands.focus.kind is PlaceKind.SPACE
    post_key(pygame.K_RETURN)
    app.run_frames(1)
    assert play.match.board.stacks[0] == (Colour.YELLOW,)
    assert play.status_words() == text("quartino.status.end", player="Anna")


def test_enter_on_a_space_without_a_colour_sends_the_focus_to_the_supply(app: App) -> None:
    play = start_table(app, quartino_setup())
    take_screen(app)
    hands = play.table.hands
    for _ in range(2):  # show the focus, then Tab on to the wheel
        post_key(pygame.K_TAB)
        app.run_frames(1)
    assert hands.focus.kind is PlaceKind.SPACE
    post_key(pygame.K_RETURN)  # no colour taken yet: said, and the focus goes to take one
    app.run_frames(1)
    assert hands.focus.kind is PlaceKind.SUPPLY
    post_key(pygame.K_RETURN)
    app.run_frames(1)
    assert hands.selected is Colour.YELLOW


def test_a_computers_stone_is_said_on_the_message_line(app: App) -> None:
    setup = quartino_setup(("Anna", "Easy"), (None, "Easy"))
    play = start_table(app, setup, first=1)
    for _ in range(3000):
        placed = [e for e in play.match.events if e.kind is EventKind.PLACE]
        if placed and play.table.shown_board == play.match.board:
            break
        app.run_frames(1)
    assert placed and placed[0].seat == 1
    shown = play.table.current_notice()
    assert shown is not None
    said = [words.event(event, play.names) for event in placed]
    assert shown.words in said


def test_watching_the_computers_the_message_line_keeps_saying_how_to_leave(app: App) -> None:
    from quarto_app.frame import starting

    starting.start(app, starting.demo(app.game("quartino")), attract=True)
    app.run_frames(2)
    play = app.router.stack[0]
    for _ in range(3000):
        if any(e.kind is EventKind.PLACE for e in play.match.events):
            break
        app.run_frames(1)
    placed = [words.event(e, play.names) for e in play.match.events if e.kind is EventKind.PLACE]
    assert placed
    shown = play.table.current_notice()
    assert shown is None or shown.words not in placed  # no person: the stones are not said
    assert say.hint(play.table) == text("quartino.hint.attract")
    # and no Moves button that a click would take to the menu instead
    assert all(button.rect.w == 0 for button in play.buttons[1:])


def test_the_colour_offer_names_the_colours_a_cleared_column_held(app: App) -> None:
    # Anna's yellow makes four on space 1; at Ben's turn Colour counts them (first),
    # then the Column rule clears them: the offer still names yellow, as it was.
    from quartino_screens import press

    play = start_table(app, quartino_setup(), board="./yyy/././././././.")
    take_screen(app)
    drag_stone(app, play, Colour.YELLOW, 1)
    press(app, play, TurnButton.END)
    take_screen(app)
    assert play.table.colour_offered and play.match.board.stacks[1] == ()
    assert play.table.colours_on_board() == (Colour.YELLOW,)
    yellow = words.listed([words.colour(Colour.YELLOW)])
    assert say.hint(play.table) == text("quartino.hint.colour_offer_cleared", colours=yellow)


def test_pointing_at_a_card_of_ones_hand_reads_it_out(app: App) -> None:
    play = start_table(app, quartino_setup())
    take_screen(app)
    first = play.table.seen.hand[0]
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=play.layout.hand_cards[0].center, rel=(0, 0))
    )
    app.run_frames(1)
    assert say.pointed_card(play.table) == text("quartino.pointed.card", card=words.card(first))


def test_quartino_with_no_card_on_the_board_warns_before_a_card_is_chosen(app: App) -> None:
    from quarto_app.frame.scenes.choice import ChoiceScene

    play = start_table(app, quartino_setup())
    take_screen(app)
    drag_stone(app, play, Colour.YELLOW, 0)
    post_key(pygame.K_q)
    app.run_frames(1)
    asked = app.top
    assert isinstance(asked, ChoiceScene)
    assert asked.line == text("quartino.choice.card_line_none")
    post_key(pygame.K_ESCAPE)  # back: nothing claimed, the turn goes on
    app.run_frames(1)
    assert app.top is play and play.match.to_act == 0
    assert EventKind.WRONG_CLAIM not in [event.kind for event in play.match.events]
