"""Grid helpers shared by the games: coordinates, neighbours, bounds, picture strings.

Cells are `(x, y)` tuples with x to the right and y downwards (row 0 is the top row), which is how
level files and picture strings are written. Scenes flip y when they draw.
"""

from __future__ import annotations

from typing import Iterator

Cell = tuple[int, int]

#: Orthogonal steps in the fixed order N, E, S, W (ties are broken in this order).
ORTHOGONAL: tuple[tuple[str, Cell], ...] = (("N", (0, -1)), ("E", (1, 0)), ("S", (0, 1)), ("W", (-1, 0)))
#: Diagonal steps.
DIAGONAL: tuple[Cell, ...] = ((1, -1), (1, 1), (-1, 1), (-1, -1))
#: The 8 neighbours of a cell.
AROUND: tuple[Cell, ...] = tuple(d for _, d in ORTHOGONAL) + DIAGONAL


def in_bounds(cell: Cell, width: int, height: int) -> bool:
    """True when the cell lies on a width x height grid."""
    x, y = cell
    return 0 <= x < width and 0 <= y < height


def cells(width: int, height: int) -> Iterator[Cell]:
    """Every cell of a width x height grid, row by row from the top."""
    for y in range(height):
        for x in range(width):
            yield (x, y)


def neighbours4(cell: Cell, width: int, height: int) -> Iterator[Cell]:
    """Orthogonal neighbours inside the grid, in the order N, E, S, W."""
    x, y = cell
    for _, (dx, dy) in ORTHOGONAL:
        n = (x + dx, y + dy)
        if in_bounds(n, width, height):
            yield n


def neighbours8(cell: Cell, width: int, height: int) -> Iterator[Cell]:
    """All 8 surrounding cells inside the grid."""
    x, y = cell
    for dx, dy in AROUND:
        n = (x + dx, y + dy)
        if in_bounds(n, width, height):
            yield n


def square(cell: Cell, radius: int, width: int, height: int) -> Iterator[Cell]:
    """The (2r+1)x(2r+1) block centred on a cell, clipped to the grid, centre included."""
    x, y = cell
    for yy in range(y - radius, y + radius + 1):
        for xx in range(x - radius, x + radius + 1):
            if in_bounds((xx, yy), width, height):
                yield (xx, yy)


def adjacent(a: Cell, b: Cell) -> bool:
    """True when two cells share an edge."""
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def diagonal(a: Cell, b: Cell) -> bool:
    """True when two cells touch only at a corner."""
    return abs(a[0] - b[0]) == 1 and abs(a[1] - b[1]) == 1


def parse_picture(picture: str) -> list[str]:
    """Split a picture string (one row per line, leading/trailing blank lines and indentation
    dropped) into its rows. Used by tests and level files to write boards inline."""
    lines = [line.strip() for line in picture.strip("\n").splitlines()]
    return [line for line in lines if line]


def connected_components(members: set[Cell]) -> list[set[Cell]]:
    """Split a set of cells into orthogonally connected groups (deterministic order: by the
    smallest cell in row-major order)."""
    remaining = set(members)
    groups: list[set[Cell]] = []
    for start in sorted(remaining, key=lambda c: (c[1], c[0])):
        if start not in remaining:
            continue
        group = {start}
        stack = [start]
        remaining.discard(start)
        while stack:
            x, y = stack.pop()
            for _, (dx, dy) in ORTHOGONAL:
                n = (x + dx, y + dy)
                if n in remaining:
                    remaining.discard(n)
                    group.add(n)
                    stack.append(n)
        groups.append(group)
    return groups
