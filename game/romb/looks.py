"""Romb Raider's layout and looks: where the room goes on screen, its colours, and the pictures of
`art` made into textures once per size.

Slabs, fog and light are drawn 1:1 from 1x textures (a plain copy is the cheapest fill in software
rendering); the pieces are drawn at 2x and shown at scale 0.5, so they stay crisp in a larger window.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

import arcade

from game.romb import art
from game.romb.content import Cell, Room
from game.ui import theme
from game.ui.board import BoardGeometry
from game.ui.sprites import image_texture, make_sprite

# -- layout (design coordinates, y up) ------------------------------------------------------------------
BOARD_AREA = (90, 34, 1190, 590)  # left, bottom, right, top: the room is fitted and centred in it
MAX_CELL = 112
HUD_TOP = 690
# -- looks -----------------------------------------------------------------------------------------------------
FOG_ALPHA = 244
LIT_TINT = (255, 150, 60)
LIT_TINT_ALPHA = 46
SPIRIT_COLORS = ((186, 232, 255), (226, 200, 255))
SHIMMER_COLOR = (120, 170, 255)
TEXT_WARM = (236, 214, 170)


def fit_board(room: Room | Any) -> BoardGeometry:
    """Where a room (or the rules' View of one: only its size is read) sits on screen: the largest
    even whole-pixel cell (at most MAX_CELL) that fits the board area, the room centred in it."""
    return BoardGeometry.fit(BOARD_AREA, room.width, room.height, max_cell=MAX_CELL, step=2)


def sprite_at(tex: arcade.Texture, position: tuple[float, float] = (0, 0), scale: float = 0.5,
           alpha: int = 255) -> arcade.Sprite:
    """A sprite of a texture at a point: at scale 0.5 (a 2x picture) unless told otherwise."""
    return make_sprite(tex, position[0], position[1], scale=scale, alpha=alpha)


def around(cell: Cell) -> list[Cell]:
    """The 3x3 of squares centred on `cell` (some may lie outside the room)."""
    return [(cell[0] + dx, cell[1] + dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1)]


def flicker(t: float, seed: float) -> float:
    """A lively but smooth wobble in -1..1 for flames (sums of incommensurate sines)."""
    return (math.sin(t * 11.0 + seed) * 0.5 + math.sin(t * 17.3 + seed * 2.1) * 0.3
            + math.sin(t * 29.7 + seed * 3.7) * 0.2)


# -- textures (made once per size) --------------------------------------------------------------------------
def _texture(image, name: str) -> arcade.Texture:
    return image_texture(image, f"romb-{name}")


@lru_cache(maxsize=None)
def texture(name: str, size: int, variant: int = 0) -> arcade.Texture:
    """A picture from `art` by name for a cell of `size` pixels: the pieces at 2x (drawn at scale
    0.5), the slabs, fog and light at 1x (drawn 1:1)."""
    big = 2 * size
    makers = {
        "slab": lambda: art.slab_image(size, variant),  # 1x: drawn 1:1
        "stairs": lambda: art.stairs_image(big),
        "pedestal": lambda: art.pedestal_image(big),
        "brazier": lambda: art.brazier_image(big, bool(variant)),
        "flame": lambda: art.flame_image(big),
        "gem": lambda: art.gem_image(big),
        "raider": lambda: art.raider_image(big),
        "ghost": lambda: art.ghost_image(big),
        "ring": lambda: art.ring_image(big),
        "fog": lambda: art.fog_image(size),        # 1x: drawn 1:1, a smooth ramp needs no more
        "light": lambda: art.light_image(size),    # 1x, the same
        "glow": lambda: art.glow_image(big, (255, 170, 80)),
    }
    return _texture(makers[name](), f"{name}-{size}-{variant}")


@lru_cache(maxsize=None)
def wall_texture(length: int, thickness: int, vertical: bool) -> arcade.Texture:
    """A wall bar's texture (2x)."""
    return _texture(art.wall_image(2 * length, 2 * thickness, vertical), f"wall-{length}-{thickness}-{vertical}")


@lru_cache(maxsize=1)
def backdrop_texture() -> arcade.Texture:
    """The dark stone wall behind the room list (made once)."""
    return _texture(art.backdrop_image(theme.WIDTH, theme.HEIGHT), "backdrop")


@lru_cache(maxsize=None)
def frame_texture(width: int, height: int, margin: int) -> arcade.Texture:
    """The shimmer round a board of this size."""
    return _texture(art.frame_glow_image(width, height, margin, (255, 255, 255)), f"frame-{width}-{height}-{margin}")


@lru_cache(maxsize=None)
def map_texture(room: Room, cell: int) -> arcade.Texture:
    """A room's small map for the room list."""
    return _texture(art.room_map_image(room, cell), f"map-{room.name}-{cell}")
