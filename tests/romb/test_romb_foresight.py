"""What the player is shown of the spirits' next move: the view's `holding` walls (the ones that stop
a spirit now) and `next_steps` (where each spirit in sight steps if the player waits), both worked
out from the view alone and both agreeing with the turn the rules then play."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from game.romb.pure.content import room_from_picture
from game.romb.pure.rules import RULES, State, Step, Wait, foresee, start_state
from tests.romb.test_romb_props import rooms

#: The repro of the issue: room 1 as it was, Right, Down, Space, Space, Down.
OLD_FIRST = room_from_picture("""
    +-+-+-+-+-+
    |S . . . .|
    + + +-+ + +
    |. .|. . .|
    + + + + + +
    |. . . . G|
    +-+-+-+-+-+
""")


def test_a_wall_holds_only_with_both_its_squares_uncovered_and_the_view_says_which():
    state = start_state(OLD_FIRST)
    for move in (Step("E"), Step("S"), Wait(), Wait(), Step("S")):
        state, _ = RULES.apply(state, move)
    view = RULES.observe(state)
    top_of_spirit = ((2, 0), (2, 1))  # drawn (its south square is uncovered) but the north one is dark
    beside = ((1, 1), (2, 1))
    assert top_of_spirit in view.walls and top_of_spirit not in view.holding
    assert beside in view.holding
    assert set(view.holding) == {w for w in view.walls if set(w) <= set(view.uncovered)}


def test_the_next_step_shown_is_where_the_spirit_goes_when_the_player_waits():
    state = State(room=OLD_FIRST, player=(1, 2), monsters=((3, 1),))
    view = RULES.observe(state)
    assert view.monsters == () and view.next_steps == ()  # (3,1) is dark: nothing to foresee
    state = replace(state, monsters=((2, 1),))
    view = RULES.observe(state)
    assert view.next_steps == ((0, (2, 2)),)
    after, _ = RULES.apply(state, Wait())
    assert after.monsters == ((2, 2),)


def test_a_spirit_that_stays_has_no_next_step():
    lit = room_from_picture("""
        +-+-+-+-+-+
        |S . T . .|
        + + + + + +
        |. . . . G|
        +-+-+-+-+-+
    """)
    state = replace(start_state(lit), player=(2, 0), lit=((2, 0),), monsters=((4, 1),))
    assert RULES.observe(state).monsters == ((0, (4, 1)),)
    assert RULES.observe(state).next_steps == ()  # the raider stands in light: no spirit moves


@settings(max_examples=300, deadline=None)
@given(room=rooms(), choices=st.lists(st.integers(0, 4), max_size=30))
def test_foresight_from_the_view_matches_the_rules_whenever_every_spirit_is_in_sight(room, choices):
    state = start_state(room)
    for choice in choices:
        moves = RULES.legal_moves(state)
        if not moves:
            break
        state, _ = RULES.apply(state, moves[choice % len(moves)])
    if state.outcome != "playing":
        return
    view = RULES.observe(state)
    assert view.next_steps == foresee(view)
    if len(view.monsters) < len(state.monsters):
        return  # a spirit out of sight may stand in the way of one in sight: not the view's to know
    after, _ = RULES.apply(state, Wait())
    moved = tuple((n, m) for n, (m, old) in enumerate(zip(after.monsters, state.monsters)) if m != old)
    assert view.next_steps == moved
