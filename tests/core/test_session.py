"""The session midend, proven with the built-in two-player Take game: turns in phases, secret bids,
undo to the last human decision, saves that name each move's player, and replays."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.rules import IllegalMove, Outcome, Status
from game.core.session import SaveError, Session, replay
from game.sample.pure.rules import (
    DUEL,
    RULES,
    Bid,
    BidPlaced,
    BidsRevealed,
    EndTurn,
    GameOver,
    Params,
    Take,
    Took,
    TurnStarted,
)

HOT_SEAT = Params(bot=False)


def _to_duel(session: Session) -> None:
    """Play turns 1 and 2 (take 1, end) so that turn 3 is a duel."""
    for player in (0, 1):
        session.play(Take(1), player)
        session.play(EndTurn(), player)
    assert session.state.phase == DUEL


def test_apply_is_pure_and_tells_the_turn():
    state = RULES.new_game(Params(), None, 5)
    before = RULES.state_to_dict(state)
    new, events = RULES.apply(state, Take(2))
    assert RULES.state_to_dict(state) == before
    assert events == [Took(0, 2, 13)]
    assert new.stones == 13 and RULES.to_move(new) == (0,)  # still player 0: the end phase


def test_a_turn_has_phases_take_then_end():
    session = Session(RULES, HOT_SEAT, 1)
    with pytest.raises(IllegalMove, match="Take between 1 and 3"):
        session.play(EndTurn())
    session.play(Take(3))
    with pytest.raises(IllegalMove, match="end your turn"):
        session.play(Take(1))
    events = session.play(EndTurn())
    assert events == [TurnStarted(2, 1, False)] and session.to_move() == (1,)


def test_a_move_out_of_turn_is_refused_and_changes_nothing():
    session = Session(RULES, HOT_SEAT, 1)
    with pytest.raises(IllegalMove, match="not player 2's turn"):
        session.play(Take(1), 1)
    assert session.moves == [] and session.state.stones == 15


def test_secret_bids_are_hidden_until_both_are_in():
    session = Session(RULES, HOT_SEAT, 1)
    _to_duel(session)
    assert session.to_move() == (0, 1)
    with pytest.raises(IllegalMove, match="say which one"):
        session.play(Bid(2))
    events = session.play(Bid(3), 0)
    assert session.to_move() == (1,)
    # player 1 sees that a bid is in, never its amount
    assert RULES.observe(session.state, 1).other_has_bid and RULES.observe(session.state, 1).my_bid is None
    assert session.events_for(events, 1) == [BidPlaced(0, None)]
    assert session.events_for(events, 0) == [BidPlaced(0, 3)]
    events = session.play(Bid(1), 1)
    assert BidsRevealed((3, 1)) in session.events_for(events, 0)
    assert Took(0, 3, 10) in events and session.state.taken == (4, 1)


def test_undo_goes_back_to_the_last_human_decision_never_into_a_bots_turn():
    session = Session(RULES, Params(bot=True), 1)
    assert session.humans == (0,)
    session.play(Take(2))
    session.play(EndTurn())
    assert session.bot_to_move() == 1
    session.play(Take(1), 1)  # the bot's turn, as the scene would play it
    session.play(EndTurn(), 1)
    assert session.undo() and session.state.phase == "end" and session.state.stones == 13
    assert session.undo() and session.state.stones == 15
    assert not session.undo()
    assert session.redo() and session.state.phase == "end"
    assert session.redo() and session.state.stones == 12 and session.to_move() == (0, 1)  # a duel


def test_save_names_each_moves_player_and_round_trips():
    session = Session(RULES, HOT_SEAT, 1234)
    _to_duel(session)
    session.play(Bid(2), 1)
    data = session.to_save()
    assert [m["by"] for m in data["moves"]] == [0, 0, 1, 1, 1]
    loaded = Session.from_save(RULES, data)
    assert loaded.state == session.state and loaded.history == session.history
    steps = list(replay(RULES, data))
    assert steps[-1][1] == session.state and steps[-1][0].player == 1


def test_an_old_save_without_players_still_loads():
    data = {"format": "quintet-save", "game": "sample", "version": 1, "params": {}, "seed": 3,
            "moves": [{"type": "Take", "count": 2}, {"type": "EndTurn"}]}
    assert Session.from_save(RULES, data).state.stones == 13


@pytest.mark.parametrize("mutate, message", [
    (lambda d: d.update(format="other"), "not a Quintet save"),
    (lambda d: d.update(game="romb"), "for 'romb'"),
    (lambda d: d.update(version=99), "newer than this Quintet"),
    (lambda d: d.update(seed="x"), "no integer seed"),
    (lambda d: d.update(moves=5), "'moves' must be a list"),
    (lambda d: d["moves"].append({"type": "Jump"}), "unknown move type 'Jump'"),
    (lambda d: d["moves"].append({"type": "Take", "count": 1, "by": "x"}), "player"),
    (lambda d: d["moves"].append({"type": "Take", "count": 1, "by": 1}), "move 2 of the save is illegal"),
    (lambda d: d["moves"].append({"type": "Take", "count": 9}), "move 2 of the save is illegal"),
])
def test_bad_saves_are_refused_with_a_reason(mutate, message):
    session = Session(RULES, HOT_SEAT, 3)
    session.play(Take(1))
    data = session.to_save()
    mutate(data)
    with pytest.raises(SaveError, match=message):
        Session.from_save(RULES, data)


@given(st.integers(0, 2**32), st.lists(st.tuples(st.integers(0, 1), st.integers(0, 3)), max_size=40))
@settings(max_examples=60, deadline=None)
def test_same_seed_and_moves_same_game(seed, picks):
    a, b = Session(RULES, HOT_SEAT, seed), Session(RULES, HOT_SEAT, seed)
    for player, pick in picks:
        for session in (a, b):
            moves = RULES.legal_moves(session.state, player)
            if moves:
                session.play(moves[pick % len(moves)], player)
    assert a.state == b.state
    assert RULES.state_from_dict(RULES.state_to_dict(a.state)) == a.state


def test_game_over_outcome_for_both_players():
    session = Session(RULES, Params(stones=3), 0)
    events = session.play(Take(3))
    assert events[-1] == GameOver(0) and session.status() == Status.WON and session.to_move() == ()
    assert RULES.outcome(session.state) == Outcome((Status.WON, Status.LOST), (3, 0),
                                                   "Player 1 took the last stone.")
    assert RULES.legal_moves(session.state, 0) == [] and RULES.legal_moves(session.state, 1) == []


def test_a_budget_stops_at_its_nodes_its_clock_or_a_cancel():
    from game.core.bots import Budget

    nodes = Budget(100)
    assert all(nodes.spend() for _ in range(100)) and not nodes.spend()
    late = Budget(10**9, seconds=0.0)
    assert not late.spend(64)  # counting many nodes at once still reads the clock when it crosses 64
    cancelled = Budget(10**9)
    cancelled.cancelled.set()
    assert not cancelled.spend()
