"""Where Floorplan's pieces sit in the 1280x720 design space (pure Python, no arcade).

The floors stand side by side, the first floor on the left, each in a wooden frame wide enough for
the insertion arrows round its edges; the HUD is a column on the left. The cell size is the largest
even one at which both floors and their arrows fit the board area, and the floors are lined up so
that their Stairway squares are at the same height: the stair link runs straight across between
them. The spare tile's slot sits under the shortest floor (beside the board), or under the HUD when
no floor leaves room there.

Squares are (floor, column, row) as in the rules; a floor's `BoardGeometry` turns cells into
design-space centres and back. Insertion points are (floor, side, index) keys, as `board.Line.key`.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.ui.board import BoardGeometry

WIDTH, HEIGHT = 1280, 720
#: The HUD column (left, bottom, right, top).
HUD_BOX = (12, 40, 232, 676)
#: The board area (left, bottom, right, top): floors, arrows and frames fit in it.
BOARD_AREA = (244, 40, 1272, 676)
#: Space between two floors' frames.
FLOOR_GAP = 8
#: Depth of the arrow margin round a floor, as a fraction of the cell.
ARROW_DEPTH = 0.48
MAX_CELL = 80
#: The spare slot's side as a fraction of the cell (the tile sits in it with a rim round it).
SLOT_SCALE = 1.3

Square = tuple[int, int, int]
LineKey = tuple[int, str, int]


@dataclass(frozen=True)
class Layout:
    """The design-space places of one museum's floors (their sizes: `sizes[f] = (columns, rows)`)."""

    sizes: tuple[tuple[int, int], ...]
    cell: int
    margin: int
    floors: tuple[BoardGeometry, ...]
    slot: tuple[float, float]

    @classmethod
    def fit(cls, sizes: tuple[tuple[int, int], ...], stairs: tuple[Square, ...] = ()) -> "Layout":
        """The largest even cell at which the floors fit side by side in the board area, the
        Stairway squares (one per floor, when given) at the same height."""
        for cell in range(MAX_CELL, 19, -2):
            layout = cls._place(tuple(sizes), tuple(stairs), cell)
            if layout is not None:
                return layout
        raise ValueError(f"floors of sizes {sizes} do not fit the screen")

    @classmethod
    def _place(cls, sizes, stairs, cell: int) -> "Layout | None":
        left, bottom, right, top = BOARD_AREA
        margin = round(cell * ARROW_DEPTH)
        count = len(sizes)
        total_w = sum(w for w, _ in sizes) * cell + count * 2 * margin + (count - 1) * FLOOR_GAP
        total_h = _span(sizes, stairs) * cell + 2 * margin
        if total_w > right - left or total_h > top - bottom:
            return None
        x = left + (right - left - total_w) // 2
        middle_y = (bottom + top) / 2
        lined_up = bool(stairs) and len(stairs) == count
        anchor = _anchor_y(sizes, stairs, cell, middle_y) if lined_up else middle_y
        floors = []
        for f, (w, h) in enumerate(sizes):
            y_top = anchor + (stairs[f][2] + 0.5) * cell if lined_up else middle_y + h * cell / 2
            floors.append(BoardGeometry(x + margin, round(y_top), cell, w, h))
            x += w * cell + 2 * margin + FLOOR_GAP
        side = cell * SLOT_SCALE
        roomy = max(floors, key=lambda b: b.bottom)
        if roomy.bottom - margin - bottom >= side + 12:
            slot = (roomy.left - margin + 12 + side / 2, roomy.bottom - margin - 8 - side / 2)
        else:
            slot = ((HUD_BOX[0] + HUD_BOX[2]) / 2, HUD_BOX[1] + side / 2 + 8)
        return cls(tuple(sizes), cell, margin, tuple(floors), slot)

    # -- squares and pixels ----------------------------------------------------------------------
    def center(self, square: Square) -> tuple[float, float]:
        """The design-space centre of a square (floor, column, row)."""
        floor, x, y = square
        return self.floors[floor].cell_center((x, y))

    def square_at(self, x: float, y: float) -> Square | None:
        """The square under a design-space point, or None."""
        for f, board in enumerate(self.floors):
            cell = board.cell_at(x, y)
            if cell is not None:
                return (f, cell[0], cell[1])
        return None

    def line_step(self, side: str) -> tuple[float, float]:
        """The design-space step of one square in the direction a push from `side` moves tiles."""
        c = self.cell
        return {"N": (0, -c), "S": (0, c), "W": (c, 0), "E": (-c, 0)}[side]

    def arrow_center(self, key: LineKey) -> tuple[float, float]:
        """Where the insertion arrow of (floor, side, index) sits: in the margin at that end."""
        floor, side, index = key
        board = self.floors[floor]
        half = self.margin / 2
        if side in "NS":
            x = board.cell_center((index, 0))[0]
            return x, (board.top + half) if side == "N" else (board.bottom - half)
        y = board.cell_center((0, index))[1]
        return ((board.left - half) if side == "W" else (board.right + half)), y

    def entry_center(self, key: LineKey) -> tuple[float, float]:
        """Where the spare stands just before it is pushed in at (floor, side, index): one square
        outside the board, at that end of the line."""
        floor, side, index = key
        board = self.floors[floor]
        if side == "N":
            return board.cell_center((index, -1))
        if side == "S":
            return board.cell_center((index, board.rows))
        if side == "W":
            return board.cell_center((-1, index))
        return board.cell_center((board.columns, index))

    def arrow_at(self, x: float, y: float, keys) -> LineKey | None:
        """The insertion point among `keys` whose arrow is under a design point (a cell-wide box
        round each arrow), or None."""
        reach_along, reach_across = self.cell / 2, self.margin / 2 + 4
        for key in keys:
            ax, ay = self.arrow_center(key)
            dx, dy = abs(x - ax), abs(y - ay)
            if key[1] in "NS" and dx <= reach_along and dy <= reach_across:
                return key
            if key[1] in "WE" and dy <= reach_along and dx <= reach_across:
                return key
        return None

    def frame_box(self, floor: int) -> tuple[float, float, float, float]:
        """A floor's frame (left, bottom, right, top): the grid plus the arrow margin."""
        board = self.floors[floor]
        m = self.margin
        return board.left - m, board.bottom - m, board.right + m, board.top + m

    def slot_box(self) -> tuple[float, float, float, float]:
        """The spare slot (left, bottom, right, top)."""
        side = self.cell * SLOT_SCALE
        x, y = self.slot
        return x - side / 2, y - side / 2, x + side / 2, y + side / 2

    def in_slot(self, x: float, y: float) -> bool:
        """True when a design point is on the spare slot."""
        left, bottom, right, top = self.slot_box()
        return left <= x <= right and bottom <= y <= top


def nearest_in_direction(origin: tuple[float, float], points: dict, direction: str):
    """The key of `points` (key -> design point) nearest to `origin` in `direction` ("left", "right",
    "up", "down"; design y up): the one ahead of it with the least distance, sideways offsets
    counting double. None when nothing lies that way. Keyboard cursors move with it across floors,
    between squares and between insertion arrows alike."""
    dx, dy = {"left": (-1, 0), "right": (1, 0), "up": (0, 1), "down": (0, -1)}[direction]
    best, best_cost = None, float("inf")
    for key, (x, y) in points.items():
        ahead = (x - origin[0]) * dx + (y - origin[1]) * dy
        if ahead <= 1:
            continue
        side = abs((x - origin[0]) * dy) + abs((y - origin[1]) * dx)
        cost = ahead + 2 * side
        if cost < best_cost:
            best, best_cost = key, cost
    return best


def _span(sizes, stairs) -> float:
    """Rows of height the floors need when lined up on their Stairway squares."""
    if not stairs or len(stairs) != len(sizes):
        return max(h for _, h in sizes)
    above = max(s[2] + 0.5 for s in stairs)
    below = max(h - s[2] - 0.5 for (_, h), s in zip(sizes, stairs))
    return above + below


def _anchor_y(sizes, stairs, cell, middle_y) -> float:
    """The y of the Stairway squares' centres when the lined-up floors are centred on `middle_y`."""
    above = max(s[2] + 0.5 for s in stairs)
    below = max(h - s[2] - 0.5 for (_, h), s in zip(sizes, stairs))
    return middle_y + (below - above) * cell / 2
