"""The bot of Take and the hint: a small negamax over the pile, within a node budget.

It decides from its view only (never the other player's pending bid): in a take phase it searches
the pile as a plain take-away game (duels ignored), after taking it ends the turn, and in a duel
it bids a seeded random amount.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.core.bots import Budget
from game.core.rng import Rng
from game.core.rules import Move, Rules
from game.sample.pure.rules import DUEL, END, Bid, EndTurn, Params, State, Take, View

#: Nodes a decision may search (the pile game is tiny; the budget is for form and for tests).
NODES = 5_000


@dataclass(frozen=True)
class TakeBot:
    """Player 1 of Take."""

    name: str = "take-bot"
    nodes: int = NODES

    def budget(self) -> Budget:
        """A fresh budget of `nodes`."""
        return Budget(self.nodes)

    def decide(self, rules: Rules[Params, State], view: View, player: int, rng: Rng, budget: Budget) -> Move:
        """End a finished take, bid at random in a duel, else the take the search likes best."""
        if view.phase == END:
            return EndTurn()
        if view.phase == DUEL:
            return Bid(1 + rng.randrange(view.max_take))
        return Take(best_take(view.stones, view.max_take, budget))


def best_take(stones: int, most: int, budget: Budget) -> int:
    """The take that wins the plain take-away game from `stones`, else 1 (when the budget runs out
    before a win is proven, the smallest take keeps the game long)."""
    for count in range(1, min(most, stones) + 1):
        if not budget.spend():
            break
        if not _wins(stones - count, most):
            return count
    return 1


@lru_cache(maxsize=None)
def _wins(stones: int, most: int) -> bool:
    """Whether the player to take from `stones` can force taking the last stone."""
    return stones > 0 and any(not _wins(stones - n, most) for n in range(1, min(most, stones) + 1))


def bot_for(params: Params, player: int) -> TakeBot:
    """The bot that plays `player` (Take has one kind)."""
    return TakeBot()


def hint(rules: Rules[Params, State], state: State, player: int, budget: Budget) -> Move | None:
    """What the bot would do in the player's place (duels get no hint: a bid is a guess)."""
    view = rules.observe(state, player)
    if view.phase == DUEL:
        return None
    return TakeBot().decide(rules, view, player, Rng(1), budget)
