"""Helpers for Quartino's screen tests: a table of known stones and cards, and hands that
play it through the real scenes by posted events (pointer or keyboard alone).

A person's choices, where a test needs a whole game, come from the computer's
Medium level reading that person's view: what is tested is the screen taking
them by mouse or keys, not the choices.
"""

from __future__ import annotations

import random

import pygame
from test_gui_helpers import post_click, post_drag, post_key

from quarto_app.frame.game import Saved, Seat, Setup
from quarto_app.frame.loop import App
from quarto_app.frame.play.worker import Worker
from quarto_app.frame.scenes.choice import ChoiceScene
from quarto_app.frame.scenes.handover import HandoverScene
from quarto_app.games.quartino.ai import LEVELS, LevelName, plan_turn
from quarto_app.games.quartino.game import GAME
from quarto_app.games.quartino.match import Action, ActionKind, Match, Phase
from quarto_app.games.quartino.rules import Board, Card, Deal
from quarto_app.games.quartino.screen.places import PlaceKind, TurnButton
from quarto_app.games.quartino.setup_options import settings_for

ANNA = tuple(Card.from_str(c) for c in ("ybgp", "ygpb", "pgby", "bpyg"))
BEN = tuple(Card.from_str(c) for c in ("gbpy", "pygb", "bgyp", "gpby"))
def _more_cards(skip: int = 0) -> tuple[Card, ...]:
    """Four cards in neither ANNA's nor BEN's hand (the `skip`-th four of them)."""
    from quarto_app.games.quartino.rules import ALL_CARDS

    free = [card for card in ALL_CARDS if card not in ANNA + BEN]
    return tuple(free[4 * skip : 4 * skip + 4])


KEY_OF = {TurnButton.COLOUR: pygame.K_c, TurnButton.CLAIM: pygame.K_q, TurnButton.END: pygame.K_e}


def thread_workers(app: App) -> None:
    """The computer seats think in a thread (the real players, without a process)."""
    app.services["quartino.worker"] = lambda: Worker(mode="thread")


def quartino_setup(
    names: tuple[str, ...] = ("Anna", "Ben"),
    levels: tuple[str | None, ...] | None = None,
    starter: int | None = 0,
    **options: str,
) -> Setup:
    levels = levels or (None,) * len(names)
    seats = tuple(Seat(name, level) for name, level in zip(names, levels, strict=True))
    return Setup("quartino", seats, {**GAME.default_options(), **options}, starter)


def start_table(
    app: App,
    setup: Setup,
    board: str = "././././././././.",
    hands: tuple[tuple[Card, ...], ...] = (ANNA, BEN),
    first: int = 0,
):  # -> PlayScene
    """Quartino's play screen on a deal and board of the test's choosing, two frames in."""
    match = Match(settings_for(setup), Deal(hands, first), board=Board.from_str(board))
    app.router.reset("quartino.play", setup=setup, saved=Saved(setup, match, False))
    app.run_frames(2)
    return app.router.stack[0]


def take_screen(app: App) -> int | None:
    """If the screen is being passed to a person, they take it (Enter); their seat."""
    top = app.top
    if isinstance(top, HandoverScene):
        seat = top.seat
        post_key(pygame.K_RETURN)
        app.run_frames(1)
        return seat
    return None


def wait_for_person(app: App, play, limit: int = 3000) -> None:
    """Frames until a person may act (taking the screen when it is passed) or the end."""
    for _ in range(limit):
        take_screen(app)
        if play.table.human_turn or play.match.outcome is not None:
            return
        app.run_frames(1)
    raise AssertionError(f"no person's turn came: {play.status_words()}")


def drag_stone(app: App, play, colour: int, space: int) -> None:
    layout = play.layout
    post_drag(layout.supply_piles[colour].center, layout.space_centres[space])
    app.run_frames(1)


def click_stone(app: App, play, colour: int, space: int) -> None:
    layout = play.layout
    post_click(layout.supply_piles[colour].center)
    post_click(layout.space_centres[space])
    app.run_frames(1)


def press(app: App, play, button: TurnButton) -> None:
    post_click(play.layout.turn_buttons[button.value].center)
    app.run_frames(1)


def claim_by_pointer(app: App, play, card: Card, start: int | None = None) -> None:
    """Pick the card in the hand, press QUARTINO!, and choose where if asked."""
    index = play.table.seen.hand.index(card)
    post_click(play.layout.hand_cards[index].center)
    app.run_frames(1)
    press(app, play, TurnButton.CLAIM)
    choose_start(app, start)


def choose_start(app: App, start: int | None) -> None:
    top = app.top
    if isinstance(top, ChoiceScene):
        values = [option.value for option in top.options]
        index = next((i for i, v in enumerate(values) if v.start == start), 0)
        post_click(top.tiles[index].center)
        app.run_frames(1)


def by_pointer(app: App, play, action: Action) -> None:
    """One action of the person to act, by the pointer (drags for stones)."""
    if action.kind is ActionKind.PLACE:
        drag_stone(app, play, int(action.colour), action.space)
    elif action.kind is ActionKind.COLOUR:
        press(app, play, TurnButton.COLOUR)
    elif action.kind is ActionKind.CLAIM:
        claim_by_pointer(app, play, action.card, action.start)
    else:
        press(app, play, TurnButton.END)


def keys_to(app: App, play, kind: PlaceKind, index: int) -> None:
    """Tab to the group of `kind`, then the arrows to `index`, by keys alone."""
    hands = play.table.hands
    for _ in range(8):
        if hands.focus_visible and hands.focus.kind is kind:
            break
        post_key(pygame.K_TAB)
        app.run_frames(1)
    assert hands.focus.kind is kind
    for _ in range(12):
        if hands.focus.index == index:
            return
        post_key(pygame.K_RIGHT)
        app.run_frames(1)
    assert hands.focus.index == index


def by_keys(app: App, play, action: Action) -> None:
    """One action of the person to act, by the keyboard alone."""
    if action.kind is ActionKind.PLACE:
        keys_to(app, play, PlaceKind.SUPPLY, int(action.colour))
        post_key(pygame.K_RETURN)  # picks the colour: the focus goes to the wheel
        app.run_frames(1)
        keys_to(app, play, PlaceKind.SPACE, action.space)
        post_key(pygame.K_RETURN)
        app.run_frames(1)
    elif action.kind is ActionKind.COLOUR:
        post_key(pygame.K_c)
        app.run_frames(1)
    elif action.kind is ActionKind.CLAIM:
        index = play.table.seen.hand.index(action.card)
        keys_to(app, play, PlaceKind.CARD, index)
        post_key(pygame.K_RETURN)  # picks the card
        app.run_frames(1)
        post_key(pygame.K_q)
        app.run_frames(1)
        top = app.top
        if isinstance(top, ChoiceScene):
            values = [option.value for option in top.options]
            target = next((i for i, v in enumerate(values) if v.start == action.start), 0)
            while top.focus != target:
                post_key(pygame.K_RIGHT)
                app.run_frames(1)
            post_key(pygame.K_RETURN)
            app.run_frames(1)
    else:
        post_key(pygame.K_e)
        app.run_frames(1)


def advised(play, rng: random.Random) -> Action:
    """What the Medium level would do in the shoes of the person to act."""
    match = play.match
    view = match.view(match.to_act)
    plan = plan_turn(view, LEVELS[LevelName.MEDIUM], rng)
    if plan:
        return plan[0]
    return Action.pass_turn() if view.phase is Phase.CLAIM else Action.announce_colour()
