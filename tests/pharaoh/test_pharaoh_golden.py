"""The golden save guards Pharaoh Tomb's save format and determinism: a recorded game (level 2,
seed 2026, 40 moves) must keep loading into exactly the position it reached when it was written."""

import json
from pathlib import Path

from game.core.session import Session
from game.pharaoh.rules import RULES, board_picture
from game.pharaoh.content import content_for

# version 1 (before moves named their player and saves carried their content) must still load;
# saved again, it is the version-2 golden save, which carries the level table it was played on
GOLDEN = json.loads((Path(__file__).parent / "golden_save_v1.json").read_text())
GOLDEN_V2 = json.loads((Path(__file__).parent / "golden_save.json").read_text())


def test_the_golden_save_replays_to_the_recorded_position():
    session = Session.from_save(RULES, GOLDEN, content_for)
    state = session.state
    assert (state.level, state.score, state.removed) == (2, 141, 141)
    assert (state.glyph, state.key, state.crooker, state.charges, state.over) == (0, False, False, 0, False)
    assert board_picture(state.board).split() == [
        "50342606", "61146511", "40164430", "16534265",
        "51526243", "42655030", "60311225", "12446161",
    ]
    assert json.loads(json.dumps(session.to_save())) == GOLDEN_V2


def test_the_version_2_golden_save_carries_its_table_and_loads_without_the_file():
    assert GOLDEN_V2["content"]["levels"][1] == {"level": 2, "target": 450, "kinds": 7, "pieces": ["glyph"]}

    def no_file(params):
        raise AssertionError("a save that carries its table never asks for the file")

    state = Session.from_save(RULES, GOLDEN_V2, no_file).state
    assert state == Session.from_save(RULES, GOLDEN, content_for).state
    # a version-2 save written before saves carried the table plays on the current file
    older = {key: value for key, value in GOLDEN_V2.items() if key != "content"}
    assert Session.from_save(RULES, older, content_for).state == state
