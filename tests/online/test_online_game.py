"""A game in a room: plans, the hour's clock, leaving, dropping and coming back, the save."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from game.commands import load_replay
from game.core.session import Session
from game.olifantenpad.pure.rules import RULES
from tests.online.conftest import Client, Running
from tests.online.online_helpers import Ended, play_hour, stand, started, walk


def _walked(hour: dict[str, Any]) -> dict[int, list[Any]]:
    return {e["player"]: e["steps"] for e in hour["events"] if e["type"] == "Walked"}


def test_no_client_ever_sees_another_players_plan_before_the_hour_resolves(running: Running) -> None:
    # given a room of four, each planning real walks for five hours
    clients, starts, _ = started(running, 4)
    views = [s["view"] for s in starts]
    sent: list[dict[int, list[Any]]] = []
    for _ in range(5):
        sent.append({s["seat"]: walk(s, v, s["seat"])["steps"] for s, v in zip(starts, views)})
        results = play_hour(clients, starts, views)
        views = [r["view"] for r in results]
        # then each hour's result shows every walk as planned
        assert {p: steps for p, steps in _walked(results[0]).items() if steps} == \
            {p: steps for p, steps in sent[-1].items() if steps}
    for client in clients:
        client.expect("over")
    # and no frame any client received carried another seat's plan before its hour's result
    for client, start in zip(clients, starts):
        me = start["seat"]
        assert client.frames, "the client received frames"
        for frame in client.frames:
            events = frame.get("events", [])
            resolves = any(e["type"] == "HourEnded" for e in events)
            for event in events:
                if event["type"] == "Planned" and event["player"] != me:
                    assert event["hidden"] and event["steps"] == [] and event["gate"] is None
                if event["type"] == "Walked":
                    assert resolves, "walks are only shown in the frame that resolves their hour"
            view = frame.get("view")
            if view is not None:
                assert view["plan"] is None and view["player"] == me
            assert "seed" not in json.dumps(frame) or frame["type"] == "over"


def test_a_plan_is_acknowledged_to_its_player_and_shown_to_others_only_as_given(running: Running) -> None:
    clients, starts, _ = started(running, 2)
    plan = walk(starts[0], starts[0]["view"], 0)
    clients[0].send(**plan)
    mine = clients[0].expect("hour")
    theirs = clients[1].expect("hour")
    assert mine["events"] == [{"type": "Planned", "player": 0, "steps": plan["steps"], "gate": plan["gate"],
                               "hidden": False}]
    assert theirs["events"] == [{"type": "Planned", "player": 0, "steps": [], "gate": None, "hidden": True}]
    assert mine["view"] is None and theirs["view"] is None  # the hour goes on: nothing else changed
    # a second plan for the same hour is refused
    clients[0].send(**plan)
    assert "already planned your walk for 13:00" in clients[0].expect("error", code="planned")["message"]


def test_whoever_has_not_planned_when_the_30_seconds_run_out_stands_still(running: Running) -> None:
    clients, starts, _ = started(running, 2)
    plan = walk(starts[0], starts[0]["view"], 0)
    clients[0].send(**plan)
    clients[1].expect("hour")
    # when the server's clock passes the hour's 30 seconds
    running.advance(29.0)
    running.advance(1.5)
    results = [c.expect("hour", events=Ended()) for c in clients]
    # then the hour resolved with Bo standing (outside), and the next hour has its 30 seconds
    assert _walked(results[1]) == {0: plan["steps"], 1: []}
    assert results[1]["view"]["hour"] == 1 and results[1]["seconds"] == 30.0
    # and a walk for the closed hour is refused
    clients[1].send(**stand(0))
    assert "13:00 hour is closed" in clients[1].expect("error", code="late")["message"]


def test_a_plan_for_another_seat_is_refused(running: Running) -> None:
    clients, starts, _ = started(running, 2)
    clients[0].send(**{**walk(starts[1], starts[1]["view"], 1), "seat": 1})
    assert "a plan for seat 2 is refused" in clients[0].expect("error", code="seat")["message"]


def test_a_player_who_leaves_keeps_trails_and_scores_no_more(running: Running, tmp_path: Path) -> None:
    clients, starts, _ = started(running, 3)
    views = [s["view"] for s in starts]
    results = play_hour(clients, starts, views)
    views = [r["view"] for r in results]
    # when Cem leaves after 13:00
    clients[2].send(type="leave")
    room = clients[0].expect("room", phase="playing")
    assert room["seats"][2]["left"] and not room["seats"][2]["connected"]
    cem_score = views[0]["scores"][2]
    trails = [i for i, owner in enumerate(views[0]["owner"]) if owner == 2]
    # then the others play on: Cem stands still every hour, his trails stay his until they regrow
    after = play_hour(clients[:2], starts[:2], views[:2])
    assert _walked(after[0])[2] == []
    assert all(after[0]["view"]["owner"][i] == 2 for i in trails if after[0]["view"]["wear"][i])
    views = [r["view"] for r in after]
    for _ in range(3):
        views = [r["view"] for r in play_hour(clients[:2], starts[:2], views)]
    over = clients[0].expect("over")
    # and his final score is the one he had when he left
    assert over["scores"][2] == cem_score
    # and the leaving is in the server's save: `quintet replay`'s loader plays it back to the room's scores
    running.settle()
    entry, session, moves = load_replay(tmp_path / "games" / over["save"])
    assert {"type": "Leave", "by": 2} in [m.to_dict() for m in moves]
    state = session.state
    for played in moves:
        state, _events = RULES.apply(state, played.move, played.player)
    assert state.over and list(state.scores) == over["scores"] and state.left == (2,)


def test_a_dropped_player_comes_back_into_their_seat_with_the_token(running: Running) -> None:
    clients, starts, code = started(running, 2)
    joined = next(f for f in clients[1].frames if f["type"] == "joined")
    # when Bo's connection drops
    clients[1].close()
    assert clients[0].expect("room")["seats"][1]["connected"] is False
    # then a wrong token is refused, and his token brings him back to where the game stands
    again = Client(running.url)
    again.send(type="rejoin", code=code, token="not-the-token")
    assert again.expect("error", code="token")
    again.send(type="rejoin", code=code, token=joined["token"])
    assert again.expect("joined")["seat"] == 1
    back = again.expect("started")
    assert back["seat"] == 1 and back["view"]["hour"] == 0 and back["park"] == starts[1]["park"]
    assert clients[0].expect("room")["seats"][1]["connected"] is True
    # and he plays on
    results = play_hour([clients[0], again], [starts[0], back], [starts[0]["view"], back["view"]])
    assert results[1]["view"]["hour"] == 1


def test_a_finished_game_is_a_normal_save_that_replays_to_the_same_scores(running: Running, tmp_path: Path) -> None:
    clients, starts, code = started(running, 2)
    views = [s["view"] for s in starts]
    for _ in range(5):
        views = [r["view"] for r in play_hour(clients, starts, views)]
    overs = [c.expect("over") for c in clients]
    assert overs[0] == overs[1] and overs[0]["scores"] == views[0]["scores"]
    assert overs[0]["save"].startswith(f"olifantenpad-{code}-")
    save = json.loads((tmp_path / "games" / overs[0]["save"]).read_text())
    session = Session.from_save(RULES, save)
    assert list(session.state.scores) == overs[0]["scores"] and len(session.history) == 10
    running.settle()
    assert running.server.records.games()[0][:3] == (code, "friends", overs[0]["save"])
