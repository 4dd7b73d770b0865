"""Pharaoh Tomb's screen layout and textures: where the board, the panel's boxes and the pocket slots
are, and the pictures of `art` made into textures once per process.

The board is an 8x8 `BoardGeometry` at the left; the side panel at the right has the level and score
boxes, the progress box with its bar, the pocket's three slots and the kinds in play. The tomb (the
wall, the board's frame, the panel's boxes and their fixed labels) is one backdrop picture of the
design space (`tomb.py`).
"""

from __future__ import annotations

from functools import lru_cache

import arcade
import numpy as np
from PIL import Image

from game.pharaoh import art, tomb
from game.pharaoh.pure.rules import CROOKER, GLYPH, KEY, KEY_PIECE, index_of
from game.ui import theme
from game.ui.board import BoardGeometry
from game.ui.labels import BOLD_FONT, font_file, word_image
from game.ui.sprites import image_texture, make_sprite

#: The display face of the panel's headings (the theme's, where every letter is unmistakable).
HEADING_FILE = font_file(theme.HEADING_FONT)

# -- layout (design coordinates, y up) ----------------------------------------------------------------
CELL = 72
BOARD_LEFT = BOARD_BOTTOM = 80
BOARD_TOP = BOARD_BOTTOM + 8 * CELL
BOARD_RIGHT = BOARD_LEFT + 8 * CELL
BOARD = BoardGeometry(BOARD_LEFT, BOARD_TOP, CELL, 8, 8)
FRAME = 18
PANEL = (720, 62, 1240, 674)  # left, bottom, right, top
PANEL_X = (PANEL[0] + PANEL[2]) / 2
LEVEL_BOX = (744, 520, 964, 604)
SCORE_BOX = (996, 520, 1216, 604)
PROGRESS_BOX = (744, 392, 1216, 500)
BAR = (764, 438, 1196, 460)
SLOT_W, SLOT_BOTTOM, SLOT_TOP = 140, 236, 346
SLOTS = {GLYPH: 744, KEY_PIECE: 910, CROOKER: 1076}  # slot lefts
KINDS_BOX = (744, 98, 1216, 152)
GLYPH_SCALE = CELL / art.TEXTURE
INSETS = (LEVEL_BOX, SCORE_BOX, PROGRESS_BOX, KINDS_BOX,
          *((left, SLOT_BOTTOM, left + SLOT_W, SLOT_TOP) for left in SLOTS.values()))
BORDER = 6  # the sandstone border of the panel's boxes
#: The frame's top and the wall above it, drawn over the glyphs (a part of the backdrop): refills
#: stay hidden until they cross into the board.
MASK_BOX = (BOARD_LEFT - FRAME, BOARD_TOP, BOARD_RIGHT + FRAME, theme.HEIGHT)
#: Design-space box the moving glyphs are drawn in: the window below the mask (a glyph swelling at
#: the top row reaches less than FRAME past the board's side, so never beside the mask).
BELOW_MASK = (0, 0, theme.WIDTH, BOARD_TOP)

SAND_TEXT = art.SAND
#: The panel's fixed words, drawn into the backdrop once: (text, x, y, points, colour, face, anchor).
#: Points are arcade's font sizes (96 dpi: 4/3 pixel per point). The panel's bottom line (the keys,
#: or a message) is `status.StatusLine`'s.
PANEL_LABELS = (
    ("PHARAOH TOMB", PANEL_X, 636, 24, SAND_TEXT, HEADING_FILE, "mm"),
    ("LEVEL", (LEVEL_BOX[0] + LEVEL_BOX[2]) / 2, LEVEL_BOX[3] - 18, 12, (164, 158, 176),
     "Liberation/Liberation_Sans_Bold", "mm"),
    ("SCORE", (SCORE_BOX[0] + SCORE_BOX[2]) / 2, SCORE_BOX[3] - 18, 12, (164, 158, 176),
     "Liberation/Liberation_Sans_Bold", "mm"),
    ("POCKET", SLOTS[GLYPH], 364, 15, SAND_TEXT, HEADING_FILE, "lm"),
    ("IN PLAY", KINDS_BOX[0], 166, 13, SAND_TEXT, HEADING_FILE, "lm"),
    *((f"{number}  {name}", SLOTS[piece] + SLOT_W / 2, 218, 14, SAND_TEXT, "Liberation/Liberation_Sans_Bold",
       "mm") for number, (piece, name) in enumerate(((GLYPH, "Free glyph"), (KEY_PIECE, "Key"),
                                                      (CROOKER, "Crooker")), 1)),
)
PIECE_NAMES = {GLYPH: "free hieroglyph", KEY_PIECE: "universal key", CROOKER: "space crooker"}


def cell_center(x: float, y: float) -> tuple[float, float]:
    """The design-space centre of board cell (x, y); rows above the board (y < 0) lie above it."""
    return BOARD.cell_center((x, y))


def cell_at(px: float, py: float) -> int | None:
    """The board index under a design-space point, or None off the board."""
    cell = BOARD.cell_at(px, py)
    return None if cell is None else index_of(cell)


def slot_center(piece: str) -> tuple[float, float]:
    """The centre of a pocket slot's picture."""
    return SLOTS[piece] + SLOT_W / 2, (SLOT_BOTTOM + SLOT_TOP) / 2


def slot_at(px: float, py: float) -> str | None:
    """The pocket slot under a design-space point, or None."""
    for piece, left in SLOTS.items():
        if left <= px <= left + SLOT_W and SLOT_BOTTOM <= py <= SLOT_TOP:
            return piece
    return None


# -- textures (made once per process) ----------------------------------------------------------------
def _texture(image, name: str) -> arcade.Texture:
    return image_texture(image, f"pharaoh-{name}")


@lru_cache(maxsize=None)
def glyph_textures(colorblind: bool, tiled: bool, size: int = art.TEXTURE) -> tuple[arcade.Texture, ...]:
    """The ten kinds and the key (index KEY) in the chosen palette, on their tiles (the board) or
    not (the panel), `size` pixels square (the pictures are drawn at `art.TEXTURE`). A tile's
    colours are mixed with the floor's where it is see-through, so that a glyph at rest looks the
    same drawn opaque (cheaper) as blended."""
    def picture(kind: int):
        image = _sized(art.glyph_image(kind, colorblind, tiled), size)
        return _on_floor(image) if tiled else image
    return tuple(_texture(picture(k), f"glyph-{k}-{colorblind}-{tiled}-{size}") for k in range(KEY + 1))


def _on_floor(image):
    """An RGBA picture whose colours are mixed with `art.FLOOR` as much as it is see-through (its
    alpha kept): opaque, it shows what blended over the floor would."""
    pixels = np.asarray(image, dtype=np.float32)
    alpha = pixels[..., 3:] / 255
    pixels[..., :3] = pixels[..., :3] * alpha + np.asarray(art.FLOOR, np.float32) * (1 - alpha)
    return Image.fromarray(np.round(pixels).astype(np.uint8))


def _sized(image, size: int):
    """A square picture at `size` pixels (itself when it already is)."""
    return image if image.width == size else image.resize((size, size), Image.LANCZOS)


@lru_cache(maxsize=None)
def icon(name: str, size: int = art.TEXTURE) -> arcade.Texture:
    """A texture by name (crooker, tablet, glow, frame), `size` pixels square."""
    return _texture(_sized(getattr(art, f"{name}_image")(), size), f"{name}-{size}")


#: The faintest part of the sparks' dot that is kept (alpha, of 255): fainter is out of sight
#: (a spark at full strength moves a pixel by at most 2%) and cut off.
SPARK_FAINTEST = 6


@lru_cache(maxsize=None)
def spark() -> arcade.Texture:
    """The sparks' soft dot, at `icon`'s pixels per design pixel, cut to where it shows
    (`SPARK_FAINTEST`): a cascade's sparks are most of its frames' pixels, and the cut margin was
    a quarter of them."""
    image = _sized(art.spark_image(), art.TEXTURE)
    shown = image.getchannel("A").point(lambda alpha: 255 if alpha > SPARK_FAINTEST else 0).getbbox()
    return _texture(image.crop(shown), "spark-cut")


@lru_cache(maxsize=None)
def banner(text: str, size: int, color: tuple) -> arcade.Texture:
    """Words in bold with a dark outline as a texture (call-outs), drawn at 2x."""
    image = word_image(text, size * 2, color, face=BOLD_FONT, stroke=max(3, size // 6), outline=art.INK, pad=4)
    return _texture(image, f"banner-{text}-{size}-{color}")


@lru_cache(maxsize=None)
def joint(row: bool) -> arcade.Texture:
    """A wall joint's cross-section (`tomb.joint_image`), stretched along the joint."""
    return _texture(tomb.joint_image(row), f"joint-{row}")


@lru_cache(maxsize=1)
def flame() -> arcade.Texture:
    """A torch flame (`tomb.flame_image`) at its size on screen."""
    return _texture(tomb.flame_image().resize((26, 52), Image.LANCZOS), "flame")


#: The grid (design pixels) on which the backdrop's pictured parts are cut.
PART_CELL = 4
#: The widest a part may be (design pixels): a strip the window's width took an atlas 2048 wide
#: (8 MB more in software rendering), so longer runs are cut in pieces.
PART_MAX_WIDTH = 640


def backdrop_parts() -> list[tuple[tuple, arcade.Texture]]:
    """The backdrop where it is more than the clear colour and the wall's joints (`wall_joints`),
    as (design box, texture) rectangles on a PART_CELL grid, leaving out what the mask covers:
    the frame, the boxes' borders, the labels, the friezes and the torches."""
    image, _, solid = _room()
    plain = tomb.plain_wall(theme.WIDTH, theme.HEIGHT, solid)
    differs = np.any(np.asarray(image) != np.asarray(plain), axis=2)
    left, bottom, right, top = MASK_BOX
    differs[theme.HEIGHT - top:theme.HEIGHT - bottom, left:right] = False
    rows, cols = theme.HEIGHT // PART_CELL, theme.WIDTH // PART_CELL
    cells = differs.reshape(rows, PART_CELL, cols, PART_CELL).any(axis=(1, 3))
    open_runs: dict[tuple[int, int], int] = {}  # (first, end column) -> first row, runs still growing
    rects = []
    for row in range(rows + 1):
        runs = set()
        if row < rows:
            edges = np.flatnonzero(np.diff(np.concatenate(([0], cells[row].astype(np.int8), [0]))))
            runs = {piece for a, b in zip(edges[::2], edges[1::2]) for piece in _pieces(int(a), int(b))}
        for run in [run for run in open_runs if run not in runs]:
            rects.append((run, open_runs.pop(run), row))
        for run in runs:
            open_runs.setdefault(run, row)
    boxes = [(a * PART_CELL, theme.HEIGHT - end * PART_CELL, b * PART_CELL, theme.HEIGHT - first * PART_CELL)
             for (a, b), first, end in rects]
    return [(box, backdrop_texture(box)) for box in boxes]


def _pieces(first: int, end: int) -> list[tuple[int, int]]:
    """A run of part cells [first, end) cut in equal pieces no wider than `PART_MAX_WIDTH`."""
    count = -(-(end - first) * PART_CELL // PART_MAX_WIDTH)
    cuts = [first + (end - first) * k // count for k in range(count + 1)]
    return list(zip(cuts, cuts[1:]))


def backdrop_layer() -> arcade.SpriteList:
    """The backdrop to draw over the clear colour: the wall's joints as stretched strips, then its
    pictured parts (`backdrop_parts`); all opaque, so drawn without blending (cheaper)."""
    layer = arcade.SpriteList()
    for (x0, y0, x1, y1), row in tomb.joints(theme.WIDTH, theme.HEIGHT, _room()[2]):
        sprite = make_sprite(joint(row), (x0 + x1) / 2, theme.HEIGHT - (y0 + y1) / 2)
        sprite.width, sprite.height = x1 - x0, y1 - y0
        layer.append(sprite)
    for (left, bottom, right, top), texture in backdrop_parts():
        layer.append(make_sprite(texture, (left + right) / 2, (bottom + top) / 2))
    layer.blend = False
    return layer


def mask_layer() -> arcade.SpriteList:
    """The frame's top and the wall above it (`MASK_BOX`), drawn over the glyphs: opaque."""
    left, bottom, right, top = MASK_BOX
    layer = arcade.SpriteList()
    layer.append(make_sprite(backdrop_texture(MASK_BOX), (left + right) / 2, (bottom + top) / 2))
    layer.blend = False
    return layer


@lru_cache(maxsize=None)
def backdrop_texture(box: tuple) -> arcade.Texture:
    """The part of the backdrop inside a design box (left, bottom, right, top)."""
    return _texture(_room()[0].crop(_flip(box)), f"backdrop-{box}")


def _flip(box: tuple) -> tuple:
    """A (left, bottom, right, top) design box as a PIL (left, top, right, bottom) box."""
    left, bottom, right, top = box
    return left, theme.HEIGHT - top, right, theme.HEIGHT - bottom


@lru_cache(maxsize=1)
def _room() -> tuple:
    """The backdrop picture, its labels' boxes and the image boxes that cover the wall."""
    board = _flip((BOARD_LEFT, BOARD_BOTTOM, BOARD_RIGHT, BOARD_TOP))
    insets = [_flip(box) for box in INSETS]
    labels = [(text, x, theme.HEIGHT - y, round(points * 4 / 3), color, face, anchor)
              for text, x, y, points, color, face, anchor in PANEL_LABELS]
    image, label_boxes = tomb.backdrop_image(theme.WIDTH, theme.HEIGHT, board, insets, BORDER, labels)
    return image, label_boxes, tomb.solid_boxes(theme.WIDTH, theme.HEIGHT, board, insets, BORDER)
