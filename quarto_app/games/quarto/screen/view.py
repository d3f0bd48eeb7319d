"""Drawing the play screen from the table model: board, reserve, both sides, what moves.

Only reads. Back to front: the top bars, the board and its marks, the pieces
on the board (far row first, so nearer pieces stand in front), the reserve,
each side with its hand slot and QUARTO! button, then what moves (a glide, a
refused drop going home, the piece in the pointer's grip).

The selected piece (or square) is drawn in the palette's `selected` colour
with a glow; the keyboard focus is a thin `accent` frame: never two things
that both read as selected.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from quarto_app.frame import seat_panel, text
from quarto_app.frame.assets import assets
from quarto_app.frame.i18n import text as words
from quarto_app.frame.intents import CALL_KEY_LABELS
from quarto_app.frame.play import bar
from quarto_app.frame.play.bar import Said
from quarto_app.frame.seat_panel import SeatPanel
from quarto_app.frame.theme import Colour, colours, lighter
from quarto_app.frame.widgets import Button, draw_frame, draw_shadow

from .. import words as say_piece
from ..match import Calling, Phase
from ..rules import MadeLine
from . import art, say
from .layout import TableLayout
from .places import Place, PlaceKind, hand, reserve
from .table import Flash, Table

Point = tuple[int, int]


def blit_piece(
    surface: pygame.Surface, piece: int, width: int, base: Point, *, highlight: bool = False
) -> None:
    """Draw `piece` standing with its base centre on `base` (drawn once per size, then kept)."""
    image = assets().drawn(
        ("quarto.piece", piece, width, highlight),
        lambda: art.piece_surface(piece, width, highlight=highlight),
    )
    bx, by = art.piece_base(width)
    surface.blit(image, (base[0] - round(bx), base[1] - round(by)))


def draw(
    surface: pygame.Surface,
    table: Table,
    layout: TableLayout,
    buttons: Sequence[Button],
    status: str | None = None,
    hint: str | None = None,
) -> None:
    """The whole play screen for the table as it is; `status` replaces the status line's
    words (a puzzle says its count there), `hint` the game's hint under it (the tutorial's
    coach says what to do instead)."""
    surface.fill(colours().background)
    _status(surface, table, layout, buttons, status, hint)
    _board(surface, table, layout)
    _reserve(surface, table, layout)
    for seat in range(len(layout.seats)):
        _seat(surface, table, layout, seat)
    _moving(surface, table, layout)


# --- the top lines ---------------------------------------------------------------------


def _status(
    surface: pygame.Surface,
    table: Table,
    layout: TableLayout,
    buttons: Sequence[Button],
    status: str | None = None,
    hint: str | None = None,
) -> None:
    palette = colours()
    hands = table.hands
    focused = None
    if hands.focus_visible and hands.focus.kind is PlaceKind.BUTTON:
        focused = hands.focus.index
    notice = table.current_notice()
    advice = say.computer_hint(table)
    if notice is not None:
        message = Said(notice.words, getattr(palette, notice.tone.value))
    elif advice is not None:
        message = Said(advice, palette.hover)
    else:
        message = Said(say.hint(table) if hint is None else hint, palette.text_dim)
    piece = None if table.over else say.pointed_piece(table)
    if piece is not None:
        # The pointed piece in words, at the right end: every attribute without guessing.
        aside = Said(say_piece.piece(piece), palette.hover, bold=True)
    else:
        # Otherwise the rules of this game, always in view.
        aside = Said(say.rules_in_force(table), palette.text_dim)
    bar.draw(
        surface,
        layout.bar,
        status=Said(
            say.status(table) if status is None else status,
            palette.accent if not table.over else palette.good,
        ),
        buttons=buttons,
        focused=focused,
        message=message,
        aside=aside,
    )


# --- the board ---------------------------------------------------------------------------


def _board(surface: pygame.Surface, table: Table, layout: TableLayout) -> None:
    palette = colours()
    board_image = assets().drawn(
        ("quarto.board", layout.board.w), lambda: art.board_texture(layout.board.w)
    )
    surface.blit(board_image, layout.board)
    size = layout.px(24)
    for letter, pos in layout.file_labels + layout.rank_labels:
        text.draw(surface, letter, size, palette.text_dim, center=pos, bold=True)
    match = table.match
    radius = layout.square_cells[0].w * 44 // 100
    ring = max(2, layout.px(4))
    if match.last_square is not None:
        centre = layout.square_centres[match.last_square]
        pygame.draw.circle(surface, palette.last_move, centre, radius, ring)
    hands = table.hands
    if table.human_turn and match.phase == Phase.PLACE:
        drag = hands.drag
        dragging = drag is not None and drag.source.kind is PlaceKind.HAND and drag.moved
        for square in match.position.empty_squares():
            over = hands.hover == Place(PlaceKind.SQUARE, square)
            if over or dragging:
                colour = palette.good if over else palette.panel_edge
                pygame.draw.circle(surface, colour, layout.square_centres[square], radius, ring)
    if hands.focus_visible and table.human_turn and hands.focus.kind is PlaceKind.SQUARE:
        chosen = hands.focus_chosen and table.human_turn and match.phase == Phase.PLACE
        colour = palette.selected if chosen else palette.accent
        centre = layout.square_centres[hands.focus.index]
        pygame.draw.circle(surface, colour, centre, radius + ring, ring + (2 if chosen else 1))
    advice = table.shown_hint()
    if advice is not None and advice.move is not None and advice.move.square is not None:
        # The hint's square: a double ring in the hint's colour, round where the piece goes.
        centre = layout.square_centres[advice.move.square]
        pygame.draw.circle(surface, palette.hover, centre, radius + ring, ring + 1)
        pygame.draw.circle(surface, palette.hover, centre, radius - 2 * ring, max(1, ring // 2))
    if match.lapsed_lines:
        _lines(surface, layout, match.lapsed_lines, palette.lapsed, thin=True)
    result = match.result
    if result is not None and result.lines:
        _glow(surface, layout, result.lines, glow_strength(table.finale_progress()))
        _lines(surface, layout, result.lines, palette.good)
    fading = table.fading_lines()
    if fading:
        _lines(surface, layout, fading, palette.lapsed)
    won = {s for line in result.lines for s in line.squares} if result is not None else set()
    flying = table.flying()
    for square, piece in enumerate(match.position.board):
        if piece is not None and piece not in flying:
            blit_piece(
                surface,
                piece,
                layout.board_piece_width,
                layout.square_centres[square],
                highlight=square in won,
            )


def glow_strength(progress: float | None) -> float:
    """How bright the winning line's glow is: it swells and ebbs twice while the finale
    runs (`progress` 0-1), then stays lit (None: the finale is over, or motion reduced)."""
    if progress is None:
        return 1.0
    return 0.45 + 0.55 * abs(math.sin(progress * 2 * math.pi))


def _glow(
    surface: pygame.Surface, layout: TableLayout, lines: tuple[MadeLine, ...], strength: float
) -> None:
    """A soft light round the winning line(s), under the marks and the pieces."""
    area = layout.board
    light = pygame.Surface(area.size, pygame.SRCALPHA)
    good = colours().good
    radius = layout.square_cells[0].w * 56 // 100
    band = max(8, layout.px(30))
    for step, alpha in ((1.0, 70), (0.7, 90)):
        colour = (*good[:3], round(alpha * strength))
        for line in lines:
            points = [
                (x - area.left, y - area.top)
                for x, y in (layout.square_centres[s] for s in line.squares)
            ]
            for point in points:
                pygame.draw.circle(light, colour, point, round(radius * step))
            pygame.draw.lines(light, colour, False, points, round(band * step))
    surface.blit(light, area)


def _lines(
    surface: pygame.Surface,
    layout: TableLayout,
    lines: tuple[MadeLine, ...],
    colour: Colour,
    *,
    thin: bool = False,
) -> None:
    """Mark made lines: each square ringed, and a band through them (2x2 squares: a frame)."""
    radius = layout.square_cells[0].w * 46 // 100
    width = max(2, layout.px(3)) if thin else max(3, layout.px(6))
    band = max(2, layout.px(3)) if thin else max(3, layout.px(8))
    for line in lines:
        points = [layout.square_centres[s] for s in line.squares]
        for point in points:
            pygame.draw.circle(surface, colour, point, radius, width)
        xs, ys = {p[0] for p in points}, {p[1] for p in points}
        straight = len(xs) == 1 or len(ys) == 1 or line.squares in ((0, 5, 10, 15), (3, 6, 9, 12))
        if straight:
            pygame.draw.line(surface, colour, points[0], points[-1], band)
        else:  # a 2x2 square: join its four centres round
            corners = [points[0], points[1], points[3], points[2]]
            pygame.draw.lines(surface, colour, True, corners, band)


# --- the reserve ---------------------------------------------------------------------------


def _reserve(surface: pygame.Surface, table: Table, layout: TableLayout) -> None:
    palette = colours()
    match = table.match
    frame = layout.reserve.inflate(layout.px(16), layout.px(16))
    draw_frame(surface, frame, palette.panel, edge=palette.panel_edge, width=1)
    text.draw(
        surface,
        words("quarto.reserve.title"),
        layout.px(24),
        palette.text_dim,
        center=(frame.centerx, frame.top - layout.px(16)),
        max_width=frame.w + layout.px(40),
    )
    available = set(match.position.available())
    giving = table.human_turn and match.phase == Phase.GIVE
    held = table.held_piece()
    hands = table.hands
    for piece, slot in enumerate(layout.reserve_slots):
        selected = piece == hands.selected
        if piece in available and piece != held:
            hovered = giving and hands.hover == reserve(piece)
            if selected or hovered:
                pygame.draw.rect(
                    surface, palette.panel_active, slot.inflate(-6, -6), border_radius=8
                )
            if selected:
                pygame.draw.rect(
                    surface,
                    palette.selected,
                    slot.inflate(-4, -4),
                    max(2, layout.px(3)),
                    border_radius=8,
                )
            base = layout.piece_base(reserve(piece))
            if selected:  # picked up: it stands lifted over its shadow
                base = _lifted(surface, base, layout.reserve_piece_width, layout.px(LIFT))
            blit_piece(surface, piece, layout.reserve_piece_width, base, highlight=selected)
        focused = hands.focus_visible and table.human_turn and hands.focus == reserve(piece)
        if focused and not selected:
            pygame.draw.rect(surface, palette.accent, slot.inflate(-2, -2), 2, border_radius=8)
    _hinted_pieces(surface, table, layout)


def _hinted_pieces(surface: pygame.Surface, table: Table, layout: TableLayout) -> None:
    """The hint's piece to give framed in the hint's colour; each piece that would let the
    opponent win at once (after the hint's placement) struck through in red."""
    advice = table.shown_hint()
    if advice is None:
        return
    palette = colours()
    width = max(2, layout.px(4))
    for piece, _square in advice.dangerous:
        if advice.move is not None and piece == advice.move.give:
            continue
        slot = layout.reserve_slots[piece].inflate(-6, -6)
        pygame.draw.line(surface, palette.bad, slot.bottomleft, slot.topright, max(2, width // 2))
    if advice.move is not None and advice.move.give is not None:
        slot = layout.reserve_slots[advice.move.give]
        pygame.draw.rect(surface, palette.hover, slot.inflate(-2, -2), width, border_radius=8)


# --- each side ----------------------------------------------------------------------------


def _seat(surface: pygame.Surface, table: Table, layout: TableLayout, seat: int) -> None:
    palette = colours()
    side = layout.seats[seat]
    match = table.match
    seat_panel.draw(
        surface,
        SeatPanel(side.panel, side.name, side.role),
        name=table.name(seat),
        role=say.role(table, seat),
        active=match.to_act == seat and not table.over,
        name_size=layout.px(36),
        role_size=layout.px(24),
    )
    _hand(surface, table, layout, seat)
    _call_button(surface, table, layout, seat)
    clock = match.clock_remaining
    if clock is not None and match.to_act == seat:
        colour = palette.bad if clock < 10 else palette.text
        said = words("quarto.clock.left", seconds=math.ceil(min(clock, 1e6)))
        text.draw(
            surface, said, layout.px(26), colour, center=side.clock, max_width=side.panel.w - 12
        )
    if table.hints_allowed and table.is_human(seat):
        _hint_button(surface, table, layout, seat)
        if table.match.to_act == seat and _struck_legend(surface, table, layout, seat):
            return  # the legend stands where the last moves were listed
    _recent(surface, table, layout, seat)


def _struck_legend(surface: pygame.Surface, table: Table, layout: TableLayout, seat: int) -> bool:
    """Under the Hint button: what the red strokes over pieces mean (True if said)."""
    said = say.struck_pieces(table)
    if said is None:
        return False
    side = layout.seats[seat]
    size = layout.px(21)
    room = side.panel.w - layout.px(16)
    y = side.hint.bottom + layout.px(22)
    for line in text.wrap(said, size, room)[:4]:
        text.draw(surface, line, size, colours().bad, center=(side.panel.centerx, y))
        y += layout.px(25)
    return True


def _hint_button(surface: pygame.Surface, table: Table, layout: TableLayout, seat: int) -> None:
    """The seat's Hint button: lit on its person's turn, "thinking" while the hint comes."""
    palette = colours()
    rect = layout.seats[seat].hint
    usable = table.human_turn and table.match.to_act == seat
    hovered = usable and table.hands.hover == Place(PlaceKind.HINT, seat)
    fill = palette.button_hover if hovered else palette.button
    draw_frame(surface, rect, fill if usable else palette.panel, edge=palette.panel_edge, width=1)
    thinking = usable and table.hints.thinking
    label = words("quarto.hints.thinking_short" if thinking else "quarto.hints.button")
    colour = palette.text if usable else palette.text_dim
    text.draw(surface, label, layout.px(22), colour, center=rect.center, max_width=rect.w - 8)


def _recent(surface: pygame.Surface, table: Table, layout: TableLayout, seat: int) -> None:
    """This side's last few moves in a few words each, newest first."""
    said = say.recent(table, seat)
    if not said:
        return
    palette = colours()
    side = layout.seats[seat]
    size = layout.px(21)
    y = side.clock[1] + layout.px(34)
    if table.hints_allowed and table.is_human(seat):
        y = side.hint.bottom + layout.px(22)
    if y + len(said) * layout.px(24) > side.panel.bottom:
        return  # no room in a squat window: the board says it all anyway
    centre = side.panel.centerx
    room = side.panel.w - layout.px(12)
    text.draw(
        surface, words("quarto.recent.title"), size, palette.text_dim, center=(centre, y), bold=True
    )
    for index, line in enumerate(said):
        # A piece said in full may not fit a narrow panel on one line: two, then, while
        # the panel has room for them (the oldest moves give way first).
        rows = [line] if text.width(line, size) <= room else text.wrap(line, size, room)[:2]
        if y + len(rows) * layout.px(26) + layout.px(12) > side.panel.bottom:
            break
        colour = palette.text if index == 0 else palette.text_dim
        for number, row in enumerate(rows):
            y += layout.px(21) if number else layout.px(26)
            text.draw(surface, row, size, colour, center=(centre, y), max_width=room)


def holder(table: Table) -> int | None:
    """Who holds the piece in hand: whoever it was last given to (also once the game is
    over: a piece in hand when time ran out, or when a steal was called, stays there)."""
    return table.holder if table.match.position.hand is not None else None


def _hand(surface: pygame.Surface, table: Table, layout: TableLayout, seat: int) -> None:
    palette = colours()
    side = layout.seats[seat]
    match = table.match
    hands = table.hands
    receiving = (
        table.human_turn and match.phase == Phase.GIVE and match.to_act == table.opponent(seat)
    )
    drag = hands.drag
    target = receiving and (
        hands.selected is not None or (drag is not None and drag.source.kind is PlaceKind.RESERVE)
    )
    edge = palette.panel_edge
    if target:
        edge = palette.good if hands.hover == hand(seat) else palette.hover
    draw_frame(surface, side.hand, palette.background, edge=edge, width=3 if target else 1)
    if hands.focus_visible and table.human_turn and hands.focus == hand(seat):
        pygame.draw.rect(
            surface, palette.accent, side.hand.inflate(8, 8), max(2, layout.px(3)), border_radius=12
        )
    piece = match.position.hand
    if piece is not None and holder(table) == seat and piece not in table.flying():
        lit = table.human_turn and hands.hover == hand(seat)
        blit_piece(
            surface, piece, layout.board_piece_width, layout.piece_base(hand(seat)), highlight=lit
        )
    elif target:
        said = words("quarto.hand.give_here")
        text.draw(
            surface,
            said,
            layout.px(22),
            palette.text_dim,
            center=side.hand.center,
            max_width=side.hand.w - 8,
        )


def _call_button(surface: pygame.Surface, table: Table, layout: TableLayout, seat: int) -> None:
    palette = colours()
    side = layout.seats[seat]
    rect = side.call
    match = table.match
    if match.settings.calling is Calling.AUTOMATIC:
        said = words("quarto.call.automatic")
        lines, size = text.fitted_lines(said, layout.px(22), False, rect.w, rect.h, most=3)
        step = round(size * 1.3)  # a little air between the lines: they are read as a note
        y = rect.centery - step * (len(lines) - 1) // 2
        for line in lines:
            text.draw(surface, line, size, palette.text_dim, center=(rect.centerx, y))
            y += step
        return
    usable = table.can_call(seat)
    fill = palette.call if usable else palette.call_dim
    if table.lit((Flash.REFUSED, seat)):
        fill = palette.bad
    elif table.lit((Flash.PRESSED, seat)) or (
        usable and table.hands.hover == Place(PlaceKind.CALL, seat)
    ):
        fill = lighter(palette.call)
    hands = table.hands
    focused = hands.focus_visible and hands.focus == Place(PlaceKind.CALL, seat)
    draw_frame(
        surface,
        rect,
        fill,
        edge=palette.accent if focused else palette.panel_edge,
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
            window.remaining,
            window.length,
            layout,
        )
    text_centre = rect.centerx - ring_room // 2
    room = rect.w - ring_room - 12
    text.draw(
        surface,
        words("quarto.call.button"),
        layout.px(40),
        palette.text,
        bold=True,
        center=(text_centre, rect.centery - layout.px(12)),
        max_width=room,
    )
    if usable:
        label = words("quarto.call.key", key=CALL_KEY_LABELS[seat])
    else:
        label = words("quarto.call.computer") if not table.is_human(seat) else ""
    centre = (text_centre, rect.centery + layout.px(22))
    text.draw(surface, label, layout.px(22), palette.text, center=centre, max_width=room)


def _ring(
    surface: pygame.Surface,
    centre: Point,
    radius: int,
    remaining: float,
    length: float,
    layout: TableLayout,
) -> None:
    """A countdown ring with its seconds: the lit arc is the share of the window still open."""
    palette = colours()
    width = max(3, layout.px(6))
    pygame.draw.circle(surface, palette.call_dim, centre, radius, width)
    left = max(0.0, min(1.0, remaining / length))
    if left > 0:
        rect = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        rect.center = centre
        start = math.pi / 2
        pygame.draw.arc(surface, palette.accent, rect, start, start + 2 * math.pi * left, width)
    seconds = str(math.ceil(max(0.0, min(remaining, 999.0))))
    text.draw(surface, seconds, max(15, radius), palette.text, center=centre, bold=True)


# --- what moves ----------------------------------------------------------------------------


LIFT = 14  # layout pixels a picked-up piece stands over its place
ARC = 40  # layout pixels a gliding piece rises at the middle of its way


def _lifted(surface: pygame.Surface, base: Point, width: int, lift: int) -> Point:
    """A shadow on the table at `base`; the base of the piece lifted `lift` pixels over it."""
    draw_shadow(surface, (base[0] + lift // 4, base[1]), width, lift)
    return base[0], base[1] - lift


def _moving(surface: pygame.Surface, table: Table, layout: TableLayout) -> None:
    for piece, start, end, progress in table.in_flight():
        a = layout.piece_base(start) if isinstance(start, Place) else start
        b = layout.piece_base(end)
        wa = layout.piece_width(start) if isinstance(start, Place) else layout.piece_width(end)
        wb = layout.piece_width(end)
        width = round(wa + (wb - wa) * progress)
        point = (round(a[0] + (b[0] - a[0]) * progress), round(a[1] + (b[1] - a[1]) * progress))
        # Carried over the table: it rises off its place and comes down on the next.
        lift = round(
            math.sin(progress * math.pi) * layout.px(ARC) * min(1.0, math.dist(a, b) / 200)
        )
        blit_piece(surface, piece, width, _lifted(surface, point, width, lift))
    drag = table.hands.drag
    if drag is not None and drag.moved:
        width = layout.board_piece_width
        draw_shadow(surface, (drag.pos[0] + width // 8, drag.pos[1] + width // 10), width, 0)
        # The pointer holds the piece by its base: where the base is, is where it drops.
        blit_piece(surface, drag.item, width, drag.pos, highlight=True)
