"""The gamepad in the real headless window: a fake controller dispatches pyglet's own controller
events (`on_button_press`, `on_dpad_motion`, ...) to the handlers the window's `Gamepad` pushed on
it, exactly as pyglet calls them for a real pad; the window then delivers the keys those buttons
play. The menus are walked from the title to each game with the pad alone, and each game is played
to an end with it; a pad plugged out while a direction is held lets go, and one plugged in again
plays on; with no pad (headless, or an input library that fails) the game starts as always.
"""

from __future__ import annotations

import math
import sys
import warnings

import arcade
import pytest
from pyglet.event import EventDispatcher

from game.app.scenes.confirm import ConfirmScene
from game.app.scenes.result import ResultScene
from game.app.scenes.select import SelectScene
from game.app.scenes.settings import SettingsScene
from game.app.scenes.title import TitleScene
from game.catalog import game
from game.core.session import Session
from game.ui import bindings, devices, gamepad
from game.ui.gamepad import REPEAT_DELAY, REPEAT_EVERY, Gamepad, button_label, direction_of, key_for

K = arcade.key
#: The d-pad vector of each direction (y up, as pyglet gives it).
VECTORS = {"up": (0, 1), "down": (0, -1), "left": (-1, 0), "right": (1, 0), "up-left": (-1, 1),
           "up-right": (1, 1), "down-left": (-1, -1), "down-right": (1, -1)}


class FakePad(EventDispatcher):
    """A controller as pyglet's `Controller` looks to its handlers: open/close and five events."""

    def __init__(self) -> None:
        self.opened = False

    def open(self, window=None) -> None:
        """Open the device (as pyglet's `Controller.open` is called)."""
        self.opened = True

    def close(self) -> None:
        """Close the device."""
        self.opened = False


for _event in ("on_button_press", "on_button_release", "on_stick_motion", "on_dpad_motion", "on_trigger_motion"):
    FakePad.register_event_type(_event)


class Pad:
    """A player with a pad: presses buttons and the d-pad as pyglet dispatches them, steps frames."""

    def __init__(self, drive) -> None:
        self.drive = drive
        self.device = FakePad()

    def button(self, name: str, frames: int = 2) -> None:
        """Press and release a button."""
        self.device.dispatch_event("on_button_press", self.device, name)
        self.device.dispatch_event("on_button_release", self.device, name)
        self.drive.frames(frames)

    def dpad(self, direction: str | None, frames: int = 0) -> None:
        """Hold the d-pad in a direction (None: let go)."""
        self.device.dispatch_event("on_dpad_motion", self.device, VECTORS.get(direction, (0, 0)))
        if frames:
            self.drive.frames(frames)

    def tap(self, direction: str, frames: int = 2) -> None:
        """Press the d-pad one way and let go."""
        self.dpad(direction)
        self.dpad(None, frames)

    def stick(self, x: float, y: float, stick: str = "leftstick", frames: int = 1) -> None:
        """Lean a stick."""
        self.device.dispatch_event("on_stick_motion", self.device, stick, (x, y))
        self.drive.frames(frames)

    def trigger(self, name: str, frames: int = 2) -> None:
        """Pull a trigger all the way and let it go."""
        self.device.dispatch_event("on_trigger_motion", self.device, name, 1.0)
        self.device.dispatch_event("on_trigger_motion", self.device, name, 0.0)
        self.drive.frames(frames)

    def settle(self) -> None:
        """Let the top scene's animations end."""
        self.drive.settle()


@pytest.fixture
def pad(app, drive):
    """A pad plugged into the restarted app (as the controller manager's on_connect does), and
    plugged out after the test."""
    player = Pad(drive)
    app.gamepad.connect(player.device)
    assert player.device.opened
    yield player
    app.gamepad.disconnect(player.device)


def to_game_card(pad: Pad, game_id: str) -> None:
    """From the title, A opens Game Select; the d-pad goes right to the game's card; A: New game."""
    from game.catalog import GAME_IDS

    pad.button("a")
    assert isinstance(pad.drive.app.scene, SelectScene)
    for _ in range(GAME_IDS.index(game_id)):
        pad.tap("right")
    pad.button("a")


def dye_once(pad: Pad, scene) -> None:
    """In a new Guppy game, RB takes the first tool (red dye), the d-pad steps right to a tile the
    dye changes (a new game's cloth is random), A pours it: the game's last move is that dye and
    the cloth changed. (Not a bucket fewer: a pour that makes an order's patch gives one back.)"""
    from game.guppy.input_preview import allowed
    from game.guppy.pure.rules import DYES, Dye

    pad.button("rightshoulder")
    assert scene.input.tool == DYES[0]
    for _ in range(5):
        pad.tap("right")
        if allowed(scene.view(), Dye(scene.input.tool, scene.input.cursor)):
            break
    board = scene.state.board
    pad.button("a")
    pad.settle()
    assert scene.session.history[-1].move == Dye(DYES[0], scene.input.cursor)
    assert scene.state.board != board


# -- the pieces -------------------------------------------------------------------------------------
def test_directions_read_from_the_stick_or_dpad_with_a_dead_zone():
    assert direction_of(0, 1, eight=False) == "up" and direction_of(-1, 0, eight=False) == "left"
    assert direction_of(0.2, 0.2, eight=False, dead_zone=0.45) is None
    assert direction_of(0.9, -0.3, eight=False, dead_zone=0.45) == "right"
    assert direction_of(1, 1, eight=True) == "up-right" and direction_of(1, 1, eight=False) == "right"
    assert direction_of(-0.7, -0.7, eight=True) == "down-left"
    # a thumb rolling from Up onto Up-Right on a four-way place still holds Up
    assert direction_of(1, 1, eight=False, held="up") == "up"
    assert direction_of(1, 1, eight=False, held="down") == "right"


def test_button_labels_name_the_button_of_each_action():
    assert button_label("menus", "pick") == "A" and button_label("menus", "back") == "B"
    assert button_label("floorplan", "pause") == "Start" and button_label("floorplan", "extra_turn") == "LB"
    assert button_label("guppy", "tool-2") == "RB/LB" and button_label("guppy", "scissors-1") == "RT/LT"
    assert button_label("pharaoh", "crooker") == "RB" and button_label("romb", "up") == "D-pad up"
    assert button_label("romb", "no such action") is None


def test_a_button_follows_the_key_its_action_is_bound_to_now():
    game("floorplan").part("keys")  # Floorplan's keys declared, as when its game is played
    assert key_for("floorplan", "end_turn") == K.E
    bindings.apply({"floorplan": {"end_turn": ["J"]}, "menus": {"pick": ["G"]}})
    try:
        assert key_for("floorplan", "end_turn") == K.J
        assert key_for("menus", "pick") == K.G  # the pad's A picks with the menus' own key
    finally:
        bindings.apply({})
    assert key_for("menus", "back") == K.ESCAPE and key_for("olifantenpad", "NE") == K.E


# -- menus, devices, plugging ---------------------------------------------------------------------
def test_the_pad_walks_the_menus_and_the_last_device_follows_the_player(app, drive, pad):
    pad.button("a")
    assert isinstance(app.scene, SelectScene)
    assert devices.last_device() == "gamepad"
    pad.button("b")
    assert isinstance(app.scene, TitleScene)
    drive.key(K.DOWN)  # the keyboard too, and it is noted
    assert devices.last_device() == "keyboard"
    pad.tap("up")
    pad.tap("down")
    assert devices.last_device() == "gamepad"
    pad.button("a")
    assert isinstance(app.scene, SettingsScene)
    drive.click(5, 5)
    assert devices.last_device() == "keyboard"
    pad.button("b")
    pad.button("b")  # Back on the title asks before quitting; B again says no
    assert isinstance(app.scene, ConfirmScene)
    pad.button("b")
    assert isinstance(app.scene, TitleScene)


def test_a_direction_held_repeats_and_the_stick_has_a_dead_zone(app, drive, pad):
    pad.tap("down")
    pad.button("a")
    assert isinstance(app.scene, SettingsScene)  # a long list: no wrapping round
    menu = app.scene.menu
    assert menu.index == 0
    pad.dpad("down")
    drive.frames(2)
    assert menu.index == 1  # at once
    drive.frames(int(REPEAT_DELAY * 60) - 6)
    assert menu.index == 1  # not yet repeated
    drive.frames(6 + int(REPEAT_EVERY * 60) + 1)
    assert menu.index == 3  # the first repeat after the delay, then one per REPEAT_EVERY
    pad.dpad(None, frames=40)
    assert menu.index == 3
    pad.stick(0.1, -0.3, frames=40)  # drift inside the dead zone
    assert menu.index == 3
    pad.stick(0.0, 0.9)  # leant up
    pad.stick(0.0, 0.0)
    assert menu.index == 2


def test_a_pad_plugged_out_while_held_lets_go_and_plugged_in_again_plays_on(app, drive, pad):
    menu = app.scene.menu
    pad.dpad("down", frames=2)
    assert menu.index == 1
    app.gamepad.disconnect(pad.device)
    assert not pad.device.opened and pad.device not in app.gamepad.controllers
    drive.frames(90)
    assert menu.index == 1  # nothing repeats after the pad is gone
    pad.button("a")  # a pad plugged out plays nothing
    assert isinstance(app.scene, TitleScene)
    drive.key(K.UP)  # the keyboard plays on
    assert menu.index == 0
    app.gamepad.connect(pad.device)  # plugged in again
    pad.button("a")
    assert isinstance(app.scene, SelectScene)


def test_without_a_pad_or_an_input_library_the_game_starts_and_plays(app, drive, monkeypatch):
    # headless: no controller manager at all
    assert app.gamepad.open() is False and app.gamepad.controllers == []
    # a system whose input library fails (here: pyglet.input raising without an X server)
    monkeypatch.setattr(arcade, "headless", False)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert Gamepad(app).open() is False
        monkeypatch.setitem(sys.modules, "pyglet.input", None)  # and a system with no input library
        assert Gamepad(app).open() is False
    monkeypatch.setattr(arcade, "headless", True)
    assert sum("Gamepads are not available" in str(w.message) for w in caught) == 2
    app.start()
    drive.key(K.ENTER)
    assert isinstance(app.scene, SelectScene)


def test_up_from_a_cards_first_button_reaches_the_buttons_above_the_cards(app, drive, pad):
    pad.button("a")
    select = app.scene
    assert isinstance(select, SelectScene) and select.top_index is None
    pad.tap("up")  # from Floorplan's first button: the nearest button above, "Play a code"
    assert select.top_buttons()[select.top_index] is select.code_button and select.code_button.focused
    assert not any(w.focused for card in select.cards for w in card.buttons.widgets)
    pad.tap("right")
    pad.tap("right")
    pad.tap("right")  # stops at the last one
    assert select.top_buttons()[select.top_index] is select.stats_button
    pad.tap("down")  # back to the card
    assert select.top_index is None and select.cards[select.index].buttons.focused.focused
    pad.tap("up")
    pad.tap("right")
    pad.button("a")  # "Of the Day"
    assert type(app.scene).__name__ == "DailyScene"
    pad.button("b")
    assert app.scene is select and select.daily_button.focused  # the focus where the player left it


def test_back_undoes_and_the_right_stick_click_redoes_in_a_game(app, pad):
    from game.guppy.scene import GuppyScene

    to_game_card(pad, "guppy")
    while not isinstance(app.scene, GuppyScene):
        pad.button("a")
    scene = app.scene
    pad.drive.frames(20)
    fresh = scene.state
    dye_once(pad, scene)
    poured = scene.state
    assert scene.can_undo()
    while scene.can_undo():  # Back takes the decisions back, one a press
        pad.button("back")
        pad.settle()
    assert scene.state == fresh and scene.can_redo()
    while scene.can_redo():
        pad.button("rightstick")
        pad.settle()
    assert scene.state == poured
    assert button_label("guppy", "undo") == "Back" and button_label("guppy", "redo") == "R3"


# -- each game to its end with the pad -------------------------------------------------------------
def test_romb_from_the_title_to_a_cleared_room_with_the_pad(app, pad):
    from game.romb.pure.solver import solve
    from game.romb.scene import RombScene
    from game.romb.setup import RoomSelectScene

    to_game_card(pad, "romb")
    assert isinstance(app.scene, RoomSelectScene)
    pad.button("a")
    scene = app.scene
    assert isinstance(scene, RombScene) and scene.state.room.name == "first-steps"
    pad.drive.frames(20)
    for move in solve(scene.state):
        direction = getattr(move, "direction", None)
        if direction:
            pad.tap({"N": "up", "E": "right", "S": "down", "W": "left"}[direction])
        else:
            pad.button("a")
        pad.settle()
    assert isinstance(app.scene, ResultScene) and app.scene.heading.text == "Room cleared!"
    pad.button("start")  # Start (like A) takes the first choice of an overlay: Next room
    assert isinstance(app.scene, RombScene) and app.scene.state.room.name == "torchlight"
    pad.button("start")  # and in a game, pauses
    assert type(app.scene).__name__ == "PauseScene"


def test_pharaoh_from_the_title_swaps_by_pad_and_a_small_board_to_its_end(app, pad):
    from game.pharaoh.pure.content import content_for
    from game.pharaoh.pure.rules import RULES, Params, Swap, cell_of, state_from_picture
    from game.pharaoh.scene import PharaohScene

    to_game_card(pad, "pharaoh")
    while not isinstance(app.scene, PharaohScene):  # the setup's first choices
        pad.button("a")
    scene = app.scene
    app.settings.animation_speed = 4.0
    pad.drive.frames(20)
    swap = next(m for m in RULES.legal_moves(scene.state, 0) if isinstance(m, Swap)
                and abs(m.a[0] - m.b[0]) + abs(m.a[1] - m.b[1]) == 1)
    before = scene.state.score
    x, y = cell_of(scene.input.cursor_cell)
    for _ in range(abs(swap.a[0] - x)):
        pad.tap("right" if swap.a[0] > x else "left")
    for _ in range(abs(swap.a[1] - y)):
        pad.tap("down" if swap.a[1] > y else "up")
    pad.button("a")  # select, then the d-pad swaps it that way
    dx, dy = swap.b[0] - swap.a[0], swap.b[1] - swap.a[1]
    pad.tap({(1, 0): "right", (-1, 0): "left", (0, 1): "down", (0, -1): "up"}[(dx, dy)])
    pad.settle()
    assert scene.state.score > before
    # a board one line from the end of level 1, and one with no move left: played with the pad
    picture = {(0, 0): 4, (1, 0): 4, (2, 1): 4}
    rows = "\n".join("".join(str(picture.get((cx, cy), (cx + cy) % 4)) for cx in range(8)) for cy in range(8))
    small = PharaohScene(app, Session.from_state(RULES, state_from_picture(rows, 1, table=content_for(Params()),
                                                                          removed=499)))
    app.replace(small)
    pad.drive.frames(5)
    x, y = cell_of(small.input.cursor_cell)
    for _ in range(abs(2 - x)):
        pad.tap("right" if x < 2 else "left")
    for _ in range(y):
        pad.tap("up")
    pad.button("a")
    pad.tap("down")
    pad.settle()
    assert isinstance(app.scene, ResultScene) and app.scene.heading.text == "Level 1 passed!"


def test_guppy_from_the_title_dyes_by_pad_and_ends_the_game(app, pad):
    from game.guppy.scene import GuppyScene

    to_game_card(pad, "guppy")
    while not isinstance(app.scene, GuppyScene):
        pad.button("a")
    scene = app.scene
    pad.drive.frames(20)
    dye_once(pad, scene)
    pad.button("b")  # put it down
    pad.button("y")  # End Game, asked first
    assert isinstance(app.scene, ConfirmScene)
    pad.tap("left")  # from "No" to the answer that ends it
    pad.button("a")
    pad.settle()
    assert scene.state.over
    assert isinstance(app.scene, ResultScene)


def test_floorplan_from_the_title_pushes_by_pad_and_a_last_walk_wins(app, pad):
    from dataclasses import replace

    from game.floorplan.layout import nearest_in_direction
    from game.floorplan.pure.board import geometry
    from game.floorplan.pure.content import content_for
    from game.floorplan.pure.model import VISITOR, Params
    from game.floorplan.pure.rules import RULES, legal_shifts, reachable
    from game.floorplan.scene import FloorplanScene

    to_game_card(pad, "floorplan")
    for direction in ("down", "down", "right", "right"):  # to the Start card
        pad.tap(direction)
    pad.button("a")
    scene = app.scene
    assert isinstance(scene, FloorplanScene)
    pad.drive.frames(20)
    assert scene.mode() == "shift"
    pad.button("a")  # the cursor to the first arrow
    pad.button("a")  # push the spare in
    pad.settle()
    assert scene.mode() == "walk"
    # the last step onto the Foyer, walked with the pad
    session = Session(RULES, Params(), 11, content_for(Params()))
    g = geometry(session.state.setup.museum)
    foyer = g.squares[g.foyer]
    state = replace(session.state, visited=tuple(g.squares[i] for i in g.galleries), target=foyer)
    for shift in legal_shifts(state):
        pushed, _ = RULES.apply(state, shift)
        near = [s for s in reachable(replace(pushed, visitor=foyer), VISITOR) if s != foyer]
        if near:
            break
    last = FloorplanScene(app, Session.from_state(RULES, replace(pushed, visitor=near[0], stauf=g.squares[g.stairs[0]]),
                                                  Params(), session.seed, session.content))
    app.replace(last)
    pad.drive.frames(20)
    pad.button("leftstick")  # the cursor on the Visitor, then the d-pad towards the Foyer
    points = {sq: last.layout.center(sq) for sq in last.g.squares}
    for _ in range(12):
        if last.input.focus_square == foyer:
            break
        here = last.input.focus_square
        steps = {d: nearest_in_direction(points[here], points, d) for d in ("up", "down", "left", "right")}
        pad.tap(min((d for d in steps if steps[d]), key=lambda d: math.dist(points[steps[d]], points[foyer])))
    assert last.input.focus_square == foyer
    pad.button("a")
    for _ in range(900):
        pad.drive.frames(1)
        if isinstance(app.current_view, ResultScene):
            break
    assert isinstance(app.current_view, ResultScene)


def test_olifantenpad_from_the_title_and_a_whole_park_day_with_the_pad(app, pad):
    from game.app.scenes.result import ResultScene
    from game.olifantenpad.pure.park import park_from_picture
    from game.olifantenpad.pure.rules import RULES, Params
    from game.olifantenpad.scene import OlifantenpadScene
    from game.olifantenpad.setup import SetupScene

    to_game_card(pad, "olifantenpad")
    assert isinstance(app.scene, SetupScene)
    pad.button("start")  # Start (Enter) begins the game chosen
    assert isinstance(app.scene, OlifantenpadScene)
    pad.button("start")  # pause, and B resumes
    pad.button("b")
    assert isinstance(app.scene, OlifantenpadScene)
    routes = park_from_picture("""
        A=====....
        .....=....
        .....=....
        .....=....
        .....=====
        .t.......B
        ..........
    """, [[("A", "B", 3)]] * 5, name="test-routes", school_trip_size=0)
    scene = OlifantenpadScene(app, Session(RULES, Params(players=1, park="test-routes", seats=("human",)), 3, routes))
    app.replace(scene)
    pad.drive.frames(20)
    for hour in range(5):
        if hour == 0:
            pad.button("y")  # another gate
            steps = len(scene.draft.steps)
            pad.tap("up-left")  # diagonal steps (Q)
            pad.tap("up-left")
            assert len(scene.draft.steps) == steps + 2
            pad.button("b")  # one back
            assert len(scene.draft.steps) == steps + 1
        pad.button("a")  # Walk!
        pad.drive.frames(3)
        if scene.timeline.busy:
            pad.button("a")  # skips the hour
        pad.settle()
    assert scene.state.over
    pad.drive.frames(5)
    pad.button("a")  # the results
    assert isinstance(app.scene, ResultScene)


def test_every_button_of_the_tables_has_a_label_for_prompts():
    for place, buttons in gamepad.BUTTONS.items():
        assert set(buttons) <= set(gamepad.LABELS), place


@pytest.mark.parametrize("game_id", ["floorplan", "olifantenpad", "guppy", "romb", "pharaoh"])
def test_a_pad_picked_up_mid_game_names_its_buttons_and_the_keyboard_its_keys_again(app, drive, pad, game_id):
    from game.app.games import create_game_view, new_session

    scene = create_game_view(app, game(game_id), new_session(game(game_id), seed=3))
    app.push(scene)
    drive.frames(3)
    drive.settle()
    keyboard = scene.prompt_texts()
    assert keyboard, "the game names no control"
    # the player picks up the pad and moves the cursor: its key line names the pad's buttons
    pad.tap("right", frames=3)
    drive.settle()
    assert devices.last_device() == "gamepad"
    on_pad = scene.prompt_texts()
    assert on_pad != keyboard and any("D-pad" in text or "A" in text.split() for text in on_pad)
    # and back on the keyboard, its keys again
    drive.key(K.LEFT, frames=3)
    drive.settle()
    assert scene.prompt_texts() == keyboard


def test_a_menus_help_line_follows_the_device_used_last(app, drive, pad):
    from game.app.scenes.title import TitleScene

    title = app.scene
    assert isinstance(title, TitleScene) and title.prompt_texts()[0].startswith("Arrows + Enter")
    pad.tap("down", frames=3)
    assert title.prompt_texts()[0].startswith("D-pad + A")
    drive.key(K.UP, frames=3)
    assert title.prompt_texts()[0].startswith("Arrows + Enter")
    pad.button("a", frames=3)  # Game Select, its help line painted in its still layer
    select = app.scene
    assert isinstance(select, SelectScene) and "A: go" in select.prompt_texts()[0]
    drive.key(K.LEFT, frames=3)
    assert "Enter: go" in select.prompt_texts()[0]


def test_a_still_menus_help_line_is_painted_again_for_the_pad(app, drive, pad):
    pad.tap("down", frames=3)
    pad.button("a", frames=20)  # Settings: its help line is in its still layer
    assert isinstance(app.scene, SettingsScene)

    def foot():
        """The window's bottom strip (the help line) as the last frame drew it."""
        return arcade.get_image(0, 0, app.width, 50).tobytes()

    drive.key(K.DOWN, frames=3)
    with_keys = foot()
    assert app.scene.prompt_texts()[0].startswith("Up/Down: choose")
    pad.tap("up", frames=3)
    assert app.scene.prompt_texts()[0].startswith("D-pad up/D-pad down: choose")
    assert foot() != with_keys  # the copied layer shows the new line
    drive.key(K.DOWN, frames=3)
    assert foot() == with_keys
