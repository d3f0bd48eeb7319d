"""Drawing the analysis board, and what it says: only reads the scene's state.

The values drawn are the analysis's, for the side to move (as `main.py analyze
--all` gives them): on each empty square the best a placement there can do
(every give after it considered); beside each piece, for the square chosen
(or when there is nothing in hand to place), what giving that piece is worth.
Exact values read Win / Draw / Loss in the palette's good, text and bad
colours; an estimate reads "~ +0.25" (from -1, lost, to +1, won), dimmed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import pygame

from quarto_app.frame import text
from quarto_app.frame.assets import assets
from quarto_app.frame.i18n import text as words
from quarto_app.frame.play import bar
from quarto_app.frame.play.bar import Said
from quarto_app.frame.theme import Colour, colours
from quarto_app.frame.widgets import Button, Widget, draw_frame

from ..ai.analysis import root_moves
from ..ai.analyst import Outcome, Worth
from ..rules import Move, Position, square_name
from . import art
from .analysis_layout import BoardLayout
from .board_setup import BoardSetup, Spot, SpotKind
from .view import blit_piece


class Pressed(Protocol):
    @property
    def piece(self) -> int: ...

    @property
    def pos(self) -> tuple[int, int]: ...

    @property
    def moved(self) -> bool: ...


class Message(Protocol):
    @property
    def words(self) -> str: ...

    @property
    def bad(self) -> bool: ...


class AnalysisBoard(Protocol):
    """What the drawing reads of the analysis board scene (analysis_board.AnalysisBoard)."""

    setup: BoardSetup
    values: dict[Move, Worth]
    analysed: Position | None
    analysing: bool
    chosen_square: int | None
    selected: int | None
    hover: Spot | None
    cursor: Spot | None
    focus: int
    focus_visible: bool
    menu_button: Button

    @property
    def press(self) -> Pressed | None: ...

    @property
    def said(self) -> Message | None: ...

    @property
    def widgets(self) -> Sequence[Widget]: ...

    @property
    def legal_count(self) -> int: ...


def legal_moves(position: Position, setup: BoardSetup) -> list[Move]:
    """The moves the analysis values: a placement that wins at once once, without a give."""
    wins, others = root_moves(position, setup.options)
    return wins + others


def worth_words(worth: Worth, *, now: bool = False) -> tuple[str, Colour]:
    """A value in a word or two, and its colour."""
    palette = colours()
    if worth.outcome is Outcome.UNKNOWN:
        return words(
            "quarto.board.value.estimate", estimate=worth.estimate or 0.0
        ), palette.text_dim
    if worth.outcome is Outcome.WIN:
        return words(
            "quarto.board.value.win_now" if now else "quarto.board.value.win"
        ), palette.good
    if worth.outcome is Outcome.LOSS:
        return words("quarto.board.value.loss"), palette.bad
    return words("quarto.board.value.draw"), palette.text


def square_values(scene: AnalysisBoard) -> dict[int, tuple[Worth, bool]]:
    """Each square's best placement value, and whether it wins at once (no give after it)."""
    best: dict[int, tuple[Worth, bool]] = {}
    for move, worth in scene.values.items():
        if move.square is None:
            continue
        now = move.give is None and worth.outcome is Outcome.WIN
        held = best.get(move.square)
        if held is None or worth.score() > held[0].score():
            best[move.square] = (worth, now)
    return best


def give_values(scene: AnalysisBoard) -> dict[int, Worth]:
    """What giving each piece is worth: after placing on the chosen square, or (nothing in
    hand) as the whole move."""
    position = scene.analysed
    if position is None:
        return {}
    square = scene.chosen_square if position.hand is not None else None
    if position.hand is not None and square is None:
        return {}
    return {
        move.give: worth
        for move, worth in scene.values.items()
        if move.give is not None and move.square == square
    }


# --- what it says --------------------------------------------------------------------------


def status(scene: AnalysisBoard) -> str:
    if scene.analysing:
        return words(
            "quarto.board.status.analysing", found=len(scene.values), count=scene.legal_count
        )
    if scene.values:
        exact = sum(1 for worth in scene.values.values() if worth.exact)
        key = (
            "quarto.board.status.exact"
            if exact == len(scene.values)
            else "quarto.board.status.mixed"
        )
        return words(key, count=len(scene.values), exact=exact)
    return words("quarto.board.status.setup")


def guide(scene: AnalysisBoard) -> str:
    """How to go on from here, for a newcomer (the message line, when nothing was said)."""
    position = scene.analysed
    if position is None or not scene.values:
        if scene.selected is not None:
            return words("quarto.board.guide.selected")
        return words("quarto.board.guide.setup")
    if position.hand is None:
        return words("quarto.board.guide.gives")
    chosen = scene.chosen_square
    if chosen is None:
        return words("quarto.board.guide.squares")
    if Move(chosen, None) in scene.values:
        return words("quarto.board.guide.wins_now", square=square_name(chosen))
    return words("quarto.board.guide.chosen", square=square_name(chosen))


# --- drawing --------------------------------------------------------------------------------


def draw(surface: pygame.Surface, scene: AnalysisBoard, layout: BoardLayout) -> None:
    palette = colours()
    surface.fill(palette.background)
    said = scene.said
    message = (
        Said(said.words, palette.bad if said.bad else palette.text)
        if said is not None
        else Said(guide(scene), palette.text_dim)
    )
    focused = 0 if scene.focus_visible and scene.widgets[scene.focus] is scene.menu_button else None
    bar.draw(
        surface,
        layout.bar,
        status=Said(status(scene), palette.accent),
        buttons=[scene.menu_button],
        focused=focused,
        message=message,
        aside=None,
    )
    _board(surface, scene, layout)
    _tray(surface, scene, layout)
    _hand(surface, scene, layout)
    size = layout.px(22)
    for index, widget in enumerate(scene.widgets):
        if widget is not scene.menu_button:
            widget.draw(surface, scene.focus_visible and index == scene.focus, size)
    _dragged(surface, scene, layout)


def _held(scene: AnalysisBoard) -> int | None:
    """The piece being dragged (not drawn where it was)."""
    press = scene.press
    return press.piece if press is not None and press.moved else None


def _board(surface: pygame.Surface, scene: AnalysisBoard, layout: BoardLayout) -> None:
    palette = colours()
    image = assets().drawn(
        ("quarto.board", layout.board.w), lambda: art.board_texture(layout.board.w)
    )
    surface.blit(image, layout.board)
    for letter, pos in layout.file_labels + layout.rank_labels:
        text.draw(surface, letter, layout.px(24), palette.text_dim, center=pos, bold=True)
    radius = layout.square_cells[0].w * 44 // 100
    ring = max(2, layout.px(4))
    targeting = scene.selected is not None or _held(scene) is not None
    board = scene.setup.board
    values = square_values(scene) if scene.analysed == scene.setup.position else {}
    for square, centre in enumerate(layout.square_centres):
        over = scene.hover == Spot.square(square)
        if targeting and over:
            pygame.draw.circle(surface, palette.good, centre, radius, ring)
        if square == scene.chosen_square or scene.cursor == Spot.square(square):
            pygame.draw.circle(surface, palette.accent, centre, radius + ring, ring + 1)
        if board[square] is None and square in values:
            worth, now = values[square]
            said, colour = worth_words(worth, now=now)
            _badge(surface, layout, said, colour, centre)
    # A line already made (the set-up is refused for it): its squares ringed in red.
    for line in scene.setup.position.lines(scene.setup.options):
        for square in line.squares:
            centre = layout.square_centres[square]
            pygame.draw.circle(surface, palette.bad, centre, radius, max(3, layout.px(6)))
    held = _held(scene)
    for square, piece in enumerate(board):
        if piece is not None and piece != held:
            lit = piece == scene.selected
            blit_piece(
                surface,
                piece,
                layout.board_piece_width,
                layout.square_centres[square],
                highlight=lit,
            )


def _badge(
    surface: pygame.Surface, layout: BoardLayout, said: str, colour: Colour, centre: tuple[int, int]
) -> None:
    """A value on a dark rounded plate, readable over wood or over a piece."""
    palette = colours()
    size = layout.px(21)
    plate = pygame.Rect(0, 0, text.width(said, size, bold=True), size)
    plate.center = centre
    plate.inflate_ip(layout.px(14), layout.px(8))
    draw_frame(surface, plate, palette.panel, edge=colour, width=1, radius=layout.px(8))
    text.draw(surface, said, size, colour, center=plate.center, bold=True)


def _tray(surface: pygame.Surface, scene: AnalysisBoard, layout: BoardLayout) -> None:
    palette = colours()
    frame = layout.tray.inflate(layout.px(12), layout.px(12))
    draw_frame(surface, frame, palette.panel, edge=palette.panel_edge, width=1)
    text.draw(
        surface,
        words("quarto.board.pieces"),
        layout.px(22),
        palette.text_dim,
        center=(frame.centerx, frame.top - layout.px(14)),
        max_width=frame.w,
    )
    gives = give_values(scene) if scene.analysed == scene.setup.position else {}
    held = _held(scene)
    for piece, cell in enumerate(layout.tray_cells):
        if scene.cursor == Spot.tray(piece):
            pygame.draw.rect(surface, palette.accent, cell.inflate(-2, -2), 2, border_radius=8)
        if scene.setup.spot_of(piece).kind is not SpotKind.TRAY or piece == held:
            continue
        if piece == scene.selected:
            pygame.draw.rect(
                surface,
                palette.selected,
                cell.inflate(-4, -4),
                max(2, layout.px(3)),
                border_radius=8,
            )
        blit_piece(
            surface,
            piece,
            layout.tray_piece_width,
            layout.piece_base(Spot.tray(piece)),
            highlight=piece == scene.selected,
        )
        if piece in gives:
            said, colour = worth_words(gives[piece])
            _badge(surface, layout, said, colour, (cell.centerx, cell.bottom - layout.px(12)))


def _hand(surface: pygame.Surface, scene: AnalysisBoard, layout: BoardLayout) -> None:
    palette = colours()
    slot = layout.hand
    targeting = scene.selected is not None or _held(scene) is not None
    over = targeting and scene.hover == Spot.hand()
    edge = palette.good if over else palette.panel_edge
    draw_frame(surface, slot, palette.background, edge=edge, width=3 if over else 1)
    if scene.cursor == Spot.hand():
        pygame.draw.rect(
            surface, palette.accent, slot.inflate(8, 8), max(2, layout.px(3)), border_radius=12
        )
    text.draw(
        surface,
        words("quarto.board.hand"),
        layout.px(22),
        palette.text_dim,
        center=(slot.centerx, slot.top - layout.px(16)),
        max_width=layout.tray.w + layout.px(20),
    )
    piece = scene.setup.hand
    if piece is not None and piece != _held(scene):
        blit_piece(
            surface,
            piece,
            layout.board_piece_width,
            layout.piece_base(Spot.hand()),
            highlight=piece == scene.selected,
        )
    elif piece is None:
        size = layout.px(19)
        lines = text.wrap(words("quarto.board.hand_empty"), size, slot.w - layout.px(12))
        y = slot.centery - (len(lines) - 1) * size * 6 // 10
        for line in lines:
            text.draw(surface, line, size, palette.text_dim, center=(slot.centerx, y))
            y += size * 12 // 10


def _dragged(surface: pygame.Surface, scene: AnalysisBoard, layout: BoardLayout) -> None:
    press = scene.press
    if press is None or not press.moved:
        return
    blit_piece(surface, press.piece, layout.board_piece_width, press.pos, highlight=True)
