"""The one shape of every error a game's pure core raises: a code and its parameters.

The core writes no sentences: it says *what* went wrong (`Code.TAKEN`) and with
what (`square=9`). The screens and the command line turn that into words in the
player's language through the message catalog (quarto_app.frame.i18n), under the
key `<game>.error.<code>`. `str()` of an error is for logs and tracebacks only.

    try:
        match.place(player, square)
    except MatchError as error:
        error.code, error.params      # MatchCode.TAKEN, {"square": 9}
"""

from __future__ import annotations

from enum import Enum


class GameError(ValueError):
    """Bad input to a game's core (a move the rules refuse, a damaged record...)."""

    def __init__(self, code: Enum, /, **params: object) -> None:
        super().__init__(code.value, params)
        self.code = code
        self.params = params

    def __str__(self) -> str:
        if not self.params:
            return str(self.code.value)
        shown = ", ".join(f"{name}={value!r}" for name, value in self.params.items())
        return f"{self.code.value} ({shown})"
