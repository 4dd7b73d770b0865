"""The borders round a set of cloth tiles (a footprint's outline, a patch's glow) as thin strips.

A border only colours the few pixels along a set's open sides, so drawing it as one tile-sized
sprite per cell fills mostly transparent pixels: in software rendering every one of them costs.
Here each open side of a cell is its own strip sprite, as deep as the border (2.5 design pixels
for an outline, 12 for a glow), which fills a fraction of the pixels and shows exactly the same:
each strip holds the pixels nearer to its side than to any other open side (`art.edge_alpha`
of that distance), so where two open sides meet the strips meet on the diagonal.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Iterable

import arcade
import numpy as np
from PIL import Image

from game.core.grid import Cell
from game.guppy.art import EAST, NORTH, RES, SOUTH, TILE, WEST, edge_alpha, edge_mask, open_edge_distance
from game.ui.sprites import hide, image_texture

SIDES = (NORTH, EAST, SOUTH, WEST)
#: Depth of a border in design pixels: a crisp outline, a soft glow.
DEPTH = {False: 2.5, True: 12}


def _perpendicular(side: int) -> int:
    return EAST | WEST if side in (NORTH, SOUTH) else NORTH | SOUTH


@lru_cache(maxsize=None)
def strip_texture(side: int, open_ends: int, soft: bool) -> arcade.Texture:
    """The border along one side of a tile, where `open_ends` are the perpendicular sides that are
    open too (their strips take the pixels nearer to them); drawn at `RES`, shown at 1 / RES."""
    closed = 15 & ~side & ~(open_ends & _perpendicular(side))
    nearest = open_edge_distance(closed)
    own = open_edge_distance(15 & ~side)
    alpha = np.where(own <= nearest, edge_alpha(nearest, soft), 0).astype(np.uint8)
    depth = int(np.ceil(DEPTH[soft] * RES))
    size = TILE * RES
    box = {NORTH: (0, 0, size, depth), SOUTH: (0, size - depth, size, size), WEST: (0, 0, depth, size),
           EAST: (size - depth, 0, size, size)}[side]
    pixels = np.full(alpha.shape + (4,), 255, np.uint8)
    pixels[..., 3] = alpha
    image = Image.fromarray(pixels).crop(box)
    return image_texture(image, f"guppy-strip-{side}-{open_ends}-{soft}")


def strip_textures() -> list[arcade.Texture]:
    """Every strip texture (for the atlas to take them all before play)."""
    return [strip_texture(side, ends & _perpendicular(side), soft) for soft in (False, True) for side in SIDES
            for ends in range(16)]


class EdgeLayer(arcade.SpriteList):
    """The border round sets of cells: four strip sprites per cell, only the open sides' shown.

    Hovering redraws an outline every time the pointer crosses a tile, so the strips stay in the
    list and a hidden one is parked off screen (`sprites.hide`: culled, costs no fill), where taking
    sprites out of the list and putting them back would make the list find each texture again."""

    def __init__(self, soft: bool) -> None:
        super().__init__()
        self.soft = soft
        self.homes: list[tuple[float, float]] = []  # where each strip shows
        self.lit: list[int] = []  # the strips shown now

    def layout(self, centres: Iterable[tuple[float, float]]) -> None:
        """A fresh set of strips for a board whose cells' centres are given in cell index order."""
        inset = (TILE - DEPTH[self.soft]) / 2
        offsets = {NORTH: (0, inset), SOUTH: (0, -inset), EAST: (inset, 0), WEST: (-inset, 0)}
        self.clear()
        self.homes = [(x + offsets[side][0], y + offsets[side][1]) for x, y in centres for side in SIDES]
        self.lit = []
        for n in range(len(self.homes)):
            sprite = arcade.Sprite(strip_texture(SIDES[n % 4], 0, self.soft), scale=1 / RES)
            hide(sprite)
            self.append(sprite)

    def draw(self, **kwargs) -> None:
        """Draw the strips shown (none shown: no draw call at all)."""
        if self.lit:
            super().draw(**kwargs)

    def hide_all(self) -> None:
        """Show no border."""
        for n in self.lit:
            hide(self[n])
        self.lit = []

    def outline(self, cells: Iterable[Cell], index_of, rgba: tuple[int, int, int, int],
                shape: set[Cell] | None = None) -> list[arcade.Sprite]:
        """Show the border of these cells (of `shape`'s outline when given: a cell's side is open
        when its neighbour there is not in the shape), tinted `rgba`; `index_of` maps a cell to its
        index. Returns the strips shown."""
        cells = list(cells)
        shape = set(cells) if shape is None else shape
        shown = []
        for cell in cells:
            mask = edge_mask(cell, shape)
            base = index_of(cell) * 4
            for n, side in enumerate(SIDES):
                if mask & side:
                    continue
                sprite = self[base + n]
                texture = strip_texture(side, ~mask & _perpendicular(side), self.soft)
                if sprite.texture is not texture:
                    sprite.texture = texture
                if sprite.color != rgba:
                    sprite.color = rgba
                sprite.position = self.homes[base + n]
                self.lit.append(base + n)
                shown.append(sprite)
        return shown
