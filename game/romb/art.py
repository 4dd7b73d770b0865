"""Romb Raider's pictures, drawn with PIL and numpy: stone, walls, fog, light, the raider, the spirits.

Every picture is made for one pixel size (the room's cell size, which depends on the room): the
pieces at twice that size, so a sprite drawn at half scale is crisp at 1280x720 and still sharp in a
larger window; the slabs, fog and light at 1x, drawn 1:1 (they cover most of the screen, and a 1:1
copy is the cheapest fill). Each function returns a PIL `Image` (RGBA); `game/romb/textures.py` turns
them into textures once per size. Nothing here is random at run time: the stone's speckles come from
fixed seeds, so a room looks the same every time.
"""

from __future__ import annotations

import math
import random

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

#: Stone colours of the floor slabs (a few variants, so the floor is not a checkerboard).
SLAB_COLORS = ((116, 110, 102), (106, 103, 100), (122, 114, 104), (100, 99, 104))
MORTAR = (34, 31, 33)
WALL_STONE = (62, 58, 70)
WALL_LIGHT = (104, 98, 116)
WALL_DARK = (20, 18, 26)
MAP_WALL = (30, 26, 36)
FOG = (5, 5, 10)
GHOST = (236, 246, 255)
EMBER = (255, 150, 60)
RUBY = (214, 40, 64)


def _rng(*seed) -> random.Random:
    """A generator fixed by its seed values (string seeds hash the same in every run)."""
    return random.Random("-".join(map(str, seed)))


def _noise(size: int, scale: int, seed: int) -> np.ndarray:
    """Smooth value noise in 0..1: a small random grid blown up with bicubic filtering."""
    grid = np.random.default_rng(seed).random((scale + 1, scale + 1)) * 255
    small = Image.fromarray(grid.astype(np.uint8))
    return np.asarray(small.resize((size, size), Image.BICUBIC), dtype=np.float32) / 255


def _rgba(rgb: np.ndarray, alpha: np.ndarray | None = None) -> Image.Image:
    rgb = np.clip(rgb, 0, 255).astype(np.uint8)
    if alpha is None:
        alpha = np.full(rgb.shape[:2], 255, np.uint8)
    return Image.fromarray(np.dstack([rgb, np.clip(alpha, 0, 255).astype(np.uint8)]))


def _smoothstep(edge0: float, edge1: float, x: np.ndarray) -> np.ndarray:
    t = np.clip((x - edge0) / (edge1 - edge0), 0, 1)
    return t * t * (3 - 2 * t)


# -- the floor ----------------------------------------------------------------------------------------
def slab_image(size: int, variant: int) -> Image.Image:
    """One floor square: a stone slab (colour, mottling and speckles by variant), a bevel lit from
    the top left, and the mortar joint around it. Variant 1 is cracked, 2 split in two, 3 worn."""
    rng = _rng(size, variant)
    base = np.array(SLAB_COLORS[variant % len(SLAB_COLORS)], np.float32)
    mottle = _noise(size, 5, 100 + variant) - 0.5
    grain = np.random.default_rng(200 + variant).random((size, size)).astype(np.float32) - 0.5
    shade = 1 + 0.22 * mottle + 0.07 * grain
    rgb = base[None, None, :] * shade[..., None]
    image = _rgba(rgb)
    draw = ImageDraw.Draw(image)
    joint = max(2, round(size * 0.045))
    bevel = max(1, round(size * 0.03))
    # the bevel: light on the top and left edges of the slab, shadow on the bottom and right
    light = tuple(int(min(255, c * 1.28)) for c in base)
    dark = tuple(int(c * 0.62) for c in base)
    inner = (joint, joint, size - 1 - joint, size - 1 - joint)
    for i in range(bevel):
        draw.line((inner[0] + i, inner[1] + i, inner[2] - i, inner[1] + i), fill=light)
        draw.line((inner[0] + i, inner[1] + i, inner[0] + i, inner[3] - i), fill=light)
        draw.line((inner[0] + i, inner[3] - i, inner[2] - i, inner[3] - i), fill=dark)
        draw.line((inner[2] - i, inner[1] + i, inner[2] - i, inner[3] - i), fill=dark)
    crack = tuple(int(c * 0.45) for c in base)
    if variant % 4 == 1:
        x, y = size * rng.uniform(0.2, 0.4), joint + bevel
        points = [(x, y)]
        while y < size * 0.7:
            x += size * rng.uniform(-0.08, 0.12)
            y += size * rng.uniform(0.1, 0.18)
            points.append((x, y))
        draw.line(points, fill=crack, width=max(1, size // 60))
    elif variant % 4 == 2:
        mid = size // 2 + rng.randint(-size // 10, size // 10)
        draw.rectangle((joint, mid - joint // 2, size - joint, mid + joint // 2), fill=MORTAR)
        draw.line((joint, mid + joint // 2 + 1, size - joint, mid + joint // 2 + 1), fill=light)
    elif variant % 4 == 3:
        for _ in range(4):
            r = size * rng.uniform(0.03, 0.07)
            cx, cy = size * rng.uniform(0.25, 0.75), size * rng.uniform(0.25, 0.75)
            draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=tuple(int(c * 0.8) for c in base))
    # the mortar joint last, so cracks and marks never cross it
    for i in range(joint):
        draw.rectangle((i, i, size - 1 - i, size - 1 - i), outline=MORTAR)
    return image


def stairs_image(size: int) -> Image.Image:
    """The mark on S: stone steps going down, the way out (transparent around them)."""
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    pad = size * 0.2
    steps = 4
    for i in range(steps):
        top = pad + i * (size - 2 * pad) / steps
        inset = i * size * 0.035
        shade = int(150 - 32 * i)
        draw.rectangle((pad + inset, top, size - pad - inset, top + (size - 2 * pad) / steps),
                       fill=(shade, int(shade * 0.95), int(shade * 0.9), 255))
        draw.line((pad + inset, top, size - pad - inset, top), fill=(205, 196, 180, 255), width=max(1, size // 48))
    draw.rectangle((pad, pad, size - pad, size - pad), outline=(40, 34, 30, 255), width=max(2, size // 40))
    return image


def pedestal_image(size: int) -> Image.Image:
    """The mark on G: a round stone pedestal, lit from the top left."""
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    r = size * 0.36
    c = size / 2
    draw.ellipse((c - r, c - r + size * 0.04, c + r, c + r + size * 0.04), fill=(30, 26, 28, 200))
    draw.ellipse((c - r, c - r, c + r, c + r), fill=(150, 142, 128, 255))
    r2 = r * 0.78
    draw.ellipse((c - r2, c - r2, c + r2, c + r2), fill=(126, 118, 106, 255))
    draw.arc((c - r, c - r, c + r, c + r), 150, 300, fill=(210, 200, 182, 255), width=max(2, size // 36))
    return image


# -- walls, fog and light --------------------------------------------------------------------------------
def wall_image(length: int, thickness: int, vertical: bool) -> Image.Image:
    """A wall bar: dark stone blocks with a lit top edge and a shadowed bottom edge."""
    rng = np.random.default_rng(length * 31 + thickness)
    grain = rng.random((thickness, length)).astype(np.float32) - 0.5
    rgb = np.array(WALL_STONE, np.float32)[None, None, :] * (1 + 0.16 * grain)[..., None]
    image = _rgba(rgb)
    draw = ImageDraw.Draw(image)
    edge = max(1, thickness // 6)
    draw.rectangle((0, 0, length - 1, edge - 1), fill=WALL_LIGHT)
    draw.rectangle((0, thickness - edge, length - 1, thickness - 1), fill=WALL_DARK)
    block = max(thickness * 2, 8)
    for x in range(block // 2 + int(rng.integers(0, block // 2 + 1)), length - edge, block):
        draw.line((x, edge, x, thickness - edge - 1), fill=WALL_DARK, width=max(1, thickness // 10))
    draw.rectangle((0, 0, length - 1, thickness - 1), outline=WALL_DARK, width=max(1, thickness // 12))
    return image.transpose(Image.ROTATE_90) if vertical else image


def open_wall_image(length: int, thickness: int, vertical: bool) -> Image.Image:
    """A wall that does not hold a spirit yet (a square beside it is in the dark): the same stone
    broken into short blocks with gaps between them, thinner and paler, so it reads as a wall a
    spirit slips through; `wall_image`'s solid bar is the wall that holds."""
    image = Image.new("RGBA", (length, thickness), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    inset = max(1, thickness // 4)
    block, gap = max(4, round(thickness * 1.3)), max(3, round(thickness * 0.9))
    count = max(1, (length + gap) // (block + gap))
    start = (length - (count * block + (count - 1) * gap)) // 2
    edge = max(1, thickness // 8)
    for k in range(count):
        x = start + k * (block + gap)
        draw.rectangle((x, inset, x + block - 1, thickness - 1 - inset), fill=(*WALL_LIGHT, 200),
                       outline=(*WALL_DARK, 220), width=edge)
    return image.transpose(Image.ROTATE_90) if vertical else image


def step_image(size: int) -> Image.Image:
    """A spirit's next step: a broad arrow head pointing east (white, tinted by the sprite), with a
    dark rim so it reads on stone and on the dark alike."""
    big = size * 2
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    c, r = big / 2, big * 0.2
    points = [(c - r * 0.7, c - r), (c + r * 0.8, c), (c - r * 0.7, c + r), (c - r * 0.25, c)]
    draw.polygon(points, fill=(255, 255, 255, 255), outline=(16, 18, 30, 255))
    draw.line(points + [points[0]], fill=(16, 18, 30, 255), width=max(2, big // 60))
    return image.resize((size, size), Image.LANCZOS)


def fog_spill(cell: int) -> int:
    """How far a square's darkness reaches past its edge: a tenth of a square."""
    return max(2, round(cell / 10))


def fog_image(cell: int) -> Image.Image:
    """One square's darkness: opaque over the square and fading out over a tenth of a square
    around it, so neighbouring fog squares merge and the edge of what the player sees is soft."""
    spill = fog_spill(cell)
    size = cell + 2 * spill
    half = cell / 2
    axis = np.abs(np.arange(size, dtype=np.float32) + 0.5 - size / 2)
    outside_x = np.maximum(axis - half, 0)[None, :]
    outside_y = np.maximum(axis - half, 0)[:, None]
    distance = np.sqrt(outside_x ** 2 + outside_y ** 2)
    alpha = 255 * (1 - _smoothstep(0, spill, distance))
    rgb = np.broadcast_to(np.array(FOG, np.float32), (size, size, 3))
    return _rgba(rgb, alpha)


def fog_edge_image(cell: int, side: str) -> Image.Image:
    """The part of `fog_image` outside one side of the square ("n", "s", "w", "e"): a dark square
    among dark ones looks like the background, so only its rim over lit squares needs drawing. The
    north and south strips run the fog's full width, corners and all; west and east only the square's."""
    image, spill = fog_image(cell), fog_spill(cell)
    size = image.width
    boxes = {"n": (0, 0, size, spill), "s": (0, size - spill, size, size),
             "w": (0, spill, spill, size - spill), "e": (size - spill, spill, size, size - spill)}
    return image.crop(boxes[side])


def glow_image(size: int, color: tuple, falloff: float = 2.0) -> Image.Image:
    """A round glow: `color` at the centre fading to nothing at the edge (for additive drawing)."""
    axis = (np.arange(size, dtype=np.float32) + 0.5) / size * 2 - 1
    r = np.sqrt(axis[None, :] ** 2 + axis[:, None] ** 2)
    strength = np.clip(1 - r, 0, 1) ** falloff
    rgb = np.array(color, np.float32)[None, None, :] * strength[..., None]
    return _rgba(rgb, 255 * strength)


def frame_glow_image(width: int, height: int, margin: int, color: tuple) -> Image.Image:
    """A glow hugging the inside and outside of a rectangle's edge (the shimmer of unseen movement).
    Drawn small and blurred; the sprite stretches it."""
    scale = 4
    w, h, m = (width + 2 * margin) // scale, (height + 2 * margin) // scale, margin // scale
    mask = Image.new("L", (w, h), 0)
    ImageDraw.Draw(mask).rectangle((m, m, w - m - 1, h - m - 1), outline=255, width=max(2, m // 2))
    mask = mask.filter(ImageFilter.GaussianBlur(max(1, m / 2)))
    alpha = np.asarray(mask, np.float32)
    alpha = 255 * alpha / max(1.0, alpha.max())
    rgb = np.broadcast_to(np.array(color, np.float32), (h, w, 3))
    return _rgba(rgb, alpha)


def light_image(cell: int, across: int = 3, down: int = 3) -> Image.Image:
    """A lit torch's warm tint over its squares (3x3, or fewer where the room's edge cuts it):
    even inside, softening just at the edge."""
    def edge(squares: int) -> np.ndarray:
        size = squares * cell
        axis = np.abs(np.arange(size, dtype=np.float32) + 0.5 - size / 2)
        return 1 - _smoothstep(size / 2 - cell * 0.12, size / 2, axis)

    alpha = 255 * edge(across)[None, :] * edge(down)[:, None]
    rgb = np.broadcast_to(np.array((255, 255, 255), np.float32), (down * cell, across * cell, 3))
    return _rgba(rgb, alpha)


def ring_image(size: int) -> Image.Image:
    """A rounded square outline in white (tinted by the sprite): hover and hint marks."""
    scale = 2
    big = size * scale
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    width = max(3, round(big * 0.06))
    pad = round(big * 0.08)
    ImageDraw.Draw(image).rounded_rectangle((pad, pad, big - pad, big - pad), radius=big * 0.14,
                                            outline=(255, 255, 255, 255), width=width)
    return image.resize((size, size), Image.LANCZOS)


def backdrop_image(width: int, height: int) -> Image.Image:
    """The screen behind the room: big dark stone blocks in courses, darker towards the edges."""
    rng = random.Random(3)
    image = Image.new("RGB", (width, height), (11, 10, 15))
    draw = ImageDraw.Draw(image)
    course = 60
    for _row, top in enumerate(range(0, height, course)):
        x = -rng.randint(0, 90)
        while x < width:
            w = rng.randint(90, 170)
            shade = rng.randint(19, 27)
            draw.rectangle((x + 2, top + 2, x + w - 2, top + course - 2), fill=(shade, shade - 2, shade + 7))
            draw.line((x + 2, top + 2, x + w - 2, top + 2), fill=(shade + 9, shade + 7, shade + 16))
            x += w
    rgb = np.asarray(image, np.float32)
    ys = (np.arange(height, dtype=np.float32) + 0.5) / height * 2 - 1
    xs = (np.arange(width, dtype=np.float32) + 0.5) / width * 2 - 1
    vignette = 1 - 0.55 * np.clip(np.sqrt(xs[None, :] ** 2 * 0.6 + ys[:, None] ** 2 * 0.8), 0, 1) ** 2
    grain = np.random.default_rng(5).random((height, width)).astype(np.float32) - 0.5
    rgb = rgb * vignette[..., None] * (1 + 0.12 * grain)[..., None]
    return _rgba(rgb)


# -- the pieces --------------------------------------------------------------------------------------------
def _soft_shadow(size: int, box: tuple, blur: float, alpha: int = 130) -> Image.Image:
    shadow = Image.new("L", (size, size), 0)
    ImageDraw.Draw(shadow).ellipse(box, fill=alpha)
    shadow = shadow.filter(ImageFilter.GaussianBlur(blur))
    return Image.merge("RGBA", (*(Image.new("L", (size, size), 0),) * 3, shadow))


def brazier_image(size: int, lit: bool) -> Image.Image:
    """A torch seen from above: an iron bowl on the floor with glowing embers in it, or, waiting to
    be lit, cold logs crossed in the bowl and the dotted outline of the flame to come (a plain dark
    bowl read as a black disc)."""
    c = size / 2
    image = _soft_shadow(size, (c - size * 0.3, c - size * 0.24, c + size * 0.34, c + size * 0.4), size * 0.04)
    draw = ImageDraw.Draw(image)
    r = size * 0.3
    draw.ellipse((c - r, c - r, c + r, c + r), fill=(44, 40, 44, 255), outline=(16, 14, 18, 255),
                 width=max(2, size // 40))
    draw.arc((c - r, c - r, c + r, c + r), 160, 290, fill=(126, 118, 126, 255), width=max(2, size // 30))
    inner = r * 0.7
    draw.ellipse((c - inner, c - inner, c + inner, c + inner), fill=(60, 30, 18, 255) if lit else (24, 22, 24, 255))
    if lit:
        rng = _rng(size, 17)
        for _ in range(7):
            a, d = rng.uniform(0, math.tau), rng.uniform(0, inner * 0.7)
            x, y, s = c + d * math.cos(a), c + d * math.sin(a), size * rng.uniform(0.03, 0.05)
            draw.ellipse((x - s, y - s, x + s, y + s), fill=(255, rng.randint(110, 190), 40, 255))
    else:
        _cold_logs(draw, c, inner, size)
    # four iron rivets on the rim
    for k in range(4):
        a = math.pi / 4 + k * math.pi / 2
        x, y, s = c + r * 0.86 * math.cos(a), c + r * 0.86 * math.sin(a), size * 0.025
        draw.ellipse((x - s, y - s, x + s, y + s), fill=(150, 140, 150, 255))
    return image


def _cold_logs(draw: ImageDraw.ImageDraw, c: float, inner: float, size: int) -> None:
    """An unlit torch's inside: two wooden logs crossed in the bowl, and a pale dotted flame (a
    teardrop, point up) over them: the flame that stepping here will light."""
    log_w = max(3, round(size * 0.08))
    for a in (math.pi / 4, 3 * math.pi / 4):
        dx, dy = inner * 0.8 * math.cos(a), inner * 0.8 * math.sin(a)
        draw.line((c - dx, c - dy, c + dx, c + dy), fill=(60, 36, 20, 255), width=log_w + 2)
        draw.line((c - dx, c - dy, c + dx, c + dy), fill=(150, 98, 54, 255), width=log_w)
        for end in (-1, 1):
            x, y, r = c + end * dx, c + end * dy, log_w * 0.55
            draw.ellipse((x - r, y - r, x + r, y + r), fill=(206, 160, 104, 255))
    dots, r = 16, max(1.5, size * 0.02)
    for k in range(dots):
        t = k / dots * math.tau
        x = c + inner * 0.55 * math.sin(t) * math.sin(t / 2)
        y = c - inner * 0.15 - inner * 0.8 * math.cos(t)
        draw.ellipse((x - r, y - r, x + r, y + r), fill=(255, 226, 160, 235))


def flame_image(size: int) -> Image.Image:
    """A flame: a teardrop in red, orange and yellow-white layers with a soft edge."""
    big = size * 2
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)

    def drop(scale: float, color: tuple) -> None:
        # a round bottom drawn up into a point at the top
        w, h = big * 0.34 * scale, big * 0.8 * scale
        cx, base = big / 2, big * 0.9 - (1 - scale) * big * 0.12
        r = w / 2
        draw.ellipse((cx - r, base - 2 * r, cx + r, base), fill=color)
        draw.polygon([(cx - r * 0.98, base - r * 1.1), (cx, base - h), (cx + r * 0.98, base - r * 1.1)], fill=color)

    drop(1.0, (226, 70, 30, 235))
    drop(0.78, (255, 140, 40, 245))
    drop(0.55, (255, 210, 90, 255))
    drop(0.32, (255, 248, 220, 255))
    image = image.filter(ImageFilter.GaussianBlur(big * 0.012))
    return image.resize((size, size), Image.LANCZOS)


def gem_image(size: int) -> Image.Image:
    """The loot: a cut ruby seen from above, facets lit from the top left, a glint and a shadow."""
    c = size / 2
    image = _soft_shadow(size, (c - size * 0.26, c - size * 0.14, c + size * 0.32, c + size * 0.36), size * 0.04)
    draw = ImageDraw.Draw(image)
    r = size * 0.3
    outer = [(c + r * math.cos(math.pi / 8 + k * math.pi / 4), c + r * math.sin(math.pi / 8 + k * math.pi / 4))
             for k in range(8)]
    inner = [(c + r * 0.5 * math.cos(math.pi / 8 + k * math.pi / 4),
              c + r * 0.5 * math.sin(math.pi / 8 + k * math.pi / 4)) for k in range(8)]
    draw.polygon(outer, fill=(120, 14, 34, 255))
    for k in range(8):
        a, b = outer[k], outer[(k + 1) % 8]
        light = 0.55 + 0.45 * math.cos(math.pi / 8 + (k + 0.5) * math.pi / 4 + math.pi * 0.75)
        color = tuple(int(v * (0.55 + 0.6 * light)) for v in RUBY)
        draw.polygon([a, b, inner[(k + 1) % 8], inner[k]], fill=(*(min(255, v) for v in color), 255))
    draw.polygon(inner, fill=(236, 80, 104, 255))
    draw.line(outer + [outer[0]], fill=(70, 6, 20, 255), width=max(1, size // 48))
    g = size * 0.06
    gx, gy = c - r * 0.28, c - r * 0.3
    glint = (255, 255, 255, 240)
    draw.polygon([(gx, gy - g * 1.6), (gx + g * 0.4, gy), (gx, gy + g * 1.6), (gx - g * 0.4, gy)], fill=glint)
    draw.polygon([(gx - g * 1.6, gy), (gx, gy + g * 0.4), (gx + g * 1.6, gy), (gx, gy - g * 0.4)], fill=glint)
    return image


def raider_image(size: int) -> Image.Image:
    """The raider from above: khaki shoulders, a satchel strap, a brown fedora with a dark band."""
    big = size * 2
    c = big / 2

    def box(dx: float, top: float, bottom: float | None = None) -> tuple[float, float, float, float]:
        return c - big * dx, c - big * top, c + big * dx, c + big * (top if bottom is None else bottom)

    image = _soft_shadow(big, (c - big * 0.38, c - big * 0.22, c + big * 0.46, c + big * 0.46), big * 0.04, 150)
    draw = ImageDraw.Draw(image)
    ink = (36, 24, 16, 255)
    line = max(2, big // 50)
    draw.ellipse(box(0.43, 0.24, 0.28), fill=(196, 164, 104, 255), outline=ink, width=line)   # shoulders
    draw.line((c - big * 0.32, c - big * 0.15, c + big * 0.25, c + big * 0.24), fill=(112, 70, 38, 255),
              width=big // 18)                                                                 # satchel strap
    draw.ellipse(box(0.31, 0.31), fill=(128, 82, 44, 255), outline=ink, width=line)           # hat brim
    draw.arc(box(0.29, 0.29), 190, 280, fill=(178, 128, 78, 255), width=line)
    draw.ellipse(box(0.19, 0.2, 0.17), fill=(98, 60, 30, 255), outline=(60, 34, 16, 255), width=line)  # crown
    draw.arc(box(0.19, 0.2, 0.17), 20, 160, fill=(40, 22, 12, 255), width=big // 22)           # band
    draw.line((c - big * 0.02, c - big * 0.15, c + big * 0.02, c + big * 0.1), fill=(76, 44, 20, 255), width=line)
    return image.resize((size, size), Image.LANCZOS)


def ghost_image(size: int) -> Image.Image:
    """A spirit: a pale hooded shape with a wavy hem, hollow eyes and a cold glow (white, so a sprite
    colour tints it)."""
    big = size * 2
    body = Image.new("L", (big, big), 0)
    draw = ImageDraw.Draw(body)
    c = big / 2
    w = big * 0.6
    top, hem = big * 0.1, big * 0.8
    draw.ellipse((c - w / 2, top, c + w / 2, top + w), fill=255)
    draw.rectangle((c - w / 2, top + w / 2, c + w / 2, hem), fill=255)
    waves = 4
    for k in range(waves):
        x0 = c - w / 2 + k * w / waves
        draw.ellipse((x0, hem - w / waves / 2, x0 + w / waves, hem + w / waves / 2), fill=255)
    glow = body.filter(ImageFilter.GaussianBlur(big * 0.06))
    # Worked in bytes through lookup tables (a picture-sized float array each step took 14 MB for
    # a moment): the alpha is the brighter of the body and its glow, each faded; every row has one
    # colour, shaded from top to bottom.
    levels = np.arange(256, dtype=np.float32)
    body_alpha, glow_alpha = ((levels * fade).astype(np.uint8) for fade in (0.86, 0.7))
    pixels = np.empty((big, big, 4), np.uint8)
    pixels[..., 3] = np.maximum(body_alpha[np.asarray(body)], glow_alpha[np.asarray(glow)])
    shade = np.linspace(1.0, 0.78, big, dtype=np.float32)[:, None]
    pixels[..., :3] = np.clip(np.array(GHOST, np.float32)[None, :] * shade, 0, 255).astype(np.uint8)[:, None, :]
    image = Image.fromarray(pixels)
    face = ImageDraw.Draw(image)
    eye_w, eye_h, eye_y = w * 0.17, w * 0.26, top + w * 0.42
    for side in (-1, 1):
        x = c + side * w * 0.2
        face.ellipse((x - eye_w / 2, eye_y - eye_h / 2, x + eye_w / 2, eye_y + eye_h / 2), fill=(22, 30, 60, 255))
    face.ellipse((c - w * 0.08, eye_y + w * 0.24, c + w * 0.08, eye_y + w * 0.44), fill=(22, 30, 60, 230))
    return image.resize((size, size), Image.LANCZOS)
