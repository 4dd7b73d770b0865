"""A part of the screen that changes only now and then (Floorplan's panel), drawn into its own
region of the texture atlas when it changes, and from then on drawn as that one opaque sprite.

In software rendering every draw call and every text batch costs a fixed price each frame: the panel
is a backdrop, nineteen pictures and a dozen texts (five draws, eight text groups) that change a few
times a turn. Drawn into the atlas (`render_into`: no read-back, no upload) it costs one opaque draw
of its own pixels. The region is shared by every panel of one size (one at a time is on screen), so
new games never grow the atlas; whichever panel drew last owns it, and another one draws itself in
again before it is shown. It is drawn again as well after the atlas grew (a new texture).
"""

from __future__ import annotations

from itertools import count
from typing import Callable

import arcade
from PIL import Image

from game.ui.sprites import image_texture, make_sprite

_tokens = count(1)
#: For each shared region (texture name): the token of the panel whose picture is in it now.
_owner: dict[str, int] = {}


class Baked:
    """One design-space box (left, bottom, right, top) whose picture `paint()` draws (at 1:1, in
    design coordinates, opaque from edge to edge); `dirty = True` after anything in it changed."""

    def __init__(self, box: tuple[float, float, float, float], paint: Callable[[], None]) -> None:
        left, bottom, right, top = box
        self.box = box
        width, height = round(right - left), round(top - bottom)
        self.texture = image_texture(Image.new("RGBA", (width, height), (0, 0, 0, 255)),
                                     f"floorplan-baked-{width}x{height}")
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.sprites.append(make_sprite(self.texture, (left + right) / 2, (bottom + top) / 2))
        self.sprites.blend = False  # opaque: no blending, which reads back every pixel under it
        self.paint = paint
        self.dirty = True
        self.token = next(_tokens)
        self._atlas_state: tuple | None = None

    def draw(self, pixelated: bool = False) -> None:
        """Draw the picture, painting it into the atlas first when it is out of date."""
        atlas = arcade.get_window().ctx.default_atlas
        state = (id(atlas), atlas.size)
        name = self.texture.atlas_name
        if self.dirty or _owner.get(name) != self.token or state != self._atlas_state:
            atlas.add(self.texture)
            left, bottom, right, top = self.box
            with atlas.render_into(self.texture, projection=(left, right, bottom, top)):
                self.paint()
            self.dirty = False
            _owner[name] = self.token
            self._atlas_state = (id(atlas), atlas.size)
        self.sprites.draw(pixelated=pixelated)
