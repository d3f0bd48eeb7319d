"""Quartino's stones and cards in every theme, checked on the drawn pixels.

In high contrast the four colours part in greyscale (by luminance, and by the
symbol each carries on every stone and card spot); in every theme the stones
take the theme's token colours, the attribute labels write the colour's
letter on them, and a theme changed mid-game redraws the table's stones.
"""

from __future__ import annotations

import itertools

import pygame
import pytest
from quartino_screens import quartino_setup, start_table, thread_workers
from test_gui_helpers import make_app, post_click, post_key

from quarto_app.frame import preferences, theme, tokens
from quarto_app.frame.i18n import text
from quarto_app.frame.loop import App
from quarto_app.frame.pace import Pace
from quarto_app.frame.scenes.settings import SettingsScene
from quarto_app.frame.theme import ThemeId
from quarto_app.games.quartino.rules import Card, Colour
from quarto_app.games.quartino.screen import art
from quarto_app.games.quartino.screen.art_marks import StoneStyle, current_style

WIDTH = 64
CONTRAST = StoneStyle(ThemeId.CONTRAST, False)


@pytest.fixture(autouse=True)
def wood_afterwards():
    pygame.font.init()
    yield
    theme.use(theme.DEFAULT_THEME)
    preferences.use({})


def luminance(colour) -> float:
    return 0.2126 * colour[0] + 0.7152 * colour[1] + 0.0722 * colour[2]


def face_centre(width: int) -> tuple[int, int]:
    """The middle of a stone's top face in its surface."""
    return width // 2, round(width * art.TILT / 2) + 1


def greyscale(surface: pygame.Surface) -> pygame.Surface:
    return pygame.transform.grayscale(surface)


def ink_mask(surface: pygame.Surface, ink, rect: pygame.Rect) -> set[tuple[int, int]]:
    """The pixels of `rect` drawn in (about) the ink colour: the symbol, where it is."""
    found = set()
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            c = surface.get_at((x, y))
            if c.a > 200 and max(abs(c[i] - ink[i]) for i in range(3)) < 40:
                found.add((x - rect.left, y - rect.top))
    return found


def test_the_four_stones_part_in_greyscale_by_luminance_in_high_contrast() -> None:
    # the side of each stone (what shows of it low in a stack) and its top
    side_y = art.stone_size(WIDTH)[1] - 3 - round(WIDTH * art.THICKNESS / 2)
    for place in (face_centre(WIDTH)[1] - round(WIDTH * art.TILT / 4), side_y):
        levels = []
        for colour in Colour:
            grey = greyscale(art.stone_surface(colour, WIDTH, style=CONTRAST))
            at = (WIDTH // 2 + round(WIDTH * 0.3), place)
            levels.append(grey.get_at(at)[0])
        for a, b in itertools.combinations(levels, 2):
            assert abs(a - b) > 30, (place, levels)


def test_every_stone_and_card_spot_carries_its_symbol_in_high_contrast() -> None:
    face = pygame.Rect(0, 0, WIDTH // 2, round(WIDTH * art.TILT * 0.45))
    face.center = face_centre(WIDTH)
    shapes = []
    for colour in Colour:
        paint = tokens.look(int(colour), ThemeId.CONTRAST)
        stone = art.stone_surface(colour, WIDTH, top=True, style=CONTRAST)
        assert stone.get_at(face_centre(WIDTH))[:3] == pytest.approx(paint.ink, abs=40)
        mask = ink_mask(stone, paint.ink, face)
        assert len(mask) > face.w * face.h // 8
        shapes.append(frozenset(mask))
        plain = art.stone_surface(colour, WIDTH, top=True, style=StoneStyle(ThemeId.WOOD, False))
        assert len(ink_mask(plain, paint.ink, face)) < len(mask) // 4  # no symbol in wood
    for a, b in itertools.combinations(shapes, 2):  # four different shapes
        assert len(a ^ b) > len(a | b) // 10
    card = Card.from_str("ybgp")
    w, h = 78, 100
    face_up = art.card_surface(card, w, h, style=CONTRAST)
    grey = greyscale(face_up)
    rims = []
    for (x, y, r), colour in zip(art.card_spots(w, h), card.colours, strict=True):
        paint = tokens.look(int(colour), ThemeId.CONTRAST)
        assert face_up.get_at((round(x), round(y)))[:3] == pytest.approx(paint.ink, abs=40)
        rims.append(grey.get_at((round(x + r * 0.75), round(y)))[0])
    for a, b in itertools.combinations(rims, 2):
        assert abs(a - b) > 30, rims


@pytest.mark.parametrize("name", list(ThemeId))
def test_stones_and_cards_take_the_themes_token_colours(name) -> None:
    style = StoneStyle(name, False)
    fills = {colour: tokens.look(int(colour), name).fill for colour in Colour}

    def nearest(c) -> Colour:
        return min(fills, key=lambda k: sum((c[i] - fills[k][i]) ** 2 for i in range(3)))

    for colour in Colour:
        stone = art.stone_surface(colour, WIDTH, style=style)
        x, y = face_centre(WIDTH)
        right = stone.get_at((x + round(WIDTH * 0.3), y))
        assert nearest(right) is colour
        assert sum(abs(right[i] - fills[colour][i]) for i in range(3)) < 60
    card = Card.from_str("pgby")
    drawn = art.card_surface(card, 78, 100, style=style)
    for (x, y, r), colour in zip(art.card_spots(78, 100), card.colours, strict=True):
        assert nearest(drawn.get_at((round(x + r * 0.7), round(y + r * 0.3)))) is colour


@pytest.mark.parametrize("name", list(ThemeId))
def test_labels_write_each_colours_own_letter_on_stones_and_cards(name) -> None:
    bare = StoneStyle(name, False)
    labelled = StoneStyle(name, True)
    marked = set()
    for colour in Colour:
        plain = art.stone_surface(colour, WIDTH, top=True, style=bare)
        lettered = art.stone_surface(colour, WIDTH, top=True, style=labelled)
        assert pygame.image.tobytes(plain, "RGBA") != pygame.image.tobytes(lettered, "RGBA")
        marked.add(pygame.image.tobytes(greyscale(lettered), "RGBA"))
    assert len(marked) == 4
    card = Card.from_str("ybgp")
    assert pygame.image.tobytes(art.card_surface(card, 78, 100, style=bare), "RGBA") != (
        pygame.image.tobytes(art.card_surface(card, 78, 100, style=labelled), "RGBA")
    )
    letters = {text(f"quartino.colour.{c.name.lower()}.letter") for c in Colour}
    assert len(letters) == 4


def test_the_style_follows_the_theme_and_the_labels_setting() -> None:
    chosen = preferences.use({})
    assert current_style() == StoneStyle(ThemeId.WOOD, False)
    chosen.piece_labels = True
    theme.use(ThemeId.MUSHROOMS)
    assert current_style() == StoneStyle(ThemeId.MUSHROOMS, True)
    drawn = art.stone_surface(Colour.PINK, WIDTH)
    assert pygame.image.tobytes(drawn, "RGBA") == pygame.image.tobytes(
        art.stone_surface(Colour.PINK, WIDTH, style=StoneStyle(ThemeId.MUSHROOMS, True)), "RGBA"
    )


# --- through the real scenes ----------------------------------------------------------------


@pytest.fixture(params=[(1280, 800), (960, 600)], ids=["1280x800", "960x600"])
def app(request: pytest.FixtureRequest) -> App:
    app = make_app(request.param, pace=Pace.fast())
    thread_workers(app)
    yield app
    app.close()
    pygame.quit()


def green_face(app: App, play) -> pygame.Color:
    """The pixel in the middle of the green stone's top, alone on space 2."""
    layout = play.layout
    width = layout.stone_width
    bx, by = layout.space_centres[2]
    ox, oy = art.stone_base(width)
    fx, fy = face_centre(width)
    return app.surface.get_at((bx - ox + fx, by + art.stone_step(width) // 2 - oy + fy))


def test_a_theme_chosen_from_the_pause_panel_redraws_the_stones(app: App) -> None:
    setup = quartino_setup(levels=(None, "Easy"))
    play = start_table(app, setup, board="y/./g/./././././.")
    before = green_face(app, play)
    wood = tokens.look(int(Colour.GREEN), ThemeId.WOOD).fill
    assert max(abs(before[i] - wood[i]) for i in range(3)) < 90  # a green stone, no symbol
    play.open_pause()
    app.run_frames(1)
    settings = next(b for b in app.top.column.buttons if b.label == text("frame.pause.settings"))
    post_click(settings.rect.center)
    app.run_frames(1)
    scene = app.top
    assert isinstance(scene, SettingsScene)
    while theme.current_id() is not ThemeId.CONTRAST:
        post_click((scene.theme_row.rect.right - 6, scene.theme_row.rect.centery))
        app.run_frames(1)
    post_key(pygame.K_ESCAPE)  # back to the pause panel, and on with the game
    app.run_frames(1)
    app.top.answer(app.top.cancel)
    app.run_frames(2)
    assert app.top is play
    ink = tokens.look(int(Colour.GREEN), ThemeId.CONTRAST).ink
    assert green_face(app, play)[:3] == pytest.approx(ink, abs=40)  # the white triangle


def test_theme_use_mid_game_redraws_without_forgetting_the_drawn_art(app: App) -> None:
    play = start_table(app, quartino_setup(levels=(None, "Easy")), board="y/./g/./././././.")
    wheel = play.layout.wheel
    before = pygame.image.tobytes(app.surface.subsurface(wheel), "RGB")
    theme.use(ThemeId.CONTRAST)  # the drawn art is kept under keys holding the theme
    app.run_frames(2)
    after = pygame.image.tobytes(app.surface.subsurface(wheel), "RGB")
    assert before != after
    ink = tokens.look(int(Colour.GREEN), ThemeId.CONTRAST).ink
    assert green_face(app, play)[:3] == pytest.approx(ink, abs=40)
