"""How hands work Quartino's table: intents in, commands on the table model out.

Pointer: drag a stone from the supply onto a space (a drop on a stack puts it
on top), or click a colour and then a space; a refused drop glides home and
says why. Keyboard: Tab moves between the supply, the wheel, the turn's
buttons, the hand and the top buttons; the arrows move within (round the
wheel: Right/Down clockwise); Enter acts. Keys: Q says QUARTINO!, C says
Colour, E ends the turn. One selection: a colour picked by a click or Enter
is *the* selected colour, and the focus moves to the wheel.

QUARTINO! claims the card picked in the hand; with none picked, the one card
that shows, or the player chooses among the hand (and where, when the card
shows twice), as at the table where a player shows the card they claim.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from quarto_app.frame import intents
from quarto_app.frame.i18n import text
from quarto_app.frame.play.gesture import Release
from quarto_app.frame.widgets import Button

from .. import words
from ..match import Phase
from ..rules import COLOURS, SPACES, Colour
from . import say
from .layout import TableLayout
from .places import Place, PlaceKind, TurnButton, action, card, space, supply
from .table import Claim, Table, Tone

GROUPS = (PlaceKind.SUPPLY, PlaceKind.SPACE, PlaceKind.ACTION, PlaceKind.CARD, PlaceKind.BUTTON)
LETTERS = {"c": TurnButton.COLOUR, "e": TurnButton.END}


class TableInput:
    """Turns the intents of Quartino's play screen into commands on the table."""

    def __init__(
        self,
        table: Table,
        layout: Callable[[], TableLayout | None],
        buttons: Sequence[Button],
        *,
        pause: Callable[[], None],
        show_result: Callable[[], None],
        leave: Callable[[], None],
        choose: Callable[[list[Claim]], None],
    ) -> None:
        self.table = table
        self._layout = layout
        self.buttons = list(buttons)
        self.pause = pause
        self.show_result = show_result
        self.leave = leave
        self.choose = choose  # ask the player which card (or where) to claim

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
        if table.over and table.result_timer is None:
            if isinstance(intent, intents.Activate):
                self.show_result()
                return
            if isinstance(intent, intents.PointerDown) and not self._is_button(intent.pos):
                self.show_result()
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
            self.press(TurnButton.CLAIM)
        elif isinstance(intent, intents.Letter) and intent.letter in LETTERS:
            self.press(LETTERS[intent.letter])
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
        pressed = layout.turn_button_at(pos) if self.table.people else None
        if pressed is not None:
            return action(pressed)
        held = layout.card_at(pos)
        if held is not None and held < len(self.table.seen.hand):
            return card(held)
        colour = layout.supply_at(pos)
        if colour is not None:
            return supply(colour)
        at = layout.space_at(pos)
        if at is not None:
            return space(at)
        return None

    # --- the turn's buttons -------------------------------------------------------------

    def enabled(self, button: TurnButton) -> bool:
        """Whether a turn button does something now (the view greys the others)."""
        table = self.table
        if not table.human_turn:
            return False
        seen = table.seen
        if button is TurnButton.COLOUR:
            return table.colour_offered
        if button is TurnButton.CLAIM:
            return seen.phase is Phase.CLAIM
        return seen.phase is Phase.CLAIM or table.colour_offered

    def press(self, button: TurnButton) -> None:
        """A turn button, by pointer, Enter or its key."""
        table = self.table
        if table.over:
            return
        if not table.human_turn:
            self._wait()
            return
        seen = table.seen
        if button is TurnButton.COLOUR:
            table.announce_colour()  # when the rule does not allow it, its words say why
        elif button is TurnButton.END:
            if table.colour_offered:
                table.decline_colour()
                table.say(text("quartino.notice.colour_declined"), Tone.QUIET)
            elif seen.phase is Phase.PLACE:
                table.say(
                    text("quartino.wrong.end_with_stones", stones=words.stones(seen.stones_left)),
                    Tone.BAD,
                )
            else:
                table.end_turn()
        else:
            self.claim()

    def claim(self) -> None:
        """QUARTINO!: the picked card, the one that shows, or the player chooses."""
        table = self.table
        seen = table.seen
        if seen.phase is not Phase.CLAIM:
            table.say(
                text("quartino.wrong.claim_with_stones", stones=words.stones(seen.stones_left)),
                Tone.BAD,
            )
            return
        hand = seen.hand
        if table.selected_card is not None and table.selected_card < len(hand):
            self._claim_card(hand[table.selected_card])
            return
        showing = [(c, starts) for c in hand if (starts := table.starts_of(c))]
        if len(showing) == 1 and len(showing[0][1]) == 1:
            table.claim(Claim(showing[0][0], showing[0][1][0]))
            return
        self.choose([Claim(c) for c in hand])

    def _claim_card(self, chosen: object) -> None:
        table = self.table
        assert isinstance(chosen, type(table.seen.hand[0]))
        starts = table.starts_of(chosen)
        if len(starts) > 1:
            self.choose([Claim(chosen, start) for start in starts])
        else:
            table.claim(Claim(chosen, starts[0] if starts else None))

    def chosen(self, choice: Claim) -> None:
        """The player's answer to `choose`: a card (maybe still to place), or a card and where."""
        if choice.start is None:
            self._claim_card(choice.card)
        else:
            self.table.claim(choice)

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
        elif place.kind is PlaceKind.ACTION:
            self.press(TurnButton(place.index))
        elif place.kind is PlaceKind.CARD:
            table.selected_card = None if table.selected_card == place.index else place.index
        elif not table.human_turn:
            self._wait()
        elif place.kind is PlaceKind.SUPPLY:
            colour = COLOURS[place.index]
            if self._placing() and table.seen.supply[colour] > 0:
                hands.press(colour, place, pos)
            else:
                self._act_on(place)
        else:
            self._act_on(place)

    def _pointer_up(self, pos: tuple[int, int]) -> None:
        table, hands = self.table, self.table.hands
        released = hands.release()
        if released is None:
            return
        how, drag = released
        colour = drag.item
        assert isinstance(colour, Colour)
        if how is Release.CLICK:
            if hands.selected == colour:
                hands.selected = None
            else:
                self._select(colour)
            return
        target = self.place_at(pos)
        if target is not None and target.kind is PlaceKind.SPACE:
            if table.place(colour, target.index, pos):
                return
        else:
            table.say(text("quartino.wrong.drop"), Tone.BAD)
        table.send_home(colour, pos, drag.source)

    def _placing(self) -> bool:
        return self.table.human_turn and self.table.seen.phase is Phase.PLACE

    def _select(self, colour: Colour) -> None:
        """The one selected colour; the focus goes to the wheel, where it will be placed."""
        hands = self.table.hands
        hands.selected = colour
        hands.focus = self.table.focus_space()
        hands.focus_chosen = True

    def _wait(self) -> None:
        if not self.table.over:
            self.table.say(text("quartino.notice.wait", status=say.status(self.table)), Tone.QUIET)

    # --- acting on a place: a second click, or Enter on the focus -------------------------

    def _act_on(self, place: Place) -> None:
        table, hands = self.table, self.table.hands
        if place.kind is PlaceKind.BUTTON:
            self.buttons[place.index].activate()
            return
        if place.kind is PlaceKind.ACTION:
            self.press(TurnButton(place.index))
            return
        if place.kind is PlaceKind.CARD:
            table.selected_card = None if table.selected_card == place.index else place.index
            return
        if not table.human_turn:
            self._wait()
            return
        seen = table.seen
        if seen.phase is Phase.CLAIM:
            table.say(text("quartino.wrong.stones_placed"), Tone.BAD)
            return
        if place.kind is PlaceKind.SUPPLY:
            colour = COLOURS[place.index]
            if seen.supply[colour] == 0:
                table.say(text("quartino.wrong.colour_gone", colour=words.colour(colour)), Tone.BAD)
            else:
                self._select(colour)
        elif place.kind is PlaceKind.SPACE:
            table.last_space = place.index
            if hands.selected is None:
                table.say(text("quartino.wrong.no_colour"), Tone.BAD)
                hands.focus = table.first_supply()  # the keyboard goes where a colour is picked
            else:
                table.place(hands.selected, place.index)

    def _cancel(self) -> None:
        table, hands = self.table, self.table.hands
        if hands.drag is not None:
            drag = hands.drag
            hands.let_go()
            table.send_home(drag.item, drag.pos, drag.source)
            table.say(text("quartino.notice.cancelled"), Tone.QUIET)
        elif hands.selected is not None:
            colour, hands.selected = hands.selected, None
            hands.focus = supply(int(colour))
        elif table.selected_card is not None:
            table.selected_card = None
        else:
            self.pause()

    def _enter(self) -> None:
        """Enter or Space: act on the focus, but only on what the player chose this turn."""
        table, hands = self.table, self.table.hands
        shown = hands.focus_visible
        hands.focus_visible = True
        focus = hands.focus
        if focus.kind in (PlaceKind.BUTTON, PlaceKind.ACTION, PlaceKind.CARD, PlaceKind.SUPPLY):
            self._act_on(focus)
        elif shown and hands.focus_chosen:
            self._act_on(focus)
        elif table.human_turn:
            hands.focus_chosen = True
            table.say(
                text("quartino.hint.confirm_space", space=words.space(focus.index)), Tone.QUIET
            )

    # --- the keyboard focus ---------------------------------------------------------------

    def _navigate(self, dx: int, dy: int) -> None:
        hands = self.table.hands
        if not hands.focus_visible:
            hands.focus_visible = True  # the first arrow shows where the focus is
            return
        kind, index = hands.focus.kind, hands.focus.index
        step = dx or dy
        if kind is PlaceKind.SUPPLY:
            hands.focus = supply((index + step) % len(COLOURS))
        elif kind is PlaceKind.SPACE:
            hands.focus = space((index + step) % len(SPACES))
            self.table.last_space = hands.focus.index
        elif kind is PlaceKind.ACTION:
            hands.focus = action(TurnButton((index + step) % len(TurnButton)))
        elif kind is PlaceKind.CARD:
            count = max(1, len(self.table.seen.hand))
            hands.focus = card((index + step) % count)
        elif kind is PlaceKind.BUTTON:
            hands.focus = Place(kind, (index + step) % len(self.buttons))
        hands.focus_chosen = True

    def _next_group(self, back: bool) -> None:
        table, hands = self.table, self.table.hands
        if not hands.focus_visible:
            # The first Tab shows where the focus is (the supply, at a turn's start), as
            # the first arrow does, rather than skip past it to the wheel.
            hands.focus_visible = True
            return
        hands.focus_chosen = True
        at = GROUPS.index(hands.focus.kind)
        kind = GROUPS[(at + (-1 if back else 1)) % len(GROUPS)]
        for _ in GROUPS:  # past what is not there: no hand at the screen, no person's buttons
            if kind is PlaceKind.CARD and not table.seen.hand:
                kind = GROUPS[(GROUPS.index(kind) + (-1 if back else 1)) % len(GROUPS)]
            elif kind is PlaceKind.ACTION and not table.people:
                kind = GROUPS[(GROUPS.index(kind) + (-1 if back else 1)) % len(GROUPS)]
            else:
                break
        if kind is PlaceKind.SUPPLY:
            hands.focus = table.first_supply()
        elif kind is PlaceKind.SPACE:
            hands.focus = table.focus_space()
        elif kind is PlaceKind.ACTION:
            hands.focus = action(table.way_on())
        elif kind is PlaceKind.CARD:
            hands.focus = card(0)
        else:
            hands.focus = Place(PlaceKind.BUTTON, 0)
