"""What a bot is: a decision from a player's view within a budget of search nodes.

A bot never sees the whole state, only what `AnyRules.observe(state, player)` gives its player, so it
cannot cheat on hidden information. Its budget is counted in search nodes, so the same view, seed
and budget give the same move on every machine (tests rely on it); a wall-clock cap and a cancel
flag are safety nets for slow machines and for a player who pauses or quits while it thinks.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from typing import Any, Protocol

from game.core.rng import Rng, seed_state
from game.core.rules import AnyRules, Move

#: The longest a search off the frame waits at one node for a frame's drawing to end (a safety net:
#: the frame thread lets it go on within a few milliseconds).
PAUSE_LIMIT_S = 0.05


@dataclass
class Budget:
    """How much a search may still do: `nodes` to visit, `seconds` of wall time, and a cancel flag
    set from another thread. `spend()` counts one node and says whether the search may go on (after
    waiting while a frame is drawn, for a search off the frame)."""

    nodes: int
    seconds: float = 5.0
    cancelled: threading.Event = field(default_factory=threading.Event)
    #: For a search off the frame: set while it may go on, clear while the frame is drawn
    #: (`game.core.thinking`); the search waits at its next node until it is set again.
    go_on: threading.Event | None = None
    used: int = 0
    _deadline: float = 0.0

    def __post_init__(self) -> None:
        self._deadline = time.perf_counter() + self.seconds

    def spend(self, count: int = 1) -> bool:
        """Count `count` nodes; False once the nodes or the time are used up or it was cancelled."""
        before, self.used = self.used, self.used + count
        if self.used > self.nodes or self.cancelled.is_set():
            return False
        if self.go_on is not None and not self.go_on.is_set():
            self.go_on.wait(PAUSE_LIMIT_S)
        # the clock is read each time the count crosses a multiple of 64: cheap, and within a few
        # ms of the cap however many nodes a call counts
        return before >> 6 == self.used >> 6 or time.perf_counter() < self._deadline

    @property
    def exhausted(self) -> bool:
        """True when the search must stop now."""
        return (self.used >= self.nodes or self.cancelled.is_set()
                or time.perf_counter() >= self._deadline)


class Bot(Protocol):
    """A computer player: `decide` returns a move `rules.apply` accepts from `player`."""

    name: str

    def budget(self) -> Budget:
        """A fresh budget for one decision (its node count sets the bot's strength)."""
        ...

    def decide(self, rules: AnyRules, view: Any, player: int, rng: Rng, budget: Budget) -> Move:
        """Choose a move from `view` (what `observe` shows `player`), drawing any chance from
        `rng`, within `budget`."""
        ...


def bot_rng(seed: int, turn: int, player: int) -> Rng:
    """The RNG of a bot's decision: from the game's seed, the number of moves played and the
    player, so a decision is the same every time it is asked in the same position."""
    return Rng(seed_state((seed * 1_000_003 + turn * 131 + player) & 0xFFFFFFFFFFFFFFFF))
