"""A still part of the screen kept as one picture: painted once into a texture, repainted box by box
where something changed, and copied to the screen every frame.

Software rendering pays for every pixel of every layer, every frame: the park's ground (picture,
worn strips, patches, marks) or the side panel (frame, pictures, texts, buttons) drawn layer by layer
cost several times one copy of the same pixels. A `Canvas` holds them in a texture of an atlas of its
own (the shared atlas may be rebuilt from its pictures, which would lose what was painted), kept
as the window keeps its pixels (`game.ui.cached_layer.store_like_screen`), and on a window of the
design's size copies it to the screen with a framebuffer blit (pixel for pixel: in software
rendering a plain memory copy, a tenth of drawing the same picture as a sprite). A change repaints only its box: the
layers are drawn again with a scissor round it, in the frame that shows it. On a window of any other
size the canvas is painted at twice the size and drawn as a filtered sprite.
"""

from __future__ import annotations

import math
from typing import Callable

import arcade
from PIL import Image

from game.ui.cached_layer import copy_pixels, store_like_screen

Box = tuple[float, float, float, float]  # left, bottom, width, height in design pixels


def overlap(a: Box, b: Box) -> bool:
    """True when two boxes share some area."""
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


#: The most passes a repaint makes in one frame: each pass draws every layer again (cut to its box),
#: so more boxes than this are painted as the one box round them all. The side panel once queued
#: 15 boxes in a frame (the score, texts, buttons at an hour's end), which took 20 ms and about 10 MB
#: of the software renderer's drawing commands.
MAX_PASSES = 3


def _union(a: Box, b: Box) -> Box:
    left, bottom = min(a[0], b[0]), min(a[1], b[1])
    return left, bottom, max(a[0] + a[2], b[0] + b[2]) - left, max(a[1] + a[3], b[1] + b[3]) - bottom


def merged(boxes: list[Box]) -> list[Box]:
    """The boxes to paint for `boxes`: repeats dropped, two boxes joined where the box round both
    is no larger than the two apart (overlapping or side by side), and all of them joined into one
    when more than `MAX_PASSES` remain."""
    out: list[Box] = []
    for box in dict.fromkeys(boxes):
        for i, other in enumerate(out):
            joined = _union(box, other)
            if joined[2] * joined[3] <= box[2] * box[3] + other[2] * other[3]:
                out[i] = joined
                break
        else:
            out.append(box)
    if len(out) > MAX_PASSES:
        whole = out[0]
        for box in out[1:]:
            whole = _union(whole, box)
        return [whole]
    return out


class Canvas:
    """The picture of `box` (design pixels, whole numbers) that `paint(exact, box)` draws in design
    coordinates (all of it, or only what reaches into the box being repainted); `touch` a box when
    what it shows changes."""

    _made = 0

    def __init__(self, box: Box, paint: Callable[[bool, Box], None]) -> None:
        self.box = tuple(int(round(v)) for v in box)
        self.paint = paint
        self.scale = 0  # canvas pixels per design pixel; 0 until first drawn
        self.texture: arcade.Texture | None = None
        self.sprites = arcade.SpriteList()
        self.dirty: list[Box] = []

    def touch(self, *boxes: Box) -> None:
        """Repaint these boxes in the next frame (none named: the whole canvas)."""
        self.dirty.extend(boxes or (self.box,))

    def draw(self, exact: bool) -> None:
        """Bring the canvas up to date and put it on the screen: copied pixel for pixel when the
        window is the design's size (`exact`), else drawn filtered from twice the size."""
        scale = 1 if exact else 2
        if scale != self.scale:
            self._new(scale)
        if self.dirty:
            self._repaint()
        if exact:
            self._copy()
        else:
            self.sprites.draw()

    def image(self) -> Image.Image:
        """What the canvas holds now, top row first (for tests)."""
        return self.sprites.atlas.read_texture_image_from_atlas(self.texture)

    @property
    def _region(self):
        return self.sprites.atlas.get_texture_region_info(self.texture.atlas_name)

    def _new(self, scale: int) -> None:
        """A blank canvas at `scale`, to be painted whole."""
        left, bottom, width, height = self.box
        size = (width * scale, height * scale)
        atlas = arcade.DefaultTextureAtlas((size[0] + 4, size[1] + 4), border=1, auto_resize=False)
        store_like_screen(atlas.texture)  # its copy to the screen is then a plain memory copy
        atlas.fbo.clear()
        Canvas._made += 1
        self.texture = arcade.Texture(Image.new("RGBA", size), hash=f"olifantenpad-canvas-{Canvas._made}")
        atlas.add(self.texture)
        self.sprites = arcade.SpriteList(atlas=atlas)
        self.sprites.blend = False  # an opaque picture: no blending is cheaper to fill
        self.sprites.append(arcade.Sprite(self.texture, scale=1 / scale, center_x=left + width / 2,
                                          center_y=bottom + height / 2))
        self.scale = scale
        self.dirty = [self.box]

    def _repaint(self) -> None:
        """Paint each changed box: the layers again, cut to it by a scissor."""
        boxes, self.dirty = merged(self.dirty), []
        left, bottom, width, height = self.box
        k, region = self.scale, self._region
        atlas = self.sprites.atlas
        with atlas.render_into(self.texture, projection=(left, left + width, bottom, bottom + height)) as fbo:
            for bx, by, bw, bh in boxes:  # the atlas keeps pictures top row first: y counts from the top
                x0 = max(0, math.floor((bx - left) * k))
                x1 = min(region.width, math.ceil((bx + bw - left) * k))
                y0 = max(0, math.floor((bottom + height - by - bh) * k))
                y1 = min(region.height, math.ceil((bottom + height - by) * k))
                if x1 > x0 and y1 > y0:
                    fbo.scissor = (region.x + x0, region.y + y0, x1 - x0, y1 - y0)
                    self.paint(k == 1, (bx, by, bw, bh))
            fbo.scissor = None

    def _copy(self) -> None:
        """Blit the canvas onto the screen at its box (flipped: the atlas keeps it top row first)."""
        atlas = self.sprites.atlas
        region = self._region
        left, bottom, width, height = self.box
        copy_pixels(atlas.ctx, atlas.fbo, atlas.ctx.active_framebuffer,
                    (region.x, region.y, region.x + region.width, region.y + region.height),
                    (left, bottom + height, left + width, bottom))
