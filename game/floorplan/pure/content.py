"""Floorplan content: museum layouts (`levels/floorplan/*.toml`) and the difficulty table
(`data/floorplan.toml`), with the checks a designer needs.

A museum file draws both floors as pictures, one string per row and one character per square:
`F` the Foyer, `S` the Stairway (one on each floor: the same space), `G` a Gallery, and for a
passageway tile the box-drawing character of its openings (`│ ─ └ ┌ ┐ ┘ ├ ┬ ┤ ┴ ┼`). `spare` is the
tile off the board, `galleries` names the Galleries in reading order (first floor row by row, then
the second floor) and `tile_set` counts the tiles of each kind (the rules page's chart by default).
`docs/rules/floorplan.md` explains the game; this module never imports the rules.
"""

from __future__ import annotations

from collections import Counter, deque
from dataclasses import dataclass
from typing import Annotated, Any, Literal

import msgspec

from game.core.content import ContentError, ContentKind, ContentRecord, Problem, check_file, load_record, locate
from game.core.paths import resource, resource_root

N, E, S, W = 1, 2, 4, 8
#: Side letter -> opening bit, in the order N, E, S, W.
#: The game's id in the catalog, the profile and the statistics.
GAME_ID = "floorplan"
SIDE_BITS = {"N": N, "E": E, "S": S, "W": W}
#: Passageway tile glyph -> its openings (bits N=1, E=2, S=4, W=8).
GLYPHS: dict[str, int] = {
    "│": N | S, "─": E | W,
    "└": N | E, "┌": E | S, "┐": S | W, "┘": W | N,
    "├": N | E | S, "┬": E | S | W, "┤": N | S | W, "┴": N | E | W,
    "┼": N | E | S | W,
}
#: Openings -> glyph (every mask a tile set can hold; rotation never leaves this set).
GLYPH_OF: dict[int, str] = {mask: glyph for glyph, mask in GLYPHS.items()}
#: Fixed-space letters.
FIXED = {"F": "foyer", "S": "stairway", "G": "gallery"}
#: The rules page's tile chart "5 5 / 3 3 3 3 / 1 1 1 1": 26 tiles, 25 on the board and the spare.
STANDARD_TILE_SET: dict[str, int] = {"│": 5, "─": 5, "└": 3, "┌": 3, "┐": 3, "┘": 3,
                                     "├": 1, "┬": 1, "┤": 1, "┴": 1}
#: Galleries a museum holds (the Foyer is the 13th target).
GALLERY_COUNT = 12
FLOOR_KEYS = ("first_floor", "second_floor")
FLOOR_NAMES = ("first floor", "second floor")
NAME_PATTERN = "^[a-z0-9]+(-[a-z0-9]+)*$"
TalismanKind = Literal["extra_turn", "move_stauf", "lock_gallery"]
TALISMAN_KINDS = ("extra_turn", "move_stauf", "lock_gallery")
SearchKind = Literal["random-shift", "greedy", "lookahead"]


@dataclass(frozen=True)
class Museum:
    """A museum as the rules need it: the floor pictures (rows of one character per square), the
    spare tile's glyph, the Gallery names in reading order, and whether the movable tiles are dealt
    at random at the start (`shuffle`). Plain frozen data, so it rides inside a game State."""

    name: str
    title: str
    floors: tuple[tuple[str, ...], ...]
    spare: str
    galleries: tuple[str, ...]
    shuffle: bool = True


@dataclass(frozen=True)
class Setup:
    """The content record a game is played on: the museum and, from the difficulty table, the
    chance that a talisman appears at the start of a round and the kinds it is drawn from."""

    museum: Museum
    difficulty: str = "normal"
    talisman_chance: float = 0.5
    talismans: tuple[str, ...] = ("extra_turn", "move_stauf", "lock_gallery")

    def problems(self) -> list[Problem]:
        """What is wrong with a Setup read from a save: the museum gets the checks of a museum file
        (its tile set counted from its own pictures), the talisman settings their ranges."""
        found = [Problem(["museum", *p.path], p.message) for p in museum_problems(self.museum)]
        if not 0 <= self.talisman_chance <= 1:
            found.append(Problem(["talisman_chance"], "the talisman chance must be between 0 and 1"))
        for index, kind in enumerate(self.talismans):
            if kind not in TALISMAN_KINDS:
                found.append(Problem(["talismans", index], f"unknown talisman {kind!r}"))
        return found


# -- reading a museum ------------------------------------------------------------------------------

def lines_of(floors: tuple[tuple[str, ...], ...]) -> list[tuple[int, str, int, int]]:
    """The shiftable lines of some floor pictures: (floor, "row" or "column", index, length)."""
    out = []
    for floor, rows in enumerate(floors):
        width = len(rows[0])
        for y, row in enumerate(rows):
            if not any(ch in FIXED for ch in row):
                out.append((floor, "row", y, width))
        for x in range(width):
            if not any(row[x] in FIXED for row in rows):
                out.append((floor, "column", x, len(rows)))
    return out


def movable_squares(floors: tuple[tuple[str, ...], ...]) -> set[tuple[int, int, int]]:
    """The squares (floor, column, row) that some shiftable line moves."""
    out = set()
    for floor, axis, index, length in lines_of(floors):
        for k in range(length):
            out.add((floor, k, index) if axis == "row" else (floor, index, k))
    return out


def never_reached(floors: tuple[tuple[str, ...], ...], spare: str) -> list[tuple[int, int, int]]:
    """Fixed spaces (floor, column, row) that no sequence of shifts can ever connect to the Stairway.

    Each movable square may come to hold any tile that circulates (the tiles on movable squares and
    the spare); a tile on a square no line moves keeps its openings; two fixed spaces never connect;
    the two Stairway squares are one space."""
    movable = movable_squares(floors)
    circulating = 0
    for floor, x, y in movable:
        circulating |= GLYPHS.get(floors[floor][y][x], 0)
    circulating |= GLYPHS.get(spare, 0)

    def can_open(square: tuple[int, int, int], side: int) -> bool:
        floor, x, y = square
        ch = floors[floor][y][x]
        if ch in FIXED:
            return True
        if square in movable:
            return bool(circulating & side)
        return bool(GLYPHS.get(ch, 0) & side)

    opposite = {N: S, S: N, E: W, W: E}
    steps = ((N, 0, -1), (E, 1, 0), (S, 0, 1), (W, -1, 0))
    stairs = [(f, x, y) for f, rows in enumerate(floors) for y, row in enumerate(rows)
              for x, ch in enumerate(row) if ch == "S"]
    seen = set(stairs)
    queue = deque(stairs)
    while queue:
        square = queue.popleft()
        floor, x, y = square
        rows = floors[floor]
        for side, dx, dy in steps:
            nx, ny = x + dx, y + dy
            if not (0 <= ny < len(rows) and 0 <= nx < len(rows[0])):
                continue
            other = (floor, nx, ny)
            if other in seen or (rows[y][x] in FIXED and rows[ny][nx] in FIXED):
                continue
            if can_open(square, side) and can_open(other, opposite[side]):
                seen.add(other)
                queue.append(other)
                if rows[ny][nx] == "S":
                    for twin in stairs:
                        if twin not in seen:
                            seen.add(twin)
                            queue.append(twin)
    return [(f, x, y) for f, rows in enumerate(floors) for y, row in enumerate(rows)
            for x, ch in enumerate(row) if ch in ("F", "G") and (f, x, y) not in seen]


def read_museum(record: "MuseumRecord") -> tuple[Museum | None, list[Problem]]:  # noqa: C901 - one check per rule of a museum file, each with its own message
    """Turn a museum record into a Museum, or list what is wrong (key paths like
    `["first_floor", 2]`). Shape and symbol problems stop the reading before the checks of the
    whole museum (spaces, tiles, lines, reachability)."""
    problems: list[Problem] = []
    floors = (record.first_floor, record.second_floor)
    for key, name, rows in zip(FLOOR_KEYS, FLOOR_NAMES, floors):
        width = len(rows[0]) if rows else 0
        for y, row in enumerate(rows):
            if len(row) != width:
                problems.append(Problem([key, y], f"this row of the {name} has {len(row)} squares but "
                                                  f"the first row has {width}; rows must be equally long"))
                continue
            for x, ch in enumerate(row):
                if ch not in FIXED and ch not in GLYPHS:
                    problems.append(Problem([key, y], f"square {x + 1}: unknown square {ch!r}; write F (Foyer), "
                                                      "S (Stairway), G (Gallery) or a tile: "
                                                      + " ".join(GLYPHS)))
    if record.spare not in GLYPHS:
        problems.append(Problem(["spare"], f"the spare must be one tile glyph ({' '.join(GLYPHS)}), "
                                           f"found {record.spare!r}"))
    for glyph in record.tile_set:
        if glyph not in GLYPHS:
            problems.append(Problem(["tile_set", glyph], f"unknown tile {glyph!r} in the tile set; tiles "
                                                         f"are {' '.join(GLYPHS)}"))
    if problems:
        return None, problems

    def where(letter: str) -> list[tuple[int, int, int]]:
        return [(f, x, y) for f, rows in enumerate(floors) for y, row in enumerate(rows)
                for x, ch in enumerate(row) if ch == letter]

    for floor, (key, name) in enumerate(zip(FLOOR_KEYS, FLOOR_NAMES)):
        stairs = [s for s in where("S") if s[0] == floor]
        if len(stairs) != 1:
            problems.append(Problem([key], f"the {name} has {len(stairs)} Stairway squares ('S'); "
                                           "each floor needs exactly one, and together they are one space"))
    foyers = where("F")
    if len(foyers) != 1:
        problems.append(Problem([FLOOR_KEYS[foyers[1][0]], foyers[1][2]] if len(foyers) > 1 else [FLOOR_KEYS[0]],
                                f"the museum has {len(foyers)} Foyers ('F'); it needs exactly one"))
    galleries = where("G")
    if len(galleries) != GALLERY_COUNT:
        problems.append(Problem([FLOOR_KEYS[0]], f"the museum has {len(galleries)} Galleries ('G'); it needs "
                                                 f"{GALLERY_COUNT} (the Foyer becomes the 13th target)"))
    if len(record.galleries) != len(galleries):
        problems.append(Problem(["galleries"], f"'galleries' names {len(record.galleries)} Galleries but the "
                                               f"floors draw {len(galleries)} 'G'; name each one, in reading order"))
    for index, name in enumerate(record.galleries):
        if name in record.galleries[:index]:
            problems.append(Problem(["galleries", index], f"the Gallery name {name!r} is used twice"))

    drawn = Counter(ch for rows in floors for row in rows for ch in row if ch in GLYPHS)
    drawn[record.spare] += 1
    total, squares = sum(record.tile_set.values()), sum(drawn.values())
    if total != squares:
        problems.append(Problem(["tile_set"], f"wrong tile count: the tile set has {total} tiles but the floors "
                                              f"have {squares - 1} passageway squares and a spare ({squares})"))
    else:
        for glyph in sorted(set(record.tile_set) | set(drawn), key=list(GLYPHS).index):
            want, have = record.tile_set.get(glyph, 0), drawn.get(glyph, 0)
            if want != have:
                problems.append(Problem(_where_drawn(record, glyph),
                                        f"wrong tile count: the floors and the spare hold {have} {glyph!r} "
                                        f"tiles but the tile set has {want}"))
    if not lines_of(floors):
        problems.append(Problem([FLOOR_KEYS[0]], "no shiftable line: every row and column of both floors holds a fixed "
                                    "space, so the maze could never move; leave at least one line free"))
    if problems:
        return None, problems
    names = dict(zip(galleries, record.galleries))
    for floor, x, y in never_reached(floors, record.spare):
        what = f"the Gallery {names[(floor, x, y)]!r}" if (floor, x, y) in names else "the Foyer"
        problems.append(Problem([FLOOR_KEYS[floor], y],
                                f"square {x + 1}: {what} can never be reached by any shift: its neighbours are "
                                "fixed spaces or tiles that never move and never open toward it"))
    if problems:
        return None, problems
    return Museum(record.name, record.title, floors, record.spare, record.galleries, record.shuffle), []


def _where_drawn(record: "MuseumRecord", glyph: str) -> list[str | int]:
    """The key path of the first floor row that draws `glyph` (else the spare, else the tile set),
    for a tile-count problem."""
    for key, rows in zip(FLOOR_KEYS, (record.first_floor, record.second_floor)):
        for y, row in enumerate(rows):
            if glyph in row:
                return [key, y]
    return ["spare"] if record.spare == glyph else ["tile_set"]


def museum_problems(museum: Museum) -> list[Problem]:
    """The checks of a museum file, for a Museum that did not come from one (a save's content): two
    floors of 2 to 7 rows of 2 to 7 squares, and everything `read_museum` checks."""
    if len(museum.floors) != 2:
        return [Problem(["floors"], f"a museum has two floors, not {len(museum.floors)}")]
    for key, rows in zip(FLOOR_KEYS, museum.floors):
        if not 2 <= len(rows) <= 7 or not all(2 <= len(row) <= 7 for row in rows):
            return [Problem([key], "a floor has 2 to 7 rows of 2 to 7 squares")]
    drawn = Counter(ch for rows in museum.floors for row in rows for ch in row if ch in GLYPHS)
    drawn[museum.spare] += 1
    record = MuseumRecord(name=museum.name, title=museum.title, first_floor=museum.floors[0],
                          second_floor=museum.floors[1], spare=museum.spare, galleries=museum.galleries,
                          tile_set=dict(drawn), shuffle=museum.shuffle)
    return read_museum(record)[1]


class MuseumRecord(ContentRecord, frozen=True):
    """One museum file: its id and title, both floors as pictures, the spare, the Gallery names and
    the tile set."""

    name: Annotated[str, msgspec.Meta(
        pattern=NAME_PATTERN, description="Id of the museum in saves and the profile: lower-case words joined by '-'.")]
    title: Annotated[str, msgspec.Meta(
        min_length=1, max_length=40, description="The museum's name as the player reads it.")]
    first_floor: Annotated[tuple[str, ...], msgspec.Meta(
        min_length=2, max_length=7,
        description="The first floor, one string per row from the back: F Foyer, S Stairway, G Gallery, "
                    "or a tile glyph.")]
    second_floor: Annotated[tuple[str, ...], msgspec.Meta(
        min_length=2, max_length=7, description="The second floor, drawn like the first.")]
    spare: Annotated[str, msgspec.Meta(description="The tile off the board at the start (one glyph).")]
    galleries: Annotated[tuple[str, ...], msgspec.Meta(
        description="The 12 Gallery names, in reading order: first floor row by row, then the second floor.")]
    intro: Annotated[str, msgspec.Meta(
        max_length=300, description="One or two sentences shown when the museum is chosen.")] = ""
    tile_set: Annotated[dict[str, Annotated[int, msgspec.Meta(ge=0)]], msgspec.Meta(
        description="How many tiles of each glyph the museum holds, the spare included.")] = msgspec.field(
        default_factory=lambda: dict(STANDARD_TILE_SET))
    shuffle: Annotated[bool, msgspec.Meta(
        description="Deal the movable tiles and the spare at random at the start of each game "
                    "(tiles on squares no line moves stay where drawn).")] = True

    def problems(self) -> list[Problem]:
        """Everything wrong with the museum (see `read_museum`)."""
        return read_museum(self)[1]

    def museum(self) -> Museum:
        """The museum this record draws (the record must have passed its checks)."""
        museum, problems = read_museum(self)
        if museum is None:
            raise ValueError("; ".join(p.message for p in problems))
        return museum


# -- the difficulty table --------------------------------------------------------------------------

class Level(ContentRecord, frozen=True):
    """One difficulty: how Stauf searches and how strong he is, and how often talismans appear."""

    name: Annotated[str, msgspec.Meta(pattern=NAME_PATTERN, description="Id used in params and saves.")]
    title: Annotated[str, msgspec.Meta(min_length=1, max_length=20, description="As the player reads it.")]
    search: Annotated[SearchKind, msgspec.Meta(
        description="random-shift: a random legal shift, then the space closest to the target; greedy: every "
                    "shift and destination, one ply; lookahead: also the Visitor's best reply (two plies).")]
    nodes: Annotated[int, msgspec.Meta(ge=1, description="Search nodes per decision (sets the strength).")]
    seconds: Annotated[float, msgspec.Meta(gt=0, le=5, description="Wall-clock cap per decision.")]
    own_distance: Annotated[float, msgspec.Meta(
        ge=0, description="Weight of Stauf's own distance to the target (minimised).")] = 1.0
    rival_distance: Annotated[float, msgspec.Meta(
        ge=0, description="Weight of the Visitor's distance to the target (maximised).")] = 0.5
    gap_cost: Annotated[int, msgspec.Meta(
        ge=1, le=20, description="Distance counted for a step between two squares that are not connected "
                                 "now but could be after shifts.")] = 3
    threat_weight: Annotated[float, msgspec.Meta(
        ge=0, description="Worth of each shift that would connect Stauf to the target on his next turn "
                          "(0: distance only).")] = 1.0
    talisman_chance: Annotated[float, msgspec.Meta(
        ge=0, le=1, description="Chance that a talisman appears at the start of each round.")] = 0.5


class Talismans(ContentRecord, frozen=True):
    """The talisman kinds a new one is drawn from (uniformly; repeat a kind to make it likelier)."""

    kinds: Annotated[tuple[TalismanKind, ...], msgspec.Meta(min_length=1)] = (
        "extra_turn", "move_stauf", "lock_gallery")


class DifficultyTable(ContentRecord, frozen=True):
    """data/floorplan.toml: the talismans and Stauf's difficulty levels."""

    levels: Annotated[tuple[Level, ...], msgspec.Meta(min_length=1)]
    talismans: Talismans = msgspec.field(default_factory=Talismans)

    def problems(self) -> list[Problem]:
        """Repeated level names, or a missing easy, normal or hard level."""
        found = []
        names = [level.name for level in self.levels]
        for index, name in enumerate(names):
            if name in names[:index]:
                found.append(Problem(["levels", index, "name"], f"the level name {name!r} is used twice"))
        for needed in ("easy", "normal", "hard"):
            if needed not in names:
                found.append(Problem(["levels"], f"there is no {needed!r} level; the rules page defines "
                                                 "easy, normal and hard"))
        return found

    def level(self, name: str) -> Level:
        """The level called `name` (KeyError naming the known ones)."""
        for level in self.levels:
            if level.name == name:
                return level
        raise KeyError(f"no difficulty {name!r}; known: {', '.join(lv.name for lv in self.levels)}")


MUSEUMS = ContentKind("floorplan-museum", "levels/floorplan/*.toml", MuseumRecord)
DIFFICULTY = ContentKind("floorplan-difficulty", "data/floorplan.toml", DifficultyTable)
CONTENT_KINDS = [MUSEUMS, DIFFICULTY]


def load_table() -> DifficultyTable:
    """The shipped difficulty table; raises ContentError naming file, key and line."""
    return load_record(resource("data", "floorplan.toml"), DifficultyTable)


def load_museums() -> list[MuseumRecord]:
    """Every shipped museum in file-name order. Raises ContentError for a broken file, a repeated
    museum name, or no museum at all."""
    files = MUSEUMS.files(resource_root())
    if not files:
        raise ContentError(resource("levels", "floorplan"), "no museum files found (levels/floorplan/*.toml)")
    records: list[MuseumRecord] = []
    for path in files:
        record = load_record(path, MuseumRecord)
        if any(other.name == record.name for other in records):
            raise ContentError(path, f"another museum is already called {record.name!r}; names must differ",
                               "name", line=locate(path.read_text(encoding="utf-8"), ["name"]))
        records.append(record)
    return records


@dataclass(frozen=True)
class Catalogue:
    """All Floorplan content: the museums (file-name order) and the difficulty table."""

    museums: tuple[MuseumRecord, ...]
    table: DifficultyTable


def load() -> Catalogue:
    """Every shipped museum and the difficulty table; raises ContentError for the first broken file."""
    return Catalogue(tuple(load_museums()), load_table())


def find_museum(name: str) -> Museum:
    """The shipped museum called `name`. Reads the files one by one, so a broken file elsewhere does
    not stop this one; raises ContentError when no good file has that name."""
    broken: list[ContentError] = []
    for path in MUSEUMS.files(resource_root()):
        result = check_file(path, MuseumRecord)
        if isinstance(result, list):
            broken.extend(result)
        elif result.name == name:
            return result.museum()
    hint = f" (a broken museum file may be the one: {broken[0]})" if broken else ""
    raise ContentError(resource("levels", "floorplan"), f"no museum called {name!r}{hint}")


def setup_for(museum: Museum, table: DifficultyTable, difficulty: str) -> Setup:
    """The Setup of `museum` at a difficulty of `table` (ContentError when the level is unknown)."""
    try:
        level = table.level(difficulty)
    except KeyError as exc:
        raise ContentError(resource("data", "floorplan.toml"), str(exc.args[0]), "levels") from None
    return Setup(museum, level.name, level.talisman_chance, tuple(table.talismans.kinds))


def content_for(params: Any) -> Setup:
    """The Setup a new game of `params` (its `museum` and `difficulty`) is played on."""
    return setup_for(find_museum(params.museum), load_table(), params.difficulty)
