"""Pharaoh Tomb's input: the keys as named actions (`KEYS`, the live map of the place "pharaoh" in
`game.ui.bindings`), the status plaque's key line naming the keys bound now, and `PharaohInput`:
swaps by click-click, drag or keyboard; pocket pieces by drag, click-then-click or keys 1-3.

`PharaohInput` keeps the selection (`cursor_cell`, `selected`, `placing`, `press`, `carry`,
`hover`), reads only the player's view and plays moves through the `play` it is given; the board
view shows that selection every frame (`pointer`).
"""

from __future__ import annotations

from typing import Callable

import arcade

from game.core.rules import Move
from game.pharaoh.board_view import BoardView, Pointer
from game.pharaoh.layout import CELL, PIECE_NAMES, cell_at, slot_at
from game.pharaoh.pure.rules import (
    CROOKER,
    GLYPH,
    KEY,
    KEY_PIECE,
    Place,
    State,
    Swap,
    UseCrooker,
    cell_of,
    index_of,
)
from game.ui import bindings
from game.ui.input_map import ARROWS, CONFIRM_KEYS, STEPS, merge, number_keys
from game.ui.prompts import key_label, keys_label

#: Arrows move the cursor (or swap the selected glyph that way); "select" selects, swaps or places;
#: the pocket's pieces by number: the free glyph, the key, the crooker.
KEYS = bindings.declare("pharaoh", "Pharaoh Tomb", merge(ARROWS, {
    "select": CONFIRM_KEYS, GLYPH: number_keys(1), KEY_PIECE: number_keys(2), CROOKER: number_keys(3)}),
    {"up": "Cursor up (or swap up)", "down": "Cursor down (or swap down)", "left": "Cursor left (or swap left)",
     "right": "Cursor right (or swap right)", "select": "Select / swap / place", GLYPH: "Pocket: free hieroglyph",
     KEY_PIECE: "Pocket: universal key", CROOKER: "Pocket: use the crooker"})
POCKET_ACTIONS = (GLYPH, KEY_PIECE, CROOKER)
DRAG_CELLS = 0.4  # how far a drag must go (in cells) to swap


def keys_text() -> str:
    """The status plaque's line while no message shows: how to swap, the pocket's keys, pause."""
    arrows = keys_label("pharaoh", ("up", "down", "left", "right")).lower()
    return (f"Swap: click, drag, or {arrows} + {key_label('pharaoh', 'select')}    "
            f"Pocket: {keys_label('pharaoh', POCKET_ACTIONS, ' ')}    Pause: Esc")


class PharaohInput:
    """Keys, clicks and drags on the board and the pocket, and the selection they make."""

    def __init__(self, board: BoardView, view: Callable[[], State], play: Callable[[Move], bool],
                 say: Callable[[str], None], sound: Callable[[str], None]) -> None:
        self.board = board
        self.view = view
        self.play = play
        self.say = say
        self.sound = sound
        self.cursor_cell = index_of((3, 4))
        self.cursor_shown = False
        self.selected: int | None = None
        self.placing: str | None = None
        self.press: tuple | None = None   # (cell, x, y, was selected) of a press on the board
        self.carry: list | None = None    # [piece, moved] while dragging from a pocket slot
        self.hover: int | None = None

    def reset(self) -> None:
        """Nothing selected, placed, pressed or carried (after undo, restart, load)."""
        self.selected = self.placing = self.press = self.carry = None

    def let_go(self) -> None:
        """Nothing carried or pressed any more (back from an overlay)."""
        self.carry = self.press = None

    def pointer(self, replaying: bool) -> Pointer:
        """What the board shows of the selection this frame (no cursor in a replay)."""
        carried = self.carry is not None and self.carry[1]
        spot = None
        if self.placing and not carried:  # the keyboard cursor, else the hovered cell
            spot = self.cursor_cell if self.cursor_shown else self.hover
        glyph = self.view().glyph
        kind = glyph if self.placing == GLYPH and glyph is not None else KEY
        cursor = self.cursor_cell if self.cursor_shown and not replaying else None
        return Pointer(self.selected, self.placing, spot, kind, carried, cursor)

    def _swappable(self, a: int, b: int) -> bool:
        """Cells a player can try to swap: side by side, or corner to corner with a crooker or charges
        (the rules then say why a diagonal is refused)."""
        (ax, ay), (bx, by) = cell_of(a), cell_of(b)
        dx, dy = abs(ax - bx), abs(ay - by)
        if dx + dy == 1:
            return True
        view = self.view()
        return dx == dy == 1 and (view.charges > 0 or view.crooker)

    def _swap(self, a: int, b: int) -> None:
        self.selected = self.press = None
        self.play(Swap(cell_of(a), cell_of(b)))

    def _place(self, index: int) -> None:
        piece = self.placing
        if self.play(Place(piece, cell_of(index))):
            self.placing = None

    def _pick(self, piece: str) -> None:
        """Choose a pocket piece: the glyph or key to place next, or use the crooker at once."""
        self.selected = None
        view = self.view()
        if piece == CROOKER:
            self.placing = None
            self.play(UseCrooker())
        elif self.placing == piece:
            self.placing = None
        elif (view.glyph is not None) if piece == GLYPH else view.key:
            self.placing = piece
            self.sound("select")
            arrows = keys_label("pharaoh", ("up", "down", "left", "right")).lower()
            self.say(f"Place the {PIECE_NAMES[piece]}: click a cell, or {arrows} and {key_label('pharaoh', 'select')}.")
        else:
            self.sound("refuse")
            self.say(f"You have no {PIECE_NAMES[piece]} in your pocket.")

    def _select(self, index: int | None) -> None:
        self.selected = index
        if index is not None:
            self.sound("click")

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

    def pointer_down(self, x: float, y: float) -> None:
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

    def pointer_drag(self, x: float, y: float) -> None:
        """Carry a pocket piece, or swap the pressed glyph towards where the pointer went."""
        self.hover = cell_at(x, y)
        if self.carry is not None:
            self.carry[1] = True
            self.board.carry(x, y)
            return
        if self.press is None:
            return
        i, px, py, _ = self.press
        dx, dy = x - px, y - py
        if max(abs(dx), abs(dy)) < DRAG_CELLS * CELL:
            self.board.lean(i, dx, dy)
            return
        self.press = None
        self.board.unlean(i)
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
        view = self.view()
        if sx and sy and not (view.charges or view.crooker):
            sx, sy = (sx, 0) if abs(dx) >= abs(dy) else (0, sy)
        nx, ny = x + sx, y + sy
        return index_of((nx, ny)) if 0 <= nx < 8 and 0 <= ny < 8 else None

    def pointer_up(self, x: float, y: float) -> None:
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
            self.board.unlean(i)
            if was_selected:
                self.selected = None
