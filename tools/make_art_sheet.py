"""Draw the art sheets: every piece in every theme, both views, with and without labels.

Writes, in docs/:

    art-sheet.png            wood
    art-sheet-mushrooms.png  the kids' edition
    art-sheet-contrast.png   high contrast
    art-sheet-grey.png       the three, one above the other, in greyscale, as a poor
                             screen (or, roughly, a colour-blind eye) shows them:
                             every attribute must still read

Each theme's sheet has four rows of the sixteen pieces, 0 to f (seen from the
side, the same labelled, seen from above, the same labelled), then a full
board seen from the side and from above, and the four token colours
(quarto_app.frame.tokens: Quartino's stones) plain, with their symbol and with
a letter, on the theme's own background.

Headless: `python tools/make_art_sheet.py` (run from anywhere). Look at the
sheets after any change to the art (quarto_app/games/quarto/screen/art*.py).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from quarto_app.frame import tokens  # noqa: E402
from quarto_app.frame.theme import THEMES, ThemeId  # noqa: E402
from quarto_app.games.quarto.screen import art  # noqa: E402
from quarto_app.games.quarto.screen.art import PieceView  # noqa: E402

DOCS = ROOT / "docs"
PIECE = 78  # px: about a reserve piece at 1280x800
GAP = 10
BOARD = 520
MARGIN = 16
TALL_ROOM = 70  # above the board: the far row's tall pieces stand up over its edge
# A full board: every piece once, so each row, column and diagonal mixes them.
FULL = (0x0, 0x7, 0xA, 0xD, 0xB, 0xC, 0x1, 0x6, 0x5, 0x2, 0xF, 0x8, 0xE, 0x9, 0x4, 0x3)
FILES = {
    ThemeId.WOOD: "art-sheet.png",
    ThemeId.MUSHROOMS: "art-sheet-mushrooms.png",
    ThemeId.CONTRAST: "art-sheet-contrast.png",
}


def _row_height(view: PieceView) -> int:
    return art.piece_size(PIECE, view=view)[1] + 22


def _font(size: int) -> pygame.font.Font:
    return pygame.font.Font(None, size)


def _row(sheet: pygame.Surface, y: int, theme: ThemeId, view: PieceView, labelled: bool) -> int:
    """Sixteen pieces in a row with their hex digits; the row's bottom."""
    ink = THEMES[theme].text_dim
    for piece in range(16):
        x = MARGIN + piece * (PIECE + GAP)
        image = art.piece_surface(piece, PIECE, theme=theme, view=view, labelled=labelled)
        sheet.blit(image, (x, y + 18))
        digit = _font(20).render("0123456789abcdef"[piece], True, ink)
        sheet.blit(digit, (x + 2, y + 2))
    return y + _row_height(view)


def _board(sheet: pygame.Surface, at: tuple[int, int], theme: ThemeId, view: PieceView) -> None:
    """The board with the sixteen pieces on it, back row first so the near ones stand in front."""
    sheet.blit(art.board_texture(BOARD, theme=theme), at)
    width = art.fitting_piece_width(BOARD)
    if view is PieceView.TOP:
        pitch = art.square_centres(BOARD)[1][0] - art.square_centres(BOARD)[0][0]
        width = round(pitch * 0.98)
    bx, by = art.piece_base(width, view=view)
    for square, (x, y) in enumerate(art.square_centres(BOARD)):
        image = art.piece_surface(FULL[square], width, theme=theme, view=view)
        sheet.blit(image, (at[0] + x - round(bx), at[1] + y - round(by)))


def sheet(theme: ThemeId) -> pygame.Surface:
    """The whole sheet of one theme."""
    width = 2 * MARGIN + 16 * (PIECE + GAP) - GAP
    rows = 2 * _row_height(PieceView.SIDE) + 2 * _row_height(PieceView.TOP)
    height = MARGIN + rows + BOARD + 2 * MARGIN + 30 + TALL_ROOM
    out = pygame.Surface((max(width, 2 * BOARD + 4 * MARGIN + 4 * (56 + GAP)), height))
    palette = THEMES[theme]
    out.fill(palette.background)
    y = MARGIN
    for view in (PieceView.SIDE, PieceView.TOP):
        for labelled in (False, True):
            y = _row(out, y, theme, view, labelled)
    title = f"{theme.value}: side view, labelled, top-down view, labelled; a full board both ways"
    out.blit(_font(24).render(title, True, palette.text), (MARGIN, y + 4))
    y += 30 + TALL_ROOM
    _board(out, (MARGIN, y), theme, PieceView.SIDE)
    _board(out, (2 * MARGIN + BOARD, y), theme, PieceView.TOP)
    _tokens(out, (3 * MARGIN + 2 * BOARD, y), theme)
    return out


def _tokens(sheet: pygame.Surface, at: tuple[int, int], theme: ThemeId) -> None:
    """The four tokens: plain, with the symbol, with a letter, with both."""
    size = 56
    for row, (symbol, letter) in enumerate(
        ((False, False), (True, False), (False, True), (True, True))
    ):
        for hue in tokens.Hue:
            image = tokens.token_surface(
                hue, size, theme=theme, symbol=symbol, letter="YBGP"[hue] if letter else None
            )
            sheet.blit(image, (at[0] + hue * (size + GAP), at[1] + row * (size + GAP)))


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description="Draw the art sheets.")
    parser.add_argument("--out", type=Path, default=DOCS, help="folder (default: docs/)")
    folder = parser.parse_args(argv).out
    pygame.font.init()
    sheets = {theme: sheet(theme) for theme in FILES}
    for theme, image in sheets.items():
        pygame.image.save(image, str(folder / FILES[theme]))
        print(f"wrote {folder / FILES[theme]}")
    # The greyscale copy: the three sheets one above the other, saved with a palette of
    # 256 greys (a third of the bytes of colour pixels that are all grey). Each pixel's
    # grey level is its palette index: blitting onto an 8-bit surface would round them.
    width = max(image.get_width() for image in sheets.values())
    stack = pygame.Surface((width, sum(image.get_height() for image in sheets.values())))
    y = 0
    for image in sheets.values():
        stack.blit(pygame.transform.grayscale(image), (0, y))
        y += image.get_height()
    levels = pygame.image.tobytes(stack, "RGB")[0::3]
    grey = pygame.image.frombytes(levels, stack.get_size(), "P")
    grey.set_palette([(level, level, level) for level in range(256)])
    pygame.image.save(grey, str(folder / "art-sheet-grey.png"))
    print(f"wrote {folder / 'art-sheet-grey.png'}")


if __name__ == "__main__":
    main(sys.argv[1:])
