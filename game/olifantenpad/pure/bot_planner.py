"""What an Olifantenpad bot knows of one player's hour, built from a view: the steps allowed, this
hour's visitor groups and their current routes, how busy the grass beside them is, the shortcuts
that would cut a detour, random walks leaning toward busy grass, and a candidate walk's worth once
the hour is resolved with it (`hour.resolve_hour`, the rules' own resolution).

Used by the bots (`ai.py`) and their forecast of the other players (`foresight.py`); pure, no arcade.
"""

from __future__ import annotations

from collections import deque
from typing import Any

from game.core.bots import Budget
from game.core.rng import Rng
from game.olifantenpad.pure.content import BotSettings
from game.olifantenpad.pure.geometry import geometry, step_table
from game.olifantenpad.pure.hour import NOBODY, Walk, resolve_hour
from game.olifantenpad.pure.routing import PAVED_COST, TRAIL_COST, Router, visitor_weights
from game.olifantenpad.pure.rules import GATE_FIRST_STEP, HOUR_COUNT, MAX_STEPS, View

GATE_STEPS = MAX_STEPS - GATE_FIRST_STEP + 1
#: Nodes charged for resolving one hour while scoring a candidate (about its cost in drawn steps).
EVAL_NODES = 40

#: A candidate walk: (gate cell number or None, cells stepped on).
Candidate = tuple[int | None, tuple[int, ...]]


class Planner:
    """One player's look at the hour, built from a view: the steps allowed, this hour's groups and
    their current routes, and how busy the grass beside them is."""

    def __init__(self, view: View, player: int) -> None:
        self.view, self.player = view, player
        park = view.park
        geo = self.geo = geometry(park)
        self.fenced = frozenset(geo.index(c) for c in view.fences)
        self.table = step_table(geo, self.fenced)
        self.wear, self.owner = list(view.wear), list(view.owner)
        self.groups = self._groups(view.hour)
        self.next_groups = self._groups(view.hour + 1)
        where = view.positions[player]
        self.position = None if where is None else geo.index(where)
        router = self.router = Router(geo, self.table, visitor_weights(geo, self.wear))
        self.splits = [router.split(a, b, n) for a, b, n in self.groups]
        traffic = [0] * geo.size
        for split in self.splits:
            for route, count in split.routes:
                for cell in route:
                    traffic[cell] += count
        self.traffic = traffic
        busy = [0.0] * geo.size
        for cell in range(geo.size):
            if geo.grass[cell]:
                busy[cell] = float(sum(traffic[j] for j, _, _, _ in geo.around[cell]))
        top = max(busy) or 1.0
        self.busy = [b / top for b in busy]

    def _groups(self, hour: int) -> list[tuple[int, int, int]]:
        if hour >= HOUR_COUNT:
            return []
        index = self.geo.gate_index
        return [(index[g.origin], index[g.target], g.size) for g in self.view.park.hours[hour]]

    # -- drawing walks ----------------------------------------------------------------------------
    def weight(self, cell: int, bias: float) -> float:
        """How much a drawn walk likes stepping on `cell`: grass beside busy sidewalk most."""
        if not self.geo.grass[cell]:
            return 0.25
        owner = self.owner[cell]
        base = 1.0 if owner in (NOBODY, self.player) else 0.4
        return base + bias * self.busy[cell]

    def draw(self, rng: Rng, bias: float, budget: Budget, uniform: bool = False) -> Candidate | None:
        """One random legal walk (None when the budget ran out). `uniform`: no bias at all."""
        gates = sorted(self.geo.gate_cells)
        if self.position is not None and rng.chance(0.8 if uniform else 0.75):
            gate, here, steps = None, self.position, MAX_STEPS
        else:
            if uniform:
                gate = rng.choice(gates)
            else:
                gate = _pick(rng, gates, [0.2 + sum(self.weight(j, bias) for j, _ in self.table[g]) for g in gates])
            here, steps = gate, GATE_STEPS
        length = 1 + rng.randrange(steps) if uniform else steps
        cells: list[int] = []
        for _ in range(length):
            if not budget.spend():
                return None
            options = [j for j, _ in self.table[here]]
            if not options:
                break
            here = rng.choice(options) if uniform else _pick(rng, options, [self.weight(j, bias) for j in options])
            cells.append(here)
        if gate is not None and not cells:
            return None, ()
        return gate, tuple(cells)

    # -- shortcuts --------------------------------------------------------------------------------
    def reach(self, start: int, limit: int) -> dict[int, int]:
        """Breadth-first parents of every cell a player on `start` reaches in `limit` steps."""
        parents = {start: -1}
        depth = {start: 0}
        queue = deque([start])
        while queue:
            u = queue.popleft()
            if depth[u] == limit:
                continue
            for v, _ in self.table[u]:
                if v not in parents:
                    parents[v] = u
                    depth[v] = depth[u] + 1
                    queue.append(v)
        return parents

    def shortcuts(self, budget: Budget) -> list[tuple[float, tuple[int, ...]]]:
        """Grass chains that would cut a detour of a current route: (estimated footsteps, chain),
        the chain in walking order (both orders are listed), best first."""
        width = self.geo.width
        found: dict[tuple[int, ...], float] = {}
        for split in self.splits:
            for route, count in split.routes:
                costs = [0] + [self._cost(c) for c in route[1:]]
                prefix = [0] * len(route)
                for n in range(1, len(route)):
                    prefix[n] = prefix[n - 1] + costs[n]
                for i in range(len(route)):
                    ax, ay = route[i] % width, route[i] // width
                    for j in range(i + 3, min(len(route), i + 12)):
                        if not budget.spend():
                            return _ranked(found)
                        bx, by = route[j] % width, route[j] // width
                        k = max(abs(bx - ax), abs(by - ay)) - 1
                        if k < 1 or k > MAX_STEPS or j - i <= k + 1:
                            continue
                        for chain in _lines(ax, ay, bx, by, width):
                            if not all(self._claimable(c) for c in chain):
                                continue
                            if not self._joined(route[i], chain, route[j]):
                                continue
                            new = sum(self._cost_after(c) for c in chain) + costs[j]
                            if new < prefix[j] - prefix[i]:
                                value = count * len(chain)
                                for ordered in (chain, chain[::-1]):
                                    found[ordered] = found.get(ordered, 0) + value
        return _ranked(found)

    def _cost(self, cell: int) -> int:
        if self.geo.paved[cell] or self.wear[cell] >= 2:
            return PAVED_COST
        return TRAIL_COST

    def _cost_after(self, cell: int) -> int:
        return TRAIL_COST if self.wear[cell] == 0 else PAVED_COST

    def _claimable(self, cell: int) -> bool:
        return self.geo.grass[cell] and cell not in self.fenced and self.owner[cell] in (NOBODY, self.player)

    def _joined(self, start: int, chain: tuple[int, ...], end: int) -> bool:
        here = start
        for cell in (*chain, end):
            if not any(j == cell for j, _ in self.table[here]):
                return False
            here = cell
        return True

    def shortcut_walks(self, budget: Budget, limit: int) -> list[Candidate]:
        """Walks that lay the best shortcuts: reached from where the player stands or through a
        gate, each also with the spare steps walked back over the chain (a path wears deeper)."""
        out: list[Candidate] = []
        starts: list[tuple[int | None, int, int]] = []
        if self.position is not None:
            starts.append((None, self.position, MAX_STEPS))
        starts += [(g, g, GATE_STEPS) for g in sorted(self.geo.gate_cells)]
        reaches = {(start, steps): self.reach(start, steps) for _, start, steps in starts}
        for _, chain in self.shortcuts(budget)[:limit]:
            for gate, start, steps in starts:
                parents = reaches[start, steps]
                if chain[0] not in parents:
                    continue
                path = []
                cell = chain[0]
                while cell != start:
                    path.append(cell)
                    cell = parents[cell]
                walk = path[::-1] + list(chain[1:])
                if gate is not None and not walk or len(walk) > steps:
                    continue
                out.append((gate, tuple(walk)))
                spare = steps - len(walk)
                if spare > 0 and len(chain) > 1:
                    back = list(chain[-2::-1])[:spare]
                    out.append((gate, tuple(walk + back)))
        return out

    # -- scoring ----------------------------------------------------------------------------------
    def walk(self, candidate: Candidate) -> Walk:
        """The candidate as this player's resolved walk (cells with their step numbers)."""
        return as_walk(self.player, candidate)

    def resolve(self, candidate: Candidate, others: list[Walk]) -> Any:
        """The hour resolved with this candidate and the others' walks."""
        return resolve_hour(self.geo, self.wear, self.owner, self.fenced, [*others, self.walk(candidate)],
                            self.groups, self.view.players, base=self.router)

    def value(self, candidate: Candidate, result: Any, settings: BotSettings) -> float:
        """A resolved hour's worth to this player: its points, minus its closed cells, plus a hair
        for the free busy grass the walk claims (so that quiet hours still prepare the next)."""
        me = self.player
        score = float(result.points[me])
        if settings.rival_weight and len(result.points) > 1:
            score -= settings.rival_weight * max(p for who, p in enumerate(result.points) if who != me)
        if settings.closure_penalty:
            closed = sum(len(cells) for who, cells, _ in result.closures if who == me)
            score -= settings.closure_penalty * closed
        owned = sum(self.busy[c] for c in candidate[1] if self.geo.grass[c] and self.owner[c] in (NOBODY, me))
        return score + 0.01 * owned

    def later(self, result: Any, rival_weight: float = 0.0) -> float:
        """The points this player's cells would earn in the next hour if nobody walked (less
        `rival_weight` times the best other player's)."""
        if not self.next_groups:
            return 0.0
        nxt = resolve_hour(self.geo, result.wear, result.owner, result.fences, [], self.next_groups,
                           self.view.players)
        me = self.player
        others = [p for who, p in enumerate(nxt.points) if who != me]
        return nxt.points[me] - (rival_weight * max(others) if others else 0.0)

    def proxy(self, candidate: Candidate) -> float:
        """A cheap score of a drawn walk: how busy the free grass it claims is."""
        seen, total = set(), 0.0
        for cell in candidate[1]:
            if cell not in seen and self.geo.grass[cell] and self.owner[cell] in (NOBODY, self.player):
                total += self.busy[cell]
            seen.add(cell)
        return total


def as_walk(player: int, candidate: Candidate) -> Walk:
    """A candidate of `player` as a resolved walk: its cells with their step numbers."""
    gate, cells = candidate
    first = 1 if gate is None else GATE_FIRST_STEP
    return Walk(player, cells, tuple(range(first, first + len(cells))))


def _pick(rng: Rng, items: list[int], weights: list[float]) -> int:
    total = sum(weights)
    mark = rng.random() * total
    for item, weight in zip(items, weights):
        mark -= weight
        if mark < 0:
            return item
    return items[-1]


def _ranked(found: dict[tuple[int, ...], float]) -> list[tuple[float, tuple[int, ...]]]:
    return sorted(((value, chain) for chain, value in found.items()), key=lambda item: (-item[0], item[1]))


def _lines(ax: int, ay: int, bx: int, by: int, width: int) -> list[tuple[int, ...]]:
    """The cells strictly between two cells along the two 8-connected lines that join them in the
    fewest steps: diagonal first then straight, and straight first then diagonal."""
    out = []
    for diagonal_first in (True, False):
        x, y, cells = ax, ay, []
        while (x, y) != (bx, by):
            dx, dy = (bx > x) - (bx < x), (by > y) - (by < y)
            straight_left = abs(abs(bx - x) - abs(by - y))
            if not diagonal_first and straight_left and dx and dy:
                if abs(bx - x) > abs(by - y):
                    dy = 0
                else:
                    dx = 0
            x, y = x + dx, y + dy
            cells.append(y * width + x)
        chain = tuple(cells[:-1])
        if chain and chain not in out:
            out.append(chain)
    return out
