"""House rules of the layers: rules, AI, content and core code never import arcade, pyglet or
pymunk, nor the app or the ui; core imports no game; no game imports another; content never
imports its game's rules; rules never read files."""

import ast
from pathlib import Path

import pytest

from game.catalog import GAME_IDS, HIDDEN_IDS

GAME = Path(__file__).resolve().parents[2] / "game"
FORBIDDEN = {"arcade", "pyglet", "pymunk"}


def pure_folders() -> list[Path]:
    """Every game's pure side (`game/<id>/pure/`): each module in it is checked, whatever its name."""
    return sorted(p for p in GAME.glob("*/pure") if p.is_dir())


def pure_modules():
    files = list((GAME / "core").rglob("*.py"))
    files += [p for folder in pure_folders() for p in folder.rglob("*.py")]
    files += [GAME / "catalog.py", GAME / "spec.py", GAME / "commands.py"]
    return files


def pure_file(game_id: str, name: str) -> Path:
    """A game's pure module, in its `pure/` folder."""
    return GAME / game_id / "pure" / name


def module_of(path: Path) -> str:
    """The dotted name of a module under game/."""
    return ".".join(("game", *path.relative_to(GAME).with_suffix("").parts))


def imported_modules(path: Path) -> set[str]:
    """Every absolute module a file imports (`from a.b import c` gives `a.b`)."""
    tree = ast.parse(path.read_text(), filename=str(path))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def imported_roots(path: Path) -> set[str]:
    return {name.split(".")[0] for name in imported_modules(path)}


def game_of(module: str) -> str | None:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[0] == "game" and parts[1] in GAME_IDS + HIDDEN_IDS else None


@pytest.mark.parametrize("game_id", GAME_IDS + HIDDEN_IDS)
def test_every_game_keeps_its_pure_side_in_a_pure_folder(game_id):
    folder = GAME / game_id / "pure"
    assert (folder / "rules.py").is_file(), f"{game_id} has no pure/rules.py"
    assert folder in pure_folders()


def test_pure_modules_do_not_import_arcade():
    files = pure_modules()
    assert len(files) >= 10
    offenders = {str(p.relative_to(GAME)): imported_roots(p) & FORBIDDEN for p in files}
    assert {k: v for k, v in offenders.items() if v} == {}


def test_pure_modules_do_not_import_the_app_or_ui():
    for path in pure_modules():
        for module in imported_modules(path):
            assert not module.startswith(("game.app", "game.ui")), f"{path} imports {module}"


def test_core_imports_no_game():
    for path in (GAME / "core").rglob("*.py"):
        assert not any(game_of(m) for m in imported_modules(path)), f"{path} imports a game"


@pytest.mark.parametrize("game_id", GAME_IDS + HIDDEN_IDS)
def test_no_game_imports_another(game_id):
    for path in (GAME / game_id).rglob("*.py"):
        others = {game_of(m) for m in imported_modules(path)} - {None, game_id}
        assert not others, f"{path.relative_to(GAME)} imports game(s) {others}"


@pytest.mark.parametrize("game_id", GAME_IDS + HIDDEN_IDS)
def test_content_never_imports_the_rules_and_rules_never_read_files(game_id):
    content, rules = pure_file(game_id, "content.py"), pure_file(game_id, "rules.py")
    if content.exists():
        assert module_of(rules) not in imported_modules(content)
    if rules.exists():
        text = rules.read_text()
        assert not ({"pathlib", "io", "tomli", "tomllib", "json"} & imported_roots(rules))
        assert not any(call in text for call in ("open(", "read_text(", "load(", "load_record(", "find_room("))


@pytest.mark.parametrize("folder", pure_folders(), ids=lambda p: p.parent.name)
def test_every_module_of_a_pure_folder_runs_without_arcade(folder):
    """Each module of a game's `pure/` folder, imported alone in a fresh interpreter, loads no
    arcade, pyglet or pymunk and nothing of game.app or game.ui (directly or through what it imports)."""
    import subprocess
    import sys

    names = [module_of(p).removesuffix(".__init__") for p in sorted(folder.rglob("*.py"))]
    code = ("import importlib, sys\n"
            f"for name in {names!r}: importlib.import_module(name)\n"
            "print(sorted({m for m in sys.modules if m.split('.')[0] in ('arcade', 'pyglet', 'pymunk')\n"
            "              or m.startswith(('game.app', 'game.ui'))}))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


@pytest.mark.parametrize("folder", pure_folders(), ids=lambda p: p.parent.name)
def test_a_game_with_a_pure_folder_keeps_its_rules_content_and_bots_there(folder):
    beside = {p.name for p in folder.parent.glob("*.py")} & {"rules.py", "events.py", "content.py", "ai.py",
                                                             "solver.py", "editor.py"}
    assert beside == set(), f"{folder.parent.name} keeps {sorted(beside)} outside pure/"


def test_the_checker_sees_a_real_import(tmp_path):
    sample = tmp_path / "rules.py"
    sample.write_text("import os\nfrom arcade import key\nfrom game.romb.pure.rules import RULES\n")
    assert imported_roots(sample) & FORBIDDEN == {"arcade"}
    assert {game_of(m) for m in imported_modules(sample)} == {None, "romb"}


def test_rules_ai_and_content_of_every_game_run_without_arcade():
    """Importing a game's rules, bots and content (and all they import) never loads arcade, pyglet
    or pymunk: checked in a fresh interpreter, so modules beside rules.py count too."""
    import subprocess
    import sys

    parts = [spec.rules.partition(":")[0] for spec in _specs()]
    parts += [ref.partition(":")[0] for spec in _specs() for ref in (spec.bots, spec.hint) if ref]
    parts += [spec.content for spec in _specs() if spec.content]
    code = ("import importlib, sys\n"
            f"for name in {parts!r}: importlib.import_module(name)\n"
            "print(sorted({'arcade', 'pyglet', 'pymunk'} & {m.split('.')[0] for m in sys.modules}))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def _specs():
    from game.catalog import GAMES, HIDDEN

    return GAMES + HIDDEN


def import_graph(root: Path, package: str) -> dict[str, set[str]]:
    """Which modules of a package folder each of its modules imports, by ast.

    Every import counts: at module level, inside a function (a deferred import is still a
    dependency, only a later one) and under `TYPE_CHECKING` (two modules that name each other's
    types still know each other). `from a import b` counts `a.b` when that is a module, else `a`;
    a module's own packages above it are left out (importing a submodule runs its package first
    anyway, so that edge says nothing)."""
    modules = {}
    for path in root.rglob("*.py"):
        parts = (package, *path.relative_to(root).with_suffix("").parts)
        modules[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        here = name if path.name == "__init__.py" else name.rpartition(".")[0]
        targets = set()
        for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
            if isinstance(node, ast.Import):
                targets.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    anchor = here.split(".")[: len(here.split(".")) - node.level + 1]
                    base = ".".join(anchor + ([base] if base else []))
                for alias in node.names:
                    targets.add(f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base)
        edges = set()
        for target in targets:
            while target and target not in modules:
                target = target.rpartition(".")[0]
            if target and target != name and not name.startswith(target + "."):
                edges.add(target)
        graph[name] = edges
    return graph


def import_circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    circles = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, targets = work[-1]
            target = next(targets, None)
            if target is not None:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(graph[target]))))
                elif target in on_stack:
                    low[node] = min(low[node], index[target])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    circles.append(sorted(group))
    return circles


def test_no_import_circle_anywhere_in_the_game():
    graph = import_graph(GAME, "game")
    assert len(graph) > 150 and sum(map(len, graph.values())) > 500  # the graph is really read
    assert import_circles(graph) == []


def test_the_circle_finder_sees_a_circle_through_a_deferred_import(tmp_path):
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.py").write_text("")
    (tmp_path / "pkg" / "a.py").write_text("from pkg.b import thing\n")
    (tmp_path / "pkg" / "b.py").write_text("def thing():\n    from pkg import c\n")
    (tmp_path / "pkg" / "c.py").write_text("from . import a\n")
    (tmp_path / "pkg" / "d.py").write_text("import pkg.a\n")
    graph = import_graph(tmp_path / "pkg", "pkg")
    assert graph["pkg.b"] == {"pkg.c"} and graph["pkg.c"] == {"pkg.a"}
    assert import_circles(graph) == [["pkg.a", "pkg.b", "pkg.c"]]
