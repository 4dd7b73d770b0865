"""Romb Raider's input: the keys as named actions (`KEYS`), clicks on a neighbouring square (walk)
or on the raider (wait), the ring under the pointer, and the square the idle hint rings.

`RombInput` turns keys and clicks into a `Move` (sgt-puzzles' `interpret_move`); it reads only the
player's view and keeps the two squares the board rings (`hover`, `hinted`)."""

from __future__ import annotations

import arcade

from game.core.rules import Move
from game.romb.pure.content import Cell
from game.romb.pure.rules import Step, View, Wait
from game.ui import bindings
from game.ui.board import BoardGeometry
from game.ui.input_map import ARROWS, STEPS, WASD, merge
from game.ui.prompts import gamepad_label, key_label, readable

K = arcade.key
#: Arrows or WASD walk (the rules' compass directions, below), Space, period or keypad 5 wait: the
#: live map of the place "romb" (`game.ui.bindings`), as the player bound it.
KEYS = bindings.declare("romb", "Romb Raider",
                        merge(ARROWS, WASD, {"wait": (K.SPACE, K.PERIOD, K.NUM_DECIMAL, K.NUM_5)}),
                        {"up": "Walk north", "down": "Walk south", "left": "Walk west", "right": "Walk east",
                         "wait": "Wait a turn"})
#: How a key cap shows an arrow key.
ARROW_CAPS = {K.LEFT: "\u2190", K.UP: "\u2191", K.DOWN: "\u2193", K.RIGHT: "\u2192"}
#: The rules' direction of each walking action.
DIRECTIONS = {"up": "N", "right": "E", "down": "S", "left": "W"}
#: The grid step of each direction (row 0 at the top), and its name in a sentence.
OFFSETS = {compass: STEPS[action] for action, compass in DIRECTIONS.items()}
WORDS = {"N": "north", "E": "east", "S": "south", "W": "west"}
#: What a click on a square that is no neighbour says.
CLICK_HELP = "Click a square next to you to walk there, or yourself to wait."


def keys_line() -> tuple[tuple[str, str], ...]:
    """The HUD's keys line (key caps and words, left to right) for the keys bound now: each walking
    direction's keys (its first, "or" its second where every direction has one), the wait key, Esc."""
    order = ("left", "up", "down", "right")
    line: list[tuple[str, str]] = []
    if gamepad_label("romb", "up") is not None:
        line += [("key", key_label("romb", action)) for action in order]
    else:
        for n in range(2):
            keys = [KEYS.keys(action)[n:n + 1] for action in order]
            if not all(keys):
                break
            line += [("text", "or")] if n else []
            line += [("key", ARROW_CAPS.get(k[0], readable(k[0]))) for k in keys]
    return (*line, ("text", "or click: walk     "), ("key", key_label("romb", "wait")), ("text", "wait     "),
            ("key", "Esc"), ("text", "pause"))


def direction(origin: Cell, to: Cell) -> str | None:
    """The direction from a square to a neighbouring one, or None when they are not neighbours."""
    for name, (dx, dy) in OFFSETS.items():
        if (origin[0] + dx, origin[1] + dy) == to:
            return name
    return None


class RombInput:
    """Keys and clicks into moves, and the squares under the pointer and under the hint."""

    def __init__(self, board: BoardGeometry) -> None:
        self.board = board
        #: The square under the pointer that a click would play on, or None.
        self.hover: Cell | None = None
        #: The square the idle hint rings, or None.
        self.hinted: Cell | None = None

    def key_move(self, symbol: int) -> Move | None:
        """Arrows or WASD walk; Space or period waits; any other key is no move."""
        action = KEYS.action(symbol)
        if action in DIRECTIONS:
            return Step(DIRECTIONS[action])
        if action == "wait":
            return Wait()
        return None

    def _clickable(self, view: View, cell: Cell | None) -> bool:
        """True for a square a click plays on: the raider's own (wait) or a neighbour (walk)."""
        return cell is not None and (cell == view.player or direction(view.player, cell) is not None)

    def point(self, view: View, x: float, y: float, ended: bool) -> None:
        """Ring the neighbouring square under the pointer (or the raider's own: wait)."""
        cell = self.board.cell_at(x, y)
        self.hover = cell if self._clickable(view, cell) and not ended else None

    def click(self, view: View, x: float, y: float) -> Move | str | None:
        """A click on a neighbouring square walks there, on the raider waits: the move; elsewhere
        on the room, what to click instead; off the room, None."""
        cell = self.board.cell_at(x, y)
        if cell is None:
            return None
        if cell == view.player:
            return Wait()
        way = direction(view.player, cell)
        return Step(way) if way is not None else CLICK_HELP

    def hint(self, view: View, move: Move) -> str:
        """Ring the square to walk to (or the raider's own, to wait); the hint's sentence."""
        player = view.player
        if isinstance(move, Step):
            dx, dy = OFFSETS[move.direction]
            self.hinted = (player[0] + dx, player[1] + dy)
            return f"Hint: walk {WORDS[move.direction]}."
        self.hinted = player
        return "Hint: wait a turn."

    def clear_hint(self) -> None:
        """Hide the hint ring."""
        self.hinted = None
