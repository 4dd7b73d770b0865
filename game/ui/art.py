"""Small pictures drawn in code: the stand-in mosaic for a game without a screenshot yet."""

from __future__ import annotations

from functools import lru_cache

import arcade

from game.core.rng import Rng


def mosaic(color: tuple, seed_text: str, left: float, bottom: float, width: float, height: float,
           columns: int = 8) -> arcade.shape_list.ShapeElementList:
    """A grid of tiles in shades of one colour, the same every time for the same seed text."""
    shapes = arcade.shape_list.ShapeElementList()
    rng = Rng(sum(map(ord, seed_text)))
    cell = width / columns
    for y in range(int(height // cell)):
        for x in range(columns):
            shade = 0.35 + 0.5 * rng.random()
            shapes.append(arcade.shape_list.create_rectangle_filled(
                left + cell * (x + 0.5), bottom + height - cell * (y + 0.5), cell - 3, cell - 3,
                tuple(int(c * shade) for c in color)))
    return shapes


#: How many texture pixels a card picture has per design pixel of its box.
CARD_SHARPNESS = 1.5


@lru_cache(maxsize=None)
def game_picture(game_id: str, color: tuple, left: float, bottom: float, width: float, height: float):
    """A game's picture: its card screenshot (assets/cards/<id>.png) as a texture, else a mosaic;
    made once (Game Select is made again each time it is shown, most often right as a game
    closes: read and scaled again each time, the five pictures added 3 MB to that moment).

    The picture is scaled to 1.5 times the box (sharp up to a 1920x1080 window): the files are made
    at twice the box, and five of them at that size doubled the menus' texture atlas to 2048x2048
    (16 MB in software rendering) where 1.5 times fits in 1024x1024."""
    from PIL import Image

    from game.core.paths import resource

    path = resource("assets", "cards", f"{game_id}.png")
    if path.exists():
        with Image.open(path) as image:
            scale = min(1.0, CARD_SHARPNESS * width / image.width, CARD_SHARPNESS * height / image.height)
            size = (max(1, round(image.width * scale)), max(1, round(image.height * scale)))
            picture = image.convert("RGBA").resize(size, Image.Resampling.LANCZOS)
        return arcade.Texture(picture, hash=f"card-{game_id}-{size[0]}x{size[1]}")
    return mosaic(color, game_id, left, bottom, width, height)


def draw_picture(picture, left: float, bottom: float, width: float, height: float, alpha: int = 255) -> None:
    """Draw what `game_picture` returned into a box (a texture keeps its aspect, centred)."""
    if isinstance(picture, arcade.Texture):
        scale = min(width / picture.width, height / picture.height)
        w, h = picture.width * scale, picture.height * scale
        arcade.draw_texture_rect(picture, arcade.XYWH(left + width / 2, bottom + height / 2, w, h), alpha=alpha)
    else:
        picture.draw()
