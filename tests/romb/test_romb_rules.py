"""Romb Raider rules, case by case: setup, walking, fog, torches, monsters, loot, winning and losing.

Rooms are written inline in the room file's picture format; positions not drawn in a picture (the
player, monsters, lit torches) are set on the state directly.
"""

from dataclasses import replace
from pathlib import Path

import pytest

from game.core.rules import IllegalMove, Status
from game.core.session import Session
from game.romb.pure.content import content_for, room_from_picture
from game.romb.pure.rules import (
    RULES,
    Covered,
    LootTaken,
    Lost,
    MonsterMoved,
    MonsterSpawned,
    Moved,
    Params,
    Revealed,
    State,
    Step,
    TorchLit,
    Wait,
    Waited,
    Won,
    has_wall,
    lit_squares,
    start_state,
    uncovered,
)

OPEN_5x3 = """
    +-+-+-+-+-+
    |S . . . .|
    + + + + + +
    |. . . . .|
    + + + + + +
    |. . . . G|
    +-+-+-+-+-+
"""


def place(picture: str, player, monsters, **fields) -> State:
    """A state in the room drawn by `picture` with the player and monsters where the test says."""
    return replace(start_state(room_from_picture(picture)), player=player, monsters=tuple(monsters), **fields)


def play(state: State, *moves: str):
    """Apply moves written as "N", "E", "S", "W" or "." (wait); returns the last state and its events."""
    events = []
    for move in moves:
        state, events = RULES.apply(state, Wait() if move == "." else Step(move))
    return state, events


def square(cx, cy, room):
    return {(x, y) for x in range(cx - 1, cx + 2) for y in range(cy - 1, cy + 2)
            if 0 <= x < room.width and 0 <= y < room.height}


# -- setup --------------------------------------------------------------------------------------

def test_setup_puts_player_on_s_monster_on_g_and_uncovers_s_its_neighbours_and_g():
    state = start_state(room_from_picture(OPEN_5x3))
    assert state.player == (0, 0)
    assert state.monsters == ((4, 2),)
    assert state.lit == () and not state.has_loot and state.turns == 0
    assert uncovered(state) == {(0, 0), (1, 0), (0, 1), (1, 1), (4, 2)}
    assert RULES.status(state) is Status.PLAYING


def test_new_game_defaults_to_the_first_room_and_ignores_the_seed():
    assert RULES.new_game(Params(), content_for(Params()), 1) == RULES.new_game(Params(), content_for(Params()), 99)
    assert RULES.new_game(Params(), content_for(Params()), 1).room.name == Params().room


# -- walking ------------------------------------------------------------------------------------

WALLED = """
    +-+-+-+-+-+
    |S .|. . .|
    + +-+ + + +
    |. . . . G|
    +-+-+-+-+-+
"""


def test_player_walks_one_square_in_each_open_direction():
    state = place(WALLED, (0, 0), [(4, 1)])
    assert [m.to_dict() for m in RULES.legal_moves(state)] == [
        {"type": "Step", "direction": "E"}, {"type": "Step", "direction": "S"}, {"type": "Wait"}]
    state, events = play(state, "E")
    assert state.player == (1, 0)
    assert events[0] == Moved("E", (0, 0), (1, 0))


@pytest.mark.parametrize("player, direction, reason", [
    ((1, 0), "E", "A wall blocks the way east."),
    ((1, 0), "S", "A wall blocks the way south."),
    ((0, 0), "N", "A wall blocks the way north."),
    ((0, 0), "W", "A wall blocks the way west."),
    ((0, 0), "X", "Walk north, east, south or west."),
])
def test_player_never_walks_through_a_wall_or_out_of_the_room(player, direction, reason):
    state = place(WALLED, player, [(4, 1)])
    with pytest.raises(IllegalMove) as caught:
        RULES.apply(state, Step(direction))
    assert caught.value.reason == reason
    assert has_wall(state.room, (1, 0), (2, 0)) and not has_wall(state.room, (0, 0), (1, 0))


def test_waiting_keeps_the_player_and_the_fog_but_the_monsters_move():
    state = place(OPEN_5x3, (0, 0), [(4, 2)])
    after, events = play(state, ".")
    assert after.player == (0, 0) and after.turns == 1
    assert uncovered(after) == uncovered(state)
    assert events == [Waited((0, 0)), MonsterMoved(0, (4, 2), (4, 1), True, False)]


def test_no_move_is_accepted_once_the_room_is_over():
    won = place(OPEN_5x3, (1, 0), [(4, 2)], outcome="won")
    lost = place(OPEN_5x3, (1, 0), [(4, 2)], outcome="lost")
    assert RULES.legal_moves(won) == [] and RULES.legal_moves(lost) == []
    with pytest.raises(IllegalMove, match="already won"):
        RULES.apply(won, Wait())
    with pytest.raises(IllegalMove, match="lost"):
        RULES.apply(lost, Step("E"))


# -- fog ----------------------------------------------------------------------------------------

def test_moving_uncovers_the_squares_ahead_and_covers_those_left_behind():
    state = place(OPEN_5x3, (0, 0), [(4, 2)])
    state, events = play(state, "E")
    assert Revealed(((2, 0), (2, 1)), ()) in events
    assert not any(isinstance(e, Covered) for e in events)
    state, events = play(state, "E")
    assert Revealed(((3, 0), (3, 1)), ()) in events
    assert Covered(((0, 0), (0, 1))) in events
    assert uncovered(state) == square(2, 0, state.room) | {(4, 2)}


def test_goal_stays_uncovered_all_game():
    state = place(OPEN_5x3, (0, 0), [])  # no monster, so nothing ends the walk
    for move in "EESWN":
        state, _ = play(state, move)
        assert (4, 2) in uncovered(state)


def test_revealed_squares_name_the_monsters_standing_on_them():
    state = place(OPEN_5x3, (1, 1), [(3, 2)])
    _, events = play(state, "E")
    assert Revealed(((3, 0), (3, 1), (3, 2)), ((0, (3, 2)),)) in events


# -- torches ------------------------------------------------------------------------------------

TORCH_ROOM = """
    +-+-+-+-+-+-+-+
    |S . . . . . .|
    + + + + + + + +
    |. . . T . . .|
    + + + + + + + +
    |. . . . . . .|
    + + + + + + + +
    |. . . . . . G|
    +-+-+-+-+-+-+-+
"""


def test_entering_a_torch_lights_its_3x3_for_good():
    state = place(TORCH_ROOM, (2, 1), [(6, 3)])
    state, events = play(state, "E")
    lit = tuple(sorted(square(3, 1, state.room), key=lambda c: (c[1], c[0])))
    assert TorchLit((3, 1), lit) in events
    assert state.lit == ((3, 1),)
    state, _ = play(state, "W", "W", "S", "S")
    assert state.player == (1, 3)
    assert lit_squares(state) == set(lit)
    assert set(lit) <= uncovered(state)
    assert (5, 0) not in uncovered(state)


def test_entering_a_lit_torch_again_lights_nothing_new():
    state = place(TORCH_ROOM, (3, 1), [(6, 3)], lit=((3, 1),))
    state, events = play(state, "W", "E")
    assert state.lit == ((3, 1),)
    assert not any(isinstance(e, TorchLit) for e in events)


def test_monsters_never_enter_a_lit_square_and_go_round_the_light():
    # lit: x 2..4, y 0..2; the way round is through row 3
    state = place(TORCH_ROOM, (1, 1), [(5, 1)], lit=((3, 1),))
    state, events = play(state, ".")
    assert state.monsters == ((5, 2),)
    for _ in range(5):
        state, _ = play(state, ".")
        assert state.monsters[0] not in lit_squares(state)
    assert state.monsters == ((1, 3),)


def test_while_the_player_stands_in_light_no_monster_moves():
    state = place(TORCH_ROOM, (3, 2), [(6, 3)], lit=((3, 1),))
    after, events = play(state, ".")
    assert after.monsters == ((6, 3),)
    assert events == [Waited((3, 2))]


def test_a_monster_caught_in_new_light_stays_there_and_may_only_step_out_of_it():
    state = place(TORCH_ROOM, (2, 1), [(4, 0)])
    state, _ = play(state, "E")  # the player lights the torch; the monster stands in the light
    assert state.monsters == ((4, 0),) and (4, 0) in lit_squares(state)
    state, _ = play(state, "W")  # the player is still lit: nothing moves
    assert state.monsters == ((4, 0),)
    state, events = play(state, "W")  # the player in the dark at (1, 1): out of the light it steps
    assert MonsterMoved(0, (4, 0), (5, 0), True, False) in events


def test_light_that_walls_the_room_off_leaves_a_monster_without_a_path_so_it_stays():
    room = """
        +-+-+-+-+-+
        |S . . . .|
        + + + + + +
        |. . T . .|
        + + + + + +
        |. . . . G|
        +-+-+-+-+-+
    """
    state = place(room, (0, 1), [(4, 1)], lit=((2, 1),))
    state, events = play(state, ".", ".", "S")
    assert state.monsters == ((4, 1),)
    assert not any(isinstance(e, MonsterMoved) for e in events)


# -- monsters and walls -------------------------------------------------------------------------

def test_a_monster_steps_along_a_shortest_path_with_ties_broken_north_east_south_west():
    open_room = """
        +-+-+-+-+-+
        |S . . . .|
        + + + + + +
        |. . . . .|
        + + + + + +
        |. . . . .|
        + + + + + +
        |. . . . .|
        + + + + + +
        |. . . . G|
        +-+-+-+-+-+
    """
    for player, expected in [((0, 0), (2, 1)), ((4, 3), (3, 2)), ((0, 4), (2, 3)), ((2, 4), (2, 3)),
                             ((0, 2), (1, 2))]:
        state = place(open_room, player, [(2, 2)])
        assert play(state, ".")[0].monsters == (expected,), player


ONE_WALL = """
    +-+-+-+-+-+-+-+
    |S . . .|. . .|
    + + + + + + + +
    |. . . .|. . .|
    + + + + + + + +
    |. . . . . . G|
    +-+-+-+-+-+-+-+
"""


def test_a_wall_between_two_covered_squares_does_not_stop_a_monster():
    state = place(ONE_WALL, (1, 0), [(4, 0)])
    state, events = play(state, ".")
    assert events[-1] == MonsterMoved(0, (4, 0), (3, 0), False, False)


def test_a_wall_between_a_covered_and_an_uncovered_square_does_not_stop_a_monster():
    state = place(ONE_WALL, (1, 0), [(4, 0)])
    state, events = play(state, "E")  # (3, 0) is uncovered now, (4, 0) is not
    assert events[-1] == MonsterMoved(0, (4, 0), (3, 0), False, True)


def test_a_wall_between_two_uncovered_squares_stops_a_monster():
    state = place(ONE_WALL, (2, 0), [(4, 0)])
    state, events = play(state, "E")  # the player on (3, 0); the monster beside it behind the wall
    assert state.outcome == "playing"
    assert events[-1] == MonsterMoved(0, (4, 0), (4, 1), True, True)
    state, _ = play(state, ".")  # (4, 1) to (3, 1) would cross a wall between two uncovered squares
    assert state.monsters == ((4, 2),)


# -- meeting ------------------------------------------------------------------------------------

def test_a_monster_entering_the_players_square_loses_the_room():
    state = place(OPEN_5x3, (0, 0), [(2, 0)])
    state, _ = play(state, ".")
    assert state.monsters == ((1, 0),) and state.outcome == "playing"
    state, events = play(state, ".")
    assert events[-1] == Lost((0, 0), 0, "caught")
    assert RULES.status(state) is Status.LOST
    assert RULES.score(state) == 0


def test_walking_onto_a_monster_is_legal_and_loses_before_anything_moves():
    state = place(OPEN_5x3, (1, 0), [(2, 0)])
    assert Step("E") in RULES.legal_moves(state)
    state, events = play(state, "E")
    assert state.outcome == "lost" and state.monsters == ((2, 0),)
    assert events[0] == Moved("E", (1, 0), (2, 0))
    assert events[-1] == Lost((2, 0), 0, "walked_into")


def test_monster_one_moves_first_and_monsters_never_share_a_square():
    # monster 1 takes (1, 1); monster 2's best step was (1, 1) too, so it takes the other one
    state = place(OPEN_5x3, (0, 1), [(2, 1), (1, 2)], has_loot=True)
    state, events = play(state, ".")
    assert state.monsters == ((1, 1), (0, 2))
    assert [e.monster for e in events if isinstance(e, MonsterMoved)] == [0, 1]


def test_a_monster_whose_only_shortest_step_is_taken_waits():
    state = place(OPEN_5x3, (0, 1), [(1, 2), (2, 1)], has_loot=True)
    state, _ = play(state, ".")
    assert state.monsters == ((1, 1), (2, 1))


# -- loot, second monster, winning --------------------------------------------------------------

TWO_ROWS = """
    +-+-+-+-+-+
    |S . . . G|
    + + + + + +
    |. . . . .|
    +-+-+-+-+-+
"""


def test_reaching_g_takes_the_loot_and_brings_the_second_monster_onto_s_after_monster_one_moved():
    state = place(TWO_ROWS, (3, 0), [(1, 1)])
    state, events = play(state, "E")
    assert state.has_loot
    assert state.monsters == ((1, 0), (0, 0))
    kinds = [type(e).__name__ for e in events]
    assert kinds == ["Moved", "LootTaken", "Covered", "MonsterMoved", "MonsterSpawned"]
    assert events[1] == LootTaken((4, 0))
    assert events[-1] == MonsterSpawned(1, (0, 0), False)


def test_the_second_monster_waits_until_monster_one_has_left_s():
    state = place(TWO_ROWS, (3, 0), [(0, 1)])
    state, _ = play(state, "E")
    assert state.monsters == ((0, 0),)  # monster 1 stepped onto S: no room for the second yet
    state, events = play(state, ".")
    assert state.monsters == ((1, 0), (0, 0))
    assert events[-1] == MonsterSpawned(1, (0, 0), False)


def test_s_without_the_loot_is_an_ordinary_square():
    state = place(TWO_ROWS, (1, 0), [(4, 1)])
    state, events = play(state, "W")
    assert state.outcome == "playing" and not any(isinstance(e, Won) for e in events)


def test_back_on_s_with_the_loot_wins_before_the_monsters_move():
    state = place(TWO_ROWS, (1, 0), [(3, 1), (2, 1)], has_loot=True, turns=12)
    state, events = play(state, "W")
    assert RULES.status(state) is Status.WON
    assert state.monsters == ((3, 1), (2, 1))
    assert events[-1] == Won(13)
    assert RULES.score(state) == 1000 - 13


def test_walking_onto_a_monster_standing_on_s_loses_even_with_the_loot():
    state = place(TWO_ROWS, (1, 0), [(4, 1), (0, 0)], has_loot=True)
    state, events = play(state, "W")
    assert state.outcome == "lost" and events[-1] == Lost((0, 0), 1, "walked_into")


# -- what the player sees -----------------------------------------------------------------------

def test_observe_shows_only_monsters_on_uncovered_squares():
    state = place(OPEN_5x3, (0, 0), [(4, 2), (1, 1)], has_loot=True)
    view = RULES.observe(state, 0)
    assert view.monsters == ((0, (4, 2)), (1, (1, 1)))
    hidden = place(OPEN_5x3, (0, 0), [(3, 2), (2, 1)], has_loot=True)
    view = RULES.observe(hidden, 0)
    assert view.monsters == () and view.monsters_in_play == 2
    assert set(view.uncovered) == uncovered(hidden)


def test_monster_moves_say_which_ends_the_player_sees():
    state = place(OPEN_5x3, (0, 0), [(3, 0)])
    _, events = play(state, "E")  # the monster walks from the dark into sight
    move = events[-1]
    assert move == MonsterMoved(0, (3, 0), (2, 0), False, True) and move.visible


# -- plain data, saves, replays -----------------------------------------------------------------

def test_a_state_survives_a_round_trip_through_plain_data():
    state = place(TORCH_ROOM, (3, 1), [(6, 3), (0, 0)], lit=((3, 1),), has_loot=True, turns=7)
    assert RULES.state_from_dict(RULES.state_to_dict(state)) == state


def test_a_save_replays_to_the_same_state_and_events_serialise():
    session = Session(RULES, Params(), 5, content_for(Params()))
    for move in RULES.legal_moves(session.state)[:1] + [Wait(), Wait()]:
        for event in session.play(move):
            assert event.to_dict()["type"] == type(event).__name__
    again = Session.from_save(RULES, session.to_save())
    assert again.state == session.state and again.state.turns == 3


def test_rules_and_content_import_no_arcade_pyglet_or_pymunk():
    package = Path(__file__).resolve().parents[2] / "game" / "romb" / "pure"
    for name in ("rules.py", "content.py", "solver.py"):
        text = (package / name).read_text(encoding="utf-8")
        for banned in ("arcade", "pyglet", "pymunk"):
            assert f"import {banned}" not in text and f"from {banned}" not in text, (name, banned)


def test_the_player_sees_over_walls():
    state = place(WALLED, (1, 0), [(4, 1)])
    assert {(2, 0), (2, 1)} <= uncovered(state)


def test_a_torch_lights_its_whole_3x3_even_where_another_torch_already_lit():
    room = """
        +-+-+-+-+-+-+
        |S . . . . .|
        + + + + + + +
        |. . T T . .|
        + + + + + + +
        |. . . . . G|
        +-+-+-+-+-+-+
    """
    state = place(room, (2, 1), [(5, 2)], lit=((2, 1),))
    state, events = play(state, "E")
    lit = [e for e in events if isinstance(e, TorchLit)]
    assert lit == [TorchLit((3, 1), ((2, 0), (3, 0), (4, 0), (2, 1), (3, 1), (4, 1), (2, 2), (3, 2), (4, 2)))]
    assert state.lit == ((2, 1), (3, 1))


def test_there_is_no_undo():
    session = Session(RULES, Params(), 0, content_for(Params()))
    session.play(Wait())
    assert not RULES.allows_undo and not session.undo()


def test_observe_hides_the_walls_and_torches_of_covered_squares():
    # the seed covers the room with black tiles until seen: the view carries no wall or torch
    # of a covered square, and no Room at all
    state = start_state(room_from_picture(ONE_WALL_AND_TORCH, name="dark"))
    view = RULES.observe(state, 0)
    shown = set(view.uncovered)
    assert not hasattr(view, "room")
    assert (4, 0) not in shown and view.torches == ()
    assert view.walls == ((((0, 1), (1, 1))),)  # next to the raider: seen
    assert all(a in shown or b in shown for a, b in view.walls)
    walked, _ = play(state, "S")  # (0,1): now (1,0)..(1,2) are seen, not (3,x)
    assert ((3, 1), (4, 1)) not in RULES.observe(walked, 0).walls


ONE_WALL_AND_TORCH = """
    +-+-+-+-+-+-+
    |S . . . T .|
    + + + + + + +
    |.|. . .|. .|
    + + + + + + +
    |. . . . . G|
    +-+-+-+-+-+-+
"""
