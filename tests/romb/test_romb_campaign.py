"""The shipped campaign is fair: every room can be won from its start (a search finds a win and the
session replays it), and no room falls to walking straight to G and back."""

import pytest

from game.core.bots import Budget
from game.core.rules import Status
from game.core.session import Session
from game.romb.pure.ai import hint as ai_hint
from game.romb.pure.content import content_for, load, room_from_picture
from game.romb.pure.rules import RULES, Params, Step, Wait, start_state
from game.romb.pure.rules import RULES as ROMB
from game.romb.pure.solver import play_out, report, solve, straight_walk

RECORDS = load()


@pytest.mark.parametrize("record", RECORDS, ids=[r.name for r in RECORDS])
def test_every_room_can_be_won_from_its_start(record):
    line = solve(start_state(record.room()))
    assert line, f"{record.name}: no win found"
    session = Session(RULES, Params(room=record.name), 0, content_for(Params(room=record.name)))
    for move in line:
        session.play(move)
    assert session.status() is Status.WON
    assert session.state.turns == len(line)


@pytest.mark.parametrize("record", RECORDS, ids=[r.name for r in RECORDS])
def test_walking_straight_to_g_and_back_loses_every_room(record):
    room = record.room()
    state = play_out(start_state(room), straight_walk(room))
    assert state.outcome == "lost", f"{record.name}: the straight walk ends {state.outcome}"


def test_the_straight_walk_goes_by_a_shortest_way_there_and_the_same_way_back():
    room = room_from_picture("""
        +-+-+-+
        |S .|.|
        + + + +
        |. . G|
        +-+-+-+
    """)
    assert [m.direction for m in straight_walk(room)] == ["E", "S", "E", "W", "N", "W"]


def test_the_solver_finds_a_shortest_win_or_says_there_is_none():
    cornered = room_from_picture("""
        +-+-+-+-+-+
        |S . . . .|
        + + + + + +
        |. . . . G|
        +-+-+-+-+-+
    """)
    assert solve(start_state(cornered)) is None
    assert ai_hint(ROMB, start_state(cornered), 0, Budget(100_000)) is None
    lit = room_from_picture("""
        +-+-+-+-+-+-+
        |S . . . . .|
        + + + + + + +
        |. . . . T .|
        + + + + + + +
        |. . . . . .|
        + + + + + + +
        |. . . . . G|
        +-+-+-+-+-+-+
    """)
    line = solve(start_state(lit))
    assert line is not None and len(line) == 16
    assert ai_hint(ROMB, start_state(lit), 0, Budget(100_000)) == line[0]
    assert all(isinstance(move, (Step, Wait)) for move in line)


def test_play_out_stops_at_the_end_and_the_report_names_both_results():
    room = load()[0].room()
    walk = straight_walk(room)
    state = play_out(start_state(room), walk)
    assert state.outcome == "lost" and state.turns < len(walk)
    text = report(room)
    assert text.startswith(f"{room.name} ({room.width}x{room.height}): shortest win ")
    assert f"straight walk ({len(walk)} steps): lost after {state.turns} turns" in text
