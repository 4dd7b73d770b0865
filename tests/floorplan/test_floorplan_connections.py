"""Which spaces connect: openings facing each other, fixed spaces open on all sides but never to each
other, the Stairway as one space on both floors, no wrap at the edges; and walks along them."""

from dataclasses import replace

import pytest
from fp_support import museum, of_type, play, start

from game.core.rules import IllegalMove
from game.floorplan.pure.rules import ACT, Stepped, Walk, reachable, walk_path

CASES = museum("""
    GG┐─G
    ─┐S┌┘
    F│──G
""", """
    ─┐S┌─
    ┘───└
""")


def reach_of(state, square):
    """The squares a Visitor standing on `square` could walk to."""
    return set(reachable(replace(state, visitor=square), 0))


def test_two_adjacent_fixed_spaces_do_not_connect():
    state = start(CASES)
    # G(0,0) touches G(1,0) (both fixed) and a straight ─ below that does not open north
    assert reach_of(state, (0, 0, 0)) == {(0, 0, 0)}
    assert (0, 0, 0) not in reach_of(state, (0, 1, 0))
    # a Gallery and a tile that opens toward it do connect
    assert (0, 4, 2) in reach_of(state, (0, 3, 2))


def test_a_fixed_space_connects_to_a_tile_only_when_the_tile_opens_toward_it():
    state = start(CASES)
    # ┐ (2,0) opens west onto G(1,0) and south onto the Stairway; the straight ─ (3,0) opens west
    # but ┐ has no east opening, so those two do not connect; ─ opens east onto G(4,0), and ┘ (4,1)
    # opens north onto G(4,0) and west onto ┌ (3,1)
    assert reach_of(state, (0, 3, 0)) == {(0, 3, 0), (0, 4, 0), (0, 4, 1), (0, 3, 1)}
    # ┐ (1,1) opens south and west: not north to G(1,0), not east to the Stairway
    assert (0, 1, 1) not in reach_of(state, (0, 1, 0))


def test_the_stairway_is_one_space_on_both_floors():
    state = start(CASES)
    both = {(0, 2, 1), (1, 2, 0)}
    # from the upper Stairway square the token reaches the first floor through the lower one
    assert reach_of(state, (1, 2, 0)) == both | {(0, 2, 0), (0, 1, 0)}
    assert reach_of(state, (0, 1, 0)) == both | {(0, 2, 0), (0, 1, 0)}


EDGES = museum("""
    F┌S┐─
    ─┘G┐└
""", """
    ─S─│┌
    │G─┘G
""")


def test_movement_does_not_wrap_round_the_edges_or_between_floors():
    state = start(EDGES)
    # ─ at the east end of row 0 opens east; ─ at the west end of row 1 opens west: no link
    assert reach_of(state, (0, 4, 0)) == {(0, 4, 0)}
    # └ at the last square of the first floor opens east; ─ at the first square of the second floor
    # opens west: consecutive square numbers, still no link
    assert reach_of(state, (0, 4, 1)) == {(0, 4, 1)}
    # ┐ on the first floor's bottom row opens south; │ right "below" it on the second floor opens north
    assert reach_of(state, (0, 3, 1)) == {(0, 3, 1), (0, 2, 1)}


STAIRS = museum("""
    G┌┐G
    ─┘S─
    F─┘G
""", """
    ─S─┐
    G└─┘
""")


def walking(**fields):
    """A Visitor free to walk (the shift done) on the STAIRS museum."""
    return replace(start(STAIRS, stauf=(0, 0, 2), target=(0, 3, 0), **fields), phase=ACT)


def test_a_walk_climbs_the_stairway_and_lists_every_step():
    state = walking(visitor=(1, 3, 1))
    path = [(1, 3, 1), (1, 3, 0), (1, 2, 0), (1, 1, 0), (0, 2, 1), (0, 3, 1)]
    assert walk_path(state, 0, (0, 3, 1)) == path
    state, events = play(state, Walk((0, 3, 1)))
    assert [(s.by, s.origin, s.to) for s in of_type(events, Stepped)] == [(0, a, b) for a, b in zip(path, path[1:])]
    assert state.visitor == (0, 3, 1)


def test_walking_from_one_stairway_square_to_the_other_is_a_climb():
    state = walking(visitor=(0, 2, 1))
    state, events = play(state, Walk((1, 1, 0)))
    assert [(s.origin, s.to) for s in of_type(events, Stepped)] == [((0, 2, 1), (1, 1, 0))]


def test_a_walk_must_follow_open_paths():
    state = walking(visitor=(1, 3, 1))
    with pytest.raises(IllegalMove, match="No open path leads to the G2"):
        play(state, Walk((0, 3, 0)))
    with pytest.raises(IllegalMove, match="You are already there"):
        play(state, Walk((1, 3, 1)))
    with pytest.raises(IllegalMove, match="no such space"):
        play(state, Walk((2, 0, 0)))
    with pytest.raises(IllegalMove, match="no such space"):
        play(state, Walk((0, 4, 0)))
