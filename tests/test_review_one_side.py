"""The review screen reads every turn's values from one side, the strip's (the first
seat's): the value after a turn is the value before the next, whoever moved. Through
the real review scene, with the review's own worker job answered in the test's thread."""

from __future__ import annotations

import pygame
import pytest
from test_gui_helpers import make_app, post_key
from test_review_screen import JobsInTurn, finish, open_review, planted_game

from quarto_app.frame.loop import App, Pace


@pytest.fixture
def app() -> App:
    app = make_app(pace=Pace.fast())
    app.services["quarto.review_worker"] = JobsInTurn
    JobsInTurn.started.clear()
    yield app
    app.close()
    pygame.quit()


def test_each_turns_values_are_the_first_seats_before_and_after(app: App) -> None:
    match, _ = planted_game()
    scene = open_review(app, match)
    finish(app, scene)
    model = scene.model
    model.choose(0)
    app.run_frames(1)
    seen = []
    for _ in model.turns:
        values = model.values_for_first()
        assert values is not None
        seen.append((model.verdict().player, *values))
        post_key(pygame.K_RIGHT)  # the next turn, as the player steps through
        app.run_frames(1)
    assert {player for player, _, _ in seen} == {0, 1}  # both seats' turns are read
    chained = 0
    for (_, _, after), (_, before, _) in zip(seen, seen[1:], strict=False):
        if after.exact and before.exact:
            assert after.outcome is before.outcome
            chained += 1
    assert chained >= 2
