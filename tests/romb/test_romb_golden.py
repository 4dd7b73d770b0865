"""The golden save guards Romb Raider's save format: the recorded shortest win of "torchlight"
must keep replaying to a won room in 18 turns."""

import json
from pathlib import Path

from game.core.rules import Status
from game.core.session import Session
from game.romb.rules import RULES

GOLDEN = json.loads((Path(__file__).parent / "golden_save.json").read_text())


def test_the_golden_save_replays_to_the_recorded_win():
    session = Session.from_save(RULES, GOLDEN)
    assert session.status() == Status.WON
    assert session.state.turns == 18 and RULES.score(session.state) == 1000 - 18
    assert json.loads(json.dumps(session.to_save())) == GOLDEN
