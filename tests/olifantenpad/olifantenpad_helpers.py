"""Small shared helpers for the Olifantenpad tests: inline parks, whole hours, cell lookups."""

from __future__ import annotations

from dataclasses import replace

from game.olifantenpad.pure.park import park_from_picture
from game.olifantenpad.pure.rules import RULES, Params, Plan, State

#: The seed's worked example: a corner of sidewalk from A to B (cost 10 around it).
CORNER = """
    A===
    ...=
    ...=
    ...B
"""


def new(picture: str, hours=(), players: int = 1, seed: int = 1, trip: int = 0) -> State:
    """A game on an inline park (no school trip unless `trip` children are asked for)."""
    park = park_from_picture(picture, hours, school_trip_size=trip)
    return RULES.new_game(Params(players=players), park, seed)


def hour(state: State, *plans: Plan):
    """Play one whole hour: plan i is player i's; returns (state, events of the resolving apply)."""
    events = []
    for player, plan in enumerate(plans):
        state, events = RULES.apply(state, plan, player)
    return state, events


def with_cells(state: State, wear=None, owner=None, positions=None) -> State:
    """The state with some cells' wear and owner set ({cell: value}) and players placed."""
    width = state.park.width
    new_wear, new_owner = list(state.wear), list(state.owner)
    for (x, y), level in (wear or {}).items():
        new_wear[y * width + x] = level
    for (x, y), who in (owner or {}).items():
        new_owner[y * width + x] = who
    return replace(state, wear=tuple(new_wear), owner=tuple(new_owner),
                   positions=tuple(positions) if positions is not None else state.positions)


def of(events, kind):
    """The events of one type."""
    return [e for e in events if isinstance(e, kind)]
