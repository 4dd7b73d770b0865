"""What stays still on screen, painted once, kept in an offscreen copy and copied back each frame;
when part of it changes, only that part is painted again.

In software rendering a frame's cost is mostly its draw calls and the pixels they shade: a game
board of a hundred tiles, a panel of pictures and texts, or five cards of boxes cost several times
one full-screen texture. The copy is kept the way the window keeps its own pixels (`screen_copy`):
the same byte order and rows in the same order, so copying it back (`glBlitFramebuffer`) is a
plain memory copy in Mesa's software renderer, a tenth of drawing the same pixels as a texture
(0.23 ms for 1280x720 here, against 1.7 ms for a copy that must reorder them), and it replaces the
frame's clear too. When something in the layer changes in one place (a tile slid, a cell dyed, a
count went up) only the changed boxes are painted again, on the screen over the copy just put there
and clipped to them (the scissor box: the pixels outside are not shaded at all), and then copied
into the copy: a few draw calls' price rather than a whole frame's. `game.ui.damage.SpriteWatch` and
`TextWatch` name those boxes for the sprite lists and texts a layer holds, so a scene need not say
what moved.
"""

from __future__ import annotations

import math
from typing import Callable, Sequence

import arcade
from pyglet import gl

from game.ui import theme
from game.ui.clip import viewport
from game.ui.damage import Box, SpriteWatch, TextWatch, merged

#: The most boxes painted again one by one in a frame (more are merged), and what a pass of
#: painting costs whatever its size, in the pixels that would cost to shade (measured: a pass of a
#: board's eight draw calls costs about what 60,000 textured pixels do)
MOST_BOXES, PASS_PIXELS = 6, 60_000
#: Pixels added round a changed box (a scaled picture's sampling reaches a pixel past its edge).
BOX_PAD = 2


def copy_pixels(ctx, source, target, from_box: tuple[int, int, int, int], to_box: tuple[int, int, int, int]) -> None:
    """Copy the colour of a box of one framebuffer into a box of another (`glBlitFramebuffer`: no
    shading, no blending, pixel for pixel when the boxes are the same size; a box given top side
    down flips), then draw on into the framebuffer that was active. In software rendering this
    costs a memory copy where drawing the same pixels as a texture costs sampling and blending. A
    clip (scissor box) set for drawing would cut the copy too, so none applies to it."""
    active = ctx.active_framebuffer
    x0, y0, x1, y1 = from_box
    u0, v0, u1, v1 = to_box
    clipped = gl.glIsEnabled(gl.GL_SCISSOR_TEST)
    if clipped:
        gl.glDisable(gl.GL_SCISSOR_TEST)
    gl.glBindFramebuffer(gl.GL_READ_FRAMEBUFFER, source.glo)
    gl.glBindFramebuffer(gl.GL_DRAW_FRAMEBUFFER, target.glo)
    gl.glBlitFramebuffer(x0, y0, x1, y1, u0, v0, u1, v1, gl.GL_COLOR_BUFFER_BIT, gl.GL_NEAREST)
    if clipped:
        gl.glEnable(gl.GL_SCISSOR_TEST)
    active.use(force=True)


Pixels = tuple[int, int, int, int]  # a box of framebuffer pixels: x0, y0, x1, y1


def outside(whole: Pixels, holes: Sequence[Pixels]) -> list[Pixels]:
    """The parts of a box (x0, y0, x1, y1) outside some others, as boxes that do not overlap."""
    parts = [whole]
    for hx0, hy0, hx1, hy1 in holes:
        if hx1 <= hx0 or hy1 <= hy0:
            continue
        kept = []
        for x0, y0, x1, y1 in parts:
            if hx1 <= x0 or x1 <= hx0 or hy1 <= y0 or y1 <= hy0:
                kept.append((x0, y0, x1, y1))
                continue
            if y0 < hy0:
                kept.append((x0, y0, x1, hy0))  # below the hole, the part's whole width
            if hy1 < y1:
                kept.append((x0, hy1, x1, y1))  # above it
            top, bottom = min(y1, hy1), max(y0, hy0)
            if x0 < hx0:
                kept.append((x0, bottom, hx0, top))  # beside it, left and right
            if hx1 < x1:
                kept.append((hx1, bottom, x1, top))
        parts = kept
    return parts


def drawn_anywhere(part) -> bool:
    """`CachedLayer.reaches` for a layer painted whole: every part draws."""
    return True


def store_like_screen(texture) -> None:
    """Give an arcade.gl texture new, blank storage kept as a window keeps its pixels: four bytes a
    pixel in blue, green, red, alpha order (asked for by handing GL that order, which lets it choose
    the matching storage). Mesa's software renderer copies between two such buffers with a plain
    memory copy when the rows are in the window's order (a copy flipped in GL's terms), and
    reorders pixel by pixel, as a draw, between any others; on other drivers the copies are right
    either way."""
    width, height = texture.size
    gl.glBindTexture(gl.GL_TEXTURE_2D, texture.glo)
    gl.glTexImage2D(gl.GL_TEXTURE_2D, 0, gl.GL_RGBA, width, height, 0, gl.GL_BGRA, gl.GL_UNSIGNED_BYTE, None)


def screen_copy(ctx, size: tuple[int, int]):
    """A framebuffer of `size` to hold a copy of the window's pixels (`store_like_screen`), used top
    row first: `copy_from_screen` and `copy_to_screen` flip."""
    texture = ctx.texture(size, components=4)
    store_like_screen(texture)
    return ctx.framebuffer(color_attachments=[texture])


def copy_from_screen(ctx, copy, box: tuple[int, int, int, int]) -> None:
    """Copy a box (x0, y0, x1, y1, window pixels) of the window into a `screen_copy`, flipped."""
    x0, y0, x1, y1 = box
    height = copy.size[1]
    copy_pixels(ctx, ctx.screen, copy, box, (x0, height - y0, x1, height - y1))


def copy_to_screen(ctx, copy, box: tuple[int, int, int, int]) -> None:
    """Copy a box (x0, y0, x1, y1, window pixels) of a `screen_copy` back onto the window."""
    x0, y0, x1, y1 = box
    height = copy.size[1]
    copy_pixels(ctx, copy, ctx.screen, (x0, height - y0, x1, height - y1), box)


class CachedLayer:
    """Something that does not change from frame to frame (the scene under a dialog, a menu's cards,
    a board at rest), painted once, copied from the screen into an offscreen framebuffer, and from
    then on copied back.

    The copy covers the whole window, letterbox bars included, and it is painted after a clear of
    its own, so a scene whose drawing begins with a cached layer needs no clear
    (`Scene.clears_itself`). The layer is painted again whole when the window's size or the
    letterbox changes, or after `drop()`; after `drop(box)` (or a change `watch` sees in its
    sprite lists) only that box is painted again, into the copy."""

    _made = 0
    #: A `screen_copy` all of one background colour, with its size and colour: a box is cleared
    #: before it is painted again by copying it from there (a memory copy: 0.01 ms for a board's
    #: line here, where a clear clipped to the box costs 0.15-0.26 ms in Mesa's software
    #: renderer). One for every still layer, filled again for a scene of another colour.
    _backdrop: tuple[tuple, object] | None = None

    def __init__(self, scene) -> None:
        self.app = scene.app
        self.scene = scene  # whose background colour the window is cleared with before a paint
        self._framebuffer = None  # the offscreen copy, an arcade.gl Framebuffer
        self._key: tuple | None = None
        self._boxes: list[Box] = []  # design-space boxes to paint again over the copy
        self._watch: SpriteWatch | None = None
        self._texts: TextWatch | None = None
        #: the framebuffer boxes (x0, y0, x1, y1) painted again at the last draw that painted any
        self.painted: list[tuple[int, int, int, int]] = []
        self._pass: Box | None = None  # the design-space box being painted again, while one is

    def reaches(self, part) -> bool:
        """Whether a part of the layer draws anything in the box being painted again: a sprite list
        or group of texts it watches (where they drew at the last look), or a design-space box
        (left, bottom, right, top) round a part that never moves. A part that does not reach the
        box need not be drawn for it: in software rendering each list or group of texts drawn costs
        0.1-0.3 ms a box, whatever it covers there. True while the layer is painted whole, and for
        a list or group it does not watch."""
        if self._pass is None:
            return True
        if isinstance(part, tuple):
            bounds: Box | None = part
        else:
            bounds = self._watch.bounds(part) if self._watch is not None else None
            if bounds is None and self._texts is not None:
                bounds = self._texts.bounds(part)
        if bounds is None:
            return True
        left, bottom, right, top = self._pass
        return bounds[0] < right and left < bounds[2] and bounds[1] < top and bottom < bounds[3]

    def watch(self, *layers, texts=()) -> None:
        """Sprite lists the layer's painting draws, and groups of texts (`game.ui.labels.Labels`):
        a change in any of them paints its boxes again at the next draw (a picture changed in place
        is not seen: `drop` its box)."""
        self._watch = SpriteWatch(*layers)
        self._texts = TextWatch(*texts) if texts else None

    def _current_key(self) -> tuple:
        return tuple(self.app.camera.viewport.lbwh), tuple(self.app.get_framebuffer_size())

    @property
    def ready(self) -> bool:
        """True when the copy is up to date but for the boxes dropped (drawing it copies it; else
        the layer is painted whole)."""
        return self._framebuffer is not None and self._key == self._current_key()

    def draw(self, paint: Callable[[], None], covered: Sequence[Box] = ()) -> None:
        """Draw the layer, first in a frame: its copy when it is up to date (the boxes that changed
        painted again over it and copied into it), else clear the window, `paint()` the layer and
        keep a copy of the window. `covered`: design-space boxes (left, bottom, right, top) the
        scene fills this frame with opaque copies of its own, over every pixel: the copy leaves
        them out (in software rendering a copy costs its bytes: 0.3 ms for the whole window)."""
        if self._watch is not None:
            self._boxes.extend(self._watch.changes())
        if self._texts is not None:
            self._boxes.extend(self._texts.changes())
        ctx = self.app.ctx
        size = tuple(self.app.get_framebuffer_size())
        whole = (0, 0, *size)
        if self.ready:
            for part in outside(whole, [self._inner_pixels(box) for box in covered]):
                copy_to_screen(ctx, self._framebuffer, part)
            if self._boxes:
                self._paint_boxes(paint)
            return
        self._boxes.clear()
        self.app.clear(color=self.scene.background)
        paint()
        try:  # no offscreen copy here: paint every frame instead
            if self._framebuffer is None or tuple(self._framebuffer.size) != size:
                self._framebuffer = screen_copy(ctx, size)
            copy_from_screen(ctx, self._framebuffer, whole)
            # the backdrop the boxes are cleared from, made now with the whole paint (made at the
            # first box instead, it doubled that frame: 4 ms for a window's worth of memory)
            self._backdrop_copy()
        except Exception:  # noqa: BLE001
            self.release()
            return
        CachedLayer._made += 1
        self._key = self._current_key()

    def _paint_boxes(self, paint: Callable[[], None]) -> None:
        """Paint the changed boxes again on the screen, over the copy just put there, then copy
        those boxes into the copy. The boxes are joined in framebuffer pixels, padded, so that no
        two share a pixel; all of them are cleared first and then painted, each clipped to its
        pixels: in software rendering a copy after a draw waits for the draw to be done, so the
        painting is waited for once, at the first copy back, however many boxes."""
        seen = [self._pixels((max(0.0, a), max(0.0, b), min(theme.WIDTH, c), min(theme.HEIGHT, d)))
                for a, b, c, d in self._boxes]
        self._boxes.clear()
        boxes = [(int(a), int(b), int(c), int(d)) for a, b, c, d in
                 merged([box for box in seen if box[2] > box[0] and box[3] > box[1]], MOST_BOXES, PASS_PIXELS)]
        self.painted = boxes
        ctx, camera = self.app.ctx, self.app.camera
        # the clip is the camera's: painting into a picture of its own (`game.ui.baked`) and back
        # uses the camera again, which sets the scissor box from it (a clip set on the framebuffer
        # alone would be lost there, and the rest of the layer painted over itself)
        with ctx.screen.activate(), camera.activate():
            backdrop = self._backdrop_copy()
            for box in boxes:
                copy_to_screen(ctx, backdrop, box)
            try:
                for x0, y0, x1, y1 in boxes:
                    camera.scissor = arcade.LBWH(x0, y0, x1 - x0, y1 - y0)
                    camera.use()
                    self._pass = self._design((x0, y0, x1, y1))
                    paint()
            finally:
                camera.scissor = None
                self._pass = None
        for box in boxes:
            copy_from_screen(ctx, self._framebuffer, box)

    def _backdrop_copy(self):
        """The shared copy of the window all in the scene's background colour (made, or filled
        again, when the size or the colour is not the last one's)."""
        key = (tuple(self._framebuffer.size), tuple(self.scene.background))
        if CachedLayer._backdrop is None or CachedLayer._backdrop[0] != key:
            CachedLayer._backdrop = None  # the old one's memory goes before the new is made
            backdrop = screen_copy(self.app.ctx, key[0])
            backdrop.clear(color_normalized=theme.normalized(key[1]))
            CachedLayer._backdrop = (key, backdrop)
        return CachedLayer._backdrop[1]

    def _viewport(self) -> tuple[float, float, float]:
        """Where the design space lies in the framebuffer (`game.ui.clip.viewport`)."""
        return viewport(self.app.camera)

    def _pixels(self, box: Box) -> tuple[int, int, int, int]:
        """A design-space box as framebuffer pixels (x0, y0, x1, y1), padded, within the window."""
        left, bottom, scale = self._viewport()
        fb_width, fb_height = self.app.get_framebuffer_size()
        x0 = max(0, int(left + box[0] * scale) - BOX_PAD)
        y0 = max(0, int(bottom + box[1] * scale) - BOX_PAD)
        x1 = min(fb_width, int(left + box[2] * scale + 0.999) + BOX_PAD)
        y1 = min(fb_height, int(bottom + box[3] * scale + 0.999) + BOX_PAD)
        return x0, y0, x1, y1

    def _inner_pixels(self, box: Box) -> tuple[int, int, int, int]:
        """The framebuffer pixels (x0, y0, x1, y1) wholly inside a design-space box."""
        left, bottom, scale = self._viewport()
        return (math.ceil(left + box[0] * scale), math.ceil(bottom + box[1] * scale),
                math.floor(left + box[2] * scale), math.floor(bottom + box[3] * scale))

    def _design(self, pixels: tuple[int, int, int, int]) -> Box:
        """Framebuffer pixels (x0, y0, x1, y1) as a design-space box."""
        left, bottom, scale = self._viewport()
        x0, y0, x1, y1 = pixels
        return (x0 - left) / scale, (y0 - bottom) / scale, (x1 - left) / scale, (y1 - bottom) / scale

    def drop(self, box: Box | None = None) -> None:
        """What the layer shows changed: paint it again at its next draw, whole (into the same
        memory), or only a design-space `box` (left, bottom, right, top) of it."""
        if box is None:
            self._key = None
        else:
            self._boxes.append(box)

    def release(self) -> None:
        """Out of sight: forget the copy and free its memory now (a scene covered by another that
        paints layers of its own would otherwise hold both sets in the same frame)."""
        if self._framebuffer is not None:
            self._framebuffer = None
            self.app.renderer_memory.let_go()
        self._key = None
