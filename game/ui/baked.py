"""A part of the screen that changes only now and then (Floorplan's panel, the Undo and Redo
buttons), drawn into a texture of its own when it changes, and from then on drawn as that one
sprite.

In software rendering every draw call and every text group costs a fixed price each frame: a
panel of a backdrop, nineteen pictures and a dozen texts is five draws and several text groups,
and even a pair of buttons is six draws (two boxes, two borders, two texts) costing about a
millisecond a frame. Drawn into its texture (`render_into`: no read-back, no upload) it costs one
draw of its own pixels, opaque (no blending) where the picture covers its whole box. The texture
lives in a small atlas of its own, exactly its size: the shared atlas may be repacked or rebuilt
from its pictures' images (which would lose a picture drawn into it), and this one never is; it
goes with its part.
"""

from __future__ import annotations

from typing import Callable

import arcade
from arcade.texture_atlas import DefaultTextureAtlas
from PIL import Image

from game.ui.sprites import image_texture, make_sprite

#: Empty pixels round the picture in its atlas (arcade's atlases keep a border round each picture).
BORDER = 1


class Baked:
    """One design-space box (left, bottom, right, top) whose picture `paint()` draws (at 1:1, in
    design coordinates); `dirty = True` after anything in it changed (which calls `on_change`, if
    set: a still layer that holds the picture paints its box again). An `opaque` picture covers
    its box from edge to edge and is drawn without blending; another is drawn over what is under
    it, its empty pixels clear."""

    def __init__(self, box: tuple[float, float, float, float], paint: Callable[[], None], key: str,
                 opaque: bool = True) -> None:
        left, bottom, right, top = box
        self.box = box
        width, height = round(right - left), round(top - bottom)
        self.opaque = opaque
        self.texture = image_texture(Image.new("RGBA", (width, height), (0, 0, 0, 255 if opaque else 0)),
                                     f"baked-{key}-{width}x{height}")
        self.atlas = DefaultTextureAtlas((width + 2 * BORDER, height + 2 * BORDER), border=BORDER,
                                         auto_resize=False)
        self.atlas.add(self.texture)
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList(atlas=self.atlas)
        self.sprites.append(make_sprite(self.texture, (left + right) / 2, (bottom + top) / 2))
        self.sprites.blend = not opaque  # opaque: no blending, which reads back every pixel under it
        self.paint = paint
        self.on_change: Callable[[], None] | None = None
        self._dirty = True

    @property
    def dirty(self) -> bool:
        """True when the picture is out of date (it is painted again at its next draw)."""
        return self._dirty

    @dirty.setter
    def dirty(self, value: bool) -> None:
        self._dirty = value
        if value and self.on_change is not None:
            self.on_change()

    def draw(self, pixelated: bool = False) -> None:
        """Draw the picture, painting it into its texture first when it is out of date."""
        if self.dirty:
            left, bottom, right, top = self.box
            with self.atlas.render_into(self.texture, projection=(left, right, bottom, top)) as framebuffer:
                if not self.opaque:
                    framebuffer.clear(color=(0, 0, 0, 0))
                self.paint()
            self._dirty = False
        self.sprites.draw(pixelated=pixelated)
