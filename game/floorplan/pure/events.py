"""Floorplan's events: the ordered story of each move, the only thing a scene animates from.

Squares are (floor, column, row); tiles are tile ids (the index into `State.openings`), so a scene
can slide the same sprite along a shift and off into the spare.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.rules import Event
from game.floorplan.pure.board import Square


@dataclass(frozen=True)
class Shifted(Event):
    """Player `by` pushed tile `tile_in` (turned `turns` times first) in from `side` of a line of
    `floor`; `squares` lists the line from that end; tile `tile_out` fell off the far end and is the
    spare now."""

    by: int
    floor: int
    side: str
    index: int
    turns: int
    squares: tuple[Square, ...]
    tile_in: int
    tile_out: int


@dataclass(frozen=True)
class Carried(Event):
    """A token ("visitor" or "stauf") rode its tile in a shift from `origin` to `to` (None: the spare)."""

    token: str
    origin: Square | None
    to: Square | None


@dataclass(frozen=True)
class Stepped(Event):
    """Player `by`'s token took one step of a walk (a climb when both are Stairway squares)."""

    by: int
    origin: Square
    to: Square


@dataclass(frozen=True)
class TalismanCollected(Event):
    """The Visitor picked up a talisman of `kind` from tile `tile` on `at`."""

    kind: str
    at: Square
    tile: int


@dataclass(frozen=True)
class TalismanAppeared(Event):
    """A talisman of `kind` appeared on tile `tile`, standing on `at`."""

    kind: str
    at: Square
    tile: int


@dataclass(frozen=True)
class ExtraTurnPlayed(Event):
    """The Visitor played Extra Turn: Stauf's next turn will be skipped."""


@dataclass(frozen=True)
class StaufMoved(Event):
    """Stauf was put from `origin` (None: the spare) onto `to`, by Move Stauf or at a round's start."""

    origin: Square | None
    to: Square


@dataclass(frozen=True)
class GalleryLocked(Event):
    """The Visitor locked the Gallery on `at`."""

    at: Square


@dataclass(frozen=True)
class GalleryUnlocked(Event):
    """The lock on `at` ended."""

    at: Square


@dataclass(frozen=True)
class RoundWon(Event):
    """Player `by` arrived first on the target `at`, ending round `round` (the Visitor: the Gallery is
    visited; Stauf: the round is lost)."""

    by: int
    at: Square
    round: int


@dataclass(frozen=True)
class RoundStarted(Event):
    """Round `round` begins with `target` (the Blue Angel's space); `final` when it is the Foyer."""

    round: int
    target: Square
    final: bool


@dataclass(frozen=True)
class TurnEnded(Event):
    """Player `by`'s turn is over."""

    by: int


@dataclass(frozen=True)
class TurnSkipped(Event):
    """Player `player`'s turn was skipped (Extra Turn)."""

    player: int


@dataclass(frozen=True)
class TurnStarted(Event):
    """Player `player`'s turn begins (with the shift)."""

    player: int


@dataclass(frozen=True)
class GameWon(Event):
    """The Visitor reached the Foyer, the 13th Gallery, after `turns` turns and `rounds_lost` lost rounds."""

    turns: int
    rounds_lost: int
