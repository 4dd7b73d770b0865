"""Guppy's content: the difficulty table `data/guppy.toml` (levels 1-10, written out).

Each row carries the numbers the seed derives from the level (palette, tiles per order, minimum
patch, dye per colour, sponges, bead chance factor). The rules receive the loaded table
(`new_game(params, table, seed)`) and never read this file; this module never imports the rules.
The loader refuses only values that cannot work, each with its reason; a test checks every shipped
row against the seed's formulas, so a designer may tune a row knowingly while a typo cannot slip in.
"""

from __future__ import annotations

import dataclasses
from typing import Annotated, Any

import msgspec

from game.core.content import ContentKind, ContentRecord, Problem, load_record
from game.core.paths import resource

#: Cloth colour names as written in the file (the seed's colour codes are in `rules.COLOURS`).
COLOUR_NAMES = ("tan", "red", "blue", "purple", "yellow", "orange", "green", "brown")
#: Colours that can be ordered (tan and brown are worth nothing and never ordered).
ORDERABLE = ("red", "blue", "yellow", "green", "orange", "purple")
#: Levels in the table: the level screen shows ten cards.
LEVEL_COUNT = 10


@dataclasses.dataclass
class Progress:
    """What Guppy keeps in the profile (`progress["guppy"]`): the level and the tile set chosen last.
    Declared for the profile loader, which resets a value of another type."""

    level: Annotated[int, msgspec.Meta(ge=1, le=LEVEL_COUNT)] = 1
    tileset: Annotated[str, msgspec.Meta(max_length=32)] = "standard"


#: Tiles of a cloth (9 x 9). A colour's scissors cut on one cloth only, so no order or patch can
#: need more.
CLOTH_TILES = 81

ColourName = Annotated[str, msgspec.Meta(extra_json_schema={"enum": list(COLOUR_NAMES)})]


def _count(description: str, low: int, high: int | None = None) -> Any:
    """An int whose range the schema shows and `problems()` explains."""
    bounds = {"minimum": low} if high is None else {"minimum": low, "maximum": high}
    return msgspec.Meta(description=description, extra_json_schema=bounds)


class GuppyLevel(ContentRecord, frozen=True):
    """One level of the difficulty table."""

    level: Annotated[int, msgspec.Meta(description=f"level number, 1 to {LEVEL_COUNT}",
                                       extra_json_schema={"minimum": 1, "maximum": LEVEL_COUNT})]
    palette: Annotated[tuple[ColourName, ...], msgspec.Meta(
        description="cloth colours a new cloth is drawn from, each once; its red..purple ones are the orders",
        extra_json_schema={"minItems": 1, "uniqueItems": True})]
    tiles_per_order: Annotated[int, _count("tiles of a colour that fill its order", 1, CLOTH_TILES)]
    min_patch: Annotated[int, _count("fewest tiles of a patch that can be cut (at most tiles_per_order)", 1,
                                     CLOTH_TILES)]
    dye_per_colour: Annotated[int, _count("buckets of each dye at the start", 0)]
    sponges: Annotated[int, _count("sponges at the start", 0)]
    bead_chance_factor: Annotated[int, _count(
        "bead chance in percent per tile of a bonus patch (x2 for green, orange, purple; at most 100%)", 0)]


class GuppyTable(ContentRecord, frozen=True):
    """The whole difficulty table: exactly levels 1 to 10, in order."""

    levels: tuple[GuppyLevel, ...]

    def problems(self) -> list[Problem]:
        """Every value that cannot work, with the reason."""
        found: list[Problem] = []
        if len(self.levels) != LEVEL_COUNT:
            found.append(Problem(["levels"], f"expected {LEVEL_COUNT} levels, found {len(self.levels)}: "
                                             "the level screen shows ten"))
        for index, row in enumerate(self.levels):
            found.extend(_row_problems(index, row))
        return found


def _row_problems(index: int, row: GuppyLevel) -> list[Problem]:
    at: list[str | int] = ["levels", index]
    found: list[Problem] = []

    def bad(key: str | list[str | int], message: str) -> None:
        found.append(Problem([*at, *([key] if isinstance(key, str) else key)], message))

    if row.level != index + 1:
        bad("level", f"expected level {index + 1} here (levels are listed 1 to {LEVEL_COUNT} in order)")
    if not row.palette:
        bad("palette", "a cloth needs at least one colour")
    for i, name in enumerate(row.palette):
        if name not in COLOUR_NAMES:
            bad(["palette", i], f"{name!r} is not a cloth colour ({', '.join(COLOUR_NAMES)})")
    repeated = sorted({name for name in row.palette if row.palette.count(name) > 1})
    if repeated:
        bad("palette", f"{', '.join(repeated)} listed more than once: a cloth draws each colour of the "
                       "palette equally often, so each is listed once")
    if row.palette and not any(name in ORDERABLE for name in row.palette):
        bad("palette", f"needs at least one colour that can be ordered ({', '.join(ORDERABLE)}): "
                       "tan and brown are never ordered")
    for key, value in (("tiles_per_order", row.tiles_per_order), ("min_patch", row.min_patch)):
        if value < 1:
            bad(key, f"{key} {value} is below 1: it counts tiles")
        elif value > CLOTH_TILES:
            bad(key, f"{key} {value} is more than the {CLOTH_TILES} tiles of a cloth, and a colour's "
                     "scissors cut on one cloth only")
    if 1 <= row.tiles_per_order and row.min_patch > row.tiles_per_order:
        bad("min_patch", f"min_patch {row.min_patch} is larger than tiles_per_order {row.tiles_per_order}: "
                         "a patch that can be cut must fit in an order")
    for key, value in (("dye_per_colour", row.dye_per_colour), ("sponges", row.sponges),
                       ("bead_chance_factor", row.bead_chance_factor)):
        if value < 0:
            bad(key, f"{key} {value} is negative: a count or a chance is 0 or more")
    return found


CONTENT_KINDS = [ContentKind("guppy-levels", "data/guppy.toml", GuppyTable)]


def load() -> GuppyTable:
    """The shipped difficulty table; raises `ContentError` naming file, key, line and reason when broken."""
    return load_record(resource("data", "guppy.toml"), GuppyTable)


def content_for(params: Any) -> GuppyTable:
    """The difficulty table every game of Guppy is played on (the params pick the level row)."""
    return load()
