"""What long records cost: reading them, and keeping a game on disk after each step.

    .venv/bin/python bench/records.py [--quartino 1000,16000] [--calls 330000] [--saves 100,20000]

- A Quartino record of N steps (people placing a stone on the centre and ending the
  turn; the Column rule clears the stack every fourth turn, so the game never ends):
  the time and the peak memory (tracemalloc) to read and replay it, undo history and all.
- Quarto's autosave of N false calls (a player pressing Q on and on, about 3 bytes each:
  330,000 calls are the 990 KB just under the 1 MB cap): the time and peak memory to
  read it back as the menu's Continue does (`frame.saving.unfinished`).
- Keeping a game on disk (`frame.saving.keep`) after false call number N: bytes written
  and the time of one keep, the median of 50, at each N.

Prints medians with a calibration loop timed in the same run; the tests check the same
costs by counting memory and bytes, never seconds.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def calibration() -> float:
    began = time.perf_counter()
    sum(i * i for i in range(10**6))
    return time.perf_counter() - began


def quartino_record(steps: int) -> str:
    from quarto_app.games.quartino.match import Action, Match, MatchSettings, Phase
    from quarto_app.games.quartino.match.record import write_record
    from quarto_app.games.quartino.rules import Colour, RuleOptions

    match = Match.from_seed(MatchSettings(RuleOptions(round_limit=None)), 2, 7)
    place, end = Action.place(0, Colour.YELLOW), Action.pass_turn()
    while len(match.actions) < steps:
        while match.phase is Phase.PLACE:
            match.apply_unchecked(place)
        match.apply_unchecked(end)
    return write_record(match, date="2026.11.25")


def quarto_calls(calls: int) -> str:
    head = '[Game "Quarto"]\n[Player1 "Anna"]\n[Player2 "Ben"]\n\n1. :4 '
    words = ["Q1"] * calls + ["*"]
    lines, line = [], head.split("\n")[-1]
    for word in words:  # the record's own wrapping: 80 columns
        if len(line) + 1 + len(word) > 80:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    lines.append(line)
    return "\n".join(head.split("\n")[:-1] + lines) + "\n"


def measure(read, text: str) -> tuple[float, float, int]:
    """(seconds, peak MB under tracemalloc, steps) of one read of `text`."""
    began = time.perf_counter()
    result = read(text)
    seconds = time.perf_counter() - began
    del result
    tracemalloc.start()
    result = read(text)
    peak = tracemalloc.get_traced_memory()[1] / 1e6
    tracemalloc.stop()
    return seconds, peak, len(result.match.actions)


def keep_cost(calls: int, repeats: int = 50) -> tuple[int, float]:
    """(bytes written by one keep, median seconds) after `calls` false calls."""
    from quarto_app.frame import saving
    from quarto_app.frame.game import Saved, Seat, Setup
    from quarto_app.games.quarto.game import GAME
    from quarto_app.games.quarto.match import Match, MatchSettings
    from quarto_app.games.quarto.setup_options import options_of

    match = Match(MatchSettings(names=("Anna", "Ben")))
    match.give(0, 4)
    setup = Setup("quarto", (Seat("Anna"), Seat("Ben")), options_of(match.settings), 0)
    for _ in range(calls):
        match.call(1)
    saving.keep(GAME, Saved(setup, match, False))
    times, written = [], []
    for _ in range(repeats):
        match.call(1)
        before = written_bytes()
        began = time.perf_counter()
        saving.keep(GAME, Saved(setup, match, False))
        times.append(time.perf_counter() - began)
        written.append(written_bytes() - before)
    return int(statistics.median(written)), statistics.median(times)


def written_bytes() -> int:
    """Bytes this process has handed to write calls so far (Linux: /proc/self/io)."""
    for line in Path("/proc/self/io").read_text().splitlines():
        if line.startswith("wchar:"):
            return int(line.split()[1])
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quartino", default="1000,16000")
    parser.add_argument("--calls", type=int, default=330_000)
    parser.add_argument("--saves", default="100,20000")
    args = parser.parse_args()
    os.environ["QUARTO_USER_DIR"] = tempfile.mkdtemp(prefix="quarto-bench-")
    from quarto_app.frame import saving
    from quarto_app.games.quartino.match.record import read_record as read_quartino
    from quarto_app.games.quarto.game import GAME
    from quarto_app.platform import saves

    print(f"calibration loop {calibration() * 1000:.0f} ms")
    for steps in (int(n) for n in args.quartino.split(",")):
        text = quartino_record(steps)
        seconds, peak, found = measure(read_quartino, text)
        print(
            f"Quartino record of {found:,} steps ({len(text) / 1000:.0f} KB): "
            f"read in {seconds:.2f} s, peak {peak:.1f} MB"
        )
    text = quarto_calls(args.calls)
    path = saves.autosave_path("quarto")
    path.write_text(text, encoding="utf-8")

    class Read:
        def __call__(self, _: str):
            saved, damaged = saving.unfinished(GAME)
            assert damaged is None, damaged
            return saved

    seconds, peak, found = measure(Read(), text)
    print(
        f"Quarto autosave of {args.calls:,} false calls ({len(text) / 1000:.0f} KB): "
        f"Continue reads it in {seconds:.2f} s, peak {peak:.1f} MB"
    )
    path.unlink()
    for calls in (int(n) for n in args.saves.split(",")):
        written, seconds = keep_cost(calls)
        print(
            f"keep after {calls:,} false calls: {written:,} bytes written, "
            f"{seconds * 1000:.2f} ms (median of 50)"
        )
        saves.autosave_path("quarto").unlink(missing_ok=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
