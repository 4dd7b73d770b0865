"""The golden save guards Floorplan's save format: a short real game through a Session, the
Visitor's moves chosen by the normal search and Stauf's by the normal bot, must reload to the same
state and save again byte for byte. `python tests/floorplan/test_floorplan_golden.py` records it
again (only when the format changes on purpose: bump `save_version`). The version 1 golden save,
recorded when turns alternated across rounds, must still load and replay under that rule."""

import json
import sys
from pathlib import Path

import pytest

from game.core.bots import bot_rng
from game.core.rules import Status
from game.core.session import SaveError, Session
from game.floorplan.pure import ai
from game.floorplan.pure.content import content_for
from game.floorplan.pure.rules import ALTERNATE, RULES, STAUF, VISITOR, VISITOR_OPENS, Params, RoundWon, Shift, Walk

HERE = Path(__file__).parent
SAVE = HERE / "golden_save.json"
STATE = HERE / "golden_state.json"
SAVE_V1, STATE_V1 = HERE / "golden_save_v1.json", HERE / "golden_state_v1.json"
SEED = 2026
PARAMS = Params(museum="museum", difficulty="normal")


def record(moves: int = 40) -> Session:
    """Play the golden game: `moves` moves, each decided as the game scene would ask for it."""
    session = Session(RULES, PARAMS, SEED, content_for(PARAMS))
    bots = {0: ai.bot_for(PARAMS, 0), 1: ai.bot_for(PARAMS, 1)}
    for turn in range(moves):
        (player,) = session.to_move()
        bot = bots[player]
        view = RULES.observe(session.state, player)
        session.play(bot.decide(RULES, view, player, bot_rng(SEED, turn, player), bot.budget()), player)
    return session


def test_the_golden_save_reloads_to_the_same_state_and_saves_again_identically():
    golden = json.loads(SAVE.read_text(encoding="utf-8"))
    session = Session.from_save(RULES, golden, content_for)
    assert json.loads(json.dumps(session.to_save())) == golden
    assert json.loads(json.dumps(RULES.state_to_dict(session.state))) == json.loads(STATE.read_text(encoding="utf-8"))
    assert RULES.status(session.state) == Status.PLAYING
    moves = [entry["type"] for entry in golden["moves"]]
    assert {"Shift", "Walk", "EndTurn"} <= set(moves) and {0, 1} == {entry["by"] for entry in golden["moves"]}
    assert golden["version"] == 2 and golden["params"]["round_opener"] == VISITOR_OPENS


def test_a_version_1_save_replays_under_the_rule_it_was_played_by_and_saves_as_version_2():
    old = json.loads(SAVE_V1.read_text(encoding="utf-8"))
    assert old["version"] == 1 and "round_opener" not in old["params"]
    session = Session.from_save(RULES, old, content_for)
    assert session.params.round_opener == ALTERNATE
    assert json.loads(json.dumps(RULES.state_to_dict(session.state))) == {
        **json.loads(STATE_V1.read_text(encoding="utf-8")), "round_opener": ALTERNATE}
    # its moves were recorded with Stauf opening the rounds the Visitor ended: the new rule refuses them
    with pytest.raises(SaveError, match="not player 2's turn"):
        Session.from_save(RULES, {**old, "params": {**old["params"], "round_opener": VISITOR_OPENS}}, content_for)
    saved = json.loads(json.dumps(session.to_save()))
    assert saved["version"] == 2 and saved["params"]["round_opener"] == ALTERNATE
    assert Session.from_save(RULES, saved, content_for).state == session.state


def test_in_the_golden_game_the_visitor_opens_every_round():
    session = Session.from_save(RULES, json.loads(SAVE.read_text(encoding="utf-8")), content_for)
    state, opened = session.start_state, True
    for entry in session.history:
        if opened:
            assert entry.player == VISITOR
        state, events = RULES.apply(state, entry.move, entry.player)
        opened = any(isinstance(e, RoundWon) for e in events)
    assert any(entry.player == STAUF for entry in session.history)


def test_the_golden_game_has_rounds_shifts_and_walks():
    session = Session.from_save(RULES, json.loads(SAVE.read_text(encoding="utf-8")))
    state = session.start_state
    rounds = 0
    for entry in session.history:
        state, events = RULES.apply(state, entry.move, entry.player)
        rounds += sum(isinstance(e, RoundWon) for e in events)
    assert rounds >= 2 and state == session.state
    assert any(isinstance(e.move, Shift) for e in session.history)
    assert any(isinstance(e.move, Walk) for e in session.history)


if __name__ == "__main__":
    played = record()
    SAVE.write_text(json.dumps(played.to_save(), indent=1) + "\n", encoding="utf-8")
    STATE.write_text(json.dumps(RULES.state_to_dict(played.state), indent=1) + "\n", encoding="utf-8")
    print(f"wrote {SAVE.name} ({len(played.history)} moves) and {STATE.name}", file=sys.stderr)
