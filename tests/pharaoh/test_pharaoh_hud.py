"""Pharaoh Tomb's panel: the progress bar's marks come from the level table the game plays and sit
under their points on the bar without overlapping; the moves-left note counts the position's swaps
once per board and warns (pulsing) when only a couple are left. And its How to Play pages: one idea
a page, each with its own picture."""

from __future__ import annotations

import itertools

import arcade
import msgspec
import numpy as np
import pytest

from game.core.session import Session
from game.pharaoh import hud as hud_module
from game.pharaoh.hud import KIND_ICON, MARK_ICON, MARK_Y, SLOT_ICON, URGENT_COLOR, Hud, mark_slots
from game.pharaoh.layout import BAR
from game.pharaoh.pure.content import Mark, content_for
from game.pharaoh.pure.rules import MARKS, RULES, Params, Swap, as_table, moves_left, state_from_picture
from game.pharaoh.scene import PharaohScene, cell_center
from game.ui.labels import Labels
from tests.pharaoh.test_pharaoh_scene import SWAP_LINE, picture

WIDTH = BAR[2] - BAR[0]


def mark_x(num: int, den: int) -> float:
    """The design x of a mark's point on the bar."""
    return BAR[0] + WIDTH * num / den


def tuned_marks():
    """The shipped table with its marks replaced: a free glyph at 1/5, a key and a crooker at 3/5."""
    shipped = content_for(Params())
    return msgspec.structs.replace(shipped, marks=(Mark("1/5", "glyph"), Mark("3/5", "key"), Mark("3/5", "crooker")))


def push(app, table, level: int = 4, removed: int = 0, changes=SWAP_LINE) -> PharaohScene:
    """A scene on a painted board of `table` at `level`."""
    app.settings.animation_speed = 2.0
    state = state_from_picture(picture(changes), level, table=table, removed=removed)
    scene = PharaohScene(app, Session.from_state(RULES, state))
    app.push(scene)
    return scene


def overlaps(slots) -> bool:
    """Whether two icons of a layout overlap."""
    return any(abs(a[3] - b[3]) < MARK_ICON for a, b in itertools.combinations(slots, 2))


def test_the_shipped_marks_sit_under_their_points_and_the_half_pair_side_by_side():
    slots = mark_slots(MARKS)
    assert [(n, d, p) for n, d, p, _ in slots] == sorted(MARKS, key=lambda m: m[0] / m[1])
    singles = [s for s in slots if sum((t[0], t[1]) == (s[0], s[1]) for t in slots) == 1]
    assert len(singles) == 4
    for num, den, _, x in singles:
        assert x == pytest.approx(mark_x(num, den))
    pair = [x for n, d, _, x in slots if (n, d) == (1, 2)]
    assert sum(pair) / 2 == pytest.approx(mark_x(1, 2)) and pair[1] - pair[0] >= MARK_ICON
    assert not overlaps(slots)


def test_marks_too_close_together_are_pushed_apart_inside_the_bar():
    marks = ((1, 4, "glyph"), (26, 100, "key"), (27, 100, "crooker"), (1, 1, "glyph"), (1, 1, "key"))
    slots = mark_slots(marks)
    assert not overlaps(slots)
    assert [x for *_, x in slots] == sorted(x for *_, x in slots)
    assert all(BAR[0] - MARK_ICON / 2 <= x <= BAR[2] for *_, x in slots)


def test_the_panel_draws_the_marks_of_the_table_the_game_plays(app, drive):
    # given a game on a tuned table whose marks are 1/5 (free glyph) and 3/5 (key and crooker)
    scene = push(app, tuned_marks())
    drive.frames(30)  # past the fade-in
    hud = scene.hud
    # then the ticks and icons are the tuned table's, not the shipped ones
    assert [(n, d) for n, d, _ in hud.ticks] == [(1, 5), (3, 5)]
    assert [(n, d, p) for n, d, p, _ in hud.mark_icons] == [(1, 5, "glyph"), (3, 5, "key"), (3, 5, "crooker")]
    assert hud.mark_icons[0][3].center_x == pytest.approx(mark_x(1, 5))
    assert [t.center_x for *_, t in hud.ticks] == pytest.approx([mark_x(1, 5), mark_x(3, 5)])
    # and the screen shows an icon under 1/5 and none under the shipped 1/4 and 1/3
    image = np.asarray(drive.image().convert("L")).astype(int)

    def lit(x: float) -> int:
        (left, bottom), (right, top) = drive.window_point(x - 6, MARK_Y - 12), drive.window_point(x + 6, MARK_Y + 12)
        height = image.shape[0]
        return int((image[int(height - top):int(height - bottom), int(left):int(right)] > 120).sum())

    assert lit(mark_x(1, 5)) > 20
    assert lit(mark_x(1, 4)) == 0 and lit(mark_x(1, 3)) == 0


def test_passed_marks_dim_and_the_next_award_is_named(app, drive):
    # given level 4 of the tuned table (target 350) with 80 removed: 1/5 (70) is passed, 3/5 (210) not
    scene = push(app, tuned_marks(), removed=80)
    drive.frames(2)
    alphas = {(n, d, p): s.alpha for n, d, p, s in scene.hud.mark_icons}
    assert alphas[(1, 5, "glyph")] < 128
    assert alphas[(3, 5, "key")] == alphas[(3, 5, "crooker")] == 255
    assert scene.hud.removed.text == "80 / 350 removed"
    assert scene.hud.next_award.text == "next: key + crooker at 210"


def test_a_level_that_awards_nothing_hides_the_mark_icons(app, drive):
    scene = push(app, content_for(Params()), level=1)
    drive.frames(2)
    assert all(s.alpha == 0 for *_, s in scene.hud.mark_icons)
    assert scene.hud.slot_states["crooker"].text == "from level 4"


def test_the_moves_note_counts_the_swaps_of_the_board(app, drive):
    # given a fresh level-1 board
    session = Session(RULES, Params(), 7, content_for(Params()))
    app.push(PharaohScene(app, session))
    drive.frames(2)
    swaps = sum(isinstance(m, Swap) for m in RULES.legal_moves(session.state))
    note = app.current_view.hud.moves.text
    assert str(swaps) in note and "swap" in note


def test_few_moves_left_warns_and_pulses_and_is_counted_only_when_the_board_changes(app, drive, monkeypatch):
    # given the dead board where only the swap (2,0)-(2,1) makes a line
    table = content_for(Params())
    scene = push(app, table, level=1)
    assert moves_left(scene.state) == (1, False)
    # then the panel warns in red, and the glow behind the words breathes
    assert scene.hud.moves.text == "Only 1 swap left!"
    assert tuple(scene.hud.moves.color)[:3] == URGENT_COLOR
    alphas = set()
    for _ in range(20):
        drive.frames(1)
        alphas.add(scene.hud.moves_glow.alpha)
    assert len(alphas) > 5 and max(alphas) > 100
    # and idle frames count nothing again
    calls = []
    counting = hud_module.moves_left
    monkeypatch.setattr(hud_module, "moves_left", lambda state: calls.append(state) or counting(state))
    drive.frames(30)
    assert calls == []
    # when the player makes the swap with two clicks
    drive.click(*cell_center(2, 0))
    drive.click(*cell_center(2, 1))
    drive.settle()
    # then the note is counted again for the new board, and says what it offers
    assert calls and calls[-1] == scene.state
    swaps, pocket = moves_left(scene.state)
    assert scene.hud.moves.text == hud_module.moves_note(swaps, pocket)[0]


def test_the_moves_note_follows_a_turn_a_frame_after_its_end_unless_a_newer_turn_began(app, drive, monkeypatch):
    # given the dead board where only the swap (2,0)-(2,1) makes a line, swapped
    scene = push(app, content_for(Params()), level=1)
    calls = []
    counting = hud_module.moves_left
    monkeypatch.setattr(hud_module, "moves_left", lambda state: calls.append(state) or counting(state))
    drive.click(*cell_center(2, 0))
    drive.click(*cell_center(2, 1))
    while scene.timeline.busy:  # the turn's animation, up to the frame it ends in
        drive.frames(1)
    # then the end's frame shows the rest of the view, and the moves left follow in the next frames
    assert scene.hud.score.text == f"{scene.state.score:,}" and calls == []
    drive.frames(2)
    assert calls == [scene.state]
    assert scene.hud.moves.text == hud_module.moves_note(*counting(scene.state))[0]
    # and the moves left asked for an older turn are not counted once a newer turn began
    calls.clear()
    scene.story.later(lambda turn=scene.story.turns: scene.story._show_moves(turn))
    scene.story.turns += 1
    drive.frames(3)
    assert calls == []


def test_moves_note_wording():
    assert hud_module.moves_note(12, False)[0] == "12 swaps possible"
    assert hud_module.moves_note(4, True)[0] == "Few moves: 4 swaps + pocket"
    assert hud_module.moves_note(2, False)[2] is True
    assert hud_module.moves_note(0, True)[0] == "No swaps left: use your pocket"


def test_the_first_level_of_a_piece_comes_from_the_table():
    table = as_table(content_for(Params()))
    assert [table.first_level(p) for p in ("glyph", "key", "crooker")] == [2, 3, 4]


@pytest.mark.parametrize("dense", [False, True])
def test_panel_icons_have_their_size_on_screen_in_either_texture_density(app, dense):
    # given the panel made for a design-size window (one texel per pixel) or a larger one (2x)
    hud = Hud(Labels(), False, arcade.SpriteList(), dense)
    # then every icon covers the same design pixels
    assert all(s.width == pytest.approx(SLOT_ICON) for s in hud.slot_icons.values())
    assert all(s.width == pytest.approx(KIND_ICON) for s in hud.kind_icons)
    assert all(s.width == pytest.approx(MARK_ICON) for *_, s in hud.mark_icons)
    # and in a design-size window a texel is a pixel (nearest sampling shows it exactly)
    if not dense:
        assert all(s.scale_x == 1.0 for s in (*hud.slot_icons.values(), *hud.kind_icons))
