"""Olifantenpad content: park files and their loader messages (file, line, key), the settings, the
shipped parks and the Park of the Day."""

import datetime
from dataclasses import replace
from pathlib import Path

import pytest

from game.core.content import ContentError, check_file, load_record
from game.olifantenpad.pure import content
from game.olifantenpad.pure.content import (
    ParkRecord,
    Settings,
    content_for,
    find_park,
    load,
    load_settings,
    park_of_the_day,
)
from game.olifantenpad.pure.park import HOURS, read_park, sidewalk_reach
from game.olifantenpad.pure.rules import RULES, Params

FIXTURES = Path(__file__).parent / "fixtures"
ROOT = Path(__file__).resolve().parents[2]

BROKEN = [
    ("no-gate.toml", 4, "picture", "the park has no gate"),
    ("gate-not-joined.toml", 8, "picture[3]", "gate C is not joined to the sidewalk"),
    ("gate-off-edge.toml", 6, "picture[1]", "gate E is not on the edge of the park"),
    ("unconnected.toml", 14, "hours[0].groups[0]", "gates A and D are not joined by sidewalk"),
    ("unknown-gate.toml", 15, "hours[0].groups[1]", "gate F is not in the picture; known gates: A, B, C, D"),
    ("same-gate.toml", 14, "hours[0].groups[0]", "from gate A to the same gate"),
    ("wrong-hour.toml", 18, "hours[1].time", 'expected time = "14:00" here'),
    ("four-hours.toml", 11, "hours", "the park lists 4 hours; it needs exactly 5"),
    ("ragged.toml", 6, "picture[1]", "this row is 6 cells wide but the first row is 7"),
    ("unknown-symbol.toml", 6, "picture[1]", "unknown symbol 'x'"),
    ("two-gates-a.toml", 5, "picture[0]", "a second gate A"),
    ("too-big-group.toml", 14, "hours[0].groups[0].size", "expected int <= 30"),
    ("unknown-key.toml", 4, "crowd", "unknown key 'crowd'"),
    ("syntax-error.toml", 4, None, "TOML syntax error"),
]


@pytest.mark.parametrize("fixture, line, key, message", BROKEN)
def test_every_broken_park_is_refused_with_file_line_key_and_what_is_wrong(fixture, line, key, message):
    errors = check_file(FIXTURES / fixture, ParkRecord)
    assert isinstance(errors, list) and errors
    error = errors[0]
    assert error.file.name == fixture
    assert error.line == line
    assert error.key_path == key
    assert message in error.message
    assert str(error).startswith(f"{FIXTURES / fixture}:{line}")


def test_every_group_between_unconnected_gates_is_reported():
    errors = check_file(FIXTURES / "unconnected.toml", ParkRecord)
    assert [(e.line, e.key_path) for e in errors] == [
        (14, "hours[0].groups[0]"), (20, "hours[1].groups[0]"), (37, "hours[4].groups[0]")]


def test_a_missing_picture_is_named():
    error = check_file(FIXTURES / "missing-picture.toml", ParkRecord)[0]
    assert "missing required key 'picture'" in error.message


def test_a_good_park_file_loads_into_a_park():
    park = load_record(FIXTURES / "good.toml", ParkRecord).park()
    assert (park.width, park.height) == (7, 4)
    assert [(g.name, g.cell) for g in park.gates] == [("A", (0, 0)), ("B", (6, 0)), ("C", (0, 3)), ("D", (6, 3))]
    assert len(park.hours) == 5 and park.hours[0][0].origin == "A" and park.hours[2] == ()


def test_the_shipped_parks_are_valid_different_and_start_with_their_schema():
    records = load()
    assert len(records) >= 4
    assert len({r.name for r in records}) == len(records)
    for path in content.PARKS.files(ROOT):
        assert path.read_text().startswith("#:schema ../../data/schema/olifantenpad-park.schema.json")
    for record in records:
        park = record.park()
        assert len(park.gates) >= 2 and any(park.hours)
        assert any(symbol in row for row in park.rows for symbol in "t~*b"), "every park has obstacles"
        assert all(len(hour) >= 1 for hour in park.hours), f"{record.name}: visitors every hour"
    assert len({r.picture for r in records}) == len(records)


def test_settings_load_and_name_a_shipped_park():
    settings = load_settings()
    assert settings.school_trip_size == 5 and settings.plan_seconds == 30
    assert settings.bots.hard.predict and not settings.bots.easy.predict
    assert find_park(settings.default_park).name == settings.default_park
    assert (ROOT / "data" / "olifantenpad.toml").read_text().startswith("#:schema")


def test_broken_settings_name_file_line_and_key(tmp_path):
    text = (ROOT / "data" / "olifantenpad.toml").read_text()
    broken = tmp_path / "olifantenpad.toml"
    broken.write_text(text.replace("school_trip_size = 5", "school_trip_size = -1"))
    error = check_file(broken, Settings)[0]
    line = next(n for n, row in enumerate(broken.read_text().splitlines(), 1) if row.startswith("school_trip_size"))
    assert (error.line, error.key_path) == (line, "school_trip_size") and ">= 0" in error.message


def test_content_for_picks_the_named_park_or_the_park_of_the_day():
    assert content_for(Params(park="orchard")).name == "orchard"
    day = content_for(Params(day="2026-11-29"))
    assert day == replace(park_of_the_day(datetime.date(2026, 11, 29)), school_trip_size=5)
    with pytest.raises(ContentError, match="no park called 'nowhere'"):
        content_for(Params(park="nowhere"))
    with pytest.raises(ContentError, match="not a date"):
        content_for(Params(day="yesterday"))


def test_the_park_of_the_day_is_deterministic_valid_and_changes_with_the_date():
    start = datetime.date(2026, 1, 1)
    pictures = set()
    for offset in range(60):
        date = start + datetime.timedelta(days=offset)
        park = park_of_the_day(date)
        assert park == park_of_the_day(date)
        hours = [(label, list(groups)) for label, groups in zip(HOURS, park.hours)]
        again, problems = read_park(park.name, park.title, park.rows, hours)
        assert problems == [] and again.rows == park.rows
        for hour in park.hours:
            for group in hour:
                assert park.gate(group.target).cell in sidewalk_reach(park.rows, park.gate(group.origin).cell)
        pictures.add(park.rows)
        RULES.new_game(Params(players=4), park, 1)
    assert len(pictures) == 60
    assert park_of_the_day(datetime.date(2026, 11, 29)).title == "Park of 29 November"
