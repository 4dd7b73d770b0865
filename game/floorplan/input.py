"""Floorplan's input: its keys, in one place, and the part that turns every key and every click or
pointer move of the board scene into the scene's actions (push, walk, choose and aim a talisman, end
the turn, look around, open the view large; and keys and clicks while a card is open).

`KEYS` is the live map of the place "floorplan" (`game.ui.bindings`): a scene asks
`KEYS.action(symbol)` and never reads key codes; `help_line`, `PROMPTS` and the spare's words are the
texts the screen shows for them (naming the keys bound now). With the keyboard alone a player can do
everything the mouse does: a cursor moves between the insertion arrows before the push and between
the spaces after it, always to the nearest one in the arrow's direction (across floors too), Tab
jumps floors; Enter acts on it. Mouse: the pointer previews what a click would do. Any key or click
first skips an animation that is playing. Esc (pause) belongs to `GameScene`.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Protocol

import arcade

from game.floorplan.corridor import CorridorPanel
from game.floorplan.layout import Layout, nearest_in_direction
from game.floorplan.pure.board import Geometry
from game.floorplan.pure.model import View
from game.ui import bindings
from game.ui.input_map import ARROWS, CONFIRM_KEYS, WASD, merge, number_keys
from game.ui.prompts import key_label, keys_label
from game.ui.tween import Timeline

K = arcade.key

KEYS = bindings.declare("floorplan", "Floorplan", merge(ARROWS, WASD, {
    "confirm": CONFIRM_KEYS,                 # push the spare in / walk to the cursor / play the talisman
    "end_turn": (K.E, K.BACKSPACE),          # resurface: end the turn here
    "extra_turn": number_keys(1),            # talismans, by kind
    "move_stauf": number_keys(2),
    "lock_gallery": number_keys(3),
    "cancel": (K.X, K.DELETE),               # put a chosen talisman back
    "rotate": (K.R,),                        # turn the spare (turning-spare variant)
    "floor": (K.TAB,),                       # the cursor to the other floor
    "home": (K.V, K.HOME),                   # the cursor back to the Visitor
    "look": (K.L,),                          # the Visitor's view turns a quarter right
    "look_left": (K.K,),                     # ... and a quarter left
    "enlarge": (K.Z,),                       # the Visitor's view opened large (and closed again)
}), {"up": "Cursor up", "down": "Cursor down", "left": "Cursor left", "right": "Cursor right",
     "confirm": "Push / walk / play the talisman", "end_turn": "End the turn", "extra_turn": "Talisman: extra turn",
     "move_stauf": "Talisman: move Stauf", "lock_gallery": "Talisman: lock a Gallery",
     "cancel": "Put the talisman back", "rotate": "Turn the spare", "floor": "Cursor to the other floor",
     "home": "Cursor back to the Visitor", "look": "Look right", "look_left": "Look left",
     "enlarge": "Open the Visitor's view"})

#: The talisman actions in inventory order, as the rules name the kinds.
TALISMAN_ACTIONS = ("extra_turn", "move_stauf", "lock_gallery")


def _key(action: str) -> str:
    return key_label("floorplan", action)


#: The phases with a help line of their own (`help_line`).
HELP_MODES = ("shift", "walk", "target", "wait", "lost", "view")


def help_line(mode: str, rotate_spare: bool = True) -> str:
    """The help line under the board for a phase of the Visitor's turn ("shift", "walk", "target",
    "wait", "lost", "view"), naming the keys bound now."""
    arrows = keys_label("floorplan", ("up", "down", "left", "right"))
    lines = {
        "shift": f"{arrows}: choose an arrow   {_key('confirm')}: push the spare in"
                 + (f"   {_key('rotate')}: turn spare" if rotate_spare else "") + "   Esc: menu",
        "walk": f"{arrows}/{_key('floor')}: move the cursor   {_key('confirm')}: walk there   "
                f"{keys_label('floorplan', TALISMAN_ACTIONS)}: talisman   {_key('end_turn')}: end turn   "
                f"{_key('look_left')}/{_key('look')}: look   Esc: menu",
        "target": f"{arrows}/{_key('floor')}: choose   {_key('confirm')}: play the talisman   "
                  f"{_key('cancel')}: put it back   Esc: menu",
        "wait": "Stauf's turn: watch him shift and walk   Esc: menu",
        "lost": f"{_key('confirm')} or a click on Continue: go on   Esc: menu",
        "view": f"{_key('look_left')}/{_key('look')}: turn   {_key('enlarge')}, {_key('confirm')} or Esc: "
                "close the view",
    }
    return lines.get(mode, lines["wait"])


#: What the line over the board says in each situation (each made once, shown when wanted).
PROMPTS = {
    "shift": "Your turn: push the spare tile into a row or column",
    "walk": "Walk to a lit space, play a talisman, or end your turn",
    "move_stauf": "Move Stauf: choose the space to put him on",
    "lock_gallery": "Lock Gallery: choose the Gallery to lock",
    "stauf": "Stauf's turn",
    "lost": "Stauf won the round",
    "view": "The Visitor's view",
    "replay": "Replay",
}
#: The spare's caption while nothing is pointed at (lines broken by hand).
SPARE_WORDS = {"shift": "Click a gold arrow\nto push it in.", "other": "Pushed in at the start\nof each turn."}
#: How the spare's caption names a side.
SIDE_WORDS = {"N": "the north", "E": "the east", "S": "the south", "W": "the west"}


def push_words(key: tuple[int, str, int]) -> str:
    """The spare's caption while a legal insertion point (floor, side, index) is pointed at."""
    floor, side, index = key
    axis = f"row {index + 1}" if side in "WE" else f"column {index + 1}"
    where = "first" if floor == 0 else "second"
    return f"Push {axis} of the\n{where} floor from {SIDE_WORDS[side]}:\nthe red tile falls off."


class Panel(Protocol):
    """What the input reads of the HUD (`hud.Hud`): the talisman under the pointer, the End turn
    button."""

    end_button: Any

    def talisman_at(self, x: float, y: float) -> str | None:
        """The talisman kind shown at (x, y), if any."""


class FloorplanInput:
    """Keys and pointer for the Floorplan scene: the cursor (the insertion point or the space
    pointed at, and whether the keyboard was used last) is kept here, with the keys and clicks on
    the cards over the board (`overlays.RoundLostCard` as `round_card`, `overlays.LargeView` as
    `large`; not imported: the overlays import the HUD, which reads this module's texts). What they
    do is the scene's (`actions` by name: push(key), walk_to(square), aim(square), choose(kind), end_turn(), cancel(),
    rotate(), look_around(way), enlarge(shown), go_on(), say(text), refresh())."""

    def __init__(self, layout: Layout, g: Geometry, arrow_at: Mapping[Any, Any], hud: Panel,
                 corridor: CorridorPanel, round_card: Any, large: Any, timeline: Timeline,
                 view: Callable[[], View], mode: Callable[[], str], legal_keys: Callable[[], set[Any]],
                 chosen: Callable[[], str | None], actions: Mapping[str, Callable[..., None]]) -> None:
        self.layout = layout
        self.g = g
        self.arrow_at = arrow_at
        self.hud = hud
        self.corridor = corridor
        self.round_card = round_card
        self.large = large
        self.timeline = timeline
        self.view = view
        self.mode = mode
        self.legal_keys = legal_keys
        self.chosen = chosen
        self.act = actions
        self.focus_key: tuple[Any, ...] | None = None     # the insertion point pointed at (or the key cursor's)
        self.focus_square: tuple[Any, ...] | None = None  # the space pointed at (or the key cursor's)
        self.keyboard = False                             # the last input was a key: show the cursor

    def point_at(self, key: tuple[Any, ...] | None = None, square: tuple[Any, ...] | None = None) -> None:
        """Put the cursor on an insertion point or a space (a hint); a None leaves that one as it is."""
        if key is not None:
            self.focus_key = key
        if square is not None:
            self.focus_square = square

    def forget_key(self) -> None:
        """No insertion point pointed at (a move is being told)."""
        self.focus_key = None

    def key_down(self, symbol: int, modifiers: int) -> bool:
        """Keys from `KEYS`; any key skips an animation that is playing."""
        action = KEYS.action(symbol)
        if action is None:
            return False
        if self.timeline.busy:
            self.timeline.finish()
            return True
        self.keyboard = True
        mode = self.mode()
        act = self.act
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
            act["end_turn"]()
        elif action in TALISMAN_ACTIONS:
            act["choose"](action)
        elif action == "cancel" and self.chosen():
            act["cancel"]()
        elif action == "rotate":
            act["rotate"]()
        elif action in ("look", "look_left"):
            act["look_around"](1 if action == "look" else -1)
        elif action == "enlarge":
            act["enlarge"](True)
        act["refresh"]()
        return True

    def _move_cursor(self, mode: str, direction: str) -> None:
        if mode == "shift":
            points = {key: self.layout.arrow_center(key) for key in self.arrow_at}
            here = self.focus_key
            if here is None:
                self.focus_key = min(points, key=lambda k: (k not in self.legal_keys(), k))
                return
            found = nearest_in_direction(points[here], points, direction)
            self.focus_key = found or here
        elif mode in ("walk", "target"):
            squares = {sq: self.layout.center(sq) for sq in self.g.squares}
            spot = self.focus_square or self.view().visitor or self.g.squares[self.g.foyer]
            if self.focus_square is None:
                self.focus_square = spot
                return
            self.focus_square = nearest_in_direction(squares[spot], squares, direction) or spot

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
                self.act["push"](self.focus_key)
        elif mode == "walk" and self.focus_square is not None:
            self.act["walk_to"](self.focus_square)
        elif mode == "target" and self.focus_square is not None:
            self.act["aim"](self.focus_square)

    def card_key(self, action: str) -> None:
        """A key while a card is open: Enter or Space goes on after a lost round; K, L and the
        left and right arrows turn the enlarged view, Z or Enter closes it."""
        if self.round_card.open:
            if action == "confirm":
                self.act["go_on"]()
        elif action in ("look", "right", "look_left", "left"):
            self.act["look_around"](1 if action in ("look", "right") else -1)
        elif action in ("enlarge", "confirm"):
            self.act["enlarge"](False)

    def card_click(self, x: float, y: float) -> None:
        """A click while a card is open: Continue goes on; the enlarged view turns where it is
        clicked (or on its buttons) and closes on Close or a click beside it."""
        if self.round_card.open:
            if self.round_card.button.contains(x, y):
                self.act["go_on"]()
            else:
                self.act["say"](f"Click Continue (or press {key_label('floorplan', 'confirm')}) to go on.")
            return
        way = self.large.side_of(x, y)
        if way:
            self.act["look_around"](way)
        elif self.large.close_button.contains(x, y) or not self.large.contains(x, y):
            self.act["enlarge"](False)

    def pointer_move(self, x: float, y: float) -> None:
        """The pointer chooses what it is over: an arrow (shift preview) or a space (path). The
        screen is refreshed only when that changes (the pointer sends many moves a frame)."""
        before = (self.focus_key, self.focus_square, self.keyboard)
        self.keyboard = False
        mode = self.mode()
        if mode in ("lost", "view"):
            return
        if mode == "shift":
            self.focus_key = self.layout.arrow_at(x, y, self.arrow_at)
        elif mode in ("walk", "target"):
            self.focus_square = self.layout.square_at(x, y)
        self.hud.end_button.set(self.hud.end_button.enabled, self.hud.end_button.contains(x, y))
        if not self.timeline.busy and (self.focus_key, self.focus_square, self.keyboard) != before:
            self.act["refresh"]()

    def pointer_down(self, x: float, y: float, button: int) -> None:
        """Clicks push, walk, pick and aim talismans and end the turn; a right click puts a chosen
        talisman back (or turns the spare); any click skips an animation."""
        if self.timeline.busy:
            self.timeline.finish()
            return
        self.keyboard = False
        mode = self.mode()
        act = self.act
        if mode in ("lost", "view"):
            self.card_click(x, y)
            return
        if button == arcade.MOUSE_BUTTON_RIGHT:
            act["cancel" if self.chosen() else "rotate"]()
            act["refresh"]()
            return
        kind = self.hud.talisman_at(x, y)
        if self.corridor.contains(x, y):
            act["enlarge"](True)
        elif kind is not None:
            act["choose"](kind)
        elif self.hud.end_button.contains(x, y):
            act["end_turn"]()
        elif mode == "shift":
            key = self.layout.arrow_at(x, y, self.arrow_at)
            if key is not None:
                act["push"](key)
            elif self.layout.in_slot(x, y):
                act["rotate"]() if self.view().rotate_spare else act["say"]("Click a gold arrow to push the spare in.")
        elif mode in ("walk", "target"):
            square = self.layout.square_at(x, y)
            if square is not None:
                act["aim" if mode == "target" else "walk_to"](square)
        if not self.timeline.busy:
            self.act["refresh"]()
