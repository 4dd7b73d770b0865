"""Olifantenpad in the level editor: a park's cells, gates, obstacles and the visitors of each hour.

The document is the park file's picture (one character per cell, see `game.olifantenpad.pure.park`) and
its five hours of visitor groups. Tools paint grass, sidewalk, a gate (the next free letter),
trees, ponds, flowerbeds and benches; the Visitors tool is a stroke from one gate to another that
adds a visitor to that group in the hour on show (right button: one fewer), drawn as an arrow with
the group's size. Tab shows the next hour. No arcade here (see `game/ui/editor.py`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any, Sequence

from game.core.editing import CELL, STROKE, Arrow, Field, LevelDesign, Look, Tool
from game.core.grid import Cell
from game.olifantenpad.pure.content import PARKS, ParkRecord, load_settings
from game.olifantenpad.pure.park import GATE_LETTERS, HOURS, MAX_GROUP, MAX_HEIGHT, MAX_WIDTH, MIN_SIZE
from game.olifantenpad.pure.rules import Params

Group = tuple[str, str, int]

GRASS = Tool("Grass", CELL, (86, 150, 70), ".", "grass: players' paths wear into it")
SIDEWALK = Tool("Sidewalk", CELL, (204, 198, 182), "=", "paved: the visitors' first way between gates")
GATE = Tool("Gate", CELL, (240, 196, 92), "A", "a gate on the edge, next to the sidewalk (next free letter)")
TREE = Tool("Tree", CELL, (38, 96, 48), "t", "an obstacle")
POND = Tool("Pond", CELL, (70, 120, 200), "~", "an obstacle")
FLOWERS = Tool("Flowerbed", CELL, (210, 110, 170), "*", "an obstacle")
BENCH = Tool("Bench", CELL, (150, 110, 70), "b", "an obstacle")
VISITORS = Tool("Visitors", STROKE, (255, 236, 150), ">",
                "drag from a gate to a gate: one more visitor this hour (right button: one fewer)")

LOOKS = {tool.glyph: Look(tool.color, "" if tool.glyph in ".=" else tool.glyph)
         for tool in (GRASS, SIDEWALK, TREE, POND, FLOWERS, BENCH)}
TEMPLATE = """\
# An Olifantenpad park. The guide: docs/levels/olifantenpad.md; check it with `quintet check FILE`,
# edit it with `quintet edit FILE` (or any text editor).
# picture: . grass  = sidewalk  A-Z gate  t tree  ~ pond  * flowerbed  b bench
# hours: exactly five, 13:00 to 17:00, each with its visitor groups { from = gate, to = gate, size }
"""
_CELL_IN_MESSAGE = re.compile(r"^cell (\d+)")
_ROW_PATH = re.compile(r"^picture\[(\d+)\]")
_GROUP_PATH = re.compile(r"^hours\[(\d+)\]\.groups\[(\d+)\]")


@dataclass(frozen=True)
class ParkDoc:
    """A park being edited: names and texts, the picture's rows, and per hour its groups."""

    name: str
    title: str
    intro: str
    rows: tuple[str, ...]
    hours: tuple[tuple[Group, ...], ...]

    def at(self, cell: Cell) -> str:
        """The picture character of a cell."""
        return self.rows[cell[1]][cell[0]]

    def gates(self) -> dict[str, Cell]:
        """Gate letter -> its cell (the first, if a letter is painted twice)."""
        found: dict[str, Cell] = {}
        for y, row in enumerate(self.rows):
            for x, symbol in enumerate(row):
                if symbol in GATE_LETTERS:
                    found.setdefault(symbol, (x, y))
        return found


class ParkDesign(LevelDesign[ParkDoc]):
    """Olifantenpad's palette, documents and play (see the module docstring)."""

    game_id = "olifantenpad"
    noun = "park"
    kind = PARKS
    tools = (GRASS, SIDEWALK, GATE, TREE, POND, FLOWERS, BENCH, VISITORS)
    fields = (Field("title", "Title", 40), Field("intro", "Intro", 300))
    pages = HOURS
    page_label = "Hour"
    min_size = (MIN_SIZE, MIN_SIZE)
    max_size = (MAX_WIDTH, MAX_HEIGHT)

    def blank(self, name: str) -> ParkDoc:
        """A 12 x 8 park: a lane between gates A and B, a branch to C, a group every hour."""
        rows = ["." * 12] * 3 + ["A==========B"] + ["......=....."] * 3 + ["......C....."]
        hours = ((("A", "B", 2),), (("B", "C", 2),), (("C", "A", 2),), (("A", "B", 3),), (("B", "A", 3),))
        return ParkDoc(name, name.replace("-", " ").capitalize(), "", tuple(rows), hours)

    def from_data(self, data: dict[str, Any]) -> ParkDoc:
        """A document from a park file's values (a broken picture is padded with grass)."""
        rows = data.get("picture")
        if not isinstance(rows, list) or not rows or not all(isinstance(r, str) for r in rows):
            rows = list(self.blank("x").rows)
        width = max(MIN_SIZE, min(MAX_WIDTH, max(len(r) for r in rows)))
        rows = [(r + "." * width)[:width] for r in rows[:MAX_HEIGHT]]
        hours: list[tuple[Group, ...]] = []
        raw = data.get("hours")
        if not isinstance(raw, list):
            raw = []
        for h in range(len(HOURS)):
            entry = raw[h] if h < len(raw) and isinstance(raw[h], dict) else {}
            groups = entry.get("groups")
            if not isinstance(groups, list):
                groups = []
            hours.append(tuple((str(g.get("from", "")), str(g.get("to", "")), int(g.get("size", 1)))
                               for g in groups if isinstance(g, dict) and isinstance(g.get("size", 1), int)))
        return ParkDoc(str(data.get("name", "")), str(data.get("title", "")), str(data.get("intro", "")),
                       tuple(rows), tuple(hours))

    def values(self, doc: ParkDoc) -> dict[str, Any]:
        """name, title, intro, picture and the five hours with their groups."""
        hours = [{"time": HOURS[h], "groups": [{"from": a, "to": b, "size": n} for a, b, n in groups]}
                 for h, groups in enumerate(doc.hours)]
        return {"name": doc.name, "title": doc.title, "intro": doc.intro or None, "picture": list(doc.rows),
                "hours": hours}

    def template(self, doc: ParkDoc) -> str:
        """The comments on top of a new park file."""
        return TEMPLATE

    def size(self, doc: ParkDoc, page: int = 0) -> tuple[int, int]:
        """Cells across and down."""
        return len(doc.rows[0]), len(doc.rows)

    def resize(self, doc: ParkDoc, width: int, height: int, page: int = 0) -> ParkDoc:
        """Cut or extend on the right and at the bottom with grass."""
        rows = [(row + "." * width)[:width] for row in doc.rows[:height]]
        rows += ["." * width] * (height - len(rows))
        return replace(doc, rows=tuple(rows))

    def set_text(self, doc: ParkDoc, key: str, value: str) -> ParkDoc:
        """A new title or intro."""
        changes: dict[str, Any] = {key: value}
        return replace(doc, **changes)

    def paint(self, doc: ParkDoc, tool: Tool, target: Any, erase: bool = False, page: int = 0) -> ParkDoc:
        """Cell tools set a cell (Gate: the next free letter; erasing leaves grass); Visitors adds
        (or takes) one visitor of the group between two gates in hour `page`."""
        if tool.target == STROKE:
            return self._visitors(doc, target, erase, page)
        x, y = target
        if erase:
            mark = "."
        elif tool is GATE:
            if doc.at(target) in GATE_LETTERS:
                return doc
            used = set(doc.gates())
            mark = next((letter for letter in GATE_LETTERS if letter not in used), None) or doc.at(target)
        else:
            mark = tool.glyph
        rows = list(doc.rows)
        rows[y] = rows[y][:x] + mark + rows[y][x + 1:]
        return replace(doc, rows=tuple(rows))

    def _visitors(self, doc: ParkDoc, target: tuple[Cell, Cell], erase: bool, page: int) -> ParkDoc:
        origin, to = doc.at(target[0]), doc.at(target[1])
        if origin not in GATE_LETTERS or to not in GATE_LETTERS or origin == to:
            return doc
        groups = list(doc.hours[page])
        index = next((i for i, g in enumerate(groups) if g[:2] == (origin, to)), None)
        if index is None:
            if erase:
                return doc
            groups.append((origin, to, 1))
        else:
            size = groups[index][2] + (-1 if erase else 1)
            if size <= 0:
                del groups[index]
            else:
                groups[index] = (origin, to, min(MAX_GROUP, size))
        hours = list(doc.hours)
        hours[page] = tuple(groups)
        return replace(doc, hours=tuple(hours))

    def look(self, doc: ParkDoc, cell: Cell, page: int = 0) -> Look:
        """Grass green, sidewalk pale, gates gold with their letter, obstacles with theirs."""
        symbol = doc.at(cell)
        if symbol in GATE_LETTERS:
            return Look(GATE.color, symbol)
        return LOOKS.get(symbol, Look((160, 40, 40), symbol))

    def arrows(self, doc: ParkDoc, page: int = 0) -> Sequence[Arrow]:
        """The groups of hour `page`, gate to gate, labelled with their size."""
        gates = doc.gates()
        return [Arrow(gates[a], gates[b], str(n), VISITORS.color) for a, b, n in doc.hours[page]
                if a in gates and b in gates]

    def legend(self, doc: ParkDoc, page: int = 0) -> list[str]:
        """Size, gates and the day's visitors."""
        width, height = self.size(doc, page)
        people = sum(n for hour in doc.hours for _, _, n in hour)
        return [f"{width} x {height} cells", f"gates: {' '.join(sorted(doc.gates())) or 'none'}",
                f"{people} visitors over the day"]

    def cells_of(self, doc: ParkDoc, problem: Any, page: int = 0) -> tuple[Cell, ...]:
        """The cell a picture problem names ("cell N" of row y), or the gates of a group's problem."""
        found = tuple(getattr(problem, "cells", ()))
        match = _GROUP_PATH.match(problem.key_path or "")
        if match:
            h, g = int(match.group(1)), int(match.group(2))
            gates = doc.gates()
            if h < len(doc.hours) and g < len(doc.hours[h]):
                found += tuple(gates[k] for k in doc.hours[h][g][:2] if k in gates)
        else:  # "at picture[y]: cell N: ...": the N-th cell (1-based) of row y
            row, cell = _ROW_PATH.match(problem.key_path or ""), _CELL_IN_MESSAGE.match(problem.message)
            if row and cell:
                found += ((int(cell.group(1)) - 1, int(row.group(1))),)
        return found

    def start(self, record: ParkRecord) -> tuple[Params, Any]:
        """A solo game on the park (its name in the params, the park itself as the content)."""
        return Params(players=1, park=record.name, seats=("human",)), record.park(load_settings().school_trip_size)


DESIGN = ParkDesign()
