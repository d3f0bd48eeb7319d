"""Quartino's setup options as the frame's setup screen shows them, and the match settings
they make: the Colour and Column rules (both off: the basic game), auto-claim for children,
the round limit (a house rule, off by default), the move clock, and the hints of the table
(docs/quartino.md).
"""

from __future__ import annotations

from collections.abc import Mapping

from quarto_app.frame.game import Option, Setup

from .match import MatchSettings
from .rules import DEFAULT_ROUND_LIMIT, RuleOptions

ON_OFF = ("on", "off")
ON_OFF_WORDS = ("quartino.option.on", "quartino.option.off")
ROUND_LIMITS = ("off", "20", "30", f"{DEFAULT_ROUND_LIMIT}", "60")  # a house rule: off first
MOVE_CLOCKS = ("off", "30", "60", "120")

OPTIONS: tuple[Option, ...] = (
    Option(
        "colour_rule",
        "quartino.option.colour_rule",
        ON_OFF,
        ON_OFF_WORDS,
        "on",
        note="quartino.option.colour_rule.note",
    ),
    Option(
        "column_rule",
        "quartino.option.column_rule",
        ON_OFF,
        ON_OFF_WORDS,
        "on",
        note="quartino.option.column_rule.note",
    ),
    Option(
        "auto_claim",
        "quartino.option.auto_claim",
        ("off", "on"),
        ("quartino.option.off", "quartino.option.on"),
        "off",
        note="quartino.option.auto_claim.note",
    ),
    Option(
        "round_limit",
        "quartino.option.round_limit",
        ROUND_LIMITS,
        tuple(f"quartino.option.round_limit.{r}" for r in ROUND_LIMITS),
        "off",
        note="quartino.option.round_limit.note",
    ),
    Option(
        "clock",
        "quartino.option.clock",
        MOVE_CLOCKS,
        tuple(f"quartino.option.clock.{c}" for c in MOVE_CLOCKS),
        "off",
        note="quartino.option.clock.note",
    ),
    Option(
        "hints",
        "quartino.option.hints",
        ("off", "on"),
        ("quartino.option.off", "quartino.option.on"),
        "off",
        note="quartino.option.hints.note",
    ),
)


def check_options(options: Mapping[str, str]) -> str | None:
    """Every combination of Quartino's options can be played."""
    return None


def rule_options(options: Mapping[str, str]) -> RuleOptions:
    limit = options.get("round_limit", "off")
    return RuleOptions(
        colour_rule=options.get("colour_rule", "on") == "on",
        column_rule=options.get("column_rule", "on") == "on",
        auto_claim=options.get("auto_claim", "off") == "on",
        round_limit=None if limit == "off" else int(limit),
    )


def settings_for(setup: Setup) -> MatchSettings:
    """The match settings a setup asks for (its options are known values: see Game.setup)."""
    clock = setup.options.get("clock", "off")
    return MatchSettings(
        options=rule_options(setup.options),
        move_clock=None if clock == "off" else float(clock),
    )


def hints_on(setup: Setup) -> bool:
    return setup.options.get("hints", "off") == "on"


def options_of(settings: MatchSettings, hints: bool = False) -> dict[str, str]:
    """The setup options that give these settings (a saved game's, to carry on or rematch).

    A round limit or a clock the setup does not offer (a record written by hand)
    is kept as it is: the setup screen then shows the nearest it offers."""
    options = settings.options
    limit = options.round_limit
    clock = settings.move_clock
    return {
        "colour_rule": "on" if options.colour_rule else "off",
        "column_rule": "on" if options.column_rule else "off",
        "auto_claim": "on" if options.auto_claim else "off",
        "round_limit": "off" if limit is None else str(limit),
        "clock": "off" if clock is None else f"{clock:g}",
        "hints": "on" if hints else "off",
    }
