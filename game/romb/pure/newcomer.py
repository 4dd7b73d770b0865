"""A careful newcomer: how a player who has just read a room's text plays it, used to check that the
course rooms (the first four of the campaign) are won on a first or second try.

The newcomer sees only what the rules' view shows (the map as far as seen, the spirits in sight,
their arrows) and follows plain rules of thumb: head for an unlit torch it has seen (the rooms say
to light them), else for the gem, then back to the steps, by the shortest way over the walls seen so
far; never step onto a spirit or beside one (unless a solid wall is between); wait rather than step
into reach, but not where an arrow points at it; with no safe step, any step. Ties are broken at
random, so many games give a win rate.
"""

from __future__ import annotations

import random
from collections import deque

from game.core.grid import ORTHOGONAL, Cell
from game.core.rules import Move
from game.romb.pure.content import Room
from game.romb.pure.rules import PLAYING, RULES, Step, View, Wait, start_state

OFFSETS = dict(ORTHOGONAL)


def _known_distances(view: View, walls: set[tuple[Cell, Cell]], target: Cell) -> dict[Cell, int]:
    """Steps to `target` from every square, over the walls seen so far (the rest thought open)."""
    seen = {target: 0}
    queue = deque([target])
    while queue:
        here = queue.popleft()
        for dx, dy in OFFSETS.values():
            there = (here[0] + dx, here[1] + dy)
            if (0 <= there[0] < view.width and 0 <= there[1] < view.height and there not in seen
                    and (min(here, there), max(here, there)) not in walls):
                seen[there] = seen[here] + 1
                queue.append(there)
    return seen


def _choose(view: View, walls: set[tuple[Cell, Cell]], moves: list[Move], rng: random.Random,
            torches_first: bool) -> Move:
    """The newcomer's move in a view (see the module's rules of thumb)."""
    unlit = [t for t in view.torches if t not in view.torches_lit] if torches_first else []
    px, py = view.player
    if view.has_loot:
        target = view.start
    elif unlit:
        target = min(unlit, key=lambda t: abs(t[0] - px) + abs(t[1] - py))
    else:
        target = view.goal
    distance = _known_distances(view, walls, target)
    spirits, lit, holding = [m for _, m in view.monsters], set(view.lit), set(view.holding)

    def in_reach(cell: Cell) -> bool:
        if cell in lit:
            return False
        return cell in spirits or any(abs(m[0] - cell[0]) + abs(m[1] - cell[1]) == 1
                                      and (min(m, cell), max(m, cell)) not in holding for m in spirits)

    def landing(move: Move) -> Cell:
        dx, dy = OFFSETS.get(getattr(move, "direction", ""), (0, 0))
        return px + dx, py + dy

    steps = [m for m in moves if isinstance(m, Step)]
    rng.shuffle(steps)
    here = distance.get(view.player, 1 << 20)
    toward = [m for m in steps if distance.get(landing(m), 1 << 20) < here]
    for move in toward:
        if not in_reach(landing(move)):
            return move
    if view.player not in {to for _, to in view.next_steps}:
        return Wait()
    for move in steps:
        if move not in toward and not in_reach(landing(move)):
            return move
    return rng.choice(moves)


def careful_game(room: Room, rng: random.Random, torches_first: bool = True, limit: int = 150) -> str:
    """One newcomer's game of a room from its start: "won", "lost", or "timeout" after `limit` turns."""
    state, walls = start_state(room), set()
    for _ in range(limit):
        view = RULES.observe(state)
        walls |= set(view.walls)
        state, _ = RULES.apply(state, _choose(view, walls, RULES.legal_moves(state), rng, torches_first))
        if state.outcome != PLAYING:
            return state.outcome
    return "timeout"


def win_rate(room: Room, games: int = 60, seed: int = 0, torches_first: bool = True) -> float:
    """The share of `games` careful newcomers' games of a room that are won (fixed seed: repeatable)."""
    rng = random.Random(seed)
    return sum(careful_game(room, rng, torches_first) == "won" for _ in range(games)) / games
