"""A game's rule book as the frame sees it: pages, each a title, a picture and a few lines.

The frame's rule book scene (frame/scenes/rulebook.py) turns the pages; each
game draws its own (games/<game>/screen/rules_pages.py) with its own art, and
offers them through `Game.rule_pages`. Pure data: no pygame here, so a game's
entry can name the type without loading its screens.

A page of a variant says when it is played (`in_force`, given the match's
setup options): opened from a match's pause panel, the book marks it as in
force or not in this match.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

Picture = Callable[[Any, Any], None]
"""Draws the page's picture: picture(surface, rect), fitted to the rectangle."""


@dataclass(frozen=True)
class RulePage:
    """One page: its title and its few short lines (words, already said), and its picture."""

    title: str
    picture: Picture
    lines: tuple[str, ...] = ()
    # A variant's page: is the variant played with these setup options? None: always.
    in_force: Callable[[Mapping[str, str]], bool] | None = None
