"""Romb Raider's pictures round the room, drawn with PIL: a room's small map for the room list and
the keys line under the room (the room's own pictures are in `art.py`, whose colours these share)."""

from __future__ import annotations

from PIL import Image, ImageDraw, ImageFont

from game.romb.art import EMBER, MAP_WALL, MORTAR, RUBY, SLAB_COLORS


def room_map_image(room, cell: int) -> Image.Image:
    """A small map of a room for the room list: slabs, walls, S (steps), G (the ruby), torches."""
    scale = 2
    c = cell * scale
    wall = max(3, round(c * 0.2))
    pad = wall
    image = Image.new("RGBA", (room.width * c + 2 * pad, room.height * c + 2 * pad), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)

    def box(x: int, y: int) -> tuple[float, float, float, float]:
        return pad + x * c, pad + y * c, pad + (x + 1) * c, pad + (y + 1) * c

    for y in range(room.height):
        for x in range(room.width):
            shade = SLAB_COLORS[(x * 7 + y * 13) % len(SLAB_COLORS)]
            left, top, right, bottom = box(x, y)
            draw.rectangle((left, top, right, bottom), fill=MORTAR)
            draw.rectangle((left + 1, top + 1, right - 2, bottom - 2), fill=shade)
    for cell_mark, paint in ((room.start, "S"), (room.goal, "G"), *((t, "T") for t in room.torches)):
        left, top, right, bottom = box(*cell_mark)
        inset = c * 0.22
        if paint == "S":
            for i in range(3):
                y0 = top + inset + i * (c - 2 * inset) / 3
                draw.rectangle((left + inset, y0, right - inset, y0 + (c - 2 * inset) / 3 - 1),
                               fill=(150 - 40 * i, 144 - 40 * i, 136 - 40 * i))
        elif paint == "G":
            draw.ellipse((left + inset, top + inset, right - inset, bottom - inset), fill=RUBY, outline=(90, 10, 24))
        else:
            draw.ellipse((left + inset, top + inset, right - inset, bottom - inset), fill=EMBER, outline=(110, 50, 20))
    half = wall / 2
    for (ax, ay), (bx, by) in room.walls:
        if bx == ax + 1:
            x = pad + bx * c
            draw.rectangle((x - half, pad + ay * c - half, x + half, pad + (ay + 1) * c + half), fill=MAP_WALL)
        else:
            y = pad + by * c
            draw.rectangle((pad + ax * c - half, y - half, pad + (ax + 1) * c + half, y + half), fill=MAP_WALL)
    draw.rectangle((pad - half, pad - half, pad + room.width * c + half, pad + room.height * c + half),
                   outline=MAP_WALL, width=wall)
    return image.resize((image.width // scale, image.height // scale), Image.LANCZOS)


# -- the keys line -------------------------------------------------------------------------------------------
def keys_image(segments, pixels: int, font: str, text_color: tuple, cap_color: tuple) -> Image.Image:
    """A line of key help: each segment is ("key", name), drawn as a key cap (a rounded stone-dark
    square with a lit top edge and the name in it), or ("text", words); `pixels` is the words' font
    size, the picture as tall as a cap, transparent round it."""
    face = ImageFont.truetype(font, pixels)
    key_face = ImageFont.truetype(font, round(pixels * 0.85))
    pad, gap, cap_h = round(pixels * 0.35), round(pixels * 0.3), round(pixels * 1.45)
    ascent, descent = face.getmetrics()
    pieces, width = [], 0
    for kind, words in segments:
        if kind == "key":
            box = key_face.getbbox(words)
            w = max(cap_h, box[2] - box[0] + 2 * pad)
        else:
            w = round(face.getlength(words))
        pieces.append((kind, words, width, w))
        width += w + gap
    # even sides, so the picture centred on a whole pixel lies on whole pixels
    image = Image.new("RGBA", (-(-(width - gap) // 2) * 2, -(-(cap_h + 2) // 2) * 2), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    line = max(1, pixels // 10)
    for kind, words, x, w in pieces:
        if kind == "key":
            edge = tuple(min(255, round(c * 1.9)) for c in cap_color)
            draw.rounded_rectangle((x, 2, x + w - 1, cap_h + 1), radius=pixels // 4, fill=(0, 0, 0, 160))
            draw.rounded_rectangle((x, 0, x + w - 1, cap_h - 1), radius=pixels // 4, fill=(*cap_color, 255),
                                   outline=(*edge, 255), width=line)
            draw.text((x + w / 2, cap_h / 2 - line), words, font=key_face, fill=(*text_color, 255), anchor="mm")
        else:
            draw.text((x, (cap_h - ascent - descent) / 2), words, font=face, fill=(*text_color, 255))
    return image
