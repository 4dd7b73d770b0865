"""Pharaoh Tomb's room, drawn with PIL and numpy once: the backdrop picture of the whole design
space and the torch flame.

The backdrop is a wall of dark sandstone blocks in courses, lit warm by two torches beside the
panel's title and darkening towards the corners, with a carved frieze of hieroglyphs along the top
and bottom; on it the board's sandstone frame (its floor is the dark mortar colour, where the
tiles' gaps draw the grid) and the panel's recessed boxes with their fixed labels. The scene paints
it once into a cached layer (`game.ui.widgets.CachedLayer`) that is copied to the window each
frame, which also stands in for the frame's clear.
"""

from __future__ import annotations

import random
from functools import lru_cache

import numpy as np
from PIL import Image, ImageChops, ImageDraw, ImageFilter

from game.pharaoh.art import FLOOR, INK, SAND, SAND_DARK, SHAPES, WALL, font, shade

#: The wall's blocks (a little darker and lighter around this) and their courses' height.
STONE = (56, 43, 34)
COURSE = 44
#: A frieze band's height and where it lies (image y of its top), and the carved glyphs' size.
FRIEZE_H = 34
FRIEZE_GLYPH = 24
#: The torches' flames (image pixels, y down): left and right of the panel's title.
TORCHES = ((786, 66), (1174, 66))
TORCH_LIGHT = (255, 150, 64)


def _bevel_box(image: Image.Image, box: tuple, fill: tuple, light: tuple, dark: tuple, width: int) -> None:
    """A raised (light top-left, dark bottom-right) box."""
    d = ImageDraw.Draw(image)
    x0, y0, x1, y1 = box
    d.rectangle(box, fill=fill)
    for i in range(width):
        d.line((x0 + i, y1 - i, x0 + i, y0 + i, x1 - i, y0 + i), fill=light)
        d.line((x0 + i, y1 - i, x1 - i, y1 - i, x1 - i, y0 + i), fill=dark)


def _sandstone(image: Image.Image, box: tuple, rng: random.Random, bevel: int = 4) -> None:
    """A sandstone slab with a bevel and a speckled grain."""
    _bevel_box(image, box, SAND, shade(SAND, 1.25), SAND_DARK, bevel)
    d = ImageDraw.Draw(image)
    x0, y0, x1, y1 = box
    for _ in range((x1 - x0) * (y1 - y0) // 90):
        x, y = rng.randint(x0 + 5, x1 - 5), rng.randint(y0 + 5, y1 - 5)
        d.point((x, y), fill=shade(SAND, rng.choice((0.86, 0.92, 1.1))))


def _inset(image: Image.Image, box: tuple, fill: tuple = FLOOR) -> None:
    """A dark recessed area (shadow top-left, light bottom-right)."""
    _bevel_box(image, box, fill, shade(SAND, 0.5), shade(SAND, 1.15), 3)


def _wall(width: int, height: int, rng: random.Random) -> Image.Image:
    """Courses of sandstone blocks of uneven length, each a shade of its own, with lit top edges,
    shadowed bottom edges, mortar joints and a fine grain."""
    image = Image.new("RGB", (width, height), WALL)
    d = ImageDraw.Draw(image)
    for top in range(-COURSE // 2, height, COURSE):
        x = -rng.randint(0, 90)
        while x < width:
            length = rng.randint(84, 156)
            color = shade(STONE, rng.uniform(0.82, 1.08))
            box = (x + 2, top + 2, x + length - 2, top + COURSE - 2)
            d.rectangle(box, fill=color)
            d.line((box[0], box[1], box[2], box[1]), fill=shade(color, 1.12))
            d.line((box[0], box[3], box[2], box[3]), fill=shade(color, 0.7))
            x += length
    grain = np.random.default_rng(rng.randint(0, 1 << 30)).normal(0, 3.2, (height, width, 1))
    pixels = np.asarray(image, dtype=np.float32) + grain
    return Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8))


@lru_cache(maxsize=None)
def _carving(kind: int) -> Image.Image:
    """A hieroglyph's silhouette as a small mask, for the carved friezes."""
    big = 4 * FRIEZE_GLYPH
    body = Image.new("L", (288, 288), 0)
    SHAPES[kind](ImageDraw.Draw(body), ImageDraw.Draw(Image.new("L", (288, 288), 0)))
    return body.resize((big, big), Image.LANCZOS).resize((FRIEZE_GLYPH, FRIEZE_GLYPH), Image.LANCZOS)


def _frieze(image: Image.Image, top: int, rng: random.Random) -> None:
    """A band of sandstone the width of the image, with a row of hieroglyphs carved into it
    between two incised rules."""
    width = image.width
    band = (0, top, width - 1, top + FRIEZE_H)
    _bevel_box(image, band, shade(SAND, 0.62), shade(SAND, 0.78), shade(SAND, 0.42), 2)
    d = ImageDraw.Draw(image)
    for y in (top + 4, top + FRIEZE_H - 4):
        d.line((0, y, width, y), fill=shade(SAND, 0.4))
    recess, lit, dark = shade(SAND, 0.34), shade(SAND, 0.82), shade(SAND, 0.22)
    step = FRIEZE_GLYPH + 14
    y = top + (FRIEZE_H - FRIEZE_GLYPH) // 2
    for n, x in enumerate(range(10, width - FRIEZE_GLYPH, step)):
        mask = _carving((n * 3 + rng.randint(0, 1)) % len(SHAPES))
        image.paste(dark, (x - 1, y - 1), mask)  # the cut's shadowed upper edge
        image.paste(lit, (x + 1, y + 1), mask)   # and its lit lower edge
        image.paste(recess, (x, y), mask)


def _lighting(image: Image.Image) -> Image.Image:
    """The torches' warm light, strongest near them, and the room darkening towards its corners."""
    height, width = image.height, image.width
    yy, xx = np.mgrid[0:height, 0:width].astype(np.float32)
    pixels = np.asarray(image, dtype=np.float32)
    dx, dy = (xx - width / 2) / (width / 2), (yy - height / 2) / (height / 2)
    dark = 1.0 - 0.38 * np.clip(dx * dx * 0.7 + dy * dy * 0.9, 0, 1.4)
    pixels *= dark[..., None]
    light = np.zeros((height, width), np.float32)
    for tx, ty in TORCHES:
        distance = np.hypot(xx - tx, (yy - ty) * 1.2)
        light += np.exp(-(distance / 190.0) ** 2)
    pixels += light[..., None] * np.asarray(TORCH_LIGHT, np.float32) * 0.28
    return Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8))


def _sconce(d: ImageDraw.ImageDraw, x: int, y: int) -> None:
    """A torch's bronze cup on a bracket, under its flame at (x, y)."""
    d.polygon([(x - 11, y + 8), (x + 11, y + 8), (x + 6, y + 22), (x - 6, y + 22)], fill=(120, 82, 40),
              outline=(40, 26, 14))
    d.line((x - 9, y + 11, x + 9, y + 11), fill=(196, 150, 80), width=2)
    d.rectangle((x - 2, y + 22, x + 2, y + 34), fill=(92, 62, 32), outline=(40, 26, 14))


def backdrop_image(width: int, height: int, board: tuple, boxes: list[tuple], border: int,
                   labels: list[tuple]) -> Image.Image:
    """The tomb: the lit wall with its friezes and torches, the board's sandstone frame (its floor
    the dark mortar colour), recessed boxes in sandstone borders, and the fixed labels. Boxes are
    (left, top, right, bottom) in image pixels (y down); labels are (text, x, y, pixel size,
    colour, face, PIL anchor), faces as in `art.font`."""
    rng = random.Random(4)
    image = _wall(width, height, rng)
    _frieze(image, 6, rng)
    _frieze(image, height - FRIEZE_H - 8, rng)
    image = _lighting(image)
    d = ImageDraw.Draw(image)
    for x, y in TORCHES:
        _sconce(d, x, y)
    x0, y0, x1, y1 = board
    frame = 18
    _sandstone(image, (x0 - frame, y0 - frame, x1 + frame, y1 + frame), rng)
    _inset(image, (x0 - 3, y0 - 3, x1 + 2, y1 + 2), WALL)
    for i in range(0, x1 - x0, 24):  # carved zigzag along the frame's top and bottom edges
        for yy in (y0 - frame + 7, y1 + frame - 8):
            d.line((x0 + i, yy, x0 + i + 12, yy - 4, x0 + i + 24, yy), fill=SAND_DARK, width=2)
    for left, top, right, bottom in boxes:
        _sandstone(image, (left - border, top - border, right + border, bottom + border), rng, bevel=2)
        _inset(image, (left, top, right, bottom))
    for text, x, y, size, color, face, anchor in labels:
        d.text((x, y), text, font=font(size, face), fill=color, anchor=anchor, stroke_width=max(1, size // 16),
               stroke_fill=INK)  # a dark edge keeps words legible on the lit wall
    return image


@lru_cache(maxsize=1)
def flame_image() -> Image.Image:
    """A torch flame: a soft teardrop, white-yellow at its heart and orange at its edge (drawn
    flickering over the still backdrop)."""
    size = 64
    outer = Image.new("L", (size, size * 2), 0)
    ImageDraw.Draw(outer).polygon([(32, 6), (50, 70), (54, 96), (32, 120), (10, 96), (14, 70)], fill=255)
    outer = outer.filter(ImageFilter.GaussianBlur(6))
    inner = Image.new("L", (size, size * 2), 0)
    ImageDraw.Draw(inner).ellipse((20, 62, 44, 114), fill=255)
    inner = inner.filter(ImageFilter.GaussianBlur(7))
    out = Image.new("RGBA", (size, size * 2), (255, 128, 40, 0))
    out.putalpha(outer)
    heart = Image.new("RGBA", (size, size * 2), (255, 236, 170, 255))
    heart.putalpha(ImageChops.multiply(inner, outer))
    out.alpha_composite(heart)
    return out
