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

The log stays the player's own and stays small. When the log folder is
unusable it goes to the per-user cache folder, and failing that into a new
private folder in the temp folder: never a fixed path that another user of the
machine could plant first. It is opened without following a symbolic link (and
only if it is a regular file), so a link planted in its place is refused, not
written through. Each record is cut to RECORD_LIMIT characters (the start and
the end of a long message or traceback), and the file rolls over before a
record would take it past LOG_MAX_BYTES bytes.

Two environment variables serve the build check (tools/check_build.py):

* ``QUARTO_SELFTEST_CRASH=1`` raises a crash at start, to prove the frozen app
  logs and reports it;
* ``QUARTO_REPORT_FIRST_FRAME=1`` prints ``first frame after X.XX s`` to
  stderr when the first frame reaches the screen.
"""

from __future__ import annotations

import contextlib
import io
import logging
import logging.handlers
import os
import stat
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

# Taken when main.py imports this module, its first import: close to the start of Python.
STARTED_AT = time.monotonic()

CRASH_TEST_ENV = "QUARTO_SELFTEST_CRASH"
FIRST_FRAME_ENV = "QUARTO_REPORT_FIRST_FRAME"
LOG_NAME = "quarto.log"
LOG_MAX_BYTES = 512_000
LOG_BACKUPS = 2
RECORD_LIMIT = 16_000  # characters of one record: at most 64 kB in UTF-8, far below the cap
MESSAGE_LIMIT = 240  # characters of the error shown to the player

log = logging.getLogger("quarto")

_handler: _LogHandler | None = None
_private_folder: Path | None = None  # the last resort's folder, once made
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


class _CutFormatter(logging.Formatter):
    """Formats a record, then keeps its start and its end within RECORD_LIMIT characters."""

    def format(self, record: logging.LogRecord) -> str:
        text = super().format(record)
        if len(text) <= RECORD_LIMIT:
            return text
        cut = len(text) - RECORD_LIMIT
        note = f"\n[... {cut} characters cut ...]\n"
        keep = RECORD_LIMIT - len(note)
        # The start says when and what; the end of a traceback says where it failed.
        return text[: keep * 3 // 4] + note + text[len(text) - (keep - keep * 3 // 4) :]


# Where the platform has them: no following a link, no waiting on a named pipe,
# no newline translation under the text layer (Windows).
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_OPEN_FLAGS = (
    os.O_WRONLY
    | os.O_APPEND
    | os.O_CREAT
    | getattr(os, "O_NOFOLLOW", 0)
    | _NONBLOCK
    | getattr(os, "O_BINARY", 0)
)


class _LogHandler(logging.handlers.RotatingFileHandler):
    """The rotating log, opened safely and rolled over by the record's size in bytes."""

    def __init__(self, path: Path) -> None:
        super().__init__(
            path,
            maxBytes=LOG_MAX_BYTES,
            backupCount=LOG_BACKUPS,
            encoding="utf-8",
            errors="backslashreplace",  # a stray surrogate must not lose the record
            delay=True,
        )
        self.setFormatter(_CutFormatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
        self._failed = False  # a write failed: the records go elsewhere, quietly
        self._instead: _LogHandler | None = None

    def emit(self, record: logging.LogRecord) -> None:
        if self._failed:
            if self._instead is not None:
                self._instead.emit(record)
            return
        super().emit(record)

    def handleError(self, record: logging.LogRecord) -> None:
        """The log could not be written (a full disk, its folder taken away): no
        "--- Logging error ---" and traceback on the player's console, as when it cannot be
        opened. This record and the next go to a private folder in the temp folder, or
        nowhere if that fails too."""
        if self._failed:
            return
        self._failed = True
        stream, self.stream = self.stream, None
        if stream is not None:
            with contextlib.suppress(Exception):  # its buffer cannot be written either
                stream.close()
        try:
            path = _private_temp_log()
            if os.path.abspath(path) != self.baseFilename:
                self._instead = _LogHandler(path)
                self._instead.emit(record)
        except Exception:  # noqa: BLE001 - nowhere left to write: the game plays on
            self._instead = None

    def close(self) -> None:
        with contextlib.suppress(Exception):
            super().close()
        if self._instead is not None:
            self._instead.close()

    def _open(self) -> io.TextIOWrapper:
        # O_NOFOLLOW refuses a link planted between the check in `_usable` and now.
        fd = os.open(self.baseFilename, _OPEN_FLAGS, 0o600)
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise OSError(f"not a regular file: {self.baseFilename}")
            if _NONBLOCK:  # it only kept the open from waiting: writes may wait
                os.set_blocking(fd, True)
            return open(fd, "a", encoding=self.encoding, errors=self.errors)  # noqa: SIM115
        except BaseException:
            os.close(fd)
            raise

    def shouldRollover(self, record: logging.LogRecord) -> bool:
        # The base class compares characters with the file's bytes: count bytes.
        stream = self.stream if self.stream is not None else self._open()
        self.stream = stream
        message = self.format(record) + self.terminator
        size = len(message.encode("utf-8", "backslashreplace"))
        size += message.count("\n") * (len(os.linesep) - 1)  # Windows writes \r\n
        stream.seek(0, os.SEEK_END)
        return stream.tell() + size > self.maxBytes


def _usable(path: Path) -> bool:
    """Whether the log can live at `path`: a regular file of ours, or none in a folder
    we may write. (The open itself refuses a link that appears after this check.)"""
    try:
        found = os.lstat(path)
    except FileNotFoundError:
        return os.path.isdir(path.parent) and os.access(path.parent, os.W_OK | os.X_OK)
    except OSError:
        return False
    return stat.S_ISREG(found.st_mode) and os.access(path, os.W_OK)


def _candidates() -> Iterator[Path]:
    """The log file's places, best first: the log folder, then the cache folder."""
    from .paths import user_cache_dir, user_log_dir

    for folder in (user_log_dir, user_cache_dir):
        try:
            path = folder() / LOG_NAME
        except OSError:  # e.g. a file where the folder should be, a read-only disk
            continue
        if _usable(path):
            yield path


def _private_temp_log() -> Path:
    """The last resort: a log in a folder only this user can enter (mkdtemp's mode 0700),
    made once per run."""
    global _private_folder
    if _private_folder is None or not os.path.isdir(_private_folder):
        _private_folder = Path(tempfile.mkdtemp(prefix="quarto-log-"))
    return _private_folder / LOG_NAME


def setup_logging() -> Path | None:
    """Send log records (warnings and up from everywhere, info from the game) to quarto.log.

    Falls back to the cache folder, then to a private folder in the temp folder,
    if the per-user log folder cannot be written. Returns the log file, or None
    if no log can be written at all. Calling it again is harmless; it follows a
    changed QUARTO_USER_DIR.
    """
    global _handler, _previous_thread_hook
    try:
        path = next(_candidates(), None) or _private_temp_log()
        if _handler is not None and _handler.baseFilename == os.path.abspath(path):
            return path
        handler = _LogHandler(path)
    except OSError:
        return None
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


Say = Callable[..., str]
"""say(key, english, **params): a line of the crash message in the player's language
(the frame's catalog, frame.crash.<key>); `english`, filled, when it cannot."""


def _english(key: str, english: str, /, **params: object) -> str:
    return english.format(**params)


def crash_message(exc: BaseException, log_file: Path | None, say: Say = _english) -> list[str]:
    """The few lines a player sees: what happened and where the details are."""
    what = f"{type(exc).__name__}: {exc}"
    if len(what) > MESSAGE_LIMIT:  # the whole text is in the log; the window stays readable
        what = what[: MESSAGE_LIMIT - 3] + "..."

    def said(key: str, english: str, /, **params: object) -> str:
        try:
            return say(key, english, **params)
        except Exception:  # noqa: BLE001 - a broken catalog must not hide the crash
            return _english(key, english, **params)

    lines = [said("title", "Quarto hit an unexpected error and has to close."), what]
    if log_file is not None:
        lines.append(said("log", "The details are in {path}", path=log_file))
    else:
        lines.append(
            said("no_log", "The log could not be written; the details follow on the console.")
        )
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
    start: Callable[[], int],
    *,
    headless: bool = False,
    show_window: ShowWindow | None = None,
    say: Say = _english,
) -> int:
    """Run ``start()`` and return its exit code; a crash is logged, shown, and gives 1.

    ``show_window(message, log_file)`` draws the error window (the frame's,
    quarto_app.frame.error_window); without one, or headless, the message
    goes to stderr only. ``say`` words the message (the frame's catalog).
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
        message = crash_message(exc, log_file, say)
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
