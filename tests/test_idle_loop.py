"""Idle means idle: the real loop draws only when something changed, and time stays exact.

The loop's time source is replaced by a fake one (perf_counter and sleep on a
counter), so these tests are about what the loop does with time, never about
how fast this machine is.
"""

from __future__ import annotations

import pygame
import pytest
from test_gui_helpers import make_app, quarto_setup

from quarto_app.frame import loop, starting
from quarto_app.frame.loop import App
from quarto_app.frame.scene import Scene


class FakeTime:
    """perf_counter and sleep on a counter; `stop_at` ends the app's loop."""

    def __init__(self, app: App, stop_at: float) -> None:
        self.now = 1000.0
        self.start = self.now
        self.app = app
        self.stop_at = stop_at
        self.slept = 0.0
        self.sleeps = 0

    def perf_counter(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.now += max(0.0, seconds)
        self.slept += seconds
        self.sleeps += 1
        if self.now - self.start >= self.stop_at:
            self.app.running = False


@pytest.fixture
def app(monkeypatch: pytest.MonkeyPatch) -> App:
    app = make_app()
    yield app
    app.close()
    pygame.quit()


def run_for(app: App, seconds: float, monkeypatch: pytest.MonkeyPatch) -> FakeTime:
    fake = FakeTime(app, seconds)
    monkeypatch.setattr(loop, "time", fake)
    app.running = True
    app.run()
    return fake


def test_an_idle_menu_draws_once_and_sleeps(app: App, monkeypatch) -> None:
    app.router.reset("menu")
    fake = run_for(app, 30.0, monkeypatch)
    assert app.frames <= 2  # the first frame, and nothing changed after it
    # It slept a frame's length at a time, looking for events in between.
    assert fake.sleeps >= 30 * 60 * 0.9


def test_a_timer_on_an_idle_screen_fires_on_time_and_redraws(app: App, monkeypatch) -> None:
    app.router.reset("menu")
    menu = app.top
    fired: list[float] = []
    menu.clock.schedule(lambda: fired.append(menu.clock.time), 2.0)
    run_for(app, 5.0, monkeypatch)
    assert fired and 2.0 <= fired[0] <= 2.0 + 1 / 60 + 1e-9  # exact, not clamped per frame
    # Time slept is passed on whole (clamped to a frame's 0.1 s, twenty wake-ups would
    # make two seconds); the last quarter second was slept after the last frame.
    assert 5.0 - 0.25 - 1e-9 <= menu.clock.time <= 5.0
    assert app.frames >= 2  # the frame after the timer ended was drawn


def test_an_idle_table_sleeps_but_a_running_steal_window_draws_every_frame(
    app: App, monkeypatch
) -> None:
    starting.start(app, quarto_setup(), keep_setup=False)
    run_for(app, 3.0, monkeypatch)
    assert app.frames <= 3  # a person's turn with no clock: nothing moves
    play = app.top
    assert play.table.give(3) and play.table.place(0)
    assert play.table.give(4)  # Anna's steal window runs (five seconds): its ring counts down
    frames = app.frames
    run_for(app, 2.0, monkeypatch)
    assert app.frames - frames >= 2 * 60 * 0.9
    window = play.match.call_window(0)
    assert window is not None and window.remaining == pytest.approx(3.0, abs=0.05)


class _Moving(Scene):
    def animating(self) -> bool:
        return True

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((0, 0, 0))


def test_a_scene_that_moves_gets_sixty_frames_a_second(app: App, monkeypatch) -> None:
    app.router.register("moving", _Moving)
    app.router.reset("moving")
    run_for(app, 2.0, monkeypatch)
    assert 2 * 60 * 0.9 <= app.frames <= 2 * 60 + 2
