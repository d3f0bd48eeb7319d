"""How hands work the play table: drag-and-drop, click-then-click, and keyboard focus.

A mixin of the play scene: pointer intents pick up, drag and drop pieces (a
refused drop glides home and says why), clicks select then act, and the
keyboard moves a visible focus over the reserve, the board, the hand slots,
the QUARTO! buttons and the top buttons. Acting goes through the scene's
give / place / call, so every way of playing meets the same rules.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from quarto_app.frame import intents, theme
from quarto_app.frame.widgets import Button

from ..match import Match, Phase
from ..rules import square_name
from .layout import TableLayout

if TYPE_CHECKING:
    from quarto_app.frame.loop import App

DRAG_THRESHOLD = 6  # pixels the pointer moves before a press becomes a drag

Thing = tuple[str, int]  # ("reserve", piece), ("square", s), ("hand", seat), ("call", seat)


@dataclass
class Drag:
    """A piece held by the pointer; `moved` once it left the press point."""

    piece: int
    source: str  # "reserve" or "hand"
    press: tuple[int, int]
    pos: tuple[int, int]
    moved: bool = False


@dataclass
class Return:
    """A refused drop gliding back to where it came from."""

    piece: int
    start: tuple[int, int]
    home: tuple[str, int]
    elapsed: float = 0.0


class TableInput:
    """Input handling for the play scene (which provides the state and the actions)."""

    app: App
    match: Match
    layout: TableLayout | None
    buttons: dict[str, Button]
    attract: bool
    drag: Drag | None
    returning: Return | None
    selected: int | None
    hover: Thing | None
    focus: Thing
    focus_visible: bool
    result_wait: float | None

    def handle(self, intent: intents.Intent) -> None:
        if self.attract:
            if isinstance(intent, intents.PointerDown | intents.Activate | intents.Cancel):
                self.leave_to_menu()
            return
        over = self.match.phase == Phase.OVER and self.result_wait is None
        if over and isinstance(intent, intents.Activate | intents.PointerDown):
            pos = intent.pos if isinstance(intent, intents.PointerDown) else None
            if pos is None or not self.buttons["menu"].rect.collidepoint(pos):
                self._show_result()  # the result again, with Rematch / New game / Menu
                return
        if isinstance(intent, intents.PointerMove):
            self._pointer_move(intent.pos)
        elif isinstance(intent, intents.PointerDown):
            self.focus_visible = False
            self._pointer_down(intent.pos)
        elif isinstance(intent, intents.PointerUp):
            self._pointer_up(intent.pos)
        elif isinstance(intent, intents.Cancel):
            self._cancel()
        elif isinstance(intent, intents.CallQuarto):
            self.call(intent.seat)
        elif isinstance(intent, intents.Undo):
            self.undo()
        elif isinstance(intent, intents.Redo):
            self.redo()
        elif isinstance(intent, intents.Navigate):
            self.focus_visible = True
            self._navigate(intent.dx, intent.dy)
        elif isinstance(intent, intents.NextFocus):
            self.focus_visible = True
            self._next_group(intent.back)
        elif isinstance(intent, intents.Activate):
            self.focus_visible = True
            self._activate(self.focus)

    def leave_to_menu(self) -> None:
        from quarto_app.frame.scenes.menu import MenuScene

        self.app.reset_to(MenuScene(self.app))

    def thing_at(self, pos: tuple[int, int]) -> Thing | None:
        """What the pointer is over, in the game's words."""
        layout = self.layout
        assert layout is not None
        for key, button in self.buttons.items():
            if button.rect.collidepoint(pos):
                return ("button", list(self.buttons).index(key))
        seat = layout.call_button_at(pos)
        if seat is not None:
            return ("call", seat)
        seat = layout.hand_at(pos)
        if seat is not None:
            return ("hand", seat)
        square = layout.square_at(pos)
        if square is not None:
            return ("square", square)
        piece = layout.reserve_slot_at(pos)
        if piece is not None:
            return ("reserve", piece)
        return None

    def _pointer_move(self, pos: tuple[int, int]) -> None:
        self.hover = self.thing_at(pos)
        for index, button in enumerate(self.buttons.values()):
            button.hovered = self.hover == ("button", index)
        drag = self.drag
        if drag is not None:
            drag.pos = pos
            if abs(pos[0] - drag.press[0]) + abs(pos[1] - drag.press[1]) > DRAG_THRESHOLD:
                drag.moved = True

    def _pointer_down(self, pos: tuple[int, int]) -> None:
        thing = self.thing_at(pos)
        self.hover = thing
        if thing is None:
            self.selected = None
            return
        kind, index = thing
        if kind == "button":
            list(self.buttons.values())[index].activate()
        elif kind == "call":
            self.call(index)
        elif not self.human_turn:
            if self.match.phase != Phase.OVER:
                self.say(f"Wait: {self.status_line()}", theme.TEXT_DIM)
        elif kind == "reserve" and self.match.phase == Phase.GIVE:
            if index in self.match.position.available():
                self.drag = Drag(index, "reserve", pos, pos)
            else:
                self.say("That piece is already played", theme.BAD)
        elif kind == "hand" and self.match.phase == Phase.PLACE and index == self.match.to_act:
            hand = self.match.position.hand
            assert hand is not None
            self.drag = Drag(hand, "hand", pos, pos)
        else:
            self._activate(thing)

    def _pointer_up(self, pos: tuple[int, int]) -> None:
        drag, self.drag = self.drag, None
        if drag is None:
            return
        if not drag.moved:
            # A click: the first half of click-then-click.
            if drag.source == "reserve":
                self.selected = None if self.selected == drag.piece else drag.piece
            return
        target = self.thing_at(pos)
        if not self._drop(drag, target):
            home = ("reserve", drag.piece) if drag.source == "reserve" else ("hand", 0)
            if drag.source == "hand" and self.match.to_act is not None:
                home = ("hand", self.match.to_act)
            self.returning = Return(drag.piece, pos, home)

    def _drop(self, drag: Drag, target: Thing | None) -> bool:
        """Act on a drop; False (with the reason said) when it is refused."""
        match = self.match
        player = match.to_act
        if player is None or not self.human_turn:
            return False
        other = self.name(1 - player)
        if drag.source == "reserve":
            if target == ("hand", 1 - player):
                return self.give(drag.piece)
            if target == ("hand", player):
                self.say(f"Give it to {other}: drop it on {other}'s slot", theme.BAD)
            elif target is not None and target[0] == "square":
                self.say(f"{other} places this piece, not you: drop it on their slot", theme.BAD)
            else:
                self.say(f"Drop the piece on {other}'s slot to give it", theme.BAD)
            return False
        if target is not None and target[0] == "square":
            if match.position.board[target[1]] is not None:
                self.say(f"{square_name(target[1])} is taken: choose an empty square", theme.BAD)
                return False
            return self.place(target[1])
        self.say("Drop the piece on an empty square of the board", theme.BAD)
        return False

    def _cancel(self) -> None:
        if self.drag is not None:
            drag, self.drag = self.drag, None
            home: tuple[str, int] = ("reserve", drag.piece)
            if drag.source == "hand" and self.match.to_act is not None:
                home = ("hand", self.match.to_act)
            self.returning = Return(drag.piece, drag.pos, home)
            self.say("Cancelled: the piece goes back", theme.TEXT_DIM)
        elif self.selected is not None:
            self.selected = None
            self.focus = ("reserve", self.focus[1]) if self.focus[0] == "reserve" else self.focus
        else:
            self.open_pause()

    def _activate(self, thing: Thing) -> None:
        """Enter/Space on the focus, or the second click of click-then-click."""
        kind, index = thing
        match = self.match
        if kind == "button":
            list(self.buttons.values())[index].activate()
            return
        if kind == "call":
            self.call(index)
            return
        if not self.human_turn:
            if match.phase != Phase.OVER:
                self.say(f"Wait: {self.status_line()}", theme.TEXT_DIM)
            return
        player = match.to_act
        assert player is not None
        if match.phase == Phase.GIVE:
            if kind == "reserve":
                if index not in match.position.available():
                    self.say("That piece is already played", theme.BAD)
                else:
                    self.selected = index
                    self.focus = ("hand", 1 - player)
            elif kind == "hand" and index == 1 - player:
                if self.selected is None:
                    self.say("First choose a piece from the reserve", theme.BAD)
                    self.focus = ("reserve", match.position.available()[0])
                else:
                    self.give(self.selected)
            else:
                self.say(self.status_line(), theme.BAD)
        elif kind == "square":
            if match.position.board[index] is not None:
                self.say(f"{square_name(index)} is taken: choose an empty square", theme.BAD)
            else:
                self.place(index)
        elif kind == "hand" and index == player:
            self.focus = ("square", match.position.empty_squares()[0])
        else:
            self.say(self.status_line(), theme.BAD)

    # --- keyboard focus ------------------------------------------------------------------

    _GROUPS = ("reserve", "square", "hand", "button")

    def _navigate(self, dx: int, dy: int) -> None:
        kind, index = self.focus
        if kind in ("reserve", "square"):
            # The reserve is 8 rows of 2 (see layout), the board 4 rows of 4.
            across = 2 if kind == "reserve" else 4
            rows = 16 // across
            col, row = index % across, index // across
            col, row = (col + dx) % across, (row + dy) % rows
            self.focus = (kind, row * across + col)
        elif kind in ("hand", "call"):
            if dx:
                self.focus = (kind, 1 - index)
            elif dy:
                self.focus = ("call" if kind == "hand" else "hand", index)
        elif kind == "button":
            self.focus = (kind, (index + dx + dy) % len(self.buttons))

    def _next_group(self, back: bool) -> None:
        groups = self._GROUPS
        kind = self.focus[0] if self.focus[0] != "call" else "hand"
        at = groups.index(kind)
        kind = groups[(at + (-1 if back else 1)) % len(groups)]
        if kind == "reserve":
            available = self.match.position.available()
            self.focus = ("reserve", available[0] if available else 0)
        elif kind == "square":
            empty = self.match.position.empty_squares()
            self.focus = ("square", empty[0] if empty else 0)
        elif kind == "hand":
            to_act = self.match.to_act if self.match.to_act is not None else 0
            self.focus = ("hand", 1 - to_act if self.match.phase == Phase.GIVE else to_act)
        else:
            self.focus = ("button", 0)
