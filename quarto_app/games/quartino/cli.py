"""`python main.py analyze --game quartino "<position>" [--cards ybgp,gpby,...] [--json]`.

The position is 9 fields joined by `/`: the centre, then ring spaces 1-8, each the
stack from bottom to top in `y b g p` letters, `.` for an empty space. The report
says the top stones, the supply, which colours allow the Colour rule, which spaces
the Column rule would clear, and where each given card shows. Bad input exits with
code 2 and one line on stderr in the player's language, never a traceback; output
that cannot be written (`> /dev/full`, a closed stdout) raises console.Unwritten,
which the command line says on stderr with exit code 1.
"""

from __future__ import annotations

import argparse
import json
import sys
from enum import Enum
from typing import Any

from quarto_app.frame.i18n import text
from quarto_app.platform import console

from .rules import (
    COLOUR_THRESHOLD,
    COLOURS,
    COLUMN_THRESHOLD,
    Board,
    Card,
    RulesError,
    card_spaces,
    completing_starts,
)

USAGE_ERROR = 2
PROGRAM = "Quarto" if getattr(sys, "frozen", False) else "main.py"


class CliCode(Enum):
    CARD_TWICE = "card_twice"  # card=<text>
    USAGE = "usage"  # the arguments do not parse


class _Usage(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise _Usage(message)

    def _print_message(self, message: str, file: Any = None) -> None:
        if message:  # --help: known when it cannot be written
            console.say(message.rstrip("\n"), file or sys.stdout)


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog=f"{PROGRAM} analyze --game quartino", add_help=True)
    parser.add_argument("position")
    parser.add_argument("--cards", default="")
    parser.add_argument("--json", action="store_true")
    return parser


def _fail(code: Enum, **params: object) -> int:
    message = text(f"quartino.error.{code.value}", **params)
    try:
        console.say(f"{PROGRAM} analyze: {message}", to_stderr=True)
    except console.Unwritten:
        pass  # exit 2 says it all the same
    return USAGE_ERROR


def _cards(value: str) -> list[Card]:
    found: list[Card] = []
    for part in (p.strip() for p in value.split(",")) if value.strip() else ():
        card = Card.from_str(part)
        if card in found:
            raise _Twice(part)
        found.append(card)
    return found


class _Twice(Exception):
    pass


def report(board: Board, cards: list[Card]) -> dict[str, object]:
    """The analysis as plain data (the JSON object)."""
    return {
        "position": str(board),
        "tops": [None if top is None else top.letter for top in board.tops],
        "supply": {colour.letter: n for colour, n in zip(COLOURS, board.supply, strict=True)},
        "colour_rule": [colour.letter for colour in board.colours_with(COLOUR_THRESHOLD)],
        "columns": list(board.spaces_with(COLUMN_THRESHOLD)),
        "completed": [
            {"card": str(card), "spaces": list(card_spaces(start))}
            for card in cards
            for start in completing_starts(board.tops, card)
        ],
    }


def picture(board: Board, found: dict[str, object]) -> str:
    """The wheel as text: ring space 1 at the top, clockwise; each stack bottom to top."""

    def cell(space: int) -> str:
        stack = board.stacks[space]
        return f"{space}:{''.join(c.letter for c in stack) or '.'}"

    c = [cell(i).center(9) for i in range(9)]
    lines = [
        " " * 9 + c[1],
        c[8] + " " * 9 + c[2],
        c[7] + c[0] + c[3],
        c[6] + " " * 9 + c[4],
        " " * 9 + c[5],
        "",
        text("quartino.cli.supply", **found["supply"]),  # type: ignore[arg-type]
        text("quartino.cli.colour_rule", colours=", ".join(found["colour_rule"]) or "-"),  # type: ignore[arg-type]
        text("quartino.cli.columns", spaces=", ".join(map(str, found["columns"])) or "-"),  # type: ignore[call-overload]
    ]
    for item in found["completed"]:  # type: ignore[attr-defined]
        spaces = ", ".join(map(str, item["spaces"]))
        lines.append(text("quartino.cli.completed", card=item["card"], spaces=spaces))
    return "\n".join(line.rstrip() for line in lines)


def analyze(argv: list[str]) -> int:
    try:
        args = _parser().parse_args(argv)
    except _Usage:
        return _fail(CliCode.USAGE, program=PROGRAM)
    try:
        board = Board.from_str(args.position)
        cards = _cards(args.cards)
    except RulesError as exc:
        return _fail(exc.code, **exc.params)
    except _Twice as twice:
        return _fail(CliCode.CARD_TWICE, card=str(twice))
    found = report(board, cards)
    output = json.dumps(found) if args.json else picture(board, found)
    console.say(output)  # console.Unwritten if it could not be written
    return 0
