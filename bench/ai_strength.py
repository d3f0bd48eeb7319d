"""Master against Hard, Medium and a Monte-Carlo tree search player; before and after.

    .venv/bin/python bench/ai_strength.py [--versus Hard,Medium,MCTS] [--games 200]
        [--compare REV] [--seed 1] [--mcts-seconds 1.0] [--progress 50] [--together]
        [--shared-table]

Each pairing plays `games` games from the empty board (standard rules),
alternating who gives the first piece; game i has its own seed, so every tree
plays the same openings and the same random choices. QUARTO! calls are part of
a level (Hard and Master never miss one; Medium sometimes does); the MCTS player
(bench/ai_mcts.py: UCT, random playouts, `--mcts-seconds` a move) calls every
line it makes.

Each player keeps its own transposition table for the process's life, as two
separate programs would; `--shared-table` gives both one table, as this bench
did before (then Hard's shallow search reads the exact values Master's solves
leave in it, and plays much better than it does alone). From this branch on the
levels keep a table each themselves (`levels.solver_for`), so the flag only
changes what older trees (`--compare`) do.

The games run in worker processes, one per tree, fed in turn (this tree, then
REV's, alternating who goes first), so both see the same machine load; with
`--together` both trees play each game at the same time (each in its own
process: half the wall time where two cores are free, the same load for both).
`--compare REV` runs commit REV's levels (see bench/ai_solver.py: unpacked with
`git archive`, `quarto_app.ai` before the package moved). Prints won/drawn/lost
for Master, and Master's seconds per move (median, p95, max; its deadline is
3.5 s).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

from ai_solver import calibrate, unpack_commit

ROOT = Path(__file__).resolve().parent.parent

# One game per job line: {"versus": "Hard"|"Medium"|"MCTS", "game": i, "seed": s, ...}.
WORKER = r"""
import json, os, random, sys, time
sys.meta_path = [f for f in sys.meta_path if "editable" not in type(f).__module__]
if os.path.isdir("quarto_app/games/quarto/ai"):
    from quarto_app.games.quarto.ai import choose_move, level_by_name
    from quarto_app.games.quarto.ai import levels
    from quarto_app.games.quarto.rules import Move, Position, RuleOptions
else:  # before the package moved (commit b73cca0)
    from quarto_app.ai import choose_move, level_by_name
    from quarto_app.ai import levels
    from quarto_app.rules import Move, Position, RuleOptions
# Each player keeps its own solvers (and so its own transposition table) for the
# process's life, as two programs would: one shared table would let the weaker level
# read the exact values Master's solves leave in it.
TABLES = ({}, {})
sys.path.insert(0, sys.argv[1])  # bench/ of the tree that runs the bench: the MCTS player
from ai_mcts import Mcts
print(json.dumps({"ready": True}), flush=True)
for line in sys.stdin:
    job = json.loads(line)
    options = RuleOptions()
    rng = random.Random(f"{job['seed']}-{job['versus']}-{job['game']}")
    master = level_by_name("Master")
    other = None if job["versus"] == "MCTS" else level_by_name(job["versus"])
    mcts = Mcts(options, job["mcts_seconds"], random.Random(rng.random()))
    players = (master, other)
    position = Position()
    to_move = job["game"] % 2  # player 0 is Master
    winner = None
    times = []
    while not position.is_full:
        level = players[to_move]
        if not job["shared_table"]:
            levels._LOCAL.__dict__["solvers"] = TABLES[to_move]
        started = time.perf_counter()
        if to_move == 0:
            move = choose_move(position, options, master, rng)
            times.append(time.perf_counter() - started)
        elif level is None:
            move = mcts.choose(position)
        else:
            move = choose_move(position, options, level, rng)
        if move.square is not None:
            placed = position.push(Move(move.square, None))
            if placed.lines_through(move.square, options):
                if level is None or level.notices_own_line(rng):
                    winner = to_move
                    break
                rival = players[1 - to_move]
                if rival is not None and rival.notices_missed_line(rng):
                    winner = 1 - to_move
                    break
        position = position.push(move)
        to_move = 1 - to_move
    print(json.dumps({"winner": winner, "times": times}), flush=True)
"""


class Player:
    """A process playing games with one tree's levels."""

    def __init__(self, tree: Path, label: str) -> None:
        env = dict(os.environ, PYTHONPATH=str(tree))
        env.pop("QUARTO_AI_PLAIN", None)
        self.label = label
        self.process = subprocess.Popen(
            [sys.executable, "-c", WORKER, str(ROOT / "bench")],
            cwd=tree,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        self._read()

    def _read(self) -> dict:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line:
            raise SystemExit(f"the {self.label} game process ended")
        return json.loads(line)

    def send(self, job: dict) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(json.dumps(job) + "\n")
        self.process.stdin.flush()

    def play(self, job: dict) -> dict:
        self.send(job)
        return self._read()

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait(timeout=60)


def seconds_summary(values: list[float]) -> str:
    if not values:
        return "no moves"
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return f"median {statistics.median(ordered):.2f}s p95 {p95:.2f}s max {ordered[-1]:.2f}s"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--versus", default="Hard,Medium,MCTS")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--compare", default=None)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--mcts-seconds", type=float, default=1.0)
    parser.add_argument("--progress", type=int, default=50)
    parser.add_argument(
        "--together",
        action="store_true",
        help="the trees play each game at the same time (half the wall time on 2+ cores)",
    )
    parser.add_argument(
        "--shared-table",
        action="store_true",
        help="both players use one transposition table (how the bench ran before)",
    )
    args = parser.parse_args()
    players = [Player(ROOT, "this tree")]
    if args.compare:
        players.append(Player(unpack_commit(args.compare), args.compare))
    tables = "one shared table" if args.shared_table else "a table per player"
    print(
        f"calibration: {calibrate() * 1000:.1f} ms; {args.games} games per pairing, "
        f"alternating starts, seed {args.seed}, {tables}; "
        f"trees: {', '.join(p.label for p in players)}",
        flush=True,
    )
    for versus in args.versus.split(","):
        tallies = {p.label: [0, 0, 0] for p in players}
        times: dict[str, list[float]] = {p.label: [] for p in players}
        lost: dict[str, list[int]] = {p.label: [] for p in players}
        for game in range(args.games):
            job = {
                "versus": versus,
                "game": game,
                "seed": args.seed,
                "mcts_seconds": args.mcts_seconds,
                "shared_table": args.shared_table,
            }
            order = players if game % 2 == 0 else players[::-1]
            if args.together:
                for player in order:
                    player.send(job)
                answers = [player._read() for player in order]
            else:
                answers = [player.play(job) for player in order]
            for player, answer in zip(order, answers, strict=True):
                winner = answer["winner"]
                tallies[player.label][0 if winner == 0 else 2 if winner == 1 else 1] += 1
                if winner == 1:
                    lost[player.label].append(game)
                times[player.label].extend(answer["times"])
            if args.progress and (game + 1) % args.progress == 0 and game + 1 < args.games:
                print(
                    f"  after {game + 1}: "
                    + "; ".join(f"{label} {'/'.join(map(str, t))}" for label, t in tallies.items()),
                    flush=True,
                )
        for player in players:
            won, drawn, lost_count = tallies[player.label]
            print(
                f"Master vs {versus} ({player.label}), {args.games} games: won {won} drawn "
                f"{drawn} lost {lost_count} ({100 * won / args.games:.0f}% won); Master's move "
                f"{seconds_summary(times[player.label])}"
                + (f"; lost games {lost[player.label]}" if lost[player.label] else ""),
                flush=True,
            )
    for player in players:
        player.close()


if __name__ == "__main__":
    main()
