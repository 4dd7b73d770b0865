"""Planning a walk in Olifantenpad's scene: laying steps by keys or clicks, refusals with the rules'
reason, Walk!, the hot-seat hand-over (cover, reveal, timer), and the input that drives them.

A mixin of `OlifantenpadScene` (`scene.py`), kept apart so each file stays about one concern; it uses
the scene's draft (`planner.Draft`), its plan marks (`plan_view.py`) and its panel (`hud.py`).
"""

from __future__ import annotations

import arcade

from game.olifantenpad.pure.rules import HOURS, Plan
from game.ui import bindings
from game.ui.prompts import key_label

K = arcade.key
#: The eight directions a step can go, as the planner names them.
DIRECTIONS = ("N", "E", "S", "W", "NW", "NE", "SW", "SE")
_WORDS = {"N": "north", "E": "east", "S": "south", "W": "west", "NW": "north-west", "NE": "north-east",
          "SW": "south-west", "SE": "south-east"}
#: Olifantenpad's keys, the live map of the place "olifantenpad" (`game.ui.bindings`): a direction
#: lays a step that way (arrows, WASD, the keypad; Q E Z C and Home, Page Up, End, Page Down for the
#: diagonals), "walk" sends the plan (and skips an hour, shows the park after a hand-over).
KEYS = bindings.declare("olifantenpad", "Olifantenpad", {
    "N": (K.UP, K.W, K.NUM_8), "E": (K.RIGHT, K.D, K.NUM_6), "S": (K.DOWN, K.S, K.NUM_2),
    "W": (K.LEFT, K.A, K.NUM_4), "NW": (K.Q, K.NUM_7, K.HOME), "NE": (K.E, K.NUM_9, K.PAGEUP),
    "SW": (K.Z, K.NUM_1, K.END), "SE": (K.C, K.NUM_3, K.PAGEDOWN),
    "walk": (K.ENTER, K.NUM_ENTER, K.SPACE), "step_back": (K.BACKSPACE, K.X), "clear": (K.DELETE,),
    "next_gate": (K.TAB,),
}, {**{d: f"Step {_WORDS[d]}" for d in DIRECTIONS}, "walk": "Walk! (send the plan; skip the hour)",
    "step_back": "Take a step back", "clear": "Take every step back", "next_gate": "Start at another gate"})


def keys_help() -> str:
    """The panel's key line, naming the keys bound now."""
    def label(action: str) -> str:
        return key_label("olifantenpad", action)

    straight = "/".join(label(d) for d in ("N", "W", "S", "E"))
    diagonal = " ".join(label(d) for d in ("NW", "NE", "SW", "SE"))
    return (f"Click a cell or use {straight}, {diagonal} for diagonals.  {label('next_gate')}: another gate.  "
            f"{label('step_back')}: step back.  {label('walk')}: Walk!  Right-click: step back.")


class Planning:
    """Planning and input for the scene (see the module doc)."""

    # -- planning ----------------------------------------------------------------------------------------
    def _changed(self, sound: str | None = "step") -> None:
        self._show_walk()
        if sound:
            self.app.audio.play(sound)

    def _refuse(self, cell, reason: str) -> None:
        self.plan_view.refuse(cell, self.age + 1.2)
        self.app.audio.play("refuse")
        self.say(reason, 4.5)

    def lay(self, cell) -> bool:
        """Lay the next step on a cell (or refuse it, saying why)."""
        if not self.planning:
            return False
        reason = self.draft.add(cell)
        if reason:
            self._refuse(cell, reason)
            return False
        self._changed()
        return True

    def step_towards(self, direction: str) -> None:
        """Lay a step one cell in a direction (keys)."""
        if not self.planning:
            return
        cell, reason = self.draft.add_direction(direction)
        if reason:
            self._refuse(cell, reason)
        else:
            self._changed()

    def undo_step(self) -> None:
        """Take back the last planned step."""
        if self.planning and self.draft.undo():
            self._changed("back")

    def clear_steps(self) -> None:
        """Take back every planned step."""
        if self.planning and self.draft.steps:
            self.draft.clear()
            self._changed("back")

    def next_start(self, delta: int = 1) -> None:
        """Start at the next gate (or back where you stand)."""
        if self.planning and self.draft.cycle_start(delta) is not None:
            self._changed("click")

    def walk(self) -> None:
        """Send the planned walk ("Walk!")."""
        if not self.planning:
            return
        player = self.viewer
        plan = self.draft.plan()
        if self.play_move(plan, player):
            self.app.audio.play("select")
            self.timer_left = None
            self.hud.set_timer(None)
            self._after_plan(player)

    def _after_plan(self, player: int) -> None:
        """After the viewer's plan: the lesson friend plans; in hot-seat the park is covered."""
        if self.view.hour >= len(HOURS) or player in self.session.to_move():
            return
        if self.lesson is not None and self.lesson.partner and 1 in self.session.to_move():
            self.play_move(self.lesson.partner_plan(self.view.hour), 1)
        elif self.mode.hotseat and any(p in self.session.humans for p in self.session.to_move()):
            self.revealed = False
            self.draft = None
            self.plan_view.clear()

    def time_up(self) -> None:
        """The hot-seat timer ran out: the planner stands still this hour."""
        player = self.viewer
        self.timer_left = None
        self.hud.set_timer(None)
        if self.play_move(Plan(), player):
            self.say(f"Time's up: {self.player_name(player)} stands still this hour.", 4)
            self._after_plan(player)

    def next_planner(self) -> int | None:
        """The person to plan next (hot-seat): the first after the viewer still to plan."""
        movers = [p for p in self.session.to_move() if p in self.session.humans]
        if not movers:
            return None
        if len(movers) == len(self.session.humans) or self.viewer in movers:
            return movers[0] if len(movers) == len(self.session.humans) else self.viewer
        later = [p for p in movers if p > self.viewer]
        return later[0] if later else movers[0]

    def reveal(self) -> None:
        """The next planner took the screen: show the park as they see it."""
        player = self.next_planner()
        if player is None:
            return
        self.viewer = player
        self.revealed = True
        self.app.audio.play("select")
        self.sync()
        if self.mode.timer:
            self.timer_left = self.plan_seconds
            self.hud.set_timer(self.timer_left, self.plan_seconds)

    @property
    def covered_by_handover(self) -> bool:
        """True while the hot-seat cover hides the park."""
        return (self.mode.hotseat and not self.revealed and not self.replaying and not self.ended
                and not self.resolving and self.next_planner() is not None)

    # -- input -------------------------------------------------------------------------------------------
    def key_down(self, symbol: int, modifiers: int) -> bool:
        """Keys: directions lay steps; Backspace takes one back; Tab picks a gate; Enter walks.
        While an hour plays out, Enter or Space skips it; on the hand-over cover, they show the park."""
        action = KEYS.action(symbol)
        if self.covered_by_handover:
            if action == "walk":
                self.reveal()
            return True
        if not self.timeline.busy and self.show_results():
            return True
        if self.timeline.busy:
            if action == "walk":
                self.timeline.finish()
            return True
        if not self.planning:
            return False
        if action in DIRECTIONS:
            self.step_towards(action)
        elif action == "step_back":
            self.undo_step()
        elif action == "clear":
            self.clear_steps()
        elif action == "next_gate":
            self.next_start(-1 if modifiers & K.MOD_SHIFT else 1)
        elif action == "walk":
            self.walk()
        else:
            return False
        return True

    def pointer_move(self, x: float, y: float) -> None:
        """Ring the cell under the pointer; light the panel's buttons."""
        self.hud.hover(x, y)
        cell = self.board.cell_at(x, y)
        if not self.planning or cell is None:
            self.plan_view.hover(None, False)
            return
        ok = cell in self.draft.options() or self.draft.is_start_choice(cell) or cell in self.draft.steps
        self.plan_view.hover(cell, ok)

    def pointer_down(self, x: float, y: float, button: int) -> None:
        """Clicks: lay a step, pick a gate, cut the walk back to a step; right-click steps back; the
        panel's buttons; a click skips an hour playing out or shows the park after a hand-over."""
        if self.covered_by_handover:
            self.cover.click(x, y)
            return
        if self.timeline.busy:
            self.timeline.finish()
            return
        if self.show_results():
            return
        if self.hud.click(x, y):
            return
        if not self.planning:
            return
        if button == arcade.MOUSE_BUTTON_RIGHT:
            self.undo_step()
            return
        cell = self.board.cell_at(x, y)
        if cell is None:
            return
        draft = self.draft
        if cell in draft.steps:
            draft.cut(draft.steps.index(cell) + 1)
            self._changed("back")
        elif draft.is_start_choice(cell):
            draft.choose_start(cell)
            self._changed("click")
        else:
            self.dragging = self.lay(cell)
        self.pointer_move(x, y)

    def pointer_drag(self, x: float, y: float, buttons: int) -> None:
        """Dragging over cells lays them one after another."""
        cell = self.board.cell_at(x, y)
        if not self.dragging or not self.planning or cell is None or cell == self.draft.end:
            return
        if cell in self.draft.options():
            self.lay(cell)
        self.pointer_move(x, y)

    def pointer_up(self, x: float, y: float, button: int) -> None:
        """The end of a drag."""
        self.dragging = False
