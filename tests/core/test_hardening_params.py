"""Saves that loaded but crashed the game later: params no bot can play (a Floorplan difficulty in
capitals or unknown), a game with no human seat, hostile Olifantenpad params, and Guppy and Pharaoh
snapshots of a shape the game never has. Each is refused when the save is read, with a sentence
that names the key, and kept (issue 22)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from game.catalog import game
from game.core.saves import load_save, save_path
from game.core.session import SaveError, Session
from game.core.storage import UnreadableFile, atomic_write_json

ROOT = Path(__file__).resolve().parents[2]
FLOORPLAN, OLIFANTENPAD = game("floorplan"), game("olifantenpad")
GUPPY, PHARAOH = game("guppy"), game("pharaoh")
NO_HUMAN = {"format": "quintet-save", "game": "olifantenpad", "version": 1,
            "params": {"players": 2, "seats": ["easy", "easy"]}, "seed": 1, "moves": []}


def _played(entry, moves: int, seed: int = 3, params=None) -> Session:
    rules = entry.load_rules()
    params = params if params is not None else rules.params_type()
    session = Session(rules, params, seed, entry.content_for(params))
    rng = random.Random(seed)
    for _ in range(moves):
        movers = session.to_move()
        legal = rules.legal_moves(session.state, movers[0]) if movers else []
        if not legal:
            break
        session.play(rng.choice(legal), movers[0])
    return session


def _refused(entry, data, match: str) -> SaveError:
    # how fast a refusal is, is measured by tools/fuzz.py (speed is never a timed test)
    with pytest.raises(SaveError, match=match) as caught:
        Session.from_save(entry.load_rules(), json.loads(json.dumps(data)), entry.content_for)
    return caught.value


# -- params no bot can play ------------------------------------------------------------------------

@pytest.mark.parametrize("difficulty", ["impossible", "HARD", "Normal", ""])
def test_a_floorplan_save_with_an_unknown_difficulty_is_refused_on_continue_and_kept(home, difficulty):
    data = _played(FLOORPLAN, 6).to_save()  # its museum embedded, its moves legal
    data["params"]["difficulty"] = difficulty
    atomic_write_json(save_path("floorplan"), data)
    with pytest.raises(UnreadableFile, match=f"params are not valid: difficulty '{difficulty}' is not one of "
                                             "easy, normal, hard") as caught:
        load_save(FLOORPLAN.load_rules(), FLOORPLAN.content_for)
    assert json.loads(caught.value.kept_as.read_text())["params"]["difficulty"] == difficulty


@pytest.mark.parametrize("opener", ["Visitor", "VISITOR", "", "hard", "x" * 300])
def test_a_floorplan_save_with_an_unknown_round_opener_is_refused_by_the_params_check(opener):
    # found by tools/fuzz.py: the game's own setup used to be what refused it
    from game.floorplan.pure.rules import Params

    rules = FLOORPLAN.load_rules()
    problem = rules.check_params(Params(round_opener=opener))
    assert problem is not None and problem.startswith("round_opener")
    data = _played(FLOORPLAN, 4).to_save()
    data["params"]["round_opener"] = opener
    assert "params are not valid: round_opener" in _refused(FLOORPLAN, data, "params are not valid").message


def test_a_sample_snapshot_whose_player_to_move_is_not_a_player_is_refused_naming_the_key():
    from game.sample.pure.rules import RULES

    session = Session(RULES, RULES.params_type(), 2)
    data = json.loads(json.dumps(Session.from_state(RULES, session.state, session.params, 2).to_save()))
    data["start"]["mover"] = 81
    with pytest.raises(SaveError, match="mover is player 0 or 1"):
        Session.from_save(RULES, data)


@pytest.mark.parametrize("difficulty", ["easy", "normal", "hard"])
def test_a_floorplan_save_at_each_difficulty_still_loads_and_its_bot_plays(difficulty):
    from game.floorplan.pure.rules import Params

    session = _played(FLOORPLAN, 4, params=Params(difficulty=difficulty))
    loaded = Session.from_save(FLOORPLAN.load_rules(), session.to_save(), FLOORPLAN.content_for)
    assert loaded.history == session.history
    FLOORPLAN.part("bots")(loaded.params, 1)  # Stauf's bot is made from the params


def test_a_game_with_no_human_player_is_refused_when_read():
    error = _refused(OLIFANTENPAD, NO_HUMAN, "every player to a bot")
    assert "seats" in error.message


def test_the_session_refuses_every_game_without_a_person_not_only_olifantenpad():
    from game.sample.pure.rules import RULES, TakeRules

    class AllBots(TakeRules):
        def bots(self, params):
            return (0, 1)

    data = Session(RULES, RULES.params_type(), 2).to_save()
    with pytest.raises(SaveError, match="no human player"):
        Session.from_save(AllBots(), data)


def test_a_duel_against_a_bot_and_a_game_of_people_still_load():
    for seats in (["human", "hard"], ["hard", "human"], ["human", "human"], []):
        data = {**NO_HUMAN, "params": {"players": 2, "seats": seats}}
        assert Session.from_save(OLIFANTENPAD.load_rules(), data, OLIFANTENPAD.content_for).humans


@pytest.mark.parametrize("params, key", [
    ({"players": 2**40}, "players"), ({"players": 10**6}, "players"), ({"players": 0}, "players"),
    ({"players": 2, "seats": ["easy"] * 100_000}, "seats"), ({"players": 2, "seats": ["human", "robot"]}, "seats"),
    ({"players": 2, "park": "x" * 5000}, "park"), ({"players": 2, "day": "9" * 4000}, "day"),
], ids=["2^40 players", "a million players", "no player", "100000 seats", "unknown seat", "long park", "long day"])
def test_hostile_olifantenpad_params_are_refused_at_once_naming_the_key(params, key):
    rules = OLIFANTENPAD.load_rules()
    problem = rules.check_params(rules.params_from_dict(params))  # before the game is set up
    assert problem is not None and key in problem
    with pytest.raises(SaveError, match="params are not valid"):
        Session.from_save(rules, {**NO_HUMAN, "params": params}, OLIFANTENPAD.content_for)


def test_every_olifantenpad_game_the_setup_screen_makes_passes_the_params_check():
    from game.olifantenpad.pure.rules import Params

    rules = OLIFANTENPAD.load_rules()
    made = [Params(), Params(players=1), Params(players=1, day="2026-11-29", seats=("human",)),
            Params(players=4, seats=("human", "easy", "normal", "hard")), Params(players=3, seats=())]
    assert [rules.check_params(p) for p in made] == [None] * len(made)


# -- snapshots of a shape the game never has -----------------------------------------------------

def _snapshot(entry, change, moves: int = 5) -> dict:
    session = _played(entry, moves)
    rules = entry.load_rules()
    data = json.loads(json.dumps(Session.from_state(rules, session.state, session.params, 3,
                                                    session.content).to_save()))
    change(data["start"])
    return data


def test_the_guppy_snapshot_of_height_0_with_81_cells_is_refused_before_continue():
    error = _refused(GUPPY, _snapshot(GUPPY, lambda s: s.update(height=0, width=9)), "starting position")
    assert "the cloth is 9 x 0 (width x height); a Guppy cloth is 9 x 9" in error.message


@pytest.mark.parametrize("change, key", [
    (lambda s: s.update(board=s["board"][:80]), "board"),
    (lambda s: s.update(beads=[7] * 81), "beads"),
    (lambda s: s.update(sponges=-1), "sponges"),
    (lambda s: s.update(holding=14), "holding"),
    (lambda s: s.update(filled_here=[2, 4, 8, 12, 10, 6, 2]), "filled_here"),
    (lambda s: s["level"].update(min_patch=0), "min_patch"),
], ids=["80 cells", "bead 7", "negative sponges", "brown scissors", "seven orders filled", "patch of 0"])
def test_other_guppy_snapshots_out_of_shape_are_refused_naming_the_key(change, key):
    assert key in _refused(GUPPY, _snapshot(GUPPY, change), "starting position").message


@pytest.mark.parametrize("change, key", [
    (lambda s: s["table"]["levels"][0].update(kinds=2), "kinds"),
    (lambda s: s.update(board=[9] * 64), "board"),
    (lambda s: s.update(removed=-1), "removed"),
    (lambda s: s.update(charges=10**9), "charges"),
    (lambda s: s["table"].update(marks=[[3, 2, "glyph"]]), "marks"),
], ids=["2 kinds", "kind 9 at level 1", "negative removed", "a billion charges", "mark 3/2"])
def test_pharaoh_snapshots_out_of_shape_are_refused_naming_the_key(change, key):
    assert key in _refused(PHARAOH, _snapshot(PHARAOH, change), "starting position").message


@pytest.mark.parametrize("entry", [GUPPY, PHARAOH], ids=["guppy", "pharaoh"])
def test_every_state_reached_in_play_passes_its_games_snapshot_check(entry):
    rules = entry.load_rules()
    for seed in range(6):
        session = _played(entry, 0, seed)
        rng = random.Random(seed)
        for _ in range(60):
            assert rules.check_state(session.state) is None
            legal = rules.legal_moves(session.state)
            if not legal:
                break
            session.play(rng.choice(legal))
