"""What can be wrong with a Floorplan state read from a save's snapshot (`FloorplanRules.check_state`),
kept apart from the moves so that `rules.py` stays about them."""

from __future__ import annotations

from game.floorplan.pure.board import Geometry
from game.floorplan.pure.model import (
    ACT,
    ALTERNATE,
    EXPLORE,
    OVER,
    SHIFT,
    STAUF,
    TALISMAN_NAMES,
    VISITOR,
    VISITOR_OPENS,
    State,
)


def state_problem(g: Geometry, state: State) -> str | None:
    """What is wrong with a state on geometry `g` (None when nothing)."""
    ids = [t for t in state.tiles if t >= 0]
    if len(state.tiles) != g.count or any((t < 0) != (g.kinds[i] != "passage") for i, t in enumerate(state.tiles)):
        return "its tiles do not fit the museum: one per passageway square, none on fixed spaces"
    if len(state.openings) != len(g.passages) + 1 or sorted(ids + [state.spare]) != list(range(len(state.openings))):
        return "its tiles are not each on the board or the spare exactly once"
    if any(not 0 < o <= 15 for o in state.openings):
        return "a tile has no openings"
    for square in (state.visitor, state.stauf, state.target, *state.visited, *state.locked):
        if square is not None and not g.valid(square):
            return f"{square} is not a space of the museum"
    lockable = {g.squares[i] for i in g.galleries + (g.foyer,)}
    if state.target not in lockable or not set(state.visited) <= lockable or not set(state.locked) <= lockable:
        return "its target, visited and locked spaces must be Galleries or the Foyer"
    if state.player not in (VISITOR, STAUF) or state.phase not in (SHIFT, ACT, EXPLORE, OVER):
        return "its player or phase is unknown"
    if state.round_opener not in (VISITOR_OPENS, ALTERNATE):
        return "its round_opener is unknown"
    if state.last_shift is not None and tuple(state.last_shift) not in g.line_at:
        return "its last push is not a line of the museum"
    kinds = set(TALISMAN_NAMES)
    if any(t not in range(len(state.openings)) or k not in kinds for t, k in state.talismans) or \
            not set(state.inventory) <= kinds:
        return "its talismans are not known talismans on tiles of the museum"
    if min(state.round - 1, state.rounds_lost, state.turns, state.skips) < 0:
        return "its counts must not be negative"
    return None
