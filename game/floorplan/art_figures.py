"""Floorplan's figures, drawn with PIL at 2x: the Visitor's and Stauf's tokens (lacquered pawns seen
from above: green with a lantern, red under a top hat, told apart by shape as well as colour), the
Blue Angel on the target, the three talismans (gold medallions: an hourglass, arrows swapping, a key)
and the padlock of a locked Gallery.
"""

from __future__ import annotations

import math

from PIL import Image, ImageDraw, ImageFilter

from game.floorplan.art_brush import (
    ANGEL,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    LANTERN,
    SS,
    STAUF,
    TALISMAN_COLORS,
    VISITOR,
    canvas,
    shade,
    shrink,
)


def _pawn(size: int, color: tuple) -> tuple[Image.Image, ImageDraw.ImageDraw, float, float]:
    """A lacquered pawn seen from above: a soft shadow, a base ring, a domed head."""
    big = size * SS
    image, draw = canvas(size)
    shadow = Image.new("L", image.size, 0)
    r = big * 0.36
    c = big / 2
    ImageDraw.Draw(shadow).ellipse((c - r + big * 0.04, c - r + big * 0.06, c + r + big * 0.04, c + r + big * 0.06),
                                   fill=150)
    shadow = shadow.filter(ImageFilter.GaussianBlur(big * 0.03))
    image.paste(Image.new("RGBA", image.size, (0, 0, 0, 255)), (0, 0), shadow)
    draw = ImageDraw.Draw(image)
    draw.ellipse((c - r, c - r, c + r, c + r), fill=(*shade(color, 0.55), 255))
    r2 = r * 0.86
    draw.ellipse((c - r2, c - r2, c + r2, c + r2), fill=(*color, 255))
    r3 = r * 0.56
    draw.ellipse((c - r3, c - r3, c + r3, c + r3), fill=(*shade(color, 1.2), 255),
                 outline=(*shade(color, 0.6), 255), width=SS * 2)
    hl = r * 0.22
    draw.ellipse((c - r * 0.30 - hl, c - r * 0.30 - hl, c - r * 0.30 + hl, c - r * 0.30 + hl),
                 fill=(255, 255, 255, 150))
    return image, draw, c, r


def visitor_image(size: int) -> Image.Image:
    """The Visitor's token: a green pawn carrying a lit lantern."""
    image, draw, c, r = _pawn(size, VISITOR)
    lr = r * 0.22
    draw.ellipse((c + r * 0.10 - lr, c + r * 0.08 - lr, c + r * 0.10 + lr, c + r * 0.08 + lr),
                 fill=(*LANTERN, 255), outline=(90, 60, 20, 255), width=SS * 2)
    draw.ellipse((c - r * 0.99, c - r * 0.99, c + r * 0.99, c + r * 0.99), outline=(240, 255, 240, 255),
                 width=SS * 3)
    return shrink(image, size)


def stauf_image(size: int) -> Image.Image:
    """Stauf's token: a red pawn under a black top hat with a band."""
    image, draw, c, r = _pawn(size, STAUF)
    brim = r * 0.62
    draw.ellipse((c - brim, c - brim, c + brim, c + brim), fill=(22, 18, 22, 255))
    crown = r * 0.38
    draw.ellipse((c - crown, c - crown, c + crown, c + crown), fill=(44, 38, 44, 255),
                 outline=(150, 30, 30, 255), width=SS * 3)
    draw.ellipse((c - r * 0.99, c - r * 0.99, c + r * 0.99, c + r * 0.99), outline=(255, 220, 210, 255),
                 width=SS * 3)
    return shrink(image, size)


def angel_image(size: int) -> Image.Image:
    """The Blue Angel: a winged figure with a halo, glowing blue (stands on the target)."""
    big = size * SS
    image, draw = canvas(size)
    glow = Image.new("L", image.size, 0)
    ImageDraw.Draw(glow).ellipse((big * 0.12, big * 0.12, big * 0.88, big * 0.88), fill=140)
    glow = glow.filter(ImageFilter.GaussianBlur(big * 0.08))
    image.paste(Image.new("RGBA", image.size, (*ANGEL, 255)), (0, 0), glow)
    draw = ImageDraw.Draw(image)
    c = big / 2
    wing = (*shade(ANGEL, 1.25), 255)
    outline = (20, 40, 100, 255)
    for sign in (-1, 1):
        pts = [(c, big * 0.38), (c + sign * big * 0.40, big * 0.22), (c + sign * big * 0.36, big * 0.44),
               (c + sign * big * 0.30, big * 0.58), (c + sign * big * 0.08, big * 0.60)]
        draw.polygon(pts, fill=wing, outline=outline, width=SS * 2)
        for k in range(1, 3):
            draw.line((c + sign * big * 0.08, big * 0.40 + k * big * 0.05, c + sign * big * (0.34 - 0.04 * k),
                       big * (0.28 + 0.10 * k)), fill=outline, width=SS)
    draw.polygon([(c, big * 0.34), (c - big * 0.14, big * 0.80), (c + big * 0.14, big * 0.80)],
                 fill=(*ANGEL, 255), outline=outline, width=SS * 2)
    hr = big * 0.09
    draw.ellipse((c - hr, big * 0.24 - hr, c + hr, big * 0.24 + hr), fill=(230, 236, 255, 255), outline=outline,
                 width=SS * 2)
    draw.ellipse((c - hr * 1.5, big * 0.11 - hr * 0.45, c + hr * 1.5, big * 0.11 + hr * 0.45),
                 outline=(255, 236, 140, 255), width=SS * 3)
    return shrink(image, size)


def talisman_image(size: int, kind: str) -> Image.Image:
    """A talisman: a gold medallion with a coloured enamel centre and its emblem (Extra Turn: an
    hourglass; Move Stauf: two arrows swapping; Lock Gallery: a key)."""
    big = size * SS
    image, draw = canvas(size)
    c = big / 2
    r = big * 0.44
    draw.ellipse((c - r, c - r + big * 0.03, c + r, c + r + big * 0.03), fill=(0, 0, 0, 120))
    draw.ellipse((c - r, c - r, c + r, c + r), fill=(*GOLD, 255), outline=(*GOLD_DARK, 255), width=SS * 2)
    ri = r * 0.76
    color = TALISMAN_COLORS.get(kind, (200, 200, 200))
    draw.ellipse((c - ri, c - ri, c + ri, c + ri), fill=(*color, 255), outline=(*GOLD_LIGHT, 255), width=SS * 2)
    ink = (30, 22, 30, 255)
    lw = max(SS, int(big * 0.045))
    if kind == "extra_turn":
        a, b = big * 0.20, big * 0.24
        draw.polygon([(c - a, c - b), (c + a, c - b), (c, c), (c + a, c + b), (c - a, c + b), (c, c)], fill=ink)
        draw.polygon([(c - a * 0.55, c + b * 0.8), (c + a * 0.55, c + b * 0.8), (c, c + b * 0.25)],
                     fill=(*LANTERN, 255))
        draw.line((c - a * 1.2, c - b, c + a * 1.2, c - b), fill=ink, width=lw)
        draw.line((c - a * 1.2, c + b, c + a * 1.2, c + b), fill=ink, width=lw)
    elif kind == "move_stauf":
        rr = big * 0.20
        draw.arc((c - rr, c - rr, c + rr, c + rr), 200, 340, fill=ink, width=lw)
        draw.arc((c - rr, c - rr, c + rr, c + rr), 20, 160, fill=ink, width=lw)
        for ang, sign in ((340, 1), (160, -1)):
            x = c + rr * math.cos(math.radians(ang))
            y = c + rr * math.sin(math.radians(ang))
            t = big * 0.08
            draw.polygon([(x + sign * t * 0.2, y - t), (x + sign * t * 1.1, y + t * 0.3),
                          (x - sign * t * 0.7, y + t * 0.5)], fill=ink)
        sr = big * 0.06
        draw.ellipse((c - sr, c - sr, c + sr, c + sr), fill=(*STAUF, 255), outline=ink, width=SS)
    else:  # lock_gallery: a key
        kr = big * 0.09
        draw.ellipse((c - big * 0.20 - kr, c - kr, c - big * 0.20 + kr, c + kr), outline=ink, width=lw)
        draw.line((c - big * 0.11, c, c + big * 0.22, c), fill=ink, width=lw)
        draw.line((c + big * 0.14, c, c + big * 0.14, c + big * 0.09), fill=ink, width=lw)
        draw.line((c + big * 0.21, c, c + big * 0.21, c + big * 0.07), fill=ink, width=lw)
    hl = r * 0.16
    spot = c - r * 0.55
    draw.ellipse((spot - hl, spot - hl, spot + hl, spot + hl), fill=(255, 255, 255, 140))
    return shrink(image, size)


def lock_image(size: int) -> Image.Image:
    """A padlock with chains across a locked Gallery's doorways (the whole room's size, 2x)."""
    big = size * SS
    image, draw = canvas(size)
    chain = (200, 200, 210, 255)
    dark = (40, 40, 50, 255)
    lw = int(big * 0.03)
    for box in ((big * 0.29, big * 0.05, big * 0.71, big * 0.05), (big * 0.29, big * 0.95, big * 0.71, big * 0.95),
                (big * 0.05, big * 0.29, big * 0.05, big * 0.71), (big * 0.95, big * 0.29, big * 0.95, big * 0.71)):
        draw.line(box, fill=dark, width=lw + 2 * SS)
        draw.line(box, fill=chain, width=lw)
    c = big * 0.72  # the padlock in the lower right corner, clear of a token in the middle
    bw, bh = big * 0.20, big * 0.16
    draw.arc((c - bw * 0.65, c - bh * 1.9, c + bw * 0.65, c - bh * 0.1), 180, 360, fill=dark, width=lw + 2 * SS)
    draw.arc((c - bw * 0.65, c - bh * 1.9, c + bw * 0.65, c - bh * 0.1), 180, 360, fill=chain, width=lw)
    draw.rounded_rectangle((c - bw, c - bh * 0.9, c + bw, c + bh), radius=big * 0.03, fill=(226, 180, 70, 255),
                           outline=dark, width=SS * 2)
    draw.ellipse((c - big * 0.025, c - big * 0.04, c + big * 0.025, c + big * 0.01), fill=dark)
    draw.rectangle((c - big * 0.01, c, c + big * 0.01, c + bh * 0.6), fill=dark)
    return shrink(image, size)
