"""The rule books: opened from the menu and from a match's pause panel, paged by keyboard
and by pointer, every page drawn at both window sizes in every theme, and the pictures'
example boards checked against each game's core (a Quartino card's 8 positions are the
core's, none mirrored)."""

from __future__ import annotations

import pygame
import pytest
from quartino_screens import quartino_setup, start_table, take_screen
from test_gui_helpers import make_app, post_click, post_key, quarto_setup, start_play

from quarto_app.frame import intents, theme
from quarto_app.frame.assets import assets
from quarto_app.frame.i18n import text
from quarto_app.frame.requests import Ask
from quarto_app.frame.scenes.menu import MenuScene
from quarto_app.frame.scenes.panel import PanelScene
from quarto_app.frame.scenes.rulebook import BACK, NEXT, PREVIOUS, RuleBookScene
from quarto_app.games.quartino import rules as quartino
from quarto_app.games.quartino.screen import rules_pages as quartino_pages
from quarto_app.games.quarto.rules import ATTRIBUTES, RuleOptions
from quarto_app.games.quarto.screen import rules_pages as quarto_pages

GAMES = ("quarto", "quartino")
SIZES = ((1280, 800), (960, 600))


@pytest.fixture
def app():
    made = make_app()
    yield made
    made.close()
    pygame.quit()


def open_from_menu(app, game: str) -> RuleBookScene:
    app.router.reset("menu")
    app.run_frames(1)
    menu = app.top
    assert isinstance(menu, MenuScene)
    column = next(c for c in menu.columns if c.game.id == game)
    button = next(b for b in column.buttons if b.label == text("frame.menu.rules"))
    post_click(button.rect.center)
    app.run_frames(1)
    book = app.top
    assert isinstance(book, RuleBookScene)
    return book


@pytest.mark.parametrize("game", GAMES)
def test_the_menu_opens_each_games_book_paged_by_keyboard_and_closed_by_esc(app, game) -> None:
    book = open_from_menu(app, game)
    assert (book.game.id, book.asked, book.page) == (game, Ask.PAGE, 0)
    count = len(book.pages)
    assert count >= 8 and book.options is None  # from the menu: no match's options
    seen = [book.current.title]
    for index in range(1, count):
        post_key(pygame.K_RIGHT if index % 2 else pygame.K_PAGEDOWN)
        app.run_frames(1)
        assert book.page == index
        seen.append(book.current.title)
    assert len(set(seen)) == count  # every page is a page of its own
    post_key(pygame.K_PAGEDOWN)  # past the last page: it stays
    app.run_frames(1)
    assert book.page == count - 1 and not book.column.buttons[NEXT].enabled
    post_key(pygame.K_PAGEUP)
    post_key(pygame.K_LEFT)
    app.run_frames(1)
    assert book.page == count - 3
    post_key(pygame.K_ESCAPE)
    app.run_frames(1)
    assert isinstance(app.top, MenuScene)


@pytest.mark.parametrize("game", GAMES)
def test_the_book_is_paged_by_its_buttons_with_the_pointer_and_back_closes_it(app, game) -> None:
    book = open_from_menu(app, game)
    buttons = book.column.buttons
    assert not buttons[PREVIOUS].enabled
    for index in range(1, len(book.pages)):
        post_click(buttons[NEXT].rect.center)
        app.run_frames(1)
        assert book.page == index
    post_click(buttons[PREVIOUS].rect.center)
    app.run_frames(1)
    assert book.page == len(book.pages) - 2
    post_click(book.dots[1].center)  # a page's dot opens it
    app.run_frames(1)
    assert book.page == 1 and buttons[PREVIOUS].enabled and buttons[NEXT].enabled
    post_click(buttons[BACK].rect.center)
    app.run_frames(1)
    assert isinstance(app.top, MenuScene)


def test_enter_presses_next_then_the_focused_button(app) -> None:
    book = open_from_menu(app, "quarto")
    post_key(pygame.K_RETURN)
    app.run_frames(1)
    assert book.page == 1
    assert book.column.focus_visible  # Enter showed where the focus is: on Next
    book.handle(intents.Navigate(0, -1))  # up to Previous
    book.handle(intents.Activate())
    assert book.page == 0 and app.top is book


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", GAMES)
def test_every_page_draws_at_both_sizes_in_every_theme(game, size) -> None:
    app = make_app(size)
    try:
        for look in theme.ThemeId:
            theme.use(look)
            assets().forget_drawn()
            book = app.router.reset("rules", game=game, options=app.game(game).default_options())
            for index in range(len(book.pages)):
                book.page = index
                app.run_frames(1)
                area = book.picture_area
                assert app.surface.get_rect().contains(area)
                picture = app.surface.subsurface(area)
                # something is drawn: the picture is not one flat colour
                assert (
                    len(
                        set(
                            pygame.transform.average_color(picture.subsurface(r))
                            for r in _quarters(area)
                        )
                    )
                    > 1
                )
    finally:
        theme.use(theme.DEFAULT_THEME)
        app.close()
        pygame.quit()


def _quarters(area: pygame.Rect) -> list[pygame.Rect]:
    w, h = area.w // 2, area.h // 2
    return [pygame.Rect(x, y, w, h) for x in (0, w) for y in (0, h)]


def test_the_pause_panel_opens_the_book_with_the_matchs_rules_and_comes_back(app) -> None:
    play = start_play(app, quarto_setup(board="squares", color="yes", shape="no"))
    match = play.match
    post_key(pygame.K_ESCAPE)
    app.run_frames(1)
    panel = app.top
    assert isinstance(panel, PanelScene) and panel.asked is Ask.PAUSE
    rules = next(b for b in panel.column.buttons if b.label == text("frame.pause.rules"))
    post_click(rules.rect.center)
    app.run_frames(1)
    book = app.top
    assert isinstance(book, RuleBookScene) and book.asked is Ask.RULES
    assert book.options == dict(play.setup.options)
    assert book.current.title == text("frame.rules.match_title")  # the options in force first
    played = {page.title: book.in_force(page) for page in book.pages}
    assert played[text("quarto.rules.square.title")] is True
    assert played[text("quarto.rules.beginner.title")] is True  # shape does not count
    assert played[text("quarto.rules.steal.page")] is True
    assert played[text("quarto.rules.line.title")] is None  # no variant: always
    post_key(pygame.K_ESCAPE)  # back to the pause panel, then on with the same match
    app.run_frames(1)
    assert isinstance(app.top, PanelScene) and app.top.asked is Ask.PAUSE
    post_key(pygame.K_ESCAPE)
    app.run_frames(1)
    assert app.top is play and play.match is match


def test_automatic_calling_marks_the_steal_page_not_played(app) -> None:
    play = start_play(app, quarto_setup(calling="automatic"))
    play.open_rules()
    book = app.top
    page = next(p for p in book.pages if p.title == text("quarto.rules.steal.page"))
    assert book.in_force(page) is False


def test_quartinos_pause_opens_its_book_without_showing_a_hand_and_returns(app) -> None:
    setup = quartino_setup(column_rule="off")
    play = start_table(app, setup)
    take_screen(app)
    match = play.match
    play.open_pause()
    app.run_frames(1)
    rules = next(b for b in app.top.column.buttons if b.label == text("frame.pause.rules"))
    post_click(rules.rect.center)
    app.run_frames(1)
    book = app.top
    assert isinstance(book, RuleBookScene) and book.opaque  # nothing of the table shows
    played = {page.title: book.in_force(page) for page in book.pages}
    assert played[text("quartino.rules.column.title")] is False
    assert played[text("quartino.rules.colour.title")] is True
    post_click(book.column.buttons[BACK].rect.center)
    app.run_frames(1)
    assert app.top.asked is Ask.PAUSE
    app.top.answer(app.top.cancel)
    app.run_frames(1)
    assert app.top is play and play.match is match


def test_page_keys_become_page_turns() -> None:
    for key, step in ((pygame.K_PAGEDOWN, 1), (pygame.K_PAGEUP, -1)):
        event = pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="")
        assert intents.translate(event) == intents.TurnPage(step)


# --- the pictures say what the cores say ---------------------------------------------


@pytest.mark.parametrize("card", quartino.ALL_CARDS, ids=str)
def test_a_cards_rotations_are_its_8_positions_and_none_is_mirrored(card) -> None:
    shown = quartino_pages.rotations(card)
    assert len(shown) == 8
    for start, board in zip(quartino.RING, shown, strict=True):
        assert quartino.completing_starts(board.tops, card) == (start,)
        # the card's four colours and nothing else
        assert board.stone_count == 4
        assert [board.tops[s] for s in quartino.card_spaces(start)] == list(card.colours)
    mirror = quartino_pages.mirrored(card)
    assert quartino.completing_starts(mirror.tops, card) == ()
    assert mirror not in shown


def test_quartinos_example_boards_show_what_their_pages_say() -> None:
    p = quartino_pages
    card = p.EXAMPLE_CARD
    assert quartino.completing_starts(p.CLAIM_BEFORE.tops, card) == (p.CLAIM_START,)
    first = quartino.completing_starts(p.CHAIN_BEFORE.tops, card)
    assert first == (p.CHAIN_FIRST_START,)
    second = quartino.completing_starts(p.CHAIN_MIDDLE.tops, p.CHAIN_SECOND)
    assert second == (p.CHAIN_SECOND_START,)
    assert quartino.completing_starts(p.CHAIN_BEFORE.tops, p.CHAIN_SECOND) == ()
    assert quartino.completing_starts(p.WRONG_BOARD.tops, card) == ()
    yellow = quartino.Colour.YELLOW
    assert p.COLOUR_EXAMPLE.colours_with(quartino.COLOUR_THRESHOLD) == (yellow,)
    covered = sum(stack[:-1].count(yellow) for stack in p.COLOUR_EXAMPLE.stacks)
    assert covered >= 1  # the page says covered stones count: one is
    assert p.COLUMN_SPACES and p.COLUMN_AFTER.spaces_with(quartino.COLUMN_THRESHOLD) == ()


def test_quartos_example_boards_show_what_their_pages_say() -> None:
    p = quarto_pages
    (line,) = p.made_lines(p.LINE_EXAMPLE)
    assert line.shared == ["tall"] and line.squares == (0, 5, 10, 15)
    assert p.made_lines(p.SQUARE_EXAMPLE) == []  # only with the advanced variant
    (square,) = p.made_lines(p.SQUARE_EXAMPLE, RuleOptions(squares=True))
    assert square.shared == ["hollow"]
    (call,) = p.made_lines(p.CALL_EXAMPLE)
    assert p.CALL_LAST in call.squares
    dark = dict(enumerate(p.BEGINNER_DARK))
    tall = dict(enumerate(p.BEGINNER_TALL))
    assert [made.shared for made in p.made_lines(dark)] == [["dark"]]
    assert [made.shared for made in p.made_lines(tall)] == [["tall"]]
    assert p.made_lines(dark, p.BEGINNER) and not p.made_lines(tall, p.BEGINNER)
    assert p.BEGINNER.attributes == ATTRIBUTES[0].bit
