"""Olifantenpad rules, each from a small park written inline: walking, wear, ownership, closures,
regrowth, hours, hidden plans and the outcome."""

import pytest
from olifantenpad_helpers import CORNER, hour, new, of, with_cells

from game.core.rules import IllegalMove, Status
from game.olifantenpad.pure.rules import (
    GREY,
    NOBODY,
    RULES,
    Claimed,
    Closed,
    FencesOpened,
    GameOver,
    HourEnded,
    Params,
    Plan,
    Planned,
    Regrew,
    Scored,
    VisitorsWalked,
    Walked,
    Worn,
    step_options,
)

MEADOW = """
    A======B
    ........
    ..t.t...
    ........
    C======D
"""


# -- walking ------------------------------------------------------------------------------------
def test_everyone_starts_outside_and_all_players_plan_at_once():
    state = new(MEADOW, players=3)
    assert state.positions == (None, None, None) and state.hour == 0
    assert RULES.to_move(state) == (0, 1, 2)
    state, events = RULES.apply(state, Plan(((1, 1),), gate=(0, 0)), 1)
    assert RULES.to_move(state) == (0, 2) and events == [Planned(1, ((1, 1),), (0, 0))]


def test_entering_through_a_gate_numbers_the_steps_3_4_5():
    state, events = hour(new(MEADOW), Plan(((1, 1), (2, 1), (3, 1)), gate=(0, 0)))
    assert of(events, Walked) == [Walked(0, None, (0, 0), ((1, 1), (2, 1), (3, 1)), (3, 4, 5))]
    assert state.positions == ((3, 1),)


def test_a_walk_from_inside_numbers_the_steps_1_to_5_and_may_cross_its_own_cells():
    state, _ = hour(new(MEADOW), Plan(((1, 1),), gate=(0, 0)))
    steps = ((2, 1), (1, 1), (2, 1), (3, 1), (3, 2))
    state, events = hour(state, Plan(steps))
    assert of(events, Walked)[0].numbers == (1, 2, 3, 4, 5)
    assert state.level((2, 1)) == 2 and state.level((1, 1)) == 2


@pytest.mark.parametrize("plan, reason", [
    (Plan(((1, 1),)), "You are outside the park: enter through a gate first."),
    (Plan(((1, 1),), gate=(1, 1)), "(1, 1) is not a gate; enter the park through one of its gates."),
    (Plan((), gate=(0, 0)), "Step into the park from the gate, or plan nothing"),
    (Plan(((1, 1), (2, 1), (3, 1), (4, 1)), gate=(0, 0)), "Entering through a gate leaves 3 steps"),
    (Plan(((2, 1),), gate=(0, 0)), "Step 3 to (2, 1) is not next to (0, 0)"),
    (Plan(((1, 1), (2, 2)), gate=(0, 0)), "Step 4 runs into a tree at (2, 2)."),
    (Plan(((-1, 1),), gate=(0, 0)), "Step 3 to (-1, 1) leaves the park."),
])
def test_refused_walks_say_why(plan, reason):
    state = new(MEADOW)
    with pytest.raises(IllegalMove) as refused:
        RULES.apply(state, plan, 0)
    assert refused.value.reason.startswith(reason)
    assert RULES.to_move(state) == (0,)


def test_at_most_five_steps_and_no_squeeze_between_two_obstacles():
    state, _ = hour(new(MEADOW), Plan(((1, 1), (2, 1), (3, 2)), gate=(0, 0)))
    with pytest.raises(IllegalMove, match="at most 5 steps"):
        RULES.apply(state, Plan(((3, 1), (3, 2), (3, 1), (3, 2), (3, 1), (3, 2))), 0)
    # a diagonal past one tree is open
    assert (4, 3) in step_options(state.park, (), (3, 2))
    park_two_trees = new("""
        A=..
        .t..
        t...
        ....
    """)
    state, _ = hour(park_two_trees, Plan(((0, 1),), gate=(0, 0)))
    with pytest.raises(IllegalMove, match="squeezes diagonally between two obstacles or fences"):
        RULES.apply(state, Plan(((1, 2),)), 0)


def test_sidewalk_may_be_walked_but_never_wears_or_is_owned():
    state, events = hour(new(MEADOW), Plan(((1, 0), (2, 0)), gate=(0, 0)))
    assert state.level((1, 0)) == 0 and state.owner_of((1, 0)) == NOBODY
    assert not of(events, Worn) and not of(events, Claimed)
    assert state.positions == ((2, 0),)


def test_an_empty_plan_stands_still_or_stays_outside():
    state, _ = hour(new(MEADOW, players=2), Plan(((1, 1),), gate=(0, 0)), Plan())
    assert state.positions == ((1, 1), None)
    state, _ = hour(state, Plan(), Plan())
    assert state.positions == ((1, 1), None) and state.level((1, 1)) == 0  # unwalked trail regrew


def test_a_player_inside_may_enter_again_through_any_gate():
    state, _ = hour(new(MEADOW), Plan(((1, 1),), gate=(0, 0)))
    state, events = hour(state, Plan(((6, 3),), gate=(7, 4)))
    assert of(events, Walked)[0] == Walked(0, None, (7, 4), ((6, 3),), (3,))
    assert state.positions == ((6, 3),)


# -- wear and ownership ---------------------------------------------------------------------------
def test_every_step_wears_one_level_up_to_fixed_path():
    state = new(MEADOW, players=2)
    state, events = hour(state, Plan(((1, 1), (2, 1), (1, 1)), gate=(0, 0)), Plan(((1, 1),), gate=(0, 0)))
    assert state.level((1, 1)) == 3 and state.level((2, 1)) == 1
    assert of(events, Worn) == [Worn((((1, 1), 3), ((2, 1), 1)))]
    state, _ = hour(state, Plan(((2, 1), (1, 1))), Plan(((2, 1), (1, 1))))
    assert state.level((1, 1)) == 3 and state.level((2, 1)) == 3  # never past fixed path


def test_the_lowest_step_number_wins_a_free_cell_and_an_equal_lowest_turns_it_grey():
    state = with_cells(new(MEADOW, players=3), positions=[(1, 1), (5, 1), None])
    state, events = hour(
        state,
        Plan(((2, 1), (3, 1), (4, 1))),                  # steps 1, 2, 3
        Plan(((4, 1), (3, 1))),                          # steps 1, 2
        Plan(((1, 3), (2, 3), (3, 3)), gate=(0, 4)),     # steps 3, 4, 5
    )
    assert state.owner_of((2, 1)) == 0
    assert state.owner_of((3, 1)) == GREY      # step 2 of both
    assert state.owner_of((4, 1)) == 1         # step 1 of player 1 beats step 3 of player 0
    assert state.owner_of((1, 3)) == 2 and state.owner_of((1, 1)) == NOBODY
    claimed = dict(of(events, Claimed)[0].cells)
    assert claimed == {(2, 1): 0, (3, 1): GREY, (4, 1): 1, (1, 3): 2, (2, 3): 2, (3, 3): 2}


def test_an_equal_lowest_step_between_two_players_makes_the_cell_grey():
    state = with_cells(new(MEADOW, players=2), positions=[(1, 1), (3, 1)])
    state, _ = hour(state, Plan(((2, 1),)), Plan(((2, 1),)))
    assert state.owner_of((2, 1)) == GREY and state.level((2, 1)) == 2


def test_an_owned_cell_keeps_its_owner_when_others_walk_it():
    state = with_cells(new(MEADOW, players=2), wear={(2, 1): 1}, owner={(2, 1): 1}, positions=[(1, 1), None])
    state, _ = hour(state, Plan(((2, 1),)), Plan())
    assert state.owner_of((2, 1)) == 1 and state.level((2, 1)) == 2


# -- visitors, points, closures -------------------------------------------------------------------
def test_five_footsteps_on_a_cell_close_the_owners_stretch_for_the_next_hour_then_grass():
    state = new(CORNER, [[("A", "B", 5)], [("A", "B", 5)]], players=2)
    state, events = hour(state, Plan(((1, 1), (2, 2)), gate=(0, 0)), Plan())
    assert of(events, Scored) == [Scored(0, 10, 10)]
    assert of(events, Closed) == [Closed(0, ((1, 1), (2, 2)), ((1, 1), (2, 2)))]
    assert state.fences == ((1, 1), (2, 2))
    assert state.level((1, 1)) == 0 and state.owner_of((1, 1)) == NOBODY
    # during the next hour nobody may step on the fence and the visitors go round again
    with pytest.raises(IllegalMove, match="runs into a fence at"):
        RULES.apply(state, Plan(((1, 2), (2, 2))), 0)
    state, events = hour(state, Plan(), Plan())
    assert of(events, VisitorsWalked)[0].cost == 10
    assert of(events, FencesOpened) == [FencesOpened(((1, 1), (2, 2)))]
    assert state.fences == () and state.scores == (10, 0)
    state, _ = hour(state, Plan(((1, 1),)), Plan())  # grass again: walkable
    assert state.level((1, 1)) == 1


def test_footsteps_of_several_groups_add_up_to_a_closure():
    state = new(CORNER, [[("A", "B", 3), ("A", "B", 2)]])
    state, events = hour(state, Plan(((1, 1), (2, 2)), gate=(0, 0)))
    assert state.scores == (10,) and of(events, Closed)[0].cells == ((1, 1), (2, 2))


def test_a_closure_takes_only_the_busy_cells_owner():
    # the trail is (1, 1) of player 0 then (2, 2) of player 1: five footsteps close each owner's own
    state = with_cells(new(CORNER, [[("A", "B", 5)]], players=2),
                       wear={(1, 1): 1, (2, 2): 1}, owner={(1, 1): 0, (2, 2): 1})
    state, events = hour(state, Plan(), Plan())
    assert [(c.owner, c.cells) for c in of(events, Closed)] == [(0, ((1, 1),)), (1, ((2, 2),))]
    assert state.scores == (5, 5)


def test_a_closure_takes_the_owners_cells_on_every_route_of_the_group_that_stepped_on_it():
    # nine visitors split round the pond: 5 by the south path (busy), 4 by the north path (not)
    state = with_cells(new("""
        .....
        A=~=B
        =...=
        =====
    """, [[("A", "B", 9)]], players=2), wear={(2, 0): 2, (2, 2): 2}, owner={(2, 0): 0, (2, 2): 0})
    state, events = hour(state, Plan(), Plan())
    walked = of(events, VisitorsWalked)[0]
    assert [(route[2], count) for route, count in walked.routes] == [((2, 2), 5), ((2, 0), 4)]
    assert of(events, Closed) == [Closed(0, ((2, 0), (2, 2)), ((2, 2),))]
    assert state.fences == ((2, 0), (2, 2)) and state.scores == (9, 0)


def test_grey_cells_score_nothing_and_never_close():
    state = with_cells(new(CORNER, [[("A", "B", 5)]]), wear={(1, 1): 1, (2, 2): 1},
                       owner={(1, 1): GREY, (2, 2): GREY})
    state, events = hour(state, Plan())
    assert state.scores == (0,) and not of(events, Closed) and state.level((1, 1)) == 1


# -- regrowth -------------------------------------------------------------------------------------
def test_unwalked_trail_and_path_drop_a_level_and_fixed_path_stays():
    state = with_cells(new(MEADOW), wear={(1, 1): 1, (2, 1): 2, (3, 1): 3, (5, 1): 1},
                       owner={(1, 1): 0, (2, 1): 0, (3, 1): 0, (5, 1): 0}, positions=[(5, 1)])
    state, events = hour(state, Plan(((5, 2),)))
    assert of(events, Regrew) == [Regrew((((1, 1), 0), ((2, 1), 1), ((5, 1), 0)))]
    assert state.level((1, 1)) == 0 and state.owner_of((1, 1)) == NOBODY
    assert state.level((2, 1)) == 1 and state.owner_of((2, 1)) == 0
    assert state.level((3, 1)) == 3 and state.owner_of((3, 1)) == 0
    # (5, 1) was stood on but not stepped on this hour: it regrew too
    assert state.level((5, 2)) == 1


def test_a_trail_the_visitors_walk_does_not_regrow():
    state, _ = hour(new(CORNER, [[("A", "B", 3)], [("A", "B", 3)]]), Plan(((1, 1), (2, 2)), gate=(0, 0)))
    state, events = hour(state, Plan())
    assert state.level((1, 1)) == 1 and state.scores == (12,) and not of(events, Regrew)


# -- hours and the end ----------------------------------------------------------------------------
def test_five_hours_then_the_most_points_win():
    state = new(CORNER, [[("A", "B", 3)]] * 5, players=2)
    labels = []
    for n in range(5):
        first = Plan(((1, 1), (2, 2)), gate=(0, 0)) if n == 0 else Plan()
        state, events = hour(state, first, Plan())
        labels.append(of(events, HourEnded)[0].label)
    assert labels == ["13:00", "14:00", "15:00", "16:00", "17:00"]
    assert RULES.to_move(state) == () and state.over
    assert of(events, GameOver) == [GameOver((30, 0), (0,))]
    outcome = RULES.outcome(state)
    assert outcome.results == (Status.WON, Status.LOST) and outcome.scores == (30, 0)
    assert outcome.reason == "Player 1 wins with 30 points."
    with pytest.raises(IllegalMove, match="The park has closed"):
        RULES.apply(state, Plan(), 0)


def test_an_equal_score_is_a_draw():
    state = new(CORNER, players=3)
    for _ in range(5):
        state, _ = hour(state, Plan(), Plan(), Plan())
    outcome = RULES.outcome(state)
    assert outcome.results == (Status.DRAW,) * 3 and "draw" in outcome.reason
    assert RULES.status(state) == Status.DRAW


def test_a_player_plans_once_an_hour():
    state, _ = RULES.apply(new(MEADOW, players=2), Plan(), 0)
    with pytest.raises(IllegalMove, match="Player 1 has already planned a walk for 13:00."):
        RULES.apply(state, Plan(), 0)
    assert RULES.legal_moves(state, 0) == []


def test_the_school_trip_comes_once_between_14_and_17_with_five_children():
    from game.olifantenpad.pure.content import find_park

    park = find_park("pond-ring")
    for seed in range(20):
        state = RULES.new_game(Params(players=2), park, seed)
        assert 1 <= state.school_trip.hour <= 4
        trips = []
        while not state.over:
            state, events = hour(state, Plan(), Plan())
            trips += [(state.hour - 1, e) for e in of(events, VisitorsWalked) if e.school_trip]
        assert len(trips) == 1 and trips[0][1].size == 5 and trips[0][0] >= 1


def test_new_game_checks_players_and_content():
    with pytest.raises(ValueError):
        RULES.new_game(Params(players=5), new(MEADOW).park, 1)
    with pytest.raises(ValueError):
        RULES.new_game(Params(), None, 1)


# -- hidden plans ---------------------------------------------------------------------------------
def test_no_view_shows_another_players_pending_plan():
    state = new(MEADOW, players=3)
    secret = Plan(((1, 1), (2, 1)), gate=(0, 0))
    state, events = RULES.apply(state, secret, 0)
    mine, theirs = RULES.observe(state, 0), RULES.observe(state, 1)
    assert mine.plan == secret and theirs.plan is None
    assert theirs.planned == (True, False, False)
    assert "(2, 1)" not in repr(theirs) and "(2, 1)" not in repr(RULES.observe(state, 2))
    assert RULES.events_for(state, events, 0) == events
    assert RULES.events_for(state, events, 1) == [Planned(0, hidden=True)]


def test_after_the_hour_every_walk_is_public():
    state = new(MEADOW, players=2)
    state, _ = RULES.apply(state, Plan(((1, 1),), gate=(0, 0)), 0)
    state, events = RULES.apply(state, Plan(((6, 1),), gate=(7, 0)), 1)
    seen = RULES.events_for(state, events, 0)
    assert Planned(1, hidden=True) in seen
    assert [w.steps for w in of(seen, Walked)] == [((1, 1),), ((6, 1),)]
    assert RULES.observe(state, 0).plan is None and RULES.observe(state, 1).planned == (False, False)


def test_the_school_trip_is_hidden_until_it_has_come():
    from game.olifantenpad.pure.content import find_park

    state = RULES.new_game(Params(players=2), find_park("pond-ring"), 3)
    trip = state.school_trip
    while state.hour <= trip.hour:
        assert RULES.observe(state, 0).school_trip is None
        state, _ = hour(state, Plan(), Plan())
    assert RULES.observe(state, 1).school_trip == trip


def test_legal_moves_agree_with_apply_on_a_small_park():
    state, _ = hour(new(CORNER, players=2), Plan(((1, 1),), gate=(0, 0)), Plan())
    moves = RULES.legal_moves(state, 0)
    assert len(moves) == len(set(moves))
    for move in moves:
        RULES.apply(state, move, 0)
    assert Plan() in moves and Plan(((2, 2), (3, 3)),) in moves
    # everything one step further is refused
    for move in moves:
        if len(move.steps) == 5:
            longer = Plan((*move.steps, move.steps[-2]))
            with pytest.raises(IllegalMove):
                RULES.apply(state, longer, 0)
            break


def test_resolving_an_hour_with_four_players_and_all_groups_is_fast():
    import statistics
    import time

    from game.olifantenpad.pure.content import find_park

    park = find_park("market-square")
    state = RULES.new_game(Params(players=4, seats=()), park, 1)
    walks = (Plan(((5, 1), (6, 2), (7, 3)), gate=(4, 0)), Plan(((10, 1), (9, 2), (8, 3)), gate=(11, 0)),
             Plan(((1, 6), (2, 7), (3, 8)), gate=(0, 5)), Plan(((8, 10), (7, 9), (6, 8)), gate=(9, 11)))
    for plan, player in zip(walks[:3], range(3)):
        state, _ = RULES.apply(state, plan, player)
    times = []
    for _ in range(30):
        started = time.thread_time()
        RULES.apply(state, walks[3], 3)
        times.append(time.thread_time() - started)
    assert statistics.median(times) < 0.020  # the budget: 20 ms (CPU time, so a busy machine cannot fail it)
