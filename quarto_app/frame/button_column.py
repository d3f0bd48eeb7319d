"""A column of buttons worked by pointer or keyboard: the shared body of menus and overlays."""

from __future__ import annotations

import pygame

from . import intents
from .widgets import Button


class ButtonColumn:
    """Buttons stacked in a column; Up/Down/Tab move the focus, Enter presses."""

    def __init__(self, buttons: list[Button]) -> None:
        self.buttons = buttons
        self.focus = 0
        self.focus_visible = False

    def place(self, centre_x: int, top: int, width: int, height: int, gap: int) -> int:
        """Lay the buttons out from `top` down; returns the bottom edge."""
        y = top
        for button in self.buttons:
            button.rect = pygame.Rect(0, y, width, height)
            button.rect.centerx = centre_x
            y += height + gap
        return y - gap

    def handle(self, intent: intents.Intent) -> bool:
        """Act on an intent meant for the buttons; True if it was."""
        if isinstance(intent, intents.PointerMove):
            for button in self.buttons:
                button.hovered = button.rect.collidepoint(intent.pos)
            return False
        if isinstance(intent, intents.PointerDown):
            for index, button in enumerate(self.buttons):
                if button.rect.collidepoint(intent.pos):
                    self.focus = index
                    self.focus_visible = False
                    button.activate()
                    return True
            return False
        if isinstance(intent, intents.Navigate | intents.NextFocus):
            if isinstance(intent, intents.Navigate):
                step = intent.dy or intent.dx
            else:
                step = -1 if intent.back else 1
            if self.focus_visible:
                self.focus = (self.focus + step) % len(self.buttons)
            self.focus_visible = True
            return True
        if isinstance(intent, intents.Activate):
            self.focus_visible = True
            self.buttons[self.focus].activate()
            return True
        return False

    def draw(self, surface: pygame.Surface, text_size: int) -> None:
        for index, button in enumerate(self.buttons):
            button.draw(surface, self.focus_visible and index == self.focus, text_size)
