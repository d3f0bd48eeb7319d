"""Statistics through the real scenes: finished games counted once, the screen, reset, damage.

Games are played with posted events against the AI stand-ins of test_gui_helpers
(a worker that plays the first legal move, a line when it can make one): the
person's moves that reach a win, a draw or a loss against it are found by a small
search over the same rule. The screen is checked through the page it draws
(frame.stats_page), never through English; each app counts into its own file.
"""

from __future__ import annotations

from enum import Enum

import pygame
import pytest
from test_gui_helpers import (
    DT,
    StandInWorker,
    make_app,
    post_click,
    post_drag,
    post_key,
    quarto_setup,
    save,
    start_play,
)

from quarto_app.app import GAMES
from quarto_app.frame import statistics
from quarto_app.frame.i18n import text
from quarto_app.frame.loop import App, Pace
from quarto_app.frame.requests import Answer
from quarto_app.frame.scenes.menu import MenuScene
from quarto_app.frame.scenes.panel import PanelScene
from quarto_app.frame.scenes.stats import COLUMNS, SHARED, StatsScene
from quarto_app.frame.stats_page import RowKind
from quarto_app.games.quarto.match import Phase
from quarto_app.games.quarto.rules import Position, parse_square
from quarto_app.games.quarto.screen.scene import PlayScene
from quarto_app.games.quarto.setup_options import settings_for
from quarto_app.platform.stats import (
    Counted,
    FinishedGame,
    Opponents,
    Outcome,
    PuzzleAttempt,
    StatsCode,
    StatsProblem,
    open_stats,
    outcome_of,
)
from quarto_app.platform.stats_entries import check_game_id, is_level

# Pieces 0-3 share "short" and "solid": on a4, b4, c4, d4 they make a line, and
# Anna (who gives first) places the fourth one.
LINE_GAME = [(0, "a4"), (1, "b4"), (2, "c4"), (3, "d4")]
TODAY = statistics.today()


class Goal(Enum):
    WIN = "win"
    DRAW = "draw"
    LOSS = "loss"


@pytest.fixture
def app() -> App:
    app = make_app(pace=Pace.fast())
    app.counting = True
    yield app
    app.close()
    pygame.quit()


# --- playing through the scenes ------------------------------------------------------------

OPTIONS = settings_for(quarto_setup()).options


def makes_line(position: Position, square: int) -> bool:
    return bool(position.place(square).lines_through(square, OPTIONS))


def stand_in_reply(position: Position):
    worker = StandInWorker()
    worker.start(position, OPTIONS, None)
    return worker.poll()


def plan(goal: Goal) -> list[tuple[int | None, int | None]]:
    """The person's turns (square to place on, piece to give) as seat 0, who gives first,
    that reach `goal` against the stand-in: a line of theirs, a full board with no line,
    or a piece given that lets the stand-in make one."""

    def search(position: Position, done: list) -> list | None:
        for square in [None] if position.hand is None else position.empty_squares():
            if square is not None and makes_line(position, square):
                if goal is Goal.WIN:
                    return [*done, (square, None)]
                continue
            placed = position if square is None else position.place(square)
            if placed.is_full:
                if goal is Goal.DRAW:
                    return [*done, (square, None)]
                continue
            for piece in placed.available():
                given = placed.give(piece)
                reply = stand_in_reply(given)
                if makes_line(given, reply.square):
                    if goal is Goal.LOSS:
                        return [*done, (square, piece)]
                    continue
                found = search(given.push(reply), [*done, (square, piece)])
                if found is not None:
                    return found
        return None

    found = search(Position(), [])
    assert found is not None
    return found


def versus(app: App) -> PlayScene:
    """You (seat 0, giving first) against the stand-in at Easy."""
    return start_play(app, quarto_setup(("You", "Computer (Easy)"), (None, "Easy"), starter=0))


def wait_for_you(app: App, play: PlayScene) -> None:
    for _ in range(int(20 / DT)):
        if play.table.human_turn or play.match.phase is Phase.OVER:
            return
        app.run_frames(1)
    raise AssertionError("the computer never finished its turn")


def play_out(app: App, play: PlayScene, goal: Goal) -> None:
    """Play the plan for `goal` with clicks, call a line of yours, and wait for the banner."""
    for square, piece in plan(goal):
        wait_for_you(app, play)
        layout = play.layout
        if square is not None:
            post_click(layout.square_centres[square])
            app.run_frames(1)
        if piece is not None:
            post_click(layout.reserve_slots[piece].center)
            post_click(layout.seats[1].hand.center)
            app.run_frames(1)
    if goal is Goal.WIN:
        post_key(pygame.K_q)  # QUARTO!
    for _ in range(int(20 / DT)):
        if isinstance(app.top, PanelScene):
            break
        app.run_frames(1)
    assert isinstance(app.top, PanelScene)  # the result banner


def rematch(app: App) -> None:
    banner = app.top
    assert isinstance(banner, PanelScene)
    index = banner.answers.index(Answer.REMATCH)
    post_click(banner.column.buttons[index].rect.center)
    app.run_frames(1)


def drag_give(app: App, play: PlayScene, piece: int) -> None:
    receiver = 1 - play.match.to_act
    post_drag(play.layout.reserve_slots[piece].center, play.layout.seats[receiver].hand.center)
    app.run_frames(1)


def drag_place(app: App, play: PlayScene, square: str) -> None:
    held = play.layout.seats[play.match.to_act].hand.center
    post_drag(held, play.layout.square_centres[parse_square(square)])
    app.run_frames(1)


def hot_seat_line(app: App, play: PlayScene, undo_on_the_way: bool = False) -> None:
    """Anna makes a4-d4 between people (taking a move back on the way, if asked)."""
    for index, (piece, where) in enumerate(LINE_GAME):
        drag_give(app, play, piece)
        if undo_on_the_way and index == 1:
            post_key(pygame.K_z, mod=pygame.KMOD_LCTRL)  # the give taken back...
            app.run_frames(1)
            drag_give(app, play, piece)  # ...and made again
        drag_place(app, play, where)


def open_stats_from_the_menu(app: App) -> StatsScene:
    app.router.reset("menu")
    app.run_frames(1)
    menu = app.top
    assert isinstance(menu, MenuScene)
    label = text("frame.stats.open")
    post_click(next(b for b in menu.column.buttons if b.label == label).rect.center)
    app.run_frames(1)
    screen = app.top
    assert isinstance(screen, StatsScene)
    return screen


def counted(app: App, counted: Counted = Counted.ALL):
    return app.stats().summary("quarto", counted=counted)


# --- counting finished games -------------------------------------------------------------


def test_a_won_a_drawn_and_a_lost_game_against_the_computer_are_counted(app: App) -> None:
    play = versus(app)
    lengths = []
    for number, goal in enumerate((Goal.WIN, Goal.DRAW, Goal.LOSS), start=1):
        if number > 1:
            rematch(app)  # the same scene, a new match: counted as a game of its own
        play_out(app, play, goal)
        result = play.match.result
        winner = {Goal.WIN: 0, Goal.DRAW: None, Goal.LOSS: 1}[goal]
        assert result is not None and result.winner == winner
        lengths.append(play.match.position.placed_count)
        assert counted(app).games == number  # once, when it ended
    assert lengths[1] == 16
    page = open_stats_from_the_menu(app).page
    easy = page.row(RowKind.LEVEL, ("Easy",))
    assert easy is not None
    figures = easy.figures
    assert (figures.games, figures.wins, figures.draws, figures.losses) == (3, 1, 1, 1)
    assert (figures.current_streak, figures.best_streak) == (0, 1)
    assert figures.average_length == pytest.approx(sum(lengths) / 3)
    assert page.row(RowKind.COMPUTER).figures == figures
    assert page.row(RowKind.PEOPLE).figures.games == 0
    assert page.row(RowKind.LEVEL, ("Hard",)).figures.games == 0
    assert page.helped.games == 0


def test_a_hot_seat_game_is_counted_between_people(app: App) -> None:
    play = start_play(app)
    hot_seat_line(app, play)
    post_key(pygame.K_q)
    app.run_frames(2)
    assert play.match.result is not None and play.match.result.winner == 0
    page = open_stats_from_the_menu(app).page
    people = page.row(RowKind.PEOPLE)
    assert people is not None and people.levels == ()
    assert (people.figures.games, people.figures.wins, people.figures.average_length) == (1, 1, 4)
    assert page.row(RowKind.COMPUTER).figures.games == 0
    lines = app.stats().table("quarto")
    assert [(line.opponents, line.levels) for line in lines] == [(Opponents.PEOPLE, ())]


def test_an_end_seen_again_after_undo_and_redo_is_not_counted_twice(app: App) -> None:
    play = start_play(app)
    hot_seat_line(app, play)
    post_key(pygame.K_q)
    app.run_frames(1)
    assert play.table.over and counted(app).games == 1
    post_key(pygame.K_z, mod=pygame.KMOD_LCTRL)  # the call taken back, before the banner
    app.run_frames(1)
    assert not play.table.over
    post_key(pygame.K_y, mod=pygame.KMOD_LCTRL)  # and played again by redo
    app.run_frames(1)
    assert play.table.over and counted(app).games == 1
    post_key(pygame.K_z, mod=pygame.KMOD_LCTRL)
    app.run_frames(1)
    post_key(pygame.K_q)  # the same end, played again by hand
    app.run_frames(int(1 / DT))
    assert play.table.over and isinstance(app.top, PanelScene)
    assert counted(app).games == 1
    assert counted(app, Counted.PLAIN).games == 1  # an undo after the end changes nothing


def test_a_game_with_undo_is_counted_apart(app: App) -> None:
    play = start_play(app)
    hot_seat_line(app, play, undo_on_the_way=True)
    assert play.table.undos == 1
    post_key(pygame.K_q)
    app.run_frames(int(1 / DT))
    rematch(app)
    assert play.table.undos == 0  # a new match starts without help
    hot_seat_line(app, play)
    post_key(pygame.K_q)
    app.run_frames(2)
    assert counted(app).games == 2
    screen = open_stats_from_the_menu(app)
    plain = screen.page
    assert plain.row(RowKind.PEOPLE).figures.games == 1
    assert plain.helped.games == 1 and plain.helped.with_undo == 1
    post_click(screen.toggle_button.rect.center)  # the games with help
    app.run_frames(1)
    helped = screen.page
    assert helped.counted is Counted.ASSISTED
    people = helped.row(RowKind.PEOPLE).figures
    assert (people.games, people.wins, people.with_undo, people.with_hints) == (1, 1, 1, 0)
    save(app, "stats_with_help_1280x800.png")


def test_hints_a_table_counts_make_the_game_count_apart(app: App) -> None:
    play = start_play(app)
    play.table.used_hint()  # what a game's table calls when it shows a hint
    hot_seat_line(app, play)
    post_key(pygame.K_q)
    app.run_frames(2)
    helped = counted(app, Counted.ASSISTED)
    assert (helped.games, helped.with_hints, helped.with_undo) == (1, 1, 0)
    assert counted(app, Counted.PLAIN).games == 0


def test_nothing_is_counted_while_counting_is_off_nor_a_demo_game(app: App) -> None:
    from quarto_app.frame import starting

    app.counting = False  # tests, the smoke run, --demo
    play = start_play(app)
    hot_seat_line(app, play)
    post_key(pygame.K_q)
    app.run_frames(2)
    assert play.table.over
    assert not app.stats_file.exists()  # not even opened
    app.counting = True
    starting.start(app, starting.demo(app.game("quarto")), attract=True)
    demo = app.router.stack[0]
    for _ in range(int(60 / DT)):
        app.run_frames(1)
        if demo.match.phase is Phase.OVER:
            break
    assert demo.match.phase is Phase.OVER
    assert counted(app).games == 0


def test_a_quartino_game_with_two_computers_is_counted_under_their_levels(app: App) -> None:
    import random

    from quartino_screens import advised, by_pointer, quartino_setup, thread_workers
    from quartino_screens import wait_for_person as wait_for_quartino

    thread_workers(app)
    seats = (None, "Easy", "Hard")
    setup = quartino_setup(("You", "Easy", "Hard"), seats, round_limit="20")
    app.router.reset("quartino.play", setup=setup)
    app.run_frames(2)
    play = app.router.stack[0]
    rng = random.Random(4)
    for _ in range(2000):
        wait_for_quartino(app, play)
        if play.match.outcome is not None:
            break
        by_pointer(app, play, advised(play, rng))
    outcome = play.match.outcome
    assert outcome is not None
    lines = app.stats().table("quartino")
    assert [(line.opponents, line.levels) for line in lines] == [
        (Opponents.COMPUTER, ("Easy", "Hard"))
    ]
    figures = lines[0].plain
    assert figures.games == 1
    assert figures.average_length == play.match.state.turn + 1  # Quartino counts turns
    expected = outcome_of(seats, outcome.winners)
    assert (figures.wins, figures.shared_wins, figures.draws, figures.losses) == tuple(
        int(expected is kind)
        for kind in (Outcome.WIN, Outcome.SHARED_WIN, Outcome.DRAW, Outcome.LOSS)
    )
    app.settings["menu_game"] = "quartino"  # the statistics open on the game played last
    page = open_stats_from_the_menu(app).page
    assert page.game == "quartino"
    assert page.row(RowKind.LINEUP, ("Easy", "Hard")).figures == figures


def test_every_game_can_be_counted_under_its_id_and_levels() -> None:
    for game in GAMES:
        check_game_id(game.id)
        assert all(is_level(level) for level in game.levels), game.id


# --- the screen ------------------------------------------------------------------------------


def record(app: App, seats, winners, length=10, game="quarto", **more) -> None:
    assert app.stats().record_game(FinishedGame(game, TODAY, seats, winners, length, **more))


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)], ids=["1280x800", "960x600"])
def test_the_screen_reads_at_both_sizes(size: tuple[int, int]) -> None:
    app = make_app(size)
    try:
        for level, winners in [("Beginner", (0,)), ("Beginner", (0,)), ("Hard", (1,))]:
            record(app, (None, level), winners)
        record(app, ("Medium", None), ())  # the computer on the left
        record(app, (None, None), (1,), length=16)
        record(app, (None, "Easy"), (0,), undos=2)
        attempt = PuzzleAttempt("puzzle-1", 1500.0, True, TODAY)
        assert app.stats().record_attempt(attempt)
        screen = open_stats_from_the_menu(app)
        page = screen.page
        levels = [row.levels for row in page.rows if row.kind is RowKind.LEVEL]
        assert levels == [(level,) for level in app.game("quarto").levels]  # the game's order
        beginner = page.row(RowKind.LEVEL, ("Beginner",)).figures
        assert (beginner.games, beginner.wins, beginner.current_streak) == (2, 2, 2)
        assert page.row(RowKind.LEVEL, ("Medium",)).figures.draws == 1
        assert page.row(RowKind.COMPUTER).figures.games == 4
        assert page.helped.games == 1
        assert page.puzzles is not None and page.puzzles.puzzles_solved == 1
        assert not page.shared and all(key != SHARED for key, _ in screen.columns)
        save(app, f"stats_{size[0]}x{size[1]}.png")
        # Everything inside the window, the table and its notes clear of the buttons.
        window = pygame.Rect((0, 0), size)
        buttons = [button.rect for button in screen.column.buttons]
        assert all(window.contains(rect) for rect in [screen.table, *buttons])
        notes_bottom = screen.table.bottom + round(34 * screen.scale) * (len(screen.notes()) + 1)
        assert notes_bottom < min(rect.top for rect in buttons)
        assert screen.row_height >= 24
    finally:
        app.close()
        pygame.quit()


def test_keyboard_and_mouse_work_the_screen_and_each_game_has_its_own_page(app: App) -> None:
    assert [game.id for game in app.games] == ["quarto", "quartino"]
    record(app, (None, "Easy"), (0,))
    record(app, (None, "Easy", "Hard"), (0, 1), game="quartino")  # a shared win
    screen = open_stats_from_the_menu(app)
    assert screen.page.game == "quarto"
    assert screen.column.buttons[screen.column.focus] is screen.back_button  # Enter goes back
    post_click(screen.switch_button.rect.center)
    app.run_frames(1)
    page = screen.page
    assert page.game == "quartino" and page.shared
    lineup = page.row(RowKind.LINEUP, ("Easy", "Hard"))
    assert lineup is not None and lineup.figures.shared_wins == 1
    assert page.row(RowKind.COMPUTER).figures.games == 1
    levels = [row.levels for row in page.rows if row.kind is RowKind.LEVEL]
    assert levels == [(level,) for level in app.game("quartino").levels]
    assert [key for key, _ in screen.columns] == [key for key, _ in COLUMNS]
    assert app.stats().summary("quarto").games == 1  # each game its own figures
    save(app, "stats_quartino_1280x800.png")
    # Keyboard: the first arrow shows the focus (on the game button, clicked last), the
    # next moves it to the toggle; Enter presses it.
    post_key(pygame.K_RIGHT)
    post_key(pygame.K_RIGHT)
    post_key(pygame.K_RETURN)
    app.run_frames(1)
    assert screen.page.counted is Counted.ASSISTED and screen.page.game == "quartino"
    post_key(pygame.K_ESCAPE)
    app.run_frames(1)
    assert isinstance(app.top, MenuScene)


def test_reset_asks_first_and_forgets_only_that_game(app: App) -> None:
    record(app, (None, "Easy"), (0,))
    record(app, (None, None), ())
    record(app, (None, "Easy"), (0,), game="other")
    screen = open_stats_from_the_menu(app)
    assert screen.page.everything.games == 2 and screen.reset_button.enabled
    post_click(screen.reset_button.rect.center)
    app.run_frames(1)
    question = app.top
    assert isinstance(question, PanelScene) and question.answers == [Answer.BACK, Answer.CONFIRM]
    save(app, "stats_reset_question_1280x800.png")
    post_key(pygame.K_ESCAPE)  # no: nothing forgotten
    app.run_frames(1)
    assert app.top is screen and counted(app).games == 2
    post_click(screen.reset_button.rect.center)
    app.run_frames(1)
    post_key(pygame.K_RETURN)  # Enter on the question keeps them (the first answer)
    app.run_frames(1)
    assert app.top is screen and counted(app).games == 2
    post_click(screen.reset_button.rect.center)
    app.run_frames(1)
    question = app.top
    post_click(question.column.buttons[question.answers.index(Answer.CONFIRM)].rect.center)
    app.run_frames(1)
    assert app.top is screen
    assert screen.page.everything.games == 0 and counted(app).games == 0
    assert all(row.figures.games == 0 for row in screen.page.rows)
    assert not screen.reset_button.enabled  # nothing left to forget
    assert screen.message == text("frame.stats.reset_done", game=text("quarto.title"))
    assert app.stats().summary("other").games == 1  # another game's figures stay


def test_a_reset_the_disk_refuses_says_why_and_forgets_nothing(app: App, monkeypatch) -> None:
    record(app, (None, "Easy"), (0,))
    database = app.stats().database
    refused = StatsProblem(StatsCode.UNWRITABLE, file=app.stats_file.name)

    def refuse(work) -> bool:
        database.tell(refused)
        return False

    monkeypatch.setattr(database, "write", refuse)
    screen = open_stats_from_the_menu(app)
    screen.ask_reset()
    app.run_frames(1)
    question = app.top
    post_click(question.column.buttons[question.answers.index(Answer.CONFIRM)].rect.center)
    app.run_frames(1)
    why = statistics.problem_words(refused)
    assert screen.message == text("frame.stats.reset_failed", why=why)
    assert screen.page.everything.games == 1 and screen.reset_button.enabled


# --- a damaged file ----------------------------------------------------------------------------


def test_garbage_statistics_are_kept_aside_and_the_player_told_once(app: App) -> None:
    garbage = b"these are not statistics\x00\xff" * 40
    app.stats_file.write_bytes(garbage)
    app.router.reset("menu")
    menu = app.top
    kept = app.stats_file.with_name(app.stats_file.name + ".bak")
    assert kept.read_bytes() == garbage  # nothing lost: set aside, not deleted
    problem = StatsProblem(StatsCode.NOT_A_DATABASE, file=app.stats_file.name, kept=kept)
    assert menu.message == statistics.problem_words(problem)
    assert str(kept) in menu.message
    app.run_frames(1)
    save(app, "menu_statistics_kept_aside_1280x800.png")
    app.router.reset("menu")
    assert app.top.message == ""  # told once
    play = start_play(app)  # counting starts again, in a new file
    hot_seat_line(app, play)
    post_key(pygame.K_q)
    app.run_frames(2)
    app.close()
    with open_stats(app.stats_file) as again:
        assert again.summary("quarto").games == 1 and again.take_problems() == ()


def test_a_statistics_file_that_cannot_answer_is_said_on_the_screen(app: App, monkeypatch) -> None:
    stats = app.stats()

    def locked(*args, **kwargs):
        raise StatsProblem(StatsCode.LOCKED, file="stats.sqlite3")

    monkeypatch.setattr(stats, "table", locked)
    screen = open_stats_from_the_menu(app)
    problem = StatsProblem(StatsCode.LOCKED, file="stats.sqlite3")
    assert screen.page.problem == statistics.problem_words(problem)
    assert screen.page.rows == () and not screen.reset_button.enabled
    assert screen.notes() == [(screen.page.problem, "bad")]
    app.run_frames(1)  # and it draws


def test_every_statistics_problem_has_words() -> None:
    for code in StatsCode:
        key = f"frame.stats.problem.{code.value}"
        assert text(key) != key, key
