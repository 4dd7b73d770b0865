"""The rules' `Leave` (online games): the leaver's trails stay, they stand still and score no more,
and the leaving is a move of the record, so a save replays to the same final scores."""

from __future__ import annotations

import pytest

from game.core.rules import IllegalMove
from game.core.session import Session
from game.olifantenpad.pure.content import content_for
from game.olifantenpad.pure.rules import RULES, Leave, Params, Plan

PARAMS = Params(players=2, park="orchard", seats=("human", "human"))


def _game(leaves: bool) -> tuple[Session, tuple[int, ...]]:
    """Two players walk (the same walks every time) at 13:00 and 14:00; at 15:00 player 2 leaves,
    or stands still from then on. The session and the scores when player 2 left (or would have)."""
    session = Session(RULES, PARAMS, 3, content_for(PARAMS))
    at_leaving: tuple[int, ...] = ()
    for hour in range(5):
        session.play(RULES.legal_moves(session.state, 0)[0], 0)
        if hour < 2:
            walks = RULES.legal_moves(session.state, 1)
            session.play(walks[(63 + hour) % len(walks)], 1)
            continue
        if hour == 2:
            at_leaving = session.state.scores
        if hour == 2 and leaves:
            session.play(Leave(), 1)
        elif not leaves:
            session.play(Plan(), 1)
    return session, at_leaving


def test_a_leaver_scores_no_more_and_the_save_replays_to_the_same_scores() -> None:
    gone, at_leaving = _game(True)
    stayed, _ = _game(False)
    # standing still, player 2's trails would have earned more; having left, they earn nothing
    assert stayed.state.scores[1] > at_leaving[1] == gone.state.scores[1]
    # the walks were the same: the park and player 1's score do not change
    assert gone.state.wear == stayed.state.wear and gone.state.owner == stayed.state.owner
    assert gone.state.scores[0] == stayed.state.scores[0] and gone.state.left == (1,)
    # and the save (with its Leave move) replays to the same final scores
    save = gone.to_save()
    assert {"type": "Leave", "by": 1} in save["moves"]
    replayed = Session.from_save(RULES, save)
    assert replayed.state.scores == gone.state.scores and replayed.state.left == (1,)


def test_a_leaver_is_asked_for_no_walk_and_cannot_plan_or_leave_again() -> None:
    session = Session(RULES, Params(players=3, seats=("human",) * 3), 1, content_for(Params()))
    session.play(Leave(), 2)
    assert session.to_move() == (0, 1)
    session.play(Plan(), 0)
    session.play(Plan(), 1)  # the hour resolves without a walk from player 3
    assert session.state.hour == 1 and session.to_move() == (0, 1)
    with pytest.raises(IllegalMove):
        session.play(Plan(), 2)
    with pytest.raises(IllegalMove):
        session.play(Leave(), 2)


def test_when_everybody_has_left_the_hours_play_out_to_the_end() -> None:
    session = Session(RULES, PARAMS, 1, content_for(PARAMS))
    session.play(Leave(), 0)
    session.play(Leave(), 1)
    assert session.state.over and session.state.scores == (0, 0)
