"""No seat's cards reach the screen of another: the model the view reads holds only what the
seat at the screen may see, and the drawn surface does not depend on the others' cards.

Two tables are set up alike but for Ben's cards (hidden from Anna): whatever Anna's screen
shows (in play, in pause, after the game ended but before the reveal, after undo), the two
screens are the same pixels, and Ben's cards are nowhere in the model the view reads.

Against computers, whose play depends on their cards, the pixels cannot be compared: there
a witness watches every card and every sentence that reaches the drawing, frame by frame,
through storms of undo and redo (1 person and 3 computers, 2 people and 2 computers), and
checks each against what the seat at the screen has legitimately seen.
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
from quarto_app.games.quartino.match import EventKind
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


# --- undo and redo storms against the computers ------------------------------------------


class Witness:
    """Watches every card and every text that reaches the drawing, frame by frame, and what
    the seat at the screen may legitimately have seen by then: its own cards, and every card
    shown to everyone (laid down, or shown by a wrong claim) since the game began, which
    must stay face up whatever undo and redo do."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, play) -> None:
        from quarto_app.frame import text as frame_text
        from quarto_app.games.quartino import words
        from quarto_app.games.quartino.screen import art, view

        self.play = play
        self.shown_to_all: set[Card] = set()
        self.cards_drawn = 0
        self.named = {card: words.card(card) for card in ALL_CARDS}
        self.dealt = play.match.deal.hands
        card_image, card_surface, draw_text = view.card_image, art.card_surface, frame_text.draw

        def watched_image(shown, *args, **kwargs):
            self.saw(shown)
            return card_image(shown, *args, **kwargs)

        def watched_surface(shown, *args, **kwargs):
            self.saw(shown)
            return card_surface(shown, *args, **kwargs)

        def watched_text(surface, said, *args, **kwargs):
            self.read(str(said))
            return draw_text(surface, said, *args, **kwargs)

        monkeypatch.setattr(view, "card_image", watched_image)
        monkeypatch.setattr(art, "card_surface", watched_surface)
        monkeypatch.setattr(frame_text, "draw", watched_text)

    def legit(self) -> set[Card]:
        table = self.play.table
        seen = set(self.shown_to_all) | self._claimed_now()
        if table.viewer is not None:
            seen |= set(self.dealt[table.viewer])
        if table.revealed and table.over:
            seen |= {card for hand in self.dealt for card in hand}
        return seen

    def _claimed_now(self) -> set[Card]:
        claims = (EventKind.CLAIM, EventKind.WRONG_CLAIM)
        return {e.card for e in self.play.match.events if e.kind in claims and e.card}

    def saw(self, shown: Card) -> None:
        self.cards_drawn += 1
        assert shown in self.legit(), f"{shown} drawn for seat {self.play.table.viewer}"

    def read(self, said: str) -> None:
        legit = self.legit()
        for card, named in self.named.items():
            assert card in legit or named not in said, f"{card} said for {self.play.table.viewer}"

    def after_frame(self) -> None:
        """A card once shown to everyone is still face up: laid down, or marked seen."""
        self.shown_to_all |= self._claimed_now()
        state = self.play.match.state
        face_up = {c for cards in state.discards for c in cards}
        face_up |= {c for cards in state.known for c in cards}
        assert self.shown_to_all <= face_up, "a card everyone saw went back into a hidden hand"
        assert cards_in(self.play.table.seen) <= self.legit()


def storm(app: App, play, witness: Witness, rng, decisions: int) -> None:
    """The people play as Medium would, but a third of the time they undo or redo, in
    bursts; the computers answer. Every frame is drawn and watched."""
    import random

    from quartino_screens import advised, by_pointer

    assert isinstance(rng, random.Random)
    advice = random.Random(rng.random())
    made = 0
    for _ in range(40_000):
        if play.match.outcome is not None or made >= decisions:
            return
        if isinstance(app.top, HandoverScene):
            post_key(pygame.K_RETURN)
        elif play.table.human_turn:
            made += 1
            roll = rng.random()
            if roll < 0.34:
                key = pygame.K_z if roll < 0.22 else pygame.K_y
                for _ in range(rng.randint(1, 3)):
                    post_key(key, mod=pygame.KMOD_LCTRL)
                    app.run_frames(1)
                    witness.after_frame()
                continue
            by_pointer(app, play, advised(play, advice))
        app.run_frames(1)
        witness.after_frame()


STORMS = [
    # 1 person against 3 computers: undo takes back whole rounds of the computers' play.
    (
        ("Anna", "Computer 1 (Medium)", "Computer 2 (Medium)", "Computer (Hard)"),
        (None, "Medium", "Medium", "Hard"),
    ),
    # 2 people and 2 computers: the screen is passed between the people.
    (
        ("Anna", "Computer 1 (Medium)", "Carl", "Computer 2 (Medium)"),
        (None, "Medium", None, "Medium"),
    ),
]


@pytest.mark.parametrize(("names", "levels"), STORMS)
@pytest.mark.parametrize("seed", [1, 2])
def test_undo_and_redo_storms_against_computers_show_no_card_its_viewer_has_not_seen(
    app: App, monkeypatch: pytest.MonkeyPatch, names, levels, seed: int
) -> None:
    """The board shows Ben's gbpy from the start (green centre; blue, pink, yellow from
    space 1), so the first computer claims it at once: the storm begins after a reveal."""
    import random

    from quartino_screens import _more_cards

    play = start_table(
        app,
        quartino_setup(names, levels),
        board="g/b/p/y/././././.",
        hands=(ANNA, BEN, _more_cards(0), _more_cards(1)),
    )
    witness = Witness(monkeypatch, play)
    storm(app, play, witness, random.Random(seed), decisions=45)
    assert witness.shown_to_all, "the storm never met a card shown to everyone"
    assert witness.cards_drawn > 0
