"""Compile the message catalog: assets/locale/<lang>/*.po -> assets/locale/<lang>/messages.mo.

The game reads the compiled catalog with the standard library's gettext (fast,
at start-up); when a `.mo` is missing or older than one of its `.po` sources
(a developer just edited a text), it reads the sources themselves instead
(quarto_app.frame.i18n), so a stale `.mo` is never used. `make` runs this when
the sources change; build.spec runs it before bundling.

    python tools/compile_catalogs.py        # every language
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from quarto_app.frame.i18n import COMPILED, compile_language, locale_dir  # noqa: E402


def main() -> int:
    root = locale_dir()
    for folder in sorted(p for p in root.iterdir() if p.is_dir()):
        if any(folder.glob("*.po")):
            compile_language(folder)
            print(f"{folder.relative_to(ROOT) / COMPILED}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
