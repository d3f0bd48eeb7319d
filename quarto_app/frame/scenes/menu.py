"""The title screen: one button to play at once, the rest one click away."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...games.quarto.match import MatchSettings
from ...games.quarto.screen.game_setup import GameSetup
from .. import intents, theme
from ..button_column import ButtonColumn
from ..loop import App, Scene
from ..widgets import Button

if TYPE_CHECKING:
    from ...platform.saves import Damaged, SavedGame

QUICK_LEVEL = "Easy"  # a newcomer's first opponent


def quick_game() -> GameSetup:
    """Against the computer at an easy level, the seeds' rules, dice to start."""
    return GameSetup(
        settings=MatchSettings(names=("You", f"Computer ({QUICK_LEVEL})")),
        levels=(None, QUICK_LEVEL),
    )


def demo_game() -> GameSetup:
    """The computer against itself, for attract mode."""
    return GameSetup(
        settings=MatchSettings(names=("Medium", "Hard")),
        levels=("Medium", "Hard"),
    )


class MenuScene(Scene):
    """Play, Two players, Game setup, Watch, About, Quit."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.saved: SavedGame | None = None
        self.message = ""
        if app.autosave:
            from ...platform.saves import resume

            self.saved, damaged = resume()
            if damaged is not None:
                self.message = _damaged_words(damaged)
        resume_button = [Button("Continue the saved game", self.resume)] if self.saved else []
        self.column = ButtonColumn(
            [
                *resume_button,
                Button("Play against the computer", self.play_computer),
                Button("Two players, one screen", self.play_two),
                Button("Game setup...", self.open_setup),
                Button("Watch the computer play", self.watch),
                Button("About", self.about),
                Button("Quit", self.quit),
            ]
        )
        self.size = (1280, 800)
        self.scale = 1.0

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.scale = s = min(size[0] / 1280, size[1] / 800)
        self.column.place(
            size[0] // 2, round(290 * s), round(420 * s), round(52 * s), round(12 * s)
        )

    def handle(self, intent: intents.Intent) -> None:
        if isinstance(intent, intents.Cancel):
            return
        self.column.handle(intent)

    def _start(self, setup: GameSetup, attract: bool = False) -> None:
        from ...games.quarto.screen.scene import PlayScene

        self.app.reset_to(PlayScene(self.app, setup, attract=attract))

    def resume(self) -> None:
        """Carry on with the game left unfinished (the autosave)."""
        from ...games.quarto.screen.scene import PlayScene

        saved = self.saved
        assert saved is not None
        match = saved.match
        setup = GameSetup(
            settings=match.settings,
            levels=(saved.computer.get(0), saved.computer.get(1)),
            starter=match.first,
        )
        self.app.reset_to(PlayScene(self.app, setup, match=match))

    def play_computer(self) -> None:
        self._start(quick_game())

    def play_two(self) -> None:
        self._start(GameSetup())

    def open_setup(self) -> None:
        from .setup import SetupScene

        self.app.push(SetupScene(self.app, GameSetup()))

    def watch(self) -> None:
        self._start(demo_game(), attract=True)

    def about(self) -> None:
        from .about import AboutScene

        self.app.push(AboutScene(self.app))

    def quit(self) -> None:
        self.app.running = False

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        surface.fill(theme.BACKGROUND)
        centre = self.size[0] // 2
        theme.text(
            surface,
            "QUARTO",
            round(120 * s),
            theme.ACCENT,
            bold=True,
            center=(centre, round(130 * s)),
        )
        theme.text(
            surface,
            "Four in a line that share one thing: colour, shape, height or top.",
            round(30 * s),
            theme.TEXT_DIM,
            center=(centre, round(215 * s)),
            max_width=self.size[0] - 40,
        )
        theme.text(
            surface,
            "But your opponent chooses the piece you place.",
            round(30 * s),
            theme.TEXT_DIM,
            center=(centre, round(250 * s)),
            max_width=self.size[0] - 40,
        )
        self.column.draw(surface, round(30 * s))
        if self.message:
            theme.text(
                surface,
                self.message,
                round(22 * s),
                theme.BAD,
                center=(centre, self.size[1] - round(60 * s)),
                max_width=self.size[0] - 40,
            )
        theme.text(
            surface,
            "Arrows and Enter work too.  Esc leaves a game.",
            round(22 * s),
            theme.TEXT_DIM,
            center=(centre, self.size[1] - round(30 * s)),
        )


def _damaged_words(damaged: Damaged) -> str:
    from quarto_app.coded import CodedError
    from quarto_app.games.quarto import words

    why = (
        words.error(damaged.error) if isinstance(damaged.error, CodedError) else str(damaged.error)
    )
    kept = f"it was kept as {damaged.kept}" if damaged.kept else "it was left where it was"
    return f"The saved game could not be resumed ({why}); {kept}."
