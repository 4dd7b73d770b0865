"""Romb Raider's input and hints: the keys as named actions (`KEYS`), clicks on a neighbouring square
(walk) or on the raider (wait), the ring under the pointer, and the idle hint's ring.

`RombControls` is that half of `RombScene`, kept in its own file: it reads the scene's `state` and
`board`, sets `hover` and `hinted` (the scene rings them every frame) and plays moves."""

from __future__ import annotations

import arcade

from game.romb.pure.content import Cell
from game.romb.pure.rules import Step, Wait
from game.ui.input_map import ARROWS, STEPS, WASD, InputMap, merge

K = arcade.key
#: Arrows or WASD walk (the rules' compass directions, below), Space, period or keypad 5 wait.
KEYS = InputMap(merge(ARROWS, WASD, {"wait": (K.SPACE, K.PERIOD, K.NUM_DECIMAL, K.NUM_5)}))
#: The rules' direction of each walking action.
DIRECTIONS = {"up": "N", "right": "E", "down": "S", "left": "W"}
#: The grid step of each direction (row 0 at the top), and its name in a sentence.
OFFSETS = {compass: STEPS[action] for action, compass in DIRECTIONS.items()}
WORDS = {"N": "north", "E": "east", "S": "south", "W": "west"}


def direction(origin: Cell, to: Cell) -> str | None:
    """The direction from a square to a neighbouring one, or None when they are not neighbours."""
    for name, (dx, dy) in OFFSETS.items():
        if (origin[0] + dx, origin[1] + dy) == to:
            return name
    return None


class RombControls:
    """Keys, clicks and hints (mixed into `RombScene`)."""

    # -- input ----------------------------------------------------------------------------------------
    def key_down(self, symbol: int, modifiers: int) -> bool:
        """Arrows or WASD walk; Space or period waits."""
        action = KEYS.action(symbol)
        if action in DIRECTIONS:
            self.play_move(Step(DIRECTIONS[action]))
        elif action == "wait":
            self.play_move(Wait())
        else:
            return False
        return True

    def _clickable(self, cell: Cell | None) -> bool:
        """True for a square a click plays on: the raider's own (wait) or a neighbour (walk)."""
        player = self.state.player
        return cell is not None and (cell == player or direction(player, cell) is not None)

    def pointer_move(self, x: float, y: float) -> None:
        """Ring the neighbouring square under the pointer (or the raider's own: wait)."""
        cell = self.board.cell_at(x, y)
        self.hover = cell if self._clickable(cell) and not self.ended else None

    def pointer_down(self, x: float, y: float, button: int) -> None:
        """A click on a neighbouring square walks there; on the raider waits."""
        cell = self.board.cell_at(x, y)
        if cell is None or self.ended:
            return
        player = self.state.player
        if cell == player:
            self.play_move(Wait())
        elif direction(player, cell) is not None:
            self.play_move(Step(direction(player, cell)))
        else:
            self.say("Click a square next to you to walk there, or yourself to wait.")
        self.pointer_move(x, y)


    # -- hints ----------------------------------------------------------------------------------------
    def no_hint(self) -> None:
        """The hint search found no way out: say so."""
        self.say("No way out is left from here: Esc, then Restart, tries the room again.", 5.0)

    def show_hint(self, move) -> None:
        """Ring the square to walk to (or the raider's own, to wait)."""
        player = self.state.player
        if isinstance(move, Step):
            dx, dy = OFFSETS[move.direction]
            self.hinted = (player[0] + dx, player[1] + dy)
            self.say(f"Hint: walk {WORDS[move.direction]}.", 4.0)
        else:
            self.hinted = player
            self.say("Hint: wait a turn.", 4.0)

    def clear_hint(self) -> None:
        """Hide the hint ring."""
        self.hinted = None
