"""Guppy's difficulty table: the shipped rows against the seed's formulas, and broken files reported."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game.core.content import ContentError, check_file, json_schema
from game.core.paths import resource, resource_root
from game.guppy import content
from game.guppy.rules import COLOURS, RULES, Params, level_spec
from game.guppy.content import content_for

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
        spec = level_spec(level)
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
    return "\n".join(f"[[levels]]\n{row}\n" for row in rows)


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


@pytest.mark.parametrize("change,key,message,line", [
    ({"sponges": "-1"}, "levels[2].sponges", "expected int >= 0", 25),
    ({"palette": '["red", "pink"]'}, "levels[2].palette[1]", "Invalid enum value 'pink'", 21),
    ({"dye_per_colour": '"three"'}, "levels[2].dye_per_colour", "expected int, got str", 24),
    ({"colour": '"red"'}, "levels[2].colour", "unknown key 'colour'", 27),
    ({"level": "5"}, "levels[2].level", "expected level 3 here", 20),
    ({"palette": '["red", "blue", "red"]'}, "levels[2].palette", "red listed more than once", 21),
    ({"palette": '["tan", "brown"]'}, "levels[2].palette", "needs at least one colour that can be ordered", 21),
    ({"min_patch": "17"}, "levels[2].min_patch", "min_patch 17 is larger than tiles_per_order 16", 23),
])
def test_a_broken_row_is_reported_with_key_and_line(tmp_path, change, key, message, line):
    rows = [good_row(n, **(change if n == 3 else {})) for n in range(1, 11)]
    (error,) = errors_for(tmp_path, table(rows))
    assert error.key_path == key and message in error.message and error.line == line
    assert error.file.name == "guppy.toml"


def test_a_missing_level_and_a_syntax_error_are_reported(tmp_path):
    (error,) = errors_for(tmp_path, table([good_row(n) for n in range(1, 10)]))
    assert error.key_path == "levels" and "expected 10 levels, found 9" in error.message
    (error,) = errors_for(tmp_path, "[[levels]]\nlevel = = 1\n")
    assert "TOML syntax error" in error.message and error.line == 2
    (error,) = errors_for(tmp_path, table([good_row(1).replace("sponges = 6\n", "")]))
    assert "missing required key 'sponges'" in error.message


@pytest.mark.parametrize("module", ["rules.py", "content.py", "__init__.py"])
def test_the_rules_core_imports_no_window_or_physics_library(module):
    tree = ast.parse(Path(content.__file__).with_name(module).read_text())
    imported = {alias.name.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.Import)
                for alias in node.names}
    imported |= {node.module.split(".")[0] for node in ast.walk(tree)
                 if isinstance(node, ast.ImportFrom) and node.module}
    assert not imported & {"arcade", "pyglet", "pymunk"}
