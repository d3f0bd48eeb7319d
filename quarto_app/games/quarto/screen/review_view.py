"""Drawing the review screen from its model: the board at the chosen turn with the better
move on it, the verdict beside it, and the value strip over the whole game.

Only reads. The board shows the turn's placement (ringed; in the `bad` colour for a
mistake) and, where a better turn is known, the piece that was in hand standing faintly
on the better square, ringed in `good`. The strip has one cell per turn, coloured by
the value after it from the first seat's side (win, draw, loss, not solved, or still
waiting), with a mark over each mistake; the chosen turn is framed.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from quarto_app.frame import text
from quarto_app.frame.assets import assets
from quarto_app.frame.i18n import plural
from quarto_app.frame.i18n import text as say
from quarto_app.frame.theme import Colour, colours
from quarto_app.frame.widgets import Button, draw_frame
from quarto_app.frame.window import DEFAULT_SIZE

from .. import review_words, words
from ..ai.analyst import Outcome, Worth
from ..ai.review import BetterTurn, MistakeKind, TurnReview
from ..rules import square_name
from . import art
from .review_model import ReviewModel
from .view import blit_piece

Point = tuple[int, int]


@dataclass(frozen=True)
class ReviewLayout:
    size: tuple[int, int]
    scale: float
    title: pygame.Rect
    status: pygame.Rect
    back: pygame.Rect
    board: pygame.Rect
    centres: tuple[Point, ...]
    piece_width: int
    verdict: pygame.Rect
    strip: pygame.Rect
    cells: tuple[pygame.Rect, ...]

    def px(self, pixels: float) -> int:
        return max(1, round(pixels * self.scale))

    def cell_at(self, pos: Point) -> int | None:
        for index, cell in enumerate(self.cells):
            if cell.inflate(0, self.px(12)).collidepoint(pos):
                return index
        return None


def review_layout(size: tuple[int, int], turns: int) -> ReviewLayout:
    width, height = max(size[0], 320), max(size[1], 240)
    scale = min(width / DEFAULT_SIZE[0], height / DEFAULT_SIZE[1])

    def px(value: float) -> int:
        return max(1, round(value * scale))

    title = pygame.Rect(0, 0, width, px(58))
    status = pygame.Rect(0, title.bottom, width, px(38))
    back = pygame.Rect(width - px(16) - px(120), (title.h - px(40)) // 2, px(120), px(40))
    margin = px(24)
    strip_h = px(34)
    strip = pygame.Rect(margin, height - margin - strip_h, width - 2 * margin, strip_h)
    label = px(30)
    top = status.bottom + px(14)
    room = strip.top - px(44) - top
    board_size = max(64, min(room - label, round(width * 0.5)))
    board = pygame.Rect(margin + label, top, board_size, board_size)
    centres = tuple((board.left + x, board.top + y) for x, y in art.square_centres(board_size))
    pitch = abs(centres[1][0] - centres[0][0])
    verdict = pygame.Rect(board.right + px(40), top, 0, room)
    verdict.w = width - margin - verdict.left
    count = max(1, turns)
    gap = px(3)
    cell_w = (strip.w - gap * (count - 1)) / count
    cells = tuple(
        pygame.Rect(
            strip.left + round(i * (cell_w + gap)),
            strip.top,
            max(1, round(cell_w)),
            strip.h,
        )
        for i in range(turns)
    )
    return ReviewLayout(
        (width, height),
        scale,
        title,
        status,
        back,
        board,
        centres,
        max(8, round(pitch * 0.74)),
        verdict,
        strip,
        cells,
    )


def worth_colour(value: Worth | None) -> Colour:
    palette = colours()
    if value is None:
        return palette.panel
    return {
        Outcome.WIN: palette.good,
        Outcome.DRAW: palette.text_dim,
        Outcome.LOSS: palette.bad,
        Outcome.UNKNOWN: palette.panel_edge,
    }[value.outcome]


def draw(surface: pygame.Surface, model: ReviewModel, layout: ReviewLayout, back: Button) -> None:
    palette = colours()
    surface.fill(palette.background)
    _top(surface, model, layout, back)
    if not model.turns:
        text.draw(
            surface,
            say("quarto.review.screen.nothing"),
            layout.px(30),
            palette.text_dim,
            center=(layout.size[0] // 2, layout.size[1] // 2),
            max_width=layout.size[0] - layout.px(40),
        )
        return
    _board(surface, model, layout)
    _verdict(surface, model, layout)
    _strip(surface, model, layout)


def _top(surface: pygame.Surface, model: ReviewModel, layout: ReviewLayout, back: Button) -> None:
    palette = colours()
    pygame.draw.rect(surface, palette.panel, layout.title)
    left = layout.px(24)
    names = model.names
    text.draw(
        surface,
        say("quarto.review.screen.title", first=names[0], second=names[1]),
        layout.px(32),
        palette.accent,
        midleft=(left, layout.title.centery),
        bold=True,
        max_width=layout.back.left - 2 * left,
    )
    back.draw(surface, False, layout.px(26))
    turns = len(model.turns)
    if model.done:
        said = review_words_summary(model)
        colour = palette.text
    else:
        said = say("quarto.review.screen.working", exact=model.exact_count, turns=turns)
        colour = palette.hover
    shown = text.draw(
        surface,
        said,
        layout.px(26),
        colour,
        midleft=(left, layout.status.centery),
        max_width=layout.status.w * 3 // 5,
    )
    text.draw(
        surface,
        say("quarto.review.screen.keys"),
        layout.px(22),
        palette.text_dim,
        midright=(layout.status.right - left, layout.status.centery),
        max_width=layout.status.right - left - shown.right - layout.px(20),
    )


def review_words_summary(model: ReviewModel) -> str:
    return plural(
        "quarto.review.screen.done",
        model.mistakes,
        exact=model.exact_count,
        turns=len(model.turns),
    )


def _board(surface: pygame.Surface, model: ReviewModel, layout: ReviewLayout) -> None:
    palette = colours()
    turn = model.turn
    assert turn is not None
    board = layout.board
    image = assets().drawn(("quarto.board", board.w), lambda: art.board_texture(board.w))
    surface.blit(image, board)
    size = layout.px(22)
    for f in range(4):
        centre = layout.centres[f]
        pos = (centre[0], board.bottom + layout.px(14))
        text.draw(surface, "abcd"[f], size, palette.text_dim, center=pos, bold=True)
    for r in range(4):
        pos = (board.left - layout.px(15), layout.centres[r * 4][1])
        text.draw(surface, "4321"[r], size, palette.text_dim, center=pos, bold=True)
    verdict = model.verdict()
    radius = layout.piece_width * 62 // 100
    ring = max(2, layout.px(4))
    mistake = verdict is not None and verdict.mistake
    placed_colour = palette.bad if mistake else palette.last_move
    pygame.draw.circle(surface, placed_colour, layout.centres[turn.square], radius, ring)
    for square, piece in enumerate(turn.placed.board):
        if piece is not None:
            blit_piece(surface, piece, layout.piece_width, layout.centres[square])
    best = verdict.best if verdict is not None and mistake else None
    held = turn.before.hand
    if best is not None and best.square is not None and held is not None:
        centre = layout.centres[best.square]
        pygame.draw.circle(surface, palette.good, centre, radius, ring)
        if best.square != turn.square:
            _ghost(surface, held, layout.piece_width, centre)


def _ghost(surface: pygame.Surface, piece: int, width: int, base: Point) -> None:
    """The piece standing faintly where the better turn would have put it."""

    def make() -> pygame.Surface:
        image = art.piece_surface(piece, width, highlight=True).copy()
        image.fill((255, 255, 255, 130), special_flags=pygame.BLEND_RGBA_MULT)  # faint
        return image

    image = assets().drawn(("quarto.review.ghost", piece, width), make)
    bx, by = art.piece_base(width)
    surface.blit(image, (base[0] - round(bx), base[1] - round(by)))


def _verdict(surface: pygame.Surface, model: ReviewModel, layout: ReviewLayout) -> None:
    palette = colours()
    turn = model.turn
    assert turn is not None
    area = layout.verdict
    draw_frame(surface, area, palette.panel, edge=palette.panel_edge, radius=layout.px(10))
    left = area.x + layout.px(20)
    room = area.w - layout.px(40)
    y = area.y + layout.px(20)
    names = model.names
    player = words.seat(names, turn.player)

    def line(said: str, size: int, colour: Colour, bold: bool = False) -> None:
        nonlocal y
        for part in text.wrap(said, layout.px(size), room, bold=bold):
            if y + layout.px(size) > area.bottom - layout.px(10):
                return
            text.draw(surface, part, layout.px(size), colour, topleft=(left, y), bold=bold)
            y += round(layout.px(size) * 1.25)

    line(
        say("quarto.review.screen.turn", turn=turn.number, player=player), 32, palette.accent, True
    )
    placed = turn.placed.board[turn.square]
    assert placed is not None
    line(
        say(
            "quarto.review.screen.placed",
            piece=words.piece(placed),
            square=square_name(turn.square),
        ),
        24,
        palette.text,
    )
    if turn.give is not None:
        line(
            say(
                "quarto.review.screen.gave",
                piece=words.piece(turn.give),
                other=words.other(names, turn.player),
            ),
            24,
            palette.text,
        )
    if turn.ended is not None:  # the game ended within this turn: say how it ended
        line(words.result_title_for(turn.winner, names), 24, palette.accent, True)
    y += layout.px(10)
    verdict = model.verdict()
    if verdict is None:
        line(say("quarto.review.screen.waiting"), 24, palette.hover)
        return
    # The values read from the strip's side (the first seat) on every turn, in words and
    # colour alike: on the other seat's turn its "won" would read green while the strip,
    # for the first seat, shows the same turn red.
    side = words.seat(names, 0)
    values = model.values_for_first()
    assert values is not None
    for key, shown in zip(
        ("quarto.review.screen.before_for", "quarto.review.screen.after_for"), values, strict=True
    ):
        line(
            say(key, player=side, value=review_words.worth(shown)),
            26,
            worth_colour(shown) if shown.exact else palette.text,
        )
    y += layout.px(10)
    if verdict.kind is None:
        line(say("quarto.review.screen.no_mistake"), 26, palette.good, True)
        return
    line(
        say("quarto.review.screen.mistake", what=_mistake_words(verdict, names)),
        26,
        palette.bad,
        True,
    )
    best = verdict.best
    if best is not None:
        line(_better_words(best, names, turn.player), 26, palette.good)
        if best.give is not None:
            line(
                say("quarto.review.screen.better_give", piece=words.piece(best.give)),
                22,
                palette.text_dim,
            )


def _mistake_words(verdict: TurnReview, names: tuple[str, ...]) -> str:
    """The mistake in the screen's words: a piece by its name, not the record's letter."""
    detail = verdict.detail
    if verdict.kind is MistakeKind.GAVE_WINNING_PIECE and "piece" in detail and "square" in detail:
        return say(
            "quarto.review.screen.gave_winning_piece",
            piece=words.piece(detail["piece"]),
            other=words.other(names, verdict.player),
            square=square_name(detail["square"]),
        )
    return review_words.mistake(verdict, names)


def _better_words(best: BetterTurn, names: tuple[str, ...], player: int) -> str:
    """The better turn in words ("place it on a1"), not the record's "a1:1"; the piece
    to give then has a line of its own."""
    if best.steal:
        return say("quarto.review.screen.better_steal", other=words.other(names, player))
    if best.square is None:
        return say("quarto.review.screen.better", best=best.tokens(player))
    key = (
        "quarto.review.screen.better_place_call"
        if best.call
        else "quarto.review.screen.better_place"
    )
    return say(key, square=square_name(best.square))


def _strip(surface: pygame.Surface, model: ReviewModel, layout: ReviewLayout) -> None:
    palette = colours()
    strip = layout.strip
    text.draw(
        surface,
        say("quarto.review.screen.strip", player=words.seat(model.names, 0)),
        layout.px(20),
        palette.text_dim,
        midleft=(strip.left, strip.top - layout.px(26)),
        max_width=strip.w,
    )
    mark = max(3, layout.px(5))
    for index, cell in enumerate(layout.cells):
        value = model.value_for_first(index)
        if value is None:
            pygame.draw.rect(surface, palette.panel_edge, cell, 1, border_radius=layout.px(4))
        else:
            pygame.draw.rect(surface, worth_colour(value), cell, border_radius=layout.px(4))
        verdict = model.verdict(index)
        if verdict is not None and verdict.mistake:
            tip = (cell.centerx, cell.top - layout.px(3))
            points = [tip, (tip[0] - mark, tip[1] - mark * 2), (tip[0] + mark, tip[1] - mark * 2)]
            pygame.draw.polygon(surface, palette.bad, points)
        if index == model.selected:
            pygame.draw.rect(
                surface,
                palette.accent,
                cell.inflate(layout.px(6), layout.px(6)),
                max(2, layout.px(3)),
                border_radius=layout.px(5),
            )
