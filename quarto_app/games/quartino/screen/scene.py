"""Quartino's play screen: a match on the table, on the frame's play scene.

The frame's base (frame.play.scene) holds what every game's play screen
shares: the buttons, the pause and result panels, the autosave, attract mode
and the hand-over between people, since hands are hidden. This adds
Quartino's parts: its table model, input, layout and view, the deal, and the
choice of which card to claim (the frame's choice scene, with the cards drawn).
"""

from __future__ import annotations

from typing import Any

import pygame

from quarto_app.frame.clock import Clock
from quarto_app.frame.game import Saved
from quarto_app.frame.i18n import text
from quarto_app.frame.play.moves import MoveEntry
from quarto_app.frame.play.scene import PlayScene as BasePlayScene
from quarto_app.frame.play.table import Tone
from quarto_app.frame.requests import Answer, Ask, Choice, Reply

from .. import words
from ..match import Match
from ..rules import Deal, deal
from ..setup_options import hints_on, settings_for
from . import art, moves, say, view
from .computer import Computer, plan_worker
from .input import TableInput
from .layout import TableLayout, table_layout
from .places import TurnButton
from .table import Claim, Table


class PlayScene(BasePlayScene):
    """One match of Quartino on screen; `saved` carries on a saved game instead."""

    table: Table
    input: TableInput
    layout: TableLayout | None

    has_moves = True

    def make_table(self, saved: Saved | None) -> Table:
        match = saved.match if saved is not None else self._deal()
        self._past_inputs: tuple[Table, TableInput] | None = None
        return self._table_on(match, self.clock)

    def _table_on(self, match: Match, clock: Clock) -> Table:
        levels = [seat.level for seat in self.setup.seats]
        worker = self.app.services.get("quartino.worker", plan_worker)
        computer = Computer(
            match, levels, pace=self.pace, rng=self.app.rng, worker_factory=worker, clock=clock
        )
        return Table(
            self.setup,
            match,
            computer,
            clock,
            attract=self.attract,
            result_pause=self.pace.result_pause,
            hints=hints_on(self.setup),
        )

    def make_input(self) -> TableInput:
        return self._input_on(self.table)

    def _input_on(self, table: Table) -> TableInput:
        return TableInput(
            table,
            lambda: self.layout,
            self.buttons,
            pause=self.open_pause,
            show_result=self.show_result,
            leave=self.leave,
            choose=self.choose_claim,
        )

    @property
    def match(self) -> Match:
        return self.table.match

    def _deal(self) -> Match:
        """A new deal: the first player drawn at random, as the rules say, or the one chosen."""
        settings = settings_for(self.setup)
        players = len(self.setup.seats)
        seed = self.app.rng.randrange(2**31)
        if self.setup.starter is None:
            return Match.from_seed(settings, players, seed)
        dealt = deal(players, seed)
        return Match(settings, Deal(dealt.hands, self.setup.starter))

    def new_match(self) -> None:
        self.table.start(self._deal())
        first = self.table.name(self.match.deal.first)
        if self.setup.starter is None:
            drawn = text("quartino.notice.drawn", player=first)
            self.table.say(drawn, Tone.GOOD)
            self.table.news = drawn  # the hand-over says it too: nobody sees the table yet
        self._history_buttons()

    def move_entry(self, step: int) -> MoveEntry:
        return moves.entry(self.match, step, self.names)

    def past_table(self, step: int) -> Table:
        """A table of the match after `step` steps, seen by the seat at the screen now
        (its own hand then, nobody else's), on a clock of its own that never runs."""
        past = self._table_on(self.match.at_step(step), Clock())
        past.viewer = self.table.viewer
        return past

    def game_length(self) -> int:
        return self.match.state.turn + 1  # the statistics count turns begun

    def status_words(self) -> str:
        return say.status(self.table)

    def lay_out(self, size: tuple[int, int]) -> TableLayout:
        return table_layout(size, len(self.setup.seats))

    def draw_table(self, surface: pygame.Surface) -> None:
        assert self.layout is not None
        shown = self.shown_table
        if shown is self.table:
            view.draw(surface, self.table, self.layout, self.buttons, self.input)
            return
        assert isinstance(shown, Table)
        past_input = self._past_input(shown)
        view.draw(surface, shown, self.layout, self.buttons, past_input)

    def _past_input(self, past: Table) -> TableInput:
        """An input on a past table, only for the view to draw its turn buttons; it is
        never given an intent."""
        kept = self._past_inputs
        if kept is None or kept[0] is not past:
            kept = self._past_inputs = (past, _PastInput(past, lambda: self.layout, self.buttons))
        return kept[1]

    def celebration_origin(self, surface: pygame.Surface) -> tuple[int, int]:
        return (
            self.layout.wheel.center
            if self.layout is not None
            else super().celebration_origin(surface)
        )

    def rules_words(self) -> str:
        return say.rules_in_force(self.table)

    def result_words(self) -> tuple[str, list[str], str]:
        outcome = self.match.outcome
        return (
            words.result_title(outcome, self.names),
            words.result_detail(outcome, self.names),
            "good",
        )

    def result_picture(self) -> Any:
        """The winner's claimed cards, face up in the result banner."""
        outcome = self.match.outcome
        if outcome is None or not outcome.winners:
            return None
        cards = self.match.state.discards[outcome.winners[0]]

        def picture(surface: pygame.Surface, rect: pygame.Rect) -> None:
            if not cards:
                return
            h = rect.h
            w = round(h * 0.78)
            gap = max(2, w // 10)
            left = rect.right - len(cards) * (w + gap)
            for index, claimed in enumerate(cards):
                image = view.card_image(claimed, w, h, lit=False)
                surface.blit(image, (left + index * (w + gap), rect.top))

        return picture

    # --- which card to claim ---------------------------------------------------------

    def choose_claim(self, claims: list[Claim]) -> None:
        """Ask which card (or where), with the cards drawn; the answer comes to `uncovered`."""
        where = all(claim.start is not None for claim in claims)
        options = [Choice(claim, _claim_words(claim), _card_picture(claim)) for claim in claims]
        line = "quartino.choice.where_line" if where else "quartino.choice.card_line"
        if not where and not self.table.board_shows_a_card:
            line = "quartino.choice.card_line_none"  # any card now is a wrong claim: say so
        self.app.router.push(
            "choice",
            ask=Ask.CHOICE,
            title=text("quartino.choice.where" if where else "quartino.choice.card"),
            line=text(line),
            options=options,
            back=text("quartino.choice.back"),
        )

    def uncovered(self, reply: Reply) -> None:
        if reply.asked is Ask.CHOICE:
            if reply.answer is Answer.CHOSEN and isinstance(reply.value, Claim):
                self.input.chosen(reply.value)
            return
        super().uncovered(reply)


class _PastInput(TableInput):
    """A past step is only looked at: no turn button is lit as if it could be pressed
    (a click there does nothing until the player is back in the game)."""

    def __init__(self, table: Table, layout: Any, buttons: Any) -> None:
        super().__init__(
            table,
            layout,
            buttons,
            pause=_nothing,
            show_result=_nothing,
            leave=_nothing,
            choose=lambda _claims: None,
        )

    def enabled(self, button: TurnButton) -> bool:
        return False


def _nothing() -> None:
    """What a past table's input does with an intent: it is never given one."""


def _claim_words(claim: Claim) -> str:
    if claim.start is None:
        return text("quartino.choice.this_card")
    return text("quartino.choice.at", space=words.space(claim.start))


def _card_picture(claim: Claim) -> Any:
    def picture(surface: pygame.Surface, rect: pygame.Rect) -> None:
        h = rect.h
        w = min(rect.w, round(h * 0.78))
        h = round(w / 0.78)
        image = art.card_surface(claim.card, w, h)
        surface.blit(image, image.get_rect(center=rect.center))

    return picture
