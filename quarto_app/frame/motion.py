"""Reduced motion: the one switch every animation of every screen reads.

With "reduced motion" on (the settings screen), every change on screen is
instant: nothing slides, lifts, falls, glows in and out or flashes. An
animation asks here for its duration instead of using its own:

    from quarto_app.frame import motion
    timer = scene.clock.start(motion.duration(0.45), on_done=land)   # 0.0 when reduced
    if motion.reduced(): ...                                         # skip a flash

A duration of 0 still runs the timer's `on_done` on the next tick, so what
happens after an animation (a piece lands, the result panel opens) happens
the same with motion reduced. Pauses that are not motion (the computer's
"thinking" time, a call window's seconds) are not shortened here.
"""

from __future__ import annotations

from . import preferences


def reduced() -> bool:
    """True when the player asked for no motion."""
    return preferences.current().reduced_motion


def duration(seconds: float) -> float:
    """How long an animation of `seconds` lasts: 0 with reduced motion."""
    return 0.0 if reduced() else seconds
