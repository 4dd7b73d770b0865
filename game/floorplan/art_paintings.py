"""Floorplan's twelve Gallery paintings, drawn with PIL: dark-toned old masters with one clear subject
each (a moon over the sea, a portrait, a tower at dusk, a ship, roses, a skull, a tree, a mask, an eye,
a clock, mountains, a raven) in a gold frame. A visited Gallery shows its painting on the board and
in the panel's chart; `art.gallery_image` puts it in the room.
"""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from game.floorplan.art_brush import GOLD, GOLD_DARK, GOLD_LIGHT, SS, bevel, shrink


def painting_image(width: int, height: int, index: int, *, supersampled: bool = False) -> Image.Image:
    """Gallery `index`'s painting (12 subjects) in a gold frame, `width` x `height` pixels (already
    at the supersampled scale when `supersampled`)."""
    scale = 1 if supersampled else SS
    w, h = width * scale, height * scale
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    frame = max(2, int(min(w, h) * 0.09))
    draw.rectangle((0, 0, w - 1, h - 1), fill=(*GOLD, 255))
    bevel(draw, (0, 0, w - 1, h - 1), frame * 0.45, (*GOLD_LIGHT, 255), (*GOLD_DARK, 255))
    inner = (frame, frame, w - frame, h - frame)
    canvas = Image.new("RGBA", (inner[2] - inner[0], inner[3] - inner[1]), (0, 0, 0, 255))
    _PAINTERS[index % len(_PAINTERS)](ImageDraw.Draw(canvas), canvas.width, canvas.height)
    image.paste(canvas, (inner[0], inner[1]))
    draw.rectangle(inner, outline=(*GOLD_DARK, 255), width=max(1, frame // 4))
    return image if supersampled else shrink(image, width, height)


# the twelve paintings: each fills a w x h canvas (dark-toned old masters, one clear subject each)
def _sky(d, w, h, top, bottom):
    for y in range(h):
        t = y / max(1, h - 1)
        d.line((0, y, w, y), fill=tuple(int(a + (b - a) * t) for a, b in zip(top, bottom)) + (255,))


def _paint_moon(d, w, h):
    _sky(d, w, h, (18, 26, 60), (60, 70, 110))
    r = h * 0.18
    d.ellipse((w * 0.62 - r, h * 0.30 - r, w * 0.62 + r, h * 0.30 + r), fill=(250, 240, 200, 255))
    d.rectangle((0, h * 0.68, w, h), fill=(22, 34, 66, 255))
    for k in range(4):
        y = h * (0.74 + 0.06 * k)
        d.line((w * 0.50, y, w * 0.75, y), fill=(230, 220, 170, 255), width=max(1, h // 40))


def _paint_portrait(d, w, h):
    _sky(d, w, h, (70, 40, 30), (30, 18, 14))
    cx = w / 2
    d.ellipse((cx - w * 0.30, h * 0.62, cx + w * 0.30, h * 1.25), fill=(20, 16, 18, 255))
    d.ellipse((cx - w * 0.13, h * 0.20, cx + w * 0.13, h * 0.66), fill=(226, 190, 150, 255))
    d.pieslice((cx - w * 0.16, h * 0.12, cx + w * 0.16, h * 0.55), 180, 360, fill=(50, 30, 20, 255))


def _paint_tower(d, w, h):
    _sky(d, w, h, (120, 60, 70), (230, 150, 90))
    d.rectangle((0, h * 0.80, w, h), fill=(30, 24, 26, 255))
    d.rectangle((w * 0.42, h * 0.25, w * 0.58, h * 0.82), fill=(34, 26, 30, 255))
    d.polygon([(w * 0.38, h * 0.27), (w * 0.50, h * 0.06), (w * 0.62, h * 0.27)], fill=(34, 26, 30, 255))
    d.rectangle((w * 0.48, h * 0.36, w * 0.52, h * 0.44), fill=(255, 220, 120, 255))


def _paint_ship(d, w, h):
    _sky(d, w, h, (130, 150, 170), (200, 200, 190))
    d.rectangle((0, h * 0.70, w, h), fill=(40, 70, 90, 255))
    d.polygon([(w * 0.22, h * 0.66), (w * 0.78, h * 0.66), (w * 0.68, h * 0.78), (w * 0.32, h * 0.78)],
              fill=(70, 40, 24, 255))
    d.line((w * 0.5, h * 0.12, w * 0.5, h * 0.66), fill=(60, 36, 22, 255), width=max(1, w // 40))
    d.polygon([(w * 0.52, h * 0.16), (w * 0.74, h * 0.56), (w * 0.52, h * 0.56)], fill=(240, 232, 210, 255))
    d.polygon([(w * 0.48, h * 0.22), (w * 0.30, h * 0.56), (w * 0.48, h * 0.56)], fill=(226, 218, 196, 255))


def _paint_rose(d, w, h):
    _sky(d, w, h, (30, 40, 30), (14, 20, 14))
    d.polygon([(w * 0.40, h * 0.95), (w * 0.60, h * 0.95), (w * 0.56, h * 0.62), (w * 0.44, h * 0.62)],
              fill=(120, 100, 70, 255))
    for cx, cy, col in ((0.5, 0.36, (200, 30, 50)), (0.34, 0.48, (220, 60, 80)), (0.66, 0.46, (180, 20, 40))):
        r = h * 0.14
        d.ellipse((w * cx - r, h * cy - r, w * cx + r, h * cy + r), fill=(*col, 255))
        d.arc((w * cx - r * 0.6, h * cy - r * 0.6, w * cx + r * 0.6, h * cy + r * 0.6), 20, 300,
              fill=(90, 10, 20, 255), width=max(1, w // 50))


def _paint_skull(d, w, h):
    _sky(d, w, h, (50, 44, 36), (24, 20, 16))
    cx, cy = w / 2, h * 0.45
    d.ellipse((cx - w * 0.20, cy - h * 0.30, cx + w * 0.20, cy + h * 0.20), fill=(226, 216, 190, 255))
    d.rectangle((cx - w * 0.11, cy + h * 0.10, cx + w * 0.11, cy + h * 0.32), fill=(226, 216, 190, 255))
    for ex in (-0.08, 0.08):
        d.ellipse((cx + w * ex - w * 0.06, cy - h * 0.08, cx + w * ex + w * 0.06, cy + h * 0.08),
                  fill=(30, 24, 20, 255))
    d.rectangle((0, h * 0.82, w, h), fill=(80, 50, 30, 255))


def _paint_tree(d, w, h):
    _sky(d, w, h, (150, 170, 140), (90, 110, 80))
    d.rectangle((0, h * 0.78, w, h), fill=(60, 80, 40, 255))
    d.rectangle((w * 0.46, h * 0.45, w * 0.54, h * 0.82), fill=(60, 40, 24, 255))
    for cx, cy, r in ((0.5, 0.30, 0.24), (0.34, 0.42, 0.17), (0.66, 0.42, 0.17)):
        d.ellipse((w * cx - h * r, h * cy - h * r, w * cx + h * r, h * cy + h * r), fill=(40, 86, 44, 255))


def _paint_mask(d, w, h):
    _sky(d, w, h, (60, 20, 60), (24, 8, 30))
    cx, cy = w / 2, h * 0.50
    d.chord((cx - w * 0.26, cy - h * 0.36, cx + w * 0.26, cy + h * 0.40), 180, 360, fill=(240, 230, 220, 255))
    d.chord((cx - w * 0.26, cy - h * 0.50, cx + w * 0.26, cy + h * 0.36), 0, 180, fill=(240, 230, 220, 255))
    for ex in (-0.11, 0.11):
        d.ellipse((cx + w * ex - w * 0.06, cy - h * 0.12, cx + w * ex + w * 0.06, cy + h * 0.02),
                  fill=(30, 10, 30, 255))
    d.arc((cx - w * 0.10, cy + h * 0.04, cx + w * 0.10, cy + h * 0.24), 200, 340, fill=(30, 10, 30, 255),
          width=max(1, w // 40))


def _paint_eye(d, w, h):
    _sky(d, w, h, (20, 30, 40), (40, 50, 60))
    cx, cy = w / 2, h / 2
    d.ellipse((cx - w * 0.34, cy - h * 0.24, cx + w * 0.34, cy + h * 0.24), fill=(236, 232, 220, 255))
    d.ellipse((cx - h * 0.20, cy - h * 0.20, cx + h * 0.20, cy + h * 0.20), fill=(60, 130, 90, 255))
    d.ellipse((cx - h * 0.09, cy - h * 0.09, cx + h * 0.09, cy + h * 0.09), fill=(10, 10, 10, 255))


def _paint_clock(d, w, h):
    _sky(d, w, h, (70, 50, 30), (40, 28, 18))
    cx, cy, r = w / 2, h / 2, h * 0.36
    d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(236, 224, 190, 255), outline=(170, 130, 60, 255),
              width=max(1, w // 30))
    for k in range(12):
        a = k * math.pi / 6
        d.line((cx + r * 0.78 * math.cos(a), cy + r * 0.78 * math.sin(a), cx + r * 0.9 * math.cos(a),
                cy + r * 0.9 * math.sin(a)), fill=(40, 30, 20, 255), width=max(1, w // 60))
    d.line((cx, cy, cx, cy - r * 0.7), fill=(30, 20, 10, 255), width=max(1, w // 40))
    d.line((cx, cy, cx + r * 0.5, cy + r * 0.1), fill=(30, 20, 10, 255), width=max(1, w // 40))


def _paint_mountains(d, w, h):
    _sky(d, w, h, (110, 140, 200), (220, 200, 190))
    d.polygon([(0, h), (w * 0.30, h * 0.28), (w * 0.58, h)], fill=(80, 90, 120, 255))
    d.polygon([(w * 0.35, h), (w * 0.68, h * 0.18), (w, h * 0.80), (w, h)], fill=(60, 70, 100, 255))
    d.polygon([(w * 0.68, h * 0.18), (w * 0.61, h * 0.34), (w * 0.75, h * 0.34)], fill=(240, 240, 250, 255))


def _paint_raven(d, w, h):
    _sky(d, w, h, (180, 170, 150), (120, 110, 100))
    d.line((w * 0.10, h * 0.80, w * 0.90, h * 0.80), fill=(50, 36, 24, 255), width=max(2, h // 14))
    cx, cy = w * 0.48, h * 0.56
    d.ellipse((cx - w * 0.16, cy - h * 0.16, cx + w * 0.16, cy + h * 0.20), fill=(16, 16, 22, 255))
    d.ellipse((cx + w * 0.06, cy - h * 0.36, cx + w * 0.22, cy - h * 0.08), fill=(16, 16, 22, 255))
    d.polygon([(cx + w * 0.20, cy - h * 0.26), (cx + w * 0.32, cy - h * 0.20), (cx + w * 0.20, cy - h * 0.16)],
              fill=(60, 56, 50, 255))
    d.polygon([(cx - w * 0.14, cy + h * 0.08), (cx - w * 0.34, cy + h * 0.26), (cx - w * 0.06, cy + h * 0.18)],
              fill=(16, 16, 22, 255))


_PAINTERS = (_paint_moon, _paint_portrait, _paint_tower, _paint_ship, _paint_rose, _paint_skull,
             _paint_tree, _paint_mask, _paint_eye, _paint_clock, _paint_mountains, _paint_raven)
