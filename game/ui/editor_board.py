"""The level editor's grid: cells as coloured tiles with letters, walls on edges, arrows, marks.

Like LDtk's IntGrid layers, the editor shows a level schematically (one colour and letter per kind
of cell) rather than with the game's art, so what is where is plain at any size. The sprites are
rebuilt only when the document changes (a stroke of the mouse, a key); a frame just draws them and
a few outlines (the cursor, the edge under the pointer, the cells a problem names).
"""

from __future__ import annotations

import math
from typing import Any, Sequence

import arcade
import pyglet

from game.core.editing import Cell, Edge, LevelDesign, edge
from game.ui import theme
from game.ui.board import BoardGeometry

#: The grid's area (left, bottom, right, top) and its largest cell.
AREA = (262, 64, 918, 642)
MAX_CELL = 72
WALL_COLOR = (226, 214, 186)
PASSAGE_COLOR = (214, 206, 184)
OUTLINE_COLOR = (200, 190, 168)
PROBLEM_COLOR = (255, 84, 72)
BADGE_COLOR = (255, 244, 236)
CURSOR_COLOR = theme.FOCUS
#: How close (in cells) to an edge a pointer must be to pick it.
EDGE_REACH = 0.32


class EditorBoard:
    """Where the grid is on screen (a `BoardGeometry` fitted to the area), and its sprites."""

    def __init__(self, area: tuple[int, int, int, int] = AREA) -> None:
        self.area = area
        self.geometry = BoardGeometry.fit(area, 1, 1, max_cell=MAX_CELL)
        self.tiles = arcade.SpriteList()
        self.walls = arcade.SpriteList()
        self.batch = pyglet.graphics.Batch()
        self.glyphs: list[arcade.Text] = []
        self.arrows: list[tuple[tuple[float, float], tuple[float, float], Any]] = []
        self.arrow_labels: list[arcade.Text] = []

    # -- geometry (the shared board geometry, plus the edges between cells) -----------------------
    def layout(self, columns: int, rows: int) -> None:
        """Fit a grid of this size in the area (whole-pixel cells, centred)."""
        self.geometry = BoardGeometry.fit(self.area, columns, rows, max_cell=MAX_CELL)

    @property
    def columns(self) -> int:
        """Cells across."""
        return self.geometry.columns

    @property
    def rows(self) -> int:
        """Cells down."""
        return self.geometry.rows

    @property
    def cell(self) -> int:
        """The side of a cell in design pixels."""
        return int(self.geometry.cell)

    @property
    def left(self) -> float:
        """The grid's left edge."""
        return self.geometry.left

    @property
    def top(self) -> float:
        """The grid's top edge."""
        return self.geometry.top

    @property
    def right(self) -> float:
        """The grid's right edge."""
        return self.geometry.right

    @property
    def bottom(self) -> float:
        """The grid's bottom edge."""
        return self.geometry.bottom

    def center(self, cell: Cell) -> tuple[float, float]:
        """The design-space centre of a cell (row 0 at the top)."""
        return self.geometry.center(cell)

    def cell_at(self, x: float, y: float) -> Cell | None:
        """The cell under a design-space point, or None off the grid."""
        return self.geometry.cell_at(x, y)

    def edge_at(self, x: float, y: float) -> Edge | None:
        """The inner edge nearest a point on the grid, when the point is close enough to it."""
        if self.cell_at(x, y) is None:
            return None
        fx, fy = (x - self.left) / self.cell, (self.top - y) / self.cell
        vx, hy = round(fx), round(fy)
        dv, dh = abs(fx - vx), abs(fy - hy)
        if dv <= dh and dv < EDGE_REACH and 1 <= vx < self.columns:
            row = min(int(fy), self.rows - 1)
            return edge((vx - 1, row), (vx, row))
        if dh < dv and dh < EDGE_REACH and 1 <= hy < self.rows:
            column = min(int(fx), self.columns - 1)
            return edge((column, hy - 1), (column, hy))
        return None

    def edge_box(self, wall: Edge, thickness: float) -> tuple[float, float, float, float]:
        """(centre x, centre y, width, height) of the bar drawn on an edge."""
        (ax, ay), (bx, by) = wall
        c = self.cell
        if bx != ax:  # side by side: a vertical bar on the line between them
            return self.left + bx * c, self.top - (ay + 0.5) * c, thickness, c + thickness
        return self.left + (ax + 0.5) * c, self.top - by * c, c + thickness, thickness

    # -- sprites ---------------------------------------------------------------------------------
    def rebuild(self, design: LevelDesign, doc: Any, page: int = 0) -> None:
        """Tiles, letters, walls and arrows for a document (after any change)."""
        columns, rows = design.size(doc, page)
        if (columns, rows) != (self.columns, self.rows) or len(self.tiles) != columns * rows:
            self.layout(columns, rows)
            self.tiles.clear()
            for y in range(rows):
                for x in range(columns):
                    cx, cy = self.center((x, y))
                    self.tiles.append(arcade.SpriteSolidColor(self.cell - 2, self.cell - 2, cx, cy))
        self.batch = pyglet.graphics.Batch()
        self.glyphs = []
        size = max(9, int(self.cell * 0.42))
        for index, sprite in enumerate(self.tiles):
            cell = (index % columns, index // columns)
            look = design.look(doc, cell, page)
            sprite.color = look.color
            if look.glyph:
                cx, cy = self.center(cell)
                self.glyphs.append(arcade.Text(look.glyph, cx, cy, theme.SHADE, size, font_name=theme.BODY_FONT,
                                               bold=True, anchor_x="center", anchor_y="center", batch=self.batch))
        thick = max(4, self.cell // 8)
        self.walls.clear()
        bar = max(6, int(self.cell * 0.26))
        for index in range(columns * rows):
            cell = (index % columns, index // columns)
            passages = design.look(doc, cell, page).passages
            cx, cy = self.center(cell)
            half = (self.cell - 2) / 2
            if passages:
                self.walls.append(arcade.SpriteSolidColor(bar, bar, cx, cy, PASSAGE_COLOR))
            for side in passages:
                dx, dy = {"N": (0, 1), "E": (1, 0), "S": (0, -1), "W": (-1, 0)}[side]
                w, h = (bar, int(half)) if dx == 0 else (int(half), bar)
                self.walls.append(arcade.SpriteSolidColor(w, h, cx + dx * half / 2, cy + dy * half / 2,
                                                          PASSAGE_COLOR))
        for wall in design.walls(doc):
            cx, cy, w, h = self.edge_box(wall, thick)
            self.walls.append(arcade.SpriteSolidColor(int(w), int(h), cx, cy, WALL_COLOR))
        self.arrows = []
        self.arrow_labels = []
        for arrow in design.arrows(doc, page):
            a, b = _apart(self.center(arrow.origin), self.center(arrow.to), max(4, self.cell // 8))
            self.arrows.append((a, b, arrow.color))
            if arrow.label:  # the size, with a dark shadow so it reads on any cell
                x, y = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + 6
                for dx, dy, color in ((1.5, -1.5, theme.SHADE), (0, 0, arrow.color)):
                    self.arrow_labels.append(arcade.Text(arrow.label, x + dx, y + dy, color, 15,
                                                         font_name=theme.BODY_FONT, bold=True, anchor_x="center",
                                                         batch=self.batch))

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, cursor: Cell | None, hover_edge: Edge | None, problem_cells: Sequence[Cell],
             pulse: float) -> None:
        """The grid, the problem marks (under the walls, so a wall just drawn still shows), the
        outline, walls, arrows and letters, then the cursor and the edge under the pointer."""
        self.tiles.draw()
        alpha = int(150 + 105 * pulse)
        for cell in set(problem_cells):  # a dark ring in a red one: it reads on a red square too
            if 0 <= cell[0] < self.columns and 0 <= cell[1] < self.rows:
                x, y = self.center(cell)
                half = self.cell / 2
                arcade.draw_lbwh_rectangle_outline(x - half - 2, y - half - 2, self.cell + 4, self.cell + 4,
                                                   (*PROBLEM_COLOR, alpha), 5)
                arcade.draw_lbwh_rectangle_outline(x - half + 3, y - half + 3, self.cell - 6, self.cell - 6,
                                                   theme.SHADE, 2)
        arcade.draw_lbwh_rectangle_outline(self.left - 3, self.bottom - 3, self.columns * self.cell + 6,
                                           self.rows * self.cell + 6, OUTLINE_COLOR, 6)
        self.walls.draw()
        for a, b, color in self.arrows:
            draw_arrow(a, b, color, max(3, self.cell // 12))
        self.batch.draw()
        for cell in set(problem_cells):  # the "!" badge on top of everything
            if 0 <= cell[0] < self.columns and 0 <= cell[1] < self.rows:
                x, y = self.center(cell)
                badge = max(7, self.cell // 6)
                bx, by = x + self.cell / 2 - badge - 6, y + self.cell / 2 - badge - 6
                arcade.draw_circle_filled(bx, by, badge + 2, PROBLEM_COLOR)
                arcade.draw_circle_filled(bx, by, badge, BADGE_COLOR)
                arcade.draw_lbwh_rectangle_filled(bx - 2, by - badge * 0.15, 4, badge * 0.8, PROBLEM_COLOR)
                arcade.draw_lbwh_rectangle_filled(bx - 2, by - badge * 0.62, 4, 4, PROBLEM_COLOR)
        if hover_edge is not None:
            cx, cy, w, h = self.edge_box(hover_edge, max(4, self.cell // 8) + 4)
            arcade.draw_lbwh_rectangle_outline(cx - w / 2, cy - h / 2, w, h, CURSOR_COLOR, 2)
        if cursor is not None:
            x, y = self.center(cursor)
            arcade.draw_lbwh_rectangle_outline(x - self.cell / 2, y - self.cell / 2, self.cell, self.cell,
                                               CURSOR_COLOR, 3)


def _apart(a: tuple[float, float], b: tuple[float, float], by: float) -> tuple[tuple[float, float], ...]:
    """The two ends moved `by` to the right of the direction a -> b, so that the arrows of A -> B
    and B -> A lie side by side instead of on top of each other."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    ox, oy = dy / length * by, -dx / length * by
    return (a[0] + ox, a[1] + oy), (b[0] + ox, b[1] + oy)


def draw_arrow(a: tuple[float, float], b: tuple[float, float], color: Any, width: float) -> None:
    """A line from a to b with a head at b."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    head = 6 + 3 * width
    base = (b[0] - ux * head, b[1] - uy * head)
    arcade.draw_line(a[0], a[1], base[0], base[1], color, width)
    arcade.draw_triangle_filled(b[0], b[1], base[0] - uy * head / 2, base[1] + ux * head / 2,
                                base[0] + uy * head / 2, base[1] - ux * head / 2, color)
