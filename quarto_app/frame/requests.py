"""What one scene asks of another, and what comes back: typed, never bare strings.

A scene that needs an answer pushes another by name and says what it asks
(`router.push("panel", ask=Ask.PAUSE, ...)`); when that scene leaves with an
answer (`router.pop(Answer.NEW)`), the router hands the scene below a `Reply`
naming both. So the asking scene never keeps a note of what it is waiting
for: the reply says what it answers.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Any


class Ask(Enum):
    """What a scene asked the one it put over itself."""

    DICE = "dice"  # show who starts (no answer: the roll was shown)
    PAUSE = "pause"  # the pause panel
    RESULT = "result"  # the game-over panel
    REPLACE = "replace"  # continue the saved game, or replace it?
    HANDOVER = "handover"  # pass the screen to the next person
    CHOICE = "choice"  # pick one of a game's own options (the reply's `value`)
    SETUP = "setup"  # the setup form
    PAGE = "page"  # a page to read (about, rules, statistics): no answer
    SETTINGS = "settings"  # the settings screen: look, language, sound may have changed
    RESET = "reset"  # forget a game's statistics? (Answer.CONFIRM does)
    SAVE = "save"  # the name to save the game under (Answer.CHOSEN, the name as value)
    RENAME = "rename"  # a saved game's new name (Answer.CHOSEN, the name as value)
    DELETE = "delete"  # delete a saved game? (Answer.CONFIRM does)
    IMPORT = "import"  # the file to import a record from (Answer.CHOSEN, the path typed)
    OPEN = "open"  # open a saved game over the one in progress? (Answer.CONFIRM does)
    RULES = "rules"  # the rule book, opened from the pause panel (no answer)
    PUZZLE = "puzzle"  # a puzzle's verdict: try again, the solution, the next one


class Answer(Enum):
    """The answers a panel or a shared scene gives."""

    RESUME = "resume"
    SETTINGS = "settings"  # open the settings screen (from the pause panel)
    REMATCH = "rematch"
    NEW = "new"  # a new game: the setup form
    MENU = "menu"
    CONTINUE = "continue"  # carry on with the saved game
    BACK = "back"
    READY = "ready"  # the person the screen was passed to is there
    CHOSEN = "chosen"  # one of the choices: see Reply.value
    CONFIRM = "confirm"  # yes, do what was asked (it cannot be undone)
    REVIEW = "review"  # look back over the game just played (a game's own review screen)
    SAVE = "save"  # keep the game under a name (the pause panel)
    RULES = "rules"  # show the rules (the pause panel)
    RETRY = "retry"  # a puzzle: try the same one again
    SOLUTION = "solution"  # a puzzle: show its solution, move by move
    NEXT = "next"  # a puzzle: the next one


@dataclass(frozen=True)
class Reply:
    """What the scene above answered (`answer` None: it left without one) to `asked`."""

    asked: Ask | None
    answer: Answer | None = None
    value: object = None

    def is_(self, asked: Ask, answer: Answer | None = None) -> bool:
        """This reply answers `asked` (with `answer`, when given)."""
        return self.asked is asked and (answer is None or self.answer is answer)


NO_REPLY = Reply(None)
"""What a scene hears when the scene over it left unasked (or was replaced)."""


class PanelShape(Enum):
    """How the shared panel lays itself out."""

    CENTRED = "centred"  # a box in the middle, buttons in a column: a question
    BANNER = "banner"  # a band over a given area, buttons in a row: the table stays readable


@dataclass(frozen=True)
class Choice:
    """One thing to choose in the shared choice scene: what the asking scene gets back
    (Reply.value), its words, and a picture drawn in a rectangle (callable(surface, rect))."""

    value: object
    words: str
    picture: Callable[[Any, Any], None] | None = None
