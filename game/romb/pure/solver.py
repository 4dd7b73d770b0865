"""Search for Romb Raider: the fewest-turn win from a state, and the naive walk a room must defeat.

Used by the tests (every shipped room is winnable; walking straight to G and back loses), by
`tools/bench_romb.py`, by designers (`python -m game.romb.pure.solver levels/romb/05-lamp-gallery.toml`
prints a room's shortest win and how the straight walk ends), and available to a scene as a hint.
It plays turns with the same `Geometry.advance` as the rules, so what it finds is a line of play the
rules accept.
"""

from __future__ import annotations

import heapq
from itertools import count
from typing import Any

from game.core.bots import Budget
from game.core.grid import ORTHOGONAL, Cell
from game.core.rules import Move
from game.romb.pure.content import Room, player_distances
from game.romb.pure.rules import (
    DIRECTIONS,
    LOST,
    PLAYING,
    RULES,
    WON,
    State,
    Step,
    Wait,
    geometry,
    has_wall,
    start_state,
)


def solve(state: State, limit: int = 400_000, budget: Budget | None = None) -> list[Move] | None:
    """The shortest list of moves that wins the room from `state`, or None when there is none, the
    search visits more than `limit` states, or `budget` runs out (a cancelled hint).

    A* over (player, monsters, lit torches, loot); the estimate is the player's walking distance still
    to cover (to G and back to S, or back to S), which never overestimates, so the first win found is
    a shortest one."""
    if state.outcome != PLAYING:
        return [] if state.outcome == WON else None
    g = geometry(state.room)
    to_goal = _distances(g, state.room, state.room.goal)
    to_start = _distances(g, state.room, state.room.start)
    back = to_goal[g.start]

    def estimate(player: int, loot: bool) -> int:
        return to_start[player] if loot else to_goal[player] + back

    key = (g.index(state.player), tuple(g.index(m) for m in state.monsters), g.mask(state.lit),
           state.has_loot)
    came_from: dict[tuple[Any, ...], tuple[tuple[Any, ...], Move] | None] = {key: None}
    cost = {key: 0}
    tie = count()
    queue = [(estimate(key[0], key[3]), 0, next(tie), key)]
    moves = [(name, Step(name)) for name in DIRECTIONS]
    while queue:
        _, spent, _, key = heapq.heappop(queue)
        if budget is not None and not budget.spend():
            return None
        if spent > cost[key]:
            continue
        player, monsters, torches, loot = key
        options: list[tuple[int | None, Move]] = [(g.step_target(player, name), move) for name, move in moves]
        options.append((player, Wait()))
        for target, move in options:
            if target is None:
                continue
            new_monsters, new_torches, new_loot, outcome, _ = g.advance(target, monsters, torches, loot)
            if outcome == LOST:
                continue
            if outcome == WON:
                path = [move]
                while (before := came_from[key]) is not None:
                    key, step = before
                    path.append(step)
                return path[::-1]
            nxt = (target, new_monsters, new_torches, new_loot)
            if nxt in cost and cost[nxt] <= spent + 1:
                continue
            if len(cost) >= limit:
                return None
            cost[nxt] = spent + 1
            came_from[nxt] = (key, move)
            heapq.heappush(queue, (spent + 1 + estimate(target, new_loot), spent + 1, next(tie), nxt))
    return None


def straight_walk(room: Room) -> list[Move]:
    """The naive plan: a shortest walk from S to G (ties N, E, S, W) and the same way back.

    Every campaign room is built so that this plan loses."""
    to_goal = player_distances(room, room.goal)
    here, there = room.start, []
    while here != room.goal:
        for name, (dx, dy) in ORTHOGONAL:
            nxt = (here[0] + dx, here[1] + dy)
            if to_goal.get(nxt) == to_goal[here] - 1 and not has_wall(room, here, nxt):
                there.append(name)
                here = nxt
                break
    back = {"N": "S", "S": "N", "E": "W", "W": "E"}
    walk: list[Move] = [Step(name) for name in there]
    return walk + [Step(back[name]) for name in reversed(there)]


def play_out(state: State, moves: list[Move]) -> State:
    """The state after playing `moves` in order, stopping early if the room is won or lost."""
    for move in moves:
        if state.outcome != PLAYING:
            break
        state, _ = RULES.apply(state, move)
    return state


def _distances(g: Any, room: Room, origin: Cell) -> list[int]:
    far = room.width * room.height
    reach = player_distances(room, origin)
    return [reach.get(g.cell(i), far) for i in range(room.width * room.height)]


def report(room: Room) -> str:
    """A designer's summary of a room: its shortest win and how the straight walk ends."""
    line = solve(start_state(room))
    walk = straight_walk(room)
    state = play_out(start_state(room), walk)
    win = "no win found" if line is None else (
        f"shortest win {len(line)} turns: " + "".join(getattr(m, "direction", ".") for m in line))
    return f"{room.name} ({room.width}x{room.height}): {win}\n  straight walk ({len(walk)} steps): " \
           f"{state.outcome} after {state.turns} turns"


if __name__ == "__main__":
    import sys

    from game.core.content import load_record
    from game.romb.pure.content import RoomRecord

    for name in sys.argv[1:]:
        print(report(load_record(name, RoomRecord).room()))
