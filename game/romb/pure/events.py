"""Romb Raider's events: what one turn did, as the rules report it (`RombRules.apply`) and a scene
animates it (`events_for` turns a spirit's move in the dark into `MonsterHeard`). Plain frozen data,
re-exported by `game.romb.pure.rules`."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.grid import Cell
from game.core.rules import Event


@dataclass(frozen=True)
class Moved(Event):
    """The player walked from `origin` to `to` (direction "N", "E", "S" or "W")."""

    direction: str
    origin: Cell
    to: Cell


@dataclass(frozen=True)
class Waited(Event):
    """The player waited on `at`."""

    at: Cell


@dataclass(frozen=True)
class TorchLit(Event):
    """The player lit the torch on `torch`; `cells` (its 3x3) stay uncovered and monster-free for good."""

    torch: Cell
    cells: tuple[Cell, ...]


@dataclass(frozen=True)
class LootTaken(Event):
    """The player picked up the loot on G (`at`); the second monster will come out of S."""

    at: Cell


@dataclass(frozen=True)
class Revealed(Event):
    """These squares were covered and are now uncovered (fade them in). `monsters` lists (index,
    square) of monsters standing on them, now seen."""

    cells: tuple[Cell, ...]
    monsters: tuple[tuple[int, Cell], ...]


@dataclass(frozen=True)
class Covered(Event):
    """These squares were uncovered and are now covered again (fade them out, with any monster on them)."""

    cells: tuple[Cell, ...]


@dataclass(frozen=True)
class MonsterMoved(Event):
    """Monster `monster` (0: from G, 1: from S) glided from `origin` to `to`. `seen_before` and
    `seen_after` say whether the player sees each end; a scene draws the monster only where seen
    (a move with neither end seen may only be hinted at, never placed)."""

    monster: int
    origin: Cell
    to: Cell
    seen_before: bool
    seen_after: bool

    @property
    def visible(self) -> bool:
        """True when the player sees any part of the move."""
        return self.seen_before or self.seen_after


@dataclass(frozen=True)
class MonsterHeard(Event):
    """Monster `monster` moved where the player sees neither end of the move: what the player's
    story of the turn holds instead of the `MonsterMoved` (its squares are not the player's to know)."""

    monster: int


@dataclass(frozen=True)
class MonsterSpawned(Event):
    """Monster `monster` appeared on `at` (S); `seen` says whether the player sees that square."""

    monster: int
    at: Cell
    seen: bool


@dataclass(frozen=True)
class Won(Event):
    """The player came back to S with the loot, after `turns` turns."""

    turns: int


@dataclass(frozen=True)
class Lost(Event):
    """Monster `monster` and the player met on `at`: "caught" (the monster came) or "walked_into"
    (the player stepped onto it)."""

    at: Cell
    monster: int
    cause: str
