"""A game scene's still layer (`GameScene.draw_still`, kept in a `CachedLayer`): painted once and
copied from then on, painted again when the game says it changed, after a resize and after the
pause overlay, and never showing a stale picture. Shown with the sample game, whose table is its
still layer, in a real headless window; pixels are read from the window."""

from __future__ import annotations

import arcade
import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.session import Session
from game.sample.pure.rules import RULES, Params
from game.sample.scene import TakeScene
from game.ui import cached_layer, theme
from game.ui.cached_layer import CachedLayer, outside

TABLE_POINT = (170, 310)  # design space: on the table, clear of every stone


def table_pixel(drive) -> tuple[int, int, int]:
    """The colour the window shows on the table (drawn through a real frame first)."""
    drive.frames(1)
    x, y = drive.window_point(*TABLE_POINT)
    image = drive.image()
    return image.getpixel((int(x), image.height - 1 - int(y)))[:3]


def open_take(app, drive) -> TakeScene:
    """A game of Take against nobody (two people at one screen), on screen."""
    scene = TakeScene(app, Session(RULES, Params(stones=9, bot=False), 2))
    app.push(scene)
    drive.frames(30)
    return scene


def test_the_still_layer_is_painted_once_then_copied(app, drive):
    scene = open_take(app, drive)
    assert table_pixel(drive) == theme.PANEL
    made = CachedLayer._made
    drive.frames(20)
    assert CachedLayer._made == made  # copied, not painted again
    assert table_pixel(drive) == theme.PANEL
    assert scene.still.ready


def test_a_change_shows_once_the_game_refreshes_its_still_layer(app, drive):
    scene = open_take(app, drive)
    scene.table_colour = (200, 40, 40)
    scene.refresh_still()
    assert table_pixel(drive) == (200, 40, 40)


def test_what_changes_is_drawn_over_the_still_layer_each_frame(app, drive):
    scene = open_take(app, drive)
    first = drive.image()
    drive.key(arcade.key.KEY_2, frames=2)  # two stones taken: they fall away over the table
    drive.settle()
    after = drive.image()
    x, y = drive.window_point(200 + 8 * 60, 360)  # the last stone's centre (taken from the end)
    point = (int(x), first.height - 1 - int(y))
    assert first.getpixel(point)[:3] == theme.ACCENT
    assert after.getpixel(point)[:3] == theme.PANEL  # gone: the table shows through
    assert scene.shown == 7


def test_the_still_layer_is_painted_again_after_a_resize_and_after_pause(app, drive):
    scene = open_take(app, drive)
    made = CachedLayer._made
    width, height = app.get_framebuffer_size()
    # what a resize does to the letterbox (a headless window keeps its size): a smaller viewport
    app.camera.viewport = arcade.LBWH(80, 45, width - 160, height - 90)
    try:
        drive.frames(3)
        assert CachedLayer._made > made
        assert table_pixel(drive) == theme.PANEL
    finally:
        app.on_resize(*app.get_size())
    drive.frames(3)
    drive.key(arcade.key.ESCAPE, frames=20)  # pause: the game is covered, its layer let go
    assert app.current_view is not scene and not scene.still.ready
    scene.table_colour = (30, 160, 60)  # changed while covered, without a refresh
    drive.key(arcade.key.ESCAPE, frames=20)  # back to the game
    assert app.current_view is scene
    assert table_pixel(drive) == (30, 160, 60)


def test_the_windows_clear_paints_only_its_box_and_only_colour(app):
    """`QuintetWindow.clear` (colour only: arcade's clears the depth buffer too) fills the window, or
    only the box of framebuffer pixels it is given, with the colour asked for."""
    app.clear(color=(10, 20, 30))
    app.clear(color=(200, 100, 50, 255), viewport=(100, 50, 40, 30))
    width, height = app.get_framebuffer_size()
    image = arcade.get_image(0, 0, width, height)
    assert image.getpixel((110, height - 1 - 60))[:3] == (200, 100, 50)
    assert image.getpixel((99, height - 1 - 60))[:3] == (10, 20, 30)
    assert image.getpixel((110, height - 1 - 80))[:3] == (10, 20, 30)
    assert image.getpixel((500, 300))[:3] == (10, 20, 30)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.integers(-5, 40), st.integers(-5, 30), st.integers(-5, 40), st.integers(-5, 30)),
                max_size=4))
def test_the_parts_outside_some_boxes_cover_exactly_the_rest_and_never_overlap(holes):
    whole = (0, 0, 36, 24)
    parts = outside(whole, holes)
    want = np.ones((24, 36), dtype=int)
    for x0, y0, x1, y1 in holes:
        want[max(0, y0):max(0, y1), max(0, x0):max(0, x1)] = 0
    got = np.zeros((24, 36), dtype=int)
    for x0, y0, x1, y1 in parts:
        assert 0 <= x0 < x1 <= 36 and 0 <= y0 < y1 <= 24
        got[y0:y1, x0:x1] += 1
    assert (got == want).all()


def test_olifantenpad_leaves_the_boxes_its_canvases_cover_out_of_its_still_layers_copy(app, drive):
    """The park and the panel are copied over every pixel of their boxes each frame, so the still
    layer copies only the strips round them; the frame is the one a whole copy gives."""
    from game.app.shots import build_scene

    build_scene(app, "olifantenpad")
    scene = app.current_view
    drive.frames(5)
    copies = []
    original = cached_layer.copy_to_screen
    try:
        cached_layer.copy_to_screen = lambda ctx, copy, box: (copies.append(box), original(ctx, copy, box))
        scene.on_draw()
        strips = np.asarray(arcade.get_image(0, 0, *app.get_framebuffer_size()))
    finally:
        cached_layer.copy_to_screen = original
    copied = sum((x1 - x0) * (y1 - y0) for x0, y0, x1, y1 in copies)
    assert 0 < copied < 0.2 * theme.WIDTH * theme.HEIGHT
    draw = scene.still.draw
    scene.still.draw = lambda paint, covered=(): draw(paint)  # the whole window copied
    scene.on_draw()
    whole = np.asarray(arcade.get_image(0, 0, *app.get_framebuffer_size()))
    assert (strips == whole).all()


def test_the_backdrop_boxes_are_cleared_from_is_made_with_the_whole_paint(app, drive):
    """Made at the first box painted again instead, it doubled that frame (4 ms here)."""
    CachedLayer._backdrop = None
    scene = open_take(app, drive)
    assert scene.still.ready
    key, backdrop = CachedLayer._backdrop
    assert key == (tuple(app.get_framebuffer_size()), tuple(scene.background)) and backdrop is not None
