"""Pharaoh Tomb's search for the player: the idle hint."""

from __future__ import annotations

from game.core.bots import Budget
from game.core.rules import Move, Rules
from game.pharaoh.rules import State, UseCrooker, _combination_moves, _crooker_would_help


def hint(rules: Rules, state: State, player: int, budget: Budget) -> Move | None:
    """The move the idle hint shows: the first combination-making move in the stable order, else
    UseCrooker when only a diagonal swap would help, else None (the game is over)."""
    return first_move(state)


def first_move(state: State) -> Move | None:
    """The move the idle hint shows: the first combination-making move in the stable order, else
    UseCrooker when only a diagonal swap would help, else None (the game is over)."""
    if state.over:
        return None
    b = list(state.board)
    move = next(_combination_moves(b, state.charges, state.glyph, state.key), None)
    if move is None and state.crooker and _crooker_would_help(b):
        return UseCrooker()
    return move


