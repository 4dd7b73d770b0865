"""Romb Raider's layout and looks: where the room goes on screen, its colours, and the pictures of
`art` made into textures once per size.

Slabs, the fog's rims, light, walls, the keys line and the pieces that never turn or swell (steps,
pedestal, loot, braziers) are drawn 1:1 from 1x textures (a plain copy is the cheapest fill in
software rendering); the moving pieces (raider, spirits, flames, rings) are drawn at 2x and shown at
scale 0.5, so they stay smooth as they turn, swell and glide.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

import arcade
from PIL import Image

from game.romb import art, art_screens
from game.romb.pure.content import Cell, Room
from game.ui import theme
from game.ui.board import BoardGeometry
from game.ui.labels import font_file, word_texture
from game.ui.sprites import image_texture, make_sprite

# -- layout (design coordinates, y up) ------------------------------------------------------------------
#: The play area (left, bottom, right, top): everything between the HUD's title and intro at the top
#: and the keys line at the bottom. Each room gets the largest cell that fits it, outer wall and all.
BOARD_AREA = (16, 46, 1264, 596)
HUD_TOP = 690
#: The keys line along the bottom: its centre height and its words' size in points (pixels = 4/3 pt).
KEYS_Y = 24
KEYS_PT = 15
KEYS_COLOR = (214, 208, 224)
KEY_CAP_COLOR = (58, 54, 70)
# -- looks -----------------------------------------------------------------------------------------------------
FOG_ALPHA = 244
LIT_TINT = (255, 150, 60)
LIT_TINT_ALPHA = 46
SPIRIT_COLORS = ((186, 232, 255), (226, 200, 255))
SHIMMER_COLOR = (120, 170, 255)
TEXT_WARM = (236, 214, 170)


def wall_thickness(cell: int) -> int:
    """An inner wall's thickness for a cell size: a fifth of a square, even, 6 to 22 pixels (a big
    room's walls stay walls, not slabs)."""
    return min(22, max(6, round(cell * 0.2) // 2 * 2))


def outer_wall(cell: int) -> int:
    """The outer wall's thickness: a little more than an inner wall's, centred on the room's edge."""
    return wall_thickness(cell) + 4


def fit_board(room: Room | Any, below: float | None = None) -> BoardGeometry:
    """Where a room (or the rules' View of one: only its size is read) sits on screen: the largest
    even whole-pixel cell with which the room and its outer wall fill the play area (BOARD_AREA),
    centred in it. Big rooms get small squares and small rooms big ones; the pictures are drawn for
    that size, so they stay crisp. `below`: the foot of the HUD's texts (a larger text size makes
    them taller): the play area stops 10 pixels under it."""
    left, bottom, right, top = BOARD_AREA
    if below is not None:
        top = min(top, int(below) - 10)
    cell = min((right - left) // room.width, (top - bottom) // room.height) // 2 * 2
    while cell > 2 and (room.width * cell + outer_wall(cell) > right - left
                        or room.height * cell + outer_wall(cell) > top - bottom):
        cell -= 2
    inset = outer_wall(cell) // 2
    return BoardGeometry.fit((left + inset, bottom + inset, right - inset, top - inset), room.width, room.height,
                             max_cell=cell, step=2)


def sprite_at(tex: arcade.Texture, position: tuple[float, float] = (0, 0), scale: float = 0.5,
           alpha: int = 255) -> arcade.Sprite:
    """A sprite of a texture at a point: at scale 0.5 (a 2x picture) unless told otherwise."""
    return make_sprite(tex, position[0], position[1], scale=scale, alpha=alpha)


#: The sides of a square's fog rim: the neighbours each side's rim falls on, and where the rim strip sits
#: from the square's centre in (cell, spill) units, design space y up. North and south span the corners.
FOG_SIDES = {"n": (((-1, -1), (0, -1), (1, -1)), (0, 1)), "s": (((-1, 1), (0, 1), (1, 1)), (0, -1)),
             "w": (((-1, 0),), (-1, 0)), "e": (((1, 0),), (1, 0))}


def fog_spill(cell: int) -> int:
    """How far a dark square's soft rim reaches over its neighbours, in pixels."""
    return art.fog_spill(cell)


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


def _image(name: str, size: int, variant: int):
    """A picture from `art` by name for a cell of `size` pixels: the pieces at 2x, the slabs, the
    fog's rims and light at 1x."""
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
        "step": lambda: art.step_image(big),
        "fog-n": lambda: art.fog_edge_image(size, "n"),  # 1x, drawn 1:1: the rim a square's dark casts
        "fog-s": lambda: art.fog_edge_image(size, "s"),
        "fog-w": lambda: art.fog_edge_image(size, "w"),
        "fog-e": lambda: art.fog_edge_image(size, "e"),
        "light": lambda: art.light_image(size, variant // 10 or 3, variant % 10 or 3),  # 1x; variant: the
        # squares across and down where the room's edge cuts a torch's 3x3 (0: all three)
        "glow": lambda: art.glow_image(big, (255, 170, 80)),
    }
    return makers[name]()


@lru_cache(maxsize=None)
def texture(name: str, size: int, variant: int = 0) -> arcade.Texture:
    """A picture from `art` by name for a cell of `size` pixels: the pieces at 2x (drawn at scale
    0.5), the slabs, the fog's rims and light at 1x (drawn 1:1)."""
    return _texture(_image(name, size, variant), f"{name}-{size}-{variant}")


@lru_cache(maxsize=None)
def flat_texture(name: str, size: int, variant: int = 0) -> arcade.Texture:
    """A piece that never turns or swells (the steps, the pedestal, the loot on it, a brazier) at 1x,
    drawn 1:1 on whole pixels, the cheapest fill: its 2x picture scaled down in PIL with Lanczos, so
    its edges stay smooth."""
    image = _image(name, size, variant).resize((size, size), Image.LANCZOS)
    return _texture(image, f"{name}-{size}-{variant}-flat")


@lru_cache(maxsize=None)
def wall_texture(length: int, thickness: int, vertical: bool) -> arcade.Texture:
    """A wall bar's texture (1x: walls are drawn 1:1, on whole pixels)."""
    return _texture(art.wall_image(length, thickness, vertical), f"wall-{length}-{thickness}-{vertical}")


@lru_cache(maxsize=None)
def open_wall_texture(length: int, thickness: int, vertical: bool) -> arcade.Texture:
    """The bar of a wall that does not hold a spirit yet (1x, drawn 1:1): broken into blocks."""
    return _texture(art.open_wall_image(length, thickness, vertical), f"open-wall-{length}-{thickness}-{vertical}")


@lru_cache(maxsize=4)
def keys_texture(line: tuple[tuple[str, str], ...]) -> arcade.Texture:
    """The keys line (`input.keys_line()`: key caps and words, left to right) as one picture at 1x,
    drawn 1:1: key caps cost a sprite, not a text layout per key."""
    pixels = round(KEYS_PT * 4 / 3)
    image = art_screens.keys_image(line, pixels, font_file(theme.BODY_FONT), KEYS_COLOR, KEY_CAP_COLOR)
    return _texture(image, f"keys-{pixels}-{hash(line)}")


def turn_texture(words: str) -> arcade.Texture:
    """The turn counter's words ("Turn 12") in the heading face, as tall as 22 pt text, drawn at 2x (shown at
    scale 0.5); cached per count, so a count seen before costs nothing."""
    return word_texture(words, 54, theme.ACCENT, stroke=0)


@lru_cache(maxsize=1)
def backdrop_texture() -> arcade.Texture:
    """The dark stone wall behind the room list (made once)."""
    return _texture(art.backdrop_image(theme.WIDTH, theme.HEIGHT), "backdrop")


@lru_cache(maxsize=None)
def frame_textures(width: int, height: int, margin: int) -> dict[str, arcade.Texture]:
    """The shimmer round a board of this size as four strips ("n", "s", "w", "e") cut from one glow
    picture drawn at a quarter size (the sprites stretch them 4x): each `3 * margin` thick, from
    `margin` outside the board's edge to where the glow has faded inside it (so its centre lies
    `margin / 2` inside the edge), north and south the full width, west and east between them. The
    inside of the board is left out, so the shimmer fills only its band."""
    image = art.frame_glow_image(width, height, margin, (255, 255, 255))
    band, w, h = 3 * (margin // 4), image.width, image.height  # out to where the blurred glow ends
    boxes = {"n": (0, 0, w, band), "s": (0, h - band, w, h), "w": (0, band, band, h - band),
             "e": (w - band, band, w, h - band)}
    return {side: _texture(image.crop(box), f"frame-{width}-{height}-{margin}-{side}") for side, box in boxes.items()}


@lru_cache(maxsize=None)
def map_texture(room: Room, cell: int) -> arcade.Texture:
    """A room's small map for the room list."""
    return _texture(art_screens.room_map_image(room, cell), f"map-{room.name}-{cell}")
