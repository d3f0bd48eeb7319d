"""Themes, the pieces in every theme and view, the attribute labels and the token colours.

What must hold for a child and for a colour-blind player is checked on the drawn
pixels: in every theme and both views each of the four attributes changes a
piece's greyscale image clearly, light and dark differ in luminance (not in hue
alone), and the high-contrast palette keeps its text far from its background.
"""

from __future__ import annotations

import pygame
import pytest

from quarto_app.frame import theme, tokens
from quarto_app.frame.theme import THEMES, ThemeId
from quarto_app.games.quarto.screen import art
from quarto_app.games.quarto.screen.art import PieceView

DARK, SQUARE, TALL, HOLLOW = 1, 2, 4, 8
VIEWS = list(PieceView)
WIDTH = 64


@pytest.fixture(autouse=True)
def wood_afterwards():
    yield
    theme.use(theme.DEFAULT_THEME)


GROUND = 128  # a mid grey ground: a piece's edge shows against it, whether light or dark


def grey(surface: pygame.Surface) -> list[float]:
    """Luminance of each pixel of the piece standing on a mid grey ground."""
    data = pygame.image.tobytes(surface, "RGBA")
    values = []
    for i in range(0, len(data), 4):
        lum = 0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2]
        alpha = data[i + 3] / 255
        values.append(lum * alpha + GROUND * (1 - alpha))
    return values


def relative_luminance(colour: tuple[int, int, int]) -> float:
    """WCAG 2's relative luminance."""

    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    high, low = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


# --- the palettes -----------------------------------------------------------------------------


def test_every_theme_has_a_palette_and_an_unknown_name_is_wood() -> None:
    assert set(THEMES) == set(ThemeId)
    for name in ThemeId:
        assert theme.use(name.value) is THEMES[name] and theme.current_id() is name
    assert theme.use("neon") is THEMES[ThemeId.WOOD]
    assert theme.use(None) is THEMES[ThemeId.WOOD]
    assert theme.current_id() is ThemeId.WOOD


def test_high_contrast_keeps_its_words_far_from_their_ground() -> None:
    palette = THEMES[ThemeId.CONTRAST]
    for name in ("text", "text_dim", "accent", "hover", "selected", "good", "bad", "last_move"):
        assert contrast(getattr(palette, name), palette.background) >= 7, name
    for ground in ("panel", "button", "button_hover", "call"):
        assert contrast(palette.text, getattr(palette, ground)) >= 4.5, ground
    # the focus frame and the selection differ in luminance, not in hue alone
    assert abs(relative_luminance(palette.accent) - relative_luminance(palette.selected)) > 0.05
    assert contrast(palette.good, palette.bad) > 1.5


# --- the pieces ---------------------------------------------------------------------------------


@pytest.mark.parametrize("name", list(ThemeId))
@pytest.mark.parametrize("view", VIEWS)
def test_pieces_keep_their_size_and_stand_where_the_contract_says(name, view) -> None:
    size = art.piece_size(WIDTH, view=view)
    images = []
    for piece in range(16):
        for labelled in (False, True):
            surf = art.piece_surface(piece, WIDTH, theme=name, view=view, labelled=labelled)
            assert surf.get_size() == size
            assert surf.get_flags() & pygame.SRCALPHA
            assert surf.get_at((0, 0)).a == 0 and surf.get_at((size[0] - 1, 0)).a == 0
            images.append(pygame.image.tobytes(surf, "RGBA"))
    assert len(set(images)) == 32  # every piece, labelled or not, its own image
    bx, by = art.piece_base(WIDTH, view=view)
    if view is PieceView.TOP:
        assert (bx, by) == (WIDTH / 2, WIDTH / 2)
    else:
        bounds = pygame.mask.from_surface(art.piece_surface(0, WIDTH, theme=name), 200)
        rects = bounds.get_bounding_rects()
        left, right = min(r.left for r in rects), max(r.right for r in rects)
        assert abs((left + right) / 2 - bx) <= 2


@pytest.mark.parametrize("name", list(ThemeId))
def test_tall_pieces_fill_the_height_in_every_theme(name) -> None:
    height = art.piece_size(WIDTH)[1]
    for piece in range(16):
        rects = pygame.mask.from_surface(art.piece_surface(piece, WIDTH, theme=name), 200)
        top = min(r.top for r in rects.get_bounding_rects())
        if piece & TALL:
            assert top < 0.12 * height, (piece, top)
        else:
            assert 0.3 * height < top < 0.58 * height, (piece, top)


@pytest.mark.parametrize("name", list(ThemeId))
@pytest.mark.parametrize("view", VIEWS)
@pytest.mark.parametrize(
    "bit", [DARK, SQUARE, TALL, HOLLOW], ids=["colour", "shape", "height", "top"]
)
def test_every_attribute_reads_in_greyscale(name, view, bit) -> None:
    """Two pieces that differ in one attribute differ clearly in greyscale: on a mid grey
    ground, by more than 40 levels of 255 over at least 2% of the surface (a hole, a
    shade, a size, an outline): something an eye finds, not a faint tint."""
    for piece in range(16):
        if piece & bit:
            continue
        one = grey(art.piece_surface(piece, WIDTH, theme=name, view=view))
        other = grey(art.piece_surface(piece | bit, WIDTH, theme=name, view=view))
        strong = sum(1 for a, b in zip(one, other, strict=True) if abs(a - b) > 40)
        assert strong > 0.02 * len(one), (name, view, bit, piece, strong / len(one))


@pytest.mark.parametrize("name", list(ThemeId))
@pytest.mark.parametrize("view", VIEWS)
def test_light_and_dark_differ_by_luminance_not_hue_alone(name, view) -> None:
    """Where a light piece and its dark twin differ (the body; a mushroom's cap), the
    light one is brighter by more than 40 levels of 255 on average."""
    for piece in range(0, 16, 2):
        light = pygame.image.tobytes(art.piece_surface(piece, WIDTH, theme=name, view=view), "RGBA")
        dark = pygame.image.tobytes(
            art.piece_surface(piece | DARK, WIDTH, theme=name, view=view), "RGBA"
        )
        gaps = []
        for i in range(0, len(light), 4):
            if light[i + 3] < 250 or dark[i + 3] < 250:
                continue
            a = 0.2126 * light[i] + 0.7152 * light[i + 1] + 0.0722 * light[i + 2]
            b = 0.2126 * dark[i] + 0.7152 * dark[i + 1] + 0.0722 * dark[i + 2]
            if sum(abs(light[i + k] - dark[i + k]) for k in range(3)) > 60:
                gaps.append(a - b)
        assert sum(gaps) / len(gaps) > 40, (name, view, piece, sum(gaps) / len(gaps))


@pytest.mark.parametrize("name", list(ThemeId))
def test_from_above_a_tall_piece_is_bigger_and_round_and_square_differ(name) -> None:
    for piece in range(16):
        shape = pygame.mask.from_surface(
            art.piece_surface(piece, WIDTH, theme=name, view=PieceView.TOP), 250
        )
        if not piece & TALL:
            tall = art.piece_surface(piece | TALL, WIDTH, theme=name, view=PieceView.TOP)
            assert pygame.mask.from_surface(tall, 250).count() > 1.8 * shape.count()
        if not piece & SQUARE:
            other = pygame.mask.from_surface(
                art.piece_surface(piece | SQUARE, WIDTH, theme=name, view=PieceView.TOP), 250
            )
            differing = shape.count() + other.count() - 2 * shape.overlap_area(other, (0, 0))
            assert differing > 0.05 * shape.count(), (name, piece)


def test_a_hole_from_above_is_dark_in_the_middle() -> None:
    for name in (ThemeId.WOOD, ThemeId.CONTRAST):
        for piece in range(16):
            middle = art.piece_surface(piece, WIDTH, theme=name, view=PieceView.TOP).get_at(
                (WIDTH // 2, WIDTH // 2)
            )
            lum = 0.2126 * middle.r + 0.7152 * middle.g + 0.0722 * middle.b
            if piece & HOLLOW:
                assert lum < 40, (name, piece)
            elif not piece & DARK:
                assert lum > 150, (name, piece)


def test_mushrooms_with_dots_show_yellow() -> None:
    def yellow(surface: pygame.Surface) -> int:
        data = pygame.image.tobytes(surface, "RGBA")
        return sum(
            1
            for i in range(0, len(data), 4)
            if data[i] > 200 and data[i + 1] > 170 and data[i + 2] < 140 and data[i + 3] > 200
        )

    for view in VIEWS:
        for piece in range(8):
            plain = art.piece_surface(piece, WIDTH, theme=ThemeId.MUSHROOMS, view=view)
            dotted = art.piece_surface(piece | HOLLOW, WIDTH, theme=ThemeId.MUSHROOMS, view=view)
            assert yellow(plain) == 0
            assert yellow(dotted) > 40, (view, piece)


def test_labels_differ_for_every_piece_and_stay_on_it() -> None:
    from quarto_app.games.quarto.screen import art_labels

    for name in ThemeId:
        badges = {
            pygame.image.tobytes(art_labels.badge(piece, WIDTH, name), "RGBA")
            for piece in range(16)
        }
        assert len(badges) == 16
        badge = art_labels.badge(0, WIDTH, name)
        assert badge.get_width() <= WIDTH


def test_the_theme_in_use_is_what_the_art_draws_by_default() -> None:
    for name in ThemeId:
        theme.use(name)
        assert pygame.image.tobytes(art.piece_surface(13, WIDTH), "RGBA") == pygame.image.tobytes(
            art.piece_surface(13, WIDTH, theme=name), "RGBA"
        )
        assert pygame.image.tobytes(art.board_texture(200), "RGBA") == pygame.image.tobytes(
            art.board_texture(200, theme=name), "RGBA"
        )
        assert art.piece_top(13, WIDTH) == art.piece_top(13, WIDTH, theme=name)


@pytest.mark.parametrize("name", list(ThemeId))
def test_every_board_has_its_squares_where_the_grid_says(name) -> None:
    size = 320
    board = art.board_texture(size, theme=name)
    assert board.get_size() == (size, size)
    assert board.get_at((0, 0)).a == 0 and board.get_at((size // 2, size // 2)).a == 255
    centres = art.square_centres(size)
    radius = art.square_radius(size)
    between = ((centres[0][0] + centres[1][0]) // 2, (centres[0][1] + centres[4][1]) // 2)
    inside = (centres[5][0] + radius // 3, centres[5][1] + radius // 3)
    ground, square = board.get_at(between), board.get_at(inside)
    assert abs(sum(ground[:3]) - sum(square[:3])) > 40  # an empty square shows


def test_a_piece_top_is_on_the_piece() -> None:
    for name in ThemeId:
        for piece in range(16):
            surf = art.piece_surface(piece, WIDTH, theme=name)
            x, y = art.piece_top(piece, WIDTH, theme=name)
            below = surf.get_at((round(x), round(y) + 3))
            assert below.a > 200, (name, piece)


# --- the tokens -----------------------------------------------------------------------------------


def test_tokens_in_high_contrast_step_in_luminance_and_carry_symbols() -> None:
    looks = [tokens.look(hue, ThemeId.CONTRAST) for hue in tokens.Hue]
    levels = sorted(0.2126 * f[0] + 0.7152 * f[1] + 0.0722 * f[2] for f in (x.fill for x in looks))
    assert min(b - a for a, b in zip(levels, levels[1:], strict=False)) > 40
    assert tokens.shows_symbol(ThemeId.CONTRAST) and not tokens.shows_symbol(ThemeId.WOOD)
    assert len(set(tokens.SYMBOLS.values())) == 4
    for look in looks:  # the symbol and the letter stand out on the fill
        assert contrast(look.ink, look.fill) >= 4.5
    images = {
        pygame.image.tobytes(
            pygame.transform.grayscale(tokens.token_surface(hue, 40, theme="contrast")), "RGBA"
        )
        for hue in tokens.Hue
    }
    assert len(images) == 4


@pytest.mark.parametrize("name", list(ThemeId))
def test_a_token_is_round_and_a_letter_or_symbol_changes_it(name) -> None:
    pygame.font.init()
    for hue in tokens.Hue:
        plain = tokens.token_surface(hue, 40, theme=name, symbol=False)
        assert plain.get_size() == (40, 40)
        assert plain.get_at((0, 0)).a == 0 and plain.get_at((20, 20)).a == 255
        marked = tokens.token_surface(hue, 40, theme=name, symbol=True)
        lettered = tokens.token_surface(hue, 40, theme=name, symbol=False, letter="YBGP"[hue])
        assert len({pygame.image.tobytes(s, "RGBA") for s in (plain, marked, lettered)}) == 3
    with pytest.raises(ValueError):
        tokens.token_surface(tokens.Hue.PINK, 4)


def test_the_current_style_follows_the_settings() -> None:
    from quarto_app.frame import preferences

    chosen = preferences.use({})
    try:
        assert art.current_style() == art.PieceStyle(ThemeId.WOOD, PieceView.SIDE, False)
        chosen.top_down = True
        chosen.piece_labels = True
        theme.use(ThemeId.CONTRAST)
        style = art.current_style()
        assert style == art.PieceStyle(ThemeId.CONTRAST, PieceView.TOP, True)
        assert style.size(50) == (50, 50) and style.base(50) == (25, 25)
        drawn = art.piece_surface(9, 50, theme="contrast", view=PieceView.TOP, labelled=True)
        assert pygame.image.tobytes(style.piece(9, 50), "RGBA") == pygame.image.tobytes(
            drawn, "RGBA"
        )
    finally:
        preferences.use({})


def test_a_symbol_can_be_flattened_onto_a_stone_seen_from_a_little_above() -> None:
    flat = pygame.Surface((60, 60), pygame.SRCALPHA)
    tokens.draw_symbol(flat, tokens.Symbol.SQUARE, (30, 30), 20, (255, 255, 255), squash=0.4)
    rect = pygame.mask.from_surface(flat).get_bounding_rects()[0]
    assert rect.w > 2 * rect.h  # as wide as before, less than half as high
