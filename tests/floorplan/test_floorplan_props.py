"""Floorplan invariants under random legal play (hypothesis), on every shipped museum, with and
without the turning spare: tiles conserved, tokens on the board or the spare, targets and visits
consistent, walks connected step by step, determinism, saves that replay to the same state."""

from dataclasses import fields, replace

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.rules import IllegalMove
from game.core.session import Session
from game.floorplan.pure.board import geometry
from game.floorplan.pure.content import content_for
from game.floorplan.pure.rules import (
    OVER,
    RULES,
    SHIFT,
    Carried,
    Params,
    Shift,
    Shifted,
    State,
    Stepped,
    View,
    Walk,
    legal_shifts,
    reachable,
)

MUSEUMS = ("museum", "arcade", "two-wings")
SETUPS = {name: content_for(Params(museum=name)) for name in MUSEUMS}


def check(before: State, move, after: State, events: list) -> None:
    """Everything one move must respect."""
    g = geometry(after.setup.museum)
    tiles = [t for t in after.tiles if t >= 0]
    assert sorted(tiles + [after.spare]) == list(range(len(after.openings)))
    assert all((t < 0) == (g.kinds[i] != "passage") for i, t in enumerate(after.tiles))
    for token in (after.visitor, after.stauf):
        assert token is None or g.valid(token)
    galleries = {g.squares[i] for i in g.galleries}
    assert len(set(after.visited)) == len(after.visited) and set(after.visited) <= galleries
    if after.phase != OVER:
        if len(after.visited) == len(galleries):
            assert after.target == g.squares[g.foyer]
        else:
            assert after.target in galleries - set(after.visited)
    assert len({tile for tile, _ in after.talismans}) == len(after.talismans)
    assert set(after.locked) <= galleries | {g.squares[g.foyer]}
    assert after.round - before.round in (0, 1) and after.rounds_lost >= before.rounds_lost
    assert after.turns - before.turns in (0, 1)
    shifted = [e for e in events if isinstance(e, Shifted)]
    assert len(shifted) == (1 if isinstance(move, Shift) else 0)
    for event in events:
        if isinstance(event, Carried):
            assert event.origin != event.to
    steps = [e for e in events if isinstance(e, Stepped)]
    if isinstance(move, Walk):
        mover = before.player
        start = before.visitor if mover == 0 else before.stauf
        assert steps and steps[0].origin == start
        for a, b in zip(steps, steps[1:]):
            assert a.to == b.origin
        for step in steps:
            assert step.to in reachable(before, mover)
    else:
        assert not steps
    view = RULES.observe(after, 1)
    assert isinstance(view, View) and not hasattr(view, "rng")
    assert all(getattr(view, f.name) == getattr(after, f.name) for f in fields(View))
    assert RULES.events_for(after, events, 0) == events == RULES.events_for(after, events, 1)


@settings(max_examples=40, deadline=None)
@given(museum=st.sampled_from(MUSEUMS), seed=st.integers(0, 2**32 - 1), rotate=st.booleans(),
       picks=st.lists(st.integers(0, 10**6), min_size=1, max_size=150))
def test_random_legal_play_keeps_every_invariant(museum, seed, rotate, picks):
    params = Params(museum=museum, rotate_spare=rotate)
    session = Session(RULES, params, seed, SETUPS[museum])
    assert session.humans == (0,)
    for pick in picks:
        movers = session.to_move()
        if not movers:
            break
        player = movers[0]
        assert RULES.legal_moves(session.state, 1 - player) == []
        moves = RULES.legal_moves(session.state, player)
        assert moves
        before = session.state
        # a refused move changes nothing
        try:
            RULES.apply(before, Walk((0, 0, 0)) if before.phase == SHIFT else Shift(0, "N", 0), player)
        except IllegalMove as exc:
            assert exc.reason.endswith(".")
        move = moves[pick % len(moves)]
        events = session.play(move, player)
        check(before, move, session.state, events)
    again = Session.from_save(RULES, session.to_save())
    assert again.state == session.state and RULES.check_state(session.state) is None
    replayed, _ = RULES.apply_all(RULES.new_game(params, SETUPS[museum], seed), session.moves)
    assert replayed == session.state


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), lines=st.lists(st.integers(0, 47), min_size=1, max_size=60))
def test_any_sequence_of_shifts_conserves_the_26_tiles(seed, lines):
    state = RULES.new_game(Params(rotate_spare=True), SETUPS["museum"], seed)
    openings = sorted(state.openings)
    for pick in lines:
        state = replace(state, phase=SHIFT)
        shifts = legal_shifts(state)
        state, _ = RULES.apply(state, shifts[pick % len(shifts)], state.player)
        assert sorted([t for t in state.tiles if t >= 0] + [state.spare]) == list(range(26))
        # turning the spare changes a tile's openings, never its kind (how many openings it has)
        assert sorted(bin(o).count("1") for o in state.openings) == sorted(bin(o).count("1") for o in openings)
    assert RULES.check_state(state) is None
