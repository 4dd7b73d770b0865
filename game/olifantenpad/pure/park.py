"""Olifantenpad parks as the rules need them: the picture, the gates and the visitor groups per hour.

A park is drawn as a picture, one string per row, one character per cell:

    .   grass            =   sidewalk            A..Z  a gate (on the edge, next to the sidewalk)
    t   tree             ~   pond                *     flowerbed          b   bench

Trees, ponds, flowerbeds and benches are obstacles. A gate is a piece of sidewalk on the edge of the
park where people come in and go out; its letter names it in the visitor groups. Every hour
(13:00 to 17:00) brings groups of visitors, each walking `from` one gate `to` another.

`read_park` turns a picture and the hours into a `Park` or lists what is wrong with them, with the
key path of each problem, so the file loader (`content.py`) and the park generator (`daily.py`)
share one set of checks. Nothing here reads files or knows the rules.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Sequence

from game.core.content import Problem
from game.core.grid import Cell

GRASS, SIDEWALK = ".", "="
#: Obstacle characters and what they are, in the words a player reads.
OBSTACLES = {"t": "tree", "~": "pond", "*": "flowerbed", "b": "bench"}
#: Every character a picture may hold besides the gate letters.
SYMBOLS = {GRASS: "grass", SIDEWALK: "sidewalk", **OBSTACLES}
GATE_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
#: The five planning hours, in order.
HOURS = ("13:00", "14:00", "15:00", "16:00", "17:00")
MIN_SIZE, MAX_WIDTH, MAX_HEIGHT = 3, 24, 16
MAX_GROUP = 30
#: The 8 step directions, clockwise from north (y grows downwards, so clockwise is turning right).
DIRECTIONS: tuple[Cell, ...] = ((0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1))


@dataclass(frozen=True)
class Gate:
    """A gate: its letter and its cell on the edge of the park."""

    name: str
    cell: Cell


@dataclass(frozen=True)
class Group:
    """A group of `size` visitors walking from gate `origin` to gate `target` (gate letters)."""

    origin: str
    target: str
    size: int


@dataclass(frozen=True)
class Park:
    """A park as the rules need it: plain frozen data, so it rides inside a game State and a save.

    `rows` is the picture (see the module doc); `gates` lists the gates by letter; `hours[h]` holds
    the groups of hour h (0 = 13:00 ... 4 = 17:00); `school_trip_size` is the number of children of
    the school trip that comes in one of the hours 14:00 to 17:00."""

    name: str
    title: str
    rows: tuple[str, ...]
    gates: tuple[Gate, ...]
    hours: tuple[tuple[Group, ...], ...]
    school_trip_size: int = 5
    intro: str = ""

    @property
    def width(self) -> int:
        """Cells per row."""
        return len(self.rows[0])

    @property
    def height(self) -> int:
        """Rows."""
        return len(self.rows)

    def symbol(self, cell: Cell) -> str:
        """The picture character of a cell."""
        return self.rows[cell[1]][cell[0]]

    def gate(self, name: str) -> Gate:
        """The gate with this letter (KeyError when there is none)."""
        for gate in self.gates:
            if gate.name == name:
                return gate
        raise KeyError(name)

    def gate_at(self, cell: Cell) -> Gate | None:
        """The gate on this cell, or None."""
        return next((gate for gate in self.gates if gate.cell == cell), None)

    def problems(self) -> list[Problem]:
        """What is wrong with this record (one read back from a save): the picture and the groups
        get a park file's checks, and the gates must be the picture's letters."""
        gates, problems = read_picture(self.rows)
        if problems:
            return problems
        if sorted((g.name, g.cell) for g in self.gates) != sorted((k, cell) for k, (cell, _) in gates.items()):
            return [Problem(["gates"], "the gates do not match the gate letters of the picture")]
        labels = [(HOURS[h] if h < len(HOURS) else "", groups) for h, groups in enumerate(self.hours)]
        problems = [p for p in read_hours(labels, gates, self.rows) if "no visitor groups" not in p.message]
        if not 0 <= self.school_trip_size <= MAX_GROUP:
            problems.append(Problem(["school_trip_size"], f"a school trip has 0 to {MAX_GROUP} children"))
        return problems


def is_paved_symbol(symbol: str) -> bool:
    """True for sidewalk and gates: cells that never wear and are never owned."""
    return symbol == SIDEWALK or symbol in GATE_LETTERS


def on_edge(cell: Cell, width: int, height: int) -> bool:
    """True when a cell lies on the outer edge of the grid."""
    x, y = cell
    return x in (0, width - 1) or y in (0, height - 1)


def sidewalk_reach(rows: Sequence[str], start: Cell) -> set[Cell]:
    """The cells a visitor can reach from `start` over sidewalk and gates alone (8 neighbours; a
    diagonal step is not allowed between two obstacles), as at the start of a game."""
    width, height = len(rows[0]), len(rows)
    seen = {start}
    queue = deque([start])
    while queue:
        x, y = queue.popleft()
        for dx, dy in DIRECTIONS:
            nx, ny = x + dx, y + dy
            if not (0 <= nx < width and 0 <= ny < height) or (nx, ny) in seen:
                continue
            if not is_paved_symbol(rows[ny][nx]):
                continue
            if dx and dy and rows[y][nx] in OBSTACLES and rows[ny][x] in OBSTACLES:
                continue
            seen.add((nx, ny))
            queue.append((nx, ny))
    return seen


def read_picture(rows: Sequence[str]) -> tuple[dict[str, tuple[Cell, int]], list[Problem]]:
    """Check a picture's shape, symbols and gates; returns the gates (letter -> (cell, row)) and the
    problems, with key paths `["picture", row]` or `["picture"]`."""
    problems: list[Problem] = []

    def bad(row: int | None, message: str) -> None:
        problems.append(Problem(["picture"] if row is None else ["picture", row], message))

    if len(rows) < MIN_SIZE or len(rows) > MAX_HEIGHT:
        bad(None, f"the park has {len(rows)} rows; it needs {MIN_SIZE} to {MAX_HEIGHT}")
        return {}, problems
    width = len(rows[0])
    if width < MIN_SIZE or width > MAX_WIDTH:
        bad(0, f"the park is {width} cells wide; it needs {MIN_SIZE} to {MAX_WIDTH}")
        return {}, problems
    for y, row in enumerate(rows):
        if len(row) != width:
            bad(y, f"this row is {len(row)} cells wide but the first row is {width}; "
                   "every row must be as wide as the first")
    if problems:
        return {}, problems
    gates: dict[str, tuple[Cell, int]] = {}
    height = len(rows)
    for y, row in enumerate(rows):
        for x, symbol in enumerate(row):
            at = f"cell {x + 1}"  # of the row the line names: 1-based, as every line and column
            if symbol in GATE_LETTERS:
                if symbol in gates:
                    first = gates[symbol][0]
                    bad(y, f"{at}: a second gate {symbol}; each gate letter names one gate "
                           f"(the first is cell {first[0] + 1} of picture row {first[1] + 1})")
                    continue
                gates[symbol] = ((x, y), y)
                if not on_edge((x, y), width, height):
                    bad(y, f"{at}: gate {symbol} is not on the edge of the park; gates sit in the outer "
                           "row or column")
                elif not any(0 <= x + dx < width and 0 <= y + dy < height and rows[y + dy][x + dx] == SIDEWALK
                             for dx, dy in DIRECTIONS[::2]):
                    bad(y, f"{at}: gate {symbol} is not joined to the sidewalk; put sidewalk '=' next to "
                           "it (north, east, south or west)")
            elif symbol not in SYMBOLS:
                known = ", ".join(f"'{k}' {v}" for k, v in SYMBOLS.items())
                bad(y, f"{at}: unknown symbol {symbol!r}; a cell is {known} or a gate letter A-Z")
    if not gates and not problems:
        bad(None, "the park has no gate; put at least two gate letters (A, B, ...) on its edge, "
                  "each next to the sidewalk")
    return gates, problems


def read_hours(hours: Sequence[tuple[str, Sequence[Group]]], gates: dict[str, tuple[Cell, int]],
               rows: Sequence[str]) -> list[Problem]:
    """Check the visitor groups of each hour against the gates: labels 13:00..17:00 in order, known
    and different gates, sizes, and gates joined by sidewalk. Key paths `["hours", h, ...]`."""
    problems: list[Problem] = []
    if len(hours) != len(HOURS):
        problems.append(Problem(["hours"], f"the park lists {len(hours)} hours; it needs exactly "
                                           f"{len(HOURS)} ({', '.join(HOURS)})"))
    reach: dict[str, set[Cell]] = {}
    total = 0
    for h, (label, groups) in enumerate(hours):
        if h < len(HOURS) and label != HOURS[h]:
            problems.append(Problem(["hours", h, "time"], f"expected time = \"{HOURS[h]}\" here: the hours "
                                                          f"go {', '.join(HOURS)} in order"))
        for g, group in enumerate(groups):
            at: list[str | int] = ["hours", h, "groups", g]
            total += 1
            missing = [name for name in (group.origin, group.target) if name not in gates]
            if missing:
                problems.append(Problem(at, f"gate {missing[0]} is not in the picture; known gates: "
                                            f"{', '.join(sorted(gates)) or 'none'}"))
                continue
            if group.origin == group.target:
                problems.append(Problem(at, f"the group goes from gate {group.origin} to the same gate; "
                                            "'from' and 'to' must differ"))
                continue
            if not 1 <= group.size <= MAX_GROUP:
                problems.append(Problem(at, f"a group has 1 to {MAX_GROUP} visitors, not {group.size}"))
            if group.origin not in reach:
                reach[group.origin] = sidewalk_reach(rows, gates[group.origin][0])
            if gates[group.target][0] not in reach[group.origin]:
                problems.append(Problem(at, f"gates {group.origin} and {group.target} are not joined by "
                                            "sidewalk, so visitors cannot walk from one to the other"))
    if total == 0 and len(hours) == len(HOURS):
        problems.append(Problem(["hours"], "the park has no visitor groups; give at least one hour a group"))
    return problems


def read_park(name: str, title: str, rows: Sequence[str], hours: Sequence[tuple[str, Sequence[Group]]],
              intro: str = "", school_trip_size: int = 5) -> tuple[Park | None, list[Problem]]:
    """A Park from a picture and its hours `(time label, groups)`, or the list of problems."""
    gates, problems = read_picture(rows)
    if problems:
        return None, problems
    problems = read_hours(hours, gates, rows)
    if problems:
        return None, problems
    park = Park(
        name=name, title=title, rows=tuple(rows),
        gates=tuple(Gate(letter, cell) for letter, (cell, _) in sorted(gates.items())),
        hours=tuple(tuple(groups) for _, groups in hours),
        school_trip_size=school_trip_size, intro=intro,
    )
    return park, []


def park_from_picture(picture: str, hours: Sequence[Sequence[tuple[str, str, int]]] = (),
                      name: str = "test-park", school_trip_size: int = 5) -> Park:
    """A Park from an inline picture string and, per hour, `(from, to, size)` groups (missing hours
    have none). Raises ValueError when it is broken. Tests and tools write parks with it."""
    rows = [line.strip() for line in picture.strip("\n").splitlines() if line.strip()]
    listed = [tuple(Group(a, b, n) for a, b, n in groups) for groups in hours]
    listed += [()] * (len(HOURS) - len(listed))
    gates, problems = read_picture(rows)
    if not problems:
        problems = [p for p in read_hours(list(zip(HOURS, listed)), gates, rows)
                    if "no visitor groups" not in p.message]
    if problems:
        raise ValueError("; ".join(p.message for p in problems))
    return Park(name=name, title=name, rows=tuple(rows),
                gates=tuple(Gate(letter, cell) for letter, (cell, _) in sorted(gates.items())),
                hours=tuple(listed), school_trip_size=school_trip_size)
