"""python -m quarto_app.games.quarto.ai build|clean|status: the compiled search (see native)."""

from __future__ import annotations

import sys

from . import native


def main(argv: list[str]) -> int:
    if argv == ["build"]:
        native.build()
    elif argv == ["clean"]:
        native.clean()
    elif argv == ["status"]:
        print("compiled" if native.is_compiled() else "plain")
    else:
        print("usage: python -m quarto_app.games.quarto.ai build|clean|status", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
