"""Guppy scoring, orders, patch bonuses and beads, each case computed by hand from the seed's formulas."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.core.rng import Rng
from game.guppy.pure import rules as guppy_rules
from game.guppy.pure.content import content_for
from game.guppy.pure.rules import (
    BLACK_BEAD,
    BLUE,
    GREEN,
    NO_BEAD,
    RED,
    RULES,
    WHITE_BEAD,
    YELLOW,
    BeadAppeared,
    BeadBlackened,
    BeadLost,
    BonusAwarded,
    Cut,
    Dye,
    GetNewCloth,
    OrderFilled,
    PatchCut,
    PickScissors,
    PutDownScissors,
    Sponge,
    patch_praise,
)

#: The shipped difficulty table (data/guppy.toml).
TABLE = content_for(None)


def cloth_state(level: int, picture: str, beads: str | None = None, **fields):
    """A cloth picture as a game of `level` on the shipped difficulty table."""
    return guppy_rules.cloth_state(level, picture, beads, table=TABLE, **fields)


def play(state, *moves):
    """Apply moves in turn; return the last state and every event."""
    return RULES.apply_all(state, moves)


def of(kind, events):
    return [e for e in events if isinstance(e, kind)]


# -- cutting ---------------------------------------------------------------------------------------
SEVEN_GREEN = """
    gggggggtt
    ttttttttt
"""


@pytest.mark.parametrize("beads,white,black,points", [
    (".........", 0, 0, 196),    # d=2, v=2, n=7: 2*2*49 = 196
    ("w........", 1, 0, 392),    # white bead: x2
    ("k........", 0, 1, 784),    # black bead: x4
    ("w.....w..", 2, 0, 784),    # two white beads: x4
    ("wk.......", 1, 1, 1568),   # b = 1 + 2 = 3: x8
])
def test_cut_score_with_beads(beads, white, black, points):
    state = cloth_state(2, SEVEN_GREEN, beads=f"{beads}\n.........")
    after, events = play(state, PickScissors(GREEN), Cut((3, 0)))
    cut = of(PatchCut, events)[0]
    assert (cut.white_beads, cut.black_beads, cut.earlier, cut.points) == (white, black, 0, points)
    assert cut.praise == "Har!"  # the seventh word: the first green patch has 7 tiles
    assert cut.cells == tuple((x, 0) for x in range(7))
    assert after.score == points == cut.total
    assert after.beads == (NO_BEAD,) * 18  # the beads left with the patch
    assert all(after.board[x] == -1 for x in range(7))


def test_a_bead_off_the_patch_stays_and_does_not_count():
    state = cloth_state(2, SEVEN_GREEN, beads=".......w.\n.........")
    after, events = play(state, PickScissors(GREEN), Cut((0, 0)))
    assert of(PatchCut, events)[0].points == 196
    assert after.beads[7] == WHITE_BEAD


def test_later_patches_of_a_colour_score_less_and_fill_the_order_once():
    state = cloth_state(2, """
        rrrrrrrtt
        ttttttttt
        rrrrrrrtt
        ttttttttt
        rrrrrrrtt
    """)
    after, events = play(state, PickScissors(RED), Cut((0, 0)), Cut((0, 2)), Cut((0, 4)))
    cuts = of(PatchCut, events)
    # d=2, v=1, n=7: 98, then 98/2 = 49, then floor(98/3) = 32
    assert [(c.earlier, c.points, c.praise) for c in cuts] == [(0, 98, "Har!"), (1, 49, "Bonus!"), (2, 32, "Bonus!")]
    filled = of(OrderFilled, events)
    assert len(filled) == 1  # 14 tiles after the second cut; the third adds no second bonus
    assert (filled[0].colour, filled[0].count, filled[0].bonus, filled[0].praise) == (RED, 1, 2000, "Filled Order!")
    assert events.index(filled[0]) == events.index(cuts[1]) + 1
    assert after.progress[RED // 2] == 21 and after.cuts[RED // 2] == 3
    assert after.score == 98 + 49 + 2000 + 32 == 2179


THREE_ORDERS = """
    rrrrrrrrr
    rrrbbbbbb
    bbbbbbyyy
    yyyyyyyyy
    ttttttttt
"""


def test_three_orders_on_one_cloth_give_c_times_d_thousand():
    state = cloth_state(3, THREE_ORDERS)  # d=3, orders of 12 tiles
    after, events = play(state, PickScissors(RED), Cut((0, 0)), PickScissors(BLUE), Cut((8, 1)),
                         PickScissors(YELLOW), Cut((0, 3)))
    cuts = of(PatchCut, events)
    assert [c.points for c in cuts] == [432, 432, 432]  # 3 * 1 * 12^2
    assert all(c.praise == "Yarrr!" for c in cuts)  # more than 8 tiles
    filled = of(OrderFilled, events)
    assert [(f.colour, f.count, f.bonus, f.praise) for f in filled] == [
        (RED, 1, 3000, "Filled Order!"), (BLUE, 2, 6000, "Double"), (YELLOW, 3, 9000, "Triple")]
    assert after.filled_here == (RED, BLUE, YELLOW)
    assert after.score == 3 * 432 + 3000 + 6000 + 9000 == 19296
    assert filled[-1].total == after.score


def test_the_order_count_starts_again_on_a_new_cloth():
    state = cloth_state(3, THREE_ORDERS)
    state, _ = play(state, PickScissors(RED), Cut((0, 0)), GetNewCloth())
    state = replace(state, board=cloth_state(3, THREE_ORDERS).board)
    _, events = play(state, PickScissors(BLUE), Cut((8, 1)))
    assert [(f.count, f.bonus, f.praise) for f in of(OrderFilled, events)] == [(1, 3000, "Filled Order!")]


def test_patch_praise_words_by_size_then_bonus():
    assert [patch_praise(n, 0) for n in range(1, 11)] == [
        "Poor", "Fine", "Good", "Super", "Great", "Arrr!", "Har!", "Yarrr!", "Yarrr!", "Yarrr!"]
    assert patch_praise(3, 1) == patch_praise(20, 4) == "Bonus!"


def test_small_level_praise_through_a_cut():
    state = cloth_state(6, "ooot\ntttt")  # level 6: minimum patch 3, order 6
    _, events = play(state, PickScissors(10), Cut((0, 0)))
    cut = of(PatchCut, events)[0]
    assert (cut.points, cut.praise) == (6 * 2 * 9, "Good")


# -- the patch bonus -------------------------------------------------------------------------------
GREEN_13 = """
    ggggggggg
    ggggyyttt
    ttttttttt
"""


def test_a_mixed_patch_reaching_the_order_gives_both_dyes_and_two_sponges():
    state = cloth_state(2, GREEN_13)  # order 14; 13 green tiles, blue dye turns (4, 1) green
    after, events = play(state, Dye(BLUE, (4, 2)))
    bonus = of(BonusAwarded, events)
    assert len(bonus) == 1
    assert (bonus[0].colour, bonus[0].dyes, bonus[0].sponges, len(bonus[0].cells)) == (GREEN, (BLUE, YELLOW), 2, 14)
    assert after.dye == (4, 4 - 1 + 1, 5) and after.sponges == 10
    assert after.bonused == (GREEN,)


def test_a_primary_patch_gives_one_dye_and_one_sponge_once_per_cloth():
    # (the old scissors rule: picking a pair up is enough for a new cloth)
    state = cloth_state(2, "rrrrrrrrr\nrrrrttttt\nttttttttt", scissors="pick-up")
    after, events = play(state, Dye(RED, (5, 1)))
    assert [(b.colour, b.dyes, b.sponges, len(b.cells)) for b in of(BonusAwarded, events)] == [(RED, (RED,), 1, 17)]
    assert after.dye == (4, 4, 4) and after.sponges == 9
    after, events = play(after, Dye(RED, (5, 2)))  # the patch grows: no second bonus on this cloth
    assert not of(BonusAwarded, events) and after.dye == (3, 4, 4)
    after = replace(play(after, PickScissors(BLUE), GetNewCloth())[0], board=state.board)
    _, events = play(after, Dye(RED, (5, 1)))  # a new cloth: the bonus is there again
    assert len(of(BonusAwarded, events)) == 1


def test_a_sponge_can_make_the_bonus_patch():
    state = cloth_state(3, "yyyyyyyyy\nyyoottttt")  # level 3: order 12; 11 yellow
    after, events = play(state, Sponge((2, 1)))
    assert [(b.colour, len(b.cells)) for b in of(BonusAwarded, events)] == [(YELLOW, 13)]
    assert after.sponges == 10 - 1 + 1 and after.dye == (5, 5, 6)


def test_a_ready_made_patch_gives_no_bonus_until_a_tool_changes_one_of_its_tiles():
    state = cloth_state(2, "rrrrrrrrr\nrrrrrtyyy\nttttttyyy")  # 14 red already
    after, events = play(state, Dye(BLUE, (8, 2)))  # far away from the red patch
    assert not of(BonusAwarded, events)
    _, events = play(after, Dye(RED, (5, 2)))  # turns (5, 1) red, joining the patch
    assert [b.colour for b in of(BonusAwarded, events)] == [RED]


def test_no_bonus_for_a_colour_whose_scissors_are_spent():
    state, _ = play(cloth_state(2, GREEN_13, scissors="pick-up"), PickScissors(GREEN), PutDownScissors())
    _, events = play(state, Dye(BLUE, (4, 2)))
    assert not of(BonusAwarded, events)


def test_two_colours_reaching_their_order_at_once_both_get_the_bonus_in_order_row_order():
    state = cloth_state(2, """
        bbbbbbbbb
        bbbbtgggg
        ttttygggg
        ttttggggg
    """)
    after, events = play(state, Dye(BLUE, (4, 1)))
    assert [(b.colour, len(b.cells)) for b in of(BonusAwarded, events)] == [(BLUE, 14), (GREEN, 14)]
    assert after.dye == (4, 4 - 1 + 1 + 1, 5) and after.sponges == 8 + 1 + 2


# -- beads -----------------------------------------------------------------------------------------
def test_bead_chance_follows_the_seed_formula():
    level2 = cloth_state(2, "t").level
    level6 = cloth_state(6, "t").level
    assert level2.bead_chance(RED, 14) == 14 * (2 - 1)
    assert level2.bead_chance(GREEN, 14) == 2 * 14 * (2 - 1)
    assert level6.bead_chance(RED, 10) == 50
    assert level6.bead_chance(GREEN, 10) == 100
    assert level6.bead_chance(GREEN, 30) == 100  # capped
    assert cloth_state(1, "t").level.bead_chance(GREEN, 81) == 0


def test_no_bead_on_level_one_and_no_draw_from_the_rng():
    state = cloth_state(1, "rrrrrrrrr\nrrrrrrttt\nttttttttt")  # order 16, 15 red
    after, events = play(state, Dye(RED, (6, 2)))
    assert of(BonusAwarded, events) and not of(BeadAppeared, events)
    assert after.rng == state.rng


def test_a_bead_appears_with_the_drawn_chance():
    seen = set()
    for seed in range(40):
        state = replace(cloth_state(2, GREEN_13), rng=seed)
        after, events = play(state, Dye(BLUE, (4, 2)))
        rng = Rng(state.rng)
        appears = rng.randrange(100) < 28  # 2 * 14 tiles * (level 2 - 1)
        appeared = of(BeadAppeared, events)
        assert bool(appeared) == appears
        if appears:
            free = [i for i, tile in enumerate(after.board) if tile != -1]
            spot = free[rng.randrange(len(free))]
            assert appeared[0].cell == (spot % 9, spot // 9)
            assert after.beads[spot] == WHITE_BEAD and sum(after.beads) == WHITE_BEAD
        assert after.rng == rng.state
        seen.add(appears)
    assert seen == {True, False}


def test_a_bead_lands_only_on_a_cloth_tile_without_a_bead():
    state = cloth_state(6, "gggg\ngggg\ngyt.", beads="www.\nwwww\nwww.")  # chance 2 * 10 * 5 = 100%
    after, events = play(state, Dye(BLUE, (2, 2)))
    assert [e.cell for e in of(BeadAppeared, events)] == [(3, 0)]
    assert after.beads[3] == WHITE_BEAD
    full = cloth_state(6, "gggg\ngggg\ngyt.", beads="wwww\nwwww\nwww.")
    _, events = play(full, Dye(BLUE, (2, 2)))
    assert of(BonusAwarded, events) and not of(BeadAppeared, events)


def test_dye_blackens_a_white_bead_and_a_second_dye_loses_it():
    state = cloth_state(3, "ttt\ntyt\nttt", beads="...\n.w.\n...")
    state, events = play(state, Dye(RED, (1, 0)))  # (1, 1) yellow -> orange
    assert [type(e) for e in events[1:]] == [BeadBlackened] and events[1].cell == (1, 1)
    assert state.beads[4] == BLACK_BEAD
    state, events = play(state, Dye(BLUE, (1, 1)))  # the centre: orange -> blue
    assert [(type(e), e.cell) for e in events[1:]] == [(BeadLost, (1, 1))]
    assert state.beads[4] == NO_BEAD


def test_a_dye_that_leaves_the_tile_colour_leaves_its_bead():
    state = cloth_state(3, "ttt\ntrt\nttt", beads="...\n.w.\n...")
    after, events = play(state, Dye(RED, (1, 0)))  # red OR red = red
    assert len(events) == 1 and after.beads[4] == WHITE_BEAD


def test_sponges_never_touch_beads():
    state = cloth_state(3, "ggt\nbot", beads="wk.\n.w.")
    after, _ = play(state, Sponge((0, 0)))
    assert after.board != state.board and after.beads == state.beads


def test_beads_stay_in_place_on_a_new_cloth():
    state = cloth_state(3, "\n".join(["ttttttttt"] * 9), beads="\n".join(["w.......k"] + ["........."] * 8),
                        scissors="pick-up")
    after, _ = play(state, PickScissors(RED), GetNewCloth())
    assert after.beads == state.beads and after.board != state.board
