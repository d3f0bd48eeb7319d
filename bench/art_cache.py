"""Time the first (uncached) draw of the piece art, in every theme and view.

Prints, for widths 80 and 140, the median time to draw all 16 plain pieces
and all 32 surfaces (16 plain + 16 highlighted) of the wood theme seen from
the side, clearing art's memo of the pieces' geometry before each run so every
run measures real drawing (the screens keep what they blit in the frame's
loader, which is not used here), and the board texture at the sizes a window
is likely to use; then the 16 pieces at width 120 in every theme and view,
with and without labels, and each theme's board at 800 px.

Run: .venv/bin/python bench/art_cache.py [runs]
"""

from __future__ import annotations

import os
import statistics
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from quarto_app.frame.theme import ThemeId  # noqa: E402
from quarto_app.games.quarto.screen import art  # noqa: E402
from quarto_app.games.quarto.screen.art import PieceView  # noqa: E402


def _clear() -> None:
    art._body_columns.cache_clear()
    art._gradient_band.cache_clear()


def time_pieces(width: int, highlight: bool, runs: int) -> list[float]:
    """Seconds per run to draw all 16 pieces (and their glows if highlight)."""
    times = []
    for _ in range(runs):
        _clear()
        start = time.perf_counter()
        for piece in range(16):
            art.piece_surface(piece, width)
            if highlight:
                art.piece_surface(piece, width, highlight=True)
        times.append(time.perf_counter() - start)
    return times


def time_board(size: int, runs: int, theme: ThemeId = ThemeId.WOOD) -> list[float]:
    """Seconds per run to draw the board texture at `size` px."""
    times = []
    for _ in range(runs):
        _clear()
        start = time.perf_counter()
        art.board_texture(size, theme=theme)
        times.append(time.perf_counter() - start)
    return times


def time_look(theme: ThemeId, view: PieceView, labelled: bool, runs: int) -> list[float]:
    """Seconds per run to draw the 16 pieces at width 120 in one theme and view."""
    times = []
    for _ in range(runs):
        _clear()
        start = time.perf_counter()
        for piece in range(16):
            art.piece_surface(piece, 120, theme=theme, view=view, labelled=labelled)
        times.append(time.perf_counter() - start)
    return times


def _ms(times: list[float]) -> str:
    """Median and best of the runs in ms; the best shows the cost on an idle machine."""
    return f"{statistics.median(times) * 1000:6.1f} ms (best {min(times) * 1000:5.1f})"


def main() -> None:
    """Print the timings, one line each."""
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    print(f"median of {runs} runs, caches cleared before each")
    for width in (80, 140):
        plain = time_pieces(width, False, runs)
        both = time_pieces(width, True, runs)
        print(f"width {width:3d}: 16 pieces {_ms(plain)}, 32 surfaces (with highlight) {_ms(both)}")
    for size in (500, 800):
        print(f"board {size} px: {_ms(time_board(size, max(3, runs // 2)))}")
    for theme in ThemeId:
        for view in PieceView:
            for labelled in (False, True):
                what = f"{theme.value} {view.value}{' labelled' if labelled else ''}"
                print(f"16 pieces at 120, {what:<24} {_ms(time_look(theme, view, labelled, runs))}")
        print(f"board 800 px, {theme.value:<10} {_ms(time_board(800, max(3, runs // 2), theme))}")


if __name__ == "__main__":
    main()
