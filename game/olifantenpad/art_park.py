"""The still part of a park as one picture: lawn, ponds, sidewalks, flowerbeds, benches, gates and the
hedge round it, drawn once per park and cell size and shown 1:1 as a single sprite.

One picture rather than a tile per cell: the lawn and the water run on without seams (a river of
diagonal cells is one stream, not beads), and a frame fills the park's pixels once. What changes
during a game (worn earth, owners, fences, walkers) and the trees (whose crowns overhang the people
walking past) are sprites above it (`scene.py`).
"""

from __future__ import annotations

import math

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

from game.olifantenpad.art import (
    GRASS,
    GRASS_DARK,
    GRASS_LIGHT,
    PAVING,
    PAVING_DARK,
    SHORE,
    WATER,
    WATER_DEEP,
    _noise,
    _noise_image,
    _rgba,
    _rng,
    _shade,
    bench_image,
    flowerbed_image,
    gate_image,
    sidewalk_image,
    tree_image,
)

#: Picture symbols (see `game.olifantenpad.pure.park`).
SIDEWALK, POND, FLOWERBED, BENCH = "=", "~", "*", "b"
SIDES = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}


def is_paved(symbol: str | None) -> bool:
    """Sidewalk or a gate."""
    return symbol is not None and (symbol == SIDEWALK or symbol.isupper())


def _symbol(rows, x: int, y: int) -> str | None:
    if 0 <= y < len(rows) and 0 <= x < len(rows[0]):
        return rows[y][x]
    return None


def open_sides(rows, x: int, y: int, same) -> int:
    """Bits 1 N, 2 E, 4 S, 8 W set where the neighbour passes `same(symbol)`."""
    bits = 0
    for bit, (dx, dy) in zip((1, 2, 4, 8), SIDES.values()):
        if same(_symbol(rows, x + dx, y + dy)):
            bits |= bit
    return bits


def gate_side(rows, x: int, y: int) -> str:
    """The side of a gate cell that faces out of the park: an edge side across from the sidewalk
    it joins (else any edge side it lies on)."""
    width, height = len(rows[0]), len(rows)
    edges = [side for side, (dx, dy) in SIDES.items() if not (0 <= x + dx < width and 0 <= y + dy < height)]
    for side in edges:
        dx, dy = SIDES[side]
        if is_paved(_symbol(rows, x - dx, y - dy)):
            return side
    return edges[0] if edges else "N"


# -- the lawn and the water -----------------------------------------------------------------------------
def lawn_image(width: int, height: int, seed: str) -> Image.Image:
    """A seamless lawn: soft mottling, thousands of short blades, a sprinkle of daisies and clover."""
    rng = _rng("lawn", seed, width, height)
    n = int.from_bytes(seed.encode()[:4].ljust(4, b"\0"), "little")
    mottle = _noise(max(width, height), max(width, height), max(4, width // 90), n % 997)[:height, :width] - 0.5
    fine = _noise(max(width, height), max(width, height), max(8, width // 24), n % 991 + 1)[:height, :width] - 0.5
    grain = np.random.default_rng(n % 983).random((height, width)).astype(np.float32) - 0.5
    shade = 1 + 0.10 * mottle + 0.05 * fine + 0.05 * grain
    rgb = np.array(GRASS, np.float32)[None, None, :] * shade[..., None]
    image = _rgba(rgb)
    draw = ImageDraw.Draw(image)
    for _ in range(width * height // 60):
        x, y = rng.uniform(0, width), rng.uniform(0, height)
        length = rng.uniform(2.5, 5.0)
        lean = rng.uniform(-0.5, 0.5)
        color = GRASS_LIGHT if rng.random() < 0.45 else GRASS_DARK
        draw.line((x, y, x + lean * length, y - length), fill=color + (150,), width=1)
    for _ in range(width * height // 5000):
        cx, cy = rng.uniform(0, width), rng.uniform(0, height)
        if rng.random() < 0.7:  # a daisy
            r = 1.8
            for a in range(0, 360, 60):
                px, py = cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a))
                draw.ellipse((px - 1.3, py - 1.3, px + 1.3, py + 1.3), fill=(250, 250, 244, 255))
            draw.ellipse((cx - 1.1, cy - 1.1, cx + 1.1, cy + 1.1), fill=(246, 200, 60, 255))
        else:  # clover
            for a in (0, 120, 240):
                px, py = cx + 2.2 * math.cos(math.radians(a)), cy + 2.2 * math.sin(math.radians(a))
                draw.ellipse((px - 2, py - 2, px + 2, py + 2), fill=_shade(GRASS_DARK, 0.9) + (255,))
    return image


def water_mask(rows, cell: int) -> np.ndarray:
    """Per pixel of the park, 0..1: how far into water (0 on land). Pond cells are joined to their
    pond neighbours, diagonals too, and the whole is smoothed into one natural outline."""
    width, height = len(rows[0]) * cell, len(rows) * cell
    mask = Image.new("L", (width, height), 0)
    draw = ImageDraw.Draw(mask)
    inset = cell * 0.12
    for y, row in enumerate(rows):
        for x, symbol in enumerate(row):
            if symbol != POND:
                continue
            draw.rounded_rectangle((x * cell + inset, y * cell + inset, (x + 1) * cell - inset, (y + 1) * cell - inset),
                                   cell * 0.35, fill=255)
            cx, cy = (x + 0.5) * cell, (y + 0.5) * cell
            for dx, dy in ((1, 0), (0, 1), (1, 1), (-1, 1)):
                if _symbol(rows, x + dx, y + dy) == POND:
                    thick = cell * (0.76 if dx == 0 or dy == 0 else 0.5)
                    draw.line((cx, cy, cx + dx * cell, cy + dy * cell), fill=255, width=int(thick))
    soft = mask.filter(ImageFilter.GaussianBlur(cell * 0.12))
    edge = np.asarray(soft, np.float32) / 255
    wobble = (_noise(max(width, height), max(width, height), max(6, width // 40), 4242)[:height, :width] - 0.5) * 0.18
    return np.clip((edge + wobble - 0.5) * 6, 0, 1) * (edge > 0.02)


def _paint_water(image: Image.Image, rows, cell: int, left: int, top: int) -> None:
    """Lay the ponds onto the lawn: a muddy-green shore, then water deepening away from it.

    The colours are mixed only inside the box the water and its shore reach (the lawn outside
    it stays as it is): mixed over the whole park they took 40 MB of arrays for a moment."""
    inside = water_mask(rows, cell)
    if not inside.any():
        return
    height, width = inside.shape
    mask = Image.fromarray((inside * 255).astype(np.uint8))
    grown = mask.filter(ImageFilter.MaxFilter(5))
    wet_rows, wet_cols = np.flatnonzero(inside.any(axis=1)), np.flatnonzero(inside.any(axis=0))
    x0, y0, x1, y1 = grown.getbbox() or (0, 0, 0, 0)
    box = (min(x0, wet_cols[0]), min(y0, wet_rows[0]), max(x1, wet_cols[-1] + 1), max(y1, wet_rows[-1] + 1))
    inside = inside[box[1]:box[3], box[0]:box[2], None]
    depth = np.asarray(mask.filter(ImageFilter.GaussianBlur(cell * 0.3)).crop(box), np.float32)[..., None] / 255
    depth = np.clip((depth - 0.45) * 2.2, 0, 1) * inside
    ripple = _noise(max(width, height), max(width, height), max(6, width // 30), 77, box)[..., None] - 0.5
    water = np.array(WATER, np.float32) * (1 - depth)
    water += np.array(WATER_DEEP, np.float32) * depth
    water *= 1 + 0.07 * ripple
    shore = np.asarray(grown.crop(box), np.float32)[..., None] / 255
    rgb = np.asarray(image.crop((left + box[0], top + box[1], left + box[2], top + box[3])), np.float32)[..., :3]
    rgb = rgb * (1 - shore) + np.array(SHORE, np.float32) * shore
    rgb *= 1 - inside
    water *= inside
    rgb += water
    patch = _rgba(rgb)
    image.paste(patch, (left + box[0], top + box[1]))
    draw = ImageDraw.Draw(image)
    rng = _rng("ripples", cell, len(rows))
    for y, row in enumerate(rows):
        for x, symbol in enumerate(row):
            if symbol == POND and rng.random() < 0.5:
                cx, cy = left + (x + rng.uniform(0.3, 0.7)) * cell, top + (y + rng.uniform(0.3, 0.7)) * cell
                w = cell * rng.uniform(0.12, 0.2)
                draw.arc((cx - w, cy - w * 0.4, cx + w, cy + w * 0.4), 200, 340, fill=(196, 226, 244, 190), width=1)


# -- the hedge --------------------------------------------------------------------------------------------------
#: Rows of the picture worked at a time when the hedge is laid on.
HEDGE_BAND = 96


def _paint_hedge(image: Image.Image, rows, cell: int, border: int) -> None:
    """A clipped hedge round the park, with a gap at each gate's outer side, and its soft shadow on
    the lawn."""
    w, h = image.size
    width, height = len(rows[0]) * cell, len(rows) * cell
    hedge = Image.new("L", (w, h), 0)
    draw = ImageDraw.Draw(hedge)
    draw.rectangle((0, 0, w - 1, h - 1), fill=255)
    draw.rectangle((border, border, border + width - 1, border + height - 1), fill=0)
    gaps = []
    for y, row in enumerate(rows):
        for x, symbol in enumerate(row):
            if symbol.isupper():
                side = gate_side(rows, x, y)
                x0, y0 = border + x * cell, border + y * cell
                box = {"N": (x0 + 2, 0, x0 + cell - 3, border),
                       "S": (x0 + 2, border + height - 1, x0 + cell - 3, h),
                       "W": (0, y0 + 2, border, y0 + cell - 3),
                       "E": (border + width - 1, y0 + 2, w, y0 + cell - 3)}[side]
                gaps.append(box)
    for box in gaps:
        draw.rectangle(box, fill=0)
    pave = ImageDraw.Draw(image)
    for x0, y0, x1, y1 in gaps:  # the sidewalk runs on out of the park through the gap
        pave.rectangle((x0, y0, x1, y1), fill=PAVING + (255,))
        pave.rectangle((x0, y0, x1, y1), outline=PAVING_DARK + (255,), width=1)
    mask_image = hedge.filter(ImageFilter.GaussianBlur(1.2))
    shadow_image = hedge.filter(ImageFilter.GaussianBlur(border * 0.45))
    leaf_image = _noise_image(max(w, h), max(w, h), max(10, w // 14), 900)
    specks = np.random.default_rng(901)
    # Worked a band of rows at a time (the specks drawn in the same order): whole-park float
    # arrays took 30 MB for a moment.
    for top in range(0, h, HEDGE_BAND):
        box = (0, top, w, min(h, top + HEDGE_BAND))
        mask = np.asarray(mask_image.crop(box), np.float32) / 255
        shadow = np.asarray(shadow_image.crop(box), np.float32) / 255
        leaf = np.asarray(leaf_image.crop(box), np.float32) / 255 - 0.5
        speck = specks.random(mask.shape).astype(np.float32) - 0.5
        tone = 1 + 0.35 * leaf + 0.3 * speck
        base = np.asarray(image.crop(box), np.float32)
        rgb = base[..., :3]
        open_ground = 1 - mask
        rgb *= (1 - 0.5 * shadow * open_ground)[..., None]
        rgb *= open_ground[..., None]
        for channel, level in enumerate((52, 104, 48)):
            rgb[..., channel] += level * tone * mask
        alpha = np.maximum(base[..., 3], mask * 255)
        image.paste(_rgba(rgb, alpha), box[:2])
    leafy = np.asarray(mask_image) >= 230  # where the blurred hedge is over 0.9 of full
    draw = ImageDraw.Draw(image)
    rng = _rng("hedge", w, h)
    for _ in range((w + h) * 2):  # leafy highlights along the hedge
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        if leafy[int(y), int(x)]:
            draw.point((x, y), fill=(108, 160, 80, 255))


# -- the whole park -----------------------------------------------------------------------------------------------
#: What shows round the hedge (the scene's background): the picture is opaque, so it is drawn
#: without blending.
AROUND = (30, 44, 36, 255)


def park_image(rows: tuple[str, ...], cell: int, border: int, seed: str, trees: bool = False) -> Image.Image:
    """The park's still picture at `cell` pixels a cell, with a hedge `border` pixels wide round it
    (the picture is the park plus the border on every side); with `trees` (small previews) the trees
    are painted in too, where a game draws them as sprites over its walkers."""
    width, height = len(rows[0]) * cell, len(rows) * cell
    image = Image.new("RGBA", (width + 2 * border, height + 2 * border), AROUND)
    image.paste(lawn_image(width, height, seed).convert("RGB"), (border, border))  # opaque, its blades too
    _paint_water(image, rows, cell, border, border)
    for y, row in enumerate(rows):
        for x, symbol in enumerate(row):
            left, top = border + x * cell, border + y * cell
            if is_paved(symbol):
                image.paste(sidewalk_image(cell, open_sides(rows, x, y, is_paved)), (left, top))
    for y, row in enumerate(rows):
        for x, symbol in enumerate(row):
            left, top = border + x * cell, border + y * cell
            piece = None
            if symbol == FLOWERBED:
                piece = flowerbed_image(2 * cell, x * 3 + y)
            elif symbol == BENCH:
                vertical = is_paved(_symbol(rows, x - 1, y)) or is_paved(_symbol(rows, x + 1, y))
                piece = bench_image(2 * cell, vertical)
            elif symbol.isupper():
                piece = gate_image(2 * cell, gate_side(rows, x, y), symbol)
            if piece is not None:
                image.alpha_composite(piece.resize((cell, cell), Image.LANCZOS), (left, top))
    if trees:
        size = int(cell * 1.5)
        for y, row in enumerate(rows):
            for x, symbol in enumerate(row):
                if symbol == "t":
                    crown = tree_image(2 * cell, (x * 5 + y * 3) % 6).resize((size, size), Image.LANCZOS)
                    image.alpha_composite(crown, (int(border + (x + 0.5) * cell - size / 2),
                                                  int(border + (y + 0.5) * cell - size / 2)))
    _paint_hedge(image, rows, cell, border)
    return image
