"""Check the PyInstaller build in dist/ and print its figures (run after `make exe`).

    .venv/bin/python tools/check_build.py [--dist dist] [--max-mb 40] [--max-first-frame 2]

Checks, each printed with its figure; the exit code is 1 if any fails:

* size of the executable (the whole bundle on macOS) under --max-mb;
* the bundle holds every file of assets/ (under assets/), pygame's default font,
  and none of the modules build.spec excludes (tkinter, test frameworks, ...);
* ``--version`` prints the version of quarto_app;
* ``--smoke --screenshot F`` plays the smoke game headless: exit 0, a PNG
  written, no error or warning on stderr, the first frame within
  --max-first-frame seconds of launching the executable (best of up to three
  runs; the first, cold run is printed too), and nothing written next to the
  executable or into the working folder;
* ``analyze`` answers on a 12-empty endgame with the search this tree built:
  the compiled one where the extensions exist (and it must solve it), else the
  plain one;
* a usage error exits 2 without a traceback;
* a crash (QUARTO_SELFTEST_CRASH=1) exits 1 and leaves the traceback in the
  per-user log.

The runs use a throw-away per-user folder (QUARTO_USER_DIR) and SDL's dummy
video and audio drivers, so they work on a CI machine without a display.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXCLUDED_PREFIXES = ("tkinter", "_tkinter", "pytest", "_pytest", "hypothesis", "unittest", "numpy")
FIRST_FRAME = re.compile(r"first frame after ([0-9.]+) s")
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
# What a healthy smoke run never prints (the game's own status lines are fine).
TROUBLE = re.compile(r"Traceback|Error|Exception|[Ww]arning|not found|No module named")
# The slow 12-empty endgame (a draw): about 0.3 s compiled, 7 s plain here.
TWELVE_EMPTY = "..../..47/...0/.e.. f"


@dataclass
class Report:
    """Collected results; ``failed`` decides the exit code."""

    lines: list[str] = field(default_factory=list)
    failed: bool = False

    def check(self, ok: bool, what: str, detail: str = "") -> bool:
        mark = "ok  " if ok else "FAIL"
        self.lines.append(f"[{mark}] {what}" + (f": {detail}" if detail else ""))
        print(self.lines[-1], flush=True)
        self.failed |= not ok
        return ok

    def note(self, text: str) -> None:
        self.lines.append(f"       {text}")
        print(self.lines[-1], flush=True)


def find_build(dist: Path) -> tuple[Path, Path]:
    """(what to measure, the program to run) for this platform's build in ``dist``."""
    if sys.platform == "darwin":
        bundle = dist / "Quarto.app"
        return bundle, bundle / "Contents" / "MacOS" / "Quarto"
    exe = dist / ("Quarto.exe" if sys.platform == "win32" else "Quarto")
    return exe, exe


def size_of(path: Path) -> int:
    if path.is_dir():
        return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())
    return path.stat().st_size


def bundled_names(program: Path, measured: Path) -> tuple[set[str], set[str]]:
    """(files in the bundle, Python modules in its PYZ), read with PyInstaller's own reader."""
    from PyInstaller.archive.readers import CArchiveReader

    archive = CArchiveReader(str(program))
    files = {name.replace("\\", "/") for name in archive.toc}
    modules: set[str] = set()
    for name, entry in archive.toc.items():
        if entry[-1] == "z":  # the PYZ holding the pure-Python modules
            modules |= set(archive.open_embedded_archive(name).toc)
    if measured.is_dir():  # macOS .app: one-folder build, data and libraries on disk
        for base in (measured / "Contents" / "Resources", measured / "Contents" / "Frameworks"):
            if base.is_dir():
                files |= {p.relative_to(base).as_posix() for p in base.rglob("*") if p.is_file()}
    return files, modules


def expected_assets() -> list[str]:
    """What build.spec bundles: every file of assets/, the catalog compiled, not its sources."""
    assets = ROOT / "assets"
    return sorted(
        p.relative_to(ROOT).as_posix()
        for p in assets.rglob("*")
        if p.is_file()
        and p.suffix != ".po"
        and not any(part.startswith(".") for part in p.relative_to(ROOT).parts)
    )


def built_extensions() -> list[Path]:
    """The compiled search's extensions in this tree (what build.spec bundles)."""
    return sorted((ROOT / "quarto_app" / "games" / "quarto" / "ai").glob("_native__mypyc*"))


def source_version() -> str:
    text = (ROOT / "quarto_app" / "__init__.py").read_text("utf-8")
    match = re.search(r'__version__\s*=\s*"([^"]+)"', text)
    return match.group(1) if match else "?"


@dataclass
class Run:
    code: int | None
    stdout: str
    stderr: str
    seconds: float
    first_frame: float | None  # seconds from launch until the app reported its first frame
    app_first_frame: float | None  # the app's own figure, from the start of Python


def run(program: Path, args: list[str], env: dict[str, str], cwd: Path, timeout: float) -> Run:
    """Run the executable, timing its 'first frame' line on stderr as it appears."""
    started = time.monotonic()
    process = subprocess.Popen(
        [str(program), *args],
        cwd=cwd,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        errors="replace",
    )
    err_lines: list[str] = []
    seen: dict[str, float] = {}

    def read_stderr() -> None:
        assert process.stderr is not None
        for line in process.stderr:
            if "first" not in seen and FIRST_FRAME.search(line):
                seen["first"] = time.monotonic() - started
            err_lines.append(line)

    reader = threading.Thread(target=read_stderr, daemon=True)
    reader.start()
    try:
        stdout = process.stdout.read() if process.stdout else ""
        code: int | None = process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        stdout, code = "", None
    reader.join(timeout=5)
    stderr = "".join(err_lines)
    reported = FIRST_FRAME.search(stderr)
    return Run(
        code=code,
        stdout=stdout,
        stderr=stderr,
        seconds=time.monotonic() - started,
        first_frame=seen.get("first"),
        app_first_frame=float(reported.group(1)) if reported else None,
    )


def listing(folder: Path) -> set[str]:
    return {p.relative_to(folder).as_posix() for p in folder.rglob("*")}


def check(args: argparse.Namespace) -> Report:
    report = Report()
    measured, program = find_build(args.dist)
    if not report.check(program.is_file(), "build present", str(measured)):
        report.note("build it first: make exe")
        return report

    size_mb = size_of(measured) / 1e6
    report.check(size_mb < args.max_mb, "size", f"{size_mb:.1f} MB (limit {args.max_mb:g} MB)")

    files, modules = bundled_names(program, measured)
    wanted = expected_assets()
    missing = [name for name in wanted if name not in files]
    report.check(
        bool(wanted) and not missing,
        "assets bundled",
        f"{len(wanted) - len(missing)} of {len(wanted)}"
        + (f", missing {', '.join(missing)}" if missing else "")
        + ("" if wanted else ", assets/ is empty"),
    )
    report.check("pygame/freesansbold.ttf" in files, "pygame default font bundled")
    unwanted = sorted(
        m for m in modules if m.split(".")[0] in EXCLUDED_PREFIXES or m.startswith("pygame.tests")
    )
    report.check(
        not unwanted,
        "no unused modules",
        f"{len(modules)} modules" + (f"; unexpected {', '.join(unwanted[:8])}" if unwanted else ""),
    )

    with tempfile.TemporaryDirectory(prefix="quarto-check-") as tmp_name:
        tmp = Path(tmp_name)
        work = tmp / "cwd"
        work.mkdir()
        env = dict(os.environ)
        env["QUARTO_USER_DIR"] = str(tmp / "user")
        env["QUARTO_REPORT_FIRST_FRAME"] = "1"
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        if not args.real_display:
            env["SDL_VIDEODRIVER"] = "dummy"
            env["SDL_AUDIODRIVER"] = "dummy"
        dist_before = listing(args.dist)

        version = run(program, ["--version"], env, work, args.timeout)
        expected = f"Quarto {source_version()}"
        report.check(
            version.code == 0 and expected in version.stdout,
            "--version",
            (version.stdout.strip() or version.stderr.strip())[:200],
        )

        runs: list[Run] = []
        for attempt in range(3):
            shot = tmp / f"smoke-{attempt}.png"
            smoke = run(program, ["--smoke", "--screenshot", str(shot)], env, work, args.timeout)
            runs.append(smoke)
            if attempt == 0:
                ok = smoke.code == 0 and shot.is_file() and shot.read_bytes()[:8] == PNG_MAGIC
                detail = f"exit {smoke.code}, {smoke.seconds:.2f} s in all"
                if shot.is_file():
                    detail += f", screenshot {shot.stat().st_size / 1e3:.1f} kB"
                    if args.keep_screenshot:
                        args.keep_screenshot.write_bytes(shot.read_bytes())
                        detail += f" (kept as {args.keep_screenshot})"
                if not report.check(ok, "--smoke game", detail):
                    report.note(smoke.stderr.strip()[-1500:])
                    break
                # e.g. hashlib's "code for hash md5 was not found" when build.spec left
                # out a module the standard library needs, or a worker's traceback.
                noise = [line for line in smoke.stderr.splitlines() if TROUBLE.search(line)]
                report.check(not noise, "no errors on stderr", " | ".join(noise)[:600])
            if smoke.code != 0 or smoke.first_frame is None:
                break
            if smoke.first_frame < args.max_first_frame:
                break  # fast enough: no need for more runs
        frames = [r.first_frame for r in runs if r.first_frame is not None]
        if frames:
            best = min(frames)
            app_side = runs[frames.index(best)].app_first_frame
            report.check(
                best < args.max_first_frame,
                "start to first frame",
                f"{best:.2f} s best of {len(frames)} (first run {frames[0]:.2f} s; "
                f"{app_side:.2f} s of it after Python started; "
                f"target {args.max_first_frame:g} s)",
            )
        else:
            report.check(False, "start to first frame", "the app never reported a first frame")

        # The second game, through the same executable: three computer seats whose turns
        # are planned in the frozen build's own worker process.
        shot = tmp / "smoke-quartino.png"
        quartino = run(
            program,
            ["--smoke", "--game", "quartino", "--screenshot", str(shot)],
            env,
            work,
            args.timeout,
        )
        ok = quartino.code == 0 and shot.is_file() and shot.read_bytes()[:8] == PNG_MAGIC
        noise = [line for line in quartino.stderr.splitlines() if TROUBLE.search(line)]
        if (
            report.check(
                ok and not noise,
                "--smoke --game quartino",
                f"exit {quartino.code}, {quartino.seconds:.2f} s in all: "
                f"{quartino.stdout.strip()[-120:]}"
                + (f" | {' | '.join(noise)[:300]}" if noise else ""),
            )
            and args.keep_screenshot
        ):
            kept = args.keep_screenshot.with_name(args.keep_screenshot.stem + "-quartino.png")
            kept.write_bytes(shot.read_bytes())

        # The search the executable carries: the compiled one wherever this tree built it.
        analyze = run(program, ["analyze", TWELVE_EMPTY, "--json", "--time", "30"], env, work, 60)
        expected_search = "compiled" if built_extensions() else "plain"
        try:
            answer = json.loads(analyze.stdout)
        except ValueError:
            answer = {}
        # Only the compiled search is sure to solve it within the time given.
        solved = answer.get("solved") is True or expected_search == "plain"
        report.check(
            analyze.code == 0 and solved and answer.get("search") == expected_search,
            "analyze a 12-empty endgame",
            f"exit {analyze.code}, {analyze.seconds:.2f} s in all, search "
            f"{answer.get('search')} (this tree built: {expected_search}), "
            f"value {answer.get('value')}",
        )

        usage = run(program, ["--no-such-option"], env, work, args.timeout)
        report.check(
            usage.code == 2 and "Traceback" not in usage.stderr,
            "usage error",
            f"exit {usage.code}: {usage.stderr.strip()[:120]}",
        )

        crash_env = dict(env, QUARTO_SELFTEST_CRASH="1")
        crash = run(program, ["--smoke"], crash_env, work, args.timeout)
        log_file = tmp / "user" / "logs" / "quarto.log"
        logged = log_file.is_file() and "self-test crash" in log_file.read_text("utf-8", "replace")
        report.check(
            crash.code == 1 and logged and str(log_file) in crash.stderr,
            "crash is logged",
            f"exit {crash.code}, log {'written' if logged else 'MISSING'} at {log_file}",
        )

        new_in_dist = sorted(listing(args.dist) - dist_before)
        new_in_cwd = sorted(listing(work))
        report.check(
            not new_in_dist and not new_in_cwd,
            "nothing written next to the executable or into the working folder",
            ", ".join(new_in_dist + new_in_cwd)[:300],
        )
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Check the PyInstaller build of Quarto.")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="the build folder")
    parser.add_argument("--max-mb", type=float, default=40.0, help="size limit (MB)")
    parser.add_argument(
        "--max-first-frame", type=float, default=2.0, help="start-to-first-frame limit (s)"
    )
    parser.add_argument("--timeout", type=float, default=300.0, help="limit per run (s)")
    parser.add_argument(
        "--real-display",
        action="store_true",
        help="use the real display (DISPLAY) instead of SDL's dummy driver",
    )
    parser.add_argument("--keep-screenshot", type=Path, help="copy the smoke screenshot here")
    args = parser.parse_args(argv)
    args.dist = args.dist.resolve()  # the runs happen in a temporary working folder
    print(f"Checking the build in {args.dist} ({sys.platform})", flush=True)
    report = check(args)
    print("build check " + ("FAILED" if report.failed else "passed"), flush=True)
    return 1 if report.failed else 0


if __name__ == "__main__":
    sys.exit(main())
