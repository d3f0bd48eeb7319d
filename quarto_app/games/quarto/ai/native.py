"""The compiled search: build it, and choose between it and the plain source.

The hot modules (`COMPILED`) are plain typed Python that mypyc compiles as
they are, into C extensions beside their sources; Python then imports the
extension instead of the .py file. `make` runs the build where a C compiler
and mypyc are at hand:

    python -m quarto_app.games.quarto.ai build     (clean, status: see __main__.py)

Without a compiler nothing is built and the same source runs as plain
Python, with the same answers (the tests compare both paths), only slower.

Which path runs is decided when the `ai` package is imported (`choose_path`):

* `QUARTO_AI_PLAIN=1` in the environment forces the plain source (tests and
  benches compare the two paths this way);
* an extension built from other sources than the ones beside it (a source
  edited after the last build) is not used: the plain source runs, with a
  warning to rebuild, so an edit can never be shadowed by stale machine code.
  The build records the sources' hashes in `_native.json` for that check;
* a frozen executable has no sources to compare: it uses what it bundles.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import importlib.util
import json
import os
import shutil
import sys
import sysconfig
import warnings
import zlib
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

PACKAGE = __name__.rpartition(".")[0]
HERE = Path(__file__).resolve().parent
COMPILED = ("board", "tables", "symmetry", "search", "solver")
"""The modules mypyc compiles, one group sharing one runtime library."""
GROUP = f"{PACKAGE}._native"
"""mypyc's group name: its shared library is `_native__mypyc` in this package."""
RECORD = HERE / "_native.json"
PLAIN_ENV = "QUARTO_AI_PLAIN"


def source_hashes() -> dict[str, str]:
    """Size and CRC-32 of each compiled module's source: enough to see an edit
    (hashlib would pull in OpenSSL, which the executable leaves out)."""
    hashes = {}
    for name in COMPILED:
        data = (HERE / f"{name}.py").read_bytes()
        hashes[name] = f"{len(data)}:{zlib.crc32(data):08x}"
    return hashes


def extension_files() -> list[Path]:
    """The built extensions (and their shared library) beside the sources."""
    found: list[Path] = []
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        for name in (*COMPILED, "_native__mypyc"):
            path = HERE / f"{name}{suffix}"
            if path.is_file():
                found.append(path)
    return found


class _PlainFinder(importlib.abc.MetaPathFinder):
    """Imports the compiled modules from their .py sources, ignoring extensions."""

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        package, _, name = fullname.rpartition(".")
        if package != PACKAGE or name not in COMPILED:
            return None
        return importlib.util.spec_from_file_location(fullname, HERE / f"{name}.py")


def _is_current() -> bool:
    """Were the extensions built from the sources beside them?"""
    try:
        record = json.loads(RECORD.read_text("utf-8"))
    except (OSError, ValueError):
        return False
    return isinstance(record, dict) and record.get("sources") == source_hashes()


def choose_path() -> str:
    """Decide, once, before the compiled modules are imported: "compiled" or "plain"."""
    if any(f"{PACKAGE}.{name}" in sys.modules for name in COMPILED):
        return "compiled" if is_compiled() else "plain"
    if os.environ.get(PLAIN_ENV):
        sys.meta_path.insert(0, _PlainFinder())
        return "plain"
    if not extension_files():
        return "plain"
    if getattr(sys, "frozen", False) or _is_current():
        return "compiled"
    warnings.warn(
        "the compiled search was built from other sources than these; running the plain "
        f"Python search (rebuild it with `make` or `python -m {PACKAGE} build`)",
        RuntimeWarning,
        stacklevel=2,
    )
    sys.meta_path.insert(0, _PlainFinder())
    return "plain"


def is_compiled() -> bool:
    """Is the search that runs the mypyc-compiled one?"""
    from . import search

    return not str(search.__file__).endswith(".py")


# --- the build -------------------------------------------------------------


def _compiler_missing() -> str | None:
    """Why the extensions cannot be built here, or None when they can."""
    try:
        import mypyc  # noqa: F401
        import setuptools  # noqa: F401
    except ImportError as exc:
        return f"{exc.name} is not installed"
    include = sysconfig.get_paths().get("include", "")
    if not (Path(include) / "Python.h").is_file():
        return "Python's C headers (Python.h) are missing"
    if sys.platform != "win32":  # MSVC is found by setuptools itself
        compiler = (os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc").split()[0]
        if shutil.which(compiler) is None:
            return f"no C compiler ({compiler})"
    return None


def build() -> bool:
    """Compile `COMPILED` with mypyc into extensions beside the sources.

    Returns False (and builds nothing) where no compiler is at hand: the plain
    source then runs. A failed compilation raises.
    """
    reason = _compiler_missing()
    if reason is not None:
        print(f"compiled search not built ({reason}): the plain Python search runs")
        return False
    import warnings

    from mypyc.build import mypycify
    from setuptools import setup

    # setuptools reads the project's pyproject.toml and warns about its beta support
    warnings.filterwarnings("ignore", module="setuptools")

    root = HERE.parents[3]
    sources = [str((HERE / f"{name}.py").relative_to(root)) for name in COMPILED]
    for stale in extension_files():
        stale.unlink()
    RECORD.unlink(missing_ok=True)
    hashes = source_hashes()
    cwd = Path.cwd()
    os.chdir(root)  # mypyc names the modules from paths relative to the package root
    try:
        extensions = mypycify(
            # The modules it imports (the rules, ...) are read for their types only.
            ["--follow-imports=silent", *sources],
            opt_level="3",
            group_name=GROUP,
        )
        setup(
            name="quarto-native-search",
            ext_modules=extensions,
            script_args=["--quiet", "build_ext", "--inplace", "--build-temp", "build/native"],
        )
    finally:
        os.chdir(cwd)
    RECORD.write_text(json.dumps({"sources": hashes}, indent=1) + "\n", "utf-8")
    print(f"compiled search built: {', '.join(p.name for p in extension_files())}")
    return True


def clean() -> None:
    """Remove the built extensions: the plain source runs again."""
    for path in extension_files():
        path.unlink()
    RECORD.unlink(missing_ok=True)
