"""Content loading errors: each broken file names the file, the key path and the line."""

from typing import Annotated

import msgspec
import pytest

from game.core.content import ContentError, ContentRecord, Problem, check_file, json_schema, load_record, locate


class Grid(ContentRecord, frozen=True):
    width: Annotated[int, msgspec.Meta(ge=3, le=12)]
    height: Annotated[int, msgspec.Meta(ge=3, le=12)]


class Level(ContentRecord, frozen=True):
    number: int
    target: Annotated[int, msgspec.Meta(gt=0)]


class Board(ContentRecord, frozen=True):
    """A small record family shaped like the games' files: a table, a picture, an array of tables."""

    name: str
    grid: Grid
    rows: tuple[str, ...]
    levels: tuple[Level, ...] = ()

    def problems(self):
        out = []
        if len(self.rows) != self.grid.height:
            out.append(Problem(["rows"], f"expected {self.grid.height} rows (grid.height), found {len(self.rows)}"))
        for i, row in enumerate(self.rows):
            if len(row) != self.grid.width:
                out.append(Problem(["rows", i], f"row {i + 1} is {len(row)} wide, expected {self.grid.width}"))
            bad = set(row) - set(".#SG")
            if bad:
                out.append(Problem(["rows", i], f"unknown symbol {sorted(bad)[0]!r}; expected one of . # S G"))
        return out


GOOD = '''name = "demo"
rows = [
  "S..",
  ".#.",
  "..G",
]

[grid]
width = 3
height = 3

[[levels]]
number = 1
target = 500

[[levels]]
number = 2
target = 450
'''


def write(tmp_path, text, name="board.toml"):
    path = tmp_path / name
    path.write_text(text)
    return path


def only_error(path):
    result = check_file(path, Board)
    assert isinstance(result, list) and len(result) >= 1, result
    return result[0]


def test_good_file_loads_into_frozen_record(tmp_path):
    board = load_record(write(tmp_path, GOOD), Board)
    assert board.grid.width == 3 and board.levels[1].target == 450
    with pytest.raises(AttributeError):
        board.name = "x"


BROKEN = [
    # (description, replace this, with this, expected message, key path, line)
    ("syntax error", 'name = "demo"', 'name = "demo', "TOML syntax error", None, 1),
    ("wrong type", "width = 3", 'width = "three"', "expected int, got str", "grid.width", 9),
    ("missing key", "height = 3\n", "", "missing required key 'height'", "grid", 8),
    ("unknown key", "height = 3\n", "height = 3\ndepth = 2\n", "unknown key 'depth'", "grid.depth", 11),
    ("out of range", "width = 3", "width = 40", "expected int <= 12", "grid.width", 9),
    ("wrong grid size", '  "..G",\n', "", "expected 3 rows (grid.height), found 2", "rows", 2),
    ("ragged row", '".#."', '".#.."', "row 2 is 4 wide, expected 3", "rows[1]", 4),
    ("unknown symbol", '".#."', '".Q."', "unknown symbol 'Q'", "rows[1]", 4),
    ("bad item in array of tables", "target = 450", "target = -5", "expected int >= 1", "levels[1].target", 18),
    ("wrong type in array", '  "..G",', "  7,", "expected str, got int", "rows[2]", 5),
    ("array instead of text", 'name = "demo"', 'name = ["demo"]', "expected str, got array", "name", 1),
    ("duplicate key", "width = 3", "width = 3\nwidth = 4", "TOML syntax error", None, 10),
]


@pytest.mark.parametrize("what, old, new, message, key, line", BROKEN, ids=[b[0] for b in BROKEN])
def test_broken_files_name_file_key_and_line(tmp_path, what, old, new, message, key, line):
    assert old in GOOD
    path = write(tmp_path, GOOD.replace(old, new, 1))
    error = only_error(path)
    assert isinstance(error, ContentError)
    assert error.file == path
    assert message in error.message
    assert error.key_path == key
    assert error.line == line
    text = str(error)
    assert text.startswith(f"{path}:{line}")
    if key:
        assert f"at {key}:" in text


def test_missing_file_and_bad_encoding(tmp_path):
    assert "file not found" in only_error(tmp_path / "nope.toml").message
    path = tmp_path / "latin.toml"
    path.write_bytes(b'name = "caf\xe9"')
    assert "not UTF-8" in only_error(path).message


def test_every_problem_is_listed(tmp_path):
    path = write(tmp_path, GOOD.replace('".#."', '".Q.."'))
    errors = check_file(path, Board)
    assert len(errors) == 2 and {e.line for e in errors} == {4}


def test_locate_follows_tables_and_arrays():
    assert locate(GOOD, ["levels", 0, "target"]) == 14
    assert locate(GOOD, ["rows", 0]) == 3
    assert locate(GOOD, ["grid"]) == 8


def test_schema_carries_ranges_and_forbids_unknown_keys():
    schema = json_schema(Board)
    grid = schema["$defs"]["Grid"]
    assert grid["properties"]["width"]["maximum"] == 12
    assert grid["additionalProperties"] is False
