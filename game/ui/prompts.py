"""How a text names a key: the key bound now, in a player's words ("Enter", "Left", "W", "Num 5").

Every text that names a key (a HUD's key line, a setup screen's hint, a dialog's "Enter: yes")
builds it from `key_label(place, action)` or `keys_label(place, actions)`, so it says what the
player's bindings (`game.ui.bindings`) make the key now, never a fixed word.

Ready for a gamepad: when `gamepad_labeller` is set (by the gamepad module) and the device used
last is the gamepad (`game.ui.devices.last_device()`), it names the button of an action instead
("A", "LB"); when it has none for that action (None), the key is named.
"""

from __future__ import annotations

from typing import Callable, Sequence

import arcade

from game.ui import bindings, devices
from game.ui.input_map import key_name

K = arcade.key
#: Set by the gamepad module: (place, action) -> the button's label, or None when none plays it.
gamepad_labeller: Callable[[str, str], str | None] | None = None

#: Names that are not the key's constant in title case.
_WORDS = {K.ESCAPE: "Esc", K.NUM_ENTER: "Num Enter", K.PAGEUP: "Page Up", K.PAGEDOWN: "Page Down",
          K.PERIOD: ".", K.COMMA: ",", K.MINUS: "-", K.EQUAL: "=", K.SLASH: "/", K.BACKSLASH: "\\",
          K.SEMICOLON: ";", K.APOSTROPHE: "'", K.BRACKETLEFT: "[", K.BRACKETRIGHT: "]", K.GRAVE: "`",
          K.NUM_DECIMAL: "Num .", K.NUM_ADD: "Num +", K.NUM_SUBTRACT: "Num -", K.NUM_MULTIPLY: "Num *",
          K.NUM_DIVIDE: "Num /"}
_ARROW_ACTIONS = ("up", "down", "left", "right")
_ARROW_KEYS = {"up": K.UP, "down": K.DOWN, "left": K.LEFT, "right": K.RIGHT}


def readable(symbol: int) -> str:
    """A key's name in a player's words: "Enter", "Left", "W", "1", "Num 5", "Page Up"."""
    if symbol in _WORDS:
        return _WORDS[symbol]
    name = key_name(symbol)
    if name.startswith("KEY_") and name[4:].isdigit():
        return name[4:]
    if name.startswith("NUM_"):
        return "Num " + name[4:].title()
    return name.replace("_", " ").title() if len(name) > 1 else name


def gamepad_label(place: str, action: str) -> str | None:
    """The button that plays an action when the gamepad was used last and names one, else None."""
    if gamepad_labeller is None or devices.last_device() != "gamepad":
        return None
    return gamepad_labeller(place, action)


def key_label(place: str, action: str) -> str:
    """The name of the key (or, after a gamepad was used, the button) that plays an action now:
    its first key; "-" when the action has no key."""
    button = gamepad_label(place, action)
    if button is not None:
        return button
    keys = bindings.use(place).keys(action)
    return readable(keys[0]) if keys else "-"


def every_key_label(place: str, action: str, most: int = 2, joint: str = ", ") -> str:
    """The first `most` keys of an action named ("Enter, Space": keypad twins left out while the
    action has other keys), or its button after a gamepad."""
    button = gamepad_label(place, action)
    if button is not None:
        return button
    keys = bindings.use(place).keys(action)
    main = [k for k in keys if not key_name(k).startswith("NUM_")] or list(keys)
    return joint.join(readable(k) for k in main[:most]) or "-"


def keys_label(place: str, actions: Sequence[str], joint: str = "/") -> str:
    """The keys of several actions in one word: "Arrows" for the four directions while each has
    its arrow key first, else each action's key joined ("W/S/A/D", "1-3" for keys in a row)."""
    if tuple(actions) == _ARROW_ACTIONS or set(actions) == set(_ARROW_ACTIONS):
        if gamepad_label(place, "up") is None and all(bindings.use(place).keys(a)[:1] == (_ARROW_KEYS[a],)
                                                 for a in _ARROW_ACTIONS):
            return "Arrows"
    labels = [key_label(place, action) for action in actions]
    if len(labels) > 2 and all(label.isdigit() for label in labels) and \
            [int(label) for label in labels] == list(range(int(labels[0]), int(labels[0]) + len(labels))):
        return f"{labels[0]}-{labels[-1]}"
    return joint.join(labels)
