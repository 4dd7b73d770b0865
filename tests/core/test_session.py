"""The session midend, proven with the built-in Take game."""

import pytest
from hypothesis import given, settings, strategies as st

from game.core.rules import IllegalMove, Status
from game.core.session import SaveError, Session, replay
from game.sample.rules import RULES, GameOver, Params, Take, Took


def test_apply_is_pure_and_tells_the_turn():
    state = RULES.new_game(Params(), None, 5)
    before = RULES.state_to_dict(state)
    new, events = RULES.apply(state, Take(2))
    assert RULES.state_to_dict(state) == before
    assert events[0] == Took("player", 2, 13)
    assert isinstance(events[1], Took) and events[1].who == "bot"
    assert new.stones == 13 - events[1].count


def test_illegal_move_has_a_readable_reason_and_changes_nothing():
    session = Session(RULES, Params(), 1)
    with pytest.raises(IllegalMove, match="Take between 1 and 3 stones"):
        session.play(Take(4))
    assert session.moves == [] and session.state.stones == 15


def test_undo_redo_and_redo_dropped_by_a_new_move():
    session = Session(RULES, Params(), 9)
    session.play(Take(1))
    after_one = session.state
    session.play(Take(2))
    assert session.undo() and session.state == after_one
    assert session.redo() and len(session.moves) == 2
    session.undo()
    session.play(Take(3))
    assert not session.can_redo()
    assert [m.count for m in session.moves] == [1, 3]


def test_save_round_trip_replays_to_the_same_state():
    session = Session(RULES, Params(stones=21), 1234)
    for count in (1, 2, 3, 1):
        if session.status() == Status.PLAYING:
            session.play(Take(count))
    data = session.to_save()
    loaded = Session.from_save(RULES, data)
    assert loaded.state == session.state and loaded.moves == session.moves
    steps = list(replay(RULES, data))
    assert steps[-1][1] == session.state


@pytest.mark.parametrize("mutate, message", [
    (lambda d: d.update(format="other"), "not a Quintet save"),
    (lambda d: d.update(game="romb"), "for 'romb'"),
    (lambda d: d.update(version=99), "newer than this Quintet"),
    (lambda d: d.update(seed="x"), "no integer seed"),
    (lambda d: d["moves"].append({"type": "Jump"}), "unknown move type 'Jump'"),
    (lambda d: d["moves"].append({"type": "Take", "count": 9}), "move 2 of the save is illegal"),
])
def test_bad_saves_are_refused_with_a_reason(mutate, message):
    session = Session(RULES, Params(), 3)
    session.play(Take(1))
    data = session.to_save()
    mutate(data)
    with pytest.raises(SaveError, match=message):
        Session.from_save(RULES, data)


@given(st.integers(0, 2**32), st.lists(st.integers(1, 3), max_size=12))
@settings(max_examples=60, deadline=None)
def test_same_seed_and_moves_same_game(seed, takes):
    a, b = Session(RULES, Params(), seed), Session(RULES, Params(), seed)
    for count in takes:
        for session in (a, b):
            try:
                session.play(Take(count))
            except IllegalMove:
                pass
    assert a.state == b.state
    assert RULES.state_from_dict(RULES.state_to_dict(a.state)) == a.state


def test_game_over_event_and_status():
    session = Session(RULES, Params(stones=3), 0)
    events = session.play(Take(3))
    assert events[-1] == GameOver("player") and session.status() == Status.WON
    assert RULES.legal_moves(session.state) == []
