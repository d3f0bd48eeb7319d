"""Drawing the play screen: the board, the reserve, both players' sides, and the pieces.

Only reads the play scene. Back to front: table, board and its marks, the
pieces on the board (far row first, so nearer pieces stand in front), the
reserve, both sides with their hand slots and QUARTO! buttons, then anything
moving (a glide, a refused drop going home, the piece in the pointer's grip).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from quarto_app.frame import theme
from quarto_app.frame.intents import CALL_KEY_LABELS
from quarto_app.frame.widgets import draw_frame

from .. import words as say
from ..match import Calling, EventKind, Phase
from ..rules import MadeLine, square_name
from . import art
from .layout import TableLayout

if TYPE_CHECKING:
    from .scene import PlayScene

Point = tuple[int, int]


_converted: dict[tuple[int, int, bool], pygame.Surface] = {}


def _piece_image(piece: int, width: int, highlight: bool) -> pygame.Surface:
    """art's piece, converted once for the display (blits every frame are then cheap)."""
    key = (piece, width, highlight)
    image = _converted.get(key)
    if image is None:
        image = art.piece_surface(piece, width, highlight=highlight)
        if pygame.display.get_surface() is not None:
            image = image.convert_alpha()
        if len(_converted) > 400:  # sizes from earlier window sizes
            _converted.clear()
        _converted[key] = image
    return image


def _board_image(size: int) -> pygame.Surface:
    key = (-1, size, False)
    image = _converted.get(key)
    if image is None:
        image = art.board_texture(size)
        if pygame.display.get_surface() is not None:
            image = image.convert_alpha()
        _converted[key] = image
    return image


def blit_piece(
    surface: pygame.Surface, piece: int, width: int, base: Point, *, highlight: bool = False
) -> None:
    """Draw `piece` standing with its base centre on `base`."""
    image = _piece_image(piece, width, highlight)
    bx, by = art.piece_base(width)
    surface.blit(image, (base[0] - round(bx), base[1] - round(by)))


def draw_table(surface: pygame.Surface, scene: PlayScene) -> None:
    """The whole play screen for the scene's current state."""
    layout = scene.layout
    assert layout is not None
    surface.fill(theme.BACKGROUND)
    _status(surface, scene, layout)
    _board(surface, scene, layout)
    _reserve(surface, scene, layout)
    for seat in (0, 1):
        _seat(surface, scene, layout, seat)
    _moving(surface, scene, layout)


# --- the top lines ---------------------------------------------------------------------


def _status(surface: pygame.Surface, scene: PlayScene, layout: TableLayout) -> None:
    pygame.draw.rect(surface, theme.PANEL, layout.status)
    left = layout.px(24)
    right = layout.undo_button.left - layout.px(16)
    theme.text(
        surface,
        scene.status_line(),
        layout.px(34),
        theme.ACCENT if scene.match.phase != Phase.OVER else theme.GOOD,
        midleft=(left, layout.status.centery),
        max_width=right - left,
    )
    visible = ["menu"] + (["undo", "redo"] if scene.setup.hot_seat and not scene.attract else [])
    for key in visible:
        button = scene.buttons[key]
        index = list(scene.buttons).index(key)
        focused = scene.focus_visible and scene.focus == ("button", index)
        button.draw(surface, focused, layout.px(26))
    if scene.notice is not None:
        words, colour = scene.notice.text, scene.notice.colour
    else:
        words, colour = scene.hint(), theme.TEXT_DIM
    room = layout.message.w - 2 * left
    piece = scene.pointed_piece()
    if piece is not None:
        # The pointed piece in words, at the right end: every attribute without guessing.
        shown = theme.text(
            surface,
            say.piece(piece),
            layout.px(27),
            theme.HOVER,
            midright=(layout.message.right - left, layout.message.centery),
            bold=True,
        )
        room = shown.left - left - layout.px(20)
    if words:
        theme.text(
            surface,
            words,
            layout.px(27),
            colour,
            midleft=(left, layout.message.centery),
            max_width=room,
        )


# --- the board ---------------------------------------------------------------------------


def _board(surface: pygame.Surface, scene: PlayScene, layout: TableLayout) -> None:
    surface.blit(_board_image(layout.board.w), layout.board)
    size = layout.px(24)
    for letter, pos in layout.file_labels + layout.rank_labels:
        theme.text(surface, letter, size, theme.TEXT_DIM, center=pos, bold=True)
    match = scene.match
    radius = layout.square_cells[0].w * 44 // 100
    ring = max(2, layout.px(4))
    if match.last_square is not None:
        pygame.draw.circle(
            surface, theme.LAST_MOVE, layout.square_centres[match.last_square], radius, ring
        )
    placing = scene.human_turn and match.phase == Phase.PLACE
    if placing:
        dragging = scene.drag is not None and scene.drag.source == "hand" and scene.drag.moved
        for square in match.position.empty_squares():
            over = scene.hover == ("square", square)
            if over or dragging:
                colour = theme.GOOD if over else theme.PANEL_EDGE
                pygame.draw.circle(surface, colour, layout.square_centres[square], radius, ring)
    if scene.focus_visible and scene.focus[0] == "square":
        pygame.draw.circle(
            surface, theme.ACCENT, layout.square_centres[scene.focus[1]], radius + ring, ring + 1
        )
    result = match.result
    if result is not None and result.lines:
        _lines(surface, layout, result.lines, theme.GOOD)
    if scene.fading_left > 0 and scene.fading_lines:
        _lines(surface, layout, scene.fading_lines, theme.LAPSED)
    won = {s for line in result.lines for s in line.squares} if result is not None else set()
    for square, piece in enumerate(match.position.board):
        if piece is not None:
            blit_piece(
                surface,
                piece,
                layout.board_piece_width,
                layout.square_centres[square],
                highlight=square in won,
            )


def _lines(
    surface: pygame.Surface, layout: TableLayout, lines: tuple[MadeLine, ...], colour: theme.Colour
) -> None:
    """Mark made lines: a band through their squares, each square ringed."""
    radius = layout.square_cells[0].w * 46 // 100
    for line in lines:
        points = [layout.square_centres[s] for s in line.squares]
        for point in points:
            pygame.draw.circle(surface, colour, point, radius, max(3, layout.px(6)))
        if (
            len(set(p[0] for p in points)) == 1
            or len(set(p[1] for p in points)) == 1
            or (line.squares in ((0, 5, 10, 15), (3, 6, 9, 12)))
        ):
            pygame.draw.line(surface, colour, points[0], points[-1], max(3, layout.px(8)))


# --- the reserve ---------------------------------------------------------------------------


def _reserve(surface: pygame.Surface, scene: PlayScene, layout: TableLayout) -> None:
    match = scene.match
    frame = layout.reserve.inflate(layout.px(16), layout.px(16))
    draw_frame(surface, frame, theme.PANEL, edge=theme.PANEL_EDGE, width=1)
    title = "Pieces to give"
    theme.text(
        surface,
        title,
        layout.px(24),
        theme.TEXT_DIM,
        center=(frame.centerx, frame.top - layout.px(16)),
    )
    available = set(match.position.available())
    giving = scene.human_turn and match.phase == Phase.GIVE
    held = _held_piece(scene)
    for piece, slot in enumerate(layout.reserve_slots):
        focused = scene.focus_visible and scene.focus == ("reserve", piece)
        if focused:
            pygame.draw.rect(
                surface, theme.ACCENT, slot.inflate(-4, -4), max(2, layout.px(3)), border_radius=8
            )
        if piece not in available or piece == held:
            continue
        lit = piece == scene.selected or (giving and scene.hover == ("reserve", piece))
        if lit:
            pygame.draw.rect(surface, theme.PANEL_ACTIVE, slot.inflate(-6, -6), border_radius=8)
        blit_piece(
            surface,
            piece,
            layout.reserve_piece_width,
            layout.piece_base(("reserve", piece)),
            highlight=lit,
        )


def _held_piece(scene: PlayScene) -> int | None:
    """The piece that is in flight (dragged, gliding, going home), not in its place."""
    if scene.drag is not None and scene.drag.moved:
        return scene.drag.piece
    if scene.returning is not None:
        return scene.returning.piece
    glide = scene.computer.glide if scene.computer is not None else None
    return glide.piece if glide is not None else None


# --- each side ----------------------------------------------------------------------------


def _seat(surface: pygame.Surface, scene: PlayScene, layout: TableLayout, seat: int) -> None:
    side = layout.seats[seat]
    match = scene.match
    active = match.to_act == seat and match.phase != Phase.OVER
    draw_frame(
        surface,
        side.panel,
        theme.PANEL_ACTIVE if active else theme.PANEL,
        edge=theme.ACCENT if active else theme.PANEL_EDGE,
        width=3 if active else 1,
    )
    name_colour = theme.ACCENT if active else theme.TEXT
    theme.text(
        surface,
        scene.name(seat),
        layout.px(36),
        name_colour,
        center=side.name,
        bold=True,
        max_width=side.panel.w - 16,
    )
    theme.text(
        surface,
        _role(scene, seat),
        layout.px(24),
        theme.TEXT_DIM,
        center=side.role,
        max_width=side.panel.w - 12,
    )
    _hand(surface, scene, layout, seat)
    _call_button(surface, scene, layout, seat)
    clock = match.clock_remaining
    if clock is not None and match.to_act == seat:
        colour = theme.BAD if clock < 10 else theme.TEXT
        theme.text(
            surface, f"{math.ceil(clock)} s left to move", layout.px(26), colour, center=side.clock
        )
    _recent(surface, scene, layout, seat)


RECENT = 3  # moves of each side listed under its QUARTO! button


def _recent(surface: pygame.Surface, scene: PlayScene, layout: TableLayout, seat: int) -> None:
    """This side's last few moves in a few words each, newest first."""
    said = []
    for event in reversed(scene.match.events):
        if event.player != seat:
            continue
        if event.kind is EventKind.GIVE and event.piece is not None:
            said.append(f"gave {say.piece(event.piece)}")
        elif event.kind is EventKind.PLACE and event.square is not None:
            said.append(f"placed on {square_name(event.square)}")
        elif event.kind is EventKind.FALSE_CALL:
            said.append("called QUARTO! wrongly")
        if len(said) == RECENT:
            break
    if not said:
        return
    side = layout.seats[seat]
    size = layout.px(21)
    y = side.clock[1] + layout.px(34)
    if y + len(said) * layout.px(24) > side.panel.bottom:
        return  # no room in a squat window: the board says it all anyway
    theme.text(
        surface, "Last moves", size, theme.TEXT_DIM, center=(side.panel.centerx, y), bold=True
    )
    for index, words in enumerate(said):
        y += layout.px(26)
        colour = theme.TEXT if index == 0 else theme.TEXT_DIM
        theme.text(
            surface,
            words,
            size,
            colour,
            center=(side.panel.centerx, y),
            max_width=side.panel.w - layout.px(12),
        )


def _role(scene: PlayScene, seat: int) -> str:
    """What this side is doing, in words that suit any name ("You", "Anna")."""
    match = scene.match
    if match.phase == Phase.OVER:
        result = match.result
        if result is not None and result.winner == seat:
            return "winner!"
        return "a draw" if result is not None and result.winner is None else ""
    if scene.rolling:
        return "throwing the dice"
    if scene.computer is not None and scene.computer.thinking == seat:
        return "thinking" + "." * (1 + int(scene.app.frames / 20) % 3)
    if match.to_act != seat:
        return "waiting"
    if match.phase == Phase.GIVE:
        return "choosing a piece to give"
    if match.phase == Phase.PLACE:
        return "placing this piece"
    return "may still call QUARTO!"


def _hand(surface: pygame.Surface, scene: PlayScene, layout: TableLayout, seat: int) -> None:
    side = layout.seats[seat]
    match = scene.match
    giving = scene.human_turn and match.phase == Phase.GIVE and match.to_act == 1 - seat
    target = giving and (
        scene.selected is not None or (scene.drag is not None and scene.drag.source == "reserve")
    )
    edge = theme.PANEL_EDGE
    if target:
        edge = theme.GOOD if scene.hover == ("hand", seat) else theme.HOVER
    draw_frame(surface, side.hand, theme.BACKGROUND, edge=edge, width=3 if target else 1)
    if scene.focus_visible and scene.focus == ("hand", seat):
        pygame.draw.rect(
            surface, theme.ACCENT, side.hand.inflate(8, 8), max(2, layout.px(3)), border_radius=12
        )
    hand = match.position.hand
    holder = match.to_act if match.phase == Phase.PLACE else None
    if hand is not None and holder == seat and hand != _held_piece(scene):
        lit = scene.human_turn and scene.hover == ("hand", seat)
        blit_piece(
            surface,
            hand,
            layout.board_piece_width,
            layout.piece_base(("hand", seat)),
            highlight=lit,
        )
    elif target:
        theme.text(surface, "give here", layout.px(22), theme.TEXT_DIM, center=side.hand.center)


def _call_button(surface: pygame.Surface, scene: PlayScene, layout: TableLayout, seat: int) -> None:
    side = layout.seats[seat]
    rect = side.call
    match = scene.match
    if match.settings.calling is Calling.AUTOMATIC:
        theme.text(
            surface,
            "Quartos are declared",
            layout.px(22),
            theme.TEXT_DIM,
            center=(rect.centerx, rect.centery - layout.px(12)),
        )
        theme.text(
            surface,
            "automatically",
            layout.px(22),
            theme.TEXT_DIM,
            center=(rect.centerx, rect.centery + layout.px(12)),
        )
        return
    usable = scene.can_call(seat)
    fill = theme.QUARTO if usable else theme.QUARTO_DIM
    if seat in scene.refused:
        fill = theme.BAD
    elif seat in scene.pressed or (usable and scene.hover == ("call", seat)):
        fill = tuple(min(255, c + 40) for c in theme.QUARTO)  # type: ignore[assignment]
    focused = scene.focus_visible and scene.focus == ("call", seat)
    draw_frame(
        surface,
        rect,
        fill,
        edge=theme.ACCENT if focused else theme.PANEL_EDGE,
        width=4 if focused else 1,
        radius=16,
    )
    window = match.call_window(seat)
    ring_room = 0
    if window is not None and window.remaining is not None and window.length:
        ring_room = rect.h * 3 // 4
        _ring(
            surface,
            (rect.right - ring_room // 2 - 6, rect.centery),
            rect.h * 30 // 100,
            window.remaining / window.length,
            layout,
        )
    text_centre = rect.centerx - ring_room // 2
    theme.text(
        surface,
        "QUARTO!",
        layout.px(40),
        theme.TEXT,
        bold=True,
        center=(text_centre, rect.centery - layout.px(12)),
        max_width=rect.w - ring_room - 12,
    )
    if usable:
        label = f"key {CALL_KEY_LABELS[seat]}"
    else:
        label = "the computer calls itself" if not scene.is_human(seat) else ""
    theme.text(
        surface,
        label,
        layout.px(22),
        theme.TEXT,
        center=(text_centre, rect.centery + layout.px(22)),
        max_width=rect.w - ring_room - 12,
    )


def _ring(
    surface: pygame.Surface, centre: Point, radius: int, left: float, layout: TableLayout
) -> None:
    """A countdown ring: the lit arc is the share of the window still open."""
    width = max(3, layout.px(6))
    pygame.draw.circle(surface, theme.QUARTO_DIM, centre, radius, width)
    if left > 0:
        rect = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        rect.center = centre
        start = math.pi / 2
        pygame.draw.arc(surface, theme.ACCENT, rect, start, start + 2 * math.pi * left, width)


# --- what moves ----------------------------------------------------------------------------


def _moving(surface: pygame.Surface, scene: PlayScene, layout: TableLayout) -> None:
    glide = scene.computer.glide if scene.computer is not None else None
    if glide is not None:
        a, b = layout.piece_base(glide.start), layout.piece_base(glide.end)
        wa, wb = layout.piece_width(glide.start), layout.piece_width(glide.end)
        t = glide.progress
        point = (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t))
        blit_piece(surface, glide.piece, round(wa + (wb - wa) * t), point)
    back = scene.returning
    if back is not None:
        from .scene import RETURN_SECONDS

        home = layout.piece_base(back.home)
        t = min(1.0, back.elapsed / RETURN_SECONDS)
        point = (
            round(back.start[0] + (home[0] - back.start[0]) * t),
            round(back.start[1] + (home[1] - back.start[1]) * t),
        )
        blit_piece(surface, back.piece, layout.piece_width(back.home), point)
    drag = scene.drag
    if drag is not None and drag.moved:
        width = layout.board_piece_width
        shadow = pygame.Rect(0, 0, width, width // 3)
        shadow.center = (drag.pos[0] + width // 8, drag.pos[1] + width // 10)
        pygame.draw.ellipse(surface, (20, 16, 14), shadow)
        # The pointer holds the piece by its base: where the base is, is where it drops.
        blit_piece(surface, drag.piece, width, drag.pos, highlight=True)
