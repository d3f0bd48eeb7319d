"""The rules of Quartino, pure and fast: stones, the board, cards, the deal, the options.

Read top to bottom: `stones` (four colours, seven stones each), `board` (nine
stacks, the supply, checked `place` and fast `place_unchecked`), `cards` (the
24 cards and which the top stones complete), `deal` (seeded hands), `options`
(Colour and Column rules, auto-claim, round limit). The turn with its phases is
the match flow's (`quarto_app.games.quartino.match`).
"""

from .board import CENTRE, RING, SPACES, Board, check_space
from .cards import (
    ALL_CARDS,
    WINDOWS,
    Card,
    card_spaces,
    completed,
    completing_starts,
    missing,
)
from .deal import Deal, deal
from .errors import RulesCode, RulesError
from .options import (
    BASIC,
    COLOUR_THRESHOLD,
    COLUMN_THRESHOLD,
    DEFAULT_ROUND_LIMIT,
    HAND_SIZE,
    MAX_PLAYERS,
    MIN_PLAYERS,
    STANDARD,
    RuleOptions,
)
from .stones import COLOURS, STONES_PER_COLOUR, TOTAL_STONES, Colour

__all__ = [
    "ALL_CARDS",
    "BASIC",
    "CENTRE",
    "COLOURS",
    "COLOUR_THRESHOLD",
    "COLUMN_THRESHOLD",
    "DEFAULT_ROUND_LIMIT",
    "HAND_SIZE",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "RING",
    "SPACES",
    "STANDARD",
    "STONES_PER_COLOUR",
    "TOTAL_STONES",
    "WINDOWS",
    "Board",
    "Card",
    "Colour",
    "Deal",
    "RuleOptions",
    "RulesCode",
    "RulesError",
    "card_spaces",
    "check_space",
    "completed",
    "completing_starts",
    "deal",
    "missing",
]
