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
    [Termination "Ben steals the Quarto Anna missed: four tall pieces on a4-d4"]

    1. :4 2. a4:5 3. b4:6 4. c4:7 5. d4:0 Q2 0-1

Tags: `First` is the player (1 or 2) who gave the first piece; `Rules` is
`lines` or `lines+squares`; `Attributes` the attributes that count; `MoveClock`
`off` or seconds per move. `Termination` is informative only.

Movetext: `N.` numbers the turns (informative; turn 1 is the first give, each
later turn starts with a placement); `c2` places the piece in hand on c2; `:a`
gives piece a; `c2:a` does both; `Q1`/`Q2` is QUARTO! called by player 1/2
(a win, a steal or a false call: the rules decide); `wait` says the timed call
window ran out; `timeout` says the player to act ran out of time; `{...}` is a
comment; the last token is the result (`1-0`, `0-1`, `1/2-1/2`, or `*` for a
game still going). Loading replays every token through the match rules and
names the line and token of anything illegal or damaged.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..rules import QuartoError, RuleOptions, format_attributes, parse_attributes, parse_square
from .flow import TIMEOUT, WINDOW_RAN_OUT, Match, MatchError
from .settings import Calling, FalseCallRule, MatchSettings

RESULT_TOKENS = ("1-0", "0-1", "1/2-1/2", "*")
_TAG = re.compile(r'^\[(?P<name>[A-Za-z][A-Za-z0-9]*)\s+"(?P<value>(?:[^"\\]|\\.)*)"\]$')
_TOKEN = re.compile(r"\{[^}]*\}|\{[^}]*$|\S+")
_TURN_NUMBER = re.compile(r"^\d+\.$")
_PLACE_GIVE = re.compile(r"^(?P<square>[a-dA-D][1-4])?(?::(?P<give>[0-9a-fA-F]))?$")


class RecordError(QuartoError):
    """A record that cannot be read or replayed; says which line and token."""


@dataclass
class GameRecord:
    """A match read from a record, replayed to where the record ends."""

    match: Match
    tags: dict[str, str] = field(default_factory=dict)


def _number(value: float) -> str:
    return f"{value:g}"


def _quote(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"')


def _unquote(value: str) -> str:
    return re.sub(r"\\(.)", r"\1", value)


def write_record(
    match: Match, date: str, event: str = "Casual game", extra: dict[str, str] | None = None
) -> str:
    """The record of `match` so far. `date` is written as given ("2026.11.20").

    `extra` tags (e.g. ``{"Computer2": "Hard"}``) go after the standard ones.
    """
    settings = match.settings
    result = match.result.score if match.result else "*"
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
        "StealWindow": _number(settings.steal_window),
        "FalseCall": settings.false_call.value,
        "MoveClock": "off" if settings.move_clock is None else _number(settings.move_clock),
        "Result": result,
    }
    if match.result:
        tags["Termination"] = match.result.reason
    for name, value in (extra or {}).items():
        if not re.fullmatch(r"[A-Za-z][A-Za-z0-9]*", name) or name in tags:
            raise ValueError(f"{name!r} cannot be an extra tag name")
        tags[name] = value
    lines = [f'[{name} "{_quote(value)}"]' for name, value in tags.items()]
    return "\n".join(lines) + "\n\n" + _movetext(match.actions, result) + "\n"


def _is_place(action: str) -> bool:
    return bool(action) and not action.startswith(":") and bool(_PLACE_GIVE.match(action))


def _movetext(actions: tuple[str, ...], result: str) -> str:
    words: list[str] = []
    turn = 0
    previous = ""
    for action in actions:
        if action.startswith(":") and _is_place(previous):
            words[-1] += action  # the place and give of one turn read as one move: c2:a
            previous = words[-1]
            continue
        if _is_place(action) or turn == 0:
            turn += 1
            words.append(f"{turn}.")
        words.append(action)
        previous = action
    words.append(result)
    # Wrap like PGN, about 80 columns, never inside a token.
    out, line = [], ""
    for word in words:
        if line and len(line) + 1 + len(word) > 80:
            out.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    out.append(line)
    return "\n".join(out)


def read_record(text: str) -> GameRecord:
    """Read and replay a record; raises RecordError naming the line and token at fault."""
    if not isinstance(text, str):
        raise RecordError("a record is text")
    tags: dict[str, str] = {}
    lines = text.splitlines()
    index = 0
    for index, raw in enumerate(lines):
        stripped = raw.strip()
        if not stripped:
            if tags:
                break
            continue
        if not stripped.startswith("["):
            break
        found = _TAG.match(stripped)
        if not found:
            raise RecordError(f'line {index + 1}: {stripped!r} is not a tag like [Name "value"]')
        tags[found["name"]] = _unquote(found["value"])
    else:
        index = len(lines)
    match = Match(_settings_from(tags), first=_first_from(tags))
    result = _replay(match, lines, index)
    expected = tags.get("Result")
    if expected is not None and expected != result:
        raise RecordError(f"the Result tag says {expected} but the movetext ends with {result}")
    replayed = match.result.score if match.result else "*"
    if result != replayed:
        raise RecordError(f"the record says {result} but replaying its moves gives {replayed}")
    return GameRecord(match, tags)


def _tag(tags: dict[str, str], name: str, default: str | None = None) -> str:
    if name in tags:
        return tags[name]
    if default is None:
        raise RecordError(f"the tag [{name} ...] is missing")
    return default


def _settings_from(tags: dict[str, str]) -> MatchSettings:
    if tags.get("Game", "Quarto") != "Quarto":
        raise RecordError(f"this is a record of {tags['Game']!r}, not of Quarto")
    try:
        rules = _tag(tags, "Rules", "lines")
        if rules not in ("lines", "lines+squares"):
            raise ValueError(f"Rules must be 'lines' or 'lines+squares', not {rules!r}")
        options = RuleOptions(
            squares=rules == "lines+squares",
            attributes=parse_attributes(_tag(tags, "Attributes", "color,shape,height,top")),
        )
        clock = _tag(tags, "MoveClock", "off")
        return MatchSettings(
            options=options,
            calling=Calling(_tag(tags, "Calling", "announce")),
            steal_window=float(_tag(tags, "StealWindow", "5")),
            false_call=FalseCallRule(_tag(tags, "FalseCall", "refuse")),
            move_clock=None if clock == "off" else float(clock),
            names=(_tag(tags, "Player1", "Player 1"), _tag(tags, "Player2", "Player 2")),
        )
    except ValueError as exc:
        raise RecordError(f"bad tag value: {exc}") from None


def _first_from(tags: dict[str, str]) -> int:
    first = _tag(tags, "First", "1")
    if first not in ("1", "2"):
        raise RecordError(f"the First tag must be 1 or 2, not {first!r}")
    return int(first) - 1


def _replay(match: Match, lines: list[str], start: int) -> str:
    """Apply every movetext token; returns the result token that ends the movetext."""
    result: str | None = None
    for number in range(start, len(lines)):
        for found in _TOKEN.finditer(lines[number]):
            token = found.group()
            where = f"line {number + 1}, token {token!r}"
            if token.startswith("{"):
                if not token.endswith("}"):
                    raise RecordError(f"{where}: a comment must close on its line with '}}'")
                continue
            if result is not None:
                raise RecordError(f"{where}: nothing may follow the result {result}")
            if token in RESULT_TOKENS:
                result = token
                continue
            if _TURN_NUMBER.match(token):
                continue
            try:
                _apply(match, token)
            except (MatchError, RecordError) as exc:
                raise RecordError(f"{where}: {exc}") from None
    if result is None:
        raise RecordError("the movetext does not end with a result (1-0, 0-1, 1/2-1/2 or *)")
    return result


def _apply(match: Match, token: str) -> None:
    if token in ("Q1", "Q2"):
        match.call(int(token[1]) - 1)
    elif token == WINDOW_RAN_OUT:
        match.close_window()
    elif token == TIMEOUT:
        match.time_out()
    else:
        found = _PLACE_GIVE.match(token)
        if not found or not (found["square"] or found["give"]):
            raise RecordError(
                "not a move: expected c2 (place), :a (give), c2:a, Q1/Q2 (QUARTO!), wait or timeout"
            )
        if match.to_act is None:
            raise MatchError("the game is already over")
        if found["square"]:
            match.place(match.to_act, parse_square(found["square"]))
        if found["give"]:
            if match.to_act is None:
                raise MatchError("the game is already over")
            match.give(match.to_act, int(found["give"], 16))
