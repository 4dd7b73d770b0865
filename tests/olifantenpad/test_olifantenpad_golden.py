"""The golden save guards Olifantenpad's save format: a whole three-player game on Corner Meadow (a
person's walks and the hard and easy bots' walks, each under its player) must keep loading to the
same final state and saving again unchanged."""

import json
from pathlib import Path

from game.core.rules import Status
from game.core.session import Session, replay
from game.olifantenpad.pure.content import content_for
from game.olifantenpad.pure.rules import RULES, Params

GOLDEN = json.loads((Path(__file__).parent / "golden_save.json").read_text())


def test_the_golden_save_replays_to_the_recorded_end_and_saves_again_unchanged():
    session = Session.from_save(RULES, GOLDEN, content_for)
    assert session.params == Params(players=3, park="corner-meadow", seats=("human", "hard", "easy"))
    assert session.humans == (0,) and RULES.bots(session.params) == (1, 2)
    assert [entry.player for entry in session.history] == [0, 1, 2] * 5
    assert session.state.over and session.state.scores == (5, 8, 26)
    assert RULES.outcome(session.state).results == (Status.LOST, Status.LOST, Status.WON)
    assert json.loads(json.dumps(session.to_save())) == GOLDEN


def test_the_golden_save_carries_its_park_and_replays_step_by_step():
    assert GOLDEN["content"]["name"] == "corner-meadow"
    session = Session.from_save(RULES, GOLDEN)  # no content_for: the save's own park
    steps = list(replay(RULES, GOLDEN))
    assert len(steps) == 15 and steps[-1][1] == session.state
    again = Session.from_save(RULES, json.loads(json.dumps(session.to_save())))
    assert again.state == session.state
