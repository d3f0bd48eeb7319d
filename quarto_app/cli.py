"""The command line: start the game, or analyse a position without a screen.

    python main.py                         the game
    python main.py --demo                  the computer plays itself (attract mode)
    python main.py --smoke [--screenshot F]  a quick computer-vs-computer game, then exit 0
    python main.py --smoke --game quartino  the same with Quartino (three computer seats)
    python main.py --demo [--game quartino]  attract mode for either game
    python main.py --theme wood|mushrooms|contrast  this run in that theme
    python main.py --lang en|fr            this run and its messages in that language
    python main.py --version
    python main.py analyze "<position>" [--squares] [--attributes color,...] --json
    python main.py analyze --game quartino "<position>" [--cards ybgp,...] [--json]
    python main.py puzzles [--count N] [--seed S] [--date YYYY-MM-DD] [--squares] --json
    python main.py review RECORD_FILE [--time SECONDS] [--json]
                                           the computer's verdict on every turn of a game

Nothing here imports pygame: the screens are imported only when the game starts.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from typing import TYPE_CHECKING, Any

from . import __version__
from .frame.theme import ThemeId  # no pygame: the palettes are plain data
from .games.errors import GameError
from .games.quarto.rules import Position, RuleOptions, parse_attributes
from .platform import console

if TYPE_CHECKING:
    from .games.quarto.ai.review import TurnReview

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


def _tool_parser(tool: str) -> argparse.ArgumentParser:
    """A Quarto tool's parser (analyze, puzzles, review), its help in the player's language."""
    parser = _Parser(
        prog=f"{PROGRAM} {tool}",
        description=_words(f"quarto.cli.help.{tool}"),
        formatter_class=_HelpWords,
        add_help=False,  # its own -h, said in the player's language
    )
    _own_help(parser)
    return parser


def _own_help(parser: argparse.ArgumentParser) -> None:
    """argparse's words in the catalog: the section titles and -h."""
    parser._positionals.title = _words("frame.cli.help.positionals")
    parser._optionals.title = _words("frame.cli.help.options")
    parser.add_argument("-h", "--help", action="help", help=_words("frame.cli.help.help"))


def _analyze_parser() -> argparse.ArgumentParser:
    parser = _tool_parser("analyze")
    parser.add_argument("position", help=_words("quarto.cli.help.position"))
    parser.add_argument("--squares", action="store_true", help=_words("quarto.cli.help.squares"))
    parser.add_argument(
        "--attributes",
        default="color,shape,height,top",
        help=_words("quarto.cli.help.attributes"),
    )
    parser.add_argument("--level", help=_words("quarto.cli.help.level"))
    parser.add_argument(
        "--time", type=float, default=10.0, help=_words("quarto.cli.help.time", seconds=10)
    )
    parser.add_argument("--all", action="store_true", help=_words("quarto.cli.help.all"))
    parser.add_argument("--json", action="store_true", help=_words("quarto.cli.help.json"))
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


def _puzzles_parser() -> argparse.ArgumentParser:
    parser = _tool_parser("puzzles")
    parser.add_argument("--count", type=int, help=_words("quarto.cli.help.count"))
    parser.add_argument("--seed", type=int, help=_words("quarto.cli.help.seed"))
    parser.add_argument("--date", help=_words("quarto.cli.help.date"))
    parser.add_argument("--squares", action="store_true", help=_words("quarto.cli.help.squares"))
    parser.add_argument("--win-in", type=int, help=_words("quarto.cli.help.win_in"))
    parser.add_argument("--json", action="store_true", help=_words("quarto.cli.help.json"))
    return parser


REVIEW_TIME = 20.0
"""Seconds `review` thinks about a whole game by default: the end of the game is solved
exactly in a few seconds, and the larger positions as far as the time allows."""


def _review_parser() -> argparse.ArgumentParser:
    parser = _tool_parser("review")
    parser.add_argument(
        "record",
        metavar=_words("quarto.cli.help.record_file"),
        help=_words("quarto.cli.help.record"),
    )
    parser.add_argument(
        "--time",
        type=float,
        default=REVIEW_TIME,
        help=_words("quarto.cli.help.review_time", seconds=f"{REVIEW_TIME:g}"),
    )
    parser.add_argument("--json", action="store_true", help=_words("quarto.cli.help.json"))
    return parser


PUZZLES_MOST = 1000
"""The most puzzles one run of `puzzles` makes (each takes up to a few seconds)."""


def puzzles(argv: list[str]) -> int:
    """`main.py puzzles`: proven puzzles made from a seed, or the daily puzzle of a date."""
    args = _puzzles_parser().parse_args(argv)
    import datetime
    import random

    from .frame.i18n import text
    from .games.quarto.puzzles import daily_puzzle, make_puzzles

    def usage(key: str, **params: object) -> int:
        print(f"{PROGRAM} puzzles: {text(key, **params)}", file=sys.stderr)
        return USAGE_ERROR

    if args.count is not None and not 1 <= args.count <= PUZZLES_MOST:
        return usage("quarto.cli.count", most=PUZZLES_MOST)
    if args.win_in is not None and args.win_in not in (2, 3, 4):
        return usage("quarto.cli.win_in")
    report: dict = {}
    if args.date is not None:
        if args.count not in (None, 1) or args.seed is not None or args.win_in is not None:
            return usage("quarto.cli.date_alone")
        try:
            day = datetime.date.fromisoformat(args.date)
        except ValueError:
            return usage("quarto.cli.date", text=args.date)
        if len(args.date) != 10:  # fromisoformat also takes 20250314: one spelling only
            return usage("quarto.cli.date", text=args.date)
        found = [daily_puzzle(day, squares=args.squares)]
        report["date"] = day.isoformat()
    else:
        seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10**9)
        count = args.count or 1
        found = make_puzzles(count, seed, squares=args.squares, win_in=args.win_in)
        report["seed"] = seed
    report["puzzles"] = [puzzle.as_dict() for puzzle in found]
    if args.json:
        out = json.dumps(report)
    else:
        out = "\n".join(
            f"{p['position']}  squares: {p['squares']}  win_in: {p['win_in']}  "
            f"rating: {p['rating']}  solutions: {' '.join(p['solutions'])}"
            for p in report["puzzles"]
        )
    console.say(out)  # Unwritten if it could not be: main says so
    return 0


def review(argv: list[str]) -> int:
    """`review RECORD_FILE`: every turn's value before and after, and its mistakes
    (quarto_app.games.quarto.ai.review); exit 2 for a record that cannot be read."""
    args = _review_parser().parse_args(argv)
    from pathlib import Path

    from .frame.i18n import text
    from .games.quarto import review_words, words
    from .games.quarto.ai.analyst import Analyst, search_path
    from .games.quarto.ai.review import review_all, turns_of_match
    from .games.quarto.match.record import read_record
    from .platform.storage import FileError, read_text

    def refuse(message: str) -> int:
        print(f"{PROGRAM} review: {message}", file=sys.stderr)
        return USAGE_ERROR

    if not (math.isfinite(args.time) and args.time > 0):
        return refuse(text("quarto.cli.time"))
    path = Path(args.record)
    try:
        raw = read_text(path)
    except FileError as exc:
        return refuse(text(f"frame.error.{exc.code.value}", **exc.params))
    except OSError as exc:
        return refuse(text("quarto.review.unreadable", file=path.name, reason=exc.strerror or exc))
    if raw is None:
        return refuse(text("quarto.review.no_file", file=str(path)))
    try:
        record = read_record(raw)
    except GameError as exc:  # names the line and the token at fault
        return refuse(text("quarto.review.bad_record", file=path.name, reason=words.error(exc)))
    match = record.match
    options = match.settings.options
    analyst = Analyst(options)
    turns = turns_of_match(match)
    entries = review_all(turns, options, analyst, analyst.deadline(args.time))
    names = match.settings.names
    score = match.result.score if match.result else "*"
    if args.json:
        report = {
            "players": list(names),
            "result": score,
            "search": search_path(),
            "turns": [_turn_json(entry) for entry in entries],
        }
        out = json.dumps(report)
    else:
        # The opening give (a game from a set-up position with a piece in hand has none).
        opening = match.start.hand is None
        first_give = (
            next((a for a in match.actions if a.startswith(":")), None) if opening else None
        )
        lines = review_words.annotated_game(
            names, match.first, first_give, entries, match.result, score
        )
        out = "\n".join(lines)
    console.say(out)  # Unwritten if it could not be: main says so
    return 0


def _turn_json(entry: TurnReview) -> dict:
    """One reviewed turn as `review --json` prints it."""
    found = {
        "turn": entry.turn,
        "player": entry.player + 1,
        "move": str(entry.move),
        "before": entry.before.outcome.value,
        "after": entry.after.outcome.value,
        "exact": entry.exact,
        "mistake": entry.mistake,
        "kind": None if entry.kind is None else entry.kind.value,
        "best": None if entry.best is None else entry.best.tokens(entry.player),
    }
    for side, worth in (("before", entry.before), ("after", entry.after)):
        if not worth.exact:
            found[f"{side}_estimate"] = worth.estimate
    return found


SUBCOMMANDS = ("analyze", "review", "puzzles")
"""The command line's tools besides the game, each with its own --help (in English: they
are for analysing games; frame.cli.help.<tool> says what each is for)."""


class _HelpWords(argparse.RawDescriptionHelpFormatter):
    """argparse's help with its "usage:" in the player's language."""

    def add_usage(self, usage: Any, actions: Any, groups: Any, prefix: str | None = None) -> None:
        super().add_usage(usage, actions, groups, prefix or f"{_words('frame.cli.help.usage')} ")


def _game_parser() -> argparse.ArgumentParser:
    """The game's own options, their help in the player's language."""
    commands = "\n".join(f"  {PROGRAM} {_words(f'frame.cli.help.{tool}')}" for tool in SUBCOMMANDS)
    parser = _Parser(
        prog=PROGRAM,
        description=_words("frame.cli.help.description"),
        epilog=f"{_words('frame.cli.help.commands')}\n{commands}",
        formatter_class=_HelpWords,
        add_help=False,  # its own -h, said in the player's language
    )
    _own_help(parser)
    parser.add_argument(
        "--version",
        action="version",
        version=f"Quarto {__version__}",
        help=_words("frame.cli.help.version"),
    )
    parser.add_argument("--demo", action="store_true", help=_words("frame.cli.help.demo"))
    parser.add_argument("--smoke", action="store_true", help=_words("frame.cli.help.smoke"))
    parser.add_argument("--screenshot", metavar="FILE", help=_words("frame.cli.help.screenshot"))
    parser.add_argument(
        "--game",
        choices=("quarto", "quartino"),
        default=None,
        help=_words("frame.cli.help.game"),
    )
    parser.add_argument(
        "--theme",
        choices=[name.value for name in ThemeId],
        help=_words("frame.cli.help.theme"),
    )
    parser.add_argument(
        "--lang",
        metavar="|".join(_languages()),
        help=_words("frame.cli.help.lang"),
    )
    return parser


def _languages() -> tuple[str, ...]:
    from .frame.i18n import languages

    return languages()


def _split_lang(argv: list[str]) -> tuple[str | None, list[str]]:
    """Take `--lang CODE` (or `--lang=CODE`) out of any command's arguments."""
    rest: list[str] = []
    lang: str | None = None
    words = iter(argv)
    for word in words:
        if word == "--lang":
            lang = next(words, "")
        elif word.startswith("--lang="):
            lang = word.split("=", 1)[1]
        else:
            rest.append(word)
    return lang, rest


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
        tool = argv[0] if argv[:1] in (["analyze"], ["review"], ["puzzles"]) else None
        return output_lost(lost, f"{PROGRAM} {tool}" if tool else PROGRAM)


def _main(argv: list[str]) -> int:
    from .frame import i18n

    lang, argv = _split_lang(argv)
    if lang is not None and lang not in i18n.languages():
        i18n.use(i18n.system_language())
        choices = ", ".join(i18n.languages())
        _complain(f"{PROGRAM}: {_words('frame.cli.lang', text=lang, choices=choices)}")
        return USAGE_ERROR
    # Every message of the command line in the player's language: --lang, else the system's.
    i18n.use(lang or i18n.system_language())
    if argv and argv[0] == "review":
        return review(argv[1:])
    if argv and argv[0] == "analyze":
        game, rest = _split_game(argv[1:])
        if game == "quartino":
            from .games.quartino.cli import analyze as analyze_quartino

            return analyze_quartino(rest)
        if game not in (None, "quarto"):
            _complain(f"{PROGRAM} analyze: {_words('frame.cli.game')}")
            return USAGE_ERROR
        return analyze(rest)
    if argv and argv[0] == "puzzles":
        return puzzles(argv[1:])
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
        demo=args.demo,
        smoke=args.smoke,
        screenshot=args.screenshot,
        game=args.game or "quarto",
        theme_name=args.theme,
        language=lang,
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
