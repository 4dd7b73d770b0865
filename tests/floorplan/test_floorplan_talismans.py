"""Talismans: they appear at a round's start, ride their tile, are collected by the Visitor walking
over them, and each does what the rules page says for as long as it says."""

from dataclasses import replace

import pytest
from fp_support import DRAWN, of_type, play, start

from game.core.rules import IllegalMove
from game.floorplan.pure.board import geometry
from game.floorplan.pure.content import content_for
from game.floorplan.pure.rules import (
    ACT,
    RULES,
    SHIFT,
    STAUF,
    VISITOR,
    EndTurn,
    ExtraTurn,
    ExtraTurnPlayed,
    GalleryLocked,
    GalleryUnlocked,
    LockGallery,
    MoveStauf,
    Params,
    RoundWon,
    Shift,
    StaufMoved,
    TalismanAppeared,
    TalismanCollected,
    TurnEnded,
    TurnSkipped,
    TurnStarted,
    Walk,
    talisman_problem,
)

G = geometry(DRAWN)
FOYER = (0, 2, 4)
FAR_TARGET = (1, 4, 2)


def square_of(state, tile):
    """Where a tile stands (None: it is the spare)."""
    return G.squares[state.tiles.index(tile)] if tile in state.tiles else None


def test_with_chance_one_a_talisman_appears_on_a_free_passageway_tile():
    kinds = set()
    for seed in range(30):
        state = start(DRAWN, chance=1.0, seed=seed)
        ((tile, kind),) = state.talismans
        kinds.add(kind)
        assert tile != state.spare and G.kinds[state.tiles.index(tile)] == "passage"
    assert kinds == {"extra_turn", "move_stauf", "lock_gallery"}
    assert start(DRAWN, chance=0.0).talismans == ()


def test_a_talisman_appears_at_the_start_of_a_round():
    state = start(DRAWN, chance=1.0, visitor=(0, 0, 0), target=(0, 0, 2), phase=ACT, talismans=())
    state, events = play(state, Walk((0, 0, 2)))
    (appeared,) = of_type(events, TalismanAppeared)
    assert state.talismans == ((appeared.tile, appeared.kind),)
    assert appeared.at not in (state.visitor, state.stauf) and G.kinds[G.index(appeared.at)] == "passage"
    assert events.index(appeared) > events.index(of_type(events, RoundWon)[0])


def test_a_talisman_rides_its_tile_through_shifts_and_the_spare():
    tile = start(DRAWN).tiles[G.index((0, 4, 1))]  # the east end of row 1
    state = start(DRAWN, talismans=((tile, "move_stauf"),))
    state, _ = play(state, Shift(0, "W", 1))
    assert state.spare == tile and state.talismans == ((tile, "move_stauf"),)
    state, _ = play(state, EndTurn(), Shift(1, "N", 3))
    assert square_of(state, tile) == (1, 3, 0) and state.talismans == ((tile, "move_stauf"),)


def test_the_visitor_collects_every_talisman_he_walks_over_and_stauf_does_not():
    tile = start(DRAWN).tiles[G.index((0, 0, 1))]  # │ between G(0,0) and G(0,2)
    walker = replace(start(DRAWN, visitor=(0, 0, 0), target=FAR_TARGET, talismans=((tile, "lock_gallery"),)),
                     phase=ACT)
    after, events = play(walker, Walk((0, 0, 2)))
    assert after.inventory == ("lock_gallery",) and after.talismans == ()
    assert of_type(events, TalismanCollected) == [TalismanCollected("lock_gallery", (0, 0, 1), tile)]
    stauf = start(DRAWN, stauf=(0, 0, 0), target=FAR_TARGET, talismans=((tile, "lock_gallery"),),
                  player=STAUF, phase=ACT)
    after, events = play(stauf, Walk((0, 0, 2)))
    assert after.talismans == ((tile, "lock_gallery"),) and not of_type(events, TalismanCollected)


def test_extra_turn_skips_staufs_next_turn_once():
    state, _ = play(start(DRAWN, inventory=("extra_turn",)), Shift(0, "W", 1))
    state, events = play(state, ExtraTurn())
    assert events == [ExtraTurnPlayed()] and state.skips == 1 and state.inventory == ()
    state, events = play(state, EndTurn())
    assert events == [TurnEnded(VISITOR), TurnSkipped(STAUF), TurnStarted(VISITOR)]
    assert RULES.to_move(state) == (VISITOR,) and state.phase == SHIFT and state.turns == 1 and state.skips == 0
    state, events = play(state, Shift(0, "W", 3), EndTurn())
    assert RULES.to_move(state) == (STAUF,) and TurnSkipped(STAUF) not in events


def test_two_extra_turns_skip_two_of_staufs_turns():
    state = start(DRAWN, inventory=("extra_turn", "extra_turn"))
    state, _ = play(state, Shift(0, "W", 1), ExtraTurn(), ExtraTurn(), EndTurn())
    assert state.player == VISITOR and state.skips == 1
    state, _ = play(state, Shift(0, "W", 3), EndTurn())
    assert state.player == VISITOR and state.skips == 0


def test_move_stauf_puts_him_anywhere_but_on_the_target():
    state, _ = play(start(DRAWN, inventory=("move_stauf",), target=(0, 0, 2)), Shift(0, "W", 1))
    moves = [m for m in RULES.legal_moves(state, VISITOR) if isinstance(m, MoveStauf)]
    assert len(moves) == G.count - 2 and MoveStauf((0, 0, 2)) not in moves and MoveStauf(FOYER) not in moves
    with pytest.raises(IllegalMove, match="anywhere but on the target"):
        play(state, MoveStauf((0, 0, 2)))
    with pytest.raises(IllegalMove, match="already stands there"):
        play(state, MoveStauf(FOYER))
    after, events = play(state, MoveStauf((1, 4, 2)))
    assert after.stauf == (1, 4, 2) and after.inventory == () and events == [StaufMoved(FOYER, (1, 4, 2))]
    with pytest.raises(IllegalMove, match="You have no Move Stauf talisman"):
        play(after, MoveStauf((1, 0, 2)))


def test_lock_gallery_keeps_tokens_out_and_in_until_the_end_of_staufs_next_turn():
    # Stauf stands in G(0,0); the │ below connects it to G(0,2), where the Visitor stands
    state = start(DRAWN, visitor=(0, 0, 2), stauf=(0, 0, 0), target=FAR_TARGET, inventory=("lock_gallery",))
    state, _ = play(state, Shift(1, "N", 1))
    state, events = play(state, LockGallery((0, 0, 0)))
    assert events == [GalleryLocked((0, 0, 0))] and state.locked == ((0, 0, 0),)
    with pytest.raises(IllegalMove, match="That Gallery is locked until Stauf's next turn ends."):
        play(state, Walk((0, 0, 0)))
    state, _ = play(state, EndTurn(), Shift(1, "N", 3))
    assert not [m for m in RULES.legal_moves(state, STAUF) if isinstance(m, Walk)]
    with pytest.raises(IllegalMove, match="Stauf is locked in this Gallery until his turn ends."):
        play(state, Walk((0, 0, 1)))
    state, events = play(state, EndTurn())
    assert GalleryUnlocked((0, 0, 0)) in events and state.locked == ()
    state, _ = play(state, Shift(1, "S", 1))
    play(state, Walk((0, 0, 0)))  # open again


def test_a_lock_played_with_an_extra_turn_ends_with_the_skipped_turn():
    state = start(DRAWN, inventory=("lock_gallery", "extra_turn"))
    state, _ = play(state, Shift(0, "W", 1), LockGallery((0, 0, 0)), ExtraTurn())
    state, events = play(state, EndTurn())
    assert events == [TurnEnded(VISITOR), TurnSkipped(STAUF), GalleryUnlocked((0, 0, 0)), TurnStarted(VISITOR)]
    assert state.locked == ()


def test_lock_gallery_takes_a_gallery_and_the_foyer_only_in_the_final_round():
    state, _ = play(start(DRAWN, inventory=("lock_gallery",)), Shift(0, "W", 1))
    locks = [m for m in RULES.legal_moves(state, VISITOR) if isinstance(m, LockGallery)]
    assert len(locks) == 12
    with pytest.raises(IllegalMove, match="Choose a Gallery to lock."):
        play(state, LockGallery(FOYER))
    final = replace(state, target=FOYER, visited=tuple(G.squares[i] for i in G.galleries), stauf=(0, 2, 2))
    assert LockGallery(FOYER) in RULES.legal_moves(final, VISITOR)
    after, _ = play(final, LockGallery(FOYER))
    with pytest.raises(IllegalMove, match="already locked"):
        play(replace(after, inventory=("lock_gallery",)), LockGallery(FOYER))


def test_move_stauf_cannot_take_him_out_of_a_locked_gallery():
    state = start(DRAWN, stauf=(0, 0, 0), inventory=("lock_gallery", "move_stauf"), target=FAR_TARGET)
    state, _ = play(state, Shift(0, "W", 1), LockGallery((0, 0, 0)))
    with pytest.raises(IllegalMove, match="locked in his Gallery"):
        play(state, MoveStauf((1, 0, 2)))


def test_move_stauf_onto_the_other_square_of_the_stairway_is_refused_and_keeps_the_talisman():
    # the repro: museum "two-wings", easy, seed 2015, Move Stauf played while Stauf is on the Stairway
    params = Params(museum="two-wings", difficulty="easy")
    state = RULES.new_game(params, content_for(params), 2015)
    g = geometry(state.setup.museum)
    low, high = (g.squares[i] for i in g.stairs)
    for here, other in ((low, high), (high, low)):
        armed = replace(state, stauf=here, phase=ACT, inventory=("move_stauf",))
        assert MoveStauf(other) not in RULES.legal_moves(armed, VISITOR)
        with pytest.raises(IllegalMove, match="Stauf already stands on the Stairway: its two squares are one"):
            RULES.apply(armed, MoveStauf(other), VISITOR)
        assert talisman_problem(armed, "move_stauf") is None  # he may still be put elsewhere
        elsewhere = next(m for m in RULES.legal_moves(armed, VISITOR) if isinstance(m, MoveStauf))
        after, _ = RULES.apply(armed, elsewhere, VISITOR)
        assert after.stauf == elsewhere.to != here and after.inventory == ()


def test_a_talisman_that_cannot_be_played_says_why_and_when():
    state = replace(start(DRAWN, visitor=(0, 0, 0), target=FAR_TARGET), phase=ACT)
    walked, _ = play(state, Walk((0, 0, 1)))
    walked = replace(walked, inventory=("lock_gallery",))  # as if picked up on that walk
    reason = talisman_problem(walked, "lock_gallery")
    assert reason == "Talismans come before the first walk: play the Lock Gallery next turn, after your shift."
    with pytest.raises(IllegalMove) as refused:
        play(walked, LockGallery((0, 0, 2)))
    assert refused.value.reason == reason
    assert "Shift the maze first" in talisman_problem(replace(walked, phase=SHIFT), "lock_gallery")
    assert "Wait for your turn" in talisman_problem(replace(walked, player=STAUF), "lock_gallery")
    assert "no Extra Turn" in talisman_problem(replace(walked, phase=ACT), "extra_turn")
    assert talisman_problem(replace(walked, phase=ACT), "lock_gallery") is None
