"""The game side in the real headless window: the lobby, then a whole hour with a network seat.

A real server runs on 127.0.0.1; the player on screen joins a room that a second person (a plain
websocket client) created, reports Ready with the R key, and plays the first hour with a click and
Enter while the other person's seat is fed from the server through the off-frame path of a bot.
"""

from __future__ import annotations

import time
from typing import Any, Callable

import arcade
import pytest

from game.app.scenes.result import ResultScene
from game.app.scenes.select import SelectScene
from game.olifantenpad.lobby import LobbyScene
from game.olifantenpad.online_link import Link, server_url
from game.olifantenpad.online_play import OnlineScene
from game.olifantenpad.pure.rules import step_options
from tests.online.conftest import Client, Running
from tests.online.online_helpers import Two, ready_seat, stand, walk

K = arcade.key
pytestmark = pytest.mark.window


def until(drive, condition: Callable[[], Any], frames: int = 600) -> Any:
    """Step frames (letting the network thread work between them) until `condition` holds."""
    for _ in range(frames):
        found = condition()
        if found:
            return found
        drive.frames(1)
        time.sleep(0.005)
    raise AssertionError("the screen never got there")


def test_a_typed_address_becomes_a_websocket_url() -> None:
    assert server_url("192.168.1.20") == "ws://192.168.1.20:8765"
    assert server_url(" example.org:9000 ") == "ws://example.org:9000"
    assert server_url("wss://play.example.org/q") == "wss://play.example.org/q"


def first_message(link: Link, seconds: float = 30.0) -> dict[str, Any]:
    """The first message a link brings (waiting on its thread, no window needed)."""
    assert link.arrived.wait(seconds), "nothing came"
    return link.poll()[0]


def test_no_server_at_the_address_is_said_in_a_sentence() -> None:
    link = Link("127.0.0.1:1")
    message = first_message(link)
    assert message["type"] == "link-error" and "no Quintet server answers at ws://127.0.0.1:1" in message["message"]


def test_the_lobby_then_a_whole_hour_with_a_network_seat(drive, running: Running) -> None:
    # given Bo's room on a real server
    bo = Client(running.url)
    bo.send(type="create", name="Bo")
    code = bo.expect("joined")["code"]
    # when Ana joins it from the game's lobby and presses R
    drive.app.push(SelectScene(drive.app))
    lobby = LobbyScene(drive.app, Link(f"127.0.0.1:{running.port}"), "join", "Ana", code)
    drive.app.push(lobby)
    until(drive, lambda: len(lobby.seats) == 2 and lobby.seat == 1)
    assert lobby.code_text.text == f"Room {code}"
    assert [row.text.split("  ")[0] for row in lobby.rows[:2]] == ["Bo", "Ana"]
    drive.key(K.R)
    until(drive, lambda: lobby.ready)
    # (only the organiser picks the park: Ana's P is refused by the server, in a sentence)
    drive.key(K.P)
    until(drive, lambda: "only the organiser" in lobby.status.text)
    # and Bo is ready and starts
    bo.send(type="ready")
    bo.expect("room", seats=[ready_seat(0), ready_seat(1)])
    bo.send(type="start")
    bo_start = bo.expect("started")
    scene = until(drive, lambda: drive.app.current_view if isinstance(drive.app.current_view, OnlineScene) else None)
    drive.frames(20)
    # then the game shows the room's names and the server's clock
    assert scene.player_name(0) == "Bo" and scene.player_name(1) == "You"
    assert 0 < scene.online.seconds_left() <= 30
    # when Ana clicks a first step in from her gate and walks
    gate = scene.draft.gate
    cell = step_options(scene.state.park, scene.state.fences, gate)[0]
    drive.click(*scene.board.center(cell))
    assert scene.draft.steps == [cell]
    drive.key(K.ENTER)
    hour = bo.expect("hour")
    assert hour["events"][0] == {"type": "Planned", "player": 1, "steps": [], "gate": None, "hidden": True}
    assert "Waiting for Bo" in scene.thinking_text(0)
    # and Bo walks too: the server resolves the hour, the network seat brings it to the screen
    plan = walk(bo_start, bo_start["view"], 0)
    assert scene.online.state.plans[0] is None  # nothing of Bo's walk is on Ana's screen before
    bo.send(**plan)
    until(drive, lambda: scene.resolving or scene.state.hour == 1)
    drive.frames(3)
    if scene.timeline.busy:
        drive.key(K.SPACE)
    drive.settle()
    # then the screen shows 14:00: both walked where they planned
    assert scene.state.hour == 1
    assert scene.state.positions[1] == cell
    assert scene.state.positions[0] == tuple(plan["steps"][-1])
    assert scene.draft is not None and scene.planning  # Ana plans the next hour
    # (the pause menu says in its code line that an online game has none: its seed is the server's)
    drive.key(K.ESCAPE)
    drive.frames(3)
    assert drive.app.current_view.share.text.text == "An online game has no code: the server keeps it."
    drive.key(K.ESCAPE)
    drive.frames(3)
    assert drive.app.current_view is scene
    # and when both stand still for the four hours left, the results come as in any game
    for hour in range(1, 5):
        drive.key(K.ENTER)
        bo.send(**stand(hour))
        until(drive, lambda hour=hour: scene.resolving or scene.state.hour == hour + 1)
        drive.frames(3)
        if scene.timeline.busy:
            drive.key(K.SPACE)
        drive.settle()
    assert scene.state.over and bo.expect("over")["scores"] == list(scene.state.scores)
    until(drive, lambda: scene.ended)
    drive.key(K.SPACE)
    drive.frames(5)
    results = drive.app.current_view
    assert isinstance(results, ResultScene)
    assert {"Bo", "You"} <= {text.text for text in results.table}  # a row each, the room's names
    assert results.share.code is None


def test_the_setup_screen_joins_a_room_with_a_typed_server_and_code(drive, running: Running) -> None:
    from game.olifantenpad.online_setup import OnlineRows
    from game.olifantenpad.setup import SetupScene

    bo = Client(running.url)
    bo.send(type="create", name="Bo")
    code = bo.expect("joined")["code"]
    drive.app.push(SelectScene(drive.app))
    setup = SetupScene(drive.app)
    drive.app.push(setup)
    drive.frames(5)
    # when the player picks "With friends", "Join with a code", and types the server, code and name
    for _ in range(6):
        if setup.mode.value == "friends":
            break
        drive.key(K.RIGHT)
    assert setup.mode.value == "friends" and isinstance(setup.online, OnlineRows)
    drive.key(K.DOWN)
    drive.key(K.RIGHT)
    assert setup.online.role.value == "join"
    rows = setup.menu.widgets
    assert [getattr(r, "label", None) and r.label.text for r in rows[1:6]] == ["Room", "Nearby", "Server", "Code",
                                                                               "Your name"]
    drive.key(K.DOWN)
    drive.key(K.DOWN)
    drive.app.dispatch_event("on_text", f"127.0.0.1:{running.port}")
    drive.key(K.DOWN)
    drive.app.dispatch_event("on_text", code.lower())
    drive.key(K.DOWN)
    for _ in range(10):
        drive.key(K.BACKSPACE, frames=1)
    assert setup.menu.focused is setup.online.name, setup.menu.focused.label.text
    drive.app.dispatch_event("on_text", "Ana")
    drive.frames(2)
    assert (setup.online.server.value, setup.online.code.value, setup.online.name.value) == (
        f"127.0.0.1:{running.port}", code, "Ana")
    drive.key(K.ENTER)
    # then the lobby shows Bo's room with Ana in it, and the address is remembered
    lobby = until(drive, lambda: drive.app.current_view if isinstance(drive.app.current_view, LobbyScene) else None)
    until(drive, lambda: len(lobby.seats) == 2)
    assert lobby.code_text.text == f"Room {code}"
    assert drive.app.profile.progress["olifantenpad"]["server"] == f"127.0.0.1:{running.port}"
    assert bo.expect("room", seats=Two())["seats"][1]["name"] == "Ana"
    # and Esc leaves the room, back to the setup screen
    drive.key(K.ESCAPE)
    assert isinstance(drive.app.current_view, SetupScene)
    assert len(bo.expect("room")["seats"]) == 1


def test_hosting_starts_the_same_server_in_its_own_process_and_stops_it(tmp_path) -> None:
    import socket

    from game.olifantenpad.online_host import Hosted

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    hosted = Hosted("Ana", tmp_path, port, advertise=False)
    try:
        link = Link(f"127.0.0.1:{port}", retry_seconds=30.0)
        welcome = first_message(link)
        assert welcome["type"] == "welcome" and hosted.running
        assert hosted.address.endswith(f":{port}")
        link.close()
    finally:
        hosted.stop()
    assert not hosted.running
    assert (tmp_path / "quintet.sqlite").exists()


def test_after_a_drop_r_brings_the_player_back_into_their_seat(drive, running: Running) -> None:
    bo = Client(running.url)
    bo.send(type="create", name="Bo")
    code = bo.expect("joined")["code"]
    drive.app.push(SelectScene(drive.app))
    lobby = LobbyScene(drive.app, Link(f"127.0.0.1:{running.port}"), "join", "Ana", code)
    drive.app.push(lobby)
    until(drive, lambda: lobby.seat == 1)
    drive.key(K.R)
    bo.send(type="ready")
    bo.expect("room", seats=[ready_seat(0), ready_seat(1)])
    bo.send(type="start")
    bo_start = bo.expect("started")
    scene = until(drive, lambda: drive.app.current_view if isinstance(drive.app.current_view, OnlineScene) else None)
    # when Ana's connection drops
    scene.online.link.close()
    assert bo.expect("room")["seats"][1]["connected"] is False
    until(drive, lambda: scene.online.closed)
    assert scene.message.text == "Press R to come back into your seat."
    # then R brings her back into seat 1, and the hour goes on with her
    drive.key(K.R)
    until(drive, lambda: not scene.online.rejoining and not scene.online.closed)
    assert bo.expect("room")["seats"][1]["connected"] is True
    until(drive, lambda: scene.planning)
    drive.key(K.ENTER)  # she stays outside this hour
    bo.send(**walk(bo_start, bo_start["view"], 0))
    until(drive, lambda: scene.resolving or scene.state.hour == 1)
    drive.frames(3)
    if scene.timeline.busy:
        drive.key(K.SPACE)
    drive.settle()
    assert scene.state.hour == 1 and scene.state.positions[1] is None
