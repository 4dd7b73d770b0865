"""The golden save guards Romb Raider's save format: the recorded shortest win of "torchlight"
must keep replaying to a won room in 18 turns. It was recorded in the room as it was before the
course rooms (kept here as `torchlight-2025.toml`): a version-1 save names its room and carries no
content, so it replays in the room its player played, and saved again it carries that room."""

import json
from pathlib import Path

from game.core.content import load_record
from game.core.rules import Status
from game.core.session import Session
from game.romb.pure.content import RoomRecord
from game.romb.pure.rules import RULES

# version 1 (before moves named their player and saves carried their content) must still load;
# saved again, it is the version-2 golden save
GOLDEN = json.loads((Path(__file__).parent / "golden_save_v1.json").read_text())
GOLDEN_V2 = json.loads((Path(__file__).parent / "golden_save.json").read_text())
RECORDED_IN = load_record(Path(__file__).parent / "torchlight-2025.toml", RoomRecord).room()


def content_for(params):
    """The room the golden game was played in."""
    assert params.room == RECORDED_IN.name
    return RECORDED_IN


def test_the_golden_save_replays_to_the_recorded_win():
    session = Session.from_save(RULES, GOLDEN, content_for)
    assert session.status() == Status.WON
    assert session.state.turns == 18 and RULES.score(session.state) == 1000 - 18
    assert json.loads(json.dumps(session.to_save())) == GOLDEN_V2
