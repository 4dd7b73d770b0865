"""The visitor preview (`preview.py`): the hour as the planner would see it resolve with their own
walk, the points it would earn, and why visitors keep off a walk that earns nothing."""

from __future__ import annotations

import time

from olifantenpad_helpers import CORNER, new, with_cells

from game.olifantenpad.pure.content import load, load_settings
from game.olifantenpad.pure.preview import preview
from game.olifantenpad.pure.rules import RULES, Params, Plan, step_options

LINE = """
    A===B
    .....
    .....
"""


def test_the_seeds_example_previews_six_points_over_the_new_trail():
    state = new(CORNER, [[("A", "B", 3)]])
    plan = Plan(((1, 1), (2, 2)), gate=(0, 0))
    shown = preview(RULES.observe(state, 0), plan)
    assert shown.points == 6 and shown.why == ""
    (group,) = shown.groups
    assert group.points == 6 and [cells for cells, _ in group.routes] == [((0, 0), (1, 1), (2, 2), (3, 3))]
    # and it agrees with the rules resolving the same walk
    after, _ = RULES.apply(state, plan, 0)
    assert after.scores == (6,)


def test_without_a_walk_the_preview_shows_the_sidewalk_routes_and_no_points():
    state = new(CORNER, [[("A", "B", 3)]])
    shown = preview(RULES.observe(state, 0), Plan())
    assert shown.points == 0 and shown.why == ""
    assert all(cell[0] == 3 or cell[1] == 0 for cells, _ in shown.groups[0].routes for cell in cells)


def test_a_path_that_ties_the_sidewalk_says_they_prefer_the_sidewalk():
    # the walk wears (1, 1) twice: a path, cost 2, as dear as the sidewalk beside it
    state = new(LINE, [[("A", "B", 3)]])
    shown = preview(RULES.observe(state, 0), Plan(((1, 1), (0, 1), (1, 1)), gate=(0, 0)))
    assert shown.points == 0
    assert shown.why == "At equal cost (8) they prefer the sidewalk."
    after, _ = RULES.apply(state, Plan(((1, 1), (0, 1), (1, 1)), gate=(0, 0)), 0)
    assert after.scores == (0,)


def test_a_dearer_trail_says_what_each_way_costs():
    state = new(LINE, [[("A", "B", 3)]])
    shown = preview(RULES.observe(state, 0), Plan(((1, 1), (2, 1), (3, 1)), gate=(0, 0)))
    assert shown.points == 0 and shown.why == "Over your trail they pay 9, by the sidewalk 8."


def test_a_trail_cut_off_by_grass_says_visitors_never_step_on_grass():
    state = with_cells(new(LINE, [[("A", "B", 3)]]), positions=[(2, 2)])
    shown = preview(RULES.observe(state, 0), Plan(((3, 2),)))
    assert shown.points == 0 and "never step on grass" in shown.why


def test_the_preview_never_shows_another_players_secret_plan():
    state = RULES.new_game(Params(players=2, seats=()), new(CORNER, [[("A", "B", 3)]]).park, 1)
    theirs, _ = RULES.apply(state, Plan(((1, 1), (2, 2)), gate=(0, 0)), 1)
    mine = Plan(((2, 1),), gate=(3, 0))
    assert preview(RULES.observe(theirs, 0), mine) == preview(RULES.observe(state, 0), mine)


def test_the_preview_takes_a_few_milliseconds_on_the_shipped_parks():
    """It runs in the frame of a click or key, so it must stay far inside the 8 ms frame budget."""
    size = load_settings().school_trip_size
    times = []
    for record in load():
        state = RULES.new_game(Params(players=4, seats=()), record.park(size), 2)
        view = RULES.observe(state, 0)
        gate = state.park.gates[0].cell
        steps, here = [], gate
        for _ in range(3):
            here = step_options(state.park, (), here)[0]
            steps.append(here)
        for n in range(1, 4):
            started = time.thread_time()
            preview(view, Plan(tuple(steps[:n]), gate=gate))
            times.append(time.thread_time() - started)
    times.sort()
    assert times[len(times) // 2] < 0.004, times
