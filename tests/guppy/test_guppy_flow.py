"""Guppy's flow: new games, scissors, new cloths, the end of the game, refused moves and scene helpers."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.core.rules import IllegalMove, Status
from game.core.session import Session
from game.guppy.pure import rules as guppy_rules
from game.guppy.pure.content import content_for
from game.guppy.pure.rules import (
    BLUE,
    BROWN,
    GREEN,
    HOLE,
    NO_SCISSORS,
    ORANGE,
    PURPLE,
    RED,
    RULES,
    TAN,
    YELLOW,
    Cut,
    Dye,
    EndGame,
    GameOver,
    GetNewCloth,
    NewCloth,
    Params,
    PatchCut,
    PickScissors,
    PutDownScissors,
    ScissorsPicked,
    ScissorsPutDown,
    Sponge,
    cut_value,
    orders,
    patches,
)

#: The shipped difficulty table (data/guppy.toml).
TABLE = content_for(None)


def cloth_state(level: int, picture: str, beads: str | None = None, **fields):
    """A cloth picture as a game of `level` on the shipped difficulty table."""
    return guppy_rules.cloth_state(level, picture, beads, table=TABLE, **fields)


def play(state, *moves):
    """Apply moves in turn; return the last state and every event."""
    return RULES.apply_all(state, moves)


def test_a_new_game_has_the_levels_tools_orders_and_a_cloth_of_its_palette():
    state = RULES.new_game(Params(level=2), content_for(Params(level=2)), 5)
    assert (state.width, state.height, len(state.board)) == (9, 9, 81)
    assert state.dye == (4, 4, 4) and state.sponges == 8  # the storyboard's level 2
    assert (state.level.order_size, state.level.min_patch) == (14, 7)
    assert state.orders == (RED, BLUE, YELLOW, GREEN)
    assert set(state.board) == {RED, BLUE, YELLOW, GREEN}
    assert (state.cloth, state.score, state.holding, state.over) == (1, 0, NO_SCISSORS, False)
    top = RULES.new_game(Params(level=6), content_for(Params(level=6)), 5)
    assert top.orders == (RED, BLUE, YELLOW, GREEN, ORANGE, PURPLE)
    assert set(top.board) == {TAN, RED, BLUE, PURPLE, YELLOW, ORANGE, GREEN, BROWN}
    assert RULES.new_game(Params(), TABLE, 5) == RULES.new_game(Params(level=1), TABLE, 5)
    assert RULES.new_game(Params(), TABLE, 5).board != RULES.new_game(Params(), TABLE, 6).board


def test_a_level_outside_one_to_ten_is_refused():
    with pytest.raises(ValueError, match="levels 1 to 10"):
        RULES.new_game(Params(level=11), content_for(Params(level=11)), 1)


def test_a_new_game_needs_the_difficulty_table():
    with pytest.raises(ValueError, match="difficulty table"):
        RULES.new_game(Params(level=2), None, 1)
    with pytest.raises(ValueError, match="difficulty table"):
        guppy_rules.level_spec(2, None)
    with pytest.raises(ValueError, match="difficulty table"):
        guppy_rules.cloth_state(2, "rr\nbb", table=None)
    assert RULES.content_type is guppy_rules.GuppyTable


#: The rule of saves made before scissors were spent by their first cut.
OLD_RULE = Params(level=2, scissors="pick-up")


def test_under_the_old_rule_picking_other_scissors_puts_the_held_pair_down_for_good():
    state = RULES.new_game(OLD_RULE, content_for(OLD_RULE), 1)
    state, events = play(state, PickScissors(RED), PickScissors(BLUE))
    assert events == [ScissorsPicked(RED), ScissorsPutDown(RED), ScissorsPicked(BLUE)]
    assert state.holding == BLUE and state.spent == (RED,)
    with pytest.raises(IllegalMove, match="The red scissors have already been used"):
        RULES.apply(state, PickScissors(RED))
    with pytest.raises(IllegalMove, match="already holding the blue scissors"):
        RULES.apply(state, PickScissors(BLUE))
    assert [(o.colour, o.scissors) for o in orders(state)] == [
        (RED, "spent"), (BLUE, "held"), (YELLOW, "ready"), (GREEN, "ready")]


def test_tools_wait_until_the_scissors_are_put_down():
    state, _ = play(RULES.new_game(Params(level=2), content_for(Params(level=2)), 1), PickScissors(RED))
    with pytest.raises(IllegalMove, match="Put the scissors down before using dye"):
        RULES.apply(state, Dye(RED, (4, 4)))
    with pytest.raises(IllegalMove, match="Put the scissors down before using a sponge"):
        RULES.apply(state, Sponge((4, 4)))
    state, events = play(state, PutDownScissors())
    assert events == [ScissorsPutDown(RED, spent=False)] and state.holding == NO_SCISSORS
    with pytest.raises(IllegalMove, match="not holding any scissors"):
        RULES.apply(state, PutDownScissors())


def test_under_the_old_rule_putting_down_the_last_scissors_ends_the_game():
    old = Params(level=1, scissors="pick-up")
    state = RULES.new_game(old, content_for(old), 3)  # three orders: red, blue, yellow
    state, _ = play(state, PickScissors(RED), PickScissors(BLUE), PickScissors(YELLOW))
    assert RULES.status(state) == Status.PLAYING
    state, events = play(state, PutDownScissors())
    assert events == [ScissorsPutDown(YELLOW), GameOver(0)]
    assert state.over and RULES.status(state) == Status.WON and RULES.legal_moves(state) == []
    with pytest.raises(IllegalMove, match="The game is over"):
        RULES.apply(state, GetNewCloth())


def test_the_player_may_end_the_game_at_any_time():
    state = cloth_state(2, "gggggggtt\nttttttttt")
    state, events = play(state, PickScissors(GREEN), Cut((0, 0)), EndGame())
    assert [type(e) for e in events[-2:]] == [ScissorsPutDown, GameOver]
    assert events[-1].score == 196 == RULES.score(state)
    assert state.over and RULES.status(state) == Status.WON


def test_a_new_cloth_keeps_the_tools_and_drops_used_orders():
    # red picked up and put back uncut stays unspent; green cut a patch and is spent
    state = cloth_state(2, "gggggggtt\nttttttttt", dye=(1, 2, 3), sponges=5)
    state, _ = play(state, PickScissors(RED), PutDownScissors(), PickScissors(GREEN), Cut((0, 0)))
    after, events = play(state, GetNewCloth())
    assert events[0] == ScissorsPutDown(GREEN, spent=True) and len(events) == 2
    assert events[1] == NewCloth(2, after.board, (RED, BLUE, YELLOW))
    assert after.orders == (RED, BLUE, YELLOW) and after.spent == (GREEN,)
    assert (after.dye, after.sponges, after.score, after.cloth) == ((1, 2, 3), 5, 196, 2)
    assert HOLE not in after.board and after.bonused == () and after.filled_here == ()
    with pytest.raises(IllegalMove, match="no order for green on this cloth"):
        RULES.apply(after, PickScissors(GREEN))


def test_under_the_old_rule_a_new_cloth_needs_scissors_picked_up_on_this_one():
    state = RULES.new_game(OLD_RULE, content_for(OLD_RULE), 3)
    assert GetNewCloth() not in RULES.legal_moves(state)
    with pytest.raises(IllegalMove, match="Pick up a pair of scissors on this cloth"):
        RULES.apply(state, GetNewCloth())
    held, _ = play(state, PickScissors(YELLOW))
    assert GetNewCloth() in RULES.legal_moves(held)
    after, _ = play(held, GetNewCloth())
    assert after.orders == (RED, BLUE, GREEN)
    with pytest.raises(IllegalMove, match="Pick up a pair of scissors on this cloth"):
        RULES.apply(after, GetNewCloth())


def test_under_the_old_rule_no_new_cloth_without_scissors_to_use_on_it():
    old = Params(level=1, scissors="pick-up")
    state, _ = play(RULES.new_game(old, TABLE, 3), PickScissors(RED), PickScissors(BLUE),
                    PickScissors(YELLOW))
    assert GetNewCloth() not in RULES.legal_moves(state)
    with pytest.raises(IllegalMove, match="No orders are left for a new cloth"):
        RULES.apply(state, GetNewCloth())


@pytest.mark.parametrize("move,reason", [
    (Cut((0, 0)), "Pick up the scissors of an order first"),
    (Dye(14, (0, 0)), "Dye comes in red, blue and yellow only"),
    (Dye(RED, (9, 0)), "That tile is not on the cloth"),
    (Sponge((0, -1)), "That tile is not on the cloth"),
    (PickScissors(TAN), "There is no order for tan on this cloth"),
    (PickScissors(3), "There is no order for that colour on this cloth"),
])
def test_refused_moves_say_why(move, reason):
    with pytest.raises(IllegalMove, match=reason):
        RULES.apply(RULES.new_game(Params(level=2), content_for(Params(level=2)), 1), move)


def test_empty_buckets_and_sponges_are_refused():
    state = replace(RULES.new_game(Params(level=2), content_for(Params(level=2)), 1), dye=(4, 0, 4), sponges=0)
    with pytest.raises(IllegalMove, match="There is no blue dye left"):
        RULES.apply(state, Dye(BLUE, (4, 4)))
    with pytest.raises(IllegalMove, match="There are no sponges left"):
        RULES.apply(state, Sponge((4, 4)))


CUTTABLE = """
    rrrrrrrbb
    bbbbbbbbb
    .rrrrrrtt
"""


@pytest.mark.parametrize("cell,reason", [
    ((0, 2), "already been cut out"),
    ((0, 1), "These are the red scissors; that tile is blue"),
    ((1, 2), "This patch has 6 tiles; a patch needs at least 7"),
])
def test_refused_cuts_say_why(cell, reason):
    state, _ = play(cloth_state(2, CUTTABLE), PickScissors(RED))
    with pytest.raises(IllegalMove, match=reason):
        RULES.apply(state, Cut(cell))


def test_patches_lists_what_the_scissors_can_still_cut():
    state = cloth_state(2, CUTTABLE)
    assert [(p.colour, len(p.cells)) for p in patches(state)] == [(RED, 7), (BLUE, 11)]
    assert patches(state, BLUE)[0].cells[0] == (7, 0)
    uncut, _ = play(state, PickScissors(BLUE), PickScissors(RED))  # blue put back uncut: unspent
    assert [p.colour for p in patches(uncut)] == [RED, BLUE]
    spent, _ = play(replace(state, scissors="pick-up"), PickScissors(BLUE), PickScissors(RED))
    assert [p.colour for p in patches(spent)] == [RED]


def test_cut_value_previews_the_points_of_a_legal_cut_only():
    state, _ = play(cloth_state(2, CUTTABLE), PickScissors(RED))
    assert cut_value(state, (3, 0)) == 2 * 1 * 7 * 7
    assert cut_value(state, (3, 2)) is None and cut_value(state, (3, 1)) is None


def test_orders_view_tracks_progress_until_filled():
    state, _ = play(cloth_state(2, "rrrrrrrtt\nttttttttt\nrrrrrrrtt"), PickScissors(RED), Cut((0, 0)))
    red = orders(state)[0]
    assert (red.colour, red.size, red.progress, red.filled) == (RED, 14, 7, False)
    state, _ = play(state, Cut((0, 2)))
    assert orders(state)[0].filled and orders(state)[1].progress == 0


def test_a_random_cloths_ready_made_patch_can_be_cut_without_dye():
    state = RULES.new_game(Params(level=6), content_for(Params(level=6)), 11)
    patch = patches(state)[0]
    after, events = play(state, PickScissors(patch.colour), Cut(patch.cells[0]))
    assert [e.cells for e in events if isinstance(e, PatchCut)] == [patch.cells]
    assert all(after.board[y * 9 + x] == HOLE for x, y in patch.cells)


def test_there_is_no_undo():
    session = Session(RULES, Params(level=2), 1, content_for(Params(level=2)))
    session.play(PickScissors(RED))
    assert not RULES.allows_undo and not session.can_undo() and not session.undo()
    assert session.state.holding == RED
