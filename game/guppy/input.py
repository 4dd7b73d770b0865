"""Guppy's input: the keys as named actions (`KEYS`, the live map of the place "guppy" in
`game.ui.bindings`, and the lines the HUD shows for them, naming the keys bound now), and
`GuppyInput`, the part that keeps the tool in hand, the keyboard cursor and the pointer, turns keys
and clicks on the cards, the cloth and the buttons into moves, and shows the preview of the tool at
the tile it points at (worked out in `input_preview.py`) and the idle hint's tiles.

A move that ends the game or throws something away is asked about first through the shared
confirmation (`ConfirmScene`), naming what it would lose (`input_preview.losses`).
"""

from __future__ import annotations

from collections.abc import Callable

import arcade

from game.core.grid import Cell
from game.core.rules import Move
from game.guppy import art
from game.guppy.board_view import SCALE, BoardView
from game.guppy.input_preview import Hover, judge, look, losses
from game.guppy.pure.ai import hint_cells, hint_words
from game.guppy.pure.rules import (
    COLOUR_NAMES,
    DYES,
    NO_SCISSORS,
    Cut,
    Dye,
    EndGame,
    GetNewCloth,
    PickScissors,
    PutDownScissors,
    Sponge,
    View,
)
from game.ui import bindings, theme
from game.ui.input_map import ARROWS, CONFIRM_KEYS, STEPS, merge
from game.ui.prompts import every_key_label, key_label, keys_label

#: How much smaller than a tile a dye's ghost is (a cut's ghost is the whole tile).
GHOST_INSET = 0.7
K = arcade.key
SPONGE = "sponge"
#: The tools below the cloth by action, left to right: the three dyes and the sponges.
TOOL_ACTIONS = {"tool-1": DYES[0], "tool-2": DYES[1], "tool-3": DYES[2], "tool-4": SPONGE}
#: The scissors of the orders above the cloth, left to right.
SCISSOR_ACTIONS = ("scissors-1", "scissors-2", "scissors-3", "scissors-4", "scissors-5", "scissors-6")
#: Arrows move the cursor; "apply" uses the tool in hand on its tile; 1-4 take a tool, 5-9 and minus
#: the orders' scissors (the order cards show these keys), 0 or Backspace put the tool down.
KEYS = bindings.declare("guppy", "Guppy", merge(ARROWS, {
    "apply": CONFIRM_KEYS,
    "tool-1": (K.KEY_1,), "tool-2": (K.KEY_2,), "tool-3": (K.KEY_3,), "tool-4": (K.KEY_4,),
    **{action: (key,) for action, key in zip(SCISSOR_ACTIONS, (K.KEY_5, K.KEY_6, K.KEY_7, K.KEY_8, K.KEY_9,
                                                               K.MINUS))},
    "put-down": (K.KEY_0, K.BACKSPACE),
    "new-cloth": (K.N,),
    "end": (K.E,),
}), {"up": "Cursor up", "down": "Cursor down", "left": "Cursor left", "right": "Cursor right",
     "apply": "Use the tool in hand", "tool-1": "Take red dye", "tool-2": "Take blue dye",
     "tool-3": "Take yellow dye", "tool-4": "Take a sponge",
     **{action: f"Scissors of order {n}" for n, action in enumerate(SCISSOR_ACTIONS, 1)},
     "put-down": "Put the tool down", "new-cloth": "Fetch a new cloth", "end": "End the game"})


def keys_help() -> tuple[tuple[str, str], ...]:
    """The keys and what they do, one pair a line (the order cards and tool cards show their own
    keys too, and the buttons theirs: Get New Cloth and End Game are not listed again)."""
    return ((keys_label("guppy", ("up", "down", "left", "right")), "move the cursor"),
            (every_key_label("guppy", "apply"), "use the tool in hand"),
            (keys_label("guppy", ("tool-1", "tool-2", "tool-3"), ", "), "take red, blue, yellow dye"),
            (key_label("guppy", "tool-4"), "take a sponge"),
            (keys_label("guppy", SCISSOR_ACTIONS[:5]) + ", " + key_label("guppy", SCISSOR_ACTIONS[5]),
             "pick up an order's scissors"),
            (every_key_label("guppy", "put-down"), "put the tool down"), ("Right click", "put the tool down"),
            ("Esc", "pause"))


def tool_count(view: View, tool) -> int:
    """How many of a tool are left (sponges, or the dye of a colour)."""
    return view.sponges if tool == SPONGE else view.dye[DYES.index(tool)]


class GuppyInput:
    """The tool in hand (a dye colour or `SPONGE` while no scissors are held), the keyboard cursor
    and the pointer; keys and clicks become moves played through `play`, questions asked through
    `confirm`, words said through `say`."""

    def __init__(self, board: BoardView, hud, view: Callable[[], View], play: Callable[[Move], bool],
                 confirm: Callable[[str, str, Callable[[], None]], None], say: Callable[..., None],
                 audio, ended: Callable[[], bool], show_hud: Callable[[], None]) -> None:
        """`hud`: the `Hud` whose cards are clicked and whose tip shows the preview; `play` plays a
        move (True when it was played); `confirm(title, line, yes)` asks before one; `ended`: the
        game's end has been shown; `show_hud` shows the HUD again (the tool in hand changed)."""
        self.board, self.hud, self.view, self.play = board, hud, view, play
        self.confirm, self.say, self.audio, self.ended, self.show_hud = confirm, say, audio, ended, show_hud
        self.tool = None
        self.cursor: Cell = (4, 4)
        self.keyboard = False  # the last cloth input came from the keys (show the cursor)
        self.pointer: tuple[float, float] | None = None
        self.hover: Hover | None = None
        self._hover_key: tuple | None = None
        self.hint_text = ""  # what the idle hint says while it shows

    def sync(self, view: View) -> None:
        """After a turn: the cursor on the cloth, the tool in hand dropped when none is left or
        scissors are held, and the preview worked out again."""
        self.cursor = self.board.geometry.clamp(self.cursor)
        if self.tool is not None and tool_count(view, self.tool) == 0 or view.holding != NO_SCISSORS:
            self.tool = None
        self._hover_key = None

    # -- the idle hint ---------------------------------------------------------------------------
    def show_hint(self, move: Move) -> None:
        """Outline the tiles the hinted move works on and say what to do (`game.guppy.pure.ai`)."""
        self.board.hint_edges.outline(hint_cells(self.view(), move), self.board.geometry.index,
                                      (*theme.ACCENT, 255))
        self.hint_text = hint_words(move)
        self.say(self.hint_text, 3600.0)

    def clear_hint(self, message: str) -> None:
        """Take the hint's outline away, and its words when the message line (`message`) still
        shows them."""
        self.board.hint_edges.hide_all()
        if self.hint_text and message == self.hint_text:
            self.say("", 0.0)

    # -- hover preview -------------------------------------------------------------------------
    def hover_cell(self) -> Cell | None:
        """The tile the preview is for: the keyboard cursor's, else the one under the pointer."""
        if self.keyboard:
            return self.cursor
        return self.board.cell_at(*self.pointer) if self.pointer else None

    def held_at(self, replaying: bool) -> tuple[float, float] | None:
        """Where the tool in hand is drawn beside: the pointer, the cursor after keys, or nowhere
        (no pointer yet, or a replay)."""
        if replaying or not (self.keyboard or self.pointer is not None):
            return None
        if self.keyboard or self.pointer is None:
            return self.board.cell_centre(self.cursor)
        return self.pointer

    def _tool_move(self, view: View, cell: Cell) -> Move | None:
        """The move the held tool would make at a tile."""
        if view.holding != NO_SCISSORS:
            return Cut(cell)
        if self.tool == SPONGE:
            return Sponge(cell)
        if self.tool is not None:
            return Dye(self.tool, cell)
        return None

    def refresh_hover(self) -> None:
        """Work the preview out again when the tool, the tile or the view changed."""
        view = self.view()
        index = self.board.geometry.index
        cell = self.hover_cell()
        move = self._tool_move(view, cell) if cell and not view.over else None
        if isinstance(move, Cut) and view.board[index(cell)] != view.holding:
            move = None  # scissors over another colour: nothing to preview, no nagging
        # empty-handed, the patch under the pointer is measured (what it lacks for its order)
        key = move if move is not None or view.holding != NO_SCISSORS or not cell else ("look", cell)
        if self._hover_key is not None and self._hover_key[0] == key and self._hover_key[1] is view:
            return
        self._hover_key = (key, view)
        hover = judge(view, move) if move else look(view, cell, view.board[index(cell)]) if key != move else None
        if hover is not None and hover == self.hover:
            return  # the same footprint and verdict from another tile (a patch's cut): shown already
        self.hover = hover
        self.board.ghosts.hide_all()
        self.board.outlines.hide_all()
        if hover is None:
            self.hud.show_tip("", False, self.board, ())
            return
        self._show_hover(view, hover, isinstance(move, Cut))

    def _show_hover(self, view: View, hover: Hover, cutting: bool) -> None:
        """The ghosts of the colours a move leaves, its footprint's outline (red when refused) and
        the tip."""
        index = self.board.geometry.index
        colour = view.holding if cutting else hover.colour
        edge = theme.DANGER if hover.reason else (
            art.bright(self.board.colour_rgb(colour), 0.5) if colour is not None else (255, 255, 255))
        for cell, before, after in hover.changes:
            if before != after and not hover.reason:
                ghost = self.board.ghosts.put(index(cell), True)
                ghost.texture = self.board.texture_of(after)
                ghost.scale = SCALE * (1 if cutting else GHOST_INSET)
                ghost.color = (255, 255, 255, 170 if cutting else 235)
        self.board.outlines.outline(set(hover.cells), index, edge + (255,))
        self.hud.show_tip(hover.tip, hover.reason is not None, self.board, hover.cells or (self.hover_cell(),))

    # -- input ---------------------------------------------------------------------------------
    def key_down(self, symbol: int) -> bool:
        """Cursor, tools, apply, put down, new cloth, end; False for a key that is none of them."""
        action = KEYS.action(symbol)
        if action in STEPS:
            dx, dy = STEPS[action]
            if self.keyboard:
                self.cursor = self.board.geometry.clamp((self.cursor[0] + dx, self.cursor[1] + dy))
            self.keyboard = True
        elif action in TOOL_ACTIONS:
            self.take(TOOL_ACTIONS[action])
        elif action in SCISSOR_ACTIONS:
            slot = SCISSOR_ACTIONS.index(action)
            orders = self.view().orders
            if slot < len(orders):
                self.scissors(orders[slot])
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
        cell = self.board.cell_at(x, y)
        if cell is not None:
            self.keyboard = False
            self.cursor = cell
        for widget in self.hud.buttons.widgets:
            widget.focused = widget.enabled and widget.contains(x, y)

    def pointer_down(self, x: float, y: float, button: int) -> None:
        """Click a tool, an order's scissors, a button or a tile; right click puts the tool in hand
        down (scissors that have not cut go back unspent)."""
        self.pointer_move(x, y)
        if button == arcade.MOUSE_BUTTON_RIGHT:
            self.put_down()
            return
        if self.hud.buttons.click(x, y):
            return
        for card in self.hud.tool_cards:
            if card.contains(x, y):
                self.take(card.tool)
                return
        for order in self.hud.order_cards:
            if order.contains(x, y):
                self.scissors(order.colour)
                return
        cell = self.board.cell_at(x, y)
        if cell is not None:
            self.use_at(cell)

    # -- actions -------------------------------------------------------------------------------
    def attempt(self, move: Move, then: Callable[[], None] | None = None) -> None:
        """Play `move`, asking first when it ends the game or loses something (`losses`); `then`
        runs once it has been played (and the game goes on)."""
        question = losses(self.view(), move) if not self.ended() else None

        def go() -> None:
            if self.play(move) and then is not None and not self.view().over:
                then()

        if question is None:
            go()
            return
        self.confirm(*question, go)

    def take(self, tool) -> None:
        """Pick up a bucket or a sponge (again: put it back); held scissors are put down first."""
        view = self.view()
        if view.over:
            return
        if tool_count(view, tool) == 0:
            self.audio.play("refuse")
            self.say("There are no sponges left." if tool == SPONGE
                     else f"There is no {COLOUR_NAMES[tool]} dye left.")
            return
        if view.holding != NO_SCISSORS:
            self.attempt(PutDownScissors(), lambda: self._hold(tool))
            return
        self._hold(None if self.tool == tool else tool)

    def _hold(self, tool, sound: bool = True) -> None:
        """Have `tool` in hand (None: nothing), with a click unless the move played its own."""
        self.tool = tool
        if sound:
            self.audio.play("select" if self.tool is not None else "click")
        self.show_hud()

    def scissors(self, colour: int) -> None:
        """Pick up an order's scissors, or put them down when they are in hand."""
        if self.view().holding == colour:
            self.attempt(PutDownScissors())
            return
        self.attempt(PickScissors(colour), lambda: self._hold(None, sound=False))

    def put_down(self) -> None:
        """Put the tool in hand away (scissors that have cut are spent, others go back unspent)."""
        if self.view().holding != NO_SCISSORS:
            self.attempt(PutDownScissors())
        elif self.tool is not None:
            self._hold(None)

    def use_at(self, cell: Cell) -> None:
        """Use the tool in hand on a tile."""
        move = self._tool_move(self.view(), cell)
        if move is None:
            self.audio.play("refuse")
            self.say("Pick a bucket, a sponge or an order's scissors first.")
            return
        self.play(move)

    def new_cloth(self) -> None:
        """Ask the rules for a fresh cloth (asking first when it loses an order or uncut patches)."""
        self.attempt(GetNewCloth())

    def ask_end(self) -> None:
        """Ask before ending the game."""
        if self.view().over or self.ended():
            return
        self.attempt(EndGame())
