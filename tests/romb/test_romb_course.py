"""The first four rooms are a course: each teaches one idea, says what will happen, and a careful
newcomer (`game.romb.pure.newcomer`: sees only the view, keeps out of a seen spirit's reach, follows the
room's text) wins it on a first or second try; walking straight to the gem and back still loses."""

from __future__ import annotations

import dataclasses

import pytest

from game.romb.pure.content import load
from game.romb.pure.newcomer import win_rate
from game.romb.pure.rules import RULES, Geometry, geometry, start_state
from game.romb.pure.solver import play_out, solve, straight_walk

COURSE = load()[:4]
#: The least share of newcomers' games won: two tries then win at least 1 - (1 - 0.45)^2 = 70 %.
LEAST = 0.45


def test_the_course_is_the_first_four_rooms_in_the_order_of_their_ideas():
    assert [r.name for r in COURSE] == ["first-steps", "torchlight", "stone-shields", "the-way-back"]


@pytest.mark.parametrize("record", COURSE, ids=[r.name for r in COURSE])
def test_a_careful_newcomer_wins_each_course_room_on_a_first_or_second_try(record):
    rate = win_rate(record.room(), games=60, seed=11)
    assert rate >= LEAST, f"{record.name}: {rate:.0%} of careful newcomers win"
    assert 1 - (1 - rate) ** 2 >= 0.7


def test_the_first_room_is_won_by_walking_carefully_in_the_dark():
    assert win_rate(COURSE[0].room(), games=40, seed=3) >= 0.9


def test_in_the_torch_room_lighting_the_torch_is_what_wins():
    room = COURSE[1].room()
    assert room.torches
    with_torch, without = win_rate(room, 60, 5), win_rate(room, 60, 5, torches_first=False)
    assert with_torch - without >= 0.3, (with_torch, without)


def test_in_the_wall_room_a_wall_holds_the_spirit_back_on_the_shortest_win():
    room = COURSE[2].room()
    g, bare = geometry(room), Geometry(dataclasses.replace(room, walls=()))
    state, held = start_state(room), False
    for move in solve(state):
        state, _ = RULES.apply(state, move)
        if state.outcome != "playing":
            break
        here = g.index(state.player)
        uncovered, lit = g.uncovered(here, g.mask(state.lit)), g.light(g.mask(state.lit))
        spirits = tuple(g.index(m) for m in state.monsters)
        held |= g.chase(here, spirits, uncovered, lit) != bare.chase(here, spirits, uncovered, lit)
    assert held
    assert solve(start_state(dataclasses.replace(room, walls=()))) is None  # without its walls: lost


def test_in_the_way_back_room_the_gem_is_easy_to_take_and_the_way_home_is_the_test():
    room = COURSE[3].room()
    state = play_out(start_state(room), straight_walk(room))
    assert state.outcome == "lost" and state.has_loot and len(state.monsters) == 2
    line = solve(start_state(room))
    taken = next(n for n in range(len(line)) if play_out(start_state(room), line[:n + 1]).has_loot)
    assert taken + 1 == len(straight_walk(room)) // 2  # the shortest win walks straight to the gem


@pytest.mark.parametrize("record", COURSE, ids=[r.name for r in COURSE])
def test_each_course_room_says_what_will_happen_in_the_names_the_screen_uses(record):
    text = record.intro
    assert " G " not in text and " S " not in text and "loot" not in text
    assert play_out(start_state(record.room()), straight_walk(record.room())).outcome == "lost"
