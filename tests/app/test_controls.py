"""Rebinding keys on the Controls screen (Settings -> Controls), in a real headless window with real
key and mouse events: the new key plays the action in every game, a key another action of the same
place uses is refused with a sentence naming it, Reset gives the defaults back, the keys are kept in
settings.json (and survive a new start), a bad binding in the file falls back and the file is kept as
.corrupt, and the texts that name a key name the new one."""

from __future__ import annotations

import json

import arcade
import pytest

from game.app.games import create_game_view, new_session
from game.app.scenes.controls import ActionRow, ControlsScene
from game.app.scenes.settings import SettingsScene
from game.app.scenes.title import TitleScene
from game.catalog import game
from game.core.profile import settings_path
from game.core.session import Session
from game.ui import bindings
from game.ui.widgets import Button

K = arcade.key


def centre(widget) -> tuple[float, float]:
    return widget.left + widget.width / 2, widget.bottom + widget.height / 2


def button(scene, label: str):
    return next(w for w in scene.menu.widgets if isinstance(w, Button) and w.label == label)


def open_controls(app, drive) -> ControlsScene:
    """From the title: click Settings, then Controls."""
    assert isinstance(app.scene, TitleScene)
    drive.click(*centre(button(app.scene, "Settings")))
    assert isinstance(app.scene, SettingsScene)
    drive.click(*centre(button(app.scene, "Controls")))
    assert isinstance(app.scene, ControlsScene)
    return app.scene


def row(scene: ControlsScene, action: str) -> ActionRow:
    return next(r for r in scene.rows if r.action == action)


def choose(drive, scene: ControlsScene, place_id: str, action: str) -> None:
    """Click the place's tab, then the action's row (the screen then waits for a key)."""
    tab = scene.tabs[[p.id for p in scene.places].index(place_id)]
    drive.click(*centre(tab))
    assert scene.place.id == place_id
    drive.click(*centre(row(scene, action)))
    assert scene.waiting is row(scene, action)


def rebind(app, drive, place_id: str, action: str, symbol: int) -> ControlsScene:
    """Give an action a new key on the Controls screen, as a player would."""
    scene = open_controls(app, drive)
    choose(drive, scene, place_id, action)
    drive.key(symbol)
    assert scene.waiting is None
    return scene


def leave_to_title(app, drive) -> None:
    for _ in range(3):
        if isinstance(app.scene, TitleScene):
            return
        drive.key(K.ESCAPE)
    assert isinstance(app.scene, TitleScene)


def open_game(app, drive, game_id: str, session: Session | None = None):
    scene = create_game_view(app, game(game_id), session or new_session(game(game_id), seed=3))
    app.push(scene)
    drive.frames(3)
    drive.settle()
    return scene


def saved() -> dict:
    return json.loads(settings_path().read_text())["bindings"]


# -- the new key plays the action, in every game ---------------------------------------------------

def test_floorplan_cursor_moves_with_the_new_key_and_no_longer_with_the_old(app, drive):
    rebind(app, drive, "floorplan", "up", K.I)
    leave_to_title(app, drive)
    scene = open_game(app, drive, "floorplan")
    assert scene.input.focus_key is None
    drive.key(K.UP)  # the old key plays nothing now
    assert scene.input.focus_key is None and not scene.input.keyboard
    drive.key(K.I)
    assert scene.input.focus_key is not None and scene.input.keyboard


def test_olifantenpad_picks_another_gate_with_the_new_key(app, drive):
    rebind(app, drive, "olifantenpad", "next_gate", K.G)
    leave_to_title(app, drive)
    scene = open_game(app, drive, "olifantenpad")
    assert len(scene.draft.starts()) > 1
    before = scene.draft.origin
    drive.key(K.TAB)
    assert scene.draft.origin == before
    drive.key(K.G)
    assert scene.draft.origin != before


def test_guppy_takes_the_blue_dye_with_the_new_key(app, drive):
    from game.guppy.pure.rules import BLUE

    rebind(app, drive, "guppy", "tool-2", K.B)
    leave_to_title(app, drive)
    scene = open_game(app, drive, "guppy")
    assert scene.input.tool is None
    drive.key(K.KEY_2)
    assert scene.input.tool is None
    drive.key(K.B)
    assert scene.input.tool == BLUE


def test_romb_waits_a_turn_with_the_new_key(app, drive):
    rebind(app, drive, "romb", "wait", K.G)
    leave_to_title(app, drive)
    scene = open_game(app, drive, "romb")
    turns = len(scene.session.history)
    drive.key(K.SPACE)
    drive.settle()
    assert len(scene.session.history) == turns
    drive.key(K.G)
    drive.settle()
    assert len(scene.session.history) == turns + 1 and type(scene.session.history[-1].move).__name__ == "Wait"


def test_pharaoh_selects_with_the_new_key_and_its_key_line_names_it(app, drive):
    rebind(app, drive, "pharaoh", "select", K.G)
    leave_to_title(app, drive)
    scene = open_game(app, drive, "pharaoh")
    assert scene.input.selected is None
    drive.key(K.ENTER)
    assert scene.input.selected is None
    drive.key(K.G)
    assert scene.input.selected == scene.input.cursor_cell
    # the HUD's key line names the key bound now
    assert "arrows + G" in scene.status.keys.text and "Enter" not in scene.status.keys.text


def test_floorplans_large_view_names_and_turns_with_the_new_key(app, drive):
    rebind(app, drive, "floorplan", "look_left", K.J)
    leave_to_title(app, drive)
    scene = open_game(app, drive, "floorplan")
    drive.key(K.Z)  # the Visitor's view, large
    assert scene.visitor_view.large.open and scene.visitor_view.large.left_button.text == "Turn left  (J)"
    facing = scene.visitor_view.small.facing
    drive.key(K.K)
    assert scene.visitor_view.small.facing == facing
    drive.key(K.J)
    assert scene.visitor_view.small.facing != facing


def test_the_menus_move_with_their_new_key(app, drive):
    rebind(app, drive, "menus", "down", K.J)
    leave_to_title(app, drive)
    title = app.scene
    title.menu.focus(0)
    drive.key(K.DOWN)
    assert title.menu.index == 0
    drive.key(K.J)
    assert title.menu.index == 1


# -- the screen's own rules --------------------------------------------------------------------------

def test_a_key_another_action_uses_is_refused_with_a_sentence_naming_it(app, drive):
    scene = open_controls(app, drive)
    choose(drive, scene, "romb", "wait")
    drive.key(K.W)
    assert scene.waiting is row(scene, "wait")  # still waiting for a usable key
    assert "W already plays \u201cWalk north\u201d in Romb Raider" in scene.message.text
    assert bindings.use("romb").action(K.W) == "up" and bindings.use("romb").action(K.SPACE) == "wait"
    assert "romb" not in app.settings.bindings
    drive.key(K.ESCAPE)  # Esc cancels: nothing changed, the screen stays
    assert scene.waiting is None and scene.message.text == "Nothing changed." and app.scene is scene
    drive.key(K.ESCAPE)  # and then goes back
    assert isinstance(app.scene, SettingsScene)


def test_the_online_rooms_keys_are_listed_and_keep_clear_of_the_menus_keys_that_work_there_too(app, drive):
    scene = open_controls(app, drive)
    ids = [p.id for p in scene.places]
    assert ids.index("olifantenpad-room") == ids.index("olifantenpad") + 1  # its tab beside the game's
    # a room key cannot take a key of the menus (the room is a menu too) ...
    choose(drive, scene, "olifantenpad-room", "ready")
    drive.key(K.UP)
    assert scene.waiting is not None
    assert "Up already plays \u201cUp\u201d in Menus, whose keys work there too" in scene.message.text
    # ... nor a menus key one of the room's
    drive.key(K.ESCAPE)
    choose(drive, scene, "menus", "start")
    drive.key(K.C)
    assert scene.waiting is not None and "in Online room" in scene.message.text
    # and a free key is taken
    drive.key(K.ESCAPE)
    choose(drive, scene, "olifantenpad-room", "ready")
    drive.key(K.Y)
    assert scene.waiting is None and bindings.use("olifantenpad-room").action(K.Y) == "ready"
    assert app.settings.bindings == {"olifantenpad-room": {"ready": ["Y"]}}


def test_reserved_keys_are_refused(app, drive):
    scene = open_controls(app, drive)
    choose(drive, scene, "guppy", "end")
    drive.key(K.LSHIFT)
    assert "only change other keys" in scene.message.text and scene.waiting is not None
    assert bindings.use("guppy").keys("end") == (K.E,)


def test_reset_gives_a_place_its_default_keys_back_and_keeps_the_others(app, drive):
    scene = rebind(app, drive, "romb", "wait", K.G)
    choose(drive, scene, "menus", "pick")
    drive.key(K.O)
    assert scene.waiting is None and row(scene, "pick").keys.text == "O"
    drive.click(*centre(row(scene, "back")))
    assert scene.waiting is row(scene, "back")
    drive.click(*centre(row(scene, "up")))  # a click while waiting cancels
    assert scene.waiting is None and scene.message.text == "Nothing changed."
    drive.click(*centre(scene.tabs[[p.id for p in scene.places].index("romb")]))
    assert saved() == {"romb": {"wait": ["G"]}, "menus": {"pick": ["O"]}}
    assert row(scene, "wait").keys.text == "G"
    drive.click(*centre(scene.reset_button))
    assert scene.reset_button.text.text == "Reset Romb Raider"
    assert bindings.use("romb").keys("wait") == (K.SPACE, K.PERIOD, K.NUM_DECIMAL, K.NUM_5)
    assert row(scene, "wait").keys.text == "Space / ."  # the keypad twins (Num ., Num 5) left out
    assert saved() == {"menus": {"pick": ["O"]}} and "default keys again" in scene.message.text


def test_giving_an_action_its_default_key_back_drops_it_from_the_file(app, drive):
    scene = rebind(app, drive, "floorplan", "rotate", K.T)
    assert saved() == {"floorplan": {"rotate": ["T"]}}
    choose(drive, scene, "floorplan", "rotate")
    drive.key(K.R)
    assert saved() == {} and bindings.use("floorplan").keys("rotate") == (K.R,)


def test_the_keys_survive_a_new_start(app, drive):
    rebind(app, drive, "romb", "up", K.I)
    app.start()  # a new start reads settings.json again
    assert app.settings.bindings == {"romb": {"up": ["I"]}} and app.problems == []
    assert bindings.use("romb").action(K.I) == "up" and bindings.use("romb").action(K.UP) is None
    scene = open_controls(app, drive)
    choose(drive, scene, "romb", "up")
    drive.key(K.ESCAPE)
    assert row(scene, "up").keys.text == "I"


@pytest.mark.parametrize("bad, sentence", [
    ({"romb": {"wait": ["NOT_A_KEY"]}}, "Romb Raider key for 'wait' 'NOT_A_KEY' is not a key name"),
    ({"romb": {"fly": ["F"]}}, "Romb Raider key for 'fly' is not an action there"),
    ({"romb": {"wait": ["W"]}}, "Romb Raider key W for 'wait' is also 'up''s"),
    ({"romb": {"wait": ["ESCAPE"]}}, "cannot be bound (Esc goes back and pauses everywhere)"),
    ({"romb": {"wait": []}}, "has no key"),
    ({"chess": {"move": ["M"]}}, "key bindings for 'chess', which is not a game or the menus, dropped"),
])
def test_a_bad_binding_falls_back_to_the_default_and_the_file_is_kept(app, bad, sentence):
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    good = {"guppy": {"end": ["Q"]}}
    path.write_text(json.dumps({"version": 1, "bindings": {**bad, **good}}))
    app.start()
    assert app.settings.bindings == good
    assert bindings.use("romb").keys("wait")[0] == K.SPACE and bindings.use("guppy").keys("end") == (K.Q,)
    assert any(sentence in problem and "kept as settings.json.corrupt" in problem for problem in app.problems), \
        app.problems
    assert path.with_name("settings.json.corrupt").exists()
    assert json.loads(path.read_text())["bindings"] == good  # the repaired file


def test_the_controls_screen_renders_every_place_inside_its_rows(app, drive):
    scene = open_controls(app, drive)
    for tab in scene.tabs:
        drive.click(*centre(tab))
        for action_row in scene.rows:
            name, keys = action_row.name, action_row.keys
            assert action_row.left < name.x and name.x + name.content_width < keys.x - keys.content_width
            assert keys.x <= action_row.left + action_row.width
        assert all(r.bottom > scene.message.y + 20 for r in scene.rows)
