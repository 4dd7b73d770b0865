"""A game scene's still layer (`GameScene.draw_still`, kept in a `CachedLayer`): painted once and
copied from then on, painted again when the game says it changed, after a resize and after the
pause overlay, and never showing a stale picture. Shown with the sample game, whose table is its
still layer, in a real headless window; pixels are read from the window."""

from __future__ import annotations

import arcade

from game.core.session import Session
from game.sample.pure.rules import RULES, Params
from game.sample.scene import TakeScene
from game.ui import theme
from game.ui.cached_layer import CachedLayer

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
