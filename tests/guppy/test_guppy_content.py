"""Guppy's difficulty table is what the game plays: the shipped rows follow the seed's formulas; a
designer's edit changes the game; a save carries its table and replays the same after the file
changes; `quintet check` refuses only values that cannot work, with file, line, key and reason."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game.commands import run_check
from game.core.content import ContentError, check_file, json_schema, load_record
from game.core.paths import resource, resource_root
from game.core.rules import IllegalMove
from game.core.session import Session, replay
from game.guppy.pure import content
from game.guppy.pure.content import GuppyTable, content_for
from game.guppy.pure.rules import BLUE, COLOURS, RED, RULES, Cut, EndGame, Params, PickScissors, cloth_state, level_spec

SHIPPED = resource("data", "guppy.toml")

SEED_PALETTES = {
    1: ["red", "blue", "yellow"],
    2: ["red", "blue", "yellow", "green"],
    3: ["red", "blue", "yellow", "green", "orange"],
    4: ["red", "blue", "yellow", "green", "orange", "purple"],
    5: ["red", "blue", "yellow", "green", "orange", "purple", "tan"],
    6: ["red", "blue", "yellow", "green", "orange", "purple", "tan", "brown"],
}


@pytest.mark.parametrize("level", range(1, 11))
def test_every_shipped_row_follows_the_seeds_formulas(level):
    row = content.load().levels[level - 1]
    tiles = max(6, 18 - 2 * level)
    dye = 2 + level if level < 7 else 14 - level
    assert row.level == level
    assert sorted(row.palette) == sorted(SEED_PALETTES[min(level, 6)])
    assert row.tiles_per_order == tiles
    assert row.min_patch == tiles // 2 and tiles % 2 == 0
    assert row.dye_per_colour == dye
    assert row.sponges == 2 * dye
    assert row.bead_chance_factor == level - 1


def test_the_rules_play_the_shipped_table():
    for level in range(1, 11):
        row = content.load().levels[level - 1]
        spec = level_spec(level, content.load())
        assert (spec.order_size, spec.min_patch, spec.bead_factor) == (row.tiles_per_order, row.min_patch,
                                                                       row.bead_chance_factor)
        assert set(spec.palette) == {COLOURS[name] for name in row.palette}
        state = RULES.new_game(Params(level=level), content_for(Params(level=level)), level)
        assert state.dye == (row.dye_per_colour,) * 3 and state.sponges == row.sponges


def test_the_content_kind_finds_the_shipped_file_which_names_its_schema():
    (kind,) = content.CONTENT_KINDS
    assert kind.files(resource_root()) == [resource("data", "guppy.toml")]
    first = resource("data", "guppy.toml").read_text().splitlines()[0]
    assert first == f"#:schema schema/{kind.schema_name}" == "#:schema schema/guppy-levels.schema.json"
    assert (resource("data") / first.split(" ", 1)[1]).parent == resource("data", "schema")
    schema = json_schema(kind.record)
    level_props = schema["$defs"]["GuppyLevel"]["properties"]
    assert level_props["level"]["maximum"] == 10
    assert "purple" in level_props["palette"]["items"]["enum"]


def table(rows: list[str]) -> str:
    return "#:schema schema/guppy-levels.schema.json\n" + "\n".join(f"[[levels]]\n{row}\n" for row in rows)


def good_row(number: int, **changes: str) -> str:
    values = {"level": str(number), "palette": '["red", "blue", "yellow"]', "tiles_per_order": "16",
              "min_patch": "8", "dye_per_colour": "3", "sponges": "6", "bead_chance_factor": "0", **changes}
    return "\n".join(f"{key} = {value}" for key, value in values.items())


def errors_for(tmp_path: Path, text: str) -> list[ContentError]:
    path = tmp_path / "guppy.toml"
    path.write_text(text)
    result = check_file(path, content.GuppyTable)
    assert isinstance(result, list), "the broken file was accepted"
    return result


def test_a_well_formed_table_loads(tmp_path):
    path = tmp_path / "guppy.toml"
    path.write_text(table([good_row(n) for n in range(1, 11)]))
    assert len(check_file(path, content.GuppyTable).levels) == 10


# each broken value of row 3 (lines 21-27: level, palette, tiles_per_order, min_patch, dye, sponges, beads)
BROKEN = [
    ({"sponges": "-1"}, "levels[2].sponges", "sponges -1 is negative", 26),
    ({"dye_per_colour": "-2"}, "levels[2].dye_per_colour", "dye_per_colour -2 is negative", 25),
    ({"bead_chance_factor": "-5"}, "levels[2].bead_chance_factor", "bead_chance_factor -5 is negative", 27),
    ({"palette": '["red", "pink"]'}, "levels[2].palette[1]", "'pink' is not a cloth colour", 22),
    ({"dye_per_colour": '"three"'}, "levels[2].dye_per_colour", "expected int, got str", 25),
    ({"colour": '"red"'}, "levels[2].colour", "unknown key 'colour'", 28),
    ({"level": "5"}, "levels[2].level", "expected level 3 here", 21),
    ({"palette": '["red", "blue", "red"]'}, "levels[2].palette", "red listed more than once", 22),
    ({"palette": '["tan", "brown"]'}, "levels[2].palette", "needs at least one colour that can be ordered", 22),
    ({"palette": "[]"}, "levels[2].palette", "a cloth needs at least one colour", 22),
    ({"min_patch": "17"}, "levels[2].min_patch", "min_patch 17 is larger than tiles_per_order 16", 24),
    ({"min_patch": "0"}, "levels[2].min_patch", "min_patch 0 is below 1", 24),
    ({"tiles_per_order": "0", "min_patch": "0"}, "levels[2].tiles_per_order", "tiles_per_order 0 is below 1", 23),
    ({"tiles_per_order": "82"}, "levels[2].tiles_per_order", "more than the 81 tiles of a cloth", 23),
]


@pytest.mark.parametrize("change,key,message,line", BROKEN)
def test_a_broken_row_is_reported_with_key_line_and_reason(tmp_path, change, key, message, line):
    rows = [good_row(n, **(change if n == 3 else {})) for n in range(1, 11)]
    errors = errors_for(tmp_path, table(rows))
    error = errors[0]
    assert error.key_path == key and message in error.message and error.line == line, str(error)
    assert error.file.name == "guppy.toml"
    assert len(errors) == 1 or change.get("min_patch") == "0"


def test_quintet_check_prints_file_line_key_and_reason(tmp_path, capsys):
    for number, (change, key, message, line) in enumerate(BROKEN):
        path = tmp_path / f"draft{number}.toml"
        path.write_text(table([good_row(n, **(change if n == 3 else {})) for n in range(1, 11)]))
        assert run_check([path]) == 1
        out = capsys.readouterr().out.strip().splitlines()
        assert out[0].startswith(f"{path}:{line}: at {key}: ") and message in out[0], out


def test_quintet_check_accepts_tuned_but_workable_tables(tmp_path, capsys):
    rows = [good_row(1, palette='["purple"]', tiles_per_order="81", min_patch="81", dye_per_colour="0",
                     sponges="0", bead_chance_factor="250"),
            good_row(2, palette='["brown", "tan", "green"]', tiles_per_order="1", min_patch="1",
                     dye_per_colour="500", sponges="999"),
            *(good_row(n) for n in range(3, 11))]
    path = tmp_path / "tuned.toml"
    path.write_text(table(rows))
    assert run_check([path]) == 0, capsys.readouterr().out
    record = load_record(path, GuppyTable)
    state = RULES.new_game(Params(level=2), record, 1)
    assert state.dye == (500, 500, 500) and state.sponges == 999 and len(state.orders) == 1


def test_a_missing_level_and_a_syntax_error_are_reported(tmp_path):
    (error,) = errors_for(tmp_path, table([good_row(n) for n in range(1, 10)]))
    assert error.key_path == "levels" and "expected 10 levels, found 9" in error.message
    (error,) = errors_for(tmp_path, "[[levels]]\nlevel = = 1\n")
    assert "TOML syntax error" in error.message and error.line == 2
    (error,) = errors_for(tmp_path, table([good_row(1).replace("sponges = 6\n", "")]))
    assert "missing required key 'sponges'" in error.message


# -- a designer's table -----------------------------------------------------------------------------
def edited(tmp_path: Path, old: str, new: str, name: str = "guppy.toml") -> GuppyTable:
    """The shipped table with one text replacement, loaded from a tmp copy."""
    text = SHIPPED.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / name
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return load_record(path, GuppyTable)


LEVEL_1 = """level = 1
palette = ["red", "blue", "yellow"]
tiles_per_order = 16
min_patch = 8
dye_per_colour = 3
sponges = 6"""


def test_a_designers_edit_changes_the_game(tmp_path):
    tuned = edited(tmp_path, LEVEL_1, LEVEL_1.replace('"yellow"', '"tan"').replace("min_patch = 8", "min_patch = 2")
                   .replace("dye_per_colour = 3", "dye_per_colour = 9").replace("sponges = 6", "sponges = 1"))
    state = RULES.new_game(Params(level=1), tuned, 7)
    assert state.dye == (9, 9, 9) and state.sponges == 1
    assert state.orders == (RED, BLUE) and set(state.board) <= {RED, BLUE, COLOURS["tan"]}
    assert state.level.min_patch == 2
    # a patch of two reds can be cut on the tuned table, not on the shipped one
    picture = "rrt\nttt"
    shipped, _ = RULES.apply(cloth_state(1, picture, table=content.load()), PickScissors(RED))
    with pytest.raises(IllegalMove, match="at least 8"):
        RULES.apply(shipped, Cut((0, 0)))
    small, _ = RULES.apply(cloth_state(1, picture, table=tuned), PickScissors(RED))
    after, events = RULES.apply(small, Cut((0, 0)))
    assert after.score == 4 and events[0].points == 4


def test_a_save_carries_its_table_and_replays_the_same_after_the_file_changes(tmp_path, monkeypatch):
    original = edited(tmp_path, LEVEL_1, LEVEL_1.replace("min_patch = 8", "min_patch = 3")
                      .replace("dye_per_colour = 3", "dye_per_colour = 6"))
    session = Session(RULES, Params(level=1), 12, original)
    for _ in range(6):
        moves = [m for m in RULES.legal_moves(session.state) if not isinstance(m, EndGame)]
        session.play(moves[len(moves) // 2])
    data = session.to_save()
    assert RULES.content_from_dict(data["content"]) == original
    changed = edited(tmp_path, LEVEL_1, LEVEL_1.replace('"red", ', "").replace("dye_per_colour = 3",
                                                                                 "dye_per_colour = 1"),
                     name="changed.toml")
    monkeypatch.setattr(content, "load", lambda: changed)
    assert content.content_for(Params()) == changed
    loaded = Session.from_save(RULES, data, content.content_for)
    assert loaded.state == session.state and loaded.state.orders[0] == RED
    again, moves = Session.for_replay(RULES, data, content.content_for)
    for played in moves:
        again.play(played.move, played.player)
    assert again.state == session.state
    assert [state for _, state, _ in replay(RULES, data, content.content_for)][-1] == session.state
    # the save continues the same way
    move = RULES.legal_moves(session.state)[0]
    assert loaded.play(move) == session.play(move) and loaded.state == session.state
    # a new game uses the edited table
    assert BLUE in RULES.new_game(Params(), content.content_for(Params()), 12).orders
    assert RED not in RULES.new_game(Params(), content.content_for(Params()), 12).orders


@pytest.mark.parametrize("module", ["rules.py", "content.py", "__init__.py"])
def test_the_rules_core_imports_no_window_or_physics_library(module):
    tree = ast.parse(Path(content.__file__).with_name(module).read_text())
    imported = {alias.name.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.Import)
                for alias in node.names}
    imported |= {node.module.split(".")[0] for node in ast.walk(tree)
                 if isinstance(node, ast.ImportFrom) and node.module}
    assert not imported & {"arcade", "pyglet", "pymunk"}
