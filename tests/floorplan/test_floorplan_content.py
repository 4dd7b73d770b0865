"""Floorplan content: the shipped museums and difficulty table, and every loader message naming the
file, the line and the key of the problem."""

from pathlib import Path

import pytest

from game.core.content import ContentError, check_file
from game.core.paths import resource
from game.floorplan.pure import content
from game.floorplan.pure.content import (
    CONTENT_KINDS,
    DIFFICULTY,
    MUSEUMS,
    STANDARD_TILE_SET,
    DifficultyTable,
    MuseumRecord,
    Setup,
    content_for,
    find_museum,
    load,
)
from game.floorplan.pure.rules import RULES, Params

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = resource("levels", "floorplan", "museum.toml")
TABLE = resource("data", "floorplan.toml")


def test_three_museums_and_the_table_load_and_name_their_schema():
    catalogue = load()
    names = [record.name for record in catalogue.museums]
    assert sorted(names) == ["arcade", "museum", "two-wings"]
    for path in MUSEUMS.files(ROOT):
        assert path.read_text(encoding="utf-8").splitlines()[0] == f"#:schema ../../data/schema/{MUSEUMS.schema_name}"
    assert TABLE.read_text(encoding="utf-8").splitlines()[0] == f"#:schema schema/{DIFFICULTY.schema_name}"
    assert [level.name for level in catalogue.table.levels] == ["easy", "normal", "hard"]
    assert CONTENT_KINDS == [MUSEUMS, DIFFICULTY]


@pytest.mark.parametrize("name", ["museum", "arcade", "two-wings"])
def test_every_shipped_museum_has_26_tiles_12_galleries_and_plays(name):
    museum = find_museum(name)
    glyphs = [ch for rows in museum.floors for row in rows for ch in row if ch not in "FSG"] + [museum.spare]
    assert len(glyphs) == 26 and {g: glyphs.count(g) for g in set(glyphs)} == STANDARD_TILE_SET
    assert len(museum.galleries) == 12
    for difficulty in ("easy", "normal", "hard"):
        setup = content_for(Params(museum=name, difficulty=difficulty))
        assert isinstance(setup, Setup) and setup.museum == museum and setup.difficulty == difficulty
        state = RULES.new_game(Params(museum=name, difficulty=difficulty), setup, 7)
        assert len(RULES.legal_moves(state, 0)) >= 4


def test_the_default_museum_is_the_rules_page_layout():
    museum = find_museum("museum")
    first, second = museum.floors
    assert (len(first[0]), len(first), len(second[0]), len(second)) == (5, 5, 5, 3)
    fixed_first = {(x, y) for y, row in enumerate(first) for x, ch in enumerate(row) if ch in "FSG"}
    assert fixed_first == {(x, y) for x in (0, 2, 4) for y in (0, 2, 4)}
    assert first[2][2] == "S" and first[4][2] == "F" and second[1][2] == "S"
    assert {(x, y) for y, row in enumerate(second) for x, ch in enumerate(row) if ch == "G"} == {
        (0, 0), (2, 0), (4, 0), (0, 2), (4, 2)}


def test_unknown_names_are_content_errors():
    with pytest.raises(ContentError, match="no museum called 'nowhere'"):
        content_for(Params(museum="nowhere"))
    with pytest.raises(ContentError, match="no difficulty 'brutal'"):
        content_for(Params(difficulty="brutal"))


def line_of(text: str, fragment: str) -> int:
    """The 1-based line of the first line containing `fragment`."""
    return next(n for n, line in enumerate(text.splitlines(), start=1) if fragment in line)


BASE = SHIPPED.read_text(encoding="utf-8")

# (case, replacements on the shipped file, fragment on the expected line or None, key, message)
MUSEUM_CASES = [
    ("wrong tile count", [('spare = "│"', 'spare = "─"')], '"│┘─└│"', "first_floor[1]",
     "wrong tile count: the floors and the spare hold 4 '│' tiles but the tile set has 5"),
    ("tile set total", [('galleries = [', 'tile_set = { "│" = 6 }\ngalleries = [')], "tile_set", "tile_set",
     "wrong tile count: the tile set has 6 tiles but the floors have 25 passageway squares"),
    ("no foyer", [('"G└F┘G"', '"G└┬┘G"'), ('spare = "│"', 'spare = "┬"')], "first_floor = [", "first_floor",
     "the museum has 0 Foyers ('F'); it needs exactly one"),
    ("two foyers", [('"G└F┘G"', '"F└F┘G"')], '"F└F┘G"', "first_floor[4]",
     "the museum has 2 Foyers ('F'); it needs exactly one"),
    ("no stairway upstairs", [('"├│S│┤"', '"├│┼│┤"')], "second_floor = [", "second_floor",
     "the second floor has 0 Stairway squares ('S')"),
    ("galleries not named", [('"Mirror Hall", "Laboratory",', '"Mirror Hall",')], "galleries = [", "galleries",
     "'galleries' names 11 Galleries but the floors draw 12 'G'"),
    ("a name twice", [('"Laboratory",', '"Library",')], "galleries = [", "galleries[11]",
     "the Gallery name 'Library' is used twice"),
    ("unknown square", [('"G┌G┐G"', '"G┌G┐X"')], '"G┌G┐X"', "first_floor[0]",
     "square 5: unknown square 'X'"),
    ("ragged row", [('"├│S│┤"', '"├│S│"')], '"├│S│"', "second_floor[1]",
     "this row of the second floor has 4 squares but the first row has 5"),
    ("bad spare", [('spare = "│"', 'spare = "x"')], "spare =", "spare", "the spare must be one tile glyph"),
    ("unreachable gallery", [('"G┌G┐G"', '"G├G┐G"'), ('"G┐G┌G"', '"GG┐┌G"'), ('"├│S│┤"', '"┌│S│┤"')],
     '"GG┐┌G"', "second_floor[0]", "square 1: the Gallery 'Chapel' can never be reached by any shift"),
    ("no shiftable line", [('"│┘─└│"', '"│G─└│"'), ('"┐─┬─┌"', '"┐─┬G┌"'), ('"G┐G┌G"', '"GGG┌G"'),
                           ('"G└┴┘G"', '"G└┴GG"'), ('"Laboratory",', '"Laboratory", "A", "B", "C", "D",'),
                           ('spare = "│"', 'tile_set = { "│" = 4, "─" = 4, "└" = 3, "┌" = 3, "┐" = 2, '
                                           '"┘" = 2, "├" = 1, "┬" = 1, "┤" = 1, "┴" = 1 }\nspare = "│"')],
     "first_floor = [", "first_floor", "no shiftable line"),
    ("unknown key", [('title = ', 'colour = "red"\ntitle = ')], "colour", "colour", "unknown key 'colour'"),
    ("bad name", [('name = "museum"', 'name = "Big Museum"')], 'name = "Big', "name", "expected str matching"),
]


@pytest.mark.parametrize("case, changes, fragment, key, message", MUSEUM_CASES, ids=[c[0] for c in MUSEUM_CASES])
def test_every_broken_museum_is_refused_with_file_line_key_and_what_is_wrong(tmp_path, case, changes, fragment,
                                                                             key, message):
    text = BASE
    for old, new in changes:
        assert old in text, old
        text = text.replace(old, new, 1)
    path = tmp_path / "broken.toml"
    path.write_text(text, encoding="utf-8")
    errors = check_file(path, MuseumRecord)
    assert isinstance(errors, list)
    found = [e for e in errors if message in e.message]
    assert found, [str(e) for e in errors]
    error = found[0]
    assert error.file == path and error.key_path == key
    assert error.line == (line_of(text, fragment) if fragment else None)
    assert str(error).startswith(f"{path}:{error.line}:") if error.line else str(error).startswith(str(path))


def test_a_syntax_error_names_its_line(tmp_path):
    path = tmp_path / "broken.toml"
    path.write_text(BASE.replace('title = "', 'title = = "', 1), encoding="utf-8")
    (error,) = check_file(path, MuseumRecord)
    assert "TOML syntax error" in error.message and error.line == line_of(BASE, "title = ")


TABLE_TEXT = TABLE.read_text(encoding="utf-8")
TABLE_CASES = [
    ("no hard level", [('name = "hard"', 'name = "harder"')], "[[levels]]", "levels",
     "there is no 'hard' level"),
    ("repeated level", [('name = "hard"', 'name = "easy"')], None, "levels[2].name",
     "the level name 'easy' is used twice"),
    ("unknown search", [('search = "greedy"', 'search = "psychic"')], 'search = "psychic"', "levels[1].search",
     "Invalid enum value 'psychic'"),
    ("chance above one", [("talisman_chance = 0.6", "talisman_chance = 1.5")], "talisman_chance = 1.5",
     "levels[0].talisman_chance", "expected float <= 1"),
    ("unknown talisman", [('"lock_gallery"]', '"lock_gallery", "wish"]')], "kinds = ", "talismans.kinds[3]",
     "Invalid enum value 'wish'"),
]


@pytest.mark.parametrize("case, changes, fragment, key, message", TABLE_CASES, ids=[c[0] for c in TABLE_CASES])
def test_every_broken_difficulty_table_is_refused_with_file_line_and_key(tmp_path, case, changes, fragment, key,
                                                                         message):
    text = TABLE_TEXT
    for old, new in changes:
        assert old in text, old
        text = text.replace(old, new, 1)
    path = tmp_path / "floorplan.toml"
    path.write_text(text, encoding="utf-8")
    errors = check_file(path, DifficultyTable)
    assert isinstance(errors, list)
    found = [e for e in errors if message in e.message]
    assert found, [str(e) for e in errors]
    assert found[0].key_path == key and found[0].file == path
    if fragment == "[[levels]]":
        assert found[0].line == line_of(text, fragment)
    elif fragment:
        assert found[0].line == line_of(text, fragment)


def test_two_museums_with_one_name_are_refused(tmp_path, monkeypatch):
    folder = tmp_path / "levels" / "floorplan"
    folder.mkdir(parents=True)
    (folder / "a.toml").write_text(BASE, encoding="utf-8")
    (folder / "b.toml").write_text(BASE, encoding="utf-8")
    monkeypatch.setattr(content, "resource_root", lambda: tmp_path)
    with pytest.raises(ContentError, match="another museum is already called 'museum'") as caught:
        content.load_museums()
    assert caught.value.file == folder / "b.toml" and caught.value.line == line_of(BASE, 'name = "museum"')
