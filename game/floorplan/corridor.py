"""The Visitor's view: a first-person picture of the corridor he stands in (the source's "3D POV"
explore mode), drawn from the openings of the spaces ahead (1:1 and small, so a new view costs a
millisecond or two when the Visitor steps).

Looking one way from the Visitor's space, the view follows the corridor while each space connects to
the next: up to four spaces deep, each drawn as a slice of a one-point perspective (floor with its
red runner, ceiling, a wall or a side opening left and right), darker with distance. It ends at a wall
(no way on), in darkness (further than the view reaches), or at the far wall of a room: a Gallery
shows its painting once visited (a dark empty frame until then), the Stairway its steps, the Foyer
its doors. The Visitor faces the way he last stepped; K and L turn him left and right, and a click
on the view opens it large (`overlays.LargeView`).

`corridor_image` draws the picture (PIL, pure); `CorridorPanel` keeps its sprite and texts and asks
for a new picture only when what is seen changes (pictures are cached by what they show).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import arcade
from PIL import Image, ImageDraw

from game.floorplan import art_brush as brush
from game.floorplan import textures as tx
from game.floorplan.layout import Layout
from game.floorplan.pure.board import SPARE, Geometry
from game.floorplan.pure.content import SIDE_BITS
from game.ui import theme
from game.ui.labels import Labels
from game.ui.prompts import key_label
from game.ui.sprites import hide, image_texture, make_sprite

#: Side letter -> (left of it, right of it) when facing that way.
TURNS = {"N": ("W", "E"), "E": ("N", "S"), "S": ("E", "W"), "W": ("S", "N")}
CLOCKWISE = {"N": "E", "E": "S", "S": "W", "W": "N"}
ANTICLOCKWISE = {after: before for before, after in CLOCKWISE.items()}
STEP = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
WORDS = {"N": "north", "E": "east", "S": "south", "W": "west"}
DEPTH = 4
#: The longest line of the small view's caption, in characters (13 point: it stays in the frame).
CAPTION_CHARS = 22
#: The scale of the opening at each depth boundary (0: the near edge of the Visitor's space).
SCALES = (1.0, 0.56, 0.33, 0.21, 0.14)
VIEW_W, VIEW_H = 252, 140
#: Floor colours of the kinds of space (the Foyer's marble otherwise).
FLOORS = {"passage": (170, 128, 84), "gallery": (120, 92, 100), "stairway": (150, 110, 90)}


@dataclass(frozen=True)
class Slice:
    """One space along the line of sight: its kind, and whether it opens left and right."""

    kind: str
    left: bool
    right: bool


def _shade(color, depth: float) -> tuple[int, int, int, int]:
    f = max(0.18, 1.0 - 0.2 * depth)
    return (int(color[0] * f), int(color[1] * f), int(color[2] * f), 255)


def corridor_image(width: int, height: int, slices: tuple[Slice, ...], end: tuple) -> Image.Image:
    """The view down `slices` (nearest first) ending at `end`: ("wall",), ("dark",), or ("room",
    kind, gallery order, visited) for the far wall of the last slice's room. 1x, drawn at 2x."""
    ss = 1  # drawn 1:1: a new view must cost little (it is made when the Visitor steps)
    w, h = width * ss, height * ss
    image = Image.new("RGBA", (w, h), (8, 6, 10, 255))
    draw = ImageDraw.Draw(image)
    cx = w / 2

    def rect(d: int) -> tuple[float, float, float, float]:
        return _depth_box(w, h, d)

    for d, part in enumerate(slices):
        (x0, y0, x1, y1), (u0, v0, u1, v1) = rect(d), rect(d + 1)
        floor = FLOORS.get(part.kind, (200, 196, 190))
        draw.polygon([(x0, y1), (x1, y1), (u1, v1), (u0, v1)], fill=_shade(floor, d))
        if part.kind == "passage":  # the red runner toward the far end
            mid0, mid1 = (x1 - x0) * 0.14, (u1 - u0) * 0.14
            draw.polygon([(cx - mid0, y1), (cx + mid0, y1), (cx + mid1, v1), (cx - mid1, v1)],
                         fill=_shade(brush.RUNNER, d))
        draw.polygon([(x0, y0), (x1, y0), (u1, v0), (u0, v0)], fill=_shade((40, 30, 38), d))
        wall = (96, 78, 92) if part.kind == "passage" else (110, 60, 70)
        for is_open, (ax, bx) in ((part.left, (x0, u0)), (part.right, (x1, u1))):
            if is_open:  # a side passage: in shadow, its floor running off to the side
                draw.polygon([(ax, y0), (bx, v0), (bx, v1), (ax, y1)], fill=(10, 8, 11, 255))
                lo, hi = min(ax, bx), max(ax, bx)
                draw.rectangle((lo, v0 + (v1 - v0) * 0.1, hi, v1), fill=_shade(wall, d + 2.2))
                draw.polygon([(ax, y1), (bx, v1), (bx if bx > ax else lo, y1)], fill=_shade(floor, d + 0.8))
                draw.line((bx, v0, bx, v1), fill=_shade(brush.GOLD_DARK, d), width=ss)
            else:
                draw.polygon([(ax, y0), (bx, v0), (bx, v1), (ax, y1)], fill=_shade(wall, d + 0.3))
                draw.line((ax, (y0 + y1) / 2, bx, (v0 + v1) / 2), fill=_shade(brush.GOLD_DARK, d + 0.3), width=ss)
    far = len(slices)
    u0, v0, u1, v1 = rect(far)
    if end[0] == "dark":
        draw.rectangle((u0, v0, u1, v1), fill=(4, 3, 6, 255))
    else:
        draw.rectangle((u0, v0, u1, v1), fill=_shade((96, 78, 92) if end[0] == "wall" else (110, 60, 70), far))
        if end[0] == "room":
            _far_wall(image, draw, (u0, v0, u1, v1), end, far)
    draw.rectangle((0, 0, w - 1, h - 1), outline=(120, 80, 50, 255), width=4 * ss)  # the frame, drawn in
    return image


def _depth_box(width: int, height: int, depth: int) -> tuple[float, float, float, float]:
    """The box (left, top, right, bottom, image pixels) that the corridor's walls frame `depth`
    squares ahead, in a view `width` x `height`: the far wall's when the corridor ends there."""
    s = SCALES[min(depth, len(SCALES) - 1)]
    cx, cy = width / 2, height * 0.46
    return cx - width / 2 * s * 1.15, cy - height * 0.46 * s, cx + width / 2 * s * 1.15, cy + height * 0.54 * s


def _painting_size(box) -> tuple[int, int]:
    """A painting's size on a far wall of the box (left, top, right, bottom)."""
    x0, y0, x1, y1 = box
    return int((x1 - x0) * 0.5), int((y1 - y0) * 0.42)


def painting_sizes(width: int = VIEW_W, height: int = VIEW_H) -> list[tuple[int, int]]:
    """Each size a far wall shows a Gallery's painting at, nearest first (a corridor of one square
    to `DEPTH`)."""
    return [_painting_size(_depth_box(width, height, far)) for far in range(1, DEPTH + 1)]


def _far_wall(image: Image.Image, draw: ImageDraw.ImageDraw, box, end: tuple, depth: int) -> None:
    """The far wall of a room: a painting (or an empty frame), steps, or the Foyer's doors."""
    _, kind, order, visited = end
    x0, y0, x1, y1 = box
    bw, bh = x1 - x0, y1 - y0
    if kind == "gallery":
        pw, ph = _painting_size(box)
        if pw < 8 or ph < 6:
            return
        if visited:
            image.alpha_composite(_painting(pw, ph, order), (int(x0 + (bw - pw) / 2), int(y0 + bh * 0.18)))
        else:
            draw.rectangle((x0 + (bw - pw) / 2, y0 + bh * 0.18, x0 + (bw + pw) / 2, y0 + bh * 0.18 + ph),
                           outline=_shade(brush.GOLD_DARK, depth), width=2)
    elif kind == "stairway":
        for k in range(5):
            t = k / 5
            draw.rectangle((x0 + bw * (0.25 + 0.03 * k), y0 + bh * (0.9 - 0.16 * k), x1 - bw * (0.25 + 0.03 * k),
                            y0 + bh * (0.9 - 0.16 * (k - 1)) if k else y1), fill=_shade((176, 130, 96), depth + t))
    elif kind == "foyer":
        draw.rectangle((x0 + bw * 0.3, y0 + bh * 0.25, x1 - bw * 0.3, y1), fill=_shade((70, 40, 26), depth))
        draw.line((x0 + bw / 2, y0 + bh * 0.25, x0 + bw / 2, y1), fill=_shade(brush.GOLD, depth), width=2)


@lru_cache(maxsize=64)
def _painting(width: int, height: int, order: int) -> Image.Image:
    """A Gallery's painting at the size the far wall shows it (made once per size)."""
    from game.floorplan.art_paintings import painting_image

    return painting_image(width, height, order)


@lru_cache(maxsize=8)
def view_texture(slices: tuple[Slice, ...], end: tuple) -> arcade.Texture:
    """The view's texture for what it shows, the last 8 kept: each holds 35,000 pixels of the game's
    texture atlas, and with 64 kept a game's walks doubled the atlas to 4096x4096 (68 MB more)."""
    return image_texture(corridor_image(VIEW_W, VIEW_H, slices, end), f"floorplan-view-{hash((slices, end))}")


def look(g: Geometry, view, facing: str) -> tuple[tuple[Slice, ...], tuple]:
    """What the Visitor sees facing `facing` from his space in `view`: the slices and the end."""
    from game.floorplan.pure.rules import locked_mask, position, square_openings

    here = position(g, view, 0)
    if here == SPARE:
        return (), ("dark",)
    opens = square_openings(view)
    east, south = g.connections(opens, locked_mask(g, view))
    visited = {g.index(s) for s in view.visited}
    slices: list[Slice] = []
    left, right = TURNS[facing]
    square = here
    for _ in range(DEPTH):
        linked = set(g.steps(square, east, south))
        near = {side: other for side, other in g.neighbours[square]}
        kind = g.kinds[square]
        if kind == "passage":  # a tile's own corridor: its openings, whatever lies beyond
            sides = (bool(opens[square] & SIDE_BITS[left]), bool(opens[square] & SIDE_BITS[right]))
        else:  # a room's doorways lead where they connect
            sides = (near.get(left) in linked, near.get(right) in linked)
        slices.append(Slice(kind, *sides))
        ahead = near.get(facing)
        if ahead is None or ahead not in linked:
            if kind != "passage":
                order = g.galleries.index(square) if kind == "gallery" else 0
                return tuple(slices), ("room", kind, order, square in visited)
            return tuple(slices), ("wall",)
        square = ahead
    return tuple(slices), ("dark",)


class CorridorPanel:
    """The view's sprite and caption in a box of the screen (none when the layout leaves no room)."""

    def __init__(self, layout: Layout, g: Geometry, labels: Labels, pictures: arcade.SpriteList) -> None:
        """`labels`: the batch its texts join; `pictures`: the opaque list its sprite joins (the HUD
        draws both)."""
        self.g = g
        self.facing = "N"
        self.box = room_for_view(layout)
        self.shown: tuple | None = None
        # the paintings made ahead (`warm`): (gallery order, size), and those still to make
        self._painted: set[tuple[int, tuple[int, int]]] = set()
        self._to_paint: list[tuple[int, tuple[int, int]]] = []
        self._warm_for: tuple | None = None  # the Galleries visited they were listed for
        if self.box is None:
            self.sprite = make_sprite(None)
            hide(self.sprite)
            self.caption = None
            return
        left, bottom, right, top = self.box
        self.sprite = make_sprite(view_texture((), ("dark",)), left + VIEW_W / 2 + 6, (bottom + top) / 2)
        pictures.append(self.sprite)  # opaque (its frame drawn in): drawn unblended
        x = round(left + VIEW_W + 24)
        # the heading and the hint never change: words on pictures, drawn with the view (each font of
        # the texts drawn every frame is one more text group to draw each frame)
        for words, y, points, color, face in (
                ("THE VISITOR'S VIEW", top - 20, 14, (232, 190, 96), "Liberation_Sans_Bold"),
                (f"{key_label('floorplan', 'look_left')}/{key_label('floorplan', 'look')}: turn   "
                 "click: enlarge", bottom + 14, 12, (176, 156, 140), "Liberation_Sans_Regular")):
            plate = tx.plate(words, points, color, face)
            pictures.append(make_sprite(plate, x - 2 + plate.width / 2, round(y)))
        # lines broken by hand (`caption_lines`), the width wide enough never to wrap them (wrapping
        # costs ~2 ms a change); the breaks keep every line inside the board's frame
        self.caption = labels.add("", x, round(top - 46), (244, 228, 196), 13, anchor_y="top", multiline=True,
                                  width=400, fit_width=theme.WIDTH - 8 - x, fit_height=top - 46 - bottom - 24)
        self.words = ""   # the caption on one line (the enlarged view's)
        self._text = ""   # the caption's lines for the picture shown
        self.seen: tuple = ((), ("dark",))  # (slices, end) shown now

    def contains(self, x: float, y: float) -> bool:
        """True when a design point is on the view."""
        if self.box is None:
            return False
        s = self.sprite
        return abs(x - s.center_x) <= VIEW_W / 2 and abs(y - s.center_y) <= VIEW_H / 2

    def face_to(self, side: str) -> None:
        """Face a side ("N", "E", "S", "W"; anything else: north), as a kept view was left."""
        self.facing = side if side in TURNS else "N"

    def turn(self, way: int = 1) -> None:
        """Look a quarter turn to the right (`way` 1) or to the left (-1)."""
        self.facing = (CLOCKWISE if way > 0 else ANTICLOCKWISE)[self.facing]

    def face(self, origin, to) -> None:
        """Face the way of a step on one floor (a climb keeps the facing)."""
        if origin[0] == to[0]:
            step = (to[1] - origin[1], to[2] - origin[2])
            self.facing = next((side for side, d in STEP.items() if d == step), self.facing)

    def show(self, view, words: bool = True) -> bool:
        """The picture of what the Visitor sees now (a new one only when it changed) and, with
        `words`, its caption (without, the caption follows at the next call: a new picture and a
        caption fitted to its box cost 0.7-1 ms each in software rendering, and together they
        made a push's slowest frame); True when the picture is a new one."""
        if self.box is None:
            return False
        slices, end = look(self.g, view, self.facing)
        key = (slices, end, self.facing, view.visitor)
        painted = key != self.shown
        if painted:
            self.shown = key
            self.seen = (slices, end)
            self.sprite.texture = view_texture(slices, end)
            self._text = self._caption(view, end)
        if words and self.caption.text != self._text:
            self.caption.text = self._text
        return painted

    def warm(self, view) -> None:
        """Paint ahead, one a call, the paintings a far wall may show: each visited Gallery's at
        each depth (painted in the frame that first showed it, one cost 1.1 ms there)."""
        if self.box is None:
            return
        if view.visited != self._warm_for:
            self._warm_for = view.visited
            galleries = self.g.galleries
            orders = [galleries.index(i) for i in (self.g.index(s) for s in view.visited) if i in galleries]
            self._to_paint = [(order, size) for order in orders for size in painting_sizes()
                              if size[0] >= 8 and size[1] >= 6 and (order, size) not in self._painted]
        if self._to_paint:
            order, size = self._to_paint.pop()
            self._painted.add((order, size))
            _painting(*size, order)

    def _caption(self, view, end: tuple) -> str:
        """The caption's lines for a view whose corridor ends in `end` (and `words`, the caption on one
        line, for the enlarged view)."""
        ahead = {"wall": "a wall", "dark": "darkness"}.get(end[0], "")
        if end[0] == "room":
            _, kind, order, visited = end
            ahead = {"stairway": "the stairs", "foyer": "the Foyer's doors"}.get(
                kind, "a painting" if visited else "an empty frame")
        if view.visitor is None:
            text = "Riding the spare tile:\nnothing to see until\nit is pushed in."
            self.words = "Riding the spare tile: nothing to see until it is pushed in."
        else:
            where = self.g.describe(self.g.index(view.visitor))
            where = where[0].lower() + where[1:]
            text = "\n".join((f"Facing {WORDS[self.facing]}", *caption_lines(f"in {where}"), f"ahead: {ahead}"))
            self.words = f"Facing {WORDS[self.facing]} in {where}; ahead: {ahead}"
        return text


def caption_lines(words: str, width: int = CAPTION_CHARS) -> list[str]:
    """`words` broken into lines of at most `width` characters (one line when it fits)."""
    lines: list[str] = []
    for word in words.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def room_for_view(layout: Layout) -> tuple[float, float, float, float] | None:
    """A box above a floor that leaves room for the view and its caption, or None."""
    for floor in range(len(layout.floors) - 1, -1, -1):
        left, bottom, right, top = layout.frame_box(floor)
        room = 680 - top
        if room >= VIEW_H + 20 and right - left >= VIEW_W + 180:
            return left, top + 8, right, top + 8 + VIEW_H + 8
    return None
