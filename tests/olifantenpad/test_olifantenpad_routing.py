"""Visitor routing as the rules page orders it: cheapest, then most sidewalk, then fewest bends, then an
even split with the remainder to the right-most routes. Each park is written inline."""

from olifantenpad_helpers import CORNER, hour, new, of, with_cells

from game.olifantenpad.pure.geometry import geometry, step_table
from game.olifantenpad.pure.park import DIRECTIONS, park_from_picture
from game.olifantenpad.pure.routing import Router, general_direction, rightness, visitor_weights
from game.olifantenpad.pure.rules import Plan, Scored, VisitorsWalked


def split(park, origin, target, size, wear=None):
    geo = geometry(park)
    levels = [0] * geo.size
    for (x, y), level in (wear or {}).items():
        levels[y * geo.width + x] = level
    router = Router(geo, step_table(geo, frozenset()), visitor_weights(geo, levels))
    result = router.split(geo.gate_index[origin], geo.gate_index[target], size)
    return result, [(tuple(geo.cell(c) for c in route), count) for route, count in result.routes]


def test_the_seeds_example_three_visitors_take_the_trail_shortcut_and_its_owner_scores_six():
    # given the corner: round it over the sidewalk costs 5 cells x 2 = 10
    state = new(CORNER, [[("A", "B", 3)]])
    alone, routes = split(state.park, "A", "B", 3)
    assert alone.cost == 10 and routes == [(((0, 0), (1, 0), (2, 0), (3, 1), (3, 2), (3, 3)), 3)]
    # when the player enters through gate A and lays a 2-cell trail across the corner
    state, events = hour(state, Plan(((1, 1), (2, 2)), gate=(0, 0)))
    # then the group takes it (3 + 3 + 2 for gate B = 8) and every footstep on the trail is a point
    walked = of(events, VisitorsWalked)[0]
    assert walked.cost == 8
    assert walked.routes == ((((0, 0), (1, 1), (2, 2), (3, 3)), 3),)
    assert of(events, Scored) == [Scored(0, 6, 6)]
    assert state.scores == (6,)


def test_visitors_never_step_on_grass_and_a_trail_that_saves_nothing_is_ignored():
    state = new(CORNER, [[("A", "B", 3)]])
    # a trail along the sidewalk is no cheaper than the sidewalk: nobody walks it
    state, events = hour(state, Plan(((0, 1), (1, 2)), gate=(0, 0)))
    walked = of(events, VisitorsWalked)[0]
    assert walked.cost == 10 and (0, 1) not in walked.routes[0][0]
    assert state.scores == (0,)


TWO_WAYS = """
    A=.
    =~=
    .=B
"""


def test_routes_that_part_at_the_first_step_split_with_the_remainder_to_the_right():
    # facing south-east from the top-left gate, the route that first goes south is to the right
    park = park_from_picture(TWO_WAYS)
    result, routes = split(park, "A", "B", 3)
    assert result.cost == 6 and result.tied == 2
    assert routes == [(((0, 0), (0, 1), (1, 2), (2, 2)), 2), (((0, 0), (1, 0), (2, 1), (2, 2)), 1)]
    # walking the other way (north-west) the right-hand route is the one that first goes north
    _, back = split(park, "B", "A", 3)
    assert back == [(((2, 2), (2, 1), (1, 0), (0, 0)), 2), (((2, 2), (1, 2), (0, 1), (0, 0)), 1)]


def test_an_even_group_splits_evenly_and_fewer_visitors_than_routes_go_right_first():
    park = park_from_picture(TWO_WAYS)
    assert [count for _, count in split(park, "A", "B", 4)[1]] == [2, 2]
    _, one = split(park, "A", "B", 1)
    assert one == [(((0, 0), (0, 1), (1, 2), (2, 2)), 1)]


ISLAND = """
    ..===..
    A==~==B
    ..===..
"""


def test_routes_that_part_later_order_by_the_direction_walked_into_the_parting_cell():
    park = park_from_picture(ISLAND)
    result, routes = split(park, "A", "B", 5)
    # routes round the pond with 4 bends lose to the two with 3; those part at (2, 1), walking east:
    # south-east is to the right, so the southern route takes the remainder
    assert (result.cost, result.sidewalk, result.bends, result.tied) == (12, 6, 3, 2)
    assert routes == [(((0, 1), (1, 1), (2, 1), (3, 2), (4, 1), (5, 1), (6, 1)), 3),
                      (((0, 1), (1, 1), (2, 1), (3, 0), (4, 1), (5, 1), (6, 1)), 2)]


def test_at_equal_cost_the_route_with_more_sidewalk_wins():
    # (1, 0) is grass worn to a path: it costs 2 like sidewalk but is not sidewalk
    park = park_from_picture("""
        A..
        =~=
        .=B
    """)
    result, routes = split(park, "A", "B", 3, wear={(1, 0): 2})
    assert result.cost == 6 and result.tied == 1
    assert routes == [(((0, 0), (0, 1), (1, 2), (2, 2)), 3)]


def test_cost_comes_before_sidewalk_a_cheaper_trail_route_wins_over_more_sidewalk():
    park = park_from_picture(CORNER)
    result, routes = split(park, "A", "B", 2, wear={(1, 1): 1, (2, 2): 1})
    assert result.cost == 8 and result.sidewalk == 1
    assert routes == [(((0, 0), (1, 1), (2, 2), (3, 3)), 2)]


def test_equal_cost_routes_of_different_length_prefer_sidewalk_cells():
    # 4 sidewalk cells (8) against 2 trail cells and gate B (3 + 3 + 2 = 8): the sidewalk wins
    park = park_from_picture("""
        A=..
        ..=.
        ...=
        ...B
    """)
    result, routes = split(park, "A", "B", 2, wear={(1, 1): 1, (2, 2): 1})
    assert (result.cost, result.sidewalk, result.tied) == (8, 4, 1)
    assert routes == [(((0, 0), (1, 0), (2, 1), (3, 2), (3, 3)), 2)]


def test_more_tied_routes_than_visitors_give_one_each_to_the_right_most():
    park = park_from_picture("""
        ..A..
        .===.
        .=~=.
        .===.
        ..B..
    """)
    result, routes = split(park, "A", "B", 1)
    # two routes of 2 bends round the pond; heading south, the western one is to the right
    assert result.bends == 2 and result.tied == 2
    assert routes == [(((2, 0), (1, 1), (1, 2), (1, 3), (2, 4)), 1)]


def test_general_direction_and_rightness():
    assert DIRECTIONS[general_direction(3, 3)] == (1, 1)
    assert DIRECTIONS[general_direction(5, 1)] == (1, 0)
    assert DIRECTIONS[general_direction(5, 3)] == (1, 1)
    assert DIRECTIONS[general_direction(-1, -7)] == (0, -1)
    se, s, e = DIRECTIONS.index((1, 1)), DIRECTIONS.index((0, 1)), DIRECTIONS.index((1, 0))
    assert rightness(se, s) == 1 and rightness(se, e) == -1 and rightness(e, e) == 0
    assert rightness(e, DIRECTIONS.index((-1, 0))) == 4


def test_visitor_routes_are_shown_to_everyone_with_their_split():
    state = new(TWO_WAYS, [[("A", "B", 3)]], players=2)
    state = with_cells(state)
    state, events = hour(state, Plan(), Plan())
    walked = of(events, VisitorsWalked)[0]
    assert [count for _, count in walked.routes] == [2, 1] and not walked.school_trip
