"""Floorplan's textures: each picture of `art` made once per size and kept (arcade's atlas keeps one
copy per name). Board pictures are 1x, drawn 1:1; pieces are 2x, drawn at half scale."""

from __future__ import annotations

from functools import lru_cache

import arcade

from game.floorplan import art
from game.floorplan import art_brush as brush
from game.floorplan import art_figures as figures
from game.floorplan import art_paintings as paintings
from game.ui.sprites import image_texture

#: Colours of the marks on the board.
REACH = (120, 230, 150)
PATH = (255, 226, 130)
LINE_WASH = (255, 226, 130)


def _tex(image, name: str) -> arcade.Texture:
    return image_texture(image, f"floorplan-{name}")


@lru_cache(maxsize=None)
def tile(size: int, openings: int) -> arcade.Texture:
    """A passageway tile with these openings (1x)."""
    return _tex(art.tile_image(size, openings, openings % 3), f"tile-{size}-{openings}")


@lru_cache(maxsize=None)
def room(size: int, kind: str, index: int = 0, name: str | None = None) -> arcade.Texture:
    """A fixed space (1x): "foyer", "stairs-up", "stairs-down", or "gallery" `index` (dark while
    `name` is None, lit with its painting and name plate once visited)."""
    if kind == "foyer":
        image = art.foyer_image(size)
    elif kind.startswith("stairs"):
        image = art.stairway_image(size, kind == "stairs-up")
    else:
        image = art.gallery_image(size, index, name)
    return _tex(image, f"room-{size}-{kind}-{index}-{name}")


@lru_cache(maxsize=None)
def painting(width: int, height: int, index: int) -> arcade.Texture:
    """Gallery `index`'s painting in its frame (1x), for the HUD's progress and target cards."""
    return _tex(paintings.painting_image(width, height, index), f"painting-{width}-{height}-{index}")


@lru_cache(maxsize=None)
def piece(name: str, size: int) -> arcade.Texture:
    """A piece at 2x for a `size`-pixel place: "visitor", "stauf", "angel", "lock", or a talisman
    kind."""
    big = 2 * size
    makers = {"visitor": figures.visitor_image, "stauf": figures.stauf_image, "angel": figures.angel_image,
              "lock": figures.lock_image}
    image = makers[name](big) if name in makers else figures.talisman_image(big, name)
    return _tex(image, f"piece-{name}-{size}")


@lru_cache(maxsize=None)
def arrow(size: int, side: str, state: str) -> arcade.Texture:
    """An insertion arrow at 2x (state "idle", "hover" or "forbidden")."""
    return _tex(art.arrow_image(2 * size, side, state), f"arrow-{size}-{side}-{state}")


@lru_cache(maxsize=None)
def glow(size: int, color: tuple) -> arcade.Texture:
    """A lit frame inside a square (1x)."""
    return _tex(art.square_glow_image(size, color), f"glow-{size}-{color}")


@lru_cache(maxsize=None)
def wash(size: int, color: tuple, alpha: int) -> arcade.Texture:
    """A flat translucent square (1x)."""
    return _tex(art.fill_image(size, color, alpha), f"wash-{size}-{color}-{alpha}")


@lru_cache(maxsize=None)
def dot(size: int, color: tuple) -> arcade.Texture:
    """A footprint dot at 2x."""
    return _tex(art.dot_image(2 * size, color), f"dot-{size}-{color}")


@lru_cache(maxsize=None)
def cursor(size: int) -> arcade.Texture:
    """The keyboard cursor's corner brackets (1x)."""
    return _tex(art.cursor_image(size), f"cursor-{size}")


@lru_cache(maxsize=None)
def frame_strip(length: int, thickness: int, horizontal: bool) -> arcade.Texture:
    """One side of a floor's wooden frame (1x)."""
    return _tex(art.frame_strip_image(length, thickness, horizontal), f"frame-{length}-{thickness}-{horizontal}")


@lru_cache(maxsize=None)
def stair_link(width: int, height: int) -> arcade.Texture:
    """The gradated lines between the floors at the Stairway's height (1x)."""
    return _tex(art.stair_link_image(width, height), f"stairlink-{width}-{height}")


@lru_cache(maxsize=None)
def slot(size: int) -> arcade.Texture:
    """The spare tile's slot (1x)."""
    return _tex(art.slot_image(size), f"slot-{size}")


@lru_cache(maxsize=None)
def panel(width: int, height: int, seed: int = 1) -> arcade.Texture:
    """A walnut HUD panel (1x)."""
    return _tex(art.panel_image(width, height, seed), f"panel-{width}-{height}-{seed}")


@lru_cache(maxsize=None)
def plate(text: str, points: float, color: tuple, face: str = "Liberation_Sans_Bold") -> arcade.Texture:
    """Words that never change on the table's colour (1x, opaque, even-sized so it lies on whole
    pixels when centred): drawn unblended with the other opaque pictures, where a text would cost
    its font's text group every frame. `points` as `arcade.Text` counts them."""
    from PIL import Image

    font = brush.font(round(points * 4 / 3), face)
    left, top, right, bottom = font.getbbox(text)
    width, height = (right - left + 5) // 2 * 2, round(points * 2) // 2 * 2
    image = Image.new("RGBA", (width, height), (*brush.TABLE, 255))
    art.words_on(image, [(text, 2, height // 2, round(points * 4 / 3), color, face, "lm")])
    return _tex(image, f"plate-{text}-{points}-{color}-{face}")


@lru_cache(maxsize=None)
def button(width: int, height: int, text: str, tint: tuple, text_color: tuple) -> arcade.Texture:
    """A walnut button (1x) tinted by `tint` with its words on it in the panel's serif: one
    opaque picture per look, where a text over a sprite costs a text group every frame."""
    from PIL import Image, ImageChops

    image = ImageChops.multiply(art.panel_image(width, height, 9), Image.new("RGBA", (width, height), (*tint, 255)))
    art.words_on(image, [(text, width // 2, height // 2, 23, text_color, "Liberation_Serif_Bold", "mm")])
    return _tex(image, f"button-{width}-{height}-{text}-{tint}-{text_color}")


@lru_cache(maxsize=8)
def hud_backdrop(width: int, height: int, words: tuple, rules: tuple) -> arcade.Texture:
    """The HUD's panel with its fixed words and the gold rules between sections baked in (1x):
    texts that never change cost nothing a frame as part of one opaque picture."""
    from PIL import ImageDraw

    image = art.panel_image(width, height, 3)
    draw = ImageDraw.Draw(image)
    for y in rules:
        draw.line((12, y, width - 12, y), fill=(120, 92, 56, 255))
    art.words_on(image, words)
    return _tex(image, f"hud-{width}-{height}-{hash((words, rules))}")
