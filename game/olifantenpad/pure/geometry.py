"""A park turned once into flat tables, so steps, wear and visitor routing are cheap integer work.

Cells are numbered `y * width + x`. `Geometry` holds, per cell, what it is (grass, paved: sidewalk or
gate, obstacle) and its 8 neighbours with the step direction and the two orthogonal cells a diagonal
step cuts past; `can_step` applies the diagonal rule with the fences of the hour. It is built once per
park object and cached while that object lives.
"""

from __future__ import annotations

from typing import Iterable

from game.core.grid import Cell
from game.core.memo import per_object
from game.olifantenpad.pure.park import DIRECTIONS, OBSTACLES, Park, is_paved_symbol

GRASS_KIND, PAVED_KIND, OBSTACLE_KIND = 0, 1, 2


class Geometry:
    """A park's static tables: `kind[i]`, `gate_cells`, and `around[i]`: tuples of
    (neighbour, direction index, cut_a, cut_b) with cut_a/cut_b -1 for orthogonal steps."""

    def __init__(self, park: Park) -> None:
        self.park = park
        w, h = park.width, park.height
        self.width, self.height, self.size = w, h, w * h
        #: every cell by its number: `cell` hands out these tuples, so the tens of thousands of
        #: plans `walks_from` lists share them (a new tuple each took 56 bytes a step)
        self.cells = tuple((i % w, i // w) for i in range(w * h))
        self.kind = [0] * (w * h)
        for y, row in enumerate(park.rows):
            for x, symbol in enumerate(row):
                i = y * w + x
                if symbol in OBSTACLES:
                    self.kind[i] = OBSTACLE_KIND
                elif is_paved_symbol(symbol):
                    self.kind[i] = PAVED_KIND
        self.obstacle = [k == OBSTACLE_KIND for k in self.kind]
        self.paved = [k == PAVED_KIND for k in self.kind]
        self.grass = [k == GRASS_KIND for k in self.kind]
        self.gate_index = {gate.name: gate.cell[1] * w + gate.cell[0] for gate in park.gates}
        self.gate_cells = frozenset(self.gate_index.values())
        self.around: list[tuple[tuple[int, int, int, int], ...]] = []
        for i in range(w * h):
            x, y = i % w, i // w
            out = []
            for d, (dx, dy) in enumerate(DIRECTIONS):
                nx, ny = x + dx, y + dy
                if not (0 <= nx < w and 0 <= ny < h):
                    continue
                j = ny * w + nx
                if dx and dy:
                    a, b = y * w + nx, ny * w + x
                    if self.obstacle[a] and self.obstacle[b]:
                        continue  # never open: both cut cells are obstacles
                    out.append((j, d, a, b))
                else:
                    out.append((j, d, -1, -1))
            self.around.append(tuple(out))

    def index(self, cell: Cell) -> int:
        """The number of a cell."""
        return cell[1] * self.width + cell[0]

    def cell(self, index: int) -> Cell:
        """The cell of a number."""
        return self.cells[index]

    def inside(self, cell: Cell) -> bool:
        """True when the cell lies in the park."""
        return 0 <= cell[0] < self.width and 0 <= cell[1] < self.height

    def blocked(self, fences: Iterable[int]) -> list[bool]:
        """Per cell: obstacle or fence (what nobody may step onto)."""
        out = list(self.obstacle)
        for i in fences:
            out[i] = True
        return out

    def steps(self, blocked: list[bool]) -> list[tuple[tuple[int, int], ...]]:
        """Per cell, the (neighbour, direction) steps allowed with these blocked cells: never onto a
        blocked cell, and a diagonal never between two blocked cells."""
        out = []
        for moves in self.around:
            out.append(tuple((j, d) for j, d, a, b in moves
                             if not blocked[j] and (a < 0 or not (blocked[a] and blocked[b]))))
        return out


@per_object
def geometry(park: Park) -> Geometry:
    """The Geometry of a park, built once and kept while the park object lives."""
    return Geometry(park)


_STEPS: dict[tuple[int, frozenset[int]], tuple[Geometry, list[tuple[tuple[int, int], ...]]]] = {}


def step_table(geo: Geometry, fences: frozenset[int]) -> list[tuple[tuple[int, int], ...]]:
    """`geo.steps` for a set of fenced cells, cached (few fence sets occur in a game)."""
    key = (id(geo), fences)
    hit = _STEPS.get(key)
    if hit is not None and hit[0] is geo:
        return hit[1]
    if len(_STEPS) >= 256:
        _STEPS.clear()
    table = geo.steps(geo.blocked(fences))
    _STEPS[key] = (geo, table)
    return table
