"""Guppy's keys as named actions (`KEYS`, the live map of the place "guppy" in `game.ui.bindings`),
and the lines the HUD shows for them, naming the keys bound now.

Kept apart from `controls.py` (the input half of the scene) so that reading the player's bindings
at start-up does not load the scene's modules."""

from __future__ import annotations

import arcade

from game.guppy.pure.rules import DYES
from game.ui import bindings
from game.ui.input_map import ARROWS, CONFIRM_KEYS, merge
from game.ui.prompts import every_key_label, key_label, keys_label

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
    keys too)."""
    return ((keys_label("guppy", ("up", "down", "left", "right")), "move the cursor"),
            (every_key_label("guppy", "apply"), "use the tool in hand"),
            (keys_label("guppy", ("tool-1", "tool-2", "tool-3"), ", "), "take red, blue, yellow dye"),
            (key_label("guppy", "tool-4"), "take a sponge"),
            (keys_label("guppy", SCISSOR_ACTIONS[:5]) + ", " + key_label("guppy", SCISSOR_ACTIONS[5]),
             "pick up an order's scissors"),
            (every_key_label("guppy", "put-down"), "put the tool down"), ("Right click", "put the tool down"),
            (f"{key_label('guppy', 'new-cloth')}, {key_label('guppy', 'end')}", "new cloth, end the game"),
            ("Esc", "pause"))
