"""Make the app icon from the game's own drawn art.

Writes, next to the code, in assets/:

    icon.png     256x256, the window and desktop icon
    icon-48.png  48x48, for small places (task bars, the desktop file)
    icon.ico     a Windows icon holding PNG images at 16, 24, 32, 48, 64 and 256 px

Headless and re-runnable: `python tools/make_assets.py` (run from anywhere).
The output depends only on the drawing code, so running it twice gives the
same bytes.
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from quarto_app.games.quarto.screen import art  # noqa: E402

ASSETS = ROOT / "assets"
ICO_SIZES = (16, 24, 32, 48, 64, 256)

# The icon shows a corner of the board with two pieces that share nothing, so
# all four attributes show at once: a dark round tall hollow piece standing
# behind a light square short solid one.
DARK_ROUND_TALL_HOLLOW = 0b1101
LIGHT_SQUARE_SHORT_SOLID = 0b0010


def _stand(target: pygame.Surface, piece: int, width: int, base: tuple[float, float]) -> None:
    """Blit a piece so that its base centre lands on `base`."""
    bx, by = art.piece_base(width)
    target.blit(art.piece_surface(piece, width), (round(base[0] - bx), round(base[1] - by)))


def draw_icon(size: int = 256) -> pygame.Surface:
    """The app icon: two pieces standing on the board, on a see-through square."""
    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    board_size = round(size * 0.92)
    corner = ((size - board_size) // 2, round((size - board_size) * 0.3))
    # a soft shadow under the board lifts it off whatever desktop it sits on
    shadow = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = pygame.Rect((corner[0], corner[1] + round(size * 0.025)), (board_size, board_size))
    pygame.draw.rect(shadow, (0, 0, 0, 120), rect, border_radius=round(board_size * 0.07))
    icon.blit(pygame.transform.box_blur(shadow, max(1, size // 64)), (0, 0))
    icon.blit(art.board_texture(board_size), corner)
    width = round(size * 0.46)
    # the tall one stands behind, so it is drawn first and the short one overlaps it
    _stand(icon, DARK_ROUND_TALL_HOLLOW, width, (size * 0.40, size * 0.66))
    _stand(icon, LIGHT_SQUARE_SHORT_SOLID, width, (size * 0.62, size * 0.80))
    return icon


def png_bytes(surface: pygame.Surface) -> bytes:
    """The surface as PNG file bytes."""
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def ico_bytes(images: list[tuple[int, bytes]]) -> bytes:
    """A Windows .ico file holding PNG images, given as (size, png bytes).

    The format: a 6-byte header (0, type 1 = icon, count), one 16-byte entry
    per image (width, height with 0 meaning 256, colours, reserved, planes,
    bits per pixel, byte size, offset), then the PNG data, which Windows
    Vista and later read directly.
    """
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries = b""
    for size, data in images:
        dim = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return header + entries + b"".join(data for _, data in images)


def main() -> None:
    """Draw the icon and write the three asset files."""
    ASSETS.mkdir(exist_ok=True)
    icon = draw_icon(256)
    big = png_bytes(icon)
    (ASSETS / "icon.png").write_bytes(big)
    # small sizes are scaled from the big drawing rather than drawn small:
    # the composition then stays the same at every size
    small = {s: png_bytes(pygame.transform.smoothscale(icon, (s, s))) for s in ICO_SIZES if s < 256}
    (ASSETS / "icon-48.png").write_bytes(small[48])
    (ASSETS / "icon.ico").write_bytes(ico_bytes([*small.items(), (256, big)]))
    for name in ("icon.png", "icon-48.png", "icon.ico"):
        print(f"wrote {ASSETS / name} ({(ASSETS / name).stat().st_size} bytes)")


if __name__ == "__main__":
    main()
