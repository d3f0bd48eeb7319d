"""Quartino through the real scenes, driven by posted events: whole games by pointer and by
keyboard, every rule as it shows on screen, undo, resize, save and continue.

Texts are checked against the catalog's keys and the match's events, never as
English sentences.
"""

from __future__ import annotations

import random

import pygame
import pytest
from quartino_screens import (
    ANNA,
    BEN,
    advised,
    by_keys,
    by_pointer,
    claim_by_pointer,
    click_stone,
    drag_stone,
    press,
    quartino_setup,
    start_table,
    take_screen,
    thread_workers,
    wait_for_person,
)
from test_gui_helpers import make_app, post_click, post_key, save

from quarto_app.frame import saving, starting
from quarto_app.frame.i18n import text
from quarto_app.frame.loop import App, Pace
from quarto_app.frame.scenes.handover import HandoverScene
from quarto_app.frame.scenes.menu import MenuScene
from quarto_app.frame.scenes.panel import PanelScene
from quarto_app.games.quartino import words
from quarto_app.games.quartino.match import EventKind, Phase, Termination
from quarto_app.games.quartino.rules import Card, Colour
from quarto_app.games.quartino.screen.places import TurnButton
from quarto_app.games.quartino.screen.scene import PlayScene
from quarto_app.games.quartino.screen.table import SHOW_SECONDS

Y, B, G, P = Colour.YELLOW, Colour.BLUE, Colour.GREEN, Colour.PINK


@pytest.fixture
def app() -> App:
    app = make_app(pace=Pace.fast())
    thread_workers(app)
    yield app
    app.close()
    pygame.quit()


def kinds(play) -> list[EventKind]:
    return [event.kind for event in play.match.events]


def notice(play) -> str:
    shown = play.table.current_notice()
    return shown.words if shown is not None else ""


def play_to_the_end(app: App, play, act, rng: random.Random, limit: int = 2000) -> None:
    """The people's turns by `act` (pointer or keys), the computers' by themselves."""
    for _ in range(limit):
        wait_for_person(app, play)
        if play.match.outcome is not None:
            return
        before = len(play.match.actions)
        act(app, play, advised(play, rng))
        assert len(play.match.actions) > before, play.status_words()
    raise AssertionError("the game did not end")


def test_a_whole_game_between_two_people_by_drag_and_drop(app: App) -> None:
    play = start_table(app, quartino_setup(round_limit="20"))
    assert isinstance(app.top, HandoverScene)  # the first hand is shown to Anna only
    play_to_the_end(app, play, by_pointer, random.Random(1))
    outcome = play.match.outcome
    assert outcome is not None
    app.run_frames(int(app.pace.result_pause * 60) + 3)
    banner = app.top
    assert isinstance(banner, PanelScene)
    assert banner.title == words.result_title(outcome, play.names)
    assert play.table.revealed  # every hand may show now
    save(app, "quartino_over_1280x800.png")


def test_a_whole_game_between_two_people_by_keyboard_alone(app: App) -> None:
    play = start_table(app, quartino_setup(round_limit="20"))
    play_to_the_end(app, play, by_keys, random.Random(2))
    assert play.match.outcome is not None


def test_a_four_seat_game_with_three_computers(app: App) -> None:
    setup = quartino_setup(
        ("You", "Easy", "Medium", "Hard"), (None, "Easy", "Medium", "Hard"), round_limit="20"
    )
    play = start_table(app, setup, hands=(ANNA, BEN, _cards(8), _cards(12)))
    assert not isinstance(app.top, HandoverScene)  # one person: no hand-over needed
    assert play.table.viewer == 0
    save(app, "quartino_four_seats_1280x800.png")
    play_to_the_end(app, play, by_pointer, random.Random(3))
    assert play.match.outcome is not None
    seats = {event.seat for event in play.match.events if event.kind is EventKind.PLACE}
    assert seats == {0, 1, 2, 3}  # every computer played its stones


def _cards(start: int) -> tuple[Card, ...]:
    from quarto_app.games.quartino.rules import ALL_CARDS

    taken = set(ANNA) | set(BEN)
    free = [card for card in ALL_CARDS if card not in taken]
    return tuple(free[start - 8 : start - 4])


def test_one_two_and_three_stones_in_a_turn_and_the_column_rule(app: App) -> None:
    # Three pinks on space 1: Anna's fourth makes a column (and four pinks on the board).
    play = start_table(app, quartino_setup(), board="./ppp/././././././.")
    take_screen(app)
    assert play.table.slots() == (None,)  # one stone
    drag_stone(app, play, P, 1)
    assert play.table.slots() == (P,)
    press(app, play, TurnButton.END)
    take_screen(app)  # Ben's turn: the Column rule cleared space 1, with its animation
    assert kinds(play)[-2:] == [EventKind.TURN, EventKind.COLUMNS]
    assert play.table.current_clearing() is not None
    assert play.match.board.stacks[1] == ()
    assert notice(play).startswith(words.event(play.match.events[-1], play.names))
    save(app, "quartino_column_rule_1280x800.png")
    assert play.table.colour_offered  # four pinks were on the board at the turn's start
    assert play.table.slots() == (None, None)  # two stones: one, and the Column rule's
    press(app, play, TurnButton.COLOUR)
    assert play.table.slots() == (None, None, None)  # three with Colour
    click_stone(app, play, Y, 0)
    drag_stone(app, play, B, 2)
    assert play.table.slots() == (Y, B, None)
    drag_stone(app, play, G, 3)
    assert play.match.phase is Phase.CLAIM


def test_a_chain_of_two_claims_reads_step_by_step(app: App) -> None:
    # One pink on 3 shows ybgp from ring space 1; its stones go back, and one blue on 7
    # then shows ygpb from ring space 5.
    play = start_table(app, quartino_setup(), board="yy/b/g/././g/p/./.")
    take_screen(app)
    drag_stone(app, play, P, 3)
    claim_by_pointer(app, play, Card.from_str("ybgp"))
    claim = play.match.events[-1]
    assert claim.kind is EventKind.CLAIM and claim.card == Card.from_str("ybgp")
    assert notice(play) == words.event(claim, play.names)
    assert play.table.current_showing() is not None  # the card and its four stones, shown
    save(app, "quartino_claim_1280x800.png")
    assert play.table.slots() == (None,)  # exactly one stone more after a claim
    drag_stone(app, play, B, 7)
    claim_by_pointer(app, play, Card.from_str("ygpb"))
    assert [e.card for e in play.match.events if e.kind is EventKind.CLAIM] == [
        Card.from_str("ybgp"),
        Card.from_str("ygpb"),
    ]
    assert play.table.seen.discards[0] == (Card.from_str("ybgp"), Card.from_str("ygpb"))


def test_a_wrong_claim_shows_the_card_to_everyone_and_ends_the_turn(app: App) -> None:
    play = start_table(app, quartino_setup())
    take_screen(app)
    drag_stone(app, play, Y, 0)
    wrong = Card.from_str("pgby")
    claim_by_pointer(app, play, wrong)
    event = next(e for e in reversed(play.match.events) if e.kind is EventKind.WRONG_CLAIM)
    assert event.card == wrong and event.seat == 0
    assert play.table.current_showing() is not None and not play.table.current_showing().right
    assert play.match.to_act == 1  # the turn ended
    assert not isinstance(app.top, HandoverScene)  # the table sees the card first
    app.run_frames(int(SHOW_SECONDS * 60) + 2)
    assert take_screen(app) == 1
    assert wrong in play.table.seen.known[0]  # Ben sees the card Anna showed, and only it
    assert play.table.seen.hand == BEN


def test_a_colour_running_out_is_said_and_shown_gone(app: App) -> None:
    play = start_table(app, quartino_setup(), board="yyy/yyy/././././././.")
    take_screen(app)
    press(app, play, TurnButton.END)  # "No" to the Colour rule's offer
    drag_stone(app, play, Y, 4)  # the seventh yellow
    assert play.table.seen.supply[Y] == 0
    assert notice(play) == text("quartino.notice.colour_gone", colour=words.colour(Y))
    press(app, play, TurnButton.END)
    take_screen(app)
    post_click(play.layout.supply_piles[Y].center)
    app.run_frames(1)
    assert notice(play) == text("quartino.wrong.colour_gone", colour=words.colour(Y))
    save(app, "quartino_colour_gone_1280x800.png")


def test_the_round_limit_ends_the_game_and_the_fewest_cards_win(app: App) -> None:
    play = start_table(app, quartino_setup(round_limit="20"), board="yy/b/g/./././././.")
    take_screen(app)
    drag_stone(app, play, P, 3)
    claim_by_pointer(app, play, Card.from_str("ybgp"))  # Anna: three cards left
    for _ in range(200):
        take_screen(app)
        if play.match.outcome is not None:
            break
        if play.table.seen.phase is Phase.PLACE:
            drag_stone(app, play, random.Random(len(play.match.actions)).choice([Y, B, G]), 5)
        press(app, play, TurnButton.END)
    outcome = play.match.outcome
    assert outcome is not None and outcome.termination is Termination.ROUND_LIMIT
    assert outcome.winners == (0,)
    app.run_frames(int(app.pace.result_pause * 60) + 3)
    assert isinstance(app.top, PanelScene)
    assert app.top.lines == words.result_detail(outcome, play.names)


def test_undo_and_redo_stay_within_the_turn(app: App) -> None:
    play = start_table(app, quartino_setup(), board="./ppp/p/./././././.")
    take_screen(app)
    drag_stone(app, play, Y, 0)
    press(app, play, TurnButton.END)
    take_screen(app)  # Ben: Colour (four pinks), two stones
    press(app, play, TurnButton.COLOUR)
    drag_stone(app, play, B, 2)
    undo, redo = play.buttons[1], play.buttons[2]
    assert undo.enabled
    post_key(pygame.K_z, mod=pygame.KMOD_LCTRL)
    app.run_frames(1)
    assert play.match.board.stacks[2] == (P,)  # the blue stone is back in the supply
    assert notice(play).startswith(text("frame.notice.took_back", action="")[:4])
    post_click(undo.rect.center)  # takes back "Colour"
    app.run_frames(1)
    assert play.match.can_announce_colour() and play.match.to_act == 1
    assert not undo.enabled  # the turn's start: Anna's turn (and hand) stay untouched
    post_key(pygame.K_z, mod=pygame.KMOD_LCTRL)
    app.run_frames(1)
    assert play.match.to_act == 1 and play.table.viewer == 1
    post_key(pygame.K_y, mod=pygame.KMOD_LCTRL)
    app.run_frames(1)
    assert not play.match.can_announce_colour()  # Colour said again
    assert redo.enabled


def test_resize_mid_game_lays_the_table_out_again(app: App) -> None:
    play = start_table(app, quartino_setup(("Anna", "Ben", "Carla")), hands=(ANNA, BEN, _cards(8)))
    take_screen(app)
    drag_stone(app, play, G, 6)
    pygame.display.set_mode((960, 600), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(960, 600), w=960, h=600))
    app.run_frames(2)
    assert play.layout.size == (960, 600)
    assert all(seat.panel.right <= 960 and seat.panel.bottom <= 600 for seat in play.layout.seats)
    press(app, play, TurnButton.END)
    take_screen(app)
    drag_stone(app, play, B, 6)
    assert play.match.board.stacks[6] == (G, B)  # a drop on a stack goes on top
    save(app, "quartino_three_seats_960x600.png")


def test_save_quit_and_continue_give_the_identical_match(app: App, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("QUARTO_USER_DIR", str(tmp_path))
    app.autosave = True
    starting.start(app, quartino_setup(), keep_setup=False)
    app.run_frames(2)
    play = app.router.stack[0]
    rng = random.Random(5)
    for _ in range(6):
        wait_for_person(app, play)
        by_pointer(app, play, advised(play, rng))
    actions = play.match.actions
    play.leave()
    app.run_frames(1)
    menu = app.top
    assert isinstance(menu, MenuScene)
    column = next(c for c in menu.columns if c.game.id == "quartino")
    assert column.saved is not None
    post_click(column.buttons[0].rect.center)  # "Continue: Anna and Ben"
    app.run_frames(1)
    resumed = app.router.stack[0]
    assert isinstance(resumed, PlayScene) and resumed is not play
    assert resumed.match.actions == actions
    assert resumed.match.deal == play.match.deal
    assert isinstance(app.top, HandoverScene)  # it resumes on the hand-over screen
    saved, damaged = saving.unfinished(app.game("quartino"))
    assert damaged is None and saved.match.actions == actions


def test_the_hand_over_says_what_just_happened(app: App) -> None:
    play = start_table(app, quartino_setup(), board="./ppp/././././././.")
    take_screen(app)
    drag_stone(app, play, P, 1)
    press(app, play, TurnButton.END)
    handover = app.top
    assert isinstance(handover, HandoverScene) and handover.seat == 1
    # Ben arrives after the Column rule cleared Anna's column: the screen tells him first.
    # What Anna did and what the rules did since Ben last looked (he never had): her stone,
    # then the Column rule clearing her column.
    assert handover.news[-2] == words.event(play.match.events[-4], play.names)
    assert handover.news[-1] == words.event(play.match.events[-1], play.names)
    assert play.match.events[-1].kind is EventKind.COLUMNS
