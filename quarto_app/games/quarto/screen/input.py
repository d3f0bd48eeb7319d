"""How hands work the table: intents in, commands on the table model out.

Pointer: drag a piece and drop it, or click it and then where it goes (a
refused drop glides home and says why). Keyboard: arrows and Tab move a
focus over the reserve, the board, the hand slots, the QUARTO! buttons and
the top buttons; Enter or Space acts.

One selection: a piece picked by a click or by Enter is *the* selected
piece, and the keyboard focus moves to where it would go, so the next Enter
does what the hint says. Enter acts only on what the player chose this turn
(a focus they moved, a piece they picked): never on a square the focus
merely started on. The rules are checked by the table's commands, once;
this only reads the gesture.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from quarto_app.frame import intents
from quarto_app.frame.i18n import text
from quarto_app.frame.play.gesture import Release
from quarto_app.frame.widgets import Button

from ..match import Phase
from ..rules import square_name
from . import say
from .layout import TableLayout
from .places import Place, PlaceKind, hand, reserve, square
from .table import Table, Tone

# Tab goes through the groups where the turn's work is first: while giving, the reserve
# and the receiver's slot (the board has nothing to give to); while placing, the board.
GROUPS = {
    Phase.GIVE: (PlaceKind.RESERVE, PlaceKind.HAND, PlaceKind.BUTTON, PlaceKind.SQUARE),
    Phase.PLACE: (PlaceKind.SQUARE, PlaceKind.HAND, PlaceKind.BUTTON, PlaceKind.RESERVE),
}
HINT_LETTER = "h"  # the hint's key (its button is in the seat's panel)
OTHER_GROUPS = (PlaceKind.RESERVE, PlaceKind.SQUARE, PlaceKind.HAND, PlaceKind.BUTTON)


class TableInput:
    """Turns the intents of the play screen into commands on the table."""

    def __init__(
        self,
        table: Table,
        layout: Callable[[], TableLayout | None],
        buttons: Sequence[Button],
        *,
        pause: Callable[[], None],
        show_result: Callable[[], None],
        leave: Callable[[], None],
    ) -> None:
        self.table = table
        self._layout = layout
        self.buttons = list(buttons)
        self.pause = pause
        self.show_result = show_result
        self.leave = leave

    @property
    def layout(self) -> TableLayout:
        layout = self._layout()
        assert layout is not None
        return layout

    def handle(self, intent: intents.Intent) -> None:
        table = self.table
        if table.attract:
            if isinstance(intent, intents.PointerDown | intents.Activate | intents.Cancel):
                self.leave()
            return
        over = table.over and table.result_timer is None
        if over and isinstance(intent, intents.Activate | intents.PointerDown):
            pos = intent.pos if isinstance(intent, intents.PointerDown) else None
            if pos is None or self.place_at(pos) is None or self._is_button(pos):
                if pos is not None and self._is_button(pos):
                    self._pointer_down(pos)
                else:
                    self.show_result()  # the result again, with Rematch / New game / Menu
                return
        if isinstance(intent, intents.PointerMove):
            self._pointer_move(intent.pos)
        elif isinstance(intent, intents.PointerDown):
            table.hands.focus_visible = False
            self._pointer_down(intent.pos)
        elif isinstance(intent, intents.PointerUp):
            self._pointer_up(intent.pos)
        elif isinstance(intent, intents.Cancel):
            self._cancel()
        elif isinstance(intent, intents.Call):
            if intent.seat < len(table.names):
                table.call(intent.seat)
        elif isinstance(intent, intents.Letter) and intent.letter == HINT_LETTER:
            table.ask_hint()
        elif isinstance(intent, intents.Undo):
            table.undo()
        elif isinstance(intent, intents.Redo):
            table.redo()
        elif isinstance(intent, intents.Navigate):
            self._navigate(intent.dx, intent.dy)
        elif isinstance(intent, intents.NextFocus):
            self._next_group(intent.back)
        elif isinstance(intent, intents.Activate):
            self._enter()

    def _is_button(self, pos: tuple[int, int]) -> bool:
        return any(button.rect.collidepoint(pos) for button in self.buttons)

    def place_at(self, pos: tuple[int, int]) -> Place | None:
        """What the pointer is over, in the game's words."""
        layout = self.layout
        for index, button in enumerate(self.buttons):
            if button.rect.collidepoint(pos):
                return Place(PlaceKind.BUTTON, index)
        seat = layout.call_button_at(pos)
        if seat is not None:
            return Place(PlaceKind.CALL, seat)
        seat = layout.hint_button_at(pos)
        if seat is not None and self.table.hints_allowed and self.table.is_human(seat):
            return Place(PlaceKind.HINT, seat)
        seat = layout.hand_at(pos)
        if seat is not None:
            return hand(seat)
        at = layout.square_at(pos)
        if at is not None:
            return square(at)
        piece = layout.reserve_slot_at(pos)
        if piece is not None:
            return reserve(piece)
        return None

    # --- the pointer ----------------------------------------------------------------

    def _pointer_move(self, pos: tuple[int, int]) -> None:
        hands = self.table.hands
        hands.hover = self.place_at(pos)
        for index, button in enumerate(self.buttons):
            button.hovered = hands.hover == Place(PlaceKind.BUTTON, index)
        hands.move(pos)

    def _pointer_down(self, pos: tuple[int, int]) -> None:
        table, hands = self.table, self.table.hands
        place = self.place_at(pos)
        hands.hover = place
        if place is None:
            hands.selected = None
            return
        if place.kind is PlaceKind.BUTTON:
            self.buttons[place.index].activate()
        elif place.kind is PlaceKind.CALL:
            table.call(place.index)
        elif place.kind is PlaceKind.HINT:
            if place.index == table.match.to_act:
                table.ask_hint()
            else:  # the other person's button: hints are for the one to act
                table.say(text("quarto.hints.not_now"), Tone.QUIET)
        elif not table.human_turn:
            self._wait()
        elif place.kind is PlaceKind.RESERVE and table.match.phase == Phase.GIVE:
            if place.index in table.match.position.available():
                hands.press(place.index, place, pos)
            else:
                table.say(text("quarto.wrong.played"), Tone.BAD)
        elif (
            place.kind is PlaceKind.HAND
            and table.match.phase == Phase.PLACE
            and place.index == table.match.to_act
        ):
            held = table.match.position.hand
            assert held is not None
            hands.press(held, place, pos)
        else:
            self._act_on(place, chosen=True)

    def _pointer_up(self, pos: tuple[int, int]) -> None:
        table, hands = self.table, self.table.hands
        released = hands.release()
        if released is None:
            return
        how, drag = released
        if how is Release.CLICK:
            # A click: the first half of click-then-click.
            if drag.source.kind is PlaceKind.RESERVE:
                if hands.selected == drag.item:
                    hands.selected = None
                else:
                    self._select(drag.item)
            return
        if not self._drop(drag.item, drag.source, self.place_at(pos), pos):
            home = drag.source
            if home.kind is PlaceKind.HAND and table.match.to_act is not None:
                home = hand(table.match.to_act)
            table.send_home(drag.item, pos, home)

    def _wait(self) -> None:
        """Not a person's turn (the computer's, or the dice): say whose it is."""
        if not self.table.over:
            self.table.say(text("quarto.notice.wait", status=say.status(self.table)), Tone.QUIET)

    def _select(self, piece: int) -> None:
        """The one selected piece; the focus follows it to the receiver's slot."""
        hands = self.table.hands
        hands.selected = piece
        hands.focus = self.table.receiver_hand()
        hands.focus_chosen = True

    def _drop(self, piece: int, source: Place, target: Place | None, pos: tuple[int, int]) -> bool:
        """Act on a drop at `pos` (the piece glides on from there); False (with the reason
        said) when it is refused."""
        table = self.table
        player = table.match.to_act
        if player is None or not table.human_turn:
            return False
        other = table.name(table.opponent(player))
        if source.kind is PlaceKind.RESERVE:
            if target == hand(table.opponent(player)):
                return table.give(piece, pos)
            if target == hand(player):
                table.say(text("quarto.wrong.own_slot", other=other), Tone.BAD)
            elif target is not None and target.kind is PlaceKind.SQUARE:
                table.say(text("quarto.wrong.square_in_give", other=other), Tone.BAD)
            else:
                table.say(text("quarto.wrong.drop_give", other=other), Tone.BAD)
            return False
        if target is not None and target.kind is PlaceKind.SQUARE:
            return table.place(target.index, pos)
        table.say(text("quarto.wrong.drop_place"), Tone.BAD)
        return False

    def _cancel(self) -> None:
        table, hands = self.table, self.table.hands
        if hands.drag is not None:
            drag = hands.drag
            hands.let_go()
            home = drag.source
            if home.kind is PlaceKind.HAND and table.match.to_act is not None:
                home = hand(table.match.to_act)
            table.send_home(drag.item, drag.pos, home)
            table.say(text("quarto.notice.cancelled"), Tone.QUIET)
        elif hands.selected is not None:
            piece, hands.selected = hands.selected, None
            hands.focus = reserve(piece)
        else:
            self.pause()

    # --- acting on a place: a second click, or Enter on the focus -------------------------

    def _enter(self) -> None:
        """Enter or Space: act on the focus, but only on what the player chose this turn.

        A focus the player has not moved this turn (it starts on the first free
        square) is chosen by a first Enter, shown as selected, and acted on by
        the second: no key ever places on a square nobody picked.
        """
        table, hands = self.table, self.table.hands
        shown = hands.focus_visible
        hands.focus_visible = True
        focus = hands.focus
        giving_selected = hands.selected is not None and focus == table.receiver_hand()
        if focus.kind in (PlaceKind.BUTTON, PlaceKind.CALL) or giving_selected:
            self._act_on(focus, chosen=True)
        elif shown and hands.focus_chosen:
            self._act_on(focus, chosen=True)
        elif table.human_turn:
            hands.focus_chosen = True
            if focus.kind is PlaceKind.RESERVE and table.match.phase == Phase.GIVE:
                self._act_on(focus, chosen=True)  # picking a piece is not a move yet
            elif focus.kind is PlaceKind.SQUARE and table.match.phase == Phase.PLACE:
                said = text("quarto.hint.confirm_square", square=square_name(focus.index))
                table.say(said, Tone.QUIET)
            else:
                table.say(text("quarto.hint.keys"), Tone.QUIET)

    def _act_on(self, place: Place, *, chosen: bool) -> None:
        table, hands = self.table, self.table.hands
        match = table.match
        if place.kind is PlaceKind.BUTTON:
            self.buttons[place.index].activate()
            return
        if place.kind is PlaceKind.CALL:
            table.call(place.index)
            return
        if not table.human_turn:
            self._wait()
            return
        player = match.to_act
        assert player is not None
        other = table.name(table.opponent(player))
        if match.phase == Phase.GIVE:
            if place.kind is PlaceKind.RESERVE:
                if place.index in match.position.available():
                    self._select(place.index)
                else:
                    table.say(text("quarto.wrong.played"), Tone.BAD)
            elif place == hand(table.opponent(player)):
                if hands.selected is None:
                    table.say(text("quarto.wrong.nothing_selected"), Tone.BAD)
                    available = match.position.available()
                    hands.focus = reserve(available[0] if available else 0)
                    hands.focus_chosen = False
                else:
                    table.give(hands.selected)
            elif place.kind is PlaceKind.SQUARE:
                table.say(self._board_while_giving(place.index, other), Tone.BAD)
            else:
                table.say(text("quarto.wrong.own_slot", other=other), Tone.BAD)
        elif place.kind is PlaceKind.SQUARE:
            table.place(place.index)
        elif place == hand(player):
            empty = match.position.empty_squares()
            hands.focus = square(empty[0] if empty else 0)
            hands.focus_chosen = False
        elif place.kind is PlaceKind.RESERVE:
            table.say(text("quarto.wrong.reserve_in_place"), Tone.BAD)
        else:
            table.say(text("quarto.wrong.hand_in_place", player=table.name(player)), Tone.BAD)

    def _board_while_giving(self, square_index: int, other: str) -> str:
        """Why a click on the board does nothing while giving, in the words of what was
        clicked: nobody places now, the piece is given first."""
        table = self.table
        if table.hands.selected is not None:
            return text("quarto.wrong.square_in_give", other=other)
        if table.match.position.board[square_index] is not None:
            return text("quarto.wrong.board_piece_in_give", other=other)
        return text("quarto.wrong.empty_square_in_give", other=other)

    # --- the keyboard focus ---------------------------------------------------------------

    def _navigate(self, dx: int, dy: int) -> None:
        hands = self.table.hands
        if not hands.focus_visible:
            hands.focus_visible = True  # the first arrow shows where the focus is
            return
        kind, index = hands.focus.kind, hands.focus.index
        seats = len(self.table.names)
        if kind in (PlaceKind.RESERVE, PlaceKind.SQUARE):
            # The reserve is 8 rows of 2 (see layout), the board 4 rows of 4.
            across = 2 if kind is PlaceKind.RESERVE else 4
            rows = 16 // across
            col, row = index % across, index // across
            col, row = (col + dx) % across, (row + dy) % rows
            hands.focus = Place(kind, row * across + col)
        elif kind in (PlaceKind.HAND, PlaceKind.CALL):
            if dx:
                hands.focus = Place(kind, (index + dx) % seats)
            elif dy:
                other = PlaceKind.CALL if kind is PlaceKind.HAND else PlaceKind.HAND
                hands.focus = Place(other, index)
        elif kind is PlaceKind.BUTTON:
            hands.focus = Place(kind, (index + dx + dy) % len(self.buttons))
        hands.focus_chosen = True

    def _next_group(self, back: bool) -> None:
        table, hands = self.table, self.table.hands
        hands.focus_visible = True
        hands.focus_chosen = True
        kind: PlaceKind = hands.focus.kind
        if kind is PlaceKind.CALL:
            kind = PlaceKind.HAND
        groups = GROUPS.get(table.match.phase, OTHER_GROUPS) if table.human_turn else OTHER_GROUPS
        at = groups.index(kind)
        kind = groups[(at + (-1 if back else 1)) % len(groups)]
        position = table.match.position
        if kind is PlaceKind.RESERVE:
            available = position.available()
            hands.focus = reserve(available[0] if available else 0)
        elif kind is PlaceKind.SQUARE:
            empty = position.empty_squares()
            hands.focus = square(empty[0] if empty else 0)
        elif kind is PlaceKind.HAND:
            to_act = table.match.to_act if table.match.to_act is not None else 0
            giving = table.match.phase == Phase.GIVE
            hands.focus = hand(table.opponent(to_act) if giving else to_act)
        else:
            hands.focus = Place(PlaceKind.BUTTON, 0)
