"""Olifantenpad's pictures, drawn with PIL and numpy: a park seen from above.

Ground tiles (grass, sidewalk, water) are made at the board's cell size and drawn 1:1, since they
cover most of the screen; everything else (worn earth, trees, benches, flowerbeds, gates, fences,
visitors, footprints, tokens, markers) is made at twice the size it is shown and drawn at scale 0.5,
so it stays crisp in a larger window. Each function returns a PIL `Image` (RGBA); the scene turns
them into textures once per size. Nothing here is random at run time: speckles and blades come from
fixed seeds, so a park looks the same every time.

People, tokens, ownership marks, planning marks and the clock are in `art_marks.py`.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

# -- palette -----------------------------------------------------------------------------------------
GRASS = (92, 158, 72)
GRASS_DARK = (62, 124, 54)
GRASS_LIGHT = (140, 196, 96)
#: Worn ground per wear level 1..3: trampled grass, bare earth, packed gravel.
EARTH = {1: (176, 150, 92), 2: (156, 116, 74), 3: (196, 172, 132)}
PAVING = (204, 200, 190)
PAVING_DARK = (150, 146, 138)
KERB = (236, 234, 226)
WATER = (70, 140, 196)
WATER_DEEP = (44, 104, 164)
SHORE = (120, 150, 90)
WOOD = (150, 100, 58)
WOOD_DARK = (96, 62, 36)
IRON = (46, 48, 56)
STONE = (176, 170, 160)
SOIL = (104, 72, 46)
#: Player colours (Okabe-Ito inspired: apart for every kind of colour vision), then grey.
PLAYER_COLORS = ((40, 110, 220), (232, 96, 36), (176, 84, 200), (246, 202, 36))
#: The look (colour, pattern, shape: an index of PLAYER_COLORS) each player is drawn in; empty:
#: player p in look p. An online game sets the colours its players chose (`set_looks`).
_LOOKS: list[int] = []


def set_looks(looks: tuple[int, ...] = ()) -> None:
    """Draw player p in look `looks[p]` from now on (no looks: in seat order)."""
    _LOOKS[:] = looks


def look(player):
    """The look player `player` is drawn in (anything that is not a player, such as None, as is)."""
    return _LOOKS[player] if isinstance(player, int) and 0 <= player < len(_LOOKS) else player


def player_color(player: int) -> tuple[int, int, int]:
    """The colour player `player` is drawn in (see `set_looks`)."""
    return PLAYER_COLORS[look(player)]
GREY = (150, 150, 156)
SKIN = ((241, 204, 170), (222, 170, 128), (176, 122, 84), (120, 80, 56))
SHIRTS = ((220, 70, 70), (70, 120, 200), (240, 180, 60), (90, 170, 120), (200, 110, 180), (240, 240, 236),
          (60, 70, 90), (250, 130, 80))
FLOWERS = ((236, 72, 96), (250, 210, 60), (246, 246, 250), (170, 110, 220), (250, 140, 60))


def _rng(*seed) -> random.Random:
    """A generator fixed by its seed values."""
    return random.Random("-".join(map(str, seed)))


def _noise_image(width: int, height: int, scale: int, seed: int) -> Image.Image:
    """Smooth value noise as a greyscale picture: a small random grid blown up with bicubic filtering."""
    grid = np.random.default_rng(seed).random((scale + 1, scale + 1)) * 255
    return Image.fromarray(grid.astype(np.uint8)).resize((width, height), Image.BICUBIC)


def _noise(width: int, height: int, scale: int, seed: int, box: tuple[int, int, int, int] | None = None) -> np.ndarray:
    """`_noise_image` in 0..1; only the part inside `box` (left, top, right, bottom) when one is given."""
    noise = _noise_image(width, height, scale, seed)
    return np.asarray(noise.crop(box) if box else noise, dtype=np.float32) / 255


def _rgba(rgb: np.ndarray, alpha: np.ndarray | None = None) -> Image.Image:
    rgb = np.clip(rgb, 0, 255).astype(np.uint8)
    if alpha is None:
        alpha = np.full(rgb.shape[:2], 255, np.uint8)
    return Image.fromarray(np.dstack([rgb, np.clip(alpha, 0, 255).astype(np.uint8)]))


def _shade(color: tuple, factor: float) -> tuple[int, int, int]:
    """Darker (factor < 1) or lighter (> 1, towards white) version of a colour."""
    if factor <= 1:
        return tuple(int(c * factor) for c in color[:3])
    t = factor - 1
    return tuple(int(c + (255 - c) * t) for c in color[:3])


def _shadow(size: tuple[int, int], draw, blur: float, alpha: int = 110, offset=(0, 0)) -> Image.Image:
    """A soft dark shadow of whatever `draw(ImageDraw)` fills in white."""
    mask = Image.new("L", size, 0)
    draw(ImageDraw.Draw(mask))
    mask = mask.filter(ImageFilter.GaussianBlur(blur)).point(lambda v: v * alpha // 255)
    out = Image.new("RGBA", size, (20, 30, 16, 0))
    shifted = Image.new("L", size, 0)
    shifted.paste(mask, offset)
    out.putalpha(shifted)
    return out


@lru_cache(maxsize=None)
def _font_path(bold: bool = True) -> str | None:
    """The bundled Liberation Sans file (from arcade's resources), or None without arcade."""
    try:
        import arcade
    except ImportError:  # pragma: no cover - arcade is always there in the game
        return None
    name = "Liberation_Sans_Bold.ttf" if bold else "Liberation_Sans_Regular.ttf"
    return str(arcade.resources.resolve(f":system:fonts/ttf/Liberation/{name}"))


def _font(pixels: int, bold: bool = True) -> ImageFont.ImageFont:
    path = _font_path(bold)
    try:
        return ImageFont.truetype(path, pixels) if path else ImageFont.load_default(pixels)
    except OSError:
        return ImageFont.load_default(pixels)


def _centred_text(draw: ImageDraw.ImageDraw, centre: tuple[float, float], text: str, pixels: int,
                  fill: tuple, stroke: int = 0, stroke_fill: tuple = (0, 0, 0)) -> None:
    font = _font(pixels)
    left, top, right, bottom = font.getbbox(text, stroke_width=stroke)
    x = centre[0] - (left + right) / 2
    y = centre[1] - (top + bottom) / 2
    draw.text((x, y), text, font=font, fill=fill, stroke_width=stroke, stroke_fill=stroke_fill)


# -- the ground (1x, drawn 1:1) ---------------------------------------------------------------------------------
def sidewalk_image(size: int, open_sides: int) -> Image.Image:
    """A square of pavement: four pale slabs with joints, and a kerb on each side that does not
    join more pavement. `open_sides` has bit 1 N, 2 E, 4 S, 8 W set where pavement continues."""
    rng = np.random.default_rng(size * 7 + open_sides)
    grain = rng.random((size, size)).astype(np.float32) - 0.5
    mottle = _noise(size, size, 4, 40 + open_sides) - 0.5
    rgb = np.array(PAVING, np.float32)[None, None, :] * (1 + 0.06 * grain + 0.06 * mottle)[..., None]
    image = _rgba(rgb)
    draw = ImageDraw.Draw(image)
    joint = PAVING_DARK
    half = size // 2
    draw.line((0, half, size, half), fill=joint, width=max(1, size // 40))
    draw.line((half, 0, half, size), fill=joint, width=max(1, size // 40))
    draw.line((0, 0, size, 0), fill=_shade(PAVING, 0.88), width=1)
    draw.line((0, 0, 0, size), fill=_shade(PAVING, 0.88), width=1)
    kerb = max(2, size // 12)
    sides = {1: (0, 0, size - 1, kerb - 1), 2: (size - kerb, 0, size - 1, size - 1),
             4: (0, size - kerb, size - 1, size - 1), 8: (0, 0, kerb - 1, size - 1)}
    for bit, box in sides.items():
        if not open_sides & bit:
            draw.rectangle(box, fill=KERB)
    for bit, box in sides.items():  # the kerb's shadow line on the lawn side
        if not open_sides & bit:
            x0, y0, x1, y1 = box
            if bit in (1, 4):
                y = y0 if bit == 1 else y1
                draw.line((0, y, size, y), fill=PAVING_DARK, width=1)
            else:
                x = x0 if bit == 8 else x1
                draw.line((x, 0, x, size), fill=PAVING_DARK, width=1)
    return image


# -- worn ground (2x pieces) --------------------------------------------------------------------------------
#: Radius of the worn patch per level (fraction of the cell) and width of the strip joining two.
PATCH_RADIUS = {1: 0.27, 2: 0.36, 3: 0.47}
BRIDGE_WIDTH = {1: 0.34, 2: 0.52, 3: 0.80}


def _earth(width: int, height: int, level: int, seed: int) -> np.ndarray:
    """Earth-coloured RGB of a wear level: trampled grass (1), bare earth (2), packed gravel (3)."""
    grain = np.random.default_rng(seed).random((height, width)).astype(np.float32) - 0.5
    mottle = _noise(max(width, height), max(width, height), 4, seed + 1)[:height, :width] - 0.5
    rgb = np.array(EARTH[level], np.float32)[None, None, :] * (1 + 0.12 * mottle + 0.12 * grain)[..., None]
    if level == 1:  # flecks of grass still in the trail
        flecks = _noise(max(width, height), max(width, height), 7, seed + 2)[:height, :width]
        green = np.clip((flecks - 0.55) * 4, 0, 1) * 0.6
        rgb = rgb * (1 - green[..., None]) + np.array(GRASS, np.float32) * green[..., None]
    return rgb


def wear_patch_image(size: int, level: int) -> Image.Image:
    """The worn patch in a cell's middle, on a transparent square `size` wide: an irregular round
    patch of trampled grass (trail), a wider patch of bare earth (path), or a square of packed gravel
    edged with small stones (fixed path). Soft-edged, so patches and strips melt into one path."""
    y, x = np.mgrid[0:size, 0:size].astype(np.float32) + 0.5
    c = size / 2
    if level >= 3:
        half = size * PATCH_RADIUS[3]
        d = np.maximum(np.abs(x - c), np.abs(y - c))
        edge = half - d
    else:
        r = size * PATCH_RADIUS[level]
        angle = np.arctan2(y - c, x - c)
        rng = _rng("patch", size, level)
        lobes = sum(rng.uniform(0.03, 0.07) * np.sin(k * angle + rng.uniform(0, 6.28)) for k in (2, 3, 5))
        edge = r * (1 + lobes) - np.hypot(x - c, y - c)
    alpha = np.clip(edge / (size * 0.03) + 0.5, 0, 1) * 255
    rgb = _earth(size, size, level, 300 + level)
    image = _rgba(rgb, alpha)
    draw = ImageDraw.Draw(image)
    rng = _rng("pebbles", size, level)
    if level == 2:
        for _ in range(5):
            a, d = rng.uniform(0, 6.28), rng.uniform(0, size * 0.22)
            px, py = c + d * math.cos(a), c + d * math.sin(a)
            s = size * rng.uniform(0.012, 0.022)
            draw.ellipse((px - s, py - s, px + s, py + s), fill=_shade(EARTH[2], 0.7) + (255,))
    elif level >= 3:
        half = size * PATCH_RADIUS[3]
        for _ in range(int(size * 0.9)):
            px, py = rng.uniform(c - half, c + half), rng.uniform(c - half, c + half)
            s = size * rng.uniform(0.006, 0.014)
            tone = rng.choice((0.78, 0.9, 1.12))
            draw.ellipse((px - s, py - s, px + s, py + s), fill=_shade(EARTH[3], tone) + (255,))
        # a border of edging stones: this path stays
        step = size * 0.08
        n = int(2 * half / step)
        for i in range(n + 1):
            t = c - half + i * 2 * half / n
            for px, py in ((t, c - half), (t, c + half), (c - half, t), (c + half, t)):
                s = size * 0.022
                draw.ellipse((px - s, py - s, px + s, py + s), fill=STONE + (255,), outline=_shade(STONE, 0.7) + (255,))
    return image


def bridge_image(size: int, level: int, diagonal: bool) -> Image.Image:
    """The worn strip joining the patches of two neighbouring worn cells, lying east-west on a
    transparent picture one cell (or a diagonal) long; the scene rotates it into place."""
    length = int(round(size * (math.sqrt(2) if diagonal else 1.0)))
    height = size
    y, x = np.mgrid[0:height, 0:length].astype(np.float32) + 0.5
    half = size * BRIDGE_WIDTH[level] / 2
    wobble = (_noise(length, length, 4, 500 + level)[:height, :length] - 0.5) * size * 0.06
    edge = half + wobble - np.abs(y - height / 2)
    alpha = np.clip(edge / (size * 0.03) + 0.5, 0, 1) * 255
    fade = np.clip(np.minimum(x, length - x) / (size * 0.08), 0, 1)  # the ends melt into the patches
    alpha = alpha * np.maximum(fade, 0.0)
    rgb = _earth(length, height, level, 600 + level)
    return _rgba(rgb, alpha)


# -- park furniture (2x pieces) -------------------------------------------------------------------------------
def tree_image(size: int, variant: int) -> Image.Image:
    """A tree seen from above, its canopy a little wider than its cell (the picture is 1.5 cells):
    clustered leafy lobes lit from the top left, a soft shadow to the bottom right."""
    canvas = int(size * 1.5)
    c = canvas / 2
    rng = _rng("tree", size, variant)
    lobes = []
    for i in range(7):
        a = i / 7 * 2 * math.pi + rng.uniform(-0.3, 0.3)
        d = size * rng.uniform(0.16, 0.24)
        lobes.append((c + d * math.cos(a), c + d * math.sin(a), size * rng.uniform(0.22, 0.28)))
    lobes.append((c, c, size * 0.3))
    def crowns(d: ImageDraw.ImageDraw) -> None:
        for x, y, r in lobes:
            d.ellipse((x - r, y - r, x + r, y + r), fill=255)
    shadow = _shadow((canvas, canvas), crowns,
                     size * 0.06, 120, (int(size * 0.08), int(size * 0.1)))
    image = shadow
    hues = ((58, 120, 52), (70, 134, 58), (50, 108, 60))
    base = hues[variant % 3]
    layer = Image.new("RGBA", (canvas, canvas), (0, 0, 0, 0))
    draw = ImageDraw.Draw(layer)
    for x, y, r in lobes:
        draw.ellipse((x - r, y - r, x + r, y + r), fill=_shade(base, 0.78) + (255,))
    for x, y, r in lobes:
        r2 = r * 0.82
        draw.ellipse((x - r2 - r * 0.12, y - r2 - r * 0.12, x + r2 - r * 0.12, y + r2 - r * 0.12), fill=base + (255,))
    for x, y, r in lobes:
        r3 = r * 0.42
        draw.ellipse((x - r3 - r * 0.3, y - r3 - r * 0.3, x + r3 - r * 0.3, y + r3 - r * 0.3),
                     fill=_shade(base, 1.22) + (255,))
    # leaf speckle
    for _ in range(int(size * 1.2)):
        x, y, r = rng.choice(lobes)
        a, d = rng.uniform(0, 6.28), rng.uniform(0, r * 0.9)
        px, py = x + d * math.cos(a), y + d * math.sin(a)
        s = size * 0.012
        draw.ellipse((px - s, py - s, px + s, py + s), fill=_shade(base, rng.choice((0.7, 1.3))) + (255,))
    image.alpha_composite(layer)
    return image


def flowerbed_image(size: int, variant: int) -> Image.Image:
    """A raised flowerbed: a rounded box of dark soil with a stone rim, full of flowers."""
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    pad = size * 0.08
    box = (pad, pad, size - pad, size - pad)
    image.alpha_composite(_shadow((size, size), lambda d: d.rounded_rectangle(box, size * 0.16, fill=255),
                                  size * 0.03, 110, (int(size * 0.03), int(size * 0.05))))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle(box, size * 0.16, fill=STONE + (255,), outline=_shade(STONE, 0.65) + (255,),
                           width=max(1, size // 40))
    inner = (pad * 2, pad * 2, size - pad * 2, size - pad * 2)
    draw.rounded_rectangle(inner, size * 0.1, fill=SOIL + (255,))
    rng = _rng("flowers", size, variant)
    palette = [FLOWERS[(variant + i) % len(FLOWERS)] for i in range(3)]
    for _ in range(18):
        margin = size * 0.07
        cx = rng.uniform(inner[0] + margin, inner[2] - margin)
        cy = rng.uniform(inner[1] + margin, inner[3] - margin)
        r = size * rng.uniform(0.035, 0.05)
        draw.ellipse((cx - r * 1.5, cy - r * 1.5, cx + r * 1.5, cy + r * 1.5), fill=(58, 118, 50, 255))
        color = rng.choice(palette)
        for a in range(0, 360, 72):
            turn = math.radians(a + variant * 20)
            px, py = cx + r * math.cos(turn), cy + r * math.sin(turn)
            draw.ellipse((px - r * 0.7, py - r * 0.7, px + r * 0.7, py + r * 0.7), fill=color + (255,))
        draw.ellipse((cx - r * 0.45, cy - r * 0.45, cx + r * 0.45, cy + r * 0.45), fill=(250, 220, 90, 255))
    return image


def bench_image(size: int, vertical: bool = False) -> Image.Image:
    """A park bench from above: wooden slats on dark iron ends, with its shadow."""
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    left, right = size * 0.1, size * 0.9
    top, bottom = size * 0.3, size * 0.7
    image.alpha_composite(_shadow((size, size), lambda d: d.rectangle((left, top, right, bottom), fill=255),
                                  size * 0.03, 120, (int(size * 0.04), int(size * 0.07))))
    draw = ImageDraw.Draw(image)
    slats = 4
    gap = (bottom - top) / slats
    for i in range(slats):
        y0 = top + i * gap + gap * 0.12
        y1 = top + (i + 1) * gap - gap * 0.12
        draw.rounded_rectangle((left, y0, right, y1), radius=gap * 0.2, fill=WOOD + (255,),
                               outline=WOOD_DARK + (255,), width=max(1, size // 60))
        draw.line((left + size * 0.03, y0 + 1, right - size * 0.03, y0 + 1), fill=_shade(WOOD, 1.25) + (255,))
    for x in (left + size * 0.04, right - size * 0.1):
        draw.rectangle((x, top - size * 0.04, x + size * 0.06, bottom + size * 0.04), fill=IRON + (255,))
    return image.rotate(90) if vertical else image


def gate_image(size: int, side: str, letter: str) -> Image.Image:
    """A park gate on the edge (`side` N/E/S/W: the outside), seen from above: two stone pillars with
    an open iron gate between them, and a round sign with the gate's letter."""
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    # drawn for the north edge, then rotated
    pillar = size * 0.17
    y0 = size * 0.02
    for x in (size * 0.02, size - size * 0.02 - pillar):
        draw.rectangle((x + size * 0.03, y0 + size * 0.04, x + pillar + size * 0.03, y0 + pillar + size * 0.04),
                       fill=(20, 20, 20, 90))
        draw.rectangle((x, y0, x + pillar, y0 + pillar), fill=STONE + (255,), outline=_shade(STONE, 0.6) + (255,),
                       width=max(1, size // 50))
        draw.rectangle((x + pillar * 0.25, y0 + pillar * 0.25, x + pillar * 0.75, y0 + pillar * 0.75),
                       fill=_shade(STONE, 1.15) + (255,))
    # the two gate leaves swung open inwards
    hinge_l = (size * 0.02 + pillar, y0 + pillar / 2)
    hinge_r = (size - size * 0.02 - pillar, y0 + pillar / 2)
    leaf = size * 0.3
    for (hx, hy), direction in ((hinge_l, 1), (hinge_r, -1)):
        end = (hx + direction * leaf * math.cos(math.radians(60)), hy + leaf * math.sin(math.radians(60)))
        draw.line((hx, hy, *end), fill=IRON + (255,), width=max(2, size // 28))
    if side in ("E", "W", "S"):
        image = image.rotate({"E": -90, "S": 180, "W": 90}[side])
    draw = ImageDraw.Draw(image)
    r = size * 0.2
    c = size / 2
    draw.ellipse((c - r, c - r, c + r, c + r), fill=(40, 72, 48, 255), outline=(236, 226, 190, 255),
                 width=max(2, size // 32))
    _centred_text(draw, (c, c), letter, int(r * 1.25), (250, 244, 220, 255))
    return image


def fence_image(size: int) -> Image.Image:
    """A closure fence round a cell, seen from above at a slant: white-and-red barrier boards on four
    posts, and a small "closed" sign. The scene makes it rise out of the ground and sink again."""
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    pad = size * 0.08
    image.alpha_composite(_shadow((size, size), lambda d: d.rectangle((pad, pad, size - pad, size - pad),
                                                                         outline=255, width=int(size * 0.08)),
                                  size * 0.03, 120, (int(size * 0.04), int(size * 0.06))))
    draw = ImageDraw.Draw(image)
    board = size * 0.07
    stripes = 6
    sides = (((pad, pad), (size - pad, pad)), ((size - pad, pad), (size - pad, size - pad)),
             ((size - pad, size - pad), (pad, size - pad)), ((pad, size - pad), (pad, pad)))
    for (x0, y0), (x1, y1) in sides:
        for i in range(stripes):
            t0, t1 = i / stripes, (i + 1) / stripes
            ax, ay = x0 + (x1 - x0) * t0, y0 + (y1 - y0) * t0
            bx, by = x0 + (x1 - x0) * t1, y0 + (y1 - y0) * t1
            color = (236, 60, 50, 255) if i % 2 == 0 else (250, 250, 246, 255)
            draw.line((ax, ay, bx, by), fill=color, width=int(board))
    post = size * 0.07
    for x, y in ((pad, pad), (size - pad, pad), (pad, size - pad), (size - pad, size - pad)):
        draw.rectangle((x - post, y - post, x + post, y + post), fill=WOOD_DARK + (255,))
        draw.rectangle((x - post * 0.5, y - post * 0.5, x + post * 0.5, y + post * 0.5), fill=WOOD + (255,))
    # the sign: a no-entry disc
    c, r = size / 2, size * 0.16
    draw.ellipse((c - r, c - r, c + r, c + r), fill=(220, 44, 40, 255), outline=(250, 250, 246, 255),
                 width=max(2, size // 40))
    draw.rectangle((c - r * 0.62, c - r * 0.18, c + r * 0.62, c + r * 0.18), fill=(250, 250, 246, 255))
    return image
