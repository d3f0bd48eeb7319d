"""What the tutorial's coach says: the lesson's heading, what to do now, and why an action
was refused, in the catalog's words, read from the tutorial table."""

from __future__ import annotations

from quarto_app.frame.i18n import text
from quarto_app.frame.intents import CALL_KEY_LABELS

from .. import words
from ..rules import MadeLine, line_name, square_name
from ..tutorial import COMPUTER, LESSONS, PERSON, Refusal, Step, Task, Why, step_count, threats
from .tutorial_table import TutorialTable


def heading(step: Step) -> str:
    """ "Lesson 3 of 5: Spot a dangerous piece"."""
    return text(
        "quarto.tutorial.heading", number=step.number, count=step_count(), title=text(step.title)
    )


def between(table: TutorialTable) -> tuple[str, str]:
    """Once a lesson is won: what comes next (or the end), and what the lesson taught."""
    progress = table.progress
    taught = text(progress.lesson.end)
    if progress.last_lesson:
        return text("quarto.tutorial.done.title"), taught
    coming = LESSONS[progress.lesson_index + 1].steps[0]
    return text("quarto.tutorial.coming", title=text(coming.title)), taught


def line_on(line: MadeLine) -> str:
    """ "four tall pieces on c4-c1"."""
    return text("quarto.line.on", line=words.made_line(line), squares=line_name(line.squares))


def instruction(table: TutorialTable) -> str:
    """What to do now (or what to watch, while the computer plays)."""
    step = table.step
    if step is None:
        return ""
    match = table.match
    if not table.human_turn:
        return text(step.watch, other=table.name(COMPUTER))
    key = CALL_KEY_LABELS[PERSON]
    if step.task is Task.PLACE_SQUARE and step.square is not None:
        return text(step.coach, square=square_name(step.square), other=table.name(COMPUTER))
    if step.task is Task.GIVE_SAFE:
        said = [
            text(
                "quarto.tutorial.threat",
                square=square_name(threat.square),
                line=line_on(threat.line),
            )
            for threat in threats(match.position, match)
        ]
        return text(step.coach, threats=words.list_of(said), other=table.name(COMPUTER))
    if step.task in (Task.CALL, Task.STEAL):
        made = match.claimable_lines(PERSON)
        line = line_on(made[0]) if made else ""
        return text(step.coach, line=line, key=key, other=table.name(COMPUTER))
    return text(step.coach, other=table.name(COMPUTER), key=key)


def refusal(table: TutorialTable, refused: Refusal) -> str:
    """Why the coach did not let the last action through."""
    why = refused.why
    other = table.name(COMPUTER)
    key = CALL_KEY_LABELS[PERSON]
    if why is Why.NOT_THE_PIECE and refused.piece is not None:
        return text("quarto.tutorial.why.not_the_piece", piece=words.piece(refused.piece))
    if why is Why.NOT_THE_SQUARE and refused.square is not None:
        return text("quarto.tutorial.why.not_the_square", square=square_name(refused.square))
    if why is Why.DANGEROUS and refused.piece is not None and refused.line is not None:
        assert refused.square is not None
        return text(
            "quarto.tutorial.why.dangerous",
            piece=words.piece(refused.piece),
            square=square_name(refused.square),
            line=line_on(refused.line),
            other=other,
        )
    if why is Why.NO_LINE_THERE and refused.line is not None and refused.square is not None:
        return text(
            "quarto.tutorial.why.no_line_there",
            square=square_name(refused.square),
            line=line_on(refused.line),
        )
    if why is Why.CALL_FIRST and refused.line is not None:
        return text(
            "quarto.tutorial.why.call_first", line=line_on(refused.line), key=key, other=other
        )
    if why is Why.STEAL_FIRST and refused.line is not None:
        return text(
            "quarto.tutorial.why.steal_first", line=line_on(refused.line), key=key, other=other
        )
    if why is Why.NOT_YET:
        return text("quarto.tutorial.why.not_yet", other=other)
    return text("quarto.tutorial.why.nothing_to_call")
