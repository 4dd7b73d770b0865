"""One conformance suite over every game in the catalog (and the platform's test game): the
promises every rules core makes, checked the same way for all.

- the same seed and moves give the same states and events;
- `apply` never mutates its input;
- every move in `legal_moves(state, player)` is accepted; a refused move changes nothing;
- a save loads, and a replay reaches, the same state; the golden save in `tests/<game>/` still
  loads and saves again unchanged;
- `observe` and `events_for` answer for every player, and the scene-facing story of a turn never
  has more events than the turn.
"""

from __future__ import annotations

import copy
import importlib
import json
from pathlib import Path

import pytest

from game.app.games import new_session
from game.catalog import GAMES, HIDDEN
from game.core.rng import Rng
from game.core.rules import IllegalMove
from game.core.session import Session, replay

TESTS = Path(__file__).parent
STEPS = 40
CANDIDATES = 12  # legal moves tried per position (all of them where there are fewer)


def _has_rules(spec) -> bool:
    return importlib.util.find_spec(spec.rules.partition(":")[0]) is not None


SPECS = [spec for spec in GAMES + HIDDEN if _has_rules(spec)]


def _random_play(spec, seed: int, steps: int = STEPS):
    """A session of random legal moves by whichever player is to move: (session, [(player, move, events)])."""
    session = new_session(spec, seed=seed)
    rng = Rng(seed + 1)
    story = []
    for _ in range(steps):
        movers = session.to_move()
        if not movers:
            break
        player = movers[rng.randrange(len(movers))]
        moves = session.rules.legal_moves(session.state, player)
        assert moves, f"{spec.id}: player {player} is to move but has no legal move"
        move = moves[rng.randrange(len(moves))]
        story.append((player, move, session.play(move, player)))
    return session, story


@pytest.fixture(params=SPECS, ids=lambda spec: spec.id)
def spec(request):
    return request.param


@pytest.mark.parametrize("seed", [1, 2024])
def test_same_seed_and_moves_give_the_same_game(spec, seed):
    first, story = _random_play(spec, seed)
    second, again = _random_play(spec, seed)
    assert first.state == second.state
    assert [(p, m, [e.to_dict() for e in ev]) for p, m, ev in story] == \
           [(p, m, [e.to_dict() for e in ev]) for p, m, ev in again]


def test_apply_never_mutates_and_accepts_every_legal_move(spec):
    session, _ = _random_play(spec, 7, steps=STEPS // 2)
    rules = session.rules
    for state in session._states:
        for player in rules.to_move(state):
            snapshot = copy.deepcopy(rules.state_to_dict(state))
            moves = rules.legal_moves(state, player)
            step = max(1, len(moves) // CANDIDATES)
            for move in moves[::step]:
                rules.apply(state, move, player)  # raises if a listed move is refused
            assert rules.state_to_dict(state) == snapshot


def test_a_refused_move_changes_nothing(spec):
    session, _ = _random_play(spec, 11, steps=STEPS // 2)
    rules = session.rules
    other_moves = {type(m): m for s in session._states for p in rules.to_move(s) for m in rules.legal_moves(s, p)}
    refused = 0
    for state in session._states:
        snapshot = copy.deepcopy(rules.state_to_dict(state))
        players = range(rules.player_count(session.params))
        for player in players:
            legal = set(rules.legal_moves(state, player)) if player in rules.to_move(state) else set()
            for move in other_moves.values():
                if move in legal:
                    continue
                try:
                    rules.apply(state, move, player)
                except IllegalMove as exc:
                    refused += 1
                    assert exc.reason and exc.reason[0].isupper(), "a reason is a sentence"
                else:
                    pytest.fail(f"{spec.id}: {move} by {player} was accepted but not listed as legal")
        assert rules.state_to_dict(state) == snapshot
    assert refused > 0


def test_save_load_and_replay_reach_the_same_state(spec):
    session, story = _random_play(spec, 3)
    data = json.loads(json.dumps(session.to_save()))
    assert [m.get("by") for m in data["moves"]] == [p for p, _, _ in story]
    loaded = Session.from_save(session.rules, data)
    assert loaded.state == session.state and loaded.history == session.history
    replayed = list(replay(session.rules, data))
    assert (replayed[-1][1] if replayed else loaded.start_state) == session.state
    assert json.loads(json.dumps(loaded.to_save())) == data


def test_the_golden_save_loads_and_saves_again_unchanged(spec):
    path = TESTS / spec.id / "golden_save.json"
    if spec.id == "sample":
        path = TESTS / "core" / "golden_save_sample.json"
    golden = json.loads(path.read_text())
    session = Session.from_save(spec.load_rules(), golden, spec.content_for)
    assert json.loads(json.dumps(session.to_save())) == golden


def test_every_player_can_be_shown_the_game(spec):
    session, story = _random_play(spec, 5)
    rules = session.rules
    players = range(rules.player_count(session.params))
    for player in players:
        rules.observe(session.state, player)
        for _, _, events in story:
            assert len(rules.events_for(session.state, events, player)) <= len(events)
