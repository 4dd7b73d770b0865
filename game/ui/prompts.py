"""How a text names a key: the key bound now, in a player's words ("Enter", "Left", "W", "Num 5").

Every text that names a key (a HUD's key line, a setup screen's hint, a dialog's "Enter: yes")
builds it from `key_label(place, action)` or `keys_label(place, actions)`, so it says what the
player's bindings (`game.ui.bindings`) make the key now, never a fixed word.

Ready for a gamepad: when `gamepad_labeller` is set (by the gamepad module) and the device used
last is the gamepad (`game.ui.devices.last_device()`), it names the button of an action instead
("A", "LB"); when it has none for that action (None), the key is named.
"""

from __future__ import annotations

import re
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
    main = main_keys(bindings.use(place).keys(action))
    return joint.join(readable(k) for k in main[:most]) or "-"


def main_keys(keys: Sequence[int]) -> list[int]:
    """An action's keys without their keypad twins (Num 5 beside Space), while it has other keys:
    the keys worth naming."""
    return [k for k in keys if not key_name(k).startswith("NUM_")] or list(keys)


def keys_label(place: str, actions: Sequence[str], joint: str = "/") -> str:
    """The keys of several actions in one word: "Arrows" for the four directions while each has
    its arrow key first ("D-pad" after the pad was used), else each action's key joined ("W/S/A/D",
    "1-3" for keys in a row)."""
    if tuple(actions) == _ARROW_ACTIONS or set(actions) == set(_ARROW_ACTIONS):
        if gamepad_label(place, "up") is None and all(bindings.use(place).keys(a)[:1] == (_ARROW_KEYS[a],)
                                                 for a in _ARROW_ACTIONS):
            return "Arrows"
        if all(gamepad_label(place, a) == f"D-pad {a}" for a in _ARROW_ACTIONS):
            return "D-pad"
    labels = [key_label(place, action) for action in actions]
    if len(labels) > 2 and all(label.isdigit() for label in labels) and \
            [int(label) for label in labels] == list(range(int(labels[0]), int(labels[0]) + len(labels))):
        return f"{labels[0]}-{labels[-1]}"
    return joint.join(labels)


def key_line(place: str, *parts: tuple[str | Sequence[str], str], gap: str = "   ") -> str:
    """A line of keys and what they do ("Up/Down: choose   Enter: go   Esc: back"), every key as
    bound now (or its button, after a gamepad). A part's keys are one action of `place` (its first
    key), a tuple of actions (their keys in one word: "Arrows", "Up/Down"), or a word that begins
    with a capital for a key no binding moves ("Esc", "F11", "Ctrl+V", "Mouse"); an action name the
    place does not have raises KeyError, so a misspelt action never shows as a word."""
    words = []
    for keys, what in parts:
        if isinstance(keys, str) and keys[:1].isupper():
            label = keys
        elif isinstance(keys, str):
            if keys not in bindings.use(place).actions:
                raise KeyError(f"{place} has no action {keys!r}")
            label = key_label(place, keys)
        else:
            label = keys_label(place, tuple(keys))
        words.append(f"{label}: {what}")
    return gap.join(words)


#: A key named in a rules page: `[Arrow keys or W A S D](key:up,down,left,right)`, the words shown
#: while those actions keep their default keys, the keys as bound now once one is changed.
KEY_MARK = re.compile(r"\[([^\]]+)\]\(key:([\w,-]+)\)")


def bound_words(text: str, place: str) -> str:
    """A rules page's key marks (`KEY_MARK`) in a player's words: the page's own words while every
    action a mark names has its default keys (and the keyboard was used last), else the key as
    bound now ("Up/Down/Left/Right", "Enter or Space") or the gamepad's button. A mark naming an
    action `place` does not have keeps its words (the How to Play test checks there are none)."""
    entry = bindings.place(place)

    def words(mark: re.Match) -> str:
        shown, actions = mark.group(1), mark.group(2).split(",")
        if any(action not in entry.defaults for action in actions):
            return shown
        if gamepad_label(place, actions[0]) is None and \
                all(entry.keys.keys(action) == entry.defaults[action] for action in actions):
            return shown
        if len(actions) == 1:
            return every_key_label(place, actions[0], joint=" or ")
        return keys_label(place, actions)

    return KEY_MARK.sub(words, text)
