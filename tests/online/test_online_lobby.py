"""The lobby and the online setup in the real headless window, on a real server on 127.0.0.1: the
organiser's own park file, the colours chosen in the lobby in the game and its results, the
ratings, and coming back into a seat after the game closed (the kept seat and "Rejoin")."""

from __future__ import annotations

import re

import arcade
import pytest

from game.app.scenes.result import ResultScene
from game.app.scenes.select import SelectScene
from game.levels import user_levels_dir
from game.olifantenpad import textures as tex
from game.olifantenpad.lobby import LobbyScene
from game.olifantenpad.online.protocol import COLOURS
from game.olifantenpad.online.ratings import START_RATING
from game.olifantenpad.online_link import Link
from game.olifantenpad.online_play import OnlineScene
from game.olifantenpad.online_seat import load_seat
from game.olifantenpad.setup import SetupScene
from tests.online.conftest import Client, Running
from tests.online.online_helpers import Two, ready_seat, stand, walk
from tests.online.test_online_rooms import _shipped_text
from tests.online.test_online_scene import until

K = arcade.key
pytestmark = pytest.mark.window


def _center(widget) -> tuple[float, float]:
    return widget.left + widget.width / 2, widget.bottom + widget.height / 2


def _current(drive, kind):
    return until(drive, lambda: drive.app.current_view if isinstance(drive.app.current_view, kind) else None)


def _finish(drive, scene: OnlineScene, bo: Client, first: int = 0) -> None:
    """Both stand still from hour `first` to the end; the results come."""
    for hour in range(first, 5):
        until(drive, lambda: scene.planning)
        drive.key(K.ENTER)
        bo.send(**stand(hour))
        until(drive, lambda hour=hour: scene.resolving or scene.state.hour == hour + 1)
        drive.frames(3)
        if scene.timeline.busy:
            drive.key(K.SPACE)
        drive.settle()
    until(drive, lambda: scene.ended)
    drive.key(K.SPACE)
    drive.frames(5)


def test_the_organiser_plays_their_own_park_file_from_the_lobby(drive, running: Running) -> None:
    # given a park of the player's own in their levels folder ("Your levels")
    folder = user_levels_dir("olifantenpad")
    folder.mkdir(parents=True, exist_ok=True)
    text = re.sub(r'(?m)^title = ".*"$', 'title = "My Orchard"',
                  _shipped_text("orchard").replace('name = "orchard"', 'name = "my-orchard"'), count=1)
    (folder / "my-orchard.toml").write_text(text, encoding="utf-8")
    # when Ana opens a room from the lobby and Bo joins it
    drive.app.push(SelectScene(drive.app))
    lobby = LobbyScene(drive.app, Link(f"127.0.0.1:{running.port}"), "host", "Ana")
    drive.app.push(lobby)
    until(drive, lambda: lobby.seat == 0 and lobby.code)
    bo = Client(running.url)
    bo.send(type="join", code=lobby.code, name="Bo")
    until(drive, lambda: len(lobby.seats) == 2)
    # and presses P until her own park is the room's park
    mine = lobby.parks.index(("file", str(folder / "my-orchard.toml")))
    for _ in range(mine - lobby.park_index):
        drive.key(K.P)
    until(drive, lambda: "Park: My Orchard" in lobby.status.text)
    # then everyone in the room sees it; Ready is a click on the button, Start the S key
    drive.click(*_center(lobby.ready_button))
    until(drive, lambda: lobby.ready)
    bo.send(type="ready")
    bo.expect("room", park="My Orchard", seats=[ready_seat(0), ready_seat(1)])
    drive.key(K.S)
    started = bo.expect("started")
    # and the game is played on it, on both screens
    assert started["park"]["name"] == "my-orchard" and started["park"]["title"] == "My Orchard"
    scene = _current(drive, OnlineScene)
    assert scene.state.park.name == "my-orchard"


def _join_bos_room(drive, running: Running) -> tuple[LobbyScene, Client]:
    """Bo opens a room (in yellow) and Ana joins it from the lobby: Ana's lobby, both seated, and Bo."""
    bo = Client(running.url)
    bo.send(type="create", name="Bo", colour="yellow")
    code = bo.expect("joined")["code"]
    drive.app.push(SelectScene(drive.app))
    lobby = LobbyScene(drive.app, Link(f"127.0.0.1:{running.port}"), "join", "Ana", code)
    drive.app.push(lobby)
    until(drive, lambda: len(lobby.seats) == 2 and lobby.seat == 1)
    return lobby, bo


def test_the_colours_chosen_in_the_lobby_are_the_games_colours(drive, running: Running) -> None:
    # given Bo's room, where Bo took yellow
    lobby, bo = _join_bos_room(drive, running)
    assert [s["colour"] for s in lobby.seats] == ["yellow", "blue"]
    # when Ana presses C: the next free colour after blue is orange
    drive.key(K.C)
    until(drive, lambda: lobby.seats[1]["colour"] == "orange")
    yellow, orange = COLOURS.index("yellow"), COLOURS.index("orange")
    assert [s.texture for s in lobby.swatches] == [tex.icon("swatch", 26, look, seat_order=True)
                                                   for look in (yellow, orange)]
    # and the two are ready and Bo starts
    drive.key(K.R)
    bo.send(type="ready")
    bo.expect("room", seats=[ready_seat(0), ready_seat(1)])
    bo.send(type="start")
    bo.expect("started")
    scene = _current(drive, OnlineScene)
    drive.frames(5)
    # then Bo (seat 1) is drawn in yellow and Ana (seat 2) in orange: panel, tokens
    assert scene.online.looks == (yellow, orange)
    panel = {s.texture for s in scene.hud.sprites}
    assert {tex.icon("swatch", 24, look, seat_order=True) for look in (yellow, orange)} <= panel
    assert tex.icon("swatch", 24, COLOURS.index("blue"), seat_order=True) not in panel
    cell = scene.walkers.cell
    assert [t.texture for t in scene.walkers.token] == [tex._piece("token", cell, look) for look in (yellow, orange)]
    # and the results show the same colours
    _finish(drive, scene, bo)
    results = _current(drive, ResultScene)
    shown = {s.texture for s in results.marks}
    assert {tex.icon("swatch", 30, yellow, seat_order=True), tex.icon("swatch", 30, orange, seat_order=True)} <= shown
    assert tex.icon("swatch", 30, COLOURS.index("blue"), seat_order=True) not in shown


def test_a_player_whose_game_closed_rejoins_from_the_setup_screen(drive, running: Running) -> None:
    bo = Client(running.url)
    bo.send(type="create", name="Bo")
    code = bo.expect("joined")["code"]
    drive.app.push(SelectScene(drive.app))
    lobby = LobbyScene(drive.app, Link(f"127.0.0.1:{running.port}"), "join", "Ana", code)
    drive.app.push(lobby)
    until(drive, lambda: lobby.seat == 1)
    # the seat is kept as soon as the server gives it, and the server's rating is remembered
    kept = load_seat()
    assert kept is not None and (kept.code, kept.name, kept.token) == (code, "Ana", lobby.token)
    assert drive.app.profile.progress["olifantenpad"]["online_rating"] == START_RATING
    drive.key(K.R)
    bo.send(type="ready")
    bo.expect("room", seats=[ready_seat(0), ready_seat(1)])
    bo.send(type="start")
    bo_start = bo.expect("started")
    scene = _current(drive, OnlineScene)
    # the first hour is played: Ana walks in, Bo too
    until(drive, lambda: scene.planning)
    drive.key(K.ENTER)
    bo.send(**walk(bo_start, bo_start["view"], 0))
    until(drive, lambda: scene.state.hour == 1)
    positions = scene.state.positions
    # when Ana's game closes mid-game (its connection goes, the screen with it)
    scene.online.link.close()
    assert bo.expect("room")["seats"][1]["connected"] is False
    drive.app.replace(SelectScene(drive.app))
    drive.frames(2)
    # then the setup screen offers to rejoin, with her rating, in the friends' mode
    setup = SetupScene(drive.app)
    drive.app.replace(setup)
    drive.frames(3)
    for _ in range(6):
        if setup.mode.value == "friends":
            break
        drive.key(K.RIGHT)
    assert setup.online.role.value == "rejoin" and setup.online.role.shown.text == f"Rejoin room {code}"
    assert setup.menu.widgets[1:3] == [setup.online.role, setup.start]
    assert f"room {code} as Ana" in setup.about.text
    drive.click(*_center(setup.start))
    # and she is back in her seat, where the game stands (14:00, everyone where they were)
    again = _current(drive, OnlineScene)
    assert again is not scene and again.online.viewer == 1
    until(drive, lambda: again.state.hour == 1)
    assert again.state.positions == positions
    assert bo.expect("room", seats=Two())["seats"][1]["connected"] is True
    # and once the game is over, there is nothing left to rejoin
    _finish(drive, again, bo, first=1)
    assert bo.expect("over")
    assert load_seat() is None


def test_a_kept_seat_the_server_no_longer_knows_is_forgotten(drive, running: Running) -> None:
    from game.olifantenpad.online_seat import SavedSeat, keep_seat

    keep_seat(SavedSeat(f"127.0.0.1:{running.port}", "ACDEFG", "gone-token", "Ana"))
    drive.app.push(SelectScene(drive.app))
    lobby = LobbyScene(drive.app, Link(f"127.0.0.1:{running.port}"), "rejoin", "Ana", "ACDEFG", token="gone-token")
    drive.app.push(lobby)
    until(drive, lambda: "there is no room ACDEFG" in lobby.status.text)
    assert load_seat() is None


def test_the_setup_screen_shows_the_online_rating(drive) -> None:
    drive.app.profile.progress.setdefault("olifantenpad", {})["online_rating"] = 1032
    drive.app.push(SelectScene(drive.app))
    setup = SetupScene(drive.app)
    drive.app.push(setup)
    drive.frames(2)
    for _ in range(6):
        if setup.mode.value == "duel":
            break
        drive.key(K.RIGHT)
    assert setup.about.text.startswith("Your rating 1032.")
    from game.olifantenpad.pure.rating import card_note

    assert "Online 1032" in card_note(drive.app.profile)


def test_the_rooms_keys_are_the_players_own(drive, running: Running) -> None:
    from game.ui import bindings

    # given Ana gave Ready the key Y and the next colour the key K (Settings -> Controls: Online room)
    drive.app.settings.bindings = {"olifantenpad-room": {"ready": ["Y"], "colour": ["K"]}}
    bindings.apply(drive.app.settings.bindings)
    try:
        lobby, _ = _join_bos_room(drive, running)
        # the room's line of keys names her keys
        assert "Y: ready" in lobby.keys.text and "K: colour" in lobby.keys.text and "R:" not in lobby.keys.text
        # when she presses the old keys nothing happens; her own keys take a colour and say Ready
        drive.key(K.C)
        drive.key(K.R)
        drive.frames(20)
        assert lobby.seats[1]["colour"] == "blue" and not lobby.ready
        drive.key(K.K)
        until(drive, lambda: lobby.seats[1]["colour"] == "orange")
        drive.key(K.Y)
        until(drive, lambda: lobby.ready)
    finally:
        bindings.apply({})


def test_a_pad_plays_the_room(drive, running: Running) -> None:
    from tests.app.test_gamepad import FakePad

    pad = FakePad()
    drive.app.gamepad.connect(pad)
    try:
        lobby, _ = _join_bos_room(drive, running)

        def press(button: str) -> None:
            pad.dispatch_event("on_button_press", pad, button)
            pad.dispatch_event("on_button_release", pad, button)
            drive.frames(2)

        # Y takes the next colour, X says Ready, and the room's key line names the buttons now
        press("y")
        until(drive, lambda: lobby.seats[1]["colour"] == "orange")
        press("x")
        until(drive, lambda: lobby.ready)
        from game.olifantenpad.lobby import room_keys_line
        assert room_keys_line().startswith("X: ready   Y: colour   RB: next park")
        # B leaves the room, as in every menu
        press("b")
        until(drive, lambda: drive.app.scene is not lobby)
    finally:
        drive.app.gamepad.disconnect(pad)
