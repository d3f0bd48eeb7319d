"""Quarto's guided first game: a short scripted game that teaches by doing.

Pure: no pygame, no prose (catalog keys and codes). The screen
(`screen/tutorial.py`) plays it on the real table with the real input.

    from quarto_app.games.quarto.tutorial import LESSONS, Task, check_give, threats
    lesson = LESSONS[0]
    match = lesson.start(names)      # the match at the lesson's prepared position
    step = lesson.steps[0]           # what the player must do now
    refusal = check_give(step, match, piece)   # None, or why not (a code and values)
    lesson.answer(match.position)    # the computer's scripted move there

Read top to bottom: `script` (the lessons: their prepared positions, the
computer's moves, the steps), `coach` (an action checked against a step).
"""

from .coach import Refusal, Threat, Why, check_call, check_give, check_place, completes, threats
from .script import COMPUTER, LESSONS, PERSON, Lesson, Step, Task, step_count

__all__ = [
    "COMPUTER",
    "LESSONS",
    "PERSON",
    "Lesson",
    "Refusal",
    "Step",
    "Task",
    "Threat",
    "Why",
    "check_call",
    "check_give",
    "check_place",
    "completes",
    "step_count",
    "threats",
]
