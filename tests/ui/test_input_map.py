"""The input map: named actions bound to keys in one place, looked up, rebound and saved by name."""

import arcade
import pytest

from game.ui.input_map import ARROWS, CONFIRM_KEYS, STEPS, WASD, InputMap, key_name, key_symbol, merge, number_keys

K = arcade.key


def walk_map() -> InputMap:
    return InputMap(merge(ARROWS, WASD, {"wait": (K.SPACE, K.PERIOD), "pick-1": number_keys(1)}))


def test_each_key_finds_its_action_and_unbound_keys_find_none():
    keys = walk_map()
    assert keys.action(K.LEFT) == keys.action(K.A) == "left"
    assert keys.action(K.S) == "down" and STEPS["down"] == (0, 1)
    assert keys.action(K.SPACE) == "wait"
    assert keys.action(K.KEY_1) == keys.action(K.NUM_1) == "pick-1"
    assert keys.action(K.Q) is None and K.Q not in keys and K.W in keys
    assert keys.keys("up") == (K.UP, K.W) and keys.key("up") == K.UP
    assert keys.actions[:4] == ("left", "right", "up", "down")


def test_enter_and_return_are_one_key_and_confirm_has_enter_keypad_enter_and_space():
    keys = InputMap({"go": CONFIRM_KEYS + (K.RETURN,)})
    assert keys.keys("go") == (K.ENTER, K.NUM_ENTER, K.SPACE)
    assert all(keys.action(k) == "go" for k in (K.ENTER, K.RETURN, K.NUM_ENTER, K.SPACE))


def test_a_key_cannot_play_two_actions():
    with pytest.raises(ValueError, match="SPACE"):
        InputMap({"select": CONFIRM_KEYS, "wait": (K.SPACE,)})


def test_rebinding_moves_a_key_from_its_old_action():
    keys = walk_map()
    keys.rebind("wait", [K.W, K.KEY_5])
    assert keys.action(K.W) == "wait" and keys.keys("up") == (K.UP,)
    assert keys.action(K.SPACE) is None and keys.keys("wait") == (K.W, K.KEY_5)
    keys.unbind(K.UP)
    assert keys.keys("up") == () and keys.action(K.UP) is None


def test_bindings_round_trip_through_readable_names():
    keys = walk_map()
    names = keys.to_names()
    assert names["wait"] == ["SPACE", "PERIOD"] and names["pick-1"] == ["KEY_1", "NUM_1"]
    assert key_name(K.ENTER) == "ENTER" and key_symbol("ENTER") == K.ENTER
    other = walk_map()
    other.rebind("wait", [K.Z])
    other.from_names(names)
    assert other.to_names() == names
    with pytest.raises(KeyError):
        key_symbol("MOD_SHIFT")


def test_copies_are_independent():
    keys = walk_map()
    copy = keys.copy()
    copy.rebind("left", [K.J])
    assert keys.action(K.J) is None and keys.action(K.LEFT) == "left" and copy.action(K.LEFT) is None
