"""The keys of every place (the menus and each game), with the player's choices applied.

Each place declares its default keys once, under a place name (`declare("romb", "Romb Raider",
{...}, names={...})`, "menus" here below), and gets back its live `InputMap`: the one its scene
asks `action(symbol)`. The player's keys, kept in the settings (`Settings.bindings[place][action]`,
a list of key names, only for actions changed from the defaults), are applied over the defaults of
every place by `apply(settings.bindings)` (when the settings are read, and after each change on the
Controls screen); `use(place)` is that live map.

`problems(bindings)` checks a settings file's bindings as the settings reader checks every other
value: an action given a key name arcade does not know, a key no player may bind (Esc, F11 and the
modifiers), an action a place does not have, no key at all, or a key that two actions of one place
would share falls back to its default, with a sentence for each.

The games declare their places in their own modules (each game's record names the module:
`GameSpec.keys`); `all_places()` loads them all.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping

import arcade

from game.ui.input_map import ARROWS, CONFIRM_KEYS, InputMap, key_name, key_symbol, merge

K = arcade.key
#: Keys a player cannot give to an action: Esc pauses, goes back and cancels everywhere, F11
#: switches fullscreen, and the modifiers change other keys (Ctrl+Z).
RESERVED = {K.ESCAPE: "Esc goes back and pauses everywhere", K.F11: "F11 switches fullscreen",
            **{key: "Shift, Ctrl, Alt and the system keys only change other keys"
               for key in (K.LSHIFT, K.RSHIFT, K.LCTRL, K.RCTRL, K.LALT, K.RALT, K.LMETA, K.RMETA,
                           K.LWINDOWS, K.RWINDOWS, K.LCOMMAND, K.RCOMMAND, K.LOPTION, K.ROPTION,
                           K.CAPSLOCK, K.NUMLOCK)}}


@dataclass
class Place:
    """One place's keys: its id ("menus" or a game's id), the title the Controls screen shows, the
    default keys of each action, each action's name in a player's words, and the live map."""

    id: str
    title: str
    defaults: dict[str, tuple[int, ...]]
    names: dict[str, str]
    keys: InputMap
    #: other places whose keys work on the same screen (Olifantenpad's online room is a menu too):
    #: a key one of them uses cannot be given to this place's actions, nor the other way round
    shares: tuple[str, ...] = ()


_PLACES: dict[str, Place] = {}
_chosen: dict[str, dict[str, list[str]]] = {}


def declare(place: str, title: str, defaults: Mapping[str, Iterable[int]], names: Mapping[str, str],
            shares: tuple[str, ...] = ()) -> InputMap:
    """Declare a place's default keys and its actions' names; returns its live map (the player's
    keys already applied). Every action needs a name, and two actions cannot share a default key.
    `shares`: the places whose keys also work where this place's do (see `Place.shares`). A game's
    second place (a screen of its own, such as a lobby) is named after it: "<game id>-<screen>"."""
    keys = {action: tuple(k) for action, k in defaults.items()}
    missing = set(keys) - set(names)
    if missing:
        raise ValueError(f"{place}: no name for {', '.join(sorted(missing))}")
    live = InputMap(keys)  # raises ValueError for a key on two actions
    _PLACES[place] = Place(place, title, keys, {a: names[a] for a in keys}, live, shares)
    _apply_place(_PLACES[place])
    return live


def use(place: str) -> InputMap:
    """The live map of a declared place (KeyError for one never declared)."""
    return _PLACES[place].keys


def place(place_id: str) -> Place:
    """A declared place (KeyError for one never declared)."""
    return _PLACES[place_id]


def places() -> list[Place]:
    """Every declared place, in the order declared."""
    return list(_PLACES.values())


def all_places() -> list[Place]:
    """Every place: the menus, then each game of the catalog in the select screen's order, each
    followed by its second places ("<game id>-<screen>"); the modules that declare them are loaded
    here (each game's record names its map, `GameSpec.keys`)."""
    from game.catalog import GAMES

    games = [entry for entry in GAMES if entry.keys]
    for entry in games:
        entry.part("keys")
    found = [_PLACES["menus"]]
    for entry in games:
        found += [_PLACES[entry.id], *(p for p in _PLACES.values() if p.id.startswith(entry.id + "-"))]
    return found


def sharing(place_id: str) -> list[Place]:
    """The places whose keys work on a screen together with this place's (`Place.shares`, both ways)."""
    entry = _PLACES[place_id]
    return [p for p in _PLACES.values() if p.id != place_id and (p.id in entry.shares or place_id in p.shares)]


def check(found: dict[str, dict[str, list[str]]]) -> tuple[dict[str, dict[str, list[str]]], list[str]]:
    """`problems` over every place (all loaded first): the settings reader's check of the keys."""
    all_places()
    return problems(found)


def apply(bindings: Mapping[str, Mapping[str, list[str]]]) -> None:
    """Put the player's keys over the defaults of every place (and of places declared later)."""
    global _chosen
    _chosen = {p: {a: list(k) for a, k in actions.items()} for p, actions in bindings.items()}
    for entry in _PLACES.values():
        _apply_place(entry)


def _apply_place(entry: Place) -> None:
    chosen = _chosen.get(entry.id, {})
    entry.keys.reset({action: _symbols(chosen[action]) if action in chosen else keys
                      for action, keys in entry.defaults.items()})


def _symbols(names: Iterable[str]) -> tuple[int, ...]:
    return tuple(key_symbol(name) for name in names)


def refusal(symbol: int) -> str | None:
    """Why a key cannot be given to an action (None: it can)."""
    return RESERVED.get(symbol)


def problems(bindings: dict[str, dict[str, list[str]]]) -> tuple[dict[str, dict[str, list[str]]], list[str]]:
    """The usable part of a settings file's bindings and a sentence for each binding dropped (its
    action then keeps its default keys). Places not declared are checked only for their shape."""
    kept: dict[str, dict[str, list[str]]] = {}
    notes: list[str] = []
    for place_id, actions in bindings.items():
        entry = _PLACES.get(place_id)
        if entry is None:
            notes.append(f"key bindings for {place_id!r}, which is not a game or the menus, dropped")
            continue
        usable: dict[str, tuple[int, ...]] = {}
        for action, names in actions.items():
            reason = _binding_problem(entry, action, names)
            if reason:
                notes.append(f"{entry.title} key for {action!r} {reason}, using its default")
            else:
                usable[action] = _symbols(names)
        _drop_shared(entry, usable, notes)
        if usable:
            kept[place_id] = {action: [key_name(k) for k in keys] for action, keys in usable.items()}
    return kept, notes


def _binding_problem(entry: Place, action: str, names: list[str]) -> str | None:
    if action not in entry.defaults:
        return "is not an action there"
    if not names:
        return "has no key"
    for name in names:
        try:
            symbol = key_symbol(name)
        except KeyError:
            return f"{name!r} is not a key name"
        if refusal(symbol):
            return f"{name!r} cannot be bound ({refusal(symbol)})"
    if len(set(names)) < len(names):
        return "names a key twice"
    return None


def _drop_shared(entry: Place, usable: dict[str, tuple[int, ...]], notes: list[str]) -> None:
    """Drop the player's bindings that give one key to two actions, until none does."""
    while True:
        final = {action: usable.get(action, keys) for action, keys in entry.defaults.items()}
        seen: dict[int, str] = {}
        clash = None
        for action, keys in final.items():
            for key in keys:
                if key in seen and seen[key] != action:
                    clash = (seen[key], action, key)
                    break
                seen[key] = action
            if clash:
                break
        if clash is None:
            return
        first, second, key = clash
        dropped = second if second in usable else first
        other = first if dropped == second else second
        notes.append(f"{entry.title} key {key_name(key)} for {dropped!r} is also {other!r}'s, using its default")
        del usable[dropped]


#: The menus' keys: arrows move the focus (left/right also change a slider or switch), "pick"
#: presses the focused button, "back" leaves the screen (Esc always does too), "start" begins the
#: game on a setup screen that has a Start card.
MENUS = declare("menus", "Menus", merge(ARROWS, {"pick": CONFIRM_KEYS, "back": (K.ESCAPE, K.BACKSPACE),
                                                 "start": (K.S,)}),
                {"up": "Up", "down": "Down", "left": "Left / less", "right": "Right / more",
                 "pick": "Choose", "back": "Back", "start": "Start (setup screens)"})
