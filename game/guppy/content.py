"""Guppy's content: the difficulty table `data/guppy.toml` (levels 1-10, written out).

Each row carries the numbers the seed derives from the level (palette, tiles per order, minimum
patch, dye per colour, sponges, bead chance factor); a test checks every shipped row against the
seed's formulas, so a designer may tune a row knowingly while a typo cannot slip in.
"""

from __future__ import annotations

from typing import Annotated, Literal

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

    level: Annotated[int, msgspec.Meta(ge=1, le=LEVEL_COUNT)]
    #: Cloth colours a new cloth is drawn from; its red..purple entries are the orders.
    palette: Annotated[tuple[ColourName, ...], msgspec.Meta(min_length=1)]
    tiles_per_order: Annotated[int, msgspec.Meta(ge=1, le=81)]
    min_patch: Annotated[int, msgspec.Meta(ge=1, le=81)]
    dye_per_colour: Annotated[int, msgspec.Meta(ge=0, le=99)]
    sponges: Annotated[int, msgspec.Meta(ge=0, le=99)]
    #: Percent chance of a bead per tile of a primary patch that reaches the order size (x2 for a mix).
    bead_chance_factor: Annotated[int, msgspec.Meta(ge=0, le=100)]


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
            if row.level != index + 1:
                found.append(Problem(["levels", index, "level"],
                                     f"expected level {index + 1} here (levels are listed 1 to {LEVEL_COUNT} in order)"))
            repeated = sorted({name for name in row.palette if row.palette.count(name) > 1})
            if repeated:
                found.append(Problem(["levels", index, "palette"], f"{', '.join(repeated)} listed more than once"))
            if not any(name in ORDERABLE for name in row.palette):
                found.append(Problem(["levels", index, "palette"],
                                     "needs at least one colour that can be ordered (red, blue, yellow, green, orange, purple)"))
            if row.min_patch > row.tiles_per_order:
                found.append(Problem(["levels", index, "min_patch"],
                                     f"min_patch {row.min_patch} is larger than tiles_per_order {row.tiles_per_order}"))
        return found


CONTENT_KINDS = [ContentKind("guppy", "data/guppy.toml", GuppyTable)]


def load() -> GuppyTable:
    """The shipped difficulty table; raises `ContentError` naming file, key and line when broken."""
    return load_record(resource("data", "guppy.toml"), GuppyTable)
