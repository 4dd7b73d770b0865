"""Pharaoh Tomb's search for the player: the idle hint."""

from __future__ import annotations

from typing import Any

from game.core.bots import Budget
from game.core.rules import Move, Rules
from game.pharaoh.pure.rules import (
    SIZE,
    Place,
    State,
    UseCrooker,
    _combination_moves,
    _crooker_would_help,
    _sets_up_a_swap,
    cell_of,
)
from game.pharaoh.pure.table import GLYPH


def hint(rules: Rules[Any, Any], state: State, player: int, budget: Budget) -> Move | None:
    """The move the idle hint shows (see `first_move`)."""
    return first_move(state)


def first_move(state: State) -> Move | None:
    """The move the idle hint shows: the first combination-making move in the stable order, else
    UseCrooker when a diagonal swap would help, else the first free hieroglyph placement (reading
    order) that leaves a swap making a line, else the free hieroglyph on the first cell (it may go
    anywhere), else None (the game is over)."""
    if state.over:
        return None
    b = list(state.board)
    move = next(_combination_moves(b, state.charges, state.glyph, state.key), None)
    if move is not None:
        return move
    if state.crooker and _crooker_would_help(b):
        return UseCrooker()
    if state.glyph is not None:
        setup = next((i for i in range(SIZE) if _sets_up_a_swap(b, i, state.glyph)), 0)
        return Place(GLYPH, cell_of(setup))
    return None
