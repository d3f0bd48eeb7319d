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
from quarto_app.frame.theme import colours
from quarto_app.games.quartino.match import EventKind, Phase
from quarto_app.games.quartino.rules import Card, Colour
from quarto_app.games.quartino.screen.places import TurnButton
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


# --- QUARTINO! is lit only for the viewer's own card -------------------------------------


def fill_of(app: App, play, button: TurnButton) -> tuple[int, int, int]:
    """The colour a turn button is filled with (inside its edge, clear of its words)."""
    rect = play.layout.turn_buttons[button.value]
    app.draw(app.surface)
    return tuple(app.surface.get_at((rect.left + rect.w // 10, rect.top + rect.h // 4)))[:3]


def claim_phase(app: App, board: str, stone: Colour, at: int, **options: str):
    play = start_table(app, quartino_setup(**options), board=board, hands=(ANNA, BEN))
    assert take_screen(app) == 0
    drag_stone(app, play, stone, at)
    assert play.match.phase is Phase.CLAIM
    return play


def test_without_the_tables_hints_quartino_is_never_lit(app: App) -> None:
    # A pink on 3 shows ybgp, Anna's: the light would tell her so; with no hints it is off.
    play = claim_phase(app, "yy/b/g/././g/p/./.", Colour.PINK, 3)
    palette = colours()
    assert play.table.own_card_shows()
    assert fill_of(app, play, TurnButton.CLAIM) == palette.button
    assert fill_of(app, play, TurnButton.END) == palette.button


def test_with_hints_quartino_is_lit_for_the_viewers_own_card_only(app: App) -> None:
    palette = colours()
    # A yellow on 3 shows gbpy: Ben's card, not Anna's. QUARTINO! stays plain, End turn lit.
    play = claim_phase(app, "g/b/p/./././././.", Colour.YELLOW, 3, hints="on")
    assert play.table.board_shows_a_card and not play.table.own_card_shows()
    assert fill_of(app, play, TurnButton.CLAIM) == palette.button
    assert fill_of(app, play, TurnButton.END) == palette.call
    # A pink on 3 shows Anna's ybgp: now QUARTINO! is the way on.
    play = claim_phase(app, "yy/b/g/././g/p/./.", Colour.PINK, 3, hints="on")
    assert fill_of(app, play, TurnButton.CLAIM) == palette.call


def test_a_turn_button_that_does_nothing_never_looks_active(app: App) -> None:
    play = start_table(app, quartino_setup(), hands=(ANNA, BEN))
    assert take_screen(app) == 0  # stones to place: QUARTINO! and Colour do nothing yet
    palette = colours()
    for button in (TurnButton.COLOUR, TurnButton.CLAIM, TurnButton.END):
        assert fill_of(app, play, button) == palette.panel


# --- the supply and the wheel keep their words --------------------------------------------


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_an_empty_colours_pile_still_names_its_colour(
    size: tuple[int, int], language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from quarto_app.frame import i18n
    from quarto_app.frame import text as frame_text
    from quarto_app.games.quartino import words

    app = make_app(size, pace=Pace.fast())
    thread_workers(app)
    drawn: list[tuple[str, pygame.Rect]] = []
    draw = frame_text.draw

    def watched(surface, said, size, colour, **where):
        shown, _ = frame_text.fitted(said, size, where.get("bold", False), where.get("max_width"))
        rect = draw(surface, said, size, colour, **where)
        drawn.append((shown, rect))
        return rect

    try:
        i18n.use(language)
        setup = quartino_setup(column_rule="off")
        play = start_table(app, setup, board="yy/yy/yyy/b/././././.", hands=(ANNA, BEN))
        assert take_screen(app) == 0 and play.match.board.supply[Colour.YELLOW] == 0
        monkeypatch.setattr(frame_text, "draw", watched)
        app.draw(app.surface)
        pile = play.layout.supply_piles[Colour.YELLOW]
        inside = [shown for shown, rect in drawn if pile.contains(rect)]
        assert words.colour(Colour.YELLOW) in inside  # whole, not cut short
    finally:
        i18n.use("en")
        app.close()
        pygame.quit()


def test_a_tall_stack_never_hides_a_space_number(app: App) -> None:
    """Six stones on space 1 rise over where its number is written: the number stays."""
    numbers = []
    for board in ("././././././././.", "./bbbbbb/././././././."):
        play = start_table(app, quartino_setup(column_rule="off"), board=board)
        assert take_screen(app) == 0
        for at in play.layout.space_numbers:
            numbers.append(pixels(app, pygame.Rect(at[0] - 6, at[1] - 6, 12, 12)))
    empty, tall = numbers[:8], numbers[8:]
    assert empty == tall


# --- two computers of one level are told apart ------------------------------------------


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_two_computers_of_one_level_are_told_apart_everywhere(
    size: tuple[int, int], language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from test_gui_helpers import post_click

    from quarto_app.frame import i18n, seat_panel
    from quarto_app.frame import text as frame_text
    from quarto_app.frame.game import Seat, Setup
    from quarto_app.frame.scenes.menu import MenuScene
    from quarto_app.frame.scenes.setup import SetupScene
    from quarto_app.frame.seat_panel import SeatPanel

    app = make_app(size, pace=Pace.fast())
    thread_workers(app)
    shown: list[str] = []
    draw = frame_text.draw

    def watched(surface, said, size, colour, **where):
        fitted, _ = frame_text.fitted(said, size, where.get("bold", False), where.get("max_width"))
        shown.append(fitted)
        return draw(surface, said, size, colour, **where)

    try:
        i18n.use(language)
        seats = (Seat("Anna"), Seat("", "Easy"), Seat("", "Easy"), Seat("", "Medium"))
        app.router.reset("setup", game="quartino", setup=Setup("quartino", seats, {}))
        app.run_frames(1)
        form = app.top
        assert isinstance(form, SetupScene)
        fields = [field.text for field in form.names[:4]]
        assert len(set(fields)) == 4  # the setup names them apart already
        post_click(form.start_button.rect.center)
        app.run_frames(2)
        play = app.router.stack[0]
        names = play.table.names
        assert list(names[1:]) == fields[1:]
        layout = play.layout
        in_panels = []
        for seat in (1, 2):
            side = layout.seats[seat]
            lines, _, _ = seat_panel.name_lines(
                SeatPanel(side.panel, side.name, side.role), names[seat], layout.px(32), 20
            )
            in_panels.append(" ".join(lines))
        assert in_panels[0] != in_panels[1] and "…" not in "".join(in_panels)
        app.router.reset("menu")
        app.run_frames(1)
        assert isinstance(app.top, MenuScene)
        monkeypatch.setattr(frame_text, "draw", watched)
        app.draw(app.surface)
        last = [line for line in shown if "Anna" in line]
        assert last and all(names[seat] in last[0] for seat in (1, 2))  # each whole
    finally:
        i18n.use("en")
        app.close()
        pygame.quit()


# --- computers only: no person's buttons --------------------------------------------------


@pytest.mark.parametrize("attract", [True, False])
def test_with_computers_only_no_persons_buttons_are_shown(app: App, attract: bool) -> None:
    from quarto_app.frame import starting

    setup = starting.demo(app.game("quartino"))
    starting.start(app, setup, attract=attract, keep_setup=False)
    app.run_frames(2)
    play = app.router.stack[0]
    for _ in range(600):
        if any(e.kind is EventKind.PLACE for e in play.match.events):
            break
        app.run_frames(1)
    background = colours().background
    app.draw(app.surface)
    for rect in play.layout.turn_buttons:
        area = app.surface.subsurface(rect)
        assert {tuple(area.get_at((x, y)))[:3] for x in range(rect.w) for y in range(rect.h)} == {
            background
        }


# --- the round limit is a house rule ---------------------------------------------------------


def test_the_round_limit_is_a_house_rule_off_by_default(app: App) -> None:
    from test_gui_helpers import post_click

    from quarto_app.frame.i18n import text
    from quarto_app.frame.scenes.setup import SetupScene

    app.router.reset("setup", game="quartino")  # nothing remembered: the defaults
    app.run_frames(1)
    form = app.top
    assert isinstance(form, SetupScene)
    limit = next(c for c in form.options if c.label == text("quartino.option.round_limit"))
    assert limit.value == text("quartino.option.round_limit.off")
    post_click(form.start_button.rect.center)
    app.run_frames(2)
    play = app.router.stack[0]
    assert play.match.settings.options.round_limit is None
    assert play.table.seen.round_limit is None


def test_a_save_that_carries_a_round_limit_keeps_it(app: App) -> None:
    from quarto_app.frame import starting
    from quarto_app.frame.game import Saved
    from quarto_app.games.quartino.game import GAME
    from quarto_app.games.quartino.match import Match, MatchSettings
    from quarto_app.games.quartino.rules import Deal, RuleOptions

    kept = Match(MatchSettings(RuleOptions(round_limit=40)), Deal((ANNA, BEN), 0))
    record = GAME.write_record(Saved(quartino_setup(), kept, False))
    assert '[RoundLimit "40"]' in record
    saved = GAME.read_record(record)
    starting.start(app, saved.setup, saved)
    app.run_frames(2)
    play = app.router.stack[0]
    assert play.match.settings.options.round_limit == 40
    assert saved.setup.options["round_limit"] == "40"
