"""Every test runs headless and away from the player's own folders.

SDL's dummy drivers are set before anything imports pygame, and the per-user
folders (settings, saves, logs) point into a throwaway folder, so a test can
never touch a real profile even if it forgets to choose its own.
"""

import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The game speaks the system's language until the player picks one: the tests' is English.
os.environ["LANGUAGE"] = "en"
os.environ["QUARTO_USER_DIR"] = tempfile.mkdtemp(prefix="quarto-tests-")
