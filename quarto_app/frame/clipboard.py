"""The system clipboard, where the platform has one (pygame-ce's `pygame.scrap` text API).

Every call is guarded: with no clipboard (a display that offers none, an older
pygame) `put` answers False and `get` None, and the screens say so; nothing raises.
"""

from __future__ import annotations

import logging

import pygame

log = logging.getLogger("quarto.clipboard")

LIMIT = 1_000_000
"""Characters taken from the clipboard at most (as the bounded reader takes bytes)."""


def put(words: str) -> bool:
    """Put `words` on the clipboard; False when there is none to put them on."""
    try:
        pygame.scrap.put_text(words)
    except (pygame.error, AttributeError, NotImplementedError) as exc:
        log.info("No clipboard to copy to: %s", exc)
        return False
    return True


def get() -> str | None:
    """The clipboard's text, or None when there is no clipboard or no text on it (a text
    longer than LIMIT counts as none: no record is that long)."""
    try:
        if not pygame.scrap.has_text():
            return None
        words = pygame.scrap.get_text()
    except (pygame.error, AttributeError, NotImplementedError) as exc:
        log.info("No clipboard to paste from: %s", exc)
        return None
    if not words or len(words) > LIMIT:
        return None
    return words
