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
            safe = board.avail & ~board.unsafe()
            board.undo(square, saved)
            if safe:
                covers = 1 if 1 << square in threats else 0
                # the search's own candidate ints (see Search._search)
                candidates.append(((safe.bit_count() << 1 | covers) << 4 | square) << 16 | safe)
        candidates.sort()
        if 16 - position.placed_count >= self.lookahead_from:
            candidates = self._by_replies(candidates, self.tables.traits[hand], board.occ)
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

    def chances(
        self, position: Position, move: Move, value: int, limit: tuple[int, int] | None = None
    ) -> tuple[int, int] | None:
        """What `move` leaves the opponent: (replies that keep the opponent's value,
        replies that do not hand over a win at once), or None once the count
        passes `limit` (a better move is known). `value` is the move's exact
        value for the side to move; the opponent's is -value. Raises SearchStopped.
        """
        child = position.push(move)
        if child.is_full:
            return (0, 0)
        board = self.board
        board.load(child)
        hand = child.hand
        keep = safe = 0
        for reply in child.legal_moves():
            if self._hands_over_a_win(hand, reply):
                continue  # the opponent loses at once: neither safe nor keeping
            safe += 1
            if self._root_move(hand, reply, 16, -value - 1) >= -value:
                keep += 1
            if limit is not None and (keep, safe) > limit:
                return None  # both counts only grow: it can no longer beat `limit`
        if limit is not None and (keep, safe) >= limit:
            return None
        return keep, safe

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

    def most_chances(
        self,
        position: Position,
        value: int,
        moves: list[Move],
        *,
        deadline: float | None = None,
        should_stop: Callable[[], bool] | None = None,
    ) -> Move | None:
        """Among `moves`, the one of exact value `value` that leaves the opponent the
        fewest replies keeping their value (most ways to go wrong; in a lost
        position, the fewest winning replies), on a tie the fewest safe replies;
        the first in `moves` order among equals.

        Every move is first proven to keep `value` (a null-window search to the
        end), so the choice never gives any value up. Returns the best move
        found when the deadline passes or `should_stop()` turns true, None when
        none was proven in time.
        """
        if position.is_full:
            return None
        self.deadline = deadline
        self.should_stop = should_stop
        best: Move | None = None
        best_key: tuple[int, int] | None = None
        try:
            for move in moves:
                self.board.load(position)
                if self._root_move(position.hand, move, 16, value - 1) < value:
                    continue  # worth less than `value`: never played for chances
                key = self.chances(position, move, value, best_key)
                if key is not None and (best_key is None or key < best_key):
                    best, best_key = move, key
                    if key[0] == 0:
                        break  # no reply keeps the opponent's value: nothing beats it
        except SearchStopped:
            pass
        finally:
            self.deadline = None
            self.should_stop = None
        return best

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
