"""The lessons of the guided first game: prepared positions, the computer's moves, the steps.

Two short games against a computer whose moves are written here (no search).
The first starts in the middle of a game, the player to give, and teaches one
thing a step: giving a piece, placing the piece given, spotting the dangerous
pieces (all but one of those left would let the computer make a line), then
making a line and calling QUARTO! (the computer, out of safe pieces, had to
give a winning one). The second starts as the computer places a piece that
makes a line and hands a piece over without calling: the player steals the win.

A lesson's position is reached by playing its opening through the match, so
its log, its call windows and its last move are a real game's. The steps are
checked in `coach`; a step names the piece or square it wants, or none when
the rules decide (any safe piece, any square that makes a line).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..match import Match, MatchSettings
from ..rules import Move, Piece, Position, Square, parse_square, piece_from_char

PERSON, COMPUTER = 0, 1  # the player sits on the left, the computer on the right


class Task(Enum):
    """What a step asks the player to do."""

    GIVE_PIECE = "give_piece"  # give the piece the step names
    PLACE_SQUARE = "place_square"  # place the piece in hand on the square the step names
    GIVE_SAFE = "give_safe"  # give a piece with which the computer can make no line
    PLACE_LINE = "place_line"  # place the piece in hand where it makes a line
    CALL = "call"  # call QUARTO! on one's own line, before giving
    STEAL = "steal"  # call QUARTO! on the line the computer missed, before placing


@dataclass(frozen=True)
class Step:
    """One thing to do: its task, its lesson's number and name, and the coach's words
    (catalog keys; `watch` is said while the computer plays before the step)."""

    task: Task
    number: int  # the lesson it belongs to, from 1 (the coach says "3 of 5")
    title: str
    coach: str
    watch: str = "quarto.tutorial.watch"
    piece: Piece | None = None
    square: Square | None = None


@dataclass(frozen=True)
class Lesson:
    """A prepared game: the moves that lead to it, the computer's answers, the steps."""

    opening: tuple[str, ...]  # record tokens ("c4:f"), played from an empty board
    first: int  # the seat that gave the first piece of the opening
    answers: tuple[tuple[str, str], ...]  # (position string, the computer's move there)
    steps: tuple[Step, ...]
    end: str  # catalog key: what the lesson taught, said when it is won

    def start(self, names: tuple[str, str]) -> Match:
        """The match at the lesson's prepared position."""
        match = Match(MatchSettings(names=names), first=self.first)
        for token in self.opening:
            play(match, Move.from_str(token))
        return match

    def answer(self, position: Position) -> Move | None:
        """The computer's scripted move in `position` (None: the script has none)."""
        wanted = str(position)
        for where, move in self.answers:
            if where == wanted:
                return Move.from_str(move)
        return None


def play(match: Match, move: Move) -> None:
    """Play `move` for the seat to act: place (if it names a square), then give."""
    player = match.to_act
    assert player is not None
    if move.square is not None:
        match.place(player, move.square)
    if move.give is not None:
        match.give(player, move.give)


def _piece(char: str) -> Piece:
    return piece_from_char(char)


LESSONS: tuple[Lesson, ...] = (
    Lesson(
        # Six pieces placed, none three in a line sharing anything yet: any piece is safe.
        opening=(":4", "c4:f", "c3:8", "d3:2", "a2:0", "b2:3", "a1"),
        first=PERSON,
        answers=(
            # The tall piece on c1 makes column c three tall pieces (c2 empty).
            ("..4./..f8/20../3... 7", "c1:d"),
            # Out of safe pieces after the only one: every piece left makes a line.
            ("..4./..f8/20../3.7d a", "a4:c"),
        ),
        steps=(
            Step(
                Task.GIVE_PIECE,
                1,
                "quarto.tutorial.give.title",
                "quarto.tutorial.give.coach",
                piece=_piece("7"),
            ),
            Step(
                Task.PLACE_SQUARE,
                2,
                "quarto.tutorial.place.title",
                "quarto.tutorial.place.coach",
                square=parse_square("d1"),
            ),
            Step(Task.GIVE_SAFE, 3, "quarto.tutorial.danger.title", "quarto.tutorial.danger.coach"),
            Step(Task.PLACE_LINE, 4, "quarto.tutorial.line.title", "quarto.tutorial.line.coach"),
            Step(Task.CALL, 4, "quarto.tutorial.line.title", "quarto.tutorial.call.coach"),
        ),
        end="quarto.tutorial.won_line",
    ),
    Lesson(
        # Column b holds three light pieces; the computer holds a fourth.
        opening=(":5", "a4:0", "b4:b", "d3:6", "b3:3", "c2:c", "b1:f", "d1:a"),
        first=COMPUTER,
        answers=(("50../.6.b/..3./.c.f a", "b2:7"),),
        steps=(
            Step(
                Task.STEAL,
                5,
                "quarto.tutorial.steal.title",
                "quarto.tutorial.steal.coach",
                watch="quarto.tutorial.steal.watch",
            ),
        ),
        end="quarto.tutorial.won_steal",
    ),
)


def step_count() -> int:
    """How many lessons the coach counts ("3 of 5")."""
    return max(step.number for lesson in LESSONS for step in lesson.steps)
