"""Floorplan's records: the params, the state, what a player sees, and the moves.

`game/floorplan/rules.py` applies the moves and re-exports every name here, so
`from game.floorplan.pure.rules import Shift, State` works; events are in `game/floorplan/events.py`.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.rules import Move
from game.floorplan.pure.board import Square
from game.floorplan.pure.content import Setup

VISITOR, STAUF = 0, 1
#: Phases of a turn: "shift" first; then talismans and walking ("act"); once the Visitor has walked,
#: only more walking and ending the turn ("explore"); "over" once the game is won.
SHIFT, ACT, EXPLORE, OVER = "shift", "act", "explore", "over"
#: Who opens a new round (`Params.round_opener`): the Visitor, always (the rule since save version 2);
#: or, in games saved before it (version 1), the player who did not end the last round.
VISITOR_OPENS, ALTERNATE = "visitor", "alternate"
#: The talismans, and their names on the screen.
EXTRA_TURN, MOVE_STAUF, LOCK_GALLERY = "extra_turn", "move_stauf", "lock_gallery"
TALISMAN_NAMES = {EXTRA_TURN: "Extra Turn", MOVE_STAUF: "Move Stauf", LOCK_GALLERY: "Lock Gallery"}


@dataclass(frozen=True)
class Params:
    """What the player picks: the museum (a file in `levels/floorplan/`), Stauf's difficulty (a level
    of `data/floorplan.toml`) and the `rotate_spare` variant (turn the spare before pushing).
    `round_opener` is not a choice: it is `VISITOR_OPENS` for every new game, and `ALTERNATE` only
    for a save written before the Visitor opened every round, so that its moves replay as played."""

    museum: str = "museum"
    difficulty: str = "normal"
    rotate_spare: bool = False
    round_opener: str = VISITOR_OPENS


@dataclass(frozen=True)
class State:
    """Everything a save restores.

    - `setup`: the museum and talisman settings the game is played on.
    - `tiles[i]`: the tile id on square number i (-1 on fixed spaces; `board.Geometry` numbers the
      squares); `openings[t]`: the openings of tile t (bits N=1, E=2, S=4, W=8); `spare`: the tile
      off the board.
    - `visitor`, `stauf`: (floor, column, row), or None while riding the spare.
    - `target`: the target space (a Gallery; the Foyer in the final round).
    - `talismans`: (tile id, kind) of talismans lying on tiles (they ride their tile, spare included);
      `inventory`: the Visitor's talismans, in the order found.
    - `visited`: Galleries visited, in order; `round`, `rounds_lost`, `turns` (Visitor turns taken).
    - `player`, `phase`: whose turn and where in it; `last_shift`: (floor, side, index) of the last
      push this round (None at a round's start), made by `last_shift_by`; `skips`: Stauf turns still
      to skip (Extra Turn); `locked`: Galleries locked until Stauf's next turn ends; `rng`.
    - `round_opener`: who opens a new round (`Params.round_opener`)."""

    setup: Setup
    tiles: tuple[int, ...]
    openings: tuple[int, ...]
    spare: int
    visitor: Square | None
    stauf: Square | None
    target: Square
    rotate_spare: bool = False
    round_opener: str = VISITOR_OPENS
    talismans: tuple[tuple[int, str], ...] = ()
    inventory: tuple[str, ...] = ()
    visited: tuple[Square, ...] = ()
    round: int = 1
    rounds_lost: int = 0
    turns: int = 0
    player: int = VISITOR
    phase: str = SHIFT
    last_shift: tuple[int, str, int] | None = None
    last_shift_by: int = VISITOR
    skips: int = 0
    locked: tuple[Square, ...] = ()
    rng: int = 0


@dataclass(frozen=True)
class View:
    """What a player sees (`observe`): Floorplan hides nothing on the board, so this is the whole
    state but the random generator (the draws to come). Fields mean what they mean in `State`."""

    setup: Setup
    tiles: tuple[int, ...]
    openings: tuple[int, ...]
    spare: int
    visitor: Square | None
    stauf: Square | None
    target: Square
    rotate_spare: bool
    round_opener: str
    talismans: tuple[tuple[int, str], ...]
    inventory: tuple[str, ...]
    visited: tuple[Square, ...]
    round: int
    rounds_lost: int
    turns: int
    player: int
    phase: str
    last_shift: tuple[int, str, int] | None
    last_shift_by: int
    skips: int
    locked: tuple[Square, ...]


# -- moves -------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Shift(Move):
    """Push the spare in from `side` ("N", "E", "S", "W": the edge it enters at) of row `index`
    (side W or E) or column `index` (side N or S) of `floor` (0: first floor). `turns`: quarter
    turns clockwise given to the spare first (only with the `rotate_spare` variant)."""

    floor: int
    side: str
    index: int
    turns: int = 0


@dataclass(frozen=True)
class Walk(Move):
    """Walk along open paths to `to` (floor, column, row); the rules walk a shortest path."""

    to: Square


@dataclass(frozen=True)
class EndTurn(Move):
    """End the turn ("resurface"); for Stauf after his shift: stay where he is."""


@dataclass(frozen=True)
class ExtraTurn(Move):
    """Play an Extra Turn talisman: Stauf's next turn is skipped."""


@dataclass(frozen=True)
class MoveStauf(Move):
    """Play a Move Stauf talisman: put Stauf on `to`, any space but the target."""

    to: Square


@dataclass(frozen=True)
class LockGallery(Move):
    """Play a Lock Gallery talisman on the Gallery `at`: no token enters or leaves it until the end
    of Stauf's next turn."""

    at: Square
