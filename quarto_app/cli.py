"""The command line: start the game, or analyse a position without a screen.

    python main.py                         the game
    python main.py --demo                  the computer plays itself (attract mode)
    python main.py --smoke [--screenshot F]  a quick computer-vs-computer game, then exit 0
    python main.py --smoke --game quartino  the same with Quartino (three computer seats)
    python main.py --demo [--game quartino]  attract mode for either game
    python main.py --version
    python main.py analyze "<position>" [--squares] [--attributes color,...] --json
    python main.py analyze --game quartino "<position>" [--cards ybgp,...] [--json]

Nothing here imports pygame: the screens are imported only when the game starts.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from typing import Any

from . import __version__
from .games.errors import GameError
from .games.quarto.rules import Position, RuleOptions, parse_attributes
from .platform import console

USAGE_ERROR = 2
OUTPUT_ERROR = console.OUTPUT_ERROR  # the output could not be written (closed pipe, full disk)
# The frozen build is started as "Quarto", not through main.py: say the name it was run by.
PROGRAM = console.PROGRAM


class _Parser(argparse.ArgumentParser):
    """argparse that reports bad arguments as one line and exit code 2, and knows when its
    help or version could not be written (a full device, a closed stdout)."""

    def error(self, message: str) -> None:  # type: ignore[override]
        _complain(f"{self.prog}: {message}")  # exit 2 even when stderr cannot take it
        raise SystemExit(USAGE_ERROR)

    def _print_message(self, message: str, file: Any = None) -> None:
        if message:
            console.say(message.rstrip("\n"), file or sys.stdout)


def _complain(line: str) -> None:
    """One line on stderr, if stderr can take it."""
    try:
        console.say(line, to_stderr=True)
    except console.Unwritten:
        pass


def output_lost(error: console.Unwritten, program: str = PROGRAM) -> int:
    """The command's output could not be written: said on stderr (unless its reader left,
    `| head`), and the exit code that says it."""
    if isinstance(error.error, BrokenPipeError):
        return console.lost(None)
    from .frame.i18n import text

    return console.lost(
        text("frame.cli.output_lost", program=program, why=console.why(error.error))
    )


def _analyze_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog=f"{PROGRAM} analyze", description="Analyse a Quarto position.")
    parser.add_argument("position", help="position string, e.g. '..../.3../..../a... 5'")
    parser.add_argument("--squares", action="store_true", help="2x2 squares count too")
    parser.add_argument(
        "--attributes",
        default="color,shape,height,top",
        help="attributes that count (beginner variant), e.g. color,height",
    )
    parser.add_argument("--level", help="analyse at this computer level instead of full strength")
    parser.add_argument("--time", type=float, default=10.0, help="seconds to think (default 10)")
    parser.add_argument("--all", action="store_true", help="list every legal move with its value")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def analyze(argv: list[str]) -> int:
    args = _analyze_parser().parse_args(argv)
    from .frame.i18n import text
    from .games.quarto import words

    try:
        position = Position.from_str(args.position)
        options = RuleOptions(squares=args.squares, attributes=parse_attributes(args.attributes))
    except GameError as exc:
        _complain(f"{PROGRAM} analyze: {words.error(exc)}")
        return USAGE_ERROR
    if not (math.isfinite(args.time) and args.time > 0):
        _complain(f"{PROGRAM} analyze: {text('quarto.cli.time')}")
        return USAGE_ERROR
    lines = position.lines(options)
    report: dict = {
        "position": str(position),
        "quarto": bool(lines),
        "lines": [{"squares": line.square_names, "shared": line.shared} for line in lines],
    }
    try:
        report.update(_search_report(position, options, args))
    except GameError as exc:  # an unknown --level
        _complain(f"{PROGRAM} analyze: {words.error(exc)}")
        return USAGE_ERROR
    output = json.dumps(report) if args.json else "\n".join(f"{k}: {v}" for k, v in report.items())
    console.say(output)  # Unwritten if it could not be: main says so
    return 0


def _search_report(position: Position, options: RuleOptions, args: argparse.Namespace) -> dict:
    """Values and best moves from the computer opponent (quarto_app.games.quarto.ai)."""
    try:
        from .games.quarto.ai.analysis import analysis_report
    except ImportError:  # the search package is not there yet
        return {}
    return analysis_report(
        position, options, level=args.level, seconds=args.time, all_moves=args.all
    )


SUBCOMMANDS = (
    ("analyze", "analyze a position: analyze --help (Quartino: analyze --game quartino)"),
)
"""The command line's tools besides the game, each with its own --help."""


def _game_parser() -> argparse.ArgumentParser:
    commands = "\n".join(f"  {PROGRAM} {line}" for _, line in SUBCOMMANDS)
    parser = _Parser(
        prog=PROGRAM,
        description="Quarto and Quartino, hot-seat or against the computer.",
        epilog=f"other commands:\n{commands}",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"Quarto {__version__}")
    parser.add_argument("--demo", action="store_true", help="the computer plays itself")
    parser.add_argument(
        "--smoke",
        action="store_true",
        help="play a quick computer game through the real app and exit",
    )
    parser.add_argument("--screenshot", metavar="FILE", help="with --smoke: save the last frame")
    parser.add_argument(
        "--game",
        choices=("quarto", "quartino"),
        default=None,
        help="with --demo or --smoke: which game (quarto by default)",
    )
    return parser


def _split_game(argv: list[str]) -> tuple[str | None, list[str]]:
    """Take `--game NAME` (or `--game=NAME`) out of the analyze arguments."""
    rest: list[str] = []
    game: str | None = None
    words = iter(argv)
    for word in words:
        if word == "--game":
            game = next(words, "")
        elif word.startswith("--game="):
            game = word.split("=", 1)[1]
        else:
            rest.append(word)
    return game, rest


def main(argv: list[str]) -> int:
    """Run the command line; the exit code (output that could not be written: 1)."""
    try:
        return _main(argv)
    except console.Unwritten as lost:
        return output_lost(lost, f"{PROGRAM} analyze" if argv[:1] == ["analyze"] else PROGRAM)


def _main(argv: list[str]) -> int:
    if argv and argv[0] == "analyze":
        game, rest = _split_game(argv[1:])
        if game == "quartino":
            from .games.quartino.cli import analyze as analyze_quartino

            return analyze_quartino(rest)
        if game not in (None, "quarto"):
            _complain(f"{PROGRAM} analyze: {_words('frame.cli.game')}")
            return USAGE_ERROR
        return analyze(rest)
    args = _game_parser().parse_args(argv)
    if args.screenshot and not args.smoke:
        _complain(f"{PROGRAM}: {_words('frame.cli.screenshot_alone')}")
        return USAGE_ERROR
    if args.demo and args.smoke:  # the smoke plays its own quick game: one or the other
        _complain(f"{PROGRAM}: {_words('frame.cli.demo_smoke')}")
        return USAGE_ERROR
    if args.screenshot and not _writable(args.screenshot):
        _complain(f"{PROGRAM}: {_words('frame.cli.screenshot_place', file=args.screenshot)}")
        return USAGE_ERROR
    if args.game and not (args.demo or args.smoke):
        _complain(f"{PROGRAM}: {_words('frame.cli.game_alone')}")
        return USAGE_ERROR
    from .app import start

    return start(
        demo=args.demo, smoke=args.smoke, screenshot=args.screenshot, game=args.game or "quarto"
    )


def _words(key: str, **params: object) -> str:
    from .frame.i18n import text

    return text(key, **params)


def _writable(file: str) -> bool:
    """Whether a screenshot can be written at `file` (checked before the game, not after)."""
    folder = os.path.dirname(os.path.abspath(file))
    if os.path.isdir(file):
        return False
    if os.path.exists(file):
        return os.path.isfile(file) and os.access(file, os.W_OK)
    return os.path.isdir(folder) and os.access(folder, os.W_OK | os.X_OK)
