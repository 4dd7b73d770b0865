"""Two things that keep software-rendered frames short: the buttons' pictures kept per look
(`game.ui.baked.ButtonPicture`: a look seen before is drawn again, not painted again) and the frame
pacing (`game.ui.pacing`: the drawing handed to the renderer in parts). Pixels are read from the
real headless window of the test session."""

from __future__ import annotations

import time
from types import SimpleNamespace

import arcade
import numpy as np

from game.app.shots import build_scene
from game.ui import baked, pacing
from game.ui.baked import ButtonPicture
from game.ui.widgets import Button


def _pair():
    """Two buttons, and a picture of them that counts its paintings."""
    buttons = (Button("Undo", 100, 100, 96, 34, lambda: None, font_size=15),
               Button("Redo", 204, 100, 96, 34, lambda: None, font_size=15))
    picture = ButtonPicture(buttons, "test-pair")
    painted = []
    paint = picture._paint

    def counted() -> None:
        painted.append(1)
        paint()

    picture._paint = counted
    return buttons, picture, painted


def _drawn(window, picture) -> np.ndarray:
    """The pixels round the pair after drawing the picture over a cleared window."""
    window.clear(color=(20, 30, 40))
    with window.camera.activate():
        picture.draw()
    window.ctx.finish()
    return np.asarray(arcade.get_image(80, 80, 240, 70))[..., :3].astype(np.int16)


def test_a_look_seen_before_is_drawn_again_without_painting(window):
    buttons, picture, painted = _pair()
    enabled = _drawn(window, picture)
    buttons[0].enabled = False
    disabled = _drawn(window, picture)
    assert len(painted) == 2
    assert np.abs(enabled - disabled).max() > 20  # a disabled button looks different
    buttons[0].enabled = True
    again = _drawn(window, picture)
    assert len(painted) == 2  # kept: no painting
    assert np.abs(again - enabled).max() == 0
    buttons[0].enabled = False
    assert np.abs(_drawn(window, picture) - disabled).max() == 0
    assert len(painted) == 2


def test_a_glow_on_its_way_paints_one_moving_picture_and_the_kept_looks_stay_few(window):
    buttons, picture, painted = _pair()
    buttons[0].focused = True
    for _ in range(6):  # the glow fades in: a new look every frame, painted into one picture
        buttons[0].update(1 / 60)
        _drawn(window, picture)
    assert picture._moving is not None and len(picture._kept) <= 1
    assert len(painted) >= 6
    buttons[0]._glow = 1.0  # at rest, lit
    for n in range(baked.KEPT_LOOKS + 3):  # many steady looks: the oldest are let go
        buttons[1].text.text = f"Redo {n}"
        _drawn(window, picture)
    assert len(picture._kept) == baked.KEPT_LOOKS


def test_a_moved_pair_is_painted_again_where_it_now_is(window):
    buttons, picture, painted = _pair()
    _drawn(window, picture)
    for button in buttons:
        button.move_to(button.left + 10, button.bottom)
    _drawn(window, picture)
    assert len(painted) == 2 and len(picture._kept) == 1


def test_software_renderers_are_told_apart_by_name():
    def ctx(name: str):
        return SimpleNamespace(info=SimpleNamespace(RENDERER=name))

    assert pacing.software_renderer(ctx("llvmpipe (LLVM 15.0.6, 256 bits)"))
    assert pacing.software_renderer(ctx("Google SwiftShader"))
    assert pacing.software_renderer(ctx("Apple Software Renderer"))
    assert not pacing.software_renderer(ctx("NVIDIA GeForce RTX 3060/PCIe/SSE2"))
    assert not pacing.software_renderer(ctx("AMD Radeon RX 6600 (radeonsi, navi23, LLVM 15.0.6)"))


def test_the_pacer_flushes_once_its_pause_has_gone_by_and_not_while_suspended(monkeypatch):
    flushed = []
    monkeypatch.setattr(pacing.gl, "glFlush", lambda: flushed.append(1))
    pacer = pacing.Pacer()
    pacer._since = time.perf_counter()
    pacer.after_draw()
    assert not flushed  # too soon after the last
    time.sleep(pacing.PACE_S * 2)
    pacer.after_draw()
    pacer.after_draw()
    assert len(flushed) == 1 and pacer.flushes == 1
    time.sleep(pacing.PACE_S * 2)
    with pacer.suspended():
        pacer.after_draw()
    assert len(flushed) == 1


def test_a_game_frame_in_software_rendering_is_handed_over_in_parts_and_looks_the_same(app):
    assert app.pacer is not None  # the tests draw with Mesa's software renderer
    build_scene(app, "pharaoh")
    scene = app.current_view
    for _ in range(3):
        scene.on_update(1 / 60)
        scene.on_draw()
        app.ctx.finish()
    before = app.pacer.flushes
    scene.on_draw()
    app.ctx.finish()
    paced = np.asarray(arcade.get_image(0, 0, *app.get_framebuffer_size()))
    assert app.pacer.flushes > before
    with app.pacer.suspended():
        scene.on_draw()
        app.ctx.finish()
    whole = np.asarray(arcade.get_image(0, 0, *app.get_framebuffer_size()))
    assert np.array_equal(paced, whole)
