"""A part of the screen that changes only now and then (Floorplan's panel), drawn into a texture of
its own when it changes, and from then on drawn as that one opaque sprite.

In software rendering every draw call and every text group costs a fixed price each frame: the
panel is a backdrop, nineteen pictures and a dozen texts (five draws, several text groups) that
change a few times a turn. Drawn into its texture (`render_into`: no read-back, no upload) it costs
one opaque draw of its own pixels. The texture lives in a small atlas of its own, exactly its size:
the shared atlas may be repacked or rebuilt from its pictures' images (which would lose a picture
drawn into it), and this one never is; it goes with the panel.
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
    design coordinates, opaque from edge to edge); `dirty = True` after anything in it changed."""

    def __init__(self, box: tuple[float, float, float, float], paint: Callable[[], None]) -> None:
        left, bottom, right, top = box
        self.box = box
        width, height = round(right - left), round(top - bottom)
        self.texture = image_texture(Image.new("RGBA", (width, height), (0, 0, 0, 255)),
                                     f"floorplan-baked-{width}x{height}")
        self.atlas = DefaultTextureAtlas((width + 2 * BORDER, height + 2 * BORDER), border=BORDER,
                                         auto_resize=False)
        self.atlas.add(self.texture)
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList(atlas=self.atlas)
        self.sprites.append(make_sprite(self.texture, (left + right) / 2, (bottom + top) / 2))
        self.sprites.blend = False  # opaque: no blending, which reads back every pixel under it
        self.paint = paint
        self.dirty = True

    def draw(self, pixelated: bool = False) -> None:
        """Draw the picture, painting it into its texture first when it is out of date."""
        if self.dirty:
            left, bottom, right, top = self.box
            with self.atlas.render_into(self.texture, projection=(left, right, bottom, top)):
                self.paint()
            self.dirty = False
        self.sprites.draw(pixelated=pixelated)
