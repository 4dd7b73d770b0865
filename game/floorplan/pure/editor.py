"""Floorplan in the level editor: a museum's two floors, its fixed spaces, tiles and spare.

The document is the museum file: both floor pictures (one character per square: `F` Foyer, `S`
Stairway, `G` Gallery, or a passageway tile's box-drawing glyph), the spare tile, the Gallery names,
`shuffle` and the texts. Tab shows the other floor; resizing works on the floor on show. Tools put
the Foyer, the Stairway and Galleries, a straight, corner, T or cross tile, turn a tile a quarter
clockwise, or swap a board tile with the spare. The tile set is not painted: it is counted from the
starting layout and the spare when the file is written, so the counts always agree (the loader's
"wrong tile count" can only come from a hand edit). New Galleries get a placeholder name that the
designer renames with F4 (comma-separated). No arcade here (see `game/ui/editor.py`).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, replace
from typing import Any

from game.core.editing import CELL, Field, LevelDesign, Look, Tool
from game.core.grid import Cell
from game.floorplan.pure.content import (
    FLOOR_KEYS,
    GLYPH_OF,
    GLYPHS,
    MUSEUMS,
    STANDARD_TILE_SET,
    E,
    MuseumRecord,
    N,
    S,
    W,
    load_table,
    setup_for,
)
from game.floorplan.pure.model import Params

FOYER = Tool("Foyer", CELL, (96, 176, 112), "F", "where both players start; the 13th target (one)")
STAIRS = Tool("Stairway", CELL, (120, 150, 230), "S", "one on each floor: together one space")
GALLERY = Tool("Gallery", CELL, (214, 150, 84), "G", "a target; the museum needs 12 (F4 names them)")
STRAIGHT = Tool("Straight", CELL, (196, 190, 172), "│", "a straight passage")
CORNER = Tool("Corner", CELL, (196, 190, 172), "└", "a corner passage")
TEE = Tool("T", CELL, (196, 190, 172), "├", "a T junction")
CROSS = Tool("Cross", CELL, (196, 190, 172), "┼", "a crossing")
TURN = Tool("Turn", CELL, (160, 200, 220), "R", "turn the tile under it a quarter clockwise")
SPARE = Tool("Spare", CELL, (220, 200, 120), "X", "swap the tile under it with the spare (the tile off the board)")

FIXED_LOOKS = {"F": Look(FOYER.color, "F"), "S": Look(STAIRS.color, "S"), "G": Look(GALLERY.color, "G")}
TILE_COLOR = (92, 86, 104)
MAX_SIDE = 7
TEMPLATE = """\
# A Floorplan museum. The guide: docs/levels/floorplan.md; check it with `quintet check FILE`,
# edit it with `quintet edit FILE` (or any text editor).
# first_floor, second_floor: one string per row from the back; F Foyer, S Stairway, G Gallery,
# or a passageway tile: │ ─ └ ┌ ┐ ┘ ├ ┬ ┤ ┴ ┼
# spare: the tile off the board; galleries: the 12 Gallery names in reading order
# tile_set: how many of each tile (the spare included), counted by the editor from the layout
"""
_SQUARE = re.compile(r"square (\d+)")


def turn(glyph: str) -> str:
    """A tile turned a quarter clockwise (N->E->S->W); fixed spaces stay."""
    mask = GLYPHS.get(glyph)
    if mask is None:
        return glyph
    turned = ((mask << 1) | (mask >> 3)) & (N | E | S | W)
    return GLYPH_OF.get(turned, glyph)


@dataclass(frozen=True)
class MuseumDoc:
    """A museum being edited: texts, both floors' rows, the spare, the Gallery names and shuffle."""

    name: str
    title: str
    intro: str
    floors: tuple[tuple[str, ...], tuple[str, ...]]
    spare: str
    galleries: tuple[str, ...]
    shuffle: bool = True
    explicit_tiles: bool = False  # the file spelled out tile_set (kept; otherwise only when non-standard)

    def tile_set(self) -> dict[str, int]:
        """The tiles of the layout and the spare, counted."""
        counts = Counter(ch for rows in self.floors for row in rows for ch in row if ch in GLYPHS)
        counts[self.spare] += 1
        return {glyph: counts[glyph] for glyph in GLYPHS if counts[glyph]}

    def gallery_count(self) -> int:
        """'G' squares on both floors."""
        return sum(row.count("G") for rows in self.floors for row in rows)


class MuseumDesign(LevelDesign[MuseumDoc]):
    """Floorplan's palette, documents and play (see the module docstring)."""

    game_id = "floorplan"
    noun = "museum"
    kind = MUSEUMS
    tools = (FOYER, STAIRS, GALLERY, STRAIGHT, CORNER, TEE, CROSS, TURN, SPARE)
    fields = (Field("title", "Title", 40), Field("intro", "Intro", 300),
              Field("galleries", "Galleries", 900))
    pages = ("first floor", "second floor")
    page_label = "Floor"
    min_size = (2, 2)
    max_size = (MAX_SIDE, MAX_SIDE)

    def blank(self, name: str) -> MuseumDoc:
        """The rules page's museum shape (the shipped 'museum'): 5 x 5 below, 5 x 3 above, the
        standard tile set, twelve Galleries with placeholder names."""
        first = ("G┌G┐G", "│┘─└│", "G─S─G", "┐─┬─┌", "G└F┘G")
        second = ("G┐G┌G", "├│S│┤", "G└┴┘G")
        doc = MuseumDoc(name, name.replace("-", " ").capitalize(), "", (first, second), "│", ())
        return replace(doc, galleries=tuple(f"Gallery {i + 1}" for i in range(doc.gallery_count())))

    def from_data(self, data: dict[str, Any]) -> MuseumDoc:
        """A document from a museum file's values (broken floors are padded with straight tiles)."""
        floors = []
        for key in FLOOR_KEYS:
            rows = data.get(key)
            if not isinstance(rows, list) or not rows or not all(isinstance(r, str) for r in rows):
                rows = ["││", "││"]
            width = max(2, min(MAX_SIDE, max(len(r) for r in rows)))
            floors.append(tuple((r + "│" * width)[:width] for r in rows[:MAX_SIDE]))
        galleries, spare_value = data.get("galleries"), data.get("spare")
        names: list[Any] = galleries if isinstance(galleries, list) else []
        spare = spare_value if isinstance(spare_value, str) else "─"
        return MuseumDoc(str(data.get("name", "")), str(data.get("title", "")), str(data.get("intro", "")),
                         (floors[0], floors[1]), spare, tuple(str(n) for n in names),
                         bool(data.get("shuffle", True)), "tile_set" in data)

    def values(self, doc: MuseumDoc) -> dict[str, Any]:
        """The file's values; tile_set counted from the layout (left out when it is the standard set
        and the file did not spell it out)."""
        tiles = doc.tile_set()
        keep_tiles = doc.explicit_tiles or tiles != STANDARD_TILE_SET
        return {"name": doc.name, "title": doc.title, "intro": doc.intro or None,
                "first_floor": list(doc.floors[0]), "second_floor": list(doc.floors[1]), "spare": doc.spare,
                "galleries": list(doc.galleries), "tile_set": tiles if keep_tiles else None,
                "shuffle": None if doc.shuffle else False}

    def template(self, doc: MuseumDoc) -> str:
        """The comments on top of a new museum file."""
        return TEMPLATE

    def size(self, doc: MuseumDoc, page: int = 0) -> tuple[int, int]:
        """Squares across and down on the floor on show."""
        rows = doc.floors[page]
        return len(rows[0]), len(rows)

    def resize(self, doc: MuseumDoc, width: int, height: int, page: int = 0) -> MuseumDoc:
        """Cut or extend the floor on show (new squares are straight tiles)."""
        rows = [(row + "│" * width)[:width] for row in doc.floors[page][:height]]
        rows += ["│" * width] * (height - len(rows))
        return self._named(_with_floor(doc, page, tuple(rows)))

    def text(self, doc: MuseumDoc, key: str) -> str:
        """Title, intro, or the Gallery names joined by commas."""
        return ", ".join(doc.galleries) if key == "galleries" else str(getattr(doc, key))

    def set_text(self, doc: MuseumDoc, key: str, value: str) -> MuseumDoc:
        """A new title or intro, or the Gallery names (comma-separated)."""
        if key == "galleries":
            return replace(doc, galleries=tuple(n.strip() for n in value.split(",") if n.strip()))
        return replace(doc, **{key: value})  # type: ignore[arg-type]  # key: "title" or "intro"

    def paint(self, doc: MuseumDoc, tool: Tool, target: Any, erase: bool = False, page: int = 0) -> MuseumDoc:
        """Put a space or tile on the floor on show (erasing leaves a straight tile), turn a tile, or
        swap it with the spare."""
        x, y = target
        here = doc.floors[page][y][x]
        if erase:
            mark = "│"
        elif tool is TURN:
            mark = turn(here)
        elif tool is SPARE:
            if here not in GLYPHS:
                return doc
            mark, doc = doc.spare, replace(doc, spare=here)
        else:
            mark = tool.glyph
        rows = list(doc.floors[page])
        rows[y] = rows[y][:x] + mark + rows[y][x + 1:]
        return self._named(_with_floor(doc, page, tuple(rows)))

    def _named(self, doc: MuseumDoc) -> MuseumDoc:
        """Gallery names kept as many as the 'G' squares (placeholders added, extras dropped)."""
        count = doc.gallery_count()
        names = list(doc.galleries[:count])
        names += [f"Gallery {i + 1}" for i in range(len(names), count)]
        return replace(doc, galleries=tuple(names))

    def look(self, doc: MuseumDoc, cell: Cell, page: int = 0) -> Look:
        """Spaces in their colours, tiles with their passage drawn as the glyph."""
        ch = doc.floors[page][cell[1]][cell[0]]
        if ch in FIXED_LOOKS:
            return FIXED_LOOKS[ch]
        if ch in GLYPHS:
            return Look(TILE_COLOR, "", "".join(side for side, bit in zip("NESW", (N, E, S, W)) if GLYPHS[ch] & bit))
        return Look((160, 40, 40), ch)

    def legend(self, doc: MuseumDoc, page: int = 0) -> list[str]:
        """The floor's size, the spare, the Galleries and the tiles."""
        width, height = self.size(doc, page)
        return [f"{width} x {height} squares", f"spare tile: {doc.spare}",
                f"{doc.gallery_count()} Galleries (12 needed)",
                f"{sum(doc.tile_set().values())} tiles with the spare"]

    def cells_of(self, doc: MuseumDoc, problem: Any, page: int = 0) -> tuple[Cell, ...]:
        """The square a floor row's problem names ("square N"), on the floor on show."""
        found = tuple(getattr(problem, "cells", ()))
        key = problem.key_path or ""
        match = re.match(r"^(first_floor|second_floor)\[(\d+)\]", key)
        if match and FLOOR_KEYS.index(match.group(1)) == page:
            square = _SQUARE.search(problem.message)
            if square:
                found += ((int(square.group(1)) - 1, int(match.group(2))),)
        return found

    def start(self, record: MuseumRecord) -> tuple[Params, Any]:
        """A game on the museum at normal difficulty (the museum itself in the content)."""
        params = Params(museum=record.name)
        return params, setup_for(record.museum(), load_table(), params.difficulty)


def _with_floor(doc: MuseumDoc, page: int, rows: tuple[str, ...]) -> MuseumDoc:
    floors = (rows, doc.floors[1]) if page == 0 else (doc.floors[0], rows)
    return replace(doc, floors=floors)


DESIGN = MuseumDesign()
