"""Hints at the Quarto table, through the real play scene: asked for by the button or
H, thought about in the background ("thinking" until it comes), drawn on the board,
a move that keeps the position's exact value (checked against the solver), and
counted in the game's record."""

from __future__ import annotations

import pygame
import pytest
from quarto_jobs import JobRunner
from test_gui_helpers import make_app, post_click, post_key, quarto_setup, start_play

from quarto_app.frame.game import Saved
from quarto_app.frame.i18n import plural, text
from quarto_app.frame.loop import App
from quarto_app.frame.theme import colours
from quarto_app.games.quarto.ai.analyst import wins_at_once
from quarto_app.games.quarto.ai.hint import HintReason
from quarto_app.games.quarto.ai.solver import WIN, solve
from quarto_app.games.quarto.game import GAME
from quarto_app.games.quarto.match import Match, Phase
from quarto_app.games.quarto.rules import Position
from quarto_app.games.quarto.screen import say
from quarto_app.games.quarto.setup_options import settings_for

# Seven pieces placed, Anna to place piece 1: solved at once, not a win on the spot, and
# some pieces she could give would let Ben win at once (the hint says which).
POSITION = ".29./e.f./...7/5.8. 1"
LOST = "fb../4.c8/d.../.7.5 -"  # to give, and every give loses


@pytest.fixture
def app() -> App:
    app = make_app()
    JobRunner.made.clear()
    app.services["quarto.analysis"] = JobRunner
    yield app
    app.close()
    pygame.quit()


def play_from(app: App, position: str, hints: str = "on", levels=(None, None)):
    setup = quarto_setup(levels=levels, hints=hints)
    match = Match(settings_for(setup), first=0, start=Position.from_str(position))
    return start_play(app, setup, saved=Saved(setup, match, False))


def test_a_hint_is_drawn_and_its_move_keeps_the_exact_value(app: App) -> None:
    play = play_from(app, POSITION)
    position = play.match.position
    options = play.match.settings.options
    assert play.match.phase is Phase.PLACE and not wins_at_once(position, options)
    post_key(pygame.K_h, text="h")
    app.run_frames(2)
    runner = JobRunner.made[-1]
    assert runner.pending is not None and runner.pending.position == position
    assert say.computer_hint(play.table) == text("quarto.hints.thinking")  # never waits
    assert play.table.shown_hint() is None and play.table.hints_used == 0
    runner.answer()
    app.run_frames(2)
    hint = play.table.shown_hint()
    assert hint is not None and hint.move is not None and hint.move.square is not None
    value = solve(position, options)
    assert -solve(position.push(hint.move), options) == value  # the move keeps the value
    assert hint.reason is HintReason.AVOID_PIECE
    assert play.table.hints_used == 1
    # Drawn: the square ringed in the hint's colour, the reason on the message line.
    layout = play.layout
    centre = layout.square_centres[hint.move.square]
    radius = layout.square_cells[0].w * 44 // 100 + 1  # inside the hint's outer ring
    assert app.surface.get_at((centre[0] + radius, centre[1]))[:3] == colours().hover
    assert say.computer_hint(play.table).endswith(
        text(f"quarto.hint.{hint.reason.value}", **_shown(hint, play))
    )
    # The pieces that would let Ben win at once are struck out, and the legend says so.
    struck = [piece for piece, _ in hint.dangerous if piece != hint.move.give]
    assert struck and say.struck_pieces(play.table) == plural(
        "quarto.hints.struck", len(struck), other="Ben"
    )
    # The game's record says hints were on and one was used.
    saved = Saved(play.setup, play.match, False, play.table.undos, play.table.hints_used)
    record = GAME.write_record(saved)
    assert '[HintsUsed "1"]' in record and '[Hints "on"]' in record
    back = GAME.read_record(record)
    assert back.hints == 1 and back.setup.options["hints"] == "on"
    assert back.match.from_position and back.match.position == position


def _shown(hint, play) -> dict[str, object]:
    from quarto_app.games.quarto import words
    from quarto_app.games.quarto.rules import piece_to_char, square_name

    shown: dict[str, object] = {"other": words.other(play.names, play.match.to_act)}
    for name, value in hint.params.items():
        shown[name] = {"square": square_name, "piece": piece_to_char}.get(name, str)(value)
        if name not in ("square", "piece"):
            shown[name] = value
    return shown


def test_the_hint_button_asks_and_the_next_move_clears_it(app: App) -> None:
    play = play_from(app, POSITION)
    seat = play.match.to_act
    post_click(play.layout.seats[seat].hint.center)
    app.run_frames(2)
    runner = JobRunner.made[-1]
    runner.answer()
    app.run_frames(2)
    hint = play.table.shown_hint()
    assert hint is not None and hint.move is not None
    # Playing the hint's placement: the hint for that moment is gone.
    post_click(play.layout.square_centres[hint.move.square])
    app.run_frames(2)
    assert play.match.phase is Phase.GIVE and play.table.shown_hint() is None
    assert play.table.hints_used == 1


def test_with_hints_off_h_says_so_and_asks_nothing(app: App) -> None:
    play = play_from(app, POSITION, hints="off")
    post_key(pygame.K_h, text="h")
    app.run_frames(2)
    assert not JobRunner.made
    notice = play.table.current_notice()
    assert notice is not None and notice.words == text("quarto.hints.off")
    assert play.table.hints_used == 0


def test_a_lost_position_hints_the_deepest_answer(app: App) -> None:
    # Against the computer: the person to move gives in a lost position.
    play = play_from(app, LOST, levels=(None, "Easy"))
    position = play.match.position
    options = play.match.settings.options
    value = solve(position, options)
    post_key(pygame.K_h, text="h")
    app.run_frames(1)
    JobRunner.made[-1].answer()
    app.run_frames(1)
    hint = play.table.shown_hint()
    assert hint is not None and hint.move is not None
    assert value == -WIN and -solve(position.push(hint.move), options) == value
    assert hint.reason is HintReason.DEEPEST_LOSS
    assert say.computer_hint(play.table) == text(
        "quarto.hints.line",
        move=text("quarto.hints.move.give", piece=f"{hint.move.give:x}"),
        reason=text("quarto.hint.deepest_loss"),
    )


def test_a_hint_that_comes_too_late_is_dropped_unseen(app: App) -> None:
    play = play_from(app, POSITION)
    post_key(pygame.K_h, text="h")
    app.run_frames(2)
    runner = JobRunner.made[-1]
    square = play.match.position.empty_squares()[0]
    post_click(play.layout.square_centres[square])  # the person places before the answer
    app.run_frames(2)
    assert play.match.phase is Phase.GIVE and runner.pending is None  # the question stopped
    assert play.table.shown_hint() is None and play.table.hints_used == 0


class SilentRunner(JobRunner):
    """A worker that ends the job without a hint (it failed, or its process ended)."""

    def answer(self) -> None:
        self.pending, self._done = None, True


def test_a_hint_that_never_comes_is_said_and_not_counted(app: App) -> None:
    app.services["quarto.analysis"] = SilentRunner
    play = play_from(app, POSITION)
    post_key(pygame.K_h, text="h")
    app.run_frames(2)
    JobRunner.made[-1].answer()
    app.run_frames(2)
    notice = play.table.current_notice()
    assert notice is not None and notice.words == text("quarto.hints.failed")
    assert play.table.shown_hint() is None and play.table.hints_used == 0
    assert not play.table.hints.thinking
