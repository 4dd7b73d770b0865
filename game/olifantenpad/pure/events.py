"""The events of an Olifantenpad hour, in the order a scene animates them.

A plan confirmed: `Planned` (others see it `hidden`, without its steps). The hour resolving: `Walked`
per player, `Worn`, `Claimed`, `VisitorsWalked` per group (the school trip last), `Scored` per
player with points, `Closed` per owner, `Regrew`, `FencesOpened`, `HourEnded`, and after 17:00
`GameOver`. Cells are (x, y); owners are player numbers or GREY (-2).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.grid import Cell
from game.core.rules import Event


@dataclass(frozen=True)
class Planned(Event):
    """`player` confirmed a plan. Others see it with `hidden` True and no steps (events_for)."""

    player: int
    steps: tuple[Cell, ...] = ()
    gate: Cell | None = None
    hidden: bool = False


@dataclass(frozen=True)
class Walked(Event):
    """The hour resolves: `player` walked from `origin` (None: outside) or through `gate`, stepping
    on `steps` with step numbers `numbers` (empty: stood still)."""

    player: int
    origin: Cell | None
    gate: Cell | None
    steps: tuple[Cell, ...]
    numbers: tuple[int, ...]


@dataclass(frozen=True)
class Worn(Event):
    """Cells the walks wore, each with its new level (1 trail, 2 path, 3 fixed path)."""

    cells: tuple[tuple[Cell, int], ...]


@dataclass(frozen=True)
class Claimed(Event):
    """Free cells that got an owner: (cell, player) or (cell, GREY) for an equal lowest step."""

    cells: tuple[tuple[Cell, int], ...]


@dataclass(frozen=True)
class VisitorsWalked(Event):
    """A group of `size` visitors walked from gate `origin` to gate `target` (letters), at route
    `cost`, split over `routes`: (cells from gate to gate, visitors), right-most first. No routes:
    the group found no way this hour and stayed away. `school_trip` marks the school trip."""

    origin: str
    target: str
    size: int
    school_trip: bool
    cost: int
    routes: tuple[tuple[tuple[Cell, ...], int], ...]


@dataclass(frozen=True)
class Scored(Event):
    """`player` earned `points` this hour (one per visitor footstep on their cells); `total` after."""

    player: int
    points: int
    total: int


@dataclass(frozen=True)
class Closed(Event):
    """`owner`'s stretch `cells` is fenced for the next hour (then grass again): `busy` cells had
    5 or more visitor footsteps."""

    owner: int
    cells: tuple[Cell, ...]
    busy: tuple[Cell, ...]


@dataclass(frozen=True)
class Regrew(Event):
    """Trails and paths nobody walked dropped a level: (cell, new level); level 0 lost its owner."""

    cells: tuple[tuple[Cell, int], ...]


@dataclass(frozen=True)
class FencesOpened(Event):
    """Last hour's fences come down: these cells are plain grass again."""

    cells: tuple[Cell, ...]


@dataclass(frozen=True)
class HourEnded(Event):
    """Hour `hour` (0 = 13:00) is over; `scores` per player."""

    hour: int
    label: str
    scores: tuple[int, ...]


@dataclass(frozen=True)
class GameOver(Event):
    """17:00 is over: the final `scores` and the `winners` (several: a draw between them)."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
