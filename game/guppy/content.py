"""Guppy's content: the difficulty table `data/guppy.toml` (levels 1-10, written out).

Each row carries the numbers the seed derives from the level (palette, tiles per order, minimum
patch, dye per colour, sponges, bead chance factor); a test checks every shipped row against the
seed's formulas, so a designer may tune a row knowingly while a typo cannot slip in.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec

from game.core.content import ContentKind, ContentRecord, Problem, load_record
from game.core.paths import resource

#: Cloth colour names as written in the file (the seed's colour codes are in `rules.COLOURS`).
ColourName = Literal["tan", "red", "blue", "purple", "yellow", "orange", "green", "brown"]
#: Colours that can be ordered (tan and brown are worth nothing and never ordered).
ORDERABLE = ("red", "blue", "yellow", "green", "orange", "purple")
LEVEL_COUNT = 10


class GuppyLevel(ContentRecord):
    """One level of the difficulty table."""

    level: Annotated[int, msgspec.Meta(ge=1, le=LEVEL_COUNT, description="level number, 1 to 10")]
    palette: Annotated[tuple[ColourName, ...], msgspec.Meta(
        min_length=1, description="cloth colours a new cloth is drawn from; its red..purple ones are the orders")]
    tiles_per_order: Annotated[int, msgspec.Meta(ge=1, le=81, description="tiles of a colour that fill its order")]
    min_patch: Annotated[int, msgspec.Meta(ge=1, le=81, description="fewest tiles of a patch that can be cut")]
    dye_per_colour: Annotated[int, msgspec.Meta(ge=0, le=99, description="buckets of each dye at the start")]
    sponges: Annotated[int, msgspec.Meta(ge=0, le=99, description="sponges at the start")]
    bead_chance_factor: Annotated[int, msgspec.Meta(
        ge=0, le=100, description="bead chance in percent per tile of a bonus patch (x2 for green, orange, purple)")]


class GuppyTable(ContentRecord):
    """The whole difficulty table: exactly levels 1 to 10, in order."""

    levels: tuple[GuppyLevel, ...]

    def problems(self) -> list[Problem]:
        """Levels numbered 1..10 in order, palettes without repeats and with an order colour,
        and a minimum patch no larger than an order."""
        found: list[Problem] = []
        if len(self.levels) != LEVEL_COUNT:
            found.append(Problem(["levels"], f"expected {LEVEL_COUNT} levels, found {len(self.levels)}"))
        for index, row in enumerate(self.levels):
            at = ["levels", index]
            if row.level != index + 1:
                found.append(Problem([*at, "level"], f"expected level {index + 1} here "
                                                     f"(levels are listed 1 to {LEVEL_COUNT} in order)"))
            repeated = sorted({name for name in row.palette if row.palette.count(name) > 1})
            if repeated:
                found.append(Problem([*at, "palette"], f"{', '.join(repeated)} listed more than once"))
            if not any(name in ORDERABLE for name in row.palette):
                found.append(Problem([*at, "palette"], "needs at least one colour that can be ordered "
                                                       f"({', '.join(ORDERABLE)})"))
            if row.min_patch > row.tiles_per_order:
                found.append(Problem([*at, "min_patch"], f"min_patch {row.min_patch} is larger than "
                                                         f"tiles_per_order {row.tiles_per_order}"))
        return found


CONTENT_KINDS = [ContentKind("guppy-levels", "data/guppy.toml", GuppyTable)]


def load() -> GuppyTable:
    """The shipped difficulty table; raises `ContentError` naming file, key and line when broken."""
    return load_record(resource("data", "guppy.toml"), GuppyTable)


def content_for(params: Any) -> GuppyTable:
    """The difficulty table every game of Guppy is played on (the params pick the level row)."""
    return load()
