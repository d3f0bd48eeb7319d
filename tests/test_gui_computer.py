"""Games against the computer on screen, with AI stand-ins (see test_gui_helpers)."""

from __future__ import annotations

import time

import pygame
import pytest
from test_gui_helpers import (
    DT,
    StandInLevel,
    StandInWorker,
    make_app,
    post_click,
    post_key,
    quarto_setup,
    save,
    start_play,
)

from quarto_app.frame.i18n import text
from quarto_app.frame.loop import App, Pace
from quarto_app.frame.scenes.menu import MenuScene
from quarto_app.frame.scenes.panel import PanelScene
from quarto_app.games.quarto import words
from quarto_app.games.quarto.match import EventKind, Match, MatchSettings, Phase
from quarto_app.games.quarto.rules import parse_square
from quarto_app.games.quarto.screen import say
from quarto_app.games.quarto.screen.computer import Computer
from quarto_app.games.quarto.screen.scene import PlayScene


@pytest.fixture
def app() -> App:
    app = make_app()
    yield app
    app.close()
    pygame.quit()


def versus(app: App, starter: int = 0) -> PlayScene:
    setup = quarto_setup(("You", "Computer (Easy)"), (None, "Easy"), starter=starter)
    return start_play(app, setup)


def wait_for_turn(app: App, play: PlayScene, limit: float = 10.0) -> None:
    """Run frames until a person may act or the game is over.

    `limit` bounds screen time (frames of DT) and, for a real search running in a
    thread beside the frames, wall time too: the search's pace is the machine's, so on
    a busy machine it needs more frames than on an idle one. It fails only when both
    have run out.
    """
    frames = 0
    deadline = time.monotonic() + limit
    while frames < limit / DT or time.monotonic() < deadline:
        if play.table.human_turn or play.match.phase == Phase.OVER or app.top is not play:
            return
        app.run_frames(1)
        frames += 1
    raise AssertionError(f"no turn came: {say.status(play.table)}")


def test_a_whole_game_against_the_computer_by_mouse(app: App) -> None:
    play = versus(app)
    glides = 0
    thinking_seen = False
    for _ in range(20):
        wait_for_turn(app, play)
        if play.match.phase == Phase.OVER:
            break
        layout = play.layout
        if play.match.phase == Phase.GIVE:
            # Give the piece least likely to hand the computer a line: the last one.
            piece = play.match.position.available()[-1]
            post_click(layout.reserve_slots[piece].center)
            post_click(layout.seats[1].hand.center)
        else:
            square = play.match.position.empty_squares()[-1]
            post_click(layout.square_centres[square])
        app.run_frames(1)
        # The computer's turn: it thinks, then its pieces glide; people wait.
        for _ in range(int(3 / DT)):
            thinking_seen |= play.table.computer.thinking == 1
            glides += play.table.computer.glide is not None
            if play.table.human_turn or play.match.phase == Phase.OVER:
                break
            app.run_frames(1)
    assert play.match.phase == Phase.OVER
    assert thinking_seen and glides > 0
    app.run_frames(int(2 / DT))
    assert isinstance(app.top, PanelScene)
    save(app, "versus_computer_over_1280x800.png")


def test_your_input_waits_during_the_computers_turn(app: App) -> None:
    play = versus(app, starter=1)
    assert play.table.computer.plays(1) and not play.table.human_turn
    save(app, "versus_computer_thinking_1280x800.png")
    post_click(play.layout.reserve_slots[0].center)
    app.run_frames(1)
    assert play.table.hands.selected is None
    shown = play.table.current_notice()
    assert shown is not None
    assert shown.words == text("quarto.notice.wait", status=say.status(play.table))
    wait_for_turn(app, play)
    assert play.match.phase == Phase.PLACE and play.match.to_act == 0


def test_the_computer_steals_a_line_you_missed(app: App) -> None:
    play = versus(app)
    match = play.match
    # Before any frame lets the computer move, play both sides: you make a4-d4
    # (four short solid pieces) with the last placement.
    for piece, square, placer in [(0, "a4", 1), (1, "b4", 0), (2, "c4", 1), (3, "d4", 0)]:
        match.give(1 - placer, piece)
        match.place(placer, parse_square(square))
    assert play.table.give(4)  # ...and hand a piece over without calling
    level = app.stand_in_levels["Easy"]
    app.run_frames(int(0.5 / DT))
    assert match.result is None  # it reacts after its level's delay (0.8 s), not at once
    app.run_frames(int(0.5 / DT))
    assert match.result is not None and match.result.winner == 1
    assert match.events[-2].kind is EventKind.STEAL
    assert level.delay_windows == [5.0]
    steal = match.events[-2]
    assert play.table.current_notice().words == words.event(steal, play.names)
    assert steal.player == 1


def test_the_computer_never_calls_after_its_window_closed() -> None:
    """A slow level (delay longer than the steal window) lets the line lapse."""
    settings = MatchSettings(names=("A", "B"), steal_window=2.0)
    match = Match(settings, first=0)
    slow = StandInLevel(delay=3.0)
    computer = Computer(
        match,
        (None, slow),
        pace=Pace(think=0.0),
        rng=__import__("random").Random(1),
        worker_factory=StandInWorker,
    )
    # You (seat 0) give; it places; then a line made by you and handed over unseen.
    for piece, square, player in [(0, "a4", 1), (1, "b4", 0), (2, "c4", 1), (3, "d4", 0)]:
        if match.to_act != 1 - player or match.phase != Phase.GIVE:
            pass
        match.give(1 - player, piece)
        match.place(player, parse_square(square))
    assert match.claimable_lines(0)  # you made a4-d4 and do not call
    match.give(0, 4)
    assert match.claimable_lines(1)
    events = []
    for _ in range(int(3.5 / DT)):
        events += computer.update(DT)
        events += match.tick(DT)
    kinds = [e.kind for e in events]
    assert EventKind.STEAL not in kinds and EventKind.LAPSE in kinds
    assert slow.delay_windows == [2.0]


def test_the_computer_calls_its_own_line_per_its_level() -> None:
    match = Match(MatchSettings(names=("A", "B")), first=0)
    level = StandInLevel(delay=0.5)
    computer = Computer(
        match,
        (None, level),
        pace=Pace(think=0.0, glide=0.1),
        rng=__import__("random").Random(1),
        worker_factory=StandInWorker,
    )
    match.give(0, 0)
    match.place(1, parse_square("a4"))
    match.give(1, 1)
    match.place(0, parse_square("b4"))
    match.give(0, 2)
    match.place(1, parse_square("c4"))
    match.give(1, 5)
    match.place(0, parse_square("a1"))
    match.give(0, 3)  # the computer can now finish a4-d4 with piece 3
    events = []
    for _ in range(int(3 / DT)):
        events += computer.update(DT)
        events += match.tick(DT)
        if match.phase == Phase.OVER:
            break
    assert [e.kind for e in events][-2:] == [EventKind.CALL, EventKind.RESULT]
    assert match.result.winner == 1


def test_demo_mode_plays_itself_and_any_key_goes_to_the_menu(app: App) -> None:
    from quarto_app.frame import starting

    app.pace = Pace.fast()
    starting.start(app, starting.demo(app.game("quarto")), attract=True)
    play = app.router.stack[0]
    for _ in range(int(60 / DT)):
        app.run_frames(1)
        if play.match.phase == Phase.OVER:
            break
    assert play.match.phase == Phase.OVER
    first = play.match
    app.run_frames(int(5 / DT))
    assert play.match is not first  # the next demo game began by itself
    post_key(pygame.K_SPACE)
    app.run_frames(1)
    assert isinstance(app.top, MenuScene)


def test_a_whole_game_against_the_real_beginner(app: App) -> None:
    """The real quarto_app.games.quarto.ai (its worker in a thread here), not the stand-ins."""
    from quarto_app.games.quarto.ai import SearchWorker, level_by_name

    app.services["quarto.level"] = level_by_name
    app.services["quarto.worker"] = lambda: SearchWorker(mode="thread")
    app.pace = Pace(think=0.2, glide=0.2, result_pause=0.5, call_scale=1.0, dice=0.0)
    setup = quarto_setup(("You", "Computer (Beginner)"), (None, "Beginner"), starter=None)
    play = start_play(app, setup)
    for _ in range(40):
        wait_for_turn(app, play, limit=20.0)
        if play.match.phase == Phase.OVER:
            break
        layout = play.layout
        if play.match.phase == Phase.GIVE:
            piece = play.match.position.available()[0]
            post_click(layout.reserve_slots[piece].center)
            post_click(layout.seats[1].hand.center)
        else:
            post_click(layout.square_centres[play.match.position.empty_squares()[0]])
        app.run_frames(1)
    assert play.match.phase == Phase.OVER
    assert play.match.result is not None
    placed = [e for e in play.match.events if e.kind is EventKind.PLACE and e.player == 1]
    assert placed  # the computer placed pieces of its own
    app.run_frames(int(1 / DT))
    assert isinstance(app.top, PanelScene)


def test_start_in_demo_mode_opens_the_attract_game(monkeypatch: pytest.MonkeyPatch) -> None:
    from quarto_app import app as app_module
    from quarto_app.frame import loop

    seen: list[object] = []

    def run_briefly(self: App) -> None:
        self.run_frames(30)
        seen.append(self.find(PlayScene))

    monkeypatch.setattr(loop.App, "run", run_briefly)
    assert app_module.start(demo=True) == 0
    play = seen[0]
    assert isinstance(play, PlayScene) and play.attract
    assert all(seat.is_computer for seat in play.setup.seats)


def test_the_computer_calls_a_line_its_last_piece_made_in_the_final_window() -> None:
    # A game (found by a seeded search) in which only the 16th placement makes a
    # line; seat 0, the computer here, places it.
    pieces = [5, 10, 15, 7, 9, 12, 0, 4, 3, 6, 2, 1, 11, 14, 8, 13]
    squares = [3, 8, 0, 7, 4, 13, 2, 1, 14, 5, 12, 15, 6, 10, 11, 9]
    match = Match(MatchSettings(names=("A", "B")), first=0)
    level = StandInLevel(delay=1.0)
    computer = Computer(
        match,
        (level, None),
        pace=Pace(think=0.0, glide=0.1),
        rng=__import__("random").Random(1),
        worker_factory=StandInWorker,
    )
    for index, (piece, square) in enumerate(zip(pieces[:15], squares[:15], strict=True)):
        placer = 1 if index % 2 == 0 else 0
        match.give(1 - placer, piece)
        match.place(placer, square)
    match.give(1, pieces[15])
    events = []
    for _ in range(int(4 / DT)):
        events += computer.update(DT)
        events += match.tick(DT)
        if match.phase == Phase.OVER:
            break
    kinds = [e.kind for e in events]
    assert kinds[0] is EventKind.PLACE and events[0].square == squares[15]
    assert kinds[-2:] == [EventKind.CALL, EventKind.RESULT]
    assert match.result.winner == 0
    assert level.delay_windows == [5.0]  # it timed its call inside the final window


def test_the_computers_button_label_fits_beside_its_ring(app: App, monkeypatch) -> None:
    from quarto_app.games.quarto.screen import view

    play = versus(app)
    match = play.match
    match.give(0, 5)
    match.place(1, 0)
    match.give(1, 6)
    match.place(0, 1)
    match.give(0, 7)  # a handover after a placement: the computer's steal window opens
    assert match.call_window(1) is not None
    drawn: list[tuple[str, pygame.Rect]] = []
    original = view.text.draw

    def spy(surface, words_drawn, *args, **kwargs):
        rect = original(surface, words_drawn, *args, **kwargs)
        drawn.append((words_drawn, rect))
        return rect

    monkeypatch.setattr(view.text, "draw", spy)
    long = "the computer calls QUARTO! all by itself, when it sees a line"
    said = view.words

    def long_label(catalog_key: str, /, **params: object) -> str:
        return long if catalog_key == "quarto.call.computer" else said(catalog_key, **params)

    monkeypatch.setattr(view, "words", long_label)
    app.run_frames(1)
    button = play.layout.seats[1].call
    ring = pygame.Rect(0, 0, 2 * (button.h * 30 // 100), 2 * (button.h * 30 // 100))
    ring.center = (button.right - button.h * 3 // 8 - 6, button.centery)
    labels = [rect for words_drawn, rect in drawn if words_drawn.startswith("the computer")]
    assert labels, "the label was not drawn"
    assert button.contains(labels[0]) and not labels[0].colliderect(ring)
    save(app, "computer_ring_1280x800.png")
