"""What is wrong with a Guppy state read from a save's `start` snapshot (`GuppyRules.check_state`).

A snapshot's types are checked by the loader; this checks what the types cannot say, so that no
snapshot the game could never reach gets past Continue and fails later in the middle of play: the
cloth is 9 x 9 with one colour and one bead per tile, the counts are never negative, orders,
scissors and filled orders are ordered colours of the level, and the level's numbers are those a
level table can have. Pure: no files, no arcade.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.guppy.pure.content import CLOTH_TILES, LEVEL_COUNT


@dataclass(frozen=True)
class Codes:
    """The codes of the rules a snapshot is checked against, handed over by `GuppyRules`, which
    defines them: the cloth's side, the colour codes, the orderable ones, the hole, the largest
    bead mark, "no scissors" and how many orders one cloth can fill (its praises)."""

    size: int
    colours: tuple[int, ...]
    ordered: tuple[int, ...]
    hole: int
    beads: int
    no_scissors: int
    fills: int


def state_problem(state: Any, codes: Codes) -> str | None:
    """The first thing wrong with a Guppy `State` as a sentence naming its key, or None."""
    level = state.level
    if not 1 <= level.number <= LEVEL_COUNT:
        return f"level.number is {level.number}; Guppy has levels 1 to {LEVEL_COUNT}"
    if not level.palette or any(c not in codes.colours for c in level.palette):
        return "level.palette must list cloth colours (codes 0 to 14, even)"
    if not (1 <= level.min_patch <= CLOTH_TILES and 1 <= level.order_size <= CLOTH_TILES
            and 0 <= level.bead_factor <= 100):
        return f"level.min_patch and level.order_size are 1 to {CLOTH_TILES}, level.bead_factor 0 to 100"
    if state.width != codes.size or state.height != codes.size:
        return (f"the cloth is {state.width} x {state.height} (width x height); a Guppy cloth is "
                f"{codes.size} x {codes.size}")
    tiles = codes.size * codes.size
    if len(state.board) != tiles or len(state.beads) != tiles:
        return f"board and beads need one value per tile ({tiles})"
    if any(tile != codes.hole and tile not in codes.colours for tile in state.board):
        return "board holds a value that is neither a cloth colour nor a hole (-1)"
    if any(not 0 <= bead <= codes.beads for bead in state.beads):
        return "beads are 0 (none), 1 (white) or 2 (black)"
    if min(state.dye) < 0 or state.sponges < 0 or state.score < 0 or state.cloth < 1:
        return "dye, sponges and score are never negative, and cloth counts from 1"
    if len(state.progress) != 8 or len(state.cuts) != 8 or min(state.progress + state.cuts) < 0:
        return "progress and cuts need one count (0 or more) per colour code (8)"
    scissors = level.scissors
    for key in ("orders", "spent", "bonused", "filled_here"):
        colours = getattr(state, key)
        if len(set(colours)) != len(colours) or any(c not in codes.ordered for c in colours):
            return f"{key} must list distinct ordered colours"
    if not set(state.orders) <= set(scissors) or not set(state.spent) <= set(scissors):
        return "orders and spent must be colours of the level's scissors"
    if len(state.filled_here) > min(len(state.orders), codes.fills) or any(
            state.progress[c // 2] < level.order_size for c in state.filled_here):
        return "filled_here lists more orders than this cloth has, or an order not yet filled"
    if state.holding != codes.no_scissors and (state.holding not in state.orders or state.holding in state.spent):
        return "holding must be -1 or the colour of an unspent order on this cloth"
    return None
