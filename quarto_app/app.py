"""Start the game window: the menu, the attract mode (--demo), or a smoke run (--smoke).

The smoke run plays a short computer-vs-computer game through the real scenes
as fast as frames compute (fixed dt steps, no waiting on the wall clock), can
save the last frame, and exits 0 when the game reached its end.
"""

from __future__ import annotations

import os
import time
import warnings

SMOKE_LEVELS = ("Beginner", "Easy")
SMOKE_TIME_LIMIT = 120.0  # wall-clock seconds before a smoke run gives up
DT = 1 / 60


def open_window(size: tuple[int, int] = (1280, 800)) -> None:
    """A resizable window titled Quarto, no bigger than the desktop, no smaller than 960x600."""
    import pygame

    from .frame.i18n import text
    from .games.quarto.screen.layout import MIN_SIZE

    desktops = pygame.display.get_desktop_sizes() if pygame.display.get_init() else []
    headless = pygame.display.get_driver() in ("dummy", "offscreen")
    if desktops and desktops[0][0] > 0 and not headless:
        size = (min(size[0], desktops[0][0]), min(size[1], desktops[0][1] - 60))
        size = (max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1]))
    _set_icon()
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.display.set_caption(text("frame.app.title"))
    try:
        with warnings.catch_warnings():
            # pygame-ce warns that surface rendering through Window may go away; we
            # only set the minimum size on the window set_mode made.
            warnings.simplefilter("ignore", DeprecationWarning)
            pygame.Window.from_display_module().minimum_size = MIN_SIZE
    except (AttributeError, pygame.error):
        pass  # an older SDL: the layout still copes, it is only less comfortable


def _set_icon() -> None:
    """The window's icon from assets/, if it is there (it is optional)."""
    import pygame

    from .platform.paths import resource_path

    icon = resource_path("icon-48.png")
    if icon.exists():
        try:
            pygame.display.set_icon(pygame.image.load(str(icon)))
        except (pygame.error, OSError):
            pass  # the default icon is fine


def start(demo: bool = False, smoke: bool = False, screenshot: str | None = None) -> int:
    """Open the window and run until it is closed; the exit code."""
    if smoke and not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    pygame.display.init()
    pygame.font.init()
    app = None
    try:
        open_window()
        from .frame.loop import App, Pace
        from .frame.scenes.menu import MenuScene, demo_game

        app = App(pace=Pace.fast() if smoke else Pace())
        app.autosave = not (smoke or demo)  # never overwrite the player's game with a demo
        app.push(MenuScene(app))
        if smoke:
            return _smoke(app, screenshot)
        if demo:
            from .games.quarto.screen.scene import PlayScene

            app.reset_to(PlayScene(app, demo_game(), attract=True))
        app.run()
        return 0
    finally:
        if app is not None:
            app.reset_scenes()  # stops any computer search still running
        pygame.quit()


def _smoke(app: object, screenshot: str | None) -> int:
    """A quick computer game through the real scenes; 0 when it reached game over."""
    import pygame

    from .frame.loop import App
    from .frame.scenes.overlay import GameOverOverlay
    from .games.quarto.match import MatchSettings
    from .games.quarto.screen.game_setup import GameSetup
    from .games.quarto.screen.scene import PlayScene

    assert isinstance(app, App)
    setup = GameSetup(
        settings=MatchSettings(names=tuple(f"Computer ({name})" for name in SMOKE_LEVELS)),
        levels=SMOKE_LEVELS,
    )
    app.reset_to(PlayScene(app, setup))
    deadline = time.monotonic() + SMOKE_TIME_LIMIT
    while not isinstance(app.top, GameOverOverlay):
        if time.monotonic() > deadline or not app.running:
            print("smoke: the game did not finish in time")
            return 1
        app.step(DT)
        pygame.display.flip()
    app.run_frames(3, DT)
    pygame.display.flip()
    if screenshot:
        pygame.image.save(app.surface, screenshot)
    play = app.find(PlayScene)
    assert isinstance(play, PlayScene)
    print(f"smoke: {play.status_line()} after {app.frames} frames")
    return 0
