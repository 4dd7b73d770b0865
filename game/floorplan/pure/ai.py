"""Floorplan's computer players and the idle hint.

Stauf (player 1) plays at the difficulty the params name, with the parameters of that level in
`data/floorplan.toml`:

- easy ("random-shift"): a random legal shift, then the reachable space closest to the target;
- normal ("greedy"): every legal shift and destination; wins at once when it can; otherwise gets
  close to the target and leaves the Visitor far from it;
- hard ("lookahead"): normal plus the Visitor's best reply: prefers positions from which the
  Visitor cannot reach the target next turn, and so blocks the Visitor's win when a shift can.

The same bots can play the Visitor (player 0), for tests and the strength table; they also play
talismans (Extra Turn at once; Move Stauf or Lock Gallery on the target when Stauf threatens to win).
A turn is two decisions (the shift, then the walk); the walk decision repeats the search on the
shifted board, so it follows the plan the shift was chosen for. Bots read only `rules.observe`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.bots import Bot, Budget
from game.core.rng import Rng
from game.core.rules import Move, Rules
from game.floorplan.pure.board import SPARE, Square, geometry
from game.floorplan.pure.content import Level, load_table
from game.floorplan.pure.model import ACT, EXPLORE, OVER, SHIFT, STAUF, VISITOR, View
from game.floorplan.pure.rules import (
    EndTurn,
    ExtraTurn,
    LockGallery,
    MoveStauf,
    Walk,
    legal_shifts,
    position,
    reachable,
)
from game.floorplan.pure.search import choose_destination, closest, farthest, plan_turn, stauf_threat

#: The node budget of the idle hint.
HINT_NODES = 2000


@dataclass
class FloorplanBot:
    """A computer player at one difficulty level (`level`, a row of data/floorplan.toml)."""

    name: str
    level: Level

    def budget(self) -> Budget:
        """A fresh budget for one decision: the level's nodes and wall-clock cap."""
        return Budget(self.level.nodes, self.level.seconds)

    def decide(self, rules: Rules[Any, Any], view: Any, player: int, rng: Rng, budget: Budget) -> Move:
        """The move for `player` from `view`: a shift, then a walk or the end of the turn."""
        return decide(view, player, self.level, rng, budget)


@dataclass
class RandomBot:
    """A player that picks a random legal shift, then a random reachable space (the strength
    table's yardstick); it never plays talismans."""

    name: str = "random"

    def budget(self) -> Budget:
        """A token budget: the random player does not search."""
        return Budget(1, 1.0)

    def decide(self, rules: Rules[Any, Any], view: Any, player: int, rng: Rng, budget: Budget) -> Move:
        """A random shift, or a random destination (staying included)."""
        if view.phase == SHIFT:
            return rng.choice(legal_shifts(view))
        if view.phase == EXPLORE:
            return EndTurn()
        here = view.visitor if player == VISITOR else view.stauf
        choice = rng.choice(reachable(view, player) or [here])
        return EndTurn() if choice == here else Walk(choice)


def decide(view: View, player: int, level: Level, rng: Rng, budget: Budget, talismans: bool = True) -> Move:
    """One decision of a bot at `level` (see the module docstring); `talismans` False keeps the
    Visitor's talismans in hand (the hint suggests only shifts and walks)."""
    if view.phase == OVER:
        raise ValueError("the game is over: nobody decides")
    lookahead = level.search == "lookahead"
    g = geometry(view.setup.museum)
    if view.phase == SHIFT:
        shifts = legal_shifts(view)
        if level.search == "random-shift":
            return rng.choice(shifts)
        plan = plan_turn(view, player, level, budget, lookahead)
        return plan.shift if plan is not None and plan.shift is not None else shifts[0]
    if view.phase == EXPLORE:
        return EndTurn()
    here = position(g, view, player)
    if here == SPARE:
        return EndTurn()
    if talismans and player == VISITOR and level.search != "random-shift":
        talisman = _talisman(view, level)
        if talisman is not None:
            return talisman
    if level.search == "random-shift":
        destination = closest(view, player, level)
    else:
        destination = choose_destination(view, player, level, budget, lookahead)
    return EndTurn() if destination == here else Walk(g.squares[destination])


def _talisman(view: View, level: Level) -> Move | None:
    """The talisman the Visitor bot plays now, if any: Extra Turn at once; when Stauf could reach
    the target next turn (and the Visitor cannot reach it now), Move Stauf far away or Lock Gallery
    on the target."""
    if not view.inventory:
        return None
    g = geometry(view.setup.museum)
    target = g.index(view.target)
    if "extra_turn" in view.inventory:
        return ExtraTurn()
    if any(g.index(s) == target for s in reachable(view, VISITOR)):
        return None
    if not stauf_threat(view):
        return None
    stauf = position(g, view, STAUF)
    locked = {g.index(s) for s in view.locked}
    if "move_stauf" in view.inventory and stauf not in locked:
        allowed = [i for i in range(g.count) if i not in (target, stauf) and i not in locked]
        return MoveStauf(g.squares[farthest(view, level, allowed)])
    if "lock_gallery" in view.inventory and view.target not in view.locked:
        return LockGallery(view.target)
    return None


def bot_for(params: Any, player: int) -> Bot:
    """The bot that plays `player` at the params' difficulty (Stauf is player 1; a Visitor bot is
    for tests and benchmarks). The difficulty "random" gives the random player."""
    if params.difficulty == "random":
        return RandomBot()
    level = load_table().level(params.difficulty)
    who = "Stauf" if player == STAUF else "Visitor"
    return FloorplanBot(f"{who} ({level.title.lower()})", level)


def hint(rules: Rules[Any, Any], state: Any, player: int, budget: Budget) -> Move | None:
    """The move the idle hint shows: in the shift phase the shift of the best plan, then the walk to
    its destination, then the end of the turn (the hard search on the player's own view)."""
    view = rules.observe(state, player)
    if view.phase == OVER or view.player != player:
        return None
    level = _hint_level()
    return decide(view, player, level, Rng(0), budget, talismans=False)


def hint_plan(rules: Rules[Any, Any], state: Any, player: int, budget: Budget) -> tuple[Move | None, Square | None]:
    """(shift, destination square) of the best plan at the start of a turn, so a scene can show
    both; (None, destination) once the shift is made; (None, None) when it is not `player`'s turn."""
    view = rules.observe(state, player)
    if view.phase == OVER or view.player != player:
        return None, None
    g = geometry(view.setup.museum)
    level = _hint_level()
    if view.phase == SHIFT:
        plan = plan_turn(view, player, level, budget, lookahead=True)
        if plan is None:
            return None, None
        return plan.shift, g.square(plan.destination)
    if view.phase == ACT:
        return None, g.square(choose_destination(view, player, level, budget, lookahead=True))
    return None, None


def _hint_level() -> Level:
    """The hard level's weights, for the hint."""
    return load_table().level("hard")
