"""Where a grid board sits on screen: cells to design-space pixels and back.

Every board game in Quintet draws a grid of square cells in the 1280x720 design space and needs the
same two answers: the centre of a cell (to place and tween sprites) and the cell under a pointer (to
read clicks). `BoardGeometry` gives both for a board of `columns` x `rows` cells of side `cell`,
whose top-left corner is at (`left`, `top`). Cells count the way the rules do: column x to the
right, row y downwards (row 0 at the top), while design space has y up; the flip lives here once.

Placing a board: `BoardGeometry(left, top, cell, columns, rows)` for a fixed layout,
`BoardGeometry.centred_on(centre, cell, columns, rows)` around a point, or `BoardGeometry.fit(area,
columns, rows, ...)` for the largest whole-pixel cell that fits a box (rooms of any size).

Pure Python (no arcade), so it can be tested and used anywhere.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Iterator

from game.core.grid import Cell


@dataclass(frozen=True)
class BoardGeometry:
    """A grid of square cells on screen: the top-left corner (`left`, `top`) in design pixels, the
    side of a cell, and the number of `columns` and `rows`.

    Each cell owns the half-open square [left + x*cell, left + (x+1)*cell) horizontally and
    (top - (y+1)*cell, top - y*cell] vertically, so every point on the board belongs to exactly one
    cell (measured from the top-left origin, as the rows are)."""

    left: float
    top: float
    cell: float
    columns: int
    rows: int

    # -- placing a board -------------------------------------------------------------------------
    @classmethod
    def centred_on(cls, centre: tuple[float, float], cell: float, columns: int, rows: int) -> "BoardGeometry":
        """A board whose middle is at `centre` (a cloth on a table, a board in a panel)."""
        return cls(centre[0] - columns * cell / 2, centre[1] + rows * cell / 2, cell, columns, rows)

    @classmethod
    def fit(cls, area: tuple[int, int, int, int], columns: int, rows: int, *, max_cell: int | None = None,
            step: int = 1) -> "BoardGeometry":
        """The largest board that fits `area` (left, bottom, right, top), centred in it, with a
        whole-pixel cell that is a multiple of `step` (2 keeps 2x textures exact) and at most
        `max_cell`; the corner is on whole pixels too, so 1:1 textures stay sharp."""
        left, bottom, right, top = area
        cell = min((right - left) // columns, (top - bottom) // rows)
        if max_cell is not None:
            cell = min(max_cell, cell)
        cell = cell // step * step
        x0 = left + ((right - left) - cell * columns) // 2
        y0 = top - ((top - bottom) - cell * rows) // 2
        return cls(x0, y0, cell, columns, rows)

    # -- edges ---------------------------------------------------------------------------------------
    @property
    def right(self) -> float:
        """The board's right edge."""
        return self.left + self.columns * self.cell

    @property
    def bottom(self) -> float:
        """The board's bottom edge."""
        return self.top - self.rows * self.cell

    @property
    def width(self) -> float:
        """The board's width in design pixels."""
        return self.columns * self.cell

    @property
    def height(self) -> float:
        """The board's height in design pixels."""
        return self.rows * self.cell

    @property
    def middle(self) -> tuple[float, float]:
        """The design-space centre of the whole board (call-outs, shimmers)."""
        return (self.left + self.right) / 2, (self.top + self.bottom) / 2

    # -- cells and pixels ------------------------------------------------------------------------
    def cell_center(self, cell: tuple[float, float]) -> tuple[float, float]:
        """The design-space centre of cell (x, y). Fractional or outside cells are allowed: (3.5, 3.5)
        is the middle of an 8x8 board, a row above the board (y < 0) lies above it (where refills
        start their fall)."""
        return self.left + (cell[0] + 0.5) * self.cell, self.top - (cell[1] + 0.5) * self.cell

    #: The same as `cell_center` (the short name reads well in sprite code: `board.center(cell)`).
    center = cell_center

    def cell_at(self, x: float, y: float) -> Cell | None:
        """The cell under a design-space point, or None off the board."""
        column = math.floor((x - self.left) / self.cell)
        row = math.floor((self.top - y) / self.cell)
        if 0 <= column < self.columns and 0 <= row < self.rows:
            return column, row
        return None

    def contains(self, cell: tuple[int, int]) -> bool:
        """True when a cell lies on the board."""
        return 0 <= cell[0] < self.columns and 0 <= cell[1] < self.rows

    def clamp(self, cell: tuple[int, int]) -> Cell:
        """The nearest cell on the board (a keyboard cursor stopping at the edge)."""
        return min(max(cell[0], 0), self.columns - 1), min(max(cell[1], 0), self.rows - 1)

    # -- cells and list indices ------------------------------------------------------------------
    def index(self, cell: tuple[int, int]) -> int:
        """The row-major index of a cell (sprite lists and rules boards store cells in this order)."""
        return cell[1] * self.columns + cell[0]

    def cell_of(self, index: int) -> Cell:
        """The cell at a row-major index."""
        return index % self.columns, index // self.columns

    def cells(self) -> Iterator[Cell]:
        """Every cell, row by row from the top left (the order of `index`)."""
        for y in range(self.rows):
            for x in range(self.columns):
                yield x, y

    def centers(self) -> list[tuple[float, float]]:
        """The centre of every cell in `index` order (to lay out one sprite per cell)."""
        return [self.cell_center(cell) for cell in self.cells()]

    def centroid(self, cells) -> tuple[float, float]:
        """The mean centre of some cells (where a popup over a group of cells goes); the board's
        middle when there are none."""
        points = [self.cell_center(c) for c in cells]
        if not points:
            return self.middle
        return sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points)
