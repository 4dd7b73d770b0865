"""Floorplan's keys, in one place: every action the board takes from the keyboard, and the help
lines the screen shows for them (naming the keys bound now). A scene asks `KEYS.action(symbol)` and
never reads key codes; `KEYS` is the live map of the place "floorplan" (`game.ui.bindings`).

With the keyboard alone a player can do everything the mouse does: move a cursor between the
insertion arrows (to choose a line and the side to push it from) or between spaces (to walk), push
or walk with Enter, play a talisman and pick where it acts, end the turn. Esc (pause) belongs to
`GameScene`.
"""

from __future__ import annotations

import arcade

from game.ui import bindings
from game.ui.input_map import ARROWS, CONFIRM_KEYS, WASD, merge, number_keys
from game.ui.prompts import key_label, keys_label

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
