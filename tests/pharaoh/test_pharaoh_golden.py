"""The golden save guards Pharaoh Tomb's save format and determinism: a recorded game (level 2,
seed 2026, 40 moves) must keep loading into exactly the position it reached when it was written.
It was recorded before modes: its params name none, so it loads and replays as Classic."""

import json
from pathlib import Path

from game.core.session import Session
from game.pharaoh.pure.content import content_for
from game.pharaoh.pure.rules import RULES, Params, board_picture

# version 1 (before moves named their player and saves carried their content) must still load;
# saved again it carries the level table it is played on (Classic's, as shipped now, with its title
# and the "end" rule for a board with no move left): that is the current golden save. The version-2
# save (written before tables named their mode) carries the table of its day, and loads the same.
GOLDEN = json.loads((Path(__file__).parent / "golden_save_v1.json").read_text())
GOLDEN_V2 = json.loads((Path(__file__).parent / "golden_save_v2.json").read_text())
GOLDEN_NOW = json.loads((Path(__file__).parent / "golden_save.json").read_text())


def test_the_golden_save_replays_to_the_recorded_position():
    session = Session.from_save(RULES, GOLDEN, content_for)
    state = session.state
    assert (state.level, state.score, state.removed) == (2, 141, 141)
    assert (state.glyph, state.key, state.crooker, state.charges, state.over) == (0, False, False, 0, False)
    assert board_picture(state.board).split() == [
        "50342606", "61146511", "40164430", "16534265",
        "51526243", "42655030", "60311225", "12446161",
    ]
    assert json.loads(json.dumps(session.to_save())) == GOLDEN_NOW
    again = json.loads(json.dumps(Session.from_save(RULES, GOLDEN_V2, content_for).to_save()))
    assert {k: v for k, v in again.items() if k != "content"} == {k: v for k, v in GOLDEN_NOW.items() if k != "content"}
    assert again["content"]["levels"] == GOLDEN_NOW["content"]["levels"]


def test_saves_from_before_modes_load_as_classic_and_end_when_stuck():
    for data in (GOLDEN, GOLDEN_V2):
        session = Session.from_save(RULES, data, content_for)
        assert "mode" not in data["params"] and session.params == Params(start_level=2, mode="classic")
        assert session.state.table.reshuffle is False
    assert GOLDEN_NOW["content"]["when_stuck"] == "end" and GOLDEN_NOW["content"]["title"] == "Classic"


def test_the_version_2_golden_save_carries_its_table_and_loads_without_the_file():
    assert GOLDEN_V2["content"]["levels"][1] == {"level": 2, "target": 450, "kinds": 7, "pieces": ["glyph"]}

    def no_file(params):
        raise AssertionError("a save that carries its table never asks for the file")

    state = Session.from_save(RULES, GOLDEN_V2, no_file).state
    assert state == Session.from_save(RULES, GOLDEN, content_for).state
    # a version-2 save written before saves carried the table plays on the current file
    older = {key: value for key, value in GOLDEN_V2.items() if key != "content"}
    assert Session.from_save(RULES, older, content_for).state == state
