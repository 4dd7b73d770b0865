"""The level editor's model, shared by every grid game: tools, what a level looks like, undo.

The editor scene (`game/ui/editor.py`) draws and reads input; what a level *is* belongs to its game.
Each game that can be edited offers a `LevelDesign` (in `game/<id>/editor.py`, named by its
record's `editor`): its tools (the palette), an immutable document for the level being edited, how
a tool paints it, how it looks as coloured cells, walls and arrows, how it becomes the values of a
content file, and how a level file starts a game. Documents are immutable values, so undo and redo
are a list of documents (`History`).

The editor never checks a level itself: it writes the document as the file would be written and
runs the loader's own checks on that text (`game.core.content.check_text`), so the editor and
`quintet check` can never disagree.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Generic, Sequence, TypeVar

from game.core.content import ContentKind
from game.core.grid import Cell

#: An edge between two neighbouring cells, the west or north one first.
Edge = tuple[Cell, Cell]
RGB = tuple[int, int, int]
D = TypeVar("D")

#: What a tool paints: one cell, the edge between two cells, or a stroke from one cell to another.
CELL, EDGE, STROKE = "cell", "edge", "stroke"


def edge(a: Cell, b: Cell) -> Edge:
    """The edge between two neighbouring cells, in its normal order (west or north cell first)."""
    return (a, b) if a <= b else (b, a)


@dataclass(frozen=True)
class Tool:
    """One entry of a game's palette: its name, what it paints (`CELL`, `EDGE` or `STROKE`), its
    colour and letter in the palette, and one line of help."""

    name: str
    target: str
    color: RGB
    glyph: str
    help: str = ""


@dataclass(frozen=True)
class Look:
    """How one cell is drawn in the editor: a fill colour, a letter (may be empty) and passages
    drawn as bars from the centre to the named sides ("N", "E", "S", "W": a maze tile)."""

    color: RGB
    glyph: str = ""
    passages: str = ""


@dataclass(frozen=True)
class Arrow:
    """A from-to arrow drawn over the grid (a group of visitors from a gate to a gate), with a label."""

    origin: Cell
    to: Cell
    label: str = ""
    color: RGB = (240, 196, 92)


@dataclass(frozen=True)
class Field:
    """A text value of the level the editor lets the designer type (a title, an intro)."""

    key: str
    label: str
    max_length: int


class LevelDesign(Generic[D]):
    """A game's side of the level editor. Subclasses fill in every method that raises here.

    `noun` names a level in the game's words ("room", "park", "museum"); `kind` is the content kind
    the editor writes; `fields` the text values typed in the editor; `pages` the parts of a level
    that share the grid but not everything on it (Olifantenpad's hours: each has its own visitor
    arrows), switched with Tab; a stroke tool and the arrows are per page."""

    game_id = ""
    noun = "level"
    kind: ContentKind
    tools: tuple[Tool, ...] = ()
    fields: tuple[Field, ...] = ()
    pages: tuple[str, ...] = ()
    page_label = "Page"
    min_size: tuple[int, int] = (1, 1)
    max_size: tuple[int, int] = (24, 14)

    # -- documents -------------------------------------------------------------------------------
    def blank(self, name: str) -> D:
        """A new, small, valid level called `name`."""
        raise NotImplementedError

    def from_data(self, data: dict[str, Any]) -> D:
        """The document for a file's parsed TOML (best effort: a broken picture still opens)."""
        raise NotImplementedError

    def values(self, doc: D) -> dict[str, Any]:
        """The document as the top-level values of its content file."""
        raise NotImplementedError

    def template(self, doc: D) -> str:
        """A new file's commented layout (the values are then set into it)."""
        return ""

    def size(self, doc: D, page: int = 0) -> tuple[int, int]:
        """Columns and rows (of `page`'s grid, for a design whose pages are separate grids)."""
        raise NotImplementedError

    def resize(self, doc: D, width: int, height: int, page: int = 0) -> D:
        """The document at a new size (cells cut off or added on the right and bottom)."""
        raise NotImplementedError

    def text(self, doc: D, key: str) -> str:
        """The value of a text field."""
        return str(getattr(doc, key))

    def set_text(self, doc: D, key: str, value: str) -> D:
        """The document with a text field changed."""
        raise NotImplementedError

    # -- painting --------------------------------------------------------------------------------
    def paint(self, doc: D, tool: Tool, target: Any, erase: bool = False, page: int = 0) -> D:
        """The document with `tool` applied at `target` (a cell, an edge, or (from, to) for a
        stroke) on `page`; `erase` takes away what the tool puts (right button, Delete)."""
        raise NotImplementedError

    # -- looks -----------------------------------------------------------------------------------
    def look(self, doc: D, cell: Cell, page: int = 0) -> Look:
        """How a cell is drawn."""
        raise NotImplementedError

    def walls(self, doc: D) -> Sequence[Edge]:
        """Edges drawn as walls (inside the grid; the outline is always drawn)."""
        return ()

    def arrows(self, doc: D, page: int = 0) -> Sequence[Arrow]:
        """Arrows drawn over the grid on `page`."""
        return ()

    def cells_of(self, doc: D, problem: Any, page: int = 0) -> tuple[Cell, ...]:
        """The cells to outline for a problem (a `ContentError`): the ones it names by default; a
        game may add cells the loader's message leaves implicit (the gates of a group)."""
        return tuple(getattr(problem, "cells", ()))

    def legend(self, doc: D, page: int = 0) -> list[str]:
        """A few lines about the level under the palette (size, counts)."""
        width, height = self.size(doc, page)
        return [f"{width} x {height}"]

    # -- play ------------------------------------------------------------------------------------
    def start(self, record: Any) -> tuple[Any, Any]:
        """(params, content) of a game played on a loaded record of `kind`."""
        raise NotImplementedError

    def dress(self, scene: Any, record: Any) -> None:
        """Show what a game's scene cannot know about a level played from its file (Romb: the
        room's title and intro). Nothing by default."""

    def verdict(self, record: Any, budget: Any = None) -> "Verdict | None":
        """The game's opinion of a level that passed the checks (Romb: the solver's); None when the
        game has none. May take a while: the editor runs it off the frame with a `Budget`."""
        return None


@dataclass(frozen=True)
class Verdict:
    """What a search says about a level: `ok` (winnable), one line for the designer, the moves of
    a shortest win to play back (empty when none) and those moves written out."""

    ok: bool
    text: str
    moves: tuple[Any, ...] = ()
    line: str = ""  # the moves as a designer reads them ("E E S . W": `quintet check --solve`)


@dataclass
class History(Generic[D]):
    """Undo and redo over immutable documents: `now` is the current one."""

    states: list[D]
    index: int = 0
    saved: int = 0
    limit: int = 500

    @property
    def now(self) -> D:
        """The current document."""
        return self.states[self.index]

    @property
    def modified(self) -> bool:
        """True when the current document is not the one last saved or loaded."""
        return self.index != self.saved

    def push(self, doc: D) -> bool:
        """Make `doc` current (dropping redo); False (and nothing kept) when it equals the current."""
        if doc == self.now:
            return False
        del self.states[self.index + 1:]
        self.states.append(doc)
        if len(self.states) > self.limit:
            drop = len(self.states) - self.limit
            del self.states[:drop]
            self.saved -= drop
        self.index = len(self.states) - 1
        return True

    def undo(self) -> bool:
        """Step back; False when there is nothing to undo."""
        if self.index == 0:
            return False
        self.index -= 1
        return True

    def redo(self) -> bool:
        """Step forward again; False when there is nothing to redo."""
        if self.index >= len(self.states) - 1:
            return False
        self.index += 1
        return True

    def mark_saved(self) -> None:
        """The current document is what the file now holds."""
        self.saved = self.index
