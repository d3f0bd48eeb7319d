"""Sound and motion on the play screens of both games, through the real scenes.

What is heard is recorded where the screens ask for it (frame.sound.play), so
the tests say which effect each thing on the table makes, in order; a game is
also played with the dummy audio driver and with a mixer that fails to open.
Motion is checked as the table model shows it (what is in flight, the
finale's progress, the scene asking for frames) with motion on and reduced.
"""

from __future__ import annotations

import pygame
import pytest
from quartino_screens import (
    claim_by_pointer,
    click_stone,
    drag_stone,
    press,
    quartino_setup,
    start_table,
    take_screen,
    thread_workers,
)
from test_gui_helpers import DT, make_app, post_click, post_drag, post_key, quarto_setup, start_play

from quarto_app.frame import preferences, sound
from quarto_app.frame.assets import assets
from quarto_app.frame.i18n import text
from quarto_app.frame.loop import App
from quarto_app.frame.requests import Answer, Ask
from quarto_app.frame.scenes.dice import DiceScene
from quarto_app.frame.scenes.panel import PanelScene
from quarto_app.frame.scenes.settings import SettingsScene
from quarto_app.frame.sound import Sound
from quarto_app.games.quartino.match import EventKind as QuartinoKind
from quarto_app.games.quartino.rules import Card, Colour
from quarto_app.games.quartino.screen import sounds as quartino_sounds
from quarto_app.games.quartino.screen.places import TurnButton
from quarto_app.games.quarto.rules import parse_square
from quarto_app.games.quarto.screen.places import hand
from quarto_app.games.quarto.screen.table import Flash
from quarto_app.platform.paths import resource_path

Y, B, G, P = Colour.YELLOW, Colour.BLUE, Colour.GREEN, Colour.PINK
LINE_GAME = [(0, "a4"), (1, "b4"), (2, "c4"), (3, "d4")]  # Anna places the fourth


@pytest.fixture
def app() -> App:
    app = make_app()
    yield app
    app.close()
    pygame.quit()
    preferences.use({})


@pytest.fixture
def heard(monkeypatch: pytest.MonkeyPatch) -> list[Sound]:
    """Every effect the screens ask for, in order (the real player still plays it)."""
    asked: list[Sound] = []
    real = sound.play

    def record(effect: Sound) -> bool:
        asked.append(effect)
        return real(effect)

    monkeypatch.setattr(sound, "play", record)
    return asked


def reduce_motion(on: bool = True) -> None:
    preferences.current().reduced_motion = on


def give(app: App, play, piece: int) -> None:
    layout = play.layout
    post_drag(layout.reserve_slots[piece].center, layout.seats[1 - play.match.to_act].hand.center)
    app.run_frames(1)


def place(app: App, play, where: str) -> None:
    layout = play.layout
    held = layout.seats[play.match.to_act].hand.center
    post_drag(held, layout.square_centres[parse_square(where)])
    app.run_frames(1)


def play_the_line(app: App, play) -> None:
    for piece, where in LINE_GAME:
        give(app, play, piece)
        place(app, play, where)


# --- sound ---------------------------------------------------------------------------------


def test_every_quartino_event_has_its_sound_or_is_silent_on_purpose() -> None:
    for kind in QuartinoKind:
        assert (kind in quartino_sounds.SOUND_OF) != (kind in quartino_sounds.SILENT), kind
    assert set(quartino_sounds.PRIORITY) == set(quartino_sounds.SOUND_OF.values())
    for effect in quartino_sounds.SOUND_OF.values():
        assert resource_path(effect.file).is_file()


def test_a_quarto_game_is_heard_move_by_move_then_the_call_then_the_win(
    app: App, heard: list[Sound]
) -> None:
    play = start_play(app)
    play_the_line(app, play)
    moves = [Sound.PICK_UP, Sound.GIVE, Sound.PICK_UP, Sound.PLACE]
    assert heard == moves * len(LINE_GAME)
    heard.clear()
    post_key(pygame.K_q)  # Anna's QUARTO!
    app.run_frames(1)
    assert play.match.result is not None and play.match.result.winner == 0
    assert heard == [Sound.CALL]
    app.run_frames(int(0.4 / DT))
    assert heard == [Sound.CALL, Sound.WIN]  # the fanfare just after the call


def test_a_click_picks_a_piece_up_and_a_false_call_is_heard(app: App, heard) -> None:
    play = start_play(app)
    post_click(play.layout.reserve_slots[11].center)
    app.run_frames(1)
    assert heard == [Sound.PICK_UP]
    post_click(play.layout.seats[1].hand.center)
    app.run_frames(1)
    post_key(pygame.K_p)  # Ben calls with no line on the board
    app.run_frames(1)
    assert heard == [Sound.PICK_UP, Sound.GIVE, Sound.FALSE_CALL]


def test_a_steal_window_ticks_its_last_three_seconds_then_lapses(app: App, heard) -> None:
    play = start_play(app)
    play_the_line(app, play)
    give(app, play, 4)  # Anna hands over without calling: Ben has five seconds to steal
    heard.clear()
    app.run_frames(int(5.5 / DT))
    assert heard == [Sound.TICK, Sound.TICK, Sound.TICK, Sound.LAPSE]
    assert play.match.call_window(1) is None


def test_a_steal_is_heard(app: App, heard) -> None:
    play = start_play(app)
    play_the_line(app, play)
    give(app, play, 4)
    heard.clear()
    post_key(pygame.K_p)
    app.run_frames(int(0.4 / DT))
    assert heard == [Sound.STEAL, Sound.WIN]  # Ben steals, and it is a person's win


def test_a_loss_to_the_computer_is_said_gently_and_not_celebrated(app: App, heard) -> None:
    play = start_play(app, quarto_setup(levels=(None, "Easy")))
    match = play.match
    # Both sides played straight on the match: Anna makes a4-d4 with her last placement...
    for piece, where, placer in [(0, "a4", 1), (1, "b4", 0), (2, "c4", 1), (3, "d4", 0)]:
        match.give(1 - placer, piece)
        match.place(placer, parse_square(where))
    assert play.table.give(4)  # ...and hands a piece over without calling: the computer steals
    app.run_frames(int(1.5 / DT))
    result = match.result
    assert result is not None and result.winner == 1
    assert heard == [Sound.GIVE, Sound.STEAL, Sound.LAPSE]
    assert not play.table.cheered


def test_a_move_clock_ticks_its_last_three_seconds_and_a_draw_is_heard(app: App, heard) -> None:
    from test_match_flow import DRAWN_BOARD

    from quarto_app.games.quarto.rules import Position

    play = start_play(app, quarto_setup(clock="60"))
    app.run_frames(int(61 / DT))  # Anna's minute runs out: Ben wins, on time
    assert play.match.result is not None and play.match.result.winner == 1
    assert heard == [Sound.TICK, Sound.TICK, Sound.TICK, Sound.WIN]
    heard.clear()
    play = start_play(app)
    match, board = play.match, Position.from_str(DRAWN_BOARD).board
    match.give(0, board[0])  # the drawn board, straight on the match, but its last piece
    for square in range(15):
        player = match.to_act
        match.place(player, square)
        match.give(player, board[square + 1])
    assert play.table.place(15)  # no line: the final window, then a draw
    app.run_frames(int(6 / DT))
    assert play.match.result is not None and play.match.result.winner is None
    assert heard == [Sound.PLACE, Sound.TICK, Sound.TICK, Sound.TICK, Sound.DRAW]


def test_a_quartino_turn_is_heard_stone_by_stone(app: App, heard) -> None:
    thread_workers(app)
    # Three pinks on space 1: Anna's fourth makes a column (and four pinks on the board).
    play = start_table(app, quartino_setup(), board="./ppp/././././././.")
    take_screen(app)
    heard.clear()
    drag_stone(app, play, P, 1)
    assert heard == [Sound.PICK_UP, Sound.PLACE]
    press(app, play, TurnButton.END)
    take_screen(app)  # Ben's turn: the Column rule clears space 1
    assert Sound.COLUMN in heard
    heard.clear()
    press(app, play, TurnButton.COLOUR)
    assert heard[-1] is Sound.COLOUR
    click_stone(app, play, Y, 0)
    assert heard[-2:] == [Sound.PICK_UP, Sound.PLACE]


def test_a_quartino_claim_and_a_wrong_claim_are_heard(app: App, heard) -> None:
    thread_workers(app)
    play = start_table(app, quartino_setup(), board="yy/b/g/././g/p/./.")
    take_screen(app)
    drag_stone(app, play, P, 3)
    heard.clear()
    claim_by_pointer(app, play, Card.from_str("ybgp"))
    assert heard[-1] is Sound.CALL
    drag_stone(app, play, Y, 0)
    heard.clear()
    claim_by_pointer(app, play, Card.from_str("pgby"))  # not on the board
    assert heard[-1] is Sound.FALSE_CALL


def test_a_game_plays_to_its_end_with_the_dummy_driver(app: App, heard) -> None:
    played: list[bool] = []
    real = sound.SoundPlayer.play
    preferences.current().sound = True

    def through(self, effect: Sound) -> bool:
        played.append(real(self, effect))
        return played[-1]

    pytest.MonkeyPatch().setattr(sound.SoundPlayer, "play", through)
    play = start_play(app)
    play_the_line(app, play)
    post_key(pygame.K_q)
    app.run_frames(int(2 / DT))
    assert play.match.result is not None
    # SDL_AUDIODRIVER=dummy: a mixer and effects heard (when its channels are all busy, as
    # with a game played faster than its sounds last, an effect is left out, quietly).
    assert len(played) > 10 and played[0]
    pygame.mixer.quit()


def test_a_game_plays_on_silently_when_the_mixer_fails_to_open(
    app: App, heard, monkeypatch
) -> None:
    tries: list[int] = []

    def no_device() -> None:
        tries.append(1)
        raise pygame.error("No available audio device")

    assets().forget()
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    play = start_play(app)
    play_the_line(app, play)
    post_key(pygame.K_q)
    app.run_frames(int(2 / DT))
    assert play.match.result is not None and isinstance(app.top, PanelScene)
    assert len(heard) > 10 and len(tries) == 1  # asked for, silent, the mixer tried once


# --- motion --------------------------------------------------------------------------------


def test_a_persons_piece_glides_into_place_then_the_table_is_idle(app: App) -> None:
    play = start_play(app)
    post_click(play.layout.reserve_slots[11].center)
    post_click(play.layout.seats[1].hand.center)
    app.run_frames(1)
    assert play.match.position.hand == 11  # the match has it at once...
    flying = play.table.in_flight()
    assert [(piece, end) for piece, _, end, _ in flying] == [(11, hand(1))]
    assert 0 < flying[0][3] < 1 and play.animating()  # ...and the piece is on its way
    app.run_frames(int(0.3 / DT))
    assert play.table.in_flight() == [] and not play.animating()  # idle means idle


def test_with_reduced_motion_a_move_is_in_place_at_once(app: App) -> None:
    reduce_motion()
    play = start_play(app)
    post_click(play.layout.reserve_slots[11].center)
    post_click(play.layout.seats[1].hand.center)
    app.run_frames(1)
    assert play.match.position.hand == 11
    assert play.table.in_flight() == [] and not play.animating()
    layout = play.layout
    post_drag(layout.seats[1].hand.center, layout.seats[0].hand.center)  # refused: not a square
    app.run_frames(1)
    assert play.table.in_flight() == [] and not play.animating()  # no glide home either


def test_with_reduced_motion_the_computer_moves_without_a_glide(app: App) -> None:
    play = start_play(app, quarto_setup(levels=(None, "Easy")))
    give(app, play, 5)
    seen: list[float] = []
    for _ in range(int(3 / DT)):
        app.run_frames(1)
        seen += [progress for *_, progress in play.table.in_flight()]
    assert any(0 < progress < 1 for progress in seen)  # with motion: it glides
    reduce_motion()
    place(app, play, "d1")
    give(app, play, 6)
    seen.clear()
    for _ in range(int(3 / DT)):
        app.run_frames(1)
        seen += [progress for *_, progress in play.table.in_flight()]
    assert play.match.position.board.count(None) == 13  # it placed...
    assert all(progress == 1 for progress in seen)  # ...never seen half way


def test_a_win_glows_and_is_celebrated_then_the_board_stands_still(app: App) -> None:
    play = start_play(app)
    play_the_line(app, play)
    app.run_frames(int(0.3 / DT))
    post_key(pygame.K_q)
    app.run_frames(int(0.5 / DT))
    progress = play.table.finale_progress()
    assert progress is not None and 0 < progress < 1
    assert play.table.cheered and play.animating()
    app.run_frames(int(1 / DT))
    assert isinstance(app.top, PanelScene)  # the result, over a finished show
    assert play.table.finale_progress() is None


def test_with_reduced_motion_the_win_shows_at_once_and_nothing_flashes(app: App) -> None:
    reduce_motion()
    play = start_play(app)
    give(app, play, 5)
    place(app, play, "c2")
    post_key(pygame.K_p)  # Ben's false call: said, not flashed
    app.run_frames(1)
    assert not play.table.lit((Flash.REFUSED, 1))
    play_the_line(app, start_play(app))
    play = app.router.stack[0]
    post_key(pygame.K_q)
    app.run_frames(1)
    assert play.match.result is not None and play.table.finale_progress() is None


def test_the_dice_roll_and_with_reduced_motion_show_their_throw_at_once(app: App) -> None:
    start_play(app, quarto_setup(starter=None))
    dice = app.top
    assert isinstance(dice, DiceScene)
    app.run_frames(5)
    assert not dice.settled and any(dice.tumble(seat) != (0.0, 0.0) for seat in (0, 1))
    reduce_motion()
    start_play(app, quarto_setup(starter=None))
    dice = app.top
    assert isinstance(dice, DiceScene)
    assert dice.settled and dice.tumble(0) == (0.0, 0.0)
    assert dice.faces() == dice.throws[-1]
    app.run_frames(int(0.6 / DT))
    assert app.top is dice  # the throw stays up to be read


def test_a_quartino_stone_glides_and_a_column_falls_unless_motion_is_reduced(app: App) -> None:
    thread_workers(app)
    play = start_table(app, quartino_setup(), board="./ppp/././././././.")
    take_screen(app)
    click_stone(app, play, P, 1)
    assert play.table.arriving_at(1) and play.animating()
    app.run_frames(int(0.3 / DT))
    assert not play.table.arriving_at(1)
    reduce_motion()
    press(app, play, TurnButton.END)
    take_screen(app)
    assert play.match.board.stacks[1] == ()  # the Column rule cleared it...
    assert play.table.current_clearing() is None  # ...with no fall to watch
    click_stone(app, play, Y, 0)
    assert not play.table.arriving_at(0)


# --- the settings from the pause panel -----------------------------------------------------


def answer_button(panel: PanelScene, answer: Answer):
    return panel.column.buttons[panel.answers.index(answer)]


def test_the_pause_panel_opens_the_settings_and_comes_back_to_the_pause(app: App) -> None:
    play = start_play(app)
    post_key(pygame.K_ESCAPE)
    app.run_frames(1)
    pause = app.top
    assert isinstance(pause, PanelScene)
    assert pause.answers == [
        Answer.RESUME,
        Answer.RULES,
        Answer.SAVE,
        Answer.SETTINGS,
        Answer.NEW,
        Answer.MENU,
    ]
    post_click(answer_button(pause, Answer.SETTINGS).rect.center)
    app.run_frames(1)
    settings = app.top
    assert isinstance(settings, SettingsScene)
    post_click((settings.motion_row.rect.right - 6, settings.motion_row.rect.centery))
    app.run_frames(1)
    assert preferences.current().reduced_motion
    post_key(pygame.K_ESCAPE)
    app.run_frames(1)
    pause = app.top
    assert isinstance(pause, PanelScene) and pause.asked is Ask.PAUSE  # back where it was
    assert pause.title == text("frame.pause.title")
    post_click(answer_button(pause, Answer.RESUME).rect.center)
    app.run_frames(1)
    assert app.top is play
    post_click(play.layout.reserve_slots[2].center)
    post_click(play.layout.seats[1].hand.center)
    app.run_frames(1)
    assert play.match.position.hand == 2 and play.table.in_flight() == []  # instant now
