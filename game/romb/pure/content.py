"""Romb Raider rooms: the picture format designers write, its checks, and the campaign loader.

A room file (`levels/romb/NN-name.toml`, sorted by file name into campaign order) holds a `name`, a
`title`, an `intro` and a `picture`: an array of strings, one per line of an ASCII drawing in which
squares and walls take turns, so a designer sees the room as it will look:

    picture = [
      "+-+-+-+",
      "|S .|G|",
      "+ + + +",
      "|. T .|",
      "+-+-+-+",
    ]

Lines 1, 3, 5... are wall lines: `+` at every corner and, between corners, `-` for a wall or a space
for an opening. Lines 2, 4... are square lines: `|` for a wall or a space between squares, and one
character per square: `.` floor, `S` start, `G` goal (the loot), `T` torch. The outer wall must be
closed. `docs/levels/romb.md` is the designer's guide.
"""

from __future__ import annotations

import dataclasses
from collections import deque
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Sequence

import msgspec

from game.core.content import ContentError, ContentKind, ContentRecord, Problem, check_file, locate
from game.core.grid import ORTHOGONAL, Cell, parse_picture
from game.core.paths import resource_root

#: What each square character means.
SQUARES = {".": "floor", "S": "start", "G": "goal", "T": "torch"}
#: The largest room that fits the screen, in squares.
MAX_WIDTH = 24
MAX_HEIGHT = 14
NAME_PATTERN = "^[a-z0-9]+(-[a-z0-9]+)*$"


@dataclass(frozen=True)
class Room:
    """A room as the rules need it: size, start, goal, torches and inner walls.

    Plain frozen data (tuples of cells), so it can ride inside a game State and a save stays
    self-contained. `walls` holds each inner wall as the two squares it separates, the west or north
    one first; the outer edge of the room is always walled and not listed."""

    name: Annotated[str, msgspec.Meta(min_length=1, max_length=64)]
    width: Annotated[int, msgspec.Meta(ge=1, le=MAX_WIDTH)]
    height: Annotated[int, msgspec.Meta(ge=1, le=MAX_HEIGHT)]
    start: Cell
    goal: Cell
    torches: Annotated[tuple[Cell, ...], msgspec.Meta(max_length=MAX_WIDTH * MAX_HEIGHT)]
    walls: Annotated[tuple[tuple[Cell, Cell], ...], msgspec.Meta(max_length=2 * MAX_WIDTH * MAX_HEIGHT)]

    def inside(self, cell: Cell) -> bool:
        """True for a square of the room."""
        return 0 <= cell[0] < self.width and 0 <= cell[1] < self.height

    def problems(self) -> list[Problem]:
        """What is wrong with a room that did not come from a picture (a save's content, a snapshot):
        the checks a picture gets, on the decoded room. Empty for any room `read_room` made."""
        found: list[Problem] = []
        if not (1 <= self.width <= MAX_WIDTH and 1 <= self.height <= MAX_HEIGHT):
            return [Problem(["width"], f"the room is {self.width}x{self.height} squares; it must be 1x1 to "
                                       f"{MAX_WIDTH}x{MAX_HEIGHT}")]
        for key, cell in (("start", self.start), ("goal", self.goal)):
            if not self.inside(cell):
                found.append(Problem([key], f"the {key} square {cell} is outside the room"))
        if self.start == self.goal:
            found.append(Problem(["goal"], "the goal is on the start square"))
        for index, torch in enumerate(self.torches):
            if not self.inside(torch) or torch in (self.start, self.goal) or torch in self.torches[:index]:
                found.append(Problem(["torches", index], f"the torch {torch} is outside the room, on S or G, "
                                                         "or listed twice"))
                break
        for index, (a, b) in enumerate(self.walls):
            if not (self.inside(a) and self.inside(b)) or (b[0] - a[0], b[1] - a[1]) not in ((1, 0), (0, 1)):
                found.append(Problem(["walls", index], f"the wall {[a, b]} does not lie between two "
                                                       "neighbouring squares of the room (west or north first)"))
                break
        if len(set(self.walls)) != len(self.walls):
            found.append(Problem(["walls"], "a wall is listed twice"))
        if not found and self.goal not in player_distances(self, self.start):
            found.append(Problem(["goal"], "G cannot be reached from S: walls shut it off"))
        return found


def read_room(name: str, rows: Sequence[str]) -> tuple[Room | None, list[Problem]]:  # noqa: C901 - one check per rule of a room file, each with its own message
    """Turn a picture into a Room, or list what is wrong with it (paths `["picture", line]`).

    Shape problems (line count, ragged lines) stop the reading early; symbol problems are all
    reported; only a picture without any of them is checked for S, G and reachability."""
    problems: list[Problem] = []

    def bad(line: int | None, message: str, char: int | None = None) -> None:
        # the square nearest the offending character, for an editor to highlight (0-based x, y)
        cells = () if line is None or char is None else (((max(char, 1) - 1) // 2, (max(line, 1) - 1) // 2),)
        problems.append(Problem(["picture"] if line is None else ["picture", line], message, cells))

    if len(rows) < 3 or len(rows) % 2 == 0:
        bad(None, f"the picture has {len(rows)} lines; it needs an odd number, at least 3: wall lines "
                  "('+-+') and square lines ('|.|') taking turns, starting and ending with a wall line")
        return None, problems
    length = len(rows[0])
    if length < 3 or length % 2 == 0:
        bad(0, f"the first line is {length} characters long; a line is a '+' and then two characters "
               "per square, so its length must be odd and at least 3")
        return None, problems
    for line, row in enumerate(rows):
        if len(row) != length:
            bad(line, f"this line is {len(row)} characters long but the first line is {length}; "
                      "every line of the picture must be as long as the first (ragged rows)")
    if problems:
        return None, problems

    width, height = (length - 1) // 2, (len(rows) - 1) // 2
    if width > MAX_WIDTH or height > MAX_HEIGHT:
        bad(None, f"the room is {width}x{height} squares; at most {MAX_WIDTH}x{MAX_HEIGHT} fit the screen")
        return None, problems  # nothing else is worth reading square by square
    walls: list[tuple[Cell, Cell]] = []
    found: dict[str, list[tuple[Cell, int, int]]] = {"S": [], "G": [], "T": []}
    last_line, last_char = len(rows) - 1, length - 1
    for line, row in enumerate(rows):
        for char, symbol in enumerate(row):
            at = f"character {char + 1}"
            x, y = char // 2, line // 2
            if line % 2 == 0 and char % 2 == 0:
                if symbol != "+":
                    bad(line, f"{at}: expected '+' at a corner, found {symbol!r}", char)
            elif line % 2 == 0 or char % 2 == 0:
                across = line % 2 == 0  # a '-' between two '+' (else a '|' between two squares)
                mark = "-" if across else "|"
                outer = line in (0, last_line) if across else char in (0, last_char)
                if outer and symbol == " ":
                    side = ("top" if line == 0 else "bottom") if across else ("left" if char == 0 else "right")
                    bad(line, f"{at}: the room is not enclosed: the {side} wall has an opening; "
                              f"the outer wall needs '{mark}' there", char)
                elif symbol == mark:
                    if not outer:
                        walls.append(((x, y - 1), (x, y)) if across else ((x - 1, y), (x, y)))
                elif symbol != " ":
                    between = "two '+'" if across else "two squares"
                    bad(line, f"{at}: {symbol!r} is not a wall mark; between {between} write '{mark}' for "
                              "a wall or a space for an opening", char)
            elif symbol in found:
                found[symbol].append(((x, y), line, char))
            elif symbol != ".":
                bad(line, f"{at}: unknown square {symbol!r}; a square is "
                          + ", ".join(f"'{k}' ({v})" for k, v in SQUARES.items()), char)
    if problems:
        return None, problems

    for mark, what in (("S", "start"), ("G", "goal")):
        if not found[mark]:
            bad(None, f"the room has no {mark} ({what} square); put exactly one '{mark}' in the picture")
        for _, line, char in found[mark][1:]:
            first_line = found[mark][0][1]
            bad(line, f"character {char + 1}: a second {mark}; the room needs exactly one {what} square "
                      f"(the first is on picture line {first_line + 1})", char)
    if problems:
        return None, problems

    room = Room(name, width, height, found["S"][0][0], found["G"][0][0],
                tuple(cell for cell, _, _ in found["T"]), tuple(sorted(walls)))
    if room.goal not in player_distances(room, room.start):
        bad(found["G"][0][1], "G cannot be reached from S: walls shut it off; open a way for the player",
            found["G"][0][2])
        return None, problems
    return room, problems


def player_distances(room: Room, origin: Cell) -> dict[Cell, int]:
    """Steps the player needs from `origin` to every square it can walk to (walls block it)."""
    walls = set(room.walls)
    seen = {origin: 0}
    queue = deque([origin])
    while queue:
        cell = queue.popleft()
        for _, (dx, dy) in ORTHOGONAL:
            nxt = (cell[0] + dx, cell[1] + dy)
            if (not (0 <= nxt[0] < room.width and 0 <= nxt[1] < room.height) or nxt in seen
                    or (min(cell, nxt), max(cell, nxt)) in walls):
                continue
            seen[nxt] = seen[cell] + 1
            queue.append(nxt)
    return seen


@dataclass
class Progress:
    """What Romb Raider keeps in the profile (`progress["romb"]`): the names of the rooms won, in
    the order first won. Declared for the profile loader, which resets a value of another type."""

    won: Annotated[list[Annotated[str, msgspec.Meta(max_length=64)]], msgspec.Meta(max_length=10_000)] = (
        dataclasses.field(default_factory=list))


def room_from_picture(picture: str, name: str = "test-room") -> Room:
    """A Room from an inline picture string (indentation dropped); raises ValueError if it is broken.

    Tests and tools use it to write rooms in the same format as the files."""
    room, problems = read_room(name, parse_picture(picture))
    if room is None:
        raise ValueError("; ".join(p.message for p in problems))
    return room


class RoomRecord(ContentRecord, frozen=True):
    """One room file: its id, what the player reads, and the picture of the room."""

    name: Annotated[str, msgspec.Meta(
        pattern=NAME_PATTERN,
        description="Id of the room in saves and the profile: lower-case words joined by '-'.")]
    title: Annotated[str, msgspec.Meta(
        min_length=1, max_length=40, description="The room's name as the player reads it.")]
    picture: Annotated[tuple[str, ...], msgspec.Meta(
        description="The room, one string per line: '+' corners, '-' and '|' walls, "
                    "squares '.' floor, 'S' start, 'G' goal, 'T' torch.")]
    intro: Annotated[str, msgspec.Meta(
        max_length=300, description="One or two sentences shown before the room starts.")] = ""

    def problems(self) -> list[Problem]:
        """Everything wrong with the picture (see `read_room`)."""
        return read_room(self.name, self.picture)[1]

    def room(self) -> Room:
        """The room this record draws (the record must have passed its checks)."""
        room, problems = read_room(self.name, self.picture)
        if room is None:
            raise ValueError("; ".join(p.message for p in problems))
        return room


ROOMS = ContentKind("romb-room", "levels/romb/*.toml", RoomRecord, unique="name")
CONTENT_KINDS = [ROOMS]


@dataclass(frozen=True)
class CampaignRoom:
    """One room file of the campaign: its record, or the problems that keep it out of play."""

    path: Path
    record: RoomRecord | None
    problems: tuple[ContentError, ...] = ()

    @property
    def broken(self) -> bool:
        """True when the file cannot be played."""
        return self.record is None


def load_campaign() -> list[CampaignRoom]:
    """Every shipped room file in file-name order, each loaded or with its problems. A file whose
    room name an earlier file already uses is broken (names must differ); one broken file never
    stops the others."""
    rooms: list[CampaignRoom] = []
    first: dict[str, Path] = {}
    for path in ROOMS.files(resource_root()):
        result = check_file(path, RoomRecord)
        if isinstance(result, list):
            rooms.append(CampaignRoom(path, None, tuple(result)))
        elif result.name in first:
            try:
                line = locate(path.read_text(encoding="utf-8"), ["name"]) or 1
            except (OSError, UnicodeDecodeError):
                line = 1
            rooms.append(CampaignRoom(path, None, (ContentError(
                path, f"another room ({first[result.name].name}) is already called {result.name!r}; "
                      "names must differ", "name", line=line),)))
        else:
            first[result.name] = path
            rooms.append(CampaignRoom(path, result))
    return rooms


def load() -> list[RoomRecord]:
    """The playable rooms of the campaign in file-name order (broken files left out: see
    `load_campaign` and `broken_rooms`). Raises ContentError only when no room at all can be played."""
    rooms = load_campaign()
    records = [room.record for room in rooms if room.record is not None]
    if not records:
        if not rooms:
            raise ContentError(resource_root() / "levels" / "romb", "no room files found (levels/romb/*.toml)",
                               line=1)
        raise rooms[0].problems[0]
    return records


def broken_rooms() -> list[ContentError]:
    """The first problem of each room file that cannot be played (empty when all can)."""
    return [room.problems[0] for room in load_campaign() if room.broken]


def find_room(name: str) -> Room:
    """The shipped room called `name`. Reads the files one by one, so a broken file elsewhere in the
    campaign does not stop this room; raises ContentError when no good file has that name."""
    broken: list[ContentError] = []
    for path in ROOMS.files(resource_root()):
        result = check_file(path, RoomRecord)
        if isinstance(result, list):
            broken.extend(result)
        elif result.name == name:
            return result.room()
    hint = f" (a broken room file may be the one: {broken[0]})" if broken else ""
    raise ContentError(resource_root() / "levels" / "romb", f"no room called {name!r}{hint}")


def content_for(params: Any) -> Room:
    """The room a new game of `params` (its `room` name) is played on; raises ContentError."""
    return find_room(params.room)
