"""Textures from pictures drawn in code, and the small sprite helpers every board scene uses.

Games draw their pictures with PIL (an `art.py` beside the scene) and turn each into an
`arcade.Texture` once (`image_texture`, cached by the caller with `functools.lru_cache`). Sprites are
made with `make_sprite` and moved with `slide`. What costs in software rendering is filling pixels,
so a sprite that is not seen should not be drawn at all: `hide` moves it off screen (the sprite
list culls it), `set_listed` and `SpritePool` take it out of its list.
"""

from __future__ import annotations

from typing import Iterable

import arcade

from game.ui.tween import Ease, Timeline, ease_in_out, lerp

#: Where `hide` parks a sprite: far outside the design space, so the sprite list culls it.
OFF_SCREEN = (-1000.0, -1000.0)


def image_texture(image, key: str) -> arcade.Texture:
    """A texture from a PIL image, named by `key` (unique per picture, e.g. "pharaoh-glyph-3"):
    arcade's atlas keeps one copy per key. The hit box is the bounding box, which is all a board
    game needs and costs nothing to compute (arcade's default traces the outline)."""
    return arcade.Texture(image, hash=key, hit_box_algorithm=arcade.hitbox.algo_bounding_box)


def make_sprite(texture: arcade.Texture | None = None, x: float = 0.0, y: float = 0.0, *, scale: float = 1.0,
                alpha: int = 255) -> arcade.Sprite:
    """A sprite of a texture centred at (x, y), at a scale (0.5 for pictures drawn at 2x) and alpha."""
    sprite = arcade.Sprite(texture, scale=scale, center_x=x, center_y=y)
    sprite.alpha = alpha
    return sprite


def hide(sprite: arcade.Sprite) -> None:
    """Make a sprite invisible for free: transparent and off screen. The sprite list's geometry
    shader culls it, while a transparent sprite on screen still costs its pixels in software
    rendering. Setting a position and alpha shows it again."""
    sprite.alpha = 0
    sprite.position = OFF_SCREEN


def at_rest(sprite: arcade.Sprite, texture: arcade.Texture, position: tuple[float, float], scale: float,
            alpha: int = 255) -> None:
    """Put a sprite back as it lies at rest (a picture, a place, a scale, upright, an alpha),
    setting only what differs: a board shown again whole (an undo, a move's end) finds most of its
    sprites already so, and arcade sets an alpha or a scale, and tells every list, even when it is
    the same (81 tiles set whole cost Guppy 0.3 ms)."""
    sprite.texture = texture  # arcade's setters of these three return at once when nothing changes
    sprite.position = position
    sprite.angle = 0
    if sprite.scale_x != scale or sprite.scale_y != scale:
        sprite.scale = scale
    if sprite.alpha != alpha:
        sprite.alpha = alpha


def empty(sprites: arcade.SpriteList) -> None:
    """Take every sprite out of a list, keeping its GPU buffers (`SpriteList.clear` frees them and
    makes new ones, even for an empty list)."""
    while sprites:
        sprites.pop()


def set_listed(sprite: arcade.Sprite, sprites: arcade.SpriteList, wanted: bool) -> None:
    """Put a sprite in a list or take it out, as wanted (a sprite not in its list costs nothing at
    all; it keeps its place in the caller's own records). Appending puts it on top of the list."""
    if wanted and sprite not in sprites:
        sprites.append(sprite)
    elif not wanted and sprite in sprites:
        sprites.remove(sprite)


def slide(timeline: Timeline, sprite: arcade.Sprite, start: tuple[float, float], end: tuple[float, float],
          seconds: float, *, at: float = 0.0, ease: Ease = ease_in_out) -> float:
    """Queue a straight move of a sprite from `start` to `end` on a timeline (a swap, a fall, a bump);
    returns the offset at which it ends."""
    def move(p: float) -> None:
        sprite.position = (start[0] + (end[0] - start[0]) * p, start[1] + (end[1] - start[1]) * p)
    return timeline.add(seconds, move, at=at, ease=ease)


def blend(start: tuple[float, float], end: tuple[float, float], p: float) -> tuple[float, float]:
    """The point a fraction p of the way from `start` to `end` (for tweens that move a stored
    position rather than a sprite)."""
    return lerp(start[0], end[0], p), lerp(start[1], end[1], p)


class SpritePool(arcade.SpriteList):
    """One sprite per cell of a board (`pool`), of which only the shown ones are in the list.

    For layers where most cells show nothing most of the time (previews, outlines, glows, beads,
    fog): hidden sprites are left out of the list rather than made transparent, because in software
    rendering an invisible sprite still costs its fill. `put(index, shown)` shows or hides one cell's
    sprite and returns it; `hide_all()` empties the list but keeps the pool."""

    def __init__(self) -> None:
        super().__init__()
        self.pool: list[arcade.Sprite] = []

    def reset(self, positions: Iterable[tuple[float, float]], texture: arcade.Texture, scale: float = 1.0) -> None:
        """A fresh pool, one sprite of `texture` per position (in cell index order), none shown."""
        self.hide_all()
        self.pool = [make_sprite(texture, x, y, scale=scale) for x, y in positions]

    def hide_all(self) -> None:
        """Show none (`empty`: the GPU buffers are kept)."""
        empty(self)

    def put(self, index: int, shown: bool) -> arcade.Sprite:
        """Show or hide one cell's sprite (a newly shown one goes on top); returns it."""
        sprite = self.pool[index]
        set_listed(sprite, self, shown)
        return sprite

    def show_only(self, indices: Iterable[int]) -> None:
        """Show exactly these cells' sprites: only those that come or go are touched (a board's
        glows, each cell put in or out of the list at every refresh, cost 0.1 ms a refresh)."""
        wanted = set(indices)
        at = {id(sprite): i for i, sprite in enumerate(self.pool)}
        shown = {at[id(sprite)] for sprite in self if id(sprite) in at}
        for index in sorted(shown - wanted):
            self.put(index, False)
        for index in sorted(wanted - shown):
            self.put(index, True)

    def shown(self, index: int) -> bool:
        """True when a cell's sprite is in the list."""
        return self.pool[index] in self
