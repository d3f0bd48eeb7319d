"""The play screen: a match on the table, played by mouse, by keyboard, or by the computer.

The scene holds the match, the computer seats (gui.controller) and what the
hands are doing: a piece being dragged, a piece selected by a click, the
keyboard focus, and the notices the last events left. Drawing is in
gui.table_view; it only reads this scene.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...match import Calling, Event, EventKind, MatchError, Phase
from ...rules import MadeLine, square_name
from .. import intents, theme
from ..controller import Computer
from ..game_setup import GameSetup
from ..intents import CALL_KEY_LABELS
from ..layout import TableLayout, table_layout
from ..loop import App, Scene
from ..widgets import Button

DRAG_THRESHOLD = 6  # pixels the pointer moves before a press becomes a drag
NOTICE_SECONDS = 4.0
LAPSE_SECONDS = 3.0
RETURN_SECONDS = 0.25
ATTRACT_REMATCH = 4.0  # seconds a finished demo game stays up before the next one

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


@dataclass
class Notice:
    """A sentence on the message line: feedback on the last thing that happened."""

    text: str
    colour: theme.Colour
    left: float = NOTICE_SECONDS


class PlayScene(Scene):
    """One match on screen, and the rematches that follow it."""

    def __init__(self, app: App, setup: GameSetup, *, attract: bool = False) -> None:
        super().__init__(app)
        self.setup = setup
        self.attract = attract
        self.layout: TableLayout | None = None
        self.buttons = {
            "menu": Button("Menu", self.open_pause),
            "undo": Button("Undo", self.undo),
            "redo": Button("Redo", self.redo),
        }
        self.computer: Computer | None = None
        self.new_match()

    # --- a match -----------------------------------------------------------------

    def new_match(self) -> None:
        """Start a match with the same setup; the dice roll (if any) plays first."""
        self.match, self.roll = self.setup.start(self.app.rng)
        levels = tuple(self._level(name) for name in self.setup.levels)
        if self.computer is None:
            self.computer = Computer(
                self.match,
                (levels[0], levels[1]),
                pace=self.app.pace,
                rng=self.app.rng,
                **({"worker_factory": self.app.worker_factory} if self.app.worker_factory else {}),
            )
        else:
            self.computer.restart(self.match)
        self.drag: Drag | None = None
        self.returning: Return | None = None
        self.selected: int | None = None  # a reserve piece picked by a click or Enter
        self.hover: Thing | None = None
        self.focus: Thing = ("reserve", 0)
        self.focus_visible = False  # shown once the keyboard is used
        self.notice: Notice | None = None
        self.fading_lines: tuple[MadeLine, ...] = ()
        self.fading_left = 0.0
        self.pressed: dict[int, float] = {}  # seat -> seconds a button press stays lit
        self.refused: dict[int, float] = {}  # seat -> seconds a false call stays red
        self.result_wait: float | None = None
        self._attract_rematch: float | None = None
        self._turn_seen: tuple[str, int | None] | None = None
        self.buttons["undo"].enabled = self.buttons["redo"].enabled = False
        self.rolling = False  # the dice scene is up: nobody knows who starts yet
        if self.roll is not None and self.app.pace.dice > 0:
            from .dice import DiceScene

            self._dice_pending = DiceScene(self.app, self.roll, self.match.settings.names)
        else:
            self._dice_pending = None

    def _level(self, name: str | None) -> Any | None:
        if name is None:
            return None
        if self.app.level_lookup is not None:
            return self.app.level_lookup(name)
        from ...ai import level_by_name

        return level_by_name(name)

    def name(self, player: int) -> str:
        return self.match.settings.names[player]

    def is_human(self, player: int | None) -> bool:
        return player is not None and self.computer is not None and not self.computer.plays(player)

    @property
    def human_turn(self) -> bool:
        """A person may give or place now (not the computer, nothing in flight)."""
        match = self.match
        return (
            match.phase in (Phase.GIVE, Phase.PLACE)
            and self.is_human(match.to_act)
            and self.computer is not None
            and not self.computer.busy
        )

    def can_call(self, seat: int) -> bool:
        """The seat's QUARTO! button works: a person, announce mode, the game on."""
        return (
            self.is_human(seat)
            and self.match.settings.calling is Calling.ANNOUNCE
            and self.match.phase != Phase.OVER
        )

    # --- scene hooks ---------------------------------------------------------------

    def enter(self) -> None:
        self.rolling = self._dice_pending is not None
        if self._dice_pending is not None:
            dice, self._dice_pending = self._dice_pending, None
            self.app.push(dice)

    def exit(self) -> None:
        if self.app.find(PlayScene) is None and self.computer is not None:
            self.computer.close()

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = table_layout(size)
        self.buttons["menu"].rect = self.layout.menu_button
        self.buttons["undo"].rect = self.layout.undo_button
        self.buttons["redo"].rect = self.layout.redo_button

    def update(self, dt: float) -> None:
        if self.computer is not None:
            self.absorb(self.computer.update(dt))
        self.absorb(self.match.tick(dt))
        self._follow_turn()
        for timers in (self.pressed, self.refused):
            for seat in list(timers):
                timers[seat] -= dt
                if timers[seat] <= 0:
                    del timers[seat]
        if self.notice is not None:
            self.notice.left -= dt
            if self.notice.left <= 0:
                self.notice = None
        self.fading_left = max(0.0, self.fading_left - dt)
        if self.returning is not None:
            self.returning.elapsed += dt
            if self.returning.elapsed >= RETURN_SECONDS:
                self.returning = None
        if self.result_wait is not None:
            self.result_wait -= dt
            if self.result_wait <= 0:
                self.result_wait = None
                self._show_result()
        if self._attract_rematch is not None:
            self._attract_rematch -= dt
            if self._attract_rematch <= 0:
                self.new_match()
                self.enter()
        undo_ok = self.setup.hot_seat and not self.attract
        self.buttons["undo"].enabled = undo_ok and self.match.can_undo
        self.buttons["redo"].enabled = undo_ok and self.match.can_redo

    def draw(self, surface: Any) -> None:
        from ..table_view import draw_table

        draw_table(surface, self)

    # --- events from the match -------------------------------------------------------

    def absorb(self, events: list[Event]) -> None:
        """Show what the match says happened."""
        for event in events:
            if event.kind is EventKind.FALSE_CALL:
                self.say(event.text, theme.BAD)
                if event.player is not None:
                    self.refused[event.player] = 1.5
            elif event.kind is EventKind.LAPSE:
                self.say(event.text, theme.LAPSED)
                self.fading_lines = event.lines
                self.fading_left = LAPSE_SECONDS
            elif event.kind in (EventKind.STEAL, EventKind.CALL, EventKind.TIMEOUT):
                self.say(
                    event.text, theme.GOOD if event.kind is not EventKind.TIMEOUT else theme.BAD
                )
            elif event.kind is EventKind.RESULT:
                self.drag = None
                self.selected = None
                self.result_wait = self.app.pace.result_pause

    def say(self, text: str, colour: theme.Colour) -> None:
        self.notice = Notice(text, colour)

    def _follow_turn(self) -> None:
        """When a new turn starts, put the keyboard focus where the work is."""
        turn = (self.match.phase, self.match.to_act)
        if turn == self._turn_seen:
            return
        self._turn_seen = turn
        self.selected = None
        if self.match.phase == Phase.GIVE:
            available = self.match.position.available()
            if self.focus[0] != "reserve" or self.focus[1] not in available:
                self.focus = ("reserve", available[0] if available else 0)
        elif self.match.phase == Phase.PLACE:
            empty = self.match.position.empty_squares()
            if self.focus[0] != "square" or self.focus[1] not in empty:
                self.focus = ("square", empty[0] if empty else 0)

    def _show_result(self) -> None:
        from .overlay import GameOverOverlay

        if self.attract:
            self.result_wait = None
            self._attract_rematch = ATTRACT_REMATCH
        elif self.app.top is self:
            self.app.push(GameOverOverlay(self.app, self))

    # --- acting ------------------------------------------------------------------------

    def give(self, piece: int) -> bool:
        """The player to act gives `piece`; says why not when it cannot be."""
        if not self.human_turn or self.match.phase != Phase.GIVE:
            self.say(self.status_line(), theme.BAD)
            return False
        player = self.match.to_act
        assert player is not None
        try:
            self.absorb(self.match.give(player, piece))
        except MatchError as exc:
            self.say(str(exc).capitalize(), theme.BAD)
            return False
        self.selected = None
        return True

    def place(self, square: int) -> bool:
        """The player to act places the piece in hand on `square`."""
        if not self.human_turn or self.match.phase != Phase.PLACE:
            self.say(self.status_line(), theme.BAD)
            return False
        player = self.match.to_act
        assert player is not None
        try:
            self.absorb(self.match.place(player, square))
        except MatchError as exc:
            self.say(str(exc).capitalize(), theme.BAD)
            return False
        return True

    def call(self, seat: int) -> None:
        """The seat's QUARTO! button or key."""
        if self.match.phase == Phase.OVER:
            return
        if not self.is_human(seat):
            return
        if self.match.settings.calling is Calling.AUTOMATIC:
            self.say("In this game the app declares every Quarto itself", theme.TEXT_DIM)
            return
        self.pressed[seat] = 0.4
        self.absorb(self.match.call(seat))

    def undo(self) -> None:
        if self.setup.hot_seat and not self.attract and self.match.undo():
            self._after_history("Undone")

    def redo(self) -> None:
        if self.setup.hot_seat and not self.attract and self.match.redo():
            self._after_history("Redone")

    def _after_history(self, word: str) -> None:
        assert self.computer is not None
        self.computer.restart(self.match)
        self.drag = None
        self.returning = None
        self.result_wait = None
        self._turn_seen = None
        self.say(f"{word}: {self.status_line()}", theme.TEXT_DIM)

    def open_pause(self) -> None:
        from .overlay import PauseOverlay

        self.drag = None
        self.app.push(PauseOverlay(self.app, self))

    # --- what to say ---------------------------------------------------------------------

    def status_line(self) -> str:
        """Whose turn it is and what to do, in a few words."""
        match = self.match
        if self.rolling:
            return "The dice decide who gives the first piece"
        if match.phase == Phase.OVER:
            result = match.result
            if result is None or result.winner is None:
                return "A draw: all sixteen pieces are placed"
            return f"{self.name(result.winner)} wins!"
        player = match.to_act
        assert player is not None
        name, other = self.name(player), self.name(1 - player)
        if match.phase == Phase.FINAL:
            return f"The board is full: {name} may still call QUARTO!"
        if not self.is_human(player):
            doing = "a piece to give" if match.phase == Phase.GIVE else "where to place"
            return f"{name} is thinking about {doing}..."
        if match.phase == Phase.GIVE:
            return f"{name}: choose a piece for {other}"
        return f"{name}: place the piece"

    def hint(self) -> str:
        """How to do what the status line asks, for whoever is new to the screen."""
        match = self.match
        if self.attract:
            return "The computer plays itself. Press any key or click for the menu."
        if not self.human_turn or self.rolling:
            return ""
        player = match.to_act
        assert player is not None
        other = self.name(1 - player)
        key = CALL_KEY_LABELS[player]
        window = match.call_window(player)
        if match.phase == Phase.GIVE:
            if self.selected is not None:
                return f"Click {other}'s slot (or press Enter) to give it; Esc to choose again"
            if window is not None and window.kind == "own":
                return (
                    f"Made a line? Call QUARTO! ({key}) before you give. "
                    f"Else drag a piece to {other}'s slot"
                )
            return f"Drag a piece to {other}'s slot, or click it and then the slot"
        if window is not None and window.kind == "steal":
            return (
                f"Did {other} miss a line? Call QUARTO! ({key}) before the ring runs out. "
                "Else place the piece"
            )
        return "Drag the piece to an empty square, or click a square"

    def pointed_piece(self) -> int | None:
        """The piece under the pointer (or the keyboard focus), to name its attributes."""
        thing = self.focus if self.focus_visible else self.hover
        if thing is None:
            return None
        kind, index = thing
        position = self.match.position
        if kind == "reserve" and index in position.available():
            return index
        if kind == "square":
            return position.board[index]
        if kind == "hand" and self.match.phase == Phase.PLACE and index == self.match.to_act:
            return position.hand
        return None

    # --- input ---------------------------------------------------------------------------

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
        from .menu import MenuScene

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
