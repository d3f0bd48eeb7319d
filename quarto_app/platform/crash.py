"""Never a silent exit: the log, and a readable error screen when the game crashes.

``run_guarded(start)`` runs the game. An uncaught exception is written with its
traceback and a timestamp to ``quarto.log`` in the per-user log folder (a
rotating log, a few hundred kB at most), then

* with a display: a small window (the frame's error_window, handed in by
  main.py) says what happened and where the details are, until the player
  presses a key or Close;
* headless (``--smoke``, no display, SDL's dummy driver): the same message and
  the log path go to stderr;

and the exit code is 1. SystemExit (argparse's usage errors exit 2, --version
exits 0) and KeyboardInterrupt are not crashes and pass through untouched.

Two environment variables serve the build check (tools/check_build.py):

* ``QUARTO_SELFTEST_CRASH=1`` raises a crash at start, to prove the frozen app
  logs and reports it;
* ``QUARTO_REPORT_FIRST_FRAME=1`` prints ``first frame after X.XX s`` to
  stderr when the first frame reaches the screen.
"""

from __future__ import annotations

import logging
import logging.handlers
import os
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

# Taken when main.py imports this module, its first import: close to the start of Python.
STARTED_AT = time.monotonic()

CRASH_TEST_ENV = "QUARTO_SELFTEST_CRASH"
FIRST_FRAME_ENV = "QUARTO_REPORT_FIRST_FRAME"
LOG_NAME = "quarto.log"
LOG_MAX_BYTES = 512_000
LOG_BACKUPS = 2
MESSAGE_LIMIT = 240  # characters of the error shown to the player

log = logging.getLogger("quarto")

_handler: logging.handlers.RotatingFileHandler | None = None
_previous_thread_hook: Callable[[threading.ExceptHookArgs], object] | None = None


def _stderr(text: str) -> None:
    """Print to stderr if there is one (a windowed Windows build has sys.stderr None)."""
    stream = sys.stderr
    if stream is None:
        return
    try:
        print(text, file=stream, flush=True)
    except (OSError, ValueError):  # closed or broken pipe: nothing more we can do
        pass


def _open_handler(path: Path) -> logging.handlers.RotatingFileHandler:
    handler = logging.handlers.RotatingFileHandler(
        path, maxBytes=LOG_MAX_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8", delay=True
    )
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    return handler


def setup_logging() -> Path | None:
    """Send log records (warnings and up from everywhere, info from the game) to quarto.log.

    Falls back to the temp folder if the per-user log folder cannot be
    written. Returns the log file, or None if no log can be written at all.
    Calling it again is harmless; it follows a changed QUARTO_USER_DIR.
    """
    global _handler, _previous_thread_hook
    from .paths import user_log_dir

    candidates: list[Callable[[], Path]] = [
        lambda: user_log_dir() / LOG_NAME,
        lambda: Path(tempfile.gettempdir()) / LOG_NAME,
    ]
    for candidate in candidates:
        try:
            path = candidate()
            if _handler is not None and _handler.baseFilename == os.path.abspath(path):
                return path
            handler = _open_handler(path)
        except OSError:
            continue
        shutdown_logging()
        _handler = handler
        root = logging.getLogger()
        root.addHandler(handler)
        if root.level > logging.WARNING or root.level == logging.NOTSET:
            root.setLevel(logging.WARNING)
        log.setLevel(logging.INFO)
        logging.getLogger("quarto_app").setLevel(logging.INFO)
        if threading.excepthook is not _thread_hook:
            _previous_thread_hook = threading.excepthook
            threading.excepthook = _thread_hook
        return Path(handler.baseFilename)
    return None


def shutdown_logging() -> None:
    """Detach and close the log file (tests; a clean exit closes it anyway)."""
    global _handler, _previous_thread_hook
    if _handler is not None:
        logging.getLogger().removeHandler(_handler)
        _handler.close()
        _handler = None
    if _previous_thread_hook is not None:
        threading.excepthook = _previous_thread_hook
        _previous_thread_hook = None


def _thread_hook(args: threading.ExceptHookArgs) -> None:
    """A worker thread (the computer opponent) died: keep the traceback in the log too."""
    if args.exc_type is not SystemExit and args.exc_value is not None:
        log.error(
            "Uncaught error in thread %s",
            getattr(args.thread, "name", "?"),
            exc_info=(args.exc_type, args.exc_value, args.exc_traceback),
        )
    (_previous_thread_hook or threading.__excepthook__)(args)


def _describe_runtime() -> str:
    from .. import __version__

    build = "frozen" if getattr(sys, "frozen", False) else "source"
    return f"Quarto {__version__} ({build}), Python {sys.version.split()[0]}, {sys.platform}"


def write_crash_log(exc: BaseException) -> Path | None:
    """Append the traceback with a timestamp to the log; the log file, or None."""
    path = setup_logging()
    if path is None:
        return None
    log.critical("Quarto hit an unexpected error. %s", _describe_runtime(), exc_info=exc)
    if _handler is not None:
        _handler.flush()
    # The handler opens the file lazily: only now do we know the write worked.
    return path if path.is_file() else None


def crash_message(exc: BaseException, log_file: Path | None) -> list[str]:
    """The few lines a player sees: what happened and where the details are."""
    what = f"{type(exc).__name__}: {exc}"
    if len(what) > MESSAGE_LIMIT:  # the whole text is in the log; the window stays readable
        what = what[: MESSAGE_LIMIT - 3] + "..."
    lines = ["Quarto hit an unexpected error and has to close.", what]
    if log_file is not None:
        lines.append(f"The details are in {log_file}")
    else:
        lines.append("The log could not be written; the details follow on the console.")
    return lines


def display_available() -> bool:
    """Whether an error window could be shown at all."""
    driver = os.environ.get("SDL_VIDEODRIVER", "").lower()
    if driver in ("dummy", "offscreen"):
        return False
    if sys.platform in ("win32", "darwin"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


ShowWindow = Callable[[list[str], Path | None], None]


def run_guarded(
    start: Callable[[], int], *, headless: bool = False, show_window: ShowWindow | None = None
) -> int:
    """Run ``start()`` and return its exit code; a crash is logged, shown, and gives 1.

    ``show_window(message, log_file)`` draws the error window (the frame's,
    quarto_app.frame.error_window); without one, or headless, the message
    goes to stderr only.
    """
    try:
        if os.environ.get(CRASH_TEST_ENV):
            raise RuntimeError(f"self-test crash requested by {CRASH_TEST_ENV}")
        if os.environ.get(FIRST_FRAME_ENV):
            _report_first_flip()
        return start()
    except Exception as exc:  # noqa: BLE001 - SystemExit/KeyboardInterrupt are not crashes
        try:
            log_file = write_crash_log(exc)
        except Exception:  # noqa: BLE001 - the report must still reach the player
            log_file = None
        message = crash_message(exc, log_file)
        _stderr("\n".join(message))
        if log_file is None:
            import traceback

            _stderr("".join(traceback.format_exception(exc)))
        if show_window is not None and not headless and display_available():
            try:
                show_window(message, log_file)
            except Exception:  # noqa: BLE001 - no window possible: stderr and the log remain
                log.exception("Could not show the error window")
        return 1


def _report_first_flip() -> None:
    """Print once when the first frame is presented, whatever screen draws it.

    Wraps pygame.display.flip/update only when FIRST_FRAME_ENV is set (build
    check, measurements), so the play screens need no timing code.
    """
    import pygame

    display = pygame.display
    originals = {name: getattr(display, name) for name in ("flip", "update")}
    reported = False

    def wrap(name: str) -> Callable[..., object]:
        original = originals[name]

        def presented(*args: object, **kwargs: object) -> object:
            nonlocal reported
            result = original(*args, **kwargs)
            if not reported:
                reported = True
                _stderr(f"first frame after {time.monotonic() - STARTED_AT:.2f} s")
                for key, function in originals.items():  # back to the untouched functions
                    setattr(display, key, function)
            return result

        return presented

    for name in originals:
        setattr(display, name, wrap(name))
