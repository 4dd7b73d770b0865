"""Pharaoh Tomb's input: swaps by click-click, drag or keyboard; pocket pieces by drag, click-then-
click or keys 1-3. The keys are named actions in `keys.KEYS`, as the player bound them.

`PharaohControls` is the input half of `PharaohScene`, kept in its own file: it reads and sets the
scene's selection state (`cursor_cell`, `selected`, `placing`, `press`, `carry`, `hover`) and plays
moves through `play_move`; the scene shows that state every frame.
"""

from __future__ import annotations

import arcade

from game.pharaoh.keys import KEYS, POCKET_ACTIONS
from game.pharaoh.layout import CELL, PIECE_NAMES, cell_at, cell_center, slot_at
from game.pharaoh.pure.rules import CROOKER, GLYPH, Place, Swap, UseCrooker, cell_of, index_of
from game.ui.input_map import STEPS
from game.ui.prompts import key_label, keys_label

DRAG_CELLS = 0.4  # how far a drag must go (in cells) to swap


class PharaohControls:
    """Keys, clicks and drags on the board and the pocket (mixed into `PharaohScene`)."""

    def _swappable(self, a: int, b: int) -> bool:
        """Cells a player can try to swap: side by side, or corner to corner with a crooker or charges
        (the rules then say why a diagonal is refused)."""
        (ax, ay), (bx, by) = cell_of(a), cell_of(b)
        dx, dy = abs(ax - bx), abs(ay - by)
        if dx + dy == 1:
            return True
        return dx == dy == 1 and (self.state.charges > 0 or self.state.crooker)

    def _swap(self, a: int, b: int) -> None:
        self.selected = self.press = None
        self.play_move(Swap(cell_of(a), cell_of(b)))

    def _place(self, index: int) -> None:
        piece = self.placing
        if self.play_move(Place(piece, cell_of(index))):
            self.placing = None

    def _pick(self, piece: str) -> None:
        """Choose a pocket piece: the glyph or key to place next, or use the crooker at once."""
        self.selected = None
        if piece == CROOKER:
            self.placing = None
            self.play_move(UseCrooker())
        elif self.placing == piece:
            self.placing = None
        elif (self.state.glyph is not None) if piece == GLYPH else self.state.key:
            self.placing = piece
            self.app.audio.play("select")
            arrows = keys_label("pharaoh", ("up", "down", "left", "right")).lower()
            self.say(f"Place the {PIECE_NAMES[piece]}: click a cell, or {arrows} and {key_label('pharaoh', 'select')}.")
        else:
            self.app.audio.play("refuse")
            self.say(f"You have no {PIECE_NAMES[piece]} in your pocket.")

    def _select(self, index: int | None) -> None:
        self.selected = index
        if index is not None:
            self.app.audio.play("click")

    def _use_cell(self, index: int) -> None:
        """Enter or a click on a cell: place the piece in hand, swap with the selected neighbour, or
        select (a second time: unselect)."""
        if self.placing:
            self._place(index)
        elif self.selected is not None and self.selected != index and self._swappable(self.selected, index):
            self._swap(self.selected, index)
        else:
            self._select(None if self.selected == index else index)

    def key_down(self, symbol: int, modifiers: int) -> bool:
        """Arrows move the cursor (or swap the selected glyph that way; Shift: move only), Enter or
        Space select, swap with a selected neighbour or place; 1/2 choose a pocket piece, 3 uses the
        crooker."""
        action = KEYS.action(symbol)
        if action in STEPS:
            dx, dy = STEPS[action]
            self.cursor_shown = True
            swapping = self.selected is not None and not self.placing and not modifiers & arcade.key.MOD_SHIFT
            x, y = cell_of(self.selected if swapping else self.cursor_cell)
            if 0 <= x + dx < 8 and 0 <= y + dy < 8:
                self.cursor_cell = index_of((x + dx, y + dy))
                if swapping:
                    self._swap(self.selected, self.cursor_cell)
            return True
        if action == "select":
            self.cursor_shown = True
            self._use_cell(self.cursor_cell)
            return True
        if action in POCKET_ACTIONS:
            self._pick(action)
            return True
        return False

    def pointer_move(self, x: float, y: float) -> None:
        """Remember the hovered cell (a piece being placed shows there); the mouse on the board
        hides the keyboard cursor."""
        self.hover = cell_at(x, y)
        if self.hover is not None:
            self.cursor_shown = False

    def pointer_down(self, x: float, y: float, button: int) -> None:
        """A pocket slot picks its piece (and may be dragged out); a cell selects, swaps with the
        selected neighbour, or takes the piece being placed."""
        self.hover = cell_at(x, y)
        piece = slot_at(x, y)
        if piece is not None:
            was = self.placing
            self._pick(piece)
            if self.placing == piece and was != piece:
                self.carry = [piece, False]
            return
        i = self.hover
        if i is None:
            self.selected = None
            return
        self.cursor_shown = False
        self.cursor_cell = i
        if self.placing:
            self._place(i)
        elif self.selected is not None and self.selected != i and self._swappable(self.selected, i):
            self._swap(self.selected, i)
        else:
            self.press = (i, x, y, self.selected == i)
            self._select(i)

    def pointer_drag(self, x: float, y: float, buttons: int) -> None:
        """Carry a pocket piece, or swap the pressed glyph towards where the pointer went."""
        self.hover = cell_at(x, y)
        if self.carry is not None:
            self.carry[1] = True
            self.ghost.position = (x, y)
            return
        if self.press is None:
            return
        i, px, py, _ = self.press
        dx, dy = x - px, y - py
        sprite = self.cells[i]
        if max(abs(dx), abs(dy)) < DRAG_CELLS * CELL:
            if not self.timeline.busy:  # the glyph leans towards the pointer
                cx, cy = cell_center(*cell_of(i))
                sprite.position = (cx + max(-14, min(14, dx)), cy + max(-14, min(14, dy)))
            return
        self.press = None
        self._unlean(i)
        other = self._drag_target(i, dx, dy)
        if other is not None:
            self._swap(i, other)

    def _drag_target(self, index: int, dx: float, dy: float) -> int | None:
        x, y = cell_of(index)
        sx, sy = (dx > 0) - (dx < 0), (dy < 0) - (dy > 0)  # design y is up, rows go down
        if abs(dx) > 2 * abs(dy):
            sy = 0
        elif abs(dy) > 2 * abs(dx):
            sx = 0
        if sx and sy and not (self.state.charges or self.state.crooker):
            sx, sy = (sx, 0) if abs(dx) >= abs(dy) else (0, sy)
        nx, ny = x + sx, y + sy
        return index_of((nx, ny)) if 0 <= nx < 8 and 0 <= ny < 8 else None

    def _unlean(self, index: int) -> None:
        if not self.timeline.busy:
            self.cells[index].position = cell_center(*cell_of(index))

    def pointer_up(self, x: float, y: float, button: int) -> None:
        """Drop a carried piece on a cell; a click on the selected glyph unselects it."""
        if self.carry is not None:
            moved, self.carry = self.carry[1], None
            i = cell_at(x, y)
            if moved and i is not None:
                self._place(i)
            return
        if self.press is not None:
            i, _, _, was_selected = self.press
            self.press = None
            self._unlean(i)
            if was_selected:
                self.selected = None
