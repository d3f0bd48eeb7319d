"""Game records: a PGN-like text that is written and read back losslessly.

    [Game "Quarto"]
    [Date "2026.11.20"]
    [Player1 "Anna"]
    [Player2 "Ben"]
    [First "1"]
    [Rules "lines"]
    [Attributes "color,shape,height,top"]
    [Calling "announce"]
    [StealWindow "5"]
    [FalseCall "refuse"]
    [MoveClock "off"]
    [Result "0-1"]
    [Termination "steal"]

    1. :4 2. a4:5 3. b4:6 4. c4:7 5. d4:0 Q2 0-1

Tags: `First` is the player (1 or 2) who gave the first piece; `Rules` is
`lines` or `lines+squares`; `Attributes` the attributes that count; `MoveClock`
`off` or seconds per move; `Position` (only in a game played on from a set-up
position, the analysis board's) is that position's string, `First` then naming
the player who acted first in it. `Termination` (`call`, `declared`, `steal`,
`false_call`, `timeout`, `full_board`) is informative only: replaying decides.

Movetext: `N.` numbers the turns (informative; turn 1 is the first give, each
later turn starts with a placement); `c2` places the piece in hand on c2; `:a`
gives piece a; `c2:a` does both; `Q1`/`Q2` is QUARTO! called by player 1/2
(a win, a steal or a false call: the rules decide); `wait` says the timed call
window ran out; `timeout` says the player to act ran out of time; `{...}` is a
comment; the last token is the result (`1-0`, `0-1`, `1/2-1/2`, or `*` for a
game still going). Loading replays every token through the match rules and
names the line and token of anything illegal or damaged (as a `RecordCode`
with its line and token; the screens say it in words).

Names, numbers and clocks obey the limits both games' records share
(quarto_app.games.records), in writing as in reading. `RecordWriter` keeps the
record of a match as it grows, so an autosave adds each move at the same cost
however long the game (quarto_app.frame.saving).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, TypeVar

from ... import records
from ...errors import GameError
from ...log import EMPTY, Log
from ..rules import (
    Position,
    QuartoError,
    RuleOptions,
    format_attributes,
    parse_attributes,
    parse_square,
)
from .events import MatchCode, MatchError
from .flow import TIMEOUT, WINDOW_RAN_OUT, Match
from .settings import MAX_STEAL_WINDOW, Calling, FalseCallRule, MatchSettings

T = TypeVar("T")

START_TAG = "Position"  # a game played on from a set-up position: that position
RESULT_TOKENS = ("1-0", "0-1", "1/2-1/2", "*")
TOKEN_LIMIT = 32  # no move token is longer; a longer one is damage
TOKEN_SHOWN = 20  # characters of a damaged token named in the error
_TOKEN = re.compile(r"\{[^}]*\}|\{[^}]*$|\S+")
_TURN_NUMBER = re.compile(r"^\d+\.$")
_PLACE_GIVE = re.compile(r"^(?P<square>[a-dA-D][1-4])?(?::(?P<give>[0-9a-fA-F]))?$")


class RecordCode(Enum):
    NOT_TEXT = "record_not_text"
    BAD_TAG = "bad_tag"  # line, text
    TAG_MISSING = "tag_missing"  # tag
    WRONG_GAME = "wrong_game"  # game
    BAD_TAG_VALUE = "bad_tag_value"  # tag, value
    OPEN_COMMENT = "open_comment"  # line, token
    AFTER_RESULT = "after_result"  # line, token, result
    NOT_A_MOVE = "not_a_move"  # line, token
    ILLEGAL = "illegal"  # line, token, cause: the match's or the rules' refusal
    NO_RESULT = "no_result"
    RESULT_TAG = "result_tag"  # tag, movetext
    RESULT_REPLAY = "result_replay"  # written, replayed


class RecordError(QuartoError):
    """A record that cannot be read or replayed; its code and parameters say where."""


@dataclass
class GameRecord:
    """A match read from a record, replayed to where the record ends."""

    match: Match
    tags: dict[str, str] = field(default_factory=dict)


def _result(match: Match) -> str:
    return match.result.score if match.result else "*"


def _head(match: Match, date: str, event: str, extra: dict[str, str] | None) -> str:
    """The tag lines; ValueError for a value the reader would refuse (one set of limits)."""
    settings = match.settings
    if not all(records.is_name(name) for name in settings.names):
        raise ValueError("a name the records refuse")
    tags = {
        "Game": "Quarto",
        "Event": event,
        "Date": date,
        "Player1": settings.names[0],
        "Player2": settings.names[1],
        "First": str(match.first + 1),
        "Rules": "lines+squares" if settings.options.squares else "lines",
        "Attributes": format_attributes(settings.options.attributes),
        "Calling": settings.calling.value,
        "StealWindow": records.write_seconds(settings.steal_window),
        "FalseCall": settings.false_call.value,
        "MoveClock": "off"
        if settings.move_clock is None
        else records.write_seconds(settings.move_clock),
        "Result": _result(match),
    }
    if match.from_position:
        tags[START_TAG] = str(match.start)
    if match.result:
        tags["Termination"] = match.result.termination.value
    for name, value in (extra or {}).items():
        if name in tags:
            raise ValueError(f"{name!r} cannot be an extra tag name")
        tags[name] = value
    return "\n".join(records.tag_line(name, value) for name, value in tags.items())


def _is_place(action: str) -> bool:
    return bool(action) and not action.startswith(":") and bool(_PLACE_GIVE.match(action))


class RecordWriter:
    """The record of one match as it grows (see records.RecordText).

    `text()` is the whole record now; `change()` the end of the text that changed
    since it was last asked, or None when it must be written whole again (an undo
    took back a move, or the game ended and its result changes the tags).
    """

    def __init__(
        self,
        match: Match,
        date: str,
        event: str = "Casual game",
        extra: dict[str, str] | None = None,
    ) -> None:
        self.match = match
        self._date, self._event, self._extra = date, event, dict(extra or {})
        self._start()

    def _start(self) -> None:
        match = self.match
        self._record = records.RecordText(
            _head(match, self._date, self._event, self._extra), _result(match)
        )
        self._seen: Log[str] = EMPTY
        self._turn = 0
        self._previous = ""

    def _catch_up(self) -> bool:
        """Add the match's new actions; False when the record must be made again."""
        actions = self.match.actions
        if not actions.continues(self._seen) or _result(self.match) != self._record.result:
            return False
        movetext = self._record.movetext
        for action in actions.since(self._seen):
            if action.startswith(":") and _is_place(self._previous):
                # The place and give of one turn read as one move: c2:a
                self._previous = f"{self._previous}{action}"
                movetext.replace_last(self._previous)
                continue
            if _is_place(action) or self._turn == 0:
                self._turn += 1
                movetext.add(f"{self._turn}.")
            movetext.add(action)
            self._previous = action
        self._seen = actions
        return True

    def text(self) -> str:
        if not self._catch_up():
            self._start()
            self._catch_up()
        return self._record.text()

    def change(self) -> tuple[str, str] | None:
        """(the old end of the text, the new end) since the last `text` or `change`."""
        if not self._catch_up():
            return None
        return self._record.change()


def write_record(
    match: Match, date: str, event: str = "Casual game", extra: dict[str, str] | None = None
) -> str:
    """The record of `match` so far. `date` is written as given ("2026.11.20").

    `extra` tags (e.g. ``{"Computer2": "Hard"}``) go after the standard ones.
    """
    return RecordWriter(match, date, event, extra).text()


def read_record(text: str) -> GameRecord:
    """Read and replay a record; raises RecordError naming the line and token at fault."""
    if not isinstance(text, str):
        raise RecordError(RecordCode.NOT_TEXT)
    lines = text.splitlines()
    try:
        tags, index = records.read_tags(lines)
        match = _match_from(tags)
    except records.TagError as exc:
        raise RecordError(RecordCode(exc.code.value), **exc.params) from None
    result = _replay(match, lines, index)
    expected = tags.get("Result")
    if expected is not None and expected != result:
        raise RecordError(RecordCode.RESULT_TAG, tag=records.shown(expected), movetext=result)
    replayed = _result(match)
    if result != replayed:
        raise RecordError(RecordCode.RESULT_REPLAY, written=result, replayed=replayed)
    return GameRecord(match, tags)


def _tag(tags: dict[str, str], name: str, default: str | None = None) -> str:
    if name in tags:
        return tags[name]
    if default is None:
        raise RecordError(RecordCode.TAG_MISSING, tag=name)
    return default


def _settings_from(tags: dict[str, str]) -> MatchSettings:
    if tags.get("Game", "Quarto") != "Quarto":
        raise RecordError(RecordCode.WRONG_GAME, game=records.shown(tags["Game"]))
    squares = _read(tags, "Rules", "lines", _rules_value)
    attributes = _read(tags, "Attributes", "color,shape,height,top", parse_attributes)
    steal = records.read_seconds("StealWindow", _tag(tags, "StealWindow", "5"), 0, MAX_STEAL_WINDOW)
    values: dict[str, Any] = {
        "options": RuleOptions(squares=squares, attributes=attributes),
        "calling": _read(tags, "Calling", "announce", Calling),
        "steal_window": steal,
        "false_call": _read(tags, "FalseCall", "refuse", FalseCallRule),
        "move_clock": records.read_move_clock("MoveClock", _tag(tags, "MoveClock", "off")),
    }
    names = (
        records.read_name("Player1", _tag(tags, "Player1", "Player 1")),
        records.read_name("Player2", _tag(tags, "Player2", "Player 2")),
    )
    try:
        return MatchSettings(names=names, **values)
    except MatchError as exc:
        tag = _SETTING_TAGS.get(exc.code, "Player1")  # type: ignore[call-overload]
        raise records.bad_value(tag, tags.get(tag, "")) from None


_SETTING_TAGS = {MatchCode.STEAL_WINDOW: "StealWindow", MatchCode.MOVE_CLOCK: "MoveClock"}


def _rules_value(value: str) -> bool:
    if value not in ("lines", "lines+squares"):
        raise ValueError(value)
    return value == "lines+squares"


def _read(tags: dict[str, str], name: str, default: str, parse: Callable[[str], T]) -> T:
    """A tag's value through `parse`; a value it refuses names the tag and the value."""
    value = _tag(tags, name, default)
    try:
        return parse(value)
    except (ValueError, GameError):
        raise records.bad_value(name, value) from None


def _match_from(tags: dict[str, str]) -> Match:
    """The match the tags set up: from the empty board, or from the `Position` tag's."""
    settings, first = _settings_from(tags), _first_from(tags)
    if START_TAG not in tags:
        return Match(settings, first=first)
    start = _read(tags, START_TAG, "", Position.from_str)
    try:
        return Match(settings, first=first, start=start)
    except MatchError:
        raise records.bad_value(START_TAG, tags[START_TAG]) from None


def _first_from(tags: dict[str, str]) -> int:
    return records.read_number("First", _tag(tags, "First", "1"), 1, 2) - 1


def _replay(match: Match, lines: list[str], start: int) -> str:
    """Apply every movetext token; returns the result token that ends the movetext."""
    result: str | None = None
    for number in range(start, len(lines)):
        for found in _TOKEN.finditer(lines[number]):
            token = found.group()
            where = {"line": number + 1, "token": token}
            if token.startswith("{"):
                if not token.endswith("}"):
                    raise RecordError(RecordCode.OPEN_COMMENT, **where)
                continue
            if result is not None:
                raise RecordError(RecordCode.AFTER_RESULT, result=result, **where)
            if token in RESULT_TOKENS:
                result = token
                continue
            if _TURN_NUMBER.match(token):
                continue
            if len(token) > TOKEN_LIMIT:
                where["token"] = token[:TOKEN_SHOWN] + "…"  # never carry megabytes around
                raise RecordError(RecordCode.NOT_A_MOVE, **where)
            if not _is_move(token):
                raise RecordError(RecordCode.NOT_A_MOVE, **where)
            try:
                _apply(match, token)
            except GameError as exc:
                raise RecordError(RecordCode.ILLEGAL, cause=exc, **where) from None
    if result is None:
        raise RecordError(RecordCode.NO_RESULT)
    return result


def _is_move(token: str) -> bool:
    if token in ("Q1", "Q2", WINDOW_RAN_OUT, TIMEOUT):
        return True
    found = _PLACE_GIVE.match(token)
    return bool(found and (found["square"] or found["give"]))


def _apply(match: Match, token: str) -> None:
    if token in ("Q1", "Q2"):
        match.call(int(token[1]) - 1)
    elif token == WINDOW_RAN_OUT:
        match.close_window()
    elif token == TIMEOUT:
        match.time_out()
    else:
        found = _PLACE_GIVE.match(token)
        assert found is not None  # _is_move said so
        if found["square"]:
            match.place(_acting(match), parse_square(found["square"]))
        if found["give"]:
            match.give(_acting(match), int(found["give"], 16))


def _acting(match: Match) -> int:
    if match.to_act is None:
        raise MatchError(MatchCode.GAME_OVER)
    return match.to_act
