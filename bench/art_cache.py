"""Time the first (uncached) draw of the piece art.

Prints, for widths 80 and 140, the median time to draw all 16 plain pieces
and all 32 surfaces (16 plain + 16 highlighted), clearing art's memo of the
pieces' geometry before each run so every run measures real drawing (the
screens keep what they blit in the frame's loader, which is not used here),
and the board texture at the sizes a window is likely to use.

Run: .venv/bin/python bench/art_cache.py [runs]
"""

from __future__ import annotations

import os
import statistics
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from quarto_app.games.quarto.screen import art  # noqa: E402


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


def time_board(size: int, runs: int) -> list[float]:
    """Seconds per run to draw the board texture at `size` px."""
    times = []
    for _ in range(runs):
        _clear()
        start = time.perf_counter()
        art.board_texture(size)
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


if __name__ == "__main__":
    main()
