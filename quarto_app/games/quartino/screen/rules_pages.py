"""Quartino's rule book: a page per rule, each drawn with the game's own art.

The wheel, a card, its 8 positions round the ring (never mirrored), the
Colour and Column rules, a claim, a chain of claims, a wrong claim, the end.
Every example board is made with the core's own moves (`Board.place`,
`remove_tops`, `clear`) and what a picture rings is what the core finds on it
(`completing_starts`), so a picture cannot say what the rules do not
(docs/quartino.md says how the app reads them).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

import pygame

from quarto_app.frame import sketch
from quarto_app.frame.assets import assets
from quarto_app.frame.i18n import plural, text
from quarto_app.frame.rulebook import RulePage
from quarto_app.frame.theme import Colour as Ink
from quarto_app.frame.theme import colours
from quarto_app.frame.widgets import draw_frame

from ..rules import (
    CENTRE,
    COLOUR_THRESHOLD,
    COLUMN_THRESHOLD,
    RING,
    Board,
    Card,
    Colour,
    card_spaces,
    completing_starts,
)
from . import art
from .view import card_image, stone_image

Ring = tuple[Sequence[int], Ink]  # spaces ringed, in a colour

EXAMPLE_CARD = Card.from_str("ybgp")
"""The card the pages show: a yellow centre, then blue, green, pink clockwise."""
CHAIN_SECOND = Card.from_str("pygb")
"""The card the chain of claims lays down second."""


def board(text_: str) -> Board:
    return Board.from_str(text_)


def showing(card: Card, start: int, under: Board | None = None) -> Board:
    """`under` (an empty board by default) with `card`'s four stones placed on top at the
    window starting on ring space `start`."""
    shown = under or Board()
    for space, colour in zip(card_spaces(start), card.colours, strict=True):
        shown = shown.place(space, colour)
    return shown


def rotations(card: Card) -> tuple[Board, ...]:
    """The card at each of its 8 positions round the ring (ring start 1 to 8)."""
    return tuple(showing(card, start) for start in RING)


def mirrored(card: Card) -> Board:
    """The card's ring colours anticlockwise from ring space 1: its mirror image, which is
    not the card (it is another card)."""
    centre, (first, second, third) = card.centre, card.ring
    return showing(Card(centre, (third, second, first)), 1)


# The boards of the pages, made by the core's moves.
WHEEL_EXAMPLE = board("yb/g/./p/ybg/./././bb")
COLOUR_EXAMPLE = board("yb/y/./p/./yg/./py/.")
"""Four yellow stones on the board, two of them covered: the Colour rule applies."""
COLUMN_BEFORE = board("g/b/./pybg/y/./p/./.")
"""Ring space 3 holds four stones: the Column rule clears it."""
COLUMN_SPACES = COLUMN_BEFORE.spaces_with(COLUMN_THRESHOLD)
COLUMN_AFTER = COLUMN_BEFORE.clear(COLUMN_SPACES)
CLAIM_START = 2
CLAIM_BEFORE = showing(EXAMPLE_CARD, CLAIM_START, board("p/./y/p/./y/./b/."))
CLAIM_AFTER = CLAIM_BEFORE.remove_tops(card_spaces(CLAIM_START))
# A chain: the first card's four stones go, the stones under them and one more stone
# show the second card.
CHAIN_BEFORE = board("py/b/yg/gp/./././p/.")
CHAIN_FIRST_START = 1
CHAIN_PLACED = (4, Colour.BLUE)
CHAIN_MIDDLE = CHAIN_BEFORE.remove_tops(card_spaces(CHAIN_FIRST_START)).place(*CHAIN_PLACED)
CHAIN_SECOND_START = 2
CHAIN_AFTER = CHAIN_MIDDLE.remove_tops(card_spaces(CHAIN_SECOND_START))
WRONG_BOARD = showing(Card(Colour.YELLOW, (Colour.PINK, Colour.GREEN, Colour.BLUE)), 6)
"""The board shows the card's mirror image, not the card: claiming it is wrong."""


def _px(rect: pygame.Rect, value: float) -> int:
    return max(1, round(value * sketch.scale_of(rect)))


# --- the wheel ------------------------------------------------------------------------


def _geometry(diameter: int) -> tuple[float, int, int, int]:
    """The wheel's proportions, as the play screen lays it out (layout.py): the ring's
    radius, a ring space's and the centre's, a stone's width."""
    space = round(diameter * 0.118)
    return diameter * 0.355, space, round(diameter * 0.13), round(space * 1.55)


def _wheel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    shown: Board,
    rings: Sequence[Ring] = (),
    *,
    numbers: bool = True,
    faded: Sequence[int] = (),
) -> list[tuple[int, int]]:
    """The board in `rect`: the wheel, rings under the stacks, the stacks a little from
    above (the top stone whole and rim-lit), the ring's numbers; the spaces' centres.
    `faded` spaces draw their stones faded (leaving the board)."""
    palette = colours()
    room = min(rect.w, rect.h)
    diameter = max(60, room - (room // 9 if numbers else 0))
    wheel = pygame.Rect(0, 0, diameter, diameter)
    wheel.center = rect.center
    ring_r, space_r, centre_r, stone_w = _geometry(diameter)
    centres = [wheel.center]
    for space in RING:
        angle = math.radians(-90 + 45 * (space - 1))  # space 1 at the top, then clockwise
        at = (wheel.centerx + ring_r * math.cos(angle), wheel.centery + ring_r * math.sin(angle))
        centres.append((round(at[0]), round(at[1])))
    relative = tuple((x - wheel.left, y - wheel.top) for x, y in centres)
    image = assets().drawn(
        ("quartino.rules.wheel", diameter, space_r, art.current_style()),
        lambda: art.wheel_surface(diameter, relative, space_r, centre_r),
    )
    surface.blit(image, wheel)
    line = max(2, diameter // 60)
    for spaces, ink in rings:
        points = [centres[i] for i in spaces]
        if len(points) == 4:  # a card's window: the ring's three, and the spoke to the centre
            pygame.draw.lines(surface, ink, False, points[1:], line)
            pygame.draw.line(surface, ink, points[0], points[2], max(2, line // 2))
        for index, point in zip(spaces, points, strict=True):
            r = (centre_r if index == CENTRE else space_r) + line
            pygame.draw.circle(surface, ink, point, r, line)
    if numbers:
        for index in RING:
            x, y = centres[index]
            d = math.hypot(x - wheel.centerx, y - wheel.centery) or 1
            size = max(12, diameter // 18)
            out = space_r + size * 0.9
            at = (
                round(x + (x - wheel.centerx) / d * out),
                round(y + (y - wheel.centery) / d * out),
            )
            sketch.caption(surface, str(index), at, size, 3 * size, colour=palette.text, bold=True)
    for index, stack in enumerate(shown.stacks):
        _stack(surface, centres[index], stack, stone_w, faded=index in faded)
        if len(stack) >= COLUMN_THRESHOLD:
            _height_badge(surface, centres[index], len(stack), stone_w)
    return centres


def _stack(
    surface: pygame.Surface,
    base: tuple[int, int],
    stack: Sequence[Colour],
    width: int,
    *,
    faded: bool = False,
) -> None:
    """A stack as the table draws it: every stone's edge, the top stone whole."""
    ox, oy = art.stone_base(width)
    step = art.stone_step(width)
    bottom = base[1] + step // 2
    for level, colour in enumerate(stack):
        top = level == len(stack) - 1
        image = (
            art.stone_surface(colour, width, dim=True)
            if faded
            else stone_image(colour, width, top=top)
        )
        surface.blit(image, (base[0] - ox, bottom - oy - level * step))


def _height_badge(surface: pygame.Surface, base: tuple[int, int], height: int, width: int) -> None:
    """The red height badge of a stack the Column rule will clear, as on the table."""
    palette = colours()
    step = art.stone_step(width)
    badge = pygame.Rect(0, 0, max(16, width // 2), max(14, width * 2 // 5))
    badge.midleft = (base[0] + width // 2 - 2, base[1] + step // 2 - height * step // 2)
    draw_frame(surface, badge, palette.bad, edge=palette.text, width=1, radius=badge.h // 3)
    sketch.caption(surface, str(height), badge.center, badge.h * 4 // 5, badge.w, bold=True)


def _card(
    surface: pygame.Surface, rect: pygame.Rect, card: Card, *, lit: bool = False
) -> pygame.Rect:
    """A card as large as fits in `rect` (the printed cards' proportions), centred."""
    h = min(rect.h, round(rect.w / 0.78))
    w = round(h * 0.78)
    spot = pygame.Rect(0, 0, w, h)
    spot.center = rect.center
    surface.blit(card_image(card, w, h, lit=lit), spot)
    return spot


def _turn_slots(
    surface: pygame.Surface, rect: pygame.Rect, filled: int, extra: Sequence[str]
) -> None:
    """The turn's stone slots: `filled` placed, then one more slot for each reason named."""
    palette = colours()
    count = filled + len(extra)
    gap = max(4, rect.h // 8)
    size = min(rect.h * 2 // 3, rect.w // max(1, count) - gap)
    left = rect.centerx - (count * size + (count - 1) * gap) // 2
    for index in range(count):
        slot = pygame.Rect(left + index * (size + gap), rect.top, size, size)
        surface.blit(art.empty_slot(size, lit=index >= filled), slot)
        if index < filled:  # a stone placed in its slot
            stone = stone_image(Colour.GREEN, size * 4 // 5, top=True)
            surface.blit(stone, stone.get_rect(center=slot.center))
        if index >= filled:
            said = extra[index - filled]
            sketch.caption(
                surface,
                said,
                (slot.centerx, slot.bottom + gap * 2),
                gap * 2,
                size + gap,
                colour=palette.accent,
                bold=True,
            )


def _window_ring(shown: Board, card: Card, ink: Ink) -> list[Ring]:
    """Where the core finds `card` on `shown`, ringed."""
    return [(card_spaces(start), ink) for start in completing_starts(shown.tops, card)]


# --- the pictures ----------------------------------------------------------------------


def _the_wheel(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The wheel with a few stacks; beside it, one stack up close: only its top counts."""
    palette = colours()
    left, right = sketch.panels(rect, 2, _px(rect, 40))
    _wheel(surface, left, WHEEL_EXAMPLE)
    stack = WHEEL_EXAMPLE.stacks[4]
    width = min(right.w // 3, _px(rect, 150))
    base = (right.centerx - width // 2, right.centery + _px(rect, 60))
    _stack(surface, base, stack, width)
    step = art.stone_step(width)
    top_y = (
        base[1]
        + step // 2
        - (len(stack) - 1) * step
        - art.stone_base(width)[1]
        + art.stone_size(width)[1] // 3
    )
    sketch.arrow(
        surface,
        (base[0] + width * 1.3, top_y),
        (base[0] + width * 0.6, top_y),
        palette.good,
        max(3, _px(rect, 5)),
    )
    sketch.caption(
        surface,
        text("quartino.rules.wheel.top"),
        (round(base[0] + width * 1.3) + _px(rect, 90), top_y),
        _px(rect, 26),
        _px(rect, 200),
        colour=palette.good,
        bold=True,
    )
    sketch.caption(
        surface,
        text("quartino.rules.wheel.space", space=4),
        (base[0], base[1] + _px(rect, 70)),
        _px(rect, 24),
        right.w,
        colour=palette.text_dim,
    )


def _a_card(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The card, and the wheel whose top stones show it."""
    palette = colours()
    left, right = sketch.panels(rect, 2, _px(rect, 60))
    card_room = left.inflate(-left.w // 3, -_px(rect, 20))
    _card(surface, card_room, EXAMPLE_CARD, lit=True)
    shown = showing(EXAMPLE_CARD, CLAIM_START, board("p/./y/p/./y/./b/."))
    _wheel(surface, right, shown, _window_ring(shown, EXAMPLE_CARD, palette.good))
    sketch.arrow(
        surface,
        (card_room.right - card_room.w // 6, rect.centery),
        (right.centerx - right.h // 2 + _px(rect, 10), rect.centery),
        palette.accent,
        max(3, _px(rect, 5)),
    )


def _eight(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The card at its 8 positions round the ring; its mirror image crossed out."""
    palette = colours()
    columns = sketch.panels(rect, 5, _px(rect, 16))
    rows_h = (rect.h - _px(rect, 16)) // 2
    first = columns[0]
    card_room = pygame.Rect(first.left, first.top, first.w, rows_h).inflate(
        -_px(rect, 30), -_px(rect, 10)
    )
    _card(surface, card_room, EXAMPLE_CARD, lit=True)
    for index, shown in enumerate(rotations(EXAMPLE_CARD)):
        column = columns[1 + index % 4]
        cell = pygame.Rect(
            column.left, rect.top + (index // 4) * (rows_h + _px(rect, 16)), column.w, rows_h
        )
        _wheel(surface, cell, shown, _window_ring(shown, EXAMPLE_CARD, palette.good), numbers=False)
    mirror = pygame.Rect(first.left, rect.top + rows_h + _px(rect, 16), first.w, rows_h)
    wheel = mirror.inflate(0, -_px(rect, 36))
    wheel.top = mirror.top
    shown = mirrored(EXAMPLE_CARD)
    _wheel(surface, wheel, shown, [(card_spaces(1), palette.bad)], numbers=False)
    sketch.cross(surface, wheel.center, wheel.h * 0.5)
    sketch.caption_across(
        surface,
        text("quartino.rules.eight.mirror"),
        mirror,
        mirror.bottom - _px(rect, 14),
        _px(rect, 22),
        colour=palette.bad,
        bold=True,
    )


def _colour_rule(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Four yellow stones on the board, covered ones too: say Colour, one stone more."""
    palette = colours()
    left, right = sketch.panels(rect, 2, _px(rect, 40))
    counted = Colour.YELLOW
    spaces = [i for i, stack in enumerate(COLOUR_EXAMPLE.stacks) if counted in stack]
    rings = [([i], palette.accent) for i in spaces]
    _wheel(surface, left, COLOUR_EXAMPLE, rings)
    count = COLOUR_EXAMPLE.counts[counted]
    said = plural("quartino.rules.colour.count", count)
    sketch.caption_across(
        surface,
        said,
        right,
        right.top + _px(rect, 40),
        _px(rect, 30),
        colour=palette.accent,
        bold=True,
    )
    button = pygame.Rect(0, 0, min(right.w // 2, _px(rect, 220)), _px(rect, 60))
    button.center = (right.centerx, right.top + _px(rect, 130))
    draw_frame(surface, button, palette.button_hover, edge=palette.accent, width=3)
    sketch.caption(
        surface,
        text("quartino.button.colour"),
        button.center,
        _px(rect, 30),
        button.w - 10,
        bold=True,
    )
    slots = pygame.Rect(right.left, button.bottom + _px(rect, 50), right.w, _px(rect, 130))
    _turn_slots(surface, slots, 1, [text("quartino.rules.colour.extra")])


def _column_rule(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A stack of four at the start of a turn; then cleared, its stones back to the supply,
    and the player places one stone more."""
    palette = colours()
    middle_w = rect.w // 5
    side_w = (rect.w - middle_w) // 2
    before = pygame.Rect(rect.left, rect.top, side_w, rect.h)
    after = pygame.Rect(rect.right - side_w, rect.top, side_w, rect.h)
    middle = pygame.Rect(before.right, rect.top, after.left - before.right, rect.h)
    rings = [([i], palette.bad) for i in COLUMN_SPACES]
    _wheel(surface, before, COLUMN_BEFORE, rings)
    _wheel(surface, after, COLUMN_AFTER, [([i], palette.lapsed) for i in COLUMN_SPACES])
    y = rect.centery - _px(rect, 40)
    line = max(3, _px(rect, 6))
    sketch.arrow(surface, (middle.left, y), (middle.right, y), palette.accent, line)
    size = _px(rect, 24)
    said = text("quartino.rules.column.more")
    sketch.caption_across(surface, said, middle, y - size, size, colour=palette.accent, bold=True)
    stone_w = min(middle.w // 2, _px(rect, 80))
    for space in COLUMN_SPACES:  # the cleared stones, on their way back to the supply
        base = (middle.centerx, y + _px(rect, 150))
        _stack(surface, base, COLUMN_BEFORE.stacks[space], stone_w, faded=True)
    said = text("quartino.rules.column.back")
    sketch.caption_across(surface, said, middle, y + _px(rect, 190), size, colour=palette.text_dim)


def _claim(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The board shows a card: claimed, its four top stones go back; one stone more."""
    palette = colours()
    before, middle, after = sketch.panels(rect, 3, _px(rect, 30))
    _wheel(surface, before, CLAIM_BEFORE, _window_ring(CLAIM_BEFORE, EXAMPLE_CARD, palette.good))
    card_room = middle.inflate(-middle.w // 3, -middle.h // 3)
    card_room.top = middle.top + _px(rect, 10)
    spot = _card(surface, card_room, EXAMPLE_CARD, lit=True)
    sketch.caption_across(
        surface,
        text("quartino.button.claim"),
        middle,
        spot.bottom + _px(rect, 30),
        _px(rect, 32),
        colour=palette.good,
        bold=True,
    )
    _wheel(surface, after, CLAIM_AFTER, [(card_spaces(CLAIM_START), palette.lapsed)])
    y = spot.bottom + _px(rect, 80)
    sketch.arrow(
        surface,
        (middle.left + _px(rect, 10), y),
        (middle.right - _px(rect, 10), y),
        palette.accent,
        max(3, _px(rect, 6)),
    )
    sketch.caption_across(
        surface,
        text("quartino.rules.claim.more"),
        middle,
        y + _px(rect, 34),
        _px(rect, 24),
        colour=palette.accent,
        bold=True,
    )


def _chain(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Two claims in one turn: the first card's stones go, the stones under them and one
    more stone show the second card."""
    palette = colours()
    gap = _px(rect, 110)
    parts = sketch.panels(rect, 3, gap)
    card_h = _px(rect, 110)
    boards: tuple[tuple[Board, Card | None, list[Ring]], ...] = (
        (CHAIN_BEFORE, EXAMPLE_CARD, []),
        (CHAIN_MIDDLE, CHAIN_SECOND, [([CHAIN_PLACED[0]], palette.last_move)]),
        (CHAIN_AFTER, None, []),
    )
    for part, (shown, card, extra) in zip(parts, boards, strict=True):
        room = part.copy()
        room.h -= card_h + _px(rect, 10)
        rings = (_window_ring(shown, card, palette.good) if card else []) + extra
        _wheel(surface, room, shown, rings)
        if card is not None:
            cell = pygame.Rect(part.left, part.bottom - card_h, part.w, card_h)
            _card(surface, cell, card, lit=True)
    labels = (text("quartino.rules.chain.first"), text("quartino.rules.chain.second"))
    for index, said in enumerate(labels):
        x0, x1 = parts[index].right, parts[index + 1].left
        y = rect.centery - card_h // 2
        sketch.arrow(
            surface,
            (x0 - _px(rect, 6), y),
            (x1 + _px(rect, 6), y),
            palette.accent,
            max(3, _px(rect, 5)),
        )
        above = pygame.Rect(0, 0, gap + _px(rect, 30), _px(rect, 80))
        above.midbottom = ((x0 + x1) // 2, y - _px(rect, 8))
        sketch.words_in(surface, said, above, _px(rect, 22), colour=palette.accent, bold=True)


def _wrong(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A claim of a card the board does not show (its mirror image): the card goes back to
    the hand, seen by all."""
    palette = colours()
    left, right = sketch.panels(rect, 2, _px(rect, 60))
    card_room = left.inflate(-left.w // 3, -_px(rect, 40))
    spot = _card(surface, card_room, EXAMPLE_CARD)
    pygame.draw.rect(
        surface, palette.bad, spot.inflate(8, 8), max(3, _px(rect, 5)), border_radius=spot.w // 9
    )
    sketch.caption_across(
        surface,
        text("quartino.rules.wrong.seen"),
        left,
        spot.bottom + _px(rect, 22),
        _px(rect, 24),
        colour=palette.bad,
        bold=True,
    )
    spaces = card_spaces(6)
    _wheel(surface, right, WRONG_BOARD, [(spaces, palette.bad)])
    sketch.cross(surface, (right.centerx, right.centery), min(right.w, right.h) * 0.25)


def _the_end(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Four cards laid down: the game is won."""
    palette = colours()
    laid = (EXAMPLE_CARD, CHAIN_SECOND, Card.from_str("gpyb"), Card.from_str("bgyp"))
    row = rect.inflate(-rect.w // 6, -_px(rect, 90))
    row.top = rect.top
    cells = sketch.panels(row, 4, _px(rect, 24))
    for cell, card in zip(cells, laid, strict=True):
        _card(surface, cell, card, lit=True)
    said = text("quartino.rules.end.won", player=text("quartino.name.1"))
    sketch.caption_across(
        surface,
        said,
        rect,
        rect.bottom - _px(rect, 36),
        _px(rect, 34),
        colour=palette.good,
        bold=True,
    )


# --- the book ----------------------------------------------------------------------------


def _on(key: str):  # noqa: ANN202 - a small predicate factory
    def played(options: Mapping[str, str]) -> bool:
        return options.get(key, "on") == "on"

    return played


def pages() -> list[RulePage]:
    """Quartino's rule book, in the order a newcomer learns the game."""
    return [
        RulePage(
            text("quartino.rules.wheel.title"),
            _the_wheel,
            (text("quartino.rules.wheel.1"), text("quartino.rules.wheel.2")),
        ),
        RulePage(
            text("quartino.rules.card.title"),
            _a_card,
            (text("quartino.rules.card.1"), text("quartino.rules.card.2")),
        ),
        RulePage(
            text("quartino.rules.eight.title"),
            _eight,
            (text("quartino.rules.eight.1"), text("quartino.rules.eight.2")),
        ),
        RulePage(
            text("quartino.rules.claim.title"),
            _claim,
            (text("quartino.rules.claim.1"), text("quartino.rules.claim.2")),
        ),
        RulePage(
            text("quartino.rules.chain.title"),
            _chain,
            (text("quartino.rules.chain.1"),),
        ),
        RulePage(
            text("quartino.rules.wrong.title"),
            _wrong,
            (text("quartino.rules.wrong.1"),),
        ),
        RulePage(
            text("quartino.rules.colour.title"),
            _colour_rule,
            (
                text("quartino.rules.colour.1", count=COLOUR_THRESHOLD),
                text("quartino.rules.colour.2"),
            ),
            in_force=_on("colour_rule"),
        ),
        RulePage(
            text("quartino.rules.column.title"),
            _column_rule,
            (
                text("quartino.rules.column.1", count=COLUMN_THRESHOLD),
                text("quartino.rules.column.2"),
            ),
            in_force=_on("column_rule"),
        ),
        RulePage(
            text("quartino.rules.end.title"),
            _the_end,
            (text("quartino.rules.end.1"), text("quartino.rules.end.2")),
        ),
    ]
