"""Pharaoh Tomb content: the level table in data/pharaoh.toml.

The rules compute targets, kinds and pieces from formulas (`game.pharaoh.rules`); the table writes
levels 1-20 out for designers and players to read, and the loader reports any row that disagrees
with the formulas, so the file can never silently say something the game does not do.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec

from game.core.content import ContentKind, ContentRecord, Problem, load_record
from game.core.paths import resource
from game.pharaoh.rules import kinds, pieces_available, target

PieceName = Literal["glyph", "key", "crooker"]


class LevelRow(ContentRecord):
    """One level: hieroglyphs to remove, kinds in play, pocket pieces that can be awarded."""

    level: Annotated[int, msgspec.Meta(ge=1, description="level number, counting from 1")]
    target: Annotated[int, msgspec.Meta(ge=1, description="hieroglyphs to remove to pass it")]
    kinds: Annotated[int, msgspec.Meta(ge=3, le=10, description="ordinary hieroglyph kinds")]
    pieces: Annotated[tuple[PieceName, ...], msgspec.Meta(description="pieces that can be awarded")] = ()


class LevelTable(ContentRecord):
    """The level table: rows for levels 1, 2, 3... in order (later levels follow the formulas)."""

    levels: Annotated[tuple[LevelRow, ...], msgspec.Meta(min_length=1)]

    def problems(self) -> list[Problem]:
        """Rows out of order, or values that differ from the rules' formulas."""
        found = []
        for index, row in enumerate(self.levels):
            where = ["levels", index]
            if row.level != index + 1:
                found.append(Problem([*where, "level"],
                                     f"expected level {index + 1}: rows go 1, 2, 3... in order"))
                continue
            level = row.level
            if row.target != target(level):
                found.append(Problem([*where, "target"],
                                     f"level {level} target is {target(level)} in the rules "
                                     "(500, 450, 400, 350, 300, then 50 * (level + 1))"))
            if row.kinds != kinds(level):
                found.append(Problem([*where, "kinds"],
                                     f"level {level} has {kinds(level)} kinds in the rules "
                                     "(min(5 + level, 10))"))
            if row.pieces != pieces_available(level):
                found.append(Problem([*where, "pieces"],
                                     f"level {level} awards {list(pieces_available(level))} in the rules "
                                     "(glyph from level 2, key from 3, crooker from 4, in that order)"))
        return found


CONTENT_KINDS = [ContentKind("pharaoh-levels", "data/pharaoh.toml", LevelTable)]


def load() -> LevelTable:
    """The shipped level table; raises ContentError naming file, key and line when it is broken."""
    return load_record(resource("data", "pharaoh.toml"), LevelTable)


def content_for(params: Any) -> LevelTable:
    """The level table every game of Pharaoh Tomb is played on (the params pick the start row)."""
    return load()
