"""A Monte-Carlo tree search player for the benches only (never in the game):
UCT over the compound move (place the piece in hand, give one), random playouts.

    from ai_mcts import Mcts
    move = Mcts(options, seconds=1.0, rng=random.Random(1)).choose(position)

A different style of opponent than the game's own levels, which all share one
alpha-beta search: it knows nothing of safe gives or parity, only what random
games from each move tend to end in. Two rules of thumb every sensible player
follows are built in, as in most MCTS programs for Quarto: a placement that
wins at once is played, and a give that lets the opponent win at once is only
made when every give does.
"""

from __future__ import annotations

import math
import random
import time

from quarto_app.games.quarto.rules import LINES_THROUGH, TRAITS, Move, Position, RuleOptions
from quarto_app.games.quarto.rules.lines import trait_mask

EXPLORATION = 1.0  # UCT's constant (rewards are 1 win, 0.5 draw, 0 loss)


class _State:
    """A mutable board for playouts: counted trait codes per square, pieces left."""

    __slots__ = ("cells", "left", "hand", "empty")

    def __init__(self, cells: list[int | None], left: list[int], hand: int | None) -> None:
        self.cells = cells
        self.left = left
        self.hand = hand
        self.empty = [s for s in range(16) if cells[s] is None]


class _Node:
    __slots__ = ("move", "parent", "children", "untried", "visits", "reward")

    def __init__(self, move: Move | None, parent: _Node | None, untried: list[Move]) -> None:
        self.move = move
        self.parent = parent
        self.children: list[_Node] = []
        self.untried = untried
        self.visits = 0
        self.reward = 0.0  # for the player who made `move`


class Mcts:
    """UCT with random playouts, `seconds` of thinking per move."""

    def __init__(self, options: RuleOptions, seconds: float, rng: random.Random) -> None:
        self.options = options
        self.seconds = seconds
        self.rng = rng
        self.mask = trait_mask(options.attributes)
        self.codes = [TRAITS[p] & self.mask for p in range(16)]
        self.lines = LINES_THROUGH[options.squares]
        self.playouts = 0

    # --- rules on codes ------------------------------------------------------

    def _wins(self, cells: list[int | None], square: int, piece: int) -> bool:
        code = self.codes[piece]
        for line in self.lines[square]:
            common = code
            for other in line:
                if other != square:
                    held = cells[other]
                    if held is None:
                        common = 0
                        break
                    common &= self.codes[held]
            if common:
                return True
        return False

    def _moves(self, position: Position) -> list[Move]:
        """Sensible moves: a winning placement if any; else gives that are safe if any."""
        cells = list(position.board)
        hand = position.hand
        legal = list(position.legal_moves())
        if hand is not None:
            wins = [m for m in legal if m.square is not None and self._wins(cells, m.square, hand)]
            if wins:
                return wins[:1]
        safe = []
        for move in legal:
            if move.give is None:
                return legal
            if move.square is not None and hand is not None:
                cells[move.square] = hand
            empty = [s for s in range(16) if cells[s] is None]
            if not any(self._wins(cells, s, move.give) for s in empty):
                safe.append(move)
            if move.square is not None:
                cells[move.square] = None
        return safe or legal

    # --- the search ----------------------------------------------------------

    def choose(self, position: Position) -> Move:
        moves = self._moves(position)
        if len(moves) == 1:
            return moves[0]
        root = _Node(None, None, moves)
        deadline = time.monotonic() + self.seconds
        while time.monotonic() < deadline:
            for _ in range(16):
                self._iterate(root, position)
        best = max(root.children, key=lambda node: node.visits)
        assert best.move is not None
        return best.move

    def _iterate(self, root: _Node, position: Position) -> None:
        node = root
        state = position
        # selection
        while not node.untried and node.children:
            log_visits = math.log(node.visits)
            node = max(
                node.children,
                key=lambda c: c.reward / c.visits + EXPLORATION * math.sqrt(log_visits / c.visits),
            )
            assert node.move is not None
            state, over = self._play(state, node.move)
            if over:
                self._backpropagate(node, 1.0)
                return
        # expansion
        if node.untried:
            move = node.untried.pop(self.rng.randrange(len(node.untried)))
            state, over = self._play(state, move)
            child = _Node(move, node, [] if over or state.is_full else self._moves(state))
            node.children.append(child)
            node = child
            if over:
                self._backpropagate(node, 1.0)
                return
        if state.is_full:
            self._backpropagate(node, 0.5)
            return
        # playout: from the view of the player to move in `state`
        result = self._playout(state)
        self._backpropagate(node, 1.0 - result)

    def _play(self, position: Position, move: Move) -> tuple[Position, bool]:
        """The position after `move`, and whether the placement won."""
        if move.square is not None and position.hand is not None:
            if self._wins(list(position.board), move.square, position.hand):
                return position, True
        return position.push_unchecked(move), False

    def _playout(self, position: Position) -> float:
        """A random game from `position`: 1 if the player to move wins, 0.5 a draw, 0 a loss."""
        self.playouts += 1
        rng = self.rng
        cells = list(position.board)
        left = [p for p in range(16) if p not in cells and p != position.hand]
        empty = [s for s in range(16) if cells[s] is None]
        hand = position.hand
        me = True
        if hand is None:
            hand = left.pop(rng.randrange(len(left)))
            me = False
        while empty:
            square = empty.pop(rng.randrange(len(empty)))
            if self._wins(cells, square, hand):
                return 1.0 if me else 0.0
            cells[square] = hand
            if not left:
                return 0.5
            hand = left.pop(rng.randrange(len(left)))
            me = not me
        return 0.5

    @staticmethod
    def _backpropagate(node: _Node, reward: float) -> None:
        """`reward` is for the player who made `node.move`; it flips each level up."""
        current: _Node | None = node
        while current is not None:
            current.visits += 1
            current.reward += reward
            reward = 1.0 - reward
            current = current.parent
