"""Romb Raider's search for the player: the idle hint (the first move of a shortest win).

The hint is the game master's advice: the solver plays the true room, monsters in the dark
included, as it did before the platform's second shape (decided in docs/rules/romb.md).
"""

from __future__ import annotations

from typing import Any

from game.core.bots import Budget
from game.core.rules import Move, Rules
from game.romb.pure.rules import State
from game.romb.pure.solver import solve

#: The hint gives up past this many search states (a room with no way out is searched this far).
HINT_LIMIT = 100_000


def hint(rules: Rules[Any, Any], state: State, player: int, budget: Budget) -> Move | None:
    """The first move of a shortest win, or None when the search finds none within its limits."""
    line = solve(state, HINT_LIMIT, budget)
    return line[0] if line else None
