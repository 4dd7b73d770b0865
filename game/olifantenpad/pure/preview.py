"""What the planned walk would do to this hour's visitors, seen from the planner's own view.

While a player lays a walk, the scene shows where this hour's visitor groups would walk with it and
the points it would earn: the park as the player sees it plus their own walk, the other players
standing still (their plans are secret) and no school trip (nobody knows its hour before it comes).
The hour is resolved by the rules' own `hour.resolve_hour`, so the preview never disagrees with the
rules about the same park.

When the walk earns nothing although it wears grass, `why` says why the visitors keep away, from
the cheapest way a group could take over one of the player's cells: none at all (visitors never
step on grass, so the trail must join their way at both ends), a dearer way, or an equal cost that
loses to the route with the most sidewalk (or, at equal sidewalk, fewer bends).

Pure (no arcade) and fast: one hour resolved and two distance maps per group, a few milliseconds.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.core.grid import Cell
from game.core.rules import IllegalMove
from game.olifantenpad.pure.geometry import geometry, step_table
from game.olifantenpad.pure.hour import HourResult, Walk, resolve_hour, wear_and_claim
from game.olifantenpad.pure.routing import Router, visitor_weights
from game.olifantenpad.pure.rules import Plan, View, read_plan

_SCALE = 1024  # the routing key's cost unit (routing.py): key = cost * 1024 - sidewalk cells


@dataclass(frozen=True)
class GroupPreview:
    """One group with the walk: gates by letter, size, its routes (cells, visitors) and the points
    it would give the planner."""

    origin: str
    target: str
    size: int
    routes: tuple[tuple[tuple[Cell, ...], int], ...]
    points: int


@dataclass(frozen=True)
class Preview:
    """This hour with the planned walk: each group's routes and points, the total, and `why` the
    visitors keep off the walk ("" when it scores, or claims no grass)."""

    groups: tuple[GroupPreview, ...]
    points: int
    why: str


def preview(view: View, plan: Plan) -> Preview:
    """The hour as `view.player` would see it resolve with `plan` and the others standing still."""
    park, me = view.park, view.player
    geo = geometry(park)
    fenced = frozenset(geo.index(c) for c in view.fences)
    try:
        walk = replace(read_plan(park, view.fences, view.positions[me], plan), player=me)
    except IllegalMove:
        walk = replace(read_plan(park, view.fences, view.positions[me], Plan()), player=me)
    hour = park.hours[view.hour] if not view.over else ()
    groups = [(geo.gate_index[g.origin], geo.gate_index[g.target], g.size) for g in hour]
    result = resolve_hour(geo, view.wear, view.owner, fenced, [walk], groups, view.players)
    cell = geo.cell
    shown = []
    for group, visit in zip(hour, result.visits):
        points = sum(count * (result.owner[c] == me or _owned_before_closing(result, c, me))
                     for route, count in visit.split.routes for c in route[1:])
        shown.append(GroupPreview(group.origin, group.target, group.size,
                                  tuple((tuple(cell(i) for i in route), count) for route, count in visit.split.routes),
                                  points))
    total = result.points[me]
    why = "" if total else _why(view, walk, groups)
    return Preview(tuple(shown), total, why)


def _owned_before_closing(result: HourResult, cell: int, me: int) -> bool:
    """A cell that scored for `me` and then closed (its owner is gone in the result)."""
    return any(who == me and cell in cells for who, cells, _ in result.closures)


def _why(view: View, walk: Walk, groups: list[tuple[int, int, int]]) -> str:
    """Why no visitor steps on the planner's cells (see the module doc); "" when the walk claims
    no grass of theirs or no group comes."""
    geo = geometry(view.park)
    me = view.player
    wear, owner, _, _ = wear_and_claim(geo, view.wear, view.owner, [walk])
    mine = [c for c in range(geo.size) if owner[c] == me and wear[c] > 0]
    if not mine or not groups:
        return ""
    fenced = frozenset(geo.index(c) for c in view.fences)
    weight = visitor_weights(geo, wear)
    router = Router(geo, step_table(geo, fenced), weight)
    best_gap, reason = None, ""
    for origin, target, _ in groups:
        out, back = router.distances(origin), router.distances(target)
        best = out[target]
        if best == float("inf"):
            continue
        via = min((out[c] + back[c] - weight[c] + weight[target] for c in mine), default=float("inf"))
        if via == float("inf"):
            continue
        cost, cost_via = -(-best // _SCALE), -(-via // _SCALE)
        gap = (cost_via - cost, via - best)
        if best_gap is not None and gap >= best_gap:
            continue
        best_gap = gap
        if cost_via > cost:
            reason = f"Over your trail they pay {int(cost_via)}, by the sidewalk {int(cost)}."
        elif via > best:
            reason = f"At equal cost ({int(cost)}) they prefer the sidewalk."
        else:
            reason = f"At equal cost ({int(cost)}) they take fewer bends."
    if best_gap is None:
        return "Visitors never step on grass: join your trail to their way."
    return reason
