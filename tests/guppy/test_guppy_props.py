"""Guppy invariants under random legal play, exact legal move lists, saves, replays and a golden save."""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.rules import IllegalMove
from game.core.session import Session, replay
from game.guppy.pure import rules as guppy_rules
from game.guppy.pure.content import content_for
from game.guppy.pure.rules import (
    DYES,
    HOLE,
    NO_BEAD,
    RULES,
    BonusAwarded,
    Cut,
    Dye,
    Dyed,
    EndGame,
    GetNewCloth,
    OrderFilled,
    Params,
    PatchCut,
    PickScissors,
    Sponge,
    Sponged,
)

#: The shipped difficulty table (data/guppy.toml).
TABLE = content_for(None)


def cloth_state(level: int, picture: str, beads: str | None = None, **fields):
    """A cloth picture as a game of `level` on the shipped difficulty table."""
    return guppy_rules.cloth_state(level, picture, beads, table=TABLE, **fields)


#: How much likelier a kind of move is drawn than scissors, new cloths or the end.
WEIGHTS = {"Dye": 6, "Sponge": 3, "Cut": 6}


def random_game(data, level: int, seed: int, steps: int):
    """Play up to `steps` legal moves, drawing first a kind of move (by `WEIGHTS`, so cuts come up as
    often as tool uses, and the player ends the game only now and then) and then one move of that
    kind; yields (before, move, after, events)."""
    state = RULES.new_game(Params(level=level), content_for(Params(level=level)), seed)
    for _ in range(steps):
        by_kind: dict[str, list] = {}
        for move in RULES.legal_moves(state):
            by_kind.setdefault(type(move).__name__, []).append(move)
        if not by_kind:
            return
        names = [name for name in sorted(by_kind) for _ in range(WEIGHTS.get(name, 1))]
        if len(by_kind) > 1 and data.draw(st.integers(0, 9)):
            names.remove("EndGame")
        move = data.draw(st.sampled_from(by_kind[data.draw(st.sampled_from(names))]))
        after, events = RULES.apply(state, move)
        yield state, move, after, events
        state = after


@settings(max_examples=60, deadline=None)
@given(data=st.data(), level=st.integers(1, 10), seed=st.integers(0, 2**32))
def test_invariants_of_random_play(data, level, seed):
    for before, move, after, events in random_game(data, level, seed, 25):
        gained = [e for e in events if isinstance(e, BonusAwarded)]
        # tools change only by use and by bonuses
        used = move.colour if isinstance(move, Dye) else None
        for dye, was, now in zip(DYES, before.dye, after.dye):
            assert now == was - (dye == used) + sum(dye in b.dyes for b in gained)
        assert after.sponges == before.sponges - isinstance(move, Sponge) + sum(b.sponges for b in gained)
        # tools never change holes, and only cuts make holes
        if isinstance(move, (Dye, Sponge)):
            assert [i for i, t in enumerate(after.board) if t == HOLE] == \
                   [i for i, t in enumerate(before.board) if t == HOLE]
            story = next(e for e in events if isinstance(e, (Dyed, Sponged)))
            assert all(after.board[y * after.width + x] == colour for (x, y), colour in zip(story.cells, story.after))
        elif not isinstance(move, (Cut, GetNewCloth)):
            assert after.board == before.board
        # beads only on cloth; the score is the sum of what the events awarded
        assert all(b == NO_BEAD or t != HOLE for t, b in zip(after.board, after.beads))
        awarded = sum(e.points for e in events if isinstance(e, PatchCut)) + \
            sum(e.bonus for e in events if isinstance(e, OrderFilled))
        assert after.score == before.score + awarded
        assert len(after.filled_here) <= 6
        assert RULES.state_from_dict(RULES.state_to_dict(after)) == after


@settings(max_examples=15, deadline=None)
@given(data=st.data(), level=st.integers(1, 10), seed=st.integers(0, 2**32))
def test_legal_moves_are_exactly_the_moves_apply_accepts(data, level, seed):
    state = RULES.new_game(Params(level=level), content_for(Params(level=level)), seed)
    for _, _, state, _ in random_game(data, level, seed, data.draw(st.integers(0, 12))):  # noqa: B007 (the last state)
        pass
    cells = [(x, y) for y in range(state.height) for x in range(state.width)]
    candidates = ([Dye(d, c) for d in DYES for c in cells] + [Sponge(c) for c in cells] + [Cut(c) for c in cells]
                  + [PickScissors(c) for c in range(0, 16, 2)] + [GetNewCloth(), EndGame()])
    legal = RULES.legal_moves(state)
    for move in candidates:
        try:
            RULES.apply(state, move)
            accepted = True
        except IllegalMove:
            accepted = False
        assert accepted == (move in legal), move
    assert len(set(legal)) == len(legal)


@settings(max_examples=25, deadline=None)
@given(data=st.data(), level=st.integers(1, 10), seed=st.integers(0, 2**32))
def test_the_same_seed_and_moves_replay_to_the_same_state(data, level, seed):
    session = Session(RULES, Params(level=level), seed, content_for(Params(level=level)))
    for _, move, after, _ in random_game(data, level, seed, 20):
        session.play(move)
        assert session.state == after
    loaded = Session.from_save(RULES, session.to_save())
    assert loaded.state == session.state and loaded.moves == session.moves
    replayed = [state for _, state, _ in replay(RULES, session.to_save())]
    assert replayed[-1:] == ([session.state] if session.moves else [])


def test_states_and_params_round_trip_through_plain_data():
    state = cloth_state(4, "gyr\n.bo", beads="wk.\n...")
    assert RULES.state_from_dict(RULES.state_to_dict(state)) == state
    assert RULES.params_from_dict(RULES.params_to_dict(Params(level=7))) == Params(level=7)
    assert RULES.params_type() == Params(level=1)


# A level-4 game recorded once: a bonus with a bead, two cuts that fill orders, two new cloths and
# the end. The save format and the seeded game must keep replaying to exactly this.
GOLDEN_SAVE = {
    "format": "quintet-save", "game": "guppy", "version": 1, "params": {"level": 4}, "seed": 3,
    "moves": [
        {"type": "Dye", "colour": 4, "cell": [7, 3]}, {"type": "PickScissors", "colour": 12},
        {"type": "Cut", "cell": [4, 2]}, {"type": "GetNewCloth"}, {"type": "Dye", "colour": 8, "cell": [2, 6]},
        {"type": "PickScissors", "colour": 10}, {"type": "Cut", "cell": [3, 5]}, {"type": "GetNewCloth"},
        {"type": "EndGame"},
    ],
}
# saved again by this version (moves with their player, the difficulty table it was played on), it is
# the version-2 golden save
GOLDEN_V2 = json.loads((Path(__file__).parent / "golden_save_v2.json").read_text())
# saved again by version 3 (the params name the scissors rule the game was played under: "pick-up",
# the rule before scissors were spent by their first cut), it is the version-3 golden save, the one
# the conformance suite loads and saves again
GOLDEN_V3 = json.loads((Path(__file__).parent / "golden_save.json").read_text())
GOLDEN_BOARD = """
    opogbbrpy
    pgryrgppg
    ybbybpygr
    yogbbbyoo
    rybpprggo
    ybgyyrbyp
    oopgpobbb
    bybppyrgp
    yrpyygory
"""
GOLDEN_BEADS = "\n".join(["........."] * 5 + ["w........"] + ["........."] * 3)


def test_the_golden_save_replays_to_the_recorded_game():
    session = Session.from_save(RULES, GOLDEN_SAVE, content_for)
    state = session.state
    expected = cloth_state(4, GOLDEN_BOARD, beads=GOLDEN_BEADS)
    assert (state.board, state.beads) == (expected.board, expected.beads)
    assert (state.score, state.cloth, state.dye, state.sponges) == (9768, 3, (7, 6, 7), 16)
    assert state.over and state.spent == (12, 10) and state.filled_here == ()
    assert json.loads(json.dumps(session.to_save())) == GOLDEN_V3
    assert GOLDEN_V3["params"] == {"level": 4, "scissors": "pick-up"} and GOLDEN_V3["version"] == 3
    assert Session.from_save(RULES, GOLDEN_V3).state == state
    kinds = [type(e).__name__ for _, _, events in replay(RULES, GOLDEN_SAVE, content_for) for e in events]
    assert {"BonusAwarded", "BeadAppeared", "PatchCut", "OrderFilled", "NewCloth", "GameOver"} <= set(kinds)


def test_the_version_2_golden_save_carries_its_table_and_loads_without_the_file():
    assert GOLDEN_V2["content"]["levels"][3]["tiles_per_order"] == 10

    def no_file(params):
        raise AssertionError("a save that carries its table never asks for the file")

    state = Session.from_save(RULES, GOLDEN_V2, no_file).state
    assert state == Session.from_save(RULES, GOLDEN_SAVE, content_for).state
    # a version-2 save written before saves carried the table plays on the current file
    older = {key: value for key, value in GOLDEN_V2.items() if key != "content"}
    assert Session.from_save(RULES, older, content_for).state == state
