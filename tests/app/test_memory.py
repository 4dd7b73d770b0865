"""Memory: a game's pictures live in a texture atlas of its own, let go when the game closes; the
atlas repacks before it doubles; headless frames do not pile up in the software renderer."""

from __future__ import annotations

import gc
import re
import weakref

import arcade
import pytest
from arcade.texture_atlas import DefaultTextureAtlas
from PIL import Image

from game.app.games import create_game_view, new_session
from game.app.main import step
from game.app.packed_atlas import REPACK_SPARE, PackedAtlas
from game.app.scenes.select import SelectScene
from game.catalog import game


def _anon_mb() -> float:
    """This process's private resident memory in MB (Linux)."""
    return int(re.search(r"RssAnon:\s+(\d+)", open("/proc/self/status").read()).group(1)) / 1024


def test_a_game_draws_with_its_own_atlas_and_lets_it_go_when_closed(app):
    app.push(SelectScene(app))
    view = create_game_view(app, game("pharaoh"), new_session(game("pharaoh"), seed=3))
    app.push(view)
    step(app, 5)
    assert app.ctx.default_atlas is view.own_atlas is not app.shared_atlas
    app.open_pause(view)  # an overlay over the game draws with the game's atlas
    step(app, 3)
    assert app.ctx.default_atlas is view.own_atlas
    atlas = weakref.ref(view.own_atlas)
    del view
    app.start()  # back to the title: the game is closed
    step(app, 3)
    gc.collect()
    assert app.ctx.default_atlas is app.shared_atlas
    assert atlas() is None


def test_the_atlas_packs_into_the_smallest_size(window):
    # Pictures in an unlucky order for arcade's shelf packer (found by a seeded search): packed as
    # they come they need a 512x512 atlas; packed on the skyline, a quarter of that.
    shapes = [(16, 60), (30, 16), (16, 60), (30, 8), (60, 120), (30, 60), (120, 60), (16, 60), (120, 120), (30, 8)]
    sizes = []
    for kind in (DefaultTextureAtlas, PackedAtlas):
        atlas = kind((256, 256), ctx=window.ctx)
        keep = [arcade.Texture(Image.new("RGBA", shape, (i, 9, 0, 255)), hash=f"repack-{kind.__name__}-{i}")
                for i, shape in enumerate(shapes)]
        for texture in keep:
            atlas.add(texture)
        assert all(atlas.has_texture(texture) for texture in keep)
        sizes.append(atlas.size)
    assert sizes == [(512, 512), (256, 256)]


def test_a_full_atlas_grows_one_side_and_keeps_every_picture_where_it_draws(window):
    atlas = PackedAtlas((256, 256), ctx=window.ctx)
    keep = [arcade.Texture(Image.new("RGBA", (60, 60), (i * 10, 2, 3, 255)), hash=f"side-{i}") for i in range(20)]
    for texture in keep[:12]:  # three rows of four (64 px with the borders): room to spare
        atlas.add(texture)
    assert atlas.size == (256, 256)
    for texture in keep[12:]:
        atlas.add(texture)
    assert atlas.size == (512, 256)  # arcade's own doubles both sides: twice the memory
    for i in (3, 17):  # one from before the growth (its pixels were copied over), one from after
        assert atlas.read_texture_image_from_atlas(keep[i]).getpixel((30, 30)) == (i * 10, 2, 3, 255)
    assert all(atlas.has_texture(texture) for texture in keep)


def test_a_nearly_full_atlas_leaves_room_when_its_scene_is_built(window):
    atlas = PackedAtlas((256, 256), ctx=window.ctx)
    keep = [arcade.Texture(Image.new("RGBA", (60, 60), (i * 12, 4, 5, 255)), hash=f"room-{i}") for i in range(16)]
    for texture in keep:  # four rows of four (64 px with the borders): full to the top
        atlas.add(texture)
    assert atlas.size == (256, 256) and atlas.spare < REPACK_SPARE
    atlas.leave_room()
    assert atlas.spare >= REPACK_SPARE and atlas.size in ((512, 256), (256, 512))
    assert all(atlas.has_texture(texture) for texture in keep)
    for i in (0, 15):  # written again where they now are
        assert atlas.read_texture_image_from_atlas(keep[i]).getpixel((30, 30)) == (i * 12, 4, 5, 255)
    size = atlas.size
    atlas.add(arcade.Texture(Image.new("RGBA", (60, 60), (1, 1, 1, 255)), hash="room-next"))
    assert atlas.size == size  # the next picture, in play, finds its room


def test_an_atlas_with_room_is_left_as_it_is(window):
    atlas = PackedAtlas((256, 256), ctx=window.ctx)
    texture = arcade.Texture(Image.new("RGBA", (60, 60), (7, 8, 9, 255)), hash="roomy")
    atlas.add(texture)
    where = atlas.get_texture_region_info(texture.atlas_name)
    atlas.leave_room()
    assert atlas.size == (256, 256) and atlas.get_texture_region_info(texture.atlas_name) is where


@pytest.mark.parametrize("game_id", ["floorplan", "guppy", "pharaoh", "olifantenpad", "romb"])
def test_every_game_is_built_with_room_in_its_atlas(app, game_id):
    view = create_game_view(app, game(game_id), new_session(game(game_id), seed=3))
    assert view.own_atlas.spare >= REPACK_SPARE


def test_pictures_let_go_make_room_without_growing(window):
    atlas = PackedAtlas((256, 256), ctx=window.ctx)
    first = [arcade.Texture(Image.new("RGBA", (60, 60), (i, 2, 3, 255)), hash=f"gone-{i}") for i in range(12)]
    for texture in first:
        atlas.add(texture)
    del first[:8], texture  # let go: arcade takes a texture out of its atlas when it is collected
    gc.collect()
    later = [arcade.Texture(Image.new("RGBA", (60, 60), (i, 5, 3, 255)), hash=f"later-{i}") for i in range(8)]
    for texture in later:
        atlas.add(texture)
    assert atlas.size == (256, 256)
    assert all(atlas.has_texture(texture) for texture in first[8:] + later)


def test_headless_frames_do_not_pile_up(app):
    step(app, 60)
    before = _anon_mb()
    step(app, 600)
    assert _anon_mb() - before < 8  # without the finish before the swap: ~60 MB


def test_a_closed_game_lets_go_of_its_picture_caches_and_paints_them_again(app):
    from game.pharaoh import art

    painted = [value for value in vars(art).values() if callable(getattr(value, "cache_info", None))]
    assert painted, "Pharaoh's art memoizes its pictures"
    app.push(SelectScene(app))
    app.push(create_game_view(app, game("pharaoh"), new_session(game("pharaoh"), seed=3)))
    step(app, 3)
    assert sum(f.cache_info().currsize for f in painted) > 0
    app.open_pause(app.scene)  # still open under its pause: kept
    step(app, 2)
    assert sum(f.cache_info().currsize for f in painted) > 0
    app.pop_to(SelectScene)  # closed
    step(app, 2)
    assert sum(f.cache_info().currsize for f in painted) == 0
    app.push(create_game_view(app, game("pharaoh"), new_session(game("pharaoh"), seed=3)))
    step(app, 3)
    assert sum(f.cache_info().currsize for f in painted) > 0


def test_a_picture_wider_than_the_atlas_makes_it_grow(window):
    atlas = PackedAtlas((256, 256), ctx=window.ctx)
    small = arcade.Texture(Image.new("RGBA", (20, 20), (1, 2, 3, 255)), hash="grow-small")
    wide = arcade.Texture(Image.new("RGBA", (600, 40), (3, 2, 1, 255)), hash="grow-wide")
    atlas.add(small)
    atlas.add(wide)
    assert atlas.size == (1024, 256)  # wide enough, and no taller than it needs
    assert atlas.has_texture(small) and atlas.has_texture(wide)


def _mapped_mb() -> float:
    """The C allocator's blocks of their own mapping (textures in software rendering), in MB."""
    import ctypes

    class MallInfo2(ctypes.Structure):
        _fields_ = [(name, ctypes.c_size_t) for name in
                    "arena ordblks smblks hblks hblkhd usmblks fsmblks uordblks fordblks keepcost".split()]

    libc = ctypes.CDLL("libc.so.6")
    libc.mallinfo2.restype = MallInfo2
    return libc.mallinfo2().hblkhd / 2**20


def test_a_deleted_texture_is_freed_once_the_renderer_lets_go(app):
    ctx = app.ctx
    app.renderer_memory.let_go()
    before = _mapped_mb()
    atlas = arcade.DefaultTextureAtlas((1024, 1024), ctx=ctx)
    sprites = arcade.SpriteList(atlas=atlas)
    sprites.append(arcade.Sprite(arcade.Texture(Image.new("RGBA", (900, 900), (200, 40, 40, 255)), hash="let-go"),
                                 center_x=640, center_y=360))
    target = ctx.framebuffer(color_attachments=[ctx.texture((1280, 720))])
    for _ in range(6):  # frames queued faster than drawn fill the software renderer's scenes
        with target.activate():
            sprites.draw()
        ctx.flush()
    ctx.finish()
    del atlas, sprites, target
    gc.collect()
    ctx.gc()
    app.renderer_memory.let_go()
    # 4 MB of atlas and 3.5 MB of framebuffer were made and deleted: llvmpipe held them until now.
    assert _mapped_mb() - before < 1.0


def test_a_settled_pause_keeps_one_copy_and_repaints_from_the_game_below(app, drive):
    import numpy as np

    app.push(SelectScene(app))
    app.push(create_game_view(app, game("pharaoh"), new_session(game("pharaoh"), seed=3)))
    drive.settle()
    app.open_pause(app.scene)
    drive.settle()
    drive.frames(60)  # the fade between scenes too
    pause = app.current_view
    assert pause.still.ready and not pause.backdrop.ready  # the dimmed game lives in the still layer only
    before = np.asarray(drive.image().convert("RGB"), dtype=int)
    drive.key(arcade.key.DOWN)  # another button glows: the still layer is painted again
    drive.key(arcade.key.UP)
    drive.frames(3)
    after = np.asarray(drive.image().convert("RGB"), dtype=int)
    assert not pause.backdrop.ready
    # Painted from the game itself, the dimmed game beside the panel looks the same (the buttons
    # glow in time, so they are left out).
    for columns in (slice(0, 400), slice(880, None)):
        assert np.abs(after[:, columns] - before[:, columns]).max() <= 2
    assert after[:, :400].mean() > 10  # the dimmed board, not a blank


def test_a_closed_game_is_gone_before_the_menu_paints(app, monkeypatch):
    app.push(SelectScene(app))
    view = create_game_view(app, game("olifantenpad"), new_session(game("olifantenpad"), seed=3))
    app.push(view)
    step(app, 5)
    closed = weakref.ref(view)
    del view
    seen_at_draw = []
    monkeypatch.setattr(SelectScene, "draw", lambda scene: seen_at_draw.append(closed() is None))
    gc.disable()  # only the app's own collection may free the scene's cycles
    try:
        app.pop_to(SelectScene)  # as the pause's Menu button does, inside an input handler
        step(app, 1)
    finally:
        gc.enable()
    assert seen_at_draw == [True]  # the menu's first frame paints with the game already let go


def test_the_free_heap_pages_are_given_back_every_so_many_frames(app, monkeypatch):
    import game.app.window as window_module

    calls = []
    monkeypatch.setattr(window_module, "give_back_free_pages", lambda: calls.append(app._frames))
    step(app, 2 * window_module.TRIM_EVERY)
    assert len(calls) == 2 and all(frames % window_module.TRIM_EVERY == 0 for frames in calls)


def test_every_game_is_built_into_an_atlas_of_at_most_8_mb(app):
    # 2048x1024 in software rendering is 8 MB; arcade's own packing took 2048x2048 (16 MB) for
    # Floorplan, Guppy, Romb and Pharaoh. Pharaoh's and Guppy's fit in 1024x1024.
    app.push(SelectScene(app))
    for game_id, most in (("floorplan", 2048 * 1024), ("olifantenpad", 1024 * 1024), ("guppy", 1024 * 1024),
                          ("romb", 2048 * 1024), ("pharaoh", 1024 * 1024)):
        view = create_game_view(app, game(game_id), new_session(game(game_id), seed=3))
        app.push(view)
        step(app, 5)
        width, height = view.own_atlas.size
        assert width * height <= most, (game_id, view.own_atlas.size)
        app.pop_to(SelectScene)
        del view
        step(app, 2)
