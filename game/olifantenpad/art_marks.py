"""Olifantenpad's marks drawn with PIL: who owns what (patterns, shapes, owner discs, swatches),
people (visitors, footprints, the players' tokens), planning marks (numbered steps, dots, the cursor,
a refusal), small effects (glow, sprouts), the park clock, the hedge round the park and the backdrop.

Like `art.py`, every function returns a PIL `Image` (RGBA), made at twice the size it is shown
unless said otherwise, and nothing is random at run time. Ownership is never told by colour alone:
each player has a colour, a pattern and a shape; grey cells have a grey cross-hatch.
"""

from __future__ import annotations

import math

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

from game.olifantenpad.art import GREY, PLAYER_COLORS, SHIRTS, SKIN, _centred_text, _noise, _rgba, _rng, _shade, _shadow

#: Each player's pattern and shape, so colour is never the only signal.
PATTERNS = ("stripes", "dots", "checks", "zigzag")
SHAPES = ("circle", "triangle", "square", "diamond")


# -- patterns and shapes (who owns what) ------------------------------------------------------------------
def pattern_mask(size: int, pattern: str, period: float | None = None) -> np.ndarray:
    """A 0/1 float mask of a pattern over a square: "stripes" (diagonal), "dots", "checks", "zigzag"
    or "hatch" (a cross-hatch, for grey cells)."""
    p = period or max(6.0, size / 6)
    y, x = np.mgrid[0:size, 0:size].astype(np.float32)
    if pattern == "stripes":
        return (((x + y) % p) < p * 0.42).astype(np.float32)
    if pattern == "dots":
        cx = (x % p) - p / 2
        cy = (y % p) - p / 2
        shift = ((y // p) % 2) * p / 2  # staggered rows
        cx = ((x + shift) % p) - p / 2
        return ((cx * cx + cy * cy) < (p * 0.26) ** 2).astype(np.float32)
    if pattern == "checks":
        q = p * 0.9
        return (((x // q) + (y // q)) % 2 == 0).astype(np.float32)
    if pattern == "zigzag":
        wave = np.abs(((x % p) / p) * 2 - 1) * p * 0.5
        return (((y + wave) % p) < p * 0.36).astype(np.float32)
    if pattern == "hatch":
        return ((((x + y) % p) < p * 0.22) | (((x - y) % p) < p * 0.22)).astype(np.float32)
    raise ValueError(pattern)


def _shape_points(shape: str, cx: float, cy: float, r: float) -> list[tuple[float, float]] | None:
    """A polygon for the shape (None for the circle)."""
    if shape == "triangle":
        return [(cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a)) + r * 0.12)
                for a in (-90, 30, 150)]
    if shape == "square":
        s = r * 0.8
        return [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    if shape == "diamond":
        return [(cx, cy - r), (cx + r * 0.85, cy), (cx, cy + r), (cx - r * 0.85, cy)]
    return None


def draw_shape(draw: ImageDraw.ImageDraw, shape: str, cx: float, cy: float, r: float, fill, outline=None,
               width: int = 0) -> None:
    """A player's shape centred at (cx, cy) with "radius" r."""
    points = _shape_points(shape, cx, cy, r)
    if points is None:
        draw.ellipse((cx - r * 0.9, cy - r * 0.9, cx + r * 0.9, cy + r * 0.9), fill=fill, outline=outline,
                     width=width)
    else:
        draw.polygon(points, fill=fill, outline=outline, width=width)



def owner_mark_image(size: int, owner: int | None, level: int = 2) -> Image.Image:
    """Whose a worn cell is: a disc of the owner's pattern in their colour with a solid rim, over the
    worn patch, which shows between the pattern's strokes; the disc grows with the wear level (`owner`
    a player number, or None for a grey cell, a tie that is nobody's)."""
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    c = size / 2
    r = size * {1: 0.29, 2: 0.36, 3: 0.42}.get(level, 0.36)
    color = GREY if owner is None else PLAYER_COLORS[owner]
    pattern = "hatch" if owner is None else PATTERNS[owner]
    y, x = np.mgrid[0:size, 0:size].astype(np.float32) + 0.5
    dist = np.hypot(x - c, y - c)
    disc = np.clip((r - dist) / 1.2 + 0.5, 0, 1)
    mask = pattern_mask(size, pattern, period=size / 7)
    alpha = disc * (30 + 215 * mask)
    rgb = np.empty((size, size, 3), np.float32)
    rgb[:] = color
    image = _rgba(rgb, alpha)
    draw = ImageDraw.Draw(image)
    rim = max(2, size // 22)
    draw.ellipse((c - r, c - r, c + r, c + r), outline=_shade(color, 0.7) + (255,), width=rim + 1)
    draw.ellipse((c - r + 1, c - r + 1, c + r - 1, c + r - 1), outline=color + (255,), width=rim)
    return image


# -- people (2x pieces) ---------------------------------------------------------------------------------------
def visitor_image(size: int, variant: int, child: bool = False) -> Image.Image:
    """A visitor from above, walking north (the scene turns it): shoulders in a shirt colour, arms,
    a head with hair. A child of the school trip is smaller and wears a yellow cap."""
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    rng = _rng("visitor", variant, child)
    c = size / 2
    s = size * (0.3 if child else 0.38)
    shirt = (250, 200, 40) if child and variant % 2 == 0 else SHIRTS[variant % len(SHIRTS)]
    skin = SKIN[(variant * 3) % len(SKIN)]
    hair = rng.choice(((60, 40, 28), (30, 26, 24), (170, 120, 60), (200, 190, 170), (120, 60, 30)))
    body = (c - s, c - s * 0.55, c + s, c + s * 0.55)
    image.alpha_composite(_shadow((size, size), lambda d: d.ellipse(body, fill=255),
                                  size * 0.04, 110, (int(size * 0.05), int(size * 0.07))))
    draw = ImageDraw.Draw(image)
    # arms, shoulders
    draw.ellipse((c - s * 1.02, c - s * 0.2, c - s * 0.66, c + s * 0.42), fill=skin + (255,))
    draw.ellipse((c + s * 0.66, c - s * 0.42, c + s * 1.02, c + s * 0.2), fill=skin + (255,))
    draw.ellipse((c - s * 0.85, c - s * 0.5, c + s * 0.85, c + s * 0.5), fill=shirt + (255,),
                 outline=_shade(shirt, 0.6) + (255,), width=max(1, size // 48))
    h = s * 0.42
    draw.ellipse((c - h, c - h - s * 0.05, c + h, c + h - s * 0.05), fill=skin + (255,))
    if child:
        top = c - s * 0.05
        draw.ellipse((c - h * 1.05, top - h * 1.1, c + h * 1.05, top + h * 0.8), fill=(250, 214, 40, 255))
        draw.ellipse((c - h * 0.6, top - h * 1.6, c + h * 0.6, top - h * 0.6), fill=(240, 190, 30, 255))
    else:
        draw.ellipse((c - h, c - h * 0.6 - s * 0.05, c + h, c + h * 1.05 - s * 0.05), fill=hair + (255,))
    return image


def footprint_image(size: int) -> Image.Image:
    """A pair of shoe prints pointing north, dark and soft; the scene turns and fades them."""
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    color = (60, 44, 30, 150)
    for dx, dy in ((-0.12, 0.08), (0.12, -0.14)):
        cx, cy = size * (0.5 + dx), size * (0.5 + dy)
        w, h = size * 0.075, size * 0.13
        draw.ellipse((cx - w, cy - h, cx + w, cy + h * 0.35), fill=color)
        draw.ellipse((cx - w * 0.8, cy + h * 0.5, cx + w * 0.8, cy + h * 1.1), fill=color)
    return image.filter(ImageFilter.GaussianBlur(size / 120))


def token_image(size: int, player: int) -> Image.Image:
    """A player's walker token: a round pawn in their colour with a white rim, their shape in white
    in the middle, and a shadow."""
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    c, r = size / 2, size * 0.34
    image.alpha_composite(_shadow((size, size), lambda d: d.ellipse((c - r, c - r, c + r, c + r), fill=255),
                                  size * 0.05, 140, (int(size * 0.05), int(size * 0.08))))
    draw = ImageDraw.Draw(image)
    color = PLAYER_COLORS[player]
    draw.ellipse((c - r, c - r, c + r, c + r), fill=(250, 250, 246, 255))
    r2 = r * 0.84
    draw.ellipse((c - r2, c - r2, c + r2, c + r2), fill=_shade(color, 0.8) + (255,))
    r3 = r2 * 0.9
    draw.ellipse((c - r3, c - r3 - r * 0.04, c + r3, c + r3 - r * 0.04), fill=color + (255,))
    draw.arc((c - r3 * 0.8, c - r3 * 0.85, c + r3 * 0.8, c + r3 * 0.7), 200, 300, fill=_shade(color, 1.4) + (255,),
             width=max(2, size // 30))
    draw_shape(draw, SHAPES[player], c, c, r * 0.42, (250, 250, 246, 255), outline=_shade(color, 0.5) + (255,),
               width=max(1, size // 60))
    return image


def swatch_image(size: int, owner: int | None) -> Image.Image:
    """A legend square for the HUD: the owner's pattern in their colour with their shape (grey:
    the hatch, no shape)."""
    color = GREY if owner is None else PLAYER_COLORS[owner]
    mask = pattern_mask(size, "hatch" if owner is None else PATTERNS[owner], period=size / 4)
    dark, light = np.array(_shade(color, 0.75), np.float32), np.array(color, np.float32)
    rgb = dark * (1 - mask[..., None]) + light * mask[..., None]
    image = _rgba(rgb)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, size - 1, size - 1), outline=(250, 250, 246, 255), width=max(2, size // 14))
    if owner is not None:
        draw_shape(draw, SHAPES[owner], size / 2, size / 2, size * 0.26, (250, 250, 246, 255),
                   outline=_shade(color, 0.45) + (255,), width=max(1, size // 24))
    return image


# -- markers (2x pieces) ------------------------------------------------------------------------------------------
def step_marker_image(size: int, player: int, number: int, radius: float = 0.25,
                      color: tuple | None = None) -> Image.Image:
    """A planned step: a disc in the player's colour (or `color`: the hint's gold) with the step
    number in white (`radius` a fraction of the picture)."""
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    c, r = size / 2, size * radius
    image.alpha_composite(_shadow((size, size), lambda d: d.ellipse((c - r, c - r, c + r, c + r), fill=255),
                                  size * 0.03, 120, (int(size * 0.02), int(size * 0.04))))
    draw = ImageDraw.Draw(image)
    color = tuple(color[:3]) if color is not None else PLAYER_COLORS[player]
    draw.ellipse((c - r, c - r, c + r, c + r), fill=color + (255,), outline=(250, 250, 246, 255),
                 width=max(2, size // 28))
    _centred_text(draw, (c, c), str(number), int(r * 1.3), (255, 255, 255, 255), stroke=max(1, size // 60),
                  stroke_fill=_shade(color, 0.45) + (255,))
    return image


def dot_image(size: int, color: tuple) -> Image.Image:
    """A small round dot (the planned walk's line is made of them)."""
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.ellipse((1, 1, size - 2, size - 2), fill=tuple(color[:3]) + (255,), outline=(250, 250, 246, 255),
                 width=max(1, size // 6))
    return image


def ring_image(size: int, width_fraction: float = 0.06) -> Image.Image:
    """A white rounded-square ring filling the cell (tinted by the sprite's colour): the cursor."""
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    w = max(3, int(size * width_fraction))
    draw.rounded_rectangle((w / 2, w / 2, size - w / 2, size - w / 2), size * 0.16, outline=(255, 255, 255, 255),
                           width=w)
    return image


def cross_image(size: int) -> Image.Image:
    """A red cross in a white-rimmed disc: a refused step."""
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    c, r = size / 2, size * 0.24
    draw.ellipse((c - r, c - r, c + r, c + r), fill=(214, 52, 44, 235), outline=(250, 250, 246, 255),
                 width=max(2, size // 28))
    a = r * 0.5
    w = max(3, size // 14)
    draw.line((c - a, c - a, c + a, c + a), fill=(255, 255, 255, 255), width=w)
    draw.line((c - a, c + a, c + a, c - a), fill=(255, 255, 255, 255), width=w)
    return image


def glow_image(size: int) -> Image.Image:
    """A soft white round glow (tinted by the sprite): a claim's flash, a regrowth puff."""
    y, x = np.mgrid[0:size, 0:size].astype(np.float32) + 0.5
    d = np.hypot(x - size / 2, y - size / 2) / (size / 2)
    alpha = np.clip(1 - d, 0, 1) ** 2 * 255
    rgb = np.full((size, size, 3), 255, np.float32)
    return _rgba(rgb, alpha)


def sprout_image(size: int) -> Image.Image:
    """A few fresh green blades (regrowth)."""
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    c = size / 2
    for dx, lean, h in ((-0.12, -0.15, 0.3), (0.0, 0.05, 0.38), (0.12, 0.18, 0.28)):
        x0, y0 = c + dx * size, c + size * 0.18
        draw.line((x0, y0, x0 + lean * size, y0 - h * size), fill=(120, 210, 90, 255), width=max(2, size // 18))
    return image


# -- the clock and the frame ----------------------------------------------------------------------------------------
def clock_face_image(size: int) -> Image.Image:
    """A park clock's face: cream dial, dark rim, hour ticks, 1 to 5 (13:00 to 17:00) in bold."""
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    c, r = size / 2, size * 0.46
    draw.ellipse((c - r, c - r, c + r, c + r), fill=(40, 52, 44, 255))
    r2 = r * 0.9
    draw.ellipse((c - r2, c - r2, c + r2, c + r2), fill=(246, 240, 222, 255))
    for hour in range(12):
        a = math.radians(hour * 30 - 90)
        inner = r2 * (0.8 if hour in (1, 2, 3, 4, 5) else 0.88)
        draw.line((c + inner * math.cos(a), c + inner * math.sin(a), c + r2 * 0.96 * math.cos(a),
                   c + r2 * 0.96 * math.sin(a)), fill=(60, 60, 60, 255),
                  width=max(2, size // (30 if hour in (1, 2, 3, 4, 5) else 60)))
    for hour in (1, 2, 3, 4, 5):
        a = math.radians(hour * 30 - 90)
        _centred_text(draw, (c + r2 * 0.6 * math.cos(a), c + r2 * 0.6 * math.sin(a)), str(hour), int(size * 0.14),
                      (50, 90, 60, 255))
    # the afternoon arc: 13:00 to 17:00
    draw.arc((c - r2 * 0.98, c - r2 * 0.98, c + r2 * 0.98, c + r2 * 0.98), -60, 60, fill=(236, 180, 70, 255),
             width=max(3, size // 22))
    return image


def clock_hand_image(size: int, length: float, width: float) -> Image.Image:
    """A clock hand pointing north from the picture's centre (the scene turns it)."""
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    c = size / 2
    w = size * width
    draw.polygon([(c - w, c + size * 0.06), (c + w, c + size * 0.06), (c + w * 0.3, c - size * length),
                  (c - w * 0.3, c - size * length)], fill=(36, 36, 40, 255))
    draw.ellipse((c - w * 1.4, c - w * 1.4, c + w * 1.4, c + w * 1.4), fill=(200, 70, 50, 255))
    return image


def backdrop_image(width: int, height: int) -> Image.Image:
    """The ground around the park and the panels: a dark, softly mottled evergreen."""
    mottle = _noise(width, width, 6, 77)[:height, :width] - 0.5
    grain = np.random.default_rng(78).random((height, width)).astype(np.float32) - 0.5
    rgb = np.array((26, 40, 32), np.float32)[None, None, :] * (1 + 0.25 * mottle + 0.08 * grain)[..., None]
    return _rgba(rgb)


def empty_step_image(size: int, number: int) -> Image.Image:
    """A step still free in the HUD's walk: a dashed pale ring with its number."""
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    c, r = size / 2, size * 0.4
    for a in range(0, 360, 30):
        draw.arc((c - r, c - r, c + r, c + r), a, a + 18, fill=(200, 196, 210, 200), width=max(2, size // 20))
    _centred_text(draw, (c, c), str(number), int(r * 1.1), (200, 196, 210, 220))
    return image


def word_image(text: str, pixels: int, color: tuple) -> Image.Image:
    """A word or number `pixels` high in bold, in `color` with a dark outline (points, call-outs)."""
    from game.olifantenpad.art import _font

    font = _font(pixels)
    stroke = max(2, pixels // 9)
    left, top, right, bottom = font.getbbox(text, stroke_width=stroke)
    image = Image.new("RGBA", (right - left + 4, bottom - top + 4), (0, 0, 0, 0))
    ImageDraw.Draw(image).text((2 - left, 2 - top), text, font=font, fill=tuple(color[:3]) + (255,),
                               stroke_width=stroke, stroke_fill=(30, 26, 22, 255))
    return image
