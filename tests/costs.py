"""Counting what a piece of code costs, never timing it: the memory it holds at its peak
(tracemalloc) and the calls it makes (Python functions and built-ins alike)."""

from __future__ import annotations

import sys
import tracemalloc
from collections.abc import Callable
from typing import Any


def peak_memory(run: Callable[[], Any]) -> tuple[Any, int]:
    """(what `run` returned, the most bytes it had allocated at once)."""
    tracemalloc.start()
    try:
        result = run()
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    return result, peak


def calls(run: Callable[[], Any]) -> int:
    """How many function calls `run` makes (a count of work that load cannot change)."""
    count = 0

    def counting(frame: Any, event: str, arg: Any) -> None:
        nonlocal count
        if event in ("call", "c_call"):
            count += 1

    sys.setprofile(counting)
    try:
        run()
    finally:
        sys.setprofile(None)
    return count
