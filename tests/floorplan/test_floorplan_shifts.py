"""Shifting: lines of either floor from either end, the spare, tiles travelling between floors,
no-pushback, tokens riding their tiles and the spare, and the turning-spare variant."""

from dataclasses import replace

import pytest
from fp_support import DRAWN, of_type, picture, play, start

from game.core.rules import IllegalMove
from game.floorplan.pure.rules import (
    ACT,
    RULES,
    SHIFT,
    STAUF,
    Carried,
    EndTurn,
    ExtraTurn,
    Shift,
    Shifted,
    Walk,
    legal_shifts,
)


def test_a_row_push_moves_the_line_one_space_and_the_far_tile_becomes_the_spare():
    state = start(DRAWN)
    far = state.tiles[9]  # (0, 4, 1): the first floor's row 1, east end
    after, events = play(state, Shift(0, "W", 1))
    assert picture(after)[0][1] == "││┘─└"
    assert after.spare == far and after.openings[after.spare] == 5  # the │ from the east end
    (shifted,) = of_type(events, Shifted)
    assert shifted.squares == tuple((0, x, 1) for x in range(5))
    assert (shifted.tile_in, shifted.tile_out, shifted.by) == (state.spare, far, 0)
    assert after.phase == ACT and after.last_shift == (0, "W", 1)


def test_a_column_push_on_the_second_floor():
    state = start(DRAWN)
    after, _ = play(state, Shift(1, "S", 3))  # column 3 upstairs, pushed in from the south (front)
    assert [row[3] for row in picture(after)[1]] == ["│", "┘", "│"]
    assert after.openings[after.spare] == 6  # ┌ fell off the back


def test_tiles_travel_between_floors_through_the_spare():
    state = start(DRAWN)
    west_end = state.tiles[5]  # (0, 0, 1)
    state, _ = play(state, Shift(0, "E", 1), EndTurn(), Shift(1, "N", 1))
    assert state.tiles[25 + 1] == west_end  # (1, 1, 0): now on the second floor


def test_lines_with_a_fixed_space_do_not_shift():
    state = start(DRAWN)
    with pytest.raises(IllegalMove, match="That row cannot shift"):
        play(state, Shift(0, "W", 0))
    with pytest.raises(IllegalMove, match="That column cannot shift"):
        play(state, Shift(1, "N", 2))
    with pytest.raises(IllegalMove, match="north, east, south or west"):
        play(state, Shift(0, "X", 1))
    assert len(legal_shifts(state)) == 12


def test_a_shift_then_the_reverse_shift_restores_the_board_and_the_tokens():
    state = start(DRAWN, visitor=(0, 4, 1), stauf=(0, 2, 1))
    for line in legal_shifts(state):
        after, _ = play(state, line)
        back = {"W": "E", "E": "W", "N": "S", "S": "N"}[line.side]
        again, _ = play(replace(after, phase=SHIFT, last_shift=None), Shift(line.floor, back, line.index))
        assert (again.tiles, again.spare, again.visitor, again.stauf) == (
            state.tiles, state.spare, state.visitor, state.stauf), line


def test_no_pushback_the_insertion_that_undoes_the_last_push_is_refused():
    state, _ = play(start(DRAWN), Shift(0, "W", 1), EndTurn())
    assert Shift(0, "E", 1) not in legal_shifts(state) and len(legal_shifts(state)) == 11
    with pytest.raises(IllegalMove, match="That push would undo the Visitor's last shift."):
        play(state, Shift(0, "E", 1))
    state, _ = play(state, Shift(1, "N", 3), EndTurn())
    with pytest.raises(IllegalMove, match="That push would undo Stauf's last shift."):
        play(state, Shift(1, "S", 3))
    play(state, Shift(0, "E", 1))  # undoing an older push is allowed


def test_no_pushback_covers_the_visitors_own_push_after_an_extra_turn():
    state = start(DRAWN, inventory=("extra_turn",))
    state, _ = play(state, Shift(0, "W", 3), ExtraTurn(), EndTurn())
    assert state.player == 0 and state.phase == SHIFT
    with pytest.raises(IllegalMove, match="That push would undo your last shift."):
        play(state, Shift(0, "E", 3))


def test_the_first_shift_of_a_round_may_go_anywhere():
    state = start(DRAWN, last_shift=(0, "W", 1), last_shift_by=STAUF)
    assert len(legal_shifts(state)) == 11
    assert len(legal_shifts(start(DRAWN))) == 12  # a new game starts a round


def test_tokens_ride_their_tile_and_fixed_spaces_never_move():
    state = start(DRAWN, visitor=(0, 1, 1), stauf=(0, 2, 4))
    tile = state.tiles[6]
    after, events = play(state, Shift(0, "W", 1))
    assert after.visitor == (0, 2, 1) and after.tiles[7] == tile
    assert after.stauf == (0, 2, 4)  # in the Foyer
    assert of_type(events, Carried) == [Carried("visitor", (0, 1, 1), (0, 2, 1))]


def test_a_token_pushed_off_rides_the_spare_and_comes_back_on_it():
    state = start(DRAWN, visitor=(0, 4, 1))
    tile = state.tiles[9]
    state, events = play(state, Shift(0, "W", 1))
    assert state.visitor is None and state.spare == tile
    assert of_type(events, Carried) == [Carried("visitor", (0, 4, 1), None)]
    with pytest.raises(IllegalMove, match="riding the spare tile"):
        play(state, Walk((0, 2, 1)))
    state, events = play(state, EndTurn(), Shift(1, "N", 1))
    assert state.visitor == (1, 1, 0) and state.tiles[26] == tile
    assert of_type(events, Carried) == [Carried("visitor", None, (1, 1, 0))]


def test_stauf_pushed_off_comes_back_with_his_own_shift():
    state = start(DRAWN, stauf=(0, 3, 4))  # column 3's front end
    state, _ = play(state, Shift(0, "N", 3), EndTurn())
    assert state.stauf is None
    state, _ = play(state, Shift(0, "W", 3))
    assert state.stauf == (0, 0, 3)
    assert EndTurn() in RULES.legal_moves(state, STAUF)


def test_the_spare_turns_only_in_the_variant():
    state = start(DRAWN)
    with pytest.raises(IllegalMove, match="cannot be turned"):
        play(state, Shift(0, "W", 1, turns=1))
    turning = start(DRAWN, rotate=True)
    assert len(legal_shifts(turning)) == 48
    after, _ = play(turning, Shift(0, "W", 1, turns=1))
    assert picture(after)[0][1][0] == "─"  # the spare │ went in a quarter turn round
    with pytest.raises(IllegalMove, match="quarter"):
        play(turning, Shift(0, "W", 1, turns=5))
