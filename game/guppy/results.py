"""Guppy's own lines of the end card: how the game ended, the orders filled out of the game's
orders, the patches and beads cut (the platform adds the score against the best, and shows it)."""

from __future__ import annotations

from game.core.rules import Move
from game.guppy.pure.rules import EndGame, View, orders_filled


def summary(view: View, last_move: Move | None) -> list[str]:
    """The lines above the platform's, from the final view and the game's last move (None: none)."""
    ended = "You ended the game." if isinstance(last_move, EndGame) else "You put down the last scissors."
    return [ended, f"Orders filled: {orders_filled(view)} of {len(view.level.scissors)}",
            f"Patches cut: {sum(view.cuts)} · Beads cut: {view.beads_cut}"]
