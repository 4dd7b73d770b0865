"""Pharaoh Tomb's room, drawn with PIL and numpy once: the backdrop picture of the whole design
space, the wall's masonry as plain rectangles, and the torch flame.

The room is a wall of dark stone blocks in courses, with a carved frieze of hieroglyphs along the
top and bottom and two torches beside the panel's title that light the wall near them; on it the
board's sandstone frame and the panel's recessed boxes with their fixed labels. The blocks, the
board's floor and the boxes' recesses are one plain colour, `FLOOR` (the scene's clear colour), and
the joints are thin rectangles, so the scene draws only the joints and the parts of the picture
that differ from that (`layout.backdrop_parts`): the frame, borders, labels, friezes and torches.
"""

from __future__ import annotations

import random
from functools import lru_cache

import numpy as np
from PIL import Image, ImageChops, ImageDraw, ImageFilter

from game.pharaoh.art import FLOOR, INK, SAND, SAND_DARK, SHAPES, font, shade

#: The wall's joints (dark, with a lit edge under each) and its courses' height; the blocks are
#: the scene's clear colour, `FLOOR`.
JOINT, JOINT_LIT = (16, 12, 10), (52, 41, 34)
COURSE = 44
#: A frieze band's height and where it lies (image y of its top), and the carved glyphs' size.
FRIEZE_H = 34
FRIEZE_GLYPH = 24
#: The torches' flames (image pixels, y down): left and right of the panel's title.
TORCHES = ((786, 66), (1174, 66))
TORCH_LIGHT = (255, 150, 64)
TORCH_REACH = 64
#: The board frame's width round the board.
FRAME = 18


def frieze_tops(height: int) -> tuple[int, int]:
    """Image y of the top and bottom friezes' upper edges."""
    return 6, height - FRIEZE_H - 8


def solid_boxes(width: int, height: int, board: tuple, boxes: list[tuple], border: int) -> list[tuple]:
    """Image boxes (half-open) that cover the wall: the board in its frame, the panel's boxes in
    their borders, the friezes."""
    x0, y0, x1, y1 = board
    out = [(x0 - FRAME, y0 - FRAME, x1 + FRAME + 1, y1 + FRAME + 1)]
    out += [(left - border, top - border, right + border + 1, bottom + border + 1)
            for left, top, right, bottom in boxes]
    out += [(0, top, width, top + FRIEZE_H + 1) for top in frieze_tops(height)]
    return out


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


def joints(width: int, height: int, solid: list[tuple]) -> list[tuple[tuple, bool]]:
    """The wall's masonry as (image box (left, top, right, bottom), half-open; True for a row):
    courses of blocks of uneven length, each joint three pixels across, two dark and one lit
    (`joint_image`), left out where `solid` boxes (the frame, the panel's boxes, the friezes)
    cover the wall. The backdrop paints them, and the scene draws them over its clear colour."""
    rng = random.Random(9)
    lines = []
    for top in range(-COURSE // 2, height, COURSE):
        lines.append(((0, top, width, top + 3), True))
        x = -rng.randint(0, 90)
        while x < width:
            x += rng.randint(84, 156)
            lines.append(((x, top + 3, x + 3, top + COURSE), False))
    out = []
    for box, row in lines:
        out += [(piece, row) for piece in _outside(box, row, solid, width, height)]
    return out


def _outside(box: tuple, row: bool, solid: list[tuple], width: int, height: int) -> list[tuple]:
    """The lengths of a joint (clipped to the image) that no solid box touches: a row is cut
    across its whole thickness, so every piece keeps its three pixels."""
    pieces = [(max(0, box[0]), max(0, box[1]), min(width, box[2]), min(height, box[3]))]
    for sx0, sy0, sx1, sy1 in solid:
        kept = []
        for x0, y0, x1, y1 in pieces:
            if x1 <= sx0 or sx1 <= x0 or y1 <= sy0 or sy1 <= y0:
                kept.append((x0, y0, x1, y1))
            elif row:
                kept += [(x0, y0, sx0, y1), (sx1, y0, x1, y1)]
            else:
                kept += [(x0, y0, x1, sy0), (x0, sy1, x1, y1)]
        pieces = [p for p in kept if p[0] < p[2] and p[1] < p[3]]
    return pieces


def joint_image(row: bool) -> Image.Image:
    """A joint's cross-section, stretched along it: two dark pixels, then a lit one (below a
    row, right of an upright joint)."""
    strip = Image.new("RGB", (1, 3))
    for i, color in enumerate((JOINT, JOINT, JOINT_LIT)):
        strip.putpixel((0, i), color)
    return strip if row else strip.transpose(Image.Transpose.TRANSPOSE)


def plain_wall(width: int, height: int, solid: list[tuple]) -> Image.Image:
    """What the scene's clear colour and its joints draw by themselves."""
    image = Image.new("RGB", (width, height), FLOOR)
    for (x0, y0, x1, y1), row in joints(width, height, solid):
        image.paste(joint_image(row).resize((x1 - x0, y1 - y0), Image.NEAREST), (x0, y0))
    return image


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


def _torchlight(image: Image.Image) -> Image.Image:
    """The torches' warm light on the wall and the frieze close to each flame (it dies out within
    TORCH_REACH pixels, so the lit wall stays a small picture)."""
    pixels = np.array(image)  # only the lit squares are worked in floats, not the whole wall
    for tx, ty in TORCHES:
        x0, y0 = max(0, tx - TORCH_REACH), max(0, ty - TORCH_REACH)
        x1, y1 = min(image.width, tx + TORCH_REACH), min(image.height, ty + TORCH_REACH)
        yy, xx = np.mgrid[y0:y1, x0:x1].astype(np.float32)
        reach = np.clip(1 - np.hypot(xx - tx, (yy - ty) * 1.15) / TORCH_REACH, 0, 1) ** 2
        lit = pixels[y0:y1, x0:x1].astype(np.float32) + reach[..., None] * np.asarray(TORCH_LIGHT, np.float32) * 0.5
        pixels[y0:y1, x0:x1] = np.clip(lit, 0, 255).astype(np.uint8)
    return Image.fromarray(pixels)


def _sconce(d: ImageDraw.ImageDraw, x: int, y: int) -> None:
    """A torch's bronze cup on a bracket, under its flame at (x, y)."""
    d.polygon([(x - 11, y + 8), (x + 11, y + 8), (x + 6, y + 22), (x - 6, y + 22)], fill=(120, 82, 40),
              outline=(40, 26, 14))
    d.line((x - 9, y + 11, x + 9, y + 11), fill=(196, 150, 80), width=2)
    d.rectangle((x - 2, y + 22, x + 2, y + 34), fill=(92, 62, 32), outline=(40, 26, 14))


def backdrop_image(width: int, height: int, board: tuple, boxes: list[tuple], border: int,
                   labels: list[tuple]) -> tuple[Image.Image, list[tuple]]:
    """The tomb: the lit wall with its friezes and torches, the board's sandstone frame (its floor
    plain `FLOOR`), recessed boxes in sandstone borders, and the fixed labels. Boxes are
    (left, top, right, bottom) in image pixels (y down); labels are (text, x, y, pixel size,
    colour, face, PIL anchor), faces as in `art.font`. Returns the image and each label's box."""
    rng = random.Random(4)
    image = plain_wall(width, height, solid_boxes(width, height, board, boxes, border))
    for top in frieze_tops(height):
        _frieze(image, top, rng)
    image = _torchlight(image)
    d = ImageDraw.Draw(image)
    for x, y in TORCHES:
        _sconce(d, x, y)
    x0, y0, x1, y1 = board
    frame = FRAME
    _sandstone(image, (x0 - frame, y0 - frame, x1 + frame, y1 + frame), rng)
    _inset(image, (x0 - 3, y0 - 3, x1 + 2, y1 + 2))
    for i in range(0, x1 - x0, 24):  # carved zigzag along the frame's top and bottom edges
        for yy in (y0 - frame + 7, y1 + frame - 8):
            d.line((x0 + i, yy, x0 + i + 12, yy - 4, x0 + i + 24, yy), fill=SAND_DARK, width=2)
    for left, top, right, bottom in boxes:
        _sandstone(image, (left - border, top - border, right + border, bottom + border), rng, bevel=2)
        _inset(image, (left, top, right, bottom))
    label_boxes = []
    for text, x, y, size, color, face, anchor in labels:
        kwargs = {"font": font(size, face), "anchor": anchor, "stroke_width": max(1, size // 16)}
        d.text((x, y), text, fill=color, stroke_fill=INK, **kwargs)  # a dark edge: legible on the lit wall
        label_boxes.append(d.textbbox((x, y), text, **kwargs))
    return image, label_boxes


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
