"""The level editor: one scene for every grid game, with the game's own palette.

Opened by `quintet edit FILE`, `quintet edit GAME` (a new level in the player's levels folder) and
from a game's level list. The loop is Super Mario Maker's: paint, press F5 to play the level in its
own game at once, Esc to come back to the editor where you were.

- Left: the palette (the game's tools; a click or the digit keys pick one), the size, the texts.
- Middle: the level as coloured cells (see `editor_board.py`). Left button paints, right button
  erases, a drag paints a stroke (one undo step); edge tools (Romb's walls) take the edge nearest
  the pointer. The keyboard does all of it too: arrows move the cursor, Space/Enter paints,
  Delete erases, Shift+arrow toggles the wall on that side of the cursor.
- Right: live checks. Every change is written as the file would be and run through the loader's own
  checks; each problem is listed with its line, and the cells it names are outlined in red. A level
  that passes gets the game's verdict (Romb: the solver's shortest win, off the frame), and R plays
  that win back.
- Ctrl+Z / Ctrl+Y undo and redo, Ctrl+arrows resize, F2/F3 type the texts, Ctrl+S saves (keeping
  the file's comments and layout, `game.core.toml_edit`). The file is watched: a change saved from
  a text editor comes in as a new undo step.
"""

from __future__ import annotations

import math
from typing import Any

import arcade

from game.core.bots import Budget
from game.core.content import ContentError, check_text, parse_toml, read_text
from game.core.editing import EDGE, STROKE, History, LevelDesign, Verdict, edge
from game.core.session import Played
from game.core.thinking import Thinker
from game.core.toml_edit import update_toml
from game.core.watch import FileWatch
from game.levels import LevelFile, name_problems, write_level
from game.ui.editor_board import EditorBoard
from game.ui.editor_panels import EditorPanels
from game.ui.level_play import level_view
from game.ui.scene import Scene

K = arcade.key
ARROWS = {K.LEFT: (-1, 0), K.RIGHT: (1, 0), K.UP: (0, -1), K.DOWN: (0, 1)}
VERDICT_NODES = 400_000


class EditorScene(Scene):
    """The level editor on one file (see the module docstring)."""

    def __init__(self, app: Any, level: LevelFile, *, new_name: str | None = None) -> None:
        super().__init__(app)
        self.level = level
        self.design: LevelDesign = level.design
        self.schema_line = level.schema_line()
        self.board = EditorBoard()
        self.panels = EditorPanels(self.design, level)
        self.thinker = Thinker()
        self.watch = FileWatch(level.path)
        self.original: str | None = None  # the file's text as last read or written
        self.load_problems: list[ContentError] = []
        self.tool = 0
        self.page = 0  # which of the design's pages (Olifantenpad: hours) is shown
        self.cursor = (0, 0)
        self.hover_edge = None
        self.draft: Any = None      # the document during a mouse stroke (one undo step on release)
        self.stroke: dict[str, Any] = {}
        self.typing: str | None = None  # the key of the text field being typed
        self.typed = ""
        self.problems: list[ContentError] = []
        self.record: Any = None
        self.verdict: Verdict | None = None
        if new_name is not None:
            self.history = History([self.design.blank(new_name)])
            self.history.saved = -1
        else:
            self.history = History([self._read() or self.design.blank(level.path.stem)])
        self.refresh()

    # -- the file ---------------------------------------------------------------------------------
    def _read(self) -> Any:
        """The document in the file now; None (and `load_problems` say why) when the file cannot be
        read as TOML at all: then the grid is a stand-in and saving is refused."""
        path = self.level.path
        try:
            text = read_text(path)
            data = parse_toml(path, text)
        except ContentError as exc:
            self.load_problems = [exc]
            return None
        self.load_problems = []
        self.original = text
        return self.design.from_data(data)

    @property
    def doc(self) -> Any:
        """The document on screen (the stroke's draft while the mouse paints)."""
        return self.draft if self.draft is not None else self.history.now

    def file_text(self, doc: Any = None) -> str:
        """The file as it would be saved now."""
        doc = self.doc if doc is None else doc
        return update_toml(self.original, self.design.values(doc), schema_line=self.schema_line,
                           template=self.design.template(doc))

    def refresh(self) -> None:
        """After a change: redraw the grid, run the loader's checks, ask for the verdict."""
        doc = self.doc
        self.board.rebuild(self.design, doc, self.page)
        w, h = self.design.size(doc, self.page)
        self.cursor = (min(self.cursor[0], w - 1), min(self.cursor[1], h - 1))
        if self.draft is None:
            text = self.file_text(doc)
            result = check_text(self.level.path, text, self.level.kind.record)
            if self.load_problems:
                self.problems, self.record = list(self.load_problems), None
            elif isinstance(result, list):
                self.problems, self.record = result, None
            else:
                self.problems, self.record = name_problems(self.level.path, result, text), result
            self.verdict = None
            self.thinker.cancel()
            if self.record is not None and hasattr(self.design, "verdict"):
                record, design = self.record, self.design
                self.thinker.start(lambda budget: design.verdict(record, budget),
                                   Budget(VERDICT_NODES, seconds=20), "verdict")
        self.panels.show(doc, self.tool, self.problems, self.verdict, self.thinker.busy, self.history.modified,
                         self.typing, self.typed, self.page)

    def change(self, doc: Any) -> None:
        """Make a new document current (one undo step) and refresh."""
        self.history.push(doc)
        self.refresh()

    def save(self) -> None:
        """Write the file (comments and layout kept), and take it as seen by the watch."""
        if self.load_problems:
            self.say("The file on disk cannot be read: fix it in a text editor first (it reloads here)")
            return
        text = self.file_text()
        try:
            write_level(self.level.path, text)
        except OSError as exc:
            self.say(f"Could not save: {exc.strerror or exc}")
            return
        self.original = text
        self.history.mark_saved()
        self.watch.accept()
        self.say(f"Saved {self.level.path.name}")
        self.refresh()

    def reload(self) -> None:
        """The file changed on disk: its version becomes a new undo step (or its problem shows)."""
        doc = self._read()
        if doc is None:
            self.say("The file on disk cannot be read; fix it and the editor reloads it")
        else:
            self.history.push(doc)
            self.history.mark_saved()
            self.say("Reloaded: the file changed on disk (Ctrl+Z goes back)")
        self.refresh()

    # -- actions ----------------------------------------------------------------------------------
    def say(self, text: str, seconds: float = 3.5) -> None:
        """A short message above the keys line."""
        self.panels.say(text, self.age + seconds)

    def pick(self, index: int) -> None:
        """Choose a tool."""
        if 0 <= index < len(self.design.tools):
            self.tool = index
            self.refresh()

    def paint_at_cursor(self, erase: bool = False) -> None:
        """Space/Enter (or Delete) at the keyboard cursor."""
        tool = self.design.tools[self.tool]
        if tool.target == EDGE:
            self.say("Walls from the keyboard: Shift+arrow puts or takes the wall on that side")
            return
        if tool.target == STROKE:
            if "from" not in self.stroke:
                self.stroke = {"from": self.cursor}
                self.say(f"{tool.name} from here: move the cursor and press Space at the other end")
                return
            origin = self.stroke.pop("from")
            self.change(self.design.paint(self.history.now, tool, (origin, self.cursor), erase, self.page))
            return
        self.change(self.design.paint(self.history.now, tool, self.cursor, erase, self.page))

    def toggle_edge(self, step: tuple[int, int]) -> None:
        """Shift+arrow: the wall on that side of the cursor, on or off."""
        tool = next((t for t in self.design.tools if t.target == EDGE), None)
        w, h = self.design.size(self.doc, self.page)
        other = (self.cursor[0] + step[0], self.cursor[1] + step[1])
        if tool is None or not (0 <= other[0] < w and 0 <= other[1] < h):
            return
        wall = edge(self.cursor, other)
        self.change(self.design.paint(self.history.now, tool, wall, erase=wall in self.design.walls(self.doc)))

    def resize(self, dw: int, dh: int) -> None:
        """Ctrl+arrows and the size buttons: one column or row more or less."""
        w, h = self.design.size(self.doc, self.page)
        (lw, lh), (hw, hh) = self.design.min_size, self.design.max_size
        nw, nh = min(hw, max(lw, w + dw)), min(hh, max(lh, h + dh))
        if (nw, nh) == (w, h):
            self.say(f"Sizes go from {lw} x {lh} to {hw} x {hh}")
            return
        self.change(self.design.resize(self.history.now, nw, nh, self.page))

    def test_play(self) -> None:
        """F5: play the level as it is now in its game; Esc comes back here."""
        if self.record is None:
            count = len(self.problems) or len(self.load_problems)
            self.say(f"Fix the {count} problem{'s' if count != 1 else ''} on the right first")
            return
        if not self.level.game.playable:
            self.say(f"{self.level.game.title} is not playable yet")
            return
        self.thinker.cancel()
        self.app.push(level_view(self.app, self.level, self.record, test_play=True))

    def play_win(self) -> None:
        """R: watch the verdict's shortest win played back in the game."""
        if self.verdict is None or not self.verdict.moves:
            self.say("No win to show yet" if self.verdict is None or self.verdict.ok else self.verdict.text)
            return
        moves = [Played(0, move) for move in self.verdict.moves]
        self.app.push(level_view(self.app, self.level, self.record, test_play=True, replay_moves=moves))

    def leave(self) -> None:
        """Esc: back to where the editor was opened from; with unsaved changes, the shared question
        asks first (Keep editing is focused), since leaving throws the changes away."""
        if self.history.modified:
            self.app.confirm("Leave without saving?",
                             f"Your changes to {self.level.path.name} since it was last saved are lost. "
                             "Ctrl+S saves them.", self._close, yes="Leave", no="Keep editing")
            return
        self._close()

    def _close(self) -> None:
        self.thinker.cancel()
        if self.app.scene is self:
            self.app.pop()

    # -- text fields -------------------------------------------------------------------------------
    def start_typing(self, index: int) -> None:
        """F2, F3...: type a text field (Enter keeps it, Esc cancels)."""
        if index < len(self.design.fields):
            field = self.design.fields[index]
            self.typing, self.typed = field.key, self.design.text(self.doc, field.key)
            self.refresh()

    def on_text(self, text: str) -> None:
        """Typed characters go to the text field being typed."""
        if self.typing is None:
            return
        field = next(f for f in self.design.fields if f.key == self.typing)
        printable = "".join(ch for ch in text if ch.isprintable() and ch not in "\r\n")
        self.typed = (self.typed + printable)[: field.max_length]
        self.refresh()

    def _typing_key(self, symbol: int) -> None:
        if symbol in (K.ENTER, K.RETURN, K.NUM_ENTER):
            key, value = self.typing, self.typed
            self.typing = None
            self.change(self.design.set_text(self.history.now, key, value))
        elif symbol == K.ESCAPE:
            self.typing = None
            self.refresh()
        elif symbol == K.BACKSPACE:
            self.typed = self.typed[:-1]
            self.refresh()

    # -- keys ---------------------------------------------------------------------------------------
    def key_down(self, symbol: int, modifiers: int) -> bool:  # noqa: C901 - one branch per editor key, the keys line's order
        """Every editor key (see the module docstring and the keys line at the bottom)."""
        if self.typing is not None:
            self._typing_key(symbol)
            return True
        ctrl, shift = modifiers & K.MOD_CTRL, modifiers & K.MOD_SHIFT
        if ctrl and symbol in ARROWS:
            dx, dy = ARROWS[symbol]
            self.resize(dx, dy)
        elif ctrl and symbol in (K.Z, K.Y):
            redo = symbol == K.Y or shift
            if self.history.redo() if redo else self.history.undo():
                self.refresh()
            else:
                self.say("Nothing to redo" if redo else "Nothing to undo")
        elif ctrl and symbol == K.S:
            self.save()
        elif shift and symbol in ARROWS:
            self.toggle_edge(ARROWS[symbol])
        elif symbol in ARROWS:
            w, h = self.design.size(self.doc, self.page)
            dx, dy = ARROWS[symbol]
            self.cursor = (min(w - 1, max(0, self.cursor[0] + dx)), min(h - 1, max(0, self.cursor[1] + dy)))
        elif symbol in (K.SPACE, K.ENTER, K.RETURN, K.NUM_ENTER):
            self.paint_at_cursor()
        elif symbol in (K.DELETE, K.X):
            self.paint_at_cursor(erase=True)
        elif K.KEY_1 <= symbol <= K.KEY_9:
            self.pick(symbol - K.KEY_1)
        elif symbol in (K.F5, K.P):
            self.test_play()
        elif symbol == K.R:
            self.play_win()
        elif K.F2 <= symbol <= K.F4:
            self.start_typing(symbol - K.F2)
        elif symbol == K.TAB and self.design.pages:
            self.page = (self.page + (-1 if shift else 1)) % len(self.design.pages)
            self.refresh()
        elif symbol == K.ESCAPE:
            self.leave()
        else:
            return False
        return True

    # -- mouse ----------------------------------------------------------------------------------------
    def _target(self, x: float, y: float) -> Any:
        tool = self.design.tools[self.tool]
        return self.board.edge_at(x, y) if tool.target == EDGE else self.board.cell_at(x, y)

    def pointer_move(self, x: float, y: float) -> None:
        """Ring the edge under the pointer when the tool paints edges."""
        tool = self.design.tools[self.tool]
        self.hover_edge = self.board.edge_at(x, y) if tool.target == EDGE else None

    def pointer_down(self, x: float, y: float, button: int) -> None:
        """Palette and size buttons, or the start of a stroke on the grid."""
        if self.typing is not None:
            return
        hit = self.panels.hit(x, y)
        if hit is not None:
            kind, value = hit
            if kind == "tool":
                self.pick(value)
            elif kind == "size":
                self.resize(*value)
            elif kind == "field":
                self.start_typing(value)
            return
        cell = self.board.cell_at(x, y)
        if cell is None:
            return
        self.cursor = cell
        tool = self.design.tools[self.tool]
        erase = button == arcade.MOUSE_BUTTON_RIGHT
        if tool.target == STROKE:
            self.stroke = {"from": cell, "erase": erase}
            return
        target = self._target(x, y)
        if tool.target == EDGE and target is not None and not erase:
            erase = target in self.design.walls(self.history.now)  # a click on a wall takes it away
        self.stroke = {"erase": erase}
        self.draft = self.history.now
        self._paint(target)

    def _paint(self, target: Any) -> None:
        if target is None or self.draft is None:
            return
        tool = self.design.tools[self.tool]
        new = self.design.paint(self.draft, tool, target, self.stroke.get("erase", False), self.page)
        if new != self.draft:
            self.draft = new
            self.refresh()

    def pointer_drag(self, x: float, y: float, buttons: int) -> None:
        """Keep painting along the stroke."""
        self.pointer_move(x, y)
        cell = self.board.cell_at(x, y)
        if cell is not None:
            self.cursor = cell
        if self.draft is not None:
            self._paint(self._target(x, y))

    def pointer_up(self, x: float, y: float, button: int) -> None:
        """End of a stroke: one undo step (a from-to tool paints its arrow now)."""
        tool = self.design.tools[self.tool]
        if tool.target == STROKE and "from" in self.stroke:
            cell = self.board.cell_at(x, y)
            origin = self.stroke.pop("from")
            if cell is not None:
                erase = self.stroke.get("erase", False)
                self.change(self.design.paint(self.history.now, tool, (origin, cell), erase, self.page))
            return
        if self.draft is not None:
            draft, self.draft = self.draft, None
            self.change(draft)

    # -- frame ----------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """The file watch and the verdict."""
        if self.watch.poll(dt) and self.draft is None:
            try:
                text = read_text(self.level.path)  # a file swapped for a pipe is refused, never waited on
            except ContentError:
                text = None
            if text != self.original:
                self.reload()
        if self.thinker.label:
            try:
                done, answer = self.thinker.result()
            except Exception as exc:  # a search that fails is said, never a crash of the editor
                done, answer = True, Verdict(False, f"The search failed ({type(exc).__name__}: {exc})")
            if done:
                self.verdict = answer
                self.refresh_panels()

    def refresh_panels(self) -> None:
        """Update the texts only (after the verdict arrives)."""
        self.panels.show(self.doc, self.tool, self.problems, self.verdict, self.thinker.busy,
                         self.history.modified, self.typing, self.typed, self.page)

    def wait_for_checks(self, seconds: float = 10.0) -> None:
        """Block until the verdict is in (headless pictures and tests only), then show it."""
        self.thinker.wait(seconds)
        self.update(0.0)

    def covered(self) -> None:
        """Leaving for a test play: the verdict is kept (the search is cheap to redo)."""

    def entered(self) -> None:
        """Back from a test play: the editor is where it was."""
        self.refresh()

    def draw(self) -> None:
        """Panels, the grid and its marks."""
        self.panels.draw_back()
        cells = [c for p in self.problems for c in self.design.cells_of(self.doc, p, self.page)]
        pulse = 0.5 + 0.5 * math.sin(self.age * 5)
        self.board.draw(self.cursor if self.typing is None else None, self.hover_edge, cells, pulse)
        self.panels.draw(self.age)
