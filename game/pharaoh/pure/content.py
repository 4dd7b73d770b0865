"""Pharaoh Tomb content: the level tables of the modes, which are what the game plays.

Each mode is one table in data/: Classic in `pharaoh.toml` (the seed's numbers), every other mode in
`pharaoh-<mode>.toml` (the mode's name is the file's: `pharaoh-short.toml` is the mode "short").
A table names its mode's `title`, says in one sentence what it is (`about`), where its card goes on
the setup screen (`order`) and what happens to a board with no move left (`when_stuck`: the game
"end"s, or the board is "reshuffle"d). Each row gives a level's target (hieroglyphs to remove),
the hieroglyph kinds in play and the pocket pieces that can be awarded there; `marks` are the
fractions of the target at which pieces are awarded; past the last row the last row repeats with
its target `target_step` higher per level. The rules receive the loaded table
(`new_game(params, table, seed)`) and never read the files; this module never imports the rules.

The loader rejects only values that cannot work, each with its reason (a target below 1, fewer than
three kinds or more kinds than there are hieroglyph images, marks out of order or outside 0..1...).
Whether the shipped rows follow the seed's formulas is a test's business
(tests/pharaoh/test_pharaoh_content.py), so a designer may tune the table knowingly.
"""

from __future__ import annotations

import re
from fractions import Fraction
from pathlib import Path
from typing import Annotated, Any

import msgspec

from game.core.content import ContentError, ContentKind, ContentRecord, Problem, load_record
from game.core.paths import resource, resource_root

#: Pocket pieces as the file names them, in their fixed order (free hieroglyph, universal key,
#: space crooker); awards that happen together come in this order.
PIECE_NAMES = ("glyph", "key", "crooker")
#: Hieroglyph images the game draws (ankh ... reed in game/pharaoh/art.py): the most kinds a level
#: can have (a test keeps the two equal).
HIEROGLYPH_IMAGES = 10
#: Fewest kinds: with two, a first board free of ready-made lines cannot always be laid out.
MIN_KINDS = 3
#: How a mark's fraction is written: "1/4", "2/3", "0.5" or "1", up to nine digits a part (no table
#: needs more, and a number of thousands of digits cannot even be read as one).
FRACTION_PATTERN = r"^[0-9]{1,9}(/[0-9]{1,9}|\.[0-9]{1,9})?$"
#: The mode whose table is data/pharaoh.toml (the seed's numbers), played when no mode is named.
CLASSIC = "classic"
#: What a board with no move left does: the game ends (the seed), or the board is reshuffled.
STUCK_RULES = ("end", "reshuffle")
#: A mode's name as it appears in a file name, in saves and in the profile.
MODE_PATTERN = r"^[a-z0-9][a-z0-9_]{0,31}$"


def parse_fraction(text: str) -> Fraction | None:
    """A mark's fraction ("1/3", "0.25", "1") exactly, or None when it is not one."""
    if not re.fullmatch(FRACTION_PATTERN, text):
        return None
    try:
        return Fraction(text)
    except ZeroDivisionError:
        return None


class LevelRow(ContentRecord, frozen=True):
    """One level: hieroglyphs to remove, kinds in play, pocket pieces that can be awarded."""

    level: Annotated[int, msgspec.Meta(ge=1, description="level number, counting from 1")]
    target: Annotated[int, msgspec.Meta(
        description="hieroglyphs to remove to pass the level (1 or more)", extra_json_schema={"minimum": 1})]
    kinds: Annotated[int, msgspec.Meta(
        description=f"ordinary hieroglyph kinds in play ({MIN_KINDS} to {HIEROGLYPH_IMAGES})",
        extra_json_schema={"minimum": MIN_KINDS, "maximum": HIEROGLYPH_IMAGES})]
    pieces: Annotated[tuple[Annotated[str, msgspec.Meta(extra_json_schema={"enum": list(PIECE_NAMES)})], ...],
                      msgspec.Meta(description="pocket pieces that can be awarded at this level: "
                                               "glyph, key, crooker")] = ()


class Mark(ContentRecord, frozen=True):
    """A mark of the level's progress bar: passing `at` of the target awards `piece` (when the
    level's row lists that piece)."""

    at: Annotated[str, msgspec.Meta(
        description='fraction of the target, above 0 and at most 1: "1/4", "2/3", "0.5"',
        extra_json_schema={"pattern": FRACTION_PATTERN})]
    piece: Annotated[str, msgspec.Meta(description="the piece it awards: glyph, key or crooker",
                                       extra_json_schema={"enum": list(PIECE_NAMES)})]


class LevelTable(ContentRecord, frozen=True):
    """The level table: rows for levels 1, 2, 3... in order; past the last row the last row
    repeats, its target `target_step` higher per level; `marks` award pocket pieces."""

    levels: Annotated[tuple[LevelRow, ...], msgspec.Meta(min_length=1)]
    target_step: Annotated[int, msgspec.Meta(
        description="past the last row: how much higher each level's target is than the one before "
                    "(0: the last row repeats as it is)", extra_json_schema={"minimum": 0})] = 0
    marks: Annotated[tuple[Mark, ...], msgspec.Meta(
        description="fractions of the target that award a pocket piece, smallest first")] = ()
    title: Annotated[str, msgspec.Meta(min_length=1, max_length=24,
                                       description="the mode's name on the setup screen")] = "Classic"
    about: Annotated[str, msgspec.Meta(max_length=160, description="one or two sentences on the mode's "
                                                                    "card: who it is for, what differs")] = ""
    order: Annotated[int, msgspec.Meta(description="where the mode's card stands on the setup screen, "
                                                   "smallest first", extra_json_schema={"minimum": 0})] = 0
    when_stuck: Annotated[str, msgspec.Meta(
        description='a board with no move left: "end" ends the game, "reshuffle" mixes the same '
                    'hieroglyphs into a board with a move and play goes on',
        extra_json_schema={"enum": list(STUCK_RULES)})] = "end"

    def problems(self) -> list[Problem]:
        """Every value that cannot work, with the reason."""
        found = []
        if self.when_stuck not in STUCK_RULES:
            found.append(Problem(["when_stuck"], f"{self.when_stuck!r} is not a rule for a board with no move "
                                                 f"left ({' or '.join(STUCK_RULES)})"))
        if self.order < 0:
            found.append(Problem(["order"], f"order {self.order} is negative: cards are placed from 0 up"))
        for index, row in enumerate(self.levels):
            found.extend(_row_problems(index, row))
        if self.target_step < 0:
            found.append(Problem(["target_step"], f"target_step {self.target_step} is negative: the targets "
                                                  "past the last row would fall below 1"))
        found.extend(_mark_problems(self.marks))
        return found


def _row_problems(index: int, row: LevelRow) -> list[Problem]:
    where: list[str | int] = ["levels", index]
    found = []
    if row.level != index + 1:
        found.append(Problem([*where, "level"], f"expected level {index + 1}: rows go 1, 2, 3... in order"))
    if row.target < 1:
        found.append(Problem([*where, "target"], f"target {row.target} is below 1: a level needs at least one "
                                                 "hieroglyph to remove"))
    if row.kinds < MIN_KINDS:
        found.append(Problem([*where, "kinds"], f"kinds {row.kinds} is fewer than {MIN_KINDS}: with so few kinds "
                                                "a board without ready-made lines cannot always be laid out"))
    elif row.kinds > HIEROGLYPH_IMAGES:
        found.append(Problem([*where, "kinds"], f"kinds {row.kinds} is more than the {HIEROGLYPH_IMAGES} "
                                                "hieroglyph images the game draws"))
    for at, piece in enumerate(row.pieces):
        if piece not in PIECE_NAMES:
            found.append(Problem([*where, "pieces", at], f"{piece!r} is not a pocket piece "
                                                         f"({', '.join(PIECE_NAMES)})"))
        elif piece in row.pieces[:at]:
            found.append(Problem([*where, "pieces", at], f"{piece} is listed more than once"))
    return found


def _mark_problems(marks: tuple[Mark, ...]) -> list[Problem]:
    found = []
    seen: set[tuple[Fraction, str]] = set()
    previous: Fraction | None = None
    for index, mark in enumerate(marks):
        where: list[str | int] = ["marks", index]
        if mark.piece not in PIECE_NAMES:
            found.append(Problem([*where, "piece"], f"{mark.piece!r} is not a pocket piece "
                                                    f"({', '.join(PIECE_NAMES)})"))
        value = parse_fraction(mark.at)
        if value is None:
            shown = mark.at if len(mark.at) <= 24 else mark.at[:21] + "..."
            found.append(Problem([*where, "at"], f"{shown!r} is not a fraction: write it as "
                                                 '"1/4", "2/3" or "0.5", up to nine digits a part'))
            continue
        if not 0 < value <= 1:
            found.append(Problem([*where, "at"], f"{mark.at} is outside 0..1: a mark lies above 0 and at most "
                                                 "at the whole target, or it is never passed"))
        elif previous is not None and value < previous:
            found.append(Problem([*where, "at"], f"{mark.at} comes after a larger mark: list the marks "
                                                 "from the smallest fraction up, in the order they are passed"))
        elif (value, mark.piece) in seen:
            found.append(Problem([*where, "at"], f"the {mark.piece} at {mark.at} is listed twice: the second "
                                                 "would always find the pocket full"))
        else:
            previous = value
        seen.add((value, mark.piece))
    return found


#: Every mode's table: data/pharaoh.toml (Classic) and data/pharaoh-<mode>.toml.
CONTENT_KINDS = [ContentKind("pharaoh-levels", "data/pharaoh*.toml", LevelTable)]


def mode_of_file(path: Path) -> str | None:
    """The mode a table file is for: "classic" for pharaoh.toml, <mode> for pharaoh-<mode>.toml;
    None for a name that is neither."""
    if path.name == "pharaoh.toml":
        return CLASSIC
    name = path.stem.removeprefix("pharaoh-")
    if path.suffix == ".toml" and path.stem.startswith("pharaoh-") and re.fullmatch(MODE_PATTERN, name):
        return name
    return None


def mode_file(mode: str) -> Path:
    """The shipped table file of a mode (which may not exist)."""
    return resource("data", "pharaoh.toml" if mode == CLASSIC else f"pharaoh-{mode}.toml")


def load(mode: str = CLASSIC) -> LevelTable:
    """A mode's shipped level table (Classic's by default); raises ContentError naming file, key,
    line and reason when the file is broken, and when there is no such mode."""
    path = mode_file(mode) if re.fullmatch(MODE_PATTERN, mode) else None
    if path is None or not path.is_file():
        raise ContentError(path or resource("data", "pharaoh.toml"),
                           f"there is no mode {mode!r} (the modes: {', '.join(mode_names())})", line=1)
    return load_record(path, LevelTable)


def mode_names() -> list[str]:
    """The names of the shipped modes, by file name (Classic first)."""
    names = [mode_of_file(path) for path in CONTENT_KINDS[0].files(resource_root())]
    return sorted((n for n in names if n is not None), key=lambda n: (n != CLASSIC, n))


def modes() -> list[tuple[str, LevelTable]]:
    """Every shipped mode (name, table) in the order of their cards (`order`, then name); raises
    the first ContentError of a broken file."""
    found = [(name, load(name)) for name in mode_names()]
    return sorted(found, key=lambda m: (m[1].order, m[0]))


def content_for(params: Any) -> LevelTable:
    """The level table a new game of these params is played on: its mode's (Classic when the
    params name none, as in saves from before modes)."""
    return load(getattr(params, "mode", CLASSIC))
