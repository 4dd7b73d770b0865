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

import itertools
from typing import TYPE_CHECKING, Callable, Sequence

import arcade
from arcade.texture_atlas import DefaultTextureAtlas
from PIL import Image
from pyglet import gl

from game.ui import theme
from game.ui.sprites import image_texture, make_sprite

if TYPE_CHECKING:
    from game.ui.widgets import Button

#: Empty pixels round the picture in its atlas (arcade's atlases keep a border round each picture).
BORDER = 1
#: Room round buttons in their picture for a focused button's glow (`Button.draw` grows it 3 pixels)
GLOW_ROOM = 4


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


#: How many steady looks of a set of buttons keep their pictures (a button enabled or not, lit or not).
KEPT_LOOKS = 8


class ButtonPicture:
    """Some buttons (a game's Undo and Redo, Guppy's New Cloth and End Game) drawn as one baked
    picture, painted again when one of them looks different (its words, size, colour, place, its
    being enabled, its glow): six draws a frame become one.

    Each steady look (every glow at rest, off or full) keeps its picture, up to `KEPT_LOOKS` of them,
    so a look seen before is drawn again with no painting: Undo turns on at a game's first move and
    off again at a restart, and painting the pair cost about a millisecond a time. A look on its way
    (a glow fading in or out) is painted into one picture of its own, frame by frame."""

    def __init__(self, buttons: Sequence[Button], key: str) -> None:
        self.buttons = buttons
        self.key = key
        self._box: tuple[float, float, float, float] | None = None
        self._kept: dict[tuple, Baked] = {}  # steady looks' pictures, the last drawn last
        self._moving: Baked | None = None    # the picture of a look on its way
        self._moving_look: tuple = ()        # what `_moving` was painted from
        self._made = itertools.count()       # a new name for each picture's texture

    def draw(self) -> None:
        """Draw the buttons' picture, painting it first when they look as they have not lately."""
        look = tuple((b.left, b.bottom, b.width, b.height, b.text.text, b.text.font_size, b.color, b.enabled,
                      round(b.glow, 3)) for b in self.buttons)
        box = (min(b.left for b in self.buttons) - GLOW_ROOM, min(b.bottom for b in self.buttons) - GLOW_ROOM,
               max(b.left + b.width for b in self.buttons) + GLOW_ROOM,
               max(b.bottom + b.height for b in self.buttons) + GLOW_ROOM)
        if box != self._box:  # moved or resized: no picture painted before fits
            self._box, self._kept, self._moving, self._moving_look = box, {}, None, ()
        # one window pixel per design pixel: nearest sampling copies the picture exactly
        exact = tuple(arcade.get_window().get_framebuffer_size()) == (theme.WIDTH, theme.HEIGHT)
        self._picture(look, box).draw(pixelated=exact)

    def _picture(self, look: tuple, box: tuple[float, float, float, float]) -> Baked:
        """The picture for a look: a kept one, a new one kept (the oldest let go past `KEPT_LOOKS`),
        or, for a look on its way, the moving picture, marked for painting when the look changed."""
        if all(button[-1] in (0, 1) for button in look):  # every glow (rounded) at rest
            picture = self._kept.pop(look, None)
            if picture is None:
                picture = self._baked(box)
                if len(self._kept) >= KEPT_LOOKS:
                    del self._kept[next(iter(self._kept))]
            self._kept[look] = picture  # the last drawn, last: the oldest goes first
            return picture
        if self._moving is None:
            self._moving = self._baked(box)
        elif look != self._moving_look:
            self._moving.dirty = True
        self._moving_look = look
        return self._moving

    def _baked(self, box: tuple[float, float, float, float]) -> Baked:
        """A new picture of the buttons in `box` (painted at its first draw)."""
        return Baked(box, self._paint, f"{self.key}-{box[0]:.0f}-{box[1]:.0f}-{next(self._made)}", opaque=False)

    def _paint(self) -> None:
        """The buttons, into the picture; then every pixel of each button (glow included) made
        opaque, as its box is: a text's soft edge blended into the picture would keep part of the
        picture's clear alpha, and come out lighter over the game than drawn straight onto it."""
        for button in self.buttons:
            button.draw()
        gl.glColorMask(False, False, False, True)
        try:
            for button in self.buttons:
                grow = 3 * button.glow  # the box `Button.draw` fills
                arcade.draw_lbwh_rectangle_filled(button.left - grow, button.bottom - grow, button.width + 2 * grow,
                                                  button.height + 2 * grow, (0, 0, 0, 255))
        finally:
            gl.glColorMask(True, True, True, True)
