"""Which sound each of Quarto's match events makes; the table plays it.

The table model absorbs a batch of events after each action (a placement may
come with the call and the result); one sound is played per batch, the one
that matters most (a win over the call that made it, a call over the
placement), so effects never pile up into noise (`Table.sound_of` asks
`loudest`; the frame's table plays it, and the end of the game's own sound).

What the frame offers (quarto_app.frame.sound) and when the screen plays it:

    Sound.PICK_UP    a piece leaves the reserve or the hand, in the pointer or picked by key
    Sound.GIVE       EventKind.GIVE
    Sound.PLACE      EventKind.PLACE
    Sound.CALL       EventKind.CALL and DECLARE
    Sound.STEAL      EventKind.STEAL
    Sound.LAPSE      EventKind.LAPSE; and the result when the only person lost (cheer=False)
    Sound.FALSE_CALL EventKind.FALSE_CALL
    Sound.TICK       the last three seconds of a steal window or a move clock
                     (frame.sound.countdown_tick, each frame)
    Sound.WIN        EventKind.RESULT with a winner
    Sound.DRAW       EventKind.RESULT without one
"""

from __future__ import annotations

from collections.abc import Iterable

from quarto_app.frame.sound import Sound

from ..match import Event, EventKind, Result

SOUND_OF: dict[EventKind, Sound] = {
    EventKind.GIVE: Sound.GIVE,
    EventKind.PLACE: Sound.PLACE,
    EventKind.CALL: Sound.CALL,
    EventKind.DECLARE: Sound.CALL,
    EventKind.STEAL: Sound.STEAL,
    EventKind.LAPSE: Sound.LAPSE,
    EventKind.FALSE_CALL: Sound.FALSE_CALL,
}
"""Every event's own sound; TIMEOUT has none (the result that follows it speaks)."""

PRIORITY: tuple[Sound, ...] = (
    Sound.WIN,
    Sound.DRAW,
    Sound.STEAL,
    Sound.CALL,
    Sound.FALSE_CALL,
    Sound.LAPSE,
    Sound.PLACE,
    Sound.GIVE,
)
"""Which sound wins when one batch of events has several, first first."""


def sound_for(event: Event, result: Result | None = None, *, cheer: bool = True) -> Sound | None:
    """The sound of one event; `result` is the match's, for a RESULT event. `cheer` False
    (the computer beat the only person at the screen) turns a win into a gentle lapse."""
    if event.kind is EventKind.RESULT:
        if result is None or result.winner is None:
            return Sound.DRAW
        return Sound.WIN if cheer else Sound.LAPSE
    return SOUND_OF.get(event.kind)


def loudest(
    events: Iterable[Event], result: Result | None = None, *, cheer: bool = True
) -> Sound | None:
    """The one sound a batch of events makes (None: a silent batch): the end of the game
    if it ended, else the sound that matters most (PRIORITY)."""
    batch = list(events)
    for event in batch:
        if event.kind is EventKind.RESULT:
            return sound_for(event, result, cheer=cheer)
    found = {sound_for(event, result, cheer=cheer) for event in batch} - {None}
    return min(found, key=PRIORITY.index) if found else None
