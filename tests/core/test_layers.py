"""House rule: rules, AI and core code never import arcade, pyglet or pymunk."""

import ast
from pathlib import Path

GAME = Path(__file__).resolve().parents[2] / "game"
FORBIDDEN = {"arcade", "pyglet", "pymunk"}


def pure_modules():
    files = list((GAME / "core").rglob("*.py"))
    files += [p for p in GAME.glob("*/*.py") if p.name in ("rules.py", "ai.py", "content.py", "solver.py")]
    files += [GAME / "catalog.py", GAME / "commands.py"]
    return files


def imported_roots(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(), filename=str(path))
    roots = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            roots.add(node.module.split(".")[0])
    return roots


def test_pure_modules_do_not_import_arcade():
    files = pure_modules()
    assert len(files) >= 10
    offenders = {str(p.relative_to(GAME)): imported_roots(p) & FORBIDDEN for p in files}
    assert {k: v for k, v in offenders.items() if v} == {}


def test_pure_modules_do_not_import_the_app_or_ui():
    for path in pure_modules():
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                assert not node.module.startswith(("game.app", "game.ui")), f"{path} imports {node.module}"


def test_the_checker_sees_a_real_import(tmp_path):
    sample = tmp_path / "rules.py"
    sample.write_text("import os\nfrom arcade import key\n")
    assert imported_roots(sample) & FORBIDDEN == {"arcade"}
