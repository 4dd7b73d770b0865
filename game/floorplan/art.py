"""Floorplan's pictures, drawn with PIL and numpy: the museum model on the Foyer's table.

Passageway tiles are dark wall blocks with a parquet corridor and a red runner from the centre to
each opening (N, E, S, W), bevelled so they read as loose tiles that slide. Fixed spaces are rooms
with a doorway on every side: the Foyer (a chequered marble floor), the Stairway (steps, the same
picture on both floors) and twelve Galleries, dark until visited, then lit with their own painting
and name plate. Tokens are lacquered pawns seen from above: the Visitor green with a lantern, Stauf
red under a top hat; the Blue Angel is a winged figure on the target. Talismans (Extra Turn,
Move Stauf, Lock Gallery) are gold medallions with an hourglass, a swap of arrows and a key.

Tiles and rooms are drawn at 1x (the board's cell size, drawn 1:1: they cover most of the board and
a 1:1 copy is the cheapest fill); pieces at 2x, drawn at half scale. Everything is supersampled
(drawn 4x larger and shrunk), so edges are smooth. Nothing is random at run time: noise comes from
fixed seeds. PIL `Image`s come out; `game/floorplan/scene.py` turns them into textures once.
"""

from __future__ import annotations

import math

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

from game.floorplan.art_brush import (
    GALLERY_DARK,
    GALLERY_FLOOR,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    MODEL_WOOD,
    MODEL_WOOD_LIGHT,
    PARQUET,
    PARQUET_DARK,
    RUNNER,
    SS,
    WALL,
    WALL_DARK,
    WALL_LIGHT,
    bevel,
    canvas,
    fit_text,
    font,
    mottle,
    shade,
    shrink,
)
from game.floorplan.art_paintings import painting_image

N, E, S, W = 1, 2, 4, 8

# -- passageway tiles --------------------------------------------------------------------------------
def tile_image(size: int, openings: int, variant: int = 0) -> Image.Image:
    """A passageway tile `size` pixels square with corridors toward its openings (bits N=1, E=2,
    S=4, W=8): a dark wall block, a parquet corridor with a red runner, shadows under the walls and
    a bevel round the tile. `variant` changes only the wall's mottling."""
    big = size * SS
    image, draw = canvas(size, fill=(*WALL, 255))
    image = mottle(image, 11 + variant, 0.10, 5)
    draw = ImageDraw.Draw(image)
    half = big / 2
    corridor = big * 0.21   # half-width of the corridor
    runner = big * 0.085    # half-width of the red runner
    edge = big * 0.035      # the gap between two tiles

    def arms(half_width: float) -> list[tuple[float, float, float, float]]:
        boxes = [(half - half_width, half - half_width, half + half_width, half + half_width)]
        if openings & N:
            boxes.append((half - half_width, 0, half + half_width, half))
        if openings & S:
            boxes.append((half - half_width, half, half + half_width, big))
        if openings & W:
            boxes.append((0, half - half_width, half, half + half_width))
        if openings & E:
            boxes.append((half, half - half_width, big, half + half_width))
        return boxes

    # wall tops: a lighter rim along every corridor edge (the walls' upper edge, lit)
    for box in arms(corridor + big * 0.03):
        draw.rectangle(box, fill=(*WALL_LIGHT, 255))
    # parquet floor with planks across the corridor
    floor = Image.new("RGBA", image.size, (*PARQUET, 255))
    fdraw = ImageDraw.Draw(floor)
    plank = big / 12
    for k in range(13):  # boards across the tile, their joints staggered
        fdraw.line((0, k * plank, big, k * plank), fill=(*PARQUET_DARK, 255), width=max(1, SS))
        for j in range(3):
            x = (j + (0.5 if k % 2 else 0.0)) * big / 3 + big * 0.11
            fdraw.line((x, k * plank, x, (k + 1) * plank), fill=(*PARQUET_DARK, 200), width=max(1, SS))
    floor = mottle(floor, 31 + variant, 0.12, 8)
    mask = Image.new("L", image.size, 0)
    mdraw = ImageDraw.Draw(mask)
    for box in arms(corridor):
        mdraw.rectangle(box, fill=255)
    image.paste(floor, (0, 0), mask)
    # a soft shadow inside the corridor under the walls
    shadow = mask.filter(ImageFilter.GaussianBlur(big * 0.03))
    dark = np.asarray(shadow, dtype=np.float32) / 255
    rgba = np.asarray(image, dtype=np.float32).copy()
    inside = np.asarray(mask, dtype=np.float32) / 255
    rgba[..., :3] *= (1 - 0.45 * inside * (1 - dark))[..., None]
    image = Image.fromarray(np.clip(rgba, 0, 255).astype(np.uint8))
    draw = ImageDraw.Draw(image)
    # the runner: gold edge, red carpet
    for box in arms(runner + big * 0.018):
        draw.rectangle(box, fill=(*GOLD_DARK, 255))
    for box in arms(runner):
        draw.rectangle(box, fill=(*RUNNER, 255))
    c = big * 0.05
    draw.ellipse((half - c, half - c, half + c, half + c), fill=(*GOLD, 255))
    # the tile's edge: a dark gap and a bevel (the tile is a loose block)
    draw.rectangle((0, 0, big - 1, big - 1), outline=(*WALL_DARK, 255), width=int(edge))
    bevel(draw, (edge, edge, big - edge - 1, big - edge - 1), big * 0.03,
           (*shade(WALL_LIGHT, 1.15), 110), (*WALL_DARK, 150))
    return shrink(image, size)


# -- fixed spaces ----------------------------------------------------------------------------------------
def _room(size: int, floor_color: tuple, seed: int, lit: bool = True) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A room open on all four sides: a floor, a wall rim with a doorway in the middle of each side."""
    big = size * SS
    image, draw = canvas(size, fill=(*floor_color, 255))
    image = mottle(image, seed, 0.08 if lit else 0.05, 4)
    draw = ImageDraw.Draw(image)
    rim = big * 0.09
    wall = WALL if lit else shade(WALL, 0.55)
    for box in ((0, 0, big, rim), (0, big - rim, big, big), (0, 0, rim, big), (big - rim, 0, big, big)):
        draw.rectangle(box, fill=(*wall, 255))
    door = big * 0.21
    for box in ((big / 2 - door, 0, big / 2 + door, rim), (big / 2 - door, big - rim, big / 2 + door, big),
                (0, big / 2 - door, rim, big / 2 + door), (big - rim, big / 2 - door, big, big / 2 + door)):
        draw.rectangle(box, fill=(*floor_color, 255))
    # a thin gold moulding inside the walls (the rooms of a museum)
    m = rim + big * 0.015
    moulding = GOLD_DARK if lit else shade(GOLD_DARK, 0.5)
    for box in ((m, m, big / 2 - door, m), (big / 2 + door, m, big - m, m),
                (m, big - m, big / 2 - door, big - m), (big / 2 + door, big - m, big - m, big - m),
                (m, m, m, big / 2 - door), (m, big / 2 + door, m, big - m),
                (big - m, m, big - m, big / 2 - door), (big - m, big / 2 + door, big - m, big - m)):
        draw.line(box, fill=(*moulding, 255), width=max(1, SS))
    edge = big * 0.035
    draw.rectangle((0, 0, big - 1, big - 1), outline=(*WALL_DARK, 255), width=int(edge))
    return image, draw


def _label(draw: ImageDraw.ImageDraw, text: str, big: int, y: float, *, color=(250, 238, 210),
           plate=(40, 26, 22, 235), edge=GOLD, max_px: int | None = None) -> None:
    """A name plate across the lower part of a room: dark with a gold edge, the text centred."""
    width = big * 0.86
    px = max_px or int(big * 0.15)
    f = fit_text(draw, text, width - big * 0.08, px, "Liberation_Serif_Bold", int(big * 0.09))
    left, top, right, bottom = draw.textbbox((0, 0), text, font=f)
    h = (bottom - top) + big * 0.07
    box = (big / 2 - width / 2, y - h / 2, big / 2 + width / 2, y + h / 2)
    draw.rounded_rectangle(box, radius=big * 0.03, fill=plate, outline=(*edge, 255), width=max(1, SS))
    draw.text((big / 2 - (right - left) / 2 - left, y - (bottom - top) / 2 - top), text, font=f,
              fill=(*color, 255))


def foyer_image(size: int) -> Image.Image:
    """The Foyer: a black and white marble floor, a blue rug with a gold star, and its name plate."""
    big = size * SS
    image, draw = _room(size, (200, 194, 184), 5)
    rim = big * 0.09
    squares = 6
    step = (big - 2 * rim) / squares
    for y in range(squares):
        for x in range(squares):
            if (x + y) % 2:
                draw.rectangle((rim + x * step, rim + y * step, rim + (x + 1) * step, rim + (y + 1) * step),
                               fill=(44, 40, 46, 255))
    # the emblem: a gold eight-pointed star on a square blue rug set on its corner (nothing round
    # and nothing red, so it never looks like Stauf's red pawn standing in the Foyer)
    cx, cy, r = big / 2, big * 0.42, big * 0.25
    draw.polygon([(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)], fill=(34, 52, 96, 255),
                 outline=(*GOLD, 255), width=max(1, SS))
    star = []
    for k in range(16):
        reach = r * (0.78 if k % 2 == 0 else 0.34)
        angle = math.pi * k / 8
        star.append((cx + reach * math.sin(angle), cy - reach * math.cos(angle)))
    draw.polygon(star, fill=(*GOLD, 255), outline=(*GOLD_DARK, 255))
    _label(draw, "FOYER", big, big * 0.79)
    return shrink(image, size)


def stairway_image(size: int, up: bool = True) -> Image.Image:
    """The Stairway: a flight of steps rising to the north, a gold rail, its name plate saying
    where it leads (`up`: the first floor's end, to the second floor; else the second floor's)."""
    big = size * SS
    image, draw = _room(size, (84, 64, 60), 7)
    x0, x1 = big * 0.26, big * 0.74
    top, bottom = big * 0.14, big * 0.66
    steps = 6
    for i in range(steps):
        y0 = bottom - (i + 1) * (bottom - top) / steps
        y1 = bottom - i * (bottom - top) / steps
        inset = i * big * 0.018
        light = 0.78 + 0.05 * i
        draw.rectangle((x0 + inset, y0, x1 - inset, y1), fill=(*shade((176, 130, 96), light), 255))
        draw.line((x0 + inset, y0, x1 - inset, y0), fill=(*shade((230, 190, 150), light), 255), width=SS)
        draw.line((x0 + inset, y1 - SS, x1 - inset, y1 - SS), fill=(70, 44, 34, 255), width=SS)
    draw.rectangle((big * 0.44, top, big * 0.56, bottom), fill=(*RUNNER, 200))
    draw.line((x0 - SS * 2, bottom, x0 + steps * big * 0.018 - SS * 2, top), fill=(*GOLD, 255), width=2 * SS)
    draw.line((x1 + SS * 2, bottom, x1 - steps * big * 0.018 + SS * 2, top), fill=(*GOLD, 255), width=2 * SS)
    ax, ay, t = big / 2, (top + bottom) / 2, big * 0.09
    tip, back = (ay - t, ay + t) if up else (ay + t, ay - t)
    draw.polygon([(ax, tip), (ax - t, back), (ax + t, back)], fill=(*GOLD_LIGHT, 255), outline=(60, 30, 20, 255),
                 width=SS)
    _label(draw, "STAIRS", big, big * 0.79)
    return shrink(image, size)


def gallery_image(size: int, index: int, name: str | None) -> Image.Image:
    """A Gallery: dark and shut while unvisited (`name` None: an empty frame on a dark floor);
    visited, a lit room with its own painting (`index` 0..11) and its name plate."""
    big = size * SS
    if name is None:
        image, draw = _room(size, GALLERY_DARK, 13 + index, lit=False)
        w, h = big * 0.50, big * 0.38
        box = (big / 2 - w / 2, big * 0.40 - h / 2, big / 2 + w / 2, big * 0.40 + h / 2)
        draw.rectangle(box, outline=(*shade(GOLD_DARK, 0.6), 255), width=int(big * 0.03))
        q = font(int(big * 0.22), "Liberation_Serif_Bold")
        draw.text((big / 2, big * 0.40), "?", font=q, fill=(*shade(GOLD_DARK, 0.55), 255), anchor="mm")
        return shrink(image, size)
    image, draw = _room(size, GALLERY_FLOOR, 13 + index)
    # light falling on the floor under the painting
    glow = Image.new("L", image.size, 0)
    ImageDraw.Draw(glow).ellipse((big * 0.15, big * 0.10, big * 0.85, big * 0.75), fill=70)
    glow = glow.filter(ImageFilter.GaussianBlur(big * 0.08))
    image = Image.composite(Image.new("RGBA", image.size, (255, 226, 170, 255)), image, glow)
    draw = ImageDraw.Draw(image)

    w, h = int(big * 0.62), int(big * 0.46)
    picture = painting_image(w, h, index, supersampled=True)
    image.alpha_composite(picture, (int(big / 2 - w / 2), int(big * 0.39 - h / 2)))
    _label(draw, name, big, big * 0.79)
    return shrink(image, size)


# -- arrows, marks and highlights --------------------------------------------------------------------------


def arrow_image(size: int, side: str, state: str) -> Image.Image:
    """An insertion arrow for the `side` of the board it sits on ("N": above a column, pointing down
    into it), `size` pixels square at 2x: gold (idle), bright (hover) or grey with a bar (forbidden)."""
    big = size * SS
    image, draw = canvas(size)
    fill = {"idle": GOLD, "hover": GOLD_LIGHT, "forbidden": (96, 90, 98)}[state]
    edge = {"idle": GOLD_DARK, "hover": (255, 255, 255), "forbidden": (60, 56, 64)}[state]
    m = big * 0.16
    # pointing down (side N), then rotated for the other sides
    pts = [(m, big * 0.26), (big - m, big * 0.26), (big / 2, big * 0.80)]
    shadow = [(x + big * 0.03, y + big * 0.04) for x, y in pts]
    draw.polygon(shadow, fill=(0, 0, 0, 110))
    draw.polygon(pts, fill=(*fill, 255), outline=(*edge, 255), width=SS * 2)
    if state == "forbidden":
        draw.line((big * 0.32, big * 0.38, big * 0.68, big * 0.60), fill=(210, 70, 60, 255), width=SS * 3)
    else:
        inner = [(big * 0.34, big * 0.34), (big * 0.66, big * 0.34), (big / 2, big * 0.62)]
        draw.polygon(inner, fill=(*shade(fill, 1.12), 255))
    turns = {"N": 0, "E": 90, "S": 180, "W": 270}[side]  # PIL rotates anticlockwise
    return shrink(image.rotate(turns, resample=Image.BICUBIC), size)


def square_glow_image(size: int, color: tuple, inset: float = 0.08, width: float = 0.07) -> Image.Image:
    """A soft lit frame inside a square (the reachable spaces, a selected line), 1x."""
    big = size * SS
    image, draw = canvas(size)
    i = big * inset
    draw.rounded_rectangle((i, i, big - i, big - i), radius=big * 0.08, outline=(*color, 255),
                           width=int(big * width))
    soft = image.filter(ImageFilter.GaussianBlur(big * 0.02))
    soft.alpha_composite(image)
    return shrink(soft, size)


def fill_image(size: int, color: tuple, alpha: int) -> Image.Image:
    """A flat translucent square (a wash over a space), 1x."""
    return Image.new("RGBA", (size, size), (*color, alpha))


def dot_image(size: int, color: tuple) -> Image.Image:
    """A round footprint dot with a dark rim (the path preview), 2x."""
    big = size * SS
    image, draw = canvas(size)
    r = big * 0.40
    c = big / 2
    draw.ellipse((c - r, c - r, c + r, c + r), fill=(*color, 255), outline=(30, 20, 10, 255), width=SS * 2)
    return shrink(image, size)


def cursor_image(size: int, color: tuple = (255, 255, 255)) -> Image.Image:
    """The keyboard cursor: four bright corner brackets round a square, 1x."""
    big = size * SS
    image, draw = canvas(size)
    lw = int(big * 0.05)
    arm = big * 0.26
    m = big * 0.05
    for x, y, dx, dy in ((m, m, 1, 1), (big - m, m, -1, 1), (m, big - m, 1, -1), (big - m, big - m, -1, -1)):
        for width, col in ((lw + 3 * SS, (0, 0, 0, 200)), (lw, (*color, 255))):
            draw.line((x, y, x + dx * arm, y), fill=col, width=width)
            draw.line((x, y, x, y + dy * arm), fill=col, width=width)
    return shrink(image, size)


# -- the model: floors' frames, the stair link, the spare slot ---------------------------------------------
def frame_strip_image(length: int, thickness: int, horizontal: bool) -> Image.Image:
    """One side of a floor's wooden frame: walnut with a gold inlay line, 1x."""
    w, h = (length, thickness) if horizontal else (thickness, length)
    image = Image.new("RGBA", (w, h), (*MODEL_WOOD, 255))
    image = mottle(image, 3 + length, 0.12, 10)
    draw = ImageDraw.Draw(image)
    if horizontal:
        draw.line((0, 0, w, 0), fill=(*MODEL_WOOD_LIGHT, 255))
        draw.line((0, h - 1, w, h - 1), fill=(30, 18, 12, 255))
        draw.line((0, h // 2, w, h // 2), fill=(*GOLD_DARK, 255))
    else:
        draw.line((0, 0, 0, h), fill=(*MODEL_WOOD_LIGHT, 255))
        draw.line((w - 1, 0, w - 1, h), fill=(30, 18, 12, 255))
        draw.line((w // 2, 0, w // 2, h), fill=(*GOLD_DARK, 255))
    return image


def stair_link_image(width: int, height: int) -> Image.Image:
    """The gradated path lines between the two Stairway squares (the source's drawing of vertical
    movement): parallel bands fading from one floor to the other, with chevrons, 1x."""
    image, draw = canvas(width, height)
    big_w, big_h = width * SS, height * SS
    bands = 5
    for k in range(bands):
        y = big_h * (0.18 + 0.64 * k / (bands - 1))
        alpha = 90 + 30 * (2 - abs(k - 2))
        draw.line((0, y, big_w, y), fill=(*GOLD, int(alpha)), width=SS * 2)
    for k in range(3):
        x = big_w * (0.30 + 0.2 * k)
        draw.line((x - big_h * 0.16, big_h * 0.30, x, big_h * 0.5, x - big_h * 0.16, big_h * 0.70),
                  fill=(*GOLD_LIGHT, 220), width=SS * 2, joint="curve")
    return shrink(image, width, height)


def slot_image(size: int) -> Image.Image:
    """The spare tile's slot beside the board: a recessed walnut tray, 1x (size includes the rim)."""
    big = size * SS
    image, draw = canvas(size, fill=(*MODEL_WOOD, 255))
    image = mottle(image, 77, 0.12, 6)
    draw = ImageDraw.Draw(image)
    rim = big * 0.08
    draw.rectangle((rim, rim, big - rim, big - rim), fill=(18, 12, 14, 255))
    bevel(draw, (0, 0, big - 1, big - 1), big * 0.02, (*MODEL_WOOD_LIGHT, 255), (20, 12, 8, 255))
    bevel(draw, (rim, rim, big - rim, big - rim), big * 0.02, (10, 6, 8, 255), (*MODEL_WOOD_LIGHT, 255))
    return shrink(image, size)


def words_on(image: Image.Image, words) -> Image.Image:
    """Words drawn on a picture: each (text, x, y, pixels, colour, face, anchor) with PIL's anchor
    ("lm": left-middle, "rm", "mm") at (x, y) from the picture's top left; returns the picture."""
    draw = ImageDraw.Draw(image)
    for text, x, y, pixels, color, face, anchor in words:
        draw.text((x, y), text, font=font(pixels, face), fill=(*color[:3], 255), anchor=anchor)
    return image


def panel_image(width: int, height: int, seed: int = 1) -> Image.Image:
    """A dark walnut panel with a gold edge (the HUD's boxes), 1x."""
    image = Image.new("RGBA", (width, height), (44, 30, 28, 255))
    image = mottle(image, seed, 0.10, 8)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, width - 1, height - 1), outline=(*GOLD_DARK, 255), width=2)
    draw.rectangle((3, 3, width - 4, height - 4), outline=(70, 50, 40, 255), width=1)
    return image


def museum_map_image(floors: tuple[tuple[str, ...], ...], cell: int, gap: int) -> Image.Image:
    """A small map of a museum's floors side by side (for the setup screen): passageway tiles as
    red paths on dark stone, Galleries as gold-edged dark rooms, the Foyer chequered, the Stairway
    gold; floors `gap` pixels apart, lined up on their Stairway squares, 1x."""
    from game.floorplan.pure.content import GLYPHS

    stairs = [next((y for y, row in enumerate(rows) if "S" in row), 0) for rows in floors]
    above = max(stairs)
    below = max(len(rows) - s for rows, s in zip(floors, stairs))
    width = sum(len(rows[0]) for rows in floors) * cell + gap * (len(floors) - 1)
    image = Image.new("RGBA", (width, (above + below) * cell), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    x0 = 0
    for rows, stair in zip(floors, stairs):
        y0 = (above - stair) * cell
        for y, row in enumerate(rows):
            for x, ch in enumerate(row):
                box = (x0 + x * cell, y0 + y * cell, x0 + (x + 1) * cell - 1, y0 + (y + 1) * cell - 1)
                cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
                if ch == "G":
                    draw.rectangle(box, fill=(*GALLERY_DARK, 255), outline=(*GOLD_DARK, 255))
                elif ch == "F":
                    draw.rectangle(box, fill=(210, 204, 194, 255), outline=(*WALL_DARK, 255))
                    draw.rectangle((box[0] + 2, box[1] + 2, cx, cy), fill=(44, 40, 46, 255))
                    draw.rectangle((cx, cy, box[2] - 2, box[3] - 2), fill=(44, 40, 46, 255))
                elif ch == "S":
                    draw.rectangle(box, fill=(*GOLD, 255), outline=(*WALL_DARK, 255))
                    for k in range(1, 4):
                        yy = box[1] + k * cell / 4
                        draw.line((box[0] + 2, yy, box[2] - 2, yy), fill=(*GOLD_DARK, 255))
                else:
                    draw.rectangle(box, fill=(*WALL, 255), outline=(*WALL_DARK, 255))
                    openings = GLYPHS.get(ch, 0)
                    w = max(1, cell // 6)
                    for bit, end in ((N, (cx, box[1])), (E, (box[2], cy)), (S, (cx, box[3])), (W, (box[0], cy))):
                        if openings & bit:
                            draw.line((cx, cy, *end), fill=(*RUNNER, 255), width=w)
        x0 += len(rows[0]) * cell + gap
    return image
