"""The play screen: a match on the table, played by mouse, by keyboard, or by the computer.

The scene holds the match, the computer seats (gui.controller) and what the
hands are doing: a piece being dragged, a piece selected by a click, the
keyboard focus, and the notices the last events left. Drawing is in
gui.table_view; it only reads this scene.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from quarto_app.frame import theme
from quarto_app.frame.intents import CALL_KEY_LABELS
from quarto_app.frame.loop import App, Scene
from quarto_app.frame.widgets import Button

from .. import words
from ..match import Calling, Event, EventKind, Match, MatchError, Phase, WindowKind
from ..rules import MadeLine
from .computer import Computer
from .game_setup import GameSetup
from .input import Drag, Return, TableInput, Thing
from .layout import TableLayout, table_layout

NOTICE_SECONDS = 4.0
LAPSE_SECONDS = 3.0
RETURN_SECONDS = 0.25
ATTRACT_REMATCH = 4.0  # seconds a finished demo game stays up before the next one


@dataclass
class Notice:
    """A sentence on the message line: feedback on the last thing that happened."""

    text: str
    colour: theme.Colour
    left: float = NOTICE_SECONDS


_ANNOUNCED = (EventKind.STEAL, EventKind.CALL, EventKind.DECLARE, EventKind.TIMEOUT)


class PlayScene(TableInput, Scene):
    """One match on screen, and the rematches that follow it."""

    def __init__(
        self, app: App, setup: GameSetup, *, attract: bool = False, match: Match | None = None
    ) -> None:
        super().__init__(app)
        self.setup = setup
        self.attract = attract
        self._resumed = match  # a saved game to carry on, instead of a new one
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
        if self._resumed is not None:
            self.match, self.roll, self._resumed = self._resumed, None, None
        else:
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
            from quarto_app.frame.scenes.dice import DiceScene

            self._dice_pending = DiceScene(self.app, self.roll, self.match.settings.names)
        else:
            self._dice_pending = None

    def _level(self, name: str | None) -> Any | None:
        if name is None:
            return None
        if self.app.level_lookup is not None:
            return self.app.level_lookup(name)
        from ..ai import level_by_name

        return level_by_name(name)

    def name(self, player: int) -> str:
        return self.match.settings.names[player]

    @property
    def names(self) -> tuple[str, ...]:
        return self.match.settings.names

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
        from .view import draw_table

        draw_table(surface, self)

    # --- events from the match -------------------------------------------------------

    def absorb(self, events: list[Event]) -> None:
        """Show what the match says happened (and keep the game on disk)."""
        if events and self.app.autosave and not self.attract:
            self._autosave()
        for event in events:
            if event.kind is EventKind.FALSE_CALL:
                self.say(words.event(event, self.names), theme.BAD)
                if event.player is not None:
                    self.refused[event.player] = 1.5
            elif event.kind is EventKind.LAPSE:
                self.say(words.event(event, self.names), theme.LAPSED)
                self.fading_lines = event.lines
                self.fading_left = LAPSE_SECONDS
            elif event.kind in (
                EventKind.STEAL,
                EventKind.CALL,
                EventKind.DECLARE,
                EventKind.TIMEOUT,
            ):
                tone = theme.GOOD if event.kind is not EventKind.TIMEOUT else theme.BAD
                self.say(words.event(event, self.names), tone)
            elif event.kind is EventKind.RESULT:
                self.drag = None
                self.selected = None
                self.result_wait = self.app.pace.result_pause

    def _autosave(self) -> None:
        from quarto_app.platform.saves import autosave

        computer = {seat: level for seat, level in enumerate(self.setup.levels) if level}
        if not autosave(self.match, computer):
            self.say("The game could not be saved to disk (see the log)", theme.BAD)

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
        from quarto_app.frame.scenes.overlay import GameOverOverlay

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
            self.say(words.error(exc, self.names), theme.BAD)
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
            self.say(words.error(exc, self.names), theme.BAD)
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
        if self.app.autosave:
            self._autosave()
        self.computer.restart(self.match)
        self.drag = None
        self.returning = None
        self.result_wait = None
        self._turn_seen = None
        self.say(f"{word}: {self.status_line()}", theme.TEXT_DIM)

    def open_pause(self) -> None:
        from quarto_app.frame.scenes.overlay import PauseOverlay

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
            return words.result_title(result, self.names)
        player = match.to_act
        assert player is not None
        name, other = self.name(player), self.name(1 - player)
        if match.phase == Phase.FINAL:
            return f"The board is full: {name} may still call QUARTO!"
        if not self.is_human(player):
            assert self.computer is not None
            if self.computer.glide is not None:
                doing = f"gives {other} a piece" if match.phase == Phase.GIVE else "places"
                return f"{name} {doing}"
            doing = f"a piece for {other}" if match.phase == Phase.GIVE else "where to place"
            return f"{name} is thinking about {doing}..."
        if match.phase == Phase.GIVE:
            return f"{name}: choose a piece for {other}"
        return f"{name}: place the piece"

    def hint(self) -> str:
        """How to do what the status line asks, for whoever is new to the screen."""
        match = self.match
        if self.attract:
            return "The computer plays itself. Press any key or click for the menu."
        if self.rolling:
            return ""
        if match.phase == Phase.FINAL and self.is_human(match.to_act):
            seat = match.to_act
            assert seat is not None
            return (
                f"Did the last piece make a line? Call QUARTO! ({CALL_KEY_LABELS[seat]}) "
                "before the ring runs out"
            )
        if not self.human_turn:
            return ""
        player = match.to_act
        assert player is not None
        other = self.name(1 - player)
        key = CALL_KEY_LABELS[player]
        window = match.call_window(player)
        if match.phase == Phase.GIVE:
            if self.selected is not None:
                return f"Click {other}'s slot (or press Enter) to give it; Esc to choose again"
            if window is not None and window.kind is WindowKind.OWN:
                return (
                    f"Made a line? Call QUARTO! ({key}) before you give. "
                    f"Else drag a piece to {other}'s slot"
                )
            return f"Drag a piece to {other}'s slot, or click it and then the slot"
        if window is not None and window.kind is WindowKind.STEAL:
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
