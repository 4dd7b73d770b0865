"""Shared test set-up: headless arcade, silent sound, a private QUINTET_HOME per test, one window.

arcade allows one window per process (a Text made under a closed window fails in the next), so the
window is created once for the session and each scene test restarts the app in it.
"""

from __future__ import annotations

import os
import tempfile

os.environ["ARCADE_HEADLESS"] = "1"
os.environ.setdefault("ARCADE_SOUND_BACKENDS", "silent")
os.environ.setdefault("QUINTET_HOME", tempfile.mkdtemp(prefix="quintet-test-"))
os.environ.setdefault("QUINTET_DEBUG_GL", "1")  # tests keep pyglet's GL error checks (the game turns them off)

import pytest  # noqa: E402


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A fresh, empty QUINTET_HOME for one test."""
    monkeypatch.setenv("QUINTET_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture(scope="session")
def window():
    """The one headless Quintet window of the test session."""
    from game.app.window import QuintetWindow

    win = QuintetWindow(visible=False)
    yield win


@pytest.fixture
def app(window, home):
    """The app restarted on the title screen with an empty home folder."""
    window.start()
    return window


class Driver:
    """Sends real input events to the window and steps frames, as a player would.

    Each frame is one frame of arcade's own loop (`game.app.main.frame`): deliver the queued
    events, update, draw and flip. Flipping is what frees the OpenGL objects that died during the
    frame; a driver that skips it grows without bound over a long test session."""

    def __init__(self, app) -> None:
        self.app = app

    def key(self, symbol: int, modifiers: int = 0, frames: int = 2) -> None:
        """Press and release a key, then run some frames."""
        self.app.dispatch_event("on_key_press", symbol, modifiers)
        self.app.dispatch_event("on_key_release", symbol, modifiers)
        self.frames(frames)

    def click(self, x: float, y: float, button: int = 1, frames: int = 2) -> None:
        """Move to, press and release the left button at a design-space point."""
        wx, wy = self.window_point(x, y)
        self.app.dispatch_event("on_mouse_motion", wx, wy, 0, 0)
        self.app.dispatch_event("on_mouse_press", wx, wy, button, 0)
        self.app.dispatch_event("on_mouse_release", wx, wy, button, 0)
        self.frames(frames)

    def drag(self, start: tuple[float, float], end: tuple[float, float], steps: int = 6) -> None:
        """Press at one design point, drag to another, release."""
        sx, sy = self.window_point(*start)
        ex, ey = self.window_point(*end)
        self.app.dispatch_event("on_mouse_press", sx, sy, 1, 0)
        for i in range(1, steps + 1):
            x = sx + (ex - sx) * i / steps
            y = sy + (ey - sy) * i / steps
            self.app.dispatch_event("on_mouse_drag", x, y, 0, 0, 1, 0)
        self.app.dispatch_event("on_mouse_release", ex, ey, 1, 0)
        self.frames(2)

    def window_point(self, x: float, y: float) -> tuple[float, float]:
        """A design-space point in window pixels (the inverse of the app's letterbox)."""
        point = self.app.camera.project((x, y))
        return point[0], point[1]

    def frames(self, count: int = 1, dt: float = 1 / 60) -> None:
        """Run `count` frames as the real loop does: events, update, draw, flip."""
        from game.app.main import step

        step(self.app, count, dt)

    def settle(self, limit: int = 600) -> None:
        """Run frames until the top scene's animations have finished."""
        for _ in range(limit):
            self.frames(1)
            if not self.app.current_view.timeline.busy:
                break
        self.frames(2)

    def image(self):
        """What the window shows now, as a PIL image (top-left origin, window pixels)."""
        import arcade

        self.app.current_view.on_draw()
        return arcade.get_image(0, 0, *self.app.get_framebuffer_size())


@pytest.fixture
def drive(app):
    """A `Driver` for the restarted app."""
    return Driver(app)
