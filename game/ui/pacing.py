"""Frame pacing in software rendering: a frame's drawing handed to the renderer in parts.

Mesa's software renderer (llvmpipe, on machines without a GPU) sorts a frame's draw calls into
tiles and shades their pixels only once the drawing is flushed: until then its threads idle
while Python prepares the rest of the frame, and after it Python waits for all of the shading at
once. A `Pacer` flushes after a sprite list is drawn once `PACE_S` of drawing has gone by since
the last flush, so the renderer shades the first part of a frame while the rest is prepared.
Measured on the five games' benchmarks (`tools/bench.py`, blocks of frames with and without in
one process): the median frame 5-20% shorter, the slowest 1% 10-20% shorter. Flushing after every
list was worse where many lists cover the same pixels (Romb Raider's room, drawn in eleven lists:
each part is shaded over the same tiles again), and is why the pause is a time, not a count.

Only in software rendering (`software_renderer`): on a GPU the driver hands work over itself.
The hook is one wrapper round `arcade.SpriteList.draw`, put there once when the window opens
(`install`), since every game draws through its sprite lists.
"""

from __future__ import annotations

import contextlib
import time
from typing import Iterator

import arcade
from pyglet import gl

#: Drawing (seconds of it) after which a sprite list's draw hands what came before to the renderer.
PACE_S = 0.0003
#: Words in the name of a renderer that draws on the processor (Mesa's, Google's, Apple's, Microsoft's).
SOFTWARE_NAMES = ("llvmpipe", "softpipe", "swiftshader", "software")


def software_renderer(ctx) -> bool:
    """True when the window's renderer draws on the processor."""
    name = str(ctx.info.RENDERER).lower()
    return any(word in name for word in SOFTWARE_NAMES)


class Pacer:
    """Flushes the drawing after a sprite list's draw once `PACE_S` has gone by since the last
    flush (see the module's docstring); `suspended()` draws with no flushes of its own."""

    def __init__(self) -> None:
        self._since = time.perf_counter()
        self._paused = 0
        #: How many times it handed drawing to the renderer (for tests and benchmarks).
        self.flushes = 0

    def after_draw(self) -> None:
        """A sprite list was drawn: flush when `PACE_S` went by since the last flush."""
        now = time.perf_counter()
        if not self._paused and now - self._since >= PACE_S:
            gl.glFlush()
            self._since = now
            self.flushes += 1

    @contextlib.contextmanager
    def suspended(self) -> Iterator[None]:
        """Draw with no flushes of the pacer's (the benchmark's reference frame is drawn as it
        always was)."""
        self._paused += 1
        try:
            yield
        finally:
            self._paused -= 1


_installed: Pacer | None = None


def install(ctx) -> Pacer | None:
    """Pace every sprite list's drawing from now on, where the renderer is software (None where it
    is not). Once per process: a second window shares the first's pacer."""
    global _installed
    if not software_renderer(ctx):
        return None
    if _installed is None:
        pacer = Pacer()
        draw = arcade.SpriteList.draw

        def paced_draw(self, **kwargs) -> None:
            draw(self, **kwargs)
            pacer.after_draw()

        paced_draw.__doc__ = draw.__doc__
        arcade.SpriteList.draw = paced_draw  # type: ignore[method-assign]
        _installed = pacer
    return _installed
