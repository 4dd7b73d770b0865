"""Floorplan's physical effect in the real headless window: the tile a push throws out of a line is
knocked out in chips of plaster and parquet (pymunk bodies, drawing only) that bounce inside the
floor's frame and vanish; the tile tips over on its way to the spare's slot and lands upright; with
the effects turned off no chip flies, and the rules never see any of it."""

from __future__ import annotations

import numpy as np
from test_floorplan_scene import free_line, new_session, pixels, play_scene


def _push_until_chips(drive, scene, key) -> int:
    """Click the arrow at `key`, then run frames until the pushed-out tile leaves the board, and the
    frame after (its chips fly then: `story.KNOCK_AFTER_S`); returns how many frames that took."""
    drive.click(*scene.layout.arrow_center(key), frames=1)
    for frame in range(1, 120):
        if scene.board.tile_sprites[scene.state.spare] in scene.board.lifted:
            drive.frames(2)
            return frame + 2
        drive.frames(1)
    raise AssertionError("the pushed-out tile never left the board")


def test_the_pushed_out_tile_is_knocked_out_in_chips_that_bounce_in_the_frame_and_vanish(app, drive):
    # given the start of a game and a first-floor line no token stands on
    scene = play_scene(drive, new_session())
    key, _ = free_line(scene)
    before = scene.state
    # when its arrow is clicked and the line has slid
    _push_until_chips(drive, scene, key)
    board = scene.board
    # then chips fly, from the floor's edge where the tile leaves, inside that floor's frame
    assert board.chips.live >= 10
    drive.frames(6)
    left, bottom, right, top = scene.layout.frame_box(key[0])
    flying = [s for s in board.chips.sprites if s.alpha > 0]
    assert flying and all(left - 8 <= s.center_x <= right + 8 and bottom - 8 <= s.center_y <= top + 8
                          for s in flying)
    shown = pixels(drive)
    drive.frames(1)
    assert np.abs(pixels(drive) - shown).sum() > 0  # they move on screen
    # and the tile tips over on its way to the slot
    assert abs(board.tile_sprites[scene.state.spare].angle) > 3
    # when the story is over and a second more has passed
    drive.settle()
    drive.frames(60)
    # then every chip has gone, the tile lies upright in the slot, and the rules saw a plain push
    assert board.chips.live == 0
    assert board.tile_sprites[scene.state.spare].angle == 0
    assert scene.state.last_shift == key and scene.state.spare == before.tiles[scene.g.line_at[key].squares[-1]]


def test_with_the_effects_off_no_chip_flies(app, drive):
    # given the effects turned off
    scene = play_scene(drive, new_session())
    scene.board.chips.amount = 0.0
    key, _ = free_line(scene)
    # when a line is pushed and the tile leaves the board
    _push_until_chips(drive, scene, key)
    drive.frames(6)
    # then no chip flies, and the push is played all the same
    assert scene.board.chips.live == 0
    drive.settle()
    assert scene.state.last_shift == key


def test_the_see_through_spare_goes_away_when_the_real_one_comes_in(app, drive):
    # given the pointer on an arrow: the see-through spare waits at the end of its line
    scene = play_scene(drive, new_session())
    key, _ = free_line(scene)
    app.dispatch_event("on_mouse_motion", *drive.window_point(*scene.layout.arrow_center(key)), 0, 0)
    drive.frames(2)
    assert scene.board.ghost.alpha > 0
    # when the arrow is clicked
    drive.click(*scene.layout.arrow_center(key), frames=2)
    # then the spare itself comes in, and no see-through copy is left at the end of the line
    assert scene.timeline.busy and scene.board.ghost.alpha == 0
