"""Drawing Quartino's table from the table model: the wheel and its stacks, the supply, the
turn's row, the hand at the screen, every seat's panel, and what moves.

Only reads, and only what the seat at the screen may see (`table.seen`): its
own cards face up, every other hand as backs, except the cards everyone saw
(discarded, or shown by a wrong claim), until the result reveals every hand.
Back to front: the top bars, the wheel and its stacks, the supply, the turn's
row, the hand, the seats, then what moves (a computer's stone, a refused
drop going home, the stone in the pointer's grip) and a claimed card.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from quarto_app.frame import motion, seat_panel, text
from quarto_app.frame.assets import assets
from quarto_app.frame.i18n import text as words
from quarto_app.frame.play import bar
from quarto_app.frame.play.bar import Said
from quarto_app.frame.seat_panel import SeatPanel
from quarto_app.frame.theme import colours, lighter
from quarto_app.frame.widgets import Button, draw_frame, draw_shadow

from .. import words as say_words
from ..match import Phase
from ..rules import CENTRE, COLUMN_THRESHOLD, Card, Colour
from . import art, say
from .input import TableInput
from .layout import TableLayout
from .places import Place, PlaceKind, TurnButton, action, card, space, supply
from .table import Table

Point = tuple[int, int]
TURN_WORDS = {
    TurnButton.COLOUR: "quartino.button.colour",
    TurnButton.CLAIM: "quartino.button.claim",
    TurnButton.END: "quartino.button.end",
}
LIFT = 12  # layout pixels a picked-up stone stands over its pile
TURN_KEYS = {TurnButton.COLOUR: "C", TurnButton.CLAIM: "Q", TurnButton.END: "E"}


def draw(
    surface: pygame.Surface,
    table: Table,
    layout: TableLayout,
    buttons: Sequence[Button],
    table_input: TableInput,
) -> None:
    """The whole play screen for the table as it is."""
    surface.fill(colours().background)
    _bar(surface, table, layout, buttons)
    _wheel(surface, table, layout)
    _supply(surface, table, layout)
    _turn_row(surface, table, layout, table_input)
    _hand(surface, table, layout)
    for seat in range(len(layout.seats)):
        _seat(surface, table, layout, seat)
    _moving(surface, table, layout)
    _shown_card(surface, table, layout)


# --- the top lines -------------------------------------------------------------------


def _bar(
    surface: pygame.Surface, table: Table, layout: TableLayout, buttons: Sequence[Button]
) -> None:
    palette = colours()
    hands = table.hands
    focused = None
    if hands.focus_visible and hands.focus.kind is PlaceKind.BUTTON:
        focused = hands.focus.index
    notice = table.current_notice()
    card_words = say.pointed_card(table)
    if notice is not None:
        message = Said(notice.words, getattr(palette, notice.tone.value))
    elif card_words is not None:  # the wide line: the card read out whole
        message = Said(card_words, palette.hover, bold=True)
    else:
        message = Said(say.hint(table), palette.text_dim)
    pointed = None if table.over else say.pointed(table)
    if pointed is not None:
        aside = Said(pointed, palette.hover, bold=True)
    else:
        aside = Said(say.round_and_rules(table), palette.text_dim)
    bar.draw(
        surface,
        layout.bar,
        status=Said(say.status(table), palette.accent if not table.over else palette.good),
        buttons=buttons,
        focused=focused,
        message=message,
        aside=aside,
    )


# --- the wheel ------------------------------------------------------------------------


def _wheel(surface: pygame.Surface, table: Table, layout: TableLayout) -> None:
    wheel = layout.wheel
    relative = tuple((x - wheel.left, y - wheel.top) for x, y in layout.space_centres)
    image = assets().drawn(
        ("quartino.wheel", wheel.w, layout.space_radius, art.current_style()),
        lambda: art.wheel_surface(wheel.w, relative, layout.space_radius, layout.centre_radius),
    )
    surface.blit(image, wheel)
    _space_marks(surface, table, layout)
    seen = table.seen
    clearing = table.current_clearing()
    for index, stack in enumerate(seen.board.stacks):
        if table.arriving_at(index):
            stack = stack[:-1]  # its new top stone is still on the way (see _moving)
        if stack:
            _stack(surface, layout, index, stack)
        elif clearing is not None and index in clearing.stacks:
            _falling(surface, layout, index, clearing.stacks[index], clearing.timer.progress)
    _card_matches(surface, table, layout)
    _space_numbers(surface, layout)


def _space_numbers(surface: pygame.Surface, layout: TableLayout) -> None:
    """The ring's numbers, outside each space, over whatever stands there: a tall stack
    rises towards the number above it, and the players name the spaces by them."""
    palette = colours()
    size = layout.px(20)
    for index, at in enumerate(layout.space_numbers, start=1):
        chip = _number_chip(layout, index)
        draw_frame(surface, chip, palette.panel, edge=palette.panel_edge, width=1, radius=chip.h)
        text.draw(surface, str(index), size, palette.text, center=at, bold=True)


def _number_chip(layout: TableLayout, index: int) -> pygame.Rect:
    """Where ring space `index`'s number is drawn."""
    chip = pygame.Rect(0, 0, layout.px(24), layout.px(24))
    chip.center = layout.space_numbers[index - 1]
    return chip


def _radius(layout: TableLayout, index: int) -> int:
    return layout.centre_radius if index == CENTRE else layout.space_radius


def _space_marks(surface: pygame.Surface, table: Table, layout: TableLayout) -> None:
    """Where a stone may go: hover, drop targets while dragging, the keyboard focus."""
    palette = colours()
    hands = table.hands
    placing = table.human_turn and table.seen.phase is Phase.PLACE
    dragging = hands.drag is not None and hands.drag.moved
    ring = max(2, layout.px(4))
    for index, centre in enumerate(layout.space_centres):
        r = _radius(layout, index) + layout.px(3)
        over = hands.hover == space(index)
        if placing and (dragging or (hands.selected is not None and over)):
            colour = palette.good if over else palette.panel_edge
            pygame.draw.circle(surface, colour, centre, r, ring)
        focused = hands.focus_visible and hands.focus == space(index)
        if focused and table.human_turn:
            chosen = hands.focus_chosen and placing
            colour = palette.selected if chosen else palette.accent
            pygame.draw.circle(surface, colour, centre, r + ring, ring + (2 if chosen else 1))


def _stack(
    surface: pygame.Surface, layout: TableLayout, index: int, stack: Sequence[Colour]
) -> None:
    """A stack seen a little from above: every stone's edge, the top stone whole."""
    palette = colours()
    width = layout.stone_width
    bx, by = layout.space_centres[index]
    ox, oy = art.stone_base(width)
    step = art.stone_step(width)
    base_y = by + step // 2
    for level, colour in enumerate(stack):
        top = level == len(stack) - 1
        image = stone_image(colour, width, top=top)
        surface.blit(image, (bx - ox, base_y - oy - level * step))
    if len(stack) >= 3:  # the height in a number, on the stack's right
        tall = len(stack) >= COLUMN_THRESHOLD
        badge = pygame.Rect(0, 0, layout.px(26), layout.px(22))
        y = base_y - len(stack) * step // 2
        if bx > layout.wheel.centerx + width // 2:  # the number is on the right: go left
            badge.midright = (bx - width // 2 + layout.px(4), y)
        else:
            badge.midleft = (bx + width // 2 - layout.px(4), y)
        draw_frame(
            surface,
            badge,
            palette.bad if tall else palette.panel,
            edge=palette.text,
            width=1,
            radius=layout.px(8),
        )
        text.draw(
            surface, str(len(stack)), layout.px(18), palette.text, center=badge.center, bold=True
        )


FALL_SHARE = 0.45  # of a column's clearing, the fall; then the stones go back


def _falling(
    surface: pygame.Surface,
    layout: TableLayout,
    index: int,
    stack: Sequence[Colour],
    progress: float,
) -> None:
    """A stack the Column rule cleared: it topples, its stones tumbling down beside the
    space as they fall (faster and faster), then they roll back to the supply, faded."""
    width = layout.stone_width
    start = layout.space_centres[index]
    step = art.stone_step(width)
    fall = min(1.0, progress / FALL_SHARE)
    back = max(0.0, (progress - FALL_SHARE) / (1 - FALL_SHARE))
    for level, colour in enumerate(stack):
        # Toppling: the higher a stone, the further it lands off to the side.
        side = (1 if index % 2 else -1) * level * width * 0.45
        landed = (start[0] + side * fall, start[1] - level * step * (1 - fall * fall))
        end = layout.stone_base(supply(int(colour)))
        point = (
            round(landed[0] + (end[0] - landed[0]) * back),
            round(landed[1] + (end[1] - landed[1]) * back),
        )
        image = art.stone_surface(colour, width, dim=True)
        ox, oy = art.stone_base(width)
        surface.blit(image, (point[0] - ox, point[1] - oy))


def _card_matches(surface: pygame.Surface, table: Table, layout: TableLayout) -> None:
    """With hints on: where the pointed (or picked) card of the hand shows on the board."""
    if not table.hints or table.viewer is None:
        return
    hands = table.hands
    index = None
    place = hands.focus if hands.focus_visible else hands.hover
    if place is not None and place.kind is PlaceKind.CARD:
        index = place.index
    elif table.selected_card is not None:
        index = table.selected_card
    hand = table.seen.hand
    if index is None or index >= len(hand):
        return
    palette = colours()
    for spaces in table.matches(hand[index]):
        points = [layout.space_centres[i] for i in spaces]
        pygame.draw.lines(surface, palette.good, False, points[1:], max(3, layout.px(6)))
        pygame.draw.line(surface, palette.good, points[0], points[2], max(2, layout.px(3)))
        for i, point in zip(spaces, points, strict=True):
            r = _radius(layout, i) + layout.px(6)
            pygame.draw.circle(surface, palette.good, point, r, max(3, layout.px(5)))


# --- the supply -------------------------------------------------------------------------


def _supply(surface: pygame.Surface, table: Table, layout: TableLayout) -> None:
    palette = colours()
    seen = table.seen
    hands = table.hands
    text.draw(
        surface,
        words("quartino.supply.title"),
        layout.px(22),
        palette.text_dim,
        center=(layout.supply.centerx, layout.supply.top - layout.px(12)),
        max_width=layout.supply.w + layout.px(20),
    )
    placing = table.human_turn and seen.phase is Phase.PLACE
    held = table.hands.held()
    width = min(round(layout.stone_width * 0.7), layout.supply_piles[0].w // 2)
    for colour in Colour:
        pile = layout.supply_piles[colour]
        count = seen.supply[colour] - (1 if held == colour else 0)
        selected = hands.selected == colour
        hovered = placing and hands.hover == supply(colour)
        fill = palette.panel_active if (selected or hovered) else palette.panel
        draw_frame(
            surface,
            pile,
            fill,
            edge=palette.selected if selected else palette.panel_edge,
            width=max(2, layout.px(3)) if selected else 1,
        )
        focused = hands.focus_visible and hands.focus == supply(colour) and table.human_turn
        if focused and not selected:
            pygame.draw.rect(surface, palette.accent, pile.inflate(4, 4), 2, border_radius=10)
        name = say_words.colour(colour)
        right = pile.left + width + layout.px(16)
        if count <= 0:  # gone: a dashed outline where the stones were; its name stays
            centre = (pile.left + width // 2 + layout.px(8), pile.centery)
            r = min(width // 2, pile.h // 3)
            for k in range(10):
                a0 = math.radians(k * 36)
                rect = pygame.Rect(0, 0, 2 * r, 2 * r)
                rect.center = centre
                pygame.draw.arc(surface, palette.text_dim, rect, a0, a0 + math.radians(20), 2)
        else:
            _pile(surface, layout, colour, count, width, selected)
        text.draw(
            surface,
            str(max(count, 0)),
            layout.px(34),
            palette.text if count > 0 else palette.text_dim,
            bold=True,
            midleft=(right, pile.centery - layout.px(8)),
        )
        text.draw(
            surface,
            name,
            layout.px(17),
            palette.text_dim,
            midleft=(right, pile.centery + layout.px(16)),
            max_width=pile.right - right - layout.px(4),
        )


def _pile(
    surface: pygame.Surface,
    layout: TableLayout,
    colour: Colour,
    count: int,
    width: int,
    selected: bool,
) -> None:
    """A colour's stones in the supply, the top one lifted when it is picked."""
    pile = layout.supply_piles[colour]
    ox, oy = art.stone_base(width)
    step = max(2, art.stone_step(width) // 3)
    base = (pile.left + width // 2 + layout.px(8), pile.bottom - layout.px(10))
    for level in range(min(count, 7)):
        top = level == min(count, 7) - 1
        image = stone_image(colour, width, top=top)
        at = (base[0], base[1] - level * step)
        if top and selected:  # picked up: the top stone stands lifted over its shadow
            _shadow(surface, at, width, layout.px(LIFT))
            at = (at[0], at[1] - layout.px(LIFT))
        surface.blit(image, (at[0] - ox, at[1] - oy))


# --- the turn's row ---------------------------------------------------------------------


def _turn_row(
    surface: pygame.Surface, table: Table, layout: TableLayout, table_input: TableInput
) -> None:
    palette = colours()
    seen = table.seen
    playing = not table.over and seen.to_act is not None
    if playing:
        first = layout.slots[0]
        text.draw(
            surface,
            words("quartino.turn.stones"),
            layout.px(18),
            palette.text_dim,
            midright=(first.left - layout.px(8), first.centery),
        )
        slots = table.slots()
        for index, rect in enumerate(layout.slots):
            if index >= len(slots):
                break
            stone = slots[index]
            if stone is None:
                first_empty = index == len(table.turn_stones)
                image = art.empty_slot(rect.w, lit=first_empty and table.human_turn)
                surface.blit(image, rect)
            else:
                image = stone_image(stone, rect.w, top=True)
                surface.blit(image, image.get_rect(center=rect.center))
    if not table.people:
        return  # computers only: no person's buttons (they could never be pressed)
    hands = table.hands
    lit = table.lit_button()
    for button, rect in zip(TurnButton, layout.turn_buttons, strict=True):
        usable = table_input.enabled(button)
        # Lit: the way on; usable: a plain button; else greyed into the table, so that a
        # button that does nothing never looks as if it could be pressed.
        fill = palette.call if usable and lit is button else palette.button
        if not usable:
            fill = palette.panel
        if usable and hands.hover == action(button):
            fill = lighter(fill)
        focused = hands.focus_visible and hands.focus == action(button)
        draw_frame(
            surface,
            rect,
            fill,
            edge=palette.accent if focused else palette.panel_edge,
            width=3 if focused else 1,
            radius=layout.px(12),
        )
        key = TURN_WORDS[button]
        if button is TurnButton.END and table.colour_offered:
            key = "quartino.button.no_colour"
        colour = palette.text if usable else palette.text_dim
        label = words(key)
        text.draw(
            surface,
            label,
            layout.px(24),
            colour,
            bold=True,
            center=(rect.centerx, rect.centery - layout.px(7)),
            max_width=rect.w - 10,
        )
        text.draw(
            surface,
            words("quartino.button.key", key=TURN_KEYS[button]),
            layout.px(16),
            palette.text_dim,
            center=(rect.centerx, rect.bottom - layout.px(10)),
            max_width=rect.w - 10,
        )


# --- the hand at the screen ------------------------------------------------------------------


def _hand(surface: pygame.Surface, table: Table, layout: TableLayout) -> None:
    palette = colours()
    seen = table.seen
    hands = table.hands
    if seen.viewer is None:
        # Nobody's hand at the screen; once the game is over every hand is shown in its
        # player's panel, and "the cards stay hidden" would no longer be true.
        said = words("quartino.hand.revealed" if seen.revealed else "quartino.hand.hidden")
        text.draw(
            surface,
            said,
            layout.px(22),
            palette.text_dim,
            center=layout.hand.center,
            max_width=layout.hand.w,
        )
        return
    title = words("quartino.hand.title", player=table.name(seen.viewer))
    text.draw(
        surface,
        title,
        layout.px(20),
        palette.text_dim,
        center=(layout.hand.centerx, layout.hand.top + layout.px(8)),
        max_width=layout.hand.w,
    )
    known = seen.known[seen.viewer]
    for index, rect in enumerate(layout.hand_cards):
        if index >= len(seen.hand):
            pygame.draw.rect(surface, palette.panel_edge, rect, 1, border_radius=layout.px(10))
            continue
        shown = seen.hand[index]
        lit = table.selected_card == index
        focused = hands.focus_visible and hands.focus == card(index)
        hovered = hands.hover == card(index)
        lift = layout.px(8) if (lit or hovered) else 0
        image = card_image(shown, rect.w, rect.h, lit=lit)
        surface.blit(image, rect.move(0, -lift))
        if focused:
            pygame.draw.rect(
                surface,
                palette.accent,
                rect.move(0, -lift).inflate(6, 6),
                3,
                border_radius=layout.px(12),
            )
        if shown in known:  # everyone saw it at a wrong claim
            text.draw(
                surface,
                words("quartino.card.seen"),
                layout.px(16),
                palette.bad,
                center=(rect.centerx, rect.top - lift + layout.px(10)),
                bold=True,
                max_width=rect.w,
            )


# --- each seat -----------------------------------------------------------------------------


def _seat(surface: pygame.Surface, table: Table, layout: TableLayout, seat: int) -> None:
    palette = colours()
    side = layout.seats[seat]
    seen = table.seen
    role = say.role(table, seat)
    who = say.who(table, seat)
    seat_panel.draw(
        surface,
        SeatPanel(side.panel, side.name, side.role),
        name=table.name(seat),
        role=f"{who} · {role}" if role else who,
        active=seen.to_act == seat and not table.over,
        name_size=layout.px(32),
        role_size=layout.px(20),
    )
    area = side.cards
    small_h = max(24, min(layout.px(58), area.h // 3 - layout.px(20)))
    small_w = round(small_h * 0.78)
    y = area.top
    revealed = seen.revealed[seat] if seen.revealed is not None else None
    in_hand = seen.hand_sizes[seat]
    known = seen.known[seat]
    title = words("quartino.seat.in_hand", count=in_hand)
    text.draw(
        surface, title, layout.px(18), palette.text_dim, topleft=(area.left, y), max_width=area.w
    )
    y += layout.px(22)
    for index in range(in_hand):
        rect = pygame.Rect(area.left + index * (small_w + layout.px(6)), y, small_w, small_h)
        face: Card | None = None
        if revealed is not None:
            face = revealed[index]
        elif seat == seen.viewer:
            face = seen.hand[index]
        elif index < len(known):
            face = known[index]  # a card shown by a wrong claim: everyone knows it
        _small_card(surface, rect, face)
        if face is not None and face in known and revealed is None:
            pygame.draw.rect(surface, palette.bad, rect.inflate(4, 4), 2, border_radius=6)
    y += small_h + layout.px(10)
    discards = seen.discards[seat]
    text.draw(
        surface,
        words("quartino.seat.claimed", count=len(discards)),
        layout.px(18),
        palette.text_dim,
        topleft=(area.left, y),
        max_width=area.w,
    )
    y += layout.px(22)
    for index, claimed in enumerate(discards):
        rect = pygame.Rect(area.left + index * (small_w + layout.px(6)), y, small_w, small_h)
        _small_card(surface, rect, claimed)
    clock = table.match.clock_remaining
    if clock is not None and seen.to_act == seat and not table.over:
        colour = palette.bad if clock < 10 else palette.text
        said = words("quartino.clock.left", seconds=math.ceil(min(clock, 1e6)))
        text.draw(
            surface,
            said,
            layout.px(22),
            colour,
            center=(side.panel.centerx, side.panel.bottom - layout.px(16)),
            max_width=side.panel.w - 12,
        )


def _small_card(surface: pygame.Surface, rect: pygame.Rect, face: Card | None) -> None:
    if face is None:
        image = assets().drawn(
            ("quartino.back", rect.w, rect.h, art.current_style()),
            lambda: art.card_back(rect.w, rect.h),
        )
    else:
        image = card_image(face, rect.w, rect.h, lit=False)
    surface.blit(image, rect)


# --- what moves ------------------------------------------------------------------------------


def _moving(surface: pygame.Surface, table: Table, layout: TableLayout) -> None:
    width = layout.stone_width
    ox, oy = art.stone_base(width)
    for colour, start, end, progress in table.in_flight():
        a = layout.stone_base(start) if isinstance(start, Place) else start
        b = layout.stone_base(end)
        if end.kind is PlaceKind.SPACE:  # lands on top of the stack there
            b = (b[0], b[1] - len(table.seen.board.stacks[end.index]) * art.stone_step(width))
        lift = math.sin(progress * math.pi) * layout.px(30)
        ground = (
            round(a[0] + (b[0] - a[0]) * progress),
            round(a[1] + (b[1] - a[1]) * progress),
        )
        _shadow(surface, ground, width, round(lift))
        point = (ground[0], round(ground[1] - lift))
        surface.blit(stone_image(colour, width, top=True), (point[0] - ox, point[1] - oy))
    for arrival in table.arriving():  # a person's stone onto the stack it now tops
        end = arrival.end
        a = layout.stone_base(arrival.start) if isinstance(arrival.start, Place) else arrival.start
        b = layout.stone_base(end)
        below = len(table.seen.board.stacks[end.index]) - 1
        b = (b[0], b[1] - below * art.stone_step(width))
        t = arrival.progress
        lift = math.sin(t * math.pi) * layout.px(30) * min(1.0, math.dist(a, b) / 200)
        point = (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t))
        _shadow(surface, point, width, round(lift))
        image = stone_image(arrival.item, width, top=True)
        surface.blit(image, (point[0] - ox, round(point[1] - lift) - oy))
    drag = table.hands.drag
    if drag is not None and drag.moved:
        _shadow(surface, (drag.pos[0] + width // 8, drag.pos[1] + width // 10), width, 0)
        surface.blit(
            stone_image(drag.item, width, top=True),
            (drag.pos[0] - ox, drag.pos[1] - oy - layout.px(10)),
        )


def _shadow(surface: pygame.Surface, base: tuple[int, int], width: int, lift: int) -> None:
    """A stone's shadow on the table under `base` (it is lifted or carried over it)."""
    draw_shadow(surface, (base[0] + width // 10, base[1]), width, lift)


def stone_image(colour: Colour, width: int, *, top: bool) -> pygame.Surface:
    """One stone, drawn once per size and kept by the frame's loader."""
    return assets().drawn(
        ("quartino.stone", int(colour), width, top, art.current_style()),
        lambda: art.stone_surface(colour, width, top=top),
    )


def card_image(shown: Card, w: int, h: int, *, lit: bool) -> pygame.Surface:
    return assets().drawn(
        ("quartino.card", str(shown), w, h, lit, art.current_style()),
        lambda: art.card_surface(shown, w, h, lit=lit),
    )


def _shown_card(surface: pygame.Surface, table: Table, layout: TableLayout) -> None:
    """A claim: the card for everyone to check, and (right) its four stones going back."""
    shown = table.current_showing()
    if shown is None:
        return
    palette = colours()
    progress = shown.timer.progress
    width = layout.stone_width
    ox, oy = art.stone_base(width)
    for index, colour in shown.stones.items():
        start = layout.space_centres[index]
        end = layout.stone_base(supply(int(colour)))
        t = min(1.0, max(0.0, (progress - 0.45) / 0.55))  # first seen in place, then back
        point = (
            round(start[0] + (end[0] - start[0]) * t),
            round(start[1] + (end[1] - start[1]) * t),
        )
        pygame.draw.circle(
            surface,
            palette.good,
            start,
            _radius(layout, index) + layout.px(6),
            max(3, layout.px(5)),
        )
        if motion.reduced():
            continue  # nothing slides: the ring says where they were, the supply has them back
        image = art.stone_surface(colour, width, top=True, dim=t > 0.6)
        surface.blit(image, (point[0] - ox, point[1] - oy))
    h = layout.px(170)
    w = round(h * 0.78)
    rect = pygame.Rect(0, 0, w, h)
    rect.midbottom = (layout.hand.centerx, layout.hand.bottom - layout.px(36))
    backdrop = rect.inflate(layout.px(40), layout.px(70)).move(0, layout.px(10))
    backdrop.inflate_ip(max(0, layout.px(320) - backdrop.w), 0)  # room for who claimed, whole
    backdrop.bottom = min(backdrop.bottom, layout.size[1] - 2)
    key = "quartino.shown.right" if shown.right else "quartino.shown.wrong"
    said = words(key, player=table.name(shown.seat))
    # Wide enough for who claimed it ("QUARTINO! by Computer (Medium)"), up to a third
    # of the window: the card stays in the middle.
    wide = min(text.width(said, layout.px(20), bold=True) + 16, layout.size[0] // 3)
    backdrop.inflate_ip(max(0, wide - backdrop.w), 0)
    draw_frame(
        surface, backdrop, palette.panel, edge=palette.good if shown.right else palette.bad, width=3
    )
    surface.blit(art.card_surface(shown.card, w, h, lit=shown.right), rect)
    text.draw(
        surface,
        said,
        layout.px(20),
        palette.good if shown.right else palette.bad,
        bold=True,
        center=(backdrop.centerx, backdrop.bottom - layout.px(18)),
        max_width=backdrop.w - 8,
    )
