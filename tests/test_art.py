"""The drawn art: sizes, alpha, caching, and that every attribute shows."""

from __future__ import annotations

import importlib.util
import io
import os
import struct
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from quarto_app.games.quarto.screen import art  # noqa: E402

DARK, SQUARE, TALL, HOLLOW = 1, 2, 4, 8


def _pixels(surf: pygame.Surface, rect: pygame.Rect | None = None) -> list[tuple[int, ...]]:
    """The RGBA pixels of the surface (or of rect in it), row by row."""
    if rect is not None:
        surf = surf.subsurface(rect)
    data = pygame.image.tobytes(surf, "RGBA")
    return [tuple(data[i : i + 4]) for i in range(0, len(data), 4)]


def _mean_rgb(pixels: list[tuple[int, ...]]) -> tuple[float, float, float]:
    """Mean colour of the pixels that are mostly opaque."""
    solid = [p for p in pixels if p[3] > 200]
    assert solid, "no opaque pixels"
    n = len(solid)
    return (
        sum(p[0] for p in solid) / n,
        sum(p[1] for p in solid) / n,
        sum(p[2] for p in solid) / n,
    )


def _opaque_rows(surf: pygame.Surface) -> tuple[int, int]:
    """First and last row holding a pixel of alpha > 200."""
    rect = pygame.mask.from_surface(surf, 200).get_bounding_rects()
    top = min(r.top for r in rect)
    bottom = max(r.bottom for r in rect)
    return top, bottom


@pytest.mark.parametrize("width", [40, 80, 140])
def test_piece_size_and_alpha(width: int) -> None:
    for piece in range(16):
        surf = art.piece_surface(piece, width)
        assert surf.get_size() == (width, round(1.35 * width))
        assert surf.get_flags() & pygame.SRCALPHA
        assert surf.get_at((0, 0)).a == 0  # the corners are see-through
        assert surf.get_at((width - 1, 0)).a == 0


def test_tall_pieces_fill_the_height_and_short_ones_share_the_base() -> None:
    width = 100
    height = round(1.35 * width)
    base_y = height - 0.18 * width
    for piece in range(16):
        top, bottom = _opaque_rows(art.piece_surface(piece, width))
        # the base ellipse hangs a little below the base line, never far
        assert base_y < bottom < base_y + 0.2 * width
        if piece & TALL:
            assert top < 0.12 * height
        else:
            assert 0.3 * height < top < 0.55 * height


def test_base_centre_is_where_the_contract_says() -> None:
    x, y = art.piece_base(90)
    assert x == 45
    assert y == pytest.approx(round(1.35 * 90) - 0.18 * 90)
    # the piece's body is centred on x: its opaque columns are balanced about it
    surf = art.piece_surface(0, 90)
    bounds = pygame.mask.from_surface(surf, 200).get_bounding_rects()
    left = min(r.left for r in bounds)
    right = max(r.right for r in bounds)
    assert abs((left + right) / 2 - x) <= 2


def test_sixteen_pieces_are_sixteen_different_images() -> None:
    images = [pygame.image.tobytes(art.piece_surface(p, 40), "RGBA") for p in range(16)]
    assert len(set(images)) == 16


def test_light_and_dark_differ_strongly_in_colour() -> None:
    for piece in range(0, 16, 2):
        light = sum(_mean_rgb(_pixels(art.piece_surface(piece, 40))))
        dark = sum(_mean_rgb(_pixels(art.piece_surface(piece | DARK, 40))))
        assert light - dark > 3 * 70  # about 70 levels brighter in each channel


def test_round_and_square_have_different_silhouettes() -> None:
    for piece in range(16):
        if piece & SQUARE:
            continue
        round_mask = pygame.mask.from_surface(art.piece_surface(piece, 60), 128)
        square_mask = pygame.mask.from_surface(art.piece_surface(piece | SQUARE, 60), 128)
        differing = (
            round_mask.count()
            + square_mask.count()
            - 2 * round_mask.overlap_area(square_mask, (0, 0))
        )
        assert differing > 0.05 * round_mask.count()


@pytest.mark.parametrize("width", [40, 140])
def test_hollow_shows_a_dark_hole_in_the_top(width: int) -> None:
    for piece in range(16):
        if piece & HOLLOW:
            continue
        cx, cy = art.piece_top(piece, width)
        box = pygame.Rect(0, 0, max(4, width // 8), max(2, width // 20))
        box.center = (round(cx), round(cy))
        solid = sum(_mean_rgb(_pixels(art.piece_surface(piece, width), box)))
        hollow = sum(_mean_rgb(_pixels(art.piece_surface(piece | HOLLOW, width), box)))
        assert hollow < solid * 0.6, (piece, solid, hollow)
        assert hollow < 3 * 90  # dark in absolute terms too, even on a light piece


def test_highlight_adds_a_glow_around_the_piece() -> None:
    for piece in (0, 7, 15):
        plain = art.piece_surface(piece, 80)
        lit = art.piece_surface(piece, 80, highlight=True)
        assert lit.get_size() == plain.get_size()
        assert lit is not plain
        opaque = pygame.mask.from_surface(plain, 60).count()
        assert pygame.mask.from_surface(lit, 60).count() > opaque * 1.05


def test_drawn_surfaces_are_kept_by_the_one_loader() -> None:
    from quarto_app.frame.assets import Assets

    loader = Assets(drawn_limit=3)
    made: list[tuple[int, bool]] = []

    def draw(piece: int, lit: bool = False) -> pygame.Surface:
        made.append((piece, lit))
        return art.piece_surface(piece, 64, highlight=lit)

    first = loader.drawn(("piece", 6, False), lambda: draw(6))
    assert loader.drawn(("piece", 6, False), lambda: draw(6)) is first
    assert loader.drawn(("piece", 6, True), lambda: draw(6, True)) is not first
    assert made == [(6, False), (6, True)]  # drawn once per key
    for piece in (1, 2, 3):  # past the limit the oldest goes...
        loader.drawn(("piece", piece, False), lambda piece=piece: draw(piece))
    loader.drawn(("piece", 6, False), lambda: draw(6))
    assert made[-1] == (6, False)  # ...and is drawn again when asked for


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(ValueError):
        art.piece_surface(16, 40)
    with pytest.raises(ValueError):
        art.piece_surface(-1, 40)
    with pytest.raises(ValueError):
        art.board_texture(10)


@pytest.mark.parametrize("size", [240, 480, 501])
def test_board_texture_and_its_squares(size: int) -> None:
    board = art.board_texture(size)
    assert board.get_size() == (size, size)
    assert board.get_flags() & pygame.SRCALPHA
    assert board.get_at((0, 0)).a == 0  # outside the rounded corner
    assert board.get_at((size - 1, size - 1)).a == 0
    assert board.get_at((size // 2, size // 2)).a == 255
    assert board.get_at((size // 2, 2)).a == 255  # the edge between corners is wood

    centres = art.square_centres(size)
    radius = art.square_radius(size)
    assert len(centres) == 16 and len(set(centres)) == 16
    for x, y in centres:
        assert radius < x < size - radius and radius < y < size - radius
    # a4 top left, d4 top right, a1 bottom left, d1 bottom right; rows are level
    assert centres[0][0] < centres[3][0] and centres[0][1] == centres[3][1]
    assert centres[12][1] > centres[0][1] and centres[12][0] == centres[0][0]
    assert max(centres) == centres[15]
    # symmetric about the middle of the board, to within a pixel
    for square, (x, y) in enumerate(centres):
        row, col = divmod(square, 4)
        mx, _ = centres[row * 4 + 3 - col]
        _, my = centres[(3 - row) * 4 + col]
        assert abs(x + mx - (size - 1)) <= 1
        assert abs(y + my - (size - 1)) <= 1
    # neighbouring squares do not touch
    assert centres[1][0] - centres[0][0] > 2 * radius
    # the squares are recesses: darker than the wood between them
    between = ((centres[0][0] + centres[1][0]) // 2, (centres[0][1] + centres[4][1]) // 2)
    inside = (centres[5][0] + radius // 3, centres[5][1] + radius // 3)
    assert sum(board.get_at(inside)[:3]) < sum(board.get_at(between)[:3])


def test_fitting_piece_width_fills_a_square() -> None:
    size = 600
    width = art.fitting_piece_width(size)
    radius = art.square_radius(size)
    pitch = art.square_centres(size)[1][0] - art.square_centres(size)[0][0]
    surf = art.piece_surface(0, width)  # round
    bounds = pygame.mask.from_surface(surf, 200).get_bounding_rects()
    body = max(r.right for r in bounds) - min(r.left for r in bounds)
    assert 1.6 * radius < body < 2.1 * radius
    assert width < pitch  # neighbours never overlap sideways


def _load_make_assets():
    """tools/make_assets.py as a module (tools/ is not a package)."""
    path = Path(__file__).resolve().parent.parent / "tools" / "make_assets.py"
    spec = importlib.util.spec_from_file_location("make_assets", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _ico_images(data: bytes) -> list[tuple[int, bytes]]:
    """Parse an .ico file into (size, image bytes) pairs, checking its header."""
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind) == (0, 1) and count > 0
    images = []
    for i in range(count):
        w, h, _, _, planes, bits, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        assert w == h and planes == 1 and bits == 32
        assert offset + length <= len(data)
        images.append((w or 256, data[offset : offset + length]))
    return images


def test_ico_container_holds_the_pngs() -> None:
    make_assets = _load_make_assets()
    pngs = [(16, b"\x89PNG-sixteen"), (256, b"\x89PNG-big-one")]
    assert _ico_images(make_assets.ico_bytes(pngs)) == pngs


def test_icon_drawing_and_committed_assets() -> None:
    make_assets = _load_make_assets()
    icon = make_assets.draw_icon(128)
    assert icon.get_size() == (128, 128)
    assert icon.get_at((0, 127)).a == 0  # see-through outside the board's corner
    assert icon.get_at((64, 64)).a == 255

    assets = Path(__file__).resolve().parent.parent / "assets"
    assert pygame.image.load(assets / "icon.png").get_size() == (256, 256)
    assert pygame.image.load(assets / "icon-48.png").get_size() == (48, 48)
    images = _ico_images((assets / "icon.ico").read_bytes())
    assert {size for size, _ in images} >= {16, 32, 48, 256}
    for size, png in images:
        assert png.startswith(b"\x89PNG\r\n\x1a\n")
        assert pygame.image.load(io.BytesIO(png), "icon.png").get_size() == (size, size)


def test_committed_icon_matches_the_art() -> None:
    """assets/icon.png is what make_assets draws now (else: run tools/make_assets.py).

    Compared with a tolerance, since smoothscale may round differently on
    other CPUs.
    """
    drawn = pygame.image.tobytes(_load_make_assets().draw_icon(256), "RGBA")
    path = Path(__file__).resolve().parent.parent / "assets" / "icon.png"
    stored = pygame.image.tobytes(pygame.image.load(path), "RGBA")
    assert len(drawn) == len(stored)
    mean_diff = sum(abs(a - b) for a, b in zip(drawn, stored, strict=True)) / len(drawn)
    assert mean_diff < 1.0, "assets/icon.png is stale: run tools/make_assets.py"


def test_the_loader_plays_silently_without_a_sound_device(monkeypatch) -> None:
    from quarto_app.frame.assets import Assets

    def no_device() -> None:
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    loader = Assets()
    assert loader.sound("click.wav") is None  # silence, never a crash
    assert loader.sound("click.wav") is None  # and asked once only
