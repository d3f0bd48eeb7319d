"""What both games' records share: the tag section, the limits of every value, the movetext.

A record is PGN-like: tag lines (`[Name "value"]`), a blank line, then the movetext,
wrapped at 80 columns and ended by the result. Each game reads its own tags and tokens
and raises its own codes (`games/<game>/match/record.py`); what they have in common is
here, so that both read the same way, and one set of limits holds for reading and
writing in both:

* a tag line is at most TAG_LINE_LIMIT characters (a 10 MB name is refused at once,
  never matched against a pattern);
* a name is one line of printable text, not blank, at most NAME_LIMIT characters;
* a whole number is ASCII digits only (no "²", no "٣"), at most NUMBER_DIGITS of them
  (Python refuses to convert 5,000 digits; no game needs more than nine);
* seconds are a plain decimal ("60", "2.5": no exponent, no "inf"), and a move clock
  lies between MIN_MOVE_CLOCK and MAX_MOVE_CLOCK, the range a setup can offer.

`Movetext` wraps the move words as they come, so a writer keeps the lines it made and
an autosave can add a move without writing the whole record again.

Shared by the games' pure cores: no pygame, no sentence, no clock.
"""

from __future__ import annotations

import re
from enum import Enum

from .errors import GameError

TAG_LINE_LIMIT = 300
"""Characters of one tag line: a longer one is damage (the longest value is a name)."""
NAME_LIMIT = 40
"""Characters of a player's name in a record (the setup screen takes fewer)."""
NUMBER_DIGITS = 9
"""Digits of a whole number in a tag: seats, rounds, a first player."""
SEED_DIGITS = 20
"""Digits of a deal's seed (any 64-bit seed)."""
MIN_MOVE_CLOCK = 5.0
"""Seconds: a move clock shorter than this is no time to make a move in."""
MAX_MOVE_CLOCK = 3600.0
"""Seconds: an hour per move."""
SHOWN = 60
"""Characters of a damaged value named in an error."""
WIDTH = 80
"""Columns of the movetext's lines."""

_TAG = re.compile(r'^\[(?P<name>[A-Za-z][A-Za-z0-9]*)\s+"(?P<value>(?:[^"\\]|\\.)*)"\]$')
_TAG_NAME = re.compile(r"[A-Za-z][A-Za-z0-9]*")
_SECONDS = re.compile(r"[0-9]{1,6}(?:\.[0-9]{1,6})?")


class TagCode(Enum):
    """What is wrong with a tag; each game raises its own RecordCode of the same value."""

    BAD_TAG = "bad_tag"  # line, text: not a tag line at all
    BAD_TAG_VALUE = "bad_tag_value"  # tag, value


class TagError(GameError):
    """A tag line or value the records refuse; the game's reader re-raises it as its own."""


def shown(value: str) -> str:
    """A value as an error names it: never more than SHOWN characters."""
    return value if len(value) <= SHOWN else value[:SHOWN] + "…"


def quote(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"')


def _unquote(value: str) -> str:
    return re.sub(r"\\(.)", r"\1", value)


def read_tags(lines: list[str]) -> tuple[dict[str, str], int]:
    """The tags at the head of a record's lines, in order; and the index of the first line
    after them (the movetext). Raises TagError(BAD_TAG) on a line that is no tag."""
    tags: dict[str, str] = {}
    for index, raw in enumerate(lines):
        stripped = raw.strip()
        if not stripped:
            if tags:
                return tags, index
            continue
        if not stripped.startswith("["):
            return tags, index
        found = _TAG.match(stripped) if len(stripped) <= TAG_LINE_LIMIT else None
        if not found:
            raise TagError(TagCode.BAD_TAG, line=index + 1, text=shown(stripped))
        tags[found["name"]] = _unquote(found["value"])
    return tags, len(lines)


def tag_line(name: str, value: str) -> str:
    """`[Name "value"]`; ValueError for what the reader would refuse."""
    line = f'[{name} "{quote(value)}"]'
    if not _TAG_NAME.fullmatch(name) or len(line) > TAG_LINE_LIMIT or not value.isprintable():
        raise ValueError(f"{name!r} = {shown(value)!r} cannot be a tag")
    return line


def bad_value(tag: str, value: str) -> TagError:
    return TagError(TagCode.BAD_TAG_VALUE, tag=tag, value=shown(value))


def is_name(value: object) -> bool:
    """One line of printable text, not blank, at most NAME_LIMIT characters."""
    return (
        isinstance(value, str)
        and 0 < len(value) <= NAME_LIMIT
        and value.isprintable()
        and bool(value.strip())
    )


def read_name(tag: str, value: str) -> str:
    if not is_name(value):
        raise bad_value(tag, value)
    return value


def read_number(tag: str, value: str, low: int, high: int, digits: int = NUMBER_DIGITS) -> int:
    """A whole number in low..high written in at most `digits` ASCII digits."""
    if not (0 < len(value) <= digits and value.isascii() and value.isdigit()):
        raise bad_value(tag, value)
    number = int(value)
    if not low <= number <= high:
        raise bad_value(tag, value)
    return number


def read_seconds(tag: str, value: str, low: float, high: float) -> float:
    """Seconds in low..high written as a plain decimal ("60", "2.5")."""
    if not _SECONDS.fullmatch(value):
        raise bad_value(tag, value)
    seconds = float(value)
    if not low <= seconds <= high:
        raise bad_value(tag, value)
    return seconds


def write_seconds(value: float) -> str:
    """Seconds as records write them: "60", "2.5" (what `read_seconds` reads back)."""
    text = f"{value:g}"
    if not _SECONDS.fullmatch(text):
        text = f"{value:.6f}".rstrip("0").rstrip(".")
    return text


def is_move_clock(value: object) -> bool:
    """A move clock a game may be set up with (seconds)."""
    return (
        isinstance(value, int | float)
        and not isinstance(value, bool)
        and MIN_MOVE_CLOCK <= value <= MAX_MOVE_CLOCK
    )


def read_move_clock(tag: str, value: str) -> float | None:
    """`off`, or the seconds of a move clock in the range a setup offers."""
    if value == "off":
        return None
    return read_seconds(tag, value, MIN_MOVE_CLOCK, MAX_MOVE_CLOCK)


class Movetext:
    """The movetext's lines as the words come, wrapped at WIDTH columns, never inside a word.

    The same lines as `textwrap.fill(" ".join(words), WIDTH, break_long_words=False,
    break_on_hyphens=False)`, made one word at a time: only the last line is ever open,
    so adding a word costs the same at any length. The last word may be replaced
    (Quarto writes a place and the give after it as one move: `c2`, then `c2:a`).
    """

    __slots__ = ("lines", "open")

    def __init__(self) -> None:
        self.lines: list[str] = []  # closed lines
        self.open = ""  # the last line, still growing

    def add(self, word: str) -> None:
        if not self.open:
            self.open = word
        elif len(self.open) + 1 + len(word) <= WIDTH:
            self.open = f"{self.open} {word}"
        else:
            self.lines.append(self.open)
            self.open = word

    def replace_last(self, word: str) -> None:
        """The last word becomes `word` (it is always on the open line)."""
        cut = self.open.rfind(" ")
        self.open = self.open[:cut] if cut >= 0 else ""
        self.add(word)

    def ending(self, result: str) -> str:
        """The open line with the result after it, wrapped (no newline at the end)."""
        if not self.open:
            return result
        if len(self.open) + 1 + len(result) <= WIDTH:
            return f"{self.open} {result}"
        return f"{self.open}\n{result}"

    def text(self, result: str) -> str:
        """The whole movetext, ended by `result` (no newline at the end)."""
        return "\n".join([*self.lines, self.ending(result)])


class RecordText:
    """A record as its writer keeps it: the tags, the movetext, and how its end changed.

    `update(words, result)` hands it the next words; `change()` then says how the
    text's end changed since the last time it was asked: the characters at the
    end that were replaced, and what replaced them. An autosave applies exactly that.
    """

    __slots__ = ("head", "movetext", "result", "_said_ending", "_said_lines")

    def __init__(self, head: str, result: str) -> None:
        self.head = head  # the tag lines
        self.movetext = Movetext()
        self.result = result
        self._said_ending = ""
        self._said_lines = 0

    def text(self) -> str:
        """The whole record now; what `change` compares with from here on."""
        self._said_lines = len(self.movetext.lines)
        self._said_ending = self.movetext.ending(self.result)
        return f"{self.head}\n\n{self.movetext.text(self.result)}\n"

    def change(self) -> tuple[str, str]:
        """(the old end of the text, the new end that replaces it) since `text` or the
        last `change`."""
        lines = self.movetext.lines
        closed = lines[self._said_lines :]
        ending = self.movetext.ending(self.result)
        removed = self._said_ending + "\n"
        added = "".join(line + "\n" for line in closed) + ending + "\n"
        self._said_lines = len(lines)
        self._said_ending = ending
        return removed, added
