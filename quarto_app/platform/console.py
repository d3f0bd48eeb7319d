"""Writing to the console as command-line tools do, when the console may be gone.

`say` prints a line and flushes it at once, so a full device (`> /dev/full`), a
reader that left (`| head`) or a closed stdout (`>&-`) is known there and then,
not in an "Exception ignored" at exit. `lost` then points stdout at the null
device, so the interpreter's own last flush cannot fail again, and says on
stderr (if it can) what was lost: the caller exits with OUTPUT_ERROR.
"""

from __future__ import annotations

import os
import sys
from typing import TextIO

OUTPUT_ERROR = 1
"""The exit code of a command whose output could not be written."""
PROGRAM = "Quarto" if getattr(sys, "frozen", False) else "main.py"
"""The name the game was run by, for its messages (the frozen build is started as Quarto)."""


class Unwritten(Exception):
    """Output that could not be written (argparse's help and version, for one)."""

    def __init__(self, error: BaseException | None) -> None:
        super().__init__(error)
        self.error = error


def say(text: str, stream: TextIO | None = None, *, to_stderr: bool = False) -> None:
    """Print `text` and a newline, flushed; Unwritten if it could not be written."""
    stream = stream or (sys.stderr if to_stderr else sys.stdout)
    if stream is None:  # closed before we started (`>&-`), or a windowed build
        raise Unwritten(None)
    try:
        stream.write(text + "\n")
        stream.flush()
    except (OSError, ValueError) as exc:  # ValueError: a closed file
        raise Unwritten(exc) from None


def why(error: BaseException | None) -> str:
    """What went wrong with the output, in the system's words ("No space left on device")."""
    if isinstance(error, OSError) and error.strerror:
        return error.strerror
    if error is None:
        return os.strerror(9)  # EBADF: "Bad file descriptor", as a closed stdout answers
    return str(error)


def lost(message: str | None) -> int:
    """The output is lost: quiet the last flush, say `message` on stderr; OUTPUT_ERROR.

    A reader that left (`| head`, BrokenPipeError) is told nothing: it asked for that.
    """
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        if sys.stdout is not None:
            os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass  # a stdout without a file descriptor: nothing is left to flush into one
    if message is not None:
        try:
            say(message, to_stderr=True)
        except Unwritten:
            pass  # stderr is no better off: the exit code says it
    return OUTPUT_ERROR
