"""The one shape of every error the app's pure layers raise: a code and its parameters.

The layers below the screens write no sentences: they say *what* went wrong
(`RulesCode.SQUARE_TAKEN`) and with what (`square=9`). The screens and the
command line turn that into words in the player's language through the
message catalog (quarto_app.frame.i18n). `str()` of an error is for logs and
tracebacks only. This module imports nothing: every layer may use it.
"""

from __future__ import annotations

from enum import Enum


class CodedError(ValueError):
    """Bad input: a file, a move, an argument, with a code that says what is wrong."""

    def __init__(self, code: Enum, /, **params: object) -> None:
        super().__init__(code.value, params)
        self.code = code
        self.params = params

    def __str__(self) -> str:
        if not self.params:
            return str(self.code.value)
        shown = ", ".join(f"{name}={value!r}" for name, value in self.params.items())
        return f"{self.code.value} ({shown})"
