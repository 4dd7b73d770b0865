"""Gamepads: a standard controller plays the same named actions as the keyboard.

pyglet's controller support (the one arcade 3.3 uses) calls `on_button_press(controller, button)`,
`on_button_release`, `on_dpad_motion(controller, vector)`, `on_stick_motion(controller, stick,
vector)` and `on_trigger_motion(controller, trigger, value)` on the handlers pushed on an opened
controller, and a `ControllerManager` says `on_connect` / `on_disconnect` when one is plugged in or
out. `Gamepad` is that handler for every controller. It gives each button the named action the place
on screen plays with it (`BUTTONS`: the menus, or the game being played), looks up the key bound to
that action now in the place's `InputMap` (so a rebound key is followed) and delivers that key as a
press and a release through the window's `dispatch_event`, the path a keyboard takes: every scene
works unchanged, and a game playable with the keyboard alone is playable with the pad.

- The d-pad, or the left stick past its dead zone, moves the cursor or the selection; a direction
  held repeats (`REPEAT_DELAY`, then every `REPEAT_EVERY` seconds). Olifantenpad, whose walks go
  diagonally, reads eight directions; the other places four.
- A confirms, B goes back (in a game with a "take back" action, B takes back; elsewhere it pauses
  like Start), Start pauses a game and confirms in the menus; the shoulder buttons, the triggers,
  X and Y reach each game's tools and pocket pieces. A `Cycle` button steps through a row of
  actions (Guppy's tools and scissors), one per press.
- In every game Back undoes and the right stick's click (R3) redoes, as Ctrl+Z and Ctrl+Y do
  (the Undo assist decides, as for the keys).
- `button_label(place, action)` names the button of an action ("A", "LB", "Start") for prompts.

No controller, no X server (headless, where importing `pyglet.input` raises) or no input library:
`Gamepad.open()` finds nothing and the game plays by keyboard and mouse as before.
"""

from __future__ import annotations

import math
import warnings
from dataclasses import dataclass
from typing import Any, Callable

import arcade

from game.ui import bindings
from game.ui.devices import note_device
from game.ui.input_map import InputMap

K = arcade.key

#: The place of every screen that is not a game being played (title, menus, setups, overlays).
MENUS = "menus"
#: How far the left stick must lean (0..1) before it counts as a direction; inside it, drift is nothing.
DEAD_ZONE = 0.45
#: How far a trigger must be pulled (0..1) to press it, and let back to release it.
TRIGGER_ON, TRIGGER_OFF = 0.6, 0.3
#: A direction held: its first repeat after this many seconds, then one every `REPEAT_EVERY`.
REPEAT_DELAY, REPEAT_EVERY = 0.4, 0.12

#: The eight directions by the angle of the stick (degrees, counter-clockwise from the right).
_EIGHT = ("right", "up-right", "up", "up-left", "left", "down-left", "down", "down-right")
DIAGONALS = ("up-left", "up-right", "down-left", "down-right")


@dataclass(frozen=True)
class Cycle:
    """A button that steps through `actions`, one further per press (`step` -1: one back)."""

    actions: tuple[str, ...]
    step: int = 1


Binding = str | Cycle

#: Buttons every place shares: the four directions play the actions of the same names (every input
#: map binds them); in the menus A and Start pick (the menus' "pick", as the player bound it), B goes back.
_DIRECTIONS: dict[str, Binding] = {d: d for d in ("up", "down", "left", "right")}
_MENU_BUTTONS: dict[str, Binding] = {**_DIRECTIONS, "a": "pick", "b": "back", "start": "pick"}
#: In a game, Start (and B where the game has nothing to take back) pauses; Back undoes, R3 redoes.
_GAME_BUTTONS: dict[str, Binding] = {**_DIRECTIONS, "start": "pause", "b": "pause", "back": "undo",
                                     "rightstick": "redo"}
_GUPPY_TOOLS = ("tool-1", "tool-2", "tool-3", "tool-4")
_GUPPY_SCISSORS = ("scissors-1", "scissors-2", "scissors-3", "scissors-4", "scissors-5", "scissors-6")

#: Each place's buttons (pyglet's names; "lefttrigger"/"righttrigger" pulled past `TRIGGER_ON`;
#: "rightstick-left" and so on: the right stick leant that way) and the action each plays, named as
#: the place's input map names them.
BUTTONS: dict[str, dict[str, Binding]] = {
    MENUS: _MENU_BUTTONS,
    "floorplan": {**_GAME_BUTTONS, "a": "confirm", "b": "cancel", "x": "rotate", "y": "end_turn",
                  "leftshoulder": "extra_turn", "rightshoulder": "move_stauf", "righttrigger": "lock_gallery",
                  "lefttrigger": "floor", "leftstick": "home", "rightstick-up": "enlarge",
                  "rightstick-left": "look_left", "rightstick-right": "look"},
    "olifantenpad": {**_GAME_BUTTONS, "a": "walk", "b": "step_back", "x": "clear", "y": "next_gate",
                     "up-left": "NW", "up-right": "NE", "down-left": "SW", "down-right": "SE",
                     "leftshoulder": "rejoin"},
    # Olifantenpad's online room is a menu with keys of its own (a scene's `keys_place`)
    "olifantenpad-room": {**_MENU_BUTTONS, "x": "ready", "y": "colour", "rightshoulder": "park"},
    "guppy": {**_GAME_BUTTONS, "a": "apply", "b": "put-down", "x": "new-cloth", "y": "end",
              "rightshoulder": Cycle(_GUPPY_TOOLS), "leftshoulder": Cycle(_GUPPY_TOOLS, -1),
              "righttrigger": Cycle(_GUPPY_SCISSORS), "lefttrigger": Cycle(_GUPPY_SCISSORS, -1)},
    "romb": {**_GAME_BUTTONS, "a": "wait", "x": "wait"},
    "pharaoh": {**_GAME_BUTTONS, "a": "select", "x": "glyph", "y": "key", "rightshoulder": "crooker"},
}
#: The keys of actions that no input map binds: the menus' fixed keys, a game's Esc (pause, owned
#: by `GameScene`), Olifantenpad's planning keys.
FIXED_KEYS = {
    "up": K.UP, "down": K.DOWN, "left": K.LEFT, "right": K.RIGHT, "confirm": K.ENTER,
    "back": K.ESCAPE, "pause": K.ESCAPE,
    "walk": K.ENTER, "step_back": K.BACKSPACE, "clear": K.DELETE, "next_gate": K.TAB,
    "NW": K.Q, "NE": K.E, "SW": K.Z, "SE": K.C,
}
#: Actions played as a key with a modifier held: undo and redo are Ctrl+Z and Ctrl+Y in every game.
CHORDS = {"undo": (K.Z, K.MOD_CTRL), "redo": (K.Y, K.MOD_CTRL)}
#: How prompts name each button.
LABELS = {
    "a": "A", "b": "B", "x": "X", "y": "Y", "start": "Start", "back": "Back", "guide": "Guide",
    "leftshoulder": "LB", "rightshoulder": "RB", "lefttrigger": "LT", "righttrigger": "RT",
    "leftstick": "L3", "rightstick": "R3", "rightstick-left": "Right stick left",
    "rightstick-right": "Right stick right", "rightstick-up": "Right stick up",
    "rightstick-down": "Right stick down",
    "up": "D-pad up", "down": "D-pad down", "left": "D-pad left", "right": "D-pad right",
    "up-left": "D-pad up-left", "up-right": "D-pad up-right", "down-left": "D-pad down-left",
    "down-right": "D-pad down-right",
}


def place_of(scene: Any) -> str:
    """The place a scene's buttons belong to: the one it names (`keys_place`, a screen with keys of
    its own such as Olifantenpad's online room), the game's id while a game is played, else "menus"."""
    from game.ui.game_scene import GameScene

    named = getattr(scene, "keys_place", None)
    if isinstance(named, str):
        return named
    return scene.game_id if isinstance(scene, GameScene) else MENUS


def _input_map(place: str) -> InputMap | None:
    """The place's live keys (`game.ui.bindings`), or None for a place never declared."""
    try:
        return bindings.use(place)
    except KeyError:
        return None


def key_for(place: str, action: str) -> int | None:
    """The key that plays `action` in `place` now: its first key in the place's input map (as the
    player bound it), else the fixed key (`FIXED_KEYS`); None when nothing plays it. (A chord,
    `CHORDS`, is sent with its modifier by the button itself.)"""
    keys = _input_map(place)
    bound = keys.keys(action) if keys is not None else ()
    if not bound and keys is not None:  # an action of a place whose keys work there too (the menus')
        bound = next((p.keys.keys(action) for p in bindings.sharing(place) if p.keys.keys(action)), ())
    return bound[0] if bound else FIXED_KEYS.get(action)


def button_label(place: str, action: str) -> str | None:
    """How a prompt names the button that plays `action` in `place` ("A", "LB", "Start", "LB/RB"
    for an action a shoulder pair steps to), or None when no button plays it."""
    buttons = BUTTONS.get(place, _MENU_BUTTONS)
    found = [b for b, bound in buttons.items() if bound == action]
    if found:
        return LABELS[found[0]]
    cycling = [b for b, bound in buttons.items() if isinstance(bound, Cycle) and action in bound.actions]
    return "/".join(LABELS[b] for b in cycling) or None


def direction_of(x: float, y: float, eight: bool, dead_zone: float = 0.0, held: str | None = None) -> str | None:
    """The direction a stick or d-pad vector points ("up", "down-left"; y up), or None inside the
    dead zone. With four directions a diagonal goes to the axis it leans on most; the d-pad's exact
    diagonal keeps the direction `held` when it is one of its two (a thumb rolling from Up onto
    Up-Right still means Up), else goes across."""
    if math.hypot(x, y) <= dead_zone or (x == 0 and y == 0):
        return None
    if eight:
        return _EIGHT[round(math.degrees(math.atan2(y, x)) / 45) % 8]
    if abs(x) == abs(y) and held in ("right" if x > 0 else "left", "up" if y > 0 else "down"):
        return held
    if abs(x) >= abs(y):
        return "right" if x > 0 else "left"
    return "up" if y > 0 else "down"


class Gamepad:
    """The window's controllers (see the module doc): opens those present and those plugged in
    later, and plays their buttons as the keys of the place on screen."""

    def __init__(self, window: arcade.Window) -> None:
        self.window = window
        self.controllers: list[Any] = []
        #: True while a key made from a button is being delivered (the window then notes the pad,
        #: not the keyboard, as the device last used)
        self.delivering = False
        self._manager: Any = None
        self._held: dict[str, int] = {}  # button -> the key it pressed (released with the button)
        self._aims: dict[str, str | None] = {}  # "dpad" / "leftstick" -> its direction
        self._last_aim = "dpad"
        self._direction: str | None = None
        self._direction_key: int | None = None
        self._repeat_in = 0.0
        self._cycles: dict[tuple[str, ...], int] = {}  # a cycle's actions -> the index played last
        self._cycles_in: Any = None  # the screen those indexes belong to (a new one starts each cycle over)

    # -- devices -----------------------------------------------------------------------------------
    def open(self) -> bool:
        """Listen for controllers: open those plugged in and watch for more. False (and nothing
        changes) headless, where pyglet has no input devices, or when the input library fails."""
        if arcade.headless:
            return False
        try:
            from pyglet.input import ControllerManager

            self._manager = ControllerManager()
            present = self._manager.get_controllers()
        except Exception as exc:  # any failure of the system's input library: play without a pad
            warnings.warn(f"Gamepads are not available: {exc}", stacklevel=2)
            self._manager = None
            return False
        self._manager.push_handlers(on_connect=self.connect, on_disconnect=self.disconnect)
        for controller in present:
            self.connect(controller)
        return True

    def connect(self, controller: Any) -> None:
        """A controller was plugged in (or was there at the start): open it and listen to it."""
        if controller in self.controllers:
            return
        try:
            controller.open()
        except Exception as exc:  # a pad the system will not open is left alone, never a crash
            warnings.warn(f"Could not open the gamepad {controller}: {exc}", stacklevel=2)
            return
        controller.push_handlers(*self._handlers())
        self.controllers.append(controller)

    def disconnect(self, controller: Any) -> None:
        """A controller was unplugged: stop listening, let go of what it held (no key stays down)."""
        if controller not in self.controllers:
            return
        self.controllers.remove(controller)
        controller.remove_handlers(*self._handlers())
        try:
            controller.close()
        except Exception:  # already gone with the device: nothing more to close
            pass
        self.release_all()

    def release_all(self) -> None:
        """Release every key a button or a direction holds down."""
        for button in list(self._held):
            self._release(button)
        self._aims.clear()
        self._aim_changed()

    # -- pyglet's controller events ------------------------------------------------------------------
    def _handlers(self) -> tuple[Callable[..., None], ...]:
        """The handlers pushed on each controller (pyglet matches them to its events by name)."""
        return (self.on_button_press, self.on_button_release, self.on_dpad_motion, self.on_stick_motion,
                self.on_trigger_motion)

    def on_button_press(self, controller: Any, button: str) -> None:
        """A button went down: play its action's key."""
        note_device("gamepad")
        self._press(button)

    def on_button_release(self, controller: Any, button: str) -> None:
        """A button came up: release its key."""
        self._release(button)

    def on_dpad_motion(self, controller: Any, vector: Any) -> None:
        """The d-pad changed: its direction (x, y in -1, 0, 1) moves."""
        self._aim("dpad", direction_of(vector[0], vector[1], self._eight(), held=self._aims.get("dpad")))

    def on_stick_motion(self, controller: Any, stick: str, vector: Any) -> None:
        """A stick moved: the left one moves like the d-pad past the dead zone; the right one is
        four buttons, one per direction it is leant."""
        direction = direction_of(vector[0], vector[1], stick == "leftstick" and self._eight(), DEAD_ZONE)
        if stick == "leftstick":
            self._aim("leftstick", direction)
            return
        for side in ("left", "right", "up", "down"):
            button = f"{stick}-{side}"
            if side == direction and button not in self._held:
                note_device("gamepad")
                self._press(button)
            elif side != direction and button in self._held:
                self._release(button)

    def on_trigger_motion(self, controller: Any, trigger: str, value: float) -> None:
        """A trigger pulled past `TRIGGER_ON` is pressed; let back under `TRIGGER_OFF`, released."""
        if value >= TRIGGER_ON and trigger not in self._held:
            note_device("gamepad")
            self._press(trigger)
        elif value <= TRIGGER_OFF and trigger in self._held:
            self._release(trigger)

    # -- the frame ---------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Repeat the direction held (called every frame by the window)."""
        if self._direction_key is None:
            return
        self._repeat_in -= dt
        if self._repeat_in <= 0:
            self._repeat_in += REPEAT_EVERY
            self._send("on_key_press", self._direction_key)

    # -- inside ------------------------------------------------------------------------------------
    def _place(self) -> str:
        return place_of(self.window.current_view)

    def _eight(self) -> bool:
        return DIAGONALS[0] in BUTTONS.get(self._place(), _MENU_BUTTONS)

    def _key(self, button: str) -> int | None:
        place = self._place()
        bound = BUTTONS.get(place, _MENU_BUTTONS).get(button)
        if isinstance(bound, Cycle):
            if self.window.current_view is not self._cycles_in:  # a new game: RB takes the first tool
                self._cycles, self._cycles_in = {}, self.window.current_view
            index = (self._cycles.get(bound.actions, -1 if bound.step > 0 else 0) + bound.step) % len(bound.actions)
            self._cycles[bound.actions] = index
            bound = bound.actions[index]
        return key_for(place, bound) if bound is not None else None

    def _press(self, button: str) -> None:
        action = BUTTONS.get(self._place(), _MENU_BUTTONS).get(button)
        if isinstance(action, str) and action in CHORDS:
            symbol, modifiers = CHORDS[action]
            self._send("on_key_press", symbol, modifiers)
            self._send("on_key_release", symbol, modifiers)
            return
        symbol = self._key(button)
        if symbol is not None:
            self._held[button] = symbol
            self._send("on_key_press", symbol)

    def _release(self, button: str) -> None:
        symbol = self._held.pop(button, None)
        if symbol is not None:
            self._send("on_key_release", symbol)

    def _aim(self, source: str, direction: str | None) -> None:
        if direction is not None and direction != self._aims.get(source):
            note_device("gamepad")
            self._last_aim = source
        self._aims[source] = direction
        self._aim_changed()

    def _aim_changed(self) -> None:
        """Press the direction now held (the source moved last wins), releasing the one before."""
        active = self._aims.get(self._last_aim) or next((d for d in self._aims.values() if d), None)
        if active == self._direction:
            return
        if self._direction_key is not None:
            self._send("on_key_release", self._direction_key)
        self._direction = active
        self._direction_key = self._key(active) if active is not None else None
        if self._direction_key is not None:
            self._repeat_in = REPEAT_DELAY
            self._send("on_key_press", self._direction_key)

    def _send(self, event: str, symbol: int, modifiers: int = 0) -> None:
        """Deliver a key as the keyboard would, marked as the pad's."""
        self.delivering = True
        try:
            self.window.dispatch_event(event, symbol, modifiers)
        finally:
            self.delivering = False
