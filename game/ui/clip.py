"""Drawing clipped to a box of the design space: the window's pixels outside it are not shaded at
all (the scissor box), which in software rendering is also a saving of every one of them."""

from __future__ import annotations

import contextlib
import math
from typing import Iterator

import arcade

from game.ui import theme


def viewport(camera) -> tuple[float, float, float]:
    """Where the design space lies in the framebuffer: its left, its bottom, and window pixels per
    design pixel."""
    left, bottom, width, _ = camera.viewport.lbwh
    return left, bottom, width / theme.WIDTH


def window_pixels(camera, box: tuple[float, float, float, float]) -> tuple[int, int, int, int]:
    """A design-space box (left, bottom, right, top) as the framebuffer pixels (x0, y0, x1, y1,
    the ends excluded) whose centres lie in it: those a picture with the same edges would cover."""
    left, bottom, scale = viewport(camera)

    def edge(origin: float, at: float) -> int:
        return max(0, math.ceil(origin + at * scale - 0.5))

    return edge(left, box[0]), edge(bottom, box[1]), edge(left, box[2]), edge(bottom, box[3])


@contextlib.contextmanager
def clipped(camera, box: tuple[float, float, float, float]) -> Iterator[None]:
    """Draw through `camera` (active) only inside a design-space box (left, bottom, right, top);
    the clip the camera had is put back after."""
    x0, y0, x1, y1 = window_pixels(camera, box)
    before = camera.scissor
    camera.scissor = arcade.LBWH(x0, y0, max(0, x1 - x0), max(0, y1 - y0))
    camera.use()
    try:
        yield
    finally:
        camera.scissor = before
        camera.use()
