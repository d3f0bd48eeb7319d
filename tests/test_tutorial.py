"""The guided first game of Quarto, through the real scenes and the real input.

The lessons are played with posted events (drags, clicks, keys), as a newcomer
would: each step waits for the player's action; a wrong action at each step
is not applied and the coach says why (its code, and the pieces, squares and
lines that show it). The menu offers the tutorial in Quarto's column, and
once, on the very first start. Nothing of it is kept or counted.
"""

from __future__ import annotations

import pygame
import pytest
from test_gui_helpers import DT, make_app, post_click, post_drag, post_key, quarto_setup

from quarto_app.frame import saving, starting
from quarto_app.frame.i18n import text
from quarto_app.frame.loop import App, Pace
from quarto_app.frame.requests import Answer, Ask
from quarto_app.frame.scenes.menu import MenuScene
from quarto_app.frame.scenes.panel import PanelScene
from quarto_app.games.quarto.match import EventKind, Phase, Termination
from quarto_app.games.quarto.rules import Position, parse_square
from quarto_app.games.quarto.screen.scene import PlayScene
from quarto_app.games.quarto.screen.tutorial import TutorialScene
from quarto_app.games.quarto.tutorial import (
    COMPUTER,
    LESSONS,
    PERSON,
    Task,
    Why,
    check_call,
    check_give,
    check_place,
    completes,
    step_count,
    threats,
)
from quarto_app.games.quarto.tutorial.script import play

NAMES = ("You", "Computer")


def sq(name: str) -> int:
    return parse_square(name)


# --- the script, on the match alone --------------------------------------------------------


def test_every_lesson_starts_where_it_says_and_the_computer_has_a_move_for_each_turn() -> None:
    first, second = (lesson.start(NAMES) for lesson in LESSONS)
    assert (first.to_act, first.phase, first.position.lines()) == (PERSON, Phase.GIVE, [])
    assert threats(first.position, first) == ()  # any piece is safe to give at the start
    assert (second.to_act, second.phase) == (COMPUTER, Phase.PLACE)
    assert LESSONS[1].answer(second.position) is not None
    assert step_count() == 5
    assert [step.number for lesson in LESSONS for step in lesson.steps] == [1, 2, 3, 4, 4, 5]


def test_the_first_lesson_danger_step_has_one_safe_piece_and_then_the_computer_has_none() -> None:
    lesson = LESSONS[0]
    match = lesson.start(NAMES)
    match.give(PERSON, 0x7)
    play(match, lesson.answer(match.position))
    match.place(PERSON, sq("d1"))
    step = lesson.steps[2]
    assert step.task is Task.GIVE_SAFE
    safe = [p for p in match.position.available() if check_give(step, match, p) is None]
    assert safe == [0xA]  # light square short hollow: neither tall nor dark
    refused = check_give(step, match, 0x5)  # dark round tall solid
    assert refused is not None and refused.why is Why.DANGEROUS
    assert refused.square == sq("c2") and refused.line is not None
    assert refused.line.squares == (2, 6, 10, 14) and refused.line.shared == ["tall"]
    match.give(PERSON, 0xA)
    play(match, lesson.answer(match.position))
    # Out of safe pieces, the computer had to hand over one that makes a line.
    assert all(completes(match.position, match, p) for p in match.position.available())
    assert completes(match.position, match, match.position.hand).square == sq("c2")


def test_a_call_is_refused_when_the_step_wants_a_give_or_a_place() -> None:
    lesson = LESSONS[0]
    match = lesson.start(NAMES)
    refused = check_call(lesson.steps[0], match)
    assert refused is not None and refused.why is Why.NOTHING_TO_CALL
    steal = LESSONS[1]
    match = steal.start(NAMES)
    refused = check_call(steal.steps[0], match)  # the computer has not handed its piece over
    assert refused is not None and refused.why is Why.NOT_YET
    play(match, steal.answer(match.position))
    assert check_call(steal.steps[0], match) is None
    refused = check_place(steal.steps[0], match, sq("a2"))
    assert refused is not None and refused.why is Why.STEAL_FIRST
    assert refused.line is not None and refused.line.shared == ["light"]


# --- through the real scenes -----------------------------------------------------------------


@pytest.fixture
def app() -> App:
    app = make_app(pace=Pace.fast())
    yield app
    app.close()


def open_tutorial(app: App) -> TutorialScene:
    app.router.reset("quarto.tutorial", game="quarto")
    app.run_frames(2)
    scene = app.router.stack[0]
    assert isinstance(scene, TutorialScene)
    return scene


def settle(app: App, scene: TutorialScene) -> None:
    """Frames until the person may act (the computer has played) or the lesson is over."""
    for _ in range(300):
        app.run_frames(1, DT)
        if scene.table.human_turn or scene.table.over:
            return
    raise AssertionError("the computer never handed the turn back")


def give(app: App, scene: TutorialScene, piece: int) -> None:
    layout = scene.layout.table
    post_drag(layout.reserve_slots[piece].center, layout.seats[COMPUTER].hand.center)
    app.run_frames(3, DT)


def place(app: App, scene: TutorialScene, square: int) -> None:
    layout = scene.layout.table
    post_drag(layout.seats[PERSON].hand.center, layout.square_cells[square].center)
    app.run_frames(3, DT)


def call(app: App, frames: int = 3) -> None:
    post_key(pygame.K_q, text="q")
    app.run_frames(frames, DT)


def refused_without_change(app: App, scene: TutorialScene, act, why: Why) -> None:
    """`act` is refused by the coach with `why`: nothing reaches the match."""
    table = scene.table
    before = (str(table.match.position), len(table.match.events), table.progress.step_index)
    act()
    assert table.progress.refusal is not None and table.progress.refusal.why is why
    assert (str(table.match.position), len(table.match.events)) == before[:2]
    assert table.progress.step_index == before[2]
    assert tutorial_words(scene)  # the coach says it in words


def tutorial_words(scene: TutorialScene) -> str:
    from quarto_app.games.quarto.screen import tutorial_say

    refusal = scene.table.progress.refusal
    return tutorial_say.refusal(scene.table, refusal) if refusal else ""


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
def test_the_tutorial_is_completed_by_posted_events_each_wrong_action_explained(
    size: tuple[int, int],
) -> None:
    app = make_app(size, pace=Pace.fast())
    try:
        play_the_tutorial(app)
    finally:
        app.close()


def play_the_tutorial(app: App) -> None:
    scene = open_tutorial(app)
    table = scene.table
    assert table.step is not None and table.step.task is Task.GIVE_PIECE
    # 1. Give: another piece than the lit one goes home, and the coach says which to give.
    refused_without_change(app, scene, lambda: give(app, scene, 0x5), Why.NOT_THE_PIECE)
    assert table.progress.refusal.piece == 0x7
    give(app, scene, 0x7)
    assert table.progress.refusal is None
    settle(app, scene)
    # 2. Place: the computer placed the piece on c1 and gave the dark round tall hollow one.
    assert table.match.position.board[sq("c1")] == 0x7 and table.match.position.hand == 0xD
    assert table.step.task is Task.PLACE_SQUARE
    refused_without_change(app, scene, lambda: place(app, scene, sq("a4")), Why.NOT_THE_SQUARE)
    place(app, scene, sq("d1"))
    # 3. Spot a dangerous piece: a tall one would let the computer finish column c.
    assert table.step.task is Task.GIVE_SAFE
    refused_without_change(app, scene, lambda: give(app, scene, 0x5), Why.DANGEROUS)
    assert table.progress.refusal.square == sq("c2")
    refused_without_change(app, scene, lambda: give(app, scene, 0x1), Why.DANGEROUS)
    assert table.progress.refusal.square == sq("b1")  # a dark one: row 1
    refused_without_change(app, scene, lambda: call(app), Why.NOTHING_TO_CALL)
    give(app, scene, 0xA)
    settle(app, scene)
    # 4. Make a line: anywhere else is no line; then give before calling is refused.
    assert table.step.task is Task.PLACE_LINE
    refused_without_change(app, scene, lambda: place(app, scene, sq("a3")), Why.NO_LINE_THERE)
    assert table.progress.refusal.square == sq("c2")
    place(app, scene, sq("c2"))
    assert table.step.task is Task.CALL
    refused_without_change(app, scene, lambda: give(app, scene, 0x1), Why.CALL_FIRST)
    call(app)
    assert table.match.result.termination is Termination.CALL
    assert table.match.result.winner == PERSON
    app.run_frames(20, DT)
    banner = app.top
    assert isinstance(banner, PanelScene) and banner.asked is Ask.RESULT
    assert banner.answers == [Answer.CONTINUE, Answer.MENU]
    post_key(pygame.K_RETURN)  # Next lesson
    app.run_frames(2, DT)
    assert app.top is scene and table.progress.lesson_index == 1
    # 5. Steal: a call before the computer hands its piece over is too early.
    assert table.step.task is Task.STEAL and not table.human_turn
    call(app, frames=1)
    assert table.progress.refusal is not None and table.progress.refusal.why is Why.NOT_YET
    settle(app, scene)
    assert table.progress.refusal is None  # said while the computer played: its turn is over
    assert not [e for e in table.match.events if e.kind is EventKind.FALSE_CALL]
    lapsed = table.match.claimable_lines(PERSON)
    assert lapsed and lapsed[0].shared == ["light"]
    app.run_frames(600, DT)  # ten seconds: in the tutorial the window waits for the player
    assert table.match.call_window(PERSON) is not None
    refused_without_change(app, scene, lambda: place(app, scene, sq("a2")), Why.STEAL_FIRST)
    call(app)
    assert table.match.result.termination is Termination.STEAL
    app.run_frames(20, DT)
    done = app.top
    assert isinstance(done, PanelScene) and done.asked is Ask.RESULT
    assert done.answers == [Answer.PLAY, Answer.REMATCH, Answer.MENU]
    # A real game against the computer, as the menu's button starts it.
    post_key(pygame.K_RETURN)
    app.run_frames(2, DT)
    game = app.router.stack[0]
    assert isinstance(game, PlayScene)
    assert [seat.is_computer for seat in game.setup.seats] == [False, True]


def test_the_first_steps_by_keyboard_alone(app: App) -> None:
    scene = open_tutorial(app)
    table = scene.table
    # The focus starts on the lit piece: Enter picks it, Enter gives it.
    post_key(pygame.K_RETURN)
    post_key(pygame.K_RETURN)
    app.run_frames(2, DT)
    assert table.match.events[-1].kind is EventKind.GIVE and table.match.events[-1].piece == 0x7
    settle(app, scene)
    # The focus starts on the lit square: Enter chooses it, Enter places there.
    post_key(pygame.K_RETURN)
    post_key(pygame.K_RETURN)
    app.run_frames(2, DT)
    assert table.match.position.board[sq("d1")] == 0xD
    assert table.step.task is Task.GIVE_SAFE


def test_clicks_do_a_step_and_a_wrong_click_is_explained(app: App) -> None:
    scene = open_tutorial(app)
    layout = scene.layout.table
    post_click(layout.reserve_slots[0x9].center)
    post_click(layout.seats[COMPUTER].hand.center)
    app.run_frames(2, DT)
    assert scene.table.progress.refusal.why is Why.NOT_THE_PIECE
    assert scene.table.match.position.hand is None
    post_click(layout.reserve_slots[0x7].center)
    post_click(layout.seats[COMPUTER].hand.center)
    app.run_frames(2, DT)
    assert scene.table.match.position.hand == 0x7 and scene.table.progress.refusal is None


def test_do_it_again_starts_from_the_first_lesson_and_pause_leads_to_the_menu(app: App) -> None:
    scene = open_tutorial(app)
    scene.table.begin(1)
    settle(app, scene)
    call(app)
    app.run_frames(20, DT)
    assert app.top.answers == [Answer.PLAY, Answer.REMATCH, Answer.MENU]
    app.top.answer(Answer.REMATCH)
    app.run_frames(2, DT)
    assert app.top is scene and scene.table.progress.lesson_index == 0
    assert scene.table.step.task is Task.GIVE_PIECE
    assert str(scene.table.match.position) == str(LESSONS[0].start(NAMES).position)
    post_key(pygame.K_ESCAPE)
    app.run_frames(1, DT)
    assert isinstance(app.top, PanelScene) and app.top.asked is Ask.PAUSE
    # Nothing to save; the rule book and the settings come back to the pause panel.
    assert app.top.answers == [Answer.RESUME, Answer.RULES, Answer.SETTINGS, Answer.MENU]
    app.top.answer(Answer.RULES)
    app.run_frames(1, DT)
    assert app.top.asked is Ask.RULES
    post_key(pygame.K_ESCAPE)
    app.run_frames(1, DT)
    assert isinstance(app.top, PanelScene) and app.top.asked is Ask.PAUSE
    app.top.answer(Answer.MENU)
    app.run_frames(1, DT)
    assert isinstance(app.top, MenuScene)


def test_the_tutorial_keeps_nothing_and_counts_nothing(app: App) -> None:
    app.autosave = True
    app.counting = True
    game = app.game("quarto")
    saved_game = quarto_setup(levels=(None, "Easy"))
    app.router.reset("quarto.play", setup=saved_game)
    app.run_frames(2, DT)
    table = app.router.stack[0].table
    table.give(0x3)  # a game in progress, kept on disk
    kept, _ = saving.unfinished(game)
    assert kept is not None
    record = game.write_record(kept)
    scene = open_tutorial(app)
    scene.table.begin(1)
    settle(app, scene)
    call(app)
    app.run_frames(20, DT)
    assert scene.table.over
    after, _ = saving.unfinished(game)
    assert after is not None and game.write_record(after) == record
    assert app.stats().table("quarto") == []  # no game counted
    # "Play against the computer" with that game saved asks before replacing it.
    app.top.answer(Answer.PLAY)
    app.run_frames(1, DT)
    assert isinstance(app.top, PanelScene) and app.top.asked is Ask.REPLACE
    app.top.answer(Answer.CONTINUE)
    app.run_frames(1, DT)
    assert isinstance(app.router.stack[0], PlayScene)
    assert str(app.router.stack[0].table.match.position) == str(Position().give(0x3))


# --- how a newcomer finds it ------------------------------------------------------------------


def tutorial_button(menu: MenuScene):
    column = menu.columns[0]
    return next(b for b in column.buttons if b.label == text("quarto.menu.tutorial"))


def test_the_menu_offers_the_tutorial_in_quartos_column(app: App) -> None:
    app.router.reset("menu")
    menu = app.top
    button = tutorial_button(menu)
    assert menu.columns[0].area.contains(button.rect)
    post_click(button.rect.center)
    app.run_frames(1, DT)
    assert isinstance(app.top, TutorialScene) and app.top.asked is Ask.PAGE


def test_the_first_start_asks_once_whether_to_learn(app: App) -> None:
    app.first_start = True
    app.router.reset("menu")
    offer = app.top
    assert isinstance(offer, PanelScene) and offer.asked is Ask.OFFER
    assert offer.answers == [Answer.CONFIRM, Answer.BACK]
    assert app.settings["tutorial_offered"] is True  # remembered, whatever the answer
    post_key(pygame.K_RETURN)  # Learn by playing
    app.run_frames(1, DT)
    assert isinstance(app.top, TutorialScene)
    app.router.reset("menu")  # back at the menu: not asked again
    assert isinstance(app.top, MenuScene)


def test_not_now_leaves_the_menu_and_asks_no_more(app: App) -> None:
    app.first_start = True
    app.router.reset("menu")
    post_key(pygame.K_ESCAPE)  # Not now
    app.run_frames(1, DT)
    assert isinstance(app.top, MenuScene)
    app.router.reset("menu")
    assert isinstance(app.top, MenuScene)


def test_a_player_who_has_started_before_is_not_asked(app: App) -> None:
    assert app.first_start is False  # tests, the smoke run and the demo leave it off
    app.router.reset("menu")
    assert isinstance(app.top, MenuScene)
    assert starting.remembered(app, app.game("quarto")) is None


def test_only_a_real_start_with_no_settings_file_is_a_first_start(tmp_path, monkeypatch) -> None:
    """The game as a player starts it: the first time (no settings file), the menu asks;
    the next time (the settings were kept) it does not, nor does a demo ever."""
    from quarto_app.app import start

    monkeypatch.setenv("QUARTO_USER_DIR", str(tmp_path))
    seen: list[tuple[bool, Ask | None]] = []

    def run(self: App) -> None:  # the window's loop, seen once and closed at once
        seen.append((self.first_start, self.top.asked))

    monkeypatch.setattr(App, "run", run)
    assert start() == 0
    assert start() == 0
    assert seen == [(True, Ask.OFFER), (False, None)]
    monkeypatch.setenv("QUARTO_USER_DIR", str(tmp_path / "demo"))  # no settings file there
    assert start(demo=True) == 0
    assert seen[2][0] is False and seen[2][1] is not Ask.OFFER  # the demo plays at once


def test_the_real_games_hint_line_gives_way_to_the_coach(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The first lesson is giving; the real game's hint ("Made a line? Call QUARTO!...")
    would speak of calling before the lesson on it: under the status, the tutorial is quiet."""
    from quarto_app.frame import text as frame_text
    from quarto_app.games.quarto.screen import say

    scene = open_tutorial(app)
    settle(app, scene)
    real_hint = say.hint(scene.table)
    assert real_hint  # what a real game would say here
    drawn: list[str] = []
    original = frame_text.draw

    def spy(surface, words_drawn, *args, **kwargs):
        drawn.append(words_drawn)
        return original(surface, words_drawn, *args, **kwargs)

    monkeypatch.setattr(frame_text, "draw", spy)
    app.run_frames(1)
    assert drawn and real_hint not in drawn
