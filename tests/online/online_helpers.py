"""Shared steps of the online tests: a room of n players started, and legal walks to plan."""

from __future__ import annotations

from typing import Any

from game.olifantenpad.pure.rules import RULES, step_options
from tests.online.conftest import Client, Running

NAMES = ("Ana", "Bo", "Cem", "Dee")


def lobby(running: Running, players: int) -> tuple[list[Client], str]:
    """`players` clients in one friends' room (the first its organiser), every one Ready."""
    clients = [Client(running.url) for _ in range(players)]
    clients[0].send(type="create", name=NAMES[0])
    code = clients[0].expect("joined")["code"]
    for n, client in enumerate(clients[1:], 1):
        client.send(type="join", code=code, name=NAMES[n])
        client.expect("joined", seat=n)
    for client in clients:
        client.send(type="ready", ready=True)
    for client in clients:
        client.expect("room", seats=[ready_seat(s) for s in range(len(clients))])
    return clients, code


def ready_seat(seat: int) -> Any:
    """Matches the entry of `seat` in a room message once that seat is ready."""
    return _ReadySeat(seat)


class _ReadySeat:
    """Matches a seat entry of a room message that is ready (used inside `expect`)."""

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def __eq__(self, other: object) -> bool:
        return isinstance(other, dict) and other.get("seat") == self.seat and other.get("ready") is True


def started(running: Running, players: int) -> tuple[list[Client], list[dict[str, Any]], str]:
    """A room of `players` whose game the organiser has started; the clients and their `started`."""
    clients, code = lobby(running, players)
    clients[0].send(type="start")
    return clients, [c.expect("started") for c in clients], code


def entry(start: dict[str, Any], gate_number: int = 0, view: dict[str, Any] | None = None) -> dict[str, Any]:
    """A legal first walk: through gate `gate_number`, one step into the park."""
    park = RULES.content_from_dict(start["park"])
    gate = park.gates[gate_number % len(park.gates)].cell
    step = step_options(park, tuple(tuple(c) for c in (view or start["view"])["fences"]), gate)[0]
    return {"type": "plan", "hour": 0, "gate": list(gate), "steps": [list(step)]}


def stand(hour: int) -> dict[str, Any]:
    """Standing still (or staying outside) for `hour`."""
    return {"type": "plan", "hour": hour, "steps": []}


def park_of(start: dict[str, Any]) -> Any:
    """The park a `started` message carries, as the rules' record."""
    return RULES.content_from_dict(start["park"])


def walk(start: dict[str, Any], view: dict[str, Any], seat: int) -> dict[str, Any]:
    """A legal walk for `seat` this hour: in through a gate (each seat its own) while outside, else
    a step or two from where it stands."""
    hour = view["hour"]
    where = view["positions"][seat]
    if where is None:
        return {**entry(start, seat, view), "hour": hour}
    park, fences = park_of(start), tuple(tuple(c) for c in view["fences"])
    first = step_options(park, fences, tuple(where))[seat % 2]
    second = step_options(park, fences, first)[-1]
    return {"type": "plan", "hour": hour, "steps": [list(first), list(second)]}


def play_hour(clients: list[Client], starts: list[dict[str, Any]], views: list[dict[str, Any]],
              still: tuple[int, ...] = ()) -> list[dict[str, Any]]:
    """Every client plans a walk (the seats in `still` stand still); the hour's result as each
    client receives it (the `hour` message holding `HourEnded`)."""
    for client, start, view in zip(clients, starts, views):
        seat = start["seat"]
        client.send(**(stand(view["hour"]) if seat in still else walk(start, view, seat)))
    return [client.expect("hour", events=Ended()) for client in clients]


class Ended:
    """Matches an event list that ends an hour."""

    def __eq__(self, other: object) -> bool:
        return isinstance(other, list) and any(e.get("type") == "HourEnded" for e in other)


class Two:
    """Matches a list of two."""

    def __eq__(self, other: object) -> bool:
        return isinstance(other, list) and len(other) == 2
