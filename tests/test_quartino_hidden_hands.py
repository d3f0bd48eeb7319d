"""No seat's cards reach the screen of another: the model the view reads holds only what the
seat at the screen may see, and the drawn surface does not depend on the others' cards.

Two tables are set up alike but for Ben's cards (hidden from Anna): whatever Anna's screen
shows (in play, in pause, after the game ended but before the reveal, after undo), the two
screens are the same pixels, and Ben's cards are nowhere in the model the view reads.
"""

from __future__ import annotations

from dataclasses import fields

import pygame
import pytest
from quartino_screens import (
    ANNA,
    BEN,
    drag_stone,
    press,
    quartino_setup,
    start_table,
    take_screen,
    thread_workers,
)
from test_gui_helpers import make_app, post_key

from quarto_app.frame.loop import App, Pace
from quarto_app.frame.scenes.handover import HandoverScene
from quarto_app.frame.scenes.panel import PanelScene
from quarto_app.games.quartino.rules import ALL_CARDS, Card, Colour
from quarto_app.games.quartino.screen.places import TurnButton

OTHER_BEN = tuple(card for card in ALL_CARDS if card not in ANNA + BEN)[:4]


@pytest.fixture
def app() -> App:
    app = make_app(pace=Pace.fast())
    thread_workers(app)
    yield app
    app.close()
    pygame.quit()


def cards_in(value: object) -> set[Card]:
    """Every card anywhere in a value the view reads (tuples of tuples, dataclasses)."""
    if isinstance(value, Card):
        return {value}
    if isinstance(value, tuple | list | set | frozenset):
        return set().union(*(cards_in(v) for v in value)) if value else set()
    if hasattr(value, "__dataclass_fields__"):
        return set().union(*(cards_in(getattr(value, f.name)) for f in fields(value)))
    return set()


def pixels(app: App) -> bytes:
    app.draw(app.surface)
    return pygame.image.tobytes(app.surface, "RGB")


def two_tables(app: App, actions) -> tuple[bytes, set[Card], bytes, set[Card]]:
    """The same play on two deals differing only in Ben's cards: both screens and what
    their models hold."""
    shots = []
    for ben in (BEN, OTHER_BEN):
        play = start_table(app, quartino_setup(), board="yy/b/g/././g/p/./.", hands=(ANNA, ben))
        actions(app, play)
        shots.append((pixels(app), cards_in(play.table.seen)))
    return shots[0][0], shots[0][1], shots[1][0], shots[1][1]


def anna_places(app: App, play) -> None:
    assert take_screen(app) == 0
    drag_stone(app, play, Colour.YELLOW, 4)


def test_in_play_the_screen_shows_anna_nothing_of_bens_cards(app: App) -> None:
    first, seen_first, second, seen_second = two_tables(app, anna_places)
    assert first == second
    assert not seen_first & set(BEN) and not seen_second & set(OTHER_BEN)
    assert set(ANNA) <= seen_first


def test_before_anyone_takes_the_screen_no_hand_shows(app: App) -> None:
    def nothing(app: App, play) -> None:
        assert isinstance(app.top, HandoverScene)  # opaque: the table is not drawn at all

    first, seen, second, _ = two_tables(app, nothing)
    assert first == second and seen == set()


def test_in_pause_the_table_under_the_panel_hides_bens_cards(app: App) -> None:
    def pause(app: App, play) -> None:
        anna_places(app, play)
        post_key(pygame.K_ESCAPE)
        app.run_frames(1)
        assert isinstance(app.top, PanelScene)

    first, _, second, _ = two_tables(app, pause)
    assert first == second


def test_when_the_turn_passes_the_screen_shows_nobodys_hand(app: App) -> None:
    def pass_on(app: App, play) -> None:
        anna_places(app, play)
        press(app, play, TurnButton.END)
        assert isinstance(app.top, HandoverScene)
        assert play.table.viewer is None and play.table.seen.hand == ()

    first, seen, second, _ = two_tables(app, pass_on)
    assert first == second and not seen & (set(ANNA) | set(BEN))


def test_after_undo_anna_still_sees_only_her_cards(app: App) -> None:
    def undo(app: App, play) -> None:
        anna_places(app, play)
        post_key(pygame.K_z, mod=pygame.KMOD_LCTRL)
        app.run_frames(1)
        post_key(pygame.K_z, mod=pygame.KMOD_LCTRL)  # nothing before the turn's start
        app.run_frames(1)
        assert play.match.to_act == 0 and play.table.viewer == 0

    first, seen, second, _ = two_tables(app, undo)
    assert first == second and not seen & set(BEN)


def test_at_the_end_nothing_hidden_shows_until_the_result_reveals_it(app: App) -> None:
    def win(app: App, play) -> None:
        anna_places(app, play)
        press(app, play, TurnButton.END)
        assert take_screen(app) == 1
        drag_stone(app, play, Colour.GREEN, 8)
        press(app, play, TurnButton.END)  # the last round is played: the game is over
        assert play.match.outcome is not None
        assert not play.table.revealed  # the result's pause: the table as it was

    # A game that ends after one round: the core's own option (the setup offers 20 and up).
    from quarto_app.frame.game import Saved
    from quarto_app.games.quartino.match import Match, MatchSettings
    from quarto_app.games.quartino.rules import Board, Deal, RuleOptions

    shots = []
    for ben in (BEN, OTHER_BEN):
        setup = quartino_setup()
        match = Match(
            MatchSettings(RuleOptions(round_limit=1)),
            Deal((ANNA, ben), 0),
            board=Board.from_str("yy/b/g/././g/p/./."),
        )
        app.router.reset("quartino.play", setup=setup, saved=Saved(setup, match, False))
        app.run_frames(2)
        play = app.router.stack[0]
        win(app, play)
        before = pixels(app)
        seen_before = cards_in(play.table.seen)
        app.run_frames(int(app.pace.result_pause * 60) + 3)  # the result panel: the reveal
        assert play.table.revealed and isinstance(app.top, PanelScene)
        shots.append((before, seen_before, cards_in(play.table.seen)))
    (first, seen_first, revealed_first), (second, _, revealed_second) = shots
    assert first == second
    assert seen_first.isdisjoint(BEN)  # the screen is nobody's once the game ends
    assert set(BEN) <= revealed_first and set(OTHER_BEN) <= revealed_second


def test_the_move_list_shows_anna_her_past_but_nothing_of_bens_cards(app: App) -> None:
    def look_back(app: App, play) -> None:
        anna_places(app, play)
        post_key(pygame.K_l)
        post_key(pygame.K_UP)
        app.run_frames(1)
        assert play.moves.viewing == 0 and play.shown_table is not play.table
        assert play.shown_table.viewer == 0

    shots = []
    for ben in (BEN, OTHER_BEN):
        play = start_table(app, quartino_setup(), board="yy/b/g/././g/p/./.", hands=(ANNA, ben))
        look_back(app, play)
        shots.append((pixels(app), cards_in(play.shown_table.seen)))
    (first, seen_first), (second, seen_second) = shots
    assert first == second
    assert not seen_first & set(BEN) and not seen_second & set(OTHER_BEN)
    assert set(ANNA) <= seen_first


def test_looking_back_at_annas_turn_ben_sees_only_his_own_cards(app: App) -> None:
    play = start_table(app, quartino_setup(), board="yy/b/g/././g/p/./.")
    anna_places(app, play)
    press(app, play, TurnButton.END)
    assert take_screen(app) == 1
    post_key(pygame.K_l)
    for _ in range(3):
        post_key(pygame.K_UP)
    app.run_frames(1)
    past = play.shown_table
    assert play.moves.viewing == 0 and past.match.to_act == 0  # Anna's turn, in the past
    assert past.viewer == 1
    seen = cards_in(past.seen)
    assert not seen & set(ANNA) and set(BEN) <= seen
    pixels(app)  # drawn without a hand that is not Ben's


def test_the_move_list_closes_before_the_screen_is_passed_on(app: App) -> None:
    play = start_table(app, quartino_setup(), board="yy/b/g/././g/p/./.")
    anna_places(app, play)
    post_key(pygame.K_l)
    app.run_frames(1)
    assert play.moves.open and play.moves.viewing is None  # the live game: play goes on
    press(app, play, TurnButton.END)
    assert isinstance(app.top, HandoverScene) and not play.moves.open


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
def test_the_hand_overs_menu_button_is_far_from_show_my_hand(size: tuple[int, int]) -> None:
    """A slip of the pointer below "I am Ben: show my hand" never leaves the game."""
    app = make_app(size)
    try:
        app.router.reset("menu")
        app.router.push("handover", seat=1, player="Ben", news=["one", "two"])
        app.run_frames(1)
        scene = app.top
        assert isinstance(scene, HandoverScene)
        ready, menu = scene.column.buttons
        screen = pygame.Rect((0, 0), size)
        assert screen.contains(ready.rect) and screen.contains(menu.rect)
        assert menu.rect.top - ready.rect.bottom >= size[1] // 4
    finally:
        app.close()
        pygame.quit()
