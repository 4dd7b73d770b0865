"""Floorplan's input: every key (through `controls.KEYS`) and every click or pointer move of the
board scene, turned into the scene's actions (push, walk, choose and aim a talisman, end the turn,
look around, open the view large; and keys and clicks while a card is open). A mixin of
`FloorplanScene`, kept apart so the scene stays about the board.

Keyboard: a cursor moves between the insertion arrows before the push and between the spaces after
it, always to the nearest one in the arrow's direction (across floors too), Tab jumps floors; Enter
acts on it. Mouse: the pointer previews what a click would do. Any key or click first skips an
animation that is playing.
"""

from __future__ import annotations

import arcade

from game.floorplan.controls import KEYS, TALISMAN_ACTIONS
from game.floorplan.layout import nearest_in_direction


class BoardInput:
    """Keys and pointer for the Floorplan scene (which provides the state, the layout, the board
    and the actions)."""

    def key_down(self, symbol: int, modifiers: int) -> bool:
        """Keys from `controls.KEYS`; any key skips an animation that is playing."""
        action = KEYS.action(symbol)
        if action is None:
            return False
        if self.timeline.busy:
            self.timeline.finish()
            return True
        self.keyboard = True
        mode = self.mode()
        if mode in ("lost", "view"):
            self.card_key(action)
        elif action in ("left", "right", "up", "down"):
            self._move_cursor(mode, action)
        elif action == "floor" and mode in ("walk", "target"):
            self._jump_floor()
        elif action == "home" and mode in ("walk", "target"):
            self.focus_square = self.view().visitor
        elif action == "confirm":
            self._confirm(mode)
        elif action == "end_turn":
            self.end_turn()
        elif action in TALISMAN_ACTIONS:
            self.choose(action)
        elif action == "cancel" and self.chosen:
            self.chosen = None
        elif action == "rotate":
            self._rotate()
        elif action in ("look", "look_left"):
            self.look_around(1 if action == "look" else -1)
        elif action == "enlarge":
            self.enlarge(True)
        self.refresh()
        return True

    def _move_cursor(self, mode: str, direction: str) -> None:
        if mode == "shift":
            points = {key: self.layout.arrow_center(key) for key in self.board.arrow_at}
            here = self.focus_key
            if here is None:
                self.focus_key = min(points, key=lambda k: (k not in self.legal_keys(), k))
                return
            found = nearest_in_direction(points[here], points, direction)
            self.focus_key = found or here
        elif mode in ("walk", "target"):
            points = {sq: self.layout.center(sq) for sq in self.g.squares}
            here = self.focus_square or self.view().visitor or self.g.squares[self.g.foyer]
            if self.focus_square is None:
                self.focus_square = here
                return
            self.focus_square = nearest_in_direction(points[here], points, direction) or here

    def _jump_floor(self) -> None:
        here = self.focus_square or self.view().visitor or self.g.squares[self.g.foyer]
        floor = (here[0] + 1) % len(self.g.sizes)
        w, h = self.g.sizes[floor]
        self.focus_square = (floor, min(here[1], w - 1), min(here[2], h - 1))

    def _confirm(self, mode: str) -> None:
        if mode == "shift":
            if self.focus_key is None:
                self._move_cursor(mode, "right")
            else:
                self.push(self.focus_key)
        elif mode == "walk" and self.focus_square is not None:
            self.walk_to(self.focus_square)
        elif mode == "target" and self.focus_square is not None:
            self.aim(self.focus_square)

    def _rotate(self) -> None:
        if self.mode() == "shift" and self.view().rotate_spare:
            self.turns = (self.turns + 1) % 4
            self.app.audio.play("click")

    def pointer_move(self, x: float, y: float) -> None:
        """The pointer chooses what it is over: an arrow (shift preview) or a space (path). The
        screen is refreshed only when that changes (the pointer sends many moves a frame)."""
        before = (self.focus_key, self.focus_square, self.keyboard)
        self.keyboard = False
        mode = self.mode()
        if mode in ("lost", "view"):
            return
        if mode == "shift":
            self.focus_key = self.layout.arrow_at(x, y, self.board.arrow_at)
        elif mode in ("walk", "target"):
            self.focus_square = self.layout.square_at(x, y)
        self.hud.end_button.set(self.hud.end_button.enabled, self.hud.end_button.contains(x, y))
        if not self.timeline.busy and (self.focus_key, self.focus_square, self.keyboard) != before:
            self.refresh()

    def pointer_down(self, x: float, y: float, button: int) -> None:
        """Clicks push, walk, pick and aim talismans and end the turn; a right click puts a chosen
        talisman back (or turns the spare); any click skips an animation."""
        if self.timeline.busy:
            self.timeline.finish()
            return
        self.keyboard = False
        mode = self.mode()
        if mode in ("lost", "view"):
            self.card_click(x, y)
            return
        if button == arcade.MOUSE_BUTTON_RIGHT:
            if self.chosen:
                self.chosen = None
            else:
                self._rotate()
            self.refresh()
            return
        kind = self.hud.talisman_at(x, y)
        if self.corridor.contains(x, y):
            self.enlarge(True)
        elif kind is not None:
            self.choose(kind)
        elif self.hud.end_button.contains(x, y):
            self.end_turn()
        elif mode == "shift":
            key = self.layout.arrow_at(x, y, self.board.arrow_at)
            if key is not None:
                self.push(key)
            elif self.layout.in_slot(x, y):
                self._rotate() if self.view().rotate_spare else self.say("Click a gold arrow to push the spare in.")
        elif mode in ("walk", "target"):
            square = self.layout.square_at(x, y)
            if square is not None:
                self.aim(square) if mode == "target" else self.walk_to(square)
        if not self.timeline.busy:
            self.refresh()
