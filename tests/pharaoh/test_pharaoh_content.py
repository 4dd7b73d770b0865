"""Pharaoh Tomb content: the shipped level table matches the formulas, and broken tables are
reported with file, key path and line."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.content import ContentError, check_file, load_record
from game.core.paths import resource
from game.pharaoh import content
from game.pharaoh.content import CONTENT_KINDS, LevelTable
from game.pharaoh.rules import kinds, pieces_available, target

SHIPPED = resource("data", "pharaoh.toml")


def test_shipped_table_lists_levels_1_to_20_as_the_formulas_say():
    table = content.load()
    assert [row.level for row in table.levels] == list(range(1, 21))
    for row in table.levels:
        assert (row.target, row.kinds, row.pieces) == (
            target(row.level), kinds(row.level), pieces_available(row.level))
    assert table.levels[0].target == 500 and table.levels[19].target == 1050


def test_shipped_file_names_its_schema_and_is_found_by_its_kind():
    first = SHIPPED.read_text(encoding="utf-8").splitlines()[0]
    (kind,) = CONTENT_KINDS
    assert first == f"#:schema schema/{kind.schema_name}"
    assert kind.files(resource()) == [SHIPPED]


def write(tmp_path: Path, text: str) -> Path:
    """A table file in tmp_path."""
    path = tmp_path / "pharaoh.toml"
    path.write_text(text, encoding="utf-8")
    return path


def rows(*lines: str) -> str:
    """Levels 1-3 as shipped, with extra lines appended."""
    text = SHIPPED.read_text(encoding="utf-8")
    head = text.split("[[levels]]")[:4]
    return "[[levels]]".join(head) + "\n".join(lines)


@pytest.mark.parametrize("change, key, message", [
    (("target = 500", "target = 450"), "levels[0].target", "target is 500"),
    (("kinds = 7", "kinds = 6"), "levels[1].kinds", "7 kinds"),
    (('pieces = ["glyph", "key"]', 'pieces = ["key"]'), "levels[2].pieces", "awards ['glyph', 'key']"),
    (("level = 2", "level = 3"), "levels[1].level", "expected level 2"),
    (("kinds = 6", "kinds = 11"), "levels[0].kinds", "<= 10"),
    (("target = 450", "target = 'many'"), "levels[1].target", "expected int"),
    (('pieces = ["glyph"]', 'pieces = ["scarab"]'), "levels[1].pieces[0]", "Invalid enum value 'scarab'"),
    (("kinds = 8", "kinds = 8\ncolour = 'gold'"), "levels[2].colour", "unknown key 'colour'"),
])
def test_broken_tables_name_the_key_and_line(tmp_path, change, key, message):
    text = rows()
    assert change[0] in text
    path = write(tmp_path, text.replace(change[0], change[1], 1))
    errors = check_file(path, LevelTable)
    assert isinstance(errors, list) and len(errors) == 1
    error = errors[0]
    assert error.key_path == key and message in error.message
    assert error.file == path
    wrong_line = path.read_text().splitlines()[error.line - 1]
    assert wrong_line.split("=")[0].strip() == key.split(".")[-1].split("[")[0]


def test_toml_syntax_error_gives_line_and_column(tmp_path):
    path = write(tmp_path, rows("[[levels]]", "level = = 4"))
    (error,) = check_file(path, LevelTable)
    assert "TOML syntax error" in error.message and error.line == len(rows().splitlines()) + 2


def test_empty_table_and_missing_file_are_errors(tmp_path):
    (error,) = check_file(write(tmp_path, "levels = []\n"), LevelTable)
    assert "length >= 1" in error.message
    with pytest.raises(ContentError, match="file not found"):
        load_record(tmp_path / "nope.toml", LevelTable)
