"""Romb Raider in the level editor: the palette, the room as a document, the solver's verdict.

The document is the room as a designer thinks of it: a grid of squares (`.` floor, `S` start, `G`
the loot, `T` a torch) and the set of inner walls, each on the edge between two squares. It turns
into the room file's `picture` (see `docs/levels/romb.md`) and back. Tools: Floor, Start, Goal,
Torch paint squares (S and G move, as a room has one of each), Wall toggles the wall on an edge.
The verdict is the solver's: winnable with its shortest win (which the editor can play back), or
why not. No arcade here: the editor scene in `game/ui/editor.py` draws what this module describes.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Sequence

from game.core.bots import Budget
from game.core.editing import CELL, EDGE, Edge, Field, LevelDesign, Look, Tool, Verdict, edge
from game.core.grid import Cell
from game.romb.pure.content import MAX_HEIGHT, MAX_WIDTH, ROOMS, RoomRecord
from game.romb.pure.rules import LOST, Params, start_state
from game.romb.pure.solver import play_out, solve, straight_walk

#: Search states the verdict may visit before it gives up (every shipped room needs under 20,000).
VERDICT_NODES = 400_000

FLOOR = Tool("Floor", CELL, (92, 86, 104), ".", "plain floor; right button or Delete also clears")
START = Tool("Start", CELL, (96, 176, 112), "S", "where the raider starts and must come back to")
GOAL = Tool("Goal", CELL, (214, 84, 84), "G", "the loot; the first spirit rises here")
TORCH = Tool("Torch", CELL, (236, 150, 60), "T", "lights its 3x3 for good when stepped on")
WALL = Tool("Wall", EDGE, (226, 214, 186), "|", "click an edge between squares; Shift+arrow at the cursor")

LOOKS = {".": Look((70, 66, 80)), "S": Look(START.color, "S"), "G": Look(GOAL.color, "G"),
         "T": Look(TORCH.color, "T")}
TEMPLATE = """\
# A Romb Raider room. The guide: docs/levels/romb.md; play it with `quintet play FILE`,
# edit it with `quintet edit FILE` (or any text editor: a game showing it reloads it).
# name: the room's id (lower-case words joined by '-'; the file is called NAME.toml)
# title: what the player reads (at most 40 characters)
# intro: one or two sentences shown with the room (at most 300 characters)
# picture: '+' corners, '-' and '|' walls, squares '.' floor, 'S' start, 'G' goal, 'T' torch
"""


@dataclass(frozen=True)
class RoomDoc:
    """A room being edited: names and texts, the squares row by row, the inner walls."""

    name: str
    title: str
    intro: str
    squares: tuple[str, ...]
    walls: frozenset[Edge]

    @property
    def width(self) -> int:
        """Squares across."""
        return len(self.squares[0]) if self.squares else 0

    @property
    def height(self) -> int:
        """Squares down."""
        return len(self.squares)

    def at(self, cell: Cell) -> str:
        """The square's character."""
        return self.squares[cell[1]][cell[0]]


def picture(doc: RoomDoc) -> list[str]:
    """The room file's picture of a document."""
    lines = []
    for y in range(doc.height):
        top = "+"
        for x in range(doc.width):
            top += ("-" if y == 0 or edge((x, y - 1), (x, y)) in doc.walls else " ") + "+"
        row = "|"
        for x in range(doc.width):
            row += doc.at((x, y))
            last = x == doc.width - 1
            row += "|" if last or edge((x, y), (x + 1, y)) in doc.walls else " "
        lines += [top, row]
    lines.append("+" + "-+" * doc.width)
    return lines


def read_picture(rows: Sequence[str]) -> tuple[tuple[str, ...], frozenset[Edge]]:
    """Squares and inner walls from a picture, as far as they can be read (ragged or odd lines are
    padded; the checks report them separately)."""
    height = max(1, (len(rows) - 1) // 2)
    width = max(1, (max((len(r) for r in rows), default=3) - 1) // 2)
    grid = [r.ljust(2 * width + 1) for r in rows] + [" " * (2 * width + 1)] * 2
    squares = tuple("".join(grid[2 * y + 1][2 * x + 1] for x in range(width)) for y in range(height))
    walls = set()
    for y in range(height):
        for x in range(width):
            if x + 1 < width and grid[2 * y + 1][2 * x + 2] == "|":
                walls.add(edge((x, y), (x + 1, y)))
            if y + 1 < height and grid[2 * y + 2][2 * x + 1] == "-":
                walls.add(edge((x, y), (x, y + 1)))
    return squares, frozenset(walls)


class RombDesign(LevelDesign[RoomDoc]):
    """Romb Raider's palette, documents and verdict (see the module docstring)."""

    game_id = "romb"
    noun = "room"
    kind = ROOMS
    tools = (FLOOR, START, GOAL, TORCH, WALL)
    fields = (Field("title", "Title", 40), Field("intro", "Intro", 300))
    min_size = (2, 1)
    max_size = (MAX_WIDTH, MAX_HEIGHT)

    def blank(self, name: str) -> RoomDoc:
        """A 7 x 5 room, S and G in opposite corners and a torch between them: winnable (the torch
        holds the spirit back), and walking straight there and back loses."""
        rows = ["S......", ".......", "...T...", ".......", "......G"]
        title = name.replace("-", " ").capitalize()
        return RoomDoc(name, title, "Take the gem and carry it back to the steps.", tuple(rows), frozenset())

    def from_data(self, data: dict[str, Any]) -> RoomDoc:
        """A document from a room file's values (a missing or broken picture gives a small room)."""
        rows = data.get("picture")
        if not isinstance(rows, list) or not all(isinstance(r, str) for r in rows) or len(rows) < 3:
            rows = picture(self.blank("x"))
        squares, walls = read_picture(rows)
        return RoomDoc(str(data.get("name", "")), str(data.get("title", "")), str(data.get("intro", "")),
                       squares, walls)

    def values(self, doc: RoomDoc) -> dict[str, Any]:
        """name, title, intro (left out when empty) and picture."""
        return {"name": doc.name, "title": doc.title, "intro": doc.intro or None, "picture": picture(doc)}

    def template(self, doc: RoomDoc) -> str:
        """The comments on top of a new room file."""
        return TEMPLATE

    def size(self, doc: RoomDoc, page: int = 0) -> tuple[int, int]:
        """Squares across and down."""
        return doc.width, doc.height

    def resize(self, doc: RoomDoc, width: int, height: int, page: int = 0) -> RoomDoc:
        """Cut or extend on the right and at the bottom (new squares are floor)."""
        rows = [(row[:width] + "." * width)[:width] for row in doc.squares[:height]]
        rows += ["." * width] * (height - len(rows))
        walls = frozenset(w for w in doc.walls if max(w[0][0], w[1][0]) < width and max(w[0][1], w[1][1]) < height)
        return replace(doc, squares=tuple(rows), walls=walls)

    def set_text(self, doc: RoomDoc, key: str, value: str) -> RoomDoc:
        """A new title or intro."""
        return replace(doc, **{key: value})  # type: ignore[arg-type]  # key: "title" or "intro"

    def paint(self, doc: RoomDoc, tool: Tool, target: Any, erase: bool = False, page: int = 0) -> RoomDoc:
        """A square tool sets the square (S and G move there); Wall puts (or with `erase` takes
        away) the wall on an edge."""
        if tool.target == EDGE:
            walls = set(doc.walls)
            (walls.discard if erase else walls.add)(edge(*target))
            return replace(doc, walls=frozenset(walls))
        x, y = target
        mark = "." if erase else tool.glyph
        rows = [list(row) for row in doc.squares]
        if mark in "SG":  # one of each: the old one becomes floor
            rows = [["." if c == mark else c for c in row] for row in rows]
        rows[y][x] = mark
        return replace(doc, squares=tuple("".join(row) for row in rows))

    def look(self, doc: RoomDoc, cell: Cell, page: int = 0) -> Look:
        """Floor grey, S green, G red, T orange (an unknown character shows as itself in red)."""
        return LOOKS.get(doc.at(cell), Look((160, 40, 40), doc.at(cell)))

    def walls(self, doc: RoomDoc) -> Sequence[Edge]:
        """The inner walls."""
        return sorted(doc.walls)

    def legend(self, doc: RoomDoc, page: int = 0) -> list[str]:
        """Size and torches."""
        torches = sum(row.count("T") for row in doc.squares)
        return [f"{doc.width} x {doc.height} squares", f"{torches} torch{'es' if torches != 1 else ''}"]

    def start(self, record: RoomRecord) -> tuple[Params, Any]:
        """A game on the room (its name in the params, the room itself as the content)."""
        return Params(room=record.name), record.room()

    def dress(self, scene: Any, record: RoomRecord) -> None:
        """A room played from its file shows the file's title and intro (the scene looks rooms up
        in the campaign, which a designer's room is not part of)."""
        hud = getattr(scene, "hud", None)
        for name, text in (("title", record.title), ("intro", record.intro)):
            label = getattr(hud, name, None)
            if label is not None and hasattr(label, "text"):
                label.text = text

    def verdict(self, record: RoomRecord, budget: Any = None) -> Verdict:
        """The solver's word: the shortest win (and whether walking straight to G and back wins
        too, which makes a room too easy), no win at all, or too big to decide."""
        room = record.room()
        budget = budget if budget is not None else Budget(VERDICT_NODES, seconds=20)
        line = solve(start_state(room), limit=2 * budget.nodes, budget=budget)
        if line is None:
            if budget.exhausted:
                return Verdict(False, f"Undecided: no win within {budget.nodes:,} search states")
            return Verdict(False, "Cannot be won: the spirits catch the raider on every path")
        walk = play_out(start_state(room), straight_walk(room))
        easy = "" if walk.outcome == LOST else " (walking straight to G and back wins too: too easy?)"
        written = " ".join(getattr(move, "direction", ".") for move in line)
        return Verdict(True, f"Winnable: shortest win in {len(line)} turns{easy}", tuple(line), written)


DESIGN = RombDesign()
