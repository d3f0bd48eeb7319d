"""Start the game window. Until the play screens land, a minimal window says so."""

from __future__ import annotations

import os


def start(demo: bool = False, smoke: bool = False, screenshot: str | None = None) -> int:
    if smoke and not os.environ.get("DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    pygame.init()
    try:
        screen = pygame.display.set_mode((960, 600), pygame.RESIZABLE)
        pygame.display.set_caption("Quarto")
        font = pygame.font.Font(None, 40)
        clock = pygame.time.Clock()
        frames = 0
        running = True
        while running:
            for event in pygame.event.get():
                if event.type == pygame.QUIT or (
                    event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
                ):
                    running = False
            screen.fill((40, 32, 28))
            text = font.render("Quarto: the play screens are on their way.", True, (240, 230, 210))
            screen.blit(text, text.get_rect(center=screen.get_rect().center))
            pygame.display.flip()
            clock.tick(60)
            frames += 1
            if smoke and frames >= 3:
                if screenshot:
                    pygame.image.save(screen, screenshot)
                running = False
    finally:
        pygame.quit()
    return 0
