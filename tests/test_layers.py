"""The package's import graph: no cycles, and every layer imports only downwards.

The graph is read from the source (imports inside functions count too), so a
lazy import cannot hide a cycle or a layer broken the wrong way:

    app, cli                 the wiring: may import anything
    games/<game>/screen      a game's screens: the frame, the platform, its own game
    games/<game>/...         the game's words and plug-in entry: its core, the frame's pure parts
    games/<game>/rules, match, ai, puzzles   the pure core: its own core and the shared core
    games/errors, history, log, records   the games' shared core (error base, undo/redo,
                             the shared logs, the records' tags and limits): pure
    frame                    knows no game: the platform and itself
    platform                 paths, storage, settings, saves, logs: itself
    coded                    imports nothing
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "quarto_app"
CORE_PARTS = ("rules", "match", "ai", "puzzles")
SHARED_CORE = {
    "quarto_app.games.errors",
    "quarto_app.games.history",
    "quarto_app.games.log",
    "quarto_app.games.records",
}
# The one piece of the platform the core may use: the worker beside the game that runs the
# computer's search (processes and pipes are plumbing, not rules; Quarto's ai/worker.py says
# what its requests mean).
ALLOWED_TO_CORE = {"quarto_app.coded", "quarto_app.platform.worker", *SHARED_CORE}


def modules() -> dict[str, Path]:
    found = {}
    for path in PACKAGE.rglob("*.py"):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


def imports_of(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """Every module (of the package, or an outside top-level name) that `name` imports."""
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            targets = [module] + [f"{module}.{alias.name}" for alias in node.names]
        else:
            continue
        for target in targets:
            if target in known:
                found.add(target)
            elif not target.startswith("quarto_app"):
                found.add(target.split(".")[0])
    found.discard(name)
    return {t for t in found if not name.startswith(t + ".")}  # a package's own parents


def graph() -> dict[str, set[str]]:
    known = modules()
    return {name: imports_of(name, path, known) for name, path in known.items()}


def layer(name: str) -> str:
    parts = name.split(".")
    if name in ("quarto_app", "quarto_app.app", "quarto_app.cli"):
        return "wiring"
    if name == "quarto_app.coded":
        return "coded"
    if name in SHARED_CORE:
        return "core"
    if parts[1] in ("frame", "platform"):
        return parts[1]
    if parts[1] == "games" and len(parts) > 3:
        if parts[3] in CORE_PARTS:
            return "core"
        if parts[3] == "screen":
            return "screen"
    return "game"  # games/<game>/words, game, setup_options, cli...


def test_the_graph_is_read() -> None:
    edges = graph()
    assert "quarto_app.games.quarto.rules.position" in edges
    assert "quarto_app.frame.scene" in edges["quarto_app.frame.router"]
    assert "pygame" in edges["quarto_app.frame.loop"]
    # an import inside a function counts: the wiring imports the scenes lazily
    assert "quarto_app.frame.scenes.menu" in edges["quarto_app.app"]


def test_there_is_no_import_cycle() -> None:
    edges = graph()
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles: list[list[str]] = []

    def visit(node: str) -> None:  # Tarjan's strongly connected components
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in edges.get(node, ()):
            if target not in edges:
                continue
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                cycles.append(sorted(group))

    for node in edges:
        if node not in index:
            visit(node)
    assert cycles == []


def test_the_core_imports_no_pygame_no_frame_no_screen_no_platform() -> None:
    for name, targets in graph().items():
        if layer(name) != "core":
            continue
        game = ".".join(name.split(".")[:3])
        for target in targets:
            assert target != "pygame", f"{name} imports pygame"
            if target.startswith("quarto_app"):
                allowed = (
                    target in ALLOWED_TO_CORE
                    or (target.startswith(game + ".") and layer(target) == "core")
                    or target == game
                )
                assert allowed, f"the core module {name} imports {target}"


def test_the_frame_knows_no_game() -> None:
    for name, targets in graph().items():
        if layer(name) != "frame":
            continue
        for target in targets:
            assert not target.startswith("quarto_app.games"), f"{name} imports {target}"
            assert layer(target) not in ("wiring",) if target.startswith("quarto_app") else True


def test_the_platform_is_the_bottom_layer() -> None:
    for name, targets in graph().items():
        if layer(name) != "platform":
            continue
        for target in targets:
            if target.startswith("quarto_app"):
                assert layer(target) in ("platform", "coded"), f"{name} imports {target}"


def test_a_game_imports_no_other_game_and_only_the_wiring_lists_them() -> None:
    edges = graph()
    for name, targets in edges.items():
        parts = name.split(".")
        if len(parts) > 2 and parts[1] == "games" and name not in SHARED_CORE:
            for target in targets:
                target_parts = target.split(".")
                if len(target_parts) > 2 and target_parts[1] == "games":
                    assert target_parts[2] == parts[2] or target in SHARED_CORE, (
                        f"{name} imports {target}"
                    )
    game_entries = {
        name
        for name, targets in edges.items()
        if any(t.endswith(".game") and t.startswith("quarto_app.games.") for t in targets)
        and layer(name) not in ("game", "screen")
    }
    assert game_entries == {"quarto_app.app"}


def scene_modules() -> set[str]:
    """The modules that define a scene: a class whose bases lead to frame.scene.Scene,
    followed through imports and aliases (`PlayScene as BasePlayScene`)."""
    known = modules()
    classes: dict[tuple[str, str], list[tuple[str, str]]] = {}
    for name, path in known.items():
        package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
        tree = ast.parse(path.read_text("utf-8"))
        imported: dict[str, tuple[str, str]] = {}
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package[: len(package) - node.level + 1]
                    module = ".".join(base + ([node.module] if node.module else []))
                else:
                    module = node.module or ""
                for alias in node.names:
                    imported[alias.asname or alias.name] = (module, alias.name)
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                bases = []
                for base in node.bases:
                    if isinstance(base, ast.Name):
                        bases.append(imported.get(base.id, (name, base.id)))
                    elif isinstance(base, ast.Subscript) and isinstance(base.value, ast.Name):
                        bases.append(imported.get(base.value.id, (name, base.value.id)))
                classes[(name, node.name)] = bases
    root = ("quarto_app.frame.scene", "Scene")

    def is_scene(cls: tuple[str, str], seen: frozenset = frozenset()) -> bool:
        if cls == root:
            return True
        if cls in seen:
            return False
        return any(is_scene(base, seen | {cls}) for base in classes.get(cls, ()))

    scenes = {module for (module, cls) in classes if is_scene((module, cls))}
    return scenes - {root[0]}  # the base class's own module is no screen


def test_scenes_never_import_one_another() -> None:
    edges = graph()
    scenes = scene_modules()
    assert "quarto_app.frame.scenes.menu" in scenes
    assert "quarto_app.games.quarto.screen.scene" in scenes  # through the play kit's base
    assert "quarto_app.frame.play.scene" in scenes
    for name in scenes:
        # A game's play scene may build on the play kit's base scene: that is its parent
        # class, not another screen it opens.
        allowed = {"quarto_app.frame.play.scene"}
        assert not (edges[name] & (scenes - {name} - allowed)), (
            f"{name} imports {edges[name] & scenes}"
        )


def top_level_imports(path: Path, name: str, known: dict[str, Path]) -> set[str]:
    """What a module imports when it is imported (not inside functions)."""
    package = name.split(".")[:-1]
    found: set[str] = set()
    for node in ast.parse(path.read_text("utf-8")).body:
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            found.update({module} | {f"{module}.{alias.name}" for alias in node.names})
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return {target for target in found if target in known or "." not in target}


def test_a_games_entry_and_words_never_load_its_screens_or_pygame_when_imported() -> None:
    """The menu and the command line import a game's entry (game.py) and its words: they
    must not pull its screens (or pygame) in at import time, only when a game starts."""
    known = modules()
    entries = [
        name
        for name in known
        if name.startswith("quarto_app.games.")
        and name.count(".") == 3
        and name.rsplit(".", 1)[1] in ("game", "words", "setup_options")
    ]
    assert "quarto_app.games.quarto.game" in entries
    for name in entries:
        for target in top_level_imports(known[name], name, known):
            assert ".screen" not in target, f"{name} imports {target} at module level"
            assert target != "pygame", f"{name} imports pygame at module level"
