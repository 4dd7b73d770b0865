"""What is wrong with a Pharaoh Tomb state read from a save's `start` snapshot
(`PharaohRules.check_state`).

A snapshot's types are checked by the loader; this checks what the types cannot say, so that no
snapshot the game could never reach gets past Continue and fails later, when a level is passed or a
cascade refills the board: the level table inside the state keeps the bounds of a level-table file
(3 to 10 kinds a level, known pieces, marks between 0 and 1), and the board, the pocket and the
counts fit the level. Pure: no files, no arcade.
"""

from __future__ import annotations

from typing import Any

from game.pharaoh.pure.content import HIEROGLYPH_IMAGES, MIN_KINDS, PIECE_NAMES

#: Highest level a snapshot may stand at (a level takes hundreds of hieroglyphs; no game gets near).
MAX_LEVEL = 100_000
#: Most diagonal swaps a snapshot may have in hand (three per crooker used).
MAX_CHARGES = 3_000


def table_problem(table: Any) -> str | None:
    """The first thing wrong with the `Table` inside a state, or None."""
    if not table.levels:
        return "table.levels is empty; a level table has at least one row"
    for number, row in enumerate(table.levels, 1):
        if row.target < 1 or not MIN_KINDS <= row.kinds <= HIEROGLYPH_IMAGES:
            return (f"table.levels[{number - 1}] needs a target of 1 or more and {MIN_KINDS} to "
                    f"{HIEROGLYPH_IMAGES} kinds")
        if len(set(row.pieces)) != len(row.pieces) or any(p not in PIECE_NAMES for p in row.pieces):
            return f"table.levels[{number - 1}].pieces must list distinct pieces of {', '.join(PIECE_NAMES)}"
    if table.target_step < 0:
        return "table.target_step is negative"
    for index, (numerator, denominator, piece) in enumerate(table.marks):
        if denominator < 1 or not 0 < numerator <= denominator or piece not in PIECE_NAMES:
            return f"table.marks[{index}] must be a fraction above 0 and at most 1 with a known piece"
    return None


def state_problem(state: Any, size: int) -> str | None:
    """The first thing wrong with a Pharaoh `State` on a board of `size` cells, as a sentence naming
    its key, or None."""
    problem = table_problem(state.table)
    if problem:
        return problem
    if not 1 <= state.level <= MAX_LEVEL:
        return f"level is {state.level}; levels are 1 to {MAX_LEVEL:,}"
    row = state.table.level(state.level)
    if state.score < 0 or not 0 <= state.removed < row.target:
        return f"score is never negative, and removed is 0 to {row.target - 1} at level {state.level}"
    if len(state.board) != size or any(not 0 <= kind < row.kinds for kind in state.board):
        return f"board needs {size} hieroglyphs, each a kind 0 to {row.kinds - 1} of level {state.level}"
    if state.glyph is not None and not 0 <= state.glyph < HIEROGLYPH_IMAGES:
        return f"glyph is a kind 0 to {HIEROGLYPH_IMAGES - 1}, or none"
    if not 0 <= state.charges <= MAX_CHARGES:
        return f"charges is 0 to {MAX_CHARGES}"
    return None
