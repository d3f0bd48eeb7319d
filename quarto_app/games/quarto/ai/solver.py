"""The root of the search: every legal move with its value, the move order at
the root, a win probe, and iterative deepening with a deadline (Sunfish style).

`Solver` is the `search.Search` of one rule option with these entry points;
the recursive search itself, and what makes it fast, is in `search`.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from ..rules import Move, Position, RuleOptions
from .search import WIN, Search, SearchStopped, is_proven

EYE_DEPTH = 2
"""Placements the look behind `Solver.plausible_replies` searches ahead: as far as
the Hard level looks, and about as far as a careful player does."""

SURVEY_SHARE = 0.4
"""Of the time `Solver.most_chances` has, the share it spends surveying plausible
replies before counting which of them hold."""


SAMPLE_SHARE = 0.5
"""Of the time left after the survey, the share spent estimating each move's share of
holding replies from `SAMPLE` of its plausible replies."""

SAMPLE = 3
"""Plausible replies per move in that first estimate."""


def _spread(replies: list[Move], count: int) -> list[Move]:
    """`count` of `replies`, evenly spread (all of them when there are no more)."""
    size = len(replies)
    if size <= count:
        return list(replies)
    return [replies[(2 * index + 1) * size // (2 * count)] for index in range(count)]


def _fewer_chances_lost(candidate: tuple[int, int], best: tuple[int, int]) -> bool:
    """Does (holding, plausible) leave the opponent a smaller share of holding
    replies than `best` (on a tie of shares, fewer holding replies)?"""
    keep, count = candidate
    best_keep, best_count = best
    left = keep * best_count
    right = best_keep * count
    return left < right or (left == right and keep < best_keep)


__all__ = ["WIN", "Iteration", "SearchStopped", "Solver", "is_proven", "solve"]


@dataclass(frozen=True, slots=True)
class Iteration:
    """One finished depth of iterative deepening: what it found and whether it is exact."""

    depth: int
    value: int
    move: Move | None
    exact: bool  # the value is proven (searched to the end, or a forced win/loss)
    nodes: int
    seconds: float
    values: tuple[tuple[Move, int], ...]  # every root move searched, with its value or bound


class Solver(Search):
    """The search for one rule option, with its entry points at the root."""

    def root_values(
        self,
        position: Position,
        depth: int,
        moves: list[Move] | None = None,
        full_window: bool = False,
    ) -> list[tuple[Move, int]]:
        """Search the root moves to `depth` placements; (move, value) in search order.

        With `full_window` every move gets its own value (for analysis);
        otherwise moves after the best get only a bound (value <= best).
        Placements that win at once come first with WIN. Raises SearchStopped.
        """
        self.board.load(position)
        hand = position.hand
        if moves is None:
            moves = self.root_order(position, list(position.legal_moves()))
        if hand is not None and not full_window:
            for move in moves:
                if move.square is not None and self.board.wins_at(move.square, hand):
                    return [(move, WIN)]  # nothing beats a win at once
        alpha = -WIN - 1
        results: list[tuple[Move, int]] = []
        for move in moves:
            value = self._root_move(hand, move, depth, None if full_window else alpha)
            results.append((move, value))
            if not full_window and value > alpha:
                alpha = value
                if value >= WIN:
                    break
        return results

    def root_order(self, position: Position, moves: list[Move]) -> list[Move]:
        """`moves` in the order the search would try them below the root.

        Placements that win at once first; then placements that leave the
        fewest safe gives, on a tie those that leave the threats standing,
        each with its safe gives in order (from `lookahead_from` empty squares
        up, every move by the moves it leaves the opponent first); moves that
        hand the opponent a win at once last, in their given order.
        """
        hand = position.hand
        if hand is None or not self.ordering:
            return list(moves)
        board = self.board
        board.load(position)
        wins = set()
        candidates: list[int] = []
        threats = board.threats()
        for square in range(16):
            if board.occ >> square & 1:
                continue
            if board.wins_at(square, hand):
                wins.add(square)
                continue
            saved = board.place(square, hand)
            safe = int(board.avail & ~board.unsafe())
            board.undo(square, saved)
            if safe:
                covers = 1 if 1 << square in threats else 0
                # the search's own candidate ints (see Search._search)
                candidates.append(((safe.bit_count() << 1 | covers) << 4 | square) << 16 | safe)
        candidates.sort()
        if 16 - position.placed_count >= self.lookahead_from:
            candidates = self._by_replies(candidates, hand)
        ranked = [
            (item >> 16 & 15, give) for item in candidates for give in range(16) if item >> give & 1
        ]
        rank: dict[tuple[int | None, int | None], int] = {
            pair: index for index, pair in enumerate(ranked)
        }
        last = len(rank)

        def key(move: Move) -> int:
            return -1 if move.square in wins else rank.get((move.square, move.give), last)

        return sorted(moves, key=key)

    def _root_move(self, hand: int | None, move: Move, depth: int, alpha: int | None) -> int:
        """The value of one root move, searched with window (alpha, WIN]."""
        lo = -WIN - 1 if alpha is None else alpha
        square, give = move.square, move.give
        board = self.board
        saved: list[int] | None = None
        if square is not None:
            assert hand is not None
            if board.wins_at(square, hand):
                return WIN
            if give is None:
                return 0  # the last piece, no line
            saved = board.place(square, hand)
        try:
            assert give is not None
            if board.unsafe() >> give & 1:
                return -WIN  # the opponent places it and wins
            avail = board.avail
            board.avail = avail & ~(1 << give)
            try:
                # a give-only root places nothing: its child still has `depth` placements
                child_depth = depth - 1 if square is not None else depth
                return -self._search(give, child_depth, -WIN, -lo)
            finally:
                board.avail = avail
        finally:
            if saved is not None and square is not None:
                board.undo(square, saved)

    def plausible_replies(self, eye: Solver, child: Position) -> list[Move]:
        """The replies to `child` that a player who looks two placements ahead
        rates best: what the opponent is likely to play, mistakes included.

        `eye` is the search that looks (a Solver without a table: a shallow
        look with the parity estimate, blind to what this solver has proven).
        Replies that hand over a win at once are never among them (every level
        avoids those, and so does anyone who looks). Raises SearchStopped.
        """
        board = eye.board
        board.load(child)
        hand = child.hand
        top = -WIN - 1
        best: list[Move] = []
        for reply in child.legal_moves():
            if eye._hands_over_a_win(hand, reply):
                continue
            # window (top - 1, WIN]: below `top` the reply is out, whatever its value
            value = eye._root_move(hand, reply, EYE_DEPTH, top - 1)
            if value > top:
                top = value
                best = [reply]
            elif value == top:
                best.append(reply)
        return best

    def _hands_over_a_win(self, hand: int | None, move: Move) -> bool:
        """Does `move` (its placement not a win) give a piece that wins at once?"""
        board = self.board
        square, give = move.square, move.give
        if give is None:
            return False
        if square is None or hand is None:
            return bool(board.unsafe() >> give & 1)
        if board.wins_at(square, hand):
            return False
        saved = board.place(square, hand)
        hands_over = bool(board.unsafe() >> give & 1)
        board.undo(square, saved)
        return hands_over

    def holding_count(
        self,
        child: Position,
        replies: list[Move],
        value: int,
        limit: tuple[int, int] | None = None,
    ) -> int | None:
        """How many of `replies` (the opponent's, in `child`) keep the opponent's
        value, the exact `-value`; None as soon as the share of holding replies
        can no longer beat `limit` (holding, out of how many). Raises SearchStopped.
        """
        board = self.board
        board.load(child)
        hand = child.hand
        count = len(replies)
        keep = 0
        for reply in replies:
            if self._root_move(hand, reply, 16, -value - 1) >= -value:
                keep += 1
                if limit is not None and not _fewer_chances_lost((keep, count), limit):
                    return None  # the count only grows: it can no longer beat `limit`
        return keep

    def most_chances(
        self,
        position: Position,
        value: int,
        moves: list[Move],
        *,
        deadline: float | None = None,
        should_stop: Callable[[], bool] | None = None,
        survey_share: float = SURVEY_SHARE,
        sample_share: float = SAMPLE_SHARE,
    ) -> Move | None:
        """Among `moves`, one of exact value `value` that gives the opponent the
        most chances to go wrong: the smallest share of its plausible replies
        (`plausible_replies`: what a look two placements ahead rates best) that
        keep the opponent's value; on a tie the fewest such replies, then the
        first found.

        The plausible replies of each move are surveyed first, in `moves` order,
        for `survey_share` of the time to the deadline; then, for `sample_share`
        of the time left, a few of each move's plausible replies are counted
        (fewest plausible first); the full counts go to the moves in the order
        of those estimates, until the deadline. A move is played only once proven to keep
        `value` (a null-window search to the end): the value is never given up
        for chances. Returns the best move found when the deadline passes or
        `should_stop()` turns true, None when none was proven in time.
        """
        if position.is_full:
            return None
        self.should_stop = should_stop
        started = time.monotonic()
        eye = Solver(self.options, table=False)
        eye.should_stop = should_stop
        if deadline is not None:
            eye.deadline = started + survey_share * max(deadline - started, 0.0)
        surveyed: list[tuple[int, int, Move, Position, list[Move]]] = []
        try:
            for index, move in enumerate(moves):
                child = position.push(move)
                if not child.is_full:
                    replies = self.plausible_replies(eye, child)
                    surveyed.append((len(replies), index, move, child, replies))
        except SearchStopped:
            pass
        surveyed = [item for item in surveyed if item[0] > 0]
        surveyed.sort(key=lambda item: (item[0], item[1]))
        # A first estimate of each move's share from a few of its plausible replies,
        # for `sample_share` of the time left: the full counts then go to the most
        # promising moves first (with many plausible replies, the fewest is a poor
        # guide; the samples are exact counts for moves with few).
        ranked: list[tuple[float, int, int]] = []  # (estimated share, plausible, place)
        now = time.monotonic()
        if deadline is not None:
            self.deadline = now + sample_share * max(deadline - now, 0.0)
        try:
            for place in range(len(surveyed)):
                count, _, move, child, replies = surveyed[place]
                picks = _spread(replies, SAMPLE)
                keep = self.holding_count(child, picks, value)
                assert keep is not None
                ranked.append((keep / len(picks), count, place))
        except SearchStopped:
            pass
        unsampled = range(len(ranked), len(surveyed))
        ranked.extend((2.0, surveyed[place][0], place) for place in unsampled)
        ranked.sort()
        best: Move | None = None
        best_key: tuple[int, int] | None = None
        self.deadline = deadline
        try:
            for _, _, place in ranked:
                count, _, move, child, replies = surveyed[place]
                keep = self.holding_count(child, replies, value, best_key)
                if keep is None:
                    continue
                self.board.load(position)
                if self._root_move(position.hand, move, 16, value - 1) < value:
                    continue  # worth less than `value`: never played for chances
                best, best_key = move, (keep, count)
                if keep == 0:
                    break  # every plausible reply goes wrong: nothing beats it
        except SearchStopped:
            pass
        finally:
            self.deadline = None
            self.should_stop = None
        return best

    def first_holding(
        self,
        position: Position,
        moves: list[Move],
        *,
        deadline: float | None = None,
        should_stop: Callable[[], bool] | None = None,
    ) -> Move | None:
        """The first of `moves` that does not lose against perfect play (searched to
        the end, window (-1, WIN]: only whether it loses). When the deadline
        passes or `should_stop()` turns true, the move being checked (the first
        not yet proven to lose); None when every move loses.
        """
        if position.is_full:
            return None
        self.deadline = deadline
        self.should_stop = should_stop
        move: Move | None = None
        try:
            for move in moves:
                self.board.load(position)
                if self._root_move(position.hand, move, 16, -1) >= 0:
                    return move
            return None
        except SearchStopped:
            return move
        finally:
            self.deadline = None
            self.should_stop = None

    def find_win(
        self,
        position: Position,
        *,
        deadline: float | None = None,
        should_stop: Callable[[], bool] | None = None,
    ) -> Move | None:
        """A move that wins by force, searched to the end; None when there is
        none, or when the deadline passes or `should_stop()` turns true first.

        Cheaper than a solve: every move is searched only to tell a win from
        the rest (window (0, WIN]), and the search ends at the first win.
        """
        if position.is_full:
            return None
        self.deadline = deadline
        self.should_stop = should_stop
        try:
            moves = self.root_order(position, list(position.legal_moves()))
            self.board.load(position)
            for move in moves:
                if self._root_move(position.hand, move, 16, 0) >= WIN:
                    return move
        except SearchStopped:
            pass
        finally:
            self.deadline = None
            self.should_stop = None
        return None

    def iterate(
        self,
        position: Position,
        *,
        max_depth: int | None = None,
        deadline: float | None = None,
        should_stop: Callable[[], bool] | None = None,
        moves: list[Move] | None = None,
        full_window: bool = False,
        jump_after: int | None = None,
    ) -> Iterator[Iteration]:
        """Iterative deepening, Sunfish style: yields one Iteration per finished depth.

        Stops after the exact depth (the number of empty squares), after
        `max_depth`, at a proven win or loss, or silently when the deadline
        passes or `should_stop()` turns true mid-iteration. With `full_window`
        every root move gets its own value (analysis), not only a bound, and a
        proven win does not end the deepening early. With `jump_after`, the
        depths after that one are skipped for the last one: a few shallow
        depths catch quick forced wins and order the root, then the exact
        search runs at once (the depths between cost more than they save).
        """
        if moves is None:
            moves = list(position.legal_moves())
        if not moves:
            return
        empties = 16 - position.placed_count
        last = empties if max_depth is None else min(empties, max_depth)
        self.deadline = deadline
        self.should_stop = should_stop
        started = time.monotonic()
        order = list(moves)
        try:
            depths = list(range(1, max(last, 1) + 1))
            if jump_after is not None and last > jump_after + 1:
                depths = depths[:jump_after] + [last]
            for depth in depths:
                self.nodes = 0
                if depth >= empties:
                    # The exact search: the last favourite first, then the search's own order.
                    ranked = self.root_order(position, order)
                    if depth != depths[0]:
                        ranked.remove(order[0])
                        ranked.insert(0, order[0])
                    order = ranked
                try:
                    results = self.root_values(position, depth, order, full_window)
                except SearchStopped:
                    return
                best_move, best_value = max(results, key=lambda item: item[1])
                # The best move leads the next iteration; the rest keep their order.
                order = [best_move] + [m for m in order if m != best_move]
                exact = depth >= empties or is_proven(best_value)
                yield Iteration(
                    depth,
                    best_value,
                    best_move,
                    exact,
                    self.nodes,
                    time.monotonic() - started,
                    tuple(results),
                )
                if depth >= empties or (exact and not full_window):
                    return
        finally:
            self.deadline = None
            self.should_stop = None


def solve(position: Position, options: RuleOptions, solver: Solver | None = None) -> int:
    """Exact value of `position` for the side to move: WIN, 0 or -WIN (no deadline)."""
    solver = solver or Solver(options)
    if position.is_full:
        return 0
    results = solver.root_values(position, 16)
    return max(value for _, value in results)
