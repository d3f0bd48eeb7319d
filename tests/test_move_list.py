"""The move list, through the real play scenes of both games: it opens (key L or the Moves
button), lists every step in the record's notation, shows a past step read-only (the model
drawn is the position at that step; what would change the match is refused), and comes
back to the live game (Esc, Return, or the button)."""

from __future__ import annotations

import pygame
import pytest
from quartino_screens import drag_stone, press, quartino_setup, start_table, take_screen
from quartino_screens import thread_workers as quartino_threads
from test_gui_helpers import make_app, post_click, post_drag, post_key, start_play

from quarto_app.frame.loop import App, Pace
from quarto_app.games.quartino.rules import Colour
from quarto_app.games.quartino.screen.places import TurnButton
from quarto_app.games.quarto.rules import parse_square


@pytest.fixture
def app() -> App:
    app = make_app(pace=Pace.fast())
    yield app
    app.close()
    pygame.quit()


def give(app: App, play, piece: int) -> None:
    layout = play.layout
    receiver = 1 - play.match.to_act
    post_drag(layout.reserve_slots[piece].center, layout.seats[receiver].hand.center)
    app.run_frames(1)


def place(app: App, play, square: str) -> None:
    layout = play.layout
    post_drag(
        layout.seats[play.match.to_act].hand.center, layout.square_centres[parse_square(square)]
    )
    app.run_frames(1)


def quarto_game(app: App):
    """Anna and Ben play five steps; the positions after each step, as the game went."""
    play = start_play(app)
    positions = [play.match.position]
    for step in (lambda: give(app, play, 5), lambda: place(app, play, "b2")):
        step()
        positions.append(play.match.position)
    for step in (lambda: give(app, play, 9), lambda: place(app, play, "c3")):
        step()
        positions.append(play.match.position)
    give(app, play, 12)
    positions.append(play.match.position)
    assert play.match.steps == 5 and len(set(positions)) == 6
    return play, positions


def key(app: App, name: int, times: int = 1) -> None:
    for _ in range(times):
        post_key(name)
    app.run_frames(1)


def test_quarto_a_past_position_is_shown_read_only_and_the_game_comes_back(app: App) -> None:
    play, positions = quarto_game(app)
    key(app, pygame.K_l)
    assert play.moves.open and play.moves.viewing is None
    assert play.shown_table is play.table  # the last entry is the live game

    key(app, pygame.K_UP, 3)
    assert play.moves.viewing == 2
    assert play.shown_table.match.position == positions[2]
    assert play.move_entry(2).notation == "b2"
    assert play.move_entry(1).notation == ":5" and play.move_entry(1).seat == 0

    # The past is only looked at: a drag onto the board does nothing to the live game.
    live = play.match.position
    place(app, play, "d4")
    assert play.match.position == live and play.match.steps == 5
    assert not play.buttons[1].enabled  # Undo is off while the past is shown

    key(app, pygame.K_DOWN)
    assert play.shown_table.match.position == positions[3]
    key(app, pygame.K_ESCAPE)
    assert not play.moves.open and play.moves.viewing is None
    assert play.shown_table is play.table
    place(app, play, "d4")  # the live game goes on
    assert play.match.steps == 6


def test_quarto_entries_are_chosen_by_pointer_and_the_button_returns(app: App) -> None:
    play, positions = quarto_game(app)
    post_click(play.buttons[3].rect.center)  # Moves
    app.run_frames(1)
    assert play.moves.open
    panel = play._panel()
    row = next(i for i in range(len(panel.rows)) if play.moves.top + i == 1)
    post_click(panel.rows[row].center)
    app.run_frames(1)
    assert play.moves.viewing == 1
    assert play.shown_table.match.position == positions[1]
    post_click(play.buttons[3].rect.center)
    app.run_frames(1)
    assert not play.moves.open and play.shown_table is play.table


def test_quarto_return_comes_back_from_the_start(app: App) -> None:
    play, positions = quarto_game(app)
    key(app, pygame.K_l)
    key(app, pygame.K_LEFT, 9)  # past the start: it stays there
    assert play.moves.viewing == 0
    assert play.shown_table.match.position == positions[0]
    key(app, pygame.K_RETURN)
    assert not play.moves.open and play.shown_table is play.table


def test_quartino_a_past_board_is_shown_and_the_game_comes_back(app: App) -> None:
    quartino_threads(app)
    play = start_table(app, quartino_setup())
    assert take_screen(app) == 0
    boards = [play.match.board]
    drag_stone(app, play, Colour.YELLOW, 4)
    boards.append(play.match.board)
    press(app, play, TurnButton.END)
    assert take_screen(app) == 1
    boards.append(play.match.board)
    drag_stone(app, play, Colour.BLUE, 1)
    boards.append(play.match.board)
    assert play.match.steps == 3

    key(app, pygame.K_l)
    key(app, pygame.K_UP, 2)
    assert play.moves.viewing == 1
    assert play.shown_table.match.board == boards[1]
    assert play.move_entry(1).notation == "y4" and play.move_entry(1).seat == 0
    assert play.move_entry(2).notation == "pass"

    press(app, play, TurnButton.END)  # refused while the past is shown
    assert play.match.steps == 3
    key(app, pygame.K_ESCAPE)
    assert play.shown_table is play.table and play.match.board == boards[3]
    press(app, play, TurnButton.END)
    assert play.match.steps == 4


def test_quarto_entries_tell_what_time_did_and_the_calls(app: App) -> None:
    from test_gui_helpers import DT

    from quarto_app.games.quarto import words
    from quarto_app.games.quarto.match import EventKind

    play = start_play(app)
    for piece, square in [(0, "a4"), (1, "b4"), (2, "c4"), (3, "d4")]:
        give(app, play, piece)
        place(app, play, square)  # Anna's fourth piece makes a line; she does not call
    give(app, play, 4)
    handed = play.match.steps
    app.run_frames(int(5.5 / DT))  # the steal window runs out: the line lapses
    post_key(pygame.K_p)  # Ben calls, too late
    app.run_frames(1)
    events = {event.kind: event for event in play.match.events}
    lapse, false_call = events[EventKind.LAPSE], events[EventKind.FALSE_CALL]
    handed_over = play.move_entry(handed)
    assert handed_over.notation == ":4 wait" and handed_over.seat == 0  # the window ran out
    assert words.event(lapse, play.names) in handed_over.words
    called = play.move_entry(handed + 1)
    assert called.seat == 1 and called.notation == "Q2"
    assert words.event(false_call, play.names) in called.words


def test_a_past_step_of_the_match_is_a_match_of_its_own() -> None:
    from quarto_app.games.quarto.match import Match, MatchSettings

    match = Match(MatchSettings())
    positions = [match.position]
    for player, piece, square in [(0, 3, 5), (1, 7, 9)]:
        match.give(player, piece)
        positions.append(match.position)
        match.place(1 - player, square)
        positions.append(match.position)
    assert match.steps == 4
    for step, position in enumerate(positions):
        past = match.at_step(step)
        assert past.position == position and past.steps == 0 and not past.can_undo
    match.undo()
    assert match.steps == 3 and match.at_step(3).position == positions[3]
    with pytest.raises(IndexError):
        match.at_step(4)
