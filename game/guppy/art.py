"""Guppy's pictures, drawn once with PIL and numpy: woven cloth tiles, beads, buckets, sponges, scissors.

Everything is drawn at twice the size it is shown (`RES`) and scaled down by the sprites, so it stays
crisp in a larger window. Two tile sets share the weave: "standard" (plain dyed colours) and
"colorblind" (the Okabe-Ito colours, plus a pattern per dye: red diagonal stripes, blue dots, yellow
horizontal lines; a mix carries the patterns of its dyes, brown all three, tan none), so every colour
can be told apart without hue. Textures are cached per process.
"""

from __future__ import annotations

from functools import lru_cache

import arcade
import numpy as np
from PIL import Image, ImageDraw

from game.guppy.pure.rules import BLUE, BROWN, GREEN, ORANGE, PURPLE, RED, TAN, YELLOW, dyes_of
from game.ui.sprites import image_texture

#: Texture pixels per design pixel.
RES = 2
#: Side of a cloth tile in design pixels.
TILE = 54
#: Threads across a tile in each direction.
THREADS = 8

TILESETS = ("standard", "colorblind")
TILESET_NAMES = {"standard": "Standard", "colorblind": "Colour-blind"}
PALETTES = {
    "standard": {TAN: (214, 190, 150), RED: (206, 52, 48), BLUE: (46, 98, 206), PURPLE: (134, 62, 176),
                 YELLOW: (244, 204, 52), ORANGE: (240, 132, 36), GREEN: (58, 162, 74), BROWN: (118, 74, 42)},
    # Okabe-Ito hues (vermillion, blue, yellow, orange, bluish green, reddish purple) and neutral ends.
    "colorblind": {TAN: (218, 208, 186), RED: (213, 94, 0), BLUE: (0, 114, 178), PURPLE: (204, 121, 167),
                   YELLOW: (240, 228, 66), ORANGE: (230, 159, 0), GREEN: (0, 158, 115), BROWN: (92, 66, 50)},
}
#: The table under the cloth (seen through holes).
TABLE = (46, 34, 30)


def colour_rgb(tileset: str, code: int) -> tuple[int, int, int]:
    """The RGB of a cloth colour in a tile set."""
    return PALETTES[tileset][code]


def bright(rgb: tuple[int, int, int], amount: float = 0.45) -> tuple[int, int, int]:
    """A colour mixed towards white (glows, highlights)."""
    return tuple(int(c + (255 - c) * amount) for c in rgb)


def _texture(image: Image.Image, name: str) -> arcade.Texture:
    return image_texture(image, f"guppy-{name}")


# -- cloth --------------------------------------------------------------------------------------------
@lru_cache(maxsize=None)
def _weave_shade() -> np.ndarray:
    """Brightness per pixel of a plain weave (over-under threads), the same for every colour."""
    size = TILE * RES
    width = size / THREADS
    yy, xx = np.mgrid[0:size, 0:size].astype(np.float64) + 0.5
    col, row = (xx // width).astype(int), (yy // width).astype(int)
    fx, fy = (xx % width) / width, (yy % width) / width
    warp_up = (col + row) % 2 == 0
    rng = np.random.default_rng(31)
    fibre_x = rng.normal(0, 0.05, size)[None, :]  # streaks along vertical threads
    fibre_y = rng.normal(0, 0.05, size)[:, None]

    def across(t: np.ndarray) -> np.ndarray:  # round thread: bright middle, dark edges
        return 0.72 + 0.36 * np.sin(np.pi * np.clip(t, 0, 1)) ** 0.8

    def along(t: np.ndarray) -> np.ndarray:  # the thread dips under its neighbour at both ends
        return 1.0 - 0.28 * (1 - np.sin(np.pi * t)) ** 3

    warp = across(fx) * along(fy) * 0.94 + fibre_x
    weft = across(fy) * along(fx) + fibre_y
    shade = np.where(warp_up, warp, weft)
    edge = np.minimum(np.minimum(xx, size - xx), np.minimum(yy, size - yy))
    shade *= np.where(edge < 2.5 * RES, 0.62, 1.0)  # the seam of a patchwork square
    shade *= 1 + 0.10 * np.clip(1 - (xx + yy) / size, 0, 1)  # light from the top left
    return shade + rng.normal(0, 0.015, (size, size))


def _pattern(image: Image.Image, code: int, rgb: tuple[int, int, int]) -> Image.Image:
    """Draw the colour-blind marks of a colour's dyes over a tile."""
    luma = 0.3 * rgb[0] + 0.59 * rgb[1] + 0.11 * rgb[2]
    ink = (24, 16, 10, 150) if luma > 120 else (255, 255, 255, 165)
    size, step = image.width, 14 * RES
    layer = Image.new("RGBA", image.size, (0, 0, 0, 0))
    pen = ImageDraw.Draw(layer)
    dyes = dyes_of(code)
    if RED in dyes:  # diagonal stripes, x + y = 0 mod step
        for c in range(-size, 2 * size, step):
            pen.line([(c, 0), (c - size, size)], fill=ink, width=int(3.5 * RES))
    if BLUE in dyes:  # dots midway between the stripes
        r = 3 * RES
        for y in range(step // 4, size, step):
            for x in range(step // 4, size, step):
                pen.ellipse([x - r, y - r, x + r, y + r], fill=ink)
    if YELLOW in dyes:  # horizontal lines between the dot rows
        for y in range(3 * step // 4, size, step):
            pen.line([(0, y), (size, y)], fill=ink, width=int(2.5 * RES))
    return Image.alpha_composite(image, layer)


@lru_cache(maxsize=None)
def cloth_image(tileset: str, code: int) -> Image.Image:
    """A woven square of cloth in a colour (RES-sized RGBA)."""
    rgb = np.array(colour_rgb(tileset, code), dtype=np.float64)
    pixels = np.clip(_weave_shade()[..., None] * rgb[None, None, :], 0, 255).astype(np.uint8)
    alpha = np.full(pixels.shape[:2] + (1,), 255, np.uint8)
    image = Image.fromarray(np.concatenate([pixels, alpha], axis=2))
    return _pattern(image, code, colour_rgb(tileset, code)) if tileset == "colorblind" else image


@lru_cache(maxsize=None)
def tile_texture(tileset: str, code: int) -> arcade.Texture:
    """The texture of a cloth tile (show at scale 1 / RES)."""
    return _texture(cloth_image(tileset, code), f"tile-{tileset}-{code}")


def _wood(width: int, height: int, seed: int) -> np.ndarray:
    """Dark wood with grain running sideways, as float32 RGB rows (height x width x 3); float32
    and rows by columns rather than full grids keep the table's painting (about 500,000 pixels)
    from briefly holding some 40 MB, the peak of a whole session (tools/session_memory.py)."""
    rng = np.random.default_rng(seed)
    yy = np.arange(height, dtype=np.float32)[:, None]
    xx = np.arange(width, dtype=np.float32)[None, :]
    grain = np.sin(yy * 0.21 + 3 * np.sin(xx * 0.013) + rng.normal(0, 0.3, (height, 1)).astype(np.float32) * 4)
    grain *= 0.06
    grain += rng.normal(0, 0.025, (height, width)).astype(np.float32)
    grain += 1
    return grain[..., None] * np.array(TABLE, dtype=np.float32)


def _rgba(rgb: np.ndarray) -> Image.Image:
    return Image.fromarray(np.clip(rgb, 0, 255, out=rgb).astype(np.uint8)).convert("RGBA")


@lru_cache(maxsize=None)
def hole_texture() -> arcade.Texture:
    """A cut-out tile: the table shows through, shadowed by the cloth around it (opaque)."""
    size = TILE * RES
    yy, xx = np.mgrid[0:size, 0:size] + 0.5
    edge = np.minimum(np.minimum(xx, size - xx), np.minimum(yy, size - yy))
    shade = 1 - 0.6 * np.clip(1 - edge / (7 * RES), 0, 1) ** 1.6
    return _texture(_rgba(_wood(size, size, 9) * shade[..., None]), "hole")


@lru_cache(maxsize=None)
def table_strips(width: int, height: int, border: int) -> tuple[arcade.Texture, ...]:
    """The table around a cloth of `width` x `height` design pixels, with the cloth's shadow on it,
    as the four strips that show (top, bottom, left, right) and the middle, which the cloth covers
    (drawn only while the cloth is away, so the renderer does not fill it every frame). Scale 1."""
    w, h = width + 2 * border, height + 2 * border
    yy = np.arange(h, dtype=np.float32)[:, None] + 0.5
    xx = np.arange(w, dtype=np.float32)[None, :] + 0.5
    blur, dx, dy = 12, 5, 7  # the shadow falls to the lower right
    inside_x = np.clip(np.minimum(xx - border - dx + blur, border + dx + width + blur - xx) / (2 * blur), 0, 1)
    inside_y = np.clip(np.minimum(yy - border - dy + blur, border + dy + height + blur - yy) / (2 * blur), 0, 1)
    shade = 1 - 0.55 * (inside_x * inside_y) ** 1.2
    wood = _wood(w, h, 5)
    wood *= shade[..., None]
    image = _rgba(wood)
    boxes = ((0, 0, w, border), (0, h - border, w, h), (0, border, border, h - border),
             (w - border, border, w, h - border), (border, border, w - border, h - border))
    return tuple(_texture(image.crop(box), f"table-{width}x{height}-{border}-{i}") for i, box in enumerate(boxes))


# -- outlines and glows of tile sets -----------------------------------------------------------------
#: Neighbour bits of an edge mask: a set bit means that side's neighbour is in the set (no edge there).
NORTH, EAST, SOUTH, WEST = 1, 2, 4, 8


def open_edge_distance(mask: int) -> np.ndarray:
    """Distance of each pixel of a tile to its nearest side whose neighbour is outside the set."""
    size = TILE * RES
    yy, xx = np.mgrid[0:size, 0:size] + 0.5
    far = np.full((size, size), 1e9)
    for bit, distance in ((NORTH, yy), (SOUTH, size - yy), (WEST, xx), (EAST, size - xx)):
        if not mask & bit:
            far = np.minimum(far, distance)
    return far


def edge_alpha(distance: np.ndarray, soft: bool) -> np.ndarray:
    """Opacity of a border at each pixel's distance (texture pixels) from the nearest open side:
    a crisp line 2.5 design pixels deep, or a soft glow fading over 12 with a thin bright rim."""
    if soft:
        return np.maximum(255 * np.clip(1 - distance / (12 * RES), 0, 1) ** 1.3, np.where(distance < 1.5 * RES, 255, 0))
    return np.where(distance < 2.5 * RES, 255, 0)


def edge_mask(cell: tuple[int, int], cells: set[tuple[int, int]]) -> int:
    """The neighbour bits of a cell within a set of cells (y grows downwards)."""
    x, y = cell
    return ((NORTH if (x, y - 1) in cells else 0) | (SOUTH if (x, y + 1) in cells else 0)
            | (WEST if (x - 1, y) in cells else 0) | (EAST if (x + 1, y) in cells else 0))


@lru_cache(maxsize=None)
def cursor_texture() -> arcade.Texture:
    """The keyboard cursor: white bracket corners with a dark rim just outside a tile, seen on any
    colour and apart from a footprint's outline."""
    size = (TILE + 12) * RES
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    pen = ImageDraw.Draw(image)
    arm = size // 3
    for width, colour in ((6 * RES, (20, 14, 20, 255)), (3 * RES, (255, 255, 255, 255))):
        inset = 3 * RES
        for x0, y0, dx, dy in ((inset, inset, 1, 1), (size - 1 - inset, inset, -1, 1),
                               (inset, size - 1 - inset, 1, -1), (size - 1 - inset, size - 1 - inset, -1, -1)):
            pen.line([(x0 + dx * arm, y0), (x0, y0), (x0, y0 + dy * arm)], fill=colour, width=width, joint="curve")
    return _texture(image, "cursor")


# -- beads ----------------------------------------------------------------------------------------------
BEAD = 28  # design pixels


@lru_cache(maxsize=None)
def bead_texture(black: bool) -> arcade.Texture:
    """A glass bead seen from above: a lit ring round its threading hole (the cloth shows through),
    with a rim, a shadow on the cloth and a glint, so it reads as a thing lying on the tile and never
    as a pointer. White is ivory with a gold lustre; black is jet with a blue sheen."""
    size = BEAD * RES * 4  # drawn large, shrunk for smooth edges
    yy, xx = (np.mgrid[0:size, 0:size] + 0.5) / size * 2 - 1
    r = np.hypot(xx, yy)
    outer, hole = 0.80, 0.26
    t = np.clip((r - hole) / (outer - hole), 0, 1)
    slope = -np.cos(np.pi * t) * 1.6  # the ring's surface tilts inwards near the hole, outwards at the rim
    nx, ny = slope * xx / np.maximum(r, 1e-6), slope * yy / np.maximum(r, 1e-6)
    light = np.array([-0.45, -0.6, 0.66])
    lit = np.clip((nx * light[0] + ny * light[1] + light[2]) / np.sqrt(nx ** 2 + ny ** 2 + 1), 0, 1)
    base, sheen = ((34, 34, 44), (110, 150, 235)) if black else ((236, 228, 208), (255, 200, 90))
    rgb = (np.array(base, float) * (0.3 + 0.8 * lit[..., None])
           + np.array(sheen, float) * (0.55 if black else 0.35) * (lit ** 6)[..., None] * (1 - lit ** 20)[..., None]
           + 255 * (lit ** 40)[..., None])
    body = (r >= hole) & (r <= outer)
    rim = (r > outer) & (r <= outer + 0.07)
    shadow = np.clip((0.9 - np.hypot(xx - 0.08, yy - 0.11)) / 0.12, 0, 1) * (r > hole) * 110
    pixels = np.zeros((size, size, 4), np.float64)
    pixels[..., 3] = shadow
    pixels[rim] = (26, 18, 12, 255) if not black else (8, 8, 12, 255)
    pixels[body, :3] = rgb[body]
    pixels[body, 3] = 255
    image = Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8))
    return _texture(image.resize((BEAD * RES, BEAD * RES), Image.LANCZOS), f"bead-{black}")


# -- tools ------------------------------------------------------------------------------------------------
ICON = 60  # design pixels of a tool icon's square


def _icon_canvas() -> tuple[Image.Image, ImageDraw.ImageDraw, int]:
    size = ICON * RES * 2
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    return image, ImageDraw.Draw(image), size


def _shrink(image: Image.Image, name: str) -> arcade.Texture:
    return _texture(image.resize((ICON * RES, ICON * RES), Image.LANCZOS), name)


@lru_cache(maxsize=None)
def bucket_texture(tileset: str, dye: int) -> arcade.Texture:
    """A metal pail full of dye (with the dye's pattern in the colour-blind set)."""
    image, pen, s = _icon_canvas()
    top, bottom = s * 0.30, s * 0.92
    left_top, right_top, left_bottom, right_bottom = s * 0.14, s * 0.86, s * 0.24, s * 0.76
    pen.arc([s * 0.16, s * 0.02, s * 0.84, s * 0.62], 180, 360, fill=(70, 70, 80), width=int(s * 0.035))
    pen.polygon([(left_top, top), (right_top, top), (right_bottom, bottom), (left_bottom, bottom)],
                fill=(150, 156, 168))
    pen.polygon([(s * 0.5, top), (right_top, top), (right_bottom, bottom), (s * 0.5, bottom)], fill=(120, 126, 140))
    for band in (0.5, 0.78):
        y = top + (bottom - top) * band
        inset = (left_bottom - left_top) * band
        pen.line([(left_top + inset, y), (right_top - inset, y)], fill=(96, 100, 112), width=int(s * 0.025))
    pen.ellipse([left_top, top - s * 0.09, right_top, top + s * 0.09], fill=(88, 90, 100))
    surface = cloth_image(tileset, dye).resize((int(right_top - left_top - s * 0.06),) * 2)
    mask = Image.new("L", surface.size, 0)
    ImageDraw.Draw(mask).ellipse([0, surface.height * 0.36, surface.width - 1, surface.height * 0.64], fill=255)
    image.paste(surface, (int(left_top + s * 0.03), int(top - surface.height / 2)), mask)
    pen.ellipse([left_top, top - s * 0.09, right_top, top + s * 0.09], outline=(60, 62, 70), width=int(s * 0.02))
    return _shrink(image, f"bucket-{tileset}-{dye}")


@lru_cache(maxsize=None)
def sponge_texture() -> arcade.Texture:
    """A cream-coloured sponge with pores."""
    image, pen, s = _icon_canvas()
    pen.rounded_rectangle([s * 0.1, s * 0.34, s * 0.9, s * 0.86], radius=int(s * 0.1), fill=(196, 170, 96))
    pen.rounded_rectangle([s * 0.1, s * 0.26, s * 0.9, s * 0.76], radius=int(s * 0.1), fill=(250, 232, 160))
    rng = np.random.default_rng(3)
    for _ in range(26):
        x, y = rng.uniform(0.16, 0.84) * s, rng.uniform(0.32, 0.70) * s
        r = rng.uniform(0.012, 0.03) * s
        pen.ellipse([x - r, y - r * 0.8, x + r, y + r * 0.8], fill=(214, 188, 110))
    return _shrink(image, "sponge")


@lru_cache(maxsize=None)
def scissors_texture(tileset: str, colour: int) -> arcade.Texture:
    """Open scissors pointing up with handles in an order's colour."""
    image, pen, s = _icon_canvas()
    handle = colour_rgb(tileset, colour)
    steel, edge = (208, 212, 222), (120, 124, 136)
    pivot = (s * 0.5, s * 0.5)
    for side in (-1, 1):
        tip = (s * (0.5 + side * 0.2), s * 0.06)
        base = (s * (0.5 - side * 0.14), s * 0.66)
        pen.polygon([tip, (pivot[0] + side * s * 0.05, pivot[1]), base,
                     (pivot[0] - side * s * 0.05, pivot[1] - s * 0.02)], fill=steel, outline=edge)
    for side in (-1, 1):
        cx, cy, rx, ry = s * (0.5 + side * 0.19), s * 0.78, s * 0.14, s * 0.13
        pen.ellipse([cx - rx, cy - ry, cx + rx, cy + ry], fill=handle, outline=(30, 24, 24), width=int(s * 0.02))
        pen.ellipse([cx - rx * 0.5, cy - ry * 0.5, cx + rx * 0.5, cy + ry * 0.5], fill=(0, 0, 0, 0))
    pen.ellipse([pivot[0] - s * 0.035, pivot[1] - s * 0.035, pivot[0] + s * 0.035, pivot[1] + s * 0.035],
                fill=(90, 92, 100))
    return _shrink(image, f"scissors-{tileset}-{colour}")


# -- panels -----------------------------------------------------------------------------------------------
@lru_cache(maxsize=None)
def panel_texture(width: int, height: int, fill: tuple, edge: tuple, border: int = 2,
                  radius: int = 10) -> arcade.Texture:
    """A rounded box with a border (HUD cards), drawn at RES for smooth corners and shrunk to one
    texture pixel per design pixel (shown at scale 1, so nearest sampling draws it exactly)."""
    image = Image.new("RGBA", (width * RES, height * RES), (0, 0, 0, 0))
    ImageDraw.Draw(image).rounded_rectangle([0, 0, width * RES - 1, height * RES - 1], radius=radius * RES,
                                            fill=fill, outline=edge, width=border * RES)
    name = f"panel-{width}x{height}-{fill}-{edge}-{border}-{radius}"
    return _texture(image.resize((width, height), Image.LANCZOS), name)


@lru_cache(maxsize=None)
def dot_texture() -> arcade.Texture:
    """A soft white disc (sparkles, splashes), tinted by the sprite."""
    size = 32 * RES
    yy, xx = np.mgrid[0:size, 0:size] + 0.5
    r = np.hypot(xx - size / 2, yy - size / 2) / (size / 2)
    pixels = np.full((size, size, 4), 255, np.uint8)
    pixels[..., 3] = (255 * np.clip(1 - r, 0, 1) ** 1.5).astype(np.uint8)
    return _texture(Image.fromarray(pixels), "dot")


@lru_cache(maxsize=None)
def mixing_legend(tileset: str, sponge: bool) -> arcade.Texture:
    """A small chart in swatches of how dyes mix, or (`sponge`) of what a sponge leaves: drawn at
    RES, shrunk to one texture pixel per design pixel and trimmed to what it shows (shown at scale
    1, its top left corner where the chart starts; a row is 36 design pixels high)."""
    swatch, gap, row_h = 28 * RES, 10 * RES, 36 * RES
    rows = ([([ORANGE, GREEN], ">", [YELLOW]), ([PURPLE], ">", [BLUE]), ([RED, BLUE, YELLOW, BROWN], ">", [TAN])]
            if sponge else [([RED, BLUE], "=", [PURPLE]), ([RED, YELLOW], "=", [ORANGE]),
                            ([BLUE, YELLOW], "=", [GREEN]), ([RED, BLUE, YELLOW], "=", [BROWN])])
    width, height = 300 * RES, row_h * len(rows)
    image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    pen = ImageDraw.Draw(image)
    ink, line = (200, 194, 210, 255), 3 * RES
    sponge = sponge_texture().image.resize((swatch + 8 * RES, swatch + 8 * RES), Image.LANCZOS)

    def tile(code: int, x: float, y: float) -> None:
        image.alpha_composite(cloth_image(tileset, code).resize((swatch, swatch), Image.LANCZOS), (int(x), int(y)))

    for r, (inputs, sign, outputs) in enumerate(rows):
        y = r * row_h + (row_h - swatch) // 2
        mid = y + swatch / 2
        x = 0
        if sign == ">":
            image.alpha_composite(sponge, (0, int(y - 4 * RES)))
            x = swatch + 14 * RES
        for i, code in enumerate(inputs):
            tile(code, x, y)
            x += swatch
            if sign == "=" and i < len(inputs) - 1:  # a plus between dyes
                c = x + gap
                pen.line([(c - 5 * RES, mid), (c + 5 * RES, mid)], fill=ink, width=line)
                pen.line([(c, mid - 5 * RES), (c, mid + 5 * RES)], fill=ink, width=line)
                x += 2 * gap
            elif sign == ">" and i < len(inputs) - 1:
                x += 4 * RES
        c = x + gap + 2 * RES
        if sign == "=":
            for dy in (-3 * RES, 3 * RES):
                pen.line([(c - 6 * RES, mid + dy), (c + 6 * RES, mid + dy)], fill=ink, width=line)
        else:
            pen.line([(c - 8 * RES, mid), (c + 6 * RES, mid)], fill=ink, width=line)
            pen.polygon([(c + 9 * RES, mid), (c + 2 * RES, mid - 6 * RES), (c + 2 * RES, mid + 6 * RES)], fill=ink)
        x = c + gap + 6 * RES
        for code in outputs:
            tile(code, x, y)
    image = image.resize((width // RES, height // RES), Image.LANCZOS)
    return _texture(image.crop((0, 0) + image.getbbox()[2:]), f"legend-{tileset}-{sponge}")
