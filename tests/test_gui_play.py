"""Whole games through the real play scene, driven by synthetic pygame events.

Mouse games read the layout for where to press (as a player reads the
screen); keyboard games use only keys. Time passes only through the loop's dt.
Texts are checked against the catalog (the words of the event, the rule),
never as English sentences.
"""

from __future__ import annotations

import pygame
import pytest
from test_gui_helpers import (
    DT,
    make_app,
    post_click,
    post_drag,
    post_key,
    quarto_setup,
    save,
    start_play,
)

from quarto_app.frame.i18n import text
from quarto_app.frame.loop import App, Pace
from quarto_app.frame.scenes.panel import PanelScene
from quarto_app.games.quarto import words
from quarto_app.games.quarto.match import (
    EventKind,
    MatchCode,
    MatchError,
    Phase,
    Termination,
    WindowKind,
)
from quarto_app.games.quarto.rules import parse_square
from quarto_app.games.quarto.screen import say
from quarto_app.games.quarto.screen.places import PlaceKind, hand, reserve, square
from quarto_app.games.quarto.screen.table import Flash

# Pieces 0-3 share "short" and "solid": placed on a4, b4, c4, d4 they make a line,
# and Anna (who gives first) places the fourth one, on d4.
LINE_GAME = [(0, "a4"), (1, "b4"), (2, "c4"), (3, "d4")]


@pytest.fixture
def app() -> App:
    app = make_app()
    yield app
    app.close()
    pygame.quit()


def kinds(play) -> list[EventKind]:
    return [event.kind for event in play.match.events]


def said(play, kind: EventKind) -> str:
    """The words of the match's last event of this kind, as the catalog says them."""
    event = next(e for e in reversed(play.match.events) if e.kind is kind)
    return words.event(event, play.names)


def notice(play) -> str:
    shown = play.table.current_notice()
    return shown.words if shown is not None else ""


def drag_give(app: App, play, piece: int) -> None:
    layout = play.layout
    receiver = 1 - play.match.to_act
    post_drag(layout.reserve_slots[piece].center, layout.seats[receiver].hand.center)
    app.run_frames(1)


def drag_place(app: App, play, square_name: str) -> None:
    layout = play.layout
    held = layout.seats[play.match.to_act].hand.center
    post_drag(held, layout.square_centres[parse_square(square_name)])
    app.run_frames(1)


def test_hot_seat_game_by_drag_and_drop_ends_in_a_called_quarto(app: App) -> None:
    play = start_play(app)
    assert say.status(play.table) == text("quarto.status.give", player="Anna", other="Ben")
    for index, (piece, where) in enumerate(LINE_GAME):
        drag_give(app, play, piece)
        assert play.match.position.hand == piece
        assert say.status(play.table) == text(
            "quarto.status.place", player=play.names[play.match.to_act]
        )
        drag_place(app, play, where)
        assert play.match.position.board[parse_square(where)] == piece
        assert play.match.last_square == parse_square(where)
        if index == 1:
            save(app, "play_midgame_1280x800.png")
    assert play.match.to_act == 0  # Anna placed the fourth piece of the line
    post_click(play.layout.seats[0].call.center)
    app.run_frames(1)
    result = play.match.result
    assert result is not None and result.winner == 0
    assert notice(play) == said(play, EventKind.CALL)
    app.run_frames(int(app.pace.result_pause / DT) + 2)
    panel = app.top
    assert isinstance(panel, PanelScene)
    assert panel.title == words.result_title(result, play.names)
    assert panel.lines == words.result_detail(result, play.names)
    assert result.lines[0].shared == ["short", "solid"]
    save(app, "game_over_1280x800.png")


def test_hot_seat_game_by_keyboard_alone(app: App) -> None:
    play = start_play(app)
    hands = play.table.hands
    for piece, where in LINE_GAME:
        # The first arrow shows the focus (on the first piece left); the next ones move it.
        post_key(pygame.K_RIGHT)
        app.run_frames(1)
        assert hands.focus_visible and hands.focus.kind is PlaceKind.RESERVE
        while hands.focus != reserve(piece):
            post_key(pygame.K_RIGHT)
            app.run_frames(1)
        post_key(pygame.K_RETURN)  # pick it up: the focus jumps to the receiver's slot
        app.run_frames(1)
        assert hands.selected == piece
        assert hands.focus == hand(1 - play.match.to_act)
        post_key(pygame.K_SPACE)  # hand it over
        app.run_frames(1)
        assert play.match.position.hand == piece
        assert hands.focus.kind is PlaceKind.SQUARE
        target = parse_square(where)
        post_key(pygame.K_RETURN)  # chooses the square the focus starts on, places nothing
        app.run_frames(1)
        assert play.match.position.hand == piece and hands.focus_chosen
        while hands.focus != square(target):
            post_key(pygame.K_RIGHT)
            app.run_frames(1)
        post_key(pygame.K_RETURN)
        app.run_frames(1)
        assert play.match.position.board[target] == piece
    save(app, "play_keyboard_focus_1280x800.png")
    post_key(pygame.K_q)
    app.run_frames(1)
    assert play.match.result is not None and play.match.result.winner == 0
    assert kinds(play)[-2:] == [EventKind.CALL, EventKind.RESULT]


def _make_the_line_and_hand_over(app: App, play) -> None:
    for piece, where in LINE_GAME:
        drag_give(app, play, piece)
        drag_place(app, play, where)
    drag_give(app, play, 4)  # Anna hands over without calling


def test_a_steal_names_who_missed_the_line(app: App) -> None:
    play = start_play(app)
    _make_the_line_and_hand_over(app, play)
    window = play.match.call_window(1)
    assert window is not None and window.kind is WindowKind.STEAL
    app.run_frames(60)  # a second passes: still inside the five-second window
    post_key(pygame.K_p)
    app.run_frames(1)
    result = play.match.result
    assert result is not None and result.winner == 1
    assert result.termination is Termination.STEAL
    assert notice(play) == said(play, EventKind.STEAL)
    app.run_frames(int(app.pace.result_pause / DT) + 2)
    assert isinstance(app.top, PanelScene)
    assert app.top.lines == words.result_detail(result, play.names)
    save(app, "steal_1280x800.png")


def test_the_steal_window_is_quiet_its_ring_counts_seconds(app: App) -> None:
    play = start_play(app)
    _make_the_line_and_hand_over(app, play)
    app.run_frames(int(2.5 / DT))
    # The window is open, shown by Ben's ring; the hint never asks whether a line was missed.
    assert play.match.call_window(1) is not None
    assert say.hint(play.table) == text("quarto.hint.place")
    save(app, "steal_window_countdown_1280x800.png")


def test_a_missed_line_lapses_when_the_window_closes_and_stays_marked(app: App) -> None:
    play = start_play(app)
    _make_the_line_and_hand_over(app, play)
    app.run_frames(int(5.5 / DT))  # past the five seconds
    assert EventKind.LAPSE in kinds(play)
    assert play.match.phase == Phase.PLACE and play.match.result is None
    assert notice(play) == said(play, EventKind.LAPSE)
    assert play.table.fading_lines()
    save(app, "lapse_1280x800.png")
    app.run_frames(int(3.5 / DT))
    assert not play.table.fading_lines()  # the flash is over...
    assert [line.square_names for line in play.match.lapsed_lines] == [["a4", "b4", "c4", "d4"]]
    post_key(pygame.K_p)  # too late now
    app.run_frames(1)
    assert play.match.result is None
    assert kinds(play)[-1] is EventKind.FALSE_CALL


def test_a_false_call_is_refused_with_the_reason(app: App) -> None:
    play = start_play(app)
    drag_give(app, play, 5)
    drag_place(app, play, "c2")
    post_click(play.layout.seats[1].call.center)
    app.run_frames(1)
    assert kinds(play)[-1] is EventKind.FALSE_CALL
    assert play.match.result is None
    assert notice(play) == said(play, EventKind.FALSE_CALL)
    assert play.match.events[-1].player == 1
    assert play.table.lit((Flash.REFUSED, 1))
    save(app, "false_call_1280x800.png")


def test_a_false_call_can_lose_the_game(app: App) -> None:
    play = start_play(app, quarto_setup(false_call="lose"))
    post_key(pygame.K_q)
    app.run_frames(1)
    assert play.match.result is not None and play.match.result.winner == 1


def test_a_refused_drop_glides_back_and_says_why(app: App) -> None:
    play = start_play(app)
    layout = play.layout
    post_drag(layout.reserve_slots[6].center, layout.seats[0].hand.center)  # Anna's own slot
    app.run_frames(1)
    assert play.match.position.hand is None
    assert play.table.returning is not None and play.table.returning.item == 6
    assert notice(play) == text("quarto.wrong.own_slot", other="Ben")
    app.run_frames(30)
    assert play.table.returning is None
    drag_give(app, play, 6)
    drag_place(app, play, "b3")
    drag_give(app, play, 7)
    post_drag(layout.seats[0].hand.center, layout.square_centres[parse_square("b3")])
    app.run_frames(1)
    # Checked once, by the rules: the words are the rule's own.
    assert notice(play) == text("quarto.error.square_taken", square="b3")
    assert play.match.position.hand == 7


def test_a_click_on_the_wrong_thing_says_what_was_wrong(app: App) -> None:
    play = start_play(app)
    post_click(play.layout.square_centres[0])  # Anna must give, not place
    app.run_frames(1)
    # Nothing was chosen: the words say so, not "this piece is for Ben to place".
    assert notice(play) == text("quarto.wrong.empty_square_in_give", other="Ben")
    assert notice(play) != say.status(play.table)
    post_click(play.layout.reserve_slots[4].center)  # a piece chosen, then the board again
    post_click(play.layout.square_centres[0])
    app.run_frames(1)
    assert notice(play) == text("quarto.wrong.square_in_give", other="Ben")
    post_click(play.layout.reserve_slots[4].center)  # unchosen again
    app.run_frames(1)
    drag_give(app, play, 2)
    post_click(play.layout.reserve_slots[5].center)  # Ben must place first
    app.run_frames(1)
    assert notice(play) == text("quarto.wrong.reserve_in_place")
    drag_place(app, play, "a4")
    post_click(play.layout.square_centres[0])  # Ben gives now: a4 holds a piece already
    app.run_frames(1)
    assert notice(play) == text("quarto.wrong.board_piece_in_give", other="Anna")


def test_escape_and_right_click_cancel_a_drag(app: App) -> None:
    play = start_play(app)
    layout = play.layout
    hands = play.table.hands
    start = layout.reserve_slots[9].center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(400, 300), rel=(0, 0), buttons=(1, 0, 0))
    )
    app.run_frames(1)
    assert hands.drag is not None and hands.drag.moved
    post_key(pygame.K_ESCAPE)
    app.run_frames(1)
    assert hands.drag is None and play.table.returning is not None
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=layout.seats[1].hand.center, button=1)
    )
    app.run_frames(1)
    assert play.match.position.hand is None  # the release after a cancel gives nothing
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(400, 300), rel=(0, 0), buttons=(1, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(400, 300), button=3))
    app.run_frames(1)
    assert hands.drag is None


def test_click_then_click_gives_and_places(app: App) -> None:
    play = start_play(app)
    layout = play.layout
    post_click(layout.reserve_slots[11].center)
    app.run_frames(1)
    assert play.table.hands.selected == 11
    piece = words.piece(11)
    assert say.hint(play.table) == text("quarto.hint.give_selected", other="Ben", piece=piece)
    post_click(layout.seats[1].hand.center)
    app.run_frames(1)
    assert play.match.position.hand == 11
    post_click(layout.square_centres[parse_square("d1")])
    app.run_frames(1)
    assert play.match.position.board[parse_square("d1")] == 11


def test_click_a_piece_then_enter_gives_that_piece(app: App) -> None:
    play = start_play(app)
    hands = play.table.hands
    post_key(pygame.K_DOWN)  # the keyboard focus is shown on another piece first
    post_key(pygame.K_DOWN)
    app.run_frames(1)
    assert hands.focus != reserve(15)
    post_click(play.layout.reserve_slots[15].center)  # the dark square tall hollow piece
    app.run_frames(1)
    assert hands.selected == 15 and hands.focus == hand(1)  # the focus follows the click
    post_key(pygame.K_RETURN)
    app.run_frames(1)
    assert play.match.position.hand == 15  # the piece clicked, not the one focused before


@pytest.mark.parametrize("modifier", [pygame.KMOD_LALT, pygame.KMOD_LCTRL, pygame.KMOD_LSHIFT])
def test_enter_with_a_modifier_never_moves(app: App, modifier: int) -> None:
    play = start_play(app)
    hands = play.table.hands
    post_key(pygame.K_RIGHT)
    post_key(pygame.K_RIGHT)  # a piece chosen with the arrows
    app.run_frames(1)
    post_key(pygame.K_RETURN, mod=modifier)
    app.run_frames(1)
    assert hands.selected is None and play.match.position.hand is None
    post_click(play.layout.reserve_slots[4].center)
    app.run_frames(1)
    post_key(pygame.K_RETURN, mod=modifier)
    post_key(pygame.K_KP_ENTER, mod=modifier)
    app.run_frames(1)
    assert play.match.position.hand is None  # nothing given


def test_no_key_places_on_a_square_nobody_chose(app: App) -> None:
    play = start_play(app)
    drag_give(app, play, 3)  # Ben now holds a piece; the focus sits on a4 by itself
    hands = play.table.hands
    assert hands.focus.kind is PlaceKind.SQUARE and not hands.focus_chosen
    post_key(pygame.K_RETURN)
    app.run_frames(1)
    assert play.match.position.hand == 3  # not placed: the first Enter only chose a4
    assert notice(play) == text("quarto.hint.confirm_square", square="a4")
    post_key(pygame.K_RETURN)
    app.run_frames(1)
    assert play.match.position.board[0] == 3


def test_hover_reads_the_event_position_not_the_polled_mouse(app: App) -> None:
    play = start_play(app)
    slot = play.layout.reserve_slots[3]
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=slot.center, rel=(0, 0), buttons=(0, 0, 0))
    )
    app.run_frames(1)
    assert play.table.hands.hover == reserve(3)


def test_undo_and_redo_in_hot_seat_say_what_they_took_back(app: App) -> None:
    play = start_play(app)
    drag_give(app, play, 2)
    drag_place(app, play, "a1")
    placed = next(e for e in reversed(play.match.events) if e.kind is EventKind.PLACE)
    post_key(pygame.K_z, mod=pygame.KMOD_LCTRL)
    app.run_frames(1)
    assert play.match.position.board[parse_square("a1")] is None
    assert notice(play) == text("frame.notice.took_back", action=words.event(placed, play.names))
    post_key(pygame.K_y, mod=pygame.KMOD_LCTRL)
    app.run_frames(1)
    assert play.match.position.board[parse_square("a1")] == 2


def test_undo_goes_dark_when_the_game_is_over(app: App) -> None:
    play = start_play(app)
    for piece, where in LINE_GAME:
        drag_give(app, play, piece)
        drag_place(app, play, where)
    app.run_frames(1)
    assert play.buttons[1].enabled  # Undo, while the game is on
    post_key(pygame.K_q)
    app.run_frames(2)
    assert play.match.result is not None
    assert not play.buttons[1].enabled and not play.buttons[2].enabled


def test_the_dice_decide_who_starts_before_play(app: App) -> None:
    from quarto_app.frame.scenes.dice import DiceScene

    play = start_play(app, quarto_setup(starter=None))
    assert isinstance(app.top, DiceScene)
    app.run_frames(int(app.pace.dice / 2 / DT))
    save(app, "dice_rolling_1280x800.png")
    app.run_frames(int(app.pace.dice / 2 / DT) + 5)
    assert app.top.settled
    save(app, "dice_settled_1280x800.png")
    app.run_frames(int(2 / DT))
    assert app.top is play and not play.table.rolling
    assert play.match.to_act == app.top._roll.first


def test_resizing_mid_game_lays_out_again_and_play_goes_on(app: App) -> None:
    play = start_play(app)
    drag_give(app, play, 8)
    before = play.layout
    pygame.display.set_mode((960, 600), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(960, 600), w=960, h=600))
    app.run_frames(1)
    assert play.layout is not before and play.layout.size == (960, 600)
    drag_place(app, play, "b2")
    assert play.match.position.board[parse_square("b2")] == 8
    drag_give(app, play, 9)
    assert play.match.position.hand == 9
    save(app, "play_960x600.png")
    pygame.display.set_mode((1920, 1080), pygame.RESIZABLE)
    app.run_frames(1)
    assert play.layout.size == (1920, 1080)
    drag_place(app, play, "c3")
    assert play.match.position.board[parse_square("c3")] == 9
    save(app, "play_1920x1080.png")


def test_automatic_mode_declares_the_line_itself_and_says_so(app: App) -> None:
    play = start_play(app, quarto_setup(calling="automatic"))
    for piece, where in LINE_GAME:
        drag_give(app, play, piece)
        drag_place(app, play, where)
    result = play.match.result
    assert result is not None and result.winner == 0
    assert result.termination is Termination.DECLARED
    assert notice(play) == said(play, EventKind.DECLARE)
    call = text("quarto.event.call", player="Anna", lines=words.lines(result.lines))
    assert notice(play) != call  # the app declared it: Anna did not call


def test_move_clock_runs_out_and_the_piece_in_hand_stays_in_view(app: App) -> None:
    play = start_play(app, quarto_setup(clock="60"))
    drag_give(app, play, 5)  # Ben holds piece 5 when his minute runs out
    app.run_frames(int(30 / DT))
    save(app, "move_clock_1280x800.png")
    app.run_frames(int(31 / DT))
    assert play.match.result is not None and play.match.result.winner == 0
    assert play.match.result.termination is Termination.TIMEOUT
    from quarto_app.games.quarto.screen.view import holder

    assert play.match.position.hand == 5 and holder(play.table) == 1


def test_the_rules_in_force_are_on_screen(app: App) -> None:
    play = start_play(app, quarto_setup(board="squares", color="no", clock="60"))
    line = say.rules_in_force(play.table)
    for part in (
        text("quarto.rules.squares"),
        text("quarto.rules.clock", seconds="60"),
        text("quarto.rules.window", seconds="5"),
    ):
        assert part in line
    assert words.attribute("color") not in line and words.attribute("shape") in line


def test_the_pause_keeps_the_game_and_says_so(app: App) -> None:
    app.autosave = True
    play = start_play(app)
    post_key(pygame.K_ESCAPE)
    app.run_frames(1)
    assert isinstance(app.top, PanelScene)
    assert text("frame.pause.kept") in app.top.lines
    assert text("frame.pause.not_kept") not in app.top.lines
    post_key(pygame.K_ESCAPE)  # Esc again: back to the game
    app.run_frames(1)
    assert app.top is play


def test_the_hover_label_is_gone_on_the_end_screen(app: App) -> None:
    play = start_play(app)
    for piece, where in LINE_GAME:
        drag_give(app, play, piece)
        drag_place(app, play, where)
    post_key(pygame.K_q)
    slot = play.layout.square_centres[0]
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=slot, rel=(0, 0), buttons=(0, 0, 0))
    )
    app.run_frames(1)
    assert play.table.over and say.pointed_piece(play.table) == 0
    # The view names no piece once the game is over (the result panel is there).
    from quarto_app.games.quarto.screen import view

    names: list[str] = []
    original = view.text.draw

    def spy(surface, words_drawn, *args, **kwargs):
        names.append(words_drawn)
        return original(surface, words_drawn, *args, **kwargs)

    view.text.draw = spy
    try:
        app.run_frames(1)
    finally:
        view.text.draw = original
    assert words.piece(0) not in names


def test_a_rule_refusal_names_the_code_once_checked(app: App) -> None:
    # The table asks the match; the match alone decides (the rule's code reaches the screen).
    play = start_play(app)
    drag_give(app, play, 1)
    drag_place(app, play, "a1")
    assert not play.table.give(1)  # piece 1 is on the board now
    refusal = MatchError(MatchCode.PIECE_ON_BOARD, piece=1)
    assert notice(play) == words.error(refusal, play.names)


def test_fast_pace_is_for_smoke_runs() -> None:
    assert Pace.fast().think == 0.0 and Pace().think > 0


def test_windows_below_the_minimum_still_draw(app: App) -> None:
    """The window manager keeps 960x600 as the minimum, but not every one obeys."""
    play = start_play(app)
    drag_give(app, play, 1)
    for size in [(640, 400), (320, 240), (900, 900), (2560, 1440)]:
        pygame.display.set_mode(size, pygame.RESIZABLE)
        app.run_frames(2)
        assert play.layout.size == size
    drag_place(app, play, "a1")  # at 2560x1440
    assert play.match.position.board[parse_square("a1")] == 1


class DrawSpy:
    """Records what the play screen's view draws in one frame (words and their rectangles)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        from quarto_app.games.quarto.screen import view

        self.texts: list[tuple[str, pygame.Rect]] = []
        self.lines: list[tuple] = []
        drawn, marked = view.text.draw, view._lines

        def draw(surface, words_drawn, *args, **kwargs):
            rect = drawn(surface, words_drawn, *args, **kwargs)
            self.texts.append((words_drawn, rect))
            return rect

        def lines(surface, layout, made, colour, **kwargs):
            self.lines.append((made, colour, kwargs))
            return marked(surface, layout, made, colour, **kwargs)

        monkeypatch.setattr(view.text, "draw", draw)
        monkeypatch.setattr(view, "_lines", lines)


def test_a_lapsed_line_stays_marked_on_the_board(app: App, monkeypatch) -> None:
    play = start_play(app)
    _make_the_line_and_hand_over(app, play)
    app.run_frames(int(9 / DT))  # the line lapsed, and its flash is over
    assert not play.table.fading_lines()
    spy = DrawSpy(monkeypatch)
    app.run_frames(1)
    marked = [made for made, _, kwargs in spy.lines if kwargs.get("thin")]
    assert marked == [play.match.lapsed_lines]


def test_the_countdown_ring_shows_its_seconds(app: App, monkeypatch) -> None:
    play = start_play(app)
    _make_the_line_and_hand_over(app, play)
    app.run_frames(int(1.5 / DT))  # 3.5 seconds left in Ben's window
    spy = DrawSpy(monkeypatch)
    app.run_frames(1)
    button = play.layout.seats[1].call
    assert any(said == "4" and button.contains(rect) for said, rect in spy.texts)


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
def test_a_24_character_name_is_whole_at_both_sizes(
    monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    """Issue 28: names whole at 1280x800 and 960x600 (wrapped onto two lines if need be)."""
    from quarto_app.frame import text as frame_text

    name = "Zoë the Great Long-Named"
    assert len(name) == 24
    app = make_app(size)
    try:
        start_play(app, quarto_setup((name, "Ben")))
        panel = app.top.layout.seats[0].panel
        shown: list[str] = []
        original = frame_text.draw

        def spy(surface, words_drawn, size_px, colour, **kwargs):
            centre = kwargs.get("center")
            if centre is not None and panel.collidepoint(centre) and words_drawn in name:
                fitted, _ = frame_text.fitted(
                    words_drawn, size_px, kwargs.get("bold", False), kwargs.get("max_width")
                )
                shown.append(fitted)
            return original(surface, words_drawn, size_px, colour, **kwargs)

        monkeypatch.setattr(frame_text, "draw", spy)
        app.run_frames(1)
        save(app, f"long_name_{size[0]}x{size[1]}.png")
        assert " ".join(shown) == name
    finally:
        app.close()
