"""Game records: a PGN-like text, written and read back losslessly.

    [Game "Quartino"]
    [Event "Casual game"]
    [Date "2026.11.25"]
    [Players "2"]
    [Player1 "Anna"]
    [Player2 "Ben"]
    [Seed "1234"]
    [First "1"]
    [Hand1 "gpby,ypbg,pgby,bpyg"]
    [Hand2 "bygp,gbpy,pygb,bgyp"]
    [ColourRule "on"]
    [ColumnRule "on"]
    [AutoClaim "off"]
    [RoundLimit "40"]
    [MoveClock "off"]
    [Result "1"]
    [Termination "fourth_card"]

    1. p0 pass 2. b0 pass 3. p0 pass 4. y1 pass 5. b8 pass 6. y8 pass 7. b8 pass 8.
    p1 pass 9. y1 pass 10. g2 pass 11. g7 !pgby@7 b1 pass 12. p2 pass 13. y2 pass
    14. g8 pass 15. g0 pass 16. y7 pass 17. C p8 p6 !gpby@8 y2 !bpyg@6 b1 pass 18.
    g3 pass 19. b3 pass 20. g3 pass 21. y0 pass 22. C p0 b4 !pygb@2 g0 pass 23. g2
    pass 24. C p2 y3 !gbpy@1 b0 pass 25. b1 pass 26. C y3 p4 !bgyp@2 g0 pass 27. g2
    pass 28. C p3 p8 pass 29. y0 !ypbg@8 =1

(Hard as Anna against Medium: in turn 17 Anna says Colour, places two stones, claims
gpby, places one stone, claims bpyg, places one more and ends the turn.)

Tags: `Game` comes first. `Players` is 2-4; `PlayerN` are names (the core needs
none); `Seed` is the integer the deal was drawn from (`-` when the deal was set
by hand): with a seed, the hands and `First` must be the ones it deals.
`Board` (only for a game set up with stones on the board) is the position string
the first turn started from.
`HandN` is seat N's four cards as drawn; `First` the seat (1-4) that started.
The options are `on`/`off`, `RoundLimit` a number of rounds or `off`, `MoveClock`
seconds per turn or `off`. `Result` is the winning seats (`2`, or `1,3` shared)
or `*`; `Termination` (`fourth_card`, `round_limit`, `stall`) is informative.

Movetext, one token per step, intents and the rules' automatic steps alike:
`N.` numbers the turns (informative); `y4` places a yellow stone on space 4
(centre 0, ring 1-8 clockwise from the top); `C` announces "Colour"; `X0,4` the
Column rule cleared spaces 0 and 4; `!ybgp@3` a right claim of card ybgp at ring
start 3 (its four top stones go back); `?ybgp` a wrong claim (the turn ends);
`pass` ends a turn without a claim; `skip2` two stones skipped, the supply being
empty; `timeout` the move clock ran out; `limit` the round limit ended the game;
`stall` nothing could ever change again; `{...}` a comment; the last token is the
result, `=2`, `=1,3` or `*`. Loading replays every token through the match:
intents are applied, automatic steps must be the ones the rules took, and any
fault is named by its line and token.

Names, numbers and clocks obey the limits both games' records share
(quarto_app.games.records), in writing as in reading. `RecordWriter` keeps the
record of a match as it grows, so an autosave adds each step at the same cost
however long the game.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import Enum

from quarto_app.games.errors import GameError

from ... import records
from ...log import EMPTY, Log
from ..rules import (
    HAND_SIZE,
    MAX_PLAYERS,
    MIN_PLAYERS,
    Board,
    Card,
    Deal,
    RuleOptions,
    RulesError,
    deal,
)
from .actions import Action
from .errors import MatchCode, MatchError
from .flow import Match
from .settings import MatchSettings
from .turn import TIMEOUT_TOKEN


class RecordCode(Enum):
    NOT_TEXT = "record_not_text"
    BAD_TAG = "bad_tag"  # line=<n>, text=<the line>
    WRONG_GAME = "wrong_game"  # game=<name>
    MISSING_TAG = "missing_tag"  # tag=<name>
    BAD_TAG_VALUE = "bad_tag_value"  # tag=<name>, value=<text>
    DEAL_MISMATCH = "deal_mismatch"  # seed=<n>: the hands or First are not what it deals
    BAD_TOKEN = "bad_token"  # line=<n>, token=<text>
    REFUSED = "refused"  # line=<n>, token=<text>, reason=<code>, plus the refusal's params
    NOT_WHAT_HAPPENED = "not_what_happened"  # line=<n>, token=<text>, expected=<token>
    MISSING_STEP = "missing_step"  # expected=<token>: the record stops before a step
    NO_RESULT = "no_result"
    AFTER_RESULT = "after_result"  # line=<n>, token=<text>
    RESULT_TAG = "result_tag"  # tag=<value>, token=<value>
    WRONG_RESULT = "wrong_result"  # written=<token>, replayed=<token>


class RecordError(GameError):
    """A record that cannot be read or replayed."""


@dataclass
class GameRecord:
    match: Match
    tags: dict[str, str] = field(default_factory=dict)
    names: tuple[str, ...] = ()


_TOKEN = re.compile(r"\{[^}]*\}|\{[^}]*$|\S+")
_TURN_NUMBER = re.compile(r"^\d+\.$")
TOKEN_LIMIT = 32  # no step token is longer; a longer one is damage
ROUND_LIMIT_MAX = 10**records.NUMBER_DIGITS - 1


def result_token(match: Match) -> str:
    """`=2`, `=1,3` (seats from 1) or `*`."""
    if match.outcome is None:
        return "*"
    return "=" + ",".join(str(seat + 1) for seat in match.outcome.winners)


def _on(flag: bool) -> str:
    return "on" if flag else "off"


def _head(match: Match, names: tuple[str, ...], date: str, event: str, extra) -> str:
    """The tag lines; ValueError for a value the reader would refuse (one set of limits)."""
    n = match.players
    if len(names) != n or not all(records.is_name(name) for name in names):
        raise ValueError("one name per seat, each one the records accept")
    options = match.settings.options
    clock = match.settings.move_clock
    if options.round_limit is not None and options.round_limit > ROUND_LIMIT_MAX:
        raise ValueError("a round limit the records refuse")
    tags = {"Game": "Quartino", "Event": event, "Date": date, "Players": str(n)}
    tags.update({f"Player{i + 1}": name for i, name in enumerate(names)})
    tags["Seed"] = "-" if match.seed is None else str(match.seed)
    tags["First"] = str(match.deal.first + 1)
    if match.start_board.stone_count:
        tags["Board"] = str(match.start_board)
    tags.update(
        {f"Hand{i + 1}": ",".join(map(str, hand)) for i, hand in enumerate(match.deal.hands)}
    )
    tags.update(
        {
            "ColourRule": _on(options.colour_rule),
            "ColumnRule": _on(options.column_rule),
            "AutoClaim": _on(options.auto_claim),
            "RoundLimit": "off" if options.round_limit is None else str(options.round_limit),
            "MoveClock": "off" if clock is None else records.write_seconds(clock),
            "Result": result_token(match).lstrip("="),
        }
    )
    if match.outcome is not None:
        tags["Termination"] = match.outcome.termination.value
    for name, value in (extra or {}).items():
        if name in tags:
            raise ValueError(f"{name!r} cannot be an extra tag name")
        tags[name] = value
    return "\n".join(records.tag_line(name, value) for name, value in tags.items())


class RecordWriter:
    """The record of one match as it grows (see records.RecordText).

    `text()` is the whole record now; `change()` the end of the text that changed
    since it was last asked, or None when it must be written whole again (an undo
    took back a step, or the game ended and its result changes the tags).
    """

    def __init__(
        self,
        match: Match,
        names: tuple[str, ...] | None = None,
        date: str = "????.??.??",
        event: str = "Casual game",
        extra: dict[str, str] | None = None,
    ) -> None:
        self.match = match
        self._names = names or tuple(f"Player {i + 1}" for i in range(match.players))
        self._date, self._event, self._extra = date, event, dict(extra or {})
        self._start()

    def _start(self) -> None:
        match = self.match
        head = _head(match, self._names, self._date, self._event, self._extra)
        self._record = records.RecordText(head, result_token(match))
        self._seen: Log[tuple[int, str]] = EMPTY
        self._turn: int | None = None

    def _catch_up(self) -> bool:
        """Add the match's new steps; False when the record must be made again."""
        actions = self.match.actions
        if not actions.continues(self._seen) or result_token(self.match) != self._record.result:
            return False
        movetext = self._record.movetext
        for number, token in actions.since(self._seen):
            if number != self._turn:
                movetext.add(f"{number + 1}.")
                self._turn = number
            movetext.add(token)
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
    match: Match,
    names: tuple[str, ...] | None = None,
    date: str = "????.??.??",
    event: str = "Casual game",
    extra: dict[str, str] | None = None,
) -> str:
    """The record of `match` so far; `names` default to Player 1..n."""
    return RecordWriter(match, names, date, event, extra).text()


def read_record(text: str) -> GameRecord:
    """Read and replay a record; raises RecordError naming the line and token at fault."""
    if not isinstance(text, str):
        raise RecordError(RecordCode.NOT_TEXT)
    lines = text.splitlines()
    try:
        tags, start = records.read_tags(lines)
        if tags.get("Game") != "Quartino":
            if "Game" not in tags:
                raise RecordError(RecordCode.MISSING_TAG, tag="Game")
            raise RecordError(RecordCode.WRONG_GAME, game=records.shown(tags["Game"]))
        if next(iter(tags)) != "Game":
            raise RecordError(RecordCode.MISSING_TAG, tag="Game")
        match, names = _match_from(tags)
    except records.TagError as exc:
        raise RecordError(RecordCode(exc.code.value), **exc.params) from None
    written = _replay(match, lines, start)
    tag = tags.get("Result")
    if tag is not None and "=" + tag != written and tag != written:
        raise RecordError(RecordCode.RESULT_TAG, tag=records.shown(tag), token=written)
    replayed = result_token(match)
    if written != replayed:
        raise RecordError(RecordCode.WRONG_RESULT, written=written, replayed=replayed)
    return GameRecord(match, tags, names)


def _tag(tags: dict[str, str], name: str) -> str:
    if name not in tags:
        raise RecordError(RecordCode.MISSING_TAG, tag=name)
    return tags[name]


def _flag(tags: dict[str, str], name: str) -> bool:
    value = _tag(tags, name)
    if value not in ("on", "off"):
        raise records.bad_value(name, value)
    return value == "on"


def _match_from(tags: dict[str, str]) -> tuple[Match, tuple[str, ...]]:
    players = records.read_number("Players", _tag(tags, "Players"), MIN_PLAYERS, MAX_PLAYERS)
    names = tuple(
        records.read_name(f"Player{i + 1}", tags.get(f"Player{i + 1}", f"Player {i + 1}"))
        for i in range(players)
    )
    hands = []
    for i in range(players):
        name = f"Hand{i + 1}"
        value = _tag(tags, name)
        try:
            hand = tuple(Card.from_str(part) for part in value.split(","))
        except RulesError:
            raise records.bad_value(name, value) from None
        if len(hand) != HAND_SIZE:
            raise records.bad_value(name, value)
        hands.append(hand)
    first = records.read_number("First", _tag(tags, "First"), 1, players)
    try:
        the_deal = Deal(tuple(hands), first - 1)
    except RulesError:
        raise records.bad_value("Hand1", tags["Hand1"]) from None
    seed_text = _tag(tags, "Seed")
    seed = None
    if seed_text != "-":
        seed = records.read_number("Seed", seed_text, 0, 2**64 - 1, records.SEED_DIGITS)
    if seed is not None and deal(players, seed) != the_deal:
        raise RecordError(RecordCode.DEAL_MISMATCH, seed=seed)
    limit = _tag(tags, "RoundLimit")
    rules = RuleOptions(
        colour_rule=_flag(tags, "ColourRule"),
        column_rule=_flag(tags, "ColumnRule"),
        auto_claim=_flag(tags, "AutoClaim"),
        round_limit=None
        if limit == "off"
        else records.read_number("RoundLimit", limit, 1, ROUND_LIMIT_MAX),
    )
    clock = records.read_move_clock("MoveClock", _tag(tags, "MoveClock"))
    try:
        settings = MatchSettings(rules, move_clock=clock)
    except (ValueError, RulesError):
        raise records.bad_value("MoveClock", tags["MoveClock"]) from None
    board = None
    if "Board" in tags:
        try:
            board = Board.from_str(tags["Board"])
        except RulesError:
            raise records.bad_value("Board", tags["Board"]) from None
    return Match(settings, the_deal, seed=seed, board=board), names


def _replay(match: Match, lines: list[str], start: int) -> str:
    """Apply every movetext token; returns the result token that ends it."""
    result: str | None = None
    done = len(match.actions)  # the steps of the match the record has accounted for
    for number in range(start, len(lines)):
        for found in _TOKEN.finditer(lines[number]):
            token = found.group()
            where = {"line": number + 1, "token": token}
            if token.startswith("{"):
                if not token.endswith("}"):
                    raise RecordError(RecordCode.BAD_TOKEN, **where)
                continue
            if len(token) > TOKEN_LIMIT:
                where["token"] = records.shown(token)  # never carry megabytes around
                raise RecordError(RecordCode.BAD_TOKEN, **where)
            if result is not None:
                raise RecordError(RecordCode.AFTER_RESULT, **where)
            if token == "*" or token.startswith("="):
                result = token
                continue
            if _TURN_NUMBER.match(token):
                continue
            steps = match.actions
            if done == len(steps):  # nothing automatic is waiting: the token is an intent
                _apply(match, token, where)
                steps = match.actions
            if done >= len(steps) or steps[done][1] != token:
                expected = steps[done][1] if done < len(steps) else None
                raise RecordError(RecordCode.NOT_WHAT_HAPPENED, expected=expected, **where)
            done += 1
    if done < len(match.actions):
        raise RecordError(RecordCode.MISSING_STEP, expected=match.actions[done][1])
    if result is None:
        raise RecordError(RecordCode.NO_RESULT)
    return result


def _apply(match: Match, token: str, where: dict[str, object]) -> None:
    try:
        if token == TIMEOUT_TOKEN:
            match.time_out()
            return
        action = Action.from_str(token)
        if match.to_act is None:
            raise MatchError(MatchCode.GAME_OVER)
        match.apply(match.to_act, action)
    except GameError as exc:
        if exc.code is MatchCode.BAD_ACTION:
            raise RecordError(RecordCode.BAD_TOKEN, **where) from None  # type: ignore[arg-type]
        raise RecordError(
            RecordCode.REFUSED,
            reason=exc.code.value,
            **where,
            **exc.params,  # type: ignore[arg-type]
        ) from None
