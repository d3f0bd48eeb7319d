"""Which sound each of Quartino's match events makes, for the table to play.

One sound per batch of events (a stone placed may come with the Column rule
clearing and the next turn): the one that matters most (PRIORITY), so effects
never pile up into noise. The end of the game has its own sound, chosen by the
frame's table (a win cheered, a draw, a loss to the computer said gently).

    Sound.PLACE       EventKind.PLACE: a stone set on a space
    Sound.COLOUR      EventKind.COLOUR: "Colour!", one more stone
    Sound.COLUMN      EventKind.COLUMNS: stacks of four or more fall back to the supply
    Sound.CALL        EventKind.CLAIM: QUARTINO!, a card rightly claimed
    Sound.FALSE_CALL  EventKind.WRONG_CLAIM: a card the board does not show
    Sound.LAPSE       EventKind.SKIP and TIMEOUT: stones that could not be placed
    (silent)          EventKind.TURN and PASS: the screen shows whose turn it is
    (the frame's)     EventKind.RESULT
    Sound.PICK_UP     a stone picked from the supply (the frame's gesture helper)
    Sound.TICK        the last three seconds of a move clock (the frame's table)
"""

from __future__ import annotations

from collections.abc import Iterable

from quarto_app.frame.sound import Sound

from ..match import Event, EventKind

SOUND_OF: dict[EventKind, Sound] = {
    EventKind.PLACE: Sound.PLACE,
    EventKind.COLOUR: Sound.COLOUR,
    EventKind.COLUMNS: Sound.COLUMN,
    EventKind.CLAIM: Sound.CALL,
    EventKind.WRONG_CLAIM: Sound.FALSE_CALL,
    EventKind.SKIP: Sound.LAPSE,
    EventKind.TIMEOUT: Sound.LAPSE,
}
"""Every event's own sound."""

SILENT = frozenset({EventKind.TURN, EventKind.PASS, EventKind.RESULT})
"""Events with no sound of their own (the result's is the frame table's)."""

PRIORITY: tuple[Sound, ...] = (
    Sound.CALL,
    Sound.FALSE_CALL,
    Sound.COLUMN,
    Sound.COLOUR,
    Sound.LAPSE,
    Sound.PLACE,
)
"""Which sound wins when one batch of events has several, first first."""


def loudest(events: Iterable[Event]) -> Sound | None:
    """The one sound a batch of events makes (None: a silent batch)."""
    found = {SOUND_OF[event.kind] for event in events if event.kind in SOUND_OF}
    return min(found, key=PRIORITY.index) if found else None
