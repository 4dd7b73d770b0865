"""Visitor routing, exactly as the rules page orders it.

Visitors never enter grass (level 0), obstacles or fences. Entering a sidewalk cell, a gate, a path or
a fixed path costs 2, a trail 3; steps go to the 8 neighbours with the players' diagonal rule. A group
takes the cheapest route; at equal cost the one with the most sidewalk cells (gates count as sidewalk);
then the fewest bends (changes of direction); routes still tied share the group evenly, the remainder
one each to the right-most routes. Routes are ordered right to left where they part: by how far their
next step turns clockwise from the walking direction there (the direction of the step into the
parting cell, or at the very first step the general direction, one of eight, from the start toward
the destination). A straight reversal ranks as the sharpest right turn; it can only happen at the
first step, since a cheapest route never comes back to a cell.

How: one Dijkstra per origin gate over cells, on one integer key per step (cost * 1024 - sidewalk,
so cheaper always wins and, at equal cost, more sidewalk); the cells of the key-optimal routes to the
destination are marked backwards along tight edges; bends are minimised by a pass over (cell,
incoming direction) states of that small graph in key order; the bend-optimal states are marked
backwards again, and a depth-first walk over them, right-most step first, lists the tied routes in
right-to-left order. Only `size + 1` routes are ever listed: with more routes than visitors, the
right-most `size` routes get one visitor each.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass
from typing import Iterable

from game.olifantenpad.pure.geometry import Geometry
from game.olifantenpad.pure.park import DIRECTIONS

#: Cost of entering a cell, per wear level (paved cells cost as a path).
TRAIL_COST, PAVED_COST = 3, 2
_SCALE = 1024


def visitor_weights(geo: Geometry, wear: list[int] | tuple[int, ...]) -> list[int]:
    """Per cell, the routing key of entering it (0 where visitors never walk: grass, obstacles; fences
    are left out by the step table): cost * 1024, minus 1 for sidewalk and gates."""
    return visitor_weights_of(geo, wear, range(geo.size))


def visitor_weights_of(geo: Geometry, wear: list[int] | tuple[int, ...], cells: Iterable[int]) -> list[int]:
    """The routing keys of entering `cells` (see `visitor_weights`), in their order."""
    out = []
    paved, grass = geo.paved, geo.grass
    for i in cells:
        if paved[i]:
            out.append(PAVED_COST * _SCALE - 1)
        elif grass[i]:
            level = wear[i]
            out.append(TRAIL_COST * _SCALE if level == 1 else PAVED_COST * _SCALE if level >= 2 else 0)
        else:
            out.append(0)
    return out


def general_direction(dx: int, dy: int) -> int:
    """The one of eight directions (index into DIRECTIONS) nearest to the vector (dx, dy) != (0, 0).

    A component counts when it is more than tan(22.5 degrees) of the other; exact ties cannot happen
    for whole numbers, since that tangent is irrational. Integer test: (a + b)^2 > 2 b^2."""
    ax, ay = abs(dx), abs(dy)
    sx = (dx > 0) - (dx < 0) if (ax + ay) ** 2 > 2 * ay * ay else 0
    sy = (dy > 0) - (dy < 0) if (ax + ay) ** 2 > 2 * ax * ax else 0
    return DIRECTIONS.index((sx, sy))


def rightness(reference: int, direction: int) -> int:
    """How far `direction` turns clockwise (to the right) from `reference`, in eighths: 4 (reversal),
    3, 2, 1 (right), 0 (straight on), -1, -2, -3 (left)."""
    turn = (direction - reference) % 8
    return turn if turn <= 4 else turn - 8


@dataclass(frozen=True)
class Split:
    """How a group walks: the route key (cost, sidewalk cells, bends), how many tied routes were found
    (at most size + 1) and `routes`: (cells from origin to destination, visitors), right-most
    first, routes without visitors left out. Empty `routes` when the destination cannot be reached."""

    cost: int
    sidewalk: int
    bends: int
    tied: int
    routes: tuple[tuple[tuple[int, ...], int], ...]


class Router:
    """Routes of one hour: the park, the steps allowed with this hour's fences, and the entering
    keys of the wear after the players' walks. Keeps one Dijkstra per origin.

    With `base` (a Router of the same park and fences) and `changed` (the cells whose key dropped or
    that became walkable since), distances are updated from the base's instead of computed afresh:
    the bots score many walks that each change a few cells."""

    def __init__(self, geo: Geometry, steps: list[tuple[tuple[int, int], ...]], weight: list[int],
                 base: "Router | None" = None, changed: tuple[int, ...] = ()) -> None:
        self.geo = geo
        self.steps = steps
        self.weight = weight
        self.base = base
        self.changed = changed
        self._dist: dict[int, list[float]] = {}

    def distances(self, source: int) -> list[float]:
        """Best key from `source` to every cell (inf where unreachable)."""
        hit = self._dist.get(source)
        if hit is not None:
            return hit
        steps, weight = self.steps, self.weight
        pop, push = heapq.heappop, heapq.heappush
        if self.base is not None:
            dist = list(self.base.distances(source))
            heap = []
            for cell in self.changed:
                w = weight[cell]
                if not w:
                    continue
                best = dist[cell]
                for u, _ in steps[cell]:
                    if dist[u] + w < best:
                        best = dist[u] + w
                if best < dist[cell]:
                    dist[cell] = best
                    heap.append((best, cell))
            heapq.heapify(heap)
        else:
            dist = [float("inf")] * self.geo.size
            dist[source] = 0
            heap = [(0, source)]
        while heap:
            d, u = pop(heap)
            if d > dist[u]:
                continue
            for v, _ in steps[u]:
                w = weight[v]
                if w and d + w < dist[v]:
                    dist[v] = d + w
                    push(heap, (d + w, v))
        self._dist[source] = dist
        return dist

    def split(self, source: int, target: int, size: int) -> Split:  # noqa: C901 - the rules' tie-breaks for splitting a group, in their order
        """How `size` visitors walk from cell `source` to cell `target` (see the module doc)."""
        dist = self.distances(source)
        if dist[target] == float("inf") or source == target:
            return Split(0, 0, 0, 0, ())
        steps, weight, width = self.steps, self.weight, self.geo.width
        # cells on key-optimal routes: backwards from the target along tight edges
        marked = {target}
        stack = [target]
        while stack:
            v = stack.pop()
            need = dist[v] - weight[v]
            for u, _ in steps[v]:
                if u not in marked and dist[u] == need:
                    marked.add(u)
                    stack.append(u)
        # fewest bends over (cell, incoming direction) states, in key order
        bends: dict[int, dict[int, int]] = {source: {-1: 0}}
        forward: dict[int, list[tuple[int, int]]] = {}
        for u in sorted(marked, key=dist.__getitem__):
            if u == target:
                continue
            here = bends.get(u)
            if here is None:
                continue
            du = dist[u]
            nexts = [(v, d) for v, d in steps[u]
                     if v in marked and du + weight[v] == dist[v]]
            forward[u] = nexts
            for v, d in nexts:
                there = bends.setdefault(v, {})
                best = min(b + (din >= 0 and din != d) for din, b in here.items())
                if best < there.get(d, 1 << 30):
                    there[d] = best
        ends = bends.get(target, {})
        best_bends = min(ends.values())
        # bend-optimal states: backwards from the target's best states
        useful: set[tuple[int, int]] = set()
        stack2 = [(target, d) for d, b in ends.items() if b == best_bends]
        useful.update(stack2)
        while stack2:
            v, d = stack2.pop()
            if d < 0:
                continue
            dx, dy = DIRECTIONS[d]
            u = v - dy * width - dx
            value = bends[v][d]
            for din, b in bends[u].items():
                if (u, din) not in useful and b + (din >= 0 and din != d) == value:
                    useful.add((u, din))
                    stack2.append((u, din))
        # tied routes, right-most first
        sx, sy = self.geo.cell(source)
        tx, ty = self.geo.cell(target)
        heading = general_direction(tx - sx, ty - sy)
        limit = size + 1
        found: list[tuple[int, ...]] = []
        path = [source]

        def walk(u: int, din: int) -> None:
            value = bends[u][din]
            reference = din if din >= 0 else heading
            options = [(rightness(reference, d), v, d) for v, d in forward.get(u, ())
                       if (v, d) in useful and bends[v][d] == value + (din >= 0 and din != d)]
            options.sort(reverse=True)
            for _, v, d in options:
                if len(found) >= limit:
                    return
                path.append(v)
                if v == target:
                    found.append(tuple(path))
                else:
                    walk(v, d)
                path.pop()

        walk(source, -1)
        sidewalk = sum(1 for i in found[0][1:] if self.geo.paved[i])
        cost = sum(PAVED_COST if self.geo.paved[i] or weight[i] == PAVED_COST * _SCALE else TRAIL_COST
                   for i in found[0][1:])
        if len(found) > size:
            shares = [(route, 1) for route in found[:size]]
        else:
            base, extra = divmod(size, len(found))
            shares = [(route, base + (n < extra)) for n, route in enumerate(found)]
        return Split(cost, sidewalk, best_bends, len(found),
                     tuple((route, count) for route, count in shares if count))
