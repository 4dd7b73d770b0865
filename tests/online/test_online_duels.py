"""Duels: the queue pairs two waiting players; ratings (Elo) move after each duel and are kept."""

from __future__ import annotations

from pathlib import Path

from game.olifantenpad.online.protocol import encode, hello
from game.olifantenpad.online.ratings import START_RATING, Records, elo_change
from tests.online.conftest import Client, Running
from tests.online.online_helpers import Two, play_hour


def test_two_players_looking_for_an_opponent_are_put_in_a_rated_duel(running: Running) -> None:
    ana, bo = Client(running.url), Client(running.url)
    assert ana.welcome["rating"] == START_RATING and ana.welcome["player"]
    # when Ana looks for an opponent, she waits
    ana.send(type="find", name="Ana")
    assert ana.expect("queued")["waiting"] == 1
    # and when Bo looks too, both are seated in a duel that starts at once
    bo.send(type="find", name="Bo")
    starts = []
    for client in (ana, bo):
        client.expect("joined")
        room = client.expect("room", phase="playing")
        assert room["kind"] == "duel" and [s["rating"] for s in room["seats"]] == [START_RATING] * 2
        starts.append(client.expect("started"))
    assert sorted(s["seat"] for s in starts) == [0, 1]
    # they play five hours; the duel's end moves both ratings by the Elo formula
    by_seat = sorted(zip(starts, (ana, bo)), key=lambda pair: pair[0]["seat"])
    clients, starts = [c for _, c in by_seat], [s for s, _ in by_seat]
    views = [s["view"] for s in starts]
    for _ in range(5):
        views = [r["view"] for r in play_hour(clients, starts, views, still=(1,))]
    over = clients[0].expect("over")
    first, second = over["scores"]
    result = 1.0 if first > second else 0.5 if first == second else 0.0
    change = elo_change(START_RATING, START_RATING, result)
    assert over["changes"] == [change, -change]
    assert over["ratings"] == [START_RATING + change, START_RATING - change]
    # and a player who comes back with their secret finds their rating again
    secret = next(f for f in clients[0].frames if f["type"] == "welcome")["player"]
    clients[0].close()
    again = Client(running.url, say_hello=False)
    again.send_raw(encode(hello(secret)))
    assert again.expect("welcome")["rating"] == START_RATING + change
    # and in a room with friends, everyone sees each player's rating
    again.send(type="create", name="Ana")
    code = again.expect("joined")["code"]
    newcomer = Client(running.url)
    newcomer.send(type="join", code=code, name="Cem")
    seats = newcomer.expect("room", seats=Two())["seats"]
    assert [s["rating"] for s in seats] == [START_RATING + change, START_RATING]


def test_one_player_alone_in_the_queue_waits_and_may_stop_looking(running: Running) -> None:
    ana = Client(running.url)
    ana.send(type="find", name="Ana")
    assert ana.expect("queued")["waiting"] == 1
    ana.send(type="unfind")
    assert ana.expect("queued")["waiting"] == 0
    bo = Client(running.url)
    bo.send(type="find", name="Bo")
    assert bo.expect("queued")["waiting"] == 1  # Ana is not paired with Bo: she stopped looking


def test_elo_moves_ratings_toward_the_result_and_keeps_them(tmp_path: Path) -> None:
    records = Records(tmp_path / "r.sqlite")
    assert records.rating("ana") is None
    ratings, changes = records.record_duel(("ana", "bo"), ("Ana", "Bo"), 1.0)
    assert changes == (16, -16) and ratings == (1216, 1184)
    # an upset moves more than an expected win
    _, upset = records.record_duel(("ana", "bo"), ("Ana", "Bo"), 0.0)
    assert upset[1] > 16 and upset[0] == -upset[1]
    assert Records(tmp_path / "r.sqlite").rating("bo") == 1184 + upset[1]


def test_the_same_player_in_two_windows_is_not_paired_with_themselves(running: Running) -> None:
    ana = Client(running.url)
    secret = ana.welcome["player"]
    ana.send(type="find", name="Ana")
    assert ana.expect("queued")["waiting"] == 1
    twin = Client(running.url, say_hello=False)
    twin.send_raw(encode(hello(secret)))
    twin.expect("welcome")
    twin.send(type="find", name="Ana")
    assert twin.expect("queued")["waiting"] == 2
    bo = Client(running.url)
    bo.send(type="find", name="Bo")
    assert bo.expect("joined") and ana.expect("joined")  # Bo meets the one who waited longest
