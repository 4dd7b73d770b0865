"""The bots' forecast of an hour: the walk every player would take if all of them played well.

Why: bots of one level that each take their own best walk, as if the others stood still, take the
same walk; an equal step number on a cell turns it grey, and nobody scores. A good player expects
the others to go for the good shortcuts too. So every bot (and the idle hint) first works out the
same forecast, from what everybody sees (the park, the positions, the scores; never a pending
plan):

1. Each player's options: standing still, their best shortcut walks (`Planner.shortcut_walks`, at
   most FORESIGHT_SHORTCUTS) and the best FORESIGHT_DRAWN of FORESIGHT_DRAWS random walks leaning
   toward busy grass (drawn with an RNG seeded by the hour and the player, so every bot draws the
   same), for the hours in which no shortcut pays yet.
2. A draft: the players pick in turn, the player with the fewest points first (at equal points the
   seat whose turn it is this hour, hour mod players, then on in seat order); each picks the option
   worth most to them with the picks made before them (the players still to pick standing still).
3. Up to FORESIGHT_ROUNDS rounds in that order in which each player takes their best answer to all
   the others' forecast walks, until no one changes.

4. A bot's own search looks at more walks than the forecast; a walk it likes better than its
   forecast walk is likely liked by the others too. So a walk is left to a player earlier in the
   draft's order who could walk it too (it enters by a gate, or they stand where the bot stands)
   and would rather walk it than their own forecast walk (`taken_before`); a later player leaves it
   to this one by the same reasoning.

An option's worth is the hour resolved with it (`hour.resolve_hour`): its points, less
CLOSED_CELL per own cell closed, plus a hair for the busy free grass it claims, plus KEEP times the
points its cells would earn from the next hour's groups if nobody walked then. The forecast uses the
same settings for every level and its own node budget (FORESIGHT_NODES), so bots of every level
compute the same forecast; each bot then plays its own best answer to the others' forecast walks
(`ai.search`). Pure and deterministic: no RNG at all.
"""

from __future__ import annotations

from typing import Any, Callable

from game.core.bots import Budget
from game.core.rng import Rng, seed_state
from game.olifantenpad.pure.bot_planner import EVAL_NODES, Candidate, Planner, as_walk
from game.olifantenpad.pure.content import BotSettings
from game.olifantenpad.pure.hour import Walk
from game.olifantenpad.pure.rules import View

#: Options per player (shortcut walks; random walks kept of those drawn), rounds of best answers
#: after the draft, and the forecast's node budget.
FORESIGHT_SHORTCUTS, FORESIGHT_DRAWN, FORESIGHT_DRAWS = 6, 3, 24
FORESIGHT_ROUNDS, FORESIGHT_NODES = 1, 30_000
#: Points an own cell that the hour would close counts against an option; the weight of next hour.
CLOSED_CELL, KEEP, BUSY_BIAS = 1.0, 0.5, 3.0
WORTH = BotSettings(nodes=FORESIGHT_NODES, seconds=1.0, samples=FORESIGHT_DRAWS, busy_bias=BUSY_BIAS,
                    evaluate=FORESIGHT_SHORTCUTS, closure_penalty=CLOSED_CELL)
STILL: Candidate = (None, ())
#: Finished forecasts remembered (by public view): every bot of a game asks for the same one.
REMEMBER = 8
_REMEMBERED: dict[tuple[Any, ...], tuple[tuple[Candidate, ...], int]] = {}


def pick_order(view: View) -> list[int]:
    """The order of the draft: fewest points first; at equal points from seat `hour mod players` on."""
    n = view.players
    return sorted(range(n), key=lambda p: (view.scores[p], (p - view.hour) % n))


def forecast(view: View, budget: Budget) -> list[Candidate]:
    """Every player's forecast walk this hour, in seat order (STILL: standing still). Spends its
    nodes from `budget`, at most FORESIGHT_NODES of them (fewer when `budget` has fewer left).

    Every bot of a game works out the same forecast from the same public view, so a finished one
    is remembered (a few, by the public view) and charged again at the nodes it took: a decision is
    the same whether it was worked out or remembered."""
    key = (view.park, view.players, view.hour, view.wear, view.owner, view.fences, view.positions, view.scores)
    hit = _REMEMBERED.get(key)
    if hit is not None and budget.nodes - budget.used >= hit[1]:
        budget.spend(hit[1])
        return list(hit[0])
    own = _Capped(budget, FORESIGHT_NODES)
    start = budget.used
    chosen = _work_out(view, own)
    if chosen is not None:
        while len(_REMEMBERED) >= REMEMBER:
            _REMEMBERED.pop(next(iter(_REMEMBERED)))
        _REMEMBERED[key] = (tuple(chosen), budget.used - start)
        return chosen
    return [STILL] * view.players if own.partial is None else own.partial


def _work_out(view: View, own: "_Capped") -> list[Candidate] | None:
    """The forecast (see the module doc); None when the budget ran out (`own.partial` then holds
    the walks chosen so far)."""
    n = view.players
    planners = [Planner(view, p) for p in range(n)]
    options = []
    for planner in planners:
        found = [STILL, *planner.shortcut_walks(own, FORESIGHT_SHORTCUTS)[:FORESIGHT_SHORTCUTS]]  # type: ignore[arg-type]
        rng = Rng(seed_state(f"olifantenpad-foresight:{view.hour}:{planner.player}"))
        drawn = [planner.draw(rng, BUSY_BIAS, own) for _ in range(FORESIGHT_DRAWS)]  # type: ignore[arg-type]
        ranked = sorted(dict.fromkeys(walk for walk in drawn if walk is not None), key=lambda c: -planner.proxy(c))
        found += ranked[:FORESIGHT_DRAWN]
        options.append(list(dict.fromkeys(found)))
    chosen: list[Candidate] = [STILL] * n
    walks: list[Walk] = [planner.walk(STILL) for planner in planners]
    seen: dict[tuple[Any, ...], float] = {}  # (player, option, the others' walks) -> worth: rounds repeat many
    for round_ in range(1 + FORESIGHT_ROUNDS):
        changed = False
        for p in pick_order(view):
            others = [w for q, w in enumerate(walks) if q != p]
            answer = _best_answer(planners[p], options[p], chosen[p], others, own, seen)
            if answer is None:
                own.partial = chosen
                return None
            if answer != chosen[p]:
                chosen[p], walks[p] = answer, planners[p].walk(answer)
                changed = True
        if round_ and not changed:
            break
    return chosen


class _Capped:
    """A caller's budget that also stops after `cap` nodes of its own (the forecast's share)."""

    def __init__(self, budget: Budget, cap: int) -> None:
        self.budget, self.stop = budget, budget.used + cap
        self.partial: list[Candidate] | None = None

    def spend(self, count: int = 1) -> bool:
        """Spend from the caller's budget; False once it is used up or the cap is reached."""
        return self.budget.spend(count) and self.budget.used <= self.stop


def _best_answer(planner: Planner, options: list[Candidate], current: Candidate, others: list[Walk],
                 budget: "_Capped", seen: dict[tuple[Any, ...], float]) -> Candidate | None:
    """The option worth most against the others' walks (the current one kept at an equal worth);
    None when the budget ran out. `seen` remembers the worths already resolved."""
    best, best_value = current, float("-inf")
    key = tuple(others)
    for option in [current, *(o for o in options if o != current)]:
        value = seen.get((planner.player, option, key))
        if value is None:
            if not budget.spend(2 * EVAL_NODES):  # the hour and the next
                return None
            result = planner.resolve(option, others)
            value = planner.value(option, result, WORTH) + KEEP * planner.later(result)
            seen[planner.player, option, key] = value
        if value > best_value + 1e-9:
            best, best_value = option, value
    return best


def taken_before(view: View, me: int, candidate: Candidate, chosen: list[Candidate],
                 worth: Callable[[Planner, Candidate, list[Walk]], float | None]) -> bool | None:
    """True when a player before `me` in the draft's order could walk `candidate` and would rather
    walk it than their forecast walk `chosen[q]` (the others keeping theirs), by `worth` (the
    deciding bot's own measure, so that it judges the others' walks as it judges its own); None
    when `worth` ran out of budget (it returns None then)."""
    order = pick_order(view)
    gate, cells = candidate
    if not cells:
        return False
    for q in order[: order.index(me)]:
        if gate is None and view.positions[q] != view.positions[me]:
            continue
        planner = Planner(view, q)
        others = [as_walk(p, walk) for p, walk in enumerate(chosen) if p != q]
        theirs, mine = worth(planner, chosen[q], others), worth(planner, candidate, others)
        if theirs is None or mine is None:
            return None
        if mine > theirs + 1e-9:
            return True
    return False
