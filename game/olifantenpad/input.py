"""Olifantenpad's input and planning: its key table, laying steps by keys or clicks, refusals with the
rules' reason, Walk!, the hot-seat hand-over (cover, reveal, timer).

`OlifantenpadInput` is a part the scene (`scene.py`) makes and passes its keys and pointer on to; it
owns the walk being laid (`planner.Draft`), whether the planner has the screen, the hot-seat timer
and a drag, and draws through the plan marks (`plan_view.py`) and the panel (`hud.py`) it is given.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import arcade

from game.core.rules import Move
from game.olifantenpad.hud import Hud
from game.olifantenpad.overlays import Cover
from game.olifantenpad.plan_view import PlanView
from game.olifantenpad.pure.lessons import Lesson
from game.olifantenpad.pure.modes import Mode
from game.olifantenpad.pure.planner import Draft
from game.olifantenpad.pure.rules import HOURS, Plan, View
from game.ui import bindings
from game.ui.board import BoardGeometry
from game.ui.prompts import key_label

K = arcade.key
#: The eight directions a step can go, as the planner names them.
DIRECTIONS = ("N", "E", "S", "W", "NW", "NE", "SW", "SE")
_WORDS = {"N": "north", "E": "east", "S": "south", "W": "west", "NW": "north-west", "NE": "north-east",
          "SW": "south-west", "SE": "south-east"}
#: Olifantenpad's keys, the live map of the place "olifantenpad" (`game.ui.bindings`): a direction
#: lays a step that way (arrows, WASD, the keypad; Q E Z C and Home, Page Up, End, Page Down for the
#: diagonals), "walk" sends the plan (and skips an hour, shows the park after a hand-over), "rejoin"
#: takes an online player back into their seat after the connection dropped.
KEYS = bindings.declare("olifantenpad", "Olifantenpad", {
    "N": (K.UP, K.W, K.NUM_8), "E": (K.RIGHT, K.D, K.NUM_6), "S": (K.DOWN, K.S, K.NUM_2),
    "W": (K.LEFT, K.A, K.NUM_4), "NW": (K.Q, K.NUM_7, K.HOME), "NE": (K.E, K.NUM_9, K.PAGEUP),
    "SW": (K.Z, K.NUM_1, K.END), "SE": (K.C, K.NUM_3, K.PAGEDOWN),
    "walk": (K.ENTER, K.NUM_ENTER, K.SPACE), "step_back": (K.BACKSPACE, K.X), "clear": (K.DELETE,),
    "next_gate": (K.TAB,), "rejoin": (K.R,),
}, {**{d: f"Step {_WORDS[d]}" for d in DIRECTIONS}, "walk": "Walk! (send the plan; skip the hour)",
    "step_back": "Take a step back", "clear": "Take every step back", "next_gate": "Start at another gate",
    "rejoin": "Back into your seat (online)"})

#: The online room's keys (the lobby, `game.olifantenpad.lobby`), a place of their own: the menus'
#: keys work there too (up, down, choose, back; "start" begins the game for the organiser).
ROOM_KEYS = bindings.declare("olifantenpad-room", "Online room", {
    "ready": (K.R,), "colour": (K.C,), "park": (K.P,),
}, {"ready": "Ready (or not ready any more)", "colour": "Take the next free colour",
    "park": "Next park (the organiser)"}, shares=("menus",))


def keys_help() -> str:
    """The panel's key line, naming the keys bound now."""
    def label(action: str) -> str:
        return key_label("olifantenpad", action)

    straight = "/".join(label(d) for d in ("N", "W", "S", "E"))
    diagonal = " ".join(label(d) for d in ("NW", "NE", "SW", "SE"))
    return (f"Click a cell or use {straight}, {diagonal} for diagonals.  {label('next_gate')}: another gate.  "
            f"{label('step_back')}: step back.  {label('walk')}: Walk!  Right-click: step back.")


@dataclass
class Game:
    """What the input part asks of the scene's game, as callables (it never holds the scene): the
    viewer's view and seat, the players to move, the people at the screen, sending a move, the
    message line, the scene's clock, whether the board is free (no hour playing out, no replay, not
    ended), redrawing the walk, showing the state, and a player's name."""

    view: Callable[[], View]
    viewer: Callable[[], int]
    look_as: Callable[[int], None]
    to_move: Callable[[], tuple[int, ...]]
    humans: Callable[[], list[int]]
    play_move: Callable[[Move, int], bool]
    say: Callable[[str, float], None]
    age: Callable[[], float]
    free: Callable[[], bool]
    show_walk: Callable[[], None]
    sync: Callable[[], None]
    player_name: Callable[[int], str]


class OlifantenpadInput:
    """Planning and input for the scene (see the module doc)."""

    def __init__(self, game: Game, mode: Mode, lesson: Lesson | None, plan_seconds: float, *, audio,
                 board: BoardGeometry, plan_view: PlanView, hud: Hud, cover: Cover, timeline) -> None:
        self.game, self.mode, self.lesson, self.plan_seconds = game, mode, lesson, plan_seconds
        self.audio, self.board, self.plan_view, self.hud, self.cover = audio, board, plan_view, hud, cover
        self.timeline = timeline
        self.draft: Draft | None = None
        self.revealed = not mode.hotseat
        self.timer_left: float | None = None
        self.dragging = False

    # -- the scene's calls ---------------------------------------------------------------------------------
    def begin(self, draft: Draft | None) -> None:
        """A walk to lay from now (None: nothing to lay: watching, or an hour playing out)."""
        self.draft = draft

    def hide(self) -> None:
        """Hot-seat: the cover hides the park until the next planner takes the screen."""
        self.revealed = False

    def reset(self) -> None:
        """The game starts again: hot-seat with the cover, no timer."""
        self.revealed = not self.mode.hotseat
        self.stop_timer()

    def stop_timer(self) -> None:
        """No hot-seat timer runs (a plan went in, an hour plays out)."""
        self.timer_left = None
        self.hud.set_timer(None)

    @property
    def planning(self) -> bool:
        """True while the viewer may lay steps."""
        return self.draft is not None and self.game.free() and self.revealed

    def update(self, dt: float) -> None:
        """The hot-seat timer: ticks in the last five seconds, the viewer stands still at zero."""
        if self.timer_left is None or not self.planning or self.timeline.busy:
            return
        before = self.timer_left
        self.timer_left -= dt
        if int(before) != int(self.timer_left) and self.timer_left <= 5:
            self.audio.play("click")
        self.hud.set_timer(self.timer_left, self.plan_seconds)
        if self.timer_left <= 0:
            self.time_up()

    # -- planning ----------------------------------------------------------------------------------------
    def _changed(self, sound: str | None = "step") -> None:
        self.game.show_walk()
        if sound:
            self.audio.play(sound)

    def _refuse(self, cell, reason: str) -> None:
        self.plan_view.refuse(cell, self.game.age() + 1.2)
        self.audio.play("refuse")
        self.game.say(reason, 4.5)

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
        player = self.game.viewer()
        plan = self.draft.plan()
        if self.game.play_move(plan, player):
            self.audio.play("select")
            self.stop_timer()
            self._after_plan(player)

    def _after_plan(self, player: int) -> None:
        """After the viewer's plan: the lesson friend plans; in hot-seat the park is covered."""
        to_move = self.game.to_move()
        if self.game.view().hour >= len(HOURS) or player in to_move:
            return
        if self.lesson is not None and self.lesson.partner and 1 in to_move:
            self.game.play_move(self.lesson.partner_plan(self.game.view().hour), 1)
        elif self.mode.hotseat and any(p in self.game.humans() for p in to_move):
            self.revealed = False
            self.draft = None
            self.plan_view.clear()

    def time_up(self) -> None:
        """The hot-seat timer ran out: the planner stands still this hour."""
        player = self.game.viewer()
        self.stop_timer()
        if self.game.play_move(Plan(), player):
            self.game.say(f"Time's up: {self.game.player_name(player)} stands still this hour.", 4)
            self._after_plan(player)

    def next_planner(self) -> int | None:
        """The person to plan next (hot-seat): the first after the viewer still to plan."""
        humans, viewer = self.game.humans(), self.game.viewer()
        movers = [p for p in self.game.to_move() if p in humans]
        if not movers:
            return None
        if len(movers) == len(humans) or viewer in movers:
            return movers[0] if len(movers) == len(humans) else viewer
        later = [p for p in movers if p > viewer]
        return later[0] if later else movers[0]

    def reveal(self) -> None:
        """The next planner took the screen: show the park as they see it."""
        player = self.next_planner()
        if player is None:
            return
        self.game.look_as(player)
        self.revealed = True
        self.audio.play("select")
        self.game.sync()
        if self.mode.timer:
            self.timer_left = self.plan_seconds
            self.hud.set_timer(self.timer_left, self.plan_seconds)

    @property
    def covered_by_handover(self) -> bool:
        """True while the hot-seat cover hides the park."""
        return (self.mode.hotseat and not self.revealed and self.game.free()
                and self.next_planner() is not None)

    # -- input -------------------------------------------------------------------------------------------
    def key_down(self, symbol: int, modifiers: int) -> bool:
        """Keys: directions lay steps; Backspace takes one back; Tab picks a gate; Enter walks.
        While an hour plays out, Enter or Space skips it; on the hand-over cover, they show the park."""
        action = KEYS.action(symbol)
        if self.covered_by_handover:
            if action == "walk":
                self.reveal()
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
