"""Guppy's colour algebra and tool footprints, exhaustively from the seed's tables."""

from __future__ import annotations

import pytest

from game.core.rules import IllegalMove
from game.guppy.pure import rules as guppy_rules
from game.guppy.pure.content import content_for
from game.guppy.pure.rules import (
    BLUE,
    BROWN,
    COLOUR_NAMES,
    DYES,
    GREEN,
    HOLE,
    ORANGE,
    PURPLE,
    RED,
    RULES,
    TAN,
    YELLOW,
    Cut,
    Dye,
    Dyed,
    Sponge,
    Sponged,
    dyed,
    dyes_of,
    preview,
    sponged,
)

#: The shipped difficulty table (data/guppy.toml).
TABLE = content_for(None)


def cloth_state(level: int, picture: str, beads: str | None = None, **fields):
    """A cloth picture as a game of `level` on the shipped difficulty table."""
    return guppy_rules.cloth_state(level, picture, beads, table=TABLE, **fields)


CLOTH = (TAN, RED, BLUE, PURPLE, YELLOW, ORANGE, GREEN, BROWN)

# The seed's combination of a tile's colour with a dye on a side tile, written out by hand.
SIDE_TABLE = {
    (TAN, RED): RED, (TAN, BLUE): BLUE, (TAN, YELLOW): YELLOW,
    (RED, RED): RED, (RED, BLUE): PURPLE, (RED, YELLOW): ORANGE,
    (BLUE, RED): PURPLE, (BLUE, BLUE): BLUE, (BLUE, YELLOW): GREEN,
    (PURPLE, RED): PURPLE, (PURPLE, BLUE): PURPLE, (PURPLE, YELLOW): BROWN,
    (YELLOW, RED): ORANGE, (YELLOW, BLUE): GREEN, (YELLOW, YELLOW): YELLOW,
    (ORANGE, RED): ORANGE, (ORANGE, BLUE): BROWN, (ORANGE, YELLOW): ORANGE,
    (GREEN, RED): BROWN, (GREEN, BLUE): GREEN, (GREEN, YELLOW): GREEN,
    (BROWN, RED): BROWN, (BROWN, BLUE): BROWN, (BROWN, YELLOW): BROWN,
}
SPONGE_TABLE = {TAN: TAN, RED: TAN, BLUE: TAN, YELLOW: TAN, BROWN: TAN,
                ORANGE: YELLOW, GREEN: YELLOW, PURPLE: BLUE}
LETTER = {TAN: "t", RED: "r", BLUE: "b", PURPLE: "p", YELLOW: "y", ORANGE: "o", GREEN: "g", BROWN: "n"}


def test_colour_codes_are_the_seeds_bit_masks():
    assert (TAN, RED, BLUE, PURPLE, YELLOW, ORANGE, GREEN, BROWN) == (0, 2, 4, 6, 8, 10, 12, 14)
    assert DYES == (2, 4, 8)
    assert PURPLE == RED | BLUE and ORANGE == RED | YELLOW and GREEN == BLUE | YELLOW
    assert BROWN == RED | BLUE | YELLOW
    assert dyes_of(GREEN) == (BLUE, YELLOW) and dyes_of(RED) == (RED,) and dyes_of(TAN) == ()


@pytest.mark.parametrize("cloth,dye", sorted(SIDE_TABLE))
def test_every_cloth_colour_under_every_dye(cloth, dye):
    """Side tiles combine, the centre takes the dye whatever it was; through a real move too."""
    assert dyed(cloth, dye, centre=False) == SIDE_TABLE[cloth, dye]
    assert dyed(cloth, dye, centre=True) == dye
    state = cloth_state(2, f"t{LETTER[cloth]}t\nt{LETTER[cloth]}t\nttt")
    after, events = RULES.apply(state, Dye(dye, (1, 1)))
    assert after.board[1] == SIDE_TABLE[cloth, dye]  # (1, 0), the north side
    assert after.board[4] == dye  # the centre
    assert isinstance(events[0], Dyed)


@pytest.mark.parametrize("cloth", CLOTH)
def test_every_colour_under_a_sponge(cloth):
    assert sponged(cloth) == SPONGE_TABLE[cloth]
    state = cloth_state(2, f"{LETTER[cloth]}r\nrr")
    after, _ = RULES.apply(state, Sponge((0, 0)))
    assert after.board == (SPONGE_TABLE[cloth], TAN, TAN, TAN)


def test_holes_stay_holes_under_every_tool():
    assert all(dyed(HOLE, d, c) == HOLE for d in DYES for c in (True, False))
    assert sponged(HOLE) == HOLE


def test_dye_footprint_sets_centre_ors_sides_and_leaves_corners_and_holes():
    state = cloth_state(2, """
        ttttt
        tbybt
        t.ytt
        tgbyt
        ttttt
    """)
    after, events = RULES.apply(state, Dye(BLUE, (2, 2)))
    assert after.board == cloth_state(2, """
        ttttt
        tbgbt
        t.bbt
        tgbyt
        ttttt
    """).board
    dyed_event = events[0]
    assert dyed_event.centre == (2, 2)
    # the hole at (1, 2) is not part of the footprint story; corners are not either
    assert dyed_event.cells == ((2, 2), (2, 1), (3, 2), (2, 3))
    assert dyed_event.before == (YELLOW, YELLOW, TAN, BLUE)
    assert dyed_event.after == (BLUE, GREEN, BLUE, BLUE)


def test_dye_centred_on_a_hole_still_colours_its_sides():
    state = cloth_state(2, "ttt\nt.t\nttt")
    after, _ = RULES.apply(state, Dye(RED, (1, 1)))
    assert after.board == cloth_state(2, "trt\nr.r\ntrt").board


def test_footprints_are_clipped_at_the_edges():
    state = cloth_state(2, "yyy\nyyy\nyyy")
    after, _ = RULES.apply(state, Dye(RED, (0, 0)))
    assert after.board == cloth_state(2, "roy\noyy\nyyy").board
    after, events = RULES.apply(state, Sponge((2, 2)))
    assert after.board == cloth_state(2, "yyy\nyyy\nyyt").board
    assert isinstance(events[0], Sponged) and events[0].cells == ((2, 2),)


def test_sponge_footprint_is_two_by_two_from_the_top_left():
    state = cloth_state(2, """
        ogpr
        nbyt
        rrrr
    """)
    after, events = RULES.apply(state, Sponge((1, 0)))
    assert after.board == cloth_state(2, "oybr\nnttt\nrrrr").board
    assert events[0].corner == (1, 0)
    assert events[0].cells == ((1, 0), (2, 0), (1, 1), (2, 1))


@pytest.mark.parametrize("colour", DYES)
def test_a_tool_use_that_changes_nothing_is_refused(colour):
    name = COLOUR_NAMES[colour]
    state = cloth_state(2, "\n".join([LETTER[colour] * 3] * 3))
    with pytest.raises(IllegalMove, match=f"The {name} dye would change nothing there"):
        RULES.apply(state, Dye(colour, (1, 1)))
    with pytest.raises(IllegalMove, match="The sponge would change nothing there"):
        RULES.apply(cloth_state(2, "tt\ntt"), Sponge((0, 0)))


@pytest.mark.parametrize("move", [Dye(RED, (1, 1)), Dye(YELLOW, (0, 2)), Sponge((1, 1)), Sponge((2, 0))])
def test_preview_shows_what_apply_does(move):
    state = cloth_state(3, "gbo\nr.p\nnyt")
    after, _ = RULES.apply(state, move)
    shown = preview(state, move)
    assert shown
    for (x, y), before, colour in shown:
        assert state.board[y * 3 + x] == before
        assert after.board[y * 3 + x] == colour
    untouched = {y * 3 + x for y in range(3) for x in range(3)} - {y * 3 + x for (x, y), _, _ in shown}
    assert all(after.board[i] == state.board[i] for i in untouched)


def test_preview_of_a_cut_is_the_patch_under_the_cell():
    state = cloth_state(2, "rrb\n.rb\nbbb")
    assert preview(state, Dye(RED, (5, 5))) == ()
    assert preview(state, Sponge((0, 1))) == (((1, 1), RED, TAN), ((0, 2), BLUE, TAN), ((1, 2), BLUE, TAN))
    assert preview(state, Cut((0, 0))) == (((0, 0), RED, HOLE), ((1, 0), RED, HOLE), ((1, 1), RED, HOLE))
    assert preview(state, Cut((0, 1))) == ()
