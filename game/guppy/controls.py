"""Guppy's input and what it would do: the keys as named actions (`KEYS`), the tool in hand, clicks on
the cards, the cloth and the buttons, and the preview shown before a click (the tiles the tool would
touch, the colours it would leave, the size of the patch against its order, and the rules' verdict
as a tip).

A move that ends the game or throws something away (the last scissors put down, a pair that has cut
put down with patches of its colour still to cut, a new cloth over a part-filled order or uncut
patches, End Game) is asked about first through the shared confirmation (`ConfirmScene`); what it
would lose is read from the rules' answer on a copy (`losses`), so the question names it.

`GuppyControls` is the input half of `GuppyScene`, kept in its own file: it reads and sets the
scene's `tool`, `cursor`, `keyboard` and `pointer`, and plays moves through `play_move`.
"""

from __future__ import annotations

from dataclasses import dataclass

import arcade

from game.app.scenes.confirm import ConfirmScene
from game.core.grid import Cell
from game.core.rules import IllegalMove, Move
from game.guppy import art
from game.guppy.hud import SCALE, TABLE_BORDER, TILE
from game.guppy.keys import KEYS, SCISSOR_ACTIONS, SPONGE, TOOL_ACTIONS
from game.guppy.pure.ai import hint_cells, hint_words
from game.guppy.pure.rules import (
    COLOUR_NAMES,
    HOLE,
    NO_SCISSORS,
    RULES,
    BeadBlackened,
    BeadLost,
    BonusAwarded,
    Cut,
    Dye,
    EndGame,
    GetNewCloth,
    OrderFilled,
    PatchCut,
    PickScissors,
    PutDownScissors,
    ScissorsPutDown,
    Sponge,
    State,
    patches,
    preview,
)
from game.ui import theme
from game.ui.input_map import STEPS

GHOST_INSET = 0.7


def _plural(n: int, what: str) -> str:
    """"1 sponge", "3 sponges", "2 uncut patches"."""
    return f"{n} {what}" + ("" if n == 1 else "es" if what.endswith("ch") else "s")


def _needed(state: State, colour: int) -> int:
    """Tiles the order of `colour` still needs (0 once it is filled)."""
    return max(0, state.level.order_size - state.progress[colour // 2])


def patch_words(state: State, colour: int, size: int) -> str:
    """A patch's size against its order, as the tip says it: "red patch 15 / 16" (16 tiles still
    wanted), or "red patch 9, order filled"."""
    needed = _needed(state, colour)
    name = COLOUR_NAMES[colour]
    return f"{name} patch {size} / {needed}" if needed else f"{name} patch {size}, order filled"


def _sentence(text: str) -> str:
    """A tip with its first letter in capitals ("Red patch 8 / 16, +64 points")."""
    return text[:1].upper() + text[1:]


def _uncut(found, colour: str = "") -> str:
    """Patches left on the cloth, named: "a red patch of 9", "2 red patches", "3 patches"."""
    if len(found) == 1:
        return f"a {COLOUR_NAMES[found[0].colour]} patch of {len(found[0].cells)}"
    return f"{len(found)} {colour} patches".replace("  ", " ")


def losses(state: State, move: Move) -> tuple[str, str] | None:
    """The question to ask before `move` (a title and one line naming what it would lose), or None
    when it ends nothing and loses nothing (or the rules refuse it: the refusal says why)."""
    try:
        after, events = RULES.apply(state, move)
    except IllegalMove:
        return None
    if isinstance(move, EndGame):
        return "End the game?", "Unused scissors are put away; the score is final."
    if after.over:
        left = [_plural(sum(state.dye), "bucket") if sum(state.dye) else "",
                _plural(state.sponges, "sponge") if state.sponges else ""]
        unused = ", ".join(w for w in left if w)
        return ("Put down the last scissors?", f"It ends the game with {unused} left." if unused else
                "It ends the game.")
    spent = [e.colour for e in events if isinstance(e, ScissorsPutDown) and e.spent]
    if isinstance(move, GetNewCloth):
        lost = [f"the {COLOUR_NAMES[c]} order at {state.progress[c // 2]}/{state.level.order_size}"
                for c in spent if _needed(state, c)]
        found = patches(state)
        if found and lost:
            lost.append(_plural(len(found), "uncut patch"))
        elif found:
            lost.append(_uncut(found) + " you could cut")
        return ("Get a new cloth?", "Lost: " + ", ".join(lost) + ".") if lost else None
    found = [p for c in spent for p in patches(state, c)]
    if not found:
        return None
    name = COLOUR_NAMES[spent[0]]
    stays = "stays" if len(found) == 1 else "stay"
    return f"Put the {name} scissors down?", f"They have cut: {_uncut(found, name)} {stays} uncut."


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
    #: the colour of the patch measured with nothing in hand (its outline's tint)
    colour: int | None = None


class GuppyControls:
    """Keys, clicks and the hover preview (mixed into `GuppyScene`)."""

    # -- hover preview -------------------------------------------------------------------------
    # -- the idle hint ---------------------------------------------------------------------------
    def show_hint(self, move: Move) -> None:
        """Outline the tiles the hinted move works on and say what to do (`game.guppy.pure.ai`)."""
        self.hint_edges.outline(hint_cells(self.state, move), self.board.index, (*theme.ACCENT, 255))
        self.hint_text = hint_words(move)
        self.say(self.hint_text, 3600.0)

    def clear_hint(self) -> None:
        """Take the hint's outline and its words away."""
        self.hint_edges.hide_all()
        if self.hint_text and self.message.text == self.hint_text:
            self.say("", 0.0)

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
        # empty-handed, the patch under the pointer is measured (what it lacks for its order)
        key = move if move is not None or self.state.holding != NO_SCISSORS or not cell else ("look", cell)
        if self._hover_key is not None and self._hover_key[0] == key and self._hover_key[1] is self.state:
            return
        self._hover_key = (key, self.state)
        hover = self._judge(move) if move else self._look(cell) if key != move else None
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
        colour = self.state.holding if cutting else self.hover.colour
        edge = theme.DANGER if self.hover.reason else (
            art.bright(art.colour_rgb(self.tileset, colour), 0.5) if colour is not None else (255, 255, 255))
        for cell, before, after in self.hover.changes:
            if before != after and not self.hover.reason:
                ghost = self.ghosts.put(self.board.index(cell), True)
                ghost.texture = self.texture_of(after)
                ghost.scale = SCALE * (1 if cutting else GHOST_INSET)
                ghost.color = (255, 255, 255, 170 if cutting else 235)
        self.outlines.outline(shown, self.board.index, edge + (255,))
        self._place_tip(self.hover.cells or (self._hover_cell(),))

    def _look(self, cell: Cell) -> Hover | None:
        """Nothing in hand: the patch under the pointer, if its colour is ordered, and its size
        against what its order still needs."""
        state = self.state
        colour = state.board[self.board.index(cell)]
        if colour not in state.orders or colour in state.spent:
            return None
        cells = tuple(c for c, _, _ in preview(state, Cut(cell)))
        return Hover(cells, (), None, _sentence(patch_words(state, colour, len(cells))), colour)

    def _judge(self, move: Move) -> Hover:
        """The preview of a move: the tiles it touches, whether the rules accept it, and a tip
        (a cut's patch against its order and its points; the patch a dye or sponge makes against
        its order, its bonus, and the tiles a dye mixes into a colour no order wants)."""
        state = self.state
        changes = preview(state, move)
        cells = tuple(cell for cell, _, _ in changes)
        tip = []
        if isinstance(move, Cut) and changes:
            tip.append(patch_words(state, state.holding, len(changes)))
        try:
            after, events = RULES.apply(state, move)
        except IllegalMove as exc:
            if tip and len(changes) < state.level.min_patch:
                return Hover(cells, changes, exc.reason,
                             _sentence(f"{tip[0]}: too small, cut {state.level.min_patch} or more"))
            return Hover(cells, changes, exc.reason, exc.reason)
        if isinstance(move, (Dye, Sponge)):
            tip += self._made(after, changes)
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
        if isinstance(move, Dye):
            tip += self._wasted(changes)
        return Hover(cells, changes, None, _sentence(", ".join(tip)))

    def _made(self, after: State, changes) -> list[str]:
        """The biggest patch of an ordered colour a dye or sponge leaves through a tile it changed,
        against its order ("red patch 12 / 16")."""
        wanted = {c for c in self.state.orders if c not in self.state.spent}
        best: tuple[int, int] | None = None
        for cell, before, colour in changes:
            if before != colour and colour in wanted:
                size = len(preview(after, Cut(cell)))
                if best is None or size > best[0]:
                    best = (size, colour)
        return [patch_words(self.state, best[1], best[0])] if best else []

    def _wasted(self, changes) -> list[str]:
        """The tiles a dye turns to a colour no order here wants ("2 purple: not ordered"): what
        makes a first dye worthless, said before the click."""
        wanted = {c for c in self.state.orders if c not in self.state.spent}
        wasted: dict[int, int] = {}
        for _, before, colour in changes:
            if before != colour and colour != HOLE and colour not in wanted:
                wasted[colour] = wasted.get(colour, 0) + 1
        named = " and ".join(f"{n} {COLOUR_NAMES[c]}" for c, n in wasted.items())
        return [f"{named}: not ordered"] if wasted else []

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
    def key_down(self, symbol: int, modifiers: int) -> bool:
        """Cursor, tools, apply, put down, new cloth, end."""
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
        if self.cell_at(x, y) is not None:
            self.keyboard = False
            self.cursor = self.cell_at(x, y)
        for widget in self.buttons.widgets:
            widget.focused = widget.enabled and widget.contains(x, y)

    def pointer_down(self, x: float, y: float, button: int) -> None:
        """Click a tool, an order's scissors, a button or a tile; right click puts the tool in hand
        down (scissors that have not cut go back unspent)."""
        self.pointer_move(x, y)
        if button == arcade.MOUSE_BUTTON_RIGHT:
            self.put_down()
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
    def attempt(self, move: Move, then=None) -> None:
        """Play `move`, asking first when it ends the game or loses something (`losses`); `then`
        runs once it has been played (and the game goes on)."""
        question = losses(self.state, move) if not self.ended else None

        def go() -> None:
            if self.play_move(move) and then is not None and not self.state.over:
                then()

        if question is None:
            go()
            return

        def yes() -> None:
            self.app.pop()  # the question
            go()

        self.app.push(ConfirmScene(self.app, *question, yes))

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
            self.attempt(PutDownScissors(), lambda: self._hold(tool))
            return
        self._hold(None if self.tool == tool else tool)

    def _hold(self, tool, sound: bool = True) -> None:
        """Have `tool` in hand (None: nothing), with a click unless the move played its own."""
        self.tool = tool
        if sound:
            self.app.audio.play("select" if self.tool is not None else "click")
        self._sync_hud()

    def scissors(self, colour: int) -> None:
        """Pick up an order's scissors, or put them down when they are in hand."""
        if self.state.holding == colour:
            self.attempt(PutDownScissors())
            return
        self.attempt(PickScissors(colour), lambda: self._hold(None, sound=False))

    def put_down(self) -> None:
        """Put the tool in hand away (scissors that have cut are spent, others go back unspent)."""
        if self.state.holding != NO_SCISSORS:
            self.attempt(PutDownScissors())
        elif self.tool is not None:
            self._hold(None)

    def use_at(self, cell: Cell) -> None:
        """Use the tool in hand on a tile."""
        move = self._tool_move(cell)
        if move is None:
            self.app.audio.play("refuse")
            self.say("Pick a bucket, a sponge or an order's scissors first.")
            return
        self.play_move(move)

    def new_cloth(self) -> None:
        """Ask the rules for a fresh cloth (asking first when it loses an order or uncut patches)."""
        self.attempt(GetNewCloth())

    def ask_end(self) -> None:
        """Ask before ending the game."""
        if self.state.over or self.ended:
            return
        self.attempt(EndGame())
