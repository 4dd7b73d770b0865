"""Romb Raider room files: the picture format, every loader message, and the shipped campaign's shape."""

from pathlib import Path

import pytest

from game.core.content import ContentError, check_file, json_schema
from game.romb.pure import content
from game.romb.pure.content import ROOMS, RoomRecord, find_room, load, room_from_picture
from game.romb.pure.rules import Params

FIXTURES = Path(__file__).parent / "fixtures"
ROOT = Path(__file__).resolve().parents[2]


def test_a_picture_gives_the_room_its_size_start_goal_torches_and_inner_walls():
    room = room_from_picture("""
        +-+-+-+-+
        |S .|. T|
        + +-+ + +
        |. . . G|
        +-+-+-+-+
    """, name="little")
    assert (room.name, room.width, room.height) == ("little", 4, 2)
    assert (room.start, room.goal, room.torches) == ((0, 0), (3, 1), ((3, 0),))
    assert room.walls == (((1, 0), (1, 1)), ((1, 0), (2, 0)))


BROKEN = [
    ("no-start.toml", 5, "the room has no S (start square)"),
    ("no-goal.toml", 5, "the room has no G (goal square)"),
    ("two-starts.toml", 9, "character 4: a second S; the room needs exactly one start square"),
    ("two-goals.toml", 9, "character 2: a second G; the room needs exactly one goal square"),
    ("not-enclosed.toml", 6, "character 6: the room is not enclosed: the top wall has an opening"),
    ("open-side.toml", 7, "character 7: the room is not enclosed: the right wall has an opening"),
    ("unreachable.toml", 7, "G cannot be reached from S"),
    ("unknown-square.toml", 7, "character 4: unknown square 'x'"),
    ("bad-wall-mark.toml", 8, "character 4: '=' is not a wall mark"),
    ("bad-vertical-wall.toml", 9, "character 3: '!' is not a wall mark"),
    ("bad-corner.toml", 6, "character 5: expected '+' at a corner, found '-'"),
    ("ragged.toml", 8, "this line is 5 characters long but the first line is 7"),
    ("even-lines.toml", 5, "the picture has 4 lines; it needs an odd number"),
    ("even-width.toml", 6, "the first line is 8 characters long"),
    ("too-big.toml", 5, "the room is 25x1 squares; at most 24x14 fit the screen"),
    ("bad-name.toml", 2, "expected str matching regex"),
    ("unknown-key.toml", 5, "unknown key 'monsters'"),
    ("syntax-error.toml", 3, "TOML syntax error"),
    ("missing-picture.toml", 1, "missing required key 'picture'"),
]


@pytest.mark.parametrize("fixture, line, message", BROKEN)
def test_every_broken_room_is_refused_with_file_line_and_what_is_wrong(fixture, line, message):
    errors = check_file(FIXTURES / fixture, RoomRecord)
    assert isinstance(errors, list) and len(errors) == 1
    error = errors[0]
    assert error.file.name == fixture
    assert error.line == line
    assert message in error.message
    assert str(error).startswith(str(FIXTURES / fixture))


def test_every_fixture_has_a_case():
    assert {p.name for p in FIXTURES.glob("*.toml")} == {case[0] for case in BROKEN}


def test_an_inline_picture_with_problems_raises_them_all():
    with pytest.raises(ValueError, match="unknown square 'x'.*unknown square 'y'"):
        room_from_picture("""
            +-+-+-+
            |S x y|
            +-+-+-+
        """)


# -- the shipped campaign -----------------------------------------------------------------------

def shipped() -> list[Path]:
    return ROOMS.files(ROOT)


def test_the_campaign_has_at_least_eight_rooms_named_in_campaign_order():
    files = shipped()
    records = load()
    assert len(files) >= 8 and len(records) == len(files)
    for number, (path, record) in enumerate(zip(files, records), start=1):
        assert path.stem == f"{number:02d}-{record.name}"


def test_every_shipped_room_names_its_schema_on_the_first_line_and_loads():
    for path in shipped():
        first = path.read_text(encoding="utf-8").splitlines()[0]
        assert first == "#:schema ../../data/schema/romb-room.schema.json", path
        schema = (path.parent / first.split(" ", 1)[1]).resolve()
        assert schema == (ROOT / "data" / "schema" / ROOMS.schema_name).resolve()  # data/ is a link
        assert isinstance(check_file(path, RoomRecord), RoomRecord), path


def test_the_default_params_play_the_first_room():
    assert Params().room == load()[0].name
    assert find_room(Params().room) == load()[0].room()


def test_rooms_grow_after_the_small_course_rooms_to_large_rooms_with_several_torches():
    rooms = [record.room() for record in load()]
    areas = [room.width * room.height for room in rooms]
    course, rest = areas[:4], areas[4:]  # the first four rooms are the course: small, one idea each
    assert max(course) <= 24 and rest == sorted(rest) and min(rest) >= max(course)
    assert areas[0] <= 20 and areas[-1] >= 150
    assert all(len(room.torches) >= 2 for room in rooms[-3:])
    assert all(record.title and record.intro for record in load())


def test_find_room_refuses_an_unknown_name():
    with pytest.raises(ContentError, match="no room called 'nowhere'"):
        find_room("nowhere")


def test_a_second_room_with_the_same_name_is_broken_and_only_it(tmp_path, monkeypatch):
    folder = tmp_path / "levels" / "romb"
    folder.mkdir(parents=True)
    text = (FIXTURES / "bad-name.toml").read_text(encoding="utf-8").replace("First Steps", "twin")
    (folder / "01-twin.toml").write_text(text, encoding="utf-8")
    (folder / "02-twin.toml").write_text(text, encoding="utf-8")
    monkeypatch.setattr(content, "resource_root", lambda: tmp_path)
    assert [record.name for record in load()] == ["twin"]
    [broken] = content.broken_rooms()
    assert broken.file.name == "02-twin.toml" and broken.line == 2
    assert "another room (01-twin.toml) is already called 'twin'" in broken.message


def test_find_room_still_finds_a_good_room_beside_a_broken_one(tmp_path, monkeypatch):
    folder = tmp_path / "levels" / "romb"
    folder.mkdir(parents=True)
    (folder / "01-broken.toml").write_text((FIXTURES / "no-start.toml").read_text(encoding="utf-8"))
    good = (FIXTURES / "bad-name.toml").read_text(encoding="utf-8").replace("First Steps", "good")
    (folder / "02-good.toml").write_text(good, encoding="utf-8")
    monkeypatch.setattr(content, "resource_root", lambda: tmp_path)
    assert find_room("good").goal == (2, 0)
    with pytest.raises(ContentError, match="broken room file may be the one"):
        find_room("other")
    # one broken file leaves the rest of the campaign playable, and says what is wrong with it
    assert [record.name for record in load()] == ["good"]
    assert [error.file.name for error in content.broken_rooms()] == ["01-broken.toml"]
    assert "no S" in content.broken_rooms()[0].message
    (folder / "02-good.toml").unlink()
    with pytest.raises(ContentError, match="no S"):
        load()


def test_the_json_schema_carries_the_name_pattern_and_picture_description():
    schema = json_schema(RoomRecord)
    fields = schema["$defs"]["RoomRecord"]["properties"]
    assert fields["name"]["pattern"] == content.NAME_PATTERN
    assert "'+' corners" in fields["picture"]["description"]
    assert set(schema["$defs"]["RoomRecord"]["required"]) == {"name", "title", "picture"}
