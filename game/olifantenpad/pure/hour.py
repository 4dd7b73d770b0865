"""Resolving one hour, in the rules page's order: wear, ownership, visitors, points, closures, regrowth.

`resolve_hour` works on flat per-cell lists (see `geometry.py`) and plain walks, so `rules.apply` and
the bots' look-ahead (`ai.py`) share the exact same resolution. It never mutates its inputs.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.olifantenpad.pure.geometry import Geometry, step_table
from game.olifantenpad.pure.routing import Router, Split, visitor_weights, visitor_weights_of

#: Owner values besides player numbers: no one yet, and grey (an ownership tie: nobody's).
NOBODY, GREY = -1, -2
GRASS, TRAIL, PATH, FIXED = 0, 1, 2, 3
#: Visitor footsteps on one cell in one hour that close its owner's stretch.
CLOSE_AT = 5


@dataclass(frozen=True)
class Walk:
    """One player's resolved walk: the cells stepped on (numbers, in order) and their step numbers."""

    player: int
    cells: tuple[int, ...]
    numbers: tuple[int, ...]


@dataclass(frozen=True)
class Visit:
    """One group's walk this hour: origin and destination cells, size, and how it split."""

    origin: int
    target: int
    size: int
    split: Split


@dataclass
class HourResult:
    """Everything one hour changed. Lists are per cell; `worn`, `claimed`, `regrew` are
    (cell, new value) in cell order; `closures` are (owner, cells, busy cells) per owner."""

    wear: list[int]
    owner: list[int]
    fences: frozenset[int]
    worn: list[tuple[int, int]] = field(default_factory=list)
    claimed: list[tuple[int, int]] = field(default_factory=list)
    visits: list[Visit] = field(default_factory=list)
    footsteps: list[int] = field(default_factory=list)
    points: list[int] = field(default_factory=list)
    closures: list[tuple[int, tuple[int, ...], tuple[int, ...]]] = field(default_factory=list)
    regrew: list[tuple[int, int]] = field(default_factory=list)


def wear_and_claim(geo: Geometry, wear: list[int] | tuple[int, ...], owner: list[int] | tuple[int, ...],
                   walks: list[Walk]) -> tuple[list[int], list[int], list[tuple[int, int]], list[tuple[int, int]]]:
    """Steps 1 and 2: every step onto grass, trail or path raises the cell one level (at most fixed
    path); each cell stepped on that had no owner goes to the lowest step number, or grey when two
    players share the lowest. Returns (wear, owner, worn changes, claims)."""
    new_wear = list(wear)
    new_owner = list(owner)
    grass = geo.grass
    best: dict[int, tuple[int, int]] = {}  # cell -> (lowest number, player or GREY)
    for walk in walks:
        for cell, number in zip(walk.cells, walk.numbers):
            if not grass[cell]:
                continue
            if new_wear[cell] < FIXED:
                new_wear[cell] += 1
            if owner[cell] != NOBODY:
                continue
            seen = best.get(cell)
            if seen is None or number < seen[0]:
                best[cell] = (number, walk.player)
            elif number == seen[0] and seen[1] != walk.player:
                best[cell] = (number, GREY)
    stepped = sorted({cell for walk in walks for cell in walk.cells if grass[cell]})
    worn = [(i, new_wear[i]) for i in stepped if new_wear[i] != wear[i]]
    claims = []
    for cell in sorted(best):
        new_owner[cell] = best[cell][1]
        claims.append((cell, best[cell][1]))
    return new_wear, new_owner, worn, claims


def resolve_hour(geo: Geometry, wear: list[int] | tuple[int, ...], owner: list[int] | tuple[int, ...],
                 fences: frozenset[int], walks: list[Walk], groups: list[tuple[int, int, int]],
                 players: int, base: Router | None = None) -> HourResult:
    """One whole hour. `fences` are the cells fenced during this hour; `groups` are (origin cell,
    destination cell, size), the school trip included. The result's `fences` are the cells closed
    this hour (fenced during the next one); this hour's fences are open again.

    `base`: a Router of this park and fences for `wear` before the walks (the bots pass one so that
    each walk they score updates its distances instead of routing from scratch)."""
    new_wear, new_owner, worn, claims = wear_and_claim(geo, wear, owner, walks)
    table = step_table(geo, fences)
    if base is not None:
        changed = tuple(cell for cell, _ in worn)
        weights = list(base.weight)
        for cell, key in zip(changed, visitor_weights_of(geo, new_wear, changed)):
            weights[cell] = key
        router = Router(geo, table, weights, base, changed)
    else:
        router = Router(geo, table, visitor_weights(geo, new_wear))
    footsteps = [0] * geo.size
    points = [0] * players
    visits = []
    for origin, target, size in groups:
        split = router.split(origin, target, size)
        visits.append(Visit(origin, target, size, split))
        for route, count in split.routes:
            for cell in route[1:]:
                footsteps[cell] += count
                who = new_owner[cell]
                if who >= 0:
                    points[who] += count
    closures = close_stretches(visits, footsteps, new_owner)
    closed: set[int] = set()
    for _, cells, _ in closures:
        for cell in cells:
            new_wear[cell] = GRASS
            new_owner[cell] = NOBODY
            closed.add(cell)
    walked = {cell for walk in walks for cell in walk.cells}
    regrew = []
    for cell in range(geo.size):
        level = new_wear[cell]
        if (level == TRAIL or level == PATH) and not footsteps[cell] and cell not in walked:
            new_wear[cell] = level - 1
            if level == TRAIL:
                new_owner[cell] = NOBODY
            regrew.append((cell, level - 1))
    return HourResult(new_wear, new_owner, frozenset(closed), worn, claims, visits, footsteps, points,
                      closures, regrew)


def close_stretches(visits: list[Visit], footsteps: list[int], owner: list[int]
                    ) -> list[tuple[int, tuple[int, ...], tuple[int, ...]]]:
    """Step 4: every cell a player owns with CLOSE_AT or more footsteps closes that owner's stretch
    along the routes of the groups that stepped on it: every cell of that owner on any route (with
    visitors) of any group with visitors on the busy cell. Returns (owner, closed cells, busy cells)
    per owner, in owner order."""
    busy = [cell for cell, count in enumerate(footsteps) if count >= CLOSE_AT and owner[cell] >= 0]
    if not busy:
        return []
    closing: dict[int, tuple[set[int], set[int]]] = {}
    for cell in busy:
        who = owner[cell]
        cells, causes = closing.setdefault(who, (set(), set()))
        causes.add(cell)
        for visit in visits:
            routes = [route for route, _ in visit.split.routes]
            if any(cell in route for route in routes):
                cells.update(c for route in routes for c in route if owner[c] == who)
    return [(who, tuple(sorted(cells)), tuple(sorted(causes))) for who, (cells, causes) in sorted(closing.items())]
