"""A deliberately slow bot for scene tests: it thinks until the test opens its gate (or its search
is cancelled), then plays what `then` decides, so a test can watch frames keep coming while a bot
thinks, and pause or quit in the middle of its search."""

from __future__ import annotations

import threading
from typing import Any, Callable

from game.core.bots import Budget


class GatedBot:
    """Thinks until `gate` is set; counts how often it was asked and how often it was cancelled."""

    name = "gated"

    def __init__(self, then: Callable[..., Any], on_cancel: Any) -> None:
        self.gate = threading.Event()
        self.asked = 0
        self.cancelled = 0
        self.then = then
        self.on_cancel = on_cancel

    def budget(self) -> Budget:
        """A budget that never runs out by itself: only the gate or a cancel ends the thinking."""
        return Budget(10**9, seconds=60)

    def decide(self, rules, view, player, rng, budget):
        """Wait for the gate (checking the budget's cancel flag), then ask `then`."""
        self.asked += 1
        while not self.gate.wait(0.005):
            if not budget.spend():
                self.cancelled += 1
                return self.on_cancel
        return self.then(rules, view, player, rng)
