"""Synthesise the game's sound effects into assets/sounds/*.wav.

Every effect is made here from sine waves, a few harmonics and filtered noise
(the standard library's `math`, `random` with a fixed seed, `struct` and
`wave`): no recording and no third-party sound is used, so the files are the
project's own work, under the project's terms (assets/sounds/README.md).

    python tools/make_sounds.py          # writes every file, prints the sizes
    python tools/make_sounds.py --check  # exit 1 if a committed file differs

The output depends only on this script: running it twice gives the same bytes.
The names are those of quarto_app.frame.sound.Sound; a test checks that every
name has its file.

Mono, 16-bit, 22,050 samples a second: plenty for short effects (nothing
here goes much above 7 kHz) and small (the set is under 300 KB).
"""

from __future__ import annotations

import argparse
import io
import math
import random
import struct
import sys
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

RATE = 22_050
ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "assets" / "sounds"
PEAK = 0.89  # about -1 dBFS: loud enough, never clipping

Buffer = list[float]
Shape = Callable[[float], float]  # one period's wave, phase in 0..1 -> -1..1


def note(name: str) -> float:
    """The frequency of a note such as "C5" or "F#4" (A4 = 440 Hz)."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    letter, rest = name[0], name[1:]
    shift = 0
    while rest and rest[0] in "#b":
        shift += 1 if rest[0] == "#" else -1
        rest = rest[1:]
    octave = int(rest)
    return 440.0 * 2 ** ((steps[letter] + shift + 12 * (octave - 4)) / 12)


def sine(phase: float) -> float:
    return math.sin(2 * math.pi * phase)


def warm(phase: float) -> float:
    """A sine with a little of its second and third harmonics: a soft mallet."""
    x = 2 * math.pi * phase
    return (math.sin(x) + 0.28 * math.sin(2 * x) + 0.12 * math.sin(3 * x)) / 1.2


def reed(phase: float) -> float:
    """Odd harmonics falling fast: a soft, buzzy square for the 'wrong' sounds."""
    x = 2 * math.pi * phase
    return (math.sin(x) + math.sin(3 * x) / 4 + math.sin(5 * x) / 10 + math.sin(7 * x) / 22) / 1.2


def silence(seconds: float) -> Buffer:
    return [0.0] * round(seconds * RATE)


def tone(
    out: Buffer,
    start: float,
    length: float,
    freq: float,
    amp: float = 1.0,
    *,
    shape: Shape = sine,
    attack: float = 0.004,
    decay: float | None = None,
    release: float = 0.02,
    glide_to: float | None = None,
    vibrato: float = 0.0,
) -> None:
    """Add a note: `length` seconds from `start`, an attack, an exponential `decay`
    (a time constant in seconds; None holds it) and a release at the end. `glide_to`
    bends the pitch there over the note; `vibrato` is its depth in semitones."""
    first = round(start * RATE)
    count = min(round(length * RATE), len(out) - first)
    phase = 0.0
    for i in range(count):
        t = i / RATE
        f = freq if glide_to is None else freq * (glide_to / freq) ** (t / length)
        if vibrato:
            f *= 2 ** (vibrato * math.sin(2 * math.pi * 5.5 * t) / 12)
        phase += f / RATE
        level = min(1.0, t / attack) if attack > 0 else 1.0
        if decay is not None:
            level *= math.exp(-t / decay)
        left = length - t
        if left < release:
            level *= max(0.0, left / release)
        out[first + i] += amp * level * shape(phase % 1.0)


def noise(
    out: Buffer,
    start: float,
    length: float,
    amp: float,
    rng: random.Random,
    *,
    low: float = 0.0,
    high: float = 1.0,
    envelope: Callable[[float], float] | None = None,
) -> None:
    """Add filtered noise: `high` and `low` are filter coefficients (0..1), a lower
    `high` darker, a higher `low` thinner. `envelope(t)` for t in 0..1."""
    first = round(start * RATE)
    count = min(round(length * RATE), len(out) - first)
    soft = smooth = floor = 0.0
    for i in range(count):
        raw = rng.uniform(-1.0, 1.0)
        soft += high * (raw - soft)  # two one-pole low-passes: a hiss would tire the ear
        smooth += high * (soft - smooth)
        floor += low * (smooth - floor)  # what low-pass of that would keep...
        value = smooth - floor if low else smooth  # ...taken away: a high-pass
        shape = envelope(i / count) if envelope else math.exp(-i / (0.004 * RATE))
        out[first + i] += amp * shape * value


def knock(out: Buffer, start: float, freq: float, amp: float, rng: random.Random) -> None:
    """A wooden knock: a pitched body ringing briefly, and the tap itself."""
    tone(out, start, 0.16, freq, amp, attack=0.001, decay=0.030)
    tone(out, start, 0.08, freq * 2.6, amp * 0.45, attack=0.001, decay=0.012)
    tone(out, start, 0.05, freq * 5.9, amp * 0.18, attack=0.001, decay=0.005)
    noise(out, start, 0.012, amp * 0.5, rng, high=0.35)


def finished(samples: Sequence[float], gain: float) -> bytes:
    """Fade the ends (no click), normalise to `gain` x PEAK, 16-bit little-endian."""
    data = list(samples)
    fade = min(len(data) // 4, round(0.003 * RATE))
    for i in range(fade):
        data[i] *= i / fade
        data[-1 - i] *= i / fade
    top = max(1e-9, max(abs(x) for x in data))
    scale = gain * PEAK / top * 32767
    return b"".join(struct.pack("<h", round(x * scale)) for x in data)


# --- the effects -------------------------------------------------------------------------


def click(rng: random.Random) -> tuple[Buffer, float]:
    out = silence(0.035)
    tone(out, 0, 0.035, 1900, 1.0, attack=0.0005, decay=0.006)
    noise(out, 0, 0.006, 0.4, rng, high=0.5)
    return out, 0.40


def tick(rng: random.Random) -> tuple[Buffer, float]:
    out = silence(0.06)
    tone(out, 0, 0.06, 1250, 1.0, attack=0.0005, decay=0.012)
    tone(out, 0, 0.04, 1250 * 2.76, 0.3, attack=0.0005, decay=0.006)
    noise(out, 0, 0.005, 0.5, rng, high=0.4)
    return out, 0.62


def pick_up(rng: random.Random) -> tuple[Buffer, float]:
    out = silence(0.13)
    tone(out, 0, 0.10, 640, 0.9, attack=0.001, decay=0.022)
    tone(out, 0.012, 0.11, 760, 0.35, attack=0.02, glide_to=1180, release=0.05)
    noise(out, 0, 0.008, 0.25, rng, high=0.3)
    return out, 0.55


def place(rng: random.Random) -> tuple[Buffer, float]:
    out = silence(0.18)
    knock(out, 0, 210, 1.0, rng)
    tone(out, 0, 0.09, 540, 0.5, attack=0.001, decay=0.018)
    return out, 0.80


def give(rng: random.Random) -> tuple[Buffer, float]:
    out = silence(0.30)
    noise(
        out, 0, 0.23, 0.55, rng, high=0.16, low=0.02, envelope=lambda t: math.sin(math.pi * t) ** 2
    )
    tone(out, 0.02, 0.2, 520, 0.18, attack=0.08, glide_to=430, release=0.1)
    knock(out, 0.20, 470, 0.55, rng)
    return out, 0.60


def call(rng: random.Random) -> tuple[Buffer, float]:
    out = silence(0.75)
    for index, name in enumerate(("C5", "E5", "G5")):
        tone(out, 0.065 * index, 0.11, note(name), 0.75, shape=warm, decay=0.08)
    tone(out, 0.195, 0.55, note("C6"), 0.9, shape=warm, attack=0.006, decay=0.35, vibrato=0.12)
    tone(out, 0.195, 0.5, note("G5"), 0.4, shape=warm, attack=0.01, decay=0.3)
    tone(out, 0.195, 0.5, note("E5"), 0.35, shape=warm, attack=0.01, decay=0.3)
    noise(out, 0.195, 0.02, 0.15, rng, high=0.5)
    return out, 0.85


def steal(rng: random.Random) -> tuple[Buffer, float]:
    out = silence(0.58)
    tone(out, 0, 0.14, 330, 0.5, attack=0.01, glide_to=1250, release=0.03)  # the swipe
    noise(out, 0, 0.14, 0.2, rng, high=0.3, low=0.1, envelope=lambda t: t * (1 - t) * 4)
    tone(out, 0.15, 0.12, note("B5"), 0.8, shape=warm, attack=0.001, decay=0.04)
    tone(out, 0.23, 0.14, note("E6"), 0.9, shape=warm, attack=0.001, decay=0.05)
    tone(out, 0.33, 0.25, note("E5"), 0.5, shape=warm, decay=0.12)
    tone(out, 0.33, 0.25, note("B5"), 0.35, shape=warm, decay=0.12)
    return out, 0.78


def lapse(rng: random.Random) -> tuple[Buffer, float]:
    out = silence(0.68)
    tone(out, 0, 0.28, note("G4"), 0.8, shape=warm, attack=0.025, decay=0.25)
    low = note("D4")
    tone(out, 0.26, 0.42, low, 0.8, shape=warm, attack=0.025, decay=0.3, glide_to=note("C#4"))
    return out, 0.58


def false_call(rng: random.Random) -> tuple[Buffer, float]:
    out = silence(0.46)
    tone(out, 0, 0.18, note("G3"), 0.8, shape=reed, attack=0.004, decay=0.1)
    tone(out, 0.2, 0.26, note("D3"), 0.8, shape=reed, attack=0.004, decay=0.12)
    noise(out, 0, 0.01, 0.2, rng, high=0.2)
    return out, 0.52


def bell(out: Buffer, start: float, freq: float, amp: float) -> None:
    """A small bell: partials that are not quite harmonics, the higher ones dying first."""
    for ratio, share, decay in ((1.0, 1.0, 0.16), (2.0, 0.4, 0.10), (2.76, 0.25, 0.07)):
        tone(out, start, 0.4, freq * ratio, amp * share, attack=0.001, decay=decay)
    tone(out, start, 0.1, freq * 5.4, amp * 0.1, attack=0.001, decay=0.02)


def colour(rng: random.Random) -> tuple[Buffer, float]:
    out = silence(0.45)
    bell(out, 0, note("G6"), 0.8)
    bell(out, 0.07, note("C7"), 0.7)
    return out, 0.55


def column(rng: random.Random) -> tuple[Buffer, float]:
    out = silence(0.72)
    times = (0.0, 0.11, 0.2, 0.27, 0.32, 0.36)  # faster and faster: the stack tumbles
    for index, at in enumerate(times):
        freq = 880 * (0.9**index) * rng.uniform(0.96, 1.04)
        knock(out, at, freq, 0.7 - 0.05 * index, rng)
    knock(out, 0.44, 170, 1.0, rng)  # the last stone lands on the table
    tone(out, 0.44, 0.25, 120, 0.5, attack=0.002, decay=0.06)
    return out, 0.80


def win(rng: random.Random) -> tuple[Buffer, float]:
    out = silence(1.5)
    for index, name in enumerate(("C5", "E5", "G5", "C6")):
        tone(out, 0.1 * index, 1.4 - 0.1 * index, note(name), 0.6, shape=warm, decay=0.5)
    for name, share in (("E6", 0.7), ("C6", 0.45), ("G5", 0.35), ("C5", 0.3)):
        tone(out, 0.42, 1.05, note(name), share, shape=warm, attack=0.01, decay=0.45, vibrato=0.1)
    bell(out, 0.42, note("G6"), 0.25)
    return out, 0.85


def draw(rng: random.Random) -> tuple[Buffer, float]:
    out = silence(1.0)
    for name in ("F4", "A4", "C5"):
        tone(out, 0, 0.48, note(name), 0.45, shape=warm, attack=0.03, decay=0.4)
    for name in ("C4", "E4", "G4", "C5"):
        tone(out, 0.42, 0.58, note(name), 0.4, shape=warm, attack=0.03, decay=0.35)
    return out, 0.58


EFFECTS: dict[str, Callable[[random.Random], tuple[Buffer, float]]] = {
    "pick_up": pick_up,
    "place": place,
    "give": give,
    "call": call,
    "steal": steal,
    "lapse": lapse,
    "false_call": false_call,
    "colour": colour,
    "column": column,
    "tick": tick,
    "win": win,
    "draw": draw,
    "click": click,
}
"""Every effect by the name of its file (quarto_app.frame.sound.Sound's values)."""


def wav_bytes(name: str) -> bytes:
    """The WAV file of one effect."""
    samples, gain = EFFECTS[name](random.Random(f"quarto-sound-{name}"))
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(finished(samples, gain))
    return buffer.getvalue()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare, write nothing")
    args = parser.parse_args(argv)
    FOLDER.mkdir(parents=True, exist_ok=True)
    stale = []
    total = 0
    for name in EFFECTS:
        data = wav_bytes(name)
        path = FOLDER / f"{name}.wav"
        total += len(data)
        if args.check:
            if not path.is_file() or path.read_bytes() != data:
                stale.append(path.name)
            continue
        path.write_bytes(data)
        print(f"wrote {path.relative_to(ROOT)} ({len(data):,} bytes)")
    if args.check:
        print("stale: " + ", ".join(stale) if stale else "every sound is up to date")
        return 1 if stale else 0
    print(f"{len(EFFECTS)} sounds, {total:,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
