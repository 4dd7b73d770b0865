"""Pharaoh Tomb's pictures, drawn with PIL at start-up: hieroglyphs, pocket pieces, the tomb.

Every hieroglyph is a silhouette that differs in shape as well as colour (ankh, eye, scarab, sun,
lotus, feather, cobra, falcon, pyramid, reed; the universal key; the space crooker). Each is drawn in
a 100-unit box at 4x, inlaid like enamel (a dark outline, a lit-from-above fill, carved grooves, a
bevel and a soft shadow) and scaled down to 2x the cell size, so sprites stay crisp in a larger window.
The tomb itself (wall, friezes, torches, the board's frame, the panel's boxes) is `tomb.py`; the
board's cell grid comes from the stone tiles the hieroglyphs sit on.

PIL and numpy (arcade only to find its bundled font): `Image`s come out; `game/pharaoh/layout.py`
turns them into textures once (words for call-outs come from `game.ui.labels.word_image`).
"""

from __future__ import annotations

import math
from functools import lru_cache
from pathlib import Path
from typing import Callable

import numpy as np
from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageFont

#: Texture side of a hieroglyph (2x the 72-pixel cell), and the 4x canvas it is drawn on.
TEXTURE = 144
_CANVAS = 4 * 72

#: Kind colours, the first six (level 1) the most distinct; the colour-blind palette keeps the
#: Okabe-Ito colours first. Shapes tell the kinds apart in both.
PALETTE = ((242, 196, 52), (64, 132, 236), (70, 190, 96), (232, 78, 52), (236, 118, 186),
           (238, 236, 226), (156, 96, 226), (70, 206, 220), (246, 146, 40), (168, 214, 64))
COLORBLIND_PALETTE = ((230, 159, 0), (86, 180, 233), (0, 158, 115), (240, 228, 66), (204, 121, 167),
                      (238, 238, 238), (0, 114, 178), (213, 94, 0), (150, 150, 150), (120, 200, 160))
KEY_COLOR = (255, 244, 200)
CROOKER_COLOR = (240, 196, 80)
CROOKER_STRIPES = (40, 70, 170)

SAND = (214, 176, 112)
SAND_DARK = (150, 112, 62)
FLOOR = (34, 26, 22)
TILE = (50, 40, 34)
WALL = (22, 17, 15)
INK = (26, 16, 10)

def font(size: int, face: str = "Kenney/Kenney_Future") -> ImageFont.FreeTypeFont:
    """A face shipped with arcade by its path under arcade's font folder, or any font file by its
    own path (a name ending in .ttf); PIL's default font if it cannot be found."""
    import arcade

    fonts = Path(arcade.__file__).parent / "resources" / "system" / "fonts" / "ttf"
    path = Path(face) if face.endswith(".ttf") else fonts / f"{face}.ttf"
    try:
        return ImageFont.truetype(str(path), size)
    except OSError:
        return ImageFont.load_default(size)


# -- drawing helpers (100-unit coordinates on the 4x canvas) ------------------------------------------
def _p(*xy: float) -> list[float]:
    """Scale 100-unit coordinates to canvas pixels."""
    return [v * _CANVAS / 100 for v in xy]


def _pts(points) -> list[tuple[float, float]]:
    return [(x * _CANVAS / 100, y * _CANVAS / 100) for x, y in points]


def _line(d: ImageDraw.ImageDraw, points, width: float, fill: int = 255) -> None:
    """A thick polyline with round joints and ends."""
    pts = _pts(points)
    w = width * _CANVAS / 100
    d.line(pts, fill=fill, width=int(w))
    for x, y in pts:
        d.ellipse((x - w / 2, y - w / 2, x + w / 2, y + w / 2), fill=fill)


def _bezier(p0, p1, p2, steps: int = 24) -> list[tuple[float, float]]:
    """Points along a quadratic Bezier curve."""
    out = []
    for i in range(steps + 1):
        t = i / steps
        out.append(((1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * p1[0] + t * t * p2[0],
                    (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * p1[1] + t * t * p2[1]))
    return out


def _petal(base, tip, width: float) -> list[tuple[float, float]]:
    """A pointed leaf from base to tip, `width` at its widest."""
    bx, by = base
    tx, ty = tip
    length = math.hypot(tx - bx, ty - by)
    nx, ny = -(ty - by) / length, (tx - bx) / length
    mid = ((bx + tx) / 2, (by + ty) / 2)
    side_a = (mid[0] + nx * width, mid[1] + ny * width)
    side_b = (mid[0] - nx * width, mid[1] - ny * width)
    return _bezier(base, side_a, tip) + _bezier(tip, side_b, base)[1:]


# -- the hieroglyphs: each draws its body (holes cut with 0) and its grooves -------------------------
def _ankh(body: ImageDraw.ImageDraw, grooves: ImageDraw.ImageDraw) -> None:
    body.ellipse(_p(32, 6, 68, 48), fill=255)
    body.ellipse(_p(41, 15, 59, 39), fill=0)
    body.rectangle(_p(16, 44, 84, 56), fill=255)
    body.polygon(_pts([(43, 50), (57, 50), (63, 93), (37, 93)]), fill=255)
    _line(grooves, [(50, 60), (50, 88)], 3)


def _eye(body: ImageDraw.ImageDraw, grooves: ImageDraw.ImageDraw) -> None:
    almond = _bezier((10, 47), (50, 14), (90, 47)) + _bezier((90, 47), (50, 78), (10, 47))[1:]
    body.polygon(_pts(almond), fill=255)
    body.polygon(_pts([(12, 30), (50, 12), (90, 24), (88, 32), (50, 22), (14, 37)]), fill=255)
    _line(body, [(40, 60), (40, 92)], 7)
    _line(body, _bezier((56, 60), (62, 94), (84, 82)), 6)
    grooves.ellipse(_p(37, 34, 63, 60), fill=255)
    body.ellipse(_p(45, 39, 51, 45), fill=0)


def _scarab(body: ImageDraw.ImageDraw, grooves: ImageDraw.ImageDraw) -> None:
    for side in (1, -1):
        for (x0, y0), (x1, y1) in (((36, 50), (12, 38)), ((34, 64), (10, 66)), ((36, 78), (14, 92))):
            _line(body, [(50 + side * (x0 - 50), y0), (50 + side * (x1 - 50), y1)], 6)
    body.ellipse(_p(27, 36, 73, 92), fill=255)
    body.ellipse(_p(37, 14, 63, 40), fill=255)
    _line(body, [(40, 18), (32, 8)], 5)
    _line(body, [(60, 18), (68, 8)], 5)
    _line(grooves, [(50, 50), (50, 88)], 3)
    _line(grooves, [(30, 48), (70, 48)], 3)


def _sun(body: ImageDraw.ImageDraw, grooves: ImageDraw.ImageDraw) -> None:
    for i in range(8):
        a = math.radians(i * 45 + 22.5)
        tip = (50 + 46 * math.cos(a), 50 + 46 * math.sin(a))
        left = (50 + 26 * math.cos(a - 0.3), 50 + 26 * math.sin(a - 0.3))
        right = (50 + 26 * math.cos(a + 0.3), 50 + 26 * math.sin(a + 0.3))
        body.polygon(_pts([left, tip, right]), fill=255)
    body.ellipse(_p(24, 24, 76, 76), fill=255)
    grooves.ellipse(_p(36, 36, 64, 64), outline=255, width=int(3 * _CANVAS / 100))


def _lotus(body: ImageDraw.ImageDraw, grooves: ImageDraw.ImageDraw) -> None:
    base = (50, 74)
    for tip, width in (((14, 30), 13), ((86, 30), 13), ((30, 12), 16), ((70, 12), 16), ((50, 4), 17)):
        body.polygon(_pts(_petal(base, tip, width)), fill=255)
    body.pieslice(_p(24, 44, 76, 90), 0, 180, fill=255)
    body.rectangle(_p(45, 84, 55, 96), fill=255)
    for tip in ((30, 30), (70, 30), (50, 20)):
        _line(grooves, [(50, 66), tip], 2.5)
    _line(grooves, _bezier((28, 70), (50, 80), (72, 70)), 2.5)


def _feather(body: ImageDraw.ImageDraw, grooves: ImageDraw.ImageDraw) -> None:
    outline = [(36, 90), (30, 68), (32, 44), (42, 22), (58, 6), (74, 10), (76, 34), (70, 58), (56, 80),
               (46, 90)]
    body.polygon(_pts(outline), fill=255)
    _line(body, [(41, 86), (40, 97)], 6)
    _line(grooves, _bezier((41, 88), (44, 40), (64, 10)), 3)
    for y in (34, 50, 66):
        _line(grooves, [(50, y), (66, y - 12)], 2.2)
    body.polygon(_pts([(78, 42), (64, 50), (78, 52)]), fill=0)


def _cobra(body: ImageDraw.ImageDraw, grooves: ImageDraw.ImageDraw) -> None:
    _line(body, _bezier((52, 60), (92, 78), (60, 90)) + _bezier((60, 90), (30, 96), (12, 82))[1:], 10)
    body.polygon(_pts(_petal((50, 72), (50, 10), 46)), fill=255)
    body.ellipse(_p(39, 4, 61, 24), fill=255)
    grooves.ellipse(_p(44, 10, 50, 16), fill=255)
    grooves.polygon(_pts(_petal((50, 60), (50, 28), 14)), fill=255)


def _falcon(body: ImageDraw.ImageDraw, grooves: ImageDraw.ImageDraw) -> None:
    body.ellipse(_p(50, 8, 78, 36), fill=255)
    body.polygon(_pts([(74, 16), (92, 24), (76, 30)]), fill=255)
    body.polygon(_pts([(56, 30), (74, 38), (76, 60), (64, 76), (36, 80), (10, 90), (22, 74), (40, 56),
                       (50, 36)]), fill=255)
    _line(body, [(48, 76), (46, 93)], 5)
    _line(body, [(60, 72), (62, 93)], 5)
    _line(body, [(40, 93), (70, 93)], 4)
    grooves.ellipse(_p(63, 16, 69, 22), fill=255)
    _line(grooves, _bezier((70, 40), (58, 70), (26, 80)), 3)
    _line(grooves, [(66, 24), (62, 36)], 2.5)


def _pyramid(body: ImageDraw.ImageDraw, grooves: ImageDraw.ImageDraw) -> None:
    body.polygon(_pts([(50, 10), (92, 86), (8, 86)]), fill=255)
    grooves.polygon(_pts([(50, 10), (92, 86), (58, 86)]), fill=95)
    for y in (36, 54, 70):
        _line(grooves, [(8, y), (92, y)], 2.2)
    _line(grooves, [(50, 10), (58, 86)], 2.5)


def _reed(body: ImageDraw.ImageDraw, grooves: ImageDraw.ImageDraw) -> None:
    body.polygon(_pts(_petal((50, 68), (44, 4), 21)), fill=255)
    _line(body, [(50, 62), (52, 95)], 8)
    body.polygon(_pts(_petal((52, 86), (82, 60), 9)), fill=255)
    body.polygon(_pts(_petal((51, 90), (24, 70), 8)), fill=255)
    _line(grooves, [(50, 62), (45, 12)], 3)
    for y in (24, 36, 48):
        _line(grooves, [(48, y + 8), (37, y)], 2.2)
        _line(grooves, [(49, y + 8), (58, y - 1)], 2.2)


def _key(body: ImageDraw.ImageDraw, grooves: ImageDraw.ImageDraw) -> None:
    body.ellipse(_p(12, 12, 50, 50), fill=255)
    body.ellipse(_p(23, 23, 39, 39), fill=0)
    _line(body, [(44, 44), (86, 86)], 12)
    for t in (0.62, 0.8):
        x, y = 44 + 42 * t, 44 + 42 * t
        _line(body, [(x, y), (x - 12, y + 12)], 9)
    _line(grooves, [(52, 52), (84, 84)], 2.5)


def _crooker(body: ImageDraw.ImageDraw, grooves: ImageDraw.ImageDraw) -> None:
    _line(body, [(40, 94), (40, 34)], 12)
    hook = [(40 + 18 - 18 * math.cos(math.radians(a)), 32 - 22 * math.sin(math.radians(a)))
            for a in range(0, 235, 12)]
    _line(body, hook, 12)
    for y in range(42, 94, 11):
        _line(grooves, [(33, y), (47, y + 4)], 4)
    for a in (40, 100, 160):
        r = math.radians(a)
        cx, cy = 58 - 18 * math.cos(r), 32 - 22 * math.sin(r)
        _line(grooves, [(cx - 5 * math.cos(r), cy - 5 * math.sin(r)),
                        (cx + 5 * math.cos(r), cy + 5 * math.sin(r))], 4)


#: The ten kinds in board order, then the key; the crooker is a pocket icon only.
SHAPES: tuple[Callable, ...] = (_ankh, _eye, _scarab, _sun, _lotus, _feather, _cobra, _falcon, _pyramid,
                                _reed)
#: What the kinds are called (messages name the free hieroglyph you earn).
NAMES = ("ankh", "eye", "scarab", "sun disc", "lotus", "feather", "cobra", "falcon", "pyramid", "reed")


# -- enamel inlay rendering -------------------------------------------------------------------------------
def shade(color: tuple, factor: float) -> tuple[int, int, int]:
    """Darker (factor < 1) or lighter (> 1, towards white) version of a colour."""
    if factor <= 1:
        return tuple(int(c * factor) for c in color[:3])
    t = factor - 1
    return tuple(int(c + (255 - c) * t) for c in color[:3])


def _gradient(top: tuple, bottom: tuple, size: int) -> Image.Image:
    """A vertical colour gradient."""
    mask = Image.linear_gradient("L").resize((size, size))
    return Image.composite(Image.new("RGB", (size, size), bottom), Image.new("RGB", (size, size), top), mask)


def _dilate(mask: Image.Image, radius: float) -> Image.Image:
    """Grow a mask by about `radius` pixels with soft edges."""
    return mask.filter(ImageFilter.GaussianBlur(radius)).point(lambda v: min(255, v * 4))


def _inlay(draw: Callable, color: tuple, groove_color: tuple | None = None,
           halo: bool = False) -> Image.Image:
    """One piece rendered as an enamel inlay, TEXTURE pixels square, RGBA."""
    size = _CANVAS
    body = Image.new("L", (size, size), 0)
    grooves = Image.new("L", (size, size), 0)
    draw(ImageDraw.Draw(body), ImageDraw.Draw(grooves))
    outline = _dilate(body, 5)
    shadow = outline.filter(ImageFilter.GaussianBlur(7)).point(lambda v: v * 0.55)
    out = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    if halo:
        out.alpha_composite(_hue_ring(size))
    shadow_layer = Image.new("RGBA", (size, size), (0, 0, 0, 255))
    shadow_layer.putalpha(ImageChops.offset(shadow, 5, 9))
    out.alpha_composite(shadow_layer)
    out.paste(INK + (240,), (0, 0), outline)
    fill = _gradient(shade(color, 1.38), shade(color, 0.72), size)
    out.paste(fill, (0, 0), body)
    carved = ImageChops.multiply(grooves, body)
    out.paste(groove_color or shade(color, 0.38), (0, 0), carved)
    lit = ImageChops.subtract(body, ImageChops.offset(body, 5, 5)).filter(ImageFilter.GaussianBlur(1.5))
    out.paste((255, 255, 240), (0, 0), lit.point(lambda v: v * 0.5))
    return out.resize((TEXTURE, TEXTURE), Image.LANCZOS)


def _hue_ring(size: int) -> Image.Image:
    """A soft rainbow ring: the universal key matches every colour."""
    yy, xx = np.mgrid[0:size, 0:size].astype(np.float32)
    dx, dy = xx - size / 2, yy - size / 2
    radius = np.hypot(dx, dy) / (size / 2)
    hue = (np.arctan2(dy, dx) / (2 * np.pi)) % 1.0
    rgb = np.stack([np.clip(np.abs(((hue * 6 + k) % 6) - 3) - 1, 0, 1) for k in (0, 4, 2)], axis=-1)
    alpha = np.clip(1 - np.abs(radius - 0.86) / 0.1, 0, 1) * 200
    image = np.dstack([(0.35 + 0.65 * rgb) * 255, alpha]).astype(np.uint8)
    return Image.fromarray(image)


@lru_cache(maxsize=None)
def glyph_image(kind: int, colorblind: bool = False, tiled: bool = False) -> Image.Image:
    """The hieroglyph of `kind` (0-9), or the universal key for kind 10; `tiled` sets it on its
    stone tile (the board's look)."""
    if kind == len(SHAPES):
        image = _inlay(_key, KEY_COLOR, (200, 150, 40), halo=True)
    else:
        palette = COLORBLIND_PALETTE if colorblind else PALETTE
        image = _inlay(SHAPES[kind], palette[kind])
    if not tiled:
        return image
    tile = tile_image().copy()
    tile.alpha_composite(image)
    return tile


@lru_cache(maxsize=None)
def crooker_image() -> Image.Image:
    """The space crooker: a gold shepherd's crook striped in lapis blue."""
    return _inlay(_crooker, CROOKER_COLOR, CROOKER_STRIPES)


def kind_color(kind: int, colorblind: bool = False) -> tuple[int, int, int]:
    """The colour of a kind (for particles and floating points); the key is pale gold."""
    if kind >= len(SHAPES):
        return KEY_COLOR
    return (COLORBLIND_PALETTE if colorblind else PALETTE)[kind]


# -- small sprites -------------------------------------------------------------------------------------------
@lru_cache(maxsize=None)
def spark_image() -> Image.Image:
    """A soft white dot for particles (tinted per kind)."""
    size = 32
    image = Image.new("L", (size, size), 0)
    ImageDraw.Draw(image).ellipse((8, 8, 24, 24), fill=255)
    alpha = image.filter(ImageFilter.GaussianBlur(3))
    out = Image.new("RGBA", (size, size), (255, 255, 255, 0))
    out.putalpha(alpha)
    return out


@lru_cache(maxsize=None)
def glow_image() -> Image.Image:
    """A soft rounded square of light (selection, hint, pocket focus; tinted when used)."""
    size = TEXTURE
    mask = Image.new("L", (size, size), 0)
    ImageDraw.Draw(mask).rounded_rectangle((18, 18, size - 18, size - 18), radius=26, fill=255)
    mask = mask.filter(ImageFilter.GaussianBlur(9))
    out = Image.new("RGBA", (size, size), (255, 255, 255, 0))
    out.putalpha(mask)
    return out


@lru_cache(maxsize=None)
def halo_image() -> Image.Image:
    """A soft ring of light around a tile (selection, hint; tinted when used), 2x like the glyphs,
    with room for the glow outside the cell."""
    size, big = TEXTURE + 24, 4 * (TEXTURE + 24)
    mask = Image.new("L", (big, big), 0)
    ImageDraw.Draw(mask).rounded_rectangle((54, 54, big - 54, big - 54), radius=60, outline=255, width=26)
    glow = mask.filter(ImageFilter.GaussianBlur(16)).point(lambda v: min(255, v * 3))
    out = Image.new("RGBA", (big, big), (255, 255, 255, 0))
    out.putalpha(ImageChops.lighter(glow, mask))
    return out.resize((size, size), Image.LANCZOS)


@lru_cache(maxsize=None)
def frame_image() -> Image.Image:
    """A rounded square outline (the keyboard cursor; tinted when used)."""
    size = TEXTURE
    mask = Image.new("L", (size * 2, size * 2), 0)
    ImageDraw.Draw(mask).rounded_rectangle((10, 10, 2 * size - 10, 2 * size - 10), radius=36, outline=255,
                                           width=12)
    out = Image.new("RGBA", (size, size), (255, 255, 255, 0))
    out.putalpha(mask.resize((size, size), Image.LANCZOS))
    return out


@lru_cache(maxsize=1)
def tile_image() -> Image.Image:
    """The stone tile a hieroglyph sits on (2x): a rounded square, lit from above, that leaves a dark
    gap to its neighbours, so the tiles draw the board's cell grid."""
    size, scale = TEXTURE, 4
    big = size * scale
    mask = Image.new("L", (big, big), 0)
    ImageDraw.Draw(mask).rounded_rectangle((10, 10, big - 10, big - 10), radius=44, fill=255)
    edge = ImageChops.subtract(mask, ImageChops.offset(mask, 0, 10))
    lower = ImageChops.subtract(mask, ImageChops.offset(mask, 0, -10))
    tile = _gradient(shade(TILE, 1.18), shade(TILE, 0.9), big)
    tile.paste(shade(TILE, 1.6), (0, 0), edge)
    tile.paste(shade(TILE, 0.7), (0, 0), lower)
    out = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    out.paste(tile, (0, 0), mask)
    return out.resize((size, size), Image.LANCZOS)


def _tablet(body: ImageDraw.ImageDraw, grooves: ImageDraw.ImageDraw) -> None:
    body.rounded_rectangle(_p(22, 12, 78, 90), radius=30, fill=255)
    grooves.text(_p(50, 52), "?", font=font(150), fill=255, anchor="mm")


@lru_cache(maxsize=None)
def tablet_image() -> Image.Image:
    """A blank sandstone tablet with a question mark: "a free hieroglyph of some kind"."""
    return _inlay(_tablet, SAND)
