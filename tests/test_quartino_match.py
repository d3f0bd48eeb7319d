"""Quartino's turn, as the issue reads the rules: Colour, Column, stones, claims, the end."""

from __future__ import annotations

import pytest
from test_quartino_support import cards, setup

from quarto_app.games.quartino.match import (
    Action,
    EventKind,
    Match,
    MatchCode,
    MatchError,
    MatchSettings,
    Phase,
    Termination,
)
from quarto_app.games.quartino.rules import Board, Colour, RuleOptions, RulesCode

Y, B, G, P = Colour.YELLOW, Colour.BLUE, Colour.GREEN, Colour.PINK
NO_LIMIT = RuleOptions(round_limit=None)


def pos(*fields: str) -> str:
    """A position string: the given fields from the centre on, empty spaces after."""
    return "/".join(list(fields) + ["."] * (9 - len(fields)))


def kinds(match: Match) -> list[EventKind]:
    return [e.kind for e in match.events]


def test_a_standard_turn_is_one_stone_then_the_claim_phase() -> None:
    match = setup(pos(), cards("ybgp", "ybpg", "ygbp", "ygpb"))
    assert (match.to_act, match.phase, match.state.stones_left) == (0, Phase.PLACE, 1)
    assert not match.can_announce_colour()
    match.place(0, 3, G)
    assert match.phase is Phase.CLAIM
    with pytest.raises(MatchError) as caught:
        match.place(0, 4, G)
    assert caught.value.code is MatchCode.NOT_PLACING
    match.pass_turn(0)
    assert (match.to_act, match.phase) == (1, Phase.PLACE)
    assert match.board == Board.from_str(pos(".", ".", ".", "g"))


def test_the_colour_rule_counts_covered_stones_and_is_optional() -> None:
    board = pos("py", "gy", "y", "by")  # four yellows, two of them covered
    hand = cards("ybgp", "ybpg", "ygbp", "ygpb")
    match = setup(board, hand)
    assert match.can_announce_colour()
    match.place(0, 5, B)  # not announced: one stone, and the chance is gone
    assert match.phase is Phase.CLAIM
    match = setup(board, hand)
    match.announce_colour(0)
    assert match.state.stones_left == 2
    with pytest.raises(MatchError) as caught:
        match.announce_colour(0)
    assert caught.value.code is MatchCode.COLOUR_ALREADY
    match.place(0, 5, B)
    assert match.phase is Phase.PLACE
    match.place(0, 6, B)
    assert match.phase is Phase.CLAIM
    assert [e.kind for e in match.events].count(EventKind.COLOUR) == 1


@pytest.mark.parametrize(
    ("board", "options", "code"),
    [
        (pos("py", "gy", "y"), NO_LIMIT, MatchCode.NO_COLOUR_BONUS),  # only three yellows
        (pos("py", "gy", "y", "by"), RuleOptions(colour_rule=False), MatchCode.COLOUR_RULE_OFF),
    ],
)
def test_colour_cannot_be_announced_without_its_rule(board, options, code) -> None:
    match = setup(board, cards("ybgp", "ybpg", "ygbp", "ygpb"), options=options)
    with pytest.raises(MatchError) as caught:
        match.announce_colour(0)
    assert caught.value.code is code


def test_colour_is_announced_before_the_first_stone() -> None:
    match = setup(pos("py", "gy", "y", "by"), cards("ybgp", "ybpg", "ygbp", "ygpb"))
    match.announce_colour(0)
    match.undo()
    match.place(0, 7, G)
    match.undo()
    assert match.can_announce_colour()


def test_the_column_rule_clears_every_tall_space_and_gives_one_stone() -> None:
    board = pos("ybgp", "g", "bbgy", "ybp")  # spaces 0 and 2 hold four stones
    match = setup(
        board, cards("ybgp", "ybpg", "ygbp", "ygpb"), options=RuleOptions(colour_rule=False)
    )
    assert match.board == Board.from_str(pos(".", "g", ".", "ybp"))
    cleared = [e for e in match.events if e.kind is EventKind.COLUMNS]
    assert len(cleared) == 1 and cleared[0].spaces == (0, 2) and cleared[0].count == 8
    assert match.state.stones_left == 2  # one extra stone, however many columns
    assert match.board.supply == (6, 6, 6, 6)
    assert "X0,2" in [token for _, token in match.actions]


def test_without_the_column_rule_tall_spaces_stay() -> None:
    board = pos("ybgp", "g", "bbgy")
    match = setup(
        board,
        cards("ybgp", "ybpg", "ygbp", "ygpb"),
        options=RuleOptions(column_rule=False, colour_rule=False),
    )
    assert match.board == Board.from_str(board) and match.state.stones_left == 1


def test_colour_and_column_together_make_three_stones() -> None:
    # Four greens on the board, and space 1 is a column of four.
    match = setup(pos("g", "gbgg", "p"), cards("ybgp", "ybpg", "ygbp", "ygpb"))
    assert match.state.stones_left == 2 and match.can_announce_colour()  # colour counted first
    match.announce_colour(0)
    for space in (4, 5, 6):
        assert match.phase is Phase.PLACE
        match.place(0, space, Y)
    assert match.phase is Phase.CLAIM


def test_a_chain_of_claims_each_followed_by_exactly_one_stone_and_the_fourth_card_wins() -> None:
    a, b, c, d = cards("ybgp", "gpyb", "bypg", "pbyg")
    # Centre from the bottom: d, c, b, a's colours. Each claim uncovers the next card's stones.
    board = pos("pbgy", "gb", "bg", "y", "gp", "y", ".", ".", "p")
    match = setup(board, (a, b, c, d), options=RuleOptions(column_rule=False, round_limit=None))
    match.place(0, 3, P)  # shows a at ring start 1
    match.claim(0, a)
    assert (match.phase, match.state.stones_left) == (Phase.PLACE, 1)
    assert match.board.tops[0] == G and not match.can_announce_colour()
    match.place(0, 6, B)  # shows b at 4
    match.claim(0, b, 4)
    assert (match.phase, match.state.stones_left) == (Phase.PLACE, 1)
    match.place(0, 7, Y)  # shows c at 7
    match.claim(0, c)
    match.place(0, 5, G)  # d is already showing at 2; this stone is elsewhere
    assert match.phase is Phase.CLAIM
    match.claim(0, d)
    assert match.outcome is not None
    assert match.outcome.termination is Termination.FOURTH_CARD and match.outcome.winners == (0,)
    assert match.phase is Phase.OVER and match.state.discards[0] == (a, b, c, d)
    claims = [e for e in match.events if e.kind is EventKind.CLAIM]
    assert [e.spaces for e in claims] == [(0, 1, 2, 3), (0, 4, 5, 6), (0, 7, 8, 1), (0, 2, 3, 4)]
    with pytest.raises(MatchError) as caught:
        match.place(0, 1, Y)
    assert caught.value.code is MatchCode.GAME_OVER


def test_a_right_claim_returns_the_four_top_stones() -> None:
    a = cards("ybgp")[0]
    match = setup(pos("gy", "b", "g"), (a, *cards("gpyb", "bypg", "pbyg")))
    match.place(0, 3, P)
    supply = match.board.supply
    match.claim(0, a)
    assert match.board == Board.from_str(pos("g"))
    assert match.board.supply == (supply[0] + 1, supply[1] + 1, supply[2] + 1, supply[3] + 1)


def test_a_wrong_claim_ends_the_turn_keeps_the_card_and_shows_it() -> None:
    hand = cards("ybgp", "gpyb", "bypg", "pbyg")
    match = setup(pos(), hand)
    match.place(0, 0, Y)
    match.claim(0, hand[1])
    assert match.to_act == 1 and match.hand(0) == hand
    assert match.state.known[0] == (hand[1],)
    assert EventKind.WRONG_CLAIM in kinds(match)
    assert match.view(1).known[0] == (hand[1],)


def test_an_unclaimed_card_can_be_claimed_on_a_later_turn() -> None:
    a = cards("ybgp")[0]
    match = setup(pos("y", "b", "g"), (a, *cards("gpyb", "bypg", "pbyg")))
    match.place(0, 3, P)
    match.pass_turn(0)  # not claimed: it stays in the hand
    assert a in match.hand(0)
    match.place(1, 6, G)
    match.pass_turn(1)
    match.place(0, 7, G)
    match.claim(0, a)
    assert match.state.discards[0] == (a,)


def test_a_pattern_made_by_another_player_counts() -> None:
    a = cards("ybgp")[0]
    match = setup(pos("y", "b", "g"), (a, *cards("gpyb", "bypg", "pbyg")), first=1)
    match.place(1, 3, P)  # seat 1 completes seat 0's card
    match.pass_turn(1)
    match.place(0, 6, B)
    match.claim(0, a)
    assert match.state.discards[0] == (a,)


def test_claims_must_be_of_own_cards_and_where_they_show() -> None:
    a = cards("ybgp")[0]
    match = setup(pos("y", "b", "g", ".", ".", "b", "g", "p"), (a, *cards("gpyb", "bypg", "pbyg")))
    with pytest.raises(MatchError) as caught:
        match.claim(0, a)
    assert caught.value.code is MatchCode.STONES_TO_PLACE
    match.place(0, 3, P)  # a shows at 1 and at 5
    with pytest.raises(MatchError) as caught:
        match.claim(0, cards("ypgb")[0])
    assert caught.value.code is MatchCode.NOT_IN_HAND
    with pytest.raises(MatchError) as caught:
        match.claim(0, a, 2)
    assert caught.value.code is MatchCode.NOT_THERE
    match.claim(0, a, 5)
    assert match.board.tops[1:4] == (B, G, P)


def test_a_colour_that_ran_out_cannot_be_placed() -> None:
    match = setup(pos("yyy", "yyy", "y"), cards("ybgp", "gpyb", "bypg", "pbyg"))
    with pytest.raises(MatchError) as caught:
        match.place(0, 4, Y)
    assert caught.value.code is RulesCode.SUPPLY_EMPTY
    with pytest.raises(MatchError) as caught:
        match.place(0, 9, B)
    assert caught.value.code is RulesCode.NO_SUCH_SPACE


def test_stones_the_empty_supply_cannot_give_are_skipped() -> None:
    # 27 stones, three on each space: no column, the Colour rule open, one stone in the supply.
    board = "yyy/yyy/ybb/bbb/bbg/ggg/ggg/ppp/ppp"
    match = setup(board, cards("ybgp", "gpyb", "bypg", "pbyg"))
    assert sum(match.board.supply) == 1
    match.announce_colour(0)
    match.place(0, 4, P)
    assert match.phase is Phase.CLAIM
    skipped = [e for e in match.events if e.kind is EventKind.SKIP]
    assert len(skipped) == 1 and skipped[0].count == 1
    assert "skip1" in [token for _, token in match.actions]


def test_a_board_that_can_never_change_again_ends_in_a_stall() -> None:
    # The basic game: all 28 stones on the board, no column is ever cleared.
    board = "yyyy/yyy/bbbb/bbb/gggg/ggg/pppp/ppp/."
    match = setup(
        board,
        cards("ybgp", "gpyb", "bypg", "pbyg"),
        options=RuleOptions(colour_rule=False, column_rule=False, round_limit=None),
    )
    assert match.outcome is not None and match.outcome.termination is Termination.STALL
    assert match.outcome.winners == (0, 1)  # everyone holds four: a shared win


def test_the_round_limit_ends_the_game_and_fewest_cards_win() -> None:
    a = cards("ybgp")[0]
    options = RuleOptions(round_limit=2)
    match = setup(pos("y", "b", "g"), (a, *cards("gpyb", "bypg", "pbyg")), options=options)
    match.place(0, 3, P)
    match.claim(0, a)
    match.place(0, 5, G)
    match.pass_turn(0)
    for seat, space in ((1, 6), (0, 7), (1, 8)):
        assert match.outcome is None and match.round == (2 if seat == 0 or space == 8 else 1)
        match.place(seat, space, B)
        match.pass_turn(seat)
    assert match.outcome is not None
    assert match.outcome.termination is Termination.ROUND_LIMIT and match.outcome.winners == (0,)
    assert match.actions[-1][1] == "limit"


def test_auto_claim_announces_for_the_player_and_ends_the_turn() -> None:
    a = cards("ybgp")[0]
    options = RuleOptions(auto_claim=True, round_limit=None)
    match = setup(pos("y", "b", "g"), (a, *cards("gpyb", "bypg", "pbyg")), options=options)
    match.place(0, 3, P)
    assert match.state.discards[0] == (a,) and match.phase is Phase.PLACE
    match.place(0, 5, G)
    assert match.to_act == 1  # nothing more to claim: the app ended the turn


def test_time_passes_only_through_tick_and_a_timeout_ends_the_turn() -> None:
    match = setup(pos(), cards("ybgp", "gpyb", "bypg", "pbyg"), clock=10.0)
    assert match.clock_remaining == 10.0
    match.tick(4.0)
    assert match.clock_remaining == pytest.approx(6.0) and match.to_act == 0
    match.tick(7.0)
    assert match.to_act == 1 and match.clock_remaining == 10.0
    timeouts = [e for e in match.events if e.kind is EventKind.TIMEOUT]
    assert len(timeouts) == 1 and timeouts[0].seat == 0 and timeouts[0].count == 1
    without = setup(pos(), cards("ybgp", "gpyb", "bypg", "pbyg"))
    assert without.tick(1000.0) == [] and without.to_act == 0
    with pytest.raises(MatchError) as caught:
        without.time_out()
    assert caught.value.code is MatchCode.NO_CLOCK


def test_undo_and_redo_step_through_intents() -> None:
    match = setup(pos(), cards("ybgp", "gpyb", "bypg", "pbyg"))
    match.place(0, 0, Y)
    match.pass_turn(0)
    after = match.state
    assert match.undo() and match.phase is Phase.CLAIM and match.to_act == 0
    assert match.undo() and match.board == Board()
    assert not match.undo()
    assert match.redo() and match.redo() and match.state == after
    assert not match.redo()
    match.undo()
    match.undo()
    match.place(0, 1, B)
    assert not match.can_redo


def test_only_the_player_to_act_may_act() -> None:
    match = setup(pos(), cards("ybgp", "gpyb", "bypg", "pbyg"))
    with pytest.raises(MatchError) as caught:
        match.place(1, 0, Y)
    assert caught.value.code is MatchCode.NOT_YOUR_TURN
    assert caught.value.params == {"seat": 1, "to_act": 0}
    with pytest.raises(MatchError) as caught:
        match.place(7, 0, Y)
    assert caught.value.code is MatchCode.NO_SUCH_SEAT


def test_actions_read_and_write_as_tokens() -> None:
    for text in ("y4", "C", "Qybgp@3", "Qybgp", "pass"):
        assert str(Action.from_str(text)) == text
    assert Action.from_str("!ybgp@3") == Action.from_str("Qybgp@3")
    for bad in ("y9", "x1", "Qybgg", "Qybgp@9", "", "passs"):
        with pytest.raises(MatchError) as caught:
            Action.from_str(bad)
        assert caught.value.code is MatchCode.BAD_ACTION


@pytest.mark.parametrize("players", [2, 3, 4])
def test_full_games_through_the_pure_api_always_end(players: int) -> None:
    import random

    from test_quartino_support import random_intent

    rng = random.Random(players)
    for seed in range(15):
        match = Match.from_seed(MatchSettings(RuleOptions(round_limit=12)), players, seed)
        while match.outcome is None:
            random_intent(match, rng)
            for colour, count in zip(Colour, match.board.counts, strict=True):
                assert count + match.board.supply[colour] == 7
            for seat in range(players):
                assert len(match.hand(seat)) + len(match.state.discards[seat]) == 4
        assert match.events[-1].kind is EventKind.RESULT and match.outcome.winners
        assert match.round <= 12


def test_undo_never_takes_back_a_claim_the_card_was_shown_to_everyone() -> None:
    a = cards("ybgp")[0]
    match = setup(pos("gy", "b", "g"), (a, *cards("gpyb", "bypg", "pbyg")))
    match.place(0, 3, P)
    match.claim(0, a)  # right: laid down for all to see
    shown = match.state
    assert not match.can_undo and not match.undo() and match.state is shown
    refusal = match.undo_refusal()
    assert refusal is not None and refusal.code is MatchCode.SHOWN_TO_ALL
    assert refusal.params == {"seat": 0, "shown": "ybgp"}
    match.place(0, 5, Y)  # the stone after the claim can be taken back, and put again
    assert match.undo() and match.state is shown and not match.undo()
    assert match.redo() and match.board.stacks[5] == (Y,)


def test_undo_never_takes_back_a_wrong_claim_nor_one_replayed() -> None:
    hand = cards("ybgp", "gpyb", "bypg", "pbyg")
    match = setup(pos(), hand)
    match.place(0, 0, Y)
    match.claim(0, hand[1])  # wrong: everyone saw gpyb; it stays face up in Anna's hand
    assert not match.can_undo and not match.undo()
    assert match.state.known[0] == (hand[1],)
    refusal = match.undo_refusal()
    assert refusal is not None and refusal.params == {"seat": 0, "shown": "gpyb"}
    # Replayed steps count the same: a record (or a redo) through a claim stops undo there.
    replay = Match(match.settings, match.deal, board=match.start_board)
    replay.place(0, 0, Y)
    assert replay.undo()
    assert replay.redo()
    replay.claim(0, hand[1])
    assert not replay.can_undo
