"""Whole games through the real play scene, driven by synthetic pygame events.

Mouse games read the layout for where to press (as a player reads the
screen); keyboard games use only keys. Time passes only through the loop's dt.
"""

from __future__ import annotations

import pygame
import pytest
from test_gui_helpers import DT, make_app, post_click, post_drag, post_key, save

from quarto_app.frame.loop import App, Pace
from quarto_app.frame.scenes.overlay import GameOverOverlay
from quarto_app.games.quarto import words
from quarto_app.games.quarto.match import (
    EventKind,
    FalseCallRule,
    MatchSettings,
    Phase,
    Termination,
    WindowKind,
)
from quarto_app.games.quarto.rules import parse_square
from quarto_app.games.quarto.screen.game_setup import GameSetup
from quarto_app.games.quarto.screen.scene import PlayScene

# Pieces 0-3 share "short" and "solid": placed on a4, b4, c4, d4 they make a line,
# and Anna (who gives first) places the fourth one, on d4.
LINE_GAME = [(0, "a4"), (1, "b4"), (2, "c4"), (3, "d4")]


@pytest.fixture
def app() -> App:
    app = make_app()
    yield app
    app.reset_scenes()
    pygame.quit()


def start_play(app: App, setup: GameSetup | None = None) -> PlayScene:
    play = PlayScene(app, setup or GameSetup(starter=0))
    app.reset_to(play)
    app.run_frames(2)
    return play


def kinds(play: PlayScene) -> list[EventKind]:
    return [event.kind for event in play.match.events]


def said(play: PlayScene, kind: EventKind) -> str:
    """The words of the match's last event of this kind, as the catalog says them."""
    event = next(e for e in reversed(play.match.events) if e.kind is kind)
    return words.event(event, play.names)


def centre(rect: pygame.Rect) -> tuple[int, int]:
    return rect.center


def drag_give(app: App, play: PlayScene, piece: int) -> None:
    layout = play.layout
    receiver = 1 - play.match.to_act
    post_drag(layout.reserve_slots[piece].center, layout.seats[receiver].hand.center)
    app.run_frames(1)


def drag_place(app: App, play: PlayScene, square: str) -> None:
    layout = play.layout
    hand = layout.seats[play.match.to_act].hand.center
    post_drag(hand, layout.square_centres[parse_square(square)])
    app.run_frames(1)


def test_hot_seat_game_by_drag_and_drop_ends_in_a_called_quarto(app: App) -> None:
    play = start_play(app)
    assert play.status_line() == "Anna: choose a piece for Ben"
    for index, (piece, square) in enumerate(LINE_GAME):
        drag_give(app, play, piece)
        assert play.match.position.hand == piece
        assert play.status_line().endswith("place the piece")
        drag_place(app, play, square)
        assert play.match.position.board[parse_square(square)] == piece
        assert play.match.last_square == parse_square(square)
        if index == 1:
            save(app, "play_midgame_1280x800.png")
    assert play.match.to_act == 0  # Anna placed the fourth piece of the line
    post_click(play.layout.seats[0].call.center)
    app.run_frames(1)
    assert play.match.result is not None and play.match.result.winner == 0
    assert play.notice.text == said(play, EventKind.CALL)
    app.run_frames(int(app.pace.result_pause / DT) + 2)
    assert isinstance(app.top, GameOverOverlay)
    result = play.match.result
    assert app.top.title()[0] == words.result_title(result, play.names)
    assert app.top.lines() == words.result_detail(result, play.names)
    assert result.lines[0].shared == ["short", "solid"]
    save(app, "game_over_1280x800.png")


def test_hot_seat_game_by_keyboard_alone(app: App) -> None:
    play = start_play(app)
    for piece, square in LINE_GAME:
        # Focus starts on the first piece left in the reserve (8 rows of 2).
        focus = play.focus
        assert focus == ("reserve", play.match.position.available()[0])
        while play.focus[1] != piece:
            post_key(pygame.K_RIGHT)
            app.run_frames(1)
        post_key(pygame.K_RETURN)  # pick it up: the focus jumps to the receiver's slot
        app.run_frames(1)
        assert play.selected == piece
        assert play.focus == ("hand", 1 - play.match.to_act)
        post_key(pygame.K_SPACE)  # hand it over
        app.run_frames(1)
        assert play.match.position.hand == piece
        assert play.focus[0] == "square"
        target = parse_square(square)
        while play.focus[1] != target:
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


def _make_the_line_and_hand_over(app: App, play: PlayScene) -> None:
    for piece, square in LINE_GAME:
        drag_give(app, play, piece)
        drag_place(app, play, square)
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
    assert play.notice.text == said(play, EventKind.STEAL)
    app.run_frames(int(app.pace.result_pause / DT) + 2)
    assert isinstance(app.top, GameOverOverlay)
    assert app.top.lines() == words.result_detail(result, play.names)
    save(app, "steal_1280x800.png")


def test_a_missed_line_lapses_when_the_window_closes(app: App) -> None:
    play = start_play(app)
    _make_the_line_and_hand_over(app, play)
    app.run_frames(int(2.5 / DT))
    save(app, "steal_window_countdown_1280x800.png")
    app.run_frames(int(3.0 / DT))  # past the five seconds
    assert EventKind.LAPSE in kinds(play)
    assert play.match.phase == Phase.PLACE and play.match.result is None
    assert play.notice.text == said(play, EventKind.LAPSE)
    assert play.fading_left > 0 and play.fading_lines
    save(app, "lapse_1280x800.png")
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
    assert play.notice.text == said(play, EventKind.FALSE_CALL)
    assert play.match.events[-1].player == 1
    assert 1 in play.refused
    save(app, "false_call_1280x800.png")


def test_a_false_call_can_lose_the_game(app: App) -> None:
    settings = MatchSettings(names=("Anna", "Ben"), false_call=FalseCallRule.LOSE)
    play = start_play(app, GameSetup(settings=settings, starter=0))
    post_key(pygame.K_q)
    app.run_frames(1)
    assert play.match.result is not None and play.match.result.winner == 1


def test_a_refused_drop_glides_back_and_says_why(app: App) -> None:
    play = start_play(app)
    layout = play.layout
    post_drag(layout.reserve_slots[6].center, layout.seats[0].hand.center)  # Anna's own slot
    app.run_frames(1)
    assert play.match.position.hand is None
    assert play.returning is not None and play.returning.piece == 6
    assert "drop it on Ben's slot" in play.notice.text
    app.run_frames(30)
    assert play.returning is None
    drag_give(app, play, 6)
    drag_place(app, play, "b3")
    drag_give(app, play, 7)
    post_drag(layout.seats[0].hand.center, layout.square_centres[parse_square("b3")])
    app.run_frames(1)
    assert "b3 is taken" in play.notice.text
    assert play.match.position.hand == 7


def test_escape_and_right_click_cancel_a_drag(app: App) -> None:
    play = start_play(app)
    layout = play.layout
    start = layout.reserve_slots[9].center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(400, 300), rel=(0, 0), buttons=(1, 0, 0))
    )
    app.run_frames(1)
    assert play.drag is not None and play.drag.moved
    post_key(pygame.K_ESCAPE)
    app.run_frames(1)
    assert play.drag is None and play.returning is not None
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
    assert play.drag is None


def test_click_then_click_gives_and_places(app: App) -> None:
    play = start_play(app)
    layout = play.layout
    post_click(layout.reserve_slots[11].center)
    app.run_frames(1)
    assert play.selected == 11
    assert "Click Ben's slot" in play.hint()
    post_click(layout.seats[1].hand.center)
    app.run_frames(1)
    assert play.match.position.hand == 11
    post_click(layout.square_centres[parse_square("d1")])
    app.run_frames(1)
    assert play.match.position.board[parse_square("d1")] == 11


def test_hover_reads_the_event_position_not_the_polled_mouse(app: App) -> None:
    play = start_play(app)
    slot = play.layout.reserve_slots[3]
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=slot.center, rel=(0, 0), buttons=(0, 0, 0))
    )
    app.run_frames(1)
    assert play.hover == ("reserve", 3)


def test_undo_and_redo_in_hot_seat(app: App) -> None:
    play = start_play(app)
    drag_give(app, play, 2)
    drag_place(app, play, "a1")
    post_key(pygame.K_z, mod=pygame.KMOD_LCTRL)
    app.run_frames(1)
    assert play.match.position.board[parse_square("a1")] is None
    assert play.status_line() == "Ben: place the piece"
    post_key(pygame.K_y, mod=pygame.KMOD_LCTRL)
    app.run_frames(1)
    assert play.match.position.board[parse_square("a1")] == 2


def test_the_dice_decide_who_starts_before_play(app: App) -> None:
    from quarto_app.frame.scenes.dice import DiceScene

    play = PlayScene(app, GameSetup())
    app.reset_to(play)
    assert isinstance(app.top, DiceScene)
    app.run_frames(int(app.pace.dice / 2 / DT))
    save(app, "dice_rolling_1280x800.png")
    app.run_frames(int(app.pace.dice / 2 / DT) + 5)
    assert app.top.settled
    save(app, "dice_settled_1280x800.png")
    app.run_frames(int(2 / DT))
    assert app.top is play
    assert play.match.to_act == play.roll.first


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


def test_automatic_mode_declares_the_line_itself(app: App) -> None:
    from quarto_app.games.quarto.match import Calling

    settings = MatchSettings(names=("Anna", "Ben"), calling=Calling.AUTOMATIC)
    play = start_play(app, GameSetup(settings=settings, starter=0))
    for piece, square in LINE_GAME:
        drag_give(app, play, piece)
        drag_place(app, play, square)
    assert play.match.result is not None and play.match.result.winner == 0


def test_move_clock_runs_out(app: App) -> None:
    settings = MatchSettings(names=("Anna", "Ben"), move_clock=60.0)
    play = start_play(app, GameSetup(settings=settings, starter=0))
    app.run_frames(int(30 / DT))
    save(app, "move_clock_1280x800.png")
    app.run_frames(int(31 / DT))
    assert play.match.result is not None and play.match.result.winner == 1


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
