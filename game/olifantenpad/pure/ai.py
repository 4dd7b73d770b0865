"""Olifantenpad bots and the idle hint, deciding from a player's view only.

- easy: a random legal walk, biased toward grass beside busy sidewalk (the cells next to this
  hour's visitor routes, weighted by how many visitors pass).
- normal and hard first forecast the hour (`foresight.py`): the walk every player would take if
  all of them played well, worked out the same way by every bot from what everybody sees. Then
  they draw candidate walks (their own forecast walk, shortcuts that cut a detour of a current
  visitor route, reached from where they stand or through a gate, plus biased random walks) and
  score each by resolving the hour with it and the others' forecast walks: the visitor footsteps
  it would draw. The best `refine` of them are looked at again: `predict_weight` of the score
  against the forecast, the rest with the others standing still (in case they do), and one hour
  ahead (the points its cells would earn from the next hour's groups).
- hard: more candidates, and it also counts the best other player's points against its own (a
  walk that denies a rival a shortcut is worth something too) and a closure of its own cells.

The bots never read another player's pending plan (the view has none). Each decision is
deterministic for a given view, RNG and node budget: one node is a step of a drawn walk or a
shortcut looked at, and resolving an hour costs EVAL_NODES. Parameters come from
`data/olifantenpad.toml`; the forecast's are the same for every level (`foresight.py`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.bots import Budget
from game.core.rng import Rng, seed_state
from game.core.rules import Move, Rules
from game.olifantenpad.pure.bot_planner import EVAL_NODES, Candidate, Planner, as_walk
from game.olifantenpad.pure.content import BotSettings, load_settings
from game.olifantenpad.pure.foresight import STILL, forecast, taken_before
from game.olifantenpad.pure.hour import Walk
from game.olifantenpad.pure.rules import Plan

LEVELS = ("easy", "normal", "hard")
#: How many of its best walks a bot checks for being left to an earlier player of the draft.
LEAVE_CHECKS = 3


@dataclass
class OlifantenpadBot:
    """A bot of one difficulty ("random", "easy", "normal", "hard") with its settings."""

    name: str
    settings: BotSettings

    def budget(self) -> Budget:
        """A fresh budget for one hour's decision."""
        return Budget(self.settings.nodes, self.settings.seconds)

    def decide(self, rules: Rules[Any, Any], view: Any, player: int, rng: Rng, budget: Budget) -> Move:
        """This hour's walk, from `view` only."""
        if view.over or view.planned[player]:
            return Plan()
        planner = Planner(view, player)
        if self.name == "random":
            return _plan(planner, planner.draw(rng, 0.0, budget, uniform=True) or (None, ()))
        if self.name == "easy" or not self.settings.evaluate:
            return _plan(planner, _best_drawn(planner, rng, self.settings, budget))
        return _plan(planner, search(planner, rng, self.settings, budget))


def _best_drawn(planner: Planner, rng: Rng, settings: BotSettings, budget: Budget) -> Candidate:
    best: Candidate = (None, ())
    best_value = -1.0
    for _ in range(settings.samples):
        drawn = planner.draw(rng, settings.busy_bias, budget)
        if drawn is None:
            break
        value = planner.proxy(drawn)
        if value > best_value:
            best, best_value = drawn, value
    return best


def search(planner: Planner, rng: Rng, settings: BotSettings, budget: Budget) -> Candidate:  # noqa: C901 - the search's cut-offs and tie-breaks in one loop, kept together
    """The normal and hard search (see the module doc): the forecast, candidates scored against the
    others' forecast walks, the best `refine` looked at again, and a walk an earlier player of the
    draft would rather take left to them."""
    me = planner.player
    expected: Candidate = STILL
    others = []
    walks: list[Candidate] = []
    if settings.predict:
        walks = forecast(planner.view, budget)
        expected = walks[me]
        others = [as_walk(p, walk) for p, walk in enumerate(walks) if p != me]
    candidates: list[Candidate] = [STILL, expected]
    candidates += planner.shortcut_walks(budget, settings.evaluate)
    drawn = []
    for _ in range(settings.samples):
        walk = planner.draw(rng, settings.busy_bias, budget)
        if walk is None:
            break
        drawn.append(walk)
    drawn.sort(key=lambda c: -planner.proxy(c))
    candidates += drawn
    unique = list(dict.fromkeys(candidates))[: settings.evaluate + 1]
    scored: list[tuple[float, int, Candidate]] = []
    for index, candidate in enumerate(unique):
        if not budget.spend(EVAL_NODES):
            break
        result = planner.resolve(candidate, others)
        scored.append((planner.value(candidate, result, settings), index, candidate))
    if not scored:
        return expected
    scored.sort(key=lambda item: (-item[0], item[1]))

    def worth(who: Planner, candidate: Candidate, around: list[Walk]) -> float | None:
        return _worth(who, candidate, around, settings, budget)

    ranked = scored
    if settings.refine and (settings.predict_weight < 1.0 or settings.keep_weight):
        ranked = []
        for _, index, candidate in scored[: settings.refine]:
            value = worth(planner, candidate, others)
            if value is None:
                break
            ranked.append((value, index, candidate))
        ranked.sort(key=lambda item: (-item[0], item[1]))
    if not ranked:
        return scored[0][2]
    for _, _, candidate in ranked[:LEAVE_CHECKS]:
        if candidate in (expected, STILL) or not walks:
            return candidate
        taken = taken_before(planner.view, me, candidate, walks, worth)
        if taken is None:
            break
        if not taken:
            return candidate
    return expected


def _worth(planner: Planner, candidate: Candidate, others: list[Walk], settings: BotSettings,
           budget: Budget) -> float | None:
    """A walk's full worth to its player: its value with the others' walks (`predict_weight` of it;
    the rest with them standing still) plus `keep_weight` times what its cells would earn next
    hour. None when the budget ran out."""
    weight = settings.predict_weight if others else 1.0
    if not budget.spend(EVAL_NODES * (1 + (weight < 1.0) + bool(settings.keep_weight))):
        return None
    result = planner.resolve(candidate, others)
    value = planner.value(candidate, result, settings)
    if weight < 1.0:
        alone = planner.resolve(candidate, [])
        value = weight * value + (1 - weight) * planner.value(candidate, alone, settings)
    if settings.keep_weight:
        value += settings.keep_weight * planner.later(result, settings.rival_weight)
    return value


def _plan(planner: Planner, candidate: Candidate) -> Plan:
    gate, cells = candidate
    cell = planner.geo.cell
    if gate is not None and not cells:
        return Plan()
    return Plan(tuple(cell(c) for c in cells), None if gate is None else cell(gate))


def random_settings() -> BotSettings:
    """Settings of the baseline bot that walks uniformly at random (benchmarks only)."""
    return BotSettings(nodes=100, seconds=1.0, samples=1, busy_bias=0.0, evaluate=0)


def bot_for(params: Any, player: int) -> OlifantenpadBot:
    """The bot that plays `player`: the difficulty its seat names (`params.seat(player)`; a normal
    bot for a seat a person holds), with its settings from data/olifantenpad.toml."""
    level = params.seat(player)
    return make_bot(level if level in LEVELS else "normal")


def make_bot(level: str) -> OlifantenpadBot:
    """A bot of a difficulty by name: "random", "easy", "normal" or "hard"."""
    if level == "random":
        return OlifantenpadBot("random", random_settings())
    if level not in LEVELS:
        raise ValueError(f"unknown bot difficulty {level!r}; expected one of {', '.join(LEVELS)}")
    return OlifantenpadBot(level, getattr(load_settings().bots, level))


def hint(rules: Rules[Any, Any], state: Any, player: int, budget: Budget) -> Move | None:
    """The walk the hard bot would plan for `player` from their own view (None when they cannot
    plan now), within `budget`: like the bots, it expects the others to play their forecast walks,
    so following it does not walk onto a bot's cells with the bot's step numbers."""
    if state.over or state.plans[player] is not None:
        return None
    view = rules.observe(state, player)
    settings = load_settings().bots.hard
    planner = Planner(view, player)
    rng = Rng(seed_state(f"olifantenpad-hint:{view.hour}:{player}"))
    own = Budget(min(budget.nodes, settings.nodes), min(budget.seconds, settings.seconds), budget.cancelled)
    return _plan(planner, search(planner, rng, settings, own))
