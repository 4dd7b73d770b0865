"""Named actions bound to keys, in one place per game, ready to be rebound.

A scene asks "which action is this key?" (`keys.action(symbol)`) and reacts to the action's name,
never to key codes; the keys behind each action are listed once, in the game's `InputMap`. That is
the one place a settings screen will change later (`rebind`, and `to_names` / `from_names` to keep a
player's choice in the profile as readable key names).

The shared pieces games build their maps from:

- `ARROWS` and `WASD`: the four directions ("left", "right", "up", "down"), and `STEPS`: the grid
  step of each (rows count downwards, as the rules' cells do).
- `CONFIRM_KEYS`: Enter (both) and Space, the keys that say "do it".
- `number_keys(n)`: the digit key n and its keypad twin.

Esc (pause), Ctrl+Z and Ctrl+Y (undo, redo) belong to `GameScene` and are not in a game's map.
"""

from __future__ import annotations

from typing import Iterable, Mapping

import arcade

K = arcade.key

#: The grid step of each direction: x to the right, y downwards (row 0 at the top).
STEPS = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}
#: Arrow keys for the four directions.
ARROWS = {"left": (K.LEFT,), "right": (K.RIGHT,), "up": (K.UP,), "down": (K.DOWN,)}
#: W, A, S, D for the four directions.
WASD = {"left": (K.A,), "right": (K.D,), "up": (K.W,), "down": (K.S,)}
#: Enter, keypad Enter and Space: "do it" (select, apply, play).
CONFIRM_KEYS = (K.ENTER, K.NUM_ENTER, K.SPACE)
_NUMBER_PADS = (K.NUM_0, K.NUM_1, K.NUM_2, K.NUM_3, K.NUM_4, K.NUM_5, K.NUM_6, K.NUM_7, K.NUM_8, K.NUM_9)


def number_keys(n: int) -> tuple[int, int]:
    """The digit key `n` (0-9) on the main row and on the keypad."""
    return K.KEY_0 + n, _NUMBER_PADS[n]


def merge(*maps: Mapping[str, Iterable[int]]) -> dict[str, tuple[int, ...]]:
    """Bindings of several maps together, the keys of an action in the order given (ARROWS and WASD:
    both walk)."""
    merged: dict[str, tuple[int, ...]] = {}
    for bindings in maps:
        for action, keys in bindings.items():
            merged[action] = merged.get(action, ()) + tuple(keys)
    return merged


def key_name(symbol: int) -> str:
    """A key's readable name ("LEFT", "KEY_1", "ENTER"), as `to_names` writes it."""
    return _NAMES.get(symbol, str(symbol))


def key_symbol(name: str) -> int:
    """The key code behind a name `key_name` gives (raises KeyError for an unknown name)."""
    if name.isdigit():
        return int(name)
    value = getattr(K, name, None)
    if not isinstance(value, int) or name.startswith(("MOD_", "MOTION_")):
        raise KeyError(name)
    return value


class InputMap:
    """Which keys play which named action, for one game (or one screen).

    A key plays at most one action (binding one key to two is refused with ValueError, so a map
    cannot be ambiguous); an action may have several keys (arrows and WASD). Modifiers do not change
    the action: a scene that treats Shift+arrow differently reads `modifiers` itself."""

    def __init__(self, bindings: Mapping[str, Iterable[int]]) -> None:
        self._keys: dict[str, tuple[int, ...]] = {}
        self._actions: dict[int, str] = {}
        for action, keys in bindings.items():
            self.bind(action, *keys)

    # -- asking ----------------------------------------------------------------------------------
    def action(self, symbol: int) -> str | None:
        """The action a key plays, or None when the key is not bound."""
        return self._actions.get(symbol)

    def keys(self, action: str) -> tuple[int, ...]:
        """The keys of an action, first bound first (empty for an unknown action)."""
        return self._keys.get(action, ())

    def key(self, action: str) -> int:
        """The first key of an action (to send it in a test or a scripted picture)."""
        return self._keys[action][0]

    @property
    def actions(self) -> tuple[str, ...]:
        """Every action of the map, in the order they were first bound."""
        return tuple(self._keys)

    def __contains__(self, symbol: int) -> bool:
        """True when a key plays some action."""
        return symbol in self._actions

    # -- changing ----------------------------------------------------------------------------------
    def bind(self, action: str, *keys: int) -> None:
        """Add keys to an action (a key already on this action is skipped; on another, refused)."""
        for key in keys:
            other = self._actions.get(key)
            if other is not None and other != action:
                raise ValueError(f"{key_name(key)} already plays {other!r}, not {action!r}")
        current = self._keys.get(action, ())
        for key in keys:
            if key not in current:
                current += (key,)
                self._actions[key] = action
        self._keys[action] = current

    def unbind(self, *keys: int) -> None:
        """Take keys off whatever action they play (an action may be left with no key)."""
        for key in keys:
            action = self._actions.pop(key, None)
            if action is not None:
                self._keys[action] = tuple(k for k in self._keys[action] if k != key)

    def rebind(self, action: str, keys: Iterable[int]) -> None:
        """Give an action exactly these keys, taking them off any other action (a player's choice in
        a settings screen wins over the defaults)."""
        keys = tuple(keys)
        self.unbind(*self._keys.get(action, ()))
        self.unbind(*keys)
        self._keys.setdefault(action, ())
        self.bind(action, *keys)

    def reset(self, bindings: Mapping[str, Iterable[int]]) -> None:
        """Give every action exactly the keys of `bindings`, forgetting all it had (the defaults
        with a player's choices over them; `game.ui.bindings`)."""
        self._keys.clear()
        self._actions.clear()
        for action, keys in bindings.items():
            self.bind(action, *keys)

    def copy(self) -> "InputMap":
        """An independent map with the same bindings (to rebind one screen's keys, not the game's)."""
        return InputMap(self._keys)

    # -- saving ----------------------------------------------------------------------------------
    def to_names(self) -> dict[str, list[str]]:
        """The bindings as readable key names, for a settings file."""
        return {action: [key_name(k) for k in keys] for action, keys in self._keys.items()}

    def from_names(self, names: Mapping[str, Iterable[str]]) -> None:
        """Apply bindings written by `to_names` (actions this map does not know are ignored; a name
        arcade does not know raises KeyError)."""
        for action, keys in names.items():
            if action in self._keys:
                self.rebind(action, [key_symbol(k) for k in keys])


def _key_names() -> dict[int, str]:
    names: dict[int, str] = {}
    for name in sorted(dir(K)):
        value = getattr(K, name)
        if name.isupper() and isinstance(value, int) and not name.startswith(("MOD_", "MOTION_")):
            names.setdefault(value, name)
    return names


_NAMES = _key_names()
