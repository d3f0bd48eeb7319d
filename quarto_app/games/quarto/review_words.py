"""The review and the hints in words: what `ai.review` and `ai.hint` say as codes.

The command line's annotated game (`main.py review`) is written here, and the
screens say a verdict or a hint with the same functions. Keys `quarto.review.*`
and `quarto.hint.*` in assets/locale/<lang>/quarto.po. Pure: no pygame.
"""

from __future__ import annotations

from collections.abc import Sequence

from quarto_app.frame.i18n import plural, text

from .ai.analyst import Outcome, Worth
from .ai.hint import Hint
from .ai.review import TurnReview
from .match import Result
from .rules import piece_to_char, square_name
from .words import Names, other, result_title_for, seat


def worth(value: Worth) -> str:
    """ "won", "drawn", "lost", or "not solved (+0.10)" with the estimate."""
    if value.outcome is Outcome.UNKNOWN:
        return text("quarto.review.value.unknown", estimate=value.estimate or 0.0)
    return text(f"quarto.review.value.{value.outcome.value}")


def mistake(entry: TurnReview, names: Names) -> str:
    """What went wrong in a turn, in a clause ("let a won game slip to a draw")."""
    assert entry.kind is not None
    params: dict[str, object] = {"other": other(names, entry.player)}
    for name, value in entry.detail.items():
        params[name] = square_name(value) if name == "square" else piece_to_char(value)
    return text(f"quarto.review.kind.{entry.kind.value}", **params)


def verdict_lines(entry: TurnReview, names: Names) -> list[str]:
    """A reviewed turn: its move and values, and the mistake with a better turn."""
    lines = [
        text(
            "quarto.review.turn",
            turn=entry.turn,
            player=seat(names, entry.player),
            move=str(entry.move),
            before=worth(entry.before),
            after=worth(entry.after),
        )
    ]
    if entry.kind is not None:
        what = mistake(entry, names)
        if entry.best is not None:
            best = entry.best.tokens(entry.player)
            lines.append(text("quarto.review.mistake", what=what, best=best))
        else:
            lines.append(text("quarto.review.mistake_alone", what=what))
    return lines


def annotated_game(
    names: Names,
    first: int,
    first_give: str | None,
    entries: Sequence[TurnReview],
    result: Result | None,
    score: str,
) -> list[str]:
    """The whole game with the computer's verdict on every turn, line by line.

    `first` gave the first piece (`first_give`, its record token, None when the
    game has no move yet); `score` is the record's result token ("1-0", "*").
    """
    mistakes = sum(1 for e in entries if e.mistake)
    exact = sum(1 for e in entries if e.exact)
    lines = [
        text("quarto.review.header", first=names[0], second=names[1], result=score),
        plural("quarto.review.summary", mistakes, exact=exact, turns=len(entries)),
    ]
    if first_give is not None:
        lines.append(
            text("quarto.review.first_give", turn=1, player=seat(names, first), move=first_give)
        )
    for entry in entries:
        lines.extend(verdict_lines(entry, names))
    if result is not None:
        lines.append(result_title_for(result.winner, names))
    return lines


def hint(given: Hint, names: Names, player: int) -> str:
    """The hint's reason in one line, for `player` (0 or 1) to read."""
    params: dict[str, object] = {"other": other(names, player)}
    for name, value in given.params.items():
        if name == "square":
            params[name] = square_name(value)
        elif name == "piece":
            params[name] = piece_to_char(value)
        else:
            params[name] = value
    return text(f"quarto.hint.{given.reason.value}", **params)
