"""The play scene's base: one match on screen and everything around it that no game changes.

A game's play scene (Quarto's `screen/scene.py`, Quartino's) subclasses
`PlayScene` and supplies its table model, its input, its layout and its
drawing; the base wires them to the rest of the app:

- the Menu, Undo and Redo buttons (Undo/Redo only between people, only while
  there is something to take back);
- the pause panel (the rules in force; Resume, Rules, Save game, Settings, New game,
  Menu: Rules opens the game's rule book, marked with this match's options; the settings
  screen comes back to the pause panel) and the result
  banner (Rematch, New game, Menu) over the top lines, so the whole table stays
  readable; their answers come back typed (frame.requests);
- the game kept on disk after every change (frame.saving), never for a demo; and
  saved under a name when the player asks (frame.saved_games);
- a finished game counted once in the player's statistics (frame.statistics),
  never a demo's: the game says how long it was (`game_length`);
- attract mode: a finished demo game is followed by the next one;
- the move list (button "Moves", key L; frame.play.moves): the game so far, entry by
  entry; an entry selected shows that step read-only (a game that offers it says an
  entry, `move_entry`, and builds a table of the past, `past_table`), and input that
  would change the match is refused until the player comes back to the live game;
- hidden hands: before the table shows a person's hand, the screen is passed to
  them (the frame's opaque "handover" scene), so nobody sees another's cards;
- a win celebrated (frame.celebration) while the result waits to be shown;
- idle means idle: the scene asks for frames only while something moves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

from quarto_app.platform import library
from quarto_app.platform.stats import FinishedGame

from .. import celebration, intents, saved_games, saving, statistics
from ..game import Saved, Setup
from ..i18n import text
from ..requests import Answer, Ask, PanelShape, Reply
from ..scene import Scene
from ..widgets import Button
from . import moves as move_list
from .bar import BarLayout
from .moves import MoveEntry, MoveList
from .table import TableModel, Tone

if TYPE_CHECKING:
    from ..host import Host

ATTRACT_REMATCH = 4.0  # seconds a finished demo game stays up before the next one
MENU, UNDO, REDO, MOVES = range(4)
BUTTON_WORDS = ("frame.play.menu", "frame.play.undo", "frame.play.redo", "frame.play.moves")
MOVES_KEY = "l"  # opens and closes the move list


class Input(Protocol):
    """A game's input: intents in, commands on its table out."""

    def handle(self, intent: intents.Intent) -> None: ...


class Layout(Protocol):
    """A game's layout of the play screen, for one window size."""

    @property
    def bar(self) -> BarLayout: ...


class PlayScene(Scene):
    """One match on screen; `saved` carries on a saved game instead of starting one."""

    table: TableModel[Any]
    input: Input
    layout: Layout | None

    def __init__(
        self, app: Host, *, setup: Setup, saved: Saved | None = None, attract: bool = False
    ) -> None:
        super().__init__(app)
        self.setup = setup
        self.attract = attract
        self.layout = None
        self.pace = app.pace if not self._only_computers(setup) else app.pace.unwatched()
        self.buttons = [
            Button("", self.open_pause),
            Button("", lambda: self.table.undo()),
            Button("", lambda: self.table.redo()),
            Button("", self.toggle_moves),
        ]
        self.reword()
        self.moves = MoveList()
        self._past: tuple[object, int, int | None, TableModel[Any]] | None = None
        self._counted: object = None  # the match last counted in the statistics
        self.table = self.make_table(saved)
        if saved is not None:  # the help this game had before it was saved
            self.table.undos, self.table.hints_used = saved.undos, saved.hints
        self.table.on_change = self._keep
        self.table.on_result = self._show_result
        self.table.on_end = self._count
        self.input = self.make_input()
        if saved is None:
            self.new_match()

    def reword(self) -> None:
        """The buttons in the language in use (it may change in the settings, mid-game)."""
        for button, key in zip(self.buttons, BUTTON_WORDS, strict=True):
            button.label = text(key)

    @staticmethod
    def _only_computers(setup: Setup) -> bool:
        return all(seat.is_computer for seat in setup.seats)

    # --- the game's part -------------------------------------------------------------

    def make_table(self, saved: Saved | None) -> TableModel[Any]:
        """The game's table model, on the saved match or a new one."""
        raise NotImplementedError

    def make_input(self) -> Input:
        """The game's input: it turns intents into commands on the table."""
        raise NotImplementedError

    def new_match(self) -> None:
        """A new match with the same setup on the table (and its opening, if any)."""
        raise NotImplementedError

    def lay_out(self, size: tuple[int, int]) -> Layout:
        """The game's layout for a window of `size`; it has `.bar` (frame.play.bar)."""
        raise NotImplementedError

    def draw_table(self, surface: pygame.Surface) -> None:
        raise NotImplementedError

    def status_words(self) -> str:
        """The status line as it reads now (the smoke run prints it)."""
        raise NotImplementedError

    def rules_words(self) -> str:
        """The rules in force, in one line (the pause panel)."""
        raise NotImplementedError

    def result_words(self) -> tuple[str, list[str], str]:
        """The result's title, its lines and the title's tone (a palette colour)."""
        raise NotImplementedError

    def result_picture(self) -> Any:
        """A picture for the result banner (a callable(surface, rect)), or None."""
        return None

    def opening(self) -> None:
        """Show how the match opens (Quarto's dice); when done, `opened()` is called."""
        self.opened()

    def game_length(self) -> int:
        """How long the finished match was, as the game counts it (the statistics average
        it): Quarto counts pieces placed. By default, the events in the match's log."""
        return len(self.match.events)

    # The move list: a game that offers it sets `has_moves` and says these two.
    has_moves = False

    def move_entry(self, step: int) -> MoveEntry:
        """Entry `step` of the move list (0: the start), from the match's history."""
        raise NotImplementedError

    def past_table(self, step: int) -> TableModel[Any]:
        """A table of the match as it was after `step` steps, never played on; with hidden
        hands it shows only what `self.table.viewer` may see."""
        raise NotImplementedError

    def result_answers(self) -> list[tuple[Answer, str]]:
        """A game's own answers on the result banner (Quarto: Review), before Menu."""
        return []

    def open_review(self) -> None:
        """The result banner's Review: the game's review screen for the match just ended."""

    def began_from_position(self) -> bool:
        """The match began from a set-up position rather than the game's own start
        (the statistics count such games apart)."""
        return False

    # --- scene hooks ---------------------------------------------------------------

    @property
    def match(self) -> Any:
        return self.table.match

    @property
    def names(self) -> tuple[str, ...]:
        return self.table.names

    def entered(self) -> None:
        if self.table.rolling:
            self.opening()
        else:
            self._hand_over()

    def opened(self) -> None:
        """The opening was shown: play begins (and the screen may go to the first person)."""
        self.table.rolling = False
        self._hand_over()

    def covered(self) -> None:
        self.table.hands.let_go()  # a thing in the pointer's grip is let go

    def uncovered(self, reply: Reply) -> None:
        asked, answer = reply.asked, reply.answer
        if asked is Ask.DICE:
            self.opened()
        elif asked is Ask.HANDOVER:
            if answer is Answer.READY and isinstance(reply.value, int):
                self.table.taken_by(reply.value)
            elif answer is Answer.MENU:
                self.leave()
        elif asked is Ask.SETTINGS:
            self.reword()  # the language may have changed; the view draws in the new theme
            self.open_pause()  # back where the settings were asked from
        elif answer is Answer.SETTINGS:
            self.app.router.push("settings", ask=Ask.SETTINGS)
        elif answer is Answer.REVIEW:
            self.open_review()
        elif reply.is_(Ask.PAUSE, Answer.SAVE):
            self.ask_save_name()
        elif reply.is_(Ask.SAVE, Answer.CHOSEN):
            self.save_as(str(reply.value))
            self._hand_over()
        elif asked is Ask.PAUSE and answer is Answer.RULES:
            self.open_rules()
        elif asked is Ask.RULES:
            self.open_pause()  # back where the rules were asked for: the game stays paused
        elif answer is Answer.REMATCH:
            self.new_match()
            self.entered()
        elif answer is Answer.NEW:
            self.app.router.reset("setup", game=self.setup.game, setup=self.setup)
        elif answer is Answer.MENU:
            self.leave()
        else:
            self._hand_over()

    def left(self) -> None:
        self.table.computer.close()
        self.clock.clear()

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = layout = self.lay_out(size)
        bar: BarLayout = layout.bar
        for index, (button, rect) in enumerate(zip(self.buttons, bar.buttons, strict=True)):
            if index == MOVES:
                # Not while the computer plays itself: there a click goes to the menu.
                visible = self.has_moves and not self.attract
            else:
                visible = index == MENU or self.table.undo_allowed
            button.rect = rect if visible else pygame.Rect(0, 0, 0, 0)

    def handle(self, intent: intents.Intent) -> None:
        if self.has_moves and self._moves_handle(intent):
            return
        self.input.handle(intent)

    def update(self, dt: float) -> None:
        self.table.update(dt)
        if self.has_moves:
            self.moves.follow(self.table.match, self.match.steps)
        self._history_buttons()
        if self.app.top is self:
            self._hand_over()

    def animating(self) -> bool:
        return self.table.animating or self.table.rolling

    def _history_buttons(self) -> None:
        """Undo and Redo work only between people, while the game is on, with something to do."""
        table = self.table
        playing = table.undo_allowed and not table.over and not table.rolling
        playing = playing and self.moves.viewing is None  # the past is only looked at
        self.buttons[UNDO].enabled = playing and table.may_undo()
        self.buttons[REDO].enabled = playing and table.may_redo()

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_table(surface)
        progress = self.table.finale_progress()
        if progress is not None and self.table.cheered:
            seed = len(self.match.events)  # the same burst each time this end is seen
            celebration.draw(surface, progress, seed, self.celebration_origin(surface))
        if self.has_moves and self.moves.open and self.layout is not None:
            self._draw_moves(surface, self.layout.bar)

    def celebration_origin(self, surface: pygame.Surface) -> tuple[int, int]:
        """Where a win's confetti bursts from (the game's board; the window's centre)."""
        width, height = surface.get_size()
        return width // 2, height // 2

    # --- the move list -------------------------------------------------------------------

    @property
    def shown_table(self) -> TableModel[Any]:
        """The table to draw: the live one, or a past step's while the move list shows it."""
        step = self.moves.viewing
        if step is None:
            return self.table
        key = (self.table.match, step, self.table.viewer)
        if self._past is None or self._past[:3] != key:
            self._past = (*key, self.past_table(step))
        return self._past[3]

    def toggle_moves(self) -> None:
        """The Moves button and the L key: open the list, or close it and come back."""
        if self.moves.open:
            self.moves.close()
        else:
            self.table.hands.let_go()
            self.moves.follow(self.table.match, self.match.steps)
            self.moves.open = True

    def _entry(self, step: int) -> MoveEntry:
        return self.moves.entry(step, self.match.steps, self.move_entry)

    def _moves_handle(self, intent: intents.Intent) -> bool:
        """Input for the move list while it is open (True: taken). Keys step through it;
        while a past step is shown, nothing reaches the game but its Menu button."""
        moves = self.moves
        if isinstance(intent, intents.Letter) and intent.letter == MOVES_KEY:
            self.toggle_moves()
            return True
        if not moves.open:
            return False
        steps = self.match.steps
        if isinstance(intent, intents.Navigate):
            moves.show(moves.selected(steps) + intent.dx + intent.dy, steps)
            return True
        if isinstance(intent, intents.Cancel | intents.Activate):
            moves.close()
            return True
        panel = self._panel()
        pos = getattr(intent, "pos", None)
        if pos is not None and panel is not None and panel.rect.collidepoint(pos):
            row = panel.row_at(pos)
            step = None if row is None or moves.top + row > steps else moves.top + row
            if isinstance(intent, intents.PointerMove):
                moves.hovered = step
            elif isinstance(intent, intents.PointerUp) and step is not None:
                moves.show(step, steps)
            return True
        moves.hovered = None
        if moves.viewing is None:
            return False  # the live game: play goes on beside the list
        on_button = pos is not None and any(
            button.rect.collidepoint(pos) for button in (self.buttons[MENU], self.buttons[MOVES])
        )
        return not on_button  # everything else would change the match: refused

    def moves_right(self) -> int | None:
        """Where the move list must end to leave the table's labels clear (None: the
        list's own width); a game whose board labels reach into the left column says."""
        return None

    def _panel(self) -> move_list.MovePanel | None:
        if self.layout is None:
            return None
        return move_list.panel_layout(self.layout.bar, self.moves_right())

    def _draw_moves(self, surface: pygame.Surface, bar: BarLayout) -> None:
        panel = move_list.panel_layout(bar, self.moves_right())
        steps = self.match.steps
        move_list.scroll(self.moves, panel, steps)
        move_list.draw(surface, panel, self.moves, steps, self._entry, self.table.name)
        step = self.moves.viewing
        if step is not None:
            rects = [button.rect for button in self.buttons]
            move_list.draw_band(surface, bar, rects, step, self._entry(step).words)

    # --- the hand-over between people (hidden hands) ---------------------------------

    def _hand_over(self) -> None:
        seat = self.table.handover_due()
        if seat is None or self.app.top is not self:
            return
        self.moves.close()  # the next person finds the live game
        self.table.hands.let_go()
        self.app.router.push(
            "handover",
            ask=Ask.HANDOVER,
            seat=seat,
            player=self.table.name(seat),
            news=self.table.news_for(seat),  # what happened while they looked away
        )

    # --- panels and leaving ------------------------------------------------------------

    def open_pause(self) -> None:
        self.table.hands.let_go()
        if self.table.over:
            lines = [text("frame.pause.over")]
        else:
            kept = "frame.pause.kept" if self.app.autosave else "frame.pause.not_kept"
            lines = [self.rules_words(), text("frame.pause.clocks"), text(kept)]
        answers = [(Answer.RESUME, text("frame.pause.resume"))]
        if self.app.game(self.setup.game).rule_pages is not None:
            answers.append((Answer.RULES, text("frame.pause.rules")))
        answers += [
            (Answer.SAVE, text("frame.pause.save")),
            (Answer.SETTINGS, text("frame.pause.settings")),
            (Answer.NEW, text("frame.play.new_game")),
            (Answer.MENU, text("frame.play.menu")),
        ]
        self.app.router.push(
            "panel",
            ask=Ask.PAUSE,
            title=text("frame.pause.title"),
            lines=lines,
            answers=answers,
            cancel=Answer.RESUME,
        )

    def ask_save_name(self) -> None:
        """Ask the name to keep the game under: who, what and when, to change at will."""
        game = self.app.game(self.setup.game)
        self.app.router.push(
            "entry",
            ask=Ask.SAVE,
            title=text("frame.save.title"),
            lines=[text("frame.save.line")],
            value=saved_games.default_name(game, self.setup),
            ok=text("frame.save.ok"),
            back=text("frame.save.back"),
            limit=library.NAME_LIMIT,
        )

    def save_as(self, name: str) -> bool:
        """Keep the game as it stands as a save called `name` (numbered if taken); the
        message line says under which name, or why not. True if it was kept."""
        game = self.app.game(self.setup.game)
        match, table = self.table.match, self.table
        saved = Saved(self.setup, match, match.outcome is not None, table.undos, table.hints_used)
        try:
            listed = saved_games.save(game, saved, name)
        except library.LibraryError as exc:
            self.table.say(saved_games.why(game, exc), Tone.BAD)
            return False
        self.table.say(text("frame.save.done", name=listed.name), Tone.GOOD)
        return True

    def open_rules(self) -> None:
        """The game's rule book, saying which of its variants this match plays; closing it
        comes back to the pause panel, over the same match."""
        self.app.router.push(
            "rules", ask=Ask.RULES, game=self.setup.game, options=self.setup.options
        )

    def _show_result(self) -> None:
        if self.attract:
            self.clock.schedule(self._next_demo, ATTRACT_REMATCH)
            return
        if self.app.top is not self:
            return
        self.moves.close()  # the end is seen in the live game
        self.show_result()

    def show_result(self) -> None:
        """The result banner over the top lines (again, after a click on a finished table)."""
        title, lines, tone = self.result_words()
        self.app.router.push(
            "panel",
            ask=Ask.RESULT,
            title=title,
            lines=lines,
            answers=[
                (Answer.REMATCH, text("frame.play.rematch")),
                (Answer.NEW, text("frame.play.new_game")),
                *self.result_answers(),
                (Answer.MENU, text("frame.play.menu")),
            ],
            tone=tone,
            area=lambda size: self.lay_out(size).bar.band,
            shade=False,  # the board and the winning line stay as bright as in play
            shape=PanelShape.BANNER,
            picture=self.result_picture(),
        )

    def _next_demo(self) -> None:
        self.new_match()
        self.entered()

    def leave(self) -> None:
        self.app.router.reset("menu")

    def finished_game(self) -> FinishedGame | None:
        """The finished match as the statistics count it; None when no person played."""
        seats = tuple(seat.level for seat in self.setup.seats)
        if None not in seats:
            return None  # the computer against itself: nobody's record
        return FinishedGame(
            self.setup.game,
            statistics.today(),
            seats,
            self.table.winners,
            self.game_length(),
            undos=self.table.undos,
            hints=self.table.hints_used,
            from_position=self.began_from_position(),
        )

    def _count(self) -> None:
        """The match has just ended: counted once, however often its end is seen again
        (an undo and the same move played again, a redo); a rematch is a new match."""
        match = self.table.match
        if self.attract or match is self._counted:
            return
        self._counted = match
        finished = self.finished_game()
        if finished is not None:
            statistics.count(self.app, finished)

    def _keep(self) -> None:
        """The game on disk after every change, so a closed window loses nothing."""
        if not self.app.autosave or self.attract:
            return
        match = self.table.match
        table = self.table
        saved = Saved(self.setup, match, match.outcome is not None, table.undos, table.hints_used)
        if not saving.keep(self.app.game(self.setup.game), saved):
            self.table.say(text("frame.notice.not_saved"), Tone.BAD)
