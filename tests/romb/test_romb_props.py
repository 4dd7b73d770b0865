"""Romb Raider invariants under random legal play (hypothesis), on random rooms and shipped rooms."""

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.session import Session
from game.romb.pure.content import Room, content_for, load
from game.romb.pure.rules import RULES, Covered, MonsterMoved, Params, Revealed, start_state

ROOM_NAMES = [record.name for record in load()]


@st.composite
def rooms(draw) -> Room:
    """A random room: any size up to 8x6, any inner walls, S and G apart, a few torches."""
    width, height = draw(st.integers(2, 8)), draw(st.integers(2, 6))
    squares = [(x, y) for y in range(height) for x in range(width)]
    edges = [((x, y), (x + 1, y)) for x, y in squares if x + 1 < width]
    edges += [((x, y), (x, y + 1)) for x, y in squares if y + 1 < height]
    walls = tuple(sorted(edge for edge in edges if draw(st.integers(0, 3)) == 0))
    start, goal = draw(st.lists(st.sampled_from(squares), min_size=2, max_size=2, unique=True))
    others = [s for s in squares if s not in (start, goal)]
    torches = tuple(draw(st.lists(st.sampled_from(others), max_size=3, unique=True))) if others else ()
    return Room("random", width, height, start, goal, torches, walls)


def around(cell, room):
    return {(x, y) for x in range(cell[0] - 1, cell[0] + 2) for y in range(cell[1] - 1, cell[1] + 2)
            if 0 <= x < room.width and 0 <= y < room.height}


def lit_of(state):
    return set().union(*(around(t, state.room) for t in state.lit)) if state.lit else set()


def seen_of(state):
    return around(state.player, state.room) | lit_of(state) | {state.room.goal}


def check_turn(before, after, events):
    """Everything a turn must respect, checked from the outside."""
    room = after.room
    walls = set(room.walls)
    assert after.turns == before.turns + 1
    for x, y in (after.player, *after.monsters):
        assert 0 <= x < room.width and 0 <= y < room.height
    assert len(after.monsters) <= 2 and (len(after.monsters) < 2 or after.has_loot)
    assert len(set(after.monsters)) == len(after.monsters)
    seen, lit = seen_of(after), lit_of(after)
    revealed = {c for e in events if isinstance(e, Revealed) for c in e.cells}
    covered = {c for e in events if isinstance(e, Covered) for c in e.cells}
    assert revealed == seen - seen_of(before) and covered == seen_of(before) - seen
    assert set(RULES.observe(after, 0).uncovered) == seen
    view = RULES.observe(after, 0)  # a covered square hides its walls and torch
    assert set(view.walls) == {w for w in walls if w[0] in seen or w[1] in seen}
    assert set(view.torches) == set(room.torches) & seen and set(view.torches_lit) == set(after.lit)
    assert all(m in seen for _, m in RULES.observe(after, 0).monsters)
    for number, (old, new) in enumerate(zip(before.monsters, after.monsters)):
        if old == new:
            continue
        assert abs(old[0] - new[0]) + abs(old[1] - new[1]) == 1
        assert new not in lit, "a monster walked into light"
        assert not ((min(old, new), max(old, new)) in walls and old in seen and new in seen), \
            "a monster walked through a wall between two uncovered squares"
        assert MonsterMoved(number, old, new, old in seen, new in seen) in events
    if after.outcome == "lost":
        assert after.player in after.monsters
    elif after.outcome == "won":
        assert after.player == room.start and after.has_loot
    else:
        assert after.player not in after.monsters
    assert RULES.state_from_dict(RULES.state_to_dict(after)) == after


@settings(max_examples=300, deadline=None)
@given(room=rooms(), choices=st.lists(st.integers(0, 4), min_size=1, max_size=40))
def test_random_play_in_random_rooms_keeps_every_rule(room, choices):
    state = start_state(room)
    for choice in choices:
        moves = RULES.legal_moves(state)
        if not moves:
            break
        after, events = RULES.apply(state, moves[choice % len(moves)])
        check_turn(state, after, events)
        assert RULES.apply(state, moves[choice % len(moves)]) == (after, events)  # pure and repeatable
        state = after


@settings(max_examples=40, deadline=None)
@given(name=st.sampled_from(ROOM_NAMES), choices=st.lists(st.integers(0, 4), min_size=1, max_size=60))
def test_random_play_in_shipped_rooms_replays_from_a_save(name, choices):
    session = Session(RULES, Params(room=name), 0, content_for(Params(room=name)))
    for choice in choices:
        moves = RULES.legal_moves(session.state)
        if not moves:
            break
        before = session.state
        events = session.play(moves[choice % len(moves)])
        check_turn(before, session.state, events)
    assert Session.from_save(RULES, session.to_save()).state == session.state
