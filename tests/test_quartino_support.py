"""Helpers for the Quartino tests (no tests here): set-up matches and random play."""

from __future__ import annotations

import random

from quarto_app.games.quartino.match import Action, ActionKind, Match, MatchError, MatchSettings
from quarto_app.games.quartino.rules import ALL_CARDS, Board, Card, Deal, RuleOptions


def cards(*texts: str) -> tuple[Card, ...]:
    return tuple(Card.from_str(t) for t in texts)


def deal_with(*hands: tuple[Card, ...], first: int = 0, players: int | None = None) -> Deal:
    """A deal whose first hands are `hands`; the other seats get unused cards."""
    players = players or max(2, len(hands))
    used = {c for hand in hands for c in hand}
    spare = [c for c in ALL_CARDS if c not in used]
    full = list(hands)
    while len(full) < players:
        full.append(tuple(spare[:4]))
        spare = spare[4:]
    return Deal(tuple(full), first)


def setup(
    board: str,
    *hands: tuple[Card, ...],
    options: RuleOptions | None = None,
    first: int = 0,
    players: int | None = None,
    clock: float | None = None,
) -> Match:
    settings = MatchSettings(options or RuleOptions(round_limit=None), move_clock=clock)
    deal = deal_with(*hands, first=first, players=players)
    return Match(settings, deal, board=Board.from_str(board))


def random_intent(match: Match, rng: random.Random) -> None:
    """One random intent of the player to act; claims of any card in hand, right or wrong."""
    seat = match.to_act
    if seat is None:
        return
    actions = match.legal_actions()
    hand = match.hand(seat)
    if match.phase.value == "claim" and hand and rng.random() < 0.15:
        actions.append(Action.claim(rng.choice(hand)))
    claims = [a for a in actions if a.kind is ActionKind.CLAIM]
    action = claims[0] if claims and rng.random() < 0.8 else rng.choice(actions)
    try:
        match.apply(seat, action)
    except MatchError:
        raise AssertionError(f"listed action {action} refused") from None
