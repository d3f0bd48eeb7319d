"""Quarto's rule book: a page per rule, each drawn with the game's own art.

The pieces, a line, the 2x2 squares (advanced variant), the beginner variant,
giving and placing, the call, the steal and the lapse, the dice. The example
boards are positions of the core, and what they mark is what the core finds on
them (`Position.lines`), so a picture cannot say what the rules do not.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pygame

from quarto_app.frame import sketch
from quarto_app.frame.assets import assets
from quarto_app.frame.i18n import text
from quarto_app.frame.rulebook import RulePage
from quarto_app.frame.theme import Colour, colours
from quarto_app.frame.widgets import draw_frame

from .. import words
from ..rules import ATTRIBUTES, STANDARD, MadeLine, Position, RuleOptions
from ..rules.lines import STRAIGHT_LINES, TWO_BY_TWO
from . import art
from .view import blit_piece

Cells = Mapping[int, int]  # square -> piece

# The example boards (square: piece). Each is checked by the tests against the core.
LINE_EXAMPLE: Cells = {0: 5, 5: 6, 10: 12, 15: 15, 2: 9, 7: 0, 13: 10}
"""A diagonal of four tall pieces that share nothing else, among a few others."""
SQUARE_EXAMPLE: Cells = {5: 9, 6: 10, 9: 12, 10: 15, 0: 4, 3: 3, 14: 6}
"""A 2x2 square of four hollow pieces that share nothing else."""
BEGINNER_DARK = (1, 7, 11, 13)
"""Four dark pieces sharing nothing else: a QUARTO when only colour counts."""
BEGINNER_TALL = (5, 6, 12, 15)
"""Four tall pieces sharing nothing else: no QUARTO when only colour counts."""
BEGINNER = RuleOptions(attributes=ATTRIBUTES[0].bit)
"""The beginner example's rules: only colour counts."""
CALL_EXAMPLE: Cells = {4: 3, 5: 11, 6: 6, 7: 14, 0: 12, 10: 5, 13: 4}
"""The second row: four square pieces; the last one placed on square 7."""
CALL_LAST = 7
STEAL_HAND = 8
"""The piece handed over without a call, in the steal example."""


def made_lines(cells: Cells, options: RuleOptions = STANDARD) -> list[MadeLine]:
    """What the core finds on an example board."""
    board = tuple(cells.get(square) for square in range(16))
    return Position(board).lines(options)


def _scale(rect: pygame.Rect) -> float:
    return sketch.scale_of(rect)


def _below(rect: pygame.Rect, room: int) -> pygame.Rect:
    """`rect` less a band of `room` px along its top."""
    return pygame.Rect(rect.left, rect.top + room, rect.w, rect.h - room)


def _px(rect: pygame.Rect, value: float) -> int:
    return max(1, round(value * _scale(rect)))


# --- the board and its marks ------------------------------------------------------------


Mark = tuple[Sequence[int], Colour, bool]  # squares, colour, thin


def _board(
    surface: pygame.Surface,
    rect: pygame.Rect,
    cells: Cells,
    marks: Sequence[Mark] = (),
    *,
    scale: float = 1.0,
) -> list[tuple[int, int]]:
    """A board fitted in `rect` (room left above it for the top row's tall pieces), its
    marks (lines, a ring), then the pieces, as the table draws them; the squares' centres."""
    size = max(32, min(rect.w, round(rect.h / 1.1)))
    board = pygame.Rect(0, 0, size, size)
    board.midbottom = rect.midbottom
    image = assets().drawn(("quarto.board", size), lambda: art.board_texture(size))
    surface.blit(image, board)
    centres = [(board.left + x, board.top + y) for x, y in art.square_centres(size)]
    pitch = abs(centres[1][0] - centres[0][0])
    for squares, colour, thin in marks:
        width = max(2, round((3 if thin else 6) * scale))
        points = [centres[s] for s in squares]
        for point in points:
            pygame.draw.circle(surface, colour, point, pitch * 46 // 100, width)
        if len(points) == 1:
            continue
        if tuple(squares) in TWO_BY_TWO:
            corners = [points[0], points[1], points[3], points[2]]
            pygame.draw.lines(surface, colour, True, corners, width)
        else:
            pygame.draw.line(surface, colour, points[0], points[-1], width)
    width = art.fitting_piece_width(size)
    for square in range(16):  # far row first: nearer pieces stand in front
        if square in cells:
            blit_piece(surface, cells[square], width, centres[square])
    return centres


def _grid(surface: pygame.Surface, rect: pygame.Rect, lines: Sequence[Sequence[int]]) -> None:
    """A plain 4x4 grid of dots with every given line drawn: all the ways to win."""
    palette = colours()
    size = min(rect.w, rect.h)
    pitch = size / 4
    left = rect.centerx - size / 2 + pitch / 2
    top = rect.centery - size / 2 + pitch / 2

    def at(square: int) -> tuple[float, float]:
        return left + (square % 4) * pitch, top + (square // 4) * pitch

    width = max(2, round(size / 60))
    for line in lines:
        points = [at(s) for s in line]
        if tuple(line) in TWO_BY_TWO:
            inset = pygame.Rect(0, 0, round(pitch * 0.8), round(pitch * 0.8))
            inset.center = (
                round((points[0][0] + points[3][0]) / 2),
                round((points[0][1] + points[3][1]) / 2),
            )
            pygame.draw.rect(surface, palette.accent, inset, width, border_radius=round(pitch / 6))
        else:
            pygame.draw.line(surface, palette.accent, points[0], points[-1], width)
    for square in range(16):
        pygame.draw.circle(surface, palette.text, at(square), max(3, round(pitch / 9)))


def _piece_row(
    surface: pygame.Surface, rect: pygame.Rect, pieces: Sequence[int], width: int
) -> None:
    """Pieces standing side by side on the bottom of `rect`, evenly spread."""
    step = rect.w / len(pieces)
    base = rect.bottom - round(width * 0.1)
    for index, piece in enumerate(pieces):
        blit_piece(surface, piece, width, (round(rect.left + step * (index + 0.5)), base))


# --- the pictures ---------------------------------------------------------------------


def _attributes(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Four pairs of pieces, each pair different in one attribute only, its values named."""
    palette = colours()
    groups = sketch.panels(rect, 4, _px(rect, 24))
    label_h = _px(rect, 34)
    # As tall as the pieces need (no taller), in the middle of the picture.
    piece_w = groups[0].w // 2 - _px(rect, 18)
    tall = 2 * label_h + _px(rect, 14) + round(piece_w * art.HEIGHT_RATIO)
    for group in groups:
        group.h = min(group.h, tall)
        group.centery = rect.centery
    for group, attribute in zip(groups, ATTRIBUTES, strict=True):
        draw_frame(surface, group, palette.panel, radius=_px(rect, 14))
        sketch.caption_across(
            surface,
            words.attribute(attribute.name),
            group,
            group.top + label_h // 2 + _px(rect, 6),
            _px(rect, 28),
            colour=palette.accent,
            bold=True,
        )
        room = group.inflate(-_px(rect, 16), 0)
        top, bottom = group.top + label_h + _px(rect, 8), group.bottom - label_h - _px(rect, 6)
        room = pygame.Rect(room.left, top, room.w, bottom - top)
        width = max(12, min(room.w // 2 - _px(rect, 10), round(room.h / art.HEIGHT_RATIO)))
        pair = (0, attribute.bit)
        _piece_row(surface, room, pair, width)
        for index, piece in enumerate(pair):
            x = room.left + room.w * (1 + 2 * index) // 4
            sketch.caption(
                surface,
                words.value(attribute.value_of(piece)),
                (x, group.bottom - label_h // 2 - _px(rect, 4)),
                _px(rect, 24),
                room.w // 2,
            )


def _board_and_grid(
    surface: pygame.Surface,
    rect: pygame.Rect,
    cells: Cells,
    options: RuleOptions,
    ways: Sequence[Sequence[int]],
    ways_words: str,
) -> None:
    """An example board with its QUARTO marked, and beside it every way of making one."""
    palette = colours()
    left, right = sketch.panels(rect, 2, _px(rect, 40))
    marks = [(line.squares, palette.good, False) for line in made_lines(cells, options)]
    _board(surface, left, cells, marks, scale=_scale(rect))
    grid = right.inflate(-right.w // 5, -_px(rect, 60))
    grid.top = right.top
    _grid(surface, grid, ways)
    size = _px(rect, 26)
    sketch.caption_across(
        surface, ways_words, right, right.bottom - size, size, colour=palette.text_dim
    )


def _line(surface: pygame.Surface, rect: pygame.Rect) -> None:
    _board_and_grid(
        surface, rect, LINE_EXAMPLE, RuleOptions(), STRAIGHT_LINES, text("quarto.rules.line.ways")
    )


def _square(surface: pygame.Surface, rect: pygame.Rect) -> None:
    _board_and_grid(
        surface,
        rect,
        SQUARE_EXAMPLE,
        RuleOptions(squares=True),
        TWO_BY_TWO,
        text("quarto.rules.square.ways"),
    )


def _beginner(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Only colour counts: four dark pieces win, four tall ones do not."""
    palette = colours()
    gap = _px(rect, 20)
    rows = [
        pygame.Rect(rect.left, rect.top + i * (rect.h + gap) // 2, rect.w, (rect.h - gap) // 2)
        for i in range(2)
    ]
    for row, pieces in zip(rows, (BEGINNER_DARK, BEGINNER_TALL), strict=True):
        board = tuple(pieces) + (None,) * 12
        made = Position(board).lines(BEGINNER)
        counts = bool(made)
        draw_frame(surface, row, palette.panel, radius=_px(rect, 14))
        mark = pygame.Rect(row.left, row.top, row.h, row.h)
        if counts:
            sketch.tick(surface, mark.center, row.h * 0.4)
        else:
            sketch.cross(surface, mark.center, row.h * 0.36)
        pieces_area = pygame.Rect(
            mark.right, row.top + _px(rect, 8), row.w * 45 // 100, row.h - _px(rect, 14)
        )
        width = max(12, min(pieces_area.w // 5, round(pieces_area.h / art.HEIGHT_RATIO)))
        _piece_row(surface, pieces_area, pieces, width)
        shared = Position(board).lines(RuleOptions())[0]
        key = "quarto.rules.beginner.counts" if counts else "quarto.rules.beginner.not"
        said = text(key, line=words.made_line(shared))
        words_area = pygame.Rect(
            pieces_area.right + gap, row.top, row.right - pieces_area.right - 2 * gap, row.h
        )
        sketch.words_in(
            surface,
            said,
            words_area,
            _px(rect, 28),
            colour=palette.good if counts else palette.text,
            bold=counts,
        )


def _hand_box(surface: pygame.Surface, rect: pygame.Rect, said: str, size: int) -> None:
    """A hand slot as the table draws it, named above."""
    palette = colours()
    draw_frame(surface, rect, palette.background, edge=palette.panel_edge, width=2)
    above = (rect.centerx, rect.top - size)
    sketch.caption(surface, said, above, size, rect.w + 4 * size, colour=palette.text_dim)


def _give_place(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Give: a piece from the pieces left to the opponent's hand; place: from the hand
    onto an empty square."""
    palette = colours()
    reserve, hand_area, board_area = sketch.panels(rect, 3, _px(rect, 60))
    # the pieces left beside the board, one of them chosen
    shelf = reserve.inflate(0, -reserve.h // 3)
    shelf.bottom = reserve.bottom - _px(rect, 40)
    draw_frame(surface, shelf, palette.panel, edge=palette.panel_edge, width=1)
    width = max(12, min(shelf.w // 5, round(shelf.h / 2 / art.HEIGHT_RATIO)))
    left_pieces = (0, 6, 9, 15, 3, 12, 5, 10)
    chosen = 13
    halves = [
        pygame.Rect(shelf.left, shelf.top + i * shelf.h // 2, shelf.w, shelf.h // 2)
        for i in range(2)
    ]
    _piece_row(surface, halves[0], left_pieces[:4], width)
    _piece_row(surface, halves[1], left_pieces[4:], width)
    sketch.caption(
        surface,
        text("quarto.rules.give.left"),
        (shelf.centerx, shelf.top - _px(rect, 20)),
        _px(rect, 24),
        shelf.w,
        colour=palette.text_dim,
    )
    # the hand: the chosen piece, given
    hand = pygame.Rect(
        0, 0, min(hand_area.w * 2 // 3, _px(rect, 170)), min(hand_area.h // 2, _px(rect, 190))
    )
    hand.center = (hand_area.centerx, shelf.centery)
    _hand_box(surface, hand, text("quarto.rules.give.hand"), _px(rect, 24))
    big = max(12, min(hand.w * 2 // 3, round(hand.h * 0.8 / art.HEIGHT_RATIO)))
    blit_piece(
        surface, chosen, big, (hand.centerx, hand.bottom - round(big * 0.28)), highlight=True
    )
    # the board: where it goes
    cells = {0: 4, 5: 14, 10: 1, 3: 7, 12: 2}
    target = 9
    marks = [((target,), palette.good, False)]
    room = board_area.inflate(0, -_px(rect, 20))
    centres = _board(surface, room, cells, marks, scale=_scale(rect))
    pitch = abs(centres[1][0] - centres[0][0])
    ink = palette.accent
    line = max(3, _px(rect, 6))
    sketch.arrow(
        surface,
        (shelf.right + _px(rect, 6), shelf.centery),
        (hand.left - _px(rect, 8), hand.centery),
        ink,
        line,
    )
    sketch.arrow(
        surface,
        (hand.right + _px(rect, 8), hand.centery),
        (centres[target][0] - pitch // 2, centres[target][1]),
        ink,
        line,
    )
    number = _px(rect, 30)
    for said, x in (
        (text("quarto.rules.give.one"), (shelf.right + hand.left) // 2),
        (text("quarto.rules.give.two"), (hand.right + centres[target][0]) // 2),
    ):
        sketch.caption(
            surface,
            said,
            (x, hand.centery - _px(rect, 30)),
            number,
            _px(rect, 200),
            colour=ink,
            bold=True,
        )


def _call_button(surface: pygame.Surface, rect: pygame.Rect, seconds: int | None = None) -> None:
    """The QUARTO! button as the table draws it; with a countdown ring when `seconds`."""
    palette = colours()
    draw_frame(
        surface, rect, palette.call, edge=palette.panel_edge, width=1, radius=max(4, rect.h // 5)
    )
    room = rect.w - 12
    centre_x = rect.centerx
    if seconds is not None:
        r = rect.h * 30 // 100
        ring = (rect.right - r - rect.h // 6, rect.centery)
        width = max(3, rect.h // 12)
        pygame.draw.circle(surface, palette.call_dim, ring, r, width)
        arc = pygame.Rect(0, 0, 2 * r, 2 * r)
        arc.center = ring
        pygame.draw.arc(surface, palette.accent, arc, 1.57, 1.57 + 6.28 * 0.6, width)
        sketch.caption(surface, str(seconds), ring, max(12, r), 2 * r, bold=True)
        room -= 2 * r + rect.h // 6
        centre_x = rect.left + 6 + room // 2
    sketch.caption(
        surface,
        text("quarto.call.button"),
        (centre_x, rect.centery),
        rect.h * 2 // 5,
        room,
        bold=True,
    )


def _call(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A line just made by the last piece placed; its maker calls QUARTO!."""
    palette = colours()
    board_area, button_area = sketch.panels(rect, 2, _px(rect, 40))
    marks: list[Mark] = [(line.squares, palette.good, False) for line in made_lines(CALL_EXAMPLE)]
    marks.append(((CALL_LAST,), palette.last_move, True))
    centres = _board(surface, board_area, CALL_EXAMPLE, marks, scale=_scale(rect))
    pitch = abs(centres[1][0] - centres[0][0])
    button = pygame.Rect(0, 0, min(button_area.w * 3 // 4, _px(rect, 320)), _px(rect, 100))
    button.center = (button_area.centerx, button_area.centery)
    _call_button(surface, button)
    sketch.arrow(
        surface,
        (centres[CALL_LAST][0] + pitch // 2, centres[CALL_LAST][1]),
        (button.left - _px(rect, 10), button.centery),
        palette.accent,
        max(3, _px(rect, 6)),
    )
    said = words.made_line(made_lines(CALL_EXAMPLE)[0])
    y = button.bottom + _px(rect, 40)
    sketch.caption_across(
        surface, said, button_area, y, _px(rect, 28), colour=palette.good, bold=True
    )


def _steal_lapse(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Left: a line made and a piece handed over without a call; the other player calls
    before the countdown ends. Right: nobody called; the line lapses."""
    palette = colours()
    steal, lapse = sketch.panels(rect, 2, _px(rect, 50))
    line = made_lines(CALL_EXAMPLE)[0]
    k = _scale(rect)
    for part, key in ((steal, "quarto.rules.steal.title"), (lapse, "quarto.rules.lapse.title")):
        y = part.top + _px(rect, 14)
        sketch.caption_across(
            surface, text(key), part, y, _px(rect, 28), colour=palette.accent, bold=True
        )
    board_room = _below(steal, _px(rect, 34))
    board_room.w = steal.w * 55 // 100
    _board(surface, board_room, CALL_EXAMPLE, [(line.squares, palette.call, False)], scale=k)
    side = pygame.Rect(
        board_room.right + _px(rect, 16),
        board_room.top,
        steal.right - board_room.right - _px(rect, 16),
        board_room.h,
    )
    hand = pygame.Rect(
        0, 0, min(side.w, _px(rect, 120)), min(side.h // 2 - _px(rect, 30), _px(rect, 140))
    )
    hand.midtop = (side.centerx, side.top + _px(rect, 50))
    _hand_box(surface, hand, text("quarto.rules.steal.given"), _px(rect, 24))
    width = max(12, min(hand.w * 2 // 3, round(hand.h * 0.8 / art.HEIGHT_RATIO)))
    blit_piece(surface, STEAL_HAND, width, (hand.centerx, hand.bottom - round(width * 0.28)))
    button = pygame.Rect(0, 0, side.w, min(_px(rect, 80), side.h // 4))
    button.midtop = (side.centerx, hand.bottom + _px(rect, 30))
    _call_button(surface, button, seconds=3)
    board_room = _below(lapse, _px(rect, 34))
    marks = [(line.squares, palette.lapsed, True), ((9,), palette.last_move, True)]
    _board(surface, board_room, {**CALL_EXAMPLE, 9: STEAL_HAND}, marks, scale=k)


def _dice(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Both throw a die: a tie throws again, then the higher throw gives the first piece."""
    palette = colours()
    throws = ((3, 3), (5, 2))
    rounds = sketch.panels(rect, 2, _px(rect, 80))
    side = min(_px(rect, 120), rect.h // 3)
    for index, (part, pair) in enumerate(zip(rounds, throws, strict=True)):
        draw_frame(surface, part, palette.panel, radius=_px(rect, 14))
        for seat, face in enumerate(pair):
            die = pygame.Rect(0, 0, side, side)
            die.center = (part.left + part.w * (1 + 2 * seat) // 4, part.centery - _px(rect, 20))
            sketch.die(surface, die, face)
            name = text("quarto.name.first" if seat == 0 else "quarto.name.second")
            sketch.caption(
                surface, name, (die.centerx, die.bottom + _px(rect, 26)), _px(rect, 24), part.w // 2
            )
        last = index == len(throws) - 1
        said = (
            text("quarto.dice.first", player=text("quarto.name.first"))
            if last
            else text("frame.dice.tie")
        )
        sketch.caption_across(
            surface,
            said,
            part,
            part.bottom - _px(rect, 30),
            _px(rect, 28),
            colour=palette.accent if last else palette.text_dim,
            bold=last,
        )
    sketch.arrow(
        surface,
        (rounds[0].right + _px(rect, 10), rect.centery),
        (rounds[1].left - _px(rect, 10), rect.centery),
        palette.text_dim,
        max(3, _px(rect, 5)),
    )


# --- the book ----------------------------------------------------------------------------


def _squares_played(options: Mapping[str, str]) -> bool:
    return options.get("board") == "squares"


def _fewer_attributes(options: Mapping[str, str]) -> bool:
    return any(options.get(a.name, "yes") == "no" for a in ATTRIBUTES)


def _calling(options: Mapping[str, str]) -> bool:
    return options.get("calling", "announce") == "announce"


def pages() -> list[RulePage]:
    """Quarto's rule book, in the order a newcomer learns the game."""
    return [
        RulePage(
            text("quarto.rules.pieces.title"),
            _attributes,
            (text("quarto.rules.pieces.1"), text("quarto.rules.pieces.2")),
        ),
        RulePage(
            text("quarto.rules.line.title"),
            _line,
            (
                text("quarto.rules.line.1"),
                text("quarto.rules.line.2", line=words.made_line(made_lines(LINE_EXAMPLE)[0])),
            ),
        ),
        RulePage(
            text("quarto.rules.give.title"),
            _give_place,
            (text("quarto.rules.give.1"), text("quarto.rules.give.2")),
        ),
        RulePage(
            text("quarto.rules.call.title"),
            _call,
            (text("quarto.rules.call.1"), text("quarto.rules.call.2"), text("quarto.rules.call.3")),
        ),
        RulePage(
            text("quarto.rules.steal.page"),
            _steal_lapse,
            (text("quarto.rules.steal.1"), text("quarto.rules.lapse.1")),
            in_force=_calling,
        ),
        RulePage(
            text("quarto.rules.dice.title"),
            _dice,
            (text("quarto.rules.dice.1"), text("quarto.rules.dice.2")),
        ),
        RulePage(
            text("quarto.rules.square.title"),
            _square,
            (text("quarto.rules.square.1"), text("quarto.rules.square.2")),
            in_force=_squares_played,
        ),
        RulePage(
            text("quarto.rules.beginner.title"),
            _beginner,
            (text("quarto.rules.beginner.1"), text("quarto.rules.beginner.2")),
            in_force=_fewer_attributes,
        ),
    ]
