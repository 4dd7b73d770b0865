"""Each game's level design without a window: every shipped file goes through the editor's document
and back to the same text, a new level is valid, tools paint what they say, and saving keeps the
designer's comments. Plus the pieces under the editor: undo history, file watch, TOML updates."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import tomli

from game.catalog import GAMES
from game.core.content import check_text
from game.core.editing import History
from game.core.toml_edit import update_toml
from game.core.watch import FileWatch

ROOT = Path(__file__).resolve().parents[2]
DESIGNS = [entry.part("editor") for entry in GAMES if entry.editor]


def shipped(design):
    return design.kind.files(ROOT)


@pytest.mark.parametrize("design", DESIGNS, ids=lambda d: d.game_id)
def test_every_shipped_file_round_trips_through_the_editor(design):
    files = shipped(design)
    assert files
    for path in files:
        text = path.read_text(encoding="utf-8")
        doc = design.from_data(tomli.loads(text))
        again = update_toml(text, design.values(doc), schema_line="#:schema unused")
        assert again == text, f"{path.name} changed by a save without edits"


@pytest.mark.parametrize("design", DESIGNS, ids=lambda d: d.game_id)
def test_a_new_level_is_valid_and_starts_with_its_schema(design):
    doc = design.blank(f"new-{design.noun}")
    schema = f"#:schema ../schema/{design.kind.schema_name}"
    text = update_toml(None, design.values(doc), schema_line=schema, template=design.template(doc))
    assert text.startswith(schema + "\n#")
    result = check_text(f"new-{design.noun}.toml", text, design.kind.record)
    assert not isinstance(result, list), [str(e) for e in result]
    params, content = design.start(result)
    assert content is not None and params is not None


@pytest.mark.parametrize("design", DESIGNS, ids=lambda d: d.game_id)
def test_painting_then_erasing_a_cell_and_resizing(design):
    doc = design.blank("x")
    cell_tools = [tool for tool in design.tools if tool.target == "cell"]
    painted = design.paint(doc, cell_tools[-1], (1, 1))
    assert painted != doc or design.look(doc, (1, 1)) == design.look(painted, (1, 1))
    width, height = design.size(doc)
    bigger = design.resize(doc, width + 1, height + 1)
    assert design.size(bigger) == (width + 1, height + 1)
    assert design.size(design.resize(bigger, width, height)) == (width, height)


def test_romb_walls_and_unique_start():
    from game.romb.pure.editor import DESIGN, GOAL, START, WALL, picture

    doc = DESIGN.blank("x")
    doc = DESIGN.paint(doc, START, (3, 3))
    assert sum(row.count("S") for row in doc.squares) == 1 and doc.at((3, 3)) == "S"
    doc = DESIGN.paint(doc, WALL, ((1, 1), (2, 1)))
    assert picture(doc)[3][4] == "|"
    doc = DESIGN.paint(doc, WALL, ((1, 1), (2, 1)), erase=True)
    assert picture(doc)[3][4] == " "
    doc = DESIGN.paint(doc, GOAL, (0, 4))
    assert doc.at((6, 4)) == "." and doc.at((0, 4)) == "G"


def test_romb_verdict_says_why_a_room_cannot_be_won():
    from game.core.content import load_record
    from game.romb.pure.content import RoomRecord
    from game.romb.pure.editor import DESIGN

    record = load_record(ROOT / "levels" / "romb" / "02-torchlight.toml", RoomRecord)
    verdict = DESIGN.verdict(record)
    assert verdict.ok and verdict.moves and "shortest win" in verdict.text
    hall = RoomRecord(name="hall", title="Hall", picture=("+-+-+-+-+-+-+-+", "|S . . . . . .|",
                                                           "+ + + + + + + +", "|. . . . . . G|",
                                                           "+-+-+-+-+-+-+-+"))
    assert not DESIGN.verdict(hall).ok and "Cannot be won" in DESIGN.verdict(hall).text


def test_olifantenpad_gates_and_visitor_arrows():
    from game.olifantenpad.pure.editor import DESIGN, GATE, VISITORS

    doc = DESIGN.blank("x")
    doc = DESIGN.paint(doc, GATE, (11, 6))
    assert doc.at((11, 6)) == "D"  # the next free letter
    a, b = doc.gates()["A"], doc.gates()["B"]
    doc = DESIGN.paint(doc, VISITORS, (a, b), page=2)
    doc = DESIGN.paint(doc, VISITORS, (a, b), page=2)
    assert ("A", "B", 2) in doc.hours[2]
    assert [arrow.label for arrow in DESIGN.arrows(doc, 2) if arrow.origin == a] == ["2"]
    doc = DESIGN.paint(doc, VISITORS, (a, b), erase=True, page=2)
    assert ("A", "B", 1) in doc.hours[2]
    assert DESIGN.paint(doc, VISITORS, ((0, 0), b), page=2) == doc  # grass is not a gate


def test_olifantenpad_problem_outlines_the_gates_of_a_group():
    from game.olifantenpad.pure.content import ParkRecord
    from game.olifantenpad.pure.editor import DESIGN

    doc = DESIGN.blank("x")
    rows = list(doc.rows)
    rows[5] = "............"  # cut the branch to C
    doc = DESIGN.from_data({**DESIGN.values(doc), "picture": rows})
    text = update_toml(None, DESIGN.values(doc), schema_line="#:schema x")
    problems = check_text("x.toml", text, ParkRecord)
    assert isinstance(problems, list)
    assert any(set(DESIGN.cells_of(doc, p)) == {doc.gates()["B"], doc.gates()["C"]} for p in problems)


def test_floorplan_turn_and_spare_keep_the_tile_set():
    from game.floorplan.pure.editor import DESIGN, SPARE, TURN

    doc = DESIGN.blank("x")
    tiles = sum(doc.tile_set().values())
    turned = DESIGN.paint(doc, TURN, (1, 0))
    assert turned.floors[0][0][1] == "┐" and sum(turned.tile_set().values()) == tiles
    swapped = DESIGN.paint(doc, SPARE, (1, 0))
    assert swapped.spare == "┌" and swapped.floors[0][0][1] == "│"
    assert swapped.tile_set() == doc.tile_set()
    second = DESIGN.resize(doc, 5, 4, page=1)
    assert len(second.floors[1]) == 4 and len(second.floors[0]) == 5


def test_history_undo_redo_and_saved_mark():
    history = History(["a"])
    assert not history.push("a") and not history.modified
    history.push("b")
    history.push("c")
    assert history.modified and history.undo() and history.now == "b"
    history.push("d")  # drops the redo of "c"
    assert not history.redo() and history.now == "d"
    history.mark_saved()
    assert not history.modified and history.undo() and history.modified


def test_file_watch_sees_a_change_once(tmp_path):
    path = tmp_path / "x.toml"
    path.write_text("a = 1\n")
    watch = FileWatch(path, interval=0.25)
    assert not watch.poll(0.3)
    path.write_text("a = 22\n")
    assert not watch.poll(0.1)  # not looked at yet: cheap between looks
    assert watch.poll(0.2)
    assert not watch.poll(0.3)
    os.utime(path, ns=(1, 1))
    assert watch.poll(0.3)
    path.unlink()
    assert watch.poll(0.3) and not watch.poll(0.3)


def test_update_toml_keeps_comments_and_sets_only_what_changed():
    text = ('#:schema x.json\n# top note\nname = "a"  # the id\ntitle = "A"\n'
            'picture = [  # drawn\n  "ab",\n  "cd",   # second\n]\n')
    out = update_toml(text, {"name": "a", "title": "B", "picture": ["ab", "ce", "fg"], "intro": "hi"},
                      schema_line="#:schema x.json")
    assert out.startswith('#:schema x.json\n# top note\nname = "a"  # the id\ntitle = "B"\n')
    assert 'picture = [  # drawn\n  "ab",\n  "ce",   # second\n  "fg",\n]' in out
    assert tomli.loads(out)["intro"] == "hi"
    assert update_toml("name = 'a'\n", {"name": "a"}, schema_line="#:schema y.json").startswith("#:schema y.json\n")


def test_level_designs_and_the_level_files_module_draw_nothing():
    """The designs are pure (the editor scene in game/ui draws them): no arcade, pyglet or app."""
    import ast

    files = [ROOT.joinpath(*entry.editor.partition(":")[0].split(".")).with_suffix(".py") for entry in GAMES
             if entry.editor]  # game/<id>/editor.py, or game/<id>/pure/editor.py
    files += [ROOT / "game" / "levels.py", ROOT / "game" / "core" / "editing.py"]
    for path in files:
        tree = ast.parse(path.read_text())
        names = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
        names |= {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module}
        drawing = {n for n in names if n.split(".")[0] in ("arcade", "pyglet") or n.startswith(("game.ui", "game.app"))}
        assert not drawing, path
