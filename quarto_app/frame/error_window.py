"""The error window: what went wrong and where the details are, after a crash.

The crash report itself (the log, the message) is the platform's
(quarto_app.platform.crash); this draws it, with the palette and the
catalog when they work, and plain English when even they fail: the report
must reach the player whatever broke.
"""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path
from typing import Any

from .theme import colours

log = logging.getLogger("quarto")


def _say(key: str, english: str) -> str:
    try:
        from .i18n import text

        said = text(key)
        return english if said == key else said
    except Exception:  # noqa: BLE001 - a broken catalog must not hide the crash
        return english


def say_crash(key: str, english: str, /, **params: object) -> str:
    """A line of the crash message (quarto_app.platform.crash) in the player's language:
    `frame.crash.<key>`, or `english` if the catalog cannot say it."""
    try:
        from .i18n import current

        words = current()
        if words.has(f"frame.crash.{key}"):
            return words.text(f"frame.crash.{key}", **params)
    except Exception:  # noqa: BLE001 - a broken catalog must not hide the crash
        pass
    return english.format(**params)


def _wrap_text(text: str, font: object, width: int) -> list[str]:
    """Lines that fit ``width`` pixels; long words (paths) are broken by characters."""
    lines: list[str] = []
    current = ""
    for word in text.split(" "):
        candidate = f"{current} {word}" if current else word
        if font.size(candidate)[0] <= width:  # type: ignore[attr-defined]
            current = candidate
            continue
        if current:
            lines.append(current)
        current = ""
        for char in word:
            if font.size(current + char)[0] > width and current:  # type: ignore[attr-defined]
                lines.append(current)
                current = ""
            current += char
    if current:
        lines.append(current)
    return lines


def open_folder(folder: Path) -> None:
    """Show ``folder`` in the system's file manager (best effort)."""
    import subprocess

    if sys.platform == "win32":
        os.startfile(folder)  # type: ignore[attr-defined]  # noqa: S606
    elif sys.platform == "darwin":
        subprocess.Popen(["open", str(folder)])
    else:
        subprocess.Popen(["xdg-open", str(folder)])


def _set_window_icon(pygame: Any) -> None:
    """The game's icon on the error window too (best effort: the error matters more)."""
    from quarto_app.platform.paths import resource_path

    icon = resource_path("icon-48.png")
    try:
        if icon.is_file():
            pygame.display.set_icon(pygame.image.load(str(icon)))
    except (pygame.error, OSError):
        pass


def show_error_window(
    message: list[str], log_file: Path | None, max_frames: int | None = None
) -> None:
    """A plain window with the message, Close and Open log folder; any key closes it.

    ``max_frames`` ends it after that many frames (tests with SDL's dummy driver).
    """
    import pygame

    pygame.quit()  # whatever state the crashed screen left behind
    pygame.display.init()
    pygame.font.init()
    try:
        width, height = 720, 340
        _set_window_icon(pygame)
        screen = pygame.display.set_mode((width, height))
        pygame.display.set_caption(_say("frame.error_window.caption", "Quarto - unexpected error"))
        palette = colours()
        font = pygame.font.Font(None, 26)
        title_font = pygame.font.Font(None, 34)
        close_rect = pygame.Rect(width - 150, height - 60, 130, 40)
        folder_rect = pygame.Rect(20, height - 60, 200, 40) if log_file else None
        body: list[str] = []
        for line in message[1:]:
            body.extend(_wrap_text(line, font, width - 40))
        body.append("")
        body.append(_say("frame.error_window.close_hint", "Press any key or Close to quit."))
        clock = pygame.time.Clock()
        frames = 0
        while max_frames is None or frames < max_frames:
            for event in pygame.event.get():
                if event.type in (pygame.QUIT, pygame.KEYDOWN):
                    return
                if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
                    if close_rect.collidepoint(event.pos):
                        return
                    if folder_rect and log_file and folder_rect.collidepoint(event.pos):
                        try:
                            open_folder(log_file.parent)
                        except OSError:
                            log.exception("Could not open the log folder")
            screen.fill(palette.error_background)
            y = 20
            for line in _wrap_text(message[0], title_font, width - 40):
                screen.blit(title_font.render(line, True, palette.error_title), (20, y))
                y += title_font.get_linesize()
            y += 10
            for line in body:
                if y + font.get_linesize() > close_rect.top - 10:
                    break  # a very long path: the rest is in the log, keep the buttons clear
                screen.blit(font.render(line, True, palette.error_text), (20, y))
                y += font.get_linesize()
            buttons = [(close_rect, _say("frame.error_window.close", "Close"))]
            if folder_rect:
                buttons.append((folder_rect, _say("frame.error_window.folder", "Open log folder")))
            for rect, label in buttons:
                pygame.draw.rect(screen, palette.error_button, rect, border_radius=6)
                pygame.draw.rect(screen, palette.error_text, rect, 2, border_radius=6)
                text = font.render(label, True, palette.error_text)
                screen.blit(text, text.get_rect(center=rect.center))
            pygame.display.flip()
            clock.tick(30)
            frames += 1
    finally:
        pygame.quit()
