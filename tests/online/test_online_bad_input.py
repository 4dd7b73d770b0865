"""Bad input: each gets an error or a closed connection, and every other room plays on."""

from __future__ import annotations

import json
from typing import Any, Callable

import pytest

from game.olifantenpad.online.client import Refusal, check_welcome
from game.olifantenpad.online.protocol import MAX_FRAME, PROTOCOL, Welcome, content_stamp, encode, hello, rules_stamp
from tests.online.conftest import Client, Running
from tests.online.online_helpers import play_hour, started


@pytest.fixture
def other_room(running: Running) -> Callable[[], None]:
    """A room of two that has started; calling the fixture plays one hour in it (it must still work)."""
    clients, starts, _ = started(running, 2)
    state: dict[str, Any] = {"views": [s["view"] for s in starts]}

    def one_hour() -> None:
        results = play_hour(clients, starts, state["views"])
        state["views"] = [r["view"] for r in results]
        assert results[0]["view"]["hour"] == results[1]["view"]["hour"] >= 1
    return one_hour


BAD_FRAMES = [
    ("not json", "the message is not JSON"),
    ("[1, 2]", "expected 'object', got 'array'"),
    ('{"no": "type"}', "a message is a JSON object with a 'type' key"),
    ('{"type": "teleport"}', "unknown message type; expected one of"),
    ('{"type": "join", "code": "ACDEFG", "name": "Ana", "extra": 1}', "unknown field 'extra'"),
    ('{"type": "join", "code": "ACDEFG", "name": ""}', "length >= 1 (at name)"),
    ('{"type": "plan", "hour": 0, "steps": [[1, 2], [3]]}', "length 2 (at steps[1])"),
    ('{"type": "plan", "hour": 9}', "<= 5 (at hour)"),
    ('{"type": "seat", "name": "\\u0007bell", "colour": "blue"}', "at name"),
    ('{"type": "ready"}', "you are not in a room"),
    ('{"type": "hello", "protocol": 1, "quintet": "x", "rules": "x", "content": "x"}', "already said hello"),
]


@pytest.mark.parametrize(("frame", "said"), BAD_FRAMES)
def test_a_bad_message_gets_an_error_and_the_connection_goes_on(running: Running, other_room: Callable[[], None],
                                                              frame: str, said: str) -> None:
    client = Client(running.url)
    client.send_raw(frame)
    error = client.expect("error")
    assert said in error["message"] and not error["fatal"]
    # the same connection still works, and so does the other room
    client.send(type="create", name="Ana")
    assert client.expect("joined")
    other_room()


def test_an_illegal_walk_is_refused_with_the_rules_reason(running: Running) -> None:
    clients, starts, _ = started(running, 2)
    clients[0].send(type="plan", hour=0, steps=[[0, 0]])
    assert "outside the park" in clients[0].expect("error", code="illegal")["message"]


def test_an_oversized_frame_closes_that_connection_only(running: Running, other_room: Callable[[], None]) -> None:
    client = Client(running.url)
    client.send(type="park", source="file", text="x" * (MAX_FRAME + 10))
    assert client.wait_closed()
    assert client.ws.close_code == 1009
    other_room()


def test_a_flood_of_messages_closes_that_connection(make_running: Callable[..., Running]) -> None:
    running = make_running(messages_per_second=5.0, message_burst=10)
    client = Client(running.url)
    for _ in range(40):
        try:
            client.send(type="ready")
        except Exception:  # noqa: BLE001 - the server may have closed already
            break
    assert client.wait_closed()
    fatal = [f for f in client.frames if f["type"] == "error" and f["fatal"]]
    assert fatal and fatal[0]["code"] == "flood"
    # a well-behaved client of the same server is served
    assert Client(running.url).welcome["type"] == "welcome"


def test_rooms_and_joins_are_rate_limited_per_address(make_running: Callable[..., Running]) -> None:
    running = make_running(joins_per_minute=3, messages_per_second=100, message_burst=100)
    client = Client(running.url)
    for _ in range(3):
        client.send(type="create", name="Ana")
        client.expect("joined")
        client.send(type="leave")
    client.send(type="create", name="Ana")
    assert "wait a minute" in client.expect("error", code="rate")["message"]
    # a minute later on the server's clock, it may again
    running.advance(61)
    client.send(type="create", name="Ana")
    assert client.expect("joined")


def test_connections_per_address_are_limited(make_running: Callable[..., Running]) -> None:
    running = make_running(connections_per_address=2)
    first, second = Client(running.url), Client(running.url)
    third = Client(running.url, say_hello=False)
    assert third.expect("error", code="busy")["fatal"] and third.wait_closed()
    assert first.welcome and second.welcome


def test_a_client_must_say_hello_first(running: Running) -> None:
    client = Client(running.url, say_hello=False)
    client.send(type="create", name="Ana")
    error = client.expect("error", code="hello")
    assert error["fatal"] and "first message must be a hello" in error["message"]
    assert client.wait_closed()


@pytest.mark.parametrize(("change", "said"), [
    ({"protocol": PROTOCOL + 1}, "speaks protocol 2"),
    ({"quintet": "0.0.1"}, "runs Quintet 0.0.1"),
    ({"rules": "olifantenpad/99"}, "plays the rules olifantenpad/99"),
    ({"content": "0" * 16}, "different Olifantenpad parks or settings"),
])
def test_a_client_of_another_version_is_refused_with_a_sentence(running: Running, change: dict[str, Any],
                                                                said: str) -> None:
    client = Client(running.url, say_hello=False)
    client.send_raw(json.dumps({**json.loads(encode(hello())), **change}))
    error = client.expect("error", code="version")
    assert said in error["message"] and error["message"].startswith("this server cannot play with your Quintet")
    assert client.wait_closed()


def test_a_server_of_another_version_is_refused_by_the_client() -> None:
    ours = Welcome(PROTOCOL, hello().quintet, rules_stamp(), content_stamp(), "p", 1200)
    assert check_welcome(ours) is ours
    with pytest.raises(Refusal, match="the server has different Olifantenpad parks"):
        check_welcome(Welcome(PROTOCOL, hello().quintet, rules_stamp(), "f" * 16, "p", 1200))
    with pytest.raises(Refusal, match="the server speaks protocol 7"):
        check_welcome(Welcome(7, hello().quintet, rules_stamp(), content_stamp(), "p", 1200))
