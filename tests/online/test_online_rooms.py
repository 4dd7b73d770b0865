"""Rooms: a code, seats with names and colours, Ready, the organiser's park and start."""

from __future__ import annotations

import re

from game.olifantenpad.online.protocol import CODE_ALPHABET
from tests.online.conftest import Client, Running
from tests.online.online_helpers import lobby, ready_seat, started


def test_a_created_room_has_a_six_letter_code_without_look_alikes(running: Running) -> None:
    # given a client, when it creates a room
    ana = Client(running.url)
    ana.send(type="create", name="Ana", colour="orange")
    joined = ana.expect("joined")
    room = ana.expect("room")
    # then the code has 6 letters of the alphabet, and Ana sits in seat 0 as organiser, in orange
    assert re.fullmatch(f"[{CODE_ALPHABET}]{{6}}", joined["code"])
    assert not set(joined["code"]) & set("0O1IL2Z5S8B")
    assert joined["seat"] == 0 and joined["token"]
    assert room["organiser"] == 0 and room["phase"] == "lobby"
    assert [(s["name"], s["colour"], s["ready"]) for s in room["seats"]] == [("Ana", "orange", False)]


def test_joiners_get_free_colours_and_everyone_sees_the_seats(running: Running) -> None:
    ana, bo = Client(running.url), Client(running.url)
    ana.send(type="create", name="Ana", colour="blue")
    code = ana.expect("joined")["code"]
    # when Bo asks for Ana's colour
    bo.send(type="join", code=code.lower(), name="Bo", colour="blue")
    assert bo.expect("joined")["seat"] == 1
    # then he gets another one, and both see the two seats
    for client in (ana, bo):
        seats = client.expect("room", phase="lobby", seats=lambda_two())["seats"]
        assert [s["colour"] for s in seats] == ["blue", "orange"]
    # and changing to a taken colour is refused with a sentence
    bo.send(type="seat", name="Bo", colour="blue")
    assert "taken" in bo.expect("error", code="colour")["message"]
    bo.send(type="seat", name="Bob", colour="yellow")
    assert bo.expect("room")["seats"][1] == {"seat": 1, "name": "Bob", "colour": "yellow", "ready": False,
                                             "connected": True, "left": False, "rating": 1200}


class lambda_two:  # noqa: N801 - a matcher used as a value
    """Matches a seat list of two."""

    def __eq__(self, other: object) -> bool:
        return isinstance(other, list) and len(other) == 2


def test_start_waits_for_everyone_ready_and_only_the_organiser_starts(running: Running) -> None:
    ana, bo = Client(running.url), Client(running.url)
    ana.send(type="create", name="Ana")
    code = ana.expect("joined")["code"]
    # a room of one cannot start
    ana.send(type="ready")
    ana.send(type="start")
    assert "2 to 4 players" in ana.expect("error", code="seats")["message"]
    bo.send(type="join", code=code, name="Bo")
    bo.expect("joined")
    # Bo is not ready yet
    ana.send(type="start")
    assert "waiting for Bo" in ana.expect("error", code="ready")["message"]
    bo.send(type="ready")
    # only the organiser starts and picks the park
    bo.send(type="start")
    assert "only the organiser (Ana)" in bo.expect("error", code="organiser")["message"]
    bo.send(type="park", source="day")
    assert bo.expect("error", code="organiser")
    ana.send(type="start")
    for client in (ana, bo):
        start = client.expect("started")
        assert start["players"] == 2 and start["view"]["hour"] == 0 and start["seconds"] == 30.0
        assert "park" not in start["view"]  # the park travels once, beside the view


def test_a_fifth_player_and_an_unknown_code_are_refused(running: Running) -> None:
    clients, code = lobby(running, 4)
    late = Client(running.url)
    late.send(type="join", code=code, name="Eve")
    assert "full" in late.expect("error", code="full")["message"]
    late.send(type="join", code="XXXXXX", name="Eve")
    assert "no room XXXXXX" in late.expect("error", code="unknown-room")["message"]
    # and once a game has started, nobody joins it
    clients[0].send(type="start")
    clients[0].expect("started")
    clients[3].send(type="leave")
    late.send(type="join", code=code, name="Eve")
    assert late.expect("error", code="started")


def test_the_organiser_picks_the_park_of_the_day_or_their_own_file(running: Running) -> None:
    ana, bo = Client(running.url), Client(running.url)
    ana.send(type="create", name="Ana")
    code = ana.expect("joined")["code"]
    bo.send(type="join", code=code, name="Bo")
    ana.send(type="park", source="day", day="2026-03-01")
    assert ana.expect("room", park="Park of 1 March")
    # a broken file is refused with the loader's own sentence, and the park stays
    ana.send(type="park", source="file", text='name = "x"\ntitle = "Mine"\npicture = ["..."]\n')
    error = ana.expect("error", code="park")
    assert error["message"].startswith("your park file cannot be played: your park")
    # a good file travels in the room and is played
    text = (_shipped_text("corner-meadow").replace('title = "', 'title = "My ', 1))
    ana.send(type="park", source="file", text=text)
    title = ana.expect("room", phase="lobby", park=MyTitle())["park"]
    ana.send(type="park", source="shipped", name="no-such-park")
    assert "no park called 'no-such-park'" in ana.expect("error", code="park")["message"]
    for client in (ana, bo):
        client.send(type="ready")
    bo.expect("room", seats=[ready_seat(0), ready_seat(1)])
    ana.send(type="start")
    assert bo.expect("started")["park"]["title"] == title


class MyTitle:
    """Matches a park title starting with "My "."""

    def __eq__(self, other: object) -> bool:
        return isinstance(other, str) and other.startswith("My ")


def _shipped_text(name: str) -> str:
    from game.core.paths import resource_root
    for path in (resource_root() / "levels" / "olifantenpad").glob("*.toml"):
        text = path.read_text(encoding="utf-8")
        if f'name = "{name}"' in text:
            return text
    raise AssertionError(f"no shipped park {name}")


def test_leaving_the_lobby_frees_the_seat_and_passes_the_organiser_on(running: Running) -> None:
    clients, code = lobby(running, 3)
    clients[0].send(type="leave")
    room = clients[1].expect("room", seats=Len(2))
    assert [s["name"] for s in room["seats"]] == ["Bo", "Cem"] and room["organiser"] == 0
    # the new organiser (Bo) can start the game
    clients[1].send(type="start")
    assert clients[2].expect("started")["seat"] == 1


class Len:
    """Matches a list of `n` items."""

    def __init__(self, n: int) -> None:
        self.n = n

    def __eq__(self, other: object) -> bool:
        return isinstance(other, list) and len(other) == self.n


def test_started_gives_each_player_their_own_seat(running: Running) -> None:
    clients, starts, _ = started(running, 3)
    assert [s["seat"] for s in starts] == [0, 1, 2]
    assert all(s["view"]["player"] == s["seat"] for s in starts)
