"""The saved games of one game: a list to open, rename, delete, export, and import into.

The same screen for every game (opened from the game's menu column, asked
`Ask.PAGE`). The list, newest first, shows per save its name and when it was
saved, then the players, the rules that differ from the game's own, how far
the game went, and "in progress" or how it ended; a damaged save says why
(the line and token at fault) and can still be renamed, exported or deleted.
The buttons on the right act on the chosen save (Open, Rename, Delete,
Export to a file, Copy to the clipboard, and the game's position string when
it has one), then bring a record in (from a file, from the clipboard). A game
with hidden hands is exported or copied only once it is over: until then its
record holds every player's hidden cards (the button says so).

Keyboard: Up/Down choose a save, Enter opens it, Tab/Shift+Tab go through the
buttons (Enter presses the one framed), Esc goes back. Mouse: a click chooses
a row, the wheel scrolls a long list. A question (a new name, "delete?") is
asked over the list through the shared scenes, and its reply says what it
answers (frame.requests).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import clipboard, intents, saved_games, saving, starting, text
from ..button_column import ButtonColumn
from ..game import Game
from ..i18n import plural
from ..i18n import text as words
from ..requests import Answer, Ask, Reply
from ..saved_games import Entry
from ..scene import Scene
from ..theme import colours
from ..widgets import Button, draw_frame

if TYPE_CHECKING:
    from ..host import Host

PATH_LIMIT = 400  # characters of a typed file path


class SavedGamesScene(Scene):
    """The saves of `game` (an id)."""

    def __init__(self, app: Host, *, game: str) -> None:
        super().__init__(app)
        self.game: Game = app.game(game)
        self.entries: list[Entry] = []
        self.selected = 0
        self.first = 0  # the first row in view
        self.message = ""
        self.message_bad = False
        self.open_button = Button(words("frame.saved_games.open"), self.open)
        self.rename_button = Button(words("frame.saved_games.rename"), self.rename)
        self.delete_button = Button(words("frame.saved_games.delete"), self.delete)
        self.export_button = Button(words("frame.saved_games.export"), self.export)
        self.copy_button = Button(words("frame.saved_games.copy"), self.copy)
        self.position_button = Button(words("frame.saved_games.position"), self.copy_position)
        self.review_button = Button(words("frame.saved_games.review"), self.review)
        self.import_button = Button(words("frame.saved_games.import"), self.import_file)
        self.paste_button = Button(words("frame.saved_games.paste"), self.paste)
        self.back_button = Button(words("frame.saved_games.back"), self.back)
        own = [self.open_button]
        if self.game.review_scene is not None:
            own.append(self.review_button)
        own += [self.rename_button, self.delete_button]
        own += [self.export_button, self.copy_button]
        if self.game.position_text is not None:
            own.append(self.position_button)
        self.for_save = own  # act on the chosen save
        self.column = ButtonColumn(own + [self.import_button, self.paste_button, self.back_button])
        self.rows: list[pygame.Rect] = []
        self.list_area = pygame.Rect(0, 0, 0, 0)
        self.size = (1280, 800)
        self.scale = 1.0
        self.folder = saved_games.folder(self.game)
        self.refresh()

    # --- the list ------------------------------------------------------------------------

    @property
    def entry(self) -> Entry | None:
        """The chosen save, if there is one."""
        return self.entries[self.selected] if self.entries else None

    def refresh(self, choose: object = None) -> None:
        """Read the folder again; choose the save at path `choose`, else keep the place."""
        self.entries = saved_games.entries(self.game)
        paths = [entry.listed.path for entry in self.entries]
        if choose in paths:
            self.selected = paths.index(choose)
        self.selected = max(0, min(self.selected, len(self.entries) - 1))
        self._enable()
        self.resize(self.size)

    def _enable(self) -> None:
        entry = self.entry
        for button in self.for_save:
            button.enabled = entry is not None
        readable = entry is not None and not entry.damaged
        self.open_button.enabled = readable
        self.position_button.enabled = readable
        self.review_button.enabled = readable

    def choose(self, index: int) -> None:
        if not self.entries:
            return
        self.selected = max(0, min(index, len(self.entries) - 1))
        self._keep_in_view()
        self._enable()

    def _keep_in_view(self) -> None:
        shown = self.shown_rows
        if self.selected < self.first:
            self.first = self.selected
        elif self.selected >= self.first + shown:
            self.first = self.selected - shown + 1

    @property
    def shown_rows(self) -> int:
        return max(1, len(self.rows))

    def scroll(self, rows: int) -> None:
        most = max(0, len(self.entries) - self.shown_rows)
        self.first = max(0, min(self.first + rows, most))

    def say(self, said: str, bad: bool = False) -> None:
        self.message, self.message_bad = said, bad

    # --- the buttons ---------------------------------------------------------------------

    def open(self) -> None:
        """Carry the chosen save on, asking first if it would replace a game in progress."""
        entry = self.entry
        if entry is None or entry.damaged:
            return
        unfinished, _ = saving.unfinished(self.game) if self.app.autosave else (None, None)
        if unfinished is None:
            self._open_now(entry)
            return
        self.app.router.push(
            "panel",
            ask=Ask.OPEN,
            title=words("frame.saved_games.replace_title"),
            lines=[
                words(
                    "frame.saved_games.replace_line",
                    players=starting.together(unfinished.setup.names),
                    name=entry.name,
                )
            ],
            answers=[
                (Answer.CONFIRM, words("frame.saved_games.open")),
                (Answer.BACK, words("frame.saved_games.keep")),
            ],
            cancel=Answer.BACK,
        )

    def _open_now(self, entry: Entry) -> None:
        saved, why = saved_games.load(self.game, entry)
        if saved is None:
            self.say(words("frame.saved_games.cannot_open", why=why or ""), bad=True)
            self.refresh()
            return
        self.app.settings["menu_game"] = self.game.id
        starting.start(self.app, saved.setup, saved)  # a hidden-hands game: the hand-over

    def review(self) -> None:
        """The chosen save in the game's review screen (the computer's verdict on each turn)."""
        entry = self.entry
        if entry is None or entry.damaged or self.game.review_scene is None:
            return
        saved, why = saved_games.load(self.game, entry)
        if saved is None:
            self.say(words("frame.saved_games.cannot_open", why=why or ""), bad=True)
            self.refresh()
            return
        self.app.router.push(self.game.review_scene, ask=Ask.PAGE, saved=saved)

    def rename(self) -> None:
        entry = self.entry
        if entry is None:
            return
        from quarto_app.platform.library import NAME_LIMIT

        self.app.router.push(
            "entry",
            ask=Ask.RENAME,
            title=words("frame.saved_games.rename_title"),
            lines=[words("frame.saved_games.rename_line", name=entry.name)],
            value=entry.name,
            ok=words("frame.saved_games.rename"),
            back=words("frame.saved_games.cancel"),
            limit=NAME_LIMIT,
        )

    def delete(self) -> None:
        entry = self.entry
        if entry is None:
            return
        self.app.router.push(
            "panel",
            ask=Ask.DELETE,
            title=words("frame.saved_games.delete_title"),
            lines=[words("frame.saved_games.delete_line", name=entry.name)],
            answers=[
                (Answer.CONFIRM, words("frame.saved_games.delete")),
                (Answer.BACK, words("frame.saved_games.keep")),
            ],
            cancel=Answer.BACK,
        )

    def export(self) -> None:
        entry = self.entry
        if entry is None or self._kept_private(entry):
            return
        path, error = saved_games.export(entry)
        if path is None:
            self.say(
                words("frame.saved_games.not_exported", why=saved_games.why(self.game, error)),
                bad=True,
            )
            return
        self.say(words("frame.saved_games.exported", path=str(path)))

    def copy(self) -> None:
        entry = self.entry
        if entry is None or self._kept_private(entry):
            return
        raw, error = saved_games.record_text(entry)
        if raw is None:
            self.say(saved_games.why(self.game, error), bad=True)
        elif clipboard.put(raw):
            self.say(words("frame.saved_games.copied", name=entry.name))
        else:
            self.say(words("frame.saved_games.no_clipboard"), bad=True)

    def _kept_private(self, entry: Entry) -> bool:
        """A game whose record would show hidden cards is not let out: say why."""
        why = saved_games.kept_private(self.game, entry)
        if why is not None:
            self.say(why, bad=True)
        return why is not None

    def copy_position(self) -> None:
        entry = self.entry
        if entry is None or entry.saved is None or self.game.position_text is None:
            return
        position = self.game.position_text(entry.saved.match)
        if clipboard.put(position):
            self.say(words("frame.saved_games.position_copied", position=position))
        else:
            self.say(words("frame.saved_games.position_shown", position=position))

    def import_file(self) -> None:
        exports = saved_games.exports_folder()
        folder = str(exports) if exports is not None else "~"
        self.app.router.push(
            "entry",
            ask=Ask.IMPORT,
            title=words("frame.saved_games.import_title"),
            lines=[words("frame.saved_games.import_line", folder=folder)],
            value="",
            ok=words("frame.saved_games.import"),
            back=words("frame.saved_games.cancel"),
            limit=PATH_LIMIT,
        )

    def paste(self) -> None:
        raw = clipboard.get()
        if raw is None:
            self.say(words("frame.saved_games.clipboard_empty"), bad=True)
            return
        self._imported(*saved_games.import_text(self.game, raw))

    def _imported(self, listed: object, why: str | None) -> None:
        if listed is None:
            self.say(words("frame.saved_games.not_imported", why=why or ""), bad=True)
            self.refresh()
            return
        self.refresh(choose=getattr(listed, "path", None))
        self._keep_in_view()
        self.say(words("frame.saved_games.imported", name=getattr(listed, "name", "")))

    def back(self) -> None:
        if len(self.app.router.stack) > 1:
            self.app.router.pop()
        else:
            self.app.router.reset("menu")

    # --- what the questions answered -----------------------------------------------------

    def uncovered(self, reply: Reply) -> None:
        entry = self.entry
        if reply.is_(Ask.OPEN, Answer.CONFIRM) and entry is not None:
            self._open_now(entry)
        elif reply.is_(Ask.RENAME, Answer.CHOSEN) and entry is not None:
            self._rename(entry, str(reply.value))
        elif reply.is_(Ask.DELETE, Answer.CONFIRM) and entry is not None:
            self._delete(entry)
        elif reply.is_(Ask.IMPORT, Answer.CHOSEN):
            self._imported(*saved_games.import_file(self.game, str(reply.value)))

    def _rename(self, entry: Entry, name: str) -> None:
        from quarto_app.platform import library

        try:
            path = library.rename(entry.listed, name)
        except library.LibraryError as exc:
            self.say(saved_games.why(self.game, exc), bad=True)
            self.refresh()
            return
        self.refresh(choose=path)
        self._keep_in_view()
        self.say(words("frame.saved_games.renamed", name=library.name_of(path)))

    def _delete(self, entry: Entry) -> None:
        from quarto_app.platform import library

        try:
            library.delete(entry.listed)
        except library.LibraryError as exc:
            self.say(saved_games.why(self.game, exc), bad=True)
        else:
            self.say(words("frame.saved_games.deleted", name=entry.name))
        self.refresh()

    # --- layout and input ----------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.scale = s = min(size[0] / 1280, size[1] / 800)
        width, height = size
        margin = round(30 * s)
        button_w = round(260 * s)
        top, bottom = round(120 * s), height - round(90 * s)
        self.list_area = pygame.Rect(margin, top, width - 3 * margin - button_w, bottom - top)
        row_h = round(74 * s)
        count = max(1, self.list_area.h // row_h)
        self.rows = [
            pygame.Rect(
                self.list_area.left,
                self.list_area.top + index * row_h,
                self.list_area.w,
                row_h - round(8 * s),
            )
            for index in range(min(count, len(self.entries)))
        ]
        self.scroll(0)
        self._keep_in_view()
        buttons = self.column.buttons
        gap, group_gap = round(8 * s), round(22 * s)
        button_h = min(round(48 * s), (bottom - top - 2 * group_gap) // len(buttons) - gap)
        x, y = width - margin - button_w, top
        for button in buttons:
            if button in (self.import_button, self.back_button):
                y += group_gap  # the chosen save's buttons, bringing one in, leaving
            button.rect = pygame.Rect(x, y, button_w, button_h)
            y += button_h + gap

    def handle(self, intent: intents.Intent) -> None:
        if isinstance(intent, intents.Cancel):
            self.back()
        elif isinstance(intent, intents.Scroll):
            self.scroll(-intent.dy)
        elif isinstance(intent, intents.Navigate) and intent.dy:
            self.column.focus_visible = False
            self.choose(self.selected + intent.dy)
        elif isinstance(intent, intents.Activate) and not self.column.focus_visible:
            self.open()
        elif isinstance(intent, intents.PointerDown) and self.list_area.collidepoint(intent.pos):
            self._click_row(intent.pos)
        elif isinstance(intent, intents.NextFocus):
            self._next_button(-1 if intent.back else 1)
        else:
            self.message = "" if isinstance(intent, intents.PointerDown) else self.message
            self.column.handle(intent)

    def _click_row(self, pos: tuple[int, int]) -> None:
        for index, rect in enumerate(self.rows):
            if rect.collidepoint(pos):
                self.column.focus_visible = False
                self.choose(self.first + index)
                return

    def _next_button(self, step: int) -> None:
        """Tab: the next button that can be pressed (the list keeps its choice)."""
        buttons = self.column.buttons
        at = self.column.focus if self.column.focus_visible else -step % (len(buttons) + 1) - 1
        for _ in buttons:
            at = (at + step) % len(buttons)
            if buttons[at].enabled:
                break
        self.column.focus = at
        self.column.focus_visible = True

    # --- drawing -------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        palette = colours()
        s = self.scale
        width, height = self.size
        surface.fill(palette.background)
        title = words("frame.saved_games.title", game=words(self.game.title))
        text.draw(
            surface,
            title,
            round(50 * s),
            palette.accent,
            bold=True,
            midleft=(round(30 * s), round(46 * s)),
            max_width=width - round(60 * s),
        )
        where = str(self.folder) if self.folder is not None else "?"
        text.draw(
            surface,
            words("frame.saved_games.kept_in", folder=where),
            round(20 * s),
            palette.text_dim,
            midleft=(round(30 * s), round(92 * s)),
            max_width=self.list_area.w - round(120 * s),
        )
        if not self.entries:
            for index, line in enumerate(
                text.wrap(words("frame.saved_games.none"), round(26 * s), self.list_area.w)[:3]
            ):
                text.draw(
                    surface,
                    line,
                    round(26 * s),
                    palette.text_dim,
                    midleft=(
                        self.list_area.left,
                        self.list_area.top + round((30 + 34 * index) * s),
                    ),
                )
        for index, rect in enumerate(self.rows):
            at = self.first + index
            if at < len(self.entries):
                self._draw_row(surface, rect, self.entries[at], at == self.selected)
        self._draw_more(surface)
        self.column.draw(surface, round(22 * s))
        if self.message:
            colour = palette.bad if self.message_bad else palette.good
            lines = text.wrap(self.message, round(22 * s), width - round(60 * s))[:2]
            for index, line in enumerate(lines):
                y = height - round((64 - 24 * index) * s)
                text.draw(surface, line, round(22 * s), colour, center=(width // 2, y))
        text.draw(
            surface,
            words("frame.saved_games.keys"),
            round(18 * s),
            palette.text_dim,
            center=(width // 2, height - round(16 * s)),
            max_width=width - 40,
        )

    def _draw_row(
        self, surface: pygame.Surface, rect: pygame.Rect, entry: Entry, lit: bool
    ) -> None:
        palette = colours()
        s = self.scale
        fill = palette.button_hover if lit else palette.panel
        edge = palette.accent if lit else palette.panel_edge
        draw_frame(surface, rect, fill, edge=edge, width=3 if lit else 1)
        pad = round(14 * s)
        when = text.draw(
            surface,
            saved_games.when_words(entry),
            round(20 * s),
            palette.text_dim,
            midright=(rect.right - pad, rect.top + round(20 * s)),
        )
        text.draw(
            surface,
            entry.name,
            round(26 * s),
            palette.text,
            bold=True,
            midleft=(rect.left + pad, rect.top + round(20 * s)),
            max_width=when.left - rect.left - 2 * pad,
        )
        if entry.saved is None:
            said = words("frame.saved_games.damaged", why=saved_games.why(self.game, entry.error))
            colour = palette.bad
        else:
            said = saved_games.details(self.game, entry.saved)
            colour = palette.text_dim
        text.draw(
            surface,
            said,
            round(20 * s),
            colour,
            midleft=(rect.left + pad, rect.bottom - round(17 * s)),
            max_width=rect.w - 2 * pad,
        )

    def _draw_more(self, surface: pygame.Surface) -> None:
        """Arrows saying the list goes on above or below the rows in view."""
        palette = colours()
        s = self.scale
        size = round(20 * s)
        right = self.list_area.right
        if self.first > 0:
            text.draw(
                surface,
                plural("frame.saved_games.more_above", self.first),
                size,
                palette.text_dim,
                midright=(right, self.list_area.top - round(14 * s)),
            )
        below = len(self.entries) - self.first - len(self.rows)
        if below > 0 and self.rows:
            text.draw(
                surface,
                plural("frame.saved_games.more_below", below),
                size,
                palette.text_dim,
                midright=(right, self.rows[-1].bottom + round(12 * s)),
            )
