"""Quintet of the Day: the same challenges for every profile on a date, checked content (Romb's room
winnable by the solver), results per day with the total, streak and result line, and the Daily
screen played with real keys."""

from __future__ import annotations

import datetime
import json

import arcade
import pytest

from game import daily
from game.app.scenes.daily import DailyScene
from game.app.scenes.select import SelectScene
from game.core import codes
from game.core.daily_results import load_results, record_result, results_path

K = arcade.key
DAY = datetime.date(2026, 12, 2)


def _codes(date: datetime.date) -> list[str]:
    return [codes.encode(challenge.session()) for challenge in daily.challenges(date)]


def test_two_profiles_get_the_same_challenges_on_a_date(tmp_path, monkeypatch):
    monkeypatch.setenv("QUINTET_HOME", str(tmp_path / "one"))
    first = _codes(DAY)
    monkeypatch.setenv("QUINTET_HOME", str(tmp_path / "two"))
    record_result(DAY - datetime.timedelta(days=1), "romb", 5)  # a profile with a history
    assert _codes(DAY) == first
    assert len(first) == 5 and len({c[0] for c in first}) == 5  # five games
    assert _codes(DAY + datetime.timedelta(days=1)) != first


def test_each_days_romb_room_is_winnable_and_the_park_is_the_days():
    from game.romb.pure.rules import start_state
    from game.romb.pure.solver import solve

    rooms = set()
    for offset in range(20):
        found = {c.game_id: c for c in daily.challenges(DAY + datetime.timedelta(days=offset))}
        session = found["romb"].session()
        room = session.content
        rooms.add(room.name)
        assert room.name.startswith("day-")  # drawn for the day, not a campaign room
        assert session.rules.check_content(room) is None  # the checks a saved room gets
        assert len(solve(start_state(room))) >= 14, room.name
        assert codes.decode(codes.encode(session)).session.content == room  # shared as a code
        assert found["olifantenpad"].params.day == (DAY + datetime.timedelta(days=offset)).isoformat()
    assert len(rooms) == 20  # a new room every day


def test_total_streak_and_result_line():
    days = {"2026-11-30": {"romb": 10}, "2026-12-01": {"guppy": 20}, "2026-12-02": {"romb": 990, "guppy": 35}}
    assert daily.total(days["2026-12-02"]) == 1025
    assert daily.streak(days, DAY) == 3
    assert daily.streak(days, DAY + datetime.timedelta(days=1)) == 3  # today not played yet
    assert daily.streak(days, DAY + datetime.timedelta(days=2)) == 0
    line = daily.result_line(DAY, days["2026-12-02"], 3)
    assert line.startswith("Quintet of the Day 2026-12-02:")
    assert "Romb Raider 990" in line and "Floorplan -" in line and "= 1,025, 3 days in a row" in line


def test_the_first_finished_game_counts_and_a_damaged_file_is_kept(home):
    assert record_result(DAY, "romb", 900) == (True, None)
    assert record_result(DAY, "romb", 990) == (False, None)
    assert load_results() == ({"2026-12-02": {"romb": 900}}, None)
    results_path().write_text("{not json", encoding="utf-8")
    days, problem = load_results()
    assert days == {} and "could not be read" in problem and "kept as" in problem
    assert list(results_path().parent.glob("daily.json.corrupt*"))
    results_path().write_text(json.dumps({"version": 1, "days": {"2026-12-02": {"romb": "x"}, "soon": {}}}))
    assert load_results() == ({}, "2 damaged day(s) of the daily results were left out.")


def _arrow(move) -> int:
    return {"N": K.UP, "S": K.DOWN, "E": K.RIGHT, "W": K.LEFT}.get(getattr(move, "direction", ""), K.SPACE)


def test_the_daily_screen_plays_romb_with_keys_and_counts_the_result(app, drive, monkeypatch):
    from game.romb.pure.rules import start_state
    from game.romb.pure.solver import solve

    app.push(SelectScene(app))
    drive.frames(2)
    drive.key(K.D)
    scene = app.scene
    assert isinstance(scene, DailyScene) and scene.date == DAY
    romb = next(i for i, c in enumerate(scene.challenges) if c.game_id == "romb")
    for _ in range(romb):
        drive.key(K.DOWN)
    drive.key(K.ENTER)
    view = app.scene
    assert getattr(view, "game_id", None) == "romb"
    assert scene.challenges[romb].matches(view.session)
    for move in solve(start_state(view.session.content)):
        drive.key(_arrow(move))
        drive.settle()
    drive.settle()
    days, _ = load_results()
    assert days[DAY.isoformat()]["romb"] == view.rules.score(view.session.state) > 0
    app.pop_to(SelectScene)
    drive.key(K.D)
    assert app.scene.rows[romb][2].text == f"{days[DAY.isoformat()]['romb']:,}"
    assert "1 day in a row" in app.scene.summary.text
    assert f"Romb Raider {days[DAY.isoformat()]['romb']:,}" in app.scene.result_line()


@pytest.fixture(autouse=True)
def _fixed_today(monkeypatch):
    """The Daily screen opens on `DAY`."""
    import game.app.scenes.daily as screen

    monkeypatch.setattr(screen, "today", lambda: DAY)
