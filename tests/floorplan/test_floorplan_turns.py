"""A turn in phases (shift, talismans, walk, end), whose move it is, and rounds: the target, Stauf
going home, visited and lost Galleries, the Foyer as the 13th target and the end of the game."""

from dataclasses import replace

import pytest
from fp_support import DRAWN, of_type, play, start

from game.core.rules import IllegalMove, Status
from game.floorplan.board import geometry
from game.floorplan.rules import (ACT, EXPLORE, OVER, RULES, SHIFT, STAUF, VISITOR, EndTurn, ExtraTurn, GameWon,
                                  RoundStarted, RoundWon, Shift, StaufMoved, TurnEnded, TurnStarted, Walk)

G = geometry(DRAWN)
GALLERIES = [G.squares[i] for i in G.galleries]
FOYER, STAIRS = (0, 2, 4), (0, 2, 2)


def test_the_visitor_moves_first_and_must_shift_first():
    state = start(DRAWN)
    assert RULES.to_move(state) == (VISITOR,) and state.phase == SHIFT
    assert state.visitor == FOYER and state.stauf == FOYER
    assert RULES.legal_moves(state, STAUF) == []
    for move in (Walk((0, 1, 3)), EndTurn(), ExtraTurn()):
        with pytest.raises(IllegalMove, match="Shift the maze first"):
            play(state, move)
    with pytest.raises(IllegalMove, match="not player 2's turn"):
        RULES.apply(state, Shift(0, "W", 1), STAUF)
    state, _ = play(state, Shift(0, "W", 1))
    with pytest.raises(IllegalMove, match="already been shifted"):
        play(state, Shift(0, "W", 3))


def test_the_visitor_may_walk_in_legs_then_ends_the_turn_and_stauf_follows():
    state = replace(start(DRAWN, visitor=(0, 0, 0), target=(1, 4, 2)), phase=ACT)
    state, _ = play(state, Walk((0, 0, 1)))
    assert state.phase == EXPLORE and state.player == VISITOR
    with pytest.raises(IllegalMove, match="before you set off exploring"):
        play(replace(state, inventory=("extra_turn",)), ExtraTurn())
    state, _ = play(state, Walk((0, 0, 2)))
    state, events = play(state, EndTurn())
    assert events == [TurnEnded(VISITOR), TurnStarted(STAUF)]
    assert RULES.to_move(state) == (STAUF,) and state.phase == SHIFT and state.turns == 1


def test_stauf_shifts_then_walks_once_and_his_turn_ends():
    state, _ = play(start(DRAWN, target=(1, 4, 2)), Shift(0, "W", 1), EndTurn(), Shift(0, "N", 1))
    assert RULES.to_move(state) == (STAUF,) and state.phase == ACT
    with pytest.raises(IllegalMove, match="Only the Visitor plays talismans"):
        play(replace(state, inventory=("extra_turn",)), ExtraTurn())
    walks = [m for m in RULES.legal_moves(state, STAUF) if isinstance(m, Walk)]
    if walks:
        after, events = play(state, walks[0])
        assert after.stauf == walks[0].to and RULES.to_move(after) == (VISITOR,)
        assert events[-2:] == [TurnEnded(STAUF), TurnStarted(VISITOR)]
    stayed, _ = play(state, EndTurn())
    assert stayed.stauf == state.stauf and RULES.to_move(stayed) == (VISITOR,) and stayed.turns == 1


def test_a_walk_through_the_target_stops_on_it_and_wins_the_round():
    # column 0 of the first floor: G(0,0) - │ - G(0,2) - ─ east - the Stairway
    target = (0, 0, 2)
    state = replace(start(DRAWN, visitor=(0, 0, 0), stauf=(1, 0, 0), target=target), phase=ACT)
    state, events = play(state, Walk(STAIRS))
    assert state.visitor == target
    assert of_type(events, RoundWon) == [RoundWon(VISITOR, target, 1)]
    (started,) = of_type(events, RoundStarted)
    assert started.round == 2 and not started.final and started.target in GALLERIES and started.target != target
    assert state.visited == (target,) and state.target == started.target and state.round == 2
    assert state.stauf == FOYER and StaufMoved((1, 0, 0), FOYER) in events
    assert state.last_shift is None and state.turns == 1
    assert RULES.to_move(state) == (STAUF,) and state.phase == SHIFT


def test_stauf_arriving_first_loses_the_round_and_the_gallery_stays_unvisited():
    target = (0, 0, 2)
    state = start(DRAWN, stauf=(0, 0, 0), target=target, player=STAUF, phase=ACT, turns=3)
    state, events = play(state, Walk(target))
    assert of_type(events, RoundWon) == [RoundWon(STAUF, target, 1)]
    assert state.rounds_lost == 1 and state.visited == () and state.round == 2
    assert state.stauf == FOYER and RULES.to_move(state) == (VISITOR,) and state.turns == 3
    # the lost Gallery may come back: across many draws it is drawn again
    drawn = set()
    for rng in range(40):
        again, _ = play(start(DRAWN, stauf=(0, 0, 0), target=target, player=STAUF, phase=ACT, rng=rng), Walk(target))
        drawn.add(again.target)
    assert target in drawn


def test_the_new_target_is_never_the_gallery_the_visitor_stands_on_while_another_is_left():
    where = (1, 0, 0)
    for rng in range(40):
        state = start(DRAWN, visitor=where, stauf=(0, 0, 0), target=(0, 0, 2), player=STAUF, phase=ACT, rng=rng)
        state, _ = play(state, Walk((0, 0, 2)))
        assert state.target != where and state.target in GALLERIES


def test_the_target_draw_follows_the_seed():
    targets = [start(DRAWN, seed=seed).target for seed in range(30)]
    assert targets == [start(DRAWN, seed=seed).target for seed in range(30)]
    assert len(set(targets)) > 5 and set(targets) <= set(GALLERIES)


def test_after_twelve_galleries_the_foyer_is_the_final_target_and_reaching_it_wins():
    target = (0, 0, 2)
    others = tuple(g for g in GALLERIES if g != target)
    state = replace(start(DRAWN, visitor=(0, 0, 0), target=target, visited=others, rounds_lost=2, turns=40),
                    phase=ACT)
    state, events = play(state, Walk(target))
    assert of_type(events, RoundStarted) == [RoundStarted(2, FOYER, True)]
    assert state.target == FOYER and state.stauf == STAIRS and len(state.visited) == 12
    assert RULES.status(state) == Status.PLAYING and RULES.outcome(state) is None
    # the Visitor walks into the Foyer on a later turn
    state = replace(state, visitor=(0, 1, 4), player=VISITOR, phase=ACT)
    state, events = play(state, Walk(FOYER))
    assert of_type(events, GameWon) == [GameWon(42, 2)]
    assert state.phase == OVER and RULES.to_move(state) == () and RULES.legal_moves(state, VISITOR) == []
    assert RULES.status(state) == Status.WON
    outcome = RULES.outcome(state)
    assert outcome.results == (Status.WON, Status.LOST)
    assert outcome.scores == (1000 - 42 - 20, 2) and RULES.score(state) == 1000 - 42 - 20
    assert outcome.reason == "The Visitor reached the Foyer, the 13th Gallery, in 42 turns; Stauf won 2 rounds."
    with pytest.raises(IllegalMove, match="The game is over."):
        play(state, EndTurn())


def test_stauf_reaching_the_foyer_first_replays_the_final_round():
    state = start(DRAWN, stauf=(0, 1, 4), target=FOYER, visited=tuple(GALLERIES), player=STAUF, phase=ACT)
    state, _ = play(state, Walk(FOYER))
    assert state.rounds_lost == 1 and state.target == FOYER and state.stauf == STAIRS
    assert RULES.status(state) == Status.PLAYING
