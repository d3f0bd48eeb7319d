"""Quarto's setup options as the frame's setup screen shows them, and the match settings
they make: the variants of the seeds (2x2 squares, the beginner attributes), how QUARTO!
is called, the steal window, false calls and the move clock; and whether a person may
ask for a hint (not a rule of the match: the record keeps it as its own tag).
"""

from __future__ import annotations

from collections.abc import Mapping

from quarto_app.frame.game import Option, Setup
from quarto_app.frame.i18n import text

from .match import Calling, FalseCallRule, MatchSettings
from .match.settings import DEFAULT_STEAL_WINDOW, TOURNAMENT_MOVE_CLOCK
from .rules import ATTRIBUTES, RuleOptions

STEAL_WINDOWS = ("3", "5", "8", "12")
YES_NO = ("yes", "no")
ANNOUNCING = ("calling", Calling.ANNOUNCE.value)

OPTIONS: tuple[Option, ...] = (
    Option(
        "board",
        "quarto.option.board",
        ("lines", "squares"),
        ("quarto.option.board.lines", "quarto.option.board.squares"),
        "lines",
        note="quarto.option.board.note",
    ),
    *(
        Option(
            a.name,
            f"quarto.option.{a.name}",
            YES_NO,
            ("quarto.option.yes", "quarto.option.no"),
            "yes",
            note="quarto.option.attribute.note",
        )
        for a in ATTRIBUTES
    ),
    Option(
        "calling",
        "quarto.option.calling",
        (Calling.ANNOUNCE.value, Calling.AUTOMATIC.value),
        ("quarto.option.calling.announce", "quarto.option.calling.automatic"),
        Calling.ANNOUNCE.value,
        note="quarto.option.calling.note",
    ),
    Option(
        "steal_window",
        "quarto.option.steal_window",
        STEAL_WINDOWS,
        tuple(f"quarto.option.seconds.{s}" for s in STEAL_WINDOWS),
        f"{DEFAULT_STEAL_WINDOW:g}",
        applies_when=ANNOUNCING,
        note="quarto.option.steal_window.note",
    ),
    Option(
        "false_call",
        "quarto.option.false_call",
        (FalseCallRule.REFUSE.value, FalseCallRule.LOSE.value),
        ("quarto.option.false_call.refuse", "quarto.option.false_call.lose"),
        FalseCallRule.REFUSE.value,
        applies_when=ANNOUNCING,
    ),
    Option(
        "clock",
        "quarto.option.clock",
        ("off", f"{TOURNAMENT_MOVE_CLOCK:g}"),
        ("quarto.option.clock.off", "quarto.option.clock.minute"),
        "off",
        note="quarto.option.clock.note",
    ),
    Option(
        "hints",
        "quarto.option.hints",
        ("off", "on"),
        ("quarto.option.hints.off", "quarto.option.hints.on"),
        "off",
        note="quarto.option.hints.note",
    ),
)


def _attribute_mask(options: Mapping[str, str]) -> int:
    return sum(a.bit for a in ATTRIBUTES if options.get(a.name, "yes") == "yes")


def check_options(options: Mapping[str, str]) -> str | None:
    """Why these options cannot be played (in words), or None."""
    if _attribute_mask(options) == 0:
        return text("quarto.setup.one_attribute")
    return None


def settings_for(setup: Setup) -> MatchSettings:
    """The match settings a setup asks for (its options are known values: see Game.setup)."""
    options = setup.options
    clock = options.get("clock", "off")
    return MatchSettings(
        options=RuleOptions(
            squares=options.get("board") == "squares", attributes=_attribute_mask(options) or 0b1111
        ),
        calling=Calling(options.get("calling", Calling.ANNOUNCE.value)),
        steal_window=float(options.get("steal_window", f"{DEFAULT_STEAL_WINDOW:g}")),
        false_call=FalseCallRule(options.get("false_call", FalseCallRule.REFUSE.value)),
        move_clock=None if clock == "off" else float(clock),
        names=(setup.seats[0].name, setup.seats[1].name),
    )


def hints_on(setup: Setup) -> bool:
    """A person at this table may ask for a hint (the button and the H key)."""
    return setup.options.get("hints", "off") == "on"


def options_of(settings: MatchSettings, hints: bool = False) -> dict[str, str]:
    """The setup options that give these settings (a saved game's, to carry on or rematch)."""
    chosen = {
        "hints": "on" if hints else "off",
        "board": "squares" if settings.options.squares else "lines",
        "calling": settings.calling.value,
        "false_call": settings.false_call.value,
        "clock": "off" if settings.move_clock is None else f"{settings.move_clock:g}",
        "steal_window": f"{settings.steal_window:g}",
    }
    for attribute in ATTRIBUTES:
        chosen[attribute.name] = "yes" if settings.options.attributes & attribute.bit else "no"
    return chosen
