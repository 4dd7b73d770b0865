"""Guppy's input and what it would do: the keys as named actions (`KEYS`), the tool in hand, clicks on
the cards, the cloth and the buttons, and the preview shown before a click (the tiles the tool would
touch, the colours it would leave, and the rules' verdict as a tip).

`GuppyControls` is the input half of `GuppyScene`, kept in its own file: it reads and sets the
scene's `tool`, `cursor`, `keyboard`, `pointer` and `confirm`, and plays moves through `play_move`.
"""

from __future__ import annotations

from dataclasses import dataclass

import arcade

from game.core.grid import Cell
from game.core.rules import IllegalMove, Move
from game.guppy import cloth_art as art
from game.guppy.hud import SCALE, SPONGE, TABLE_BORDER, TILE
from game.guppy.rules import (COLOUR_NAMES, DYES, NO_SCISSORS, RULES, BeadBlackened, BeadLost, BonusAwarded, Cut,
                              Dye, EndGame, GetNewCloth, OrderFilled, PatchCut, PickScissors, PutDownScissors,
                              Sponge, preview)
from game.ui import theme
from game.ui.input_map import ARROWS, CONFIRM_KEYS, STEPS, InputMap, merge
from game.ui.widgets import Button, FocusGroup

K = arcade.key
#: The tools below the cloth by action, left to right: the three dyes and the sponges.
TOOL_ACTIONS = {"tool-1": DYES[0], "tool-2": DYES[1], "tool-3": DYES[2], "tool-4": SPONGE}
#: The scissors of the orders above the cloth, left to right.
SCISSOR_ACTIONS = ("scissors-1", "scissors-2", "scissors-3", "scissors-4", "scissors-5", "scissors-6")
#: Arrows move the cursor; "apply" uses the tool in hand on its tile; 1-4 take a tool, 5-9 and minus
#: the orders' scissors (the order cards show these keys), 0 or Backspace put the tool down.
KEYS = InputMap(merge(ARROWS, {
    "apply": CONFIRM_KEYS,
    "tool-1": (K.KEY_1,), "tool-2": (K.KEY_2,), "tool-3": (K.KEY_3,), "tool-4": (K.KEY_4,),
    **{action: (key,) for action, key in zip(SCISSOR_ACTIONS, (K.KEY_5, K.KEY_6, K.KEY_7, K.KEY_8, K.KEY_9,
                                                               K.MINUS))},
    "put-down": (K.KEY_0, K.BACKSPACE),
    "new-cloth": (K.N,),
    "end": (K.E,),
}))
GHOST_INSET = 0.7


def bonus_text(event: BonusAwarded) -> str:
    """What a bonus brings, as the tip and the pop-up say it: "+1 blue, +1 yellow, +2 sponges"."""
    return ", ".join([f"+1 {COLOUR_NAMES[d]}" for d in event.dyes]
                     + [f"+{event.sponges} sponge" + ("s" if event.sponges > 1 else "")])


@dataclass
class Hover:
    """What the pointer or the cursor shows now: the tiles the tool would touch and the verdict."""

    cells: tuple[Cell, ...]
    changes: tuple[tuple[Cell, int, int], ...]
    reason: str | None
    tip: str


class GuppyControls:
    """Keys, clicks and the hover preview (mixed into `GuppyScene`)."""

    # -- hover preview -------------------------------------------------------------------------
    def _hover_cell(self) -> Cell | None:
        """The tile the preview is for: the keyboard cursor's, else the one under the pointer."""
        if self.keyboard:
            return self.cursor
        return self.cell_at(*self.pointer) if self.pointer else None

    def _tool_move(self, cell: Cell) -> Move | None:
        """The move the held tool would make at a tile."""
        if self.state.holding != NO_SCISSORS:
            return Cut(cell)
        if self.tool == SPONGE:
            return Sponge(cell)
        if self.tool is not None:
            return Dye(self.tool, cell)
        return None

    def _refresh_hover(self) -> None:
        """Recompute the preview when the tool, the tile or the state changed."""
        cell = self._hover_cell()
        move = self._tool_move(cell) if cell and not self.state.over else None
        if isinstance(move, Cut) and self.state.board[self.board.index(cell)] != self.state.holding:
            move = None  # scissors over another colour: nothing to preview, no nagging
        if self._hover_key is not None and self._hover_key[0] == move and self._hover_key[1] is self.state:
            return
        self._hover_key = (move, self.state)
        hover = self._judge(move) if move else None
        if hover is not None and hover == self.hover:
            return  # the same footprint and verdict from another tile (a patch's cut): shown already
        self.hover = hover
        self.ghosts.hide_all()
        self.outlines.hide_all()
        self.tip.text = self.hover.tip if self.hover else ""  # unchanged text is not laid out again
        if self.hover is None:
            return
        cutting = isinstance(move, Cut)
        shown = set(self.hover.cells)
        edge = theme.DANGER if self.hover.reason else (
            art.bright(art.colour_rgb(self.tileset, self.state.holding), 0.5) if cutting else (255, 255, 255))
        for cell, before, after in self.hover.changes:
            if before != after and not self.hover.reason:
                ghost = self.ghosts.put(self.board.index(cell), True)
                ghost.texture = self.texture_of(after)
                ghost.scale = SCALE * (1 if cutting else GHOST_INSET)
                ghost.color = (255, 255, 255, 170 if cutting else 235)
        self.outlines.outline(shown, self.board.index, edge + (255,))
        self._place_tip(self.hover.cells or (self._hover_cell(),))

    def _judge(self, move: Move) -> Hover:
        """The preview of a move: the tiles it touches, whether the rules accept it, and a tip."""
        changes = preview(self.state, move)
        cells = tuple(cell for cell, _, _ in changes)
        try:
            _, events = RULES.apply(self.state, move)
        except IllegalMove as exc:
            return Hover(cells, changes, exc.reason, exc.reason)
        tip = []
        for event in events:
            if isinstance(event, PatchCut):
                beads = event.white_beads + 2 * event.black_beads
                tip.append(f"+{event.points:,} points" + (f" (beads x{2 ** beads})" if beads else ""))
            elif isinstance(event, OrderFilled):
                tip.append(f"fills the order: +{event.bonus:,}")
            elif isinstance(event, BonusAwarded):
                tip.append("Bonus: " + bonus_text(event))
            elif isinstance(event, BeadBlackened):
                tip.append("the bead turns black")
            elif isinstance(event, BeadLost):
                tip.append("the bead falls off")
        return Hover(cells, changes, None, ", ".join(tip))

    def _place_tip(self, cells) -> None:
        """Put the tip above the hovered footprint (below it near the top edge), over the table so
        it never covers the columns beside it."""
        if not self.hover.tip:
            return
        self.tip.color = theme.DANGER if self.hover.reason else theme.FOCUS
        xs = [self.cell_centre(c)[0] for c in cells]
        ys = [self.cell_centre(c)[1] for c in cells]
        width = self.tip.content_width + 20
        left, right = self.board.left - TABLE_BORDER, self.board.right + TABLE_BORDER
        x = min(max((min(xs) + max(xs)) / 2, left + width / 2), right - width / 2)
        y = max(ys) + TILE * 0.5 + 18
        if y > self.board.top - 10:
            y = min(ys) - TILE * 0.5 - 18
        self.tip.x, self.tip.y = x, y
        self.tip_back.width = width
        self.tip_back.position = (x, y)


    def _allowed(self, move: Move) -> bool:
        """True when the rules accept a move now (checked on a copy; nothing changes)."""
        try:
            RULES.apply(self.state, move)
        except IllegalMove:
            return False
        return True

    # -- input ---------------------------------------------------------------------------------
    def on_key_press(self, symbol: int, modifiers: int):
        """Esc closes the end-game question when it is open; otherwise the base handles it."""
        if self.confirm is not None and symbol == K.ESCAPE:
            self.confirm = None
            return True
        return super().on_key_press(symbol, modifiers)

    def key_down(self, symbol: int, modifiers: int) -> bool:
        """Cursor, tools, apply, put down, new cloth, end."""
        if self.confirm is not None:
            return self.confirm.on_key(symbol)
        action = KEYS.action(symbol)
        if action in STEPS:
            dx, dy = STEPS[action]
            if self.keyboard:
                self.cursor = self.board.clamp((self.cursor[0] + dx, self.cursor[1] + dy))
            self.keyboard = True
        elif action in TOOL_ACTIONS:
            self.take(TOOL_ACTIONS[action])
        elif action in SCISSOR_ACTIONS:
            slot = SCISSOR_ACTIONS.index(action)
            if slot < len(self.state.orders):
                self.scissors(self.state.orders[slot])
        elif action == "put-down":
            self.put_down()
        elif action == "apply":
            self.keyboard = True
            self.use_at(self.cursor)
        elif action == "new-cloth":
            self.new_cloth()
        elif action == "end":
            self.ask_end()
        else:
            return False
        return True

    def pointer_move(self, x: float, y: float) -> None:
        """Hover: the preview follows the pointer; buttons light up."""
        self.pointer = (x, y)
        if self.confirm is not None:
            self.confirm.hover(x, y)
            return
        if self.cell_at(x, y) is not None:
            self.keyboard = False
            self.cursor = self.cell_at(x, y)
        for widget in self.buttons.widgets:
            widget.focused = widget.enabled and widget.contains(x, y)

    def pointer_down(self, x: float, y: float, button: int) -> None:
        """Click a tool, an order's scissors, a button or a tile; right click drops a bucket or sponge."""
        self.pointer_move(x, y)
        if self.confirm is not None:
            self.confirm.click(x, y)
            return
        if button == arcade.MOUSE_BUTTON_RIGHT:
            self.put_down(keep_scissors=True)
            return
        if self.buttons.click(x, y):
            return
        for card in self.tool_cards:
            if card.contains(x, y):
                self.take(card.tool)
                return
        for card in self.order_cards:
            if card.contains(x, y):
                self.scissors(card.colour)
                return
        cell = self.cell_at(x, y)
        if cell is not None:
            self.use_at(cell)

    # -- actions -------------------------------------------------------------------------------
    def take(self, tool) -> None:
        """Pick up a bucket or a sponge (again: put it back); held scissors are put down first."""
        if self.state.over:
            return
        if self._count(tool) == 0:
            self.app.audio.play("refuse")
            self.say("There are no sponges left." if tool == SPONGE
                     else f"There is no {COLOUR_NAMES[tool]} dye left.")
            return
        if self.state.holding != NO_SCISSORS:
            name = COLOUR_NAMES[self.state.holding]
            if not self.play_move(PutDownScissors()) or self.state.over:
                return
            self.say(f"The {name} scissors are put down (each pair is used once).")
        self.tool = None if self.tool == tool else tool
        self.app.audio.play("select" if self.tool is not None else "click")
        self._sync_hud()

    def scissors(self, colour: int) -> None:
        """Pick up an order's scissors, or put them down when they are in hand."""
        if self.state.holding == colour:
            self.play_move(PutDownScissors())
            return
        if self.play_move(PickScissors(colour)):
            self.tool = None
            self._sync_hud()

    def put_down(self, keep_scissors: bool = False) -> None:
        """Put the tool in hand away (held scissors are spent, unless `keep_scissors`)."""
        if self.state.holding != NO_SCISSORS:
            if not keep_scissors:
                self.play_move(PutDownScissors())
        elif self.tool is not None:
            self.tool = None
            self.app.audio.play("click")
            self._sync_hud()

    def use_at(self, cell: Cell) -> None:
        """Use the tool in hand on a tile."""
        move = self._tool_move(cell)
        if move is None:
            self.app.audio.play("refuse")
            self.say("Pick a bucket, a sponge or an order's scissors first.")
            return
        self.play_move(move)

    def new_cloth(self) -> None:
        """Ask the rules for a fresh cloth."""
        self.play_move(GetNewCloth())

    def ask_end(self) -> None:
        """Ask before ending the game."""
        if self.state.over or self.ended:
            return
        self.confirm = FocusGroup([Button("End game", 420, 300, 200, 50, self._end_now),
                                   Button("Keep playing", 660, 300, 200, 50, self._keep_playing)], axis="horizontal")
        self.confirm.focus(1)

    def _end_now(self) -> None:
        self.confirm = None
        self.play_move(EndGame())

    def _keep_playing(self) -> None:
        self.confirm = None
