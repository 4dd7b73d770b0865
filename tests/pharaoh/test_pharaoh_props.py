"""Pharaoh Tomb invariants under random legal play (hypothesis), checked with code independent of
the rules' own line finder: board full and still, kinds in the level's set, score = sum of the
formula over the combinations, events that rebuild the board, game over exactly when no move works,
apply accepting exactly `legal_moves`, determinism and save/replay."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.grid import connected_components
from game.core.rules import IllegalMove
from game.core.session import Session
from game.pharaoh.pure.content import content_for
from game.pharaoh.pure.rules import (
    GLYPH,
    KEY,
    KEY_PIECE,
    RULES,
    CascadeStep,
    Cleared,
    Fell,
    LevelPassed,
    Params,
    Place,
    Placed,
    Spawned,
    Swap,
    Swapped,
    UseCrooker,
    score_for,
)

CELLS = [(x, y) for y in range(8) for x in range(8)]


def has_line(board: tuple[int, ...]) -> bool:
    """True when any row or column holds three equal kinds in a row (plain scan)."""
    at = lambda x, y: board[y * 8 + x]  # noqa: E731
    return any(at(x, y) == at(x + 1, y) == at(x + 2, y) for y in range(8) for x in range(6)) or \
        any(at(x, y) == at(x, y + 1) == at(x, y + 2) for x in range(8) for y in range(6))


def rebuild(board: tuple[int, ...], events: list) -> tuple[int, ...]:
    """Play the events onto the old board the way a scene animates them; return the final board."""
    cells = {c: board[c[1] * 8 + c[0]] for c in CELLS}
    for e in events:
        if isinstance(e, Swapped):
            cells[e.a], cells[e.b] = cells[e.b], cells[e.a]
        elif isinstance(e, Placed):
            assert cells[e.cell] == e.replaced
            cells[e.cell] = e.kind
        elif isinstance(e, Cleared):
            for c in e.cells:
                cells[c] = None
        elif isinstance(e, Fell):
            assert cells[e.from_cell] == e.kind and cells[e.to_cell] is None
            assert e.from_cell[0] == e.to_cell[0] and e.from_cell[1] < e.to_cell[1]
            cells[e.to_cell], cells[e.from_cell] = e.kind, None
        elif isinstance(e, Spawned):
            assert cells[e.cell] is None and e.from_cell[1] < 0 and e.from_cell[0] == e.cell[0]
            cells[e.cell] = e.kind
        elif isinstance(e, LevelPassed):
            cells = {c: e.board[c[1] * 8 + c[0]] for c in CELLS}
    return tuple(cells[c] for c in CELLS)


def candidate_moves(state) -> list:
    """Every move shape a player could try: all neighbour swaps (both diagonals) and placements."""
    swaps = [Swap(a, (a[0] + dx, a[1] + dy)) for a in CELLS for dx, dy in ((1, 0), (0, 1), (1, 1), (-1, 1))
             if 0 <= a[0] + dx < 8 and a[1] + dy < 8]
    places = [Place(piece, c) for piece in (GLYPH, KEY_PIECE) for c in CELLS]
    return swaps + places


def accepted(state, move) -> bool:
    """True when apply takes the move."""
    try:
        RULES.apply(state, move)
    except IllegalMove:
        return False
    return True


def any_move_works(state) -> bool:
    """Brute force: some move makes a combination (using a held crooker first if need be)."""
    live = replace(state, over=False)
    if any(accepted(live, m) for m in candidate_moves(live)):
        return True
    if live.crooker:
        used, _ = RULES.apply(live, UseCrooker())
        return any(accepted(used, m) for m in candidate_moves(used) if isinstance(m, Swap))
    return False


def check_turn(old, new, events) -> None:
    """Every invariant of one resolved turn."""
    n_kinds = new.kinds
    assert len(new.board) == 64 and all(0 <= v < n_kinds for v in new.board)
    assert not has_line(new.board) and KEY not in new.board
    cleared = [e for e in events if isinstance(e, Cleared)]
    assert new.score - old.score == sum(e.points for e in cleared)
    for e in cleared:
        assert e.n == len(e.cells) == len(set(e.cells)) >= 3
        assert e.points == score_for(old.level, e.n)
        assert len(connected_components(set(e.cells))) == 1
    steps = [e.number for e in events if isinstance(e, CascadeStep)]
    assert steps == list(range(1, len(steps) + 1))
    removed = sum(len({c for e in cleared if e.step == s for c in e.cells}) for s in steps)
    if any(isinstance(e, LevelPassed) for e in events):
        assert new.level == old.level + 1 and new.removed == 0
        assert old.removed + removed >= old.target
    else:
        assert new.level == old.level and new.removed == old.removed + removed < old.target
    assert rebuild(old.board, events) == new.board
    assert new.charges >= 0 and (new.glyph is None or 0 <= new.glyph < n_kinds)


pockets = st.fixed_dictionaries({
    "glyph": st.none() | st.integers(0, 5), "key": st.booleans(), "crooker": st.booleans(),
    "charges": st.integers(0, 3)})


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 2**32), level=st.integers(1, 8), pocket=pockets,
       to_go=st.integers(1, 300), picks=st.lists(st.integers(0, 10**6), min_size=1, max_size=25))
def test_random_legal_play_keeps_every_invariant(seed, level, pocket, to_go, picks):
    # start `to_go` short of the target, so marks and level passes come up often
    start = RULES.new_game(Params(start_level=level), content_for(Params(start_level=level)), seed)
    state = replace(start, **pocket, removed=max(0, start.target - to_go))
    for pick in picks:
        moves = RULES.legal_moves(state)
        assert state.over == (moves == []) == (not any_move_works(state))
        if state.over:
            break
        new, events = RULES.apply(state, moves[pick % len(moves)])
        check_turn(state, new, events)
        state = new


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), pocket=pockets, level=st.integers(1, 6))
def test_apply_accepts_exactly_the_legal_moves_and_refusals_change_nothing(seed, pocket, level):
    state = replace(RULES.new_game(Params(start_level=level), content_for(Params(start_level=level)), seed), **pocket)
    snapshot = RULES.state_to_dict(state)
    legal = set(RULES.legal_moves(state))
    for move in candidate_moves(state):
        reverse = Swap(move.b, move.a) if isinstance(move, Swap) else move
        assert accepted(state, move) == (move in legal or reverse in legal), move
        assert accepted(state, reverse) == accepted(state, move)
    assert RULES.state_to_dict(state) == snapshot


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), picks=st.lists(st.integers(0, 10**6), min_size=1, max_size=30))
def test_same_seed_and_moves_give_the_same_game_and_saves_replay(seed, picks):
    def play() -> tuple[Session, list]:
        session, story = Session(RULES, Params(start_level=2), seed, content_for(Params(start_level=2))), []
        for pick in picks:
            moves = RULES.legal_moves(session.state)
            if not moves:
                break
            story.append(session.play(moves[pick % len(moves)]))
        return session, story

    first, story = play()
    second, story_again = play()
    assert first.state == second.state and story == story_again
    loaded = Session.from_save(RULES, first.to_save())
    assert loaded.state == first.state
    assert RULES.state_from_dict(RULES.state_to_dict(first.state)) == first.state
