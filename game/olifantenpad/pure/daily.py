"""The Park of the Day: a park generated from the date alone, the same for everyone that day.

The date seeds the project's RNG. Three or four gates sit on different edges; sidewalks join them
with elbow-shaped lanes (in from each gate, then along and across), which leaves grass corners worth
cutting; a pond, trees, flowerbeds and benches fill some of the grass; each hour brings two to four
groups between gates. Every draft goes through the same checks as a park file (`read_park`); a draft
that fails is drawn again from the same generator, so the result is deterministic and always valid.
"""

from __future__ import annotations

import datetime

from game.core.rng import Rng, seed_state
from game.olifantenpad.pure.park import HOURS, SIDEWALK, Group, Park, read_park

WIDTH, HEIGHT = 16, 12
_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
           "October", "November", "December")


def _gate_cells(rng: Rng, count: int) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """`count` gates on different edges: (gate cell, the step into the park)."""
    edges = rng.shuffled(["top", "right", "bottom", "left"])[:count]
    out = []
    for edge in edges:
        if edge in ("top", "bottom"):
            x = 2 + rng.randrange(WIDTH - 4)
            out.append(((x, 0), (0, 1)) if edge == "top" else ((x, HEIGHT - 1), (0, -1)))
        else:
            y = 2 + rng.randrange(HEIGHT - 4)
            out.append(((0, y), (1, 0)) if edge == "left" else ((WIDTH - 1, y), (-1, 0)))
    return out


def _lane(grid: list[list[str]], a: tuple[int, int], b: tuple[int, int], x_first: bool) -> None:
    """Pave an elbow from a to b: along x then y, or y then x."""
    (ax, ay), (bx, by) = a, b
    corner = (bx, ay) if x_first else (ax, by)
    for (x0, y0), (x1, y1) in ((a, corner), (corner, b)):
        for x in range(min(x0, x1), max(x0, x1) + 1):
            for y in range(min(y0, y1), max(y0, y1) + 1):
                if grid[y][x] == ".":
                    grid[y][x] = SIDEWALK


def _draft(rng: Rng) -> tuple[list[str], list[tuple[str, list[Group]]]]:
    grid = [["."] * WIDTH for _ in range(HEIGHT)]
    gates = _gate_cells(rng, 3 + rng.randrange(2))
    inner = []
    for n, ((x, y), (dx, dy)) in enumerate(gates):
        grid[y][x] = "ABCD"[n]
        depth = 1 + rng.randrange(3)
        inner.append((x + dx * depth, y + dy * depth))
        _lane(grid, (x + dx, y + dy), inner[-1], True)
    for n in range(1, len(inner)):
        _lane(grid, inner[n - 1], inner[n], rng.chance(0.5))
    if rng.chance(0.5):
        _lane(grid, inner[-1], inner[0], rng.chance(0.5))

    def free(x: int, y: int) -> bool:
        return 0 < x < WIDTH - 1 and 0 < y < HEIGHT - 1 and grid[y][x] == "."

    # a pond: a rough blob on grass
    px, py = 3 + rng.randrange(WIDTH - 6), 3 + rng.randrange(HEIGHT - 6)
    for y in range(py - 1, py + 2):
        for x in range(px - 1 - rng.randrange(2), px + 2 + rng.randrange(2)):
            if free(x, y) and rng.chance(0.8):
                grid[y][x] = "~"
    for symbol, count in (("t", 8 + rng.randrange(8)), ("*", 2 + rng.randrange(4))):
        for _ in range(count):
            x, y = 1 + rng.randrange(WIDTH - 2), 1 + rng.randrange(HEIGHT - 2)
            if free(x, y):
                grid[y][x] = symbol
    # benches beside the sidewalk
    for _ in range(3 + rng.randrange(3)):
        x, y = 1 + rng.randrange(WIDTH - 2), 1 + rng.randrange(HEIGHT - 2)
        beside = any(grid[y + dy][x + dx] == SIDEWALK for dx, dy in ((0, 1), (1, 0), (0, -1), (-1, 0)))
        if free(x, y) and beside:
            grid[y][x] = "b"
    names = "ABCD"[:len(gates)]
    hours = []
    for label in HOURS:
        groups = []
        for _ in range(2 + rng.randrange(3)):
            origin = rng.choice(names)
            target = rng.choice([g for g in names if g != origin])
            groups.append(Group(origin, target, 1 + rng.randrange(4)))
        hours.append((label, groups))
    return ["".join(row) for row in grid], hours


def park_of_the_day(date: datetime.date) -> Park:
    """The Park of the Day for `date` (deterministic, valid)."""
    rng = Rng(seed_state(f"olifantenpad-park-of-the-day:{date.isoformat()}"))
    title = f"Park of {date.day} {_MONTHS[date.month - 1]}"
    for _ in range(100):
        rows, hours = _draft(rng)
        park, problems = read_park(f"day-{date.isoformat()}", title, rows, hours,
                                   intro="Today's park: the same for everyone playing today.")
        if park is not None:
            return park
    raise RuntimeError(f"no valid Park of the Day drawn for {date}")  # pragma: no cover - never seen
