"""Pharaoh Tomb rules: scenario cases from issue 3 and the decisions in docs/rules/pharaoh.md.

Boards are pictures built on a dead background, (x + y) % 4, where no swap, diagonal swap or
placement makes a line and kinds 4 and 5 never appear; a scenario paints a few 4s and 5s on it, so
exactly the intended move works. Assertions read the events of clearing round 1 (`step_events`);
later rounds come from seeded random refills.
"""

from __future__ import annotations

import ast
from pathlib import Path

import msgspec
import pytest

from game.core.grid import Cell
from game.core.rng import Rng
from game.core.rules import IllegalMove, Status
from game.core.serial import DataError
from game.pharaoh.pure import rules as pr
from game.pharaoh.pure.ai import first_move
from game.pharaoh.pure.content import content_for
from game.pharaoh.pure.rules import (
    CROOKER,
    GLYPH,
    KEY,
    KEY_PIECE,
    RULES,
    CascadeStep,
    Cleared,
    CrookerUsed,
    Fell,
    GameOver,
    LevelPassed,
    PieceAwarded,
    PieceLost,
    Place,
    Placed,
    Spawned,
    Swap,
    Swapped,
    UseCrooker,
    kinds,
    marks_passed,
    pieces_available,
    score_for,
    target,
)

#: The shipped level table (data/pharaoh.toml), as loaded and as the rules carry it.
TABLE = content_for(pr.Params())
SHIPPED = pr.Table.of(TABLE)


def state_from_picture(text: str, level: int = 1, **fields) -> pr.State:
    """A state from a board picture, on the shipped level table."""
    return pr.state_from_picture(text, level, table=TABLE, **fields)


def picture(changes: dict[Cell, int] | None = None) -> str:
    """The dead background with some cells painted."""
    changes = changes or {}
    return "\n".join("".join(str(changes.get((x, y), (x + y) % 4)) for x in range(8))
                     for y in range(8))


def has_line(board: tuple[int, ...]) -> bool:
    """True when a row or column holds three equal kinds in a row."""
    rows = [board[y * 8:(y + 1) * 8] for y in range(8)]
    columns = [board[x::8] for x in range(8)]
    return any(line[i] == line[i + 1] == line[i + 2] for line in rows + columns for i in range(6))


def step_events(events: list, number: int) -> list:
    """The events of clearing round `number` (from its CascadeStep to the next one)."""
    out, inside = [], False
    for event in events:
        if isinstance(event, CascadeStep):
            inside = event.number == number
        elif inside:
            out.append(event)
    return out


def of(kind: type, events: list) -> list:
    """The events of one type."""
    return [e for e in events if isinstance(e, kind)]


# -- the formulas -------------------------------------------------------------------------------------
@pytest.mark.parametrize("level, n, points", [
    (1, 3, 2), (1, 4, 3), (1, 5, 5), (1, 8, 33),     # 1 + 2^(N-3), far under the cap
    (2, 5, 11), (3, 6, 67), (10, 3, 11),
    (2, 10, 400),                                   # 2 + 3^7 = 2189, capped at 20*2*10
    (5, 8, 800),                                    # 5 + 6^5 = 7781, capped at 20*5*8
    (3, 7, 259),                                    # 3 + 4^4 = 259 < 420: not capped
    (4, 7, 560),                                    # 4 + 5^4 = 629 > 560: capped
])
def test_score_formula_and_cap(level, n, points):
    assert score_for(level, n) == points


def test_the_rules_play_the_shipped_table_and_past_its_last_row_the_target_steps_on():
    assert [target(level, SHIPPED) for level in range(1, 9)] == [500, 450, 400, 350, 300, 350, 400, 450]
    assert target(20, SHIPPED) == 1050
    # past the last row (20): the last row repeats, its target 50 higher per level
    assert [target(level, SHIPPED) for level in (21, 22, 30)] == [1100, 1150, 1550]
    assert [kinds(level, SHIPPED) for level in (1, 2, 3, 4, 5, 6, 7, 21, 99)] == [6, 7, 8, 9, 10, 10, 10, 10, 10]
    assert pieces_available(1, SHIPPED) == ()
    assert pieces_available(2, SHIPPED) == (GLYPH,)
    assert pieces_available(3, SHIPPED) == (GLYPH, KEY_PIECE)
    assert pieces_available(4, SHIPPED) == pieces_available(30, SHIPPED) == (GLYPH, KEY_PIECE, CROOKER)
    with pytest.raises(ValueError):
        target(0, SHIPPED)


def test_new_game_needs_a_level_table():
    with pytest.raises(ValueError, match="level table"):
        RULES.new_game(pr.Params(), None, 1)
    with pytest.raises(ValueError, match="level table"):
        pr.state_from_picture(picture(), table=None)
    assert RULES.content_type is pr.LevelTable


def test_marks_are_exact_fractions_in_panel_order():
    # level 2: 450 to remove; the first quarter is 112.5, so 113 passes it and 112 does not
    assert marks_passed(2, 110, 112, SHIPPED) == []
    assert marks_passed(2, 110, 113, SHIPPED) == [(1, 4, GLYPH)]
    # level 4 (350): every mark from 0 to 349, in order; the target itself is no mark
    assert marks_passed(4, 0, 349, SHIPPED) == list(pr.MARKS) == list(SHIPPED.marks)
    assert marks_passed(4, 349, 360, SHIPPED) == []
    assert marks_passed(4, 174, 175, SHIPPED) == [(1, 2, GLYPH), (1, 2, CROOKER)]


# -- new games and pictures ------------------------------------------------------------------------------
@pytest.mark.parametrize("level", [1, 2, 5, 9])
def test_new_board_has_no_line_a_move_and_the_level_kinds(level):
    for seed in range(25):
        state = RULES.new_game(pr.Params(start_level=level), content_for(pr.Params(start_level=level)), seed)
        assert state.level == level and state.score == state.removed == 0
        assert not state.over and RULES.status(state) is Status.PLAYING
        assert not has_line(state.board)
        assert set(state.board) <= set(range(kinds(level, SHIPPED)))
        assert any(isinstance(m, Swap) for m in RULES.legal_moves(state))


def test_same_seed_same_board_other_seed_other_board():
    a, b = RULES.new_game(pr.Params(), TABLE, 5), RULES.new_game(pr.Params(), TABLE, 5)
    assert a == b
    assert RULES.new_game(pr.Params(), TABLE, 6).board != a.board


@pytest.mark.parametrize("bad, message", [
    ("0123", "8 rows"),
    (picture().replace("0", "x", 1), "not a kind"),
    (picture({(0, 0): 6}), "not a kind at level 1"),
    (picture({(0, 0): 5, (1, 0): 5, (2, 0): 5}), "already has a line"),
])
def test_state_from_picture_refuses_bad_pictures(bad, message):
    with pytest.raises(ValueError, match=message):
        state_from_picture(bad)


def test_picture_round_trip():
    text = picture({(3, 3): 5})
    assert pr.board_picture(state_from_picture(text).board) == text


# -- swaps --------------------------------------------------------------------------------------------
def test_swap_clears_a_line_and_the_column_falls_and_refills():
    state = state_from_picture(picture({(0, 3): 5, (1, 3): 5, (2, 4): 5}), score=10, removed=7)
    new, events = RULES.apply(state, Swap((2, 3), (2, 4)))
    assert events[0] == Swapped((2, 3), (2, 4), False, 0)
    assert events[1] == CascadeStep(1)
    first = step_events(events, 1)
    assert first[0] == Cleared(((0, 3), (1, 3), (2, 3)), 3, 2, 5, 1)
    # column 0: the three glyphs above row 3 drop one row each, one new glyph drops in at the top
    assert [e for e in of(Fell, first) if e.from_cell[0] == 0] == [
        Fell((0, 2), (0, 3), 2), Fell((0, 1), (0, 2), 1), Fell((0, 0), (0, 1), 0)]
    spawned = of(Spawned, first)
    assert [(e.cell, e.from_cell) for e in spawned] == [((x, 0), (x, -1)) for x in range(3)]
    assert all(0 <= e.kind < kinds(1, SHIPPED) for e in spawned)
    gained = sum(e.points for e in of(Cleared, events))
    assert new.score == 10 + gained and gained >= 2
    assert new.removed == 7 + sum(e.n for e in of(Cleared, events))


def test_swap_may_name_the_cells_in_either_order():
    state = state_from_picture(picture({(0, 3): 5, (1, 3): 5, (2, 4): 5}))
    assert RULES.apply(state, Swap((2, 4), (2, 3)))[0] == RULES.apply(state, Swap((2, 3), (2, 4)))[0]


@pytest.mark.parametrize("move, reason", [
    (Swap((0, 0), (2, 0)), "neighbouring"),
    (Swap((0, 0), (0, 0)), "neighbouring"),
    (Swap((7, 7), (8, 7)), "on the board"),
    (Swap((3, 3), (4, 3)), "no line"),
    (Swap((3, 2), (2, 3)), "crooker"),
    (UseCrooker(), "no space crooker"),
    (Place(GLYPH, (2, 3)), "no free hieroglyph"),
    (Place(KEY_PIECE, (2, 3)), "no universal key"),
    (Place(CROOKER, (2, 3)), "used, not placed"),
    (Place("scarab", (2, 3)), "no pocket piece"),
])
def test_refused_moves_say_why_and_change_nothing(move, reason):
    state = state_from_picture(picture({(0, 3): 5, (1, 3): 5, (3, 2): 5, (2, 4): 5}))
    snapshot = RULES.state_to_dict(state)
    with pytest.raises(IllegalMove, match=reason):
        RULES.apply(state, move)
    assert RULES.state_to_dict(state) == snapshot


def test_l_shape_is_one_combination_of_five():
    # row 3: 5 5 _ 5 ; column 2 below: 5 5 ; swapping (2,3)<->(3,3) makes an L of five
    state = state_from_picture(picture({(0, 3): 5, (1, 3): 5, (3, 3): 5, (2, 4): 5, (2, 5): 5}))
    _, events = RULES.apply(state, Swap((2, 3), (3, 3)))
    cleared = of(Cleared, step_events(events, 1))
    assert cleared == [Cleared(((0, 3), (1, 3), (2, 3), (2, 4), (2, 5)), 5, score_for(1, 5), 5, 1)]


def test_t_shape_is_one_combination_of_five():
    state = state_from_picture(picture({(1, 3): 5, (3, 3): 5, (2, 2): 5, (2, 4): 5, (2, 5): 5}))
    _, events = RULES.apply(state, Swap((2, 2), (2, 3)))
    cleared = of(Cleared, step_events(events, 1))
    assert [(c.n, c.kind, c.points) for c in cleared] == [(5, 5, 5)]
    assert set(cleared[0].cells) == {(1, 3), (2, 3), (3, 3), (2, 4), (2, 5)}


def test_one_swap_making_two_lines_of_two_kinds_scores_two_combinations():
    # swapping (2,3)=4 with (2,4)=5 puts the 5 into row 3 (5 5 5) and the 4 into row 4 (4 4 4)
    state = state_from_picture(picture({(0, 3): 5, (1, 3): 5, (2, 3): 4, (2, 4): 5,
                                        (0, 4): 4, (1, 4): 4}))
    _, events = RULES.apply(state, Swap((2, 3), (2, 4)))
    cleared = of(Cleared, step_events(events, 1))
    assert [(c.kind, c.n, c.points) for c in cleared] == [(5, 3, 2), (4, 3, 2)]


# -- the pocket: free hieroglyph and key ------------------------------------------------------------------
def test_free_hieroglyph_goes_on_any_cell_line_or_not():
    # the seed: it "can be inserted by player to any place" and replaces what is there
    state = state_from_picture(picture({(0, 3): 5, (1, 3): 5}), 2, glyph=5)
    aside, events = RULES.apply(state, Place(GLYPH, (5, 5)))
    assert events[0] == Placed(GLYPH, (5, 5), 5, state.board[5 * 8 + 5])
    assert not of(Cleared, events) and aside.over == (events[-1] == GameOver(0, 2))  # nothing left here
    assert aside.glyph is None and aside.board[5 * 8 + 5] == 5 and aside.score == state.score
    assert [m for m in RULES.legal_moves(state) if isinstance(m, Place)] == \
        [Place(GLYPH, (2, 3))] + [Place(GLYPH, (x, y)) for y in range(8) for x in range(8) if (x, y) != (2, 3)]
    new, events = RULES.apply(state, Place(GLYPH, (2, 3)))
    assert events[0] == Placed(GLYPH, (2, 3), 5, 1)
    assert of(Cleared, step_events(events, 1))[0].cells == ((0, 3), (1, 3), (2, 3))
    refills = [e.kind for e in of(PieceAwarded, events) if e.piece == GLYPH]
    assert new.glyph == (refills[0] if refills else None)  # only a cascade award could refill it


def test_key_completes_two_lines_of_different_kinds():
    # row 3: 5 5 [key] 4 4 -> two combinations, the key counted in each, removed once
    state = state_from_picture(picture({(0, 3): 5, (1, 3): 5, (3, 3): 4, (4, 3): 4}), 3, key=True)
    new, events = RULES.apply(state, Place(KEY_PIECE, (2, 3)))
    assert events[0] == Placed(KEY_PIECE, (2, 3), KEY, 1)
    first = step_events(events, 1)
    cleared = of(Cleared, first)
    assert cleared == [Cleared(((0, 3), (1, 3), (2, 3)), 3, score_for(3, 3), 5, 1),
                       Cleared(((2, 3), (3, 3), (4, 3)), 3, score_for(3, 3), 4, 1)]
    assert len({c for e in cleared for c in e.cells}) == 5
    assert len(of(Spawned, first)) == 5
    assert not new.key and KEY not in new.board


def test_key_completes_a_row_and_a_column_of_different_kinds():
    state = state_from_picture(picture({(0, 3): 5, (1, 3): 5, (2, 4): 4, (2, 5): 4}), 3, key=True)
    _, events = RULES.apply(state, Place(KEY_PIECE, (2, 3)))
    assert [(c.kind, c.n) for c in of(Cleared, step_events(events, 1))] == [(5, 3), (4, 3)]


def test_key_inside_a_run_of_one_kind_makes_one_longer_combination():
    state = state_from_picture(picture({(0, 3): 5, (1, 3): 5, (3, 3): 5}), 3, key=True)
    _, events = RULES.apply(state, Place(KEY_PIECE, (2, 3)))
    assert [(c.kind, c.n) for c in of(Cleared, step_events(events, 1))] == [(5, 4)]


def test_key_must_make_a_line():
    state = state_from_picture(picture({(0, 3): 5, (1, 3): 5}), 3, key=True)
    with pytest.raises(IllegalMove, match="universal key makes no line"):
        RULES.apply(state, Place(KEY_PIECE, (4, 4)))


# -- awards ---------------------------------------------------------------------------------------------
FOUR = {(0, 3): 5, (1, 3): 5, (3, 3): 5, (2, 2): 5}     # swap (2,2)<->(2,3): a row of four
FIVE = {**FOUR, (4, 3): 5}                              # a row of five
SIX = {**FOUR, (2, 4): 5, (2, 5): 5}                    # a row of four crossing a column of three


def awards_of_first_step(changes, level, **pocket):
    """The (piece, reason) awards and losses of round 1 after the swap (2,2)<->(2,3)."""
    state = state_from_picture(picture(changes), level, **pocket)
    new, events = RULES.apply(state, Swap((2, 2), (2, 3)))
    first = step_events(events, 1)
    return ([(e.piece, e.reason) for e in of(PieceAwarded, first)],
            [(e.piece, e.reason) for e in of(PieceLost, first)], new, first)


def test_level_one_awards_nothing():
    assert awards_of_first_step(SIX, 1)[:2] == ([], [])


def test_combination_of_four_awards_a_free_hieroglyph_from_level_two():
    awarded, lost, _, first = awards_of_first_step(FOUR, 2)
    assert awarded == [(GLYPH, "combination of 4")] and lost == []
    glyph = of(PieceAwarded, first)[0]
    assert 0 <= glyph.kind < kinds(2, SHIPPED)


def test_combination_of_five_awards_the_key_only_from_level_three():
    assert awards_of_first_step(FIVE, 2)[:2] == ([(GLYPH, "combination of 5")], [])  # no key, none lost
    assert awards_of_first_step(FIVE, 3)[0] == [(GLYPH, "combination of 5"),
                                                (KEY_PIECE, "combination of 5")]


def test_combination_of_six_awards_all_three_from_level_four():
    assert awards_of_first_step(SIX, 3)[0] == [(GLYPH, "combination of 6"),
                                               (KEY_PIECE, "combination of 6")]
    awarded, _, new, _ = awards_of_first_step(SIX, 4)
    assert [p for p, _ in awarded] == [GLYPH, KEY_PIECE, CROOKER]
    assert new.key and new.crooker and new.glyph is not None


def test_an_award_while_holding_one_is_lost():
    awarded, lost, new, _ = awards_of_first_step(SIX, 4, glyph=2, key=True, crooker=True)
    assert awarded == []
    assert lost == [(GLYPH, "combination of 6"), (KEY_PIECE, "combination of 6"),
                    (CROOKER, "combination of 6")]
    assert new.glyph == 2 and new.key and new.crooker


def test_passing_a_quarter_awards_a_free_hieroglyph_exactly_at_the_mark():
    board = {(0, 3): 5, (1, 3): 5, (2, 4): 5}          # a line of three
    state = state_from_picture(picture(board), 2, removed=109)
    _, events = RULES.apply(state, Swap((2, 3), (2, 4)))  # 112 < 112.5: no mark yet
    assert of(PieceAwarded, step_events(events, 1)) == []
    state = state_from_picture(picture(board), 2, removed=110)
    _, events = RULES.apply(state, Swap((2, 3), (2, 4)))  # 113: the first quarter
    assert [(e.piece, e.reason) for e in of(PieceAwarded, step_events(events, 1))] == [
        (GLYPH, "1/4 of the level")]


def test_passing_a_third_awards_a_key_and_half_awards_glyph_then_crooker():
    board = {(0, 3): 5, (1, 3): 5, (2, 4): 5}
    state = state_from_picture(picture(board), 3, removed=132)    # 400 / 3 = 133.3
    _, events = RULES.apply(state, Swap((2, 3), (2, 4)))
    assert [(e.piece, e.reason) for e in of(PieceAwarded, step_events(events, 1))] == [
        (KEY_PIECE, "1/3 of the level")]
    state = state_from_picture(picture(board), 4, removed=173)    # 350 / 2 = 175
    _, events = RULES.apply(state, Swap((2, 3), (2, 4)))
    assert [(e.piece, e.reason) for e in of(PieceAwarded, step_events(events, 1))] == [
        (GLYPH, "1/2 of the level"), (CROOKER, "1/2 of the level")]


def test_combination_awards_come_before_mark_awards():
    state = state_from_picture(picture(FOUR), 2, removed=110)
    _, events = RULES.apply(state, Swap((2, 2), (2, 3)))
    first = step_events(events, 1)
    assert [(e.piece, e.reason) for e in of(PieceAwarded, first)] == [(GLYPH, "combination of 4")]
    assert [(e.piece, e.reason) for e in of(PieceLost, first)] == [(GLYPH, "1/4 of the level")]


# -- the crooker ---------------------------------------------------------------------------------------
DIAGONAL_BOARD = {(0, 3): 5, (1, 3): 5, (3, 2): 5}     # (3,2)<->(2,3) diagonally makes 5 5 5


def test_using_the_crooker_grants_three_diagonal_swaps():
    state = state_from_picture(picture(DIAGONAL_BOARD), 4, crooker=True)
    assert RULES.legal_moves(state) == [UseCrooker()] and first_move(state) == UseCrooker()
    used, events = RULES.apply(state, UseCrooker())
    assert events == [CrookerUsed(3)]
    assert not used.crooker and used.charges == 3 and used.board == state.board
    assert RULES.legal_moves(used) == [Swap((3, 2), (2, 3))]
    new, events = RULES.apply(used, Swap((3, 2), (2, 3)))
    assert events[0] == Swapped((3, 2), (2, 3), True, 2)
    assert new.charges == 2
    assert of(Cleared, step_events(events, 1))[0].cells == ((0, 3), (1, 3), (2, 3))


def test_a_refused_diagonal_swap_spends_no_charge():
    state = state_from_picture(picture(DIAGONAL_BOARD), 4, charges=1)
    with pytest.raises(IllegalMove, match="no line"):
        RULES.apply(state, Swap((4, 4), (5, 5)))
    assert state.charges == 1


def test_using_a_crooker_adds_to_charges_left():
    state = state_from_picture(picture(DIAGONAL_BOARD), 4, crooker=True, charges=2)
    assert RULES.apply(state, UseCrooker())[0].charges == 5


def test_diagonal_swap_without_crooker_is_refused():
    # an orthogonal move elsewhere, (7,6)<->(7,7), keeps the game going
    state = state_from_picture(picture({**DIAGONAL_BOARD, (5, 6): 4, (6, 6): 4, (7, 7): 4}), 4)
    assert RULES.legal_moves(state) == [Swap((7, 6), (7, 7))]
    with pytest.raises(IllegalMove, match="need the space crooker"):
        RULES.apply(state, Swap((3, 2), (2, 3)))


# -- game over ------------------------------------------------------------------------------------------
def test_dead_board_is_game_over():
    state = state_from_picture(picture())
    assert state.over and RULES.status(state) is Status.LOST
    assert RULES.legal_moves(state) == [] and first_move(state) is None
    with pytest.raises(IllegalMove, match="game is over"):
        RULES.apply(state, Swap((0, 0), (1, 0)))


@pytest.mark.parametrize("pocket, over", [
    ({}, True),                                   # no swap of any kind makes a line
    ({"glyph": 5}, False),                        # the free 5 on (2,0) makes 5 5 5
    ({"glyph": 4}, False),                        # a free 4 makes no line, but it may go anywhere
    ({"key": True}, False),                       # the key on (2,0) makes 5 5 key
    ({"charges": 3}, True),                       # no diagonal swap makes a line either
    ({"crooker": True}, True),
])
def test_game_over_counts_pocket_pieces(pocket, over):
    state = state_from_picture(picture({(0, 0): 5, (1, 0): 5}), 4, **pocket)
    assert state.over is over
    assert (RULES.legal_moves(state) == []) is over


@pytest.mark.parametrize("pocket, over", [({}, True), ({"charges": 1}, False), ({"crooker": True}, False)])
def test_game_over_counts_diagonal_swaps_only_with_charges_or_a_crooker(pocket, over):
    state = state_from_picture(picture(DIAGONAL_BOARD), 4, **pocket)
    assert state.over is over


def test_game_over_event_ends_a_turn_that_leaves_no_move():
    # play seeded random games until one ends; its last event is GameOver and no move is left
    state = RULES.new_game(pr.Params(start_level=5), content_for(pr.Params(start_level=5)), 3)
    pick = Rng(3)
    for _ in range(2000):
        state, events = RULES.apply(state, pick.choice(RULES.legal_moves(state)))
        if state.over:
            break
    assert state.over
    assert events[-1] == GameOver(state.score, state.level)
    assert not any(isinstance(e, GameOver) for e in events[:-1])


# -- level passing ----------------------------------------------------------------------------------------
def test_reaching_the_target_passes_the_level_on_a_fresh_board():
    state = state_from_picture(picture({(0, 3): 5, (1, 3): 5, (2, 4): 5}), 4, removed=348,
                               score=1000, crooker=True, charges=2)
    new, events = RULES.apply(state, Swap((2, 3), (2, 4)))
    passed = of(LevelPassed, events)
    assert len(passed) == 1 and not of(CascadeStep, events[events.index(passed[0]):])
    event = passed[0]
    assert (event.passed, event.level, event.target, event.kinds) == (4, 5, 300, 10)
    assert new.level == 5 and new.removed == 0 and new.board == event.board
    assert new.score == 1000 + sum(e.points for e in of(Cleared, events))
    assert all(e.points == score_for(4, e.n) for e in of(Cleared, events))
    assert new.crooker and new.charges == 2             # the pocket travels with the player
    assert not has_line(new.board)
    assert any(isinstance(m, Swap) for m in RULES.legal_moves(new))


def test_just_under_the_target_does_not_pass():
    state = state_from_picture(picture({(0, 3): 5, (1, 3): 5, (2, 4): 5}), 1, removed=400)
    new, events = RULES.apply(state, Swap((2, 3), (2, 4)))
    assert new.level == 1 and not of(LevelPassed, events)


# -- hint -------------------------------------------------------------------------------------------------
def test_hint_is_the_first_legal_move():
    for seed in range(10):
        state = RULES.new_game(pr.Params(), content_for(pr.Params()), seed)
        assert first_move(state) == RULES.legal_moves(state)[0]
    placement_only = state_from_picture(picture({(0, 0): 5, (1, 0): 5}), 2, glyph=5)
    assert first_move(placement_only) == Place(GLYPH, (2, 0))


def test_hint_sets_up_a_swap_with_the_free_hieroglyph_when_nothing_makes_a_line():
    # two 5s apart on a dead board: a free 5 makes no line anywhere, but on (1,0) it leaves the
    # swap (2,0)<->(2,1) that makes 5 5 5; the hint places it where it sets up such a swap
    state = state_from_picture(picture({(0, 0): 5, (2, 1): 5}), 4, glyph=5)
    assert not any(isinstance(m, Swap) for m in RULES.legal_moves(state))
    move = first_move(state)
    assert isinstance(move, Place) and move.piece == GLYPH and move in RULES.legal_moves(state)
    after, events = RULES.apply(state, move)
    assert not of(Cleared, events) and not after.over
    assert any(isinstance(m, Swap) for m in RULES.legal_moves(after))


def test_a_held_free_hieroglyph_keeps_the_game_going_until_it_is_placed():
    state = state_from_picture(picture(), 2, glyph=3)
    assert not state.over and isinstance(first_move(state), Place)
    assert len(RULES.legal_moves(state)) == 64


# -- data and purity ---------------------------------------------------------------------------------------
def test_state_round_trips_through_plain_data():
    state = state_from_picture(picture({(0, 0): 5}), 4, glyph=3, key=True, crooker=True,
                               charges=2, score=99, removed=12, seed=42)
    assert RULES.state_from_dict(RULES.state_to_dict(state)) == state
    fresh = RULES.new_game(pr.Params(start_level=3), content_for(pr.Params(start_level=3)), 1)
    assert RULES.state_from_dict(RULES.state_to_dict(fresh)) == fresh


def test_moves_and_events_are_plain_data():
    for move in (Swap((1, 2), (2, 2)), Place(KEY_PIECE, (0, 7)), UseCrooker()):
        assert RULES.move_from_dict(move.to_dict()) == move
    state = state_from_picture(picture({(0, 3): 5, (1, 3): 5, (2, 4): 5}))
    _, events = RULES.apply(state, Swap((2, 3), (2, 4)))
    assert events[2].to_dict() == {"type": "Cleared", "cells": ((0, 3), (1, 3), (2, 3)), "n": 3,
                                   "points": 2, "kind": 5, "step": 1}
    assert all(msgspec.json.decode(msgspec.json.encode(e.to_dict()))["type"] for e in events)


def test_rules_and_content_import_no_graphics():
    for name in ("rules.py", "content.py", "__init__.py"):
        tree = ast.parse((Path(pr.__file__).parent / name).read_text())
        imported = {alias.name.split(".")[0] for node in ast.walk(tree)
                    if isinstance(node, ast.Import) for alias in node.names}
        imported |= {(node.module or "").split(".")[0] for node in ast.walk(tree)
                     if isinstance(node, ast.ImportFrom)}
        assert not imported & {"arcade", "pyglet", "pymunk"}, name


def test_params_default_is_a_valid_new_game():
    state = RULES.new_game(RULES.params_type(), content_for(RULES.params_type()), 0)
    assert state.level == 1
    assert RULES.params_from_dict({"start_level": 3}) == pr.Params(start_level=3)
    with pytest.raises(DataError):
        RULES.params_from_dict({"start_level": 0})
