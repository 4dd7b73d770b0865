"""The park on screen: the still picture, and the layers a game changes cell by cell.

Layers, bottom to top: the park picture (lawn, water, sidewalks, furniture, trees, gates, hedge), the
worn strips joining worn neighbours, the worn patches, the owners' marks (pattern discs), the fences.
Only sprites that show something are in their lists, and a change moves, retextures or (un)lists a
sprite, never rebuilds a list.

The ground (picture, strips, patches, marks) is one `Canvas` (see `canvas.py`), copied to the screen
each frame; a change repaints only the cells round it, in the frame that shows it. The fences, which
grow and sink while the hour plays out, are drawn live on top.
"""

from __future__ import annotations

import math

import arcade

from game.olifantenpad import textures
from game.olifantenpad.canvas import Canvas
from game.olifantenpad.pure.geometry import geometry
from game.olifantenpad.pure.hour import GREY, NOBODY
from game.olifantenpad.pure.park import Cell, Park
from game.ui.board import BoardGeometry
from game.ui.sprites import set_listed

#: Width of the hedge round the park, in design pixels.
HEDGE = 14
#: Board area (left, bottom, right, top) the park is fitted into.
BOARD_AREA = (30, 48, 896, 690)
#: A lesson's park sits lower: its text goes above it.
LESSON_AREA = (30, 48, 896, 540)
MAX_CELL = 64
#: Above this many boxes of changed cells in one frame, one box round all of them is repainted instead.
MAX_BOXES = 6


def fit_board(park: Park, lesson: bool = False, top: float | None = None) -> BoardGeometry:
    """The park's place on screen: the largest even cell that fits the board area, centred; `top`:
    the area stops there (a lesson's text, taller at a larger text size, stands above it)."""
    left, bottom, right, area_top = LESSON_AREA if lesson else BOARD_AREA
    area = (left, bottom, right, area_top if top is None else min(area_top, top))
    return BoardGeometry.fit(area, park.width, park.height, max_cell=MAX_CELL, step=2)


def owner_key(owner: int) -> int | None:
    """The owner argument of the mark texture: a player, or None for grey."""
    return None if owner == GREY else owner


class ParkView:
    """The park's sprites for one board geometry; `wear`, `owner` and `fenced` are what it shows."""

    def __init__(self, park: Park, board: BoardGeometry) -> None:
        self.park, self.board = park, board
        self.geo = geometry(park)
        c = self.cell = int(board.cell)
        picture = textures.park_texture(park.rows, c, HEDGE, park.name)
        center = (board.left + board.width / 2, board.bottom + board.height / 2)
        w, h = picture.size
        # The picture (half a million pixels) has an atlas of its own: in the game's it took more
        # than half of 1024x1024, and the game's atlas doubled to 2048x2048 (16 MB in software
        # rendering) for the rest; it is drawn only when the ground canvas is repainted.
        self.picture = arcade.SpriteList(atlas=arcade.DefaultTextureAtlas((w + 4, h + 4), border=1, auto_resize=False))
        self.picture.blend = False  # an opaque picture: no blending is cheaper to fill
        self.picture.append(arcade.Sprite(picture, center_x=center[0], center_y=center[1]))
        #: The ground: what the park picture covers.
        self.canvas = Canvas((center[0] - w / 2, center[1] - h / 2, w, h), self._paint)
        #: Cells (x, y) to repaint in the next frame; the ring of cells round the park covers the hedge.
        self.dirty: set[Cell] = set()
        self.bridges = arcade.SpriteList()
        self.patches = arcade.SpriteList()
        self.marks = arcade.SpriteList()
        #: owners' marks growing in, out of the canvas and drawn over it each frame until they are
        #: full size (repainting the cells round a growing mark each frame cost about 1 ms a frame)
        self.rising = arcade.SpriteList()
        self.fences = arcade.SpriteList()
        self.trees = arcade.SpriteList()
        size = self.geo.size
        self.patch = [self._sprite(textures.piece("patch", c, 1), i) for i in range(size)]
        self.mark = [self._sprite(textures.piece("owner", c, 0, 1), i) for i in range(size)]
        self.fence = [self._sprite(textures.piece("fence", c), i) for i in range(size)]
        self.bridge: dict[tuple[int, int], arcade.Sprite] = {}
        for i in range(size):
            for j, _, _, _ in self.geo.around[i]:
                if j > i and self.geo.grass[i] and self.geo.grass[j]:
                    self.bridge[(i, j)] = self._bridge_sprite(i, j)
        self.wear = [0] * size
        self.owner = [NOBODY] * size
        self.fenced: set[int] = set()

    def _sprite(self, texture: arcade.Texture, index: int) -> arcade.Sprite:
        x, y = self.board.center(self.geo.cell(index))
        return arcade.Sprite(texture, scale=0.5, center_x=x, center_y=y)

    def _bridge_sprite(self, i: int, j: int) -> arcade.Sprite:
        (ax, ay), (bx, by) = self.geo.cell(i), self.geo.cell(j)
        diagonal = ax != bx and ay != by
        sprite = arcade.Sprite(textures.piece("bridge", self.cell, 1, diagonal), scale=0.5)
        (x0, y0), (x1, y1) = self.board.center((ax, ay)), self.board.center((bx, by))
        sprite.position = ((x0 + x1) / 2, (y0 + y1) / 2)
        sprite.angle = math.degrees(math.atan2(by - ay, bx - ax))  # clockwise on screen, y down in cells
        return sprite

    def center(self, index: int) -> tuple[float, float]:
        """The design-space centre of a cell number."""
        return self.board.center(self.geo.cell(index))

    def index(self, cell: Cell) -> int:
        """The number of a cell."""
        return self.geo.index(cell)

    # -- showing a whole state ------------------------------------------------------------------------
    def show(self, wear, owner, fences) -> None:
        """Show this wear, these owners and fences, at once (no animation)."""
        fenced = {self.geo.index(tuple(c)) for c in fences}
        for i in range(self.geo.size):
            self.set_wear(i, wear[i])
            self.set_owner(i, owner[i])
            self.set_fence(i, i in fenced)

    # -- one cell --------------------------------------------------------------------------------------
    def set_wear(self, i: int, level: int) -> None:
        """Show a cell's wear level: its patch, and the strips to worn neighbours."""
        if not self.geo.grass[i]:
            return
        level = max(0, min(3, level))
        if level == self.wear[i]:
            return
        self.wear[i] = level
        self.touch(i)
        patch = self.patch[i]
        if level:
            patch.texture = textures.piece("patch", self.cell, level)
            patch.scale = 0.5
            patch.alpha = 255
        set_listed(patch, self.patches, level > 0)
        for j, _, _, _ in self.geo.around[i]:
            key = (min(i, j), max(i, j))
            bridge = self.bridge.get(key)
            if bridge is None:
                continue
            both = min(self.wear[i], self.wear[j])
            if both:
                (ax, ay), (bx, by) = self.geo.cell(key[0]), self.geo.cell(key[1])
                bridge.texture = textures.piece("bridge", self.cell, both, ax != bx and ay != by)
                bridge.scale = 0.5
            set_listed(bridge, self.bridges, both > 0)
        if level == 0:
            self.set_owner(i, NOBODY)
        elif self.owner[i] != NOBODY:
            self.mark[i].texture = textures.piece("owner", self.cell, owner_key(self.owner[i]), level)

    def set_owner(self, i: int, owner: int) -> None:
        """Show who owns a cell (a pattern disc in their colour, as big as the wear; grey hatch for a
        tie)."""
        if owner == self.owner[i] and (owner == NOBODY or self.mark[i] in self.marks):
            return
        self.owner[i] = owner
        self.touch(i)
        mark = self.mark[i]
        set_listed(mark, self.rising, False)
        if owner != NOBODY:
            mark.texture = textures.piece("owner", self.cell, owner_key(owner), max(1, self.wear[i]))
            mark.scale = 0.5
            mark.alpha = 255
        set_listed(mark, self.marks, owner != NOBODY)

    def rise(self, i: int) -> None:
        """Cell i's mark grows in (`claim_scale`) over the canvas, out of it until `settle(i)`."""
        mark = self.mark[i]
        if mark in self.marks:
            self.marks.remove(mark)
            self.rising.append(mark)
            self.touch(i)

    def claim_scale(self, i: int, p: float) -> None:
        """An owner's mark part-way in (p 0: a dot, 1: full size; it overshoots a little)."""
        mark = self.mark[i]
        mark.scale = 0.5 * max(0.05, p)
        if mark not in self.rising:
            self.touch(i)

    def settle(self, i: int) -> None:
        """Cell i's mark at full size, back in the canvas (if it was rising)."""
        mark = self.mark[i]
        if mark in self.rising:
            self.rising.remove(mark)
            mark.scale = 0.5
            self.marks.append(mark)
            self.touch(i)

    def touch(self, i: int) -> None:
        """Repaint the cells round cell i in the next frame (its patch, strips and mark may reach
        into its neighbours)."""
        x, y = self.geo.cell(i)
        self.dirty.update((x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1))

    def touch_all(self) -> None:
        """Repaint the whole canvas in the next frame."""
        self.dirty.update((x, y) for x in range(-1, self.geo.width + 1) for y in range(-1, self.geo.height + 1))

    def boxes(self) -> list[tuple[float, float, float, float]]:
        """The changed cells as few design-space boxes (left, bottom, width, height): runs of cells
        along a row, stacked where rows below have the same run; one box round them all when they
        are many."""
        rows: dict[int, list[int]] = {}
        for x, y in self.dirty:
            rows.setdefault(y, []).append(x)
        open_: dict[tuple[int, int], tuple[int, int]] = {}  # run -> (first row, last row)
        done: list[tuple[int, int, int, int]] = []  # x0, x1, y0, y1 in cells
        for y in sorted(rows):
            xs = sorted(rows[y])
            runs, start = [], xs[0]
            for a, b in zip(xs, xs[1:] + [None]):
                if b != a + 1:
                    runs.append((start, a))
                    start = b
            for run in runs:
                first, last = open_.get(run, (y, y - 1))
                if last != y - 1:
                    done.append((*run, first, last))
                    first = y
                open_[run] = (first, y)
        done.extend((*run, first, last) for run, (first, last) in open_.items())
        if len(done) > MAX_BOXES:
            done = [(min(b[0] for b in done), max(b[1] for b in done), min(b[2] for b in done),
                     max(b[3] for b in done))]
        c, board = self.cell, self.board
        return [(board.left + x0 * c, board.top - (y1 + 1) * c, (x1 + 1 - x0) * c, (y1 + 1 - y0) * c)
                for x0, x1, y0, y1 in done]

    def set_fence(self, i: int, on: bool) -> None:
        """Show or hide a cell's closure fence (standing, full size)."""
        fence = self.fence[i]
        if on:
            fence.scale = 0.5
            fence.alpha = 255
            fence.position = self.center(i)
            self.fenced.add(i)
        else:
            self.fenced.discard(i)
        set_listed(fence, self.fences, on)

    def fence_height(self, i: int, p: float) -> None:
        """A fence part-way up (p 0: flat on the ground, 1: standing): it grows out of its cell."""
        fence = self.fence[i]
        set_listed(fence, self.fences, p > 0.01)
        x, y = self.center(i)
        fence.scale = (0.5 * (0.7 + 0.3 * p), 0.5 * max(0.02, p))
        fence.alpha = int(255 * min(1.0, p * 1.5))
        fence.position = (x, y - self.cell * 0.5 * (1 - p))

    # -- drawing -------------------------------------------------------------------------------------
    def draw_ground(self, exact: bool) -> None:
        """The park picture, worn ground and owners' marks: the canvas, its changed cells repainted
        (copied before anything is drawn in the frame: `draw_over_ground` comes after)."""
        if self.dirty:
            self.canvas.touch(*self.boxes())
            self.dirty = set()
        self.canvas.draw(exact)

    def draw_over_ground(self) -> None:
        """Over the ground's canvas and under the walkers: the marks growing in, the fences."""
        if len(self.rising):
            self.rising.draw()
        self.fences.draw()

    def _paint(self, exact: bool, box) -> None:
        """The ground's layers, for the canvas (all of them, whichever box is repainted)."""
        self.picture.draw(pixelated=exact)
        self.bridges.draw()
        self.patches.draw()
        self.marks.draw()

    def draw_trees(self) -> None:
        """Trees over the walkers: none now, the park picture holds them (a crown per tree as a
        sprite cost more fill than a frame can spare in software rendering)."""
