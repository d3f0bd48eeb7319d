"""The errors of a game's pure core: a code and its parameters (quarto_app.coded).

The catalog key of an error's words is `<game>.error.<code>`: each game's
words module says them (e.g. quarto_app.games.quarto.words.error).

    try:
        match.place(player, square)
    except MatchError as error:
        error.code, error.params      # MatchCode.SQUARE_TAKEN, {"square": 9}
"""

from __future__ import annotations

from quarto_app.coded import CodedError


class GameError(CodedError):
    """Bad input to a game's core (a move the rules refuse, a damaged record...)."""
